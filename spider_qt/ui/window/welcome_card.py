"""The welcome card a newcomer cannot miss: laid over the first game's table at the first start.

The first start deals a game at once, as the classic does; this card on the table says how else one may play, with
a button for each way: Play alone (the game dealt), Duel a friend here (the New game dialog with a player at this
computer chosen) and Duel the computer. It goes at the first action on the table, another game or Leave, and comes
back from Help > Welcome. (Before, a status-bar line said it for 20 seconds, easily missed.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from spider_qt.duel.kinds import Kind
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.window.panels import OverlayPanel, press_with_return

if TYPE_CHECKING:
    from spider_qt.ui.controller import GameController
    from spider_qt.ui.window.table_view import TableView


class WelcomeHost(Protocol):
    controller: GameController
    view: TableView

    def new_game_dialog(self, opponent: Kind | None = None) -> None: ...


class WelcomeCard(OverlayPanel):
    """ "Welcome to Spider Duel" and three ways to play; kept centred on the table."""

    alone_clicked = Signal()
    friend_clicked = Signal()
    computer_clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.alone_button = QPushButton(self)
        self.alone_button.setDefault(True)
        self.alone_button.setAutoDefault(True)
        self.friend_button = QPushButton(self)
        self.computer_button = QPushButton(self)
        buttons = QHBoxLayout()
        for button in (self.alone_button, self.friend_button, self.computer_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.setSpacing(14)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(buttons)
        self.alone_button.clicked.connect(self.alone_clicked)
        self.friend_button.clicked.connect(self.friend_clicked)
        self.computer_button.clicked.connect(self.computer_clicked)
        press_with_return(self, self.alone_button, self.friend_button, self.computer_button)
        self.setMinimumWidth(420)
        parent.installEventFilter(self)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.title.setText(translate("Welcome", "Welcome to Spider Duel"))
        self.subtitle.setText(
            translate(
                "Welcome",
                "A game is dealt for you. Play it alone, or duel on the same deal: two players, one after the "
                "other, and the higher score wins.",
            )
        )
        self.alone_button.setText(translate("Welcome", "Play alone"))
        self.friend_button.setText(translate("Welcome", "Duel a friend here"))
        self.computer_button.setText(translate("Welcome", "Duel the computer"))
        if self.isVisible():
            self.recenter()

    def recenter(self) -> None:
        """Centred across, and in the table's lower half: the first deal's face-up cards stay in sight above it."""
        super().recenter()
        parent = self.parentWidget()
        if parent is not None:
            y = min(max(self.y(), parent.height() // 2), parent.height() - self.height() - 8)
            self.move(self.x(), max(0, y))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self.recenter()
        return super().eventFilter(watched, event)


def show_welcome(host: WelcomeHost) -> WelcomeCard:
    """Lay the welcome card over the table (made on first need, a child of its viewport) and give it the keys."""
    card = host.view.viewport().findChild(WelcomeCard)
    if card is None:
        card = WelcomeCard(host.view.viewport())
        table = host.view

        def go(opponent: Kind | None) -> None:
            assert card is not None
            card.hide()
            if opponent is not None:
                host.new_game_dialog(opponent)
            else:
                table.setFocus(Qt.FocusReason.OtherFocusReason)  # the game dealt is there to play

        card.alone_clicked.connect(lambda: go(None))
        card.friend_clicked.connect(lambda: go(Kind.HOTSEAT))
        card.computer_clicked.connect(lambda: go(Kind.COMPUTER))
        # It goes at the first action on the table, another game, or Leave.
        for signal in (host.controller.action_played, host.controller.game_started, host.controller.game_closed):
            signal.connect(card.hide)
    card.show()
    card.raise_()
    card.recenter()
    card.alone_button.setFocus(Qt.FocusReason.OtherFocusReason)
    return card
