"""What the window shows in its first frame, while the table behind it is still being built.

Start-up shows the window at once with the table's cloth (``MainWindow(staged=True)``), then loads
and builds the table, its panels, menus and toolbar (``MainWindow.build``) once that frame is on
screen. Only the cloth's gradient is needed for it, so this module stays small.
"""

from __future__ import annotations

from PySide6.QtGui import QBrush, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from spider_qt.ui.scene.felt import felt_gradient


class ClothPlaceholder(QWidget):
    """The table's cloth alone (without its grain), in the place the table will take."""

    def __init__(self, felt: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ClothPlaceholder")
        self.felt = felt

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(event.rect(), QBrush(felt_gradient(float(self.width()), float(self.height()), self.felt)))
        painter.end()
