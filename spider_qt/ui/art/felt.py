"""The table's felt: a few cloth colours, each a radial gradient with a faint grain, drawn by our own code."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient

from spider_qt.ui.art.looks import DEFAULT_FELT, FELT_RGB

# Felt id -> (colour at the centre, colour at the edges), from ``ui.looks``. The first is the default.
FELTS: dict[str, tuple[QColor, QColor]] = {
    felt: (QColor(*centre), QColor(*edge)) for felt, (centre, edge) in FELT_RGB.items()
}

_GRAIN_SIZE = 96
_grain: dict[float, QPixmap] = {}


def felt_colors(felt: str) -> tuple[QColor, QColor]:
    """Centre and edge colours of ``felt`` (the default felt's for an unknown id)."""
    return FELTS.get(felt, FELTS[DEFAULT_FELT])


def grain_image(dpr: float) -> QImage:
    """A tile of faint light and dark specks that gives the felt some texture (the same every time).

    Built as raw premultiplied ARGB bytes: painting ~2000 single pixels through QPainter cost ~10 ms
    on the way to the first frame.
    """
    size = max(1, round(_GRAIN_SIZE * dpr))
    data = bytearray(size * size * 4)
    rng = random.Random(7)
    for _ in range(size * size // 5):
        x, y = rng.randrange(size), rng.randrange(size)
        a = rng.randrange(4, 13)
        i = (y * size + x) * 4
        # Bytes in memory order B, G, R, A (little-endian ARGB32); premultiplied white has every channel = alpha.
        data[i : i + 4] = bytes((a, a, a, a)) if rng.random() < 0.5 else bytes((0, 0, 0, a + 4))
    image = QImage(bytes(data), size, size, size * 4, QImage.Format.Format_ARGB32_Premultiplied).copy()
    image.setDevicePixelRatio(dpr)
    return image


def grain_tile(dpr: float) -> QPixmap:
    """The grain tile as a pixmap for ``dpr`` (made once per ratio)."""
    key = round(dpr, 4)
    tile = _grain.get(key)
    if tile is None:
        tile = QPixmap.fromImage(grain_image(dpr))
        tile.setDevicePixelRatio(dpr)
        _grain[key] = tile
    return tile


def felt_gradient(width: float, height: float, felt: str) -> QRadialGradient:
    """The cloth's light over a ``width`` x ``height`` table: lit a little above the middle, darker at the edges."""
    centre, edge = felt_colors(felt)
    grad = QRadialGradient(QPointF(width / 2, height * 0.42), max(width, height) * 0.72)
    grad.setColorAt(0.0, centre)
    grad.setColorAt(0.5, centre.darker(122))
    grad.setColorAt(1.0, edge)
    return grad


def paint_felt(painter: QPainter, rect: QRectF, width: float, height: float, felt: str, dpr: float) -> None:
    """Fill ``rect`` of a ``width`` x ``height`` table with ``felt``: lit in the middle, darker at the edges."""
    painter.fillRect(rect, QBrush(felt_gradient(width, height, felt)))
    painter.drawTiledPixmap(rect, grain_tile(dpr), rect.topLeft())
