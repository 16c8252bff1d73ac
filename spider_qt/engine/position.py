"""``Position``: the table of a game and what is legal on it, the read side of ``Game``.

A column is a list of physical card ids, bottom first; ``_down[c]`` counts its
face-down cards, which always form the bottom of the column. The stock is a
list whose first ten ids are the next deal; ``_found`` holds the suit of each
run on the discard pile. What differs between rule sets is read from the
``RuleSet`` (``rules.py``); the rules are told in ``docs/rules.md``.
"""

from __future__ import annotations

from typing import Any

from .cards import RANK_OF, TEXT_OF
from .deal import COLUMNS
from .kinds import CardId, Column
from .moves import Move
from .rules import RuleSet, Scoring

DEAL = Move("deal")
# Every card move legal_moves can list, made once: MOVE_TABLE[src][dst][count - 1]. Moves are frozen: sharing is safe.
MOVE_TABLE: tuple[tuple[tuple[Move, ...], ...], ...] = tuple(
    tuple(tuple(Move("move", src, k, dst) for k in range(1, 14)) for dst in range(COLUMNS)) for src in range(COLUMNS)
)
FLIPS: tuple[Move, ...] = tuple(Move("flip", c) for c in range(COLUMNS))
# For each column, every other column: the targets a move from it may have.
_OTHERS: tuple[tuple[int, ...], ...] = tuple(tuple(d for d in range(COLUMNS) if d != c) for c in range(COLUMNS))


class Position:
    """The cards of a game, its score and counters, and the questions a table asks of them."""

    __slots__ = (
        "_cols",
        "_down",
        "_found",
        "_moves",
        "_over",
        "_score",
        "_scoring",
        "_stock",
        "_suit",
        "_won",
        "ruleset",
        "seed",
        "suits",
    )

    ruleset: RuleSet
    suits: int
    seed: int
    _cols: list[list[CardId]]
    _down: list[int]
    _stock: list[CardId]
    _found: list[str]
    _score: int
    _moves: int
    _over: bool
    _won: bool
    _suit: tuple[str, ...]
    _scoring: Scoring

    def __init__(self) -> None:
        raise TypeError("use Game.new(), Game.from_state() or Game.from_json()")

    # ------------------------------------------------------------------ queries

    @property
    def rules(self) -> str:
        """The rule set's name, as ``state()["rules"]`` and saves carry it."""
        return self.ruleset.name

    @property
    def score(self) -> int:
        """The score as this rule set counts it."""
        return self._score

    @property
    def moves(self) -> int:
        """Moves, deals and undos so far (flips are not counted)."""
        return self._moves

    @property
    def over(self) -> bool:
        """True once the game is won or finished."""
        return self._over

    @property
    def won(self) -> bool:
        """True once all eight runs are on the discard pile."""
        return self._won

    @property
    def runs(self) -> int:
        """Runs sent to the discard pile."""
        return len(self._found)

    @property
    def stock_size(self) -> int:
        """Cards still in the stock."""
        return len(self._stock)

    def column_length(self, col: Column) -> int:
        """Number of cards in column ``col``."""
        return len(self._cols[col])

    def face_down(self, col: Column) -> int:
        """Number of face-down cards at the bottom of column ``col``."""
        return self._down[col]

    def movable(self, col: Column) -> int:
        """How many top cards of ``col`` form its movable run (0 if the top is face down or empty)."""
        cards = self._cols[col]
        n = len(cards)
        up = n - self._down[col]
        if up <= 0:
            return 0
        suit = self._suit
        top = cards[-1]
        length = 1
        s = suit[top]
        r = RANK_OF[top]
        while length < up:
            nxt = cards[n - 1 - length]
            if suit[nxt] != s or RANK_OF[nxt] != r + 1:
                break
            r += 1
            length += 1
        return length

    def deal_allowed(self) -> bool:
        """Whether a deal is legal now."""
        if self._over or not self._stock:
            return False
        return not self.ruleset.deal_needs_every_column or all(self._cols)

    def accepts(self, dst: Column, base_rank: int) -> bool:
        """Whether column ``dst`` accepts a sequence whose base card has ``base_rank``."""
        cards = self._cols[dst]
        if not cards:
            return True
        if self._down[dst] == len(cards):
            return self.ruleset.face_down_top_accepts_any
        return RANK_OF[cards[-1]] == base_rank + 1

    def targets(self, src: Column, count: int) -> list[Column]:
        """The columns that accept the top ``count`` cards of column ``src`` now (none if they cannot move)."""
        if self._over or type(src) is not int or not 0 <= src < COLUMNS or type(count) is not int or count < 1:
            return []
        if count > self.movable(src):
            return []
        base_rank = RANK_OF[self._cols[src][-count]]
        return [dst for dst in range(COLUMNS) if dst != src and self.accepts(dst, base_rank)]

    def can_flip(self, col: Column) -> bool:
        """Whether ``Move("flip", col)`` is legal now."""
        if self._over or self.ruleset.auto_flip or type(col) is not int or not 0 <= col < COLUMNS:
            return False
        cards = self._cols[col]
        return bool(cards) and self._down[col] == len(cards)

    def _classify_columns(self) -> tuple[list[int], bool, list[int], list[int], int]:
        """What each column takes, for ``legal_moves``.

        Returns ``tops`` (per column: 0 = takes any card, 99 = takes nothing, else its top card's
        rank), whether a column is empty, the columns that take any card, the columns with a
        face-down top, and a mask with bit r set when some face-up top card has rank r.
        """
        cols = self._cols
        down = self._down
        tops = [0] * COLUMNS
        open_cols = []
        face_down_tops = []
        empty = False
        rank_mask = 0
        for c in range(COLUMNS):
            cards = cols[c]
            if down[c] != len(cards):
                tops[c] = t = RANK_OF[cards[-1]]
                rank_mask |= 1 << t
            elif not cards:
                empty = True
                open_cols.append(c)
            else:
                face_down_tops.append(c)
                if self.ruleset.face_down_top_accepts_any:
                    open_cols.append(c)
                else:
                    tops[c] = 99
        return tops, empty, open_cols, face_down_tops, rank_mask

    def legal_moves(self) -> list[Move]:
        """Every legal action now, each once."""
        if self._over:
            return []
        cols = self._cols
        down = self._down
        rank_of = RANK_OF
        suit = self._suit
        moves: list[Move] = []
        tops, empty, open_cols, face_down_tops, rank_mask = self._classify_columns()
        for src in range(COLUMNS):
            cards = cols[src]
            n = len(cards)
            up = n - down[src]
            if up <= 0:
                continue
            # The movable run: same suit, ranks rising by one from the top card down.
            top = cards[-1]
            top_rank = r = rank_of[top]
            s = suit[top]
            length = 1
            while length < up:
                nxt = cards[n - 1 - length]
                if suit[nxt] != s or rank_of[nxt] != r + 1:
                    break
                r += 1
                length += 1
            if not open_cols and not (rank_mask >> (top_rank + 1)) & ((1 << length) - 1):
                continue  # no column takes any part of this run
            table = MOVE_TABLE[src]
            for dst in _OTHERS[src]:
                t = tops[dst]
                if not t:
                    moves.extend(table[dst][:length])
                elif 0 < t - top_rank <= length:
                    moves.append(table[dst][t - top_rank - 1])
        rs = self.ruleset
        if self._stock and not (empty and rs.deal_needs_every_column):
            moves.append(DEAL)
        if face_down_tops and not rs.auto_flip:
            moves += [FLIPS[c] for c in face_down_tops]
        return moves

    # ---------------------------------------------------------------- snapshots

    def state(self) -> dict[str, Any]:
        """A JSON-ready snapshot of the position (the form is described in ``docs/engine-api.md``)."""
        text = TEXT_OF[self.suits]
        tableau = []
        for c in range(COLUMNS):
            d = self._down[c]
            tableau.append([{"card": text[card], "up": i >= d} for i, card in enumerate(self._cols[c])])
        return {
            "rules": self.rules,
            "suits": self.suits,
            "seed": self.seed,
            "tableau": tableau,
            "stock": [text[card] for card in self._stock],
            "foundations": list(self._found),
            "score": self._score,
            "moves": self._moves,
            "over": self._over,
            "won": self._won,
        }

    def position_key(self) -> tuple[Any, ...]:
        """A hashable key of the position (cards, faces, stock, runs): equal keys, equal play."""
        return (
            tuple(tuple(c) for c in self._cols),
            tuple(self._down),
            len(self._stock),
            len(self._found),
        )

    def column_cards(self, col: Column) -> list[tuple[str, bool]]:
        """Column ``col`` bottom first as ``(card text, face up)`` pairs."""
        text = TEXT_OF[self.suits]
        d = self._down[col]
        return [(text[card], i >= d) for i, card in enumerate(self._cols[col])]

    def column_ids(self, col: Column) -> list[CardId]:
        """Physical ids (0..103) of column ``col``, bottom first: stable identities for a view."""
        return list(self._cols[col])

    def stock_ids(self) -> list[CardId]:
        """Physical ids of the stock, next deal first."""
        return list(self._stock)

    def card_text(self, card_id: CardId) -> str:
        """The text of physical card ``card_id`` in this game's deck."""
        return TEXT_OF[self.suits][card_id]
