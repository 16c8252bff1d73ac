"""Card faces and back, drawn as vectors with QPainter and cached as images per size.

Everything here is the project's own drawing: suit symbols are QPainterPaths built
from Bézier curves, court cards are small geometric figures, and the back is a
spider web on a lattice. Images are ``QImage`` (not ``QPixmap``), so rendering also
works off the GUI thread and without a display.
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QTransform

from spider_qt.engine.cards import Card
from spider_qt.ui.art.backs import is_drawn_here, paint_card_back
from spider_qt.ui.art.card_back import WEB_BACK, BackDesign, paint_back
from spider_qt.ui.art.court_figures import paint_court
from spider_qt.ui.art.drawing import GOLD, RANK_LABELS, fitted_text, paint_paper
from spider_qt.ui.art.suits import suit_color as suit_color
from spider_qt.ui.art.suits import suit_path as suit_path

CARD_RATIO: float = 1.4
"""Card height / width (poker size, 2.5 x 3.5 in)."""

CACHE_LIMIT = 256

# ----------------------------------------------------------------------------- pip layouts

_LEFT, _MID, _RIGHT = 0.305, 0.5, 0.695
_TOP, _BOTTOM = 0.185, 0.815
_ROW = (_BOTTOM - _TOP) / 3  # four-row spacing for 9 and 10
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_MID, _TOP), (_MID, _BOTTOM)),
    3: ((_MID, _TOP), (_MID, 0.5), (_MID, _BOTTOM)),
    4: ((_LEFT, _TOP), (_RIGHT, _TOP), (_LEFT, _BOTTOM), (_RIGHT, _BOTTOM)),
    5: ((_LEFT, _TOP), (_RIGHT, _TOP), (_MID, 0.5), (_LEFT, _BOTTOM), (_RIGHT, _BOTTOM)),
    6: ((_LEFT, _TOP), (_RIGHT, _TOP), (_LEFT, 0.5), (_RIGHT, 0.5), (_LEFT, _BOTTOM), (_RIGHT, _BOTTOM)),
}
_PIPS[7] = (*_PIPS[6], (_MID, (_TOP + 0.5) / 2))
_PIPS[8] = (*_PIPS[7], (_MID, (_BOTTOM + 0.5) / 2))
_PIPS[9] = (
    *((x, _TOP + k * _ROW) for k in range(4) for x in (_LEFT, _RIGHT)),
    (_MID, 0.5),
)
_PIPS[10] = (
    *((x, _TOP + k * _ROW) for k in range(4) for x in (_LEFT, _RIGHT)),
    (_MID, _TOP + _ROW / 2),
    (_MID, _BOTTOM - _ROW / 2),
)


# ----------------------------------------------------------------------------- the renderer


class CardArt:
    """Draws card faces and the back; caches rendered images per (card, width, dpr, colours)."""

    def __init__(self, four_color: bool = False, back: BackDesign = WEB_BACK) -> None:
        self._four_color = bool(four_color)
        self._back = back
        # Faces are keyed by their text, the back by its design's name: a new design never reuses an old image.
        self._cache: OrderedDict[tuple[str, int, float, bool], QImage] = OrderedDict()
        self._lock = threading.Lock()

    @property
    def back(self) -> BackDesign:
        """The back design."""
        return self._back

    @back.setter
    def back(self, design: BackDesign) -> None:
        self._back = design  # images are keyed by the design's name: nothing cached needs forgetting

    @property
    def four_color(self) -> bool:
        """Whether diamonds are blue and clubs green."""
        return self._four_color

    @four_color.setter
    def four_color(self, value: bool) -> None:
        value = bool(value)
        if value != self._four_color:
            self._four_color = value
            self.clear_cache()

    @property
    def cache_size(self) -> int:
        """How many rendered images are cached."""
        return len(self._cache)

    def clear_cache(self) -> None:
        """Forget every rendered image."""
        with self._lock:
            self._cache.clear()

    # -- images

    def card_image(self, text: str, width: int, dpr: float = 1.0) -> QImage:
        """The face of ``text`` (e.g. ``"Th"``) ``width`` logical pixels wide at ``dpr``.

        Raises:
            ValueError: ``text`` is not a card or ``width`` is not positive.
        """
        Card.parse(text)
        return self._image(text, width, dpr)

    def back_image(self, width: int, dpr: float = 1.0) -> QImage:
        """The back of a card ``width`` logical pixels wide at ``dpr``."""
        return self._image("", width, dpr)

    def _image(self, text: str, width: int, dpr: float) -> QImage:
        if width <= 0 or dpr <= 0:
            raise ValueError(f"card image size must be positive, got width={width!r} dpr={dpr!r}")
        key = (text or "back:" + self._back.name, int(width), round(float(dpr), 4), self._four_color and bool(text))
        with self._lock:
            image = self._cache.get(key)
            if image is not None:
                self._cache.move_to_end(key)
                return image
        pw = max(1, round(width * dpr))
        ph = max(1, round(width * CARD_RATIO * dpr))
        image = QImage(pw, ph, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        image.setDevicePixelRatio(dpr)
        painter = QPainter(image)
        rect = QRectF(0, 0, pw / dpr, ph / dpr)
        if text:
            self.paint_card(painter, rect, text)
        else:
            self.paint_back(painter, rect)
        painter.end()
        with self._lock:
            self._cache[key] = image
            self._cache.move_to_end(key)
            while len(self._cache) > CACHE_LIMIT:
                self._cache.popitem(last=False)
        return image

    # -- vector painting

    def paint_card(self, painter: QPainter, rect: QRectF, text: str) -> None:
        """Draw the face of ``text`` into ``rect`` as vectors.

        Raises:
            ValueError: ``text`` is not a card.
        """
        card = Card.parse(text)
        rank, suit = text[0], card.suit
        w, h = rect.width(), rect.height()
        if w <= 0 or h <= 0:
            return
        ink = suit_color(suit, self._four_color)
        painter.save()
        try:
            painter.setRenderHints(
                QPainter.RenderHint.Antialiasing
                | QPainter.RenderHint.TextAntialiasing
                | QPainter.RenderHint.SmoothPixmapTransform
            )
            painter.translate(rect.topLeft())
            paint_paper(painter, w, h)
            value = card.rank
            if value == 1:
                self._paint_ace(painter, w, h, suit, ink)
            elif value <= 10:
                self._paint_pips(painter, w, h, value, suit, ink)
            else:
                paint_court(painter, w, h, rank, suit, ink)
            self._paint_index(painter, w, h, rank, suit, ink)
            painter.translate(w, h)
            painter.rotate(180)
            self._paint_index(painter, w, h, rank, suit, ink)
        finally:
            painter.restore()

    @staticmethod
    def _fill(painter: QPainter, path: QPainterPath, color: QColor) -> None:
        painter.fillPath(path, QBrush(color))

    def _paint_index(self, painter: QPainter, w: float, h: float, rank: str, suit: str, ink: QColor) -> None:
        center_x = w * 0.105
        label = RANK_LABELS.get(rank, rank)
        cap = w * 0.17
        top = w * 0.035
        glyphs = fitted_text(label, center_x, top, cap, w * 0.165)
        self._fill(painter, glyphs, ink)
        size = w * 0.125
        symbol = suit_path(suit, size).translated(center_x - size / 2, top + cap + w * 0.02)
        self._fill(painter, symbol, ink)

    def _paint_pip(self, painter: QPainter, center: QPointF, size: float, suit: str, ink: QColor, flip: bool) -> None:
        path = suit_path(suit, size).translated(-size / 2, -size / 2)
        t = QTransform()
        t.translate(center.x(), center.y())
        if flip:
            t.rotate(180)
        self._fill(painter, t.map(path), ink)

    def _paint_pips(self, painter: QPainter, w: float, h: float, value: int, suit: str, ink: QColor) -> None:
        size = w * 0.18
        for fx, fy in _PIPS[value]:
            self._paint_pip(painter, QPointF(fx * w, fy * h), size, suit, ink, fy > 0.5 + 1e-6)

    def _paint_ace(self, painter: QPainter, w: float, h: float, suit: str, ink: QColor) -> None:
        center = QPointF(w / 2, h / 2)
        if suit != "s":
            self._paint_pip(painter, center, w * 0.44, suit, ink, False)
            return
        # The ace of spades: a larger spade with a halo line, an inner engraved line and four
        # small diamonds on the diagonals.
        size = w * 0.52
        halo = suit_path("s", size * 1.13).translated(center.x() - size * 0.565, center.y() - size * 0.565)
        painter.setPen(QPen(ink, max(0.8, w * 0.009)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(halo)
        self._paint_pip(painter, center, size, suit, ink, False)
        inner = suit_path("s", size * 0.72).translated(center.x() - size * 0.36, center.y() - size * 0.36 - size * 0.03)
        painter.setPen(QPen(QColor(255, 255, 255, 210), max(0.7, w * 0.007)))
        painter.drawPath(inner)
        painter.setPen(Qt.PenStyle.NoPen)
        gem = w * 0.05
        for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
            spot = QPointF(center.x() + dx * w * 0.27, center.y() + dy * w * 0.36)
            self._paint_pip(painter, spot, gem, "d", GOLD.darker(115), False)
        if w < 100:
            return  # the ring of dots turns to noise on small cards
        # A ring of dots like dew on a web around the spade, echoing the game's name.
        ring = QPainterPath()
        for k in range(24):
            angle = 2 * math.pi * k / 24
            ring.addEllipse(
                QPointF(center.x() + math.cos(angle) * w * 0.39, center.y() + math.sin(angle) * w * 0.39),
                w * 0.008,
                w * 0.008,
            )
        self._fill(painter, ring, ink)

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the card back into ``rect`` as vectors."""
        if is_drawn_here(self._back):  # the patterns a player can choose besides the web
            paint_card_back(painter, rect, self._back)
            return
        paint_back(painter, rect, self._back)
