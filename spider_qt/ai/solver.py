"""A full-information solver for "Is this deal winnable?" (it reads the whole game; never used in duels).

Three stages share one time budget:

1. a small exhaustive depth-first search over every legal action, which alone can
   prove that no win exists (it settles dead or nearly finished positions at once);
2. a beam search over the stretches between deals: from each position of the beam a
   best-first search over the promising card moves (with a table of positions
   already reached) looks for a win, and the best positions from which a deal is
   legal are dealt on and form the next beam; the search sees the face-down cards,
   so it plans straight past the cards it turns;
3. the beam search again, wider and with more positions per stretch, until the
   budget runs out.

A win it reports is a list of actions that the engine replays from the given position.
"""

from __future__ import annotations

import heapq
import threading
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from spider_qt.engine import Game, Move

from ._search import CODE_OF_ID, COLUMNS, DEAL, Weights, candidates, child, clone, evaluate

STATUSES = ("winnable", "not_winnable", "unknown")

Cancel = Callable[[], bool] | threading.Event | None

#: Exhaustive stage: positions it may visit before the beam search takes over.
EXHAUSTIVE_NODES = 2_000
#: Stages: (dealt positions tried after each stretch, positions per stretch between deals);
#: the last stretch gets ``LAST_FACTOR`` times more.
SCHEDULE: tuple[tuple[int, int], ...] = ((1, 4_000), (1, 20_000), (3, 20_000), (3, 60_000))
LAST_FACTOR = 4
#: How many of the best positions before a deal are dealt on to choose the next beam.
DEAL_CHOICES = 400
#: The solver's evaluation: the strong player's, with more weight on turning cards and keeping suits together.
SOLVER = Weights(hidden=40.0, same=16.0, long=1.5, broken=10.0, step=0.5)


@dataclass(frozen=True)
class SolveResult:
    """The verdict: ``status`` is one of ``STATUSES``; ``moves`` wins from the given position when winnable."""

    status: str
    moves: tuple[Move, ...] = ()
    nodes: int = 0
    seconds: float = 0.0


class _Stop(Exception):
    pass


def full_key(g: Game) -> Hashable:
    """The position up to the order of columns and of copies of a face-up card (face-down cards by identity)."""
    code = CODE_OF_ID[g.suits]
    down = g._down
    cols = []
    for c, cards in enumerate(g._cols):
        d = down[c]
        cols.append((tuple(cards[:d]), tuple([code[x] for x in cards[d:]])))
    cols.sort()
    return (tuple(cols), len(g._stock))


# A search node: (game, parent node, the move that led here).
_Node = tuple[Game, "object", Move | None]


def _path(node: _Node) -> list[Move]:
    moves: list[Move] = []
    n: object = node
    while n is not None:
        assert isinstance(n, tuple)
        _g, parent, move = n
        if move is not None:
            moves.append(move)
        n = parent
    moves.reverse()
    return moves


class _Solver:
    def __init__(self, deadline: float, stopped: Callable[[], bool]) -> None:
        self.deadline = deadline
        self.stopped = stopped
        self.nodes = 0

    def check(self) -> None:
        if time.perf_counter() > self.deadline or self.stopped():
            raise _Stop

    # ------------------------------------------------------------ exhaustive

    def exhaustive(self, root: Game, limit: int) -> tuple[Move, ...] | bool | None:
        """A win, ``None`` when proved that none exists, or ``False`` when ``limit`` positions did not settle it."""
        seen = {full_key(root)}
        path: list[Move] = []

        def expand(g: Game) -> list[tuple[Move, Game]]:
            kids = [(m, child(g, m)) for m in g.legal_moves() if m.kind != "flip"]
            kids.sort(key=lambda mc: (mc[0].kind == "deal", -evaluate(mc[1], SOLVER)))
            return kids

        stack = [iter(expand(root))]
        count = 0
        while stack:
            count += 1
            self.nodes += 1
            if count > limit:
                return False
            if count & 255 == 0:
                self.check()
            step = next(stack[-1], None)
            if step is None:
                stack.pop()
                if path:
                    path.pop()
                continue
            m, g = step
            if g.won:
                return (*path, m)
            if g.over:
                continue
            k = full_key(g)
            if k in seen:
                continue
            seen.add(k)
            path.append(m)
            stack.append(iter(expand(g)))
        return None

    # ------------------------------------------------------------------ beam

    def stretch(self, start: _Node, budget: int, seen: set[Hashable]) -> tuple[_Node | None, list[tuple[float, _Node]]]:
        """Best-first over card moves from ``start`` (no deal): a won node, and the nodes a deal may follow."""
        g0 = start[0]
        v0 = evaluate(g0, SOLVER)
        ready: list[tuple[float, _Node]] = []
        if g0._stock and all(g0._cols):
            ready.append((v0, start))
        heap: list[tuple[float, int, _Node]] = [(-v0, 0, start)]
        tick = 0
        spent = 0
        step = SOLVER.step
        while heap and spent < budget:
            _neg, _t, node = heapq.heappop(heap)
            g = node[0]
            for m in candidates(g):
                c = child(g, m)
                spent += 1
                if c._won:
                    return (c, node, m), ready
                k = full_key(c)
                if k in seen:
                    continue
                seen.add(k)
                v = evaluate(c, SOLVER) - step * (c._moves - g0._moves)
                n: _Node = (c, node, m)
                if c._stock and all(c._cols):
                    ready.append((v, n))
                tick += 1
                heapq.heappush(heap, (-v, tick, n))
            self.nodes += 1
            if tick & 63 == 0:
                self.check()
        return None, ready

    def beam(self, root: Game, width: int, budget: int) -> list[Move] | None:
        """Depth-first over the stretches between deals: from each stretch the ``width`` best dealt positions."""
        seen: set[Hashable] = {full_key(root)}
        return self.descend((root, None, None), width, budget, seen)

    def descend(self, node: _Node, width: int, budget: int, seen: set[Hashable]) -> list[Move] | None:
        last = not node[0]._stock
        won, ready = self.stretch(node, budget * (LAST_FACTOR if last else 1), seen)
        if won is not None:
            return _path(won)
        if last:
            return None
        # The solver knows the stock: rank the arrangements by how the next deal lands on them.
        ready.sort(key=lambda t: t[0], reverse=True)
        dealt: dict[Hashable, tuple[float, _Node]] = {}
        for _v, leaf in ready[:DEAL_CHOICES]:
            c = child(leaf[0], DEAL)
            if c._won:
                return _path((c, leaf, DEAL))
            k = full_key(c)
            if k not in dealt and k not in seen:
                dealt[k] = (evaluate(c, SOLVER), (c, leaf, DEAL))
        ranked = sorted(dealt.values(), key=lambda t: t[0], reverse=True)
        for _v, nxt in ranked[:width]:
            seen.add(full_key(nxt[0]))
            found = self.descend(nxt, width, budget, seen)
            if found is not None:
                return found
        return None


def _with_flips(root: Game, moves: tuple[Move, ...]) -> tuple[Move, ...]:
    """Duel rules: the search turns every face-down top for free after each action; spell those flips out."""
    g = clone(root)
    out: list[Move] = []
    for m in moves:
        g.play(m)
        out.append(m)
        if g.over:
            break
        for col in range(COLUMNS):
            if g._cols[col] and g._down[col] == len(g._cols[col]):
                flip = Move("flip", col)
                g.play(flip)
                out.append(flip)
    return tuple(out)


def solve(game: Game, time_budget_s: float = 10.0, cancel: Cancel = None) -> SolveResult:
    """Decide whether ``game`` can still be won from its current position (undo is never used).

    ``cancel`` is a callable returning True, or a ``threading.Event`` that is set,
    to stop early (the result is then "unknown").
    """
    start = time.perf_counter()
    deadline = start + max(0.0, time_budget_s)
    root = clone(game)
    if root.won:
        return SolveResult("winnable", (), 0, 0.0)
    if root.over:
        return SolveResult("not_winnable", (), 0, 0.0)

    if cancel is None:
        stopped: Callable[[], bool] = lambda: False  # noqa: E731
    elif isinstance(cancel, threading.Event):
        stopped = cancel.is_set
    else:
        stopped = cancel

    solver = _Solver(deadline, stopped)
    prefix: tuple[Move, ...] = ()
    status = "unknown"
    moves: tuple[Move, ...] = ()
    try:
        solver.check()
        # Flips are free and final, so a duel root is first turned like the search does for its children.
        if not root.ruleset.auto_flip:
            for col in range(COLUMNS):
                if root._cols[col] and root._down[col] == len(root._cols[col]):
                    flip = Move("flip", col)
                    root.play(flip)
                    prefix += (flip,)
        found = solver.exhaustive(root, EXHAUSTIVE_NODES)
        if found is None:
            status = "not_winnable"
        elif isinstance(found, tuple):
            status, moves = "winnable", prefix + found
        else:
            for width, budget in SCHEDULE:
                win = solver.beam(root, width, budget)
                if win is not None:
                    status, moves = "winnable", prefix + tuple(win)
                    break
    except _Stop:
        pass
    if status == "winnable" and not root.ruleset.auto_flip:
        moves = prefix + _with_flips(root, moves[len(prefix) :])
    return SolveResult(status, moves if status == "winnable" else (), solver.nodes, time.perf_counter() - start)
