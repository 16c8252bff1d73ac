"""Thinking ahead for hints in a separate process, so that the table never waits for the search.

The child runs only engine and ai code (``spider_qt.ai.ahead.serve_hints``, which loads no Qt). It is started
the first time it is asked for something and then kept for the rest of the session; it works on the newest
position it was sent and skips older ones.
"""

from __future__ import annotations

import queue
from typing import Any

from PySide6.QtCore import QObject, Signal

from spider_qt.ai.ahead import serve_hints
from spider_qt.ui.computer.child_process import ChildProcess

POLL_MS = 30


class AheadWorker(ChildProcess):
    """Sends positions to the thinking-ahead process and reports its answers."""

    answered = Signal(int, object, str)  # ident, Move | None, whose choice (a position that failed gets no answer)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(POLL_MS, parent)
        self._requests: Any = None
        self._answers: Any = None
        self._waiting: set[int] = set()

    def started(self) -> bool:
        """Whether the process has been started (it is, from the first request on)."""
        return self.child_running()

    def ask(self, ident: int, state: dict[str, Any]) -> None:
        """Work out master's choice for the position ``state`` (``Game.state()``); ``answered`` comes later."""
        if not self.child_running() or self.child_ended():
            self._start()
        self._waiting.add(ident)
        self._requests.put((ident, state))
        self._timer.start()

    def stop(self) -> None:
        """End the process (at once if it does not end by itself)."""
        self._waiting.clear()
        requests = self._requests
        self.end_child(last_word=lambda: requests.put(None))
        self._requests = self._answers = None

    def _start(self) -> None:
        if self.child_running():
            self.stop()
        self._requests = self.new_queue()
        self._answers = self.new_queue()
        self.spawn(serve_hints, (self._requests, self._answers), "spider-duel-hints")

    def poll(self) -> None:
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
        if self.child_ended():
            self._lost()
        elif not self._waiting:
            self._timer.stop()

    def _lost(self) -> None:
        """The process died: what it was asked goes unanswered (a new request starts a new process)."""
        self.stop()
