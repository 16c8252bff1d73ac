"""Faults, not damage: a busy, full or read-only database is never set aside; forged and odd files are refused.

Every test works on the real SQLite file and real files: a second process holds the lock, a tmpfs of a
few hundred KiB is really full, a read-only mount is really read-only (root ignores file modes).
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest
from fault_helpers import database_held, fill_disk, make_read_only, make_writable, small_file_system, tree
from store_helpers import lost_game, snapshot_won_game, times_for, won_game

from spider_qt.engine import Game
from spider_qt.store import (
    AUTOSAVE_FILENAME,
    DB_FILENAME,
    MAX_ACTIONS,
    MAX_SAVE_BYTES,
    Autosave,
    Database,
    DatabaseError,
    ProfileError,
    QuarantineFailed,
    RecordError,
    SaveFileError,
    SaveMeta,
    WriteFailed,
    load_game,
    save_game,
    started_from_deal,
)
from spider_qt.store.savefile import dumps_save

BUSY = 0.2  # seconds to wait for the other program: short, the test is about what happens next


def _healthy_database(folder: Path) -> None:
    with Database.open(folder) as db:
        ann = db.profiles.create("Ann")
        game = lost_game(deals=1)
        db.games.record(ann.id, game, time_used=9.0, action_times=times_for(game))


def _names(folder: Path) -> list[str]:
    with Database.open(folder, busy_timeout=BUSY) as db:
        return [p.name for p in db.profiles.for_picker()]


def _set_aside(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".bad-" in p.name)


# ---------------------------------------------------------------- 1. records only from real play


def _forged_save(score: int = 1_000_000, moves: int = 40) -> str:
    """A hand-edited save: its game starts from a snapshot already one move from the win, with a huge score."""
    game = snapshot_won_game(score=score, moves=moves)
    return dumps_save(game, SaveMeta(player="Mallory", time_used=1.0, action_times=(0.5,)))


def test_a_forged_won_snapshot_with_a_million_points_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "forged.spider"
    doc = json.loads(_forged_save(score=600))
    doc["game"]["start"]["score"] = 1_000_000  # edited by hand, as the issue found it
    doc["game"].pop("state")
    path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(SaveFileError) as info:
        load_game(path)  # the engine's range check: no game of 10,000 actions reaches that score
    assert info.value.code == "damaged" and info.value.path == path


def test_a_forged_won_snapshot_in_range_loads_and_plays_but_is_never_recorded(tmp_path: Path) -> None:
    path = tmp_path / "forged.spider"
    path.write_text(_forged_save(score=11_000), "utf-8")
    game, meta = load_game(path)  # playable and saveable: a position typed or loaded
    assert game.won and game.score == 11_099 and not started_from_deal(game)
    with Database.open(tmp_path) as db:
        mallory = db.profiles.create(meta.player)
        with pytest.raises(RecordError) as info:
            db.games.record(mallory.id, game, time_used=meta.time_used, action_times=meta.action_times)
        assert info.value.code == "not_from_deal"
        assert db.games.for_profile(mallory.id) == [] and db.stats.for_profile(mallory.id) == []


def test_a_record_is_recomputed_by_replaying_the_deal(tmp_path: Path) -> None:
    game = won_game(detours=1)
    doc = json.loads(game.to_json())
    # What the caller says about the score, moves or time does not count: the replay does.
    with Database.open(tmp_path) as db:
        ann = db.profiles.create("Ann")
        record = db.games.record(ann.id, Game.from_json(json.dumps(doc)), time_used=0.0, action_times=times_for(game))
        assert (record.score, record.moves, record.won, record.time_used) == (1171, 129, True, 1.5 * 129)
        assert record.from_deal and record.game().to_json() == game.to_json()
    # A save whose recorded state claims another score is refused outright by the engine's replay.
    doc["state"]["score"] = 1_000_000
    with pytest.raises(SaveFileError) as err:
        from spider_qt.store.savefile import loads_save

        loads_save(json.dumps({"format": "spider-duel-save", "version": 1, "game": doc, "meta": {}}))
    assert err.value.code == "damaged"


def test_rows_of_snapshot_games_from_older_versions_never_count(tmp_path: Path) -> None:
    """Migration 3 marks rows an older version recorded from snapshot games; statistics and duels skip them."""
    forged = snapshot_won_game(score=11_000)
    real = lost_game(deals=2)
    with Database.open(tmp_path) as db:
        ann = db.profiles.create("Ann")
        rival = db.profiles.create("Rival")
        honest = db.games.record(ann.id, real, time_used=5.0, action_times=times_for(real))
    conn = sqlite3.connect(tmp_path / DB_FILENAME)
    # As version 2 wrote it: a forged win with its huge score, straight from the file.
    conn.execute(
        """INSERT INTO games (profile_id, rules, suits, seed, score, moves, runs, won, time_used, helped,
               finished_at, game_json, action_times)
           VALUES (?, 'classic', 1, 3, ?, 41, 8, 1, 1.0, 0, '2024-01-01T00:00:00+00:00', ?, '[0.5]')""",
        (ann.id, forged.score, forged.to_json()),
    )
    conn.execute("ALTER TABLE games DROP COLUMN from_deal")  # the file as version 2 left it
    conn.execute("ALTER TABLE duels DROP COLUMN forfeit_by")
    conn.execute("ALTER TABLE profiles DROP COLUMN for_challenge")
    for later in ("DROP TABLE remote_duels", "DROP INDEX profiles_by_key", "ALTER TABLE profiles DROP public_key"):
        conn.execute(later)  # schema 7's
    conn.execute("ALTER TABLE games DROP COLUMN helped_apart")  # schema 6's
    conn.execute("PRAGMA user_version = 2")
    conn.commit()
    conn.close()
    with Database.open(tmp_path) as db:
        assert db.stats.for_profile(ann.id)[0].played == 1 and db.stats.get(ann.id, "classic", 1).played == 0
        bad = [r for r in db.games.for_profile(ann.id) if not r.from_deal]
        assert len(bad) == 1 and bad[0].score == 11_099
        with pytest.raises(RecordError) as info:
            db.duels.create_challenge(bad[0].id, invited=rival.id)
        assert info.value.code == "not_from_deal"
        assert db.duels.create_challenge(honest.id).status == "open"


# ---------------------------------------------------------------- 2. busy is not damaged


def test_a_database_locked_by_another_process_is_kept_and_reported(tmp_path: Path) -> None:
    _healthy_database(tmp_path)
    before = (tmp_path / DB_FILENAME).read_bytes()
    with database_held(tmp_path / DB_FILENAME, "exclusive"):
        with pytest.raises(DatabaseError) as info:
            Database.open(tmp_path, busy_timeout=BUSY)
        assert info.value.code == "db_locked"
        assert info.value.folder == tmp_path
        assert _set_aside(tmp_path) == []
    assert _set_aside(tmp_path) == []
    assert (tmp_path / DB_FILENAME).read_bytes() == before
    assert _names(tmp_path) == ["Ann"]  # the profiles are all there once the other program lets go


def test_a_database_busy_with_a_writer_opens_and_refuses_writes_until_free(tmp_path: Path) -> None:
    _healthy_database(tmp_path)
    # Reading goes on beside a writer (WAL); writing waits, then says the database is busy.
    with database_held(tmp_path / DB_FILENAME, "write"), Database.open(tmp_path, busy_timeout=BUSY) as db:
        assert [p.name for p in db.profiles.for_picker()] == ["Ann"]
        with pytest.raises(DatabaseError) as info:
            db.profiles.create("Bob")
        assert info.value.code == "db_locked"
    assert _names(tmp_path) == ["Ann"] and _set_aside(tmp_path) == []


# ---------------------------------------------------------------- 3. disk full


def test_a_large_change_on_a_full_disk_says_the_disk_is_full(tmp_path: Path) -> None:
    """Deleting a player of some 600 games writes part of the change before its end (over SQLite's 2 MB cache). On a
    full disk SQLite rolls it back itself, and the rollback asked for after that failed ("no transaction is
    active"), hiding the full disk: the player read that the statistics "could not be used"."""
    with small_file_system(tmp_path / "fs", 8192) as fs:
        data = fs / "data"
        with Database.open(data) as db:
            ann = db.profiles.create("Ann")
            game = lost_game(deals=2)
            row = (ann.id, game.score, game.moves, game.to_json(), json.dumps(times_for(game)))
            with db.transaction() as conn:
                conn.executemany(
                    """INSERT INTO games (profile_id, rules, suits, seed, score, moves, runs, won, time_used, helped,
                           finished_at, game_json, action_times)
                       VALUES (?, 'classic', 1, 1, ?, ?, 0, 0, 10.0, 0, '2026-12-01T10:00:00+00:00', ?, ?)""",
                    [row] * 600,
                )
        assert (data / DB_FILENAME).stat().st_size > 2 * 1024 * 1024
        with Database.open(data, busy_timeout=BUSY) as db:
            filler = fill_disk(fs)
            with pytest.raises(DatabaseError) as info:
                db.profiles.delete(ann.id, keep_history=False)
            assert info.value.code == "db_full", info.value
        filler.unlink()
        with Database.open(data) as db:
            assert db.stats.get(ann.id, "classic", 1).played == 600  # nothing of it was kept


def test_a_full_disk_never_sets_the_database_aside(tmp_path: Path) -> None:
    with small_file_system(tmp_path / "fs", 512) as fs:
        data = fs / "data"
        _healthy_database(data)
        filler = fill_disk(fs)
        for _ in range(2):  # with and without the -shm file left by the first try
            try:
                with Database.open(data, busy_timeout=BUSY) as db:
                    # SQLite could open it: the data are readable, writes say why they fail.
                    assert [p.name for p in db.profiles.for_picker()] == ["Ann"]
                    with pytest.raises(DatabaseError) as info:
                        for i in range(200):
                            db.profiles.create(f"Filler {i} " + "x" * 20)
                    assert info.value.code == "db_full"
            except DatabaseError as exc:
                assert exc.code == "db_full", exc
                assert exc.folder == data
            assert _set_aside(data) == []
        autosave = Autosave(data)
        game = Game.new("classic", 2, 5)
        with pytest.raises(WriteFailed) as write:
            autosave.save(game, SaveMeta())
        assert write.value.cause == "disk_full" and write.value.folder == data
        assert not autosave.exists() and [p.name for p in data.iterdir() if p.name.startswith(".")] == []
        filler.unlink()
        assert _names(data)[0] == "Ann"  # after space is freed: everything is still there
        assert _set_aside(data) == []


# ---------------------------------------------------------------- 4. numbers out of range


def _save_doc(game: Game, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"format": "spider-duel-save", "version": 1, "game": json.loads(game.to_json()), "meta": meta or {}}


@pytest.mark.parametrize(
    "edit",
    [
        pytest.param(lambda d: d["game"]["start"].update(moves=10**30), id="start-moves-1e30"),
        pytest.param(lambda d: d["game"]["start"].update(score=-(10**30)), id="start-score--1e30"),
        pytest.param(lambda d: d["meta"].update(profile_id=10**30), id="profile-id-1e30"),
        pytest.param(lambda d: d["meta"].update(duel_id=2**63), id="duel-id-2**63"),
        pytest.param(lambda d: d["meta"].update(time_used=1e300), id="time-1e300"),
        pytest.param(lambda d: d["meta"].update(time_limit=10**30), id="time-limit-1e30"),
        pytest.param(lambda d: d["game"].update(seed=10**30), id="seed-1e30"),
    ],
)
def test_out_of_range_numbers_are_refused_as_damaged(tmp_path: Path, edit: Any) -> None:
    game = snapshot_won_game(score=500, moves=3)
    doc = _save_doc(game, {"action_times": [0.0]})
    doc["game"]["state"] = None
    doc["game"].pop("state")
    edit(doc)
    autosave = Autosave(tmp_path)
    autosave.path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(SaveFileError) as info:
        autosave.load()
    assert info.value.code == "damaged"
    assert info.value.quarantined is not None  # set aside once, so the next start deals a game
    assert autosave.load() is None


# SQLite keeps any value in any column: a hand-edited database passes its own check and still holds text where a
# number belongs. Every part of the store reports such a value as ``db_bad_value``; the rows beside it are untouched.
BAD_VALUES = {
    "profile-created-at": ("UPDATE profiles SET created_at = 'garbage'", ("profile", "record")),
    "game-score-text": ("UPDATE games SET score = 'lots'", ("stats", "games")),
    "game-time-infinite": ("UPDATE games SET time_used = 9e999", ("stats", "games")),
    "game-action-times": ("UPDATE games SET action_times = 'oops'", ("games",)),
    "game-finished-at": ("UPDATE games SET finished_at = 'x'", ("games",)),
}


@pytest.mark.parametrize("edit", list(BAD_VALUES), ids=list(BAD_VALUES))
def test_a_hand_edited_value_is_reported_as_a_database_error_and_changes_nothing(tmp_path: Path, edit: str) -> None:
    sql, fails = BAD_VALUES[edit]
    with Database.open(tmp_path) as db:
        ann = db.profiles.create("Ann")
        game = won_game()
        db.games.record(ann.id, game, time_used=100.0, action_times=times_for(game))
    conn = sqlite3.connect(tmp_path / DB_FILENAME)
    conn.execute(sql)
    conn.commit()
    before = conn.execute("SELECT * FROM games").fetchall(), conn.execute("SELECT * FROM profiles").fetchall()
    conn.close()
    with Database.open(tmp_path) as db:
        assert db.recovered_from is None  # the file itself is sound: never set aside
        calls = {
            "profile": lambda: db.profiles.get(ann.id),
            "record": lambda: db.games.record(ann.id, lost_game(), time_used=5.0, action_times=times_for(lost_game())),
            "stats": lambda: db.stats.get(ann.id, "classic", 1),
            "games": lambda: db.games.for_profile(ann.id),
        }
        for name, call in calls.items():
            if name in fails:
                with pytest.raises(DatabaseError) as info:
                    call()
                assert info.value.code == "db_bad_value" and info.value.path == db.path, name
            else:
                call()
    conn = sqlite3.connect(tmp_path / DB_FILENAME)
    after = conn.execute("SELECT * FROM games").fetchall(), conn.execute("SELECT * FROM profiles").fetchall()
    conn.close()
    if "record" not in fails:
        after = ([r for r in after[0] if r[0] == before[0][0][0]], after[1])
    assert after == before


def test_an_autosave_claiming_1e30_moves_never_reaches_the_database(tmp_path: Path) -> None:
    start = snapshot_won_game(score=600).state()
    start.update(moves=10**30, over=True)
    doc = {
        "format": "spider-duel-save",
        "version": 1,
        "game": {
            "format": "spider-duel-game", "version": 1, "rules": "classic", "suits": 1, "seed": 3,
            "start": start, "history": [],
        },
        "meta": {"player": "Ann"},
    }  # fmt: skip
    (tmp_path / AUTOSAVE_FILENAME).write_text(json.dumps(doc), "utf-8")
    with pytest.raises(SaveFileError) as info:  # refused (the engine's range check), never an OverflowError
        Autosave(tmp_path).load()
    assert info.value.code == "damaged" and info.value.quarantined is not None
    assert Autosave(tmp_path).load() is None  # set aside once: the next start deals a game
    with Database.open(tmp_path) as db:
        assert db.query("SELECT count(*) FROM games")[0][0] == 0


# ---------------------------------------------------------------- 6 and 10. a folder that cannot be used


def test_a_data_folder_that_is_a_file_is_reported_not_raised_as_oserror(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    with pytest.raises(DatabaseError) as info:
        Database.open(blocker)
    assert info.value.code == "db_no_folder" and info.value.folder == blocker
    with pytest.raises(WriteFailed) as write:
        Autosave(blocker).save(Game.new("classic", 1, 1), SaveMeta())
    assert write.value.cause == "not_a_folder" and write.value.folder == blocker
    assert blocker.read_text() == "not a folder"


def test_a_folder_where_a_file_belongs_is_named_as_such(tmp_path: Path) -> None:
    (tmp_path / AUTOSAVE_FILENAME).mkdir()
    with pytest.raises(WriteFailed) as write:
        Autosave(tmp_path).save(Game.new("classic", 1, 1), SaveMeta())
    assert write.value.cause == "is_a_folder"  # not "a file is in the way where a folder should be"
    (tmp_path / DB_FILENAME).mkdir()
    with pytest.raises(DatabaseError) as info:
        Database.open(tmp_path)
    assert info.value.code == "db_failed" and "not a regular file" in info.value.message


def test_a_fifo_in_the_database_place_is_refused_without_waiting(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / DB_FILENAME)  # opening it for reading used to wait for a writer: the window never dealt
    with pytest.raises(DatabaseError) as info:
        Database.open(tmp_path)
    assert info.value.code == "db_failed" and "not a regular file" in info.value.message


def test_an_autosave_this_user_cannot_read_is_moved_aside_not_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Left by a run as another user (root ignores file modes, so the refusal is simulated): left in place, the next
    game's first autosave used to replace it."""
    game = lost_game()
    autosave = Autosave(tmp_path)
    autosave.save(game, SaveMeta(player="Ann", time_used=9.0, action_times=tuple(times_for(game))))
    before = autosave.path.read_bytes()
    real_open = os.open

    def refuse(path: Any, flags: int, *args: Any) -> int:
        if Path(path) == autosave.path:
            raise PermissionError(13, "Permission denied", str(path))
        return int(real_open(path, flags, *args))

    monkeypatch.setattr(os, "open", refuse)
    with pytest.raises(SaveFileError) as info:
        autosave.load()
    monkeypatch.undo()
    assert info.value.code == "unreadable" and info.value.quarantined is not None
    assert info.value.quarantined.read_bytes() == before
    autosave.save(Game.new("classic", 1, 1), SaveMeta())  # the next game's autosave
    assert info.value.quarantined.read_bytes() == before


def test_a_read_only_file_system_is_reported_as_read_only(tmp_path: Path) -> None:
    with small_file_system(tmp_path / "fs", 1024) as fs:
        data = fs / "data"
        _healthy_database(data)
        game = Game.new("classic", 2, 9)
        game.play(game.legal_moves()[0])
        Autosave(data).save(game, SaveMeta(player="Ann", action_times=(1.0,), time_used=1.0))
        make_read_only(fs)
        try:
            before = tree(fs)
            try:
                with Database.open(data, busy_timeout=BUSY) as db:
                    assert [p.name for p in db.profiles.for_picker()] == ["Ann"]
            except DatabaseError as exc:
                assert exc.code == "db_read_only", exc
                assert exc.folder == data
            autosave = Autosave(data)
            loaded = autosave.load()  # reading still works: the game goes on
            assert loaded is not None and loaded[0].history == game.history
            with pytest.raises(WriteFailed) as write:
                autosave.save(loaded[0], loaded[1])
            assert write.value.cause == "read_only" and write.value.folder == data
            with pytest.raises(DatabaseError) as missing:
                Database.open(fs / "never-made")
            assert missing.value.code == "db_read_only" and missing.value.folder == fs / "never-made"
            assert tree(fs) == before
        finally:
            make_writable(fs)


def test_a_damaged_file_in_a_read_only_folder_is_left_and_the_cause_named(tmp_path: Path) -> None:
    with small_file_system(tmp_path / "fs", 512) as fs:
        (fs / DB_FILENAME).write_bytes(b"SQLite format 3\x00" + b"\x00" * 84 + b"\x5a" * 4000)
        (fs / AUTOSAVE_FILENAME).write_bytes(b'{"format": "spider-duel-save", "vers')
        make_read_only(fs)
        try:
            with pytest.raises(QuarantineFailed) as info:
                Database.open(fs)
            assert info.value.cause == "read_only" and info.value.folder == fs
            with pytest.raises(SaveFileError) as bad:
                Autosave(fs).load()
            assert bad.value.code == "bad_json" and bad.value.quarantined is None
            failed = bad.value.quarantine_error
            assert failed is not None and failed.cause == "read_only"
            assert sorted(p.name for p in fs.iterdir()) == [AUTOSAVE_FILENAME, DB_FILENAME]
        finally:
            make_writable(fs)


# ---------------------------------------------------------------- 7 and 8. only regular files, of a sane size


def _load_in_thread(path: Path) -> list[object]:
    """Load ``path`` in a thread; returns what came out (a hang shows as an empty list after the guard)."""
    out: list[object] = []

    def run() -> None:
        try:
            out.append(load_game(path))
        except SaveFileError as exc:
            out.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(timeout=30)  # a guard against a hang, not a measurement
    return out


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / AUTOSAVE_FILENAME
    os.mkfifo(fifo)
    (result,) = _load_in_thread(fifo)
    assert isinstance(result, SaveFileError) and result.code == "not_regular" and result.path == fifo
    with pytest.raises(SaveFileError) as info:
        Autosave(tmp_path).load()
    assert info.value.code == "not_regular"
    assert fifo.is_fifo()  # left in place: not ours to move


def test_a_file_over_the_cap_is_refused_unread(tmp_path: Path) -> None:
    big = tmp_path / "big.spider"
    with big.open("wb") as f:
        f.truncate(MAX_SAVE_BYTES + 1)  # sparse: the size alone refuses it
    with pytest.raises(SaveFileError) as info:
        load_game(big)
    assert info.value.code == "too_large"


def longest_game(actions: int = MAX_ACTIONS) -> Game:
    """A legal game of exactly ``actions`` actions (moves and undos on a 1-suit classic deal); at the cap, the last
    is Done (the engine keeps room for it and refuses any other action there)."""
    game = Game.new("classic", 1, 12)
    if actions >= MAX_ACTIONS:
        game = longest_game(MAX_ACTIONS - 1)
        game.finish()
        return game
    while len(game.history) < actions:
        moves = [m for m in game.legal_moves() if m.kind == "move"]
        if moves and len(game.history) < actions - 1:
            game.play(moves[len(game.history) % len(moves)])
            game.undo()
        elif game.can_undo():
            game.undo()
        else:
            game.play(game.legal_moves()[0])
    return game


def test_the_longest_accepted_game_fits_the_cap_and_one_more_action_is_refused(tmp_path: Path) -> None:
    game = longest_game()
    path = tmp_path / "longest.spider"
    redo = ["m 0 1 1"] * MAX_ACTIONS  # the largest redo list too
    meta = SaveMeta(player="x" * 32, time_used=8e6, action_times=tuple(8e6 / 3 for _ in game.history))
    save_game(path, game, SaveMeta(**{**_meta_dict(meta), "extra": {"redo": redo}}))
    assert path.stat().st_size < MAX_SAVE_BYTES
    loaded, _ = load_game(path)
    assert loaded.history == game.history
    doc = json.loads(path.read_text("utf-8"))
    doc["game"]["history"].append("undo")
    doc["game"].pop("state")
    doc["meta"]["action_times"].append(1.0)
    path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(SaveFileError) as info:
        load_game(path)
    assert info.value.code == "damaged"


def _meta_dict(meta: SaveMeta) -> dict[str, Any]:
    return {k: getattr(meta, k) for k in SaveMeta.__slots__ if k != "extra"}


# ---------------------------------------------------------------- 9. a newer version's autosave


def test_a_newer_autosave_is_left_untouched_and_this_version_saves_beside_it(tmp_path: Path) -> None:
    newer = tmp_path / AUTOSAVE_FILENAME
    newer.write_text(json.dumps({"format": "spider-duel-save", "version": 99, "game": {}, "future": [1, 2]}))
    before, mtime = newer.read_bytes(), newer.stat().st_mtime_ns
    autosave = Autosave(tmp_path)
    assert autosave.load() is None
    assert autosave.newer_file == newer
    game = Game.new("duel", 2, 77)
    game.play(game.legal_moves()[0])
    autosave.save(game, SaveMeta(player="Ann", action_times=(2.0,), time_used=2.0))
    assert newer.read_bytes() == before and newer.stat().st_mtime_ns == mtime
    again = Autosave(tmp_path)  # the next start finds this version's game again
    loaded = again.load()
    assert loaded is not None and loaded[0].history == game.history and again.newer_file == newer
    again.clear()
    assert newer.read_bytes() == before and _set_aside(tmp_path) == []


# ---------------------------------------------------------------- 11. names


@pytest.fixture
def db(tmp_path: Path) -> Any:
    with Database.open(tmp_path) as database:
        yield database


@pytest.mark.parametrize(
    "look_alike",
    ["\u0410lice", "A\u217cice", "ALICE\u200b", "\uff21lice", "Al\u0131ce", "AIice", "A1ice", "Al\u0456ce"],
)
def test_look_alikes_of_an_existing_profile_are_refused_naming_it(db: Database, look_alike: str) -> None:
    db.profiles.create("Alice")
    with pytest.raises(ProfileError) as info:
        db.profiles.create(look_alike)
    assert info.value.code in ("name_confusable", "name_taken", "name_invalid")
    if info.value.code == "name_confusable":
        assert info.value.existing == "Alice"
    assert [p.name for p in db.profiles.for_picker()] == ["Alice"]


def test_a_cyrillic_a_names_the_latin_profile(db: Database) -> None:
    db.profiles.create("Alice")
    with pytest.raises(ProfileError) as info:
        db.profiles.create("\u0410lice")  # Cyrillic capital A
    assert (info.value.code, info.value.existing) == ("name_confusable", "Alice")
    bob = db.profiles.create("Bob")
    with pytest.raises(ProfileError) as info:
        db.profiles.rename(bob.id, "\u0430lice")
    assert info.value.code == "name_confusable"
    assert db.profiles.rename(bob.id, "BOB").name == "BOB"  # its own look-alike is itself


def test_names_are_nfkc_normalised(db: Database) -> None:
    p = db.profiles.create("\uff2a\uff4f")  # full-width "Jo"
    assert p.name == "Jo"
    assert db.profiles.find("\uff4a\uff4f") == p


@pytest.mark.parametrize(
    "name",
    [
        "\U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466",  # family: a ZWJ sequence
        "\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f",  # flag of Scotland: tags
        "\u2764\ufe0f Ann",  # red heart with its emoji variation selector
        "\U0001f469\U0001f3fd\u200d\U0001f4bb",  # woman technologist, medium skin tone
    ],
)
def test_emoji_sequences_are_accepted(db: Database, name: str) -> None:
    assert db.profiles.create(name).name == name


@pytest.mark.parametrize(
    "name", ["Ann\u202eevil", "Al\u200dice", "\u200dAnn", "Ann\u0000", "A\u2028B", "Ann\U000e0067", "x\ue000"]
)
def test_control_and_formatting_characters_outside_emoji_are_refused(db: Database, name: str) -> None:
    with pytest.raises(ProfileError) as info:
        db.profiles.create(name)
    assert info.value.code == "name_invalid"


def test_reserved_names_cover_every_computer_level() -> None:
    from spider_qt.ai import LEVELS
    from spider_qt.store import RESERVED_NAMES

    assert set(LEVELS) <= set(RESERVED_NAMES)
