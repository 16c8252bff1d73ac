"""``read_at_most``: the capped read behind saved games, duel messages and the duels folder."""

from __future__ import annotations

import os
from pathlib import Path

from spider_qt.store.atomic import read_at_most


def _read(path: Path, limit: int) -> bytes:
    fd = os.open(path, os.O_RDONLY)
    try:
        return read_at_most(fd, limit)
    finally:
        os.close(fd)


def test_a_file_within_the_limit_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_bytes(b"x" * 10)
    assert _read(path, 10) == b"x" * 10
    assert _read(path, 100) == b"x" * 10


def test_a_larger_file_is_read_one_byte_past_the_limit_and_no_further(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_bytes(b"0123456789" * 1000)
    assert _read(path, 25) == b"01234567890123456789012345"


def test_an_empty_file_reads_as_nothing(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_bytes(b"")
    assert _read(path, 5) == b""
