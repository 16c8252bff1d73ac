"""The duel strip above the table: both players, whose turn it is, the time left, and the seeds' buttons.

It shows nothing of the other player's game or score before the duel is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QPushButton, QSizePolicy, QToolBar, QWidget

from spider_qt.duel.kinds import flow
from spider_qt.duel.model import Command, Phase, Verdict, verdict
from spider_qt.i18n import retranslate_later
from spider_qt.ui.texts.friends import flag_result, friend_tooltip, ignore_tooltip
from spider_qt.ui.texts.names import computer_name
from spider_qt.ui.window.panels import LOW_SECONDS, format_clock, press_with_return

if TYPE_CHECKING:
    from spider_qt.duel.model import DuelState
    from spider_qt.store import Profile
    from spider_qt.ui.controller import GameController
    from spider_qt.ui.duel.coordinator import DuelCoordinator
    from spider_qt.ui.prompts import Prompts

STRIP_STYLE = """
QToolBar#duel_strip { background: #173f2a; border: none; spacing: 10px; padding: 3px 8px; }
QToolBar#duel_strip QLabel { color: #f3efe0; font-size: 11pt; }
QToolBar#duel_strip QLabel#duel_turn { color: #ffd98a; font-weight: 600; }
QToolBar#duel_strip QLabel#duel_time[low="true"] { color: #ffb4a8; }
"""


# The room the players' names keep at least when whose turn it is needs the rest ("Maxim…").
PLAYERS_LEAST = 60


class ElidedLabel(QLabel):
    """A label that shortens its text with "…" to the width it is given (the whole text in its tooltip).

    The strip's names can be long (profiles take up to 32 characters, translations add more); a toolbar
    would push its last buttons into an overflow menu instead, and Leave must stay in reach.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._room = 10_000
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)

    def full_text(self) -> str:
        """The text before shortening (for tests)."""
        return self._full

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setToolTip(text if self._elided(text) != text else "")
        self.setText(self._elided(text))
        self.updateGeometry()

    def set_room(self, width: int) -> None:
        """Shorten the text to at most ``width`` pixels."""
        self._room = max(40, width)
        self.set_full_text(self._full)

    def needed_width(self) -> int:
        """The room its whole text takes."""
        return self.fontMetrics().horizontalAdvance(self._full) + 4

    def _elided(self, text: str) -> str:
        return self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, self._room)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(min(hint.width(), self._room + 2 * self.margin() + 4), hint.height())


class DuelStrip(QToolBar):
    """A toolbar row under the main toolbar, shown only while a duel is at the table."""

    def __init__(
        self, window: QMainWindow, duels: DuelCoordinator, controller: GameController, prompts: Prompts
    ) -> None:
        super().__init__(window)
        self.setObjectName("duel_strip")
        self.setMovable(False)
        self.setFloatable(False)
        self.setStyleSheet(STRIP_STYLE)
        self.duels = duels
        self.controller = controller
        self.prompts = prompts
        self.players_label = ElidedLabel(self)
        self.players_label.setObjectName("duel_players")
        self.turn_label = ElidedLabel(self)
        self.turn_label.setObjectName("duel_turn")
        self._turn = ("", "")  # the turn's words ("%1 plays") and the name in them
        self.time_label = QLabel(self)
        self.time_label.setObjectName("duel_time")
        self.info_button = QPushButton(self)
        self.info_button.setObjectName("duel_player_info")
        self.friend_button = QPushButton(self)
        self.friend_button.setObjectName("duel_new_friend")
        self.ignore_button = QPushButton(self)
        self.ignore_button.setObjectName("duel_ignore")
        self.leave_button = QPushButton(self)
        self.leave_button.setObjectName("duel_leave")
        for w in (self.players_label, self.turn_label, self.time_label):
            self.addWidget(w)
        spacer = QWidget(self)
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.addWidget(spacer)
        for b in (self.info_button, self.friend_button, self.ignore_button, self.leave_button):
            # Reached with Tab, as the HUD's buttons are; a click leaves the keyboard with the table.
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            self.addWidget(b)
        press_with_return(self, self.info_button, self.friend_button, self.ignore_button, self.leave_button)
        self.info_button.clicked.connect(self._on_info_button_clicked)
        self.friend_button.clicked.connect(self._on_friend_button_clicked)
        self.ignore_button.clicked.connect(self._on_ignore_button_clicked)
        controller.time_changed.connect(self._on_controller_time_changed)
        window.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self)
        self.hide()
        self.retranslate()

    # ------------------------------------------------------------ what it shows

    def _state(self) -> DuelState | None:
        session = self.duels.session
        return None if session is None else session.state

    def opponent_side(self) -> int:
        """The side opposite the player at the table (the one Player Info, New friend and Ignore are about)."""
        state = self._state()
        if state is None or len(state.players) < 2:
            return 0
        return flow(state.kind).opponent_side(state.turn)

    def opponent_profile(self) -> Profile | None:
        state = self._state()
        db = self.duels.database()
        if state is None or db is None or len(state.players) < 2:
            return None
        return db.profiles.get(state.players[self.opponent_side()].profile_id)

    def refresh(self) -> None:
        """Follow the duel at the table (hidden without one)."""
        state = self._state()
        self.setVisible(state is not None)
        if state is None:
            return
        self.retranslate()

    def retranslate(self) -> None:
        # The seeds' buttons, in the very words the duel result screen uses for them.
        self.info_button.setText(QCoreApplication.translate("Duel", "Player info"))
        self.friend_button.setText(QCoreApplication.translate("Duel", "New friend"))
        self.ignore_button.setText(QCoreApplication.translate("Duel", "Ignore"))
        self.leave_button.setText(QCoreApplication.translate("Duel", "Leave"))
        state = self._state()
        if state is None:
            return
        names = [p.name for p in state.players]
        kind = flow(state.kind)
        if kind.computer_plays:
            names[1] = computer_name(state.players[1].level)
        if kind.played_elsewhere:
            self.players_label.set_full_text(
                QCoreApplication.translate("Duel", "%1 · %2")
                .replace("%1", names[0])
                .replace("%2", QCoreApplication.translate("Duel", "a duel with a friend on another computer"))
            )
        elif kind.left_for_later:
            invited = (
                QCoreApplication.translate("Duel", "a challenge for anyone")
                if state.invited is None and state.invited_name is None
                else QCoreApplication.translate("Duel", "a private challenge")
            )
            self.players_label.set_full_text(
                QCoreApplication.translate("Duel", "%1 · %2").replace("%1", names[0]).replace("%2", invited)
            )
        else:
            self.players_label.set_full_text(
                QCoreApplication.translate("Duel", "%1 vs %2").replace("%1", names[0]).replace("%2", names[1])
            )
        at_table = state.players[state.turn].name
        texts = {
            Phase.SETUP: QCoreApplication.translate("Duel", "%1 plays"),
            Phase.PLAYING: QCoreApplication.translate("Duel", "%1 plays"),
            Phase.PAUSED: QCoreApplication.translate("Duel", "%1 paused"),
            Phase.COVER: QCoreApplication.translate("Duel", "%1's turn next"),
            Phase.WAITING: QCoreApplication.translate("Duel", "The computer is still playing"),
            Phase.WATCHING: QCoreApplication.translate("Duel", "The computer is still playing"),
            Phase.OVER: QCoreApplication.translate("Duel", "The duel is over"),
        }
        self._turn = (texts[state.phase], at_table)  # shortened in its name, never in its verb (``_share_room``)
        self.turn_label.set_full_text(texts[state.phase].replace("%1", at_table))
        self._show_time()
        self._share_room()
        opponent = state.players[self.opponent_side()] if kind.sides == 2 else None
        # The policy's answer for Player info (refused while a fault holds the duel) covers New friend and Ignore too:
        # all three look up or write the opponent's profile.
        allowed = verdict(state, Command.PLAYER_INFO) is not Verdict.REFUSE
        person = allowed and opponent is not None and opponent.level is None
        self.info_button.setEnabled(allowed and opponent is not None)
        self.friend_button.setEnabled(person)
        self.ignore_button.setEnabled(person)
        self.leave_button.setEnabled(verdict(state, Command.LEAVE) is not Verdict.REFUSE)  # held: Quit only
        self.friend_button.setToolTip(friend_tooltip(opponent.name if opponent else ""))
        self.ignore_button.setToolTip(ignore_tooltip(opponent.name if opponent else ""))

    def _show_time(self) -> None:
        """The time left, while the cover hides the HUD's clock (one clock on the table, never two); in the HUD's
        colour for its last minute."""
        state = self._state()
        if state is None:
            return
        seconds = self.controller.shown_time()
        if state.phase in (Phase.PAUSED, Phase.COVER):
            self.time_label.setText(
                QCoreApplication.translate("Duel", "Time left: %1").replace("%1", format_clock(seconds))
            )
        else:
            self.time_label.setText("")
        low = seconds <= LOW_SECONDS
        if self.time_label.property("low") != low:
            self.time_label.setProperty("low", low)
            self.time_label.style().unpolish(self.time_label)
            self.time_label.style().polish(self.time_label)

    def _share_room(self) -> None:
        """Share what the buttons and the clock leave free: whose turn it is first (the strip's news), then the
        players; a label is shortened only when both do not fit whole."""
        fixed = sum(b.sizeHint().width() for b in (self.info_button, self.friend_button, self.ignore_button))
        fixed += self.leave_button.sizeHint().width() + self.time_label.sizeHint().width()
        layout = self.layout()
        spacing = layout.spacing() if layout is not None else 10
        margins = self.contentsMargins()
        # eight gaps between the nine items (three labels, the spacer, four buttons), and a few pixels of play
        free = self.width() - fixed - margins.left() - margins.right() - 8 * spacing - 8
        template, name = self._turn
        whole = template.replace("%1", name)
        self.turn_label.set_full_text(whole)
        players = self.players_label.needed_width()
        turn = self.turn_label.needed_width()
        if players + turn <= free:
            self.players_label.set_room(free - turn)
            self.turn_label.set_room(turn)
            return
        # The players are shortened first (down to a few letters): whose turn it is is the strip's news. When that
        # does not fit whole either, its name is shortened, never what the player does ("Maximiliane-A… spielt").
        turn_room = min(turn, max(free - PLAYERS_LEAST, free * 3 // 5))
        if turn_room < turn and "%1" in template:
            metrics = self.turn_label.fontMetrics()
            rest = metrics.horizontalAdvance(template.replace("%1", "")) + 4
            short = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(turn_room - rest, 1))
            self.turn_label.set_full_text(template.replace("%1", short))
            self.turn_label.setToolTip(whole)
            turn_room = self.turn_label.needed_width()
        self.turn_label.set_room(turn_room)
        self.players_label.set_room(free - turn_room)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._share_room()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)

    # ------------------------------------------------------------ buttons

    def _on_controller_time_changed(self, _seconds: int) -> None:
        if self.isVisible():
            self._show_time()

    def show_player_info(self) -> bool:
        """Player info (the opponent, no statistics during the duel); False without a duel."""
        if self.duels.session is None:
            return False
        self.duels.show_opponent_info(self.opponent_side())
        return True

    def _on_info_button_clicked(self) -> None:
        self.duels.show_opponent_info(self.opponent_side())

    def _set_flag(self, friend: bool) -> None:
        from spider_qt.store import StoreError
        from spider_qt.ui.texts.errors import store_error_text

        profile = self.opponent_profile()
        db = self.duels.database()
        if profile is None or db is None:
            return
        try:
            if friend:
                db.profiles.set_friend(profile.id, True)
            else:
                db.profiles.set_ignored(profile.id, True)
        except StoreError as exc:
            self.prompts.warn(self.window(), QCoreApplication.translate("Duel", "Duel"), store_error_text(exc))
            return
        self.duels.host.show_message(flag_result(profile.name, "friend" if friend else "ignored", True), 8000)

    def _on_friend_button_clicked(self) -> None:
        self._set_flag(True)

    def _on_ignore_button_clicked(self) -> None:
        self._set_flag(False)
