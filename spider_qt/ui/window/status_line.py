"""The status bar: who plays, the score and moves on the left; short messages on the right."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QSize, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget

from spider_qt.engine import Game
from spider_qt.i18n import format_number


class StatusLine(QObject):
    """Fills ``bar`` with the player line and a message that clears itself."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.player_label = QLabel(bar)
        bar.addWidget(self.player_label, 1)
        self.message_label = _MessageLabel(bar)
        bar.addPermanentWidget(self.message_label, 1)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self._show_lasting)
        self._kind = ""
        # What holds while it lasts ("The computer plays this game."): shown whenever no other message is.
        self._lasting = ""

    def show_message(self, text: str, msecs: int = 4000, kind: str = "") -> None:
        """Show ``text`` for ``msecs``; ``kind`` names it for ``shows`` and ``clear_message``."""
        self.message_label.setText(text)
        self._kind = kind
        self._message_timer.start(msecs)

    def set_lasting(self, text: str) -> None:
        """Show ``text`` until it is set again ("" for nothing), behind the messages that come meanwhile: the demo's
        status went after four seconds while the demo played on. A new one is shown at once."""
        self._lasting = text
        if text or not self._message_timer.isActive():
            self._message_timer.stop()
            self._show_lasting()

    def lasting(self) -> str:
        return self._lasting

    def _show_lasting(self) -> None:
        self._kind = ""
        self.message_label.setText(self._lasting)

    def shows(self, kind: str) -> bool:
        """Whether the message of this ``kind`` is still shown."""
        return self._kind == kind and bool(self.message_label.text())

    def clear_message(self, kind: str) -> None:
        """Clear the message if it is still the one of this ``kind`` (one that is no longer true)."""
        if self.shows(kind):
            self._message_timer.stop()
            self._show_lasting()

    def show_player(self, game: Game | None, player: str) -> None:
        """``player``'s score and moves in ``game``; nothing when ``game`` is None (or hidden)."""
        if game is None:
            self.player_label.setText("")
            return
        name = player or QCoreApplication.translate("Table", "Player")
        score = QCoreApplication.translate("Table", "Score: %1").replace("%1", format_number(game.score))
        moves = QCoreApplication.translate("Table", "%n move(s)", "", game.moves)
        line = QCoreApplication.translate("Table", "%1 · %2 · %3")
        self.player_label.setText(line.replace("%1", name).replace("%2", score).replace("%3", moves))


class _MessageLabel(QLabel):
    """The status bar's message: a long one (German and Italian ones are) wraps onto a second line rather than being
    cut off or making the window wider, and a short one keeps the bar one line high (the table does not jump)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._lines_height = 0

    def _height(self) -> int:
        one_line = self.fontMetrics().height()
        if not self.text() or self.width() <= 0:
            return one_line
        return max(one_line, self.heightForWidth(self.width()))

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self.text()) + 4, self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._height())

    def hasHeightForWidth(self) -> bool:
        return False  # its hints already hold the height at its width: the bar's layout must not guess another

    def setText(self, text: str) -> None:
        super().setText(text)
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        height = self._height()
        if height != self._lines_height:  # the text wraps onto more (or fewer) lines at this width
            self._lines_height = height
            self.updateGeometry()
