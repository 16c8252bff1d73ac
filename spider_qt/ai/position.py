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

from ._columns import (
    _AFTER,
    _K_LEFT,
    _K_RUNS,
    _MASK,
    COLUMNS,
    COUNT_IDS,
    EMPTY_FIELD,
    RUN,
    TOP_BITS,
    After,
    Counts,
    Feat,
    after_adding,
    after_removing,
    column_features,
    forget,
    visible_digest,
)

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


__all__ = [
    "COLUMNS",
    "COUNT_IDS",
    "DEAL",
    "EMPTY_FIELD",
    "RUN",
    "RUNS_TO_WIN",
    "TOP_BITS",
    "After",
    "Counts",
    "Feat",
    "Position",
    "column_features",
    "decode",
    "encode",
    "encode_move",
    "engine_moves",
    "forget",
    "state_digest",
    "visible_digest",
]


class Position:
    """One position for look-ahead (immutable in use: ``apply`` returns a new one)."""

    __slots__ = (
        "bonus",
        "csum",
        "feats",
        "fkey",
        "fsum",
        "moves",
        "nhidden",
        "rules",
        "runs",
        "score",
        "stock",
        "tops",
        "vkey",
        "vsum",
        "won",
    )

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
    vkey: int  # ``visible_key()``
    fkey: int  # ``key()``
    csum: int  # ``chaos()``
    tops: int  # the columns by the rank of their tops (``TOP_BITS`` per rank)

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
        p.nhidden = sum(down)
        p.feats = tuple(column_features(c, d) for c, d in zip(cols, down, strict=True))
        p.vsum = sum(f[9] for f in p.feats) & _MASK
        p.fsum = sum(f[10] for f in p.feats) & _MASK
        p.csum = sum(f[7] for f in p.feats)
        p.tops = sum(f[16] << c for c, f in enumerate(p.feats))
        p.stock = stock
        p.runs = runs
        p.vkey = visible_digest(p.vsum, len(stock), runs)
        p.fkey = (p.fsum + len(stock) * _K_LEFT) & _MASK
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

    @property
    def cols(self) -> tuple[tuple[int, ...], ...]:
        """The ten columns' cards, bottom first (kept in the columns' features)."""
        return tuple([f[17] for f in self.feats])

    @property
    def down(self) -> tuple[int, ...]:
        """How many cards of each column lie face down."""
        return tuple([f[18] for f in self.feats])

    def exact_key(self) -> Hashable:
        """The position up to the order of columns and copies of a card (face-down cards by identity)."""
        return (tuple(sorted([f[1] for f in self.feats])), len(self.stock))

    def key(self) -> int:
        """A 64-bit digest of ``exact_key`` (cheap to store and compare; for searches that prove nothing)."""
        return self.fkey

    def visible_key(self) -> int:
        """A digest of what a player sees, up to the order of columns and copies of a card."""
        return self.vkey

    def hidden(self) -> int:
        """Face-down cards on the table."""
        return self.nhidden

    def empty_columns(self) -> int:
        """Columns without a card."""
        return (self.tops & EMPTY_FIELD).bit_count()

    def chaos(self) -> int:
        """Cards out of same-suit order, each face-down card counting one (lower is better)."""
        return self.csum

    def deal_allowed(self) -> bool:
        """Whether a deal is legal now."""
        if not self.stock or self.won:
            return False
        return not self.rules.deal_needs_every_column or not self.tops & EMPTY_FIELD

    def legal(self) -> list[int]:
        """Every legal card move and deal, except moves that only rename columns (sound pruning).

        Of several empty columns only the first is a destination, and a whole column never moves
        into an empty one: either would reach a position already reachable, up to column order.
        """
        if self.won:
            return []
        feats = self.feats
        empty = self.tops & EMPTY_FIELD
        first_empty = (empty & -empty).bit_length() - 1  # -1: none
        result: list[int] = []
        for src, f in enumerate(feats):
            length = f[2]
            if not length:
                continue
            scards = f[17]
            top = scards[-1] & 15
            whole = length == len(scards)
            for dst, g in enumerate(feats):
                if dst == src:
                    continue
                dcards = g[17]
                if dcards:
                    k = (dcards[-1] & 15) - top
                    if 1 <= k <= length and g[18] < len(dcards):  # 18: the cards face down
                        result.append(src | dst << 4 | k << 8)
                elif dst == first_empty:
                    for k in range(1, length + (0 if whole else 1)):
                        result.append(src | dst << 4 | k << 8)
        if self.deal_allowed():
            result.append(DEAL)
        return result

    def candidates(self) -> list[int]:
        """The card moves worth trying (a heuristic subset of ``legal``, deals left out).

        A same-suit run is split only when the part moved joins a longer same-suit run than the one
        it leaves; a whole run goes onto any column whose top it follows (also from one off-suit link
        to another, which frees the card it leaves for a card of that card's suit); partial runs go into
        an empty column only while cards remain to be dealt and another column could then use the card
        uncovered.
        """
        if self.won:
            return []
        feats = self.feats
        tops = self.tops
        empty = tops & EMPTY_FIELD  # the field of rank 0: the empty columns
        first_empty = (empty & -empty).bit_length() - 1  # -1: none
        result: list[int] = []
        add = result.append
        for src, f in enumerate(feats):
            # Each bit of ``hits`` is a column whose top some part of the run follows, the lowest rank first (none
            # for a column with no card face up).
            hits = tops & f[14]
            if hits:
                length = f[2]  # a movable run is one suit: its top card's
                code = f[12]
                top = code & 15
                suit = code & 48
                while hits:
                    low = hits & -hits
                    hits ^= low
                    b = low.bit_length() - 1
                    r = b // TOP_BITS
                    dst = b - r * TOP_BITS
                    k = r - top
                    g = feats[dst]
                    if k < length:
                        # Part of the run: only onto its own suit, and only where it joins a longer run than it leaves.
                        if g[12] & 48 == suit and k + g[2] > length:
                            add(src | dst << 4 | k << 8)
                    else:
                        # The whole run, onto any suit: even off one off-suit link onto another, which frees the card
                        # it leaves for a card of that card's own suit.
                        add(src | dst << 4 | k << 8)
            if first_empty >= 0 and f[2]:
                length = f[2]
                scards = f[17]
                n = len(scards)
                if n != length:  # a whole column would only move
                    dst = first_empty
                    add(src | dst << 4 | length << 8)
                    if self.stock:
                        for k in range(1, length):
                            if _other_base(self, src, scards[n - k] & 15):
                                add(src | dst << 4 | k << 8)
        return result

    # ------------------------------------------------------------ actions

    def apply(self, m: int) -> Position:
        """The position after move ``m`` (flips that follow are free: a duel search turns every face-down top)."""
        c = self.fresh(m, None)
        assert c is not None
        return c

    def fresh(self, m: int, seen: set[Any] | None, full: bool = False) -> Position | None:
        """``apply(m)``, unless the position after it has a key in ``seen``: then ``None``, and nothing is built.

        The key is ``visible_key()``, or ``key()`` when ``full``; a new one is added to ``seen``. A search
        that meets half its positions again skips building them: the key comes from the two changed columns.
        """
        if m == DEAL:
            return self._deal(seen, full)
        src = m & 15
        dst = (m >> 4) & 15
        k = m >> 8
        feats = self.feats
        ofs = feats[src]
        ofd = feats[dst]
        scards = ofs[17]
        dcards = ofd[17]
        # (A column forgotten meanwhile, here or by another thread, has no entry: it is worked out anew.)
        after = _AFTER.get(ofs[13])
        a = (after and after.get(k)) or after_removing(scards, ofs[18], k, ofs)
        # The cards put on ``dst`` are named by the column they come from and their number: no slice to hash.
        put = ofs[13] << 4 | k
        after = _AFTER.get(ofd[13])
        b = (after and after.get(put)) or after_adding(dcards, ofd[18], scards[-k:], ofd, put)
        fs, ran, flips, dv, df, dc, dt = a
        fd, ran_d, flip_d, dv_d, df_d, dc_d, dt_d = b
        runs = self.runs + ran + ran_d
        flips += flip_d
        # The key a search skips by is worked out first: for a position already met, the other is not needed.
        left = len(self.stock) * _K_LEFT
        if full:
            fsum = (self.fsum + df + df_d) & _MASK
            fkey = (fsum + left) & _MASK
            if seen is not None:
                if fkey in seen:
                    return None
                seen.add(fkey)
            vsum = (self.vsum + dv + dv_d) & _MASK
            vkey = (vsum + left + runs * _K_RUNS) & _MASK
        else:
            vsum = (self.vsum + dv + dv_d) & _MASK
            vkey = (vsum + left + runs * _K_RUNS) & _MASK
            if seen is not None:
                if vkey in seen:
                    return None
                seen.add(vkey)
            fsum = (self.fsum + df + df_d) & _MASK
            fkey = (fsum + left) & _MASK
        rules = self.rules.scoring
        score = self.score + rules.per_action
        if flips:
            score += rules.per_flip * flips
        if ran or ran_d:
            score += rules.per_run * (ran + ran_d)
        bonus = self.bonus
        if dcards and rules.same_suit:
            base = scards[-k]
            bit = 1 << (base >> 6)
            if (dcards[-1] >> 4) & 3 == (base >> 4) & 3 and not bonus & bit:
                bonus |= bit
                score += rules.same_suit
        p = object.__new__(Position)
        p.nhidden = self.nhidden - flips
        new_feats = list(feats)
        new_feats[src] = fs
        new_feats[dst] = fd
        p.feats = tuple(new_feats)
        p.csum = self.csum + dc + dc_d
        p.tops = self.tops ^ dt << src ^ dt_d << dst
        p.stock = self.stock
        p.runs = runs
        p.won = won = runs >= RUNS_TO_WIN
        if won:
            score += rules.clear
        p.score = score
        p.moves = self.moves + 1
        p.bonus = bonus
        p.rules = self.rules
        p.vsum = vsum
        p.fsum = fsum
        p.vkey = vkey
        p.fkey = fkey
        return p

    def _deal(self, seen: set[Any] | None, full: bool) -> Position | None:
        """The deal: one stock card onto every column (then runs completed and face-down tops turned)."""
        stock = self.stock
        feats = self.feats
        new_feats: list[Feat] = []
        runs = self.runs
        flips = vsum = fsum = csum = tops = 0
        for c in range(COLUMNS):
            f = feats[c]
            card = (stock[c],)
            after = _AFTER.get(f[13])
            nf, ran, flip, _dv, _df, _dc, _dt = (after and after.get(card)) or after_adding(f[17], f[18], card, f)
            new_feats.append(nf)
            runs += ran
            flips += flip
            vsum += nf[9]
            fsum += nf[10]
            csum += nf[7]
            tops |= nf[16] << c
        vsum &= _MASK
        fsum &= _MASK
        left = len(stock) - COLUMNS
        vkey = visible_digest(vsum, left, runs)
        fkey = (fsum + left * _K_LEFT) & _MASK
        if seen is not None:
            key = fkey if full else vkey
            if key in seen:
                return None
            seen.add(key)
        rules = self.rules.scoring
        p = object.__new__(Position)
        p.nhidden = self.nhidden - flips
        p.feats = tuple(new_feats)
        p.vsum = vsum
        p.fsum = fsum
        p.csum = csum
        p.tops = tops
        p.stock = stock[COLUMNS:]
        p.runs = runs
        p.vkey = vkey
        p.fkey = fkey
        p.won = won = runs >= RUNS_TO_WIN
        score = self.score + rules.per_action + rules.per_flip * flips + rules.per_run * (runs - self.runs)
        p.score = score + rules.clear if won else score
        p.moves = self.moves + 1
        p.bonus = self.bonus
        p.rules = self.rules
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
    # Feature 2: the run's length, 16: its top's rank.
    return any(c != src and f[15] <= rank < f[15] + f[2] for c, f in enumerate(p.feats))


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
