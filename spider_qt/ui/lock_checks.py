"""What the single-instance claim checks before it trusts a lock or a socket (no Qt: plain files and sockets).

A lock file that is not a regular file (a folder, a named pipe that would block its reader for ever, a link) is
not one Spider Duel wrote: it is set aside. A lock naming a live process is only a live Spider Duel if that process
is one (``is_spider_process``); the claim asks over the socket first. Sockets of runs that were killed stay in the
temporary folder, where nothing answers on them: ``remove_dead_sockets`` takes those away.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
from datetime import datetime
from pathlib import Path

__all__ = ["SOCKET_NAME", "is_spider_process", "remove_dead_sockets", "set_aside_odd_lock"]

#: The names ``single_instance.server_name`` gives: the prefix and 24 hex digits.
SOCKET_NAME = re.compile(r"spider-duel-[0-9a-f]{24}")
# What the command line of a Spider Duel holds: ``python -m spider_qt``, the ``spider-duel`` script or the bundle.
_SPIDER_WORDS = (b"spider_qt", b"spider-duel")


def set_aside_odd_lock(path: Path, now: datetime | None = None) -> Path | None:
    """Move ``path`` aside as ``<name>.bad-YYYYmmdd-HHMMSS`` when it exists and is not a regular file (a folder, a
    FIFO, a socket, a device or a symbolic link): never opened, so never waited on. Returns where it went, or None
    when it was a regular file, absent, or could not be moved (then the lock's own error says so)."""
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return None
    if stat.S_ISREG(mode):
        return None
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 0
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    try:
        os.rename(path, target)
    except OSError:
        return None
    return target


def is_spider_process(pid: int) -> bool:
    """Whether process ``pid`` may be a Spider Duel: its command line names the game. Where command lines cannot be
    read (no /proc, another user's process hidden), any live process may be one."""
    if pid <= 0:
        return False
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            command = f.read(64 * 1024)
    except FileNotFoundError:
        return not Path("/proc/self").exists() and _alive(pid)
    except OSError:
        return _alive(pid)
    return any(word in command for word in _SPIDER_WORDS)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, as another user's
    return True


def remove_dead_sockets(folder: Path) -> list[Path]:
    """Remove this user's Spider Duel sockets in ``folder`` on which nothing listens (their runs were killed);
    return those removed. A socket that accepts, or whose listener is busy, is left alone."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    uid = os.getuid() if hasattr(os, "getuid") else None
    for entry in entries:
        if SOCKET_NAME.fullmatch(entry.name) is None:
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISSOCK(info.st_mode) or (uid is not None and info.st_uid != uid):
            continue
        if _nobody_listens(entry.path):
            with contextlib.suppress(OSError):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
    return removed


def _nobody_listens(path: str) -> bool:
    import socket  # here: the claim (before the window) does not need it

    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    probe.setblocking(False)
    try:
        probe.connect(path)
    except OSError as exc:
        return exc.errno in (errno.ECONNREFUSED, errno.ENOENT)
    finally:
        probe.close()
    return False
