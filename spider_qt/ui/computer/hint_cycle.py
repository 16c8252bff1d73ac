"""H again on the same position shows the next useful move, round and round, as Windows Spider does.

The first H asks the computer for its best move (``Assist.request_hint``); the cycle then holds that move followed by
every other move that still gets somewhere (``ai.useful.useful_moves``), for the position it was worked out on (the
assist's generation). Any action, a new game or Leave makes a new position: the next H asks the computer again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import Move, PlayerView


class HintCycle:
    """The hints of one position, and which of them was shown last."""

    def __init__(self) -> None:
        self._generation: int | None = None
        self._moves: list[Move] = []
        self._shown = 0

    def start(self, generation: int, best: Move | None, view: PlayerView | None) -> None:
        """The computer's ``best`` move for the position of ``generation``, then the other useful ones of ``view``."""
        from spider_qt.ai.useful import useful_moves

        self._generation = generation
        others = [] if view is None or best is None else [m for m in useful_moves(view) if m != best]
        self._moves = [] if best is None else [best, *others]
        self._shown = 0

    def holds(self, generation: int) -> bool:
        """Whether H again on this position has a next move to show (without asking the computer)."""
        return self._generation == generation and len(self._moves) > 1

    def next(self) -> Move:
        """The next move of the cycle (after the last, the first again)."""
        self._shown = (self._shown + 1) % len(self._moves)
        return self._moves[self._shown]

    def counter(self) -> str:
        """ "(2 of 5)" for the move shown now; "" when there is only one."""
        if len(self._moves) < 2:
            return ""
        return (
            QCoreApplication.translate("Assist", "(%1 of %2: H again for the next)")
            .replace("%1", str(self._shown + 1))
            .replace("%2", str(len(self._moves)))
        )
