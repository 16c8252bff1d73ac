"""Shared look-ahead machinery of the opponent and hints: evaluation and two bounded searches.

Everything here works on a ``Position`` that the opponent sampled from a ``PlayerView``
(``Position.sample``), so no hidden card of the real game reaches it. Budgets count positions
made, never seconds: the same view gets the same choice on any machine.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any

from spider_qt.engine import RuleSet

from .position import COLUMNS, DEAL, EMPTY_FIELD, RUN, RUNS_TO_WIN, Feat, Position, code_of_text, visible_digest

__all__ = ["COLUMNS", "DEAL"]

VisKey = Hashable


def view_key(state: dict[str, Any]) -> VisKey:
    """``Position.visible_key`` computed from a view's ``state()``: equal for the same visible position."""
    total = 0
    for column in state["tableau"]:
        down = sum(1 for e in column if not e["up"])
        total += hash((down, *[code_of_text(e["card"]) for e in column[down:]]))
    return visible_digest(total & ((1 << 64) - 1), len(state["stock"]), len(state["foundations"]))


@dataclass(frozen=True)
class Weights:
    """Evaluation weights (a level's style of play).

    Keep them multiples of 0.5: the searches work a child's value out from its parent's by adding and taking
    away column values, which equals adding them all up only while every sum is exact in floating point.
    """

    run: float = 1000.0  # a run on the discard pile
    hidden: float = 30.0  # a face-down card
    dig: float = 1.5  # a face-up card lying on face-down cards (harder to dig out)
    same: float = 12.0  # a same-suit link inside a column's face-up part
    long: float = 1.0  # extra for long same-suit sequences: (length - 1) squared
    off: float = 3.0  # a rank link of two suits (a natural but mixed sequence)
    broken: float = 8.0  # a face-up card that lies on a card it does not follow
    empty: float = 60.0  # the first empty column
    empty2: float = 20.0  # each further empty column
    clear: float = 8.0  # a column with no face-down card left
    score: float = 10.0  # duel: weight of the real score
    step: float = 3.0  # cost of one more move in a plan


STRONG = Weights()

#: Cards in a game.
CARDS = RUN * RUNS_TO_WIN
#: The value of a position that can never be won: cards are left in the stock, but too few on the table to fill
#: every column, which a deal needs under classic rules (a run discarded too early).
DEAD = -1e9


_COLUMN_VALUES: dict[int, tuple[Weights, dict[int, float]]] = {}


def _column_values(w: Weights) -> dict[int, float]:
    """The value of a column under ``w``, by the number that names its counts (``position.COUNT_IDS``)."""
    entry = _COLUMN_VALUES.get(id(w))
    if entry is None or entry[0] is not w:
        entry = _COLUMN_VALUES[id(w)] = (w, {})
    return entry[1]


def evaluate(p: Position, w: Weights = STRONG) -> float:
    """How promising a position looks (higher is better).

    A face-down card counts only as a number: its identity (which only a sample
    knows) never changes the value.
    """
    values = _column_values(w)
    total = 0.0
    for f in p.feats:
        v = values.get(f[11])
        total += _column_value(f, w, values) if v is None else v
    return _value(p, w, total)


def _column_value(f: Feat, w: Weights, values: dict[int, float]) -> float:
    """The value of the column with features ``f`` (0 for an empty one), remembered in ``values``."""
    cid = f[11]
    if not cid:  # an empty column: counted by ``_value``
        v = 0.0
    else:
        hidden, dig, same, off, broken, long, clear = f[8]
        v = (
            w.same * same
            - w.hidden * hidden
            - w.dig * dig
            + w.long * long
            + w.off * off
            - w.broken * broken
            + w.clear * clear
        )
    values[cid] = v
    return v


def _value(p: Position, w: Weights, columns: float) -> float:
    """``evaluate(p, w)`` from the sum of its columns' values."""
    return _valuer(w, p.rules)(p, columns)


def _valuer(w: Weights, rules: RuleSet) -> Callable[[Position, float], float]:
    """``_value`` for positions under ``rules``, with the weights and the rules' constants looked up once.

    Every weight is a multiple of 0.5, so these sums are exact in any order: a child's sum worked out from its
    parent's (``_child_columns``) gives the same value as adding its columns up.
    """
    needs_every_column = rules.deal_needs_every_column
    scored = bool(rules.scoring.per_flip or rules.scoring.same_suit)  # rules that score flips and builds
    run, empty1, empty2, score = w.run, w.empty, w.empty2, w.score

    def value(p: Position, columns: float) -> float:
        if needs_every_column and p.stock and CARDS - RUN * p.runs - len(p.stock) < COLUMNS:
            return DEAD  # too few cards left on the table to fill every column: the stock can never be dealt
        v = run * p.runs + columns
        empty = (p.tops & EMPTY_FIELD).bit_count()
        if empty:
            v += empty1 + empty2 * (empty - 1)
        if scored:  # count the score
            v += score * p.score
        return v

    return value


def _child_columns(p: Position, c: Position, m: int, columns: float, w: Weights, values: dict[int, float]) -> float:
    """The sum of the columns' values of ``c``, made from ``p`` by the card move ``m``, from that of ``p``."""
    src = m & 15
    dst = (m >> 4) & 15
    new = c.feats
    old = p.feats
    f = new[src]
    v = values.get(f[11])
    columns += _column_value(f, w, values) if v is None else v
    f = new[dst]
    v = values.get(f[11])
    columns += _column_value(f, w, values) if v is None else v
    f = old[src]
    v = values.get(f[11])
    columns -= _column_value(f, w, values) if v is None else v
    f = old[dst]
    v = values.get(f[11])
    columns -= _column_value(f, w, values) if v is None else v
    return columns


PlanStep = tuple[int, VisKey]


def plan(
    p0: Position,
    avoid: Iterable[VisKey],
    budget: int,
    w: Weights = STRONG,
    max_depth: int = 200,
) -> tuple[float, tuple[PlanStep, ...]]:
    """The best sequence of card moves (deals excluded) from ``p0``, found best-first within ``budget`` positions.

    A line stops at the first move that turns a face-down card (or wins): what that card is,
    only a sample knows, so the search never looks past it and its choice is the same for
    every sample. Returns the best value reached (each move costs ``w.step``) and the moves
    with the visible position after each; the path is empty when nothing beats ``p0`` itself.
    """
    seen = set(avoid)
    seen.add(p0.visible_key())
    values = _column_values(w)
    columns = sum(_column_value(f, w, values) for f in p0.feats)
    value_of = _valuer(w, p0.rules)
    root = value_of(p0, columns)
    best_value = root
    best_line: _Line = None
    # A line is kept as a chain (the line before it, move, key), written out only for the best one.
    # An entry carries the sum of its position's column values: a child's is worked out from it.
    heap: list[tuple[float, int, Position, _Line, int, float]] = [(-root, 0, p0, None, 0, columns)]
    push, pop = heapq.heappush, heapq.heappop
    step = w.step
    tick = 0
    nodes = 0
    while heap and nodes < budget:
        _neg, _t, p, path, length, columns = pop(heap)
        depth = length + 1
        hidden = p.nhidden
        for m in p.candidates():
            c = p.fresh(m, seen)
            if c is None:
                continue
            nodes += 1
            cc = _child_columns(p, c, m, columns, w, values)
            v = value_of(c, cc) - step * depth
            line = (path, m, c.vkey)
            if v > best_value:
                best_value, best_line = v, line
            if c.won or c.nhidden < hidden or depth >= max_depth:
                continue
            tick += 1
            push(heap, (-v, tick, c, line, depth, cc))
    return best_value, _steps(best_line)


#: A line of ``plan`` as a chain: ``None`` (no move yet) or (the line before, move, visible key after it).
_Line = tuple[Any, int, VisKey] | None


def _steps(line: _Line) -> tuple[PlanStep, ...]:
    steps: list[PlanStep] = []
    while line is not None:
        line, m, k = line
        steps.append((m, k))
    steps.reverse()
    return tuple(steps)


@dataclass
class HopResult:
    """What ``hop`` found for each first move: mean best value over the samples, share of samples with progress."""

    value: dict[int, float]
    progress: dict[int, float]
    runs: dict[int, float]
    lines: dict[int, list[tuple[float, tuple[PlanStep, ...]]]]


def progressed(before: Position, after: Position) -> bool:
    """Whether ``after`` got somewhere: a run discarded, a card turned or a column emptied."""
    if after.runs > before.runs or after.hidden() < before.hidden():
        return True
    return after.empty_columns() > before.empty_columns()


def hop(samples: list[Position], avoid: set[VisKey], budget: int, w: Weights = STRONG) -> HopResult:
    """Look-ahead in hindsight: in each sample (which knows its face-down cards) search card moves best-first
    straight past the cards they turn, and score every first move by the best value reached after it.

    Every sample shows the same visible position, so all share the same first moves. A line is kept
    for each first move and sample, up to and including its first turned card (the part that is the
    same whatever the face-down cards are), for the player to follow.
    """
    value: dict[int, float] = {}
    progress: dict[int, float] = {}
    runs: dict[int, float] = {}
    lines: dict[int, list[tuple[float, tuple[PlanStep, ...]]]] = {}
    values = _column_values(w)
    for s in samples:
        value_of = _valuer(w, s.rules)
        seen = set(avoid)
        seen.add(s.visible_key())
        best: dict[int, tuple[float, Position, tuple[PlanStep, ...]]] = {}
        # A node: position, first move, the visible part of its line (up to the first turned card), the sum of
        # its column values (a child's is worked out from it).
        columns = sum(_column_value(f, w, values) for f in s.feats)
        heap: list[tuple[float, int, Position, int, tuple[PlanStep, ...], bool, float]] = [
            (0.0, 0, s, -1, (), False, columns)
        ]
        tick = 0
        spent = 0
        while heap and spent < budget:
            _neg, _t, p, first, line, closed, columns = heapq.heappop(heap)
            depth = p.moves - s.moves + 1
            hidden = p.nhidden
            for m in p.candidates():
                c = p.fresh(m, seen)
                spent += 1  # every position reached counts, seen or not, so the budget bounds the work
                if c is None:
                    continue
                cc = _child_columns(p, c, m, columns, w, values)
                v = value_of(c, cc) - w.step * depth
                f = first if first >= 0 else m
                ln = line if closed else (*line, (m, c.vkey))
                shut = closed or c.nhidden < hidden
                old = best.get(f)
                if old is None or v > old[0]:
                    best[f] = (v, c, ln)
                if c.won:
                    continue
                tick += 1
                heapq.heappush(heap, (-v, tick, c, f, ln, shut, cc))
        for f, (v, c, ln) in best.items():
            value[f] = value.get(f, 0.0) + v / len(samples)
            progress[f] = progress.get(f, 0.0) + (1.0 if progressed(s, c) else 0.0) / len(samples)
            runs[f] = runs.get(f, 0.0) + (1.0 if c.runs > s.runs else 0.0) / len(samples)
            lines.setdefault(f, []).append((v, ln))
    # A first move missing from some sample (its child was already seen) counts as worthless there.
    for f, found in lines.items():
        if len(found) < len(samples):
            value[f] = value[f] - (len(samples) - len(found)) * 1e6
    return HopResult(value, progress, runs, lines)
