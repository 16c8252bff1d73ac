"""A long evening in one window: dialogs, replays and duels leave nothing behind once they are closed.

Each test repeats what a player does many times in a session and counts the window's children (or the
application's top-level widgets) before and after: a count that grows with every round is a leak.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.clock import FakeClock
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog

from spider_qt.duel.setup import NewGameOptions
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.dialogs.player_info import PlayerInfoDialog
from spider_qt.ui.dialogs.replay import ReplayViewer
from spider_qt.ui.duel.challenges_dialog import ChallengesDialog
from spider_qt.ui.duel.result_dialog import DuelResultDialog
from spider_qt.ui.duel.session import DuelSession
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.prompts import Prompts
from ui.duel.test_duel_points import Table, both_play, hot_seat, open_table

ROUNDS = 5


@pytest.fixture
def table(qtbot: Any, tmp_path: Path) -> Iterator[Table]:
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    yield t
    t.persist.close()


def settled() -> None:
    """Run the deletions asked for with ``deleteLater``, as the event loop does between two of the player's acts."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def living(win: QObject, kind: type[QObject]) -> int:
    settled()
    return len(win.findChildren(kind))


def test_new_game_dialogs_go_once_closed(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    t = table
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted)
    t.win.new_game_dialog()
    t.win.done_or_leave()
    before = living(t.win, QDialog)
    for _ in range(ROUNDS):
        t.win.result_panel.new_game_clicked.emit()  # a finished game's New game
        assert t.win.controller.game is not None
        t.win.done_or_leave()
    assert living(t.win, NewGameDialog) == 0
    assert living(t.win, QDialog) == before


def test_challenges_dialogs_go_once_closed(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    t = table
    monkeypatch.setattr(ChallengesDialog, "exec", lambda self: ChallengesDialog.DialogCode.Rejected)
    for _ in range(ROUNDS):
        t.win.act_challenges.trigger()
    assert living(t.win, ChallengesDialog) == 0


def test_replay_viewers_go_once_closed(table: Table) -> None:
    t = table
    t.win.start_game(NewGameOptions(rules="classic", suits=1, seed=5, player="Anna"))
    t.win.done_or_leave()
    game = t.win.controller.game
    assert game is not None
    for _ in range(ROUNDS):
        viewer = t.persist.player.open_replay(game, (), "Replay")
        viewer.close()
        assert living(t.win, ReplayViewer) == 0
    assert t.persist.player.viewers == []
    kept = t.persist.player.open_replay(game, (), "Replay")  # one left open stays, and Quit closes it
    t.persist.close()
    assert living(t.win, ReplayViewer) == 0 and not t.persist.player.viewers
    del kept


def test_the_result_screens_watch_and_player_info_go_once_closed(table: Table, qtbot: Any) -> None:
    t = table
    hot_seat(t)
    dialog = both_play(t, qtbot)
    for _ in range(ROUNDS):
        dialog.watch_opponent().close()
        dialog.show_player_info().close()
    assert living(dialog, ReplayViewer) == 0 and living(dialog, PlayerInfoDialog) == 0
    dialog.close()


def test_duels_one_after_another_leave_one_result_screen_and_no_session(table: Table, qtbot: Any) -> None:
    t = table
    for _ in range(ROUNDS):
        hot_seat(t)
        both_play(t, qtbot).close()
        assert t.win.duels.session is None
        assert living(t.win, DuelSession) == 0  # the duel is over: its session (and its seats) went
    assert living(t.win, DuelResultDialog) == 1  # the last one, which the table's panel shows again
    assert len(t.db.duels.for_profile(t.db.profiles.find("Anna").id)) == ROUNDS  # type: ignore[union-attr]


def test_file_dialogs_go_once_closed(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "exec", lambda self: QFileDialog.DialogCode.Rejected)
    prompts = Prompts()
    for _ in range(ROUNDS):
        assert prompts.choose_open_path(window, "Open", "", "Spider Duel games (*.spider)") == ""
        assert prompts.choose_save_path(window, "Save", "", "Spider Duel games (*.spider)", "spider") == ""
    assert living(window, QFileDialog) == 0
