"""The table's fixed pieces: column places, the stock, the discard boxes and their tray."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, TypeAlias

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from spider_qt.ui.art.card_art import CardArt
from spider_qt.ui.art.suits import suit_color, suit_path
from spider_qt.ui.scene.card_item import HIGHLIGHT_COLORS, HighlightKind
from spider_qt.ui.scene.layout import TableLayout

# The keyboard focus frame: on a column, on a column that takes the pick-up, on one that does not.
FocusKind: TypeAlias = Literal["plain", "ok", "bad"]

FOCUS_COLORS: dict[FocusKind, QColor] = {
    "plain": QColor(255, 255, 255, 200),
    "ok": QColor(120, 255, 150, 230),
    "bad": QColor(255, 120, 110),
}


def repaint_where_it_is(item: QGraphicsItem) -> None:
    """Have the view paint ``item``'s present area again: call it before the item moves or changes its bounds.

    Qt finds the area a moved item leaves from where the view last painted it, and any paint of the view between
    the move and Qt's own processing of it (the HUD's, whose texts have just changed) records the new area there
    instead: the old one then keeps a copy of the item on screen until something else paints it (a language
    switch left a stock packet behind). A fresh render of the view (``grab()``, a screenshot) never shows it.
    """
    scene = item.scene()
    if scene is not None:
        scene.update(item.sceneBoundingRect())


class ColumnItem(QGraphicsItem):
    """Behind a column: the empty placeholder, the target/hint glow and the keyboard focus frame."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(-10)
        self._area = QRectF()
        self._slot = QRectF()
        self._extent = QRectF()
        self.empty = True
        self.glow: HighlightKind | None = None
        self.focus: FocusKind | None = None

    def set_geometry(self, area: QRectF, slot: QRectF, extent: QRectF) -> None:
        # Every sync passes the geometry again: only a real change repaints (the item spans the column's height).
        if area == self._area and slot == self._slot and extent == self._extent:
            return
        if area != self._area:
            repaint_where_it_is(self)  # the whole column: the old places of its cards, moved with it, as well
            self.prepareGeometryChange()
        self._area = QRectF(area)
        self._slot = QRectF(slot)
        self._extent = QRectF(extent)
        if self.glow is not None or self.focus is not None or self.empty:
            self.update()

    def set_empty(self, empty: bool) -> None:
        if empty != self.empty:
            self.empty = empty
            self.update()

    def set_glow(self, glow: HighlightKind | None) -> None:
        if glow != self.glow:
            self.glow = glow
            self.update()

    def set_focus(self, focus: FocusKind | None) -> None:
        if focus != self.focus:
            self.focus = focus
            self.update()

    def boundingRect(self) -> QRectF:
        return self._area.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        slot = self._slot
        radius = slot.width() * 0.07
        if self.glow is not None:
            color = QColor(HIGHLIGHT_COLORS[self.glow])
            band = self._extent.adjusted(-2, -2, 2, 2)
            band.setBottom(max(band.bottom(), self._area.bottom() - 6))
            color.setAlpha(34)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawRoundedRect(band, radius * 1.3, radius * 1.3)
            color.setAlpha(120)
            painter.setPen(QPen(color, 1.6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(band, radius * 1.3, radius * 1.3)
        if self.empty:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1.4))
            painter.setBrush(QColor(255, 255, 255, 14))
            painter.drawRoundedRect(slot.adjusted(0.7, 0.7, -0.7, -0.7), radius, radius)
        if self.focus is not None:
            frame = self._extent.adjusted(-5, -5, 5, 5)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(0, 0, 0, 70), 4))
            painter.drawRoundedRect(frame, radius * 1.5, radius * 1.5)
            painter.setPen(QPen(FOCUS_COLORS[self.focus], 2))
            painter.drawRoundedRect(frame, radius * 1.5, radius * 1.5)


class StockItem(QGraphicsObject):
    """The stock: its remaining packets of ten as small face-down stacks (a faint outline when empty)."""

    def __init__(self, back: Callable[[], QPixmap]) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._back = back
        self._area = QRectF()
        self._packets: tuple[QRectF, ...] = ()
        self._count = 0
        self.glow = False
        # Many small packet edges: keep the painted stock as a pixmap, since cards fly over it all through a deal.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_geometry(self, layout: TableLayout) -> None:
        w, h = layout.mini_size
        left, top = layout.stock_area.left(), layout.stock_area.top()
        step = (layout.stock_area.width() - w) / 4 if layout.stock_area.width() > w else 0.0
        packets = tuple(QRectF(left + i * step, top, w, h) for i in range(5))
        if layout.stock_area == self._area and packets == self._packets:
            return  # unchanged: keep the cached look
        repaint_where_it_is(self)
        self.prepareGeometryChange()
        self._area = QRectF(layout.stock_area)
        self._packets = packets
        self.update()

    def set_count(self, packets: int) -> None:
        count = max(0, min(5, packets))
        if count != self._count:
            self._count = count
            self.update()

    @property
    def count(self) -> int:
        return self._count

    def set_glow(self, on: bool) -> None:
        if on != self.glow:
            self.glow = on
            self.update()

    def hit(self, pos: QPointF) -> bool:
        """Whether ``pos`` is on a packet."""
        return any(r.contains(pos) for r in self._packets[: self._count])

    def boundingRect(self) -> QRectF:
        return self._area.adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        if not self._packets:
            return
        first = self._packets[0]
        radius = first.width() * 0.08
        if self.glow:
            color = QColor(HIGHLIGHT_COLORS["hint"])
            span = QRectF(first.topLeft(), self._packets[max(0, self._count - 1)].bottomRight())
            for i in range(4, 0, -1):
                color.setAlpha(int(150 / (i + 0.6)))
                painter.setPen(QPen(color, 2.2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                g = i * 1.6
                painter.drawRoundedRect(span.adjusted(-g, -g, g + 2, g + 2), radius + g, radius + g)
        if self._count == 0:
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1.3, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 255, 255, 10))
            painter.drawRoundedRect(first.adjusted(0.7, 0.7, -0.7, -0.7), radius, radius)
            return
        pm = self._back()
        for r in self._packets[: self._count]:
            # A packet of ten: a few offset edges under the top back give it thickness.
            for layer in (3, 2, 1):
                off = layer * max(1.0, r.width() * 0.018)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(0, 0, 0, 55))
                painter.drawRoundedRect(r.translated(off + 0.6, off + 0.8), radius, radius)
                painter.setBrush(QColor(235, 232, 222))
                painter.setPen(QPen(QColor(120, 120, 112), 0.6))
                painter.drawRoundedRect(r.translated(off, off), radius, radius)
            if not pm.isNull():
                painter.drawPixmap(r, pm, QRectF(pm.rect()))


class DiscardBox(QGraphicsObject):
    """One place of the discard pile: a faint outline, or a finished run's suit symbol."""

    def __init__(self, art: Callable[[], CardArt]) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._art = art
        self._rect = QRectF()
        self.suit: str | None = None

    def set_rect(self, rect: QRectF) -> None:
        local = QRectF(0, 0, rect.width(), rect.height())
        if local == self._rect and self.pos() == rect.topLeft():
            return  # unchanged: keep the cached look
        repaint_where_it_is(self)
        if local != self._rect:
            self.prepareGeometryChange()
            self._rect = local
            self.setTransformOriginPoint(self._rect.center())
            self.update()
        self.setPos(rect.topLeft())

    def set_suit(self, suit: str | None) -> None:
        if suit != self.suit:
            self.suit = suit
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect.adjusted(0.7, 0.7, -0.7, -0.7)
        radius = r.width() * 0.12
        if self.suit is None:
            painter.setPen(QPen(QColor(255, 255, 255, 55), 1.2))
            painter.setBrush(QColor(0, 0, 0, 28))
            painter.drawRoundedRect(r, radius, radius)
            return
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(r.translated(0.8, 1.4), radius, radius)
        painter.setBrush(QColor(250, 248, 240))
        painter.setPen(QPen(QColor(150, 148, 138), 0.8))
        painter.drawRoundedRect(r, radius, radius)
        art = self._art()
        try:
            size = r.width() * 0.62
            path = suit_path(self.suit, size)
            color = suit_color(self.suit, art.four_color)
        except ValueError:
            return
        box = path.boundingRect()
        path.translate(r.center() - box.center())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        painter.drawPath(path)


class TrayItem(QGraphicsItem):
    """A shallow tray under the discard boxes, so the empty places read as one pile."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(-20)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._rect = QRectF()

    def set_rect(self, rect: QRectF) -> None:
        if rect == self._rect:
            return
        repaint_where_it_is(self)
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = min(self._rect.height() * 0.16, 12.0)
        painter.setPen(QPen(QColor(255, 255, 255, 28), 1.0))
        painter.setBrush(QColor(0, 0, 0, 38))
        painter.drawRoundedRect(self._rect, radius, radius)
