"""Drawing helpers shared by card faces, court figures and backs: the card's paper and text as paths."""

from __future__ import annotations

import threading

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QTransform

RANK_LABELS = {"A": "A", "T": "10", "J": "J", "Q": "Q", "K": "K"}
FONT_FAMILIES = ["DejaVu Sans", "Liberation Sans", "Noto Sans", "Arial", "Helvetica", "sans-serif"]

GOLD = QColor(0xE2, 0xB2, 0x3C)
SKIN = QColor(0xFB, 0xEB, 0xD6)
FACE_TOP = QColor(0xFF, 0xFF, 0xFD)
FACE_BOTTOM = QColor(0xF6, 0xF3, 0xEA)
BORDER = QColor(0xA9, 0xA8, 0xA0)


def card_outline(w: float, h: float, inset: float) -> QPainterPath:
    """The rounded card edge of a ``w`` x ``h`` card, ``inset`` inside it."""
    radius = w * 0.065
    path = QPainterPath()
    path.addRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), radius - inset, radius - inset)
    return path


def paint_paper(painter: QPainter, w: float, h: float) -> None:
    """The blank card: a faint top-to-bottom shade inside a thin border (faces and backs both start here)."""
    pen_w = max(1.0, w * 0.008)
    outline = card_outline(w, h, pen_w / 2)
    gradient = QLinearGradient(0, 0, 0, h)
    gradient.setColorAt(0.0, FACE_TOP)
    gradient.setColorAt(1.0, FACE_BOTTOM)
    painter.setPen(QPen(BORDER, pen_w))
    painter.setBrush(QBrush(gradient))
    painter.drawPath(outline)


# ----------------------------------------------------------------------------- text as paths

_TEXT_PATHS: dict[tuple[str, str], QPainterPath] = {}
_TEXT_LOCK = threading.Lock()


def _font(family_hint: str = "sans") -> QFont:
    font = QFont()
    font.setFamilies(FONT_FAMILIES if family_hint == "sans" else ["DejaVu Serif", "Liberation Serif", "serif"])
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


def fitted_text(text: str, center_x: float, top: float, cap: float, max_width: float) -> QPainterPath:
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
