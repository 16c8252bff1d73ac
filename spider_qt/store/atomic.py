"""Atomic file writes and setting damaged files aside."""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
from datetime import datetime
from pathlib import Path

from .errors import QuarantineFailed, WriteFailed

__all__ = ["atomic_write_bytes", "atomic_write_text", "quarantine", "remove_leftover_temp_files"]

#: The temporary file's name: ``.<target name>.`` + tempfile's eight random characters + ``.tmp``.
_TEMP_NAME = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path`` with ``data`` so that readers see either the old or the new file, never a mix.

    The data goes to a temporary file in the same folder, is flushed to disk, renamed over the
    target and the folder entry is flushed too.

    Raises:
        WriteFailed: the write failed (e.g. disk full); the old file is intact, no temp file remains.
    """
    target = Path(path)
    folder = target.parent
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise WriteFailed(target, exc) from exc
    tmp = Path(tmp_name)
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        with contextlib.suppress(OSError):
            # Keep the permissions the player gave the old file; a new one stays private (0600).
            os.chmod(tmp, stat.S_IMODE(target.stat().st_mode))
        os.replace(tmp, target)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            tmp.unlink()
        if isinstance(exc, OSError):
            raise WriteFailed(target, exc) from exc
        raise
    _fsync_folder(folder)


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Replace ``path`` with ``text`` as UTF-8, atomically (line endings are written as given).

    Raises:
        WriteFailed: the write failed; the old file is intact, no temp file remains.
    """
    atomic_write_bytes(path, text.encode("utf-8"))


def remove_leftover_temp_files(folder: str | os.PathLike[str]) -> list[Path]:
    """Delete the temporary files that writes into ``folder`` left behind when killed; return them.

    A write killed between creating its temporary file and renaming it (a crash, a power cut, SIGKILL)
    leaves a hidden ``.<name>.XXXXXXXX.tmp`` beside its target; the target itself is intact. Call this
    only while nothing else can be writing into the folder (the app holds the data folder's lock).
    Only regular files whose names have exactly that form are touched; anything unreadable is skipped.
    """
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        try:
            if not _TEMP_NAME.fullmatch(entry.name) or not entry.is_file(follow_symlinks=False):
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def _fsync_folder(folder: Path) -> None:
    # The rename is durable only once the folder is flushed; Windows cannot open folders, so skip there.
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(folder, flags)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def quarantine(path: str | os.PathLike[str], now: datetime | None = None) -> Path:
    """Move a damaged file aside as ``<name>.bad-YYYYmmdd-HHMMSS`` (``-1``, ``-2``… if taken); return its new path.

    Raises:
        QuarantineFailed: the file could not be moved.
    """
    source = Path(path)
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    base = f"{source.name}.bad-{stamp}"
    candidate = source.with_name(base)
    n = 0
    while candidate.exists() or candidate.is_symlink():
        n += 1
        candidate = source.with_name(f"{base}-{n}")
    try:
        os.rename(source, candidate)
    except OSError as exc:
        raise QuarantineFailed(source, exc) from exc
    _fsync_folder(source.parent)
    return candidate


def read_at_most(fd: int, limit: int) -> bytes:
    """What the open file ``fd`` holds, read up to one byte past ``limit``: a result longer than ``limit`` says the
    file is too large, and nothing larger is ever gathered in memory (however the file grows meanwhile).

    Raises:
        OSError: a read failed.
    """
    chunks: list[bytes] = []
    size = 0
    while size <= limit:
        chunk = os.read(fd, limit + 1 - size)
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)
