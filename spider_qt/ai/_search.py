"""Shared look-ahead machinery: position keys, evaluation, pruned move lists, a bounded search.

Everything here works on a full ``Game``; the opponent only ever hands it games
that it sampled from a ``PlayerView`` (``view.determinize``), so no hidden card
of the real game reaches it. Reading the engine's internal lists directly keeps
the inner loops cheap enough for look-ahead in pure Python.
"""

from __future__ import annotations

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

    run: float = 1000.0
    hidden: float = 40.0
    same: float = 12.0
    off: float = 4.0
    broken: float = 6.0
    empty: float = 25.0
    clear: float = 10.0
    score: float = 10.0  # duel: weight of the real score
    step: float = 1.0  # cost of one more move in a plan


STRONG = Weights()


def evaluate(g: Game, w: Weights = STRONG) -> float:
    """How promising a position looks (higher is better)."""
    cols = g._cols
    down = g._down
    suit = g._suit
    hidden = same = off = broken = empty = clear = 0
    for c in range(COLUMNS):
        cards = cols[c]
        n = len(cards)
        if not n:
            empty += 1
            continue
        d = down[c]
        hidden += d
        if d == 0:
            clear += 1
        for i in range(d, n - 1):
            a = cards[i]
            b = cards[i + 1]
            if RANK_OF[a] == RANK_OF[b] + 1:
                if suit[a] == suit[b]:
                    same += 1
                else:
                    off += 1
            else:
                broken += 1
    value = (
        w.same * same
        - w.hidden * hidden
        + w.off * off
        - w.broken * broken
        + w.empty * empty
        + w.clear * clear
        + w.run * len(g._found)
    )
    if g._duel:
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
    duel = g._duel
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


def child(g: Game, move: Move) -> Game:
    """``g`` after ``move`` (and, under duel rules, after turning every face-down top for free)."""
    c = g.copy()
    c.play(move)
    if c._duel and not c._over:
        for col in range(COLUMNS):
            cards = c._cols[col]
            if cards and c._down[col] == len(cards):
                c.play(Move("flip", col))
    return c


@dataclass
class Outcome:
    """What a search found behind one first move."""

    value: float
    score: int
    path: tuple[tuple[Move, VisKey], ...]


def search(
    g0: Game,
    avoid: Iterable[VisKey],
    budget: int,
    max_depth: int,
    w: Weights = STRONG,
    deadline: float | None = None,
) -> dict[Move, Outcome]:
    """Best value (and best real score) reachable behind each first card move, deals excluded.

    A depth-first search in order of promise, bounded by ``budget`` evaluated
    positions and ``max_depth`` moves; positions in ``avoid`` (already seen in
    this game) and repeated positions are skipped.
    """
    avoid_set = set(avoid)
    seen: dict[VisKey, int] = {game_key(g0): 0}
    results: dict[Move, Outcome] = {}
    roots: list[tuple[float, int, Move, Game]] = []
    for i, m in enumerate(candidates(g0)):
        c = child(g0, m)
        k = game_key(c)
        if k in avoid_set or k in seen:
            continue
        seen[k] = 1
        e = evaluate(c, w) - w.step
        results[m] = Outcome(e, c._score, ((m, k),))
        roots.append((e, -i, m, c))
    roots.sort(key=lambda t: (t[0], t[1]), reverse=True)
    nodes = len(roots)
    if max_depth <= 1 or not roots:
        return results

    def dive(g: Game, depth: int, first: Move, limit: int, path: tuple[tuple[Move, VisKey], ...]) -> None:
        nonlocal nodes
        if depth >= max_depth or nodes >= limit or (deadline is not None and time.perf_counter() > deadline):
            return
        kids: list[tuple[float, int, Game, Move, VisKey]] = []
        out = results[first]
        for i, m in enumerate(candidates(g)):
            c = child(g, m)
            k = game_key(c)
            if k in avoid_set or seen.get(k, max_depth + 1) <= depth + 1:
                continue
            seen[k] = depth + 1
            nodes += 1
            e = evaluate(c, w) - w.step * (depth + 1)
            if e > out.value:
                out.value = e
                out.path = (*path, (m, k))
            if c._score > out.score:
                out.score = c._score
            kids.append((e, -i, c, m, k))
        kids.sort(key=lambda t: (t[0], t[1]), reverse=True)
        for _e, _i, c, m, k in kids:
            if nodes >= limit:
                return
            dive(c, depth + 1, first, limit, (*path, (m, k)))

    for idx, (_e, _i, m, c) in enumerate(roots):
        share = (budget - nodes) // (len(roots) - idx)
        dive(c, 1, m, nodes + max(share, 1), ((m, game_key(c)),))
    return results
