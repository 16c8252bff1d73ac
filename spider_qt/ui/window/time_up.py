"""The moment a duel player's clock runs out: "Time is up" over the table, before the next cover or the result.

A time-out used to go straight on to the next player's cover or to the result screen, and the status bar's "Time is
up." was cleared by the cover at once: nothing said why the turn had ended. The duel now waits ``PAUSE_MS`` with this
panel over the table (``duel.DuelSession``), then goes on; the panel goes by itself.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from spider_qt.ui.texts.domains import translate
from spider_qt.ui.texts.duel_news import time_up_text
from spider_qt.ui.window.panels import OverlayPanel

# How long the duel shows "Time is up" before it goes on (tests set it to 0).
PAUSE_MS = 1500


class TimeUpPanel(OverlayPanel):
    """ "Time is up" and whose, over the table for a moment."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from PySide6.QtWidgets import QVBoxLayout

        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.setSpacing(10)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        self.setMinimumWidth(320)
        self._name = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def retranslate(self) -> None:
        self.title.setText(translate("Table", "Time is up", "time up"))
        self.subtitle.setText(time_up_text(self._name))
        if self.isVisible():
            self.recenter()

    def show_for(self, name: str, msecs: int) -> None:
        """Say that ``name``'s time is up, for ``msecs``."""
        self._name = name
        self.retranslate()
        self.show()
        self.raise_()
        self.recenter()
        self._timer.start(max(1, msecs))
