"""Once "Is this deal winnable?" has answered "winnable", a hint in solo play shows the next move of that win while the
game is still on it (issue #49: "a hint may point at it"). In a duel, even one that allows help, never."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from spider_qt.ai import SolveResult, solve
from spider_qt.duel.kinds import Kind
from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Move
from spider_qt.ui.main_window import MainWindow
from ui.duel.test_duel import duel_window, prompts  # noqa: F401 - fixtures

WON = json.loads((Path(__file__).parents[2] / "store" / "data" / "won_deals.json").read_text("utf-8"))["classic"]


def press_hint(window: MainWindow, qtbot: Any) -> tuple[Move | None, str, bool]:
    window.assist.last_hint = None
    with qtbot.waitSignal(window.assist.hint_ready, timeout=20_000):
        QTest.keyClick(window.view, Qt.Key.Key_H)
    assert window.assist.last_hint is not None
    return window.assist.last_hint


def test_a_hint_shows_the_next_move_of_the_proven_win(window: MainWindow, qtbot: Any) -> None:
    window.start_game(NewGameOptions(rules="classic", suits=WON["suits"], seed=WON["seed"]))
    game = window.controller.game
    assert game is not None
    line = [Move.from_text(a) for a in WON["history"]]
    window.assist.remember_proven(SolveResult("winnable", tuple(line), 0, 0.0))
    for step in range(4):
        move, source, _ahead = press_hint(window, qtbot)
        assert (move, source) == (line[step], "proven")
        assert window.scene.hint_shown()
        window.controller.play(move)


def test_off_the_proven_line_the_hint_is_the_computer_s_own(window: MainWindow, qtbot: Any) -> None:
    window.start_game(NewGameOptions(rules="classic", suits=WON["suits"], seed=WON["seed"]))
    game = window.controller.game
    assert game is not None
    line = [Move.from_text(a) for a in WON["history"]]
    window.assist.remember_proven(SolveResult("winnable", tuple(line), 0, 0.0))
    other = next(m for m in game.legal_moves() if m != line[0] and m.kind == "move")
    window.controller.play(other)  # a move of the player's own: the proof no longer speaks of this position
    move, source, _ahead = press_hint(window, qtbot)
    assert source != "proven" and move in game.legal_moves()
    window.controller.undo()  # back on the line: its move again
    move, source, _ahead = press_hint(window, qtbot)
    assert (move, source) == (line[0], "proven")


def test_a_new_game_forgets_the_proven_win(window: MainWindow, qtbot: Any) -> None:
    options = NewGameOptions(rules="classic", suits=WON["suits"], seed=WON["seed"])
    window.start_game(options)
    line = [Move.from_text(a) for a in WON["history"]]
    window.assist.remember_proven(SolveResult("winnable", tuple(line), 0, 0.0))
    window.start_game(options)  # the same deal, dealt again: a game the solver was not asked about
    _move, source, _ahead = press_hint(window, qtbot)
    assert source != "proven"


def test_in_a_duel_that_allows_help_the_hint_never_follows_a_proven_win(
    duel_window: MainWindow,  # noqa: F811 - the fixture
    qtbot: Any,
) -> None:
    w = duel_window
    w.duels.seed_source = lambda: 6
    options = NewGameOptions(
        rules="duel", suits=1, seed=6, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben", allow_help=True
    )
    w.start_game(options)
    game = w.controller.game
    assert game is not None and w.duels.session is not None
    result = solve(game.copy(), max_nodes=200_000)  # a real win from this very position
    assert result.status == "winnable"
    w.assist.remember_proven(result)
    move, source, _ahead = press_hint(w, qtbot)
    assert source != "proven" and move in game.legal_moves()
