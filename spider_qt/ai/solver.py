"""A full-information solver for "Is this deal winnable?" (it reads the whole game; never used in duels).

Two stages share one time budget:

1. a small exhaustive search over every legal action (only moves that merely rename columns are
   left out), which alone can prove that no win exists: only this stage ever says "not winnable";
2. a beam search, one move at a time, that keeps the ``width`` least chaotic positions for each
   number of deals still left (chaos: cards out of same-suit order, each face-down card counting
   one), so positions before and after a deal never crowd each other out. It follows only the
   promising moves (``Position.candidates``) and is run again twice as wide until a win turns up
   or the time runs out.

A win it reports is a list of actions that the engine replays from the given position; it is
replayed on a copy of the game before it is reported.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from spider_qt.engine import Game, Move

from .position import DEAL, EMPTY_FIELD, Position, engine_moves

STATUSES = ("winnable", "not_winnable", "unknown")

Cancel = Callable[[], bool] | threading.Event | None

#: Exhaustive stage: positions it may visit before the beam search takes over.
EXHAUSTIVE_NODES = 3_000
#: Beam widths (positions kept per number of deals left), tried in turn until the budget runs out.
FIRST_WIDTH = 4
MAX_WIDTH = 1 << 17


@dataclass(frozen=True)
class SolveResult:
    """The verdict: ``status`` is one of ``STATUSES``; ``moves`` wins from the given position when winnable."""

    status: str
    moves: tuple[Move, ...] = ()
    nodes: int = 0
    seconds: float = 0.0


class _Stop(Exception):
    pass


# A search node: (position, parent node, the int move that led here).
_Node = tuple[Position, "object", int]


def _path(node: object) -> list[int]:
    moves: list[int] = []
    while node is not None:
        assert isinstance(node, tuple)
        _p, parent, move = node
        if parent is not None:
            moves.append(move)
        node = parent
    moves.reverse()
    return moves


def rank(p: Position) -> int:
    """The beam's order (lower first): chaos, with empty columns and discarded runs as a tie-break."""
    return p.csum * 4 - (p.tops & EMPTY_FIELD).bit_count() * 3 - p.runs  # chaos(), empty_columns(), inlined


class Solver:
    """The search itself, counting the positions it makes; ``check`` raises ``_Stop`` at the deadline."""

    def __init__(self, deadline: float, stopped: Callable[[], bool], max_nodes: int | None = None) -> None:
        self.deadline = deadline
        self.stopped = stopped
        self.max_nodes = max_nodes
        self.nodes = 0
        # The least disordered position made so far (stock cards counted as disorder too), for ``search_line``.
        self.best: tuple[int, int, object] | None = None

    def check(self) -> None:
        if self.max_nodes is not None:
            if self.nodes > self.max_nodes:
                raise _Stop
            return  # a node budget alone: the same answer on any machine
        if time.perf_counter() > self.deadline or self.stopped():
            raise _Stop

    def exhaustive(self, root: Position, limit: int) -> list[int] | bool | None:
        """A win, ``None`` when proved that none exists, or ``False`` when ``limit`` positions did not settle it."""
        seen = {root.exact_key()}  # exact keys: this stage's "no win" is a proof
        stack: list[_Node] = [(root, None, 0)]
        count = 0
        while stack:
            node = stack.pop()
            p = node[0]
            kids = []
            for m in p.legal():
                c = p.apply(m)
                count += 1
                if c.won:
                    return _path((c, node, m))
                k = c.exact_key()
                if k in seen:
                    continue
                seen.add(k)
                kids.append((rank(c), m, c))
            # Most promising last, so it is popped first.
            kids.sort(key=lambda t: (t[0], t[1]), reverse=True)
            stack.extend((c, node, m) for _r, m, c in kids)
            if count > limit:
                self.nodes += count
                return False
            if count & 255 < 40:
                self.check()
        self.nodes += count
        return None

    def beam(self, root: Position, width: int) -> list[int] | None:
        """One beam search: the ``width`` best new positions per number of deals left, one move deeper each round."""
        seen = {root.key()}
        frontier: list[_Node] = [(root, None, 0)]
        tick = 0
        while frontier:
            buckets: dict[int, list[tuple[int, int, _Node]]] = {}
            for node in frontier:
                p = node[0]
                moves = p.candidates()
                if p.deal_allowed():
                    moves.append(DEAL)
                for m in moves:
                    c = p.fresh(m, seen, full=True)
                    if c is None:
                        continue
                    if c.won:
                        self.nodes += 1
                        return _path((c, node, m))
                    tick += 1
                    r = rank(c)
                    child = (c, node, m)
                    buckets.setdefault(len(c.stock), []).append((r, tick, child))
                    total = r + 4 * len(c.stock)
                    if self.best is None or total < self.best[0]:
                        self.best = (total, -len(c.stock), child)
                self.nodes += len(moves)
                if tick & 127 == 0 or len(moves) > 40:
                    self.check()
            frontier = []
            for group in buckets.values():
                if len(group) > width:
                    group.sort(key=lambda t: (t[0], t[1]))
                    del group[width:]
                frontier.extend(t[2] for t in group)
            self.check()
        return None


def search_line(root: Position, max_nodes: int) -> tuple[list[int], bool, int, bool]:
    """The beam search within ``max_nodes`` positions: a win (int moves, True), or else the line to the least
    disordered position it made (False; empty when nothing beat ``root``); then the positions made and whether
    the budget ran out (when it did not, a larger budget gives the same answer).

    No clock is read: the answer depends only on the position and the budget.
    """
    if root.won:
        return [], True, 0, False
    solver = Solver(0.0, lambda: False, max_nodes)
    width = FIRST_WIDTH
    try:
        while width <= MAX_WIDTH:
            win = solver.beam(root, width)
            if win is not None:
                return win, True, solver.nodes, False
            width *= 2
    except _Stop:
        capped = True
    else:
        capped = False
    best = solver.best
    if best is None or best[0] >= rank(root) + 4 * len(root.stock):
        return [], False, solver.nodes, capped
    return _path(best[2]), False, solver.nodes, capped


def solve(game: Game, time_budget_s: float = 10.0, cancel: Cancel = None, max_nodes: int | None = None) -> SolveResult:
    """Decide whether ``game`` can still be won from its current position (undo is never used).

    ``cancel`` is a callable returning True, or a ``threading.Event`` that is set,
    to stop early (the result is then "unknown"). With ``max_nodes`` the search is bounded by that many
    positions instead, and neither the clock nor ``cancel`` is read: the same answer on any machine.
    """
    start = time.perf_counter()
    deadline = start + max(0.0, time_budget_s)
    if game.won:
        return SolveResult("winnable", (), 0, 0.0)
    if game.over:
        return SolveResult("not_winnable", (), 0, 0.0)

    if cancel is None:
        stopped: Callable[[], bool] = lambda: False  # noqa: E731
    elif isinstance(cancel, threading.Event):
        stopped = cancel.is_set
    else:
        stopped = cancel

    # The search turns face-down tops at once (free and final under duel rules; automatic in classic).
    root = Position.from_game(game).flipped()
    solver = Solver(deadline, stopped, max_nodes)
    status = "unknown"
    win: list[int] = []
    try:
        solver.check()
        found = solver.exhaustive(root, EXHAUSTIVE_NODES)
        if found is None:
            status = "not_winnable"
        elif isinstance(found, list):
            status, win = "winnable", found
        else:
            width = FIRST_WIDTH
            while width <= MAX_WIDTH:
                beam = solver.beam(root, width)
                if beam is not None:
                    status, win = "winnable", beam
                    break
                width *= 2
    except _Stop:
        pass
    moves: tuple[Move, ...] = ()
    if status == "winnable":
        moves = tuple(engine_moves(game, win))
        if not _replays_to_win(game, moves):
            status, moves = "unknown", ()  # never claim a win the engine does not confirm
    return SolveResult(status, moves, solver.nodes, time.perf_counter() - start)


def _replays_to_win(game: Game, moves: tuple[Move, ...]) -> bool:
    g = game.copy(history=False)
    for m in moves:
        g.play(m)
    return g.won
