"""``Change``: what one action did to the table, as ``Game.play`` and ``Game.undo`` report it.

Cards are named by their physical ids (0..103, see ``cards``), so a view can follow each card
without working anything out again. For an undo the same fields describe the action taken back,
now running the other way: ``moved`` went back from ``src`` to ``dst``, ``flipped`` turned face
down again, ``dealt`` went back to the stock and ``runs_removed`` came back from the discard pile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .kinds import CardId, Column
from .moves import Move


@dataclass(frozen=True, slots=True)
class RunRemoved:
    """A complete run that left column ``col`` for the discard pile (its cards King first)."""

    col: Column
    cards: tuple[CardId, ...]


class Change(NamedTuple):
    """What one ``play()`` or ``undo()`` changed, in the order it happened.

    A ``NamedTuple`` rather than a frozen dataclass because every ``play()`` builds one,
    search included, and a tuple is built several times faster; it is just as immutable
    and compared by value.

    - ``move``: the action played or, for an undo, the action taken back;
    - ``undo``: whether this comes from ``undo()``;
    - ``moved``: the card ids that moved, base card first (empty unless a card move);
    - ``src``/``dst``: the columns the cards moved from and to as they moved now (``None``
      unless a card move; an undo gives the move's own ``dst`` as ``src``);
    - ``flipped``: card ids turned face up (by an undo: face down again), in the order they turned;
    - ``dealt``: card ids dealt, column 0 first (by an undo: put back on the stock);
    - ``runs_removed``: runs sent to the discard pile (by an undo: brought back), in order;
    - ``score_before``/``score_after``: the score around the action.
    """

    move: Move
    undo: bool
    moved: tuple[CardId, ...]
    src: Column | None
    dst: Column | None
    flipped: tuple[CardId, ...]
    dealt: tuple[CardId, ...]
    runs_removed: tuple[RunRemoved, ...]
    score_before: int
    score_after: int
