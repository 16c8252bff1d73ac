"""The demo holds while a modal dialog is open over the window and goes on when it closes.

It played on behind a question box, New game, Statistics or Profiles: moves the player could not follow, and in a duel
that allows help, on a table the dialog covered. The dialogs here are the real ones, shown without a loop of their own
(as ``exec()`` shows them, application-modal) so that the test goes on while they are open.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.held import HeldDemo
from helpers.positions import one_move_from_stuck
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game
from spider_qt.store import Database
from spider_qt.ui.controller import GameInfo
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.dialogs.statistics import StatisticsDialog
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.window.table_phase import TablePhase

# Many times the demo's pace here (10 ms a move): it would have played on.
WATCH_MS = 400


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database.open(tmp_path / "data")
    yield database
    database.close()


def question_box(window: MainWindow, db: Database) -> QDialog:
    return QMessageBox(
        QMessageBox.Icon.Question,
        "Spider Duel",
        "Leave this game?",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        window,
    )


def new_game_dialog(window: MainWindow, db: Database) -> QDialog:
    return NewGameDialog(window.settings, window, opponents_enabled=True, db=db)


def statistics_dialog(window: MainWindow, db: Database) -> QDialog:
    return StatisticsDialog(db, None, window)


def open_modal(dialog: QDialog) -> QDialog:
    """Show ``dialog`` application-modal, as ``exec()`` does, without waiting for it."""
    dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
    dialog.show()
    QApplication.processEvents()
    assert QApplication.activeModalWidget() is dialog
    return dialog


def start(window: MainWindow) -> Game:
    window.start_game(NewGameOptions(rules="classic", suits=1, seed=7))
    game = window.controller.game
    assert game is not None
    window.assist.set_demo_delay(10)
    return game


@pytest.mark.parametrize("make", [question_box, new_game_dialog, statistics_dialog])
def test_the_demo_waits_while_a_modal_dialog_is_open_and_goes_on_after(
    window: MainWindow, qtbot: Any, db: Database, make: Callable[[MainWindow, Database], QDialog]
) -> None:
    game = start(window)
    window.act_demo.trigger()
    qtbot.waitUntil(lambda: game.moves >= 2, timeout=10000)
    dialog = open_modal(make(window, db))
    moves = game.moves
    qtbot.wait(WATCH_MS)
    assert game.moves == moves  # not one move behind the dialog
    assert window.assist.demo_running and window.act_demo.isChecked()  # it waits: it has not stopped
    dialog.reject()
    QApplication.processEvents()
    assert QApplication.activeModalWidget() is None
    qtbot.waitUntil(lambda: game.moves >= moves + 2, timeout=10000)  # and goes on by itself
    window.act_demo.trigger()
    window.assist.wait_idle()
    dialog.deleteLater()


def test_a_move_worked_out_while_a_dialog_came_up_waits_for_it_to_close(
    window: MainWindow, qtbot: Any, db: Database, held_demo: HeldDemo
) -> None:
    game = start(window)
    window.act_demo.trigger()
    qtbot.waitUntil(held_demo.thinking.is_set, timeout=10000)
    dialog = open_modal(question_box(window, db))
    held_demo.release.set()  # its answer comes while the dialog is open
    window.assist.wait_idle()
    qtbot.wait(WATCH_MS)
    assert game.moves == 0 and window.assist.demo_running
    dialog.reject()
    qtbot.waitUntil(lambda: game.moves >= 1, timeout=10000)
    window.act_demo.trigger()
    window.assist.wait_idle()
    dialog.deleteLater()


def test_a_demo_that_gives_up_behind_a_dialog_ends_the_duel_game_only_once_it_closes(
    window: MainWindow, qtbot: Any, db: Database, held_demo: HeldDemo
) -> None:
    """Under duel rules the demo's giving up is the game's Done: the score is final. Not behind a dialog."""
    game = one_move_from_stuck("duel")
    game.play(game.legal_moves()[0])
    stuck = Game.from_state(game.state())
    window.controller.load(stuck, GameInfo(player="Ada"))
    window.set_phase(TablePhase.PLAYING)
    window.act_demo.trigger()
    qtbot.waitUntil(held_demo.thinking.is_set, timeout=10000)
    dialog = open_modal(question_box(window, db))
    held_demo.release.set()
    window.assist.wait_idle()
    qtbot.wait(WATCH_MS)
    assert not stuck.over and window.assist.demo_running
    dialog.reject()
    qtbot.waitUntil(lambda: stuck.over, timeout=10000)
    assert not window.assist.demo_running
    dialog.deleteLater()
