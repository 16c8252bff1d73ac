"""Hints think ahead: after the player's first hint in a game, master's choice for each new position is worked out
while the player thinks (in a process of its own), and the next hint gives it at once."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from spider_qt.ai import hint_details
from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game
from spider_qt.ui.computer.assist import THINK_AHEAD_DELAY_MS
from spider_qt.ui.controller import GameInfo
from spider_qt.ui.main_window import MainWindow

END_GAMES = Path(__file__).parents[2] / "ai" / "data" / "end_games.json"
# Master's end-game check here needs about 6,200 positions, more than a hint may make in its 200 ms.
SLOW_FOR_MASTER = "classic 1 suit, deal 7037, after 78 moves"


def ask_hint(window: MainWindow, qtbot: Any) -> tuple[Any, str, bool]:
    with qtbot.waitSignal(window.assist.hint_ready, timeout=20000):
        QTest.keyClick(window.view, Qt.Key.Key_H)
    assert window.assist.last_hint is not None
    return window.assist.last_hint


def test_after_a_hint_masters_choice_is_worked_out_while_the_player_thinks(window: MainWindow, qtbot: Any) -> None:
    state = json.loads(END_GAMES.read_text())[SLOW_FOR_MASTER]
    window.controller.load(Game.from_state(state), GameInfo())
    game = window.controller.game
    assert game is not None
    first = ask_hint(window, qtbot)
    assert first[1:] == ("expert", False)  # master does not fit in a hint's budget here: the expert's choice
    # The player moves and takes it back: the same position again, and the computer thinks while the player does.
    move = next(m for m in game.legal_moves() if m.kind == "move")
    window.controller.play(move)
    window.controller.undo()
    qtbot.waitUntil(window.assist.thought_ahead, timeout=20000)
    again = ask_hint(window, qtbot)
    assert again == (hint_details(game.view(), None)[0], "master", True)  # master's choice, given at once
    window.assist.wait_idle()


def test_no_thinking_ahead_before_the_first_hint_nor_in_the_next_game(window: MainWindow, qtbot: Any) -> None:
    window.start_game(NewGameOptions(rules="classic", suits=2, seed=31))
    game = window.controller.game
    assert game is not None
    window.controller.play(next(m for m in game.legal_moves() if m.kind == "move"))
    qtbot.wait(3 * THINK_AHEAD_DELAY_MS)
    assert not window.assist.thinking_ahead_started()  # nobody asked for help: no process, no work done
    ask_hint(window, qtbot)
    window.controller.play(next(m for m in game.legal_moves() if m.kind == "move"))
    qtbot.waitUntil(window.assist.thought_ahead, timeout=20000)
    window.start_game(NewGameOptions(rules="classic", suits=2, seed=32))
    game = window.controller.game
    assert game is not None and not window.assist.thought_ahead()
    window.controller.play(next(m for m in game.legal_moves() if m.kind == "move"))
    qtbot.wait(THINK_AHEAD_DELAY_MS + 2000)  # far longer than master needs here: an answer would have come
    assert not window.assist.thought_ahead()


def test_a_quick_player_gets_masters_choice_for_where_the_game_is_now(window: MainWindow, qtbot: Any) -> None:
    window.start_game(NewGameOptions(rules="duel", suits=2, seed=33))
    game = window.controller.game
    assert game is not None
    ask_hint(window, qtbot)
    for _ in range(4):  # faster than the computer thinks: what it worked out for earlier positions is dropped
        legal = [m for m in game.legal_moves() if m.kind in ("move", "flip")]
        window.controller.play(legal[0])
        qtbot.wait(THINK_AHEAD_DELAY_MS + 20)
    qtbot.waitUntil(window.assist.thought_ahead, timeout=20000)
    assert ask_hint(window, qtbot) == (*hint_details(game.view(), None), True)
    window.assist.wait_idle()


def test_thinking_ahead_ends_its_process_with_the_window(window: MainWindow, qtbot: Any) -> None:
    window.start_game(NewGameOptions(rules="classic", suits=1, seed=34))
    game = window.controller.game
    assert game is not None
    ask_hint(window, qtbot)
    window.controller.play(next(m for m in game.legal_moves() if m.kind == "move"))
    qtbot.waitUntil(window.assist.thought_ahead, timeout=20000)
    worker = window.assist._ahead_worker
    assert worker is not None and worker.started()
    process = worker._process
    window.close()
    assert not process.is_alive()


def test_hints_work_as_before_when_no_process_can_be_started(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from spider_qt.ui.computer import ahead_process as ahead_worker

    def refuse(self: Any) -> None:
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(ahead_worker.AheadWorker, "_start", refuse)
    window.start_game(NewGameOptions(rules="classic", suits=2, seed=35))
    game = window.controller.game
    assert game is not None
    ask_hint(window, qtbot)
    window.controller.play(next(m for m in game.legal_moves() if m.kind == "move"))
    qtbot.wait(3 * THINK_AHEAD_DELAY_MS)
    assert not window.assist.thought_ahead()
    move, source, ahead = ask_hint(window, qtbot)  # worked out when asked for, within its cap
    assert not ahead and (move, source) == hint_details(game.view())
