"""Watching the duels folder: a ``QFileSystemWatcher`` on it and its sub-folders, and a rescan now and then.

The folder holds one sub-folder per pair of friends (and may hold messages itself). What a scan finds is told by
``found`` (the file's exact bytes and its path, once per message) and ``refused`` (a settled file that is not a
message, once per version of the file). The pure ``DuelsFolder`` decides what is a message, what is still being
written and what is a duplicate; this only says when to look:

- when the watcher sees a folder change (a moment later, so that a burst of changes makes one scan);
- every minute, at the start, and when ``scan_now`` is called (the window was activated);
- a few seconds after a scan that found files still being written.

The folder deleted and made again (a sync tool's restore, the player's tidying) keeps working: every scan watches
again whatever is there, and the folder's parent is watched so that its return is seen at once.
"""

from __future__ import annotations

import os
import stat
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

from spider_qt.duel.remote import MAX_BYTES, DuelsFolder, Message, Refused, read_message

RESCAN_MS = 60_000  # the rescan every minute (a watcher misses changes on network and FUSE file systems)
SOON_MS = 300  # a burst of changes (a sync tool writing many files) makes one scan
PENDING_MS = 2_000  # how soon a file still being written is looked at again


class FolderWatch(QObject):
    """Watches one duels folder; ``found(bytes, str)`` and ``refused(str, str)`` say what its scans found.

    ``clock`` gives the time the pure scan judges settling by (``time.time``; tests pass their own).
    """

    found = Signal(bytes, str)  # the message file's bytes, its path
    refused = Signal(str, str)  # the file's path, the refusal code

    def __init__(self, root: Path, parent: QObject | None = None, clock: Callable[[], float] = time.time) -> None:
        super().__init__(parent)
        self.root = root
        self._clock = clock
        self._folders: dict[str, DuelsFolder] = {}  # by sub-folder name ("" is the root itself)
        self._watcher = QFileSystemWatcher(self)
        self._watcher.directoryChanged.connect(self._on_directory_changed)
        self._soon = _single_shot(self, SOON_MS, self.scan_now)
        self._pending = _single_shot(self, PENDING_MS, self.scan_now)
        self._every = QTimer(self)
        self._every.setInterval(RESCAN_MS)
        self._every.timeout.connect(self.scan_now)
        self._every.start()
        self.scans = 0  # how many scans ran (the tests wait for one)

    def stop(self) -> None:
        """Stop watching (the folder setting changed, or the app quits)."""
        self._every.stop()
        self._soon.stop()
        self._pending.stop()
        paths = self._watcher.directories()
        if paths:
            self._watcher.removePaths(paths)

    def watched(self) -> list[str]:
        """The folders watched now."""
        return sorted(self._watcher.directories())

    def folder(self, name: str) -> DuelsFolder:
        """The sub-folder ``name`` ("" for the root) as the scans know it: write our own messages through it."""
        if name not in self._folders:
            self._folders[name] = DuelsFolder(self.root / name if name else self.root)
        return self._folders[name]

    def scan_now(self) -> None:
        """Watch what is there now, and scan the root and each sub-folder."""
        self._soon.stop()
        self.scans += 1
        names = ["", *_sub_folders(self.root)]
        self._rewatch(names)
        pending = False
        for name in names:
            folder = self.folder(name)
            scan = folder.scan(self._clock())
            pending = pending or bool(scan.pending)
            for path, message in scan.new:
                data = _exact_bytes(path, message)
                self.found.emit(data, str(path))
            for path, refusal in scan.refused:
                self.refused.emit(str(path), refusal.code)
        if pending:
            self._pending.start()

    def _rewatch(self, names: list[str]) -> None:
        wanted = [str(self.root / name) if name else str(self.root) for name in names]
        parent = self.root.parent
        if parent != self.root:
            wanted.append(str(parent))  # to see the folder come back once deleted
        present = set(self._watcher.directories())
        # A folder gone (deleted, or no longer a pair's) is let go at once: watched still, it would not be watched
        # again when it comes back before the watcher has told of its end.
        gone = [p for p in present if p not in wanted or not os.path.isdir(p)]
        if gone:
            self._watcher.removePaths(gone)
        missing = [p for p in wanted if (p in gone or p not in present) and os.path.isdir(p)]
        if missing:
            self._watcher.addPaths(missing)

    def _on_directory_changed(self, path: str) -> None:
        if Path(path) == self.root.parent and not self.root.is_dir():
            return  # something else changed beside a folder that is not there
        self._soon.start()


def _single_shot(parent: QObject, msecs: int, slot: Callable[[], None]) -> QTimer:
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.setInterval(msecs)
    timer.timeout.connect(slot)
    return timer


def _sub_folders(root: Path) -> list[str]:
    """The root's sub-folders (one per pair of friends), by name; hidden ones and links are not followed."""
    try:
        entries = list(os.scandir(root))
    except OSError:
        return []
    names = []
    for entry in entries:
        if entry.name.startswith((".", "~")):
            continue
        try:
            if stat.S_ISDIR(entry.stat(follow_symlinks=False).st_mode):
                names.append(entry.name)
        except OSError:
            continue
    return sorted(names)


def _exact_bytes(path: Path, message: Message) -> bytes:
    """The file's bytes as they are, if they still hold ``message``; else the message's JSON form."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
        try:
            data = os.read(fd, MAX_BYTES + 1) if stat.S_ISREG(os.fstat(fd).st_mode) else b""
        finally:
            os.close(fd)
        if read_message(data).digest == message.digest:
            return data
    except (OSError, Refused):
        pass
    return message.json_form()
