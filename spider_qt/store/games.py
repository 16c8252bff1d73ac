"""Finished games: what the statistics, replays and duel results are computed from."""

from __future__ import annotations

import json
import math
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from spider_qt.engine import Game, InvalidSave

from .errors import RecordError
from .limits import MAX_ACTIONS, MAX_SECONDS, started_from_deal
from .values import checks_stored_values, from_text, stored_seconds, to_text, utc_now

if TYPE_CHECKING:
    from .profiles import Profiles
    from .values import Connection

__all__ = ["GameRecord", "Games", "check_times", "replay_from_deal"]


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One recorded game of one profile.

    ``action_times`` holds, for each entry of the game's history, the seconds since the game's
    start when it was played. ``counted`` is false once the profile's statistics were reset.
    ``from_deal`` is false only for a row an older version recorded from a game that started
    from a snapshot: such a row never counts in statistics or duels.
    """

    id: int
    profile_id: int
    rules: str
    suits: int
    seed: int
    score: int
    moves: int
    runs: int
    won: bool
    time_used: float
    helped: bool
    finished_at: datetime
    duel_id: int | None
    counted: bool
    game_json: str
    action_times: tuple[float, ...]
    from_deal: bool = True

    def game(self) -> Game:
        """The recorded game, undo history included.

        Raises:
            RecordError: ``bad_record`` if the stored game no longer loads.
        """
        try:
            return Game.from_json(self.game_json)
        except InvalidSave as exc:
            raise RecordError("bad_record", f"game record {self.id} does not load: {exc}") from exc

    @property
    def started_from_deal(self) -> bool:
        """Whether the recorded game was dealt from its deal number (``from_deal``)."""
        return self.from_deal

    @property
    def history(self) -> list[str]:
        """The recorded game's actions in notation (empty when the stored game does not read)."""
        try:
            history = json.loads(self.game_json)["history"]
        except (ValueError, KeyError, TypeError):
            return []  # a record that no longer loads is no game's
        return [str(a) for a in history] if isinstance(history, list) else []

    def score_timeline(self) -> list[tuple[float, int]]:
        """``(seconds, score)`` after each action, starting with ``(0.0, starting score)``, for charts.

        Raises:
            RecordError: ``bad_record`` if the stored game no longer replays.
        """
        try:
            doc: Any = json.loads(self.game_json)
            start = doc.get("start")
            game = Game.new(self.rules, self.suits, self.seed) if start is None else Game.from_state(start)
            points = [(0.0, game.score)]
            for action, moment in zip(doc["history"], self.action_times, strict=True):
                game.replay([action])
                points.append((moment, game.score))
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise RecordError("bad_record", f"game record {self.id} does not replay: {exc}") from exc
        return points


def replay_from_deal(game: Game) -> Game:
    """The game dealt afresh from its deal number and replayed from its full history (what gets recorded).

    Raises:
        RecordError: ``not_from_deal`` (the game starts from a snapshot), ``bad_record`` (its
            history is too long or does not replay).
    """
    if not started_from_deal(game):
        raise RecordError("not_from_deal", f"{game!r} starts from a snapshot, not from a deal: it is not recorded")
    history = game.history
    if len(history) > MAX_ACTIONS:
        raise RecordError("bad_record", f"a history of {len(history)} actions is over the limit of {MAX_ACTIONS}")
    try:
        fresh = Game.new(game.rules, game.suits, game.seed)
        fresh.replay(history, InvalidSave)
    except ValueError as exc:
        raise RecordError("bad_record", f"the game does not replay from deal {game.seed}: {exc}") from exc
    return fresh


def check_times(time_used: float, action_times: Sequence[float], history_length: int) -> tuple[float, ...]:
    """The action times as a tuple after checking them against the game.

    Raises:
        RecordError: ``bad_record`` (a negative or non-finite time, or not one time per history entry).
    """
    if not _good_time(time_used):
        raise RecordError("bad_record", f"time used {time_used!r} must be a number of seconds from 0 to {MAX_SECONDS}")
    given = list(action_times)
    if len(given) != history_length:
        raise RecordError("bad_record", f"{len(given)} action times given for a history of {history_length} actions")
    if not all(_good_time(t) for t in given):
        raise RecordError("bad_record", f"action times must be numbers of seconds from 0 to {MAX_SECONDS}")
    return tuple(float(t) for t in given)


def _good_time(value: object) -> bool:
    return (
        isinstance(value, (int, float))
        and not isinstance(value, bool)
        and math.isfinite(value)
        and 0 <= value <= MAX_SECONDS
    )


def _record(row: sqlite3.Row) -> GameRecord:
    return GameRecord(
        id=int(row["id"]),
        profile_id=int(row["profile_id"]),
        rules=str(row["rules"]),
        suits=int(row["suits"]),
        seed=int(row["seed"]),
        score=int(row["score"]),
        moves=int(row["moves"]),
        runs=int(row["runs"]),
        won=bool(row["won"]),
        time_used=stored_seconds(row["time_used"]),
        helped=bool(row["helped"]),
        finished_at=from_text(row["finished_at"]),
        duel_id=None if row["duel_id"] is None else int(row["duel_id"]),
        counted=bool(row["counted"]),
        game_json=str(row["game_json"]),
        action_times=tuple(stored_seconds(t) for t in json.loads(row["action_times"])),
        from_deal=bool(row["from_deal"]),
    )


@checks_stored_values
class Games:
    """The recorded games of ``db`` (``db.games``)."""

    def __init__(self, db: Connection, profiles: Profiles) -> None:
        self._db = db
        self._profiles = profiles

    def record(
        self,
        profile_id: int,
        game: Game,
        *,
        time_used: float,
        action_times: Sequence[float],
        helped: bool = False,
        duel_id: int | None = None,
        finished_at: datetime | None = None,
    ) -> GameRecord:
        """Store a finished (or abandoned) game of a profile, as replayed from its deal.

        The game is dealt afresh from its deal number and its full history replayed: the rules,
        score, moves, runs and outcome stored come from that replay, never from the object given
        or a file. A game that starts from a snapshot is refused (``not_from_deal``). The time
        stored is the time of the last action for a won game (the clock stops at the win), else
        the larger of ``time_used`` and the last action's time.

        ``helped`` marks a game where a hint, demo or solver was used (kept out of bests and streaks).
        To take part in a duel, pass ``duel_id`` and then call ``db.duels.add_game``.

        Raises:
            RecordError: ``not_from_deal``, ``bad_record`` (times do not fit the game's history,
                the history does not replay).
            ProfileError: ``profile_not_found``.
            DatabaseError: the write failed.
        """
        replayed = replay_from_deal(game)
        times = check_times(time_used, action_times, len(replayed.history))
        # A won game's clock stopped at its last action; else the game lasted until it was left.
        recorded_time = max(times) if replayed.won and times else max([float(time_used), *times])
        self._profiles.get(profile_id)
        moment = to_text(finished_at or utc_now())
        with self._db.transaction() as conn:
            if duel_id is not None and conn.execute("SELECT 1 FROM duels WHERE id = ?", (duel_id,)).fetchone() is None:
                raise RecordError("bad_record", f"no duel with id {duel_id}")
            cur = conn.execute(
                """INSERT INTO games (profile_id, rules, suits, seed, score, moves, runs, won, time_used, helped,
                       finished_at, game_json, action_times, counted, duel_id, from_deal)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, 1)""",
                (
                    profile_id, replayed.rules, replayed.suits, replayed.seed, replayed.score, replayed.moves,
                    replayed.runs, int(replayed.won), recorded_time, int(helped), moment, replayed.to_json(),
                    json.dumps(times), duel_id,
                ),
            )  # fmt: skip
            assert cur.lastrowid is not None
            return self.get(cur.lastrowid)

    def get(self, record_id: int) -> GameRecord:
        """The game record with this id.

        Raises:
            RecordError: ``game_not_found``.
        """
        rows = self._db.query("SELECT * FROM games WHERE id = ?", (record_id,))
        if not rows:
            raise RecordError("game_not_found", f"no game record with id {record_id}")
        return _record(rows[0])

    def for_profile(self, profile_id: int, limit: int | None = None) -> list[GameRecord]:
        """The profile's games, the last recorded first (at most ``limit``).

        In the order they were recorded, not by their times: a wall clock set back (by hand, by NTP) gives a later
        game an earlier time, and the newest game, which a duel looks for to adopt, fell out of sight.
        """
        rows = self._db.query(
            "SELECT * FROM games WHERE profile_id = ? ORDER BY id DESC LIMIT ?",
            (profile_id, -1 if limit is None else limit),
        )
        return [_record(r) for r in rows]

    def of_deal(self, profile_id: int, rules: str, suits: int, seed: int) -> list[GameRecord]:
        """The profile's recorded games of one deal, in the order they were recorded (``counting.counted_already``
        asks them whether a game was counted already)."""
        rows = self._db.query(
            "SELECT * FROM games WHERE profile_id = ? AND rules = ? AND suits = ? AND seed = ? ORDER BY id",
            (profile_id, rules, suits, seed),
        )
        return [_record(r) for r in rows]
