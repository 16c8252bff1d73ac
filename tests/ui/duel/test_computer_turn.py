"""A duel against the computer feels like a duel (#48 pt 6): at its end the computer's turn is played out by itself,
its score and time running, over the result screen; closing it skips the rest. An option turns it off."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers import windows
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from spider_qt.duel.kinds import Kind
from spider_qt.duel.setup import NewGameOptions
from spider_qt.ui.dialogs.replay import ReplayViewer


def _computer_duel_to_its_end(qtbot: Any, tmp_path: Path, watch: bool) -> tuple[Any, Any]:
    win, persist = windows.window_with_data(qtbot, tmp_path)
    win.settings.set("duel/watch_computer", watch)
    win.start_game(
        NewGameOptions(rules="duel", suits=1, seed=1, opponent=Kind.COMPUTER, level="beginner", player="Ann")
    )
    c = win.controller
    assert c.game is not None
    c.play(next(m for m in c.game.legal_moves() if m.kind in ("move", "flip")))
    assert c.finish()
    qtbot.waitUntil(lambda: win.duels.result_dialog is not None and win.duels.result_dialog.isVisible(), timeout=60_000)
    return win, persist


def test_the_computers_turn_plays_out_over_the_result_and_closing_it_skips(qtbot: Any, tmp_path: Path) -> None:
    win, persist = _computer_duel_to_its_end(qtbot, tmp_path, watch=True)
    try:
        result = win.duels.result_dialog
        viewer = result.replay_viewer
        assert isinstance(viewer, ReplayViewer) and viewer.isVisible()
        assert viewer.is_playing() and viewer.windowTitle() == "Replay: Computer (Beginner)'s game"
        start = viewer.position
        qtbot.waitUntil(lambda: viewer.position > start, timeout=5000)  # it plays on by itself
        assert viewer.skip_button.isVisible() and viewer.skip_button.text() == "Skip"
        qtbot.mouseClick(viewer.skip_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: result.replay_viewer is None)
        assert result.isVisible() and result.winner_text() in ("Ann wins", "Computer (Beginner) wins", "A draw")
        result.close()
    finally:
        persist.close()


def test_with_the_option_off_the_result_comes_alone(qtbot: Any, tmp_path: Path) -> None:
    win, persist = _computer_duel_to_its_end(qtbot, tmp_path, watch=False)
    try:
        assert win.duels.result_dialog is not None and win.duels.result_dialog.replay_viewer is None
        action = next(a for a in win.options_menu.actions() if a.objectName() == "watch_computer")
        assert not action.isChecked() and action.text().replace("&", "") == "Replay the computer's turn after a duel"
        action.trigger()
        assert win.settings.get("duel/watch_computer") is True
        assert isinstance(win.duels.result_dialog, QDialog)
        win.duels.result_dialog.close()
    finally:
        persist.close()
