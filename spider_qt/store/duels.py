"""Duels (both players play the same deal), open challenges and head-to-head records."""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Literal

from spider_qt.engine import Game

from .errors import DuelError, ProfileError, RecordError
from .games import GameRecord
from .profiles import drop_unused_challenge_guests
from .values import checks_stored_values, from_text, stored_seconds, to_text, utc_now

if TYPE_CHECKING:
    from .games import Games
    from .profiles import Profiles
    from .values import Connection

__all__ = ["Duel", "DuelResult", "Duels", "HeadToHead", "Outcome", "Side", "duel_winner", "shown_seconds"]

Side = Literal["a", "b"]
Outcome = Literal["a", "b", "draw"]


def duel_winner(score_a: int, time_a: float, score_b: int, time_b: float) -> Outcome:
    """Who wins a duel: the higher score; on equal scores the one who used less time; else a draw.

    Times are compared in the whole seconds the players see (the clock and the result show ``int(seconds)``):
    12.2 s and 12.9 s both read 0:12, and a duel is never decided by a fraction nobody was shown.
    """
    if score_a != score_b:
        return "a" if score_a > score_b else "b"
    seconds_a, seconds_b = shown_seconds(time_a), shown_seconds(time_b)
    if seconds_a != seconds_b:
        return "a" if seconds_a < seconds_b else "b"
    return "draw"


def shown_seconds(time_used: float) -> int:
    """The whole seconds a time used is shown as (and compared in): the clock's ``int(seconds)``."""
    return int(time_used)


@dataclass(frozen=True, slots=True)
class Duel:
    """A duel: two sides play deal ``(rules, suits, seed)`` one after the other.

    ``status`` is ``"open"`` (a challenge waiting for an opponent: side b is ``None``;
    ``invited`` is the only profile that may join a private one), ``"in_progress"`` or
    ``"finished"`` (``winner`` is ``"a"``, ``"b"`` or ``"draw"``; ``forfeit_by`` is the side that left
    before the end, when one did; no ``winner`` when it was closed void, see ``Duels.void``). Sides are profile
    ids; a computer opponent is its ``db.profiles.computer(level)`` profile.
    """

    id: int
    rules: str
    suits: int
    seed: int
    time_limit: float | None
    created_at: datetime
    status: str
    a_profile: int
    b_profile: int | None
    invited: int | None
    a_game: int | None
    b_game: int | None
    winner: Outcome | None
    finished_at: datetime | None
    forfeit_by: Side | None = None

    @property
    def void(self) -> bool:
        """Whether the duel was closed without being played out: it counts for neither side."""
        return self.status == "finished" and self.winner is None

    def side_of(self, profile_id: int) -> Side | None:
        """The side the profile plays, if any."""
        if profile_id == self.a_profile:
            return "a"
        if profile_id == self.b_profile:
            return "b"
        return None


@dataclass(frozen=True, slots=True)
class DuelResult:
    """One finished duel seen from one profile's side."""

    duel_id: int
    finished_at: datetime
    rules: str
    suits: int
    seed: int
    own_score: int | None
    own_time: float | None
    opponent_score: int | None
    opponent_time: float | None
    #: "void": the duel was closed without being played out (``Duels.void``); it counts for neither side.
    outcome: Literal["win", "loss", "draw", "void"]
    #: Who left the duel before the end (and so lost it), if anyone did.
    forfeited: Literal["own", "opponent"] | None = None


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """A profile's record against one opponent; ``history`` is most recent first.

    ``voided`` are the duels between them closed void (most recent first): in neither the record nor ``history``,
    but listed so that a player can see what became of them.
    """

    profile_id: int
    opponent_id: int
    wins: int
    losses: int
    draws: int
    history: tuple[DuelResult, ...]
    voided: tuple[DuelResult, ...] = ()


def _duel(row: sqlite3.Row) -> Duel:
    def opt_int(name: str) -> int | None:
        return None if row[name] is None else int(row[name])

    winner = row["winner"]
    return Duel(
        id=int(row["id"]),
        rules=str(row["rules"]),
        suits=int(row["suits"]),
        seed=int(row["seed"]),
        time_limit=None if row["time_limit"] is None else stored_seconds(row["time_limit"]),
        created_at=from_text(row["created_at"]),
        status=str(row["status"]),
        a_profile=int(row["a_profile"]),
        b_profile=opt_int("b_profile"),
        invited=opt_int("invited"),
        a_game=opt_int("a_game"),
        b_game=opt_int("b_game"),
        winner=winner if winner in ("a", "b", "draw") else None,
        finished_at=None if row["finished_at"] is None else from_text(row["finished_at"]),
        forfeit_by=_side(row["forfeit_by"]),
    )


def _side(value: object) -> Side | None:
    """A side read from the file: ``None`` for anything but "a" or "b" (a hand-edited file can hold anything)."""
    if value == "a":
        return "a"
    if value == "b":
        return "b"
    return None


@checks_stored_values
class Duels:
    """The duels and challenges of ``db`` (``db.duels``)."""

    def __init__(self, db: Connection, profiles: Profiles, games: Games) -> None:
        self._db = db
        self._profiles = profiles
        self._games = games

    # ------------------------------------------------------------------ reading

    def get(self, duel_id: int) -> Duel:
        """The duel with this id.

        Raises:
            DuelError: ``duel_not_found``.
        """
        rows = self._db.query("SELECT * FROM duels WHERE id = ?", (duel_id,))
        if not rows:
            raise DuelError("duel_not_found", f"no duel with id {duel_id}")
        return _duel(rows[0])

    def for_profile(self, profile_id: int, status: str | None = None) -> list[Duel]:
        """The profile's duels (as either side), newest first, optionally of one status."""
        rows = self._db.query(
            """SELECT * FROM duels WHERE (a_profile = ? OR b_profile = ?) AND (? IS NULL OR status = ?)
               ORDER BY created_at DESC, id DESC""",
            (profile_id, profile_id, status, status),
        )
        return [_duel(r) for r in rows]

    def open_challenges(self, for_profile_id: int, include_ignored: bool = False) -> list[Duel]:
        """The challenges the profile may join, newest first: public ones plus those addressed to it.

        Its own challenges are left out, and so are public ones of ignored profiles unless ``include_ignored``.
        One addressed to the profile is always listed: "ignored" is a mark any player at this machine may set, and
        it must not hide an invitation from the one it was meant for.
        """
        rows = self._db.query(
            """SELECT d.* FROM duels d JOIN profiles p ON p.id = d.a_profile
               WHERE d.status = 'open' AND d.a_profile != ? AND (d.invited IS NULL OR d.invited = ?)
                 AND (? OR p.ignored = 0 OR d.invited IS NOT NULL)
               ORDER BY d.created_at DESC, d.id DESC""",
            (for_profile_id, for_profile_id, int(include_ignored)),
        )
        return [_duel(r) for r in rows]

    def own_open_challenges(self, profile_id: int) -> list[Duel]:
        """The profile's own challenges nobody has taken up yet, newest first (their author may withdraw them)."""
        rows = self._db.query(
            "SELECT * FROM duels WHERE status = 'open' AND a_profile = ? ORDER BY created_at DESC, id DESC",
            (profile_id,),
        )
        return [_duel(r) for r in rows]

    def head_to_head(self, profile_id: int, opponent_id: int) -> HeadToHead:
        """The profile's wins, losses and draws against the opponent, with the duels (most recent first) and,
        apart, those closed void."""
        rows = self._db.query(
            """SELECT d.*, ga.score AS a_score, ga.time_used AS a_time, gb.score AS b_score, gb.time_used AS b_time
               FROM duels d LEFT JOIN games ga ON ga.id = d.a_game LEFT JOIN games gb ON gb.id = d.b_game
               WHERE d.status = 'finished'
                 AND coalesce(ga.from_deal, 1) = 1 AND coalesce(gb.from_deal, 1) = 1
                 AND ((d.a_profile = ? AND d.b_profile = ?) OR (d.a_profile = ? AND d.b_profile = ?))
               ORDER BY d.finished_at DESC, d.id DESC""",
            (profile_id, opponent_id, opponent_id, profile_id),
        )
        results: list[DuelResult] = []
        for r in rows:
            own, other = ("a", "b") if int(r["a_profile"]) == profile_id else ("b", "a")
            winner = r["winner"]
            outcome: Literal["win", "loss", "draw", "void"] = (
                "void" if winner not in ("a", "b", "draw") else
                "draw" if winner == "draw" else "win" if winner == own else "loss"
            )  # fmt: skip
            left = _side(r["forfeit_by"])
            forfeited: Literal["own", "opponent"] | None = None
            if left is not None:
                forfeited = "own" if left == own else "opponent"
            results.append(
                DuelResult(
                    duel_id=int(r["id"]),
                    finished_at=from_text(r["finished_at"]),
                    rules=str(r["rules"]),
                    suits=int(r["suits"]),
                    seed=int(r["seed"]),
                    own_score=r[f"{own}_score"],
                    own_time=r[f"{own}_time"],
                    opponent_score=r[f"{other}_score"],
                    opponent_time=r[f"{other}_time"],
                    outcome=outcome,
                    forfeited=forfeited,
                )
            )
        history = tuple(h for h in results if h.outcome != "void")
        return HeadToHead(
            profile_id,
            opponent_id,
            wins=sum(h.outcome == "win" for h in history),
            losses=sum(h.outcome == "loss" for h in history),
            draws=sum(h.outcome == "draw" for h in history),
            history=history,
            voided=tuple(h for h in results if h.outcome == "void"),
        )

    def opponents(self, profile_id: int) -> list[HeadToHead]:
        """The profile's record against everyone it finished a duel with, most duels first; an opponent of duels
        closed void only is listed too (last), with no history and its ``voided`` duels."""
        rows = self._db.query(
            """SELECT DISTINCT CASE WHEN a_profile = ? THEN b_profile ELSE a_profile END AS other
               FROM duels WHERE status = 'finished' AND (a_profile = ? OR b_profile = ?)""",
            (profile_id, profile_id, profile_id),
        )
        records = [self.head_to_head(profile_id, int(r["other"])) for r in rows]
        records = [h for h in records if h.history or h.voided]
        records.sort(key=lambda h: (-len(h.history), -len(h.voided), h.opponent_id))
        return records

    # ------------------------------------------------------------------ duels played at one table

    def create(
        self,
        rules: str,
        suits: int,
        seed: int,
        a_profile: int,
        b_profile: int,
        time_limit: float | None = None,
    ) -> Duel:
        """A duel between two profiles (hot-seat, or against a computer profile), in progress.

        Record each side's game with ``db.games.record(..., duel_id=duel.id)`` and hand it to
        ``add_game``; the duel finishes when both sides have a game.

        Raises:
            DuelError: ``bad_deal`` (rules, suits or seed the engine refuses), ``same_player``, ``bad_time_limit``.
            ProfileError: ``profile_not_found``, ``profile_deleted``.
        """
        _check_deal(rules, suits, seed)
        _check_limit(time_limit)
        if a_profile == b_profile:
            raise DuelError("same_player", "a duel needs two different opponents")
        for pid in (a_profile, b_profile):
            self._live(pid)
        with self._db.transaction() as conn:
            cur = conn.execute(
                """INSERT INTO duels (rules, suits, seed, time_limit, created_at, status, a_profile, b_profile)
                   VALUES (?, ?, ?, ?, ?, 'in_progress', ?, ?)""",
                (rules, suits, seed, time_limit, to_text(utc_now()), a_profile, b_profile),
            )
            assert cur.lastrowid is not None
            return self.get(cur.lastrowid)

    def add_game(self, duel_id: int, record_id: int) -> Duel:
        """Attach a side's recorded game to a duel in progress; the record's profile tells the side.

        When both sides have played the duel finishes and its winner is set (``duel_winner``).

        Raises:
            DuelError: ``duel_not_found``, ``duel_not_open`` (not in progress), ``wrong_player``,
                ``deal_mismatch``, ``side_taken``.
            RecordError: ``game_not_found``, ``not_from_deal``.
        """
        with self._db.transaction() as conn:
            duel = self.get(duel_id)
            if duel.status != "in_progress":
                raise DuelError("duel_not_open", f"duel {duel_id} is {duel.status}, not in progress")
            record = _from_deal(self._games.get(record_id))
            side = duel.side_of(record.profile_id)
            if side is None:
                raise DuelError("wrong_player", f"profile {record.profile_id} does not play duel {duel_id}")
            _check_same_deal(duel, record)
            if (duel.a_game if side == "a" else duel.b_game) is not None:
                raise DuelError("side_taken", f"side {side} of duel {duel_id} already has a game")
            conn.execute(f"UPDATE duels SET {side}_game = ? WHERE id = ?", (record_id, duel_id))
            conn.execute("UPDATE games SET duel_id = ? WHERE id = ?", (duel_id, record_id))
            self._finish_if_complete(conn, duel_id)
            return self.get(duel_id)

    def forfeit(self, duel_id: int, side: Side, record_id: int | None = None) -> Duel:
        """Finish a duel in progress because ``side`` left before the end: the other side wins.

        ``record_id`` is the leaver's game as it stood (attached to its side), if it has one.

        Raises:
            DuelError: ``duel_not_found``, ``duel_not_open`` (not in progress), ``wrong_player``,
                ``deal_mismatch``, ``side_taken``.
            RecordError: ``game_not_found``.
        """
        with self._db.transaction() as conn:
            duel = self.get(duel_id)
            if duel.status != "in_progress":
                raise DuelError("duel_not_open", f"duel {duel_id} is {duel.status}, not in progress")
            if record_id is not None:
                record = self._games.get(record_id)
                if duel.side_of(record.profile_id) != side:
                    raise DuelError("wrong_player", f"game {record_id} is not side {side}'s of duel {duel_id}")
                _check_same_deal(duel, record)
                if (duel.a_game if side == "a" else duel.b_game) is not None:
                    raise DuelError("side_taken", f"side {side} of duel {duel_id} already has a game")
                conn.execute(f"UPDATE duels SET {side}_game = ? WHERE id = ?", (record_id, duel_id))
                conn.execute("UPDATE games SET duel_id = ? WHERE id = ?", (duel_id, record_id))
            conn.execute(
                "UPDATE duels SET status = 'finished', winner = ?, forfeit_by = ?, finished_at = ? WHERE id = ?",
                ("b" if side == "a" else "a", side, to_text(utc_now()), duel_id),
            )
            return self.get(duel_id)

    def in_progress(self) -> list[Duel]:
        """Every duel in progress, oldest first."""
        return [_duel(r) for r in self._db.query("SELECT * FROM duels WHERE status = 'in_progress' ORDER BY id")]

    def settle(self, duel_id: int, winner: Outcome) -> Duel:
        """Set the winner of a finished duel decided by another rule than ``add_game``'s: a duel with a friend on
        another computer compares the whole seconds both players saw (``spider_qt.duel.remote``), so that both
        machines record the same winner.

        Raises:
            DuelError: ``duel_not_found``; ``duel_not_open`` (not finished with both games).
        """
        with self._db.transaction() as conn:
            duel = self.get(duel_id)
            if duel.status != "finished" or duel.a_game is None or duel.b_game is None:
                raise DuelError("duel_not_open", f"duel {duel_id} is not finished with both games")
            conn.execute("UPDATE duels SET winner = ? WHERE id = ?", (winner, duel_id))
            return self.get(duel_id)

    def in_progress_on_deal(self, rules: str, suits: int, seed: int) -> list[Duel]:
        """The duels in progress on deal ``(rules, suits, seed)``, newest first."""
        rows = self._db.query(
            """SELECT * FROM duels WHERE status = 'in_progress' AND rules = ? AND suits = ? AND seed = ?
               ORDER BY created_at DESC, id DESC""",
            (rules, suits, seed),
        )
        return [_duel(r) for r in rows]

    def void(self, duel_id: int) -> Duel:
        """Close a duel in progress that can never be played out (the state it was played from at the table was
        lost or refused): it finishes without a winner and counts for neither side, in no head-to-head record.

        Its recorded games stay as they are, attached to it; nobody forfeits, since neither side chose to leave.

        Raises:
            DuelError: ``duel_not_found``, ``duel_not_open`` (not in progress).
        """
        with self._db.transaction() as conn:
            duel = self.get(duel_id)
            if duel.status != "in_progress":
                raise DuelError("duel_not_open", f"duel {duel_id} is {duel.status}, not in progress")
            conn.execute(
                "UPDATE duels SET status = 'finished', winner = NULL, forfeit_by = NULL, finished_at = ? WHERE id = ?",
                (to_text(utc_now()), duel_id),
            )
            return self.get(duel_id)

    def void_left_behind(
        self, *, spare: Iterable[int] = (), spare_deals: Iterable[tuple[str, int, int]] = ()
    ) -> list[Duel]:
        """Close void (as ``void`` does) every duel in progress but those in ``spare`` and those on a deal
        ``(rules, suits, seed)`` in ``spare_deals``; the duels closed, oldest first.

        For the one Spider Duel that owns the data folder, at start-up: only the game at its table can play a duel
        on, so any other duel in progress was left behind for good (its autosave was lost or damaged past reading).
        Open challenges are not in progress, and stay open.
        """
        kept_ids = set(spare)
        kept_deals = set(spare_deals)
        with self._db.transaction() as conn:
            rows = self._db.query("SELECT * FROM duels WHERE status = 'in_progress' ORDER BY created_at, id")
            left = [
                d for d in map(_duel, rows) if d.id not in kept_ids and (d.rules, d.suits, d.seed) not in kept_deals
            ]
            now = to_text(utc_now())
            for duel in left:
                conn.execute(
                    "UPDATE duels SET status = 'finished', winner = NULL, forfeit_by = NULL, finished_at = ? "
                    "WHERE id = ? AND status = 'in_progress'",
                    (now, duel.id),
                )
            return [self.get(d.id) for d in left]

    def cancel(self, duel_id: int) -> None:
        """Drop a duel or challenge that is not finished; recorded games stay as ordinary games. The profile a
        challenge made for the player it invited by name goes too, unless something else names it (see
        ``drop_unused_challenge_guests``).

        Raises:
            DuelError: ``duel_not_found``, ``duel_finished``.
        """
        with self._db.transaction() as conn:
            duel = self.get(duel_id)
            if duel.status == "finished":
                raise DuelError("duel_finished", f"duel {duel_id} is finished")
            conn.execute("DELETE FROM duels WHERE id = ?", (duel_id,))
            drop_unused_challenge_guests(conn, (duel.b_profile, duel.invited))

    # ------------------------------------------------------------------ challenges

    def create_challenge(
        self,
        record_id: int,
        time_limit: float | None = None,
        invited: int | None = None,
        invited_name: str | None = None,
    ) -> Duel:
        """Leave a played game as an open challenge on its deal; ``invited`` makes it private to one profile.

        ``invited_name`` invites a player by name instead: its profile is found, or made now, with the challenge
        (a game left before the end never makes a profile for the one it would have invited). A profile made so goes
        with the challenge (``cancel``) if nothing else came to name it.

        Raises:
            DuelError: ``side_taken`` (the game already belongs to a duel), ``same_player``, ``bad_time_limit``.
            RecordError: ``game_not_found``, ``not_from_deal``.
            ProfileError: ``profile_not_found``, ``profile_deleted``, and the name codes of ``profiles.create``.
        """
        _check_limit(time_limit)
        with self._db.transaction() as conn:
            record = _from_deal(self._games.get(record_id))
            if record.duel_id is not None:
                raise DuelError("side_taken", f"game {record_id} already belongs to duel {record.duel_id}")
            self._live(record.profile_id)
            if invited is None and invited_name is not None:
                found = self._profiles.find(invited_name)
                if found is None:
                    found = self._profiles.create(invited_name)
                    conn.execute("UPDATE profiles SET for_challenge = 1 WHERE id = ?", (found.id,))
                invited = found.id
            if invited is not None:
                if invited == record.profile_id:
                    raise DuelError("same_player", "a challenge cannot be addressed to its own player")
                self._live(invited)
            cur = conn.execute(
                """INSERT INTO duels (rules, suits, seed, time_limit, created_at, status, a_profile, invited, a_game)
                   VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?)""",
                (
                    record.rules, record.suits, record.seed, time_limit, to_text(utc_now()),
                    record.profile_id, invited, record_id,
                ),
            )  # fmt: skip
            assert cur.lastrowid is not None
            conn.execute("UPDATE games SET duel_id = ? WHERE id = ?", (cur.lastrowid, record_id))
            return self.get(cur.lastrowid)

    def join(self, duel_id: int, profile_id: int) -> Duel:
        """Take side b of an open challenge (it leaves the open list); play it, then ``complete``.

        Raises:
            DuelError: ``duel_not_found``, ``duel_not_open``, ``own_challenge``, ``not_invited``.
            ProfileError: ``profile_not_found``, ``profile_deleted``.
        """
        with self._db.transaction() as conn:
            duel = self.get(duel_id)
            self._check_may_join(duel, profile_id)
            conn.execute("UPDATE duels SET status = 'in_progress', b_profile = ? WHERE id = ?", (profile_id, duel_id))
            return self.get(duel_id)

    def complete(self, duel_id: int, record_id: int) -> Duel:
        """Finish a challenge with the challenger's opponent's recorded game and set the winner.

        The challenge may be joined (``join``) first or still be open (then it is joined now by
        the record's profile).

        Raises:
            DuelError: ``duel_not_found``, ``duel_not_open``, ``duel_finished``, ``own_challenge``,
                ``not_invited``, ``wrong_player``, ``deal_mismatch``, ``side_taken``.
            RecordError: ``game_not_found``.
        """
        with self._db.transaction():
            duel = self.get(duel_id)
            record = self._games.get(record_id)
            if duel.status == "finished":
                raise DuelError("duel_finished", f"duel {duel_id} is finished")
            if duel.status == "open":
                _check_same_deal(duel, record)
                self.join(duel_id, record.profile_id)
            return self.add_game(duel_id, record_id)

    # ------------------------------------------------------------------ helpers

    def _check_may_join(self, duel: Duel, profile_id: int) -> None:
        self._live(profile_id)
        if duel.status != "open":
            raise DuelError("duel_not_open", f"duel {duel.id} is {duel.status}, not an open challenge")
        if duel.a_profile == profile_id:
            raise DuelError("own_challenge", f"profile {profile_id} made challenge {duel.id}")
        if duel.invited is not None and duel.invited != profile_id:
            raise DuelError("not_invited", f"challenge {duel.id} is addressed to another profile")

    def _live(self, profile_id: int) -> None:
        if self._profiles.get(profile_id).deleted:
            raise ProfileError("profile_deleted", f"profile {profile_id} was deleted")

    def _finish_if_complete(self, conn: sqlite3.Connection, duel_id: int) -> None:
        row = conn.execute(
            """SELECT ga.score AS a_score, ga.time_used AS a_time, gb.score AS b_score, gb.time_used AS b_time
               FROM duels d JOIN games ga ON ga.id = d.a_game JOIN games gb ON gb.id = d.b_game WHERE d.id = ?""",
            (duel_id,),
        ).fetchone()
        if row is None:
            return
        winner = duel_winner(
            int(row["a_score"]), stored_seconds(row["a_time"]), int(row["b_score"]), stored_seconds(row["b_time"])
        )
        conn.execute(
            "UPDATE duels SET status = 'finished', winner = ?, finished_at = ? WHERE id = ?",
            (winner, to_text(utc_now()), duel_id),
        )


def _from_deal(record: GameRecord) -> GameRecord:
    if not record.from_deal:
        raise RecordError("not_from_deal", f"game {record.id} started from a snapshot: it cannot take part in a duel")
    return record


def _check_deal(rules: str, suits: int, seed: int) -> None:
    try:
        Game.new(rules, suits, seed)
    except ValueError as exc:
        raise DuelError("bad_deal", f"cannot deal rules={rules!r} suits={suits!r} seed={seed!r}: {exc}") from exc


def _check_limit(time_limit: float | None) -> None:
    if time_limit is not None and not (math.isfinite(time_limit) and time_limit > 0):
        raise DuelError("bad_time_limit", f"time limit {time_limit!r} must be a positive number of seconds")


def _check_same_deal(duel: Duel, record: GameRecord) -> None:
    if (record.rules, record.suits, record.seed) != (duel.rules, duel.suits, duel.seed):
        raise DuelError(
            "deal_mismatch",
            f"game {record.id} was played on {record.rules}/{record.suits}/{record.seed}, "
            f"duel {duel.id} is on {duel.rules}/{duel.suits}/{duel.seed}",
        )
