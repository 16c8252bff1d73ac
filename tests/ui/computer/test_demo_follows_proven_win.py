"""Once "Is this deal winnable?" has answered "winnable", the demo plays that win: it never gives up on a position the
solver proved winnable (the demo once dealt the whole stock and gave up about 50 moves after "winnable in 171 moves").
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from spider_qt.ai import SolveResult, solve
from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game, Move
from spider_qt.ui.main_window import MainWindow

WON = json.loads((Path(__file__).parents[2] / "store" / "data" / "won_deals.json").read_text("utf-8"))["classic"]


def _answer(window: MainWindow, result: Any) -> None:
    """The solver process's answer for the position on the table (the search itself is the solver's tests')."""
    window.assist.remember_proven(result)


def test_the_demo_plays_the_win_the_solver_proved(window: MainWindow, qtbot: Any) -> None:
    window.start_game(NewGameOptions(rules="classic", suits=WON["suits"], seed=WON["seed"]))
    game = window.controller.game
    assert game is not None
    line = [Move.from_text(a) for a in WON["history"]]
    _answer(window, SolveResult("winnable", line, 0, 0.0))
    window.assist.set_demo_delay(1)
    window.act_demo.trigger()
    qtbot.waitUntil(lambda: game.over, timeout=60_000)
    assert game.won and [m.to_text() for m in (Move.from_text(a) for a in game.history)] == WON["history"]


def test_a_move_of_the_player_s_own_leaves_the_line_and_the_demo_chooses_again(window: MainWindow, qtbot: Any) -> None:
    window.start_game(NewGameOptions(rules="classic", suits=WON["suits"], seed=WON["seed"]))
    game = window.controller.game
    assert game is not None
    line = [Move.from_text(a) for a in WON["history"]]
    _answer(window, SolveResult("winnable", line, 0, 0.0))
    other = next(m for m in game.legal_moves() if m != line[0] and m.kind == "move")
    window.controller.play(other)  # off the line: the proof no longer speaks of this position
    from spider_qt.ai import line_move

    assert line_move(window.assist._proven, game) is None
    window.assist.set_demo_delay(1)
    window.act_demo.trigger()
    qtbot.waitUntil(lambda: not window.assist.demo_running, timeout=60_000)
    assert game.history[:1] == [other.to_text()]


def test_an_answer_that_is_not_winnable_gives_the_demo_no_line(window: MainWindow) -> None:
    window.start_game(NewGameOptions(rules="classic", suits=1, seed=3))
    game: Game | None = window.controller.game
    assert game is not None
    result = solve(game, max_nodes=50)  # too few positions to prove anything
    assert result.status != "winnable"
    _answer(window, result)
    assert window.assist._proven is None
