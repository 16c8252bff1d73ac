"""New game (or Restart) in the middle of a game asks first, as KPat does: the game left counts as lost (#48 pt 3)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers import windows
from PySide6.QtCore import QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QMessageBox

from spider_qt.duel.setup import NewGameOptions
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.prompts import Prompts


class Player:
    """Answers the real dialogs as they open: OK in the New game dialog; Yes or No in a question box, ticking its
    check box when told. Keeps what each box said and how wide it was beside its title."""

    def __init__(self, yes: bool, tick: bool = False) -> None:
        self.yes, self.tick = yes, tick
        self.boxes: list[tuple[str, str, str, bool]] = []
        self.dialogs = 0
        self._timer = QTimer()
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._poll)
        self._timer.start()

    def _poll(self) -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, NewGameDialog) and modal.isVisible():
            self.dialogs += 1
            modal.accept()
        elif isinstance(modal, QMessageBox) and modal.isVisible():
            check = modal.checkBox()
            title_fits = modal.width() > QFontMetrics(modal.font()).horizontalAdvance(modal.windowTitle()) + 150
            self.boxes.append((modal.windowTitle(), modal.informativeText(), check.text() if check else "", title_fits))
            if check is not None and self.tick:
                check.click()
            modal.button(QMessageBox.StandardButton.Yes if self.yes else QMessageBox.StandardButton.No).click()

    def stop(self) -> None:
        self._timer.stop()


def _window(qtbot: Any, tmp_path: Path) -> tuple[MainWindow, Any]:
    win, persist = windows.window_with_data(qtbot, tmp_path, prompts=Prompts())  # the real question boxes
    win.start_game(NewGameOptions(rules="classic", suits=1, seed=3))
    return win, persist


def test_new_game_mid_game_asks_and_no_keeps_the_game(qtbot: Any, tmp_path: Path) -> None:
    win, persist = _window(qtbot, tmp_path)
    try:
        win.hud.deal_button.click()  # one action: the game is under way
        game = win.controller.game
        player = Player(yes=False)
        win.act_new.trigger()
        player.stop()
        assert player.dialogs == 1
        assert [b[:3] for b in player.boxes] == [("Abandon this game?", "It counts as lost.", "Don't ask again")]
        assert player.boxes[0][3], "the box is wide enough for its title"
        assert win.controller.game is game and not game.over
        assert win.settings.get("confirm_abandon") is True
    finally:
        persist.close()


def test_yes_with_dont_ask_again_is_remembered_and_the_next_new_game_just_deals(qtbot: Any, tmp_path: Path) -> None:
    win, persist = _window(qtbot, tmp_path)
    try:
        win.hud.deal_button.click()
        first = win.controller.game
        player = Player(yes=True, tick=True)
        win.act_new.trigger()
        assert len(player.boxes) == 1
        assert win.controller.game is not first
        assert win.settings.get("confirm_abandon") is False
        win.hud.deal_button.click()
        second = win.controller.game
        win.act_new.trigger()
        player.stop()
        assert len(player.boxes) == 1, "not asked again"
        assert win.controller.game is not second
    finally:
        persist.close()


def test_a_game_not_begun_or_over_is_left_without_a_question(qtbot: Any, tmp_path: Path) -> None:
    win, persist = _window(qtbot, tmp_path)
    try:
        player = Player(yes=False)
        win.act_new.trigger()  # no action yet: nothing would count
        assert player.boxes == [] and player.dialogs == 1
        win.hud.deal_button.click()
        win.act_restart.trigger()  # Restart throws the game away too
        player.stop()
        assert [b[0] for b in player.boxes] == ["Abandon this game?"]
        assert win.controller.game is not None and win.controller.game.history == ["deal"]
    finally:
        persist.close()
