"""A full-information solver for "Is this deal winnable?" (it reads the whole game; never used in duels).

Two passes of depth-first search with a transposition table: first over the
promising moves only, in order of promise (finds most wins fast), then over
every legal action, which alone may prove that no win exists.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from spider_qt.engine import Game, Move

from ._search import DEAL, candidates, child, evaluate, game_key

STATUSES = ("winnable", "not_winnable", "unknown")

Cancel = Callable[[], bool] | threading.Event | None


@dataclass(frozen=True)
class SolveResult:
    """The verdict: ``status`` is one of ``STATUSES``; ``moves`` wins from the given position when winnable."""

    status: str
    moves: tuple[Move, ...] = ()
    nodes: int = 0
    seconds: float = 0.0


class _Stop(Exception):
    pass


def solve(game: Game, time_budget_s: float = 10.0, cancel: Cancel = None) -> SolveResult:
    """Decide whether ``game`` can still be won from its current position (undo is never used).

    ``cancel`` is a callable returning True, or a ``threading.Event`` that is set,
    to stop early (the result is then "unknown").
    """
    start = time.perf_counter()
    deadline = start + max(0.0, time_budget_s)
    root = game.copy()
    root._log = []
    root._undo = []
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

    nodes = 0

    def check() -> None:
        if time.perf_counter() > deadline or stopped():
            raise _Stop

    def expand_pruned(g: Game) -> list[tuple[Move, Game]]:
        kids = [(m, child(g, m)) for m in candidates(g)]
        kids.sort(key=lambda mc: evaluate(mc[1]), reverse=True)
        if g.deal_allowed():
            kids.append((DEAL, child(g, DEAL)))
        return kids

    def expand_all(g: Game) -> list[tuple[Move, Game]]:
        kids = [(m, child(g, m)) for m in g.legal_moves() if m.kind != "flip"]
        kids.sort(key=lambda mc: (mc[0].kind == "deal", -evaluate(mc[1])))
        return kids

    def dfs(expand: Callable[[Game], list[tuple[Move, Game]]]) -> tuple[Move, ...] | None:
        nonlocal nodes
        seen = {game_key(root)}
        path: list[Move] = []
        stack = [iter(expand(root))]
        while stack:
            nodes += 1
            if nodes & 127 == 0:
                check()
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
            k = game_key(g)
            if k in seen:
                continue
            seen.add(k)
            path.append(m)
            stack.append(iter(expand(g)))
        return None

    status = "unknown"
    moves: tuple[Move, ...] = ()
    try:
        # Flips are free and final, so a duel root is first turned like the search does for its children.
        if root._duel:
            for col in range(10):
                if root._cols[col] and root._down[col] == len(root._cols[col]):
                    flip = Move("flip", col)
                    root.play(flip)
                    moves += (flip,)
        found = dfs(expand_pruned)
        if found is None:
            found = dfs(expand_all)
            if found is None:
                status = "not_winnable"
        if found is not None:
            status = "winnable"
            moves += found
    except _Stop:
        status = "unknown"
        moves = ()
    return SolveResult(status, moves if status == "winnable" else (), nodes, time.perf_counter() - start)
