"""FROZEN BASELINE for benchmarks/solver_speed.py: the look-ahead code as it was before the compact position
(commit c05fa37), kept only to measure the speed-up in the same run. Not used by the product. The
only change: the engine no longer has ``_duel``, so the rule set's ``auto_flip`` flag stands in for it.

Shared look-ahead machinery: position keys, evaluation, pruned move lists, a bounded search.

Everything here works on a full ``Game``; the opponent only ever hands it games
that it sampled from a ``PlayerView`` (``view.determinize``), so no hidden card
of the real game reaches it. Reading the engine's internal lists directly keeps
the inner loops cheap enough for look-ahead in pure Python.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Hashable, Iterable
from dataclasses import dataclass

from spider_qt.engine import Game, Move
from spider_qt.engine.cards import RANK_OF, SUIT_COUNTS, SUITS, TEXT_OF

COLUMNS = 10
DEAL = Move("deal")

#: A card's visible identity (rank and suit, not which physical copy) for each suit count.
CODE_OF_ID: dict[int, tuple[int, ...]] = {
    n: tuple(SUITS.index(t[1]) * 16 + RANK_OF[i] for i, t in enumerate(TEXT_OF[n])) for n in SUIT_COUNTS
}
_RANK_TEXT = "A23456789TJQK"


def code_of_text(text: str) -> int:
    """The visible identity of a card written ``text`` (same numbering as ``CODE_OF_ID``)."""
    return SUITS.index(text[1]) * 16 + _RANK_TEXT.index(text[0]) + 1


VisKey = tuple[Hashable, ...]


def game_key(g: Game) -> VisKey:
    """What a player sees of ``g``'s position, up to the order of columns and copies of a card."""
    code = CODE_OF_ID[g.suits]
    cols = g._cols
    down = g._down
    columns = sorted((down[c], tuple([code[x] for x in cols[c][down[c] :]])) for c in range(COLUMNS))
    return (tuple(columns), len(g._stock), len(g._found))


def view_key(state: dict[str, object]) -> VisKey:
    """``game_key`` computed from a view's ``state()``: equal for the same visible position."""
    tableau = state["tableau"]
    assert isinstance(tableau, list)
    cols = []
    for column in tableau:
        down = sum(1 for e in column if not e["up"])
        cols.append((down, tuple([code_of_text(e["card"]) for e in column[down:]])))
    cols.sort()
    stock = state["stock"]
    found = state["foundations"]
    assert isinstance(stock, list) and isinstance(found, list)
    return (tuple(cols), len(stock), len(found))


@dataclass(frozen=True)
class Weights:
    """Evaluation weights (a level's style of play)."""

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


def evaluate(g: Game, w: Weights = STRONG) -> float:
    """How promising a position looks (higher is better).

    A face-down card counts only as a number: its identity (which only a sample
    knows) never changes the value.
    """
    cols = g._cols
    down = g._down
    suit = g._suit
    rank = RANK_OF
    hidden = same = off = broken = empty = clear = dig = 0
    long = 0
    for c in range(COLUMNS):
        cards = cols[c]
        n = len(cards)
        if not n:
            empty += 1
            continue
        d = down[c]
        if d == 0:
            clear += 1
        else:
            hidden += d
            dig += n - d
        a = cards[d] if d < n else -1
        seq = 0
        for i in range(d + 1, n):
            b = cards[i]
            if rank[a] == rank[b] + 1:
                if suit[a] == suit[b]:
                    same += 1
                    seq += 1
                    a = b
                    continue
                off += 1
            else:
                broken += 1
            long += seq * seq
            seq = 0
            a = b
        long += seq * seq
    value = (
        w.same * same
        - w.hidden * hidden
        - w.dig * dig
        + w.long * long
        + w.off * off
        - w.broken * broken
        + (w.empty + w.empty2 * (empty - 1) if empty else 0.0)
        + w.clear * clear
        + w.run * len(g._found)
    )
    if not g.ruleset.auto_flip:
        value += w.score * g._score
    return value


def open_column(g: Game, c: int) -> bool:
    """Whether column ``c`` takes any card (empty, or a face-down top under duel rules)."""
    cards = g._cols[c]
    return not cards or g._down[c] == len(cards)


def candidates(g: Game) -> list[Move]:
    """The card moves worth looking at (a pruned subset of the legal card moves)."""
    if g._over:
        return []
    cols = g._cols
    down = g._down
    suit = g._suit
    duel = not g.ruleset.auto_flip
    first_open = -1
    for c in range(COLUMNS):
        if open_column(g, c):
            first_open = c
            break
    # Ranks that some column could move as the base of a sequence: a partial move into an
    # empty column pays only if the card it uncovers then takes one of these.
    bases: dict[int, int] = {}
    if first_open >= 0:
        for c in range(COLUMNS):
            length = g.movable(c)
            if length:
                top = RANK_OF[cols[c][-1]]
                for r in range(top, top + length):
                    bases[r] = bases.get(r, 0) | (1 << c)
    result: list[Move] = []
    for src in range(COLUMNS):
        length = g.movable(src)
        if not length:
            continue
        scards = cols[src]
        n = len(scards)
        top_rank = RANK_OF[scards[-1]]
        for dst in range(COLUMNS):
            if dst == src:
                continue
            dcards = cols[dst]
            if dcards and down[dst] < len(dcards):
                under = dcards[-1]
                k = RANK_OF[under] - top_rank
                if not 1 <= k <= length:
                    continue
                base = scards[-k]
                if suit[under] != suit[base]:
                    if k < length:
                        continue  # splitting a same-suit run onto another suit gains nothing
                    below_index = n - k - 1
                    if below_index >= down[src] and RANK_OF[scards[below_index]] == RANK_OF[base] + 1:
                        continue  # lateral move between two off-suit places
                result.append(Move("move", src, k, dst))
            elif dst == first_open:
                if n == length and not (duel and dcards):
                    continue  # a whole column into an empty one: same position
                result.append(Move("move", src, length, dst))
                for k in range(1, length):
                    if bases.get(RANK_OF[scards[-k]], 0) & ~(1 << src):
                        result.append(Move("move", src, k, dst))
    return result


def clone(g: Game) -> Game:
    """A copy of ``g``'s position for look-ahead: no undo history and no action log (far cheaper than ``copy``)."""
    return g.copy(history=False)


def child(g: Game, move: Move) -> Game:
    """``g`` after ``move`` (and, under duel rules, after turning every face-down top for free)."""
    c = clone(g)
    c.play(move)
    if (not c.ruleset.auto_flip) and not c._over:
        for col in range(COLUMNS):
            cards = c._cols[col]
            if cards and c._down[col] == len(cards):
                c.play(Move("flip", col))
    return c


def hidden_count(g: Game) -> int:
    """Face-down cards on the table."""
    return sum(g._down)


PlanStep = tuple[Move, VisKey]


def plan(
    g0: Game,
    avoid: Iterable[VisKey],
    budget: int,
    w: Weights = STRONG,
    deadline: float | None = None,
    reveal_leaves: list[tuple[float, tuple[PlanStep, ...]]] | None = None,
    max_depth: int = 200,
) -> tuple[float, tuple[PlanStep, ...]]:
    """The best sequence of card moves (deals excluded) from ``g0``, found best-first.

    A line stops at the first move that turns a face-down card (or ends the game):
    what that card is, only a sample knows, so the search never looks past it and
    its choice is the same for every sample. Returns the best value reached (each
    move costs ``w.step``) and the moves with the visible position after each; the
    path is empty when nothing beats ``g0`` itself. Lines that stop at a turned
    card are also appended to ``reveal_leaves`` when it is given.
    """
    seen = set(avoid)
    seen.add(game_key(g0))
    root = evaluate(g0, w)
    best: tuple[float, tuple[PlanStep, ...]] = (root, ())
    heap: list[tuple[float, int, Game, tuple[PlanStep, ...]]] = [(-root, 0, g0, ())]
    tick = 0
    nodes = 0
    while heap and nodes < budget:
        _neg, _t, g, path = heapq.heappop(heap)
        depth = len(path) + 1
        hidden = hidden_count(g)
        for m in candidates(g):
            c = child(g, m)
            k = game_key(c)
            if k in seen:
                continue
            seen.add(k)
            nodes += 1
            v = evaluate(c, w) - w.step * depth
            p = (*path, (m, k))
            if v > best[0]:
                best = (v, p)
            if c._over or hidden_count(c) < hidden:
                if reveal_leaves is not None and not c._over:
                    reveal_leaves.append((v, p))
                continue
            if depth >= max_depth:
                continue
            tick += 1
            heapq.heappush(heap, (-v, tick, c, p))
        if deadline is not None and time.perf_counter() > deadline:
            break
    return best


@dataclass
class HopResult:
    """What ``hop`` found for each first move: mean best value over the samples, share of samples with progress."""

    value: dict[Move, float]
    progress: dict[Move, float]
    runs: dict[Move, float]
    lines: dict[Move, list[tuple[float, tuple[PlanStep, ...]]]]


def _progressed(before: Game, after: Game) -> bool:
    if len(after._found) > len(before._found) or hidden_count(after) < hidden_count(before):
        return True
    return sum(1 for c in after._cols if not c) > sum(1 for c in before._cols if not c)


def hop(
    samples: list[Game], avoid: set[VisKey], budget: int, w: Weights = STRONG, deadline: float | None = None
) -> HopResult:
    """Look-ahead in hindsight: in each sample (which knows its face-down cards) search card moves best-first
    straight past the cards they turn, and score every first move by the best value reached after it.

    Every sample shows the same visible position, so all share the same first moves. A line is kept
    for each first move and sample, up to and including its first turned card (the part that is the
    same whatever the face-down cards are), for the player to follow.
    """
    value: dict[Move, float] = {}
    progress: dict[Move, float] = {}
    runs: dict[Move, float] = {}
    lines: dict[Move, list[tuple[float, tuple[PlanStep, ...]]]] = {}
    for s in samples:
        seen = set(avoid)
        seen.add(game_key(s))
        best: dict[Move, tuple[float, Game, tuple[PlanStep, ...]]] = {}
        # A node: game, first move, the visible part of its line (up to the first turned card).
        heap: list[tuple[float, int, Game, Move | None, tuple[PlanStep, ...], bool]] = [(0.0, 0, s, None, (), False)]
        tick = 0
        spent = 0
        while heap and spent < budget:
            _neg, _t, g, first, line, closed = heapq.heappop(heap)
            depth = g._moves - s._moves + 1
            hidden = hidden_count(g)
            for m in candidates(g):
                c = child(g, m)
                spent += 1  # every position made counts, seen or not, so the budget bounds the time
                k = game_key(c)
                if k in seen:
                    continue
                seen.add(k)
                v = evaluate(c, w) - w.step * depth
                f = first if first is not None else m
                ln = line if closed else (*line, (m, k))
                shut = closed or hidden_count(c) < hidden
                old = best.get(f)
                if old is None or v > old[0]:
                    best[f] = (v, c, ln)
                if c._over:
                    continue
                tick += 1
                heapq.heappush(heap, (-v, tick, c, f, ln, shut))
            if deadline is not None and time.perf_counter() > deadline:
                break  # a safety net only: the node budget ends the search long before on a normal machine
        for f, (v, c, ln) in best.items():
            value[f] = value.get(f, 0.0) + v / len(samples)
            progress[f] = progress.get(f, 0.0) + (1.0 if _progressed(s, c) else 0.0) / len(samples)
            runs[f] = runs.get(f, 0.0) + (1.0 if len(c._found) > len(s._found) else 0.0) / len(samples)
            lines.setdefault(f, []).append((v, ln))
    # A first move missing from some sample (its child was already seen) counts as worthless there.
    counts = {f: len(v) for f, v in lines.items()}
    for f, n in counts.items():
        if n < len(samples):
            value[f] = value[f] - (len(samples) - n) * 1e6
    return HopResult(value, progress, runs, lines)
