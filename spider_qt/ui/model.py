"""What the table shows, as plain values taken from the engine.

The controller builds a ``TableSnapshot`` from the ``Game`` after every action and
hands it to the scene; the scene draws exactly that (animating the difference
to what it showed before). Cards keep their physical id (0..103) as a stable
identity, so the scene can tell which card moved where without knowing rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol, TypeAlias, cast, get_args

from spider_qt.engine import Game
from spider_qt.engine.deal import COLUMNS

#: What led to a snapshot, so the scene can choose how to animate it.
SnapshotAction: TypeAlias = Literal["new", "move", "deal", "flip", "undo", "redo", "finish", "load"]
SNAPSHOT_ACTIONS: frozenset[str] = frozenset(get_args(SnapshotAction))


@dataclass(frozen=True)
class CardView:
    """One card on the table: physical id, text (``"Th"``) and whether it is face up."""

    id: int
    text: str
    up: bool


@dataclass(frozen=True)
class TableSnapshot:
    """The whole table: ten columns (bottom card first), the stock and the discard pile.

    ``action`` names what led here, so the scene can choose how to animate:
    ``"new"``, ``"move"``, ``"deal"``, ``"flip"``, ``"undo"``, ``"redo"``,
    ``"finish"`` or ``"load"``.
    """

    columns: tuple[tuple[CardView, ...], ...]
    stock: tuple[CardView, ...]
    foundations: tuple[str, ...]
    action: SnapshotAction = "load"

    @classmethod
    def empty(cls) -> TableSnapshot:
        """An empty table: no cards anywhere."""
        return cls(tuple(() for _ in range(COLUMNS)), (), ())

    @classmethod
    def from_game(cls, game: Game, action: str = "load") -> TableSnapshot:
        """The snapshot of ``game`` now, reached by ``action`` (a ``SnapshotAction``).

        Raises:
            ValueError: ``action`` is not one of ``SNAPSHOT_ACTIONS``.
        """
        if action not in SNAPSHOT_ACTIONS:
            raise ValueError(f"not a snapshot action: {action!r}")
        columns = []
        for c in range(COLUMNS):
            ids = game.column_ids(c)
            down = game.face_down(c)
            columns.append(tuple(CardView(i, game.card_text(i), n >= down) for n, i in enumerate(ids)))
        stock = tuple(CardView(i, game.card_text(i), False) for i in game.stock_ids())
        return cls(tuple(columns), stock, tuple(game.state()["foundations"]), cast(SnapshotAction, action))

    @property
    def stock_packets(self) -> int:
        """Remaining packets of ten in the stock."""
        return len(self.stock) // 10


class TableRules(Protocol):
    """What the scene may ask about legality; the controller answers from the engine."""

    def movable(self, col: int) -> int:
        """How many top cards of ``col`` may be picked up together (0: none)."""
        ...

    def targets(self, src: int, count: int) -> list[int]:
        """Columns that accept the top ``count`` cards of ``src`` now."""
        ...

    def can_flip(self, col: int) -> bool:
        """Whether clicking the face-down top card of ``col`` turns it (duel rules)."""
        ...

    def can_deal(self) -> bool:
        """Whether clicking the stock deals now."""
        ...
