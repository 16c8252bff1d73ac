"""A compact search position: the solver's and the opponent's look-ahead work on it instead of ``Game``.

A card is an int: ``code | uid << 6`` where ``code = suit << 4 | rank`` (rank 1..13, suit 0..3
in the order ``s h d c``) and ``uid`` tells the copies of a card apart (the duel bonus belongs to a
physical card). Columns are tuples, bottom first; each column's features (its movable run, its
same-suit links, its key) are computed once when the column changes. A move is an int
(``encode``); a position key is independent of the order of the columns and of which copy of a
card lies where.

Positions are built only from the engine's public API: ``Game.state()`` and its column accessors,
or a ``PlayerView`` whose unseen cards are dealt at random (a sample).
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from spider_qt.engine import Game, Move, PlayerView, RuleSet

COLUMNS = 10
RUN = 13
RUNS_TO_WIN = 8
_RANKS = "A23456789TJQK"
_SUITS = "shdc"

#: The deal, as an int move (card moves are ``src | dst << 4 | count << 8``, always below this).
DEAL = 1 << 15


def encode(src: int, count: int, dst: int) -> int:
    """The int of a card move."""
    return src | dst << 4 | count << 8


def decode(m: int) -> Move:
    """The engine ``Move`` of an int move."""
    if m == DEAL:
        return Move("deal")
    return Move("move", m & 15, m >> 8, (m >> 4) & 15)


def encode_move(move: Move) -> int:
    """The int of an engine card move or deal.

    Raises:
        ValueError: ``move`` is a flip (the search turns cards by itself).
    """
    if move.kind == "deal":
        return DEAL
    if move.kind != "move" or move.src is None or move.dst is None or move.count is None:
        raise ValueError(f"no int form for {move!r}")
    return encode(move.src, move.count, move.dst)


def code_of_text(text: str) -> int:
    """The code (suit and rank) of a card written ``text`` such as ``"Th"``."""
    return _SUITS.index(text[1]) << 4 | (_RANKS.index(text[0]) + 1)


# Per-column features: (visible key, full key, movable run length, same-suit links, off-suit rank links,
# breaks, sum of squared same-suit sequence lengths, chaos, counts for evaluation, hash of the visible key,
# hash of the full key).
# The counts: (face-down cards, face-up cards over face-down ones, same, off, broken, long, no card face down).
Counts = tuple[int, int, int, int, int, int, int]
Feat = tuple[tuple[int, ...], tuple[int, ...], int, int, int, int, int, int, Counts, int, int]


_MASK = (1 << 64) - 1

_FEATS: dict[tuple[tuple[int, ...], int], Feat] = {}
_FEATS_MAX = 400_000


def column_features(cards: tuple[int, ...], down: int) -> Feat:
    """The features of one column (remembered: the same column turns up in many positions)."""
    key = (cards, down)
    f = _FEATS.get(key)
    if f is None:
        if len(_FEATS) > _FEATS_MAX:
            _FEATS.clear()
        f = _FEATS[key] = _column_features(cards, down)
    return f


def _column_features(cards: tuple[int, ...], down: int) -> Feat:
    n = len(cards)
    up = tuple([c & 63 for c in cards[down:]])
    vkey = (down, *up)
    fkey = (down, *[c & 63 for c in cards[:down]], *up)
    if n == down:
        return vkey, fkey, 0, 0, 0, 0, 0, down, (down, 0, 0, 0, 0, 0, 0), hash(vkey), hash(fkey)
    # Movable run from the top.
    run = 1
    prev = up[-1]
    for i in range(len(up) - 2, -1, -1):
        c = up[i]
        if c != prev + 1:  # same suit and one rank higher: code differs by exactly one
            break
        run += 1
        prev = c
    same = off = broken = long = 0
    seq = 0
    a = up[0]
    for b in up[1:]:
        if (a & 15) == (b & 15) + 1:
            if a == b + 1:
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
    # Chaos: every face-down card, and every face-up card that does not continue a same-suit run below it.
    chaos = down + 1 + off + broken
    counts = (down, n - down if down else 0, same, off, broken, long, 0 if down else 1)
    return vkey, fkey, run, same, off, broken, long, chaos, counts, hash(vkey), hash(fkey)


class Position:
    """One position for look-ahead (immutable in use: ``apply`` returns a new one)."""

    __slots__ = (
        "bonus",
        "cols",
        "down",
        "feats",
        "fsum",
        "moves",
        "nhidden",
        "rules",
        "runs",
        "score",
        "stock",
        "vsum",
        "won",
    )

    cols: tuple[tuple[int, ...], ...]
    down: tuple[int, ...]
    nhidden: int  # sum(down): face-down cards on the table
    feats: tuple[Feat, ...]
    stock: tuple[int, ...]
    runs: int
    score: int
    moves: int
    bonus: int
    won: bool
    rules: RuleSet
    vsum: int  # sum of the columns' visible-key hashes: a key that ignores column order, kept up to date per move
    fsum: int  # the same for the full keys

    # ------------------------------------------------------------ creation

    @classmethod
    def make(
        cls,
        cols: list[tuple[int, ...]],
        down: list[int],
        stock: tuple[int, ...],
        runs: int,
        score: int,
        moves: int,
        bonus: int,
        rules: RuleSet,
    ) -> Position:
        """A position from its parts (features computed here)."""
        p = object.__new__(cls)
        p.cols = tuple(cols)
        p.down = tuple(down)
        p.nhidden = sum(down)
        p.feats = tuple(column_features(c, d) for c, d in zip(cols, down, strict=True))
        p.vsum = sum(f[9] for f in p.feats) & _MASK
        p.fsum = sum(f[10] for f in p.feats) & _MASK
        p.stock = stock
        p.runs = runs
        p.score = score
        p.moves = moves
        p.bonus = bonus
        p.won = runs >= RUNS_TO_WIN
        p.rules = rules
        return p

    @classmethod
    def from_game(cls, game: Game) -> Position:
        """The full position of ``game`` (face-down and stock cards included: the solver's view)."""
        st = game.state()
        uids = [game.column_ids(c) for c in range(COLUMNS)]
        cols: list[tuple[int, ...]] = []
        down: list[int] = []
        bonus = 0
        for c, column in enumerate(st["tableau"]):
            cards = []
            d = 0
            for e, uid in zip(column, uids[c], strict=True):
                cards.append(code_of_text(e["card"]) | uid << 6)
                if not e["up"]:
                    d += 1
                elif game.earned_bonus(uid):
                    bonus |= 1 << uid
            cols.append(tuple(cards))
            down.append(d)
        stock = tuple(code_of_text(t) | uid << 6 for t, uid in zip(st["stock"], game.stock_ids(), strict=True))
        return cls.make(cols, down, stock, len(st["foundations"]), st["score"], st["moves"], bonus, game.ruleset)

    @classmethod
    def sample(cls, view: PlayerView, rng: random.Random) -> Position:
        """A position consistent with ``view``: its unseen cards dealt at random by ``rng``."""
        st = view.state()
        pool = sorted(view.unseen().elements())
        rng.shuffle(pool)
        it = iter(pool)
        bonus_at = set(view.bonus_positions())
        uid = 0
        cols: list[tuple[int, ...]] = []
        down: list[int] = []
        bonus = 0
        for c, column in enumerate(st["tableau"]):
            cards = []
            d = 0
            for i, e in enumerate(column):
                if e["up"]:
                    cards.append(code_of_text(e["card"]) | uid << 6)
                    if (c, i) in bonus_at:
                        bonus |= 1 << uid
                else:
                    cards.append(code_of_text(next(it)) | uid << 6)
                    d += 1
                uid += 1
            cols.append(tuple(cards))
            down.append(d)
        stock = []
        for _ in st["stock"]:
            stock.append(code_of_text(next(it)) | uid << 6)
            uid += 1
        return cls.make(
            cols,
            down,
            tuple(stock),
            len(st["foundations"]),
            st["score"],
            st["moves"],
            bonus,
            view.ruleset,
        )

    # ------------------------------------------------------------ queries

    def exact_key(self) -> Hashable:
        """The position up to the order of columns and copies of a card (face-down cards by identity)."""
        return (tuple(sorted([f[1] for f in self.feats])), len(self.stock))

    def key(self) -> int:
        """A 64-bit digest of ``exact_key`` (cheap to store and compare; for searches that prove nothing)."""
        return hash((self.fsum, len(self.stock)))

    def visible_key(self) -> int:
        """A digest of what a player sees, up to the order of columns and copies of a card."""
        return hash((self.vsum, len(self.stock), self.runs))

    def hidden(self) -> int:
        """Face-down cards on the table."""
        return self.nhidden

    def empty_columns(self) -> int:
        """Columns without a card."""
        return sum(1 for c in self.cols if not c)

    def chaos(self) -> int:
        """Cards out of same-suit order, each face-down card counting one (lower is better)."""
        return sum([f[7] for f in self.feats])

    def deal_allowed(self) -> bool:
        """Whether a deal is legal now."""
        if not self.stock or self.won:
            return False
        return not self.rules.deal_needs_every_column or all(self.cols)

    def legal(self) -> list[int]:  # noqa: C901  (hot path kept flat on purpose)
        """Every legal card move and deal, except moves that only rename columns (sound pruning).

        Of several empty columns only the first is a destination, and a whole column never moves
        into an empty one: either would reach a position already reachable, up to column order.
        """
        if self.won:
            return []
        cols = self.cols
        feats = self.feats
        first_empty = -1
        for c in range(COLUMNS):
            if not cols[c]:
                first_empty = c
                break
        result: list[int] = []
        for src in range(COLUMNS):
            length = feats[src][2]
            if not length:
                continue
            scards = cols[src]
            top = scards[-1] & 15
            whole = length == len(scards)
            for dst in range(COLUMNS):
                if dst == src:
                    continue
                dcards = cols[dst]
                if dcards:
                    k = (dcards[-1] & 15) - top
                    if 1 <= k <= length and self.down[dst] < len(dcards):
                        result.append(src | dst << 4 | k << 8)
                elif dst == first_empty:
                    for k in range(1, length + (0 if whole else 1)):
                        result.append(src | dst << 4 | k << 8)
        if self.deal_allowed():
            result.append(DEAL)
        return result

    def candidates(self) -> list[int]:  # noqa: C901  (hot path kept flat on purpose)
        """The card moves worth trying (a heuristic subset of ``legal``, deals left out).

        A same-suit run is split only when the part moved joins a longer same-suit run than the one
        it leaves; a whole run goes onto another suit only when that uncovers something (a card of
        another rank link, a face-down card or an empty column); partial runs go into an empty column
        only while cards remain to be dealt and another column could then use the card uncovered.
        """
        if self.won:
            return []
        cols = self.cols
        feats = self.feats
        down = self.down
        first_empty = -1
        for c in range(COLUMNS):
            if not cols[c]:
                first_empty = c
                break
        # Columns by the rank of their face-up top card, so a run looks up its targets instead of trying all.
        by_rank: list[list[int]] = [[] for _ in range(15)]
        for c in range(COLUMNS):
            if cols[c] and down[c] < len(cols[c]):
                by_rank[cols[c][-1] & 15].append(c)
        result: list[int] = []
        for src in range(COLUMNS):
            length = feats[src][2]
            if not length:
                continue
            scards = cols[src]
            n = len(scards)
            top = scards[-1] & 15
            below = scards[n - length - 1] if n - length - 1 >= down[src] else -1
            for k in range(1, min(length, 13 - top) + 1):
                targets = by_rank[top + k]
                if not targets:
                    continue
                base = scards[n - k]
                bsuit = base & 48
                for dst in targets:
                    if dst == src:
                        continue
                    if cols[dst][-1] & 48 == bsuit:
                        if k < length and k + feats[dst][2] <= length:
                            continue  # the split part would join a run no longer than the one it leaves
                    else:
                        if k < length:
                            continue  # splitting a same-suit run onto another suit gains nothing
                        if below >= 0 and (below & 15) == (base & 15) + 1:
                            continue  # from one off-suit place to another
                    result.append(src | dst << 4 | k << 8)
            if first_empty >= 0 and first_empty != src and n != length:  # a whole column would only move
                dst = first_empty
                result.append(src | dst << 4 | length << 8)
                if self.stock:
                    for k in range(1, length):
                        if _other_base(self, src, scards[n - k] & 15):
                            result.append(src | dst << 4 | k << 8)
        return result

    # ------------------------------------------------------------ actions

    def apply(self, m: int) -> Position:
        """The position after move ``m`` (flips that follow are free: a duel search turns every face-down top)."""
        cols = list(self.cols)
        down = list(self.down)
        feats = list(self.feats)
        rules = self.rules.scoring
        score = self.score + rules.per_action
        vsum = self.vsum
        fsum = self.fsum
        runs = self.runs
        bonus = self.bonus
        nhidden = self.nhidden
        if m == DEAL:
            stock = self.stock
            changed = range(COLUMNS)
            for c in changed:
                cols[c] = (*cols[c], stock[c])
            self_stock = stock[COLUMNS:]
        else:
            src = m & 15
            dst = (m >> 4) & 15
            k = m >> 8
            scards = cols[src]
            moved = scards[-k:]
            dcards = cols[dst]
            if dcards and rules.same_suit:
                under = dcards[-1]
                base = moved[0]
                bit = 1 << (base >> 6)
                if (under >> 4) & 3 == (base >> 4) & 3 and not bonus & bit:
                    bonus |= bit
                    score += rules.same_suit
            cols[src] = scards[:-k]
            cols[dst] = dcards + moved
            changed = (src, dst)  # type: ignore[assignment]
            self_stock = self.stock
        for c in changed:
            cards = cols[c]
            n = len(cards)
            if n - down[c] >= RUN and cards[-1] & 15 == 1:
                top = cards[-1]
                if all(cards[n - 1 - i] & 63 == (top & 63) + i for i in range(1, RUN)):
                    cards = cards[:-RUN]
                    cols[c] = cards
                    n -= RUN
                    runs += 1
                    score += rules.per_run
            if n and down[c] == n:
                down[c] -= 1
                nhidden -= 1
                score += rules.per_flip
            old = feats[c]
            f = feats[c] = column_features(cards, down[c])
            vsum += f[9] - old[9]
            fsum += f[10] - old[10]
        p = object.__new__(Position)
        p.cols = tuple(cols)
        p.down = tuple(down)
        p.nhidden = nhidden
        p.feats = tuple(feats)
        p.stock = self_stock
        p.runs = runs
        p.won = runs >= RUNS_TO_WIN
        if p.won:
            score += rules.clear
        p.score = score
        p.moves = self.moves + 1
        p.bonus = bonus
        p.rules = self.rules
        p.vsum = vsum & _MASK
        p.fsum = fsum & _MASK
        return p

    def flipped(self) -> Position:
        """This position with every face-down top turned (a duel root, before the search turns them itself)."""
        down = list(self.down)
        score = self.score
        for c in range(COLUMNS):
            if self.cols[c] and down[c] == len(self.cols[c]):
                down[c] -= 1
                score += self.rules.scoring.per_flip
        return Position.make(list(self.cols), down, self.stock, self.runs, score, self.moves, self.bonus, self.rules)


def _other_base(p: Position, src: int, rank: int) -> bool:
    """Whether a column other than ``src`` holds a card of ``rank`` in its movable run."""
    for c in range(COLUMNS):
        if c == src:
            continue
        length = p.feats[c][2]
        if length:
            top = p.cols[c][-1] & 15
            if top <= rank < top + length:
                return True
    return False


def engine_moves(game: Game, moves: list[int] | tuple[int, ...]) -> list[Move]:
    """The engine actions that play the int ``moves`` on ``game``, with the flips a duel needs spelled out.

    ``game`` itself is left unchanged.

    Raises:
        IllegalMove: a move is not legal in ``game`` (a bug in the search).
    """
    g = game.copy(history=False)
    out: list[Move] = []
    turn = not g.ruleset.auto_flip  # the player turns cards: spell the search's free flips out

    def flips() -> None:
        if not turn or g.over:
            return
        for c in range(COLUMNS):
            n = g.column_length(c)
            if n and g.face_down(c) == n:
                f = Move("flip", c)
                g.play(f)
                out.append(f)

    flips()
    for m in moves:
        mv = decode(m)
        g.play(mv)
        out.append(mv)
        flips()
    return out


def state_digest(state: dict[str, Any]) -> tuple[int, int, int]:
    """Progress markers of a state: face-down cards, runs discarded, stock size."""
    hidden = sum(1 for col in state["tableau"] for e in col if not e["up"])
    return hidden, len(state["foundations"]), len(state["stock"])
