""" "Is this deal winnable?" in a process of its own, so that the table and the progress dialog never stall.

The child runs only engine and ai code (``spider_qt.ai.winnable.answer_winnable``, which loads no Qt); each
question gets a new process, which ends with its answer or when the player cancels.
"""

from __future__ import annotations

import multiprocessing
import queue
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from spider_qt.ai.winnable import answer_winnable
from spider_qt.engine import Game
from spider_qt.ui.child_process import close_queue, end_process

POLL_MS = 40


class SolveWorker(QObject):
    """Runs one solve at a time in a spawned process; ``finished`` gives its ``SolveResult``, or None."""

    finished = Signal(object)  # SolveResult, or None: cancelled, or the process failed or died

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ctx = multiprocessing.get_context("spawn")
        self._answers: Any = None
        self._cancel: Any = None
        self._process: Any = None
        self.error = ""  # what went wrong with the last solve, if anything (for logs and tests)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._on_timer_timeout)

    def running(self) -> bool:
        return self._process is not None

    def start(self, game: Game, budget_s: float) -> None:
        """Solve ``game`` within ``budget_s`` seconds from now (the process's start-up counts); returns at once."""
        self.stop()
        self.error = ""
        self._answers = self._ctx.Queue()
        self._cancel = self._ctx.Event()
        deadline = time.time() + budget_s
        self._process = self._ctx.Process(
            target=answer_winnable,
            args=(game.state(), budget_s, deadline, self._cancel, self._answers),
            daemon=True,
            name="spider-duel-solver",
        )
        self._process.start()
        self._timer.start()

    def cancel(self) -> None:
        """Stop the search now; ``finished`` gives None."""
        if self._process is None:
            return
        self.stop()
        self.finished.emit(None)

    def stop(self) -> None:
        """End the process without a word (the window is closing, or a new search replaces it)."""
        self._timer.stop()
        if self._cancel is not None:
            self._cancel.set()
        if self._process is not None:
            end_process(self._process)
        if self._answers is not None:
            close_queue(self._answers)
        self._process = self._answers = self._cancel = None

    def _on_timer_timeout(self) -> None:
        if self._answers is None:
            return
        # Whether it is still alive is asked first: a process that ended has put its answer, if any, before.
        ended = self._process is not None and not self._process.is_alive()
        try:
            msg = self._answers.get(timeout=0.1) if ended else self._answers.get_nowait()
        except queue.Empty:
            if ended:
                self._fail("the solver's process ended unexpectedly")
            return
        except (OSError, ValueError, EOFError):
            self._fail("lost the solver's process")
            return
        if msg[0] == "solved":
            self.stop()
            self.finished.emit(msg[1])
        else:
            self._fail(str(msg[1]))

    def _fail(self, error: str) -> None:
        self.stop()
        self.error = error
        self.finished.emit(None)
