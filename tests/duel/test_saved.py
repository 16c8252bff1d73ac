"""The duel's save boundary (``duel.saved``): a state into a save's values and back, the on-disk form unchanged,
and what a refused state still tells."""

from __future__ import annotations

import dataclasses

import pytest

from spider_qt.duel.model import DuelState, Kind, Phase, Player
from spider_qt.duel.saved import DUEL_KEY, SavedDuel, saved_duel, with_duel, without_duel

STATE = DuelState(
    kind=Kind.HOTSEAT, rules="duel", suits=2, seed=11, time_limit=900, allow_help=False,
    players=(Player("Bo", 2), Player("Ann", 1)), turn=1, records=(5, None), duel_id=7, phase=Phase.COVER,
)  # fmt: skip


def test_a_state_goes_into_a_save_as_its_json_and_comes_back_the_same() -> None:
    values = with_duel({"clock_doubt": 3.5}, STATE, "ch-1")
    assert values == {"clock_doubt": 3.5, "duel": STATE.to_json(), "remote_duel": "ch-1"}  # the on-disk form
    assert saved_duel(values) == SavedDuel(STATE, None, 7, True, "ch-1")
    assert without_duel(values) == {"clock_doubt": 3.5}
    assert with_duel({"clock_doubt": 3.5}, STATE, None) == {"clock_doubt": 3.5, "duel": STATE.to_json()}


def test_a_game_of_no_duel_keeps_its_values_as_they_are() -> None:
    assert with_duel({"redo": ["0>1"]}, None, "ch-1") == {"redo": ["0>1"]}
    assert saved_duel({"redo": ["0>1"]}) is None
    # a challenge id without a duel is no duel's: it stays with the other values, as before
    assert without_duel({"remote_duel": "ch-1"}) == {"remote_duel": "ch-1"}


def test_an_over_duel_is_not_open() -> None:
    over = dataclasses.replace(STATE, phase=Phase.OVER)
    saved = saved_duel(with_duel({}, over, None))
    assert saved is not None and saved.state == over and not saved.open


def test_an_older_state_version_reads_as_before() -> None:
    doc = STATE.to_json()
    doc["version"] = 2
    del doc["held"]  # version 2 had no hold
    saved = saved_duel({DUEL_KEY: doc})
    assert saved is not None and saved.state == STATE and saved.refused is None


@pytest.mark.parametrize(
    ("doc", "code", "named", "is_open"),
    [
        ({"phase": "playing", "duel_id": 7}, "damaged", 7, True),
        ({"phase": "over", "duel_id": 7}, "damaged", 7, False),
        ({"duel_id": True}, "damaged", None, True),  # a flag is no id
        ({}, "damaged", None, True),
        ("a text", "damaged", None, False),
        (None, "damaged", None, False),
        ({**STATE.to_json(), "version": 99}, "too_new", 7, True),
    ],
)
def test_a_refused_state_still_names_its_duel(doc: object, code: str, named: int | None, is_open: bool) -> None:
    saved = saved_duel({DUEL_KEY: doc, "remote_duel": "ch-1"})
    assert saved is not None and saved.state is None and saved.refused is not None
    assert (saved.refused.code, saved.named_id, saved.open, saved.remote_id) == (code, named, is_open, "ch-1")
    assert without_duel({DUEL_KEY: doc, "remote_duel": "ch-1", "redo": []}) == {"redo": []}
