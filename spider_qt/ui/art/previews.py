"""Small pictures of the card backs and table cloths, for the Options menu's choices (drawn with the table's own
painting code, so a preview is the very design the table shows)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap

from spider_qt.ui.art.backs import BACKS, is_drawn_here, paint_card_back
from spider_qt.ui.art.card_back import paint_back
from spider_qt.ui.art.felt import paint_felt

# A card's proportions (as the table's cards), at the height of a menu line's icon.
BACK_SIZE = (20, 28)
FELT_SIZE = (32, 20)


def _pixmap(width: int, height: int, dpr: float) -> QPixmap:
    pixmap = QPixmap(round(width * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def back_preview(back: str, dpr: float = 1.0) -> QIcon:
    """The card back ``back`` as a small card."""
    w, h = BACK_SIZE
    pixmap = _pixmap(w, h, dpr)
    design = BACKS[back]
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0.5, 0.5, w - 1, h - 1)
        if is_drawn_here(design):
            paint_card_back(painter, rect, design)
        else:
            paint_back(painter, rect, design)
    finally:
        painter.end()
    return QIcon(pixmap)


def felt_preview(felt: str, dpr: float = 1.0) -> QIcon:
    """The table cloth ``felt`` as a small swatch, lit in the middle as the table is."""
    w, h = FELT_SIZE
    pixmap = _pixmap(w, h, dpr)
    painter = QPainter(pixmap)
    try:
        paint_felt(painter, QRectF(0, 0, w, h), float(w), float(h), felt, dpr)
    finally:
        painter.end()
    return QIcon(pixmap)
