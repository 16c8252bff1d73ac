"""Opponents: whoever plays the other side of a duel, behind one small interface.

The computer plays in a child process (``ComputerPlayer``); a second player at this machine plays on
this table after the first. A player on another machine later is one more class with this surface.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from spider_qt.engine import Game
from spider_qt.ui.computer.opponent_process import ComputerPlayer


class Opponent(Protocol):
    """The other side of a duel: it plays the same deal and reports its actions with their times."""

    finished: SignalInstance  # its game is over
    failed: SignalInstance  # (message) it cannot go on
    actions: list[str]  # its actions so far, in move notation
    times: list[float]  # seconds since its start, one per action
    time_used: float
    done: bool

    def start(self) -> None: ...

    def cancel(self) -> None: ...

    def game(self) -> Game: ...


# The computer opponent: already of the right shape.
ComputerOpponent = ComputerPlayer


class SeatedPlayer(QObject):
    """The second player at this machine: plays on this table once the first has finished."""

    finished = Signal()
    failed = Signal(str)

    def __init__(self, rules: str, suits: int, seed: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = Game.new(rules, suits, seed)
        self.actions: list[str] = []
        self.times: list[float] = []
        self.time_used = 0.0
        self.done = False

    def start(self) -> None:
        """Nothing runs elsewhere: the table deals this player's turn."""

    def cancel(self) -> None:
        """Nothing runs elsewhere to stop."""

    def played(self, game: Game, times: list[float], time_used: float) -> None:
        """Its turn at the table is over."""
        self._game = game
        self.actions = list(game.history)
        self.times = list(times)
        self.time_used = time_used
        self.done = True
        self.finished.emit()

    def game(self) -> Game:
        return self._game
