"""Master's decisions from samples of the unseen cards, each solved with full information.

A sample deals the cards the player cannot see at random, consistently with the view; only the part of a
sample's win that is the same whatever those cards are (up to the first card it turns) is ever followed.
"""

from __future__ import annotations

import random

from spider_qt.engine import Move, PlayerView, RuleSet

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
) -> tuple[Move | None, tuple[PlanStep, ...]] | str | None:
    """Master: deal the unseen cards at random a few times, search each sample with full information, and
    vote on the first move.

    Each sample's win is followed only up to its first turned card (past it the samples disagree) and
    never into a deal (a sample knows what a deal brings, so dealing is decided without hindsight).
    ``None`` when too few samples found a win that starts with a card move (``style.solve_quorum``, where it
    applies, else one): the caller decides the plain way.
    With ``cap`` (a one-item list: positions left), the searches share at most that many positions and
    ``UNKNOWN`` is returned when that was not enough to give the answer the full budget gives; ``cap``
    is left holding the positions not used.
    """
    if len(view.state()["stock"]) > 10 * dict(style.solve_deals).get(view.suits, 5):
        return None  # too early: a sample's win deals what only the sample knows, and leads real games astray
    samples = [Position.sample(view, rng) for _ in range(style.solve_samples)]
    lines: list[list[PlanStep]] = []  # the wins' visible lines
    for s in samples:
        nodes = style.solve_nodes if cap is None else min(style.solve_nodes, cap[0])
        path, won, used, capped = search_line(s, nodes)
        if cap is not None:
            cap[0] -= used
            if capped and nodes < style.solve_nodes:
                return UNKNOWN
        line = _visible_line(s, path, seen)
        if won and line:
            lines.append(line)
    duel = _duel_scoring(view.ruleset)
    quorum = style.solve_quorum if view.suits in style.quorum_suits and (style.quorum_duel or not duel) else 0.0
    if lines and len(lines) * 2 >= len(samples) * quorum:
        return _vote_wins(lines, legal)
    # Too few samples win: a lucky sample's plan would only chase cards the game may not hold.
    return None


#: ``_decide_end``: first moves (the most common first moves of the samples' wins) checked in every sample.
END_CANDIDATES = 4


class _EndBudget:
    """The positions ``_decide_end`` may still make: its own total, and a hint's cap when there is one."""

    def __init__(self, style: Style, cap: list[int] | None) -> None:
        self.per_solve = style.end_nodes
        self.left = style.end_total
        self.cap = cap

    def solve(self, p: Position) -> tuple[list[int], bool] | None:
        """The solver's line from ``p`` and whether it wins; ``None`` when the cap cut the search short."""
        full = min(self.per_solve, self.left)
        nodes = full if self.cap is None else min(full, self.cap[0])
        path, won, used, capped = search_line(p, nodes)
        self.left -= used
        if self.cap is not None:
            self.cap[0] -= used
            if capped and nodes < full:
                return None
        return path, won


def _decide_end(
    view: PlayerView,
    legal: list[Move],
    rng: random.Random,
    seen: set[VisKey],
    style: Style,
    usual: Move | None,
    cap: list[int] | None = None,
) -> tuple[Move, tuple[PlanStep, ...]] | str | None:
    """Master once the stock is empty: its usual decision (``usual``: a card move, or ``None`` to stop), checked
    against the face-down cards it could be playing with.

    Each of ``style.end_solve`` samples is solved with full information. The most common first moves of those
    wins, and the usual move, are then solved in every other sample too, so a move counts every sample it wins
    in, not only those whose solver happened to start with it. A move that wins in ``style.end_margin`` samples
    more than the usual one (stopping wins in none), and in at least ``style.end_wins``, replaces it: one move,
    never a line (the rest of a win is one sample's). Otherwise ``None``: the usual decision stands. With ``cap`` as in
    ``_decide_solved``: ``UNKNOWN`` when the positions left there are fewer than the answer needs.
    """
    samples = [Position.sample(view, rng) for _ in range(style.end_solve)]
    budget = _EndBudget(style, cap)
    wins: dict[int, set[int]] = {}  # first move: the samples it wins in
    for i, s in enumerate(samples):
        if budget.left <= 0:
            break
        solved = budget.solve(s)
        if solved is None:
            return UNKNOWN
        path, won = solved
        if won and path:
            wins.setdefault(path[0], set()).add(i)
    first = encode_move(usual) if usual is not None else None
    keys = {m: samples[0].apply(m).visible_key() for m in wins}
    ranked = sorted((m for m in wins if keys[m] not in seen), key=lambda m: (-len(wins[m]), m))[:END_CANDIDATES]
    if first is not None:  # counted first, so that the usual move never lacks a count the others have
        ranked = [first, *(m for m in ranked if m != first)]
        wins.setdefault(first, set())
    counted = _count_wins(samples, ranked, wins, budget)
    if counted is None:
        return UNKNOWN
    if first is not None and first not in counted:
        return None  # no budget left to compare it with anything
    best = max(counted, key=lambda m: (len(wins[m]), -m), default=None)
    usual_wins = len(wins[first]) if first is not None else 0
    if best is None or len(wins[best]) < max(style.end_wins, usual_wins + style.end_margin):
        return None
    return decode(best), ((best, samples[0].apply(best).visible_key()),)


def _count_wins(
    samples: list[Position], ranked: list[int], wins: dict[int, set[int]], budget: _EndBudget
) -> list[int] | None:
    """Add to ``wins`` the samples each first move in ``ranked`` wins in, in that order while the budget lasts.

    Returns the moves solved in every sample, or ``None`` when a hint's cap cut a search short.
    """
    counted: list[int] = []
    for m in ranked:
        for i, s in enumerate(samples):
            if i in wins[m]:
                continue
            if budget.left <= 0:
                return counted
            solved = budget.solve(s.apply(m))
            if solved is None:
                return None
            if solved[1]:
                wins[m].add(i)
        counted.append(m)
    return counted


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
