"""The boundary: numbers out of range and saves too long are refused with InvalidSave, never another exception."""

from __future__ import annotations

import json
from typing import Any

import pytest
from spider_builders import make_state

from spider_qt.engine import CLASSIC, DUEL, MAX_ACTIONS, Game, IllegalMove, InvalidSave, Move
from spider_qt.engine.saves import MAX_SAVE_CHARS, score_bounds

HUGE = [10**30, -(10**30), 2**63, 2**64, -(2**63) - 1, 10**4000]


def _refused(load: Any, arg: Any, code: str) -> InvalidSave:
    with pytest.raises(InvalidSave) as exc:
        load(arg)
    assert exc.value.code == code, exc.value
    return exc.value


@pytest.mark.parametrize("value", [*HUGE, -1, MAX_ACTIONS + 1])
def test_snapshot_moves_out_of_range(value: int) -> None:
    err = _refused(Game.from_state, {**make_state("classic", 2, {0: "Kh", 9: "Qs"}), "moves": value}, "bad_value")
    assert len(str(err)) < 200  # a 4,000-digit number is not copied into the message


@pytest.mark.parametrize("rules", ["classic", "duel"])
def test_snapshot_score_out_of_range(rules: str) -> None:
    lo, hi = score_bounds(CLASSIC if rules == "classic" else DUEL)
    base = make_state(rules, 2, {0: "Kh", 9: "Qs"})
    for value in [*HUGE, lo - 1, hi + 1]:
        _refused(Game.from_state, {**base, "score": value}, "bad_value")
    for value in (lo, hi):
        assert Game.from_state({**base, "score": value}).score == value


def test_score_bounds_cover_every_real_game() -> None:
    # The lowest real score: every action a cost and nothing earned; the highest: every bonus once.
    assert score_bounds(CLASSIC) == (500 - MAX_ACTIONS - 800, 500 + MAX_ACTIONS + 800)
    lo, hi = score_bounds(DUEL)
    assert lo <= -MAX_ACTIONS and hi >= 8 * 26 + 100 + 104 * 2 + 104 * 2


@pytest.mark.parametrize("value", [*HUGE, -1, 2**63])
def test_snapshot_seed_out_of_range(value: int) -> None:
    _refused(Game.from_state, {**make_state("duel", 2, {0: "Kh", 9: "Qs"}), "seed": value}, "bad_value")


def _save(g: Game) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(g.to_json())
    return doc


@pytest.mark.parametrize("value", HUGE)
def test_save_numbers_out_of_range(value: int) -> None:
    g = Game.from_state(make_state("classic", 2, {0: "Ks", 1: "Qh", 9: "Js"}))
    g.play(Move("move", 1, 1, 0))
    doc = _save(g)
    for key in ("moves", "score"):
        _refused(Game.from_json, json.dumps({**doc, "start": {**doc["start"], key: value}}), "bad_value")
    _refused(Game.from_json, json.dumps({**doc, "seed": value}), "bad_value")
    bad_version = _refused(Game.from_json, json.dumps({**doc, "version": value}), "bad_version")
    assert len(str(bad_version)) < 200


def test_an_autosave_claiming_10_to_the_30_moves_is_refused() -> None:
    g = Game.new("duel", 2, 4)
    g.play(g.legal_moves()[0])
    doc = _save(g)
    doc["state"]["moves"] = 10**30
    _refused(Game.from_json, json.dumps(doc), "mismatch")


def test_numbers_json_cannot_hold_as_ints() -> None:
    text = Game.new("classic", 1, 1).to_json()
    for number in ("1" * 5000, "1e400", "-1e400", "NaN", "Infinity"):
        _refused(
            Game.from_json,
            text.replace('"seed":1', f'"seed":{number}'),
            "bad_json" if len(number) > 4300 else "bad_value",
        )


def _longest(rules: str) -> Game:
    """A game at its action cap: every action but Done is refused from here on."""
    g = Game.new(rules, 4, 2026)
    move = next(m for m in g.legal_moves() if m.kind == "move")
    while len(g.history) + 2 <= MAX_ACTIONS - 1:
        g.play(move)
        g.undo()
    g.play(move)
    return g


@pytest.mark.parametrize("rules", ["classic", "duel"])
def test_the_longest_accepted_history_loads_and_one_more_action_is_too_long(rules: str) -> None:
    g = _longest(rules)
    assert len(g.history) == MAX_ACTIONS - 1 and g.at_action_cap and not g.can_undo()
    g.finish()  # Done always fits: the cap keeps room for it
    assert len(g.history) == MAX_ACTIONS
    loaded = Game.from_json(g.to_json())
    assert loaded.state() == g.state() and loaded.history == g.history
    doc = json.loads(g.to_json())
    doc["history"].insert(0, doc["history"][0])
    doc.pop("state", None)
    err = _refused(Game.from_json, json.dumps(doc), "too-long")
    assert str(MAX_ACTIONS) in str(err)


@pytest.mark.parametrize("rules", ["classic", "duel"])
def test_an_action_past_the_cap_is_refused_and_the_game_stays_savable(rules: str) -> None:
    """Issue 47 item 6: a game alone went past 10,000 actions, was saved, then called damaged at the next start."""
    g = _longest(rules)
    before = g.to_json()
    refusals = []
    move = next(m for m in g.legal_moves() if m.kind == "move")
    for act in (lambda: g.play(move), g.undo, lambda: g.play(Move("deal"))):
        with pytest.raises(IllegalMove) as info:
            act()
        refusals.append(info.value.code)
    assert refusals == ["too_many_actions"] * 3
    assert g.to_json() == before  # refused actions changed nothing
    assert Game.from_json(before).history == g.history  # and what is saved now reads back


def test_text_longer_than_any_save_is_refused_before_parsing() -> None:
    text = Game.new("classic", 2, 1).to_json()
    padded = text[:-1] + " " * (MAX_SAVE_CHARS - len(text)) + "}"
    assert len(padded) == MAX_SAVE_CHARS
    Game.from_json(padded)  # exactly at the limit: read
    _refused(Game.from_json, padded + " ", "too-long")
    _refused(Game.from_json, (padded + " ").encode(), "too-long")
    _refused(Game.from_json, b" " * (4 * MAX_SAVE_CHARS + 1), "too-long")
