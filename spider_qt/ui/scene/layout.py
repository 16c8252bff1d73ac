"""Table geometry: where every card, packet and box goes for a viewport size (pure geometry, no items).

All lengths are device-independent pixels of the viewport; the scene is laid out
again at the viewport's size after every resize, so nothing is ever scaled by a
view transform and the card images stay crisp.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from spider_qt.engine.deal import COLUMNS as COLUMNS
from spider_qt.ui.art.card_art import CARD_RATIO as CARD_RATIO
from spider_qt.ui.model import TableSnapshot

# Horizontal gap between columns, as a fraction of the card width.
COLUMN_GAP = 0.13
# Fan offsets as fractions of the card height.
DOWN_FAN = 0.12
UP_FAN = 0.27
# The smallest face-up offset that still shows a card's corner index (rank and suit).
READABLE_UP_FAN = 0.25
MIN_DOWN_FAN = 0.035
MIN_UP_FAN = 0.06
# Top-row pieces (stock packets, discard boxes) are this fraction of a card.
MINI_SCALE = 0.56
# Horizontal step between stock packets, as a fraction of a packet's width.
PACKET_STEP = 0.3
# Width of a discard box, as a fraction of the card width.
BOX_SCALE = 0.42
STOCK_PACKETS = 5
DISCARD_BOXES = 8
# How many card heights a column must fit at least (so short, wide windows do not get huge cards).
MIN_COLUMN_HEIGHT = 3.4


@dataclass(frozen=True)
class TableLayout:
    """Where things go: card size, column fans, top-row rectangles."""

    width: float
    height: float
    card_width: float
    card_height: float
    margin: float
    gap: float
    left: float
    columns_top: float
    hud_rect: QRectF
    stock_area: QRectF
    stock_rects: tuple[QRectF, ...]
    discard_rects: tuple[QRectF, ...]
    downs: tuple[int, ...]
    fans: tuple[tuple[float, float], ...]

    @property
    def mini_size(self) -> tuple[float, float]:
        """Width and height of a stock packet (a small card)."""
        return self.stock_area.height() / CARD_RATIO, self.stock_area.height()

    def column_x(self, col: int) -> float:
        """Left edge of column ``col``'s cards."""
        return self.left + col * (self.card_width + self.gap)

    def card_pos(self, col: int, index: int) -> QPointF:
        """Top-left corner of card ``index`` (0 = bottom card) of column ``col``."""
        down_step, up_step = self.fans[col]
        down = self.downs[col]
        y = self.columns_top + min(index, down) * down_step + max(0, index - down) * up_step
        return QPointF(round(self.column_x(col)), round(y))

    def card_rect(self, col: int, index: int) -> QRectF:
        """The rectangle of card ``index`` of column ``col``."""
        p = self.card_pos(col, index)
        return QRectF(p.x(), p.y(), self.card_width, self.card_height)

    def column_rect(self, col: int) -> QRectF:
        """The whole area of column ``col`` from its top to the bottom of the table (drop zone)."""
        x = self.column_x(col) - self.gap / 2
        return QRectF(x, self.columns_top - self.gap / 2, self.card_width + self.gap, self.height - self.columns_top)

    def column_at(self, x: float) -> int | None:
        """The column whose drop zone spans ``x``, if any."""
        for c in range(COLUMNS):
            r = self.column_rect(c)
            if r.left() <= x < r.right():
                return c
        return None

    def deal_origin(self) -> QRectF:
        """Where dealt cards come from: the top stock packet, or the stock area when it is empty."""
        if self.stock_rects:
            return self.stock_rects[-1]
        w, h = self.mini_size
        return QRectF(self.stock_area.left(), self.stock_area.top(), w, h)


def _fit_fans(n: int, down: int, avail: float, card_h: float, down_step: float, up_step: float) -> tuple[float, float]:
    """Fan offsets of one column, compressed so its last card stays inside ``avail``."""
    if n <= 1:
        return down_step, up_step
    n_down = min(down, n - 1)  # offsets taken by face-down cards (a face-down top adds none)
    n_up = max(0, n - 1 - n_down)
    room = avail - card_h

    def need(d: float, u: float) -> float:
        return n_down * d + n_up * u

    if need(down_step, up_step) <= room:
        return down_step, up_step
    # First squeeze the face-up fan down to the readable limit, then the face-down cards,
    # and only then (a very tall column in a tiny window) the face-up fan below readability.
    readable = max(min(up_step, READABLE_UP_FAN * card_h), 0.0)
    if n_up and need(down_step, readable) <= room:
        return down_step, (room - n_down * down_step) / n_up
    min_down = MIN_DOWN_FAN * card_h
    u = readable if n_up else up_step
    if n_down and need(min_down, u) <= room:
        return (room - n_up * u) / n_down, u
    d = min(down_step, min_down)
    if n_up:
        return d, max(MIN_UP_FAN * card_h, (room - n_down * d) / n_up)
    return max(1.0, room / max(1, n_down)), up_step


def _columns_top(height: float, width: float, hud_height: float, card_w: float) -> float:
    """Where the columns start for cards ``card_w`` wide: below the top band (HUD, stock, discard boxes)."""
    margin = max(8.0, min(width, height) * 0.018)
    band_h = max(card_w * CARD_RATIO * MINI_SCALE, hud_height)
    return margin + band_h + max(margin, card_w * COLUMN_GAP * 1.2)


def _readable(width: float, height: float, hud_height: float, card_w: float, snapshot: TableSnapshot) -> bool:
    """Whether cards ``card_w`` wide leave every column's face-up cards their readable corner (and the face-down
    ones their least fan) on a viewport of ``width`` x ``height``."""
    width, height = max(width, 200.0), max(height, 150.0)
    margin = max(8.0, min(width, height) * 0.018)
    card_h = card_w * CARD_RATIO
    avail = height - margin * 0.7 - _columns_top(height, width, hud_height, card_w)
    for cards in snapshot.columns:
        n = len(cards)
        if n <= 1:
            continue
        n_down = min(sum(1 for v in cards if not v.up), n - 1)
        n_up = n - 1 - n_down
        readable = min(UP_FAN, READABLE_UP_FAN) * card_h
        if card_h + n_down * MIN_DOWN_FAN * card_h + n_up * readable > avail:
            return False
    return True


def compute_layout(
    width: float, height: float, hud_width: float, snapshot: TableSnapshot, hud_height: float = 0.0
) -> TableLayout:
    """Lay the table out for a viewport of ``width`` x ``height`` with a HUD ``hud_width`` wide at the top left."""
    width = max(width, 200.0)
    height = max(height, 150.0)
    margin = max(8.0, min(width, height) * 0.018)
    by_width = (width - 2 * margin) / (COLUMNS + (COLUMNS - 1) * COLUMN_GAP)
    by_height = (height - 3 * margin) / (CARD_RATIO * (MINI_SCALE + MIN_COLUMN_HEIGHT))
    card_w = float(max(20, int(min(by_width, by_height))))  # whole pixels keep the images crisp
    # Smaller cards, rather than corners squeezed out of sight: every face-up card's rank and suit stay readable
    # as long as cards at least half the size the window allows can hold the longest column.
    least = float(max(20, int(card_w * 0.5)))
    while card_w > least and not _readable(width, height, hud_height, card_w, snapshot):
        card_w = max(least, card_w - max(1.0, float(int(card_w * 0.04))))
    card_h = card_w * CARD_RATIO
    gap = card_w * COLUMN_GAP
    table_w = COLUMNS * card_w + (COLUMNS - 1) * gap
    left = float(round((width - table_w) / 2))
    right = left + table_w

    # Top row: HUD, stock packets, discard boxes, all on one band.
    mini_h = card_h * MINI_SCALE
    band_h = max(mini_h, hud_height)
    top = margin
    hud_left = min(margin, left)
    hud_rect = QRectF(hud_left, top, max(0.0, hud_width), band_h)
    mini_w = mini_h / CARD_RATIO
    step = mini_w * PACKET_STEP
    stock_left = max(left, hud_rect.right() + gap * 1.5) if hud_width > 0 else left
    stock_y = top + (band_h - mini_h) / 2
    stock_area = QRectF(stock_left, stock_y, mini_w + (STOCK_PACKETS - 1) * step, mini_h)
    packets = max(0, min(STOCK_PACKETS, snapshot.stock_packets))
    stock_rects = tuple(QRectF(stock_left + i * step, stock_y, mini_w, mini_h) for i in range(packets))

    # Discard boxes, right-aligned with the last column; narrower if the HUD leaves little room.
    box_gap = gap * 0.6
    room = right - box_gap - (stock_area.right() + gap * 1.5)
    box_w = min(card_w * BOX_SCALE, (room - (DISCARD_BOXES - 1) * box_gap) / DISCARD_BOXES)
    box_w = max(box_w, 8.0)
    box_h = min(mini_h, box_w * CARD_RATIO)
    box_y = top + (band_h - box_h) / 2
    first_box = right - box_gap - DISCARD_BOXES * box_w - (DISCARD_BOXES - 1) * box_gap
    discard_rects = tuple(QRectF(first_box + i * (box_w + box_gap), box_y, box_w, box_h) for i in range(DISCARD_BOXES))

    columns_top = _columns_top(height, width, hud_height, card_w)
    avail = height - margin * 0.7 - columns_top
    down_step = DOWN_FAN * card_h
    up_step = UP_FAN * card_h
    downs = []
    fans = []
    for c in range(COLUMNS):
        cards = snapshot.columns[c] if c < len(snapshot.columns) else ()
        down = sum(1 for v in cards if not v.up)
        downs.append(down)
        fans.append(_fit_fans(len(cards), down, avail, card_h, down_step, up_step))
    return TableLayout(
        width=width,
        height=height,
        card_width=card_w,
        card_height=card_h,
        margin=margin,
        gap=gap,
        left=left,
        columns_top=columns_top,
        hud_rect=hud_rect,
        stock_area=stock_area,
        stock_rects=stock_rects,
        discard_rects=discard_rects,
        downs=tuple(downs),
        fans=tuple(fans),
    )
