"""A test-only third rule set, registered for each test, played through the whole engine.

Nothing in the engine names a rule set, so ``helpers_variant.VARIANT`` needs no other change:
new, legal moves, play, undo, saves and views all follow its flags and scoring.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from helpers_variant import play_some
from spider_builders import brute_force_legal, check_valid_state, make_state, mv

from spider_qt.engine import RULESETS, Game, IllegalMove, InvalidSave, Move, RuleSet


def _state(variant: RuleSet, columns: dict[int, str], stock: str = "") -> dict[str, Any]:
    # The builder knows the built-in names only; the variant keeps classic's faces (no face-down tops).
    return {**make_state("classic", 4, columns, stock=stock), "rules": variant.name, "score": variant.scoring.start}


def test_new_game_under_the_variant(variant: RuleSet) -> None:
    assert "test-variant" in RULESETS
    for rules in ("test-variant", variant):
        g = Game.new(rules, 2, 7)
        assert g.ruleset is variant and g.rules == "test-variant" == g.state()["rules"]
        assert g.score == variant.scoring.start == 0
        assert g.started_from_deal
        assert repr(g) == "Game.new(rules='test-variant', suits=2, seed=7)"
    # The deal depends on suits and seed only.
    assert Game.new("test-variant", 2, 7).state()["tableau"] == Game.new("duel", 2, 7).state()["tableau"]


@pytest.mark.parametrize("suits", [1, 2, 4])
def test_random_play_with_undos_keeps_every_invariant(variant: RuleSet, suits: int) -> None:
    g = Game.new(variant, suits, 100 + suits)
    rng = random.Random(suits)
    for step in range(150):
        legal = g.legal_moves()
        if step % 10 == 0:
            assert set(legal) == brute_force_legal(g)
            assert len(legal) == len(set(legal))
        assert not any(m.kind == "flip" for m in legal)  # cards turn by themselves
        check_valid_state(g.state())
        for c in range(10):
            assert g.column_length(c) == 0 or g.face_down(c) < g.column_length(c)
        if g.over or not legal:
            break
        if g.can_undo() and rng.random() < 0.15:
            before = g.score
            g.undo()
            assert g.score <= before - 1
        else:
            g.play(rng.choice(legal))


def test_variant_scoring_and_what_is_final(variant: RuleSet) -> None:
    g = Game.from_state(
        _state(variant, {0: "#4c #5h 9s", 1: "Ts", 2: "8d", 3: "", 9: "Kd"}, stock=" ".join(["2c"] * 0))
    )
    assert Move("deal") not in g.legal_moves()  # the stock is empty
    ch = g.play(mv(2, 1, 0))  # 8d onto 9s: another suit, nothing turns
    assert (ch.score_before, ch.score_after, ch.flipped) == (0, -1, ())
    assert g.can_undo()
    g.undo()
    assert g.score == -2
    ch = g.play(mv(0, 1, 1))  # 9s onto Ts: same suit (+2), and 5h turns by itself (+2)
    assert ch.score_after == -2 - 1 + 2 + 2
    assert ch.flipped == (g.column_ids(0)[-1],)
    assert not g.can_undo()  # a move that turned a card is final
    with pytest.raises(IllegalMove) as exc:
        g.undo()
    assert exc.value.code == "nothing_to_undo"
    with pytest.raises(IllegalMove) as exc:
        g.play(Move("flip", 0))
    assert exc.value.code == "no_flip_in_classic"


def test_variant_deals_with_an_empty_column_and_a_deal_is_final(variant: RuleSet) -> None:
    columns = {c: f"{'A23456789'[c]}d" for c in range(9)} | {3: "", 9: "Kc"}
    g = Game.from_state(_state(variant, columns, stock="2c 3c 4c 5c 6c 7c 8c 9c Tc Jc"))
    assert Move("deal") in g.legal_moves() and g.deal_allowed()
    ch = g.play(Move("deal"))
    assert len(ch.dealt) == 10 and ch.score_after == -1
    assert not g.can_undo()


def test_variant_saves_round_trip_and_need_the_registration(variant: RuleSet) -> None:
    g = Game.new(variant, 4, 31)
    play_some(g, 120, seed=5)
    text = g.to_json()
    assert json.loads(text)["rules"] == "test-variant"
    loaded = Game.from_json(text)
    assert loaded.ruleset is variant
    assert (loaded.state(), loaded.history, loaded.can_undo()) == (g.state(), g.history, g.can_undo())
    # From here on the two play alike.
    assert [c.score_after for c in play_some(loaded, 60, seed=9)] == [c.score_after for c in play_some(g, 60, seed=9)]
    snap = Game.from_state(g.state())
    assert snap.ruleset is variant and not snap.started_from_deal
    assert Game.from_json(snap.to_json()).state() == snap.state()


def test_a_save_of_an_unknown_rule_set_is_refused() -> None:
    doc = json.loads(Game.new("classic", 2, 3).to_json())
    doc["rules"] = doc["state"]["rules"] = "test-variant"  # not registered in this test
    with pytest.raises(InvalidSave) as exc:
        Game.from_json(json.dumps(doc))
    assert exc.value.code == "bad_value"


def test_variant_views_and_samples(variant: RuleSet) -> None:
    g = Game.new(variant, 2, 44)
    play_some(g, 80, seed=2)
    view = g.view()
    assert view.ruleset is variant and view.rules == "test-variant"
    assert view.legal_moves() == g.legal_moves()
    assert view.state()["rules"] == "test-variant"
    sample = Game.sample(view, random.Random(0))
    assert sample.ruleset is variant
    assert sample.view() == view
    assert sample.legal_moves() == g.legal_moves()
