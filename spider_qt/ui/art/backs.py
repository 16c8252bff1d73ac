"""Card back designs besides the spider web (which card_back draws), all drawn as vectors by our own code."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from spider_qt.ui.art.card_back import WEB_BACK, BackDesign, diagonal_lattice
from spider_qt.ui.art.drawing import paint_paper

# Every back design a player can choose, by the name the settings keep; the spider web first (the default).
BACKS: dict[str, BackDesign] = {
    "web": WEB_BACK,
    "rosette": BackDesign("rosette", QColor(0xB0, 0x2A, 0x36), QColor(0x5A, 0x0E, 0x18)),
    "weave": BackDesign("weave", QColor(0x2E, 0x7D, 0x4F), QColor(0x0E, 0x3B, 0x24)),
    "stars": BackDesign("stars", QColor(0x2C, 0x1F, 0x5E), QColor(0x10, 0x16, 0x3F)),
    "stripes": BackDesign("stripes", QColor(0xD9, 0x82, 0x1E), QColor(0x9C, 0x4A, 0x0C)),
}


def is_drawn_here(design: BackDesign) -> bool:
    """Whether ``design`` is one of this module's patterns (the web is card_back's)."""
    return design.name in BACKS and design.name != WEB_BACK.name


def paint_card_back(painter: QPainter, rect: QRectF, design: BackDesign) -> None:
    """Draw a whole card with the back ``design`` (paper, pattern, frame) into ``rect``."""
    w, h = rect.width(), rect.height()
    if w <= 0 or h <= 0:
        return
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(rect.topLeft())
        paint_paper(painter, w, h)
        paint_back_design(painter, w, h, design.name)
    finally:
        painter.restore()


_GOLD = QColor(0xE8, 0xC1, 0x5A)
_FRAME = QColor(255, 255, 255, 150)


def _field(w: float, h: float) -> tuple[QRectF, float]:
    """The coloured area inside the white card border, and its corner radius (as the web back has)."""
    margin = w * 0.06
    return QRectF(margin, margin, w - 2 * margin, h - 2 * margin), w * 0.035


def paint_back_design(painter: QPainter, w: float, h: float, back: str) -> None:
    """Paint the coloured field of the back ``back`` on a blank card of ``w`` x ``h`` at the origin.

    Raises:
        ValueError: ``back`` is not one of BACK_IDS other than the web.
    """
    painters = {"rosette": _rosette, "weave": _weave, "stars": _stars, "stripes": _stripes}
    if back not in painters:
        raise ValueError(f"unknown card back {back!r}")
    field, radius = _field(w, h)
    shape = QPainterPath()
    shape.addRoundedRect(field, radius, radius)
    painter.save()
    painter.setClipPath(shape)
    painters[back](painter, field, w)
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_FRAME, max(0.6, w * 0.006)))
    gap = w * 0.025
    inner = QPainterPath()
    inner.addRoundedRect(field.adjusted(gap, gap, -gap, -gap), radius * 0.6, radius * 0.6)
    painter.drawPath(inner)


def _gradient_fill(painter: QPainter, field: QRectF, light: QColor, dark: QColor) -> None:
    gradient = QRadialGradient(field.center(), max(field.width(), field.height()) * 0.75)
    gradient.setColorAt(0.0, light)
    gradient.setColorAt(1.0, dark)
    painter.fillRect(field, QBrush(gradient))


def _star(center: QPointF, outer: float, inner: float, points: int, turn: float = -math.pi / 2) -> QPainterPath:
    path = QPainterPath()
    for k in range(points * 2):
        r = outer if k % 2 == 0 else inner
        a = turn + math.pi * k / points
        p = QPointF(center.x() + math.cos(a) * r, center.y() + math.sin(a) * r)
        if k == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    path.closeSubpath()
    return path


def _rosette(painter: QPainter, field: QRectF, w: float) -> None:
    """Crimson, quilted with gold diamonds, an eight-pointed rosette in the middle."""
    _gradient_fill(painter, field, QColor(0xB0, 0x2A, 0x36), QColor(0x5A, 0x0E, 0x18))
    quilt = diagonal_lattice(field, w * 0.11)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(0xE8, 0xC1, 0x5A, 90), max(0.5, w * 0.007)))
    painter.drawPath(quilt)
    c = field.center()
    r = min(field.width(), field.height()) * 0.36
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0x5A, 0x0E, 0x18))
    painter.drawEllipse(c, r * 1.08, r * 1.08)
    painter.setBrush(_GOLD)
    painter.drawPath(_star(c, r, r * 0.45, 8))
    painter.setBrush(QColor(0xB0, 0x2A, 0x36))
    painter.drawPath(_star(c, r * 0.55, r * 0.28, 8, -math.pi / 2 + math.pi / 8))
    painter.setBrush(_GOLD)
    painter.drawEllipse(c, r * 0.14, r * 0.14)


def _weave(painter: QPainter, field: QRectF, w: float) -> None:
    """Forest green basket weave around a light oval medallion."""
    _gradient_fill(painter, field, QColor(0x2E, 0x7D, 0x4F), QColor(0x0E, 0x3B, 0x24))
    cell = w * 0.1
    light = QColor(255, 255, 255, 34)
    dark = QColor(0, 0, 0, 40)
    pad = cell * 0.12
    row = 0
    y = field.top()
    while y < field.bottom():
        col = 0
        x = field.left()
        while x < field.right():
            across = (row + col) % 2 == 0
            for i in range(3):
                if across:
                    strip = QRectF(x + pad, y + pad + i * (cell - 2 * pad) / 3, cell - 2 * pad, (cell - 2 * pad) / 3.6)
                else:
                    strip = QRectF(x + pad + i * (cell - 2 * pad) / 3, y + pad, (cell - 2 * pad) / 3.6, cell - 2 * pad)
                painter.fillRect(strip, light if i != 1 else dark)
            x += cell
            col += 1
        y += cell
        row += 1
    c = field.center()
    rx, ry = field.width() * 0.3, field.height() * 0.24
    painter.setPen(QPen(_GOLD, max(0.8, w * 0.012)))
    painter.setBrush(QColor(0xE9, 0xF2, 0xE4))
    painter.drawEllipse(c, rx, ry)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0x2E, 0x7D, 0x4F))
    # A four-leaf knot in the medallion.
    for k in range(4):
        a = math.pi / 4 + k * math.pi / 2
        leaf = QPointF(c.x() + math.cos(a) * rx * 0.3, c.y() + math.sin(a) * ry * 0.36)
        painter.drawEllipse(leaf, rx * 0.24, ry * 0.3)
    painter.setBrush(_GOLD)
    painter.drawEllipse(c, rx * 0.12, rx * 0.12)


def _stars(painter: QPainter, field: QRectF, w: float) -> None:
    """A night sky: deep blue with scattered stars (the same every time) and a crescent moon."""
    gradient = QLinearGradient(field.topLeft(), field.bottomLeft())
    gradient.setColorAt(0.0, QColor(0x10, 0x16, 0x3F))
    gradient.setColorAt(1.0, QColor(0x2C, 0x1F, 0x5E))
    painter.fillRect(field, QBrush(gradient))
    rng = random.Random(11)
    painter.setPen(Qt.PenStyle.NoPen)
    for _ in range(34):
        p = QPointF(field.left() + rng.random() * field.width(), field.top() + rng.random() * field.height())
        size = w * (0.012 + rng.random() * 0.028)
        painter.setBrush(QColor(255, 248, 220, 120 + rng.randrange(0, 130)))
        painter.drawPath(_star(p, size, size * 0.42, 5, rng.random() * math.pi))
    c = field.center()
    r = min(field.width(), field.height()) * 0.22
    moon = QPainterPath()
    moon.addEllipse(c, r, r)
    bite = QPainterPath()
    bite.addEllipse(QPointF(c.x() + r * 0.45, c.y() - r * 0.2), r * 0.85, r * 0.85)
    painter.setBrush(QColor(0xF6, 0xE7, 0xB0))
    painter.drawPath(moon.subtracted(bite))


def _stripes(painter: QPainter, field: QRectF, w: float) -> None:
    """Amber with bold diagonal stripes and a white disc holding a small web."""
    painter.fillRect(field, QColor(0xD9, 0x82, 0x1E))
    step = w * 0.12
    stripes = QPainterPath()
    span = field.width() + field.height()
    k = -span
    while k <= span:
        x = field.left() + k
        stripes.moveTo(x, field.bottom())
        stripes.lineTo(x + step / 2, field.bottom())
        stripes.lineTo(x + step / 2 + field.height(), field.top())
        stripes.lineTo(x + field.height(), field.top())
        stripes.closeSubpath()
        k += step
    painter.fillPath(stripes, QColor(0x9C, 0x4A, 0x0C, 150))
    c = field.center()
    r = min(field.width(), field.height()) * 0.3
    painter.setPen(QPen(QColor(0x6B, 0x2E, 0x05), max(0.8, w * 0.012)))
    painter.setBrush(QColor(0xFF, 0xF8, 0xEC))
    painter.drawEllipse(c, r, r)
    web = QPainterPath()
    for k in range(8):
        a = k * math.pi / 4
        web.moveTo(c)
        web.lineTo(c.x() + math.cos(a) * r * 0.85, c.y() + math.sin(a) * r * 0.85)
    for ring in (0.3, 0.55, 0.8):
        for k in range(8):
            a, b = k * math.pi / 4, (k + 1) * math.pi / 4
            web.moveTo(c.x() + math.cos(a) * r * ring, c.y() + math.sin(a) * r * ring)
            web.lineTo(c.x() + math.cos(b) * r * ring, c.y() + math.sin(b) * r * ring)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(0x6B, 0x2E, 0x05, 200), max(0.5, w * 0.007)))
    painter.drawPath(web)
