"""The view of the card table: felt background, no scrollbars, no transform, HUD in the top-left corner."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, QRectF, Qt
from PySide6.QtGui import (
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from spider_qt.i18n import retranslate_later
from spider_qt.ui.art.felt import FELTS, paint_felt
from spider_qt.ui.art.looks import DEFAULT_FELT
from spider_qt.ui.scene.layout import BOX_SCALE, COLUMNS, DISCARD_BOXES
from spider_qt.ui.scene.table_scene import TableScene
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.window.panels import Hud

if TYPE_CHECKING:
    from spider_qt.ui.window.time_up import TimeUpPanel

# Card width (px) at which the HUD has its normal size (about a 1280 x 800 window); it grows with larger cards.
HUD_REFERENCE_CARD = 115.0
HUD_MAX_SCALE = 2.2


class TableView(QGraphicsView):
    """Shows a TableScene laid out at the viewport's own pixel size, so cards stay crisp at any size and DPR."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None, *, keyboard_play: bool = True) -> None:
        super().__init__(scene, parent)
        self._keyboard_play = keyboard_play  # False where the cards are only shown (the replay)
        # A viewport made here, so PySide6 knows its type: the first viewport() on Qt's own one makes
        # PySide6 load every QWidget subclass to find its type (~15 ms before the first frame).
        self._viewport = QWidget()
        self.setViewport(self._viewport)
        self._table = scene
        self._hud: QWidget | None = None
        self.time_up_panel: TimeUpPanel | None = None  # made on first need: most evenings no clock runs out
        self._felt = DEFAULT_FELT
        self._screen_hooked = False
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # No cached copy of the felt: at 1280x800 it is a 4 MiB pixmap (resident memory counts at start-up),
        # and the felt is cheap to paint again in the parts that change (benchmarks/ui_speed.py).
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(False)
        self.setMinimumSize(480, 360)
        self.retranslate()

    def retranslate(self) -> None:
        """What a screen reader says of the table: a name, and the keys that play on it (a painted table has
        no text of its own)."""
        self.setAccessibleName(translate("Table", "Card table"))
        keys = translate(
            "Table",
            "Left and Right or 1 to 0 choose a column; Space or Enter picks up the cards that can move and puts "
            "them down on the chosen column; Up and Down hold one card more or fewer; Esc puts them back.",
        )
        self.setAccessibleDescription(keys if self._keyboard_play else "")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)

    @property
    def table_scene(self) -> TableScene:
        return self._table

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self._table.keys.unblur()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._table.keys.blur()  # a HUD button or a menu has the keys now: one focus mark on screen, not two
        # A dialog or another window took over mid-drag: the release goes there, so the cards go home now.
        self._table.drag.cancel(animate=True)

    def set_hud(self, widget: QWidget) -> None:
        """Place ``widget`` (time and buttons) in the table's top-left corner; the stock starts right of it."""
        if self._hud is not None and self._hud is not widget:
            self._hud.removeEventFilter(self)
            self._hud.hide()
        self._hud = widget
        widget.setParent(self.viewport())
        widget.installEventFilter(self)
        widget.show()
        self._update_size()

    def show_time_up(self, name: str, msecs: int) -> None:
        """``name``'s duel clock ran out: "Time is up" over the table for ``msecs``, before the duel goes on."""
        from spider_qt.ui.window.time_up import TimeUpPanel

        if self.time_up_panel is None:
            self.time_up_panel = TimeUpPanel(self.viewport())
        self.time_up_panel.show_for(name, msecs)

    def eventFilter(self, watched: object, event: QEvent) -> bool:
        # The HUD's size hint changes when its texts change (e.g. another language): lay out again.
        if watched is self._hud and event.type() == QEvent.Type.LayoutRequest:
            self._update_size()
        return super().eventFilter(watched, event)  # type: ignore[arg-type]

    def _update_size(self) -> None:
        vp = self.viewport()
        w, h = vp.width(), vp.height()
        dpr = vp.devicePixelRatioF()
        hud_w = hud_h = 0.0
        if self._hud is not None:
            hint = self._hud.sizeHint()
            hud_w, hud_h = float(hint.width()), float(hint.height())
        size = (w, h, dpr, hud_w, hud_h)
        if size == getattr(self, "_last_size", None):
            return  # e.g. the HUD clock's text changed, not its size: nothing to lay out again
        self._last_size = size
        self.setSceneRect(QRectF(0, 0, w, h))
        self._table.set_viewport_size(w, h, dpr, hud_w, hud_h)
        for _ in range(3):  # the HUD's scale and rows follow the card size, which does not depend on the HUD
            if not self._fit_hud() or self._hud is None:
                break
            hint = self._hud.sizeHint()
            hud_w, hud_h = float(hint.width()), float(hint.height())
            self._last_size = (w, h, dpr, hud_w, hud_h)
            self._table.set_viewport_size(w, h, dpr, hud_w, hud_h)
        if self._hud is not None:
            # As compact as its contents, centred on the top row (the stock packets beside it may be taller).
            r = self._table.table_layout.hud_rect
            top = r.top() + max(0.0, (r.height() - hud_h) / 2)
            self._hud.setGeometry(round(r.left()), round(top), round(hud_w), round(hud_h))

    def _fit_hud(self) -> bool:
        """Scale the HUD with the cards and give it the room left of the stock; True if its size hint changed."""
        hud = self._hud
        if not isinstance(hud, Hud):
            return False
        before = hud.sizeHint()
        lay = self._table.table_layout
        hud.set_scale(min(HUD_MAX_SCALE, lay.card_width / HUD_REFERENCE_CARD))
        # The room a HUD may take and still leave the stock and full-size discard boxes their places.
        right = lay.left + COLUMNS * lay.card_width + (COLUMNS - 1) * lay.gap
        box_w = lay.card_width * BOX_SCALE
        box_gap = lay.gap * 0.6
        boxes = DISCARD_BOXES * box_w + DISCARD_BOXES * box_gap
        room = right - boxes - 3.0 * lay.gap - lay.stock_area.width() - lay.hud_rect.left()
        hud.set_room(max(0.0, room))
        return hud.sizeHint() != before

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_size()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._screen_hooked and self.window().windowHandle() is not None:
            self.window().windowHandle().screenChanged.connect(lambda _s: self._update_size())
            self._screen_hooked = True
        if abs(self.viewport().devicePixelRatioF() - self._table.device_pixel_ratio()) > 1e-6:
            self._update_size()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._table.key_press(event):
            event.accept()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------------ background

    @property
    def felt(self) -> str:
        """The id of the table's cloth colour (see ``scene.felt.FELTS``)."""
        return self._felt

    def set_felt(self, felt: str) -> None:
        """Cover the table with another felt (an unknown id gets the default)."""
        felt = felt if felt in FELTS else DEFAULT_FELT
        if felt != self._felt:
            self._felt = felt
            self.viewport().update()  # the felt is painted afresh (no cached copy of it)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        vp = self.viewport()
        paint_felt(
            painter,
            QRectF(rect),
            max(1.0, float(vp.width())),
            max(1.0, float(vp.height())),
            self._felt,
            vp.devicePixelRatioF(),
        )
