"""One card on the table: a QGraphicsObject painting a cached card image, with glow and lift."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Literal, TypeAlias

from PySide6.QtCore import Property, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

# How a card or column glows: a hint, the keyboard's pick-up, or where a drag or pick-up may go.
HighlightKind: TypeAlias = Literal["hint", "selected", "target"]

# Glow colours of the highlight kinds.
HIGHLIGHT_COLORS: dict[HighlightKind, QColor] = {
    "hint": QColor(255, 214, 64),
    "selected": QColor(110, 190, 255),
    "target": QColor(120, 255, 150),
}

# Returns the pixmap of a card face (its text) or of the back (``None``) at the current size.
PixmapSource = Callable[[str | None], QPixmap]


class CardItem(QGraphicsObject):
    """One card: id, text, face-up flag, highlight; animatable pos/opacity/rotation/scale and ``flip``."""

    def __init__(
        self,
        card_id: int,
        text: str,
        face_up: bool,
        source: PixmapSource,
        width: float,
        height: float,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.card_id = card_id
        self.text = text
        self.face_up = face_up
        self._shown_up = face_up
        self._flip_from = face_up
        self._flip = 1.0
        self._source = source
        self._w = width
        self._h = height
        self._highlight: HighlightKind | None = None
        self._lifted = False
        self._covered = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles all input
        # A card keeps its painted look (shadow, image, glow) as a device pixmap while anything on the table moves,
        # or it is lifted or glows: sliding cards are blitted. One at rest is painted from its image (``set_cached``).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # ------------------------------------------------------------------ state

    def set_text(self, text: str) -> None:
        """Show another card (a physical id means another card once the suit count changes)."""
        if text != self.text:
            self.text = text
            self.update()  # drops the cached look too

    def set_face_up(self, up: bool) -> None:
        """Show the face (``True``) or the back, at once."""
        if self.face_up == up and self._shown_up == up and self._flip == 1.0 and self.transform().isIdentity():
            return  # nothing changes: keep the cached look (repainting every settled card costs a frame)
        self.face_up = up
        self._shown_up = up
        self._flip = 1.0
        self.setTransform(QTransform())
        self.update()

    def set_cached(self, cached: bool) -> None:
        """Keep the painted look as a device pixmap (while the table moves, or the card is lifted or glows), or
        paint it each time it shows (at rest: otherwise that copy of its image stays in Qt's pixmap cache for as
        long as it lies there, some 5 MiB for the first deal's 54 cards at 1280x800). Turning the cache on or off
        repaints nothing."""
        mode = QGraphicsItem.CacheMode.DeviceCoordinateCache if cached else QGraphicsItem.CacheMode.NoCache
        if self.cacheMode() != mode:
            self.setCacheMode(mode)

    def set_highlight(self, kind: HighlightKind | None) -> None:
        """Glow: ``None``, ``"hint"``, ``"selected"`` or ``"target"``."""
        if kind is not None:
            self.set_cached(True)
        if kind != self._highlight:
            self._highlight = kind
            self.update()

    @property
    def highlight(self) -> HighlightKind | None:
        return self._highlight

    def set_lifted(self, lifted: bool) -> None:
        """Draw the card raised off the table (a soft shadow under it)."""
        if lifted:
            self.set_cached(True)
        if lifted != self._lifted:
            self._lifted = lifted
            self.update()

    @property
    def lifted(self) -> bool:
        return self._lifted

    def set_covered(self, covered: bool) -> None:
        """Show the back whatever the card is (the duel cover screen)."""
        if covered != self._covered:
            self._covered = covered
            self.update()

    def shows_face(self) -> bool:
        """Whether the face (not the back) is what is painted now."""
        return self._shown_up and not self._covered

    def set_size(self, width: float, height: float) -> None:
        """New card size (after a relayout); the source then hands out images of that size."""
        self.prepareGeometryChange()
        self._w = width
        self._h = height
        self._apply_flip()

    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def current_pixmap(self) -> QPixmap:
        """The image painted now (face or back)."""
        return self._source(self.text if self.shows_face() else None)

    # ------------------------------------------------------------------ flip animation

    def begin_flip(self) -> None:
        """Prepare an animated turn from what is shown now to ``face_up`` (animate ``flip`` 0 -> 1)."""
        self._flip_from = self._shown_up
        self._flip = 0.0
        self._apply_flip()

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self._apply_flip()

    def _apply_flip(self) -> None:
        t = self._flip
        if t >= 1.0:
            self._shown_up = self.face_up
            self.setTransform(QTransform())
        else:
            # Squeeze horizontally to an edge, swap the image at the middle, open again.
            self._shown_up = self._flip_from if t < 0.5 else self.face_up
            sx = max(0.02, abs(1.0 - 2.0 * t))
            cx = self._w / 2
            self.setTransform(QTransform().translate(cx, 0).scale(sx, 1.0).translate(-cx, 0))
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    # ------------------------------------------------------------------ painting

    def _pad(self) -> float:
        return max(4.0, self._w * 0.09)

    def boundingRect(self) -> QRectF:
        # A whole number of pixels wide and high: Qt sizes an item's cached look by rounding its bounds at
        # the item's position, and fractional bounds come out a pixel wider or narrower at some positions,
        # which throws the cached look away. A dragged or gliding card would be painted again every frame
        # (12 dragged cards: ~35 ms a frame at 3840x2160, ratio 2; benchmarks/table_frames.py).
        p = self._pad()
        return QRectF(-p, -p, math.ceil(self._w + 2 * p), math.ceil(self._h + 2 * p))

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self._w, self._h))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._w, self._h
        radius = w * 0.07
        # A card at rest is drawn 1:1 (crisp); one that is scaled or turned is in flight or flipping, where
        # speed matters more than filtering: unfiltered scaling keeps every animation frame short.
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        # The thin resting shadow is a 1-pixel offset: antialiasing it costs more than it shows.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, self._lifted or self._highlight is not None)
        painter.setPen(Qt.PenStyle.NoPen)
        if self._lifted:
            off = max(2.0, w * 0.035)
            for i, alpha in enumerate((34, 26, 18, 10)):
                grow = i * w * 0.012
                painter.setBrush(QColor(0, 0, 0, alpha))
                painter.drawRoundedRect(
                    QRectF(off - grow, off * 1.4 - grow, w + 2 * grow, h + 2 * grow), radius + grow, radius + grow
                )
        elif not painter.worldTransform().isScaling():  # a card in flight or mid-flip needs no resting shadow
            painter.setBrush(QColor(0, 0, 0, 45))
            painter.drawRoundedRect(QRectF(0.6, 1.2, w, h), radius, radius)
        if self._highlight is not None:
            color = QColor(HIGHLIGHT_COLORS[self._highlight])
            pad = self._pad()
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for i in range(4, 0, -1):
                grow = pad * i / 4.5
                color.setAlpha(int(150 / (i + 0.6)))
                painter.setPen(QPen(color, pad / 3.2))
                painter.drawRoundedRect(
                    QRectF(-grow / 2, -grow / 2, w + grow, h + grow), radius + grow / 2, radius + grow / 2
                )
            painter.setPen(Qt.PenStyle.NoPen)
        pm = self.current_pixmap()
        if not pm.isNull():
            # Just after a resize a card shows its image of the old size until the new one is rendered: filtered.
            stale = abs(pm.deviceIndependentSize().width() - w) > 1.0
            painter.setRenderHint(
                QPainter.RenderHint.SmoothPixmapTransform, stale and not painter.worldTransform().isScaling()
            )
            painter.drawPixmap(QRectF(0, 0, w, h), pm, QRectF(pm.rect()))
        if self._highlight is not None:
            color = QColor(HIGHLIGHT_COLORS[self._highlight])
            color.setAlpha(40)
            painter.setBrush(color)
            painter.drawRoundedRect(QRectF(0, 0, w, h), radius, radius)
