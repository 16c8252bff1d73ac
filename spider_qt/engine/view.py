"""``PlayerView``: a game as its player sees it, for the computer opponent and hints.

A view is built from the visible facts only (``Game.view`` hands them over; the view
keeps no reference to the game and knows nothing of it), so whatever reads it cannot
learn a face-down or stock card. Note that the snapshot carries the deal's ``seed``,
as the public API prescribes; a fair player must not use it to rebuild the deal.
``Game.sample(view, rng)`` turns a view back into a full game for look-ahead.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any, NamedTuple

from .moves import Move
from .rules import RuleSet

HIDDEN = "??"


class ViewFacts(NamedTuple):
    """What ``Game.view`` tells a view: all of it visible to the player, except the snapshot's hidden cards."""

    ruleset: RuleSet
    state: dict[str, Any]  # Game.state(), face-down and stock cards still written out
    legal_moves: tuple[Move, ...]
    bonus: tuple[tuple[int, int], ...]  # (column, index) of face-up cards that earned the same-suit bonus
    can_undo: bool
    sampler: Callable[[PlayerView, random.Random], Any]  # Game.sample, so the view need not import the game


class PlayerView:
    """What one player may see of a game."""

    __slots__ = ("_bonus", "_can_undo", "_moves", "_ruleset", "_sampler", "_state", "_unseen")

    _state: dict[str, Any]
    _moves: tuple[Move, ...]
    _unseen: Counter[str]
    _bonus: tuple[tuple[int, int], ...]
    _can_undo: bool
    _ruleset: RuleSet
    _sampler: Callable[[PlayerView, random.Random], Any]

    def __init__(self) -> None:
        raise TypeError("use Game.view()")

    @classmethod
    def _from_facts(cls, facts: ViewFacts) -> PlayerView:
        v = object.__new__(cls)
        st = facts.state
        unseen: Counter[str] = Counter()
        for column in st["tableau"]:
            for entry in column:
                if not entry["up"]:
                    unseen[entry["card"]] += 1
                    entry["card"] = HIDDEN
        unseen.update(st["stock"])
        st["stock"] = [HIDDEN] * len(st["stock"])
        v._state = st
        v._moves = facts.legal_moves
        v._unseen = unseen
        v._bonus = facts.bonus
        v._can_undo = facts.can_undo
        v._ruleset = facts.ruleset
        v._sampler = facts.sampler
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
    def ruleset(self) -> RuleSet:
        """The rule set of the game."""
        return self._ruleset

    @property
    def rules(self) -> str:
        """The rule set's name, as ``state()["rules"]``."""
        return self._ruleset.name

    @property
    def suits(self) -> int:
        """The suit count, 1, 2 or 4."""
        return int(self._state["suits"])

    @property
    def score(self) -> int:
        """The score now."""
        return int(self._state["score"])

    @property
    def over(self) -> bool:
        """Whether the game is over."""
        return bool(self._state["over"])

    def can_undo(self) -> bool:
        """Whether the player could undo now."""
        return self._can_undo

    def bonus_positions(self) -> tuple[tuple[int, int], ...]:
        """``(column, index)`` of face-up cards that already earned the same-suit bonus."""
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

    def sampled_state(self, rng: random.Random) -> dict[str, Any]:
        """``state()`` with the unseen cards dealt at random by ``rng`` into the hidden places."""
        pool = sorted(self._unseen.elements())
        rng.shuffle(pool)
        it = iter(pool)
        st = self.state()
        for col in st["tableau"]:
            for e in col:
                if e["card"] == HIDDEN:
                    e["card"] = next(it)
        st["stock"] = [next(it) for _ in st["stock"]]
        return st

    def determinize(self, rng: random.Random) -> Any:
        """A full game consistent with this view: the same as ``Game.sample(view, rng)``."""
        return self._sampler(self, rng)

    def __repr__(self) -> str:
        s = self._state
        return f"<PlayerView rules={s['rules']!r} suits={s['suits']} score={s['score']} moves={s['moves']}>"
