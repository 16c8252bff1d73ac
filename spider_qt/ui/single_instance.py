"""One Spider Duel per data folder: a second start brings the running window to the front.

A ``QLockFile`` in the data folder says which process owns it; the owner listens on a local socket
whose name is derived from the folder (``local_listener``: no QtNetwork in the running game), and a second
start asks it over a ``QLocalSocket`` to come to the front, then exits. The game takes the lock before its window shows
and starts listening once the window is on screen (``claim(listen=False)``, then ``listen``), so a
second start retries its connection for a moment while the owner is still starting. A lock left
by a crashed process is taken over (``QLockFile`` checks that its process still runs); so is one whose owner
nobody listens for, when the process it names is no Spider Duel (its id reused): the claim asks over the socket
rather than trusting the process id alone. A lock that is not a regular file is set aside unread, and sockets of
killed runs are removed (``lock_checks``). The owner answers at most ``_MAX_TALKING`` connections at once, drops
those that say nothing within ``_IDLE_MS`` and reads at most ``_MAX_LINE`` bytes of each.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import enum
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QCryptographicHash,
    QDir,
    QLockFile,
    QObject,
    QSysInfo,
    QThread,
    Signal,
)

from spider_qt.ui.lock_checks import is_spider_process, remove_dead_sockets, set_aside_odd_lock

if TYPE_CHECKING:
    from spider_qt.ui.local_listener import LineListener

__all__ = ["LOCK_FILENAME", "Claim", "SingleInstance"]

LOCK_FILENAME = "spider-duel.lock"
_OPEN = b"spider-duel: open "  # then the file's absolute path (UTF-8, base64) and a newline: come to the front too
_HELLO = b"spider-duel: come to the front\n"
_ANSWER = b"ok\n"
_WAIT_MS = 3000  # how long a second start waits for the running one to answer
_STARTING_S = 2.0  # how long a second start retries while the owner holds the lock but does not listen yet
_IDLE_MS = 3000  # a connection that has not asked within this is dropped
_MAX_TALKING = 16  # connections answered at once; more are closed at once
# bytes read of a question: a hello, or an open request with a file's path (base64 of at most 4 KiB of path)
_MAX_LINE = 6 * 1024


class _Answer(enum.Enum):
    """What asking the owner over its socket found."""

    ANSWERED = "answered"  # a Spider Duel came to the front
    SILENT = "silent"  # something listens there but did not answer in time (a hung Spider Duel)
    NOBODY = "nobody"  # nothing listens: no Spider Duel owns the folder from this machine


class Claim(enum.Enum):
    """What ``SingleInstance.claim`` found."""

    OWNER = "owner"  # this process owns the data folder
    UNLOCKED = "unlocked"  # no lock can be written there (a read-only folder): nothing to overwrite either
    FORWARDED = "forwarded"  # another process owns it and was asked to come to the front
    ELSEWHERE = "elsewhere"  # another process owns it but did not answer (another machine, or hung)


def server_name(data_dir: Path) -> str:
    """The local socket name of the Spider Duel that owns ``data_dir`` (one per folder and user)."""
    # Qt's SHA-256, the same digest as hashlib's: hashlib loads OpenSSL's libcrypto (3 MiB resident) for it alone.
    data = str(data_dir.resolve()).encode("utf-8", "surrogatepass")
    digest = bytes(QCryptographicHash.hash(data, QCryptographicHash.Algorithm.Sha256).toHex().data()).decode()[:24]
    return f"spider-duel-{digest}"


class SingleInstance(QObject):
    """The claim of this process on a data folder; ``activation_requested`` fires when a second start asks."""

    activation_requested = Signal()
    file_requested = Signal(str)  # a second start was given a file to open here (a duel message): its path

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = data_dir
        self.lock = QLockFile(str(data_dir / LOCK_FILENAME))
        # Never stale by age: a game can stay open for days; a crashed owner is found by its process id.
        self.lock.setStaleLockTime(0)
        self.server: LineListener | None = None
        self.owner_pid = 0
        self.owner_host = ""

    def claim(self, *, listen: bool = True, file: str | None = None) -> Claim:
        """Take the data folder, or ask its owner to come to the front.

        With ``listen=False`` the owner does not answer second starts until ``listen`` is called.
        """
        # A folder, a named pipe or a link where the lock goes is not a lock Spider Duel wrote: reading a pipe would
        # wait for ever, and a folder refused every start. It is moved aside, never opened.
        set_aside_odd_lock(self.data_dir / LOCK_FILENAME)
        if self.lock.tryLock(0):
            return self._owned(listen)
        if self.lock.error() != QLockFile.LockError.LockFailedError:
            return Claim.UNLOCKED  # a read-only or missing folder: the store reports that itself
        info = self.lock.getLockInfo()  # PySide6: (pid, host name, app name), or an empty value when unreadable
        readable = _names_owner(info)
        if readable:
            self.owner_pid, self.owner_host = int(info[0]), str(info[1])
        answer = self._ask_owner(file)
        if answer is _Answer.ANSWERED:
            return Claim.FORWARDED
        # Nobody listens on the owner's socket. An empty or garbled lock file (a power cut soon after a start can
        # leave one) names no owner; a lock of this machine naming a live process that is no Spider Duel (its id
        # reused after a crash) names a dead one. Either way nobody holds it: without this, it would lock the
        # player out for good. A Spider Duel that listens but does not answer (hung) keeps its lock.
        stale = (not readable and not _lock_info_readable(self.lock)) or (
            answer is _Answer.NOBODY and self.owner_host == QSysInfo.machineHostName()
            and not is_spider_process(self.owner_pid)
        )  # fmt: skip
        if stale:
            self.lock.removeStaleLockFile()
            if self.lock.tryLock(0):
                return self._owned(listen)
        return Claim.ELSEWHERE

    def _owned(self, listen: bool) -> Claim:
        if listen:
            self.listen()
        return Claim.OWNER

    def release(self) -> None:
        """Stop listening and remove the lock (the app quits)."""
        if self.server is not None:
            self.server.blockSignals(True)
            self.server.close()
            self.server.deleteLater()
            self.server = None
        if self.lock.isLocked():
            self.lock.unlock()

    def listen(self) -> None:
        """Answer second starts (bring this window to the front); once, after a claim that owns the folder."""
        if self.server is not None or not self.lock.isLocked():
            return
        # Sockets of killed runs stay behind in the temporary folder, where nothing answers on them. (Here, not at the
        # claim: the game listens once the table is on screen, and the temporary folder may be long to read.)
        remove_dead_sockets(Path(QDir.tempPath()))
        from spider_qt.ui.local_listener import LineListener

        path = Path(QDir.tempPath()) / server_name(self.data_dir)
        server = LineListener(
            _is_question, _ANSWER, max_talking=_MAX_TALKING, idle_ms=_IDLE_MS, max_line=_MAX_LINE, parent=self
        )
        if not server.listen(path):
            # We own the lock, so a socket of that name was left by a crashed owner.
            with contextlib.suppress(OSError):
                os.unlink(path)
            if not server.listen(path):
                server.deleteLater()
                return  # play on; a second start will then say the game is open elsewhere
        server.heard.connect(self._on_heard)
        self.server = server

    def _on_heard(self, line: bytes) -> None:
        """A second start asked (and was answered): come to the front, and open the file it gave."""
        self.activation_requested.emit()
        file = _file_of(line)
        if file is not None:
            self.file_requested.emit(file)

    def _ask_owner(self, file: str | None = None) -> _Answer:
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        starting_until = time.monotonic() + _STARTING_S
        found = _Answer.NOBODY
        while True:
            socket.connectToServer(server_name(self.data_dir))
            if socket.waitForConnected(_WAIT_MS):
                socket.write(_HELLO if file is None else _open_line(file))
                if (
                    socket.waitForBytesWritten(_WAIT_MS)
                    and socket.waitForReadyRead(_WAIT_MS)
                    and bytes(socket.readLine(_MAX_LINE).data()) == _ANSWER
                ):
                    socket.disconnectFromServer()
                    return _Answer.ANSWERED
                found = _Answer.SILENT  # something listens there
            elif socket.error() not in (
                QLocalSocket.LocalSocketError.ServerNotFoundError,
                QLocalSocket.LocalSocketError.ConnectionRefusedError,
            ):
                found = _Answer.SILENT  # a listener too busy to take the connection now
            if time.monotonic() > starting_until:
                return found
            socket.abort()
            # The owner may be starting (it listens once its window is on screen), or busy with other connections.
            QThread.msleep(50)


def elsewhere_text(instance: SingleInstance) -> str:
    """The message for a data folder that another Spider Duel holds without answering."""
    text = QCoreApplication.translate(
        "Startup",
        "Spider Duel is already open with the data folder %1 (process %2 on %3), but it does not answer. "
        "Close it, or wait until it ends, then start Spider Duel again.",
    )
    return (
        text.replace("%1", str(instance.data_dir))
        .replace("%2", str(instance.owner_pid or "?"))
        .replace("%3", instance.owner_host or "?")
    )


def _lock_info_readable(lock: QLockFile) -> bool:
    """Whether the lock file (read again) names its owner."""
    return _names_owner(lock.getLockInfo())


def _names_owner(info: object) -> bool:
    """Whether ``QLockFile.getLockInfo()`` read an owner: PySide6 gives ``(0, "", "")`` for an unreadable file."""
    return isinstance(info, tuple) and len(info) == 3 and int(info[0]) > 0


def _open_line(file: str) -> bytes:
    """The request to open ``file``: one line, whatever the path holds (spaces, newlines, any bytes)."""
    return _OPEN + base64.b64encode(file.encode("utf-8", "surrogateescape")) + b"\n"


def _is_question(line: bytes) -> bool:
    """Whether ``line`` is what a second start asks: to come to the front, or to open a file too."""
    return line == _HELLO or _file_of(line) is not None


def _file_of(line: bytes) -> str | None:
    """The path an open request names, or None for any other line."""
    if not line.startswith(_OPEN) or not line.endswith(b"\n"):
        return None
    try:
        path = base64.b64decode(line[len(_OPEN) : -1], validate=True).decode("utf-8", "surrogateescape")
    except (binascii.Error, ValueError):
        return None
    return path or None
