"""The demo, run through the real ``Assist`` and ``GameController``: it never repeats a position and it ends."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pytest

from spider_qt.ui.computer.assist import Assist
from spider_qt.ui.controller import GameController


def run_demo(qtbot: Any, rules: str, suits: int, seed: int) -> tuple[GameController, Assist, list[Hashable], list[int]]:
    controller = GameController()
    assist = Assist(controller)
    controller.new_game(rules, suits, seed)
    game = controller.game
    assert game is not None
    positions: list[Hashable] = [game.position_key()]
    stuck: list[int] = []
    assist.demo_stuck.connect(lambda: stuck.append(1))

    def on_action(action: str) -> None:
        if action not in ("finish", "undo"):
            positions.append(game.position_key())

    controller.action_played.connect(on_action)
    assist.set_demo_delay(0)
    assert assist.start_demo()
    # A node budget, not a clock, bounds each move; the timeout only keeps a broken build from hanging CI.
    qtbot.waitUntil(lambda: not assist.demo_running, timeout=120_000)
    assist.wait_idle()
    return controller, assist, positions, stuck


def test_the_reported_classic_loop_is_gone(qtbot: Any) -> None:
    # The deal: the demo moved a 3 of spades back and forth for ever (a new player every move forgot
    # where it had been).
    controller, _assist, positions, stuck = run_demo(qtbot, "classic", 1, 133880562)
    game = controller.game
    assert game is not None
    assert len(positions) == len(set(positions)), "a position repeated in the demo"
    assert game.over or stuck  # it ended: won, or stopped and said why


@pytest.mark.parametrize(("rules", "suits", "seed"), [("classic", 4, 4242), ("duel", 2, 4243)])
def test_demo_ends_without_repeating_a_position(qtbot: Any, rules: str, suits: int, seed: int) -> None:
    controller, assist, positions, stuck = run_demo(qtbot, rules, suits, seed)
    game = controller.game
    assert game is not None
    assert len(positions) == len(set(positions)), "a position repeated in the demo"
    assert not assist.demo_running
    if rules == "duel":
        assert game.over  # a duel demo ends its game: won, or "Done" when nothing adds to the score
    else:
        assert game.over or stuck
