"""Master's decisions from samples of the unseen cards, each solved with full information.

A sample deals the cards the player cannot see at random, consistently with the view; only the part of a
sample's win that is the same whatever those cards are (up to the first card it turns) is ever followed.
"""

from __future__ import annotations

import math
import random

from spider_qt.engine import Move, PlayerView, RuleSet

from ._budget import MoveBudget
from ._pool import Solved, solve_batch
from ._search import PlanStep, VisKey
from ._styles import Style
from .position import DEAL, Position, decode, encode_move
from .solver import search_line

#: ``_decide_solved`` with a node cap that did not suffice: the level's own answer is not known.
UNKNOWN = "unknown"


def _decide_solved(
    view: PlayerView,
    legal: list[Move],
    rng: random.Random,
    seen: set[VisKey],
    style: Style,
    cap: list[int] | None = None,
    ceiling: MoveBudget | None = None,
) -> tuple[Move | None, tuple[PlanStep, ...]] | str | None:
    """Master: deal the unseen cards at random a few times, search each sample with full information, and
    vote on the first move.

    Each sample's win is followed only up to its first turned card (past it the samples disagree) and
    never into a deal (a sample knows what a deal brings, so dealing is decided without hindsight).
    When the samples disagree (some win and some do not, or their wins start differently), more samples are
    solved, ``style.solve_samples`` at a time, up to ``style.solve_more`` more: the decision is close, and
    that is where the budget goes; but only as many as fit, at ``style.solve_nodes`` each, under what is left of
    the move's ceiling ``ceiling`` (a fresh ``MoveBudget(style.move_nodes)`` when not given).
    ``None`` when too few samples found a win that starts with a card move (``style.solve_quorum``, where it
    applies, else one): the caller decides the plain way.
    With ``cap`` (a one-item list: positions left), the searches share at most that many positions and
    ``UNKNOWN`` is returned when that was not enough to give the answer the full budget gives; ``cap``
    is left holding the positions not used.
    """
    if len(view.state()["stock"]) > 10 * dict(style.solve_deals).get(view.suits, 5):
        return None  # too early: a sample's win deals what only the sample knows, and leads real games astray
    if ceiling is None:
        ceiling = MoveBudget(style.move_nodes)
    samples: list[Position] = []
    lines: list[list[PlanStep]] = []  # the wins' visible lines
    limit = style.solve_samples + style.solve_more
    while len(samples) < limit:
        count = min(style.solve_samples, limit - len(samples))
        if samples:  # the first samples always; more only as far as they fit under the move's ceiling
            count = min(count, ceiling.room(style.solve_nodes))
            if not count:
                break
        batch = [Position.sample(view, rng) for _ in range(count)]
        samples += batch
        solved = _solve_capped(batch, style.solve_nodes, cap)
        if solved is None:
            return UNKNOWN
        ceiling.spend(sum(s[2] for s in solved))
        for s, (path, won, _used, _capped) in zip(batch, solved, strict=True):
            line = _visible_line(s, path, seen)
            if won and line:
                lines.append(line)
        if not lines or (len(lines) == len(samples) and len({ln[0][0] for ln in lines}) == 1):
            break  # the samples agree: none wins, or all win the same way
    duel = _duel_scoring(view.ruleset)
    quorum = style.solve_quorum if view.suits in style.quorum_suits and (style.quorum_duel or not duel) else 0.0
    if lines and len(lines) * 2 >= len(samples) * quorum:
        return _vote_wins(lines, legal)
    # Too few samples win: a lucky sample's plan would only chase cards the game may not hold.
    return None


def _solve_capped(batch: list[Position], nodes: int, cap: list[int] | None) -> list[Solved] | None:
    """The solver on each position of ``batch``; with a hint's ``cap``, one after the other within it (``None``
    when it cut a search short), else as one batch (on the worker pool when there is one)."""
    if cap is None:
        return solve_batch(batch, nodes, search_line)
    out: list[Solved] = []
    for s in batch:
        n = min(nodes, cap[0])
        solved = search_line(s, n)
        cap[0] -= solved[2]
        if solved[3] and n < nodes:
            return None
        out.append(solved)
    return out


#: ``_decide_end``: first moves (the most common first moves of the samples' wins) checked in every sample.
END_CANDIDATES = 4
#: ``_decide_end``: a move replaces the usual one when it wins in this many standard deviations more of the samples
#: where the two differ (a one-sided test at about 90 %), and at least in ``Style.end_margin`` more.
END_Z = 1.28


class _EndBudget:
    """The positions ``_decide_end`` may still make: its own total, and a hint's cap when there is one.

    Without a cap the solves come in batches, each solve bounded by what was left when its batch began (shared
    evenly), so a batch gives the same answers on any number of workers.
    """

    def __init__(self, style: Style, cap: list[int] | None, ceiling: MoveBudget) -> None:
        self.per_solve = style.end_nodes
        self.left = min(style.end_total, ceiling.left)  # within its own total and what is left of the move's ceiling
        self.cap = cap
        self.ceiling = ceiling

    def solve(self, batch: list[Position]) -> list[tuple[list[int], bool]] | None:
        """The solver's line from each position and whether it wins, while the budget lasts (the list may be
        shorter than ``batch``); ``None`` when a hint's cap cut a search short."""
        if self.cap is not None:
            out: list[tuple[list[int], bool]] = []
            for p in batch:
                if self.left <= 0:
                    break
                full = min(self.per_solve, self.left)
                nodes = min(full, self.cap[0])
                path, won, used, capped = search_line(p, nodes)
                self.left -= used
                self.cap[0] -= used
                self.ceiling.spend(used)
                if capped and nodes < full:
                    return None
                out.append((path, won))
            return out
        if self.left <= 0 or not batch:
            return []
        nodes = min(self.per_solve, max(1, self.left // len(batch)))
        solved = solve_batch(batch, nodes, search_line)
        used = sum(s[2] for s in solved)
        self.left -= used
        self.ceiling.spend(used)
        return [(s[0], s[1]) for s in solved]


def _decide_end(
    view: PlayerView,
    legal: list[Move],
    rng: random.Random,
    seen: set[VisKey],
    style: Style,
    usual: Move | None,
    cap: list[int] | None = None,
    ceiling: MoveBudget | None = None,
) -> tuple[Move, tuple[PlanStep, ...]] | str | None:
    """Master once the stock is empty: its usual decision (``usual``: a card move, or ``None`` to stop), checked
    against the face-down cards it could be playing with.

    Each of ``style.end_solve`` samples is solved with full information. The most common first moves of those
    wins, and the usual move, are then solved in every other sample too, so a move counts every sample it wins
    in, not only those whose solver happened to start with it. A move that wins in enough samples more than the
    usual one (stopping wins in none: ``_clear``), and in at least ``style.end_wins``, replaces it: one move,
    never a line (the rest of a win is one sample's). While some move wins where the usual one does not, but not
    clearly, ``style.end_solve`` more samples are drawn and counted, up to ``style.end_more`` more: only the
    hidden cards tell those moves apart. Otherwise ``None``: the usual decision stands. With ``cap`` as in
    ``_decide_solved``: ``UNKNOWN`` when the positions left there are fewer than the answer needs. All of its
    solves together stay within ``style.end_total`` and what is left of the move's ``ceiling``.
    """
    budget = _EndBudget(style, cap, MoveBudget(style.move_nodes) if ceiling is None else ceiling)
    samples: list[Position] = []
    wins: dict[int, set[int]] = {}  # first move: the samples it wins in
    counted_in: dict[int, int] = {}  # first move: it is counted in samples[:counted_in[m]]
    first = encode_move(usual) if usual is not None else None
    limit = style.end_solve + style.end_more
    verdict: int | None = None
    while len(samples) < limit and budget.left > 0:
        batch = [Position.sample(view, rng) for _ in range(min(style.end_solve, limit - len(samples)))]
        base = len(samples)
        samples += batch
        solved = budget.solve(batch)
        if solved is None:
            return UNKNOWN
        for i, (path, won) in enumerate(solved):
            if won and path:
                wins.setdefault(path[0], set()).add(base + i)
        keys = {m: samples[0].apply(m).visible_key() for m in wins}
        ranked = sorted((m for m in wins if keys[m] not in seen), key=lambda m: (-len(wins[m]), m))[:END_CANDIDATES]
        if first is not None:  # counted first, so that the usual move never lacks a count the others have
            ranked = [first, *(m for m in ranked if m != first)]
            wins.setdefault(first, set())
        if not _count_wins(samples, ranked, wins, counted_in, budget):
            return UNKNOWN
        full = [m for m in ranked if counted_in.get(m, 0) == len(samples)]
        if first is not None and first not in full:
            break  # no budget left to compare it with anything
        verdict, close = _clear(full, first, wins, style)
        if not close:
            break
    if verdict is None:
        return None
    return decode(verdict), ((verdict, samples[0].apply(verdict).visible_key()),)


def _clear(full: list[int], first: int | None, wins: dict[int, set[int]], style: Style) -> tuple[int | None, bool]:
    """The move that clearly wins in more samples than ``first`` (``None`` to stop), or ``None``; and whether the
    question is still open (some move wins where ``first`` does not, but not clearly)."""
    base = wins[first] if first is not None else set()
    best: tuple[int, int] | None = None  # (lead, move)
    open_ = False
    for m in full:
        if m == first:
            continue
        ahead = len(wins[m] - base)
        behind = len(base - wins[m])
        lead = ahead - behind
        if lead <= 0:
            continue
        need = max(style.end_margin, math.ceil(END_Z * math.sqrt(ahead + behind)))
        if lead >= need and len(wins[m]) >= style.end_wins:
            if best is None or (lead, -m) > (best[0], -best[1]):
                best = (lead, m)
        else:
            open_ = True
    if best is not None:
        return best[1], False
    return None, open_


def _count_wins(
    samples: list[Position],
    ranked: list[int],
    wins: dict[int, set[int]],
    counted_in: dict[int, int],
    budget: _EndBudget,
) -> bool:
    """Add to ``wins`` the samples each first move in ``ranked`` wins in, in that order while the budget lasts,
    and to ``counted_in`` how far each is counted. ``False`` when a hint's cap cut a search short."""
    for m in ranked:
        start = counted_in.get(m, 0)
        todo = [i for i in range(start, len(samples)) if i not in wins[m]]
        solved = budget.solve([samples[i].apply(m) for i in todo])
        if solved is None:
            return False
        for i, (_path, won) in zip(todo, solved, strict=False):
            if won:
                wins[m].add(i)
        if len(solved) < len(todo):
            counted_in[m] = todo[len(solved)]  # the budget ran out there
            return True
        counted_in[m] = len(samples)
    return True


def _visible_line(s: Position, path: list[int], seen: set[VisKey]) -> list[PlanStep]:
    """The part of a sample's line that is the same whatever the unseen cards are: up to its first turned card
    (past it the samples disagree), never into a deal (a sample knows what a deal brings) and never back to a
    position this game has been in."""
    line: list[PlanStep] = []
    p = s
    for m in path:
        if m == DEAL:
            break
        c = p.apply(m)
        k = c.visible_key()
        if k in seen:
            break
        line.append((m, k))
        if c.hidden() < p.hidden() or c.won:
            break
        p = c
    return line


def _vote_wins(lines: list[list[PlanStep]], legal: list[Move]) -> tuple[Move | None, tuple[PlanStep, ...]] | None:
    """The most common first move of the samples' wins, with its line."""
    votes: dict[int, int] = {}
    for line in lines:
        votes[line[0][0]] = votes.get(line[0][0], 0) + 1
    first = max(votes, key=lambda m: (votes[m], -m))
    move = decode(first)
    if move not in legal:
        return None
    chosen = next(line for line in lines if line[0][0] == first)
    return move, tuple(chosen)


def _duel_scoring(rules: RuleSet) -> bool:
    """Rules where every card turned and every build scores: a player stops when nothing adds to the score."""
    return rules.scoring.per_flip > 0 or rules.scoring.same_suit > 0
