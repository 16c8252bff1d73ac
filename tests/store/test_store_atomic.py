"""Atomic writes survive failures; damaged files are set aside under unique names."""

from __future__ import annotations

import errno
import os
from datetime import datetime
from pathlib import Path

import pytest

from spider_qt.store import (
    StoreError,
    WriteFailed,
    atomic_write_bytes,
    atomic_write_text,
    quarantine,
    remove_leftover_temp_files,
)


def _leftovers(folder: Path, keep: set[str]) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name not in keep)


def test_write_creates_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "a.txt"
    atomic_write_text(target, "first\n")
    assert target.read_text(encoding="utf-8") == "first\n"
    atomic_write_bytes(target, b"second")
    assert target.read_bytes() == b"second"
    assert _leftovers(tmp_path, {"a.txt"}) == []


def test_write_keeps_file_mode(tmp_path: Path) -> None:
    target = tmp_path / "a.txt"
    target.write_text("x")
    os.chmod(target, 0o640)
    atomic_write_text(target, "y")
    assert target.stat().st_mode & 0o777 == 0o640


@pytest.mark.parametrize("failing", ["write", "fsync"])
def test_disk_full_keeps_old_file_and_leaves_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    target = tmp_path / "stats.csv"
    target.write_bytes(b"old content")

    def disk_full(*args: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, failing, disk_full)
    with pytest.raises(WriteFailed) as info:
        atomic_write_text(target, "new content" * 1000)
    monkeypatch.undo()
    assert info.value.code == "write_failed"
    assert info.value.errno == errno.ENOSPC
    assert isinstance(info.value, StoreError)
    assert target.read_bytes() == b"old content"
    assert _leftovers(tmp_path, {"stats.csv"}) == []


def test_write_into_missing_folder_fails_cleanly(tmp_path: Path) -> None:
    with pytest.raises(WriteFailed) as info:
        atomic_write_text(tmp_path / "nope" / "a.txt", "x")
    assert info.value.code == "write_failed"


def test_quarantine_names_are_timestamped_and_unique(tmp_path: Path) -> None:
    moment = datetime(2024, 5, 17, 9, 8, 7)
    moved = []
    for content in (b"one", b"two", b"three"):
        bad = tmp_path / "autosave.spider"
        bad.write_bytes(content)
        moved.append(quarantine(bad, now=moment))
        assert not bad.exists()
    assert [p.name for p in moved] == [
        "autosave.spider.bad-20240517-090807",
        "autosave.spider.bad-20240517-090807-1",
        "autosave.spider.bad-20240517-090807-2",
    ]
    assert [p.read_bytes() for p in moved] == [b"one", b"two", b"three"]


def test_quarantine_of_missing_file_raises(tmp_path: Path) -> None:
    with pytest.raises(StoreError) as info:
        quarantine(tmp_path / "missing")
    assert info.value.code == "quarantine_failed"


def test_leftover_temp_files_are_removed_and_only_they(tmp_path: Path) -> None:
    import tempfile

    fd, name = tempfile.mkstemp(prefix=".stats.csv.", suffix=".tmp", dir=tmp_path)  # as a killed write leaves it
    os.close(fd)
    (tmp_path / "stats.csv").write_text("kept")
    (tmp_path / "own.tmp").write_text("kept")
    (tmp_path / ".folder.abcdefgh.tmp").mkdir()
    (tmp_path / ".link.abcdefgh.tmp").symlink_to(tmp_path / "stats.csv")
    assert remove_leftover_temp_files(tmp_path) == [Path(name)]
    assert _leftovers(tmp_path, set()) == [".folder.abcdefgh.tmp", ".link.abcdefgh.tmp", "own.tmp", "stats.csv"]
    assert remove_leftover_temp_files(tmp_path / "missing") == []
