"""An earlier duel's result screen, opened again from Player info: the chart and both games, nothing that acts on the
table, and nothing of the kind during a duel (an earlier duel may have been on the very deal being played)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.clock import FakeClock
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListWidget

from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game
from spider_qt.store import Database
from spider_qt.ui.dialogs.player_info import PlayerInfoDialog
from spider_qt.ui.dialogs.replay import ReplayViewer
from spider_qt.ui.duel.result_dialog import DuelResultDialog, past_result_screen
from ui.duel.test_duel_points import open_table
from ui.duel.test_duel_result import finished_duel, played
from ui.duel.test_duel_result_again import finish_hot_seat


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database.open(tmp_path)
    yield database
    database.close()


def info_for(db: Database, qtbot: Any, *, in_duel: bool = False) -> PlayerInfoDialog:
    anna, ben = db.profiles.find("Anna"), db.profiles.find("Ben")
    assert anna is not None and ben is not None
    dialog = PlayerInfoDialog(db, anna, ben, in_duel=in_duel, result_screen=past_result_screen)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def openable(info: PlayerInfoDialog) -> list[int]:
    items = (info.history_list.item(i) for i in range(info.history_list.count()))
    return [d for d in (item.data(Qt.ItemDataRole.UserRole) for item in items) if isinstance(d, int)]


def test_a_finished_duel_opens_its_result_again_with_both_games_to_watch(db: Database, qtbot: Any) -> None:
    duel_id = finished_duel(db, played(3), 40.0, played(1), 20.0)
    info = info_for(db, qtbot)
    assert openable(info) == [duel_id]
    assert info.history_hint.isVisible() and "Double-click" in info.history_hint.text()

    item = info.history_list.item(0)
    info.history_list.itemActivated.emit(item)  # as a double-click does
    result = info.duel_dialog
    assert isinstance(result, DuelResultDialog) and result.isVisible() and result.past
    assert result.duel.id == duel_id and result.winner_text() == "Ben wins"
    for gone in (result.rematch_button, result.alone_button, result.new_game_button, result.leave_button):
        assert not gone.isVisible()  # nothing on it acts on the table
    assert not result.info_button.isVisible()  # Player info is where it came from
    assert result.close_button.isVisible() and result.close_button.text().replace("&", "") == "Close"
    assert result.watch_button.text().replace("&", "") == "Watch Ben's game"  # by name, as in every duel
    assert result.watch_own_button.isVisible()
    assert result.watch_own_button.text().replace("&", "") == "Watch Anna's game"

    own = result.watch_own_button
    own.click()
    viewer = result.replay_viewer
    assert isinstance(viewer, ReplayViewer) and "Anna" in viewer.windowTitle()
    viewer.close()
    result.watch_button.click()
    assert result.replay_viewer is not viewer and "Ben" in result.replay_viewer.windowTitle()
    result.close_button.click()
    qtbot.waitUntil(lambda: info.duel_dialog is None or not info.duel_dialog.isVisible(), timeout=2000)


def test_enter_on_a_duel_opens_it_too(db: Database, qtbot: Any) -> None:
    finished_duel(db, played(3), 40.0, played(1), 20.0)
    info = info_for(db, qtbot)
    lst: QListWidget = info.history_list
    lst.setFocus()
    lst.setCurrentRow(0)
    QTest.keyClick(lst, Qt.Key.Key_Return)
    assert isinstance(info.duel_dialog, DuelResultDialog) and info.duel_dialog.isVisible()
    info.duel_dialog.close()


def test_during_a_duel_no_earlier_duel_opens(db: Database, qtbot: Any) -> None:
    duel_id = finished_duel(db, played(3), 40.0, played(1), 20.0)
    info = info_for(db, qtbot, in_duel=True)
    assert openable(info) == [] and not info.history_hint.isVisible()
    info.history_list.itemActivated.emit(info.history_list.item(0))
    assert info.duel_dialog is None
    assert info.open_duel(duel_id) is None  # even called


def test_a_duel_without_both_games_does_not_open(db: Database, qtbot: Any) -> None:
    anna, ben = db.profiles.create("Anna"), db.profiles.create("Ben")
    game: Game = played(2)
    duel = db.duels.create("duel", 1, game.seed, anna.id, ben.id, 900)
    rec = db.games.record(anna.id, game, time_used=10.0, action_times=[5.0, 10.0, 10.0], duel_id=duel.id)
    db.duels.add_game(duel.id, rec.id)
    db.duels.void(duel.id)  # Ben never played: it counts for nobody, and there is no second game to show
    info = info_for(db, qtbot)
    assert info.history_list.count() == 1 and openable(info) == []
    assert not info.history_hint.isVisible()


def test_the_result_of_a_duel_left_behind_comes_back_from_player_info(qtbot: Any, tmp_path: Path) -> None:
    """The result screen was shown once, at the duel's end: after a crash there, or once another game took the
    table, nothing showed the chart or let a player watch the other's game again."""
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        dialog = finish_hot_seat(t, qtbot)
        duel_id = dialog.duel.id
        t.win.start_game(NewGameOptions(rules="classic", suits=1, seed=5, player="Anna"))
        assert not dialog.isVisible() and t.win.duels.result_dialog is None
        t.win.settings.set("new_game/opponent", "human")
        t.win.settings.set("new_game/opponent_name", "Ben")
        info = t.persist.player.player_info_dialog()
        assert info is not None
        qtbot.addWidget(info)
        info.show()
        assert openable(info) == [duel_id]
        result = info.open_duel(duel_id)
        assert isinstance(result, DuelResultDialog) and result.winner_text() == dialog.winner_text()
        result.close()
    finally:
        t.persist.close()


def _tab_through(dialog: Any, qtbot: Any, presses: int) -> list[Any]:
    """What has the keyboard focus after each of ``presses`` Tabs in the active ``dialog``."""
    from PySide6.QtWidgets import QApplication

    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    reached = []
    for _ in range(presses):
        QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    return reached


def test_tab_leaves_the_statistics_table_for_the_duel_list_and_the_buttons(db: Database, qtbot: Any) -> None:
    """Tab went from cell to cell of the statistics, round and round: Player info's duel list (where Enter opens a
    duel again) and the Statistics window's Reset and Export were out of the keyboard's reach."""
    from spider_qt.ui.dialogs.statistics import StatisticsDialog

    finished_duel(db, played(3), 40.0, played(1), 20.0)
    info = info_for(db, qtbot)
    reached = _tab_through(info, qtbot, 3)
    assert info.history_list in reached and info.table in reached
    anna = db.profiles.find("Anna")
    assert anna is not None
    stats = StatisticsDialog(db, anna.id)
    qtbot.addWidget(stats)
    stats.show()
    reached = _tab_through(stats, qtbot, 6)
    assert stats.table in reached and stats.reset_button in reached and stats.export_button in reached


def test_return_on_a_duel_opens_it_over_player_info_which_stays(db: Database, qtbot: Any) -> None:
    """Return opened the duel's result and pressed Close as well: Player info went, the result screen stayed alone,
    and closing it left the keyboard nowhere."""
    from PySide6.QtWidgets import QApplication

    finished_duel(db, played(3), 40.0, played(1), 20.0)
    info = info_for(db, qtbot)
    reached = _tab_through(info, qtbot, 2)  # the player chooser (#48 pt 8) has the keys first, then the table
    assert reached[-1] is info.history_list and info.history_list.currentRow() == 0
    QTest.keyClick(info.history_list, Qt.Key.Key_Return)
    result = info.duel_dialog
    assert isinstance(result, DuelResultDialog) and result.isVisible()
    assert info.isVisible()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is result)
    QTest.keyClick(QApplication.focusWidget() or result, Qt.Key.Key_Escape)
    assert not result.isVisible() and info.isVisible()
    QTest.keyClick(info.history_list, Qt.Key.Key_Return)  # and again
    assert info.duel_dialog is not None and info.duel_dialog.isVisible() and info.isVisible()
    info.duel_dialog.close()


def test_player_info_after_a_hot_seat_duel_shows_the_second_player_against_the_first(
    qtbot: Any, tmp_path: Path
) -> None:
    """With the second player's game on the table after the duel, Player info showed Ben against Ben: no duel in
    the list to open again."""
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        for key, value in (("new_game/player", "Anna"), ("new_game/opponent", "human")):
            t.win.settings.set(key, value)
        t.win.settings.set("new_game/opponent_name", "Ben")  # as the New game dialog leaves them
        dialog = finish_hot_seat(t, qtbot)
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
        assert t.win.controller.info.player == "Ben"  # his game, the last turn, is on the table
        info = t.persist.player.player_info_dialog()
        assert info is not None
        qtbot.addWidget(info)
        assert info.profile.name == "Ben" and info.opponent is not None and info.opponent.name == "Anna"
        assert openable(info) == [dialog.duel.id]
    finally:
        t.persist.close()
