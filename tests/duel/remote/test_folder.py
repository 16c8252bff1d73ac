"""The duels folder scanner: sync noise ignored, half-written files waited for, conflict copies as duplicates."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from spider_qt.duel.remote import DuelsFolder, scan_duels_folder
from spider_qt.duel.remote.folder import SETTLE_SECONDS, FolderState

from .conftest import Duel

# Files in these tests get an old time (T0) unless a test says otherwise; scans happen at NOW.
T0 = 1_700_000_000.0
NOW = T0 + 3600


def _put(folder: Path, name: str, data: bytes, at: float = T0) -> Path:
    path = folder / name
    path.write_bytes(data)
    os.utime(path, (at, at))
    return path


def test_messages_are_found_once(tmp_path: Path, golden: Duel) -> None:
    _put(tmp_path, golden.challenge.file_name(), golden.challenge.json_form())
    _put(tmp_path, golden.answer.file_name(), golden.answer.text_form().encode())
    folder = DuelsFolder(tmp_path)
    first = folder.scan(now=NOW)
    assert [m.kind for _, m in first.new] == ["answer", "challenge"]  # in name order
    assert first.duplicates == first.refused == first.pending == []
    again = folder.scan(now=NOW + 60)
    assert again.new == again.duplicates == again.refused == again.pending == []


def test_temporary_hidden_and_foreign_files_are_ignored(tmp_path: Path, golden: Duel) -> None:
    data = golden.challenge.json_form()
    for name in (
        ".syncthing.x.spiderduel.tmp",
        "~syncthing~x.spiderduel.tmp",
        ".x.spiderduel.abcd1234.tmp",
        ".hidden.spiderduel",
        "~lock.spiderduel",
        "notes.txt",
        "x.spiderduel.part",
        "x.spiderduel.~tmp",
        "x.spiderduel.!sync",
        ".x.spiderduel.~1a2b3c4d",
        "~$x.spiderduel",
        "y.syncthing.z.spiderduel",
    ):
        _put(tmp_path, name, data)
    (tmp_path / "sub.spiderduel").mkdir()
    scan = scan_duels_folder(tmp_path, now=NOW)
    assert scan.new == scan.duplicates == scan.refused == scan.pending == []


def test_a_file_being_written_waits_until_it_is_still(tmp_path: Path, golden: Duel) -> None:
    data = golden.reveal.json_form()
    half = _put(tmp_path, golden.reveal.file_name(), data[: len(data) // 2], at=NOW - 1)
    folder = DuelsFolder(tmp_path)
    first = folder.scan(now=NOW)
    assert first.pending == [half] and first.new == first.refused == []
    _put(tmp_path, half.name, data, at=NOW + 1)  # the rest arrived: changed since the last scan, so still pending
    second = folder.scan(now=NOW + 2)
    assert second.pending == [half] and second.new == []
    third = folder.scan(now=NOW + 3)  # unchanged since the last scan: read
    assert [m.digest for _, m in third.new] == [golden.reveal.digest] and third.pending == []


def test_a_half_written_file_seen_unchanged_by_two_quick_scans_is_not_refused(tmp_path: Path, golden: Duel) -> None:
    # The bug: a file unchanged between two scans counted as whole, so a writer's pause between two quick scans (the
    # watcher's, then the window's activation) had its first half refused and called a bad file.
    data = golden.answer.json_form()
    half = _put(tmp_path, golden.answer.file_name(), data[: len(data) // 2], at=NOW)
    folder = DuelsFolder(tmp_path)
    assert folder.scan(now=NOW + 0.3).pending == [half]
    second = folder.scan(now=NOW + 0.5)  # the writer paused: unchanged, and not a message yet
    assert second.pending == [half] and second.refused == second.new == []
    _put(tmp_path, half.name, data, at=NOW + 1)
    assert folder.scan(now=NOW + 1.3).pending == [half]
    whole = folder.scan(now=NOW + 1.5)
    assert [m.digest for _, m in whole.new] == [golden.answer.digest] and whole.refused == whole.pending == []


def test_a_bad_file_is_refused_once_it_has_stayed_the_same_long_enough(tmp_path: Path, golden: Duel) -> None:
    bad = _put(tmp_path, "bad.spiderduel", b'{"format": "spider-duel", ', at=NOW)
    folder = DuelsFolder(tmp_path)
    assert folder.scan(now=NOW + 1).pending == [bad]
    assert folder.scan(now=NOW + 2).pending == [bad]
    settled = folder.scan(now=NOW + 1 + SETTLE_SECONDS)  # the same since the first scan saw it, long enough
    assert [(p, e.code) for p, e in settled.refused] == [(bad, "not_json")] and settled.pending == []
    assert folder.scan(now=NOW + 2 + SETTLE_SECONDS).refused == []  # told once


def test_a_file_old_enough_is_read_at_first_sight(tmp_path: Path, golden: Duel) -> None:
    _put(tmp_path, "a.spiderduel", golden.challenge.json_form(), at=NOW - SETTLE_SECONDS)
    assert len(scan_duels_folder(tmp_path, now=NOW).new) == 1


def test_conflict_copies_are_duplicates(tmp_path: Path, golden: Duel) -> None:
    name = golden.answer.file_name()
    _put(tmp_path, name, golden.answer.json_form())
    _put(tmp_path, name.replace(".spiderduel", ".sync-conflict-20261204-203000-ABCDEFG.spiderduel"),
         golden.answer.text_form().encode())  # fmt: skip
    _put(tmp_path, name.replace(".spiderduel", " (conflicted copy 2026-12-04).spiderduel"), golden.answer.json_form())
    scan = scan_duels_folder(tmp_path, now=NOW)
    assert len(scan.new) == 1 and len(scan.duplicates) == 2


def test_a_bad_file_is_told_once_and_again_when_it_changes(tmp_path: Path, golden: Duel) -> None:
    bad = _put(tmp_path, "bad.spiderduel", b"{not json")
    folder = DuelsFolder(tmp_path)
    first = folder.scan(now=NOW)
    assert [(p, e.code) for p, e in first.refused] == [(bad, "not_json")]
    assert folder.scan(now=NOW + 1).refused == []
    _put(tmp_path, "bad.spiderduel", golden.challenge.json_form(), at=T0 + 5)
    assert [m.kind for _, m in folder.scan(now=NOW + 2).new] == ["challenge"]


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks")
def test_symlinks_are_never_followed(tmp_path: Path, golden: Duel) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    target = _put(outside, "real.spiderduel", golden.challenge.json_form())
    duels = tmp_path / "duels"
    duels.mkdir()
    (duels / "link.spiderduel").symlink_to(target)
    scan = scan_duels_folder(duels, now=NOW)
    assert scan.new == scan.refused == scan.pending == []
    folder = DuelsFolder(duels)
    (duels / golden.challenge.file_name()).symlink_to(target)
    with pytest.raises(FileExistsError):
        folder.write(golden.challenge)


def test_a_missing_folder_is_an_empty_scan(tmp_path: Path) -> None:
    scan = scan_duels_folder(tmp_path / "gone", FolderState(), now=NOW)
    assert scan.new == scan.pending == []


def test_writing_our_own_files(tmp_path: Path, golden: Duel) -> None:
    folder = DuelsFolder(tmp_path)
    path = folder.write(golden.challenge)
    assert path == tmp_path / "01234567-challenge-KZDVVJ2U.spiderduel"
    assert path.read_bytes() == golden.challenge.json_form()
    assert folder.write(golden.challenge) == path  # the same bytes again: nothing to do
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temporary left
    os.utime(path, (T0, T0))
    scan = folder.scan(now=NOW)
    assert scan.new == [] and scan.duplicates == [path]  # our own message is not news
    path.write_bytes(b"someone else's")
    with pytest.raises(FileExistsError):
        folder.write(golden.challenge)
    assert path.read_bytes() == b"someone else's"


def test_writing_makes_the_pair_folder(tmp_path: Path, golden: Duel) -> None:
    folder = DuelsFolder(tmp_path / "KZDVVJ2U-ET3O22WL")
    path = folder.write(golden.answer)
    assert path.parent == tmp_path / "KZDVVJ2U-ET3O22WL" and path.read_bytes() == golden.answer.json_form()
