"""Player profiles and computer opponents."""

from __future__ import annotations

import re
import sqlite3
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from .database import from_text, to_text, utc_now
from .errors import ProfileError

if TYPE_CHECKING:
    from .database import Database

__all__ = ["MAX_NAME_LENGTH", "Profile", "Profiles", "clean_name"]

MAX_NAME_LENGTH = 32
_LEVEL_RE = re.compile(r"[a-z0-9_-]{1,32}")


@dataclass(frozen=True, slots=True)
class Profile:
    """A player (``kind == "human"``) or a computer opponent (``kind == "computer"``, with its ``level``).

    A deleted profile whose history was kept has ``deleted`` set: show it as anonymous.
    """

    id: int
    name: str
    kind: str
    level: str | None
    created_at: datetime
    friend: bool
    ignored: bool
    deleted: bool

    @property
    def is_computer(self) -> bool:
        """Whether this is a computer opponent."""
        return self.kind == "computer"


def clean_name(name: str) -> str:
    """The name as stored: Unicode NFC, surrounding spaces removed.

    Raises:
        ProfileError: ``name_empty``, ``name_too_long`` (over 32 characters), ``name_invalid``.
    """
    cleaned = unicodedata.normalize("NFC", name).strip()
    if not cleaned:
        raise ProfileError("name_empty", "a profile name must not be empty")
    if len(cleaned) > MAX_NAME_LENGTH:
        raise ProfileError("name_too_long", f"profile name {cleaned!r} is longer than {MAX_NAME_LENGTH} characters")
    if any(unicodedata.category(ch).startswith("C") for ch in cleaned):
        raise ProfileError("name_invalid", f"profile name {cleaned!r} contains control characters")
    return cleaned


def _profile(row: sqlite3.Row) -> Profile:
    return Profile(
        id=int(row["id"]),
        name=str(row["name"]),
        kind=str(row["kind"]),
        level=None if row["level"] is None else str(row["level"]),
        created_at=from_text(row["created_at"]),
        friend=bool(row["friend"]),
        ignored=bool(row["ignored"]),
        deleted=bool(row["deleted"]),
    )


class Profiles:
    """The profiles of ``db`` (``db.profiles``)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def create(self, name: str) -> Profile:
        """A new human profile; names are unique ignoring case.

        Raises:
            ProfileError: ``name_empty``, ``name_too_long``, ``name_invalid``, ``name_taken``.
        """
        cleaned = clean_name(name)
        with self._db.transaction() as conn:
            self._check_free(conn, cleaned, None)
            cur = conn.execute(
                "INSERT INTO profiles (name, name_key, created_at, kind) VALUES (?, ?, ?, 'human')",
                (cleaned, cleaned.casefold(), to_text(utc_now())),
            )
            assert cur.lastrowid is not None
            return self.get(cur.lastrowid)

    def computer(self, level: str) -> Profile:
        """The profile of the computer opponent at ``level`` (e.g. ``"expert"``), created on first use.

        Raises:
            ProfileError: ``bad_level`` (not 1–32 of ``a-z 0-9 _ -``).
        """
        if not _LEVEL_RE.fullmatch(level):
            raise ProfileError("bad_level", f"computer level {level!r} must be 1-32 of a-z, 0-9, _ and -")
        with self._db.transaction() as conn:
            row = conn.execute("SELECT * FROM profiles WHERE level = ?", (level,)).fetchone()
            if row is not None:
                return _profile(row)
            cur = conn.execute(
                "INSERT INTO profiles (name, name_key, created_at, kind, level) VALUES (?, NULL, ?, 'computer', ?)",
                (level, to_text(utc_now()), level),
            )
            assert cur.lastrowid is not None
            return self.get(cur.lastrowid)

    def get(self, profile_id: int) -> Profile:
        """The profile with this id (deleted ones too).

        Raises:
            ProfileError: ``profile_not_found``.
        """
        rows = self._db.query("SELECT * FROM profiles WHERE id = ?", (profile_id,))
        if not rows:
            raise ProfileError("profile_not_found", f"no profile with id {profile_id}")
        return _profile(rows[0])

    def find(self, name: str) -> Profile | None:
        """The live human profile with this name (ignoring case and surrounding spaces), if any."""
        key = unicodedata.normalize("NFC", name).strip().casefold()
        rows = self._db.query("SELECT * FROM profiles WHERE name_key = ?", (key,))
        return _profile(rows[0]) if rows else None

    def for_picker(self, include_ignored: bool = False, include_computers: bool = False) -> list[Profile]:
        """Live profiles for an opponent picker: friends first, then by name ignoring case.

        Ignored profiles are left out unless ``include_ignored``; computer opponents (listed last,
        by level name) unless ``include_computers``. Deleted profiles never appear.
        """
        rows = self._db.query("SELECT * FROM profiles WHERE deleted = 0")
        found = [_profile(r) for r in rows]
        found = [p for p in found if (include_ignored or not p.ignored) and (include_computers or not p.is_computer)]
        found.sort(key=lambda p: (p.is_computer, not p.friend, p.name.casefold(), p.id))
        return found

    def rename(self, profile_id: int, name: str) -> Profile:
        """Give a human profile a new name (a change of case only is allowed).

        Raises:
            ProfileError: the name codes, ``profile_not_found``, ``profile_deleted``, ``computer_profile``.
        """
        cleaned = clean_name(name)
        with self._db.transaction() as conn:
            self._live_human(profile_id)
            self._check_free(conn, cleaned, profile_id)
            conn.execute(
                "UPDATE profiles SET name = ?, name_key = ? WHERE id = ?", (cleaned, cleaned.casefold(), profile_id)
            )
        return self.get(profile_id)

    def set_friend(self, profile_id: int, friend: bool) -> Profile:
        """Mark or unmark a profile as a friend (friends head the picker).

        Raises:
            ProfileError: ``profile_not_found``.
        """
        return self._set_flag(profile_id, "friend", friend)

    def set_ignored(self, profile_id: int, ignored: bool) -> Profile:
        """Hide or show a profile in the picker and its challenges.

        Raises:
            ProfileError: ``profile_not_found``.
        """
        return self._set_flag(profile_id, "ignored", ignored)

    def delete(self, profile_id: int, keep_history: bool) -> None:
        """Delete a human profile; its name becomes free.

        With ``keep_history`` its games and duels stay (the profile shows as deleted); else they
        are removed, along with the duels it played. Open challenges it made or received go away.

        Raises:
            ProfileError: ``profile_not_found``, ``profile_deleted``, ``computer_profile``.
        """
        with self._db.transaction() as conn:
            self._live_human(profile_id)
            open_duels = [
                int(r[0])
                for r in conn.execute(
                    """SELECT id FROM duels
                       WHERE status != 'finished' AND (a_profile = ? OR b_profile = ? OR invited = ?)""",
                    (profile_id, profile_id, profile_id),
                )
            ]
            for duel_id in open_duels:
                conn.execute("DELETE FROM duels WHERE id = ?", (duel_id,))
            if keep_history:
                conn.execute("UPDATE profiles SET deleted = 1, name_key = NULL WHERE id = ?", (profile_id,))
            else:
                conn.execute("DELETE FROM profiles WHERE id = ?", (profile_id,))

    def _set_flag(self, profile_id: int, column: str, value: bool) -> Profile:
        with self._db.transaction() as conn:
            self.get(profile_id)
            conn.execute(f"UPDATE profiles SET {column} = ? WHERE id = ?", (int(value), profile_id))
        return self.get(profile_id)

    def _live_human(self, profile_id: int) -> Profile:
        profile = self.get(profile_id)
        if profile.is_computer:
            raise ProfileError("computer_profile", f"profile {profile_id} is a computer opponent")
        if profile.deleted:
            raise ProfileError("profile_deleted", f"profile {profile_id} was deleted")
        return profile

    @staticmethod
    def _check_free(conn: sqlite3.Connection, name: str, own_id: int | None) -> None:
        row = conn.execute("SELECT id FROM profiles WHERE name_key = ?", (name.casefold(),)).fetchone()
        if row is not None and int(row[0]) != own_id:
            raise ProfileError("name_taken", f"a profile named {name!r} already exists")
