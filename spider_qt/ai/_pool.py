"""Solving samples on worker processes: the same answers as solving them one after the other.

Master solves several samples of the unseen cards at a time (a batch). Each solve is bounded by a number of
positions fixed before the batch starts, never by a clock or by what another solve of the batch used, so the
answers are the same whether the batch runs here or on any number of workers. A ``Position`` is not sent to a
worker as it is (its columns' serial numbers name entries of this process's memory, ``_columns``): a worker
gets the cards, and builds the same position from them.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

from spider_qt.engine import RuleSet

from .position import Position
from .solver import search_line

#: One solve's answer: the moves, whether they win, the positions made, whether the budget ran out.
Solved = tuple[list[int], bool, int, bool]
Spec = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...], int, int, int, int, RuleSet]

_pool: Executor | None = None
_workers = 1


def default_workers() -> int:
    """Cores less one (the game's own process needs one), at least one; one in a daemonic process (which may
    not start processes of its own)."""
    if multiprocessing.current_process().daemon:
        return 1
    return max(1, (os.cpu_count() or 1) - 1)


def set_workers(count: int | None) -> int:
    """Solve master's samples on ``count`` worker processes (``None``: ``default_workers()``; 1: in this process).

    Returns the count in use. The choices do not depend on it; only how long they take does.
    """
    global _pool, _workers
    wanted = default_workers() if count is None else max(1, count)
    if multiprocessing.current_process().daemon:
        wanted = 1
    if wanted != _workers and _pool is not None:
        _pool.shutdown(cancel_futures=True)
        _pool = None
    _workers = wanted
    return _workers


def workers() -> int:
    """The worker processes master's samples are solved on (1: in this process)."""
    return _workers


def _executor() -> Executor:
    global _pool
    if _pool is None:
        # forkserver (spawn where there is none): a fork of a process with threads (the app's) is not safe.
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        _pool = ProcessPoolExecutor(max_workers=_workers, mp_context=context)
        atexit.register(_pool.shutdown, cancel_futures=True)
    return _pool


def spec(p: Position) -> Spec:
    """What a worker needs to build ``p`` again."""
    return (p.cols, p.down, p.stock, p.runs, p.score, p.moves, p.bonus, p.rules)


def _solve_spec(args: tuple[Spec, int]) -> Solved:
    (cols, down, stock, runs, score, moves, bonus, rules), nodes = args
    p = Position.make(list(cols), list(down), stock, runs, score, moves, bonus, rules)
    return search_line(p, nodes)


def solve_batch(
    positions: Sequence[Position], nodes: int, search: Callable[[Position, int], Solved] = search_line
) -> list[Solved]:
    """``search(p, nodes)`` for each position, in order: here with one worker, else on the pool.

    ``search`` is the solver (a test may give another); the pool always uses ``search_line``.
    """
    if _workers <= 1 or len(positions) <= 1 or search is not search_line:
        return [search(p, nodes) for p in positions]
    tasks: list[tuple[Spec, int]] = [(spec(p), nodes) for p in positions]
    result: list[Any] = list(_executor().map(_solve_spec, tasks))
    return result
