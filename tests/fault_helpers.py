"""Real faults for the store and end-to-end tests: a small or read-only file system, a database held locked."""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
import sys
import textwrap
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

# The other program: opens the database, takes the lock, says so, and keeps it until its stdin closes.
_HOLDER = textwrap.dedent(
    """
    import sqlite3, sys
    conn = sqlite3.connect(sys.argv[1], isolation_level=None)
    if sys.argv[2] == "exclusive":
        # No reader gets in either: what a database browser with an open write transaction can do.
        conn.execute("PRAGMA locking_mode = EXCLUSIVE")
    conn.execute("BEGIN EXCLUSIVE")
    conn.execute("CREATE TABLE IF NOT EXISTS holder_was_here (x)")
    print("locked", flush=True)
    sys.stdin.read()
    conn.execute("ROLLBACK")
    conn.close()
    """
)


@contextlib.contextmanager
def database_held(path: Path, mode: str = "exclusive") -> Iterator[subprocess.Popen[str]]:
    """A second process holding ``path`` locked (``"exclusive"``: reads blocked too; ``"write"``: writes only)."""
    proc = subprocess.Popen(
        [sys.executable, "-c", _HOLDER, str(path), mode],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "locked"
        yield proc
    finally:
        if proc.stdin is not None:
            proc.stdin.close()
        proc.wait(timeout=30)


def _mount(args: list[str]) -> str | None:
    """Run ``mount``; the reason it failed, or ``None``."""
    if os.geteuid() != 0:
        return "mounting a test file system needs root"
    try:
        done = subprocess.run(["mount", *args], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"mount failed: {exc}"
    return None if done.returncode == 0 else f"mount failed: {done.stderr.strip()}"


@contextlib.contextmanager
def small_file_system(where: Path, size_kib: int) -> Iterator[Path]:
    """A tmpfs of ``size_kib`` KiB mounted at ``where`` (skips the test, with the reason, when it cannot be)."""
    where.mkdir(parents=True, exist_ok=True)
    problem = _mount(["-t", "tmpfs", "-o", f"size={size_kib}k,mode=0755", "tmpfs", str(where)])
    if problem is not None:
        pytest.skip(problem)
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False, timeout=30)


def make_read_only(where: Path) -> None:
    """Remount the test file system at ``where`` read-only (root ignores file modes, a read-only mount it cannot)."""
    problem = _mount(["-o", "remount,ro", str(where)])
    if problem is not None:
        pytest.skip(problem)


def make_writable(where: Path) -> None:
    """Remount the test file system at ``where`` read-write again."""
    problem = _mount(["-o", "remount,rw", str(where)])
    assert problem is None, problem


def fill_disk(folder: Path) -> Path:
    """Write a filler file in ``folder`` until the disk is full; return it (delete it to free the space)."""
    filler = folder / f"filler-{uuid.uuid4().hex}"
    block = b"\xff" * 4096
    with open(filler, "wb", buffering=0) as f:
        while True:
            try:
                f.write(block)
            except OSError as exc:
                assert exc.errno == errno.ENOSPC, exc
                break
    # tmpfs may still take a few bytes; take those too.
    with contextlib.suppress(OSError), open(filler, "ab", buffering=0) as f:
        while f.write(b"\xff"):
            pass
    return filler


def tree(folder: Path) -> dict[str, bytes]:
    """Every regular file under ``folder`` with its bytes (to show nothing was moved, changed or deleted)."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}
