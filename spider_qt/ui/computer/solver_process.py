""" "Is this deal winnable?" in a process of its own, so that the table and the progress dialog never stall.

The child runs only engine and ai code (``spider_qt.ai.winnable.answer_winnable``, which loads no Qt); each
question gets a new process, which ends with its answer or when the player cancels.
"""

from __future__ import annotations

import queue
import time
from typing import Any

from PySide6.QtCore import QObject, Signal

from spider_qt.ai.winnable import answer_winnable
from spider_qt.engine import Game
from spider_qt.ui.computer.child_process import ChildProcess

POLL_MS = 40


class SolveWorker(ChildProcess):
    """Runs one solve at a time in a spawned process; ``finished`` gives its ``SolveResult``, or None."""

    finished = Signal(object)  # SolveResult, or None: cancelled, or the process failed or died

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(POLL_MS, parent)
        self._answers: Any = None
        self.error = ""  # what went wrong with the last solve, if anything (for logs and tests)

    def running(self) -> bool:
        return self.child_running()

    def start(self, game: Game, budget_s: float) -> None:
        """Solve ``game`` within ``budget_s`` seconds from now (the process's start-up counts); returns at once."""
        self.stop()
        self.error = ""
        self._answers = self.new_queue()
        deadline = time.monotonic() + budget_s  # the machine's clock, not the wall clock (set by hand, by NTP)
        args = (game.state(), budget_s, deadline, self.new_cancel(), self._answers)
        self.spawn(answer_winnable, args, "spider-duel-solver")

    def cancel(self) -> None:
        """Stop the search now; ``finished`` gives None."""
        if not self.child_running():
            return
        self.stop()
        self.finished.emit(None)

    def stop(self) -> None:
        """End the process without a word (the window is closing, or a new search replaces it).

        At once: the search has nothing to save, its answer (if any) is read already, and waiting for it to notice
        the cancel event held the table and the Cancel button for up to 0.3 s."""
        self.end_child(grace_s=0.0)
        self._answers = None

    def poll(self) -> None:
        if self._answers is None:
            return
        # Whether it is still alive is asked first: a process that ended has put its answer, if any, before.
        ended = self.child_ended()
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
