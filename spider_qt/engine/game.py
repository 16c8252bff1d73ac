"""The game: actions, scoring, undo, copies, views and saves on top of a ``Position``.

Every action reports what it changed as a ``Change``; undo records are kept as small
named tuples. The rules are told in ``docs/rules.md``, the public API in ``docs/engine-api.md``.
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
from .position import DEAL, FLIPS, MOVE_TABLE, Position
from .rules import CLASSIC, DUEL, RuleSet
from .saves import MAX_ACTIONS, SAVE_FORMAT, SAVE_VERSION, ParsedState, check_params, parse_save, parse_state
from .view import PlayerView, ViewFacts

#: The built-in rule set names (the registry in ``rules.py`` may hold more).
RULES = (CLASSIC.name, DUEL.name)

# The notation of every move in MOVE_TABLE, looked up when a move is logged (formatting it on every play costs more).
_TEXTS: tuple[tuple[tuple[str, ...], ...], ...] = tuple(
    tuple(tuple(m.to_text() for m in by_count) for by_count in by_dst) for by_dst in MOVE_TABLE
)
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


class Game(Position):
    """One player's game of Spider under one rule set: the position plus actions, undo and saves."""

    __slots__ = ("_bonus", "_log", "_start", "_undo")

    _bonus: set[CardId]
    _undo: list[_Record]
    _log: list[str]
    _start: dict[str, Any] | None  # the snapshot a game from from_state started at; None if dealt

    # ----------------------------------------------------------------- creation

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
        return g

    # ------------------------------------------------------------------ queries

    @property
    def history(self) -> list[str]:
        """Every action so far in notation, ``undo`` and ``finish`` included."""
        return list(self._log)

    @property
    def started_from_deal(self) -> bool:
        """True for a game dealt by ``new()`` (and its copies, saves and replays); False from a snapshot."""
        return self._start is None

    def can_undo(self) -> bool:
        """Whether ``undo()`` is legal now."""
        return not self._over and bool(self._undo) and not self.at_action_cap

    @property
    def at_action_cap(self) -> bool:
        """Whether the game holds as many actions as a save may, less the one kept for ``finish``: every action but
        ``finish`` is refused from then on, so a game never grows past what it can be saved and read back as."""
        return len(self._log) >= MAX_ACTIONS - 1

    def _refuse_past_cap(self) -> None:
        if self.at_action_cap:
            raise IllegalMove(
                "too_many_actions", f"the game holds {len(self._log)} actions; only finish is allowed now"
            )

    # ------------------------------------------------------------------ actions

    def play(self, move: Move) -> Change:
        """Perform ``move`` and say what it changed.

        Raises:
            IllegalMove: the move is not legal now; the game is unchanged.
        """
        if self._over:
            raise IllegalMove("game_over", f"the game is over; {_describe(move)} is not allowed")
        self._refuse_past_cap()
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
        self._log.append(FLIPS[c].to_text())
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
        self._refuse_past_cap()
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
            fields = (FLIPS[rec.col], (), None, None, (self._cols[rec.col][self._down[rec.col] - 1],), (), ())
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
        return MOVE_TABLE[src][dst][count - 1], moved, dst, src, tuple(reversed(rec.flipped)), (), runs

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
        g._start = self._start  # kept either way: it says whether the game started from a deal
        if history:
            g._undo = self._undo[:]
            g._log = self._log[:]
        else:
            g._undo = []
            g._log = []
        return g

    def earned_bonus(self, card_id: CardId) -> bool:
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
