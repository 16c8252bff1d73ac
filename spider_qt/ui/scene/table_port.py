"""What the table's parts need of the table: the scene as ``choreography`` and ``input`` see it.

``TableScene`` owns the card items and imports its parts; the parts work on the scene they are handed. Typed
as the scene itself, each part imported ``table_scene`` back, an import circle. Typed by these Protocols,
they import this module only, and each Protocol lists what its part reaches of the scene (mypy checks that
``TableScene`` provides it where the scene hands itself over).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Protocol, TypeAlias

from PySide6.QtCore import QPointF, QRectF, Qt, SignalInstance
from PySide6.QtWidgets import QGraphicsItem

from spider_qt.ui.model import TableRules, TableSnapshot
from spider_qt.ui.scene.animator import Animator
from spider_qt.ui.scene.card_images import CardImages
from spider_qt.ui.scene.card_item import CardItem
from spider_qt.ui.scene.layout import TableLayout
from spider_qt.ui.scene.table_items import ColumnItem, DiscardBox, StockItem

# Which click asks the controller for a click-to-move.
ClickMode: TypeAlias = Literal["single", "double", "off"]  # which click asks for a click-to-move ("off": drag only)


class TableCards(Protocol):
    """The card items on the table and how they show, which both parts read (``choreography`` adds and takes items)."""

    @property
    def cards(self) -> dict[int, CardItem]:
        """Card id -> item, for every card on the table (and, mid-animation, cards flying onto it)."""

    @property
    def columns(self) -> list[list[CardItem]]:
        """The columns' items, bottom card first."""

    @property
    def covered(self) -> bool:
        """Every card shows its back (the duel's cover screen)."""

    @property
    def speed(self) -> float:
        """The animation speed factor: 1.0 normal, 0 off."""

    @property
    def table_layout(self) -> TableLayout:
        """The current geometry."""


class ChoreographyTable(TableCards, Protocol):
    """What ``choreography`` builds its animations from."""

    @property
    def animator(self) -> Animator: ...

    @property
    def images(self) -> CardImages: ...

    @property
    def boxes(self) -> Sequence[DiscardBox]: ...

    @property
    def snapshot(self) -> TableSnapshot: ...

    def layout_for(self, snapshot: TableSnapshot) -> TableLayout: ...

    def show_discard_suits(self) -> None: ...

    def addItem(self, item: QGraphicsItem, /) -> None: ...


class DragState(Protocol):
    """What the keyboard needs of the mouse's drag."""

    def active(self) -> bool: ...

    def cancel(self, animate: bool) -> None: ...


class KeyFocus(Protocol):
    """What the mouse needs of the keyboard's focus and pick-up."""

    def hide_focus(self) -> None: ...

    def cancel_pick(self) -> None: ...


class InputTable(TableCards, Protocol):
    """What ``input`` reads, asks and emits: the rules, the table's items, its request signals."""

    @property
    def where(self) -> dict[int, tuple[int, int]]:
        """Card id -> (column, index) in the snapshot shown."""

    @property
    def rules(self) -> TableRules | None: ...

    @property
    def click_mode(self) -> ClickMode: ...

    @property
    def stock(self) -> StockItem: ...

    @property
    def column_marks(self) -> Sequence[ColumnItem]: ...

    @property
    def hint_cards(self) -> list[CardItem]: ...

    @property
    def drag(self) -> DragState: ...

    @property
    def keys(self) -> KeyFocus: ...

    @property
    def move_requested(self) -> SignalInstance:
        """(source column, card count, target column)"""

    @property
    def card_clicked(self) -> SignalInstance:
        """(column, index)"""

    @property
    def flip_requested(self) -> SignalInstance:
        """(column)"""

    @property
    def stock_clicked(self) -> SignalInstance: ...

    def items(self, pos: QPointF, mode: Qt.ItemSelectionMode, order: Qt.SortOrder, /) -> list[QGraphicsItem]: ...

    def sceneRect(self) -> QRectF: ...

    def finish_animations(self) -> None: ...

    def is_animating(self) -> bool: ...

    def go_home(self) -> None: ...

    def place_cards(self) -> None: ...

    def shake(self, items: list[CardItem]) -> None: ...

    def clear_hint(self) -> None: ...
