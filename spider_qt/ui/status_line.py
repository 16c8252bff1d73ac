"""The status bar: who plays, the score and moves on the left; short messages on the right."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QLabel, QStatusBar

from spider_qt.engine import Game
from spider_qt.i18n import format_number


class StatusLine(QObject):
    """Fills ``bar`` with the player line and a message that clears itself."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.player_label = QLabel(bar)
        bar.addWidget(self.player_label, 1)
        self.message_label = QLabel(bar)
        bar.addPermanentWidget(self.message_label)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.message_label.clear)
        self._kind = ""

    def show_message(self, text: str, msecs: int = 4000, kind: str = "") -> None:
        """Show ``text`` for ``msecs``; ``kind`` names it for ``shows`` and ``clear_message``."""
        self.message_label.setText(text)
        self._kind = kind
        self._message_timer.start(msecs)

    def shows(self, kind: str) -> bool:
        """Whether the message of this ``kind`` is still shown."""
        return self._kind == kind and bool(self.message_label.text())

    def clear_message(self, kind: str) -> None:
        """Clear the message if it is still the one of this ``kind`` (one that is no longer true)."""
        if self.shows(kind):
            self._message_timer.stop()
            self.message_label.clear()

    def show_player(self, game: Game | None, player: str) -> None:
        """``player``'s score and moves in ``game``; nothing when ``game`` is None (or hidden)."""
        if game is None:
            self.player_label.setText("")
            return
        name = player or QCoreApplication.translate("MainWindow", "Player")
        score = QCoreApplication.translate("MainWindow", "Score: %1").replace("%1", format_number(game.score))
        moves = QCoreApplication.translate("MainWindow", "%n move(s)", "", game.moves)
        line = QCoreApplication.translate("MainWindow", "%1 · %2 · %3")
        self.player_label.setText(line.replace("%1", name).replace("%2", score).replace("%3", moves))
