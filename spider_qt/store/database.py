"""The SQLite database: opening, schema migrations and recovery from damaged files."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType

from .atomic import quarantine
from .duels import Duels
from .errors import (
    CAUSE_DENIED,
    CAUSE_FULL,
    CAUSE_NOT_FOLDER,
    CAUSE_READ_ONLY,
    DatabaseError,
    QuarantineFailed,
    cause_of,
)
from .games import Games
from .profiles import Profiles
from .remote import RemoteDuels
from .stats import Statistics
from .values import utc_now

__all__ = ["DB_FILENAME", "MIGRATIONS", "SCHEMA_VERSION", "Database", "utc_now"]

DB_FILENAME = "spider-duel.sqlite3"
_SQLITE_MAGIC = b"SQLite format 3\x00"

# Each step upgrades the schema by one version; never edit a released step, add a new one.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 1: profiles and finished games
    (
        """CREATE TABLE profiles (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT UNIQUE,
            created_at TEXT NOT NULL,
            friend INTEGER NOT NULL DEFAULT 0,
            ignored INTEGER NOT NULL DEFAULT 0
        )""",
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            rules TEXT NOT NULL,
            suits INTEGER NOT NULL,
            seed INTEGER NOT NULL,
            score INTEGER NOT NULL,
            moves INTEGER NOT NULL,
            runs INTEGER NOT NULL,
            won INTEGER NOT NULL,
            time_used REAL NOT NULL,
            helped INTEGER NOT NULL,
            finished_at TEXT NOT NULL,
            game_json TEXT NOT NULL,
            action_times TEXT NOT NULL
        )""",
        "CREATE INDEX games_by_profile ON games(profile_id, rules, suits)",
    ),
    # 2: computer opponents, soft deletion, statistics reset, duels and challenges
    (
        "ALTER TABLE profiles ADD COLUMN kind TEXT NOT NULL DEFAULT 'human'",
        "ALTER TABLE profiles ADD COLUMN level TEXT",
        "ALTER TABLE profiles ADD COLUMN deleted INTEGER NOT NULL DEFAULT 0",
        "CREATE UNIQUE INDEX profiles_by_level ON profiles(level)",
        "ALTER TABLE games ADD COLUMN counted INTEGER NOT NULL DEFAULT 1",
        """CREATE TABLE duels (
            id INTEGER PRIMARY KEY,
            rules TEXT NOT NULL,
            suits INTEGER NOT NULL,
            seed INTEGER NOT NULL,
            time_limit REAL,
            created_at TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('open', 'in_progress', 'finished')),
            a_profile INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            b_profile INTEGER REFERENCES profiles(id) ON DELETE CASCADE,
            invited INTEGER REFERENCES profiles(id) ON DELETE CASCADE,
            a_game INTEGER REFERENCES games(id) ON DELETE SET NULL,
            b_game INTEGER REFERENCES games(id) ON DELETE SET NULL,
            winner TEXT CHECK (winner IN ('a', 'b', 'draw')),
            finished_at TEXT
        )""",
        "ALTER TABLE games ADD COLUMN duel_id INTEGER REFERENCES duels(id) ON DELETE SET NULL",
        "CREATE INDEX duels_by_status ON duels(status)",
        "CREATE INDEX duels_by_pair ON duels(a_profile, b_profile)",
    ),
    # 3: only games dealt from a deal number count; older rows are classified once from their saved game
    (
        "ALTER TABLE games ADD COLUMN from_deal INTEGER NOT NULL DEFAULT 1",
        """UPDATE games SET from_deal = CASE
               WHEN json_valid(game_json) THEN coalesce(json_type(game_json, '$.start'), 'null') = 'null'
               ELSE 0 END""",
    ),
    # 4: a duel that ended because one side left says which (older forfeits cannot be told apart: NULL)
    ("ALTER TABLE duels ADD COLUMN forfeit_by TEXT CHECK (forfeit_by IN ('a', 'b'))",),
    # 5: a profile made for the player a challenge invited by name says so: it goes when its last challenge goes
    #    and nothing else came to name it (older profiles cannot be told apart: 0, kept)
    ("ALTER TABLE profiles ADD COLUMN for_challenge INTEGER NOT NULL DEFAULT 0",),
    # 6: every game started counts as played, with help too, and a win with help is no win; a game with help recorded
    #    before stays apart from Played, as it was when it was recorded (its figures keep their meaning)
    (
        "ALTER TABLE games ADD COLUMN helped_apart INTEGER NOT NULL DEFAULT 0",
        "UPDATE games SET helped_apart = 1 WHERE helped <> 0",
    ),
    # 7: friends on another computer (a profile kind of its own, with its public key) and the duels played with them
    #    by signed messages (REMOTE_DUELS.md): one row per challenge, its messages kept, the local attempt recorded
    (
        "ALTER TABLE profiles ADD COLUMN public_key BLOB",
        "CREATE UNIQUE INDEX profiles_by_key ON profiles(public_key)",
        """CREATE TABLE remote_duels (challenge_id TEXT PRIMARY KEY,
            role TEXT NOT NULL CHECK (role IN ('challenger', 'opponent')),
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            friend_id INTEGER REFERENCES profiles(id) ON DELETE SET NULL,
            state TEXT NOT NULL CHECK (state IN ('playing', 'awaiting_answer', 'awaiting_reveal', 'finished')),
            rules TEXT NOT NULL,
            suits INTEGER NOT NULL,
            time_limit_ms INTEGER NOT NULL,
            created_at TEXT NOT NULL,
            expires_at TEXT NOT NULL,
            terms TEXT NOT NULL,
            challenge TEXT,
            answer TEXT,
            reveal TEXT,
            own_result TEXT,
            salt TEXT,
            duel_id INTEGER REFERENCES duels(id) ON DELETE SET NULL,
            forgotten INTEGER NOT NULL DEFAULT 0,
            updated_at TEXT NOT NULL
        )""",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)

# The columns each schema version must have; a file that lacks them is not ours.
_V1_COLUMNS = {
    "profiles": {"id", "name", "name_key", "created_at", "friend", "ignored"},
    "games": {
        "id", "profile_id", "rules", "suits", "seed", "score", "moves", "runs", "won",
        "time_used", "helped", "finished_at", "game_json", "action_times",
    },
}  # fmt: skip
_V2_COLUMNS = {
    "profiles": _V1_COLUMNS["profiles"] | {"kind", "level", "deleted"},
    "games": _V1_COLUMNS["games"] | {"counted", "duel_id"},
    "duels": {
        "id", "rules", "suits", "seed", "time_limit", "created_at", "status", "a_profile",
        "b_profile", "invited", "a_game", "b_game", "winner", "finished_at",
    },
}  # fmt: skip
_V3_COLUMNS = {**_V2_COLUMNS, "games": _V2_COLUMNS["games"] | {"from_deal"}}
_V4_COLUMNS = {**_V3_COLUMNS, "duels": _V3_COLUMNS["duels"] | {"forfeit_by"}}
_V5_COLUMNS = {**_V4_COLUMNS, "profiles": _V4_COLUMNS["profiles"] | {"for_challenge"}}
_V6_COLUMNS = {**_V5_COLUMNS, "games": _V5_COLUMNS["games"] | {"helped_apart"}}
_V7_COLUMNS = {
    **_V6_COLUMNS,
    "profiles": _V6_COLUMNS["profiles"] | {"public_key"},
    "remote_duels": {
        "challenge_id", "role", "profile_id", "friend_id", "state", "rules", "suits", "time_limit_ms",
        "created_at", "expires_at", "terms", "challenge", "answer", "reveal", "own_result", "salt", "duel_id",
        "forgotten", "updated_at",
    },
}  # fmt: skip
_REQUIRED_COLUMNS: dict[int, dict[str, set[str]]] = {
    1: _V1_COLUMNS,
    2: _V2_COLUMNS,
    3: _V3_COLUMNS,
    4: _V4_COLUMNS,
    5: _V5_COLUMNS,
    6: _V6_COLUMNS,
    7: _V7_COLUMNS,
}

#: How long an operation waits for another program to release the database before giving up (seconds).
DEFAULT_BUSY_TIMEOUT = 5.0

# SQLite's primary result codes (https://sqlite.org/rescode.html) that tell the causes apart.
_SQLITE_PERM = 3
_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6
_SQLITE_READONLY = 8
_SQLITE_IOERR = 10
_SQLITE_CORRUPT = 11
_SQLITE_FULL = 13
_SQLITE_CANTOPEN = 14
_SQLITE_AUTH = 23
_SQLITE_NOTADB = 26
_DAMAGE_CODES = (_SQLITE_CORRUPT, _SQLITE_NOTADB)


class Database:
    """The player data in ``<data_dir>/spider-duel.sqlite3``: profiles, games, statistics, duels.

    Use ``Database.open(data_dir)``; the parts are ``db.profiles``, ``db.games``, ``db.stats`` and
    ``db.duels``. ``recovered_from`` is the path a damaged file was moved to (tell the player),
    else ``None``.
    """

    def __init__(self, conn: sqlite3.Connection, path: Path, recovered_from: Path | None) -> None:
        self._conn: sqlite3.Connection | None = conn
        self._busy_timeout = DEFAULT_BUSY_TIMEOUT
        self.path = path
        self.recovered_from = recovered_from
        self.profiles: Profiles = Profiles(self)
        self.games: Games = Games(self, self.profiles)
        self.stats: Statistics = Statistics(self, self.profiles)
        self.duels: Duels = Duels(self, self.profiles, self.games)
        self.remote: RemoteDuels = RemoteDuels(self)

    @classmethod
    def open(cls, data_dir: str | Path, *, busy_timeout: float = DEFAULT_BUSY_TIMEOUT) -> Database:
        """Open (or create) the database in ``data_dir``, upgrading an older schema.

        Only a file that fails SQLite's integrity check, is not an SQLite file or is not ours is
        moved aside (see ``recovered_from``) and a fresh database started. A busy, full, read-only
        or forbidden file is never moved: ``DatabaseError`` says which. Each operation waits up to
        ``busy_timeout`` seconds for another program to release the file.

        Raises:
            DatabaseError: ``db_too_new`` (file left untouched), ``db_locked``, ``db_full``,
                ``db_read_only``, ``db_denied``, ``db_no_folder``, ``db_failed``.
            QuarantineFailed: a damaged file could not be moved aside (it is left in place).
        """
        folder = Path(data_dir)
        path = folder / DB_FILENAME
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            error = os_error(exc, folder, "cannot create the data folder")
            error.path = path  # so that its ``folder`` is the data folder
            raise error from exc
        recovered: Path | None = None
        problem = _inspect(path, busy_timeout)
        if problem is not None:
            recovered = _quarantine_with_sidecars(path)
        conn = _connect(path, busy_timeout)
        try:
            _migrate(conn, path)
        except BaseException:
            conn.close()
            raise
        db = cls(conn, path, recovered)
        db._busy_timeout = busy_timeout
        return db

    @property
    def conn(self) -> sqlite3.Connection:
        """The open SQLite connection (autocommit; use ``transaction()`` to group writes).

        Raises:
            DatabaseError: ``db_closed`` after ``close()``.
        """
        if self._conn is None:
            raise DatabaseError("db_closed", "the database is closed")
        return self._conn

    @property
    def schema_version(self) -> int:
        """The schema version of the open file (``PRAGMA user_version``)."""
        return int(self.conn.execute("PRAGMA user_version").fetchone()[0])

    @contextlib.contextmanager
    def waiting_at_most(self, seconds: float) -> Iterator[None]:
        """Within the block a busy database is given up on after ``seconds`` (a retry that must not freeze the
        window while another program holds the file), then the usual patience again."""
        conn = self.conn
        conn.execute(f"PRAGMA busy_timeout = {max(0, int(seconds * 1000))}")
        try:
            yield
        finally:
            with contextlib.suppress(sqlite3.Error):
                conn.execute(f"PRAGMA busy_timeout = {int(self._busy_timeout * 1000)}")

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """Run the block's statements as one transaction; SQLite errors become ``DatabaseError``.

        Raises:
            DatabaseError: ``db_locked``, ``db_full`` or ``db_failed``; nothing of the block is kept.
        """
        conn = self.conn
        if conn.in_transaction:
            # Nested use joins the outer transaction.
            yield conn
            return
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                if conn.in_transaction:  # (not when SQLite rolled it back itself: see ``_migrate``)
                    conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            raise sqlite_error(exc, self.path) from exc

    def query(self, sql: str, params: tuple[object, ...] = ()) -> list[sqlite3.Row]:
        """Rows of a read-only query.

        Raises:
            DatabaseError: ``db_locked`` or ``db_failed``.
        """
        try:
            return list(self.conn.execute(sql, params).fetchall())
        except sqlite3.Error as exc:
            raise sqlite_error(exc, self.path) from exc
        except OverflowError as exc:
            raise DatabaseError("db_failed", f"a number is out of SQLite's range: {exc}", self.path) from exc

    def close(self) -> None:
        """Close the database (idempotent)."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def __enter__(self) -> Database:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<Database {str(self.path)!r} v{SCHEMA_VERSION}>"


def os_error(exc: OSError, path: Path, what: str) -> DatabaseError:
    """The ``DatabaseError`` for an operating system error on ``path`` (the cause in its code)."""
    code = {
        CAUSE_FULL: "db_full",
        CAUSE_READ_ONLY: "db_read_only",
        CAUSE_DENIED: "db_denied",
        CAUSE_NOT_FOLDER: "db_no_folder",
    }.get(cause_of(exc.errno), "db_failed")
    return DatabaseError(code, f"{what} {path}: {exc.strerror or exc}", path)


def sqlite_error(exc: sqlite3.Error, path: Path) -> DatabaseError:
    """The ``DatabaseError`` for an SQLite error on the database at ``path``, its cause told apart."""
    text = str(exc)
    primary = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    if primary in (_SQLITE_BUSY, _SQLITE_LOCKED) or (primary == 0 and ("locked" in text or "busy" in text)):
        return DatabaseError("db_locked", f"{path} is in use by another program: {text}", path)
    if primary == _SQLITE_FULL:
        return DatabaseError("db_full", f"the disk holding {path} is full: {text}", path)
    if primary in (_SQLITE_PERM, _SQLITE_AUTH):
        return DatabaseError("db_denied", f"access to {path} is denied: {text}", path)
    if primary in (_SQLITE_READONLY, _SQLITE_CANTOPEN, _SQLITE_IOERR):
        # SQLite's codes do not say why a file could not be opened or written; the folder does.
        found = _probe_folder(path.parent)
        if found is not None:
            return os_error(OSError(found, os.strerror(found)), path, f"SQLite: {text}:")
        if primary == _SQLITE_READONLY:
            return DatabaseError("db_read_only", f"{path} is read-only: {text}", path)
    return DatabaseError("db_failed", f"database operation on {path} failed: {text}", path)


def _probe_folder(folder: Path) -> int | None:
    """The error number of writing a small file in ``folder`` (ENOSPC, EROFS, EACCES…), or ``None`` if it works."""
    try:
        fd, name = tempfile.mkstemp(prefix=".spider-duel-probe-", dir=folder)
    except OSError as exc:
        return exc.errno
    try:
        os.write(fd, b"\0" * 4096)
        os.fsync(fd)
    except OSError as exc:
        return exc.errno
    finally:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(name)
    return None


def _inspect(path: Path, busy_timeout: float = DEFAULT_BUSY_TIMEOUT) -> str | None:
    """Why the file at ``path`` is damaged (to set it aside), or ``None`` if it is usable or absent.

    Raises:
        DatabaseError: ``db_too_new``, checked before SQLite touches the file; ``db_locked``,
            ``db_full``, ``db_read_only``, ``db_denied``, ``db_failed`` when the file cannot be
            checked at all (a healthy file is never taken for a damaged one).
    """
    try:
        # O_NONBLOCK: a FIFO in the database's place must not hold the start-up until a writer comes.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise DatabaseError("db_failed", f"{path} is not a regular file (a folder, a pipe or a device)", path)
            header = os.read(fd, 100)
        finally:
            os.close(fd)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise os_error(exc, path, "cannot read") from exc
    if not header:
        return None  # an empty file holds no data: SQLite starts a database in it
    if len(header) < 100 or not header.startswith(_SQLITE_MAGIC):
        return "not an SQLite database"
    # The user_version lives at byte 60 of the header, so a newer file is refused without opening it.
    _refuse_newer(int.from_bytes(header[60:64], "big"), path)
    try:
        ro = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=busy_timeout)
    except sqlite3.Error as exc:
        return _damage_or_raise(exc, path)
    try:
        version = int(ro.execute("PRAGMA user_version").fetchone()[0])
        _refuse_newer(version, path)
        check = [row[0] for row in ro.execute("PRAGMA quick_check").fetchall()]
        if check != ["ok"]:
            return "integrity check failed: " + "; ".join(str(c) for c in check[:3])
        tables = {
            str(row[0])
            for row in ro.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        }
        if version == 0:
            return f"foreign tables {sorted(tables)}" if tables else None
        for table, columns in _REQUIRED_COLUMNS[version].items():
            have = {str(row[1]) for row in ro.execute(f"PRAGMA table_info({table})")}
            if not columns <= have:
                return f"table {table} lacks {sorted(columns - have)}"
        return None
    except sqlite3.Error as exc:
        return _damage_or_raise(exc, path)
    finally:
        ro.close()


def _damage_or_raise(exc: sqlite3.Error, path: Path) -> str:
    """The reason to set the file aside when SQLite found it damaged.

    Raises:
        DatabaseError: any other failure (busy, full, read-only…): the file is not to blame.
    """
    primary = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    if primary in _DAMAGE_CODES:
        return str(exc)
    raise sqlite_error(exc, path) from exc


def _refuse_newer(version: int, path: Path) -> None:
    if version > SCHEMA_VERSION:
        raise DatabaseError(
            "db_too_new",
            f"{path} has schema version {version}, newer than this program reads ({SCHEMA_VERSION})",
            path,
        )


def _quarantine_with_sidecars(path: Path) -> Path:
    moved = quarantine(path)
    for suffix in ("-wal", "-shm", "-journal"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            try:
                side.rename(moved.with_name(moved.name + suffix))
            except OSError as exc:
                raise QuarantineFailed(side, exc) from exc
    return moved


def _connect(path: Path, busy_timeout: float = DEFAULT_BUSY_TIMEOUT) -> sqlite3.Connection:
    try:
        conn = sqlite3.connect(path, timeout=busy_timeout, isolation_level=None)
    except sqlite3.Error as exc:
        raise sqlite_error(exc, path) from exc
    conn.row_factory = sqlite3.Row
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA journal_mode = WAL")
        # FULL: a commit is on disk before it returns. The app deletes a game's autosave once its record is
        # committed; with NORMAL a power cut could undo the commit after the deletion had reached the disk.
        conn.execute("PRAGMA synchronous = FULL")
    except sqlite3.Error as exc:
        conn.close()
        raise sqlite_error(exc, path) from exc
    return conn


def _migrate(conn: sqlite3.Connection, path: Path) -> None:
    """Upgrade the file to ``SCHEMA_VERSION``, all the steps it lacks in one transaction: killed, out of space or
    kept from writing at any point, it stays at the version it had, never at one in between (each step was once
    committed on its own: a kill left an upgrade from version 2 at 3 or 4)."""
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        _refuse_newer(version, path)
        if version == SCHEMA_VERSION:
            return
        conn.execute("BEGIN IMMEDIATE")
        try:
            # Read again under the write lock: another program may have upgraded the file meanwhile.
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            _refuse_newer(version, path)
            for target in range(version + 1, SCHEMA_VERSION + 1):
                for statement in MIGRATIONS[target - 1]:
                    conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except BaseException:
            # SQLite rolls back itself on some failures (a full disk, an I/O error): a ROLLBACK then fails, and its
            # error ("no transaction is active") would hide the one that tells the player what to do.
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
    except sqlite3.Error as exc:
        raise sqlite_error(exc, path) from exc
