"""The running Spider Duel's ear for second starts: a local (Unix) socket that hears one line and answers it.

Python's ``socket`` with Qt's socket notifiers, not ``QLocalServer``: that class loads QtNetwork (its libraries and
bindings, some 3 MiB resident, and GSSAPI's libraries with them) for a listener that hears a line now and then. A
second start still asks with ``QLocalSocket``; both meet where Qt puts a local socket of that name on Unix,
``QDir.tempPath()/name``, and the socket is made as ``QLocalServer``'s ``UserAccessOption`` makes it: in a private
folder, readable by its user alone, then moved into place.

The listener answers at most ``max_talking`` connections at once (a new one beyond that drops the one that has
talked the longest), drops those that say nothing within ``idle_ms`` and those whose line grows past ``max_line``
bytes without ending, and drops any whose line it does not accept.
"""

from __future__ import annotations

import contextlib
import os
import socket
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

__all__ = ["LineListener"]

_BACKLOG = 50  # connections waiting to be accepted, as QLocalServer has it
_CHUNK = 4096


class _Talk:
    """One connection: its socket, the notifier that says it can be read, and the part of a line heard so far."""

    def __init__(self, sock: socket.socket, notifier: QSocketNotifier) -> None:
        self.sock = sock
        self.notifier = notifier
        self.heard = b""


class LineListener(QObject):
    """Listens on a local socket; each line it ``accepts`` is answered with ``answer``, then ``heard`` says it."""

    heard = Signal(bytes)  # a line accepted and answered (the answer is sent before this is emitted)

    def __init__(
        self,
        accepts: Callable[[bytes], bool],
        answer: bytes,
        *,
        max_talking: int,
        idle_ms: int,
        max_line: int,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._accepts = accepts
        self._answer = answer
        self._max_talking = max_talking
        self._idle_ms = idle_ms
        self._max_line = max_line
        self._server: socket.socket | None = None
        self._notifier: QSocketNotifier | None = None
        self._path: Path | None = None
        self._talks: list[_Talk] = []

    @property
    def talking(self) -> int:
        """How many connections are held now."""
        return len(self._talks)

    def listen(self, path: Path) -> bool:
        """Listen at ``path``; False when it cannot (a socket or a file of that name is there, or the folder is
        not writable)."""
        if self._server is not None:
            return True
        try:
            server = _user_socket(path)
        except OSError:
            return False
        server.setblocking(False)
        self._server, self._path = server, path
        self._notifier = QSocketNotifier(server.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._on_server_readable)
        return True

    def close(self) -> None:
        """Drop every connection, stop listening and remove the socket."""
        for talk in list(self._talks):
            self._drop(talk)
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._server is not None:
            self._server.close()
            self._server = None
            if self._path is not None:
                with contextlib.suppress(OSError):
                    os.unlink(self._path)

    def _on_server_readable(self) -> None:
        server = self._server
        while server is not None:
            try:
                sock, _ = server.accept()
            except OSError:  # none left waiting (or one gave up before it was taken)
                return
            if len(self._talks) >= self._max_talking:
                # A flood of connections: each one held costs a file descriptor. The one that has said nothing the
                # longest goes; a second start asks as soon as it is connected, so it is never the oldest.
                self._drop(self._talks[0])
            sock.setblocking(False)
            notifier = QSocketNotifier(sock.fileno(), QSocketNotifier.Type.Read, self)
            talk = _Talk(sock, notifier)
            notifier.activated.connect(lambda *_args, t=talk: self._on_readable(t))
            self._talks.append(talk)
            # One that says nothing in time is dropped; it cannot hold a place for ever.
            QTimer.singleShot(self._idle_ms, self, lambda t=talk: self._drop(t))

    def _on_readable(self, talk: _Talk) -> None:
        if talk not in self._talks:
            return
        try:
            chunk = talk.sock.recv(_CHUNK)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            chunk = b""
        if not chunk:  # the other side went
            self._drop(talk)
            return
        talk.heard += chunk
        while talk in self._talks and b"\n" in talk.heard[: self._max_line]:
            line, _, talk.heard = talk.heard.partition(b"\n")
            self._reply(talk, line + b"\n")
        if talk in self._talks and len(talk.heard) >= self._max_line:
            self._drop(talk)  # longer than any question: not a Spider Duel asking

    def _reply(self, talk: _Talk, line: bytes) -> None:
        if not self._accepts(line):
            self._drop(talk)
            return
        try:
            talk.sock.send(self._answer)
        except OSError:
            self._drop(talk)
            return
        self.heard.emit(line)

    def _drop(self, talk: _Talk) -> None:
        if talk in self._talks:
            self._talks.remove(talk)
            talk.notifier.setEnabled(False)
            talk.notifier.deleteLater()
            talk.sock.close()


def _user_socket(path: Path) -> socket.socket:
    """A listening socket at ``path`` that its user alone may connect to: bound in a private folder beside it,
    made the user's alone, then moved into place (never there with wider rights, even for a moment)."""
    if path.exists() or path.is_symlink():
        raise FileExistsError(path)
    folder = tempfile.mkdtemp(prefix=path.name + ".", dir=path.parent)
    inside = os.path.join(folder, "s")
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        server.bind(inside)
        os.chmod(inside, 0o700)
        server.listen(_BACKLOG)
        os.rename(inside, path)
    except OSError:
        server.close()
        with contextlib.suppress(OSError):
            os.unlink(inside)
        raise
    finally:
        with contextlib.suppress(OSError):
            os.rmdir(folder)
    return server
