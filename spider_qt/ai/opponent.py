"""The computer opponent and hints: fair players that see only a ``PlayerView``.

Randomness comes from the opponent's seed and a stable digest of the visible
position, and the only memory kept (positions already seen, to avoid going back
and forth) is built from views, so two games that look the same get the same
choices whatever their face-down and stock cards are.
"""

from __future__ import annotations

import hashlib
import random
import sys

from spider_qt.engine import Move, PlayerView

from ._budget import MoveBudget
from ._hop import hop_close, merge_hop
from ._pauses import collector_held
from ._sampled import UNKNOWN, _decide_end, _decide_solved, _duel_scoring
from ._search import STRONG, PlanStep, VisKey, Weights, evaluate, hop, plan, progressed, view_key
from ._styles import CASUAL, DIGGER, FOUR_SUIT_STYLES, GREEDY, LEVELS, STYLES, TWO_SUIT_STYLES, Style, style_for
from .position import Position, decode, encode_move

DEAL_MOVE = Move("deal")

__all__ = [
    "CASUAL",
    "DIGGER",
    "FOUR_SUIT_STYLES",
    "GREEDY",
    "LEVELS",
    "STYLES",
    "TWO_SUIT_STYLES",
    "UNKNOWN",
    "Opponent",
    "Style",
    "hint",
    "hint_details",
    "style_for",
]


#: Without progress (a card turned, a run discarded, a deal) for this many moves, stop wandering.
IDLE_LIMIT = 120


def _digest(view: PlayerView) -> int:
    return int.from_bytes(hashlib.sha256(repr(view.key()).encode()).digest()[:8], "big")


def _face_down(state: dict[str, object]) -> int:
    tableau = state["tableau"]
    assert isinstance(tableau, list)
    return sum(1 for col in tableau for e in col if not e["up"])


def _level_rng(seed: int, level: str, view: PlayerView) -> random.Random:
    """The random source of ``Opponent(level, seed)`` on ``view``."""
    material = f"{seed}:{level}:{_digest(view)}".encode()
    return random.Random(int.from_bytes(hashlib.sha256(material).digest()[:8], "big"))


class Opponent:
    """A computer player of one level; ``seed`` makes its choices reproducible."""

    def __init__(self, level: str = "intermediate", seed: int = 0) -> None:
        """Raises:
        ValueError: ``level`` is not one of ``LEVELS`` or ``seed`` is not an int.
        """
        if level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}, not {level!r}")
        if type(seed) is not int:
            raise ValueError(f"seed must be an int, not {seed!r}")
        self.level = level
        self.seed = seed
        self._seen: set[VisKey] = set()
        self._last_moves = -1
        self._progress: tuple[int, int, int] | None = None
        self._idle = 0
        self._plan: list[PlanStep] = []
        self._expect: VisKey | None = None
        self._pending_deal: int | None = None

    def __repr__(self) -> str:
        return f"Opponent(level={self.level!r}, seed={self.seed})"

    def _rng(self, view: PlayerView) -> random.Random:
        return _level_rng(self.seed, self.level, view)

    def _remember(self, state: dict[str, object], key: VisKey) -> None:
        moves = state["moves"]
        assert isinstance(moves, int)
        if moves < self._last_moves:  # a new game (or an undo): the old memory no longer applies
            self._seen.clear()
            self._progress = None
            self._idle = 0
        self._last_moves = moves
        self._seen.add(key)
        stock = state["stock"]
        found = state["foundations"]
        assert isinstance(stock, list) and isinstance(found, list)
        marker = (_face_down(state), len(found), len(stock))
        if marker != self._progress:
            self._progress = marker
            self._idle = 0
        else:
            self._idle += 1

    def choose(self, view: PlayerView) -> Move | None:
        """A move from ``view.legal_moves()``, or ``None`` to press "Done"."""
        move = self._choose(view)
        if move is not None and self._seen and move.kind == "move":
            # Never walk back into a position already seen in this game: that is how a player loops.
            after = _visible_after(view, move)
            if after is not None and after in self._seen:
                alternatives = [m for m in view.legal_moves() if m.kind != "move"]
                self._plan = []
                return alternatives[0] if alternatives else None
        return move

    def _choose(self, view: PlayerView) -> Move | None:
        legal = view.legal_moves()
        if not legal:
            return None
        state = view.state()
        key = view_key(state)
        self._remember(state, key)
        rng = self._rng(view)
        style = style_for(self.level, view.suits)
        if self._idle > IDLE_LIMIT:
            return DEAL_MOVE if DEAL_MOVE in legal else None
        if self.level == "beginner":
            return _casual(view, legal, rng, self._seen, style, self._idle)
        stock = len(state["stock"])
        if self._pending_deal is not None and self._pending_deal != stock:
            self._pending_deal = None
        if self._pending_deal is not None:
            # Filling the empty columns so that the deal becomes legal.
            if DEAL_MOVE in legal:
                return DEAL_MOVE
            fill = _fill_empty(Position.sample(view, rng), legal, self._seen, style.weights)
            if fill is not None:
                return fill
            self._pending_deal = None
        if self._plan and key == self._expect and decode(self._plan[0][0]) in legal:
            followed = self._follow(view, legal, rng, style, stock)
            if followed is not None:
                return followed
        self._plan = []
        move, plan = _decide(view, legal, rng, self._seen, style)
        if plan:
            self._expect = plan[0][1]
            self._plan = list(plan[1:])
        if move is not None and view.ruleset.deal_needs_every_column and stock and move.kind == "move" and not plan:
            self._pending_deal = stock  # no plan: this is a fill before a deal
        return move

    def _follow(self, view: PlayerView, legal: list[Move], rng: random.Random, style: Style, stock: int) -> Move | None:
        """The next move of the plan, or ``None`` to decide afresh.

        Master, once the stock is empty, checks each planned move against samples of the face-down cards
        (``_end_rescue``), and decides afresh rather than let the plan lead back to a position already seen
        (which would end its game with a winnable position on the table).
        """
        planned = decode(self._plan[0][0])
        if not stock and style.end_solve:
            after = _visible_after(view, planned)
            if after is not None and after in self._seen:
                return None
            rescue = _end_rescue(view, legal, rng, self._seen, style, planned)
            if rescue is not None:
                self._plan = []
                return rescue[0]
        self._expect = self._plan.pop(0)[1]
        return planned


def _decide(
    view: PlayerView,
    legal: list[Move],
    rng: random.Random,
    seen: set[VisKey],
    style: Style,
) -> tuple[Move | None, tuple[PlanStep, ...]]:
    """The first move of the best plan (with the plan behind it), a deal, or ``None``; all its searches together
    within the level's ceiling (``Style.move_nodes``)."""
    for m in legal:
        if m.kind == "flip":
            return m, ()  # turning a card is free and earns points under duel rules
    ceiling = MoveBudget(style.move_nodes)
    decided: tuple[Move | None, tuple[PlanStep, ...]] | None = None
    if style.solve_samples:
        solved = _decide_solved(view, legal, rng, seen, style, ceiling=ceiling)
        if isinstance(solved, tuple):
            decided = solved
    if decided is None:
        decided = _decide_plain(view, legal, rng, seen, style, ceiling)
    if style.end_solve and not view.state()["stock"]:
        rescue = _end_rescue(view, legal, rng, seen, style, decided[0], ceiling)
        if rescue is not None:
            return rescue
    return decided


def _end_rescue(
    view: PlayerView,
    legal: list[Move],
    rng: random.Random,
    seen: set[VisKey],
    style: Style,
    usual: Move | None,
    ceiling: MoveBudget | None = None,
) -> tuple[Move, tuple[PlanStep, ...]] | None:
    """``_decide_end`` for a player (no cap): the move that replaces ``usual``, or ``None`` when it stands."""
    if not style.end_solve or (usual is not None and usual.kind != "move"):
        return None
    rescue = _decide_end(view, legal, rng, seen, style, usual, ceiling=ceiling)
    assert not isinstance(rescue, str)  # only a hint's cap can leave the answer unknown
    return rescue


def _plain_cost(view: PlayerView, style: Style) -> int:
    """An upper bound on the positions ``_decide_plain`` makes."""
    if style.hop and view.suits in style.hop_suits:
        return (style.hop + style.hop_more) * style.hop_budget * HOP_SCALE[view.suits] // 4 + 200
    if style.end_hop and not view.state()["stock"]:
        return style.end_hop * style.end_budget * HOP_SCALE[view.suits] // 4 + 200
    return style.budget + 200  # a plan search may overshoot its budget by one position's children


def _decide_plain(
    view: PlayerView,
    legal: list[Move],
    rng: random.Random,
    seen: set[VisKey],
    style: Style,
    ceiling: MoveBudget | None = None,
) -> tuple[Move | None, tuple[PlanStep, ...]]:
    """The plan (or hindsight) search of ``_decide``, without solving samples."""
    if ceiling is None:
        ceiling = MoveBudget(style.move_nodes)
    if style.hop and view.suits in style.hop_suits:
        return _decide_hop(view, legal, rng, seen, style, style.hop, style.hop_budget, ceiling)
    if style.end_hop and not view.state()["stock"]:
        return _decide_hop(view, legal, rng, seen, style, style.end_hop, style.end_budget, ceiling)
    g = Position.sample(view, rng)
    w = style.weights
    root = evaluate(g, w)
    value, path = plan(g, seen, style.budget, w, style.depth)
    ceiling.spend(style.budget)
    legal_set = set(legal)
    duel = _duel_scoring(g.rules)
    stock = len(g.stock)
    if path and decode(path[0][0]) in legal_set and value > root:
        if style.strict and not duel and stock and not progressed(g, _replay(g, path)):
            return _deal_or_fill(g, legal, legal_set, seen, w, duel, stock)
        if stock == 0:
            # No card comes any more: only a plan that can still add to the score is worth its moves.
            end = _replay(g, path)
            if duel and end.score <= view.score:
                return None, ()
            if not duel and style.thrifty and not progressed(g, end):
                return None, ()
        return decode(path[0][0]), path
    return _deal_or_fill(g, legal, legal_set, seen, w, duel, stock)


#: Hindsight look-ahead: positions cost more to search with fewer suits (longer runs, more moves), so the
#: node budget (in quarters) grows with the suit count to use about the same time per move.
HOP_SCALE = {1: 4, 2: 5, 4: 7}
#: Hindsight look-ahead: a first move is worth playing when its mean value beats the position by this much.
HOP_MARGIN = 1.0
#: Once the stock is empty (classic rules), moves are made only while this share of samples still gets somewhere.
HOP_PROGRESS = 0.5


def _decide_hop(
    view: PlayerView,
    legal: list[Move],
    rng: random.Random,
    seen: set[VisKey],
    style: Style,
    count: int,
    budget: int,
    ceiling: MoveBudget,
) -> tuple[Move | None, tuple[PlanStep, ...]]:
    """Look-ahead in hindsight over ``count`` samples of ``budget`` positions (scaled by ``HOP_SCALE``), and
    more samples while its best first moves are too close to call, as far as they fit under ``ceiling``."""
    samples = [Position.sample(view, rng) for _ in range(count)]
    g = samples[0]
    w = style.weights
    root = evaluate(g, w)
    nodes = budget * HOP_SCALE[view.suits] // 4
    found = hop(samples, seen, nodes, w)
    ceiling.spend(count * nodes)  # what it may make (a search stops once its budget is spent)
    more = style.hop_more if count == style.hop else 0
    n = count
    while more > 0 and ceiling.room(nodes) and hop_close(found, n):
        extra = [Position.sample(view, rng) for _ in range(min(count, more, ceiling.room(nodes)))]
        found = merge_hop(found, n, hop(extra, seen, nodes, w), len(extra))
        ceiling.spend(len(extra) * nodes)
        n += len(extra)
        more -= len(extra)
    legal_set = set(legal)
    duel = _duel_scoring(g.rules)
    stock = len(g.stock)
    ranked = sorted(found.value.items(), key=lambda t: (-t[1], t[0]))
    if ranked and decode(ranked[0][0]) in legal_set and ranked[0][1] > root + HOP_MARGIN:
        move = ranked[0][0]
        lines = found.lines[move]
        # Follow the line of the sample that did best with this move, up to its first turned card.
        line = max(lines, key=lambda t: t[0])[1]
        if stock == 0:
            if duel:
                end = _replay(g, line)
                if end.score <= view.score and found.progress[move] < HOP_PROGRESS:
                    return None, ()
            else:
                idle = style.thrifty and not found.runs[move] and found.progress[move] < HOP_PROGRESS
                if idle or found.runs[move] < style.end_runs:
                    return None, ()  # classic: every move costs a point, so stop when no run is in sight
        return decode(move), line
    return _deal_or_fill(g, legal, legal_set, seen, w, duel, stock)


def _replay(g: Position, path: tuple[PlanStep, ...]) -> Position:
    for m, _k in path:
        g = g.apply(m)
    return g


def _deal_or_fill(
    g: Position, legal: list[Move], legal_set: set[Move], seen: set[VisKey], w: Weights, duel: bool, stock: int
) -> tuple[Move | None, tuple[PlanStep, ...]]:
    if duel and stock == 0:
        return None, ()
    if DEAL_MOVE in legal_set:
        return DEAL_MOVE, ()
    if g.rules.deal_needs_every_column and stock:
        return _fill_empty(g, legal, seen, w), ()
    return None, ()


def _fill_empty(g: Position, legal: list[Move], seen: set[VisKey], w: Weights) -> Move | None:
    """Rules that forbid a deal while a column is empty: put the least harmful card there."""
    best: tuple[float, Move] | None = None
    for m in legal:
        if m.kind != "move" or m.src is None or m.dst is None or g.cols[m.dst]:
            continue
        if m.count == len(g.cols[m.src]):
            continue  # emptying the source leaves a column empty all the same
        c = g.apply(encode_move(m))
        if c.visible_key() in seen:
            continue
        e = evaluate(c, w)
        if best is None or e > best[0]:
            best = (e, m)
    return best[1] if best else None


def _visible_after(view: PlayerView, move: Move) -> VisKey | None:
    """The visible key after card ``move``, or ``None`` when it turns a card (then it cannot repeat a position)."""
    p = Position.sample(view, random.Random(0))
    c = p.apply(encode_move(move))
    if c.hidden() < p.hidden() or c.runs > p.runs:
        return None
    return c.visible_key()


def _casual(
    view: PlayerView, legal: list[Move], rng: random.Random, seen: set[VisKey], style: Style, idle: int
) -> Move | None:
    """A casual human: greedy by rank, sometimes careless, quick to deal."""
    for m in legal:
        if m.kind == "flip":
            return m
    g = Position.sample(view, rng)
    scored = _casual_scores(g, legal, seen, style.weights)
    duel = _duel_scoring(g.rules)
    if scored and rng.random() < style.slip:
        onto_cards = [m for _e, m in scored if g.cols[m.dst or 0]]
        if onto_cards:
            return rng.choice(onto_cards)
    best = max(scored, key=lambda t: t[0], default=None)
    gain = best[0] - evaluate(g, style.weights) if best else 0.0
    if DEAL_MOVE in legal and gain < 20 and rng.random() < style.early_deal:
        return DEAL_MOVE
    if best is not None and gain > 0:
        if duel and not g.stock:
            c = g.apply(encode_move(best[1]))
            return best[1] if c.score > view.score else None
        return best[1]
    return _casual_no_gain(g, legal, rng, seen, style, idle, [m for _e, m in scored])


def _casual_scores(g: Position, legal: list[Move], seen: set[VisKey], w: Weights) -> list[tuple[float, Move]]:
    """Each card move that leads somewhere new, with the value a casual player sees one move on."""
    scored: list[tuple[float, Move]] = []
    for m in legal:
        if m.kind != "move":
            continue
        c = g.apply(encode_move(m))
        if c.visible_key() in seen:
            continue
        scored.append((evaluate(c, w) - w.step, m))
    return scored


def _casual_no_gain(
    g: Position, legal: list[Move], rng: random.Random, seen: set[VisKey], style: Style, idle: int, moves: list[Move]
) -> Move | None:
    """A casual player who sees nothing to gain: a try or two before the next deal, the deal, or giving up once
    the stock is empty after a few more tries (never under duel rules, where every move counts)."""
    duel = _duel_scoring(g.rules)
    if not duel and moves and idle < style.persist // 4 and rng.random() < 0.5:
        return rng.choice(moves)  # trying something before the next deal
    if DEAL_MOVE in legal:
        return DEAL_MOVE
    if g.rules.deal_needs_every_column and g.stock:
        return _fill_empty(g, legal, seen, style.weights)
    if not duel and moves and idle < style.persist:
        return rng.choice(moves)  # a few more tries before giving up
    return None


HINT_STYLE = Style(1200, 60, STRONG)
#: Positions a hint may make for master's choice (a hint must answer within 200 ms; docs/ai-notes.md gives what
#: ``benchmarks/ai_strength.py`` measured); when master needs more, the hint is the expert's choice with ``HINT_STYLE``.
HINT_NODES = 5_000


def hint(view: PlayerView) -> Move | None:
    """The move a strong player would make now (within 200 ms), or ``None`` when no useful move is left."""
    return hint_details(view)[0]


def hint_details(view: PlayerView, nodes: int | None = HINT_NODES) -> tuple[Move | None, str]:
    """``hint(view)`` and whose choice it is: ``"master"``, ``"expert"`` or ``"progress"`` (any useful move).

    Master's choice (as ``Opponent("master", 0)`` would decide on this view, without memory of the game) is
    given when its searches fit in ``nodes`` positions (by default ``HINT_NODES``, what fits in a hint's
    200 ms); a search that would need more is not cut short (that would be a weaker master), the hint is then
    the expert's choice. With ``nodes=None`` it is always master's choice, however long that takes: the app
    works that out while the player thinks, so that a hint asked for later is master's at once. The cycle
    collector is held off meanwhile (``_pauses``): its walks were what made the slowest hints slow.
    """
    with collector_held():
        return _hint_details(view, nodes)


def _hint_details(view: PlayerView, nodes: int | None = HINT_NODES) -> tuple[Move | None, str]:
    """``hint_details`` with the cycle collector left as it is (``benchmarks/hint_latency.py`` compares)."""
    legal = view.legal_moves()
    if not legal:
        return None, "progress"
    for m in legal:
        if m.kind == "flip":
            return m, "master"
    seen = {view_key(view.state())}
    style = style_for("master", view.suits)
    rng = _level_rng(0, "master", view)
    cap = [sys.maxsize if nodes is None else nodes]
    ceiling = MoveBudget(style.move_nodes)  # master's own ceiling: the same searches as its move
    usual = _masters_usual(view, legal, rng, seen, style, cap, ceiling)
    if usual != UNKNOWN and style.end_solve and not view.state()["stock"]:
        rescue = _decide_end(view, legal, rng, seen, style, usual if isinstance(usual, Move) else None, cap, ceiling)
        if rescue is not None:
            usual = rescue if isinstance(rescue, str) else rescue[0]
    if isinstance(usual, Move):
        return usual, "master"
    if usual == UNKNOWN:
        move, _plan = _decide(view, legal, random.Random(_digest(view)), seen, HINT_STYLE)
        if move is not None:
            return move, "expert"
    return _progress_move(view, legal), "progress"


def _masters_usual(
    view: PlayerView,
    legal: list[Move],
    rng: random.Random,
    seen: set[VisKey],
    style: Style,
    cap: list[int],
    ceiling: MoveBudget,
) -> Move | str | None:
    """Master's decision before its end-game check, within ``cap`` positions; ``UNKNOWN`` when it does not fit."""
    solved = _decide_solved(view, legal, rng, seen, style, cap, ceiling)
    if isinstance(solved, tuple) and solved[0] is not None:
        return solved[0]
    if solved is None and _plain_cost(view, style) <= cap[0]:
        return _decide_plain(view, legal, rng, seen, style, ceiling)[0]
    return UNKNOWN


def _progress_move(view: PlayerView, legal: list[Move]) -> Move | None:
    """Any move that still gets somewhere: a flip, a deal, a card turned, a same-suit build, a column emptied."""
    for m in legal:
        if m.kind in ("flip", "deal"):
            return m
    tableau = view.state()["tableau"]
    for m in legal:
        if m.kind != "move" or m.src is None or m.dst is None or m.count is None:
            continue
        src = tableau[m.src]
        dst = tableau[m.dst]
        rest = src[: len(src) - m.count]
        if rest and not rest[-1]["up"]:
            return m  # turns a card
        if dst and dst[-1]["up"] and dst[-1]["card"][1] == src[-m.count]["card"][1]:
            rest_same = rest and rest[-1]["up"] and rest[-1]["card"][1] == src[-m.count]["card"][1]
            if not rest_same:
                return m  # joins a same-suit run
        if not rest and dst:
            return m  # empties a column
    return None
