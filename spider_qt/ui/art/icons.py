"""The toolbar's and menus' icons, drawn by the project's own code.

The desktop's icon theme wins where it has the icon (``QIcon.fromTheme``); without one (a bare
desktop, the packaged bundle on another system) these vector drawings take its place, in the
palette's text colour so they read on light and dark themes alike. Each is drawn on a 24-unit grid
and rendered crisp at the usual toolbar and menu sizes for the screen's device pixel ratio.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPainter, QPainterPath, QPalette, QPen, QPixmap

# Logical sizes rendered for each icon (menus 16, toolbars 22-24, large toolbars 32-48).
SIZES = (16, 22, 24, 32, 48)

Drawing = Callable[[QPainter, QColor], None]


def _pen(color: QColor, width: float = 2.0) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _arrow_head(painter: QPainter, tip: QPointF, angle: float, color: QColor, size: float = 5.0) -> None:
    """A filled arrow head at ``tip`` pointing along ``angle`` (radians, screen coordinates)."""
    back = angle + math.pi
    left = QPointF(tip.x() + size * math.cos(back - 0.55), tip.y() + size * math.sin(back - 0.55))
    right = QPointF(tip.x() + size * math.cos(back + 0.55), tip.y() + size * math.sin(back + 0.55))
    head = QPainterPath(tip)
    head.lineTo(left)
    head.lineTo(right)
    head.closeSubpath()
    painter.setPen(_pen(color, 1.2))
    painter.setBrush(color)
    painter.drawPath(head)


def _draw_new(painter: QPainter, color: QColor) -> None:
    """A card with a four-pointed sparkle: a fresh deal."""
    painter.setPen(_pen(color, 1.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(4, 5, 12, 16), 2, 2)
    star = QPainterPath()
    cx, cy, r, w = 17.5, 6.5, 5.0, 1.3
    star.moveTo(cx, cy - r)
    star.quadTo(cx + w * 0.3, cy - w * 0.3, cx + r, cy)
    star.quadTo(cx + w * 0.3, cy + w * 0.3, cx, cy + r)
    star.quadTo(cx - w * 0.3, cy + w * 0.3, cx - r, cy)
    star.quadTo(cx - w * 0.3, cy - w * 0.3, cx, cy - r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPath(star)


def _draw_restart(painter: QPainter, color: QColor) -> None:
    """A circular arrow: the same deal again."""
    painter.setPen(_pen(color))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    box = QRectF(5, 5, 14, 14)
    painter.drawArc(box, 100 * 16, 290 * 16)  # from 100 degrees, counter-clockwise, open at the top right
    end = math.radians(100 + 290)
    tip = QPointF(12 + 7 * math.cos(end), 12 - 7 * math.sin(end))
    # Tangent of a counter-clockwise arc in screen coordinates (y grows downwards).
    _arrow_head(painter, tip, math.atan2(-math.cos(end), -math.sin(end)), color)


def _draw_turn(painter: QPainter, color: QColor, mirrored: bool) -> None:
    """A U-turn arrow pointing left (undo) or right (redo)."""
    if mirrored:
        painter.translate(24, 0)
        painter.scale(-1, 1)
    path = QPainterPath(QPointF(8, 9))
    path.lineTo(14, 9)
    path.cubicTo(22, 9, 22, 20, 14, 20)
    path.lineTo(9, 20)
    painter.setPen(_pen(color))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    _arrow_head(painter, QPointF(3.5, 9), math.pi, color, 5.5)


def _draw_undo(painter: QPainter, color: QColor) -> None:
    _draw_turn(painter, color, mirrored=False)


def _draw_redo(painter: QPainter, color: QColor) -> None:
    _draw_turn(painter, color, mirrored=True)


def _draw_hint(painter: QPainter, color: QColor) -> None:
    """A light bulb."""
    bulb = QPainterPath()
    bulb.moveTo(9.5, 16)
    bulb.cubicTo(9.5, 13, 6, 11.5, 6, 8.5)
    bulb.cubicTo(6, 5, 8.7, 2.5, 12, 2.5)
    bulb.cubicTo(15.3, 2.5, 18, 5, 18, 8.5)
    bulb.cubicTo(18, 11.5, 14.5, 13, 14.5, 16)
    bulb.closeSubpath()
    painter.setPen(_pen(color, 1.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(bulb)
    painter.drawLine(QPointF(9.5, 18.5), QPointF(14.5, 18.5))
    painter.drawLine(QPointF(10.5, 21), QPointF(13.5, 21))
    painter.setPen(_pen(color, 1.4))
    painter.drawArc(QRectF(9, 5.5, 6, 6), 100 * 16, 80 * 16)


def _draw_deal(painter: QPainter, color: QColor) -> None:
    """Cards leaving a packet: deal a row."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(color, 1.6))
    painter.drawRoundedRect(QRectF(3, 8, 9, 13), 1.6, 1.6)
    painter.drawLine(QPointF(5, 6), QPointF(12.5, 6))
    painter.setPen(_pen(color, 1.8))
    painter.drawLine(QPointF(15, 14.5), QPointF(20.5, 14.5))
    _arrow_head(painter, QPointF(22, 14.5), 0.0, color, 4.0)


DRAWINGS: dict[str, tuple[str, Drawing]] = {
    "new_game": ("document-new", _draw_new),
    "restart": ("view-refresh", _draw_restart),
    "undo": ("edit-undo", _draw_undo),
    "redo": ("edit-redo", _draw_redo),
    "hint": ("help-hint", _draw_hint),
    "deal": ("go-next", _draw_deal),
}


def drawn_icon(name: str, color: QColor | None = None, dpr: float | None = None) -> QIcon:
    """The project's own drawing of icon ``name`` (a key of ``DRAWINGS``)."""
    _theme, draw = DRAWINGS[name]
    if color is None:
        color = QGuiApplication.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.WindowText)
    if dpr is None:
        screen = QGuiApplication.primaryScreen()
        dpr = screen.devicePixelRatio() if screen is not None else 1.0
    icon = QIcon()
    for size in SIZES:
        pixmap = QPixmap(round(size * dpr), round(size * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(size / 24.0, size / 24.0)
        draw(painter, color)
        painter.end()
        icon.addPixmap(pixmap)
    return icon


# The icon themes that hold no action icons: none set, or hicolor, the fallback theme of applications' own icons
# (all a desktop without icon settings has). Asking them for six icons searched every folder of the theme in vain,
# some 3 ms before the table's first frame.
_NO_ACTION_ICONS = ("", "hicolor")


def icon(name: str) -> QIcon:
    """Icon ``name`` from the desktop's theme, or else the project's own drawing."""
    theme, _draw = DRAWINGS[name]
    if QIcon.themeName() not in _NO_ACTION_ICONS:
        themed = QIcon.fromTheme(theme)
        if not themed.isNull():
            return themed
    return drawn_icon(name)
