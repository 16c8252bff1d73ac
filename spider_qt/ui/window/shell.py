"""What the window shows in its first frame, while the table behind it is still being built.

Start-up shows the window at once with the table's cloth (``MainWindow(staged=True)``), then loads
and builds the table, its panels, menus and toolbar (``MainWindow.build``) once that frame is on
screen. The cloth is one flat colour here (the table's own felt, with its light and grain, comes
with the table a moment later), so this module needs no painting code.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QLabel, QWidget

from spider_qt.ui.art.looks import felt_rgb


def cloth_colour(felt: str) -> QColor:
    """The flat colour of ``felt`` for the first frame: the felt's tone halfway between its lit middle and its edge."""
    centre, _edge = felt_rgb(felt)
    return QColor(*centre).darker(122)


class ClothPlaceholder(QWidget):
    """The table's cloth alone, in the place the table will take."""

    def __init__(self, felt: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ClothPlaceholder")
        self.felt = felt
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, cloth_colour(felt))
        self.setPalette(palette)
        self.setAutoFillBackground(True)


#: The window's least size (made smaller only where the screen's free area is smaller), and its greatest side
#: that ``--size`` takes: more than a span of three 4K screens, and within what a graphics card can draw at once.
MIN_WINDOW_SIZE = (800, 600)
MAX_WINDOW_SIDE = 16384

#: The share of the screen's free area a window takes at most when it first opens (the rest: panels, a title bar).
SCREEN_SHARE = 0.92


def free_area(widget: QWidget) -> QSize | None:
    """The free area (less panels) of the screen ``widget`` is on, in device-independent pixels; None without one.

    A 1920 × 1080 screen at 200 % offers 960 × 540 of them: less than some fixed sizes would ask for."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return None if screen is None else screen.availableGeometry().size()


def screen_bounded(widget: QWidget, least: QSize) -> QSize:
    """A minimum size ``least``, made no larger than the screen's free area, so the window can always fit."""
    free = free_area(widget)
    return least if free is None else least.boundedTo(free)


def fitted_size(widget: QWidget, wanted: QSize) -> QSize:
    """``wanted``, made smaller where the screen's free area (less panels) would not hold it, and never below the
    widget's minimum: a laptop's 1366 × 768 screen shows the whole window, status bar and buttons included."""
    free = free_area(widget)
    if free is None:
        return wanted
    width = min(wanted.width(), int(free.width() * SCREEN_SHARE))
    height = min(wanted.height(), int(free.height() * SCREEN_SHARE))
    least = widget.minimumSize()
    return QSize(max(width, least.width()), max(height, least.height()))


def wrapped_height(label: QLabel, width: int) -> int:
    """The height ``label``'s plain text needs, word-wrapped at ``width``.

    Worked out from its font, not with ``QLabel.heightForWidth``: in the dialog parented to the window that said 98
    px for one line of 14 (the text was laid out far narrower than the label), and the dialog showed large gaps.
    """
    from PySide6.QtCore import Qt  # here: the Qt namespace costs the first frame time (see ``spider_qt.ui.app``)

    margins = label.contentsMargins()
    inner = max(1, width - margins.left() - margins.right() - 2 * label.margin())
    text = label.fontMetrics().boundingRect(QRect(0, 0, inner, 1 << 20), Qt.TextFlag.TextWordWrap, label.text())
    return text.height() + margins.top() + margins.bottom() + 2 * label.margin()
