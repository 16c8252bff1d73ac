"""What the player does to the cards (drags, clicks, the stock, Deal, Undo, Redo) handed to the game controller."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from spider_qt.ui.controller import GameController
from spider_qt.ui.scene.table_scene import TableScene


class TableInput(QObject):
    """Plays the player's actions on ``scene`` through ``controller``; the player takes the game back from the demo
    and the hint goes with every action (``stop_demo``); ``explain_refused_deal`` says why a click on the stock dealt
    nothing."""

    def __init__(
        self,
        controller: GameController,
        scene: TableScene,
        stop_demo: Callable[[], None],
        explain_refused_deal: Callable[[], None],
    ) -> None:
        super().__init__(scene)
        self.controller = controller
        self.scene = scene
        self._stop_demo = stop_demo
        self._explain_refused_deal = explain_refused_deal
        scene.move_requested.connect(self._on_scene_move_requested)
        scene.card_clicked.connect(self._on_scene_card_clicked)
        scene.flip_requested.connect(self._on_scene_flip_requested)
        scene.stock_clicked.connect(self._on_scene_stock_clicked)

    def settle(self) -> None:
        """No demo, no hint: the player (or a duel's next turn) takes the table."""
        self._stop_demo()
        self.scene.clear_hint()

    def deal(self) -> None:
        if self.controller.has_game() and self.controller.can_deal():
            self.settle()  # the player takes the game back, as with a drag
            self.controller.deal()

    def undo(self) -> None:
        if self.controller.has_game():
            self.settle()
            self.controller.undo()

    def redo(self) -> None:
        if self.controller.has_game():
            self.settle()
            self.controller.redo()

    def _on_scene_move_requested(self, src: int, count: int, dst: int) -> None:
        self.settle()
        if not self.controller.move_cards(src, count, dst):
            game = self.controller.game
            if game is not None:
                from spider_qt.ui.model import TableSnapshot

                self.scene.sync(TableSnapshot.from_game(game, "load"))

    def _on_scene_card_clicked(self, col: int, index: int) -> None:
        self.settle()
        self.controller.click_move(col, index)

    def _on_scene_flip_requested(self, col: int) -> None:
        self._stop_demo()
        self.controller.flip(col)

    def _on_scene_stock_clicked(self) -> None:
        if self.controller.has_game() and not self.controller.can_deal():
            self._explain_refused_deal()  # the stock looks clickable: say why nothing is dealt
            return
        self.deal()
