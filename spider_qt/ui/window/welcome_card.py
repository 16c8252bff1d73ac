"""The welcome card a newcomer cannot miss: laid over the first game's table at the first start.

The first start deals a game at once, as the classic does; this card on the table says how else one may play, with
a button for each way: Play alone (the game dealt), Duel a friend here (the New game dialog with a player at this
computer chosen), Duel the computer, and Challenge a friend elsewhere (the challenge to a friend on another
computer). It goes at the first action on the table, another game or Leave, and comes back from Help > Welcome.
(Before, a status-bar line said it for 20 seconds, easily missed.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QPushButton, QVBoxLayout, QWidget

from spider_qt.duel.kinds import Kind
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.window.panels import OverlayPanel, press_with_return

if TYPE_CHECKING:
    from spider_qt.ui.controller import GameController
    from spider_qt.ui.window.table_view import TableView


class Challenger(Protocol):
    """What the card asks of the duels with a friend on another computer (``ui.duel.remote.RemoteDuels``)."""

    def challenge_dialog(self) -> None: ...


class WelcomeHost(Protocol):
    controller: GameController
    view: TableView

    @property
    def remote_duels(self) -> Challenger: ...

    def new_game_dialog(self, opponent: Kind | None = None) -> None: ...


class WelcomeCard(OverlayPanel):
    """ "Welcome to Spider Duel" and four ways to play, two by two; kept centred on the table."""

    alone_clicked = Signal()
    friend_clicked = Signal()
    computer_clicked = Signal()
    elsewhere_clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.alone_button = QPushButton(self)
        self.alone_button.setDefault(True)
        self.alone_button.setAutoDefault(True)
        self.friend_button = QPushButton(self)
        self.computer_button = QPushButton(self)
        self.elsewhere_button = QPushButton(self)
        # Two by two: four in a row would not fit a German table at the window's least width.
        buttons = QGridLayout()
        buttons.setHorizontalSpacing(10)
        buttons.setVerticalSpacing(10)
        for i, button in enumerate(self._buttons()):
            buttons.addWidget(button, i // 2, i % 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.setSpacing(14)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(buttons)
        self.alone_button.clicked.connect(self.alone_clicked)
        self.friend_button.clicked.connect(self.friend_clicked)
        self.computer_button.clicked.connect(self.computer_clicked)
        self.elsewhere_button.clicked.connect(self.elsewhere_clicked)
        press_with_return(self, *self._buttons())
        self.setMinimumWidth(420)
        parent.installEventFilter(self)
        self.retranslate()
        self.hide()

    def _buttons(self) -> tuple[QPushButton, ...]:
        return (self.alone_button, self.friend_button, self.computer_button, self.elsewhere_button)

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
        self.elsewhere_button.setText(translate("Welcome", "Challenge a friend elsewhere"))
        self._even_columns()
        if self.isVisible():
            self.recenter()

    def _even_columns(self) -> None:
        """Every button as wide as the widest text needs: two even columns, in any language."""
        self.ensurePolished()  # the panel's style sheet (bold, padded) sizes the buttons
        buttons = self._buttons()
        for button in buttons:
            button.setMinimumWidth(0)
        widest = max(button.sizeHint().width() for button in buttons)
        for button in buttons:
            button.setMinimumWidth(widest)

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

        def challenge() -> None:
            assert card is not None
            card.hide()
            host.remote_duels.challenge_dialog()  # the friend, the rules and the time limit; then the deal at once

        card.elsewhere_clicked.connect(challenge)
        # It goes at the first action on the table, another game, or Leave.
        for signal in (host.controller.action_played, host.controller.game_started, host.controller.game_closed):
            signal.connect(card.hide)
    card.show()
    card.raise_()
    card.recenter()
    card.alone_button.setFocus(Qt.FocusReason.OtherFocusReason)
    return card
