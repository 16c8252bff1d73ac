"""The computer opponent of a duel plays its game in a separate process, so the table never waits for it.

The child runs only engine and ai code (``spider_qt.ai.match.play_match``, which loads no Qt).
It streams every action with its clock reading back through a queue; the parent
(``ComputerPlayer``) collects them without showing anything until the duel asks for it.
"""

from __future__ import annotations

import contextlib
import queue
from typing import Any

from PySide6.QtCore import QObject, Signal

from spider_qt.ai.match import play_match
from spider_qt.duel.model import COMPUTER_SECONDS_PER_ACTION
from spider_qt.engine import Game
from spider_qt.ui.computer.child_process import ChildProcess, close_queue

# Reasons ``failed`` gives besides the child's own error text; the UI shows them translated.
LOST_PROCESS = "lost the computer player's process"
PROCESS_ENDED = "the computer player's process ended unexpectedly"

POLL_MS = 40
# Messages read in one tick at most: the GUI thread is never held for long; the rest waits for the next tick.
MAX_PER_TICK = 500


class ComputerPlayer(ChildProcess):
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
        super().__init__(POLL_MS, parent)
        self.rules, self.suits, self.seed, self.level = rules, suits, seed, level
        self.time_limit = time_limit
        self.bot_seed = bot_seed
        self.actions: list[str] = []
        self.times: list[float] = []
        self.time_used = 0.0
        self.done = False
        self.error = ""
        self._queue: Any = None

    def start(self) -> None:
        """Start the child process (returns at once)."""
        self._queue = self.new_queue()
        args = (
            self._queue, self.new_cancel(), self.rules, self.suits, self.seed,
            self.level, self.time_limit, self.bot_seed, COMPUTER_SECONDS_PER_ACTION,
        )  # fmt: skip
        self.spawn(play_match, args, "spider-duel-computer")

    def is_running(self) -> bool:
        return self.child_running() and not self.done

    def game(self) -> Game:
        """The computer's game as far as it has been reported."""
        game = Game.new(self.rules, self.suits, self.seed)
        game.replay(self.actions)
        return game

    def cancel(self) -> None:
        """Stop the child now; nothing more is reported."""
        self.end_child()
        self._queue = None

    def poll(self) -> None:
        if self._queue is None:
            return
        for _ in range(MAX_PER_TICK):
            try:
                msg = self._queue.get_nowait()
            except queue.Empty:
                break
            except (OSError, ValueError, EOFError):
                msg = ("error", LOST_PROCESS)
            if self._take(msg):
                return
        if self.child_ended() and self._queue is not None:
            # A child that died without "done" (killed) would otherwise be waited on forever: what it sent
            # before it died still counts.
            with contextlib.suppress(queue.Empty, OSError, ValueError, EOFError):
                while True:
                    if self._take(self._queue.get_nowait()):
                        return
            self._take(("error", PROCESS_ENDED))

    def _take(self, msg: tuple[Any, ...]) -> bool:
        """Act on one message from the child; True when the game ended (finished or failed)."""
        if msg[0] == "action":
            self.actions.append(str(msg[1]))
            self.times.append(float(msg[2]))
            self.time_used = float(msg[2])
            self.action.emit(str(msg[1]), float(msg[2]))
            return False
        if msg[0] == "done":
            self._finish(float(msg[1]))
            return True
        if msg[0] == "error":
            self.error = str(msg[1])
            self._timer.stop()
            self.failed.emit(self.error)
            return True
        return False

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
        if self._queue is not None:
            close_queue(self._queue)
            self._queue = None
        self.finished.emit()
