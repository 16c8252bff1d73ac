"""Each kind of duel's flow, as a table, and the model and the setup following it (no window)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest

from spider_qt.duel import model as dm
from spider_qt.duel.kinds import FLOWS, Flow, Kind, flow, from_setting, to_setting
from spider_qt.duel.setup import NewGameOptions, new_duel_state
from spider_qt.store import Database

H, C, CH, J, R = Kind.HOTSEAT, Kind.COMPUTER, Kind.CHALLENGE, Kind.JOIN, Kind.REMOTE

# kind: sides, home side, both here, computer plays, left for later, played elsewhere, help possible, names the
# opponent, kept in the settings as
TABLE = {
    H: (2, 0, True, False, False, False, True, True, "human"),
    C: (2, 0, False, True, False, False, True, False, "computer"),
    CH: (1, 0, False, False, True, False, False, True, None),
    J: (2, 1, False, False, False, False, False, False, None),
    R: (1, 0, False, False, False, True, False, False, None),
}


def _row(f: Flow) -> tuple[object, ...]:
    return (
        f.sides,
        f.home_side,
        f.both_here,
        f.computer_plays,
        f.left_for_later,
        f.played_elsewhere,
        f.help_possible,
        f.names_opponent,
        f.setting,
    )


@pytest.mark.parametrize("kind", list(Kind))
def test_each_kind_has_one_flow_answering_as_the_table_says(kind: Kind) -> None:
    assert flow(kind).kind is kind
    assert _row(flow(kind)) == TABLE[kind]


def test_every_kind_has_a_flow_and_no_flow_is_for_two_kinds() -> None:
    assert set(FLOWS) == set(Kind) == set(TABLE)
    assert len({id(f) for f in FLOWS.values()}) == len(Kind)


@pytest.mark.parametrize(
    ("kind", "turn", "hands_over", "opponent_side"),
    [
        (H, 0, True, 1),  # the first player's turn ends on the cover for the second
        (H, 1, False, 0),
        (C, 0, False, 1),  # the computer is side b, whatever the turn
        (J, 1, False, 0),  # the taker of a challenge is side b: the challenger is side a
        (CH, 0, False, 1),
        (R, 0, False, 1),
    ],
)
def test_who_plays_next_and_who_is_opposite(kind: Kind, turn: int, hands_over: bool, opponent_side: int) -> None:
    assert flow(kind).hands_over(turn) is hands_over
    assert flow(kind).opponent_side(turn) == opponent_side


@pytest.mark.parametrize(
    ("stored", "kind"),
    [
        ("none", None),
        ("human", H),
        ("computer", C),
        # Never written (a challenge is not kept for the next game), but a hand-edited file may say it: alone.
        ("challenge", None),
        ("hotseat", None),
        ("", None),
        (None, None),
        (3, None),
    ],
)
def test_the_settings_old_words_load_as_kinds(stored: object, kind: Kind | None) -> None:
    assert from_setting(stored) is kind


@pytest.mark.parametrize(
    ("kind", "stored"), [(None, "none"), (H, "human"), (C, "computer"), (CH, "none"), (J, "none"), (R, "none")]
)
def test_a_new_games_choice_is_kept_in_the_settings_old_words(kind: Kind | None, stored: str) -> None:
    assert to_setting(kind) == stored
    assert from_setting(to_setting(kind)) is (kind if kind is not None and flow(kind).setting else None)


# ---------------------------------------------------------------- the model follows the flows


def _state(kind: Kind, players: int, **changes: object) -> dm.DuelState:
    people = (dm.Player("Ada", 1), dm.Player("Bea", 2, "expert" if flow(kind).computer_plays else None))
    state = dm.DuelState(kind, "duel", 2, 7, 600, False, people[:players], phase=dm.Phase.PLAYING)
    return dataclasses.replace(state, **changes)


def _valid(state: dm.DuelState) -> bool:
    try:
        dm.DuelState.from_json(state.to_json())
    except dm.DuelStateError:
        return False
    return True


@pytest.mark.parametrize("kind", list(Kind))
def test_a_state_names_as_many_players_as_its_flow_has_sides(kind: Kind) -> None:
    sides = flow(kind).sides
    assert _valid(_state(kind, sides))
    assert not _valid(_state(kind, 3 - sides))


@pytest.mark.parametrize("kind", list(Kind))
def test_only_a_duel_the_computer_plays_waits_for_it(kind: Kind) -> None:
    state = _state(kind, flow(kind).sides)
    assert _valid(dataclasses.replace(state, phase=dm.Phase.WAITING)) is flow(kind).computer_plays
    assert _valid(dataclasses.replace(state, held=dm.Hold.COMPUTER)) is flow(kind).computer_plays
    resumed = dm.resumed(state).phase
    assert resumed is (dm.Phase.PAUSED if flow(kind).computer_plays else dm.Phase.COVER)


@pytest.mark.parametrize("kind", list(Kind))
def test_help_is_refused_in_the_state_only_where_the_other_side_plays_elsewhere(kind: Kind) -> None:
    # (A challenge's state with help is still read: its setup never makes one, and older autosaves stay readable.)
    state = _state(kind, flow(kind).sides, allow_help=True)
    assert _valid(state) is not flow(kind).played_elsewhere


@pytest.mark.parametrize("kind", list(Kind))
def test_a_finished_turn_goes_where_the_flow_says(kind: Kind) -> None:
    state = _state(kind, flow(kind).sides)
    after = dm.turn_finished(state, 5)
    if flow(kind).hands_over(0):
        assert (after.phase, after.turn) == (dm.Phase.COVER, 1)
    elif flow(kind).computer_plays:
        assert after.phase is dm.Phase.WAITING
    else:
        assert after.phase is dm.Phase.OVER
    if flow(kind).played_elsewhere:
        assert dm.played_remote(state).phase is dm.Phase.OVER
    else:
        with pytest.raises(dm.DuelStateError):
            dm.played_remote(state)


# ---------------------------------------------------------------- the setup follows the flows


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database.open(tmp_path)
    yield database
    database.close()


@pytest.mark.parametrize("kind", [H, C, CH])
def test_a_new_games_kind_makes_its_duel(db: Database, kind: Kind) -> None:
    options = NewGameOptions(rules="duel", opponent=kind, player="Anna", opponent_name="Ben", allow_help=True)
    state = new_duel_state(db, options, 11)
    how = flow(kind)
    assert state.kind is kind
    assert len(state.players) == how.sides
    assert state.allow_help is how.help_possible
    assert (state.duel_id is None) is how.left_for_later  # a challenge's duel is made when it is stored
    assert (state.players[-1].level is not None) is how.computer_plays
    if how.left_for_later:
        assert state.invited_name == "Ben"  # whom the challenge is for, made a profile only when it is stored
        assert db.profiles.find("Ben") is None
    assert _valid(state)


def test_no_opponent_chosen_makes_a_hot_seat_duel_as_before(db: Database) -> None:
    state = new_duel_state(db, NewGameOptions(rules="duel", player="Anna", opponent_name="Ben"), 12)
    assert state.kind is H and [p.name for p in state.players] == ["Anna", "Ben"]


@pytest.mark.parametrize("kind", [J, R])
def test_a_duel_taken_up_from_a_challenge_is_not_made_from_new_game_options(db: Database, kind: Kind) -> None:
    with pytest.raises(ValueError, match=kind.value):
        new_duel_state(db, NewGameOptions(rules="duel", opponent=kind, player="Anna", opponent_name="Ben"), 13)
    assert db.profiles.find("Anna") is None  # refused before anything is made
