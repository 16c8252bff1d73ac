"""The real app on a misbehaving data folder: busy, full, read-only or blocked folders, a FIFO, forged and
out-of-range autosaves, and a deal asked for on the command line while a game is unfinished."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from fault_helpers import database_held, fill_disk, make_read_only, make_writable, small_file_system, tree

from spider_qt.engine import Game
from spider_qt.store import AUTOSAVE_FILENAME, DB_FILENAME, KEPT_FOLDER, Database, load_game

GUARD = 120.0  # seconds: a guard against a hang, never a measurement


def _run(folder: Path, *extra: str, config: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    command = [sys.executable, "-m", "spider_qt", "--data-dir", str(folder), "--config-dir", str(config or folder)]
    return subprocess.run([*command, *extra], capture_output=True, text=True, env=env, timeout=GUARD)


def _play(folder: Path, actions: int, *extra: str, config: Path | None = None) -> subprocess.CompletedProcess[str]:
    done = _run(folder, "--autoplay", str(actions), "--autoplay-seed", "3", *extra, config=config)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    return done


def _played(done: subprocess.CompletedProcess[str]) -> list[str]:
    return [line.removeprefix("played ") for line in done.stdout.splitlines() if line.startswith("played ")]


def _with_profile(folder: Path, name: str = "Ann") -> None:
    with Database.open(folder) as db:
        db.profiles.create(name)


def _bad_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*.bad-*"))


def test_a_locked_database_keeps_its_profiles_and_the_game_goes_on(tmp_path: Path) -> None:
    _with_profile(tmp_path)
    with database_held(tmp_path / DB_FILENAME, "exclusive"):
        done = _play(tmp_path, 4)
    assert len(_played(done)) == 4  # play went on, autosaved
    assert "in use by another program" in done.stderr and str(tmp_path) in done.stderr
    assert _bad_files(tmp_path) == []
    with Database.open(tmp_path) as db:
        assert [p.name for p in db.profiles.for_picker()] == ["Ann"]


def test_a_full_disk_at_start_up_moves_nothing_and_says_so(tmp_path: Path) -> None:
    with small_file_system(tmp_path / "fs", 1024) as fs:
        data = fs / "data"
        _with_profile(data)
        first = _play(data, 3)
        kept = load_game(data / AUTOSAVE_FILENAME)[0].history
        assert kept == _played(first)
        filler = fill_disk(fs)
        done = _play(data, 3)
        assert "is full" in done.stderr and str(data) in done.stderr
        assert _bad_files(data) == []
        # The previous autosave is intact: what was saved before the disk filled up is still there.
        assert load_game(data / AUTOSAVE_FILENAME)[0].history[: len(kept)] == kept
        filler.unlink()
        again = _play(data, 1)
        assert "is full" not in again.stderr
        with Database.open(data) as db:
            assert "Ann" in [p.name for p in db.profiles.for_picker()]  # not an empty, new database


def test_a_data_folder_that_cannot_be_created_is_reported_and_play_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("in the way")
    done = _play(blocker / "data", 3, config=tmp_path)
    assert len(_played(done)) == 3
    assert str(blocker / "data") in done.stderr
    assert "cannot be created" in done.stderr and "a file is in the way" in done.stderr
    with small_file_system(tmp_path / "fs", 256) as fs:
        make_read_only(fs)
        try:
            done = _play(fs / "data", 2, config=tmp_path)
            assert len(_played(done)) == 2
            assert "read-only" in done.stderr and str(fs / "data") in done.stderr
            assert "damaged" not in done.stderr
        finally:
            make_writable(fs)


def test_a_read_only_data_folder_with_a_game_resumes_it_and_names_the_cause(tmp_path: Path) -> None:
    with small_file_system(tmp_path / "fs", 1024) as fs:
        data = fs / "data"
        first = _play(data, 3, config=tmp_path)
        make_read_only(fs)
        try:
            before = tree(fs)
            done = _play(data, 2, config=tmp_path)
            assert "could not be moved aside" not in done.stderr  # not taken for damage
            assert "read-only" in done.stderr and str(data) in done.stderr
            assert tree(fs) == before
        finally:
            make_writable(fs)
        assert load_game(data / AUTOSAVE_FILENAME)[0].history == _played(first)


def test_a_fifo_named_like_the_autosave_does_not_freeze_start_up(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / AUTOSAVE_FILENAME)
    done = _play(tmp_path, 2)  # the guard would stop a frozen start
    assert "not a regular file" in done.stderr and str(tmp_path) in done.stderr


def _autosave_doc(game: Game, meta: dict[str, object]) -> str:
    return json.dumps({"format": "spider-duel-save", "version": 1, "game": json.loads(game.to_json()), "meta": meta})


def test_forged_and_out_of_range_autosaves_are_never_recorded(tmp_path: Path) -> None:
    # A won snapshot with a huge score, and a snapshot claiming 10**30 moves: each the autosave at a start.
    game = Game.new("classic", 1, 4)
    doc = json.loads(_autosave_doc(game, {"player": "Mallory"}))
    start = game.state()
    for edit in ({"score": 1_000_000}, {"moves": 10**30}):
        doc["game"]["start"] = {**start, **edit}
        doc["game"].pop("state", None)
        (tmp_path / AUTOSAVE_FILENAME).write_text(json.dumps(doc))
        done = _play(tmp_path, 2)
        assert "damaged" in done.stderr and "Traceback" not in done.stderr
        assert len(_played(done)) == 2  # a new game was dealt and played
    with Database.open(tmp_path) as db:
        assert db.profiles.find("Mallory") is None
        assert db.query("SELECT count(*) FROM games")[0][0] == 0


def test_a_deal_asked_for_keeps_the_unfinished_game_to_open_later(tmp_path: Path) -> None:
    first = _play(tmp_path, 5)
    unfinished = _played(first)
    done = _play(tmp_path, 1, "--rules", "duel", "--suits", "1", "--deal", "77")
    assert "Unfinished game kept" in done.stderr
    (kept,) = sorted((tmp_path / KEPT_FOLDER).glob("*.spider"))
    assert str(kept) in done.stderr
    assert load_game(kept)[0].history == unfinished  # nothing lost, nothing recorded as lost
    now = load_game(tmp_path / AUTOSAVE_FILENAME)[0]
    assert (now.rules, now.suits, now.seed) == ("duel", 1, 77)
    settings = (tmp_path / "spider-duel.ini").read_text("utf-8")
    assert kept.name in settings  # listed under Open recent
    with Database.open(tmp_path) as db:
        assert db.query("SELECT count(*) FROM games")[0][0] == 0
