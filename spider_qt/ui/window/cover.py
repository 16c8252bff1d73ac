"""The duel's cover screen: an opaque curtain over the whole table between two players' turns."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from spider_qt.i18n import format_speed, relabel_speeds, retranslate_later
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.window.panels import press_with_return

COVER_STYLE = """
QFrame#cover { background: #123b26; }
QLabel { color: #f3efe0; background: transparent; }
QLabel#cover_title { font-size: 22pt; font-weight: 600; }
QLabel#cover_text { font-size: 12pt; }
QLabel#cover_progress { font-size: 11pt; color: #c9d8c8; }
QPushButton { font-size: 13pt; padding: 8px 28px; }
QComboBox, QLabel#cover_speed { font-size: 12pt; }
"""

WATCH_SPEEDS = (0.5, 1.0, 2.0, 4.0)


class CoverScreen(QFrame):
    """Hides the table completely: "Pass the computer to …" with Start, the paused clock, or a computer still playing.

    It fills its parent (the view's viewport) and is opaque, so nothing of the table, the HUD or a
    result shows through.
    """

    start_clicked = Signal()
    watch_clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("cover")
        self.setStyleSheet(COVER_STYLE)
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.title = QLabel(self)
        self.title.setObjectName("cover_title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.text = QLabel(self)
        self.text.setObjectName("cover_text")
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.progress = QLabel(self)  # while the computer plays: how far it has got
        self.progress.setObjectName("cover_progress")
        self.progress.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("cover_start")
        self.start_button.clicked.connect(self.start_clicked)
        self.watch_button = QPushButton(self)
        self.watch_button.clicked.connect(self.watch_clicked)
        for button in (self.start_button, self.watch_button):
            # Drawn as the default button while it has the keys: given them by the cover, not by Tab, a button shows
            # no focus frame, and nothing on the cover said where Return would go.
            button.setAutoDefault(True)
        press_with_return(self, self.start_button, self.watch_button)  # outside a dialog a button takes only Space
        self.speed_label = QLabel(self)
        self.speed_label.setObjectName("cover_speed")
        self.speed_combo = QComboBox(self)
        for speed in WATCH_SPEEDS:
            self.speed_combo.addItem(format_speed(speed), speed)
        self.speed_combo.setCurrentIndex(WATCH_SPEEDS.index(1.0))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.watch_button)
        buttons.addWidget(self.speed_label)
        buttons.addWidget(self.speed_combo)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.text)
        layout.addSpacing(8)
        layout.addWidget(self.progress)
        layout.addSpacing(16)
        layout.addLayout(buttons)
        layout.addStretch(3)
        self._mode = "pass"
        self._name = ""
        # Between turns: the turn handed over was begun before (a duel resumed after Quit or a crash), not a new one.
        self.going_on = False
        self._actions = 0
        self._held_text = ""
        parent.installEventFilter(self)
        self.hide()
        self.retranslate()

    # ------------------------------------------------------------ modes

    @property
    def mode(self) -> str:
        return self._mode

    def show_pass(self, name: str) -> None:
        """Between turns: hand the computer to ``name``, who starts with the Start button."""
        self._set_mode("pass", name)

    def show_paused(self, name: str) -> None:
        """The clock is stopped: the table stays hidden until the player resumes."""
        self._set_mode("paused", name)

    def set_held_text(self, text: str) -> None:
        """What holds the duel and what happens next, in the players' words (shown by ``show_held``)."""
        self._held_text = text
        if self._mode == "held":
            self.text.setText(text)

    def show_held(self, name: str) -> None:
        """A fault holds the duel of ``name``'s turn: the table stays hidden; Try again asks for another attempt."""
        self._set_mode("held", name)

    def show_waiting(self) -> None:
        """The human has finished and the computer is still playing its game (as far as ``set_progress`` said)."""
        self._set_mode("waiting", "")

    def set_progress(self, actions: int) -> None:
        """The computer of the duel at the table has made ``actions`` actions so far (shown while waiting for it)."""
        self._actions = actions
        if self._mode == "waiting":
            self.progress.setText(self._progress_text())

    def _progress_text(self) -> str:
        if not self._actions:
            return translate("Table", "It is starting its game…")
        return translate("Table", "%n action(s) played so far…", "", self._actions)

    def watch_speed(self) -> float:
        return float(self.speed_combo.currentData())

    def _set_mode(self, mode: str, name: str) -> None:
        self._mode = mode
        self._name = name
        self.retranslate()
        self.cover_now()

    def cover_now(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        # The keys go to the button shown: while the computer plays that is Watch, and Start (hidden then) left them
        # on the covered table, where no key did anything and nothing on screen showed where they were.
        (self.watch_button if self._mode == "waiting" else self.start_button).setFocus()

    def retranslate(self) -> None:
        relabel_speeds(self.speed_combo)  # "0,5×" stayed after a switch from German
        waiting = self._mode == "waiting"
        self.watch_button.setVisible(waiting)
        self.speed_label.setVisible(waiting)
        self.speed_combo.setVisible(waiting)
        self.start_button.setVisible(not waiting)
        self.progress.setVisible(waiting)
        self.progress.setText(self._progress_text() if waiting else "")
        self.speed_label.setText(translate("Table", "Speed:"))
        self.watch_button.setText(translate("Table", "Watch it play"))
        if self._mode == "pass":
            self.title.setText(translate("Table", "Pass the computer to %1").replace("%1", self._name))
            if self.going_on:
                said = translate(
                    "Table",
                    "%1 goes on with the turn begun before. Press Start when you are ready; the clock goes on then.",
                )
            else:
                said = translate(
                    "Table", "%1 plays the same deal now. Press Start when you are ready; the clock starts then."
                )
            self.text.setText(said.replace("%1", self._name))
            self.start_button.setText(translate("Table", "Start"))
        elif self._mode == "held":
            self.title.setText(translate("Table", "The duel waits"))
            self.text.setText(self._held_text)
            self.start_button.setText(translate("Table", "Try again"))
        elif self._mode == "paused":
            self.title.setText(translate("Table", "Game paused"))
            if self._name:
                self.text.setText(
                    translate("Table", "%1's clock is stopped and the table is hidden.").replace("%1", self._name)
                )
            else:
                self.text.setText(translate("Table", "The clock is stopped and the table is hidden."))
            self.start_button.setText(translate("Table", "Resume"))
        else:
            self.title.setText(translate("Table", "The computer is still playing"))
            self.text.setText(
                translate("Table", "Its result stays hidden until it has finished. You can watch it play on the table.")
            )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        parent = self.parentWidget()
        if parent is not None and watched is parent and event.type() == QEvent.Type.Resize and self.isVisible():
            self.setGeometry(parent.rect())
        return super().eventFilter(watched, event)
