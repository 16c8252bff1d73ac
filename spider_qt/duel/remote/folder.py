"""A duels folder that the players' own sync tool keeps in step: scanning it, and writing to it.

Pure: no watcher here (the UI watches and calls ``scan``). Sync tools' temporary and hidden files are
ignored, a file is read only once it has stopped changing, conflict copies are duplicates by digest,
symlinks are never followed, and only the app's own files are written, atomically, once.

A file that is not a message (yet) is pending, not refused, until it has stayed the same for
``SETTLE_SECONDS``: a sync tool or a copy over the network may pause between two pieces of a file
for longer than between two scans.
"""

from __future__ import annotations

import os
import stat
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from spider_qt.store.atomic import atomic_write_bytes, read_at_most
from spider_qt.store.errors import WriteFailed

from .messages import Message, read_message
from .wire import MAX_BYTES, Refused

__all__ = ["EXTENSION", "SETTLE_SECONDS", "DuelsFolder", "FolderScan", "FolderState", "scan_duels_folder"]

EXTENSION = ".spiderduel"
#: A file is read once it was not seen changing on the last scan, or is this old. One that is then no message is
#: refused only once it has stayed the same this long (by its time, or since a scan first saw it so).
SETTLE_SECONDS = 5.0

_Stamp = tuple[int, int]  # (size, mtime in ns)


@dataclass(frozen=True)
class FolderState:
    """What earlier scans saw: each file's size and time (and when a scan first saw it so), those already read, and
    the messages' digests."""

    seen: Mapping[str, _Stamp] = field(default_factory=dict)
    read: Mapping[str, _Stamp] = field(default_factory=dict)
    digests: frozenset[str] = frozenset()
    since: Mapping[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class FolderScan:
    """One scan's findings; pass ``state`` to the next scan."""

    new: list[tuple[Path, Message]]  # messages not met before, in name order
    duplicates: list[Path]  # files holding a message already met (conflict copies, our own files)
    refused: list[tuple[Path, Refused]]  # settled files that are not valid messages (told once per version)
    pending: list[Path]  # files still being written: scan again in a few seconds
    state: FolderState


def is_candidate(name: str) -> bool:
    """Whether a file name may hold a message: ``*.spiderduel``, not hidden, not a sync tool's temporary."""
    return name.endswith(EXTENSION) and not name.startswith((".", "~")) and ".syncthing." not in name


def scan_duels_folder(
    path: str | os.PathLike[str], state: FolderState | None = None, now: float | None = None
) -> FolderScan:
    """Scan ``path`` (not its sub-folders) for messages; ``now`` is the time (``time.time()``) to judge settling by."""
    state = state or FolderState()
    now = time.time() if now is None else now
    seen: dict[str, _Stamp] = {}
    since: dict[str, float] = {}
    read = dict(state.read)
    digests = set(state.digests)
    new: list[tuple[Path, Message]] = []
    duplicates: list[Path] = []
    refused: list[tuple[Path, Refused]] = []
    pending: list[Path] = []
    for name, stamp in sorted(_candidates(Path(path)).items()):
        seen[name] = stamp
        unchanged = state.seen.get(name) == stamp
        since[name] = state.since.get(name, now) if unchanged else now
        file = Path(path) / name
        if read.get(name) == stamp:
            continue
        age = now - stamp[1] / 1e9
        if not (unchanged or age >= SETTLE_SECONDS):
            pending.append(file)
            continue
        data = _read(file)
        if data is None:
            continue  # gone, replaced by a link or unreadable: the next scan looks again
        try:
            message = read_message(data)
        except Refused as exc:
            if max(age, now - since[name]) < SETTLE_SECONDS:
                pending.append(file)  # maybe only a piece of it yet: the writer may have paused
            else:
                read[name] = stamp
                refused.append((file, exc))
            continue
        read[name] = stamp
        if message.digest in digests:
            duplicates.append(file)
        else:
            digests.add(message.digest)
            new.append((file, message))
    read = {name: stamp for name, stamp in read.items() if name in seen}
    return FolderScan(new, duplicates, refused, pending, FolderState(seen, read, frozenset(digests), since))


def _candidates(folder: Path) -> dict[str, _Stamp]:
    found: dict[str, _Stamp] = {}
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return found
    for entry in entries:
        if not is_candidate(entry.name):
            continue
        try:
            st = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if stat.S_ISREG(st.st_mode):
            found[entry.name] = (st.st_size, st.st_mtime_ns)
    return found


def _read(file: Path) -> bytes | None:
    """The file's first MAX_BYTES + 1 bytes (enough to tell it is too large); None for a link or on failure."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(file, flags)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        return read_at_most(fd, MAX_BYTES)
    except OSError:
        return None
    finally:
        os.close(fd)


class DuelsFolder:
    """A duels folder scanned again and again, and written to: the state between scans lives here."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.state = FolderState()

    def scan(self, now: float | None = None) -> FolderScan:
        """The messages that arrived since the last scan (see ``scan_duels_folder``)."""
        result = scan_duels_folder(self.path, self.state, now)
        self.state = result.state
        return result

    def write(self, message: Message) -> Path:
        """Put one of our own messages in the folder under its file name, atomically; return its path.

        A file of that name with the same bytes is left as it is (the write is done).

        Raises:
            FileExistsError: a different file already has that name; it is never overwritten.
            WriteFailed: the file could not be written.
        """
        target = self.path / message.file_name()
        data = message.json_form()
        if os.path.lexists(target):
            if target.is_symlink() or _read(target) != data:
                raise FileExistsError(f"{target} exists and holds something else; it is left as it is")
        else:
            try:
                self.path.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise WriteFailed(self.path, exc) from exc
            atomic_write_bytes(target, data)
        state = self.state
        self.state = FolderState(state.seen, state.read, state.digests | {message.digest}, state.since)
        return target
