"""What the table shows, as plain values taken from the engine.

The controller builds a ``TableSnapshot`` from the ``Game`` after every action and
hands it to the scene; the scene draws exactly that (animating the difference
to what it showed before). Cards keep their physical id (0..103) as a stable
identity, and the engine's ``Change`` says which cards moved, turned, were dealt or
left in finished runs, so the scene animates exactly that without knowing rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol, TypeAlias, cast, get_args

from spider_qt.engine import Change, Move
from spider_qt.engine.deal import COLUMNS

if TYPE_CHECKING:
    from spider_qt.engine import Game

# What led to a snapshot, so the scene can choose how to animate it.
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

    ``change`` is what the engine reported for the action that led here (None for a new deal, a
    loaded game or the end of one); ``action`` names that action for the pace and kind of
    animation (see ``SnapshotAction``).
    """

    columns: tuple[tuple[CardView, ...], ...]
    stock: tuple[CardView, ...]
    foundations: tuple[str, ...]
    action: SnapshotAction = "load"
    change: Change | None = None

    @classmethod
    def empty(cls) -> TableSnapshot:
        """An empty table: no cards anywhere."""
        return cls(tuple(() for _ in range(COLUMNS)), (), ())

    @classmethod
    def from_game(cls, game: Game, action: str = "load", change: Change | None = None) -> TableSnapshot:
        """The snapshot of ``game`` now, reached by ``action`` (a ``SnapshotAction``) that made ``change``.

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
        foundations = tuple(game.state()["foundations"])
        return cls(tuple(columns), stock, foundations, cast(SnapshotAction, action), change)

    @property
    def stock_packets(self) -> int:
        """Remaining packets of ten in the stock."""
        return len(self.stock) // 10


def apply_action(game: Game, action: str) -> Change | None:
    """Play one history entry (move notation, ``"undo"`` or ``"finish"``) on ``game``; what it changed.

    Returns None for ``"finish"``, which changes no card.

    Raises:
        IllegalMove: the action is not legal now.
        ValueError: ``action`` is not an action's notation.
    """
    if action == "undo":
        return game.undo()
    if action == "finish":
        game.finish()
        return None
    return game.play(Move.from_text(action))


def snapshot_action(action: str) -> SnapshotAction:
    """The snapshot action of one history entry (``"d"`` is a deal, ``"f 3"`` a flip, ...).

    Raises:
        ValueError: ``action`` is not an action's notation.
    """
    if action in ("undo", "finish"):
        return cast(SnapshotAction, action)
    return Move.from_text(action).kind


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
