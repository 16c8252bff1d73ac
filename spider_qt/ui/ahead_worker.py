"""Thinking ahead for hints in a separate process, so that the table never waits for the search.

The child runs only engine and ai code (``spider_qt.ai.ahead.serve_hints``, which loads no Qt). It is started
the first time it is asked for something and then kept for the rest of the session; it works on the newest
position it was sent and skips older ones.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import queue
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from spider_qt.ai.ahead import serve_hints
from spider_qt.ui.child_process import close_queue, end_process

POLL_MS = 30


class AheadWorker(QObject):
    """Sends positions to the thinking-ahead process and reports its answers."""

    answered = Signal(int, object, str)  # ident, Move | None, whose choice (a position that failed gets no answer)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ctx = multiprocessing.get_context("spawn")
        self._requests: Any = None
        self._answers: Any = None
        self._process: Any = None
        self._waiting: set[int] = set()
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._on_timer_timeout)

    def started(self) -> bool:
        """Whether the process has been started (it is, from the first request on)."""
        return self._process is not None

    def ask(self, ident: int, state: dict[str, Any]) -> None:
        """Work out master's choice for the position ``state`` (``Game.state()``); ``answered`` comes later."""
        if self._process is None or not self._process.is_alive():
            self._start()
        self._waiting.add(ident)
        self._requests.put((ident, state))
        self._timer.start()

    def stop(self) -> None:
        """End the process (at once if it does not end by itself)."""
        self._timer.stop()
        self._waiting.clear()
        proc = self._process
        if proc is None:
            return
        with contextlib.suppress(OSError, ValueError):
            self._requests.put(None)
        end_process(proc)
        for q in (self._requests, self._answers):
            close_queue(q)
        self._process = self._requests = self._answers = None

    def _start(self) -> None:
        if self._process is not None:
            self.stop()
        self._requests = self._ctx.Queue()
        self._answers = self._ctx.Queue()
        self._process = self._ctx.Process(
            target=serve_hints, args=(self._requests, self._answers), daemon=True, name="spider-duel-hints"
        )
        self._process.start()

    def _on_timer_timeout(self) -> None:
        while self._answers is not None:
            try:
                msg = self._answers.get_nowait()
            except queue.Empty:
                break
            except (OSError, ValueError, EOFError):
                self._lost()
                return
            ident = int(msg[1])
            self._waiting = {i for i in self._waiting if i > ident}  # older ones were skipped: the newest counts
            if msg[0] == "hint":
                self.answered.emit(ident, msg[2], str(msg[3]))
        if self._process is not None and not self._process.is_alive():
            self._lost()
        elif not self._waiting:
            self._timer.stop()

    def _lost(self) -> None:
        """The process died: what it was asked goes unanswered (a new request starts a new process)."""
        self.stop()
