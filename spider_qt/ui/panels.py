"""Widgets laid over the table: the HUD (time, Deal, Undo, Done) and the result panel."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsDropShadowEffect,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from spider_qt.i18n import format_number, retranslate_later

HUD_STYLE = """
QFrame#hud { background: rgba(0, 0, 0, 70); border-radius: 10px; }
QLabel#clock { color: #f4f1e6; font-size: 18px; font-weight: 600; padding: 0 6px; }
QLabel#clock[low="true"] { color: #ffb4a8; }
QPushButton { color: #f4f1e6; background: rgba(255, 255, 255, 28); border: 1px solid rgba(255, 255, 255, 60);
              border-radius: 7px; padding: 5px 12px; font-weight: 600; }
QPushButton:hover { background: rgba(255, 255, 255, 50); }
QPushButton:pressed { background: rgba(255, 255, 255, 80); }
QPushButton:disabled { color: rgba(244, 241, 230, 90); border-color: rgba(255, 255, 255, 25); background: transparent; }
QPushButton:focus { border: 1px solid #ffe082; }
"""

PANEL_STYLE = """
QFrame#panel { background: #fbfaf5; border-radius: 16px; border: 1px solid rgba(0, 0, 0, 40); }
QLabel { color: #24302a; }
QLabel#title { font-size: 24px; font-weight: 700; color: #1d5a3a; }
QLabel#subtitle { font-size: 14px; color: #4a5a52; }
QLabel.value { font-size: 16px; font-weight: 600; }
QPushButton { padding: 7px 16px; border-radius: 8px; border: 1px solid #a9b8ae; background: #ffffff;
              font-weight: 600; color: #24302a; }
QPushButton:hover { background: #eef5f0; }
QPushButton:default { background: #1d6b45; color: white; border-color: #1d6b45; }
"""


def format_clock(seconds: int) -> str:
    """``m:ss`` (or ``h:mm:ss`` past an hour)."""
    seconds = max(0, int(seconds))
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


class Hud(QFrame):
    """Top-left of the table, as the seeds place it: the time, then Deal, Undo and Done/Leave."""

    deal_clicked = Signal()
    undo_clicked = Signal()
    done_clicked = Signal()
    leave_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hud")
        self.setStyleSheet(HUD_STYLE)
        self.clock = QLabel("0:00", self)
        self.clock.setObjectName("clock")
        self.clock.setMinimumWidth(64)
        self.clock.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.deal_button = QPushButton(self)
        self.undo_button = QPushButton(self)
        self.done_button = QPushButton(self)
        for b in (self.deal_button, self.undo_button, self.done_button):
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(6)
        layout.addWidget(self.clock)
        layout.addWidget(self.deal_button)
        layout.addWidget(self.undo_button)
        layout.addWidget(self.done_button)
        self._leave_mode = False
        self._remaining_mode = False
        self.deal_button.clicked.connect(self.deal_clicked)
        self.undo_button.clicked.connect(self.undo_clicked)
        self.done_button.clicked.connect(self._on_done_button_clicked)
        self.retranslate()

    def retranslate(self) -> None:
        self.deal_button.setText(self.tr("Deal", "verb: button that deals ten new cards"))
        self.deal_button.setToolTip(self.tr("Deal a card onto every column (D)"))
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setToolTip(self.tr("Take back the last move (Ctrl+Z)"))
        self.done_button.setText(self.tr("Leave") if self._leave_mode else self.tr("Done"))
        self.done_button.setToolTip(
            self.tr("Leave the table") if self._leave_mode else self.tr("End your game now and see the result")
        )
        self.clock.setToolTip(self.tr("Time left") if self._remaining_mode else self.tr("Time played"))
        self.adjustSize()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)

    def set_leave_mode(self, leave: bool) -> None:
        """Done turns into Leave once the result is shown."""
        self._leave_mode = leave
        self.done_button.setEnabled(True)
        self.retranslate()

    def set_time(self, seconds: int, remaining: bool) -> None:
        self._remaining_mode = remaining
        self.clock.setText(format_clock(seconds))
        low = remaining and seconds <= 60
        if self.clock.property("low") != low:
            self.clock.setProperty("low", low)
            self.clock.style().unpolish(self.clock)
            self.clock.style().polish(self.clock)

    def _on_done_button_clicked(self) -> None:
        if self._leave_mode:
            self.leave_clicked.emit()
        else:
            self.done_clicked.emit()


class OverlayPanel(QFrame):
    """A light card with a shadow laid over the table, with a title and a subtitle; kept centred."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        shadow = QGraphicsDropShadowEffect(self)
        shadow.setBlurRadius(40)
        shadow.setOffset(0, 8)
        self.setGraphicsEffect(shadow)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel(self)
        self.subtitle.setObjectName("subtitle")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)

    def retranslate(self) -> None:
        """Set every text in the current language (subclasses)."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)

    def recenter(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        self.adjustSize()
        self.move(max(0, (parent.width() - self.width()) // 2), max(0, (parent.height() - self.height()) // 2))


class ResultPanel(OverlayPanel):
    """The card laid over the table at the end of a game: score, moves, time and what next."""

    new_game_clicked = Signal()
    restart_clicked = Signal()
    leave_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        self._captions = [QLabel(self) for _ in range(3)]
        self.values = [QLabel(self) for _ in range(3)]
        for i, (cap, val) in enumerate(zip(self._captions, self.values, strict=True)):
            val.setProperty("class", "value")
            val.setAlignment(Qt.AlignmentFlag.AlignCenter)
            cap.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(val, 0, i)
            grid.addWidget(cap, 1, i)
        self.new_button = QPushButton(self)
        self.restart_button = QPushButton(self)
        self.leave_button = QPushButton(self)
        self.new_button.setDefault(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.restart_button)
        buttons.addWidget(self.leave_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.setSpacing(14)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(grid)
        layout.addLayout(buttons)
        self.new_button.clicked.connect(self.new_game_clicked)
        self.restart_button.clicked.connect(self.restart_clicked)
        self.leave_button.clicked.connect(self.leave_clicked)
        self._won = False
        self._figures = (0, 0, 0)
        self._reason = ""
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        if self._won:
            self.title.setText(self.tr("You won!"))
        elif self._reason == "time":
            self.title.setText(self.tr("Time is up"))
        else:
            self.title.setText(self.tr("Game over"))
        self.subtitle.setText(
            self.tr("All eight runs are on the discard pile.") if self._won else self.tr("Your result for this deal.")
        )
        score, moves, seconds = self._figures
        self.values[0].setText(format_number(score))
        self.values[1].setText(format_number(moves))
        self.values[2].setText(format_clock(seconds))
        self._captions[0].setText(self.tr("Score"))
        self._captions[1].setText(self.tr("Moves"))
        self._captions[2].setText(self.tr("Time"))
        self.new_button.setText(self.tr("New game"))
        self.restart_button.setText(self.tr("Restart", "button: play this deal again from the start"))
        self.leave_button.setText(self.tr("Leave"))
        if self.isVisible():
            self.recenter()  # hidden, it is sized when shown (laying out a styled panel costs start-up time)

    def show_result(self, won: bool, score: int, moves: int, seconds: int, reason: str = "") -> None:
        self._won = won
        self._figures = (score, moves, seconds)
        self._reason = reason
        self.retranslate()
        self.show()
        self.raise_()
        self.recenter()


class WelcomePanel(OverlayPanel):
    """Shown on an empty table (at first start without a game, or after Leave)."""

    new_game_clicked = Signal()
    quit_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.new_button = QPushButton(self)
        self.new_button.setDefault(True)
        self.quit_button = QPushButton(self)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.quit_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.setSpacing(14)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(buttons)
        self.new_button.clicked.connect(self.new_game_clicked)
        self.quit_button.clicked.connect(self.quit_clicked)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.title.setText("Spider Duel")
        self.subtitle.setText(self.tr("The table is free. Start a new game: alone, or a duel on the same deal."))
        self.new_button.setText(self.tr("New game"))
        self.quit_button.setText(self.tr("Quit"))
        self.setMinimumWidth(360)
        if self.isVisible():
            self.recenter()  # hidden, it is sized when shown
