"""The duel session model without a window: every phase × every command, every transition, damaged JSON."""

from __future__ import annotations

import ast
import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from spider_qt.duel import model as dm
from spider_qt.duel.model import Command, DuelState, DuelStateError, Kind, Phase, Player, Verdict

ALLOW, CONFIRM, REFUSE = Verdict.ALLOW, Verdict.CONFIRM, Verdict.REFUSE
IN_PLAY = (Phase.SETUP, Phase.PAUSED, Phase.COVER, Phase.WAITING, Phase.WATCHING)


def state(kind: Kind = Kind.HOTSEAT, phase: Phase = Phase.SETUP, **changes: Any) -> DuelState:
    players: tuple[Player, ...] = (Player("Anna", 1), Player("Ben", 2))
    if kind is Kind.COMPUTER:
        players = (Player("Anna", 1), Player("Computer", 9, "beginner"))
    elif kind in (Kind.CHALLENGE, Kind.REMOTE):
        players = (Player("Anna", 1),)
    base = DuelState(
        kind=kind, rules="duel", suits=2, seed=4242, time_limit=900, allow_help=False, players=players,
        duel_id=None if kind in (Kind.CHALLENGE, Kind.REMOTE) else 7, phase=phase, bot_seed=5,
    )  # fmt: skip
    return dataclasses.replace(base, **changes)


# What the issue asks, written out command by command: the table the policy must match.
EXPECTED: dict[Command, tuple[Verdict, Verdict, Verdict]] = {
    #                     playing   in play (setup/paused/cover/waiting/watching)   over
    Command.NEW_GAME: (CONFIRM, CONFIRM, ALLOW),
    Command.LEAVE: (CONFIRM, CONFIRM, ALLOW),
    Command.QUIT: (CONFIRM, CONFIRM, ALLOW),
    Command.OPEN: (REFUSE, REFUSE, ALLOW),
    Command.SAVE: (REFUSE, REFUSE, REFUSE),
    Command.RESTART: (REFUSE, REFUSE, REFUSE),
    Command.UNDO: (ALLOW, REFUSE, REFUSE),
    Command.DEAL: (ALLOW, REFUSE, REFUSE),
    Command.DONE: (ALLOW, REFUSE, REFUSE),
    Command.HINT: (REFUSE, REFUSE, REFUSE),
    Command.DEMO: (REFUSE, REFUSE, REFUSE),
    Command.SOLVER: (REFUSE, REFUSE, REFUSE),
    Command.STATISTICS: (REFUSE, REFUSE, ALLOW),
    Command.PLAYER_INFO: (ALLOW, ALLOW, ALLOW),
    Command.REPLAY: (REFUSE, REFUSE, ALLOW),
    Command.CHALLENGES: (REFUSE, REFUSE, ALLOW),
    Command.LANGUAGE: (ALLOW, ALLOW, ALLOW),
    Command.PAUSE: (ALLOW, REFUSE, REFUSE),
}


def test_the_expected_table_names_every_command() -> None:
    assert set(EXPECTED) == set(Command)


CASES = [
    (kind, phase, command)
    for kind in Kind
    for phase in Phase
    if kind is Kind.COMPUTER or phase not in (Phase.WAITING, Phase.WATCHING)  # only a computer duel waits
    for command in Command
]


@pytest.mark.parametrize(("kind", "phase", "command"), CASES, ids=[f"{k}-{p}-{c}" for k, p, c in CASES])
def test_every_phase_and_command(kind: Kind, phase: Phase, command: Command) -> None:
    playing, in_play, over = EXPECTED[command]
    wanted = playing if phase is Phase.PLAYING else over if phase is Phase.OVER else in_play
    assert dm.verdict(state(kind, phase), command) is wanted


@pytest.mark.parametrize("command", [Command.HINT, Command.DEMO, Command.SOLVER])
def test_help_only_while_playing_and_only_when_both_agreed(command: Command) -> None:
    assert dm.verdict(state(phase=Phase.PLAYING, allow_help=True), command) is ALLOW
    for phase in Phase:
        if phase is not Phase.PLAYING and phase not in (Phase.WAITING, Phase.WATCHING):
            assert dm.verdict(state(phase=phase, allow_help=True), command) is REFUSE


# ---------------------------------------------------------------- transitions


def test_hot_seat_goes_playing_cover_playing_over() -> None:
    s = dm.begin(state())
    assert (s.phase, s.turn) == (Phase.PLAYING, 0)
    s = dm.turn_finished(s, 11)
    assert (s.phase, s.turn, s.records) == (Phase.COVER, 1, (11, None))
    s = dm.start_turn(s)
    assert (s.phase, s.turn) == (Phase.PLAYING, 1)
    s = dm.turn_finished(s, 12)
    assert (s.phase, s.records, s.forfeit_by) == (Phase.OVER, (11, 12), None)


def test_computer_duel_waits_or_ends_at_once() -> None:
    s = dm.begin(state(Kind.COMPUTER))
    waiting = dm.turn_finished(s, 11)
    assert waiting.phase is Phase.WAITING
    watching = dm.watch(waiting)
    assert watching.phase is Phase.WATCHING
    for s2 in (waiting, watching):
        done = dm.computer_finished(s2, 12)
        assert (done.phase, done.records) == (Phase.OVER, (11, 12))
    assert dm.turn_finished(s, 11, computer_done=True).phase is Phase.OVER


def test_a_challenge_is_over_for_its_maker_and_a_join_after_one_turn() -> None:
    left = dm.turn_finished(dm.begin(state(Kind.CHALLENGE)), 11)
    assert (left.phase, left.records) == (Phase.OVER, (11, None))
    joined = dm.begin(state(Kind.JOIN, turn=1, records=(10, None)))
    assert dm.turn_finished(joined, 11).records == (10, 11)


def test_pause_and_resume() -> None:
    s = dm.pause(dm.begin(state()))
    assert s.phase is Phase.PAUSED
    assert dm.start_turn(s).phase is Phase.PLAYING


@pytest.mark.parametrize("phase", [p for p in Phase if p is not Phase.OVER])
def test_forfeit_from_any_phase_before_the_end(phase: Phase) -> None:
    kind = Kind.COMPUTER if phase in (Phase.WAITING, Phase.WATCHING) else Kind.HOTSEAT
    s = dm.forfeit(state(kind, phase, turn=0), 21)
    assert (s.phase, s.forfeit_by, s.records[0]) == (Phase.OVER, 0, 21)
    with pytest.raises(DuelStateError):
        dm.forfeit(s)


@pytest.mark.parametrize(
    ("phase", "after"),
    [
        (Phase.SETUP, Phase.COVER),
        (Phase.PLAYING, Phase.COVER),
        (Phase.PAUSED, Phase.COVER),
        (Phase.COVER, Phase.COVER),
        (Phase.WAITING, Phase.WAITING),
        (Phase.WATCHING, Phase.WAITING),
        (Phase.OVER, Phase.OVER),
    ],
)
def test_a_resumed_duel_comes_back_on_the_cover(phase: Phase, after: Phase) -> None:
    kind = Kind.COMPUTER if phase in (Phase.WAITING, Phase.WATCHING) else Kind.HOTSEAT
    s = state(kind, phase, turn=0)
    assert dm.resumed(s).phase is after
    assert dm.resumed(s).turn == s.turn


@pytest.mark.parametrize("phase", [Phase.SETUP, Phase.PLAYING, Phase.PAUSED])
def test_a_resumed_duel_against_the_computer_comes_back_paused(phase: Phase) -> None:
    """Its cover said "Pass the computer to Anna", with nobody to pass it to: it is the player's own pause."""
    s = state(Kind.COMPUTER, phase, turn=0)
    assert dm.resumed(s).phase is Phase.PAUSED and dm.resumed(s).turn == 0


TRANSITIONS = {
    "begin": (lambda s: dm.begin(s), {Phase.SETUP}),
    "start_turn": (lambda s: dm.start_turn(s), {Phase.COVER, Phase.PAUSED}),
    "pause": (lambda s: dm.pause(s), {Phase.PLAYING}),
    "turn_finished": (lambda s: dm.turn_finished(s, 3), {Phase.PLAYING}),
    "watch": (lambda s: dm.watch(s), {Phase.WAITING}),
    "computer_finished": (lambda s: dm.computer_finished(s, 3), {Phase.WAITING, Phase.WATCHING}),
}


@pytest.mark.parametrize("name", list(TRANSITIONS))
@pytest.mark.parametrize("phase", list(Phase), ids=lambda p: p.value)
def test_every_transition_only_from_its_phases(name: str, phase: Phase) -> None:
    move, allowed = TRANSITIONS[name]
    s = state(Kind.COMPUTER, phase)
    if phase in allowed:
        after = move(s)
        assert after.phase is not phase
    else:
        with pytest.raises(DuelStateError) as err:
            move(s)
        assert err.value.code == "bad_transition"


def test_a_remote_side_ends_its_duel_here_when_played_and_never_has_help() -> None:
    s = dm.begin(state(Kind.REMOTE))
    assert dm.played_remote(s).phase is Phase.OVER
    with pytest.raises(DuelStateError) as err:
        dm.played_remote(dm.begin(state(Kind.CHALLENGE)))
    assert err.value.code == "bad_transition"
    with pytest.raises(DuelStateError):
        DuelState.from_json({**s.to_json(), "allow_help": True})


def test_computer_time_is_a_stated_pace_capped_by_the_limit() -> None:
    assert dm.computer_time(10, 900) == 10 * dm.COMPUTER_SECONDS_PER_ACTION
    assert dm.computer_time(10_000, 900) == 900


# ---------------------------------------------------------------- the JSON form


@pytest.mark.parametrize("kind", list(Kind))
def test_json_round_trip(kind: Kind) -> None:
    s = state(kind, Phase.PLAYING, records=(3, None))
    text = json.dumps(s.to_json())
    assert DuelState.from_json(json.loads(text)) == s


def test_a_challenges_invited_name_round_trips() -> None:
    """A challenge to a player who has no profile yet keeps the name until its game is stored (also after a crash)."""
    s = state(Kind.CHALLENGE, Phase.PLAYING, invited_name="Cara")
    assert DuelState.from_json(json.loads(json.dumps(s.to_json()))) == s


def test_version_1_states_of_earlier_releases_still_load() -> None:
    old = {
        "version": 1, "kind": "computer", "rules": "duel", "suits": 1, "seed": 99, "time_limit": 900,
        "allow_help": False, "players": [{"name": "Anna", "profile_id": 1},
                                         {"name": "Computer", "profile_id": 2, "level": "beginner"}],
        "turn": 0, "records": [None, None], "duel_id": 4, "invited": None, "phase": "waiting", "bot_seed": 3,
    }  # fmt: skip
    s = DuelState.from_json(old)
    assert s.kind is Kind.COMPUTER and s.phase is Phase.WAITING and s.players[1].level == "beginner"


DAMAGED: list[tuple[str, Any]] = [
    ("not an object", [1, 2]),
    ("no version", {}),
    ("bad kind", {"kind": "tournament"}),
    ("bad phase", {"phase": "sleeping"}),
    ("bool as number", {"suits": True}),
    ("number as bool", {"allow_help": 1}),
    ("string seed", {"seed": "42"}),
    ("negative seed", {"seed": -1}),
    ("huge seed", {"seed": 1 << 70}),
    ("bad suits", {"suits": 3}),
    ("bad rules", {"rules": "poker"}),
    ("zero time", {"time_limit": 0}),
    ("float time", {"time_limit": 900.5}),
    ("three players", {"players": [{"name": "a", "profile_id": 1}] * 3}),
    ("player not object", {"players": ["Anna", "Ben"]}),
    ("nameless player", {"players": [{"name": " ", "profile_id": 1}, {"name": "B", "profile_id": 2}]}),
    ("bad records", {"records": [1]}),
    ("record text", {"records": ["x", None]}),
    ("turn out of range", {"turn": 2}),
    ("forfeit while playing", {"forfeit_by": 0}),
    ("waiting without computer", {"phase": "waiting"}),
    ("bad duel id", {"duel_id": -3}),
    ("blank invited name", {"invited_name": " "}),
    ("invited name not text", {"invited_name": 7}),
    ("bad level", {"players": [{"name": "A", "profile_id": 1}, {"name": "B", "profile_id": 2, "level": 3}]}),
]


@pytest.mark.parametrize(("why", "change"), DAMAGED, ids=[d[0] for d in DAMAGED])
def test_damaged_json_is_refused_cleanly(why: str, change: Any) -> None:
    doc: Any = change if not isinstance(change, dict) else {**state(phase=Phase.PLAYING).to_json(), **change}
    if why == "no version":
        doc.pop("version")
    with pytest.raises(DuelStateError) as err:
        DuelState.from_json(doc)
    assert err.value.code == "damaged"


def test_a_newer_version_is_refused_as_too_new() -> None:
    doc = {**state().to_json(), "version": dm.STATE_VERSION + 1}
    with pytest.raises(DuelStateError) as err:
        DuelState.from_json(doc)
    assert err.value.code == "too_new"


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=5),
        lambda c: st.lists(c) | st.dictionaries(st.text(max_size=8), c),
        max_leaves=20,
    )
)
def test_any_json_value_gives_a_state_or_the_model_error(doc: Any) -> None:
    try:
        DuelState.from_json(doc)
    except DuelStateError:
        pass


@given(
    st.sampled_from(list(state(phase=Phase.PLAYING).to_json())),
    st.none() | st.booleans() | st.integers() | st.text(max_size=4) | st.lists(st.integers(), max_size=3),
)
def test_any_field_replaced_gives_a_state_or_the_model_error(key: str, value: Any) -> None:
    doc = {**state(phase=Phase.PLAYING).to_json(), key: value}
    try:
        DuelState.from_json(doc)
    except DuelStateError:
        pass


def test_the_model_imports_no_qt() -> None:
    source = Path(dm.__file__).read_text(encoding="utf-8")
    modules: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            modules += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            modules.append(node.module)
    assert modules and not [m for m in modules if "PySide" in m or m.startswith("spider_qt.ui")]
