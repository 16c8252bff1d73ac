"""The duel result's chart: both players' scores over the time they used, and the colours of the two sides."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QWidget,
)

from spider_qt.i18n import format_number, retranslate_later
from spider_qt.store.duels import shown_seconds
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.window.panels import format_clock

SIDE_COLORS = (QColor("#1f6fd1"), QColor("#d1431f"))
# The players' names above their columns, in their chart colours made darker for a light window and lighter for a
# dark one: the chart's own blue and red read at about 4 to 1 on a light window and 3 to 1 on a dark one.
SIDE_NAME_COLORS = ((QColor("#1a5fb4"), QColor("#7fb2ff")), (QColor("#b5391a"), QColor("#ff9a7a")))


def first_divergence(a: Sequence[str], b: Sequence[str]) -> int | None:
    """Index of the first action where two histories differ, or None when they are identical."""
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return i
    if len(a) != len(b):
        return min(len(a), len(b))
    return None


def nice_step(span: float, ticks: int = 5) -> int:
    """A round step (1, 2 or 5 times a power of ten) that cuts ``span`` into about ``ticks`` parts."""
    raw = max(1.0, span / max(1, ticks))
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return int(factor * power)
    return int(10 * power)


def time_used_text(seconds: float) -> str:
    """A player's time used in the whole seconds the clock showed and the winner is decided by (``shown_seconds``):
    the "Time used" row and the chart's legend say the same."""
    return format_clock(shown_seconds(seconds))


class ScoreChart(QWidget):
    """Both players' scores action by action, drawn with QPainter.

    The x axis counts each player's own actions, not seconds: against the computer, which plays a
    whole game in a few seconds, a time axis squeezed its curve into the first pixels.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[tuple[str, list[tuple[float, int]]]] = []
        self.times: list[float] | None = None
        self.setMinimumSize(QSize(420, 124))  # it stretches; 124 leaves a 640 x 480 screen room for the rest

    def x_title(self) -> str:
        """The x axis's title: it counts actions (moves, turned cards and deals), as the Moves row does in brackets."""
        return translate("Duel", "Actions (moves, turned cards, deals)")

    def set_series(self, series: list[tuple[str, list[tuple[float, int]]]], times: list[float] | None = None) -> None:
        """Each player's name and ``(seconds, score)`` after each action; ``times``, each player's whole time used
        (the legend shows it as the table does), else the time of their last action."""
        self.series = series
        self.times = times
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        """What a screen reader says of the chart (it is painted, with no text of its own): its name, and each
        player's legend with the score the curve ends on."""
        self.setAccessibleName(translate("Duel", "Score chart"))
        ends = [
            translate("Duel", "%1: score %2").replace("%1", label).replace("%2", format_number(pts[-1][1]))
            for label, (_name, pts) in zip(self.legend_texts(), self.series, strict=True)
            if pts
        ]
        self.setAccessibleDescription("; ".join(ends))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)

    def legend_texts(self) -> list[str]:
        """Each player's name in the legend, with the time they used."""
        texts = []
        for i, (name, pts) in enumerate(self.series):
            used = self.times[i] if self.times is not None else pts[-1][0] if pts else None
            texts.append(name if used is None else f"{name} ({time_used_text(used)})")
        return texts

    def legend_items(self, metrics: QFontMetrics) -> list[tuple[float, str]]:
        """Where each player's legend entry starts (its colour mark; the text follows 22 px on) and its text, shortened
        in the middle (the time used stays) when the two do not fit the legend's row: two names of 32 letters ran past
        the chart's right edge."""
        texts = self.legend_texts()
        legend = self.legend_rect()
        room = legend.width() - len(texts) * (22 + 24)
        if texts and sum(metrics.horizontalAdvance(t) for t in texts) > room:
            each = max(0, int(room / len(texts)))
            texts = [metrics.elidedText(t, Qt.TextElideMode.ElideMiddle, each) for t in texts]
        items = []
        x = legend.left()
        for text in texts:
            items.append((x, text))
            x += 22 + metrics.horizontalAdvance(text) + 24
        return items

    def bounds(self) -> tuple[float, int, int]:
        """Longest time, lowest and highest score over both series."""
        points = [p for _, pts in self.series for p in pts] or [(0.0, 0)]
        t_max = max(1.0, max(t for t, _ in points))
        lo = min(0, min(s for _, s in points))
        hi = max(10, max(s for _, s in points))
        return t_max, lo, hi

    def axis_ranges(self) -> tuple[int, int, int, int]:
        """The x axis's last action and tick step, and the y axis's rounded low and high ends."""
        _t, lo, hi = self.bounds()
        actions = max([len(pts) - 1 for _, pts in self.series] + [1])
        x_step = nice_step(actions)
        x_max = math.ceil(actions / x_step) * x_step
        y_step = self._y_step()
        return x_max, x_step, math.floor(lo / y_step) * y_step, math.ceil(hi / y_step) * y_step

    def _y_step(self) -> int:
        _t, lo, hi = self.bounds()
        # Four steps, or fewer where the plot is too low to keep each number apart from the next (a small screen).
        top, bottom = self._plot_top_bottom()
        fits = int((bottom - top) // (1.5 * self.fontMetrics().height()))
        return nice_step(hi - lo, max(1, min(4, fits)))

    def legend_rect(self) -> QRectF:
        """Where the legend goes: a row above the plot, so it never crosses a curve, after the y axis's title."""
        fm = self.fontMetrics()
        left = max(self.plot_left(), fm.horizontalAdvance(self.y_title()) + 16)
        return QRectF(left, 4, max(0, self.width() - left), fm.height() + 4)

    def y_title(self) -> str:
        """The y axis's title, at the left of the legend's row (a row of its own made the chart taller)."""
        return translate("Duel", "Score")

    def plot_left(self) -> int:
        """Where the plot begins: after the y axis's numbers."""
        fm = self.fontMetrics()
        _x, _step, lo, hi = self.axis_ranges()
        return max(fm.horizontalAdvance(str(lo)), fm.horizontalAdvance(str(hi))) + 12

    def _plot_top_bottom(self) -> tuple[float, float]:
        fm = self.fontMetrics()
        top = 4 + fm.height() + 4 + fm.height() // 2 + 4  # the legend's row, and room for the top number
        bottom = self.height() - 2 * fm.height() - 12  # the x axis's numbers and its title
        return top, max(top + 10.0, bottom)

    def plot_rect(self) -> QRectF:
        """The area the curves are drawn in (axes' labels and titles around it)."""
        label_w = self.plot_left()
        top, bottom = self._plot_top_bottom()
        return QRectF(label_w, top, max(10.0, self.width() - label_w - 16), bottom - top)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fbfaf5"))
        fm = p.fontMetrics()
        x_max, x_step, lo, hi = self.axis_ranges()
        y_step = self._y_step()
        plot = self.plot_rect()

        def to_px(action: float, score: float) -> QPointF:
            x = plot.left() + plot.width() * action / x_max
            y = plot.bottom() - plot.height() * (score - lo) / max(1, hi - lo)
            return QPointF(x, y)

        # Grid and numbers: scores on the left, actions below.
        grid = QPen(QColor("#e3dfd2"), 1)
        text = QColor("#555")
        for value in range(lo, hi + 1, y_step):
            pt = to_px(0, value)
            p.setPen(QPen(QColor("#c9c5b8"), 1, Qt.PenStyle.DashLine) if value == 0 and lo < 0 else grid)
            p.drawLine(pt, to_px(x_max, value))
            p.setPen(text)
            p.drawText(
                QRectF(0, pt.y() - fm.height() / 2, plot.left() - 6, fm.height()),
                Qt.AlignmentFlag.AlignRight,
                str(value),
            )
        for action in range(0, x_max + 1, x_step):
            pt = to_px(action, lo)
            p.setPen(grid)
            p.drawLine(pt, to_px(action, hi))
            p.setPen(text)
            p.drawText(
                QRectF(pt.x() - 30, plot.bottom() + 4, 60, fm.height()), Qt.AlignmentFlag.AlignHCenter, str(action)
            )
        p.setPen(QPen(QColor("#c9c5b8"), 1))
        p.drawRect(plot)
        p.setPen(text)
        p.drawText(
            QRectF(plot.left(), plot.bottom() + fm.height() + 6, plot.width(), fm.height()),
            Qt.AlignmentFlag.AlignHCenter,
            self.x_title(),
        )
        legend = self.legend_rect()
        p.drawText(
            QRectF(0, legend.top(), legend.left(), legend.height()), Qt.AlignmentFlag.AlignVCenter, self.y_title()
        )
        for i, (_name, pts) in enumerate(self.series):
            if not pts:
                continue
            # A score holds until the next action: steps, one per action.
            poly = QPolygonF()
            poly.append(to_px(0, pts[0][1]))
            for k in range(1, len(pts)):
                poly.append(to_px(k, pts[k - 1][1]))
                poly.append(to_px(k, pts[k][1]))
            p.setPen(QPen(SIDE_COLORS[i % 2], 2.2))
            p.drawPolyline(poly)
            p.setBrush(SIDE_COLORS[i % 2])
            p.drawEllipse(poly.last(), 3.5, 3.5)  # where this player's game ended
            p.setBrush(Qt.BrushStyle.NoBrush)
        # The legend, with each player's playing time (their games may differ a lot in length).
        bold = QFont(p.font())
        bold.setBold(True)
        p.setFont(bold)
        for i, (x, label) in enumerate(self.legend_items(p.fontMetrics())):
            p.fillRect(QRectF(x, legend.center().y() - 2, 16, 4), SIDE_COLORS[i % 2])
            p.setPen(QColor("#333"))
            p.drawText(
                QRectF(x + 22, legend.top(), self.width(), legend.height()), Qt.AlignmentFlag.AlignVCenter, label
            )
        p.end()
