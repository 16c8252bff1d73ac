"""The game: position, both rule sets, scoring, undo, snapshots and saves.

A column is a list of physical card ids, bottom first; ``_down[c]`` counts its
face-down cards, which always form the bottom of the column. The stock is a
list whose first ten ids are the next deal.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from .cards import DECK_SIZE, RANK_OF, RUN_LENGTH, RUNS_TO_WIN, SUIT_COUNTS, SUIT_OF, TEXT_OF, deck_counter
from .deal import COLUMNS, MAX_SEED, deal_layout
from .errors import IllegalMove, InvalidSave
from .moves import Move

RULES = ("classic", "duel")
SAVE_FORMAT = "spider-duel-game"
SAVE_VERSION = 1

CLASSIC_START = 500
CLASSIC_RUN = 100
DUEL_FLIP = 2
DUEL_SAME_SUIT = 2
DUEL_RUN = 26
DUEL_WIN = 100

DEAL = Move("deal")
# Every move value legal_moves can list, made once: _MOVES[src][dst][count - 1]. Moves are frozen, so sharing is safe.
_MOVES: tuple[tuple[tuple[Move, ...], ...], ...] = tuple(
    tuple(tuple(Move("move", src, k, dst) for k in range(1, 14)) for dst in range(COLUMNS)) for src in range(COLUMNS)
)
_FLIPS: tuple[Move, ...] = tuple(Move("flip", c) for c in range(COLUMNS))

# Undo records (tuples, never mutated):
#   ("move", src, dst, count, flipped_src, removed, flipped_dst, gained, bonus_id)
#   ("deal", removed_runs, gained)  with removed_runs = ((col, ids, flipped), ...)
_Record = tuple[Any, ...]


class Game:
    """One player's game of Spider under the classic or the duel rules."""

    __slots__ = (
        "_bonus",
        "_cols",
        "_down",
        "_duel",
        "_found",
        "_log",
        "_moves",
        "_over",
        "_score",
        "_start",
        "_stock",
        "_suit",
        "_undo",
        "_won",
        "rules",
        "seed",
        "suits",
    )

    rules: str
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
    _suit: tuple[str, ...]
    _duel: bool

    # ----------------------------------------------------------------- creation

    def __init__(self) -> None:
        raise TypeError("use Game.new(), Game.from_state() or Game.from_json()")

    @classmethod
    def _blank(cls, rules: str, suits: int, seed: int) -> Game:
        g = object.__new__(cls)
        g.rules = rules
        g.suits = suits
        g.seed = seed
        g._duel = rules == "duel"
        g._suit = SUIT_OF[suits]
        g._cols = [[] for _ in range(COLUMNS)]
        g._down = [0] * COLUMNS
        g._stock = []
        g._found = []
        g._score = 0 if g._duel else CLASSIC_START
        g._moves = 0
        g._over = False
        g._won = False
        g._bonus = set()
        g._undo = []
        g._log = []
        g._start = None
        return g

    @classmethod
    def new(cls, rules: str = "classic", suits: int = 2, seed: int = 0) -> Game:
        """A fresh deal.

        Raises:
            ValueError: unknown ``rules``, ``suits`` not 1, 2 or 4, or ``seed``
                not an int in 0 .. 2**63 - 1.
        """
        _check_params(rules, suits, seed, ValueError)
        g = cls._blank(rules, suits, seed)
        cols, stock = deal_layout(seed)
        g._cols = cols
        g._down = [len(c) - 1 for c in cols]
        g._stock = stock
        return g

    # ------------------------------------------------------------------ queries

    @property
    def score(self) -> int:
        """The score as RULES.md counts it for this rule set."""
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
        return self._duel or all(self._cols)

    def accepts(self, dst: int, base_rank: int) -> bool:
        """Whether column ``dst`` accepts a sequence whose base card has ``base_rank``."""
        cards = self._cols[dst]
        if not cards or self._down[dst] == len(cards):
            return True
        return RANK_OF[cards[-1]] == base_rank + 1

    def legal_moves(self) -> list[Move]:
        """Every legal action now, each once."""
        if self._over:
            return []
        cols = self._cols
        down = self._down
        duel = self._duel
        rank_of = RANK_OF
        suit = self._suit
        moves: list[Move] = []
        # Per column: 0 = open (empty; under duel rules also a face-down top), else the top card's rank.
        tops = [0] * COLUMNS
        open_cols = []
        rank_mask = 0  # bit r set: some column's face-up top card has rank r
        for c in range(COLUMNS):
            cards = cols[c]
            if down[c] == len(cards):
                if duel or not cards:
                    open_cols.append(c)
                else:
                    tops[c] = 99  # a face-down top under classic rules accepts nothing (never happens)
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
        if self._stock and (duel or not open_cols):
            moves.append(DEAL)
        if duel:
            for c in open_cols:
                if cols[c]:
                    moves.append(_FLIPS[c])
        return moves

    def can_undo(self) -> bool:
        """Whether ``undo()`` is legal now."""
        return not self._over and bool(self._undo)

    # ------------------------------------------------------------------ actions

    def play(self, move: Move) -> None:
        """Perform ``move``.

        Raises:
            IllegalMove: the move is not legal now; the game is unchanged.
        """
        if self._over:
            raise IllegalMove("game_over", f"the game is over; {_describe(move)} is not allowed")
        kind = getattr(move, "kind", None)
        if kind == "move":
            self._play_move(move)
        elif kind == "deal":
            self._play_deal()
        elif kind == "flip":
            self._play_flip(move)
        else:
            raise IllegalMove("bad_move", f"not a move: {move!r}")

    def _column_arg(self, value: object, what: str, move: Move) -> int:
        if type(value) is not int or not 0 <= value < COLUMNS:
            raise IllegalMove("bad_column", f"{what} column of {move!r} must be 0..9, not {value!r}")
        return value

    def _play_move(self, move: Move) -> None:
        src = self._column_arg(move.src, "source", move)
        dst = self._column_arg(move.dst, "target", move)
        count = move.count
        if src == dst:
            raise IllegalMove("same_column", f"{move!r}: source and target are both column {src}")
        if type(count) is not int or count < 1:
            raise IllegalMove("bad_count", f"{move!r}: count must be a positive int, not {count!r}")
        cols = self._cols
        scards = cols[src]
        length = self.movable(src)
        if count > length:
            if not scards:
                why = "it is empty"
            elif length == 0:
                why = "its top card is face down"
            else:
                why = f"only its top {length} card(s) form a movable run"
            raise IllegalMove("not_movable", f"{move!r}: cannot take {count} card(s) from column {src}: {why}")
        base = scards[-count]
        base_rank = RANK_OF[base]
        dcards = cols[dst]
        open_dst = not dcards or self._down[dst] == len(dcards)
        if open_dst:
            if dcards and not self._duel:  # unreachable in classic play; kept for safety
                raise IllegalMove("no_fit", f"{move!r}: column {dst} has a face-down top card")
        elif RANK_OF[dcards[-1]] != base_rank + 1:
            raise IllegalMove(
                "no_fit",
                f"{move!r}: {TEXT_OF[self.suits][base]} cannot go on {TEXT_OF[self.suits][dcards[-1]]} in column {dst}",
            )
        gained = 0
        bonus_id = -1
        if self._duel and not open_dst:
            under = dcards[-1]
            if self._suit[under] == self._suit[base] and base not in self._bonus:
                self._bonus.add(base)
                bonus_id = base
                gained += DUEL_SAME_SUIT
        moved = scards[-count:]
        del scards[-count:]
        dcards.extend(moved)
        removed = self._remove_run(dst)
        if removed is not None:
            gained += DUEL_RUN if self._duel else CLASSIC_RUN
        flipped_src = flipped_dst = False
        if not self._duel:
            flipped_src = self._auto_flip(src)
            flipped_dst = self._auto_flip(dst)
        gained += self._check_win()
        self._score += gained - 1
        self._moves += 1
        self._undo.append(("move", src, dst, count, flipped_src, removed, flipped_dst, gained, bonus_id))
        self._log.append(move.to_text())

    def _play_deal(self) -> None:
        if not self._stock:
            raise IllegalMove("stock_empty", "cannot deal: the stock is empty")
        if not self._duel and not all(self._cols):
            empty = [c for c in range(COLUMNS) if not self._cols[c]]
            raise IllegalMove("empty_column", f"cannot deal while a column is empty (columns {empty})")
        batch = self._stock[:COLUMNS]
        del self._stock[:COLUMNS]
        for c in range(COLUMNS):
            self._cols[c].append(batch[c])
        removed_runs = []
        gained = 0
        for c in range(COLUMNS):
            removed = self._remove_run(c)
            if removed is not None:
                gained += DUEL_RUN if self._duel else CLASSIC_RUN
                flipped = False if self._duel else self._auto_flip(c)
                removed_runs.append((c, removed, flipped))
        gained += self._check_win()
        self._score += gained - 1
        self._moves += 1
        if self._duel:
            self._undo.clear()  # a deal is final under duel rules
        else:
            self._undo.append(("deal", tuple(removed_runs), gained))
        self._log.append("deal")

    def _play_flip(self, move: Move) -> None:
        if not self._duel:
            raise IllegalMove("no_flip_in_classic", "classic rules turn cards automatically; there is no flip")
        c = self._column_arg(move.src, "flip", move)
        cards = self._cols[c]
        if not cards or self._down[c] != len(cards):
            raise IllegalMove("not_face_down", f"{move!r}: the top card of column {c} is not face down")
        self._down[c] -= 1
        self._score += DUEL_FLIP
        self._undo.clear()  # a flip is final under duel rules
        self._log.append(move.to_text())

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

    def _auto_flip(self, c: int) -> bool:
        if self._cols[c] and self._down[c] == len(self._cols[c]):
            self._down[c] -= 1
            return True
        return False

    def _check_win(self) -> int:
        if len(self._found) == RUNS_TO_WIN:
            self._over = True
            self._won = True
            return DUEL_WIN if self._duel else 0
        return 0

    def undo(self) -> None:
        """Take back the last undoable action (costs one point and counts as a move).

        Raises:
            IllegalMove: ``can_undo()`` is false.
        """
        if self._over:
            raise IllegalMove("game_over", "the game is over; undo is not allowed")
        if not self._undo:
            why = "a flip or a deal is final under duel rules" if self._duel and self._log else "nothing to undo"
            raise IllegalMove("nothing_to_undo", f"cannot undo: {why}")
        rec = self._undo.pop()
        cols = self._cols
        if rec[0] == "move":
            _, src, dst, count, flipped_src, removed, flipped_dst, gained, bonus_id = rec
            if flipped_dst:
                self._down[dst] += 1
            if flipped_src:
                self._down[src] += 1
            if removed is not None:
                cols[dst].extend(removed)
                self._found.pop()
            moved = cols[dst][-count:]
            del cols[dst][-count:]
            cols[src].extend(moved)
            if bonus_id >= 0:
                self._bonus.discard(bonus_id)
        else:
            _, removed_runs, gained = rec
            for c, run, flipped in reversed(removed_runs):
                if flipped:
                    self._down[c] += 1
                cols[c].extend(run)
                self._found.pop()
            batch = [cols[c].pop() for c in range(COLUMNS)]
            self._stock[0:0] = batch
        self._score -= gained + 1
        self._moves += 1
        self._log.append("undo")

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
        """A JSON-ready snapshot of the position (see ENGINE_API.md)."""
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
        from .view import PlayerView

        return PlayerView._from_game(self)

    def copy(self, *, history: bool = True) -> Game:
        """An independent copy (undo history and scoring memory included).

        ``history=False`` leaves out the undo history and the action log: the cheap copy
        that look-ahead search wants (it plays on, it never undoes or saves).
        """
        g = object.__new__(Game)
        g.rules = self.rules
        g.suits = self.suits
        g.seed = self.seed
        g._duel = self._duel
        g._suit = self._suit
        g._cols = [c[:] for c in self._cols]
        g._down = self._down[:]
        g._stock = self._stock[:]
        g._found = self._found[:]
        g._score = self._score
        g._moves = self._moves
        g._over = self._over
        g._won = self._won
        g._bonus = set(self._bonus) if self._duel else self._bonus  # classic rules never change it
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
        """Whether physical card ``card_id`` already earned the duel same-suit bonus."""
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
        and the duel bonus memory starts empty.

        Raises:
            InvalidSave: the snapshot is malformed or no real deal could reach it.
        """
        g = _parse_state(d)
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
            "history": list(self._log),
            "state": self.state(),
        }
        return json.dumps(doc, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: Any) -> Game:
        """The game saved by ``to_json``: position, undo history and scoring memory.

        Raises:
            InvalidSave: the text is not a save that a real game could have produced.
        """
        if isinstance(text, (bytes, bytearray)):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise InvalidSave("bad_json", f"saved game is not UTF-8 text: {exc}") from None
        if not isinstance(text, str):
            raise InvalidSave("bad_type", f"saved game must be text, not {type(text).__name__}")
        try:
            doc = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise InvalidSave("bad_json", f"saved game is not valid JSON: {exc}") from None
        if not isinstance(doc, dict):
            raise InvalidSave("bad_format", "saved game must be a JSON object")
        if doc.get("format") != SAVE_FORMAT:
            raise InvalidSave("bad_format", f"not a Spider Duel saved game (format {doc.get('format')!r})")
        version = doc.get("version")
        if type(version) is not int:
            raise InvalidSave("bad_version", f"saved game version must be an int, not {version!r}")
        if version > SAVE_VERSION:
            raise InvalidSave(
                "bad_version", f"saved game version {version} is newer than this program reads ({SAVE_VERSION})"
            )
        if version < 1:
            raise InvalidSave("bad_version", f"unknown saved game version {version}")
        rules: Any = doc.get("rules")
        suits: Any = doc.get("suits")
        seed: Any = doc.get("seed")
        _check_params(rules, suits, seed, InvalidSave)
        history = doc.get("history")
        if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
            raise InvalidSave("bad_type", "saved game 'history' must be a list of action strings")
        start = doc.get("start")
        if start is None:
            g = cls.new(rules, suits, seed)
        else:
            g = cls.from_state(start)
            if (g.rules, g.suits, g.seed) != (rules, suits, seed):
                raise InvalidSave("mismatch", "saved game 'start' does not match its rules, suits and seed")
        g.replay(history, InvalidSave)
        recorded = doc.get("state")
        if recorded is not None and recorded != g.state():
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


# ---------------------------------------------------------------------- helpers


def _describe(move: object) -> str:
    try:
        return repr(move)
    except Exception:  # noqa: BLE001 - a description must never fail
        return "that action"


def _check_params(rules: Any, suits: Any, seed: Any, error: type[Exception]) -> None:
    def fail(code: str, msg: str) -> None:
        if error is InvalidSave:
            raise InvalidSave(code, msg)
        raise error(msg)

    if rules not in RULES or not isinstance(rules, str):
        fail("bad_value", f"rules must be 'classic' or 'duel', not {rules!r}")
    if type(suits) is not int or suits not in SUIT_COUNTS:
        fail("bad_value", f"suits must be 1, 2 or 4, not {suits!r}")
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        fail("bad_value", f"seed must be an int from 0 to 2**63 - 1, not {seed!r}")


_STATE_KEYS = ("rules", "suits", "seed", "tableau", "stock", "foundations", "score", "moves", "over", "won")


def _parse_state(d: Any) -> Game:
    if not isinstance(d, dict):
        raise InvalidSave("bad_type", f"a snapshot must be a dict, not {type(d).__name__}")
    missing = [k for k in _STATE_KEYS if k not in d]
    if missing:
        raise InvalidSave("bad_format", f"snapshot lacks {', '.join(missing)}")
    rules, suits, seed = d["rules"], d["suits"], d["seed"]
    _check_params(rules, suits, seed, InvalidSave)
    for key in ("score", "moves"):
        if type(d[key]) is not int:
            raise InvalidSave("bad_type", f"snapshot '{key}' must be an int, not {d[key]!r}")
    if d["moves"] < 0:
        raise InvalidSave("bad_value", f"snapshot 'moves' cannot be negative ({d['moves']})")
    for key in ("over", "won"):
        if type(d[key]) is not bool:
            raise InvalidSave("bad_type", f"snapshot '{key}' must be true or false, not {d[key]!r}")
    tableau, stock, found = d["tableau"], d["stock"], d["foundations"]
    if not isinstance(tableau, list) or len(tableau) != COLUMNS or not all(isinstance(c, list) for c in tableau):
        raise InvalidSave("bad_layout", "snapshot 'tableau' must be a list of 10 columns")
    if not isinstance(stock, list) or not all(isinstance(s, str) for s in stock):
        raise InvalidSave("bad_type", "snapshot 'stock' must be a list of card strings")
    if len(stock) % COLUMNS or len(stock) > 50:
        raise InvalidSave("bad_layout", f"the stock must hold 0, 10, 20, 30, 40 or 50 cards, not {len(stock)}")
    if not isinstance(found, list) or not all(isinstance(s, str) for s in found):
        raise InvalidSave("bad_type", "snapshot 'foundations' must be a list of suit letters")
    if len(found) > RUNS_TO_WIN:
        raise InvalidSave("bad_layout", f"at most 8 runs can be discarded, not {len(found)}")

    # Hand out physical ids for each card text in order of appearance.
    text = TEXT_OF[suits]
    free: dict[str, list[int]] = {}
    for card_id in range(DECK_SIZE - 1, -1, -1):
        free.setdefault(text[card_id], []).append(card_id)
    need = deck_counter(suits)

    def take(card: Any, where: str) -> int:
        if not isinstance(card, str) or card not in need:
            raise InvalidSave("bad_cards", f"{where}: {card!r} is not a card of a {suits}-suit deck")
        pool = free[card]
        if not pool:
            raise InvalidSave("bad_cards", f"{where}: one {card} too many for a {suits}-suit deck")
        return pool.pop()

    for i, s in enumerate(found):
        if s not in set(SUIT_OF[suits]):
            raise InvalidSave("bad_cards", f"foundation {i}: {s!r} is not a suit of a {suits}-suit game")
        for rank in "A23456789TJQK":
            take(rank + s, f"foundation {i}")
    g = Game._blank(rules, suits, seed)
    for c, column in enumerate(tableau):
        ids = []
        down = 0
        seen_up = False
        for i, entry in enumerate(column):
            if not isinstance(entry, dict) or set(entry) != {"card", "up"} or type(entry["up"]) is not bool:
                raise InvalidSave("bad_type", f"column {c} card {i}: expected {{'card': str, 'up': bool}}")
            ids.append(take(entry["card"], f"column {c} card {i}"))
            if entry["up"]:
                seen_up = True
            elif seen_up:
                raise InvalidSave("bad_layout", f"column {c}: face-down card {i} lies above a face-up card")
            else:
                down += 1
        g._cols[c] = ids
        g._down[c] = down
    g._stock = [take(card, f"stock card {i}") for i, card in enumerate(stock)]
    left = sum(len(p) for p in free.values())
    if left:
        missing_cards = sorted(card for card, p in free.items() for _ in p)
        raise InvalidSave("bad_cards", f"{left} card(s) missing from the snapshot: {' '.join(missing_cards[:8])}")
    g._found = list(found)
    for c in range(COLUMNS):
        if not g._duel and g._cols[c] and g._down[c] == len(g._cols[c]):
            raise InvalidSave("bad_layout", f"column {c}: classic rules never leave a face-down top card")
        if g._remove_run(c) is not None:
            raise InvalidSave("bad_layout", f"column {c}: a complete run is still on the table")
    won = len(found) == RUNS_TO_WIN
    if d["won"] != won:
        raise InvalidSave("bad_layout", f"'won' is {d['won']} but {len(found)} run(s) are discarded")
    if won and not d["over"]:
        raise InvalidSave("bad_layout", "a won game must be over")
    g._score = d["score"]
    g._moves = d["moves"]
    g._over = d["over"]
    g._won = won
    return g


# Imported late: the view module needs Game's helpers, and Game.view returns it.
from .view import PlayerView  # noqa: E402
