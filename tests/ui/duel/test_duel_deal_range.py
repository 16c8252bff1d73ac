# ruff: noqa: F811 - the fixtures of test_duel, imported by name, are taken as parameters
"""A duel's deal from the engine's whole 63-bit range (issue 47 item 5), through the real window and database."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from spider_qt.duel.kinds import Kind
from spider_qt.duel.setup import NewGameOptions
from spider_qt.store import Database
from spider_qt.ui.main_window import MainWindow
from ui.duel.test_duel import duel_window, play_drags, press_done, prompts, visible_texts  # noqa: F401 - fixtures too


def test_a_duels_deal_comes_from_the_engines_whole_range_and_stays_hidden_until_both_finished(
    duel_window: MainWindow, qtbot: Any, db: Database
) -> None:
    """Issue 47 item 5: duel deals came from 0..10**9, so a search over that range found the deal (and every
    face-down card) from the ten cards face up. Of 2**63 numbers a draw falls below 10**9 once in 10**10 times."""
    from spider_qt.duel.setup import fresh_seed
    from spider_qt.engine import MAX_SEED

    assert max(fresh_seed() for _ in range(8)) > 10**12
    w = duel_window
    w.start_game(
        NewGameOptions(rules="duel", suits=1, seed=7, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben")
    )
    assert w.duels.session is not None
    game1 = w.controller.game
    assert game1 is not None and 10**9 < game1.seed <= MAX_SEED
    seed = str(game1.seed)
    stored = db.duels.get(w.duels.session.state.duel_id or 0)
    assert stored.seed == game1.seed  # SQLite keeps all 63 bits

    def shown() -> str:
        return " ".join([*visible_texts(w), w.windowTitle(), w.status_line.message_label.text()])

    assert seed not in shown()
    play_drags(w, 2)
    press_done(w, qtbot)
    qtbot.waitUntil(lambda: w.cover.isVisible(), timeout=3000)
    assert seed not in shown()
    qtbot.mouseClick(w.cover.start_button, Qt.MouseButton.LeftButton)
    game2 = w.controller.game
    assert game2 is not None and game2.seed == game1.seed and seed not in shown()
    press_done(w, qtbot)
    qtbot.waitUntil(lambda: w.duels.result_dialog is not None, timeout=5000)
    dialog = w.duels.result_dialog
    assert dialog is not None
    assert seed in " ".join(label.text() for label in dialog.findChildren(QLabel))  # told once both have finished
    assert "longest that this computer's clocks measured" in dialog.tie_label.text()  # issue 47 item 4: said here
    dialog.leave_button.click()
