"""Issue 48: a win with help is shown apart, and a game the demo finished says so, without the celebration."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from spider_qt.engine import Move
from spider_qt.ui.controller import GameInfo
from spider_qt.ui.main_window import MainWindow
from ui.window_helpers import near_won

LAST_MOVE = Move("move", 1, 1, 0)  # near_won's last card onto its run: all eight runs off


@pytest.fixture
def celebrations(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Each celebration the table starts (the scene's own is checked in test_window)."""
    seen: list[bool] = []
    monkeypatch.setattr(window.scene, "celebrate", lambda: seen.append(True))
    return seen


def test_a_win_by_hand_celebrates(window: MainWindow, celebrations: list[bool]) -> None:
    game = near_won("classic")
    window.controller.load(game, GameInfo(player="Ada"))
    window.controller.play(LAST_MOVE)
    assert game.won and window.result_panel.title.text() == "You won!"
    assert window.result_panel.subtitle.text() == "All eight runs are on the discard pile."
    assert celebrations == [True]


def test_a_win_with_help_says_so_and_that_it_counts_as_played(window: MainWindow, celebrations: list[bool]) -> None:
    game = near_won("classic")
    window.controller.load(game, GameInfo(player="Ada", helped=True))
    window.controller.play(LAST_MOVE)
    assert game.won and window.result_panel.isVisible()
    assert window.result_panel.title.text() == "Won with help"
    assert window.result_panel.subtitle.text() == "With help, it counts as played, not as won."
    assert celebrations == [True]  # the player cleared the cards


def test_a_game_the_demo_finished_says_so_without_the_celebration(
    window: MainWindow, qtbot: Any, celebrations: list[bool]
) -> None:
    """The demo's win celebrated "You won!" though it was no one's win."""
    game = near_won("classic")
    window.controller.load(game, GameInfo(player="Ada"))
    window.assist.set_demo_delay(10)
    window.act_demo.trigger()
    qtbot.waitUntil(lambda: game.over, timeout=10000)
    assert game.won and window.result_panel.isVisible()
    assert window.result_panel.title.text() == "The demo finished this game"
    assert window.result_panel.subtitle.text() == "With help, it counts as played, not as won."
    assert celebrations == []
    assert not window.assist.demo_running and window.controller.info.helped


def test_one_hint_before_giving_up_no_longer_keeps_the_loss_out(qtbot: Any, tmp_path: Path) -> None:
    """Issue 48: a game with help left Played and the win rate untouched, so H before New game protected the win
    rate. Through the window: a hint, an action, a new deal: the game counts as played and lost."""
    from helpers import windows

    from spider_qt.duel.setup import NewGameOptions
    from spider_qt.store import Database

    win, persist = windows.window_with_data(qtbot, tmp_path)
    try:
        assert not persist.keeper.resume()
        win.start_game(NewGameOptions(rules="classic", suits=1, seed=5, player="Ann"))
        win.act_hint.trigger()
        assert win.controller.info.helped
        assert win.controller.play(Move("deal"))
        win.start_game(NewGameOptions(rules="classic", suits=1, seed=6, player="Ann"))
    finally:
        persist.close()
    with Database.open(tmp_path / "data") as db:
        ann = db.profiles.find("Ann")
        assert ann is not None
        s = db.stats.get(ann.id, "classic", 1)
        assert (s.played, s.won, s.helped_played, s.win_rate) == (1, 0, 1, 0.0)
