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
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)

from spider_qt.ui.scene.backs import BACK_IDS, DEFAULT_BACK, paint_back_design

CARD_RATIO: float = 1.4
"""Card height / width (poker size, 2.5 x 3.5 in)."""

CACHE_LIMIT = 256

_RANK_LABELS = {"A": "A", "T": "10", "J": "J", "Q": "Q", "K": "K"}
_RANK_VALUES = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13}
_FONT_FAMILIES = ["DejaVu Sans", "Liberation Sans", "Noto Sans", "Arial", "Helvetica", "sans-serif"]

_INK_BLACK = QColor(0x16, 0x18, 0x1D)
_INK_RED = QColor(0xC8, 0x1B, 0x2B)
_INK_BLUE = QColor(0x15, 0x5B, 0xC2)
_INK_GREEN = QColor(0x13, 0x7A, 0x3A)
_GOLD = QColor(0xE2, 0xB2, 0x3C)
_SKIN = QColor(0xFB, 0xEB, 0xD6)
_FACE_TOP = QColor(0xFF, 0xFF, 0xFD)
_FACE_BOTTOM = QColor(0xF6, 0xF3, 0xEA)
_BORDER = QColor(0xA9, 0xA8, 0xA0)


# ----------------------------------------------------------------------------- suit symbols


def _heart_unit() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.5, 1.0)
    p.cubicTo(0.36, 0.80, 0.0, 0.62, 0.0, 0.30)
    p.cubicTo(0.0, 0.11, 0.13, 0.0, 0.27, 0.0)
    p.cubicTo(0.39, 0.0, 0.47, 0.08, 0.5, 0.19)
    p.cubicTo(0.53, 0.08, 0.61, 0.0, 0.73, 0.0)
    p.cubicTo(0.87, 0.0, 1.0, 0.11, 1.0, 0.30)
    p.cubicTo(1.0, 0.62, 0.64, 0.80, 0.5, 1.0)
    p.closeSubpath()
    return p


def _spade_unit() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.5, 0.0)
    p.cubicTo(0.63, 0.17, 1.0, 0.35, 1.0, 0.61)
    p.cubicTo(1.0, 0.78, 0.87, 0.86, 0.74, 0.86)
    p.cubicTo(0.64, 0.86, 0.56, 0.81, 0.525, 0.74)
    p.cubicTo(0.53, 0.85, 0.58, 0.95, 0.70, 1.0)
    p.lineTo(0.30, 1.0)
    p.cubicTo(0.42, 0.95, 0.47, 0.85, 0.475, 0.74)
    p.cubicTo(0.44, 0.81, 0.36, 0.86, 0.26, 0.86)
    p.cubicTo(0.13, 0.86, 0.0, 0.78, 0.0, 0.61)
    p.cubicTo(0.0, 0.35, 0.37, 0.17, 0.5, 0.0)
    p.closeSubpath()
    return p


def _diamond_unit() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.5, 0.0)
    p.quadTo(0.67, 0.29, 0.90, 0.5)
    p.quadTo(0.67, 0.71, 0.5, 1.0)
    p.quadTo(0.33, 0.71, 0.10, 0.5)
    p.quadTo(0.33, 0.29, 0.5, 0.0)
    p.closeSubpath()
    return p


def _club_unit() -> QPainterPath:
    r = 0.215
    p = QPainterPath()
    p.addEllipse(QPointF(0.5, 0.235), r, r)
    for cx in (0.235, 0.765):
        lobe = QPainterPath()
        lobe.addEllipse(QPointF(cx, 0.565), r, r)
        p = p.united(lobe)
    core = QPainterPath()
    core.addEllipse(QPointF(0.5, 0.5), 0.16, 0.16)
    p = p.united(core)
    stem = QPainterPath()
    stem.moveTo(0.47, 0.5)
    stem.cubicTo(0.47, 0.78, 0.42, 0.93, 0.30, 1.0)
    stem.lineTo(0.70, 1.0)
    stem.cubicTo(0.58, 0.93, 0.53, 0.78, 0.53, 0.5)
    stem.closeSubpath()
    return p.united(stem).simplified()


_SUIT_UNITS: dict[str, QPainterPath] = {}


def suit_path(suit: str, size: float) -> QPainterPath:
    """The symbol of ``suit`` ('s', 'h', 'd', 'c') fitting a ``size`` x ``size`` box at (0, 0).

    Raises:
        ValueError: ``suit`` is not one of 's', 'h', 'd', 'c'.
    """
    unit = _SUIT_UNITS.get(suit)
    if unit is None:
        builders = {"s": _spade_unit, "h": _heart_unit, "d": _diamond_unit, "c": _club_unit}
        if suit not in builders:
            raise ValueError(f"not a suit: {suit!r} (expected 's', 'h', 'd' or 'c')")
        unit = _SUIT_UNITS[suit] = builders[suit]()
    return QTransform.fromScale(size, size).map(unit)


def suit_color(suit: str, four_color: bool) -> QColor:
    """The ink of ``suit``: red/black, or black/red/blue/green with ``four_color``.

    Raises:
        ValueError: ``suit`` is not one of 's', 'h', 'd', 'c'.
    """
    if suit == "s":
        return QColor(_INK_BLACK)
    if suit == "h":
        return QColor(_INK_RED)
    if suit == "d":
        return QColor(_INK_BLUE if four_color else _INK_RED)
    if suit == "c":
        return QColor(_INK_GREEN if four_color else _INK_BLACK)
    raise ValueError(f"not a suit: {suit!r} (expected 's', 'h', 'd' or 'c')")


# ----------------------------------------------------------------------------- text as paths

_TEXT_PATHS: dict[tuple[str, str], QPainterPath] = {}
_TEXT_LOCK = threading.Lock()


def _font(family_hint: str = "sans") -> QFont:
    font = QFont()
    font.setFamilies(_FONT_FAMILIES if family_hint == "sans" else ["DejaVu Serif", "Liberation Serif", "serif"])
    font.setPixelSize(100)
    font.setWeight(QFont.Weight.Bold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def _text_path(text: str, family_hint: str = "sans") -> QPainterPath:
    """``text`` as an outline at 100 px with its baseline at y = 0 (cached: glyph lookup is slow)."""
    key = (text, family_hint)
    with _TEXT_LOCK:
        path = _TEXT_PATHS.get(key)
        if path is None:
            path = QPainterPath()
            path.addText(QPointF(0, 0), _font(family_hint), text)
            _TEXT_PATHS[key] = path
    return QPainterPath(path)


def _cap_height(family_hint: str = "sans") -> float:
    return _text_path("H", family_hint).boundingRect().height()


def _set_tight(text: str) -> QPainterPath:
    """``text`` with its glyphs placed by their ink, a fixed gap apart, so "10" stays two digits when squeezed."""
    if len(text) == 1:
        return _text_path(text)
    gap = 0.25 * _cap_height()
    path = QPainterPath()
    x = 0.0
    for char in text:
        glyph = _text_path(char)
        box = glyph.boundingRect()
        path.addPath(glyph.translated(x - box.left(), 0))
        x += box.width() + gap
    return path


def _fitted_text(text: str, center_x: float, top: float, cap: float, max_width: float) -> QPainterPath:
    """``text`` scaled so capitals are ``cap`` high, squeezed to ``max_width``, centred on ``center_x``."""
    path = _set_tight(text)
    scale = cap / _cap_height()
    box = path.boundingRect()
    sx = scale
    if box.width() * scale > max_width:
        sx = max_width / box.width()
    t = QTransform()
    t.translate(center_x - (box.center().x()) * sx, top + cap)
    t.scale(sx, scale)
    return t.map(path)


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


def _parse(text: str) -> tuple[str, str]:
    if not isinstance(text, str) or len(text) != 2 or text[1] not in "shdc" or text[0] not in "A23456789TJQK":
        raise ValueError(f"not a card: {text!r} (expected rank + suit such as 'As', 'Th', 'Kd')")
    return text[0], text[1]


def _rank_value(rank: str) -> int:
    return _RANK_VALUES.get(rank) or int(rank)


# ----------------------------------------------------------------------------- the renderer


class CardArt:
    """Draws card faces and the back; caches rendered images per (card, width, dpr, colours)."""

    def __init__(self, four_color: bool = False, back: str = DEFAULT_BACK) -> None:
        self._four_color = bool(four_color)
        self._back = back if back in BACK_IDS else DEFAULT_BACK
        self._cache: OrderedDict[tuple[str, int, float, bool], QImage] = OrderedDict()
        self._lock = threading.Lock()

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
    def back(self) -> str:
        """The id of the back design (``backs.BACK_IDS``; "web" is drawn here, the others in backs.py)."""
        return self._back

    @back.setter
    def back(self, value: str) -> None:
        """Raises:
        ValueError: ``value`` is not one of BACK_IDS.
        """
        if value not in BACK_IDS:
            raise ValueError(f"unknown card back {value!r}")
        if value != self._back:
            self._back = value
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
        _parse(text)
        return self._image(text, width, dpr)

    def back_image(self, width: int, dpr: float = 1.0) -> QImage:
        """The back of a card ``width`` logical pixels wide at ``dpr``."""
        return self._image("", width, dpr)

    def _image(self, text: str, width: int, dpr: float) -> QImage:
        if width <= 0 or dpr <= 0:
            raise ValueError(f"card image size must be positive, got width={width!r} dpr={dpr!r}")
        key = (text, int(width), round(float(dpr), 4), self._four_color and bool(text))
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
        rank, suit = _parse(text)
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
            self._paint_blank(painter, w, h)
            value = _rank_value(rank)
            if value == 1:
                self._paint_ace(painter, w, h, suit, ink)
            elif value <= 10:
                self._paint_pips(painter, w, h, value, suit, ink)
            else:
                self._paint_court(painter, w, h, rank, suit, ink)
            self._paint_index(painter, w, h, rank, suit, ink)
            painter.translate(w, h)
            painter.rotate(180)
            self._paint_index(painter, w, h, rank, suit, ink)
        finally:
            painter.restore()

    @staticmethod
    def _outline(w: float, h: float, inset: float) -> QPainterPath:
        radius = w * 0.065
        path = QPainterPath()
        path.addRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), radius - inset, radius - inset)
        return path

    def _paint_blank(self, painter: QPainter, w: float, h: float) -> None:
        pen_w = max(1.0, w * 0.008)
        outline = self._outline(w, h, pen_w / 2)
        gradient = QLinearGradient(0, 0, 0, h)
        gradient.setColorAt(0.0, _FACE_TOP)
        gradient.setColorAt(1.0, _FACE_BOTTOM)
        painter.setPen(QPen(_BORDER, pen_w))
        painter.setBrush(QBrush(gradient))
        painter.drawPath(outline)

    @staticmethod
    def _fill(painter: QPainter, path: QPainterPath, color: QColor) -> None:
        painter.fillPath(path, QBrush(color))

    def _paint_index(self, painter: QPainter, w: float, h: float, rank: str, suit: str, ink: QColor) -> None:
        center_x = w * 0.105
        label = _RANK_LABELS.get(rank, rank)
        cap = w * 0.17
        top = w * 0.035
        glyphs = _fitted_text(label, center_x, top, cap, w * 0.165)
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
            self._paint_pip(painter, spot, gem, "d", _GOLD.darker(115), False)
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

    # -- court cards

    def _paint_court(self, painter: QPainter, w: float, h: float, rank: str, suit: str, ink: QColor) -> None:
        panel = QRectF(w * 0.2, h * 0.06, w * 0.6, h * 0.88)
        radius = w * 0.03
        frame = QPainterPath()
        frame.addRoundedRect(panel, radius, radius)
        tint = QColor(ink)
        tint.setAlpha(20)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tint)
        painter.drawPath(frame)

        half = QRectF(panel.left(), panel.top(), panel.width(), panel.height() / 2)
        for flipped in (False, True):
            painter.save()
            if flipped:
                painter.translate(w, h)
                painter.rotate(180)
            clip = QPainterPath()
            clip.addRect(half)
            painter.setClipPath(clip.intersected(frame))
            painter.translate(half.topLeft())
            self._paint_figure(painter, half.width(), half.height(), rank, suit, ink)
            painter.restore()

        line_w = max(0.8, w * 0.009)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ink, line_w))
        painter.drawPath(frame)
        inner = QPainterPath()
        gap = w * 0.018
        inner.addRoundedRect(panel.adjusted(gap, gap, -gap, -gap), radius * 0.6, radius * 0.6)
        painter.setPen(QPen(_GOLD, max(0.6, w * 0.006)))
        painter.drawPath(inner)
        painter.setPen(QPen(ink, line_w))
        mid = panel.center().y()
        painter.drawLine(QPointF(panel.left() + gap, mid), QPointF(panel.right() - gap, mid))

    def _paint_figure(self, painter: QPainter, pw: float, ph: float, rank: str, suit: str, ink: QColor) -> None:
        """One half of a court card, in a ``pw`` x ``ph`` box whose bottom edge is the card's middle."""
        painter.save()
        painter.scale(pw, ph)
        line = 0.014
        stroke = QPen(ink, line)
        stroke.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        gold_line = QPen(_GOLD.darker(135), line)
        gold_line.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        dark = QColor(ink).darker(150) if ink.lightness() > 70 else QColor(ink).lighter(260)
        white = QColor(255, 255, 255)
        cx, cy = 0.5, 0.47

        # Robe: shoulders down to the middle line, a gold collar, and the suit on both sides.
        robe = QPainterPath()
        robe.moveTo(0.12, 1.02)
        robe.cubicTo(0.12, 0.86, 0.2, 0.76, 0.38, 0.72)
        robe.lineTo(0.62, 0.72)
        robe.cubicTo(0.8, 0.76, 0.88, 0.86, 0.88, 1.02)
        robe.closeSubpath()
        if rank == "Q":
            self._paint_head(painter, cx, cy, rank, ink, dark, hair_only=True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawPath(robe)
        collar = QPainterPath()
        collar.moveTo(0.36, 0.725)
        collar.lineTo(0.5, 0.9)
        collar.lineTo(0.64, 0.725)
        collar.lineTo(0.58, 0.72)
        collar.lineTo(0.5, 0.81)
        collar.lineTo(0.42, 0.72)
        collar.closeSubpath()
        painter.setBrush(_GOLD)
        painter.drawPath(collar)
        for x in (0.27, 0.73):
            painter.fillPath(suit_path(suit, 0.12).translated(x - 0.06, 0.86), white)

        self._paint_head(painter, cx, cy, rank, ink, dark, hair_only=False)

        # What each figure holds, at the side: the king a sword, the queen a flower, the jack a halberd.
        if rank == "K":
            painter.setPen(gold_line)
            painter.setBrush(white)
            blade = QPainterPath()
            blade.moveTo(0.845, 0.25)
            blade.lineTo(0.875, 0.3)
            blade.lineTo(0.875, 0.76)
            blade.lineTo(0.815, 0.76)
            blade.lineTo(0.815, 0.3)
            blade.closeSubpath()
            painter.drawPath(blade)
            painter.setBrush(_GOLD)
            painter.drawRect(QRectF(0.77, 0.76, 0.15, 0.04))
            painter.drawRect(QRectF(0.83, 0.8, 0.03, 0.12))
        elif rank == "Q":
            stem = QPainterPath()
            stem.moveTo(0.16, 0.95)
            stem.quadTo(0.1, 0.7, 0.15, 0.42)
            painter.setPen(QPen(dark, 0.02))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(stem)
            painter.setPen(QPen(ink, 0.01))
            painter.setBrush(_GOLD)
            for k in range(5):
                angle = 2 * math.pi * k / 5 - math.pi / 2
                painter.drawEllipse(QPointF(0.15 + 0.055 * math.cos(angle), 0.39 + 0.055 * math.sin(angle)), 0.04, 0.04)
            painter.setBrush(white)
            painter.drawEllipse(QPointF(0.15, 0.39), 0.03, 0.03)
        else:
            painter.setPen(gold_line)
            painter.setBrush(_GOLD)
            painter.drawRect(QRectF(0.835, 0.34, 0.03, 0.6))
            axe = QPainterPath()
            axe.moveTo(0.85, 0.24)
            axe.lineTo(0.81, 0.33)
            axe.quadTo(0.74, 0.38, 0.75, 0.46)
            axe.quadTo(0.81, 0.42, 0.85, 0.44)
            axe.quadTo(0.91, 0.39, 0.93, 0.33)
            axe.closeSubpath()
            painter.setBrush(white)
            painter.drawPath(axe)
        painter.restore()

        # Rank letter and suit in the panel's upper corners (kept in card units for even strokes).
        letter = _fitted_text(_RANK_LABELS[rank], pw * 0.16, ph * 0.04, pw * 0.15, pw * 0.2)
        painter.fillPath(letter, ink)
        size = pw * 0.14
        painter.fillPath(suit_path(suit, size).translated(pw * 0.84 - size / 2, ph * 0.04), ink)

    @staticmethod
    def _paint_head(
        painter: QPainter, cx: float, cy: float, rank: str, ink: QColor, dark: QColor, hair_only: bool
    ) -> None:
        """Face, hair and headgear around (``cx``, ``cy``) in half-panel units."""
        line = 0.012
        stroke = QPen(ink, line)
        stroke.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        gold_line = QPen(_GOLD.darker(135), line)
        gold_line.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        white = QColor(255, 255, 255)
        painter.save()
        painter.translate(cx, cy)
        painter.scale(1.2, 1.2)
        rx, ry = 0.145, 0.155
        top = -ry
        if rank in "QJ":
            # Hair behind the face: the queen's long (drawn behind the robe), the jack's short.
            hair = QPainterPath()
            bottom = 0.3 if rank == "Q" else 0.1
            spread = 0.2 if rank == "Q" else 0.165
            hair.moveTo(0, top - 0.02)
            hair.cubicTo(-spread - 0.04, top, -spread, bottom - 0.2, -spread - 0.02, bottom)
            hair.lineTo(spread + 0.02, bottom)
            hair.cubicTo(spread, bottom - 0.2, spread + 0.04, top, 0, top - 0.02)
            if hair_only or rank == "J":
                painter.setPen(stroke)
                painter.setBrush(dark)
                painter.drawPath(hair)
        if hair_only:
            painter.restore()
            return

        painter.setPen(stroke)
        painter.setBrush(_SKIN)
        painter.drawRect(QRectF(-0.045, ry - 0.03, 0.09, 0.1))
        painter.drawEllipse(QPointF(0, 0), rx, ry)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        for ex in (-0.052, 0.052):
            painter.drawEllipse(QPointF(ex, -0.01), 0.016, 0.018)
        painter.setPen(QPen(ink, line))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        mouth = QPainterPath()
        mouth.moveTo(-0.04, 0.075)
        mouth.quadTo(0, 0.1, 0.04, 0.075)
        painter.drawPath(mouth)
        if rank == "Q":
            blush = QColor(_INK_RED)
            blush.setAlpha(60)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(blush)
            for ex in (-0.085, 0.085):
                painter.drawEllipse(QPointF(ex, 0.045), 0.028, 0.02)

        if rank == "K":
            beard = QPainterPath()
            beard.moveTo(-rx + 0.01, 0)
            beard.cubicTo(-rx + 0.01, 0.16, -0.06, 0.23, 0, 0.25)
            beard.cubicTo(0.06, 0.23, rx - 0.01, 0.16, rx - 0.01, 0)
            beard.cubicTo(0.08, 0.1, -0.08, 0.1, -rx + 0.01, 0)
            painter.setPen(stroke)
            painter.setBrush(dark)
            painter.drawPath(beard)
            painter.setPen(QPen(_SKIN, line))
            painter.drawLine(QPointF(-0.035, 0.085), QPointF(0.035, 0.085))
            crown = QPainterPath()
            crown.moveTo(-0.17, top + 0.05)
            crown.lineTo(-0.19, top - 0.15)
            crown.lineTo(-0.085, top - 0.05)
            crown.lineTo(0, top - 0.2)
            crown.lineTo(0.085, top - 0.05)
            crown.lineTo(0.19, top - 0.15)
            crown.lineTo(0.17, top + 0.05)
            crown.closeSubpath()
            painter.setPen(gold_line)
            painter.setBrush(_GOLD)
            painter.drawPath(crown)
            painter.setBrush(white)
            for x, y in ((-0.19, top - 0.15), (0, top - 0.2), (0.19, top - 0.15)):
                painter.drawEllipse(QPointF(x, y), 0.028, 0.028)
            painter.setPen(stroke)
            painter.setBrush(ink)
            painter.drawRect(QRectF(-0.17, top, 0.34, 0.05))
            painter.setBrush(white)
            painter.drawEllipse(QPointF(0, top + 0.025), 0.016, 0.016)
        elif rank == "Q":
            tiara = QPainterPath()
            tiara.moveTo(-0.17, top + 0.06)
            tiara.cubicTo(-0.19, top - 0.06, -0.09, top - 0.1, -0.07, top - 0.02)
            tiara.cubicTo(-0.07, top - 0.17, 0.07, top - 0.17, 0.07, top - 0.02)
            tiara.cubicTo(0.09, top - 0.1, 0.19, top - 0.06, 0.17, top + 0.06)
            tiara.closeSubpath()
            painter.setPen(gold_line)
            painter.setBrush(_GOLD)
            painter.drawPath(tiara)
            painter.setBrush(white)
            for x, y, r in ((0, top - 0.08, 0.032), (-0.12, top - 0.02, 0.022), (0.12, top - 0.02, 0.022)):
                painter.drawEllipse(QPointF(x, y), r, r)
        else:
            cap = QPainterPath()
            cap.moveTo(-0.18, top + 0.09)
            cap.cubicTo(-0.2, top - 0.1, 0.02, top - 0.14, 0.2, top - 0.02)
            cap.cubicTo(0.22, top + 0.02, 0.21, top + 0.07, 0.18, top + 0.09)
            cap.closeSubpath()
            painter.setPen(stroke)
            painter.setBrush(ink)
            painter.drawPath(cap)
            painter.setPen(QPen(_GOLD, 0.028))
            painter.drawLine(QPointF(-0.17, top + 0.075), QPointF(0.17, top + 0.075))
            feather = QPainterPath()
            feather.moveTo(-0.06, top - 0.06)
            feather.cubicTo(-0.1, top - 0.13, -0.15, top - 0.17, -0.2, top - 0.18)
            feather.cubicTo(-0.19, top - 0.1, -0.15, top - 0.03, -0.09, top - 0.0)
            feather.closeSubpath()
            painter.setPen(gold_line)
            painter.setBrush(_GOLD)
            painter.drawPath(feather)
        painter.restore()

    # -- back

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the card back into ``rect`` as vectors."""
        w, h = rect.width(), rect.height()
        if w <= 0 or h <= 0:
            return
        painter.save()
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.translate(rect.topLeft())
            self._paint_blank(painter, w, h)
            if self._back != DEFAULT_BACK:
                paint_back_design(painter, w, h, self._back)
                return
            margin = w * 0.06
            field = QRectF(margin, margin, w - 2 * margin, h - 2 * margin)
            radius = w * 0.035
            shape = QPainterPath()
            shape.addRoundedRect(field, radius, radius)
            center = field.center()
            gradient = QRadialGradient(center, max(field.width(), field.height()) * 0.75)
            gradient.setColorAt(0.0, QColor(0x1B, 0x5E, 0x86))
            gradient.setColorAt(1.0, QColor(0x0B, 0x2A, 0x47))
            painter.fillPath(shape, QBrush(gradient))
            painter.setClipPath(shape)
            self._paint_lattice(painter, field, w)
            self._paint_web(painter, center, min(field.width(), field.height()) * 0.47, w)
            self._paint_spider(painter, center, w)
            painter.setClipping(False)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 255, 150), max(0.6, w * 0.006)))
            gap = w * 0.025
            inner = QPainterPath()
            inner.addRoundedRect(field.adjusted(gap, gap, -gap, -gap), radius * 0.6, radius * 0.6)
            painter.drawPath(inner)
        finally:
            painter.restore()

    @staticmethod
    def _paint_lattice(painter: QPainter, field: QRectF, w: float) -> None:
        step = w * 0.075
        lattice = QPainterPath()
        span = field.width() + field.height()
        k = -span
        while k <= span:
            x = field.left() + k
            lattice.moveTo(x, field.top())
            lattice.lineTo(x + field.height(), field.bottom())
            lattice.moveTo(x, field.bottom())
            lattice.lineTo(x + field.height(), field.top())
            k += step
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 26), max(0.5, w * 0.006)))
        painter.drawPath(lattice)
        dots = QPainterPath()
        r = w * 0.009
        row = 0
        y = field.top()
        while y <= field.bottom() + step:
            x = field.left() + (step / 2 if row % 2 else 0)
            while x <= field.right() + step:
                dots.addEllipse(QPointF(x, y), r, r)
                x += step
            y += step / 2
            row += 1
        painter.fillPath(dots, QColor(255, 255, 255, 34))

    @staticmethod
    def _paint_web(painter: QPainter, center: QPointF, radius: float, w: float) -> None:
        spokes = 16
        rings = 6
        web = QPainterPath()
        angles = [2 * math.pi * k / spokes + math.pi / spokes for k in range(spokes)]
        for a in angles:
            web.moveTo(center)
            web.lineTo(center.x() + math.cos(a) * radius * 1.6, center.y() + math.sin(a) * radius * 1.6)
        for ring in range(1, rings + 1):
            r = radius * ring / rings
            sag = 0.86
            for i, a in enumerate(angles):
                b = angles[(i + 1) % spokes]
                p = QPointF(center.x() + math.cos(a) * r, center.y() + math.sin(a) * r)
                q = QPointF(center.x() + math.cos(b) * r, center.y() + math.sin(b) * r)
                mid = (a + b) / 2 if i + 1 < spokes else a + math.pi / spokes
                ctrl = QPointF(center.x() + math.cos(mid) * r * sag, center.y() + math.sin(mid) * r * sag)
                web.moveTo(p)
                web.quadTo(ctrl, q)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        pen = QPen(QColor(255, 255, 255, 120), max(0.6, w * 0.0075))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawPath(web)

    @staticmethod
    def _paint_spider(painter: QPainter, center: QPointF, w: float) -> None:
        body = w * 0.045
        legs = QPainterPath()
        for side in (-1, 1):
            for k, (reach, lift) in enumerate(((1.0, -1.1), (1.25, -0.35), (1.25, 0.35), (1.0, 1.1))):
                knee = QPointF(center.x() + side * body * 1.5 * reach, center.y() + body * (lift * 1.1 - 0.6))
                foot = QPointF(center.x() + side * body * 2.4 * reach, center.y() + body * lift * 2.2)
                legs.moveTo(center.x() + side * body * 0.3, center.y() + body * (k - 1.5) * 0.3)
                legs.lineTo(knee)
                legs.lineTo(foot)
        pen = QPen(QColor(255, 255, 255, 235), max(0.6, w * 0.009))
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(legs)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 245))
        painter.drawEllipse(QPointF(center.x(), center.y() + body * 0.55), body * 0.75, body * 1.0)
        painter.drawEllipse(QPointF(center.x(), center.y() - body * 0.75), body * 0.5, body * 0.5)
        painter.setBrush(QColor(0x0B, 0x2A, 0x47))
        mark = QPainterPath()
        mark.moveTo(center.x(), center.y() + body * 0.05)
        mark.lineTo(center.x() + body * 0.3, center.y() + body * 0.55)
        mark.lineTo(center.x(), center.y() + body * 1.05)
        mark.lineTo(center.x() - body * 0.3, center.y() + body * 0.55)
        mark.closeSubpath()
        painter.drawPath(mark)
