"""Duels with a friend on another computer: one row per challenge, with its messages and the local attempt.

The messages themselves are made and checked by ``spider_qt.duel.remote``; this part only keeps them. A row is
written when this machine's player starts playing (the one attempt per challenge in this data folder, kept across a
crash), and moves on as the messages come and go: ``playing`` → ``awaiting_answer`` (the challenger sent the
challenge) or ``awaiting_reveal`` (the friend sent the answer) → ``finished`` (both games are in the ledger).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Literal

from .errors import DuelError
from .values import checks_stored_values, from_text, to_text, utc_now

if TYPE_CHECKING:
    from .values import Connection

__all__ = ["RemoteDuel", "RemoteDuels", "RemoteRole", "RemoteState"]

RemoteRole = Literal["challenger", "opponent"]
RemoteState = Literal["playing", "awaiting_answer", "awaiting_reveal", "finished"]
_STATES: tuple[RemoteState, ...] = ("playing", "awaiting_answer", "awaiting_reveal", "finished")


@dataclass(frozen=True, slots=True)
class RemoteDuel:
    """One remote duel as this machine knows it.

    ``terms`` is the JSON text of what the challenge is made of (the challenger's deal token, recipient and message
    before the challenge exists); ``challenge``, ``answer`` and ``reveal`` are the messages' JSON forms once known;
    ``own_result`` is the local player's result payload (JSON) once played; ``salt`` the challenger's commitment
    salt (base64url) until the reveal; ``duel_id`` the ledger's duel once finished.
    """

    challenge_id: str
    role: RemoteRole
    profile_id: int
    friend_id: int | None
    state: RemoteState
    rules: str
    suits: int
    time_limit_ms: int
    created_at: datetime
    expires_at: datetime
    terms: str
    challenge: bytes | None
    answer: bytes | None
    reveal: bytes | None
    own_result: str | None
    salt: str | None
    duel_id: int | None
    updated_at: datetime
    forgotten: bool = False

    def expired(self, now: datetime) -> bool:
        """Whether the duel is past its deadline without being finished (shown, never enforced)."""
        return self.state != "finished" and now > self.expires_at


def _blob(value: object) -> bytes | None:
    if value is None:
        return None
    return bytes(value) if isinstance(value, bytes) else str(value).encode("utf-8")


def _row(row: sqlite3.Row) -> RemoteDuel:
    role = str(row["role"])
    state = str(row["state"])
    if role not in ("challenger", "opponent") or state not in _STATES:
        raise ValueError(f"remote duel {row['challenge_id']!r}: role {role!r}, state {state!r}")
    return RemoteDuel(
        challenge_id=str(row["challenge_id"]),
        role="challenger" if role == "challenger" else "opponent",
        profile_id=int(row["profile_id"]),
        friend_id=None if row["friend_id"] is None else int(row["friend_id"]),
        state=state,  # checked against _STATES above
        rules=str(row["rules"]),
        suits=int(row["suits"]),
        time_limit_ms=int(row["time_limit_ms"]),
        created_at=from_text(row["created_at"]),
        expires_at=from_text(row["expires_at"]),
        terms=str(row["terms"]),
        challenge=_blob(row["challenge"]),
        answer=_blob(row["answer"]),
        reveal=_blob(row["reveal"]),
        own_result=None if row["own_result"] is None else str(row["own_result"]),
        salt=None if row["salt"] is None else str(row["salt"]),
        duel_id=None if row["duel_id"] is None else int(row["duel_id"]),
        updated_at=from_text(row["updated_at"]),
        forgotten=bool(row["forgotten"]),
    )


@checks_stored_values
class RemoteDuels:
    """The remote duels of ``db`` (``db.remote``)."""

    def __init__(self, db: Connection) -> None:
        self._db = db

    def get(self, challenge_id: str) -> RemoteDuel | None:
        """The remote duel of this challenge, if this machine has one."""
        rows = self._db.query("SELECT * FROM remote_duels WHERE challenge_id = ?", (challenge_id,))
        return _row(rows[0]) if rows else None

    def all(self, profile_id: int | None = None) -> list[RemoteDuel]:
        """Every remote duel not forgotten (of one local profile if given), the last moved first."""
        rows = self._db.query(
            """SELECT * FROM remote_duels WHERE forgotten = 0 AND (? IS NULL OR profile_id = ?)
               ORDER BY updated_at DESC, rowid DESC""",
            (profile_id, profile_id),
        )
        return [_row(r) for r in rows]

    def start(
        self,
        challenge_id: str,
        role: RemoteRole,
        profile_id: int,
        *,
        friend_id: int | None,
        rules: str,
        suits: int,
        time_limit_ms: int,
        created_at: datetime,
        expires_at: datetime,
        terms: str,
        challenge: bytes | None = None,
    ) -> RemoteDuel:
        """Record that this machine's player starts playing the challenge: its one attempt here.

        Raises:
            DuelError: ``attempt_used`` (this challenge was started here before, whatever became of it).
        """
        now = to_text(utc_now())
        with self._db.transaction() as conn:
            if self.get(challenge_id) is not None:
                raise DuelError("attempt_used", f"challenge {challenge_id} was played here already")
            conn.execute(
                """INSERT INTO remote_duels (challenge_id, role, profile_id, friend_id, state, rules, suits,
                       time_limit_ms, created_at, expires_at, terms, challenge, updated_at)
                   VALUES (?, ?, ?, ?, 'playing', ?, ?, ?, ?, ?, ?, ?, ?)""",
                (
                    challenge_id, role, profile_id, friend_id, rules, suits, time_limit_ms, to_text(created_at),
                    to_text(expires_at), terms, challenge, now,
                ),
            )  # fmt: skip
        found = self.get(challenge_id)
        assert found is not None
        return found

    def played(
        self,
        challenge_id: str,
        own_result: str,
        *,
        challenge: bytes | None = None,
        answer: bytes | None = None,
        salt: str | None = None,
    ) -> RemoteDuel:
        """The local player has played: its result, and the message it made (the challenge, sealed with ``salt``, or
        the answer), in one step; the duel now waits for the other side.

        Raises:
            DuelError: ``duel_not_found``; ``duel_not_open`` (not being played).
        """
        with self._db.transaction() as conn:
            duel = self._require(challenge_id)
            if duel.state != "playing":
                raise DuelError("duel_not_open", f"remote duel {challenge_id} is {duel.state}, not being played")
            state = "awaiting_answer" if duel.role == "challenger" else "awaiting_reveal"
            conn.execute(
                """UPDATE remote_duels SET state = ?, own_result = ?, challenge = coalesce(?, challenge),
                       answer = coalesce(?, answer), salt = coalesce(?, salt), updated_at = ?
                   WHERE challenge_id = ?""",
                (state, own_result, challenge, answer, salt, to_text(utc_now()), challenge_id),
            )
        return self._require(challenge_id)

    def finish(
        self,
        challenge_id: str,
        duel_id: int,
        *,
        friend_id: int | None = None,
        answer: bytes | None = None,
        reveal: bytes | None = None,
    ) -> RemoteDuel:
        """The duel is over and in the ledger (``duel_id``); the messages that closed it are kept.

        Raises:
            DuelError: ``duel_not_found``.
        """
        with self._db.transaction() as conn:
            self._require(challenge_id)
            conn.execute(
                """UPDATE remote_duels SET state = 'finished', duel_id = ?, friend_id = coalesce(?, friend_id),
                       answer = coalesce(?, answer), reveal = coalesce(?, reveal), updated_at = ?
                   WHERE challenge_id = ?""",
                (duel_id, friend_id, answer, reveal, to_text(utc_now()), challenge_id),
            )
        return self._require(challenge_id)

    def forget(self, challenge_id: str) -> None:
        """Take a remote duel off the list. Its row stays (hidden): the attempt was used, and a finished duel's games
        stay in the records; a message of it that comes again is known."""
        with self._db.transaction() as conn:
            conn.execute("UPDATE remote_duels SET forgotten = 1 WHERE challenge_id = ?", (challenge_id,))

    def _require(self, challenge_id: str) -> RemoteDuel:
        duel = self.get(challenge_id)
        if duel is None:
            raise DuelError("duel_not_found", f"no remote duel {challenge_id}")
        return duel
