"""``PlayerView``: a game as its player sees it, for the computer opponent and hints.

A view is built from the visible facts only (it keeps no reference to the game),
so whatever reads it cannot learn a face-down or stock card. Note that the
snapshot carries the deal's ``seed`` as ENGINE_API.md prescribes; a fair
player must not use it to rebuild the deal.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from .cards import TEXT_OF
from .deal import COLUMNS
from .moves import Move

if TYPE_CHECKING:
    from .game import Game

HIDDEN = "??"


class PlayerView:
    """What one player may see of a game."""

    __slots__ = ("_bonus", "_can_undo", "_moves", "_state", "_unseen")

    _state: dict[str, Any]
    _moves: tuple[Move, ...]
    _unseen: Counter[str]
    _bonus: tuple[tuple[int, int], ...]
    _can_undo: bool

    def __init__(self) -> None:
        raise TypeError("use Game.view()")

    @classmethod
    def _from_game(cls, g: Game) -> PlayerView:
        v = object.__new__(cls)
        st = g.state()
        unseen: Counter[str] = Counter()
        for column in st["tableau"]:
            for entry in column:
                if not entry["up"]:
                    unseen[entry["card"]] += 1
                    entry["card"] = HIDDEN
        unseen.update(st["stock"])
        st["stock"] = [HIDDEN] * len(st["stock"])
        v._state = st
        v._moves = tuple(g.legal_moves())
        v._unseen = unseen
        bonus = []
        for c in range(COLUMNS):
            down = g.face_down(c)
            for i, card in enumerate(g.column_ids(c)):
                if i >= down and g.earned_bonus(card):
                    bonus.append((c, i))
        v._bonus = tuple(bonus)
        v._can_undo = g.can_undo()
        return v

    # ---------------------------------------------------------------- contract

    def state(self) -> dict[str, Any]:
        """``Game.state()`` with every face-down and stock card written ``"??"``."""
        st = dict(self._state)
        st["tableau"] = [[dict(e) for e in col] for col in self._state["tableau"]]
        st["stock"] = list(self._state["stock"])
        st["foundations"] = list(self._state["foundations"])
        return st

    def legal_moves(self) -> list[Move]:
        """The legal actions, equal to the game's ``legal_moves()``."""
        return list(self._moves)

    def unseen(self) -> Counter[str]:
        """The cards that are not face up anywhere (face-down and stock cards)."""
        return Counter(self._unseen)

    # ------------------------------------------------------------------- extras

    @property
    def rules(self) -> str:
        return str(self._state["rules"])

    @property
    def suits(self) -> int:
        return int(self._state["suits"])

    @property
    def score(self) -> int:
        return int(self._state["score"])

    @property
    def over(self) -> bool:
        return bool(self._state["over"])

    def can_undo(self) -> bool:
        """Whether the player could undo now."""
        return self._can_undo

    def bonus_positions(self) -> tuple[tuple[int, int], ...]:
        """``(column, index)`` of face-up cards that already earned the duel same-suit bonus."""
        return self._bonus

    def key(self) -> tuple[Any, ...]:
        """A hashable summary of everything visible (equal views, equal keys)."""
        tab = tuple(tuple((e["card"], e["up"]) for e in col) for col in self._state["tableau"])
        return (
            self._state["rules"],
            tab,
            len(self._state["stock"]),
            tuple(self._state["foundations"]),
            self._state["score"],
            self._state["moves"],
            self._state["over"],
            self._bonus,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PlayerView) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def determinize(self, rng: random.Random) -> Game:
        """A full game consistent with this view: the unseen cards dealt at random by ``rng``.

        The sample keeps score, moves and the bonus memory of the face-up cards,
        so look-ahead scores it as the real game would be scored.
        """
        from .game import Game

        pool = sorted(self._unseen.elements())
        rng.shuffle(pool)
        it = iter(pool)
        st = self.state()
        for col in st["tableau"]:
            for e in col:
                if e["card"] == HIDDEN:
                    e["card"] = next(it)
        st["stock"] = [next(it) for _ in st["stock"]]
        # The sample keeps the start snapshot from_state recorded: to_json needs it to rebuild this position.
        g = Game.from_state(st)
        text = TEXT_OF[g.suits]
        for c, i in self._bonus:
            card = g.column_ids(c)[i]
            assert text[card] == st["tableau"][c][i]["card"]
            g._bonus.add(card)
        return g

    def __repr__(self) -> str:
        s = self._state
        return f"<PlayerView rules={s['rules']!r} suits={s['suits']} score={s['score']} moves={s['moves']}>"
