"""The duel session model: phases, pure transitions, a validated JSON form and the one command policy.

Pure Python (no Qt): the window, the menus, the HUD and the duel strip ask ``verdict`` what a command
may do now; nothing else decides. A state is immutable: every transition returns a new one.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any

from spider_qt.duel.kinds import Kind as Kind
from spider_qt.duel.kinds import flow
from spider_qt.engine import RULESETS

STATE_VERSION = 3  # 3: ``held``
# Against the computer its time is counted at this human pace per action (never its computation time).
COMPUTER_SECONDS_PER_ACTION = 4.0
# The autosave keeps a remote duel's challenge id under this key, beside the duel's state (``Kind.REMOTE``).
REMOTE_KEY = "remote_duel"


class Phase(StrEnum):
    """Where a duel is: dealt but not begun, a side playing, between turns, waiting, or over."""

    SETUP = "setup"  # created, nothing dealt yet
    PLAYING = "playing"  # side ``turn`` plays, its clock runs
    PAUSED = "paused"  # side ``turn`` paused: the table is hidden, the clock stopped
    COVER = "cover"  # side ``turn`` is next: the cover asks for Start, the clock stopped
    WAITING = "waiting"  # the human has finished; the computer still plays
    WATCHING = "watching"  # as WAITING, while the human watches the computer's game
    OVER = "over"  # both sides finished (or one forfeited): the result may be shown


class Hold(StrEnum):
    """Why a duel waits, whatever its phase: something it needs failed, and it goes on only once that works again.

    While a duel is held its table stays covered and every command but Quit (which keeps the duel) is refused, so a
    fault never turns a duel into an ordinary table.
    """

    TURN = "turn"  # a finished turn waits to be recorded (the records are busy, full or read-only)
    RESULT = "result"  # the computer's finished game waits to be recorded
    FORFEIT = "forfeit"  # a Leave waits to be recorded as a forfeit
    COMPUTER = "computer"  # the computer player stopped and could not be restarted
    SAVE = "save"  # the turn in play cannot be autosaved (a full disk, an unwritable folder)


class Command(StrEnum):
    """Everything a player can ask for while a duel owns the table."""

    NEW_GAME = "new_game"
    OPEN = "open"
    SAVE = "save"
    RESTART = "restart"
    LEAVE = "leave"
    QUIT = "quit"
    UNDO = "undo"
    DEAL = "deal"
    DONE = "done"
    HINT = "hint"
    DEMO = "demo"
    SOLVER = "solver"
    STATISTICS = "statistics"
    PLAYER_INFO = "player_info"
    REPLAY = "replay"
    CHALLENGES = "challenges"
    LANGUAGE = "language"
    PAUSE = "pause"


class Verdict(Enum):
    """What the policy says about a command."""

    ALLOW = "allow"
    CONFIRM = "confirm"  # allowed after the player confirms (it forfeits, or leaves the duel for later)
    REFUSE = "refuse"


class DuelStateError(ValueError):
    """A duel state that cannot be: a malformed JSON form, or a transition its phase does not allow."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True, slots=True)
class Player:
    """One side: its name, profile id, and the computer's level (None for a person)."""

    name: str
    profile_id: int
    level: str | None = None


@dataclass(frozen=True, slots=True)
class DuelState:
    """One duel at this table; side 0 is the duel's side a."""

    kind: Kind
    rules: str
    suits: int
    seed: int
    time_limit: int  # seconds, for each side
    allow_help: bool
    players: tuple[Player, ...]  # one side for a challenge being left, else two
    turn: int = 0
    records: tuple[int | None, int | None] = (None, None)  # each side's recorded game
    duel_id: int | None = None
    invited: int | None = None  # the only profile a private challenge is for
    # A private challenge's invited player who has no profile yet: it is made when the challenge is stored, so
    # leaving before then leaves no profile behind.
    invited_name: str | None = None
    phase: Phase = Phase.SETUP
    bot_seed: int = 0
    forfeit_by: int | None = None  # the side that left before the end
    held: Hold | None = None  # why the duel waits (``hold``), if it does

    def player(self, side: int) -> Player:
        return self.players[side]

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    def to_json(self) -> dict[str, Any]:
        """The JSON form (kept in the autosave with the game at the table)."""
        return {
            "version": STATE_VERSION,
            "kind": self.kind.value,
            "rules": self.rules,
            "suits": self.suits,
            "seed": self.seed,
            "time_limit": self.time_limit,
            "allow_help": self.allow_help,
            "players": [{"name": p.name, "profile_id": p.profile_id, "level": p.level} for p in self.players],
            "turn": self.turn,
            "records": list(self.records),
            "duel_id": self.duel_id,
            "invited": self.invited,
            "invited_name": self.invited_name,
            "phase": self.phase.value,
            "bot_seed": self.bot_seed,
            "forfeit_by": self.forfeit_by,
            "held": None if self.held is None else self.held.value,
        }

    @classmethod
    def from_json(cls, doc: object) -> DuelState:
        """The state a JSON form describes, checked in full.

        Raises:
            DuelStateError: ``too_new`` (a newer version wrote it) or ``damaged`` (anything malformed).
        """
        if not isinstance(doc, dict):
            raise DuelStateError("damaged", "a duel state is a JSON object")
        version = doc.get("version")
        if type(version) is int and version > STATE_VERSION:
            raise DuelStateError("too_new", f"duel state version {version} is newer than {STATE_VERSION}")
        if version not in (1, 2, STATE_VERSION):
            raise DuelStateError("damaged", f"unknown duel state version {version!r}")
        try:
            kind = Kind(_get(doc, "kind", str))
            phase = Phase(_get(doc, "phase", str))
            held = None if doc.get("held") is None else Hold(_get(doc, "held", str))
        except ValueError as exc:
            raise DuelStateError("damaged", str(exc)) from None
        rules = _get(doc, "rules", str)
        suits = _get(doc, "suits", int)
        seed = _get(doc, "seed", int)
        limit = _get(doc, "time_limit", int)
        raw_players = doc.get("players")
        if not isinstance(raw_players, list) or not 1 <= len(raw_players) <= 2:
            raise DuelStateError("damaged", "a duel has one or two players")
        players = tuple(_player(p) for p in raw_players)
        records = doc.get("records")
        if not isinstance(records, list) or len(records) != 2 or not all(_opt_id(r) for r in records):
            raise DuelStateError("damaged", "records must be two record ids or nulls")
        turn = _get(doc, "turn", int)
        state = cls(
            kind=kind,
            rules=rules,
            suits=suits,
            seed=seed,
            time_limit=limit,
            allow_help=_get(doc, "allow_help", bool),
            players=players,
            turn=turn,
            records=(records[0], records[1]),
            duel_id=_opt(doc, "duel_id"),
            invited=_opt(doc, "invited"),
            invited_name=_opt_name(doc, "invited_name"),
            phase=phase,
            bot_seed=_get(doc, "bot_seed", int),
            forfeit_by=_opt(doc, "forfeit_by"),
            held=held,
        )
        _check(state)
        return state


def _get(doc: dict[str, Any], key: str, kind: type) -> Any:
    value = doc.get(key)
    # bool is an int in Python: a flag must be a bool and a number must not be one
    if type(value) is not kind:
        raise DuelStateError("damaged", f"{key} must be a {kind.__name__}, not {value!r}")
    return value


def _opt_id(value: object) -> bool:
    return value is None or (type(value) is int and value >= 0)


def _opt(doc: dict[str, Any], key: str) -> int | None:
    value = doc.get(key)
    if not _opt_id(value):
        raise DuelStateError("damaged", f"{key} must be an id or null, not {value!r}")
    return value


def _opt_name(doc: dict[str, Any], key: str) -> str | None:
    value = doc.get(key)
    if value is not None and (not isinstance(value, str) or not value.strip()):
        raise DuelStateError("damaged", f"{key} must be a name or null, not {value!r}")
    return value


def _player(raw: object) -> Player:
    if not isinstance(raw, dict):
        raise DuelStateError("damaged", "a player is a JSON object")
    name = _get(raw, "name", str)
    pid = _get(raw, "profile_id", int)
    level = raw.get("level")
    if level is not None and not isinstance(level, str):
        raise DuelStateError("damaged", f"level must be a string or null, not {level!r}")
    if not name.strip() or pid < 0:
        raise DuelStateError("damaged", "a player needs a name and a profile id")
    return Player(name, pid, level)


def _held_problems(s: DuelState) -> list[str]:
    if s.held is not None and s.phase is Phase.OVER:
        return ["a duel that is over held"]
    if s.held in (Hold.COMPUTER, Hold.RESULT) and not flow(s.kind).computer_plays:
        return [f"held for {s.held} without a computer"]
    return []


def _check(s: DuelState) -> None:
    """Raise DuelStateError("damaged") unless ``s`` is a state a duel can be in."""
    problems = []
    kind = flow(s.kind)
    if s.rules not in RULESETS:
        problems.append(f"rules {s.rules!r}")
    if s.suits not in (1, 2, 4):
        problems.append(f"suits {s.suits!r}")
    if not 0 <= s.seed < 1 << 63:
        problems.append(f"seed {s.seed!r}")
    if not 0 < s.time_limit <= 24 * 3600:
        problems.append(f"time limit {s.time_limit!r}")
    sides = kind.sides
    if len(s.players) != sides:
        problems.append(f"{len(s.players)} players for a {s.kind.value} duel")
    if s.turn not in range(sides):
        problems.append(f"turn {s.turn!r}")
    if s.forfeit_by is not None and (s.forfeit_by not in range(sides) or s.phase is not Phase.OVER):
        problems.append(f"forfeit by {s.forfeit_by!r} in phase {s.phase.value}")
    if s.phase in (Phase.WAITING, Phase.WATCHING) and not kind.computer_plays:
        problems.append(f"phase {s.phase.value} without a computer")
    problems += _held_problems(s)
    if kind.played_elsewhere and s.allow_help:
        problems.append("help in a duel with a friend on another computer")
    if kind.computer_plays and (len(s.players) < 2 or s.players[1].level is None):
        problems.append("a computer opponent without a level")
    if problems:
        raise DuelStateError("damaged", "impossible duel state: " + ", ".join(problems))


# ---------------------------------------------------------------- transitions


def _require(state: DuelState, *phases: Phase) -> None:
    if state.phase not in phases:
        wanted = "/".join(p.value for p in phases)
        raise DuelStateError("bad_transition", f"duel is {state.phase.value}, not {wanted}")


def begin(state: DuelState) -> DuelState:
    """The first turn is dealt: side ``turn`` plays (the first player sits at the table already)."""
    _require(state, Phase.SETUP)
    return dataclasses.replace(state, phase=Phase.PLAYING)


def start_turn(state: DuelState) -> DuelState:
    """Start (after the cover) or Resume (after a pause): the side at the table plays, its clock runs."""
    _require(state, Phase.COVER, Phase.PAUSED)
    return dataclasses.replace(state, phase=Phase.PLAYING)


def pause(state: DuelState) -> DuelState:
    """The side playing stops its clock; the table is hidden."""
    _require(state, Phase.PLAYING)
    return dataclasses.replace(state, phase=Phase.PAUSED)


def turn_finished(state: DuelState, record_id: int, *, computer_done: bool = False) -> DuelState:
    """Side ``turn`` finished its game (recorded as ``record_id``): the next turn, the wait, or the end."""
    _require(state, Phase.PLAYING)
    records = list(state.records)
    records[state.turn] = record_id
    done = dataclasses.replace(state, records=(records[0], records[1]))
    kind = flow(state.kind)
    if kind.hands_over(state.turn):
        return dataclasses.replace(done, turn=1, phase=Phase.COVER)
    if kind.computer_plays and not computer_done:
        return dataclasses.replace(done, phase=Phase.WAITING)
    return dataclasses.replace(done, phase=Phase.OVER)


def played_remote(state: DuelState) -> DuelState:
    """This machine's side of a remote duel has finished (its result is sealed in a message): nothing more is played
    here; the other side plays on the friend's computer."""
    _require(state, Phase.PLAYING)
    if not flow(state.kind).played_elsewhere:
        raise DuelStateError("bad_transition", f"a {state.kind.value} duel is not played on two computers")
    return dataclasses.replace(state, phase=Phase.OVER)


def watch(state: DuelState) -> DuelState:
    """The human watches the computer's game while it plays."""
    _require(state, Phase.WAITING)
    return dataclasses.replace(state, phase=Phase.WATCHING)


def computer_finished(state: DuelState, record_id: int) -> DuelState:
    """The computer's game is over and recorded: the duel is over."""
    _require(state, Phase.WAITING, Phase.WATCHING)
    return dataclasses.replace(state, records=(state.records[0], record_id), phase=Phase.OVER)


def forfeit(state: DuelState, record_id: int | None = None) -> DuelState:
    """Side ``turn`` leaves before the end: it loses; its game (``record_id``) counts as it stands."""
    _require(state, Phase.SETUP, Phase.PLAYING, Phase.PAUSED, Phase.COVER, Phase.WAITING, Phase.WATCHING)
    side = state.turn
    records = list(state.records)
    if record_id is not None:
        records[side] = record_id
    return dataclasses.replace(state, records=(records[0], records[1]), phase=Phase.OVER, forfeit_by=side)


def hold(state: DuelState, why: Hold) -> DuelState:
    """The duel waits until ``why`` is mended (``release``): its table covered, every command but Quit refused."""
    _require(state, Phase.SETUP, Phase.PLAYING, Phase.PAUSED, Phase.COVER, Phase.WAITING, Phase.WATCHING)
    return dataclasses.replace(state, held=why)


def release(state: DuelState) -> DuelState:
    """What held the duel works again: it goes on in the phase it was held in."""
    return dataclasses.replace(state, held=None)


def resumed(state: DuelState) -> DuelState:
    """After a restart (or a crash): the side whose turn it is comes back on its cover, clock stopped. Against the
    computer that cover is a pause (nobody is there to be handed the table: the human goes on with Resume)."""
    if state.phase in (Phase.PLAYING, Phase.PAUSED, Phase.SETUP):
        return dataclasses.replace(state, phase=Phase.PAUSED if flow(state.kind).computer_plays else Phase.COVER)
    if state.phase is Phase.WATCHING:
        return dataclasses.replace(state, phase=Phase.WAITING)
    return state


# ---------------------------------------------------------------- the policy

_A, _C, _R = Verdict.ALLOW, Verdict.CONFIRM, Verdict.REFUSE
_IN_PLAY = {
    # A duel that is not over: no single-player command, nothing that shows another player's game.
    Command.NEW_GAME: _C,  # forfeits
    Command.LEAVE: _C,  # forfeits
    Command.QUIT: _C,  # stays resumable
    Command.OPEN: _R,
    Command.SAVE: _R,
    Command.RESTART: _R,
    Command.UNDO: _R,
    Command.DEAL: _R,
    Command.DONE: _R,
    Command.HINT: _R,
    Command.DEMO: _R,
    Command.SOLVER: _R,
    Command.STATISTICS: _R,
    Command.PLAYER_INFO: _A,  # the duel strip's Player Info: no statistics until the duel is over
    Command.REPLAY: _R,
    Command.CHALLENGES: _R,
    Command.LANGUAGE: _A,
    Command.PAUSE: _R,
}
_PLAYING = {**_IN_PLAY, Command.UNDO: _A, Command.DEAL: _A, Command.DONE: _A, Command.PAUSE: _A}
_OVER = {
    **{c: _A for c in Command},
    Command.SAVE: _R,  # the duel's games are recorded; there is nothing in progress to save
    Command.RESTART: _R,  # "Play this deal alone" on the result screen does it in the open
    Command.UNDO: _R,
    Command.DEAL: _R,
    Command.DONE: _R,
    Command.HINT: _R,
    Command.DEMO: _R,
    Command.SOLVER: _R,
    Command.PAUSE: _R,
}
POLICY: dict[Phase, dict[Command, Verdict]] = {
    Phase.SETUP: _IN_PLAY,
    Phase.PLAYING: _PLAYING,
    Phase.PAUSED: _IN_PLAY,
    Phase.COVER: _IN_PLAY,
    Phase.WAITING: _IN_PLAY,
    Phase.WATCHING: _IN_PLAY,
    Phase.OVER: _OVER,
}
# A duel held by a fault (``hold``): nothing but Quit, which keeps it as it is for the next start, and the language.
_HELD = {**{c: _R for c in Command}, Command.QUIT: _C, Command.LANGUAGE: _A}
_HELP = (Command.HINT, Command.DEMO, Command.SOLVER)


def verdict(state: DuelState, command: Command) -> Verdict:
    """What ``command`` may do in ``state``: the one answer menus, toolbar, HUD and shortcuts follow."""
    if state.held is not None:
        return _HELD[command]
    if command in _HELP and state.phase is Phase.PLAYING:
        return _A if state.allow_help else _R
    return POLICY[state.phase][command]


def computer_time(actions: int, time_limit: float) -> float:
    """The computer's time used for the result: a stated human pace per action, at most the time limit."""
    return min(float(time_limit), actions * COMPUTER_SECONDS_PER_ACTION)
