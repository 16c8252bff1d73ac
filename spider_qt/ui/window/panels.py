"""Widgets laid over the table: the HUD (time, Deal, Undo, Done) and the result panel."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFontInfo, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
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
from spider_qt.ui.texts.domains import translate

# Sizes are placeholders filled in by Hud.set_scale (the HUD grows with the cards on large tables).
HUD_STYLE_SCALED = """
QFrame#hud { background: rgba(0, 0, 0, 70); border-radius: {radius}px; }
QLabel#clock { color: #f4f1e6; font-size: {clock}px; font-weight: 600; padding: 0 {clock_pad}px; }
QLabel#clock[low="true"] { color: #ffb4a8; }
QPushButton { color: #f4f1e6; background: rgba(255, 255, 255, 28); border: 1px solid rgba(255, 255, 255, 60);
              border-radius: {button_radius}px; padding: {pad_v}px {pad_h}px; font-weight: 600;{button_font} }
QPushButton:hover { background: rgba(255, 255, 255, 50); }
QPushButton:pressed { background: rgba(255, 255, 255, 80); }
QPushButton:disabled { color: rgba(244, 241, 230, 90); border-color: rgba(255, 255, 255, 25); background: transparent; }
QPushButton:focus { border: 1px solid #ffe082; }
"""


def hud_style(scale: float, button_px: int | None = None) -> str:
    """The HUD's style sheet at ``scale`` (1 = the normal size); ``button_px`` sets the buttons' font size."""

    def px(value: float) -> str:
        return str(max(1, round(value * scale)))

    values = {
        "radius": px(10),
        "clock": px(18),
        "clock_pad": px(6),
        "button_radius": px(7),
        "pad_v": px(5),
        "pad_h": px(12),
        "button_font": f" font-size: {button_px}px;" if button_px else "",
    }
    style = HUD_STYLE_SCALED
    for key, value in values.items():
        style = style.replace("{" + key + "}", value)
    return style


HUD_STYLE = hud_style(1.0)

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
QPushButton:focus { border: 2px solid #1d6b45; padding: 6px 15px; }
QPushButton:default:focus { border-color: #0b2a1b; }
"""


# The clock's last minute: its time left turns colour (the HUD's, and the duel strip's).
LOW_SECONDS = 60


def format_clock(seconds: int) -> str:
    """``m:ss`` (or ``h:mm:ss`` past an hour)."""
    seconds = max(0, int(seconds))
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


class _ReturnPresses(QObject):
    """Return and Enter press the button that has the keyboard focus, as Space does."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QAbstractButton):
            return False
        assert isinstance(event, QKeyEvent)
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or mods != Qt.KeyboardModifier.NoModifier:
            return False
        if watched.isEnabled() and not event.isAutoRepeat():  # a held key deals or undoes once, not on and on
            watched.click()
        return True


def press_with_return(owner: QWidget, *buttons: QAbstractButton) -> None:
    """Let Return and Enter press each of ``buttons`` when it has the keyboard focus.

    Outside a dialog a push button takes only Space: Tab to the HUD's Done or the result's Duel result and Return
    did nothing (the result's New game and the cover's Start, made to take it, did)."""
    presses = _ReturnPresses(owner)
    for button in buttons:
        button.installEventFilter(presses)


class Hud(QFrame):
    """Top-left of the table, as the seeds place it: the time, then Deal, Undo and Done/Leave."""

    deal_clicked = Signal()
    undo_clicked = Signal()
    done_clicked = Signal()
    leave_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hud")
        self._scale = 1.0
        self._room: float | None = None
        self._two_rows = False
        self.setStyleSheet(HUD_STYLE)
        self.clock = QLabel("0:00", self)
        self.clock.setObjectName("clock")
        self.clock.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.deal_button = QPushButton(self)
        self.undo_button = QPushButton(self)
        self.done_button = QPushButton(self)
        for b in (self.deal_button, self.undo_button, self.done_button):
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._grid = QGridLayout(self)
        self._leave_mode = False
        self._deal_refusal = ""  # why Deal is off now, an engine refusal code ("" when it is not)
        self._remaining_mode = False
        self.deal_button.clicked.connect(self.deal_clicked)
        self.undo_button.clicked.connect(self.undo_clicked)
        self.done_button.clicked.connect(self._on_done_button_clicked)
        press_with_return(self, self.deal_button, self.undo_button, self.done_button)
        self.retranslate()  # the texts, the buttons' widths and their places (``_arrange``)

    @property
    def scale(self) -> float:
        """How much larger than normal the clock and buttons are drawn (1 on ordinary tables)."""
        return self._scale

    @property
    def two_rows(self) -> bool:
        """Whether the buttons sit below the clock because one row would not fit the room given."""
        return self._two_rows

    def set_scale(self, scale: float) -> None:
        """Draw the clock and buttons ``scale`` times their normal size (they grow with the cards)."""
        scale = round(max(1.0, scale), 2)
        if scale == self._scale:
            return
        self._scale = scale
        button_px = None
        if scale > 1.0:
            base = QFontInfo(self.deal_button.font()).pixelSize() if self._scale_base is None else self._scale_base
            self._scale_base = base
            button_px = round(base * scale)
        self.setStyleSheet(hud_style(scale, button_px))
        self._arrange()
        self._fix_widths()

    _scale_base: int | None = None

    def set_room(self, width: float | None) -> None:
        """The widest the HUD may be: past it, the buttons move to a second row instead of pushing the stock."""
        if width == self._room:
            return
        self._room = width
        self._arrange()

    def _one_row_width(self) -> int:
        margins = self._margins()
        spacing = self._spacing()
        widgets = (self.clock, self.deal_button, self.undo_button, self.done_button)
        return sum(max(w.sizeHint().width(), w.minimumWidth()) for w in widgets) + 3 * spacing + 2 * margins[0]

    def _margins(self) -> tuple[int, int]:
        return round(8 * self._scale), round(6 * self._scale)

    def _spacing(self) -> int:
        return round(6 * self._scale)

    def _arrange(self) -> None:
        two = self._room is not None and self._one_row_width() > self._room
        grid = self._grid
        row: tuple[QWidget, ...] = (self.clock, self.deal_button, self.undo_button, self.done_button)
        for w in row:
            grid.removeWidget(w)
        mh, mv = self._margins()
        grid.setContentsMargins(mh, mv, mh, mv)
        grid.setHorizontalSpacing(self._spacing())
        grid.setVerticalSpacing(self._spacing())
        if two:
            # Clock and Done/Leave above, Deal and Undo below: half as wide, a little taller.
            grid.addWidget(self.clock, 0, 0)
            grid.addWidget(self.done_button, 0, 1)
            grid.addWidget(self.deal_button, 1, 0)
            grid.addWidget(self.undo_button, 1, 1)
        else:
            for i, w in enumerate(row):
                grid.addWidget(w, 0, i)
        self._two_rows = two
        grid.invalidate()
        self.adjustSize()

    def _fix_widths(self) -> None:
        """Size each button for the longest text it can show, so Done→Leave or a longer clock moves nothing."""

        def widest(button: QPushButton, texts: list[str]) -> int:
            shown = button.text()
            width = 0
            for text in texts:
                button.setText(text)
                width = max(width, button.sizeHint().width())
            button.setText(shown)
            return width

        self.done_button.setMinimumWidth(
            widest(self.done_button, [translate("Table", "Leave"), translate("Table", "Done")])
        )
        shown = self.clock.text()
        self.clock.setText("0:00:00")  # a game past an hour: the clock gets no wider than this
        self.clock.setMinimumWidth(max(round(64 * self._scale), self.clock.sizeHint().width()))
        self.clock.setText(shown)

    def set_deal_refusal(self, code: str) -> None:
        """Why Deal is off now, as an engine refusal code ("" when it is not): its tooltip tells it."""
        self._deal_refusal = code
        self._deal_tooltip()

    def _deal_tooltip(self) -> None:
        from spider_qt.ui.texts.table import illegal_move_text

        code = self._deal_refusal
        self.deal_button.setToolTip(
            illegal_move_text(code) if code else translate("Table", "Deal a card onto every column (D)")
        )

    def retranslate(self) -> None:
        self.deal_button.setText(translate("Table", "Deal", "verb: button that deals ten new cards"))
        self._deal_tooltip()
        self.undo_button.setText(translate("Table", "Undo"))
        self.undo_button.setToolTip(translate("Table", "Take back the last move (Ctrl+Z)"))
        self.done_button.setText(translate("Table", "Leave") if self._leave_mode else translate("Table", "Done"))
        self.done_button.setToolTip(
            translate("Table", "Leave the table")
            if self._leave_mode
            else translate("Table", "End your game now and see the result")
        )
        self.clock.setToolTip(
            translate("Table", "Time left") if self._remaining_mode else translate("Table", "Time played")
        )
        self._fix_widths()
        self._arrange()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)

    def set_leave_mode(self, leave: bool) -> None:
        """Done turns into Leave once the result is shown (the button is as wide for both)."""
        self._leave_mode = leave
        self.done_button.setEnabled(True)
        self.done_button.setText(translate("Table", "Leave") if leave else translate("Table", "Done"))
        self.done_button.setToolTip(
            translate("Table", "Leave the table")
            if leave
            else translate("Table", "End your game now and see the result")
        )

    def set_time(self, seconds: int, remaining: bool) -> None:
        self._remaining_mode = remaining
        self.clock.setText(format_clock(seconds))
        low = remaining and seconds <= LOW_SECONDS
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

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            # A text inside changed its size (a language switch sets the buttons' texts after this panel's own):
            # grow or shrink to fit it, or the new texts are cut off.
            self.recenter()
        return handled

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
    duel_result_clicked = Signal()  # show the duel's result screen again

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
        self.duel_button = QPushButton(self)
        self.duel_button.setObjectName("result_duel")
        self.duel_button.hide()
        self.new_button.setDefault(True)
        # Outside a dialog "default" only draws it so: with the focus and autoDefault, Return presses it too.
        self.new_button.setAutoDefault(True)
        buttons = QHBoxLayout()
        row = (self.duel_button, self.new_button, self.restart_button, self.leave_button)
        for button in row:
            buttons.addWidget(button)
        for first, second in pairwise(row):
            QWidget.setTabOrder(first, second)  # Tab goes along the row as it reads (Duel result was made last)
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
        self.duel_button.clicked.connect(self._on_duel_button_clicked)
        press_with_return(self, self.duel_button, self.new_button, self.restart_button, self.leave_button)
        self._won = False
        self._figures = (0, 0, 0)
        self._reason = ""
        # After a duel: who won it, and whose game the figures are (the one on the table); None for a game alone.
        self._duel: tuple[Callable[[], str], str] | None = None
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        if self._duel is not None:
            headline, player = self._duel
            self.title.setText(headline())
            self.subtitle.setText(translate("Table", "%1's game. Duel result shows both games.").replace("%1", player))
        elif self._reason == "demo":
            self.title.setText(translate("Table", "The demo finished this game"))
        elif self._reason == "help" and self._won:
            self.title.setText(translate("Table", "Won with help"))
        elif self._won:
            self.title.setText(translate("Table", "You won!"))
        elif self._reason == "time":
            self.title.setText(translate("Table", "Time is up"))
        else:
            self.title.setText(translate("Table", "Game over"))
        if self._duel is None:
            won = translate("Table", "All eight runs are on the discard pile.")
            self.subtitle.setText(won if self._won else translate("Table", "Your result for this deal."))
            if self._reason in ("demo", "help"):
                # What the statistics make of it (every game started is played; a game with help is never won).
                self.subtitle.setText(translate("Table", "With help, it counts as played, not as won."))
        score, moves, seconds = self._figures
        self.values[0].setText(format_number(score))
        self.values[1].setText(format_number(moves))
        self.values[2].setText(format_clock(seconds))
        self._captions[0].setText(translate("Table", "Score"))
        self._captions[1].setText(translate("Table", "Moves"))
        self._captions[2].setText(translate("Table", "Time"))
        self.new_button.setText(translate("Table", "New game"))
        self.restart_button.setText(translate("Table", "Restart", "button: play this deal again from the start"))
        self.leave_button.setText(translate("Table", "Leave"))
        self.duel_button.setText(translate("Table", "Duel result"))
        if self.isVisible():
            self.recenter()  # hidden, it is sized when shown (laying out a styled panel costs start-up time)

    def _on_duel_button_clicked(self) -> None:
        if self._duel is not None:  # a game alone shows no old duel's result
            self.duel_result_clicked.emit()

    def show_result(
        self,
        won: bool,
        score: int,
        moves: int,
        seconds: int,
        reason: str = "",
        duel: tuple[Callable[[], str], str] | None = None,
    ) -> None:
        """The figures of the game on the table; after a duel, ``duel`` is its headline (who won) and the
        name of the player whose game the figures are, and the panel offers the duel's result screen again."""
        self._won = won
        self._figures = (score, moves, seconds)
        self._reason = reason
        self._duel = duel
        self.duel_button.setVisible(duel is not None)
        self.retranslate()
        self.show()
        self.raise_()
        self.recenter()
        self.new_button.setFocus()  # the game is over: the keys go to the panel, Return to its New game


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
        press_with_return(self, self.new_button, self.quit_button)
        # What just happened, in place of the title: who won the duel a player left (``set_news``).
        self._news: Callable[[], str] | None = None
        self.title.setWordWrap(True)
        self.retranslate()
        self.hide()

    def set_news(self, news: Callable[[], str] | None) -> None:
        """Say ``news`` (asked again after a language switch) in place of the title; None: the title again."""
        self._news = news
        self.retranslate()

    def news(self) -> str:
        """The news said now ("" for none)."""
        return "" if self._news is None else self._news()

    def retranslate(self) -> None:
        self.title.setText(self._news() if self._news is not None else "Spider Duel")
        self.subtitle.setText(
            translate("Welcome", "The table is free. Start a new game: alone, or a duel on the same deal.")
        )
        self.new_button.setText(translate("Welcome", "New game"))
        self.quit_button.setText(translate("Welcome", "Quit"))
        self.setMinimumWidth(360)
        if self.isVisible():
            self.recenter()  # hidden, it is sized when shown
