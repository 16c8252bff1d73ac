"""Player profiles and computer opponents."""

from __future__ import annotations

import getpass
import re
import sqlite3
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from .errors import ProfileError
from .look_alike import fold, visible
from .values import checks_stored_values, from_text, to_text, utc_now

if TYPE_CHECKING:
    from .values import Connection

__all__ = [
    "MAX_NAME_LENGTH",
    "RESERVED_NAMES",
    "Profile",
    "Profiles",
    "clean_name",
    "default_player_name",
    "name_key",
    "name_skeleton",
    "recordable_name",
]

MAX_NAME_LENGTH = 32
_LEVEL_RE = re.compile(r"[a-z0-9_-]{1,32}")


@dataclass(frozen=True, slots=True)
class Profile:
    """A player (``kind == "human"``), a computer opponent (``kind == "computer"``, with its ``level``) or a friend
    on another computer (``kind == "remote"``, with the 32 bytes of its ``public_key``; never chosen to play here).

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
    public_key: bytes | None = None

    @property
    def is_computer(self) -> bool:
        """Whether this is a computer opponent."""
        return self.kind == "computer"

    @property
    def is_remote(self) -> bool:
        """Whether this is a friend who plays on another computer (known by a public key)."""
        return self.kind == "remote"


#: Names a human cannot take: the computer opponents' levels (as in ``spider_qt.ai.LEVELS``) and the word itself.
RESERVED_NAMES: tuple[str, ...] = ("beginner", "intermediate", "expert", "master", "computer")

_ZWJ = "\u200d"
_TAGS = range(0xE0020, 0xE0080)  # emoji tag characters (the flags of England, Scotland, Wales)
_IGNORABLE = {_ZWJ, "\u200c", "\ufe0e", "\ufe0f"}

# Letters of other scripts (and digits) that look like a Latin letter in common fonts, after case folding.
# Mapped on the case-folded name, except the first table, applied before folding (capital I looks like l).
_LOOK_ALIKE_BEFORE_FOLD = str.maketrans({"I": "l", "1": "l", "|": "l", "0": "o", "Ι": "l", "І": "l", "Ӏ": "l"})
_LOOK_ALIKE = str.maketrans(
    {
        # Cyrillic
        "а": "a", "в": "b", "г": "r", "е": "e", "ё": "ë", "з": "3", "і": "i", "ї": "ï", "ј": "j", "к": "k",
        "м": "m", "н": "h", "о": "o", "п": "n", "р": "p", "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s",
        "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h", "ӏ": "l", "ь": "b", "ү": "y", "ԍ": "g", "ʏ": "y",
        # Greek
        "α": "a", "β": "b", "ε": "e", "ζ": "z", "η": "n", "ι": "i", "κ": "k", "μ": "u", "ν": "v", "ο": "o",
        "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ϲ": "c", "ϳ": "j",
        # Latin look-alikes
        "ı": "i", "ɡ": "g", "ɑ": "a", "ſ": "s",
    }
)  # fmt: skip
_LOOK_ALIKE_SEQUENCES = (("rn", "m"), ("vv", "w"))


def clean_name(name: str) -> str:
    """The name as stored: Unicode NFKC, surrounding spaces removed.

    Emoji sequences (joined by a zero-width joiner, with variation selectors or tags) are
    accepted; control characters, formatting characters outside an emoji sequence (such as
    right-to-left overrides) and unassigned code points are not.

    Raises:
        ProfileError: ``name_empty``, ``name_too_long`` (over 32 characters), ``name_invalid``, ``name_invisible`` (no
            character shows: a Hangul filler, a Braille blank).
    """
    cleaned = unicodedata.normalize("NFKC", name).strip()
    if not cleaned:
        raise ProfileError("name_empty", "a profile name must not be empty")
    if len(cleaned) > MAX_NAME_LENGTH:
        raise ProfileError("name_too_long", f"profile name {cleaned!r} is longer than {MAX_NAME_LENGTH} characters")
    for i, ch in enumerate(cleaned):
        category = unicodedata.category(ch)
        if category in ("Zl", "Zp") or (category.startswith("C") and not _in_emoji_sequence(cleaned, i)):
            raise ProfileError(
                "name_invalid", f"profile name {cleaned!r} contains a control character (U+{ord(ch):04X})"
            )
    if not visible(cleaned):  # a Hangul filler, a Braille blank: a name nobody can see
        raise ProfileError("name_invisible", f"profile name {cleaned!r} has no character that shows")
    return cleaned


def _in_emoji_sequence(text: str, i: int) -> bool:
    """Whether the formatting character at ``i`` joins or tags an emoji (never letters or digits)."""
    ch = text[i]
    if ch == _ZWJ:
        before, after = text[i - 1 : i], text[i + 1 : i + 2]
        return bool(before) and bool(after) and not _is_word_char(before) and not _is_word_char(after)
    if ord(ch) in _TAGS:
        # A tag sequence follows an emoji (a black flag) and is itself made of tags.
        j = i
        while j > 0 and ord(text[j - 1]) in _TAGS:
            j -= 1
        return j > 0 and unicodedata.category(text[j - 1]) == "So"
    return False


def _is_word_char(ch: str) -> bool:
    return unicodedata.category(ch)[0] in ("L", "N") or ch.isspace()


def name_key(name: str) -> str:
    """How profiles are matched by name: the same whatever its case, spaces around it or Unicode form."""
    return unicodedata.normalize("NFKC", name).strip().casefold()


def name_skeleton(name: str) -> str:
    """What a name looks like: two names with the same skeleton are easily mistaken for each other."""
    text = unicodedata.normalize("NFKC", name).strip().translate(_LOOK_ALIKE_BEFORE_FOLD)
    text = unicodedata.normalize("NFKC", text.casefold()).translate(_LOOK_ALIKE)
    text = "".join(ch for ch in text if ch not in _IGNORABLE and ord(ch) not in _TAGS and not ch.isspace())
    text = fold(text)  # Unicode's confusables (UTS #39), case-blind: Cherokee "Ꭺ", small-capital "ᴀ", Armenian "օ"
    for sequence, letter in _LOOK_ALIKE_SEQUENCES:
        text = text.replace(sequence, letter)
    return unicodedata.normalize("NFC", text)


def drop_unused_challenge_guests(conn: sqlite3.Connection, profile_ids: Iterable[int | None]) -> None:
    """Delete those of ``profile_ids`` that a challenge made for the player it invited by a new name (a challenge
    that went away: withdrawn, or its author deleted) once nothing else names them: no game of theirs, no duel they
    play, no other challenge inviting them, no friend or ignored mark. A profile that existed before the challenge,
    or has anything recorded, stays."""
    for profile_id in {p for p in profile_ids if p is not None}:
        conn.execute(
            """DELETE FROM profiles
               WHERE id = ? AND for_challenge = 1 AND kind = 'human' AND deleted = 0 AND friend = 0 AND ignored = 0
                 AND NOT EXISTS (SELECT 1 FROM games WHERE games.profile_id = profiles.id)
                 AND NOT EXISTS (
                     SELECT 1 FROM duels
                     WHERE duels.a_profile = profiles.id OR duels.b_profile = profiles.id OR duels.invited = profiles.id
                 )""",
            (profile_id,),
        )


def _profile(row: sqlite3.Row) -> Profile:
    return Profile(
        id=int(row["id"]),
        name=str(row["name"]),
        kind=str(row["kind"]),
        level=None if row["level"] is None else str(row["level"]),
        created_at=from_text(row["created_at"]),
        # Both marks, left by an older version, read as the one that counts where they clash: ignored.
        friend=bool(row["friend"]) and not bool(row["ignored"]),
        ignored=bool(row["ignored"]),
        deleted=bool(row["deleted"]),
        public_key=_key_of(row),
    )


def _shown_name(name: str) -> str:
    """A friend's name from a message as a remote profile keeps it: what ``clean_name`` accepts, else the name less
    its control and formatting characters, cut to the longest name; "?" when nothing is left."""
    try:
        return clean_name(name[:MAX_NAME_LENGTH])
    except ProfileError:
        kept = "".join(ch for ch in name if not unicodedata.category(ch).startswith(("C", "Zl", "Zp")))
        kept = unicodedata.normalize("NFKC", kept).strip()[:MAX_NAME_LENGTH].strip()
        return kept or "?"


def _key_of(row: sqlite3.Row) -> bytes | None:
    value = row["public_key"] if "public_key" in row.keys() else None  # noqa: SIM118 (a Row holds values)
    return bytes(value) if isinstance(value, bytes) and len(value) == 32 else None


@checks_stored_values
class Profiles:
    """The profiles of ``db`` (``db.profiles``)."""

    def __init__(self, db: Connection) -> None:
        self._db = db

    def create(self, name: str) -> Profile:
        """A new human profile; names are unique ignoring case and look-alike letters.

        Raises:
            ProfileError: ``name_empty``, ``name_too_long``, ``name_invalid``, ``name_taken``,
                ``name_confusable`` (``existing`` names the look-alike), ``name_reserved``.
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

    def check_name(self, name: str) -> str:
        """``name`` as a player types it: the name of its live profile, or the cleaned name a new profile would get.

        Raises:
            ProfileError: the codes of ``create`` except ``name_taken``: such a profile could not be created.
        """
        found = self.find(name)
        if found is not None:
            return found.name
        cleaned = clean_name(name)
        self._check_free(self._db.conn, cleaned, None)
        return cleaned

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

    def remote(self, name: str, public_key: bytes) -> Profile:
        """The friend on another computer whose key is ``public_key``, made on first use under ``name``.

        Friends are known by their key, never by name: a remote friend's name may be any other profile's too (it is
        only shown), and a known key keeps the name it was first seen with.

        The name is the one the friend's messages carry, cut to ``MAX_NAME_LENGTH`` and without the characters a
        profile name may not hold (a name here is only shown).

        Raises:
            ProfileError: ``bad_key`` (not 32 bytes).
        """
        if len(public_key) != 32:
            raise ProfileError("bad_key", "a friend's public key has 32 bytes")
        found = self.with_key(public_key)
        if found is not None:
            return found
        cleaned = _shown_name(name)
        with self._db.transaction() as conn:
            cur = conn.execute(
                "INSERT INTO profiles (name, name_key, created_at, kind, public_key) VALUES (?, NULL, ?, 'remote', ?)",
                (cleaned, to_text(utc_now()), bytes(public_key)),
            )
            assert cur.lastrowid is not None
            return self.get(cur.lastrowid)

    def with_key(self, public_key: bytes) -> Profile | None:
        """The friend on another computer with this public key (compared by its bytes), if known."""
        rows = self._db.query("SELECT * FROM profiles WHERE kind = 'remote' AND public_key = ?", (bytes(public_key),))
        return _profile(rows[0]) if rows else None

    def remote_friends(self, include_ignored: bool = False) -> list[Profile]:
        """The known friends on other computers, friends first, then by name; ignored ones only if asked."""
        rows = self._db.query("SELECT * FROM profiles WHERE kind = 'remote' AND deleted = 0")
        found = [p for p in map(_profile, rows) if include_ignored or not p.ignored]
        found.sort(key=lambda p: (not p.friend, p.name.casefold(), p.id))
        return found

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
        key = name_key(name)
        rows = self._db.query("SELECT * FROM profiles WHERE name_key = ?", (key,))
        return _profile(rows[0]) if rows else None

    def for_picker(self, include_ignored: bool = False, include_computers: bool = False) -> list[Profile]:
        """Live profiles for an opponent picker: friends first, then by name ignoring case.

        Ignored profiles are left out unless ``include_ignored``; computer opponents (listed last,
        by level name) unless ``include_computers``. Deleted profiles and friends on other computers (who never
        play at this machine: ``remote_friends``) never appear.
        """
        rows = self._db.query("SELECT * FROM profiles WHERE deleted = 0 AND kind != 'remote'")
        found = [_profile(r) for r in rows]
        found = [p for p in found if (include_ignored or not p.ignored) and (include_computers or not p.is_computer)]
        found.sort(key=lambda p: (p.is_computer, not p.friend, p.name.casefold(), p.id))
        return found

    def rename(self, profile_id: int, name: str) -> Profile:
        """Give a human profile a new name (a change of case only is allowed).

        Raises:
            ProfileError: the name codes (see ``create``), ``profile_not_found``, ``profile_deleted``,
                ``computer_profile``.
        """
        cleaned = clean_name(name)
        with self._db.transaction() as conn:
            if self._live_human(profile_id).is_remote:
                raise ProfileError("remote_profile", f"profile {profile_id} is a friend on another computer")
            self._check_free(conn, cleaned, profile_id)
            conn.execute(
                "UPDATE profiles SET name = ?, name_key = ? WHERE id = ?", (cleaned, cleaned.casefold(), profile_id)
            )
        return self.get(profile_id)

    def set_friend(self, profile_id: int, friend: bool) -> Profile:
        """Mark or unmark a profile as a friend (friends head the picker). A friend is not ignored: marking a
        profile a friend shows it again.

        Raises:
            ProfileError: ``profile_not_found``.
        """
        return self._set_flag(profile_id, "friend", friend)

    def set_ignored(self, profile_id: int, ignored: bool) -> Profile:
        """Hide or show a profile in the picker and its challenges. An ignored profile is no friend: ignoring one
        takes its friend mark away.

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
            open_duels = conn.execute(
                """SELECT id, b_profile, invited FROM duels
                   WHERE status != 'finished' AND (a_profile = ? OR b_profile = ? OR invited = ?)""",
                (profile_id, profile_id, profile_id),
            ).fetchall()
            for duel in open_duels:
                conn.execute("DELETE FROM duels WHERE id = ?", (duel["id"],))
            if keep_history:
                conn.execute("UPDATE profiles SET deleted = 1, name_key = NULL WHERE id = ?", (profile_id,))
            else:
                conn.execute("DELETE FROM profiles WHERE id = ?", (profile_id,))
            # The players its challenges invited by a new name go with them, unless something else names them.
            drop_unused_challenge_guests(conn, [d[column] for d in open_duels for column in ("b_profile", "invited")])

    def _set_flag(self, profile_id: int, column: str, value: bool) -> Profile:
        # Friend and ignored contradict each other: setting one clears the other.
        other = {"friend": "ignored", "ignored": "friend"}[column]
        with self._db.transaction() as conn:
            self.get(profile_id)
            if value:
                conn.execute(f"UPDATE profiles SET {column} = 1, {other} = 0 WHERE id = ?", (profile_id,))
            else:
                conn.execute(f"UPDATE profiles SET {column} = 0 WHERE id = ?", (profile_id,))
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
        skeleton = name_skeleton(name)
        for reserved in RESERVED_NAMES:
            if skeleton == name_skeleton(reserved):
                raise ProfileError("name_reserved", f"{name!r} is the name of a computer opponent", existing=reserved)
        # A friend on another computer is known by its key: a local player may have its name.
        others = conn.execute(
            "SELECT id, name, kind FROM profiles WHERE deleted = 0 AND kind != 'remote' AND id IS NOT ?", (own_id,)
        ).fetchall()
        for other in others:
            if name_skeleton(str(other["name"])) != skeleton:
                continue
            if other["kind"] == "computer":
                raise ProfileError("name_reserved", f"{name!r} is the name of a computer opponent", str(other["name"]))
            raise ProfileError(
                "name_confusable", f"{name!r} looks like the existing profile {other['name']!r}", str(other["name"])
            )


def default_player_name() -> str:
    """The name games are recorded under when the player gave none: the login name."""
    try:
        name = getpass.getuser().strip()
    except (OSError, KeyError, ImportError):
        name = ""
    # a profile's name has at most MAX_NAME_LENGTH characters: a longer login name is cut, never refused
    return recordable_name(name[:MAX_NAME_LENGTH]) or "Player"


def recordable_name(name: str) -> str | None:
    """``name`` as a profile stores it, or None when no human profile can have it (empty, too long, a control
    character, or the name of a computer opponent, which would make every game of it unrecordable)."""
    try:
        cleaned = clean_name(name)
    except ProfileError:
        return None
    # A login named like a computer opponent ("master", "Expert") would make every game unrecordable.
    if any(name_skeleton(cleaned) == name_skeleton(reserved) for reserved in RESERVED_NAMES):
        return None
    return cleaned
