"""Colours chosen against the palette they are drawn on, so they read on light and dark desktops alike.

A desktop may give the application a dark palette (dark window, light text). A colour fixed for a light
window, such as a dark red for an error, then stands on a dark grey at a contrast too low to read.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

#: The contrast ratio body text needs (WCAG 2: 4.5 to 1).
READABLE = 4.5

# An error's red on a light window, and on a dark one.
ERROR_ON_LIGHT = QColor("#b3261e")
ERROR_ON_DARK = QColor("#ff8a80")


def luminance(color: QColor) -> float:
    """The relative luminance of ``color`` (0 black to 1 white), as WCAG defines it."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) + 0.0722 * channel(color.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """The contrast ratio of two colours, 1 (the same) to 21 (black on white)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def readable_on(background: QColor, *choices: QColor) -> QColor:
    """Of ``choices``, the one that stands out most on ``background``."""
    return max(choices, key=lambda color: contrast(color, background))


def error_color(palette: QPalette) -> QColor:
    """The red an error is written in on ``palette``'s window."""
    return readable_on(palette.color(QPalette.ColorRole.Window), ERROR_ON_LIGHT, ERROR_ON_DARK)


def mark_as_error(label: QWidget) -> None:
    """Write ``label``'s text in the error red that reads on its window's colour."""
    label.setStyleSheet(f"color: {error_color(label.palette()).name()};")
