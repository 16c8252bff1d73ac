"""The ceiling on the positions one move of master may make, all its searches together (``Style.move_nodes``).

Master's searches of a move (its solved samples, its hindsight look-ahead, its end-game check) each have a budget
of their own, and each draws more samples while its first ones leave the decision open. Together they could make
a few hundred thousand positions, more than a second's work on one core. The ceiling bounds them together: a
search's first samples always run, and more are drawn only as far as their whole budgets still fit under it. It
counts positions, never seconds, and what a search used is the same on any machine and any number of workers, so
the choices never depend on either.
"""

from __future__ import annotations

import sys


class MoveBudget:
    """The positions the searches of one move may still make (``left``) and have made (``spent``)."""

    def __init__(self, nodes: int) -> None:
        """``nodes``: the ceiling; 0 for none."""
        self.left = nodes if nodes > 0 else sys.maxsize
        self.spent = 0

    def spend(self, nodes: int) -> None:
        self.left -= nodes
        self.spent += nodes

    def room(self, per_search: int) -> int:
        """How many more searches of ``per_search`` positions each fit under the ceiling."""
        return max(0, self.left) // max(1, per_search)
