"""Rule sets: the two built-in values, the registry, and a game holding its rule set."""

from __future__ import annotations

import dataclasses

import pytest
from helpers_variant import VARIANT, registered

from spider_qt.engine import (
    CLASSIC,
    DUEL,
    RULES,
    RULESETS,
    Game,
    RuleSet,
    Scoring,
    find_ruleset,
    register_ruleset,
    unregister_ruleset,
)


def test_the_built_in_rule_sets_say_how_they_differ() -> None:
    assert list(RULESETS) == ["classic", "duel"] == list(RULES)
    assert (CLASSIC.auto_flip, CLASSIC.deal_needs_every_column, CLASSIC.undo_past_flip_or_deal) == (True, True, True)
    assert (CLASSIC.face_down_top_accepts_any, CLASSIC.redo, CLASSIC.timed) == (False, True, False)
    assert CLASSIC.scoring == Scoring(start=500, per_action=-1, per_run=100, per_flip=0, same_suit=0, clear=0)
    assert (DUEL.auto_flip, DUEL.deal_needs_every_column, DUEL.undo_past_flip_or_deal) == (False, False, False)
    assert (DUEL.face_down_top_accepts_any, DUEL.redo, DUEL.timed) == (True, False, True)
    assert DUEL.scoring == Scoring(start=0, per_action=-1, per_run=26, per_flip=2, same_suit=2, clear=100)


def test_rule_sets_are_frozen_values() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        CLASSIC.auto_flip = False  # type: ignore[misc]
    assert dataclasses.replace(DUEL) == DUEL
    assert hash(dataclasses.replace(DUEL)) == hash(DUEL)


def test_find_ruleset() -> None:
    assert find_ruleset("classic") is CLASSIC
    assert find_ruleset("duel") is DUEL
    for bad in ("Classic", "", "test-variant", None, 1):
        with pytest.raises(ValueError, match="rules must be one of 'classic', 'duel'"):
            find_ruleset(bad)  # type: ignore[arg-type]


def test_register_and_unregister() -> None:
    with registered(VARIANT):
        assert find_ruleset("test-variant") is VARIANT
        assert list(RULESETS) == ["classic", "duel", "test-variant"]  # in the order registered
        register_ruleset(dataclasses.replace(VARIANT))  # an equal value again is allowed
        with pytest.raises(ValueError, match="different rule set"):
            register_ruleset(dataclasses.replace(VARIANT, timed=True))
    assert "test-variant" not in RULESETS
    with pytest.raises(ValueError, match="different rule set"):
        register_ruleset(dataclasses.replace(DUEL, redo=True))
    with pytest.raises(TypeError):
        register_ruleset("duel")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="built-in"):
        unregister_ruleset("classic")
    with pytest.raises(ValueError, match="no rule set"):
        unregister_ruleset("test-variant")
    with pytest.raises(TypeError):
        RULESETS["x"] = VARIANT  # type: ignore[index]


@pytest.mark.parametrize("name", ["", "Duel", "two words", "x" * 40, "-lead", None])
def test_rule_set_names_are_plain(name: object) -> None:
    with pytest.raises(ValueError, match="rule set name"):
        dataclasses.replace(VARIANT, name=name)


def test_rule_set_fields_are_checked() -> None:
    with pytest.raises(TypeError, match="auto_flip"):
        dataclasses.replace(VARIANT, auto_flip=1)
    with pytest.raises(TypeError, match="scoring"):
        dataclasses.replace(VARIANT, scoring=(0, -1, 26, 2, 2, 100))
    with pytest.raises(TypeError, match="per_run"):
        Scoring(start=0, per_action=-1, per_run=2.5, per_flip=0, same_suit=0, clear=0)  # type: ignore[arg-type]


@pytest.mark.parametrize("rules", [CLASSIC, DUEL])
def test_a_game_holds_its_rule_set(rules: RuleSet) -> None:
    by_name = Game.new(rules.name, 2, 8)
    by_value = Game.new(rules, 2, 8)
    for g in (by_name, by_value):
        assert g.ruleset is rules
        assert g.rules == rules.name == g.state()["rules"]
        assert g.view().ruleset is rules and g.view().rules == rules.name
        assert g.score == rules.scoring.start
        assert g.copy().ruleset is rules
        assert Game.from_json(g.to_json()).ruleset is rules
        assert Game.from_state(g.state()).ruleset is rules
    assert by_name.state() == by_value.state()
    assert repr(by_value) == f"Game.new(rules={rules.name!r}, suits=2, seed=8)"


def test_new_refuses_a_rule_set_that_is_not_registered() -> None:
    with pytest.raises(ValueError, match="rules must be one of"):
        Game.new(VARIANT, 2, 1)
    with pytest.raises(ValueError, match="differs from the registered"):
        Game.new(dataclasses.replace(CLASSIC, redo=False), 2, 1)
