"""The duel result's score chart stays readable against the computer, whose game lasts a few seconds."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QImage

from spider_qt.ui.duel.score_chart import SIDE_COLORS, ScoreChart, nice_step


def _series(actions: int, seconds: float, start: int, step: int) -> list[tuple[float, int]]:
    return [(seconds * k / actions, start + step * k) for k in range(actions + 1)]


def _columns_with(image: QImage, color: QColor) -> list[int]:
    """The x positions where a pixel close to ``color`` shows."""
    xs = []
    for x in range(image.width()):
        for y in range(image.height()):
            c = image.pixelColor(x, y)
            if abs(c.red() - color.red()) + abs(c.green() - color.green()) + abs(c.blue() - color.blue()) < 40:
                xs.append(x)
                break
    return xs


def test_both_games_fill_the_chart_however_long_each_took(qtbot: Any) -> None:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(600, 260)
    human = _series(80, 900.0, 500, -1)  # a quarter of an hour
    computer = _series(70, 4.0, 500, 3)  # the computer: four seconds
    chart.set_series([("Anna", human), ("Computer", computer)])
    chart.show()
    qtbot.waitExposed(chart)
    image = chart.grab().toImage()
    plot = chart.plot_rect()
    for color in SIDE_COLORS:
        xs = [x for x in _columns_with(image, color) if plot.left() <= x <= plot.right()]
        assert xs and max(xs) > plot.left() + plot.width() * 0.75, "each curve runs across most of the chart"
    # The legend sits in its own row above the plot: it cannot cross a curve.
    assert chart.legend_rect().bottom() < plot.top()
    x_max, x_step, lo, hi = chart.axis_ranges()
    assert x_max >= 80 and x_max % x_step == 0 and lo <= 430 and hi >= 710


def test_axis_steps_are_round_numbers() -> None:
    assert nice_step(80) == 20
    assert nice_step(7) == 2
    assert nice_step(1000, 4) == 500
    assert nice_step(0) == 1
