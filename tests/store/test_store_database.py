"""Opening the database: fresh files, migrations, newer versions, damaged and foreign files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from store_helpers import lost_game, times_for

from spider_qt.store import DB_FILENAME, SCHEMA_VERSION, Database, DatabaseError, ProfileError

# The schema as version 1 shipped it, written out here on purpose: the test must not trust the code it checks.
V1_SCHEMA = """
CREATE TABLE profiles (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_key TEXT UNIQUE, created_at TEXT NOT NULL,
    friend INTEGER NOT NULL DEFAULT 0, ignored INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    rules TEXT NOT NULL, suits INTEGER NOT NULL, seed INTEGER NOT NULL, score INTEGER NOT NULL,
    moves INTEGER NOT NULL, runs INTEGER NOT NULL, won INTEGER NOT NULL, time_used REAL NOT NULL,
    helped INTEGER NOT NULL, finished_at TEXT NOT NULL, game_json TEXT NOT NULL, action_times TEXT NOT NULL
);
CREATE INDEX games_by_profile ON games(profile_id, rules, suits);
PRAGMA user_version = 1;
"""


def _bad_files(folder: Path) -> list[Path]:
    return sorted(folder.glob(f"{DB_FILENAME}.bad-*"))


def test_fresh_database_has_current_schema_wal_and_foreign_keys(tmp_path: Path) -> None:
    with Database.open(tmp_path / "data") as db:
        assert db.recovered_from is None
        assert db.schema_version == SCHEMA_VERSION
        assert db.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert db.path == tmp_path / "data" / DB_FILENAME


def test_data_survives_reopening(tmp_path: Path) -> None:
    with Database.open(tmp_path) as db:
        ann = db.profiles.create("Ann")
        game = lost_game()
        db.games.record(ann.id, game, time_used=12.5, action_times=times_for(game))
    with Database.open(tmp_path) as db:
        assert db.recovered_from is None
        assert [p.name for p in db.profiles.for_picker()] == ["Ann"]
        (record,) = db.games.for_profile(ann.id)
        assert record.time_used == 12.5
        assert record.game().to_json() == game.to_json()


def test_closed_database_refuses_use(tmp_path: Path) -> None:
    db = Database.open(tmp_path)
    db.close()
    db.close()
    with pytest.raises(DatabaseError) as info:
        db.profiles.for_picker()
    assert info.value.code == "db_closed"


def test_v1_database_is_migrated_with_its_data(tmp_path: Path) -> None:
    game = lost_game(seed=11, deals=2)
    conn = sqlite3.connect(tmp_path / DB_FILENAME)
    conn.executescript(V1_SCHEMA)
    conn.execute(
        "INSERT INTO profiles (id, name, name_key, created_at, friend) VALUES (5, 'Old Timer', 'old timer', ?, 1)",
        ("2023-01-02T03:04:05+00:00",),
    )
    conn.execute(
        """INSERT INTO games (profile_id, rules, suits, seed, score, moves, runs, won, time_used, helped,
               finished_at, game_json, action_times)
           VALUES (5, 'duel', 2, 11, ?, ?, 0, 0, 33.0, 0, '2023-01-02T04:00:00+00:00', ?, ?)""",
        (game.score, game.moves, game.to_json(), "[1.0, 2.0, 3.0]"),
    )
    conn.commit()
    conn.close()

    with Database.open(tmp_path) as db:
        assert db.recovered_from is None
        assert db.schema_version == SCHEMA_VERSION
        old = db.profiles.get(5)
        assert (old.name, old.kind, old.friend, old.deleted) == ("Old Timer", "human", True, False)
        (record,) = db.games.for_profile(5)
        assert record.counted and record.duel_id is None
        assert record.action_times == (1.0, 2.0, 3.0)
        assert db.stats.get(5, "duel", 2).played == 1
        # The features of later versions work on the upgraded file.
        rival = db.profiles.create("Rival")
        duel = db.duels.create_challenge(record.id, invited=rival.id)
        assert [d.id for d in db.duels.open_challenges(rival.id)] == [duel.id]
        with pytest.raises(ProfileError) as info:
            db.profiles.create("OLD TIMER")
        assert info.value.code == "name_taken"


def test_newer_database_is_refused_and_left_byte_identical(tmp_path: Path) -> None:
    path = tmp_path / DB_FILENAME
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE future_things (id INTEGER PRIMARY KEY, blob TEXT)")
    conn.execute("INSERT INTO future_things (blob) VALUES ('from the future')")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    stat_before = path.stat()

    with pytest.raises(DatabaseError) as info:
        Database.open(tmp_path)
    assert info.value.code == "db_too_new"
    assert path.read_bytes() == before
    assert path.stat().st_mtime_ns == stat_before.st_mtime_ns
    assert sorted(p.name for p in tmp_path.iterdir()) == [DB_FILENAME]


@pytest.mark.parametrize(
    "content",
    [
        b"this is not a database at all\n" * 20,
        b"SQLite format 3\x00" + b"\xff" * 50,
        b"\x00\x01\x02garbage" * 1000,
    ],
    ids=["text", "short-header", "binary"],
)
def test_garbage_database_is_quarantined_and_replaced(tmp_path: Path, content: bytes) -> None:
    (tmp_path / DB_FILENAME).write_bytes(content)
    (tmp_path / "autosave.spider").write_text("keep me")
    with Database.open(tmp_path) as db:
        assert db.recovered_from is not None
        assert db.recovered_from.read_bytes() == content
        assert _bad_files(tmp_path) == [db.recovered_from]
        assert db.profiles.for_picker() == []
        db.profiles.create("New Start")
    assert (tmp_path / "autosave.spider").read_text() == "keep me"
    with Database.open(tmp_path) as db:
        assert db.recovered_from is None
        assert [p.name for p in db.profiles.for_picker()] == ["New Start"]


def test_truncated_database_is_quarantined(tmp_path: Path) -> None:
    with Database.open(tmp_path) as db:
        ann = db.profiles.create("Ann")
        for seed in range(40):
            game = lost_game(seed=seed, deals=3)
            db.games.record(ann.id, game, time_used=1.0, action_times=times_for(game))
    path = tmp_path / DB_FILENAME
    data = path.read_bytes()
    assert len(data) > 8192
    truncated = data[: len(data) // 3 + 100]
    path.write_bytes(truncated)

    with Database.open(tmp_path) as db:
        assert db.recovered_from is not None
        assert db.recovered_from.read_bytes() == truncated
        assert db.profiles.for_picker() == []
        assert db.schema_version == SCHEMA_VERSION


def test_foreign_sqlite_database_is_quarantined(tmp_path: Path) -> None:
    path = tmp_path / DB_FILENAME
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, title TEXT)")
    conn.commit()
    conn.close()
    with Database.open(tmp_path) as db:
        assert db.recovered_from is not None
        assert db.profiles.create("Ann").name == "Ann"
    moved = sqlite3.connect(_bad_files(tmp_path)[0])
    assert moved.execute("SELECT name FROM sqlite_master").fetchall() == [("recipes",)]
    moved.close()


def test_our_version_with_wrong_tables_is_quarantined(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / DB_FILENAME)
    conn.execute("CREATE TABLE profiles (id INTEGER PRIMARY KEY)")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    conn.commit()
    conn.close()
    with Database.open(tmp_path) as db:
        assert db.recovered_from is not None
        assert db.profiles.create("Ann").kind == "human"


def test_empty_file_becomes_a_database(tmp_path: Path) -> None:
    (tmp_path / DB_FILENAME).write_bytes(b"")
    with Database.open(tmp_path) as db:
        assert db.recovered_from is None
        assert db.schema_version == SCHEMA_VERSION


def test_unusable_data_folder_raises(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(DatabaseError) as info:
        Database.open(blocker / "data")
    assert info.value.code == "db_no_folder"  # a file is where the folder should be
