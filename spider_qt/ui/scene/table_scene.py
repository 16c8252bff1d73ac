"""The card table: draws TableSnapshot values, animates their differences, turns input into requests.

The scene never decides rules. It shows what the controller hands it, asks a
``TableRules`` object what may be picked up and where it may go, and emits
signals; the controller plays the move and calls :meth:`TableScene.sync` again.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen, QPixmap, QPixmapCache
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from spider_qt.ui.model import CardView, TableRules, TableSnapshot
from spider_qt.ui.scene.card_art import CardArt, suit_color, suit_path
from spider_qt.ui.scene.card_item import HIGHLIGHT_COLORS, CardItem
from spider_qt.ui.scene.layout import COLUMNS, DISCARD_BOXES, TableLayout, compute_layout

EMPTY_SNAPSHOT = TableSnapshot(tuple(() for _ in range(COLUMNS)), (), ())
#: Base duration of a card glide at speed 1.0, in milliseconds.
MOVE_MS = 220
FLY_Z = 1000.0
DRAG_Z = 3000.0
RUN_LENGTH = 13
#: Pause between two card images rendered ahead of need (one frame at 60 Hz).
PRERENDER_SPACING_MS = 16
#: Card looks Qt's pixmap cache must hold: both decks and a few celebration cards.
CACHED_CARDS = 120


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
        self.glow: str | None = None
        self.focus: str | None = None  # None, "plain", "ok", "bad"

    def set_geometry(self, area: QRectF, slot: QRectF, extent: QRectF) -> None:
        # Every sync passes the geometry again: only a real change repaints (the item spans the column's height).
        if area == self._area and slot == self._slot and extent == self._extent:
            return
        if area != self._area:
            self.prepareGeometryChange()
        self._area = QRectF(area)
        self._slot = QRectF(slot)
        self._extent = QRectF(extent)
        if self.glow is not None or self.focus is not None or self.empty:
            self.update()

    def set_state(self, *, empty: bool | None = None, glow: object = ..., focus: object = ...) -> None:
        before = (self.empty, self.glow, self.focus)
        if empty is not None:
            self.empty = empty
        if glow is not ...:
            self.glow = glow  # type: ignore[assignment]
        if focus is not ...:
            self.focus = focus  # type: ignore[assignment]
        if (self.empty, self.glow, self.focus) != before:
            self.update()

    def boundingRect(self) -> QRectF:
        return self._area.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        slot = self._slot
        radius = slot.width() * 0.07
        if self.glow is not None:
            color = QColor(HIGHLIGHT_COLORS.get(self.glow, HIGHLIGHT_COLORS["target"]))
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
            colors = {
                "plain": QColor(255, 255, 255, 200),
                "ok": QColor(120, 255, 150, 230),
                "bad": QColor(255, 120, 110),
            }
            frame = self._extent.adjusted(-5, -5, 5, 5)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(0, 0, 0, 70), 4))
            painter.drawRoundedRect(frame, radius * 1.5, radius * 1.5)
            painter.setPen(QPen(colors.get(self.focus, colors["plain"]), 2))
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


@dataclass
class _Press:
    pos: QPointF
    kind: str  # "card", "down", "stock", "none"
    col: int = -1
    index: int = -1


class TableScene(QGraphicsScene):
    """The table: card items kept by id, animated to the snapshot the controller hands over."""

    move_requested = Signal(int, int, int)
    card_clicked = Signal(int, int)
    flip_requested = Signal(int)
    stock_clicked = Signal()
    animations_finished = Signal()

    def __init__(self, art: CardArt, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self._rules: TableRules | None = None
        self._snapshot = EMPTY_SNAPSHOT
        self._width = 1024.0
        self._height = 700.0
        self._dpr = 1.0
        self._hud_width = 0.0
        self._hud_height = 0.0
        self._speed = 1.0
        self._click_mode = "single"
        self._covered = False
        self._layout = compute_layout(self._width, self._height, 0.0, self._snapshot)
        self._items: dict[int, CardItem] = {}
        self._where: dict[int, tuple[int, int]] = {}
        self._columns: list[list[CardItem]] = [[] for _ in range(COLUMNS)]
        self._pixmaps: dict[str | None, QPixmap] = {}
        self._mini_back: QPixmap | None = None
        self._group: QParallelAnimationGroup | None = None
        self._finalizers: list[Callable[[], None]] = []
        self._extra_items: list[CardItem] = []  # celebration cards, gone when animations end
        self._celebrate_next = False  # a win celebration waits for the running animation
        # Card images still to render ahead of need: one at a time, spaced like frames so that a burst of
        # renders never holds up the animation's next frame.
        self._prerender: list[str | None] = []
        self._prerender_timer = QTimer(self)
        self._prerender_timer.setSingleShot(True)
        self._prerender_timer.setInterval(PRERENDER_SPACING_MS)
        self._prerender_timer.timeout.connect(self._prerender_next)
        # mouse
        self._press: _Press | None = None
        self._drag: list[CardItem] = []
        self._drag_offsets: list[QPointF] = []
        self._drag_src = -1
        self._drag_targets: list[int] = []
        self._pending_drop: tuple[int, ...] | None = None
        # keyboard
        self._focus_col = 0
        self._focus_visible = False
        self._pick: tuple[int, int] | None = None
        # hints
        self._hint_cards: list[CardItem] = []
        self._hint_col = -1

        self.setSceneRect(0, 0, self._width, self._height)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._column_items = [ColumnItem() for _ in range(COLUMNS)]
        for ci in self._column_items:
            self.addItem(ci)
        self._stock = StockItem(self._stock_back)
        self.addItem(self._stock)
        self._tray = TrayItem()
        self.addItem(self._tray)
        self._boxes = [DiscardBox(lambda: self._art) for _ in range(DISCARD_BOXES)]
        for b in self._boxes:
            self.addItem(b)
        self._place_static()

    # ================================================================== configuration

    def set_rules(self, rules: TableRules) -> None:
        """The object answering what may be picked up and where it may go."""
        self._rules = rules

    def set_animation_speed(self, factor: float) -> None:
        """1.0 normal, 0.5 slow, 2.0 fast, 0 off."""
        self._speed = max(0.0, float(factor))

    def animation_speed(self) -> float:
        return self._speed

    def set_click_mode(self, mode: str) -> None:
        """``"single"`` or ``"double"``: which click asks the controller for a click-to-move."""
        self._click_mode = "double" if mode == "double" else "single"

    def set_art(self, art: CardArt) -> None:
        """New card art (e.g. four colours toggled): every image is rendered again."""
        self._art = art
        self._clear_pixmaps()
        self._repaint_cached()

    def _repaint_cached(self) -> None:
        """Items keep their painted look as pixmaps: paint every one of them again."""
        for it in self.items():
            it.update()

    def set_viewport_size(
        self, width: float, height: float, dpr: float, hud_width: float, hud_height: float = 0.0
    ) -> None:
        """The view's size in device-independent pixels (and its device pixel ratio); lays the table out again."""
        new = (
            max(1.0, float(width)),
            max(1.0, float(height)),
            float(dpr) if dpr > 0 else 1.0,
            max(0.0, float(hud_width)),
            max(0.0, float(hud_height)),
        )
        if new == (self._width, self._height, self._dpr, self._hud_width, self._hud_height):
            return  # e.g. the HUD's clock text changed but not its size: keep running animations going
        self._width = max(1.0, float(width))
        self._height = max(1.0, float(height))
        if dpr != self._dpr:
            self._dpr = float(dpr) if dpr > 0 else 1.0
        self._hud_width = max(0.0, float(hud_width))
        self._hud_height = max(0.0, float(hud_height))
        self.setSceneRect(0, 0, self._width, self._height)
        self.relayout()

    @property
    def table_layout(self) -> TableLayout:
        """The current geometry."""
        return self._layout

    @property
    def snapshot(self) -> TableSnapshot:
        """What the table shows (after running animations end)."""
        return self._snapshot

    def device_pixel_ratio(self) -> float:
        return self._dpr

    def card_items(self) -> list[CardItem]:
        """The items of the tableau cards, column by column, bottom card first."""
        return [it for col in self._columns for it in col]

    def item_at(self, col: int, index: int) -> CardItem:
        return self._columns[col][index]

    def column_items(self, col: int) -> list[CardItem]:
        return list(self._columns[col])

    def stock_packets_shown(self) -> int:
        return self._stock.count

    def discard_suits_shown(self) -> list[str | None]:
        return [b.suit for b in self._boxes]

    def focus_column(self) -> int:
        return self._focus_col

    def column_glow(self, col: int) -> str | None:
        return self._column_items[col].glow

    def is_animating(self) -> bool:
        """Whether any animation is running."""
        return self._group is not None

    # ================================================================== images

    def _clear_pixmaps(self) -> None:
        self._pixmaps.clear()
        self._mini_back = None
        if self._items:
            # Mid-game (after a resize, say): the backs are needed by the next deal's first frame, and
            # rendering them costs more than a frame. An empty table (start-up) renders them when it deals.
            self._queue_images([None, *(it.text for it in self.card_items() if it.face_up)], front=True)

    def _queue_images(self, texts: list[str | None], front: bool = False) -> None:
        """Render these card images (``None``: the back, and the stock's small back) when the loop is idle."""
        todo = [t for t in dict.fromkeys(texts) if t not in self._pixmaps]
        if not todo:
            return
        rest = [t for t in self._prerender if t not in todo]
        self._prerender = todo + rest if front else rest + todo
        self._prerender_timer.start()

    def _prerender_next(self) -> None:
        while self._prerender:
            text = self._prerender.pop(0)
            if text is None and self._mini_back is None:
                self._stock_back()
                self._prerender.insert(0, None)
                break
            if text not in self._pixmaps:
                self._pixmap_for(text)
                break
        if self._prerender:
            self._prerender_timer.start()

    def image_ready(self, text: str | None) -> bool:
        """Whether the image of card ``text`` (``None``: the back, big and small) is rendered at this size."""
        return text in self._pixmaps and (text is not None or self._mini_back is not None)

    def _ensure_images(self, texts: list[str | None]) -> None:
        """Render these card images now (before an animation that shows them in its first frames)."""
        for text in texts:
            self._pixmap_for(text)
            if text is None:
                self._stock_back()

    def _pixmap_for(self, text: str | None) -> QPixmap:
        pm = self._pixmaps.get(text)
        if pm is None:
            width = max(1, int(self._layout.card_width))
            try:
                image = self._art.card_image(text, width, self._dpr) if text else self._art.back_image(width, self._dpr)
            except ValueError:
                image = self._art.back_image(width, self._dpr)
            pm = QPixmap.fromImage(image)
            pm.setDevicePixelRatio(self._dpr)
            self._pixmaps[text] = pm
        return pm

    def _stock_back(self) -> QPixmap:
        if self._mini_back is None:
            w, _ = self._layout.mini_size
            pm = QPixmap.fromImage(self._art.back_image(max(1, round(w)), self._dpr))
            pm.setDevicePixelRatio(self._dpr)
            self._mini_back = pm
        return self._mini_back

    # ================================================================== layout

    def relayout(self) -> None:
        """Lay out again at the current size, re-render images crisp, place everything without animation.

        When only the top row moves (the HUD's text got wider, e.g. Done turning into Leave as a game is
        won) and every card keeps its place and size, running animations go on.
        """
        new = compute_layout(self._width, self._height, self._hud_width, self._snapshot, self._hud_height)
        if self._group is not None and self._same_card_places(new):
            self._layout = new
            self._place_static_geometry_only()
            return
        was = self._group is not None
        self._stop_animations()
        self._cancel_drag(animate=False)
        self._layout = compute_layout(self._width, self._height, self._hud_width, self._snapshot, self._hud_height)
        self._clear_pixmaps()
        self._size_item_cache()
        for it in self._items.values():
            it.set_size(self._layout.card_width, self._layout.card_height)
        self._repaint_cached()
        self._place_static()
        self._place_cards()
        self._refresh_keyboard_marks()
        if was:
            self.animations_finished.emit()

    def _same_card_places(self, new: TableLayout) -> bool:
        old = self._layout
        return (
            new.card_width == old.card_width
            and new.left == old.left
            and new.columns_top == old.columns_top
            and new.fans == old.fans
            and new.downs == old.downs
            and new.discard_rects == old.discard_rects
            and all(pm.devicePixelRatio() == self._dpr for pm in self._pixmaps.values())
        )

    def _size_item_cache(self) -> None:
        """Make Qt's pixmap cache hold the painted look of every card at this size.

        Cards keep their look in QPixmapCache (DeviceCoordinateCache); at its default 10 MiB, a 1080p table
        no longer fits and cards are painted again every frame (a full deal then misses its frame budget).
        """
        lay = self._layout
        pad = max(4.0, lay.card_width * 0.09)
        per_card = (lay.card_width + 2 * pad) * (lay.card_height + 2 * pad) * self._dpr * self._dpr * 4
        needed_kib = int(per_card * CACHED_CARDS / 1024) + 8 * 1024  # plus stock, boxes, hints
        if QPixmapCache.cacheLimit() < needed_kib:
            QPixmapCache.setCacheLimit(needed_kib)

    def _place_static(self) -> None:
        self._place_static_geometry_only()
        self._stock.set_count(self._snapshot.stock_packets)
        found = self._snapshot.foundations
        for i, b in enumerate(self._boxes):
            b.set_suit(found[i] if i < len(found) else None)

    def _place_cards(self) -> None:
        lay = self._layout
        for c, col in enumerate(self._columns):
            for i, it in enumerate(col):
                it.setPos(lay.card_pos(c, i))
                it.setZValue(i + 1)
                it.set_face_up(it.face_up)
                # Qt repaints on setScale/setRotation even when nothing changes: only reset what differs.
                if it.scale() != 1.0:
                    it.setScale(1.0)
                it.setOpacity(1.0)
                if it.rotation() != 0.0:
                    it.setRotation(0.0)
                it.set_lifted(False)
                it.show()

    # ================================================================== sync

    def sync(self, snapshot: TableSnapshot, animate: bool = True) -> None:
        """Show ``snapshot``, animating the difference from what is shown now according to ``snapshot.action``."""
        self._stop_animations()
        self._pending_drop = None
        self._end_drag_state()
        self._pick = None
        self._clear_hint_marks()
        for it in self._items.values():
            it.set_highlight(None)
            it.set_lifted(False)
        old = self._snapshot
        self._snapshot = snapshot
        self._layout = lay = compute_layout(self._width, self._height, self._hud_width, snapshot, self._hud_height)
        action = snapshot.action
        instant = not animate or self._speed <= 0 or action in ("load", "finish")

        new_ids: dict[int, tuple[int, int, CardView]] = {}
        for c, col in enumerate(snapshot.columns):
            for i, cv in enumerate(col):
                new_ids[cv.id] = (c, i, cv)
        if action == "new" and not instant:
            for it in self._items.values():
                self.removeItem(it)
            self._items.clear()
        old_where = dict(self._where)
        gone = [cid for cid in self._items if cid not in new_ids]
        created: list[int] = []
        for cid, (_c, _i, cv) in new_ids.items():
            existing = self._items.get(cid)
            if existing is None:
                it = CardItem(cid, cv.text, cv.up, self._pixmap_for, lay.card_width, lay.card_height)
                it.set_covered(self._covered)
                self._items[cid] = it
                self.addItem(it)
                created.append(cid)
            else:
                existing.set_text(cv.text)
        self._columns = [[self._items[cv.id] for cv in col] for col in snapshot.columns]
        self._where = {cid: (c, i) for cid, (c, i, _cv) in new_ids.items()}
        self._place_static_geometry_only()

        if instant:
            for cid in gone:
                self.removeItem(self._items.pop(cid))
            for cid, (_c, _i, cv) in new_ids.items():
                self._items[cid].face_up = cv.up
            self._place_static()
            self._place_cards()
            self._refresh_keyboard_marks()
            self.animations_finished.emit()
            return

        # Images: the back shows in the first frame (render it now); faces only once cards turn over, so they
        # are rendered between frames, the earliest needed first.
        self._ensure_images([None])
        self._queue_images(
            [cv.text for _c, _i, cv in sorted(new_ids.values(), key=lambda e: (e[1], e[0])) if cv.up], front=True
        )
        self._stock.set_count(snapshot.stock_packets)
        group = QParallelAnimationGroup(self)
        self._group = group
        ms = MOVE_MS / self._speed
        order = 0
        flip_after: dict[int, float] = {}  # card id -> earliest flip start (ms)

        def fly_z() -> float:
            nonlocal order
            order += 1
            return FLY_Z + order

        origin = lay.deal_origin()
        mini_scale = origin.width() / lay.card_width

        # ---- cards that appear: dealt from the stock, or back from the discard pile after an undo
        if action == "new":
            deal_order = sorted(created, key=lambda cid: (new_ids[cid][1], new_ids[cid][0]))
            step = 24 / self._speed
        else:
            deal_order = sorted(created, key=lambda cid: (new_ids[cid][0], new_ids[cid][1]))
            step = (75 if action == "deal" else 20) / self._speed
        from_discard = len(snapshot.foundations) < len(old.foundations)
        if from_discard:
            box = lay.discard_rects[min(len(snapshot.foundations), DISCARD_BOXES - 1)]
            src_rect = box
        else:
            src_rect = origin
        appear_end = 0.0
        for k, cid in enumerate(deal_order):
            c, i, cv = new_ids[cid]
            it = self._items[cid]
            it.face_up = cv.up
            it.setPos(src_rect.topLeft())
            it.setScale(src_rect.width() / lay.card_width if from_discard else mini_scale)
            it.setZValue(fly_z())
            if cv.up and not from_discard:
                it.set_face_up(False)
                it.face_up = True
                it.begin_flip()
            delay = k * step
            dur = ms * 1.25
            if not from_discard:
                it.setOpacity(0.0)  # waiting cards are not drawn: each one shows as it leaves the stock
            self._add_glide(group, it, lay.card_pos(c, i), delay, dur, scale_to=1.0, appear=not from_discard)
            if cv.up and not from_discard:
                flip_after[cid] = delay + dur * 0.55
            appear_end = max(appear_end, delay + dur)

        # ---- cards that stay on the table: glide to their new places
        moving = []
        for cid, (c, i, _cv) in new_ids.items():
            if cid in created:
                continue
            it = self._items[cid]
            if QPointF(it.pos() - lay.card_pos(c, i)).manhattanLength() > 0.5:
                moving.append(cid)
        moving.sort(key=lambda cid: (old_where.get(cid, (0, 0)), new_ids[cid][:2]))
        move_end = 0.0
        for k, cid in enumerate(moving):
            c, i, _cv = new_ids[cid]
            it = self._items[cid]
            dist = math.hypot(it.pos().x() - lay.card_pos(c, i).x(), it.pos().y() - lay.card_pos(c, i).y())
            dur = ms * min(1.5, max(0.75, math.sqrt(max(dist, 1.0) / (lay.card_width * 3))))
            delay = min(k, 12) * 14 / self._speed
            it.setZValue(fly_z())
            self._add_glide(group, it, lay.card_pos(c, i), delay, dur)
            move_end = max(move_end, delay + dur)

        # ---- cards that leave the table: to the discard pile (a finished run) or back into the stock
        stock_ids = {cv.id for cv in snapshot.stock}
        to_stock = [cid for cid in gone if cid in stock_ids]
        to_discard = [cid for cid in gone if cid not in stock_ids]
        leave_end = move_end
        for k, cid in enumerate(sorted(to_stock, key=lambda x: old_where.get(x, (0, 0)), reverse=True)):
            it = self._items.pop(cid)
            it.setZValue(fly_z())
            it.face_up = False
            it.begin_flip()
            delay = k * 40 / self._speed
            self._add_flip(group, it, delay, ms * 0.6)
            self._add_glide(group, it, origin.topLeft(), delay, ms * 1.2, scale_to=mini_scale, fade=True)
            leave_end = max(leave_end, delay + ms * 1.2)
            self._finalizers.append(partial(self._remove_item, it))
        if to_discard:
            leave_end = max(leave_end, self._animate_runs(group, to_discard, old, old_where, new_ids, move_end, ms))
        first_new_box = len(old.foundations)
        if len(snapshot.foundations) > len(old.foundations):
            for b in range(first_new_box, min(len(snapshot.foundations), DISCARD_BOXES)):
                self._boxes[b].set_suit(None)

            def fill_boxes() -> None:
                for b in range(DISCARD_BOXES):
                    found = self._snapshot.foundations
                    self._boxes[b].set_suit(found[b] if b < len(found) else None)

            self._finalizers.append(fill_boxes)
        else:
            for b in range(DISCARD_BOXES):
                found = snapshot.foundations
                self._boxes[b].set_suit(found[b] if b < len(found) else None)

        # ---- face changes of cards that stay: turn after the others have moved away
        turn_at = max(move_end, leave_end if to_discard else move_end)
        for cid, (_c, _i, cv) in new_ids.items():
            it = self._items[cid]
            if cid in created:
                if cid in flip_after:
                    self._add_flip(group, it, flip_after[cid], ms * 0.7)
                continue
            if it.face_up != cv.up or it.shows_face() != (cv.up and not self._covered):
                it.face_up = cv.up
                it.begin_flip()
                start = turn_at if cid not in moving else move_end
                self._add_flip(group, it, start, ms * 0.8)

        self._finalizers.append(self._settle_final)
        if group.animationCount() == 0:
            self._group = None
            self._run_finalizers()
            self.animations_finished.emit()
            return
        group.finished.connect(self._on_group_finished)
        group.start()

    def _place_static_geometry_only(self) -> None:
        lay = self._layout
        for c, ci in enumerate(self._column_items):
            n = len(self._snapshot.columns[c])
            slot = lay.card_rect(c, 0)
            extent = QRectF(slot)
            if n:
                extent.setBottom(lay.card_rect(c, n - 1).bottom())
            ci.set_geometry(lay.column_rect(c), slot, extent)
            ci.set_state(empty=n == 0, glow=None)
        self._stock.set_geometry(lay)
        for i, b in enumerate(self._boxes):
            b.set_rect(lay.discard_rects[i])
        pad = lay.gap * 0.6
        first, last = lay.discard_rects[0], lay.discard_rects[-1]
        self._tray.set_rect(QRectF(first.topLeft(), last.bottomRight()).adjusted(-pad, -pad, pad, pad))

    def _animate_runs(
        self,
        group: QParallelAnimationGroup,
        removed: list[int],
        old: TableSnapshot,
        old_where: dict[int, tuple[int, int]],
        new_ids: dict[int, tuple[int, int, CardView]],
        start: float,
        ms: float,
    ) -> float:
        """Finished runs: glide on top of their column, then fly one by one into their discard box."""
        lay = self._layout
        remaining = set(removed)
        runs: list[tuple[int, list[int]]] = []
        old_stock = [cv.id for cv in old.stock]
        kings = sorted(
            (cid for cid in removed if self._items[cid].text[:1] == "K" and cid in old_where),
            key=lambda cid: old_where[cid],
        )
        for king in kings:
            kc, ki = old_where[king]
            part = [cv.id for cv in old.columns[kc][ki:] if cv.id in remaining]
            need = RUN_LENGTH - len(part)
            if need > 0 and kc < len(old_stock) and old_stock[kc] in remaining and old_stock[kc] not in old_where:
                part.append(old_stock[kc])
                need -= 1
            if need > 0:
                extras = sorted((cid for cid in remaining if cid not in part), key=lambda x: old_where.get(x, (99, 0)))
                part.extend(extras[-need:] if len(extras) >= need else extras)
            remaining.difference_update(part)
            runs.append((kc, part))
        if remaining:  # anything the grouping could not place flies from where it is
            runs.append((-1, sorted(remaining, key=lambda x: old_where.get(x, (99, 0)))))
        end = start
        first_box = len(old.foundations)
        # Where the run lies just before it leaves: on top of its column in the new layout.
        cols = [list(col) for col in self._snapshot.columns]
        for r, (kc, part) in enumerate(runs):
            box = lay.discard_rects[min(first_box + r, DISCARD_BOXES - 1)]
            if kc >= 0:
                cols[kc] = cols[kc] + [CardView(cid, self._items[cid].text, True) for cid in part]
        extended = compute_layout(
            self._width,
            self._height,
            self._hud_width,
            TableSnapshot(tuple(tuple(c) for c in cols), self._snapshot.stock, self._snapshot.foundations),
            self._hud_height,
        )
        for r, (kc, part) in enumerate(runs):
            box = lay.discard_rects[min(first_box + r, DISCARD_BOXES - 1)]
            base = len(self._snapshot.columns[kc]) if kc >= 0 else 0
            t0 = start + r * 120 / self._speed
            for k, cid in enumerate(part):
                it = self._items.pop(cid)
                it.setZValue(FLY_Z + 200 + r * 20 + k)
                if not it.face_up:
                    it.face_up = True
                    it.begin_flip()
                    self._add_flip(group, it, 0, ms * 0.5)
                seq = QSequentialAnimationGroup()
                if kc >= 0:
                    target = extended.card_pos(kc, base + k)
                    if QPointF(it.pos() - target).manhattanLength() > 0.5:
                        seq.addAnimation(self._prop(it, b"pos", it.pos(), target, ms, QEasingCurve.Type.OutCubic))
                # the top card (an Ace) leaves first
                leave = t0 + ms * 1.15 + (len(part) - 1 - k) * 38 / self._speed
                elapsed = seq.duration() if seq.animationCount() else 0
                seq.addPause(int(max(0.0, leave - elapsed)))
                fly = QParallelAnimationGroup()
                dur = ms * 1.3
                fly.addAnimation(
                    self._prop(it, b"pos", None, box.topLeft(), dur, QEasingCurve.Type.InOutCubic),
                )
                fly.addAnimation(
                    self._prop(it, b"scale", None, box.width() / lay.card_width, dur, QEasingCurve.Type.InOutCubic),
                )
                fly.addAnimation(self._fade_out(it, dur))
                seq.addAnimation(fly)
                group.addAnimation(seq)
                end = max(end, leave + dur)
                self._finalizers.append(partial(self._remove_item, it))
        return end

    # ------------------------------------------------------------------ animation helpers

    def _prop(
        self, target: QObject, name: bytes, start: object, end: object, ms: float, curve: QEasingCurve.Type
    ) -> QPropertyAnimation:
        anim = QPropertyAnimation(target, name)
        if start is not None:
            anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(max(1, int(ms)))
        anim.setEasingCurve(curve)
        return anim

    def _fade_out(
        self, it: CardItem, ms: float, after: float = 0.6, curve: QEasingCurve.Type = QEasingCurve.Type.InQuad
    ) -> QSequentialAnimationGroup:
        """Over ``ms``: stay as it is for the share ``after``, then fade to nothing."""
        fade = QSequentialAnimationGroup()
        fade.addPause(int(ms * after))
        fade.addAnimation(self._prop(it, b"opacity", None, 0.0, ms * (1.0 - after), curve))
        return fade

    def _add_glide(
        self,
        group: QParallelAnimationGroup,
        it: CardItem,
        target: QPointF,
        delay: float,
        ms: float,
        scale_to: float | None = None,
        fade: bool = False,
        appear: bool = False,
    ) -> None:
        seq = QSequentialAnimationGroup()
        if delay > 0:
            seq.addPause(int(delay))
        par = QParallelAnimationGroup()
        if appear:
            par.addAnimation(self._prop(it, b"opacity", 0.0, 1.0, min(60.0, ms * 0.2), QEasingCurve.Type.Linear))
        par.addAnimation(self._prop(it, b"pos", None, QPointF(target), ms, QEasingCurve.Type.OutCubic))
        if scale_to is not None:
            par.addAnimation(self._prop(it, b"scale", None, scale_to, ms, QEasingCurve.Type.OutCubic))
        if fade:
            par.addAnimation(self._fade_out(it, ms))
        seq.addAnimation(par)
        group.addAnimation(seq)

    def _add_flip(self, group: QParallelAnimationGroup, it: CardItem, delay: float, ms: float) -> None:
        seq = QSequentialAnimationGroup()
        if delay > 0:
            seq.addPause(int(delay))
        seq.addAnimation(self._prop(it, b"flip", 0.0, 1.0, ms, QEasingCurve.Type.InOutSine))
        group.addAnimation(seq)

    def _remove_item(self, it: CardItem) -> None:
        if it.scene() is self:
            self.removeItem(it)

    def _settle_final(self) -> None:
        """After the animations: every item exactly at its place, face and z."""
        self._place_static()
        self._place_cards()
        self._refresh_keyboard_marks()

    def _run_finalizers(self) -> None:
        fins, self._finalizers = self._finalizers, []
        for fn in fins:
            fn()

    def _on_group_finished(self) -> None:
        group = self._group
        self._group = None
        if group is not None:
            group.deleteLater()
        self._run_finalizers()
        for it in self._extra_items:
            self._remove_item(it)
        self._extra_items.clear()
        if self._celebrate_next:
            self._celebrate_next = False
            self._start_celebration()  # says animations_finished when it ends
            return
        self.animations_finished.emit()

    def _stop_animations(self) -> None:
        """Stop what runs; items keep their current positions, every other transient state is settled."""
        self._celebrate_next = False
        group = self._group
        if group is None:
            return
        self._group = None
        try:
            group.finished.disconnect(self._on_group_finished)
        except (RuntimeError, TypeError):
            pass
        group.stop()
        group.deleteLater()
        fins, self._finalizers = self._finalizers, []
        for fn in fins:
            if fn != self._settle_final:
                fn()
        for it in self._extra_items:
            self._remove_item(it)
        self._extra_items.clear()
        for it in self._items.values():
            it.set_face_up(it.face_up)
            if it.scale() != 1.0:
                it.setScale(1.0)
            if it.opacity() != 1.0:
                it.setOpacity(1.0)
            if it.rotation() != 0.0:
                it.setRotation(0.0)
        for b in self._boxes:
            if b.scale() != 1.0:
                b.setScale(1.0)

    def finish_animations(self) -> None:
        """Jump every running animation to its end (and say so)."""
        if self._group is None:
            return
        self._stop_animations()
        self._settle_final()
        self.animations_finished.emit()

    # ================================================================== hints, cover, celebration

    def show_hint(self, src: int, count: int, dst: int) -> None:
        """Glow the top ``count`` cards of ``src`` and the column ``dst`` until clear_hint() or the next sync."""
        self._clear_hint_marks()
        col = self._columns[src] if 0 <= src < COLUMNS else []
        self._hint_cards = col[max(0, len(col) - count) :] if count > 0 else []
        for it in self._hint_cards:
            it.set_highlight("hint")
        if 0 <= dst < COLUMNS:
            self._hint_col = dst
            self._column_items[dst].set_state(glow="hint")
            if self._columns[dst]:
                self._columns[dst][-1].set_highlight("hint")
                self._hint_cards.append(self._columns[dst][-1])

    def show_hint_deal(self) -> None:
        """Glow the stock."""
        self._clear_hint_marks()
        self._stock.set_glow(True)

    def clear_hint(self) -> None:
        """Remove any hint glow."""
        self._clear_hint_marks()

    def hint_shown(self) -> bool:
        return bool(self._hint_cards) or self._hint_col >= 0 or self._stock.glow

    def _clear_hint_marks(self) -> None:
        for it in self._hint_cards:
            if it.highlight == "hint":
                it.set_highlight(None)
        self._hint_cards = []
        if self._hint_col >= 0:
            if self._column_items[self._hint_col].glow == "hint":
                self._column_items[self._hint_col].set_state(glow=None)
            self._hint_col = -1
        if self._stock.glow:
            self._stock.set_glow(False)

    def set_covered(self, covered: bool) -> None:
        """Show every card as a back (the duel cover screen) or show the table again."""
        self._covered = covered
        for it in list(self._items.values()) + self._extra_items:
            it.set_covered(covered)
        if covered:
            self._clear_hint_marks()

    def is_covered(self) -> bool:
        return self._covered

    def celebrate(self) -> None:
        """A win: the discard boxes pulse and their cards spring out and bounce down the table.

        Starts once what runs now has ended (the last run still flies to the discard pile).
        """
        if self._group is not None:
            self._celebrate_next = True
            return
        self._start_celebration()

    def _start_celebration(self) -> None:
        if self._speed <= 0:
            self.animations_finished.emit()
            return
        lay = self._layout
        group = QParallelAnimationGroup(self)
        self._group = group
        ms = MOVE_MS / self._speed
        rng = random.Random(len(self._snapshot.foundations) * 7919 + 17)
        for i, box in enumerate(self._boxes):
            pulse = QSequentialAnimationGroup()
            pulse.addPause(int(i * 90 / self._speed))
            for _ in range(2):
                pulse.addAnimation(self._prop(box, b"scale", 1.0, 1.3, ms, QEasingCurve.Type.OutQuad))
                pulse.addAnimation(self._prop(box, b"scale", 1.3, 1.0, ms, QEasingCurve.Type.InQuad))
            group.addAnimation(pulse)
        suits = [s for s in self._snapshot.foundations] or ["s"] * DISCARD_BOXES
        ranks = "KQJT98765432A"
        floor = lay.height - lay.card_height - lay.margin * 0.5
        k = 0
        for b, suit in enumerate(suits[:DISCARD_BOXES]):
            rect = lay.discard_rects[b]
            for rank in ranks:
                it = CardItem(-1, rank + suit, True, self._pixmap_for, lay.card_width, lay.card_height)
                it.set_covered(self._covered)
                it.setPos(rect.topLeft())
                it.setScale(rect.width() / lay.card_width)
                it.setZValue(FLY_Z + 500 + k)
                it.setOpacity(0.0)
                self.addItem(it)
                self._extra_items.append(it)
                delay = int((b * 13 + ranks.index(rank)) * 28 / self._speed)
                dur = ms * rng.uniform(5.5, 7.5)
                end_x = rng.uniform(lay.left, lay.width - lay.left - lay.card_width)
                seq = QSequentialAnimationGroup()
                seq.addPause(delay)
                par = QParallelAnimationGroup()
                par.addAnimation(self._prop(it, b"opacity", 0.0, 1.0, ms * 0.3, QEasingCurve.Type.Linear))
                par.addAnimation(self._prop(it, b"x", rect.left(), end_x, dur, QEasingCurve.Type.OutQuad))
                par.addAnimation(self._prop(it, b"y", rect.top(), floor, dur * 0.8, QEasingCurve.Type.OutBounce))
                par.addAnimation(self._prop(it, b"scale", None, 1.0, ms * 1.5, QEasingCurve.Type.OutCubic))
                par.addAnimation(self._fade_out(it, dur, after=0.8, curve=QEasingCurve.Type.Linear))
                seq.addAnimation(par)
                group.addAnimation(seq)
                k += 1
        self._finalizers.append(self._settle_final)
        group.finished.connect(self._on_group_finished)
        group.start()

    # ================================================================== mouse

    def _card_at(self, pos: QPointF) -> CardItem | None:
        for it in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            if isinstance(it, CardItem) and it.card_id in self._where and self._items.get(it.card_id) is it:
                return it
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton or self._drag:
            return
        self.finish_animations()
        self._hide_focus()
        self._cancel_pick()
        self._press = self._classify(event.scenePos())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton or self._drag:
            return
        self.finish_animations()
        press = self._classify(event.scenePos())
        if self._click_mode == "double":
            # Emitted here, not on the release: the second click of a pair may come without one.
            self._press = None
            if press.kind == "card" and self._rules is not None:
                self.card_clicked.emit(press.col, press.index)
            return
        self._press = press  # in single-click mode a quick second click is just another click

    def _classify(self, pos: QPointF) -> _Press:
        if self._covered:
            return _Press(QPointF(pos), "none")
        it = self._card_at(pos)
        if it is not None:
            col, index = self._where[it.card_id]
            return _Press(QPointF(pos), "card" if it.face_up else "down", col, index)
        if self._stock.hit(pos):
            return _Press(QPointF(pos), "stock")
        return _Press(QPointF(pos), "none")

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        pos = event.scenePos()
        if self._drag:
            for it, off in zip(self._drag, self._drag_offsets, strict=True):
                it.setPos(pos - off)
            self._update_drag_target(pos)
            return
        press = self._press
        if press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return
        if (pos - press.pos).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        if press.kind != "card" or self._rules is None:
            return
        count = len(self._columns[press.col]) - press.index
        movable = self._rules.movable(press.col)
        if count > movable or count <= 0:
            self._shake(self._columns[press.col][press.index :])
            return
        self._start_drag(press.col, press.index, press.pos)
        for it, off in zip(self._drag, self._drag_offsets, strict=True):
            it.setPos(pos - off)
        self._update_drag_target(pos)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self._drag:
            self._drop(event.scenePos())
            return
        press, self._press = self._press, None
        if press is None or self._rules is None:
            return
        if press.kind == "card":
            if self._click_mode == "single":
                self.card_clicked.emit(press.col, press.index)
        elif press.kind == "down":
            col = self._columns[press.col]
            if press.index == len(col) - 1 and self._rules.can_flip(press.col):
                self.flip_requested.emit(press.col)
        elif press.kind == "stock" and self._rules.can_deal():
            self.stock_clicked.emit()

    def _start_drag(self, col: int, index: int, press_pos: QPointF) -> None:
        assert self._rules is not None
        self._drag = self._columns[col][index:]
        self._drag_src = col
        self._drag_offsets = [press_pos - it.pos() for it in self._drag]
        self._drag_targets = [t for t in self._rules.targets(col, len(self._drag)) if t != col]
        self._clear_hint_marks()
        for k, it in enumerate(self._drag):
            it.setZValue(DRAG_Z + k)
            it.set_lifted(True)
        for t in self._drag_targets:
            self._column_items[t].set_state(glow="target")

    def _update_drag_target(self, pos: QPointF) -> None:
        dst = self._drop_column(pos)
        for t in self._drag_targets:
            top = self._columns[t][-1] if self._columns[t] else None
            if top is not None:
                top.set_highlight("target" if t == dst else None)

    def _drop_column(self, pos: QPointF) -> int | None:
        dst = self._layout.column_at(pos.x())
        if dst is None and self._drag:
            lead = self._drag[0]
            cx = lead.pos().x() + self._layout.card_width / 2
            dst = self._layout.column_at(cx)
        return dst

    def _drop(self, pos: QPointF) -> None:
        dst = self._drop_column(pos)
        src = self._drag_src
        count = len(self._drag)
        if dst is not None and dst != src and dst in self._drag_targets:
            dropped = tuple(it.card_id for it in self._drag)
            self._end_drag_state(keep_positions=True)
            self._pending_drop = dropped
            self.move_requested.emit(src, count, dst)
            if self._pending_drop == dropped:
                # The controller did not answer with a sync right away; if it never does, go home.
                QTimer.singleShot(600, lambda: self._drop_timeout(dropped))
            return
        self._cancel_drag(animate=True)

    def _drop_timeout(self, dropped: tuple[int, ...]) -> None:
        if self._pending_drop == dropped and self._group is None and not self._drag:
            self._pending_drop = None
            self._animate_home()

    def _end_drag_state(self, keep_positions: bool = True) -> None:
        """Forget the drag; items stay where they are (a sync or an animation moves them)."""
        for it in self._drag:
            it.set_lifted(False)
        for t in self._drag_targets:
            self._column_items[t].set_state(glow=None)
            if self._columns[t]:
                self._columns[t][-1].set_highlight(None)
        self._drag = []
        self._drag_offsets = []
        self._drag_targets = []
        self._drag_src = -1
        self._press = None

    def _cancel_drag(self, animate: bool) -> None:
        if not self._drag:
            return
        self._end_drag_state()
        if animate and self._speed > 0:
            self._animate_home()
        else:
            self._place_cards()

    def _animate_home(self) -> None:
        """Glide every card that is off its place back to it (an illegal drop)."""
        self._stop_animations()
        lay = self._layout
        group = QParallelAnimationGroup(self)
        ms = MOVE_MS / max(self._speed, 0.01)
        for c, col in enumerate(self._columns):
            for i, it in enumerate(col):
                target = lay.card_pos(c, i)
                if QPointF(it.pos() - target).manhattanLength() > 0.5:
                    self._add_glide(group, it, target, 0, ms)
        if self._speed <= 0 or group.animationCount() == 0:
            group.deleteLater()
            self._place_cards()
            return
        self._group = group
        self._finalizers.append(self._settle_final)
        group.finished.connect(self._on_group_finished)
        group.start()

    def _shake(self, items: list[CardItem]) -> None:
        """A short refusal wiggle of cards that may not be picked up."""
        if self._speed <= 0 or not items or self._group is not None:
            return
        group = QParallelAnimationGroup(self)
        amp = max(2.0, self._layout.card_width * 0.04)
        for it in items:
            home = QPointF(it.pos())
            seq = QSequentialAnimationGroup()
            for dx in (amp, -amp, amp * 0.6, -amp * 0.4, 0.0):
                seq.addAnimation(self._prop(it, b"pos", None, home + QPointF(dx, 0), 45, QEasingCurve.Type.InOutSine))
            group.addAnimation(seq)
        self._group = group
        self._finalizers.append(self._settle_final)
        group.finished.connect(self._on_group_finished)
        group.start()

    def is_dragging(self) -> bool:
        return bool(self._drag)

    # ================================================================== keyboard

    def key_press(self, event: QKeyEvent) -> bool:
        """Keyboard play: columns, pick-up and put-down. Returns whether the key was handled."""
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            return False
        if self._covered:
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            self._set_focus((self._focus_col + step) % COLUMNS)
            return True
        if Qt.Key.Key_0 <= key <= Qt.Key.Key_9 and mods == Qt.KeyboardModifier.NoModifier:
            n = int(key) - int(Qt.Key.Key_0)
            self._set_focus(9 if n == 0 else n - 1)
            return True
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            if self._pick is None or self._rules is None:
                return False
            src, count = self._pick
            most = self._rules.movable(src)
            count = min(most, count + 1) if key == Qt.Key.Key_Up else max(1, count - 1)
            self._pick = (src, count)
            self._focus_visible = True
            self._refresh_keyboard_marks()
            return True
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._focus_visible = True
            self._activate()
            return True
        if key == Qt.Key.Key_Escape and self._pick is not None:
            self._cancel_pick()
            return True
        return False

    def clear_keyboard_focus(self) -> None:
        """Drop the keyboard's column frame and any card picked up by keyboard (e.g. the table was left)."""
        self._cancel_pick()
        self._hide_focus()

    def _set_focus(self, col: int) -> None:
        self._focus_col = col
        self._focus_visible = True
        self._refresh_keyboard_marks()

    def _hide_focus(self) -> None:
        if self._focus_visible:
            self._focus_visible = False
            self._refresh_keyboard_marks()

    def _activate(self) -> None:
        if self._rules is None:
            return
        self.finish_animations()
        col = self._focus_col
        if self._pick is None:
            cards = self._columns[col]
            if not cards:
                return
            if not cards[-1].face_up:
                if self._rules.can_flip(col):
                    self.flip_requested.emit(col)
                return
            most = self._rules.movable(col)
            if most <= 0:
                self._shake(cards[-1:])
                return
            self._pick = (col, most)
            self._refresh_keyboard_marks()
            return
        src, count = self._pick
        if col == src:
            self._cancel_pick()
            return
        if col in self._rules.targets(src, count):
            self._cancel_pick()
            self.move_requested.emit(src, count, col)
            return
        self._shake(self._columns[src][-count:])

    def _cancel_pick(self) -> None:
        if self._pick is not None:
            self._pick = None
            self._refresh_keyboard_marks()

    def picked(self) -> tuple[int, int] | None:
        """The keyboard pick-up (column, count), if any."""
        return self._pick

    def _refresh_keyboard_marks(self) -> None:
        """Focus frame, picked cards and the would-be target, from the keyboard state."""
        target_ok = False
        if self._pick is not None and self._rules is not None:
            src, count = self._pick
            if self._focus_col != src:
                target_ok = self._focus_col in self._rules.targets(src, count)
        for c, ci in enumerate(self._column_items):
            if c == self._focus_col and self._focus_visible:
                if self._pick is None or self._pick[0] == c:
                    ci.set_state(focus="plain")
                else:
                    ci.set_state(focus="ok" if target_ok else "bad")
            elif ci.focus is not None:
                ci.set_state(focus=None)
        picked: set[int] = set()
        if self._pick is not None:
            src, count = self._pick
            picked = {it.card_id for it in self._columns[src][-count:]}
        hinted = set(map(id, self._hint_cards))
        for col in self._columns:
            for it in col:
                if it.card_id in picked:
                    it.set_highlight("selected")
                    it.set_lifted(True)
                elif it.highlight == "selected":
                    it.set_highlight(None)
                    it.set_lifted(False)
                elif it.highlight == "target" and not self._drag:
                    it.set_highlight(None)
                elif it.highlight is None and id(it) in hinted:
                    it.set_highlight("hint")
        if target_ok and self._columns[self._focus_col]:
            self._columns[self._focus_col][-1].set_highlight("target")
