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

    Built as raw premultiplied ARGB bytes from one draw of random bytes: painting ~2000 single pixels through QPainter
    cost ~10 ms on the way to the first frame, and asking the generator for each speck's numbers 1.4 ms (5.5 ms at
    200 %).
    """
    size = max(1, round(_GRAIN_SIZE * dpr))
    pixels = size * size
    data = bytearray(pixels * 4)
    specks = pixels // 5
    # Per speck: where (4 bytes, taken modulo the tile), how strong (1 byte) and light or dark (1 byte).
    draw = random.Random(7).randbytes(specks * 6)
    where = memoryview(draw[: specks * 4]).cast("I")
    # Each strength's pixel, in memory order B, G, R, A (little-endian ARGB32): premultiplied white has every channel
    # equal to the alpha.
    light = bytes(c for a in range(4, 13) for c in (a, a, a, a))
    dark = bytes(c for a in range(4, 13) for c in (0, 0, 0, a + 4))
    for k in range(specks):
        i = (where[k] % pixels) * 4
        strength = draw[specks * 4 + k] % 9 * 4
        shade = light if draw[specks * 5 + k] < 128 else dark
        data[i : i + 4] = shade[strength : strength + 4]
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
