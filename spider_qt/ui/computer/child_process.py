"""The app's helper processes (the duel's computer player, thinking ahead, the solver): starting, polling, ending.

Each child runs only engine and ai code, which loads no Qt, in a process of its own ("spawn": nothing of the
GUI's state is copied into it), and talks to the GUI through queues that a timer on the GUI thread reads.
"""

from __future__ import annotations

import contextlib
import multiprocessing
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer


def close_queue(q: Any) -> None:
    """Close a ``multiprocessing`` queue without waiting for what it still holds to be read."""
    with contextlib.suppress(OSError, ValueError):
        q.close()
        q.cancel_join_thread()


def end_process(process: Any, grace_s: float = 0.3) -> None:
    """Give ``process`` ``grace_s`` to end by itself, then terminate it."""
    process.join(grace_s)
    if process.is_alive():
        process.terminate()
        process.join(1.0)


class ChildProcess(QObject):
    """One helper process at a time, its queues and cancel event, and the timer that calls ``poll``.

    A subclass makes the queues (``new_queue``) and the event (``new_cancel``), starts the child with ``spawn``
    and reads the answers in ``poll``, which runs every ``poll_ms`` while the timer runs.
    """

    def __init__(self, poll_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ctx = multiprocessing.get_context("spawn")
        self._process: Any = None
        self._queues: list[Any] = []
        self._cancel: Any = None
        self._timer = QTimer(self)
        self._timer.setInterval(poll_ms)
        self._timer.timeout.connect(self.poll)

    def new_queue(self) -> Any:
        """A queue to the next child (closed by ``end_child``)."""
        q = self._ctx.Queue()
        self._queues.append(q)
        return q

    def new_cancel(self) -> Any:
        """An event the next child watches: ``end_child`` sets it before it waits for the child to end."""
        self._cancel = self._ctx.Event()
        return self._cancel

    def spawn(self, target: Callable[..., object], args: tuple[object, ...], name: str) -> None:
        """Start ``target(*args)`` in a new process called ``name``, and start polling."""
        self._process = self._ctx.Process(target=target, args=args, daemon=True, name=name)
        self._process.start()
        self._timer.start()

    def child_running(self) -> bool:
        """Whether a child was started and has not been ended by ``end_child``."""
        return self._process is not None

    def child_ended(self) -> bool:
        """Whether the child was started and is no longer alive (it finished, failed or was killed)."""
        return self._process is not None and not self._process.is_alive()

    def end_child(self, last_word: Callable[[], None] | None = None, grace_s: float = 0.3) -> None:
        """Stop polling and end the child: ``last_word`` (e.g. a request to stop) is said first, then the cancel
        event is set, the child gets ``grace_s`` to end by itself before it is terminated, and the queues close.
        The wait holds the GUI thread: a child with nothing to finish is better ended at once (``grace_s=0``)."""
        self._timer.stop()
        if self._process is not None and last_word is not None:
            with contextlib.suppress(OSError, ValueError):
                last_word()
        if self._cancel is not None:
            self._cancel.set()
        if self._process is not None:
            end_process(self._process, grace_s)
        for q in self._queues:
            close_queue(q)
        self._process = self._cancel = None
        self._queues = []

    def poll(self) -> None:
        """Read what the child sent (the timer calls it)."""
        raise NotImplementedError
