"""The game: position, rule sets, scoring, undo, snapshots and saves.

A column is a list of physical card ids, bottom first; ``_down[c]`` counts its
face-down cards, which always form the bottom of the column. The stock is a
list whose first ten ids are the next deal. What differs between rule sets is
read from the game's ``RuleSet`` (``rules.py``); the rules are told in ``docs/rules.md``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable
from typing import Any, NamedTuple, NoReturn

from .cards import RANK_OF, RUN_LENGTH, RUNS_TO_WIN, SUIT_OF, TEXT_OF
from .change import Change, RunRemoved
from .deal import COLUMNS, deal_layout
from .errors import IllegalMove, InvalidSave
from .kinds import CardId, Column
from .moves import Move
from .rules import CLASSIC, DUEL, RuleSet, Scoring
from .saves import SAVE_FORMAT, SAVE_VERSION, ParsedState, check_params, parse_save, parse_state
from .view import PlayerView, ViewFacts

#: The built-in rule set names (the registry in ``rules.py`` may hold more).
RULES = (CLASSIC.name, DUEL.name)

DEAL = Move("deal")
# Every move value legal_moves can list, made once: _MOVES[src][dst][count - 1]. Moves are frozen, so sharing is safe.
_MOVES: tuple[tuple[tuple[Move, ...], ...], ...] = tuple(
    tuple(tuple(Move("move", src, k, dst) for k in range(1, 14)) for dst in range(COLUMNS)) for src in range(COLUMNS)
)
# Their notation, looked up when a move is logged (formatting it on every play costs more).
_TEXTS: tuple[tuple[tuple[str, ...], ...], ...] = tuple(
    tuple(tuple(m.to_text() for m in by_count) for by_count in by_dst) for by_dst in _MOVES
)
_FLIPS: tuple[Move, ...] = tuple(Move("flip", c) for c in range(COLUMNS))
# Build a Change or an undo record without the NamedTuple's Python-level __new__ (play is hot).
_new_change = tuple.__new__
_new_record = tuple.__new__


class _MoveRecord(NamedTuple):
    """How to take back a card move."""

    src: Column
    dst: Column
    size: int  # how many cards moved
    flipped: tuple[CardId, ...]  # cards the move turned face up: src's top first, then dst's
    run: tuple[CardId, ...] | None  # the run the move completed on ``dst``
    gained: int  # points the move earned besides its per-action cost
    bonus_id: CardId  # the card that earned the same-suit bonus, or -1


class _DealRecord(NamedTuple):
    """How to take back a deal."""

    runs: tuple[RunRemoved, ...]
    flipped_cols: tuple[Column, ...]  # columns whose top turned after their run left
    gained: int


class _FlipRecord(NamedTuple):
    """How to take back a flip (only under a rule set that lets undo pass flips)."""

    col: Column
    gained: int


_Record = _MoveRecord | _DealRecord | _FlipRecord


class Game:
    """One player's game of Spider under one rule set."""

    __slots__ = (
        "_bonus",
        "_cols",
        "_down",
        "_found",
        "_from_deal",
        "_log",
        "_moves",
        "_over",
        "_score",
        "_scoring",
        "_start",
        "_stock",
        "_suit",
        "_undo",
        "_won",
        "ruleset",
        "seed",
        "suits",
    )

    ruleset: RuleSet
    suits: int
    seed: int
    _cols: list[list[int]]
    _down: list[int]
    _stock: list[int]
    _found: list[str]
    _score: int
    _moves: int
    _over: bool
    _won: bool
    _bonus: set[int]
    _undo: list[_Record]
    _log: list[str]
    _start: dict[str, Any] | None
    _from_deal: bool
    _suit: tuple[str, ...]
    _scoring: Scoring

    # ----------------------------------------------------------------- creation

    def __init__(self) -> None:
        raise TypeError("use Game.new(), Game.from_state() or Game.from_json()")

    @classmethod
    def _blank(cls, ruleset: RuleSet, suits: int, seed: int) -> Game:
        g = object.__new__(cls)
        g.ruleset = ruleset
        g._scoring = ruleset.scoring
        g.suits = suits
        g.seed = seed
        g._suit = SUIT_OF[suits]
        g._cols = [[] for _ in range(COLUMNS)]
        g._down = [0] * COLUMNS
        g._stock = []
        g._found = []
        g._score = ruleset.scoring.start
        g._moves = 0
        g._over = False
        g._won = False
        g._bonus = set()
        g._undo = []
        g._log = []
        g._start = None
        g._from_deal = True
        return g

    @classmethod
    def new(cls, rules: str | RuleSet = "classic", suits: int = 2, seed: int = 0) -> Game:
        """A fresh deal under ``rules`` (a registered rule set's name, or the rule set itself).

        Raises:
            ValueError: unknown ``rules``, ``suits`` not 1, 2 or 4, or ``seed``
                not an int in 0 .. 2**63 - 1.
        """
        ruleset = check_params(rules, suits, seed, ValueError)
        g = cls._blank(ruleset, suits, seed)
        cols, stock = deal_layout(seed)
        g._cols = cols
        g._down = [len(c) - 1 for c in cols]
        g._stock = stock
        return g

    @classmethod
    def _from_parsed(cls, p: ParsedState) -> Game:
        g = cls._blank(p.ruleset, p.suits, p.seed)
        g._cols = p.cols
        g._down = p.down
        g._stock = p.stock
        g._found = p.found
        g._score = p.score
        g._moves = p.moves
        g._over = p.over
        g._won = p.won
        g._from_deal = False
        return g

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

    @property
    def history(self) -> list[str]:
        """Every action so far in notation, ``undo`` and ``finish`` included."""
        return list(self._log)

    @property
    def started_from_deal(self) -> bool:
        """True for a game dealt by ``new()`` (and its copies, saves and replays); False from a snapshot."""
        return self._from_deal

    def column_length(self, col: int) -> int:
        """Number of cards in column ``col``."""
        return len(self._cols[col])

    def face_down(self, col: int) -> int:
        """Number of face-down cards at the bottom of column ``col``."""
        return self._down[col]

    def movable(self, col: int) -> int:
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

    def accepts(self, dst: int, base_rank: int) -> bool:
        """Whether column ``dst`` accepts a sequence whose base card has ``base_rank``."""
        cards = self._cols[dst]
        if not cards:
            return True
        if self._down[dst] == len(cards):
            return self.ruleset.face_down_top_accepts_any
        return RANK_OF[cards[-1]] == base_rank + 1

    def targets(self, src: int, count: int) -> list[int]:
        """The columns that accept the top ``count`` cards of column ``src`` now (none if they cannot move)."""
        if self._over or type(src) is not int or not 0 <= src < COLUMNS or type(count) is not int or count < 1:
            return []
        if count > self.movable(src):
            return []
        base_rank = RANK_OF[self._cols[src][-count]]
        return [dst for dst in range(COLUMNS) if dst != src and self.accepts(dst, base_rank)]

    def can_flip(self, col: int) -> bool:
        """Whether ``Move("flip", col)`` is legal now."""
        if self._over or self.ruleset.auto_flip or type(col) is not int or not 0 <= col < COLUMNS:
            return False
        cards = self._cols[col]
        return bool(cards) and self._down[col] == len(cards)

    def legal_moves(self) -> list[Move]:
        """Every legal action now, each once."""
        if self._over:
            return []
        cols = self._cols
        down = self._down
        rs = self.ruleset
        rank_of = RANK_OF
        suit = self._suit
        moves: list[Move] = []
        # Per column: 0 = open (takes any card), else the top card's rank (99: takes nothing).
        tops = [0] * COLUMNS
        open_cols = []
        face_down_tops = []
        empty = False
        rank_mask = 0  # bit r set: some column's face-up top card has rank r
        for c in range(COLUMNS):
            cards = cols[c]
            if down[c] == len(cards):  # empty, or a face-down top
                if not cards:
                    empty = True
                    open_cols.append(c)
                else:
                    face_down_tops.append(c)
                    if rs.face_down_top_accepts_any:
                        open_cols.append(c)
                    else:
                        tops[c] = 99
            else:
                tops[c] = t = rank_of[cards[-1]]
                rank_mask |= 1 << t
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
            table = _MOVES[src]
            for dst in range(COLUMNS):
                t = tops[dst]
                if t:
                    k = t - top_rank
                    if 0 < k <= length and dst != src:
                        moves.append(table[dst][k - 1])
                elif dst != src:
                    moves.extend(table[dst][:length])
        if self._stock and not (empty and rs.deal_needs_every_column):
            moves.append(DEAL)
        if face_down_tops and not rs.auto_flip:
            for c in face_down_tops:
                moves.append(_FLIPS[c])
        return moves

    def can_undo(self) -> bool:
        """Whether ``undo()`` is legal now."""
        return not self._over and bool(self._undo)

    # ------------------------------------------------------------------ actions

    def play(self, move: Move) -> Change:
        """Perform ``move`` and say what it changed.

        Raises:
            IllegalMove: the move is not legal now; the game is unchanged.
        """
        if self._over:
            raise IllegalMove("game_over", f"the game is over; {_describe(move)} is not allowed")
        kind = getattr(move, "kind", None)
        if kind == "move":
            return self._play_move(move)
        if kind == "deal":
            return self._play_deal(move)
        if kind == "flip":
            return self._play_flip(move)
        raise IllegalMove("bad_move", f"not a move: {move!r}")

    def _refuse_move(self, move: Move) -> NoReturn:
        src, dst, count = move.src, move.dst, move.count
        for value, what in ((src, "source"), (dst, "target")):
            if type(value) is not int or not 0 <= value < COLUMNS:
                raise IllegalMove("bad_column", f"{what} column of {move!r} must be 0..9, not {value!r}")
        assert src is not None and dst is not None  # for mypy: checked just above
        if src == dst:
            raise IllegalMove("same_column", f"{move!r}: source and target are both column {src}")
        if type(count) is not int or count < 1:
            raise IllegalMove("bad_count", f"{move!r}: count must be a positive int, not {count!r}")
        length = self.movable(src)
        if count > length:
            if not self._cols[src]:
                why = "it is empty"
            elif length == 0:
                why = "its top card is face down"
            else:
                why = f"only its top {length} card(s) form a movable run"
            raise IllegalMove("not_movable", f"{move!r}: cannot take {count} card(s) from column {src}: {why}")
        text = TEXT_OF[self.suits]
        dcards = self._cols[dst]
        on = "a face-down card" if self._down[dst] == len(dcards) else text[dcards[-1]]
        raise IllegalMove("no_fit", f"{move!r}: {text[self._cols[src][-count]]} cannot go on {on} in column {dst}")

    def _play_move(self, move: Move) -> Change:
        src, dst, count = move.src, move.dst, move.count
        cols = self._cols
        down = self._down
        # One test for the legal case; _refuse_move works out why anything else is refused.
        if not (
            type(src) is int
            and type(dst) is int
            and type(count) is int
            and 0 <= src < COLUMNS
            and 0 <= dst < COLUMNS
            and src != dst
            and 0 < count <= self.movable(src)
            and self.accepts(dst, RANK_OF[cols[src][-count]])
        ):
            self._refuse_move(move)
        scards = cols[src]
        dcards = cols[dst]
        sc = self._scoring
        gained = sc.per_action
        bonus_id = -1
        if sc.same_suit and dcards and down[dst] < len(dcards):
            base = scards[-count]
            if self._suit[dcards[-1]] == self._suit[base] and base not in self._bonus:
                self._bonus.add(base)
                bonus_id = base
                gained += sc.same_suit
        moved = scards[-count:]
        del scards[-count:]
        dcards += moved
        run = self._remove_run(dst) if len(dcards) - down[dst] >= RUN_LENGTH else None
        runs: tuple[RunRemoved, ...] = ()
        if run is not None:
            gained += sc.per_run + self._check_win()
            runs = (RunRemoved(dst, run),)
        flipped: tuple[int, ...] = ()
        if self.ruleset.auto_flip:
            flipped = self._auto_flip(src, dst)
            gained += sc.per_flip * len(flipped)
        before = self._score
        self._score = before + gained
        self._moves += 1
        if flipped and not self.ruleset.undo_past_flip_or_deal:
            self._undo.clear()  # a move that turned a card is as final as the flip itself
        else:
            self._undo.append(
                _new_record(_MoveRecord, (src, dst, count, flipped, run, gained - sc.per_action, bonus_id))
            )
        self._log.append(_TEXTS[src][dst][count - 1])
        return _new_change(Change, (move, False, tuple(moved), src, dst, flipped, (), runs, before, before + gained))

    def _auto_flip(self, src: int, dst: int) -> tuple[int, ...]:
        # Turn the face-down top of src, then of dst (uncovered by a run leaving); return the turned ids.
        cols = self._cols
        down = self._down
        flipped: tuple[int, ...] = ()
        for c in (src, dst):
            cards = cols[c]
            if cards and down[c] == len(cards):
                down[c] -= 1
                flipped += (cards[-1],)
        return flipped

    def _play_deal(self, move: Move) -> Change:
        cols = self._cols
        if not self._stock:
            raise IllegalMove("stock_empty", "cannot deal: the stock is empty")
        if self.ruleset.deal_needs_every_column and not all(cols):
            empty = [c for c in range(COLUMNS) if not cols[c]]
            raise IllegalMove("empty_column", f"cannot deal while a column is empty (columns {empty})")
        sc = self._scoring
        batch = tuple(self._stock[:COLUMNS])
        del self._stock[:COLUMNS]
        for c in range(COLUMNS):
            cols[c].append(batch[c])
        runs = []
        flipped_cols = []
        flipped = []
        gained = 0
        for c in range(COLUMNS):
            run = self._remove_run(c)
            if run is None:
                continue
            gained += sc.per_run
            runs.append(RunRemoved(c, run))
            if self.ruleset.auto_flip and cols[c] and self._down[c] == len(cols[c]):
                self._down[c] -= 1
                flipped_cols.append(c)
                flipped.append(cols[c][-1])
                gained += sc.per_flip
        gained += self._check_win()
        before = self._score
        self._score += gained + sc.per_action
        self._moves += 1
        if self.ruleset.undo_past_flip_or_deal:
            self._undo.append(_DealRecord(tuple(runs), tuple(flipped_cols), gained))
        else:
            self._undo.clear()  # a deal is final
        self._log.append("deal")
        return Change(move, False, (), None, None, tuple(flipped), batch, tuple(runs), before, self._score)

    def _play_flip(self, move: Move) -> Change:
        if self.ruleset.auto_flip:
            raise IllegalMove("no_flip_in_classic", "these rules turn cards automatically; there is no flip")
        c = move.src
        if type(c) is not int or not 0 <= c < COLUMNS:
            raise IllegalMove("bad_column", f"flip column of {move!r} must be 0..9, not {c!r}")
        cards = self._cols[c]
        if not cards or self._down[c] != len(cards):
            raise IllegalMove("not_face_down", f"{move!r}: the top card of column {c} is not face down")
        self._down[c] -= 1
        before = self._score
        gained = self._scoring.per_flip
        self._score += gained
        if self.ruleset.undo_past_flip_or_deal:
            self._undo.append(_FlipRecord(c, gained))
        else:
            self._undo.clear()  # a flip is final
        self._log.append(_FLIPS[c].to_text())
        return Change(move, False, (), None, None, (cards[-1],), (), (), before, self._score)

    def _remove_run(self, c: int) -> tuple[int, ...] | None:
        cards = self._cols[c]
        n = len(cards)
        if n - self._down[c] < RUN_LENGTH or RANK_OF[cards[-1]] != 1:
            return None
        suit = self._suit
        s = suit[cards[-1]]
        for i in range(1, RUN_LENGTH):
            card = cards[n - 1 - i]
            if RANK_OF[card] != i + 1 or suit[card] != s:
                return None
        run = tuple(cards[-RUN_LENGTH:])
        del cards[-RUN_LENGTH:]
        self._found.append(s)
        return run

    def _check_win(self) -> int:
        if len(self._found) == RUNS_TO_WIN:
            self._over = True
            self._won = True
            return self._scoring.clear
        return 0

    def undo(self) -> Change:
        """Take back the last undoable action (costs one action's points and counts as a move).

        Raises:
            IllegalMove: ``can_undo()`` is false.
        """
        if self._over:
            raise IllegalMove("game_over", "the game is over; undo is not allowed")
        if not self._undo:
            final = not self.ruleset.undo_past_flip_or_deal and self._log
            why = "flips and deals are final under these rules" if final else "nothing to undo"
            raise IllegalMove("nothing_to_undo", f"cannot undo: {why}")
        rec = self._undo.pop()
        before = self._score
        if type(rec) is _MoveRecord:
            fields = self._undo_move(rec)
        elif type(rec) is _DealRecord:
            fields = self._undo_deal(rec)
        else:
            assert type(rec) is _FlipRecord
            self._down[rec.col] += 1
            fields = (_FLIPS[rec.col], (), None, None, (self._cols[rec.col][self._down[rec.col] - 1],), (), ())
        self._score += self._scoring.per_action - rec.gained
        self._moves += 1
        self._log.append("undo")
        move, moved, src, dst, flipped, dealt, runs = fields
        return _new_change(Change, (move, True, moved, src, dst, flipped, dealt, runs, before, self._score))

    def _undo_move(self, rec: _MoveRecord) -> _UndoFields:
        cols = self._cols
        src, dst, count = rec.src, rec.dst, rec.size
        # Turned cards are still the tops of their columns; turn them back, dst's first.
        for card in reversed(rec.flipped):
            c = dst if cols[dst] and cols[dst][-1] == card else src
            self._down[c] += 1
        runs: tuple[RunRemoved, ...] = ()
        if rec.run is not None:
            cols[dst].extend(rec.run)
            self._found.pop()
            runs = (RunRemoved(dst, rec.run),)
        moved = tuple(cols[dst][-count:])
        del cols[dst][-count:]
        cols[src].extend(moved)
        if rec.bonus_id >= 0:
            self._bonus.discard(rec.bonus_id)
        return _MOVES[src][dst][count - 1], moved, dst, src, tuple(reversed(rec.flipped)), (), runs

    def _undo_deal(self, rec: _DealRecord) -> _UndoFields:
        cols = self._cols
        flipped = []
        for c in reversed(rec.flipped_cols):
            self._down[c] += 1
            flipped.append(cols[c][-1])
        for r in reversed(rec.runs):
            cols[r.col].extend(r.cards)
            self._found.pop()
        batch = tuple(cols[c].pop() for c in range(COLUMNS))
        self._stock[0:0] = batch
        return DEAL, (), None, None, tuple(flipped), batch, tuple(reversed(rec.runs))

    def finish(self) -> None:
        """End the game now (the "Done" button).

        Raises:
            IllegalMove: the game is already over.
        """
        if self._over:
            raise IllegalMove("game_over", "the game is already over")
        self._over = True
        self._log.append("finish")

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

    def view(self) -> PlayerView:
        """What the player may see: face-down and stock cards hidden."""
        bonus = []
        for c in range(COLUMNS):
            down = self._down[c]
            for i, card in enumerate(self._cols[c]):
                if i >= down and card in self._bonus:
                    bonus.append((c, i))
        return PlayerView._from_facts(
            ViewFacts(self.ruleset, self.state(), tuple(self.legal_moves()), tuple(bonus), self.can_undo(), Game.sample)
        )

    @classmethod
    def sample(cls, view: PlayerView, rng: random.Random) -> Game:
        """A full game consistent with ``view``: its unseen cards dealt at random by ``rng``.

        The sample keeps score, moves and the bonus memory of the face-up cards,
        so look-ahead scores it as the real game would be scored.
        """
        st = view.sampled_state(rng)
        # The sample keeps the start snapshot from_state records: to_json needs it to rebuild this position.
        g = cls.from_state(st)
        for c, i in view.bonus_positions():
            g._bonus.add(g._cols[c][i])
        return g

    def copy(self, *, history: bool = True) -> Game:
        """An independent copy (undo history and scoring memory included).

        ``history=False`` leaves out the undo history and the action log: the cheap copy
        that look-ahead search wants (it plays on, it never undoes or saves).
        """
        g = object.__new__(Game)
        g.ruleset = self.ruleset
        g._scoring = self._scoring
        g.suits = self.suits
        g.seed = self.seed
        g._suit = self._suit
        g._cols = [c[:] for c in self._cols]
        g._down = self._down[:]
        g._stock = self._stock[:]
        g._found = self._found[:]
        g._score = self._score
        g._moves = self._moves
        g._over = self._over
        g._won = self._won
        # Without a same-suit bonus the memory never changes, so the copy may share it.
        g._bonus = set(self._bonus) if self._scoring.same_suit else self._bonus
        g._from_deal = self._from_deal
        if history:
            g._undo = self._undo[:]
            g._log = self._log[:]
            g._start = self._start
        else:
            g._undo = []
            g._log = []
            g._start = None
        return g

    def position_key(self) -> tuple[Any, ...]:
        """A hashable key of the position (cards, faces, stock, runs): equal keys, equal play."""
        return (
            tuple(tuple(c) for c in self._cols),
            tuple(self._down),
            len(self._stock),
            len(self._found),
        )

    def column_cards(self, col: int) -> list[tuple[str, bool]]:
        """Column ``col`` bottom first as ``(card text, face up)`` pairs."""
        text = TEXT_OF[self.suits]
        d = self._down[col]
        return [(text[card], i >= d) for i, card in enumerate(self._cols[col])]

    def column_ids(self, col: int) -> list[int]:
        """Physical ids (0..103) of column ``col``, bottom first: stable identities for a view."""
        return list(self._cols[col])

    def stock_ids(self) -> list[int]:
        """Physical ids of the stock, next deal first."""
        return list(self._stock)

    def card_text(self, card_id: int) -> str:
        """The text of physical card ``card_id`` in this game's deck."""
        return TEXT_OF[self.suits][card_id]

    def earned_bonus(self, card_id: int) -> bool:
        """Whether physical card ``card_id`` already earned the same-suit bonus."""
        return card_id in self._bonus

    def __repr__(self) -> str:
        if not self._log and self._start is None:
            return f"Game.new(rules={self.rules!r}, suits={self.suits}, seed={self.seed})"
        return (
            f"<Game rules={self.rules!r} suits={self.suits} seed={self.seed} "
            f"actions={len(self._log)} score={self._score} over={self._over}>"
        )

    # ------------------------------------------------------- from_state / json

    @classmethod
    def from_state(cls, d: Any) -> Game:
        """A game starting from a snapshot in the form ``state()`` returns.

        No undo history; ``seed``, ``score`` and ``moves`` are taken as given
        and the bonus memory starts empty. ``started_from_deal`` is False.

        Raises:
            InvalidSave: the snapshot is malformed or no real deal could reach it.
        """
        g = cls._from_parsed(parse_state(d))
        g._start = g.state()
        return g

    def to_json(self) -> str:
        """The game as versioned JSON text; ``from_json`` restores it exactly."""
        doc = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "rules": self.rules,
            "suits": self.suits,
            "seed": self.seed,
            "start": self._start,
            "history": self._log,
            "state": self.state(),
        }
        return json.dumps(doc, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: Any) -> Game:
        """The game saved by ``to_json``: position, undo history and scoring memory.

        Raises:
            InvalidSave: the text is not a save that a real game could have produced.
        """
        save = parse_save(text)
        if save.start is None:
            g = cls.new(save.ruleset, save.suits, save.seed)
        else:
            g = cls.from_state(save.start)
            if (g.ruleset, g.suits, g.seed) != (save.ruleset, save.suits, save.seed):
                raise InvalidSave("mismatch", "saved game 'start' does not match its rules, suits and seed")
        g.replay(save.history, InvalidSave)
        if save.state is not None and save.state != g.state():
            raise InvalidSave("mismatch", "saved game 'state' does not match the position its history gives")
        return g

    def replay(self, actions: Iterable[str], error: type[Exception] = IllegalMove) -> None:
        """Perform actions given in notation (moves, ``undo``, ``finish``) in order.

        Raises:
            IllegalMove: (or ``error``) an action is malformed or illegal, naming its index.
        """
        for i, action in enumerate(actions):
            try:
                if action == "undo":
                    self.undo()
                elif action == "finish":
                    self.finish()
                else:
                    self.play(Move.from_text(action))
            except ValueError as exc:
                if error is IllegalMove and isinstance(exc, IllegalMove):
                    raise
                raise error("bad_history", f"action {i} {action!r} cannot be played: {exc}") from None


# What an undo reports besides the score: move, moved, src, dst, flipped, dealt, runs.
_UndoFields = tuple[
    Move, tuple[int, ...], int | None, int | None, tuple[int, ...], tuple[int, ...], tuple[RunRemoved, ...]
]


def _describe(move: object) -> str:
    try:
        return repr(move)
    except Exception:  # noqa: BLE001 - a description must never fail
        return "that action"
