"""Hints (#48 pt 12): H again on the same position shows the next useful move, round and round, as Windows Spider
does; in a duel whose players did not agree to help, H says why nothing happens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers import windows
from helpers.prompts import FakePrompts
from PySide6.QtCore import Qt

from spider_qt.ai.useful import useful_moves
from spider_qt.duel.kinds import Kind
from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game
from spider_qt.store import Database
from spider_qt.ui.main_window import MainWindow


def test_useful_moves_turn_join_or_empty_and_end_with_the_deal() -> None:
    game = Game.new("classic", 1, 3)
    moves = useful_moves(game.view())
    assert moves and moves[-1].kind == "deal"
    assert set(moves) <= set(game.legal_moves())


def test_h_again_cycles_through_the_useful_moves_and_back(window: MainWindow, qtbot: Any) -> None:
    window.start_game(NewGameOptions(rules="classic", suits=1, seed=3))
    game = window.controller.game
    assert game is not None
    expected = len(useful_moves(game.view()))
    assert expected >= 3
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: window.message_label.text().startswith("Hint"), timeout=5000)
    first = window.message_label.text()
    assert first.endswith(f"(1 of {expected}: H again for the next)")
    seen = [first]
    for i in range(2, expected + 1):
        window.act_hint.trigger()  # answered at once: no new question to the computer
        said = window.message_label.text()
        assert said.endswith(f"({i} of {expected}: H again for the next)"), said
        seen.append(said)
    window.act_hint.trigger()
    assert window.message_label.text() == first  # round again
    assert len(set(seen)) > 1
    assert window.controller.game is game and game.history == []  # only shown, never played


def test_after_a_move_h_asks_the_computer_again(window: MainWindow, qtbot: Any) -> None:
    window.start_game(NewGameOptions(rules="classic", suits=1, seed=3))
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: "(1 of" in window.message_label.text(), timeout=5000)
    window.act_hint.trigger()
    assert "(2 of" in window.message_label.text()
    window.hud.deal_button.click()  # a new position
    window.show_message("")
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: "(1 of" in window.message_label.text(), timeout=5000)


def test_h_in_a_duel_without_agreed_help_says_why_nothing_happens(qtbot: Any, tmp_path: Path) -> None:
    db = Database.open(tmp_path / "data")
    win = windows.make_window(qtbot, tmp_path, db, prompts=FakePrompts(answer=True))
    try:
        win.start_game(
            NewGameOptions(rules="duel", suits=1, seed=1, opponent=Kind.HOTSEAT, player="Alice", opponent_name="Bob")
        )
        assert not win.act_hint.isEnabled()
        win.view.setFocus()
        qtbot.keyClick(win.view, Qt.Key.Key_H)
        assert win.message_label.text() == (
            "No hints in this duel: the players did not agree to hints, the demo and the solver."
        )
    finally:
        win.duels.drop(uncover=True)
        db.close()
