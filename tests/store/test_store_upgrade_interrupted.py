"""An upgrade of the database interrupted at any statement: the file stays at the version it had, or is upgraded
all the way; never at a version in between. The player is told why it could not be used.

The upgrade runs in a second process that is really killed, or whose disk (a tmpfs of its own) really fills, as the
statement begins: SQLite's trace hook stops it there.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from fault_helpers import small_file_system
from store_helpers import lost_game, times_for

from spider_qt.store import DB_FILENAME, SCHEMA_VERSION, Database
from spider_qt.store.database import MIGRATIONS

FROM_VERSION = 2  # as the first release wrote it: three steps to go

# The upgrade, stopped as the statement starting with argv[3] begins: "kill" kills the process, "full" fills the
# disk of its data folder (argv[1]) first. Prints the store's error code, or "upgraded".
_INTERRUPTED = textwrap.dedent(
    """
    import os, signal, sys, uuid
    from pathlib import Path
    from spider_qt.store import DatabaseError, database

    folder, how, at = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    done = []

    def fill_disk():
        with open(folder / f"filler-{uuid.uuid4().hex}", "wb", buffering=0) as f:
            try:
                while f.write(b"\\xff" * 4096):
                    pass
            except OSError:
                pass

    def interrupt(sql):
        if done or not sql.strip().startswith(at):
            return
        done.append(sql)
        if how == "kill":
            os.kill(os.getpid(), signal.SIGKILL)
        fill_disk()

    real = database._connect

    def connect(path, busy_timeout=database.DEFAULT_BUSY_TIMEOUT):
        conn = real(path, busy_timeout)
        conn.set_trace_callback(interrupt)
        return conn

    database._connect = connect
    try:
        database.Database.open(folder).close()
        print("upgraded" if done else "not reached")
    except DatabaseError as exc:
        print(exc.code)
    """
)

# Each statement of the steps to go, and the last two of the upgrade: the new version number, the commit.
MOMENTS = [
    *(" ".join(statement.split()[:6]) for step in MIGRATIONS[FROM_VERSION:] for statement in step),
    f"PRAGMA user_version = {SCHEMA_VERSION}",
    "COMMIT",
]


def _old_database(folder: Path, games: int = 12) -> None:
    """A database of schema version 2 as that release made it (its statements are kept, never edited), with a
    player and ``games`` games."""
    conn = sqlite3.connect(folder / DB_FILENAME, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("BEGIN")
    for step in MIGRATIONS[:FROM_VERSION]:
        for statement in step:
            conn.execute(statement)
    conn.execute(f"PRAGMA user_version = {FROM_VERSION}")
    conn.execute(
        "INSERT INTO profiles (id, name, name_key, created_at) VALUES (1, 'Ann', 'ann', '2026-11-30T10:00:00')"
    )
    for seed in range(games):
        game = lost_game(seed=seed, deals=2)
        conn.execute(
            """INSERT INTO games (profile_id, rules, suits, seed, score, moves, runs, won, time_used, helped,
                   finished_at, game_json, action_times)
               VALUES (1, 'classic', 1, ?, ?, ?, 0, 0, 10.0, 0, '2026-11-30T11:00:00+00:00', ?, ?)""",
            (seed, game.score, game.moves, game.to_json(), json.dumps(times_for(game))),
        )
    conn.execute("COMMIT")
    conn.close()


def _contents(folder: Path) -> tuple[int, list[tuple[object, ...]], list[tuple[object, ...]]]:
    """The schema version and the rows, as the next program to open the file sees them."""
    conn = sqlite3.connect(folder / DB_FILENAME)
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        profiles = conn.execute("SELECT * FROM profiles ORDER BY id").fetchall()
        games = conn.execute("SELECT * FROM games ORDER BY id").fetchall()
    finally:
        conn.close()
    return version, profiles, games


def _upgrade(folder: Path, how: str, at: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", _INTERRUPTED, str(folder), how, at], capture_output=True, text=True, timeout=120
    )


def _upgraded_with_everything(folder: Path, before: tuple[int, list[tuple[object, ...]], list[tuple[object, ...]]]):
    with Database.open(folder) as db:
        assert db.recovered_from is None and db.schema_version == SCHEMA_VERSION
        assert [p.name for p in db.profiles.for_picker()] == ["Ann"]
        assert db.stats.get(1, "classic", 1).played == len(before[2])
    _version, profiles, games = _contents(folder)
    assert [p[:4] for p in profiles] == [p[:4] for p in before[1]]
    assert [g[:14] for g in games] == [g[:14] for g in before[2]]


def test_every_moment_of_the_upgrade_is_one_the_tests_stop_at() -> None:
    assert len(MOMENTS) == sum(len(step) for step in MIGRATIONS[FROM_VERSION:]) + 2
    assert FROM_VERSION + 1 < SCHEMA_VERSION  # more than one step, so there is a version in between


@pytest.mark.parametrize("at", MOMENTS)
def test_an_upgrade_killed_at_any_statement_leaves_the_version_it_had(tmp_path: Path, at: str) -> None:
    _old_database(tmp_path)
    before = _contents(tmp_path)
    done = _upgrade(tmp_path, "kill", at)
    assert done.returncode == -9, done.stdout + done.stderr  # killed there
    assert _contents(tmp_path) == before  # the version it had, with its rows: never a version in between
    _upgraded_with_everything(tmp_path, before)  # the next start upgrades it


@pytest.mark.parametrize("at", MOMENTS)
def test_an_upgrade_that_fills_the_disk_leaves_the_version_it_had_and_says_the_disk_is_full(
    tmp_path: Path, at: str
) -> None:
    with small_file_system(tmp_path / "fs", 768) as fs:
        _old_database(fs)
        before = _contents(fs)
        done = _upgrade(fs, "full", at)
        assert done.returncode == 0, done.stderr
        # "The disk holding … is full … Nothing was moved or deleted. Free some space, then start Spider Duel again."
        assert done.stdout.strip() == "db_full", done.stdout + done.stderr
        for filler in fs.glob("filler-*"):
            filler.unlink()  # the player frees some space
        assert _contents(fs) == before
        _upgraded_with_everything(fs, before)


def test_a_large_database_upgraded_as_the_disk_fills_says_the_disk_is_full(tmp_path: Path) -> None:
    """Over 2 MB (some 600 games), SQLite writes part of the upgrade before its end. On a full disk it then rolls
    the upgrade back itself, and the rollback asked for after that failed ("no transaction is active"), hiding the
    full disk: the player read that the statistics "could not be used", not that the disk is full."""
    with small_file_system(tmp_path / "fs", 8192) as fs:
        _old_database(fs, games=600)
        assert (fs / DB_FILENAME).stat().st_size > 2 * 1024 * 1024
        before = _contents(fs)
        done = _upgrade(fs, "full", "UPDATE games")
        assert done.stdout.strip() == "db_full", done.stdout + done.stderr
        for filler in fs.glob("filler-*"):
            filler.unlink()
        assert _contents(fs) == before
        _upgraded_with_everything(fs, before)
