"""Suit symbols as QPainterPaths built from Bézier curves, and the ink of each suit."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainterPath, QTransform

INK_BLACK = QColor(0x16, 0x18, 0x1D)
INK_RED = QColor(0xC8, 0x1B, 0x2B)
INK_BLUE = QColor(0x15, 0x5B, 0xC2)
INK_GREEN = QColor(0x13, 0x7A, 0x3A)


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
        return QColor(INK_BLACK)
    if suit == "h":
        return QColor(INK_RED)
    if suit == "d":
        return QColor(INK_BLUE if four_color else INK_RED)
    if suit == "c":
        return QColor(INK_GREEN if four_color else INK_BLACK)
    raise ValueError(f"not a suit: {suit!r} (expected 's', 'h', 'd' or 'c')")
