"""Court cards (Jack, Queen, King): a framed panel with a small geometric figure, mirrored at the middle."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from spider_qt.ui.art.drawing import GOLD, RANK_LABELS, SKIN, fitted_text
from spider_qt.ui.art.suits import INK_RED, suit_path


def paint_court(painter: QPainter, w: float, h: float, rank: str, suit: str, ink: QColor) -> None:
    """The panel of a court card ``rank`` (``"J"``, ``"Q"``, ``"K"``) on a ``w`` x ``h`` face."""
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
        _paint_figure(painter, half.width(), half.height(), rank, suit, ink)
        painter.restore()

    line_w = max(0.8, w * 0.009)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, line_w))
    painter.drawPath(frame)
    inner = QPainterPath()
    gap = w * 0.018
    inner.addRoundedRect(panel.adjusted(gap, gap, -gap, -gap), radius * 0.6, radius * 0.6)
    painter.setPen(QPen(GOLD, max(0.6, w * 0.006)))
    painter.drawPath(inner)
    painter.setPen(QPen(ink, line_w))
    mid = panel.center().y()
    painter.drawLine(QPointF(panel.left() + gap, mid), QPointF(panel.right() - gap, mid))


def _paint_figure(painter: QPainter, pw: float, ph: float, rank: str, suit: str, ink: QColor) -> None:
    """One half of a court card, in a ``pw`` x ``ph`` box whose bottom edge is the card's middle."""
    painter.save()
    painter.scale(pw, ph)
    line = 0.014
    stroke = QPen(ink, line)
    stroke.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    gold_line = QPen(GOLD.darker(135), line)
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
        _paint_head(painter, cx, cy, rank, ink, dark, hair_only=True)
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
    painter.setBrush(GOLD)
    painter.drawPath(collar)
    for x in (0.27, 0.73):
        painter.fillPath(suit_path(suit, 0.12).translated(x - 0.06, 0.86), white)

    _paint_head(painter, cx, cy, rank, ink, dark, hair_only=False)

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
        painter.setBrush(GOLD)
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
        painter.setBrush(GOLD)
        for k in range(5):
            angle = 2 * math.pi * k / 5 - math.pi / 2
            painter.drawEllipse(QPointF(0.15 + 0.055 * math.cos(angle), 0.39 + 0.055 * math.sin(angle)), 0.04, 0.04)
        painter.setBrush(white)
        painter.drawEllipse(QPointF(0.15, 0.39), 0.03, 0.03)
    else:
        painter.setPen(gold_line)
        painter.setBrush(GOLD)
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
    letter = fitted_text(RANK_LABELS[rank], pw * 0.16, ph * 0.04, pw * 0.15, pw * 0.2)
    painter.fillPath(letter, ink)
    size = pw * 0.14
    painter.fillPath(suit_path(suit, size).translated(pw * 0.84 - size / 2, ph * 0.04), ink)


def _paint_head(painter: QPainter, cx: float, cy: float, rank: str, ink: QColor, dark: QColor, hair_only: bool) -> None:
    """Face, hair and headgear around (``cx``, ``cy``) in half-panel units."""
    line = 0.012
    stroke = QPen(ink, line)
    stroke.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    gold_line = QPen(GOLD.darker(135), line)
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
    painter.setBrush(SKIN)
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
        blush = QColor(INK_RED)
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
        painter.setPen(QPen(SKIN, line))
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
        painter.setBrush(GOLD)
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
        painter.setBrush(GOLD)
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
        painter.setPen(QPen(GOLD, 0.028))
        painter.drawLine(QPointF(-0.17, top + 0.075), QPointF(0.17, top + 0.075))
        feather = QPainterPath()
        feather.moveTo(-0.06, top - 0.06)
        feather.cubicTo(-0.1, top - 0.13, -0.15, top - 0.17, -0.2, top - 0.18)
        feather.cubicTo(-0.19, top - 0.1, -0.15, top - 0.03, -0.09, top - 0.0)
        feather.closeSubpath()
        painter.setPen(gold_line)
        painter.setBrush(GOLD)
        painter.drawPath(feather)
    painter.restore()
