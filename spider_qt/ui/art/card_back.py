"""The card back: a spider web on a lattice inside a shaded field, drawn as vectors.

A back design is a value (its colours); new designs are added to ``BACK_DESIGNS``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QRadialGradient

from spider_qt.ui.art.drawing import paint_paper


@dataclass(frozen=True)
class BackDesign:
    """How a card back looks: its name (a cache key and settings value) and the field's colours."""

    name: str
    center: QColor
    edge: QColor


WEB_BACK = BackDesign("web", QColor(0x1B, 0x5E, 0x86), QColor(0x0B, 0x2A, 0x47))

# The back designs by name.
BACK_DESIGNS: dict[str, BackDesign] = {WEB_BACK.name: WEB_BACK}


def paint_back(painter: QPainter, rect: QRectF, design: BackDesign = WEB_BACK) -> None:
    """Draw the card back ``design`` into ``rect`` as vectors."""
    w, h = rect.width(), rect.height()
    if w <= 0 or h <= 0:
        return
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(rect.topLeft())
        paint_paper(painter, w, h)
        margin = w * 0.06
        field = QRectF(margin, margin, w - 2 * margin, h - 2 * margin)
        radius = w * 0.035
        shape = QPainterPath()
        shape.addRoundedRect(field, radius, radius)
        center = field.center()
        gradient = QRadialGradient(center, max(field.width(), field.height()) * 0.75)
        gradient.setColorAt(0.0, design.center)
        gradient.setColorAt(1.0, design.edge)
        painter.fillPath(shape, QBrush(gradient))
        painter.setClipPath(shape)
        _paint_lattice(painter, field, w)
        _paint_web(painter, center, min(field.width(), field.height()) * 0.47, w)
        _paint_spider(painter, center, w, design.edge)
        painter.setClipping(False)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 150), max(0.6, w * 0.006)))
        gap = w * 0.025
        inner = QPainterPath()
        inner.addRoundedRect(field.adjusted(gap, gap, -gap, -gap), radius * 0.6, radius * 0.6)
        painter.drawPath(inner)
    finally:
        painter.restore()


def diagonal_lattice(field: QRectF, step: float) -> QPainterPath:
    """Lines at 45° both ways across ``field``, ``step`` apart (the caller clips to the card)."""
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
    return lattice


def _paint_lattice(painter: QPainter, field: QRectF, w: float) -> None:
    step = w * 0.075
    lattice = diagonal_lattice(field, step)
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


def _paint_spider(painter: QPainter, center: QPointF, w: float, mark_color: QColor) -> None:
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
    painter.setBrush(mark_color)
    mark = QPainterPath()
    mark.moveTo(center.x(), center.y() + body * 0.05)
    mark.lineTo(center.x() + body * 0.3, center.y() + body * 0.55)
    mark.lineTo(center.x(), center.y() + body * 1.05)
    mark.lineTo(center.x() - body * 0.3, center.y() + body * 0.55)
    mark.closeSubpath()
    painter.drawPath(mark)
