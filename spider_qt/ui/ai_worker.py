"""The computer opponent of a duel plays its game in a separate process, so the table never waits for it.

The child runs only engine and ai code (``spider_qt.ai.match.play_match``, which loads no Qt).
It streams every action with its clock reading back through a queue; the parent
(``ComputerPlayer``) collects them without showing anything until the duel asks for it.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import queue
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from spider_qt.ai.match import play_match
from spider_qt.engine import Game
from spider_qt.ui.child_process import close_queue, end_process

#: Reasons ``failed`` gives besides the child's own error text; the UI shows them translated.
LOST_PROCESS = "lost the computer player's process"
PROCESS_ENDED = "the computer player's process ended unexpectedly"

POLL_MS = 40


class ComputerPlayer(QObject):
    """One computer game of a duel, played in a spawned process; results arrive through ``action``/``finished``."""

    action = Signal(str, float)  # notation, seconds since its start
    finished = Signal()
    failed = Signal(str)

    def __init__(
        self,
        rules: str,
        suits: int,
        seed: int,
        level: str,
        time_limit: float | None,
        bot_seed: int = 0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.rules, self.suits, self.seed, self.level = rules, suits, seed, level
        self.time_limit = time_limit
        self.bot_seed = bot_seed
        self.actions: list[str] = []
        self.times: list[float] = []
        self.time_used = 0.0
        self.done = False
        self.error = ""
        self._ctx = multiprocessing.get_context("spawn")
        self._queue: Any = None
        self._cancel: Any = None
        self._process: Any = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._on_timer_timeout)

    def start(self) -> None:
        """Start the child process (returns at once)."""
        self._queue = self._ctx.Queue()
        self._cancel = self._ctx.Event()
        self._process = self._ctx.Process(
            target=play_match,
            args=(
                self._queue, self._cancel, self.rules, self.suits, self.seed,
                self.level, self.time_limit, self.bot_seed,
            ),
            daemon=True,
            name="spider-duel-computer",
        )  # fmt: skip
        self._process.start()
        self._timer.start()

    def is_running(self) -> bool:
        return self._process is not None and not self.done

    def game(self) -> Game:
        """The computer's game as far as it has been reported."""
        game = Game.new(self.rules, self.suits, self.seed)
        game.replay(self.actions)
        return game

    def cancel(self) -> None:
        """Stop the child now; nothing more is reported."""
        self._timer.stop()
        if self._cancel is not None:
            self._cancel.set()
        if self._process is not None:
            end_process(self._process)
        self._close_queue()
        self._process = None

    def _close_queue(self) -> None:
        if self._queue is not None:
            close_queue(self._queue)
            self._queue = None

    def _on_timer_timeout(self) -> None:
        if self._queue is None:
            return
        for _ in range(500):  # never hog the GUI thread: the rest waits for the next tick
            try:
                msg = self._queue.get_nowait()
            except queue.Empty:
                break
            except (OSError, ValueError, EOFError):
                msg = ("error", LOST_PROCESS)
            if msg[0] == "action":
                self.actions.append(str(msg[1]))
                self.times.append(float(msg[2]))
                self.time_used = float(msg[2])
                self.action.emit(str(msg[1]), float(msg[2]))
            elif msg[0] == "done":
                self._finish(float(msg[1]))
                return
            elif msg[0] == "error":
                self.error = str(msg[1])
                self._timer.stop()
                self.failed.emit(self.error)
                return
        if self._process is not None and not self._process.is_alive() and self._queue is not None:
            # A child that died without "done" (killed) would otherwise be waited on forever.
            with contextlib.suppress(queue.Empty, OSError, ValueError):
                while True:
                    msg = self._queue.get_nowait()
                    if msg[0] == "action":
                        self.actions.append(str(msg[1]))
                        self.times.append(float(msg[2]))
                    elif msg[0] == "done":
                        self._finish(float(msg[1]))
                        return
            self.error = PROCESS_ENDED
            self._timer.stop()
            self.failed.emit(self.error)

    def _finish(self, used: float) -> None:
        self._timer.stop()
        if self.times:
            used = max(used, self.times[-1])
        if self.time_limit is not None:
            used = min(used, self.time_limit)
        self.time_used = used
        self.times = [min(t, used) for t in self.times]
        self.done = True
        if self._process is not None:
            self._process.join(1.0)
        self._close_queue()
        self.finished.emit()
