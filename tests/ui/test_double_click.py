"""A double-click is one gesture: it plays one action, whatever the click mode and the rules.

Qt delivers a real double-click as press, release, double-click, release. In single-click mode the first click
moved the card and the second acted on what it uncovered (in a duel it turned the card below, which cannot be
undone); in double-click mode a face-down top was turned by the first click and sent away by the second.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers.windows import make_window
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from spider_qt.engine import Game
from spider_qt.ui.controller import GameInfo
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.window.table_phase import TablePhase
from ui.window_helpers import card_item, view_point


def _position(rules: str) -> Game:
    """One suit, six runs discarded. Column 1 holds K (face down), 4 (face up in classic, down in a duel) and 7;
    the 7's only place is the 8 of column 2, the 4's the 5 of column 3."""
    up = rules == "classic"
    tableau: list[list[dict[str, Any]]] = [
        [{"card": "Ks", "up": False}, {"card": "4s", "up": up}, {"card": "7s", "up": True}],
        [{"card": "8s", "up": True}],
        [{"card": "5s", "up": True}],
    ]
    hidden = iter("AA22334566789T")
    for top in "KQQJJT9":
        below = [{"card": next(hidden) + "s", "up": False} for _ in range(2)]
        tableau.append([*below, {"card": top + "s", "up": True}])
    state = {
        "rules": rules, "suits": 1, "seed": 5, "tableau": tableau, "stock": [], "foundations": ["s"] * 6,
        "score": 800 if up else 100, "moves": 40, "over": False, "won": False,
    }  # fmt: skip
    return Game.from_state(state)


def _double_click(window: MainWindow, at: QPoint) -> None:
    viewport = window.view.viewport()
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mousePress(viewport, left, none, at)
    QTest.mouseRelease(viewport, left, none, at)
    QTest.mouseDClick(viewport, left, none, at)
    QTest.mouseRelease(viewport, left, none, at)


@pytest.mark.parametrize("rules", ["classic", "duel"])
def test_a_double_click_in_single_click_mode_moves_one_card(qtbot: Any, tmp_path: Path, rules: str) -> None:
    window = make_window(qtbot, tmp_path)
    game = _position(rules)
    window.controller.load(game, GameInfo(player="Ada"))
    window.set_phase(TablePhase.PLAYING)
    seven = game.column_ids(0)[-1]
    _double_click(window, view_point(window, card_item(window, seven), 0.5))
    qtbot.wait(50)
    assert game.history == ["1>2"]  # the 4 (or the face-down card) it uncovered is left alone
    assert game.can_undo()


def test_a_double_click_on_a_face_down_top_in_double_click_mode_only_turns_it(qtbot: Any, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.appearance.set_click_mode("double")
    game = _position("duel")
    game.play(next(m for m in game.legal_moves() if m.to_text() == "1>2"))
    window.controller.load(game, GameInfo(player="Ada"))
    window.set_phase(TablePhase.PLAYING)
    four = game.column_ids(0)[-1]
    _double_click(window, view_point(window, card_item(window, four), 0.5))
    qtbot.wait(50)
    assert game.history == ["1>2", "flip 1"]  # turned, and not sent onto the 5 as well


@pytest.mark.parametrize("mode", ["single", "double"])
def test_a_double_click_on_the_stock_deals_one_row(qtbot: Any, tmp_path: Path, mode: str) -> None:
    """In single-click mode each click of a double-click dealt: two rows, and under duel rules a deal is final."""
    window = make_window(qtbot, tmp_path)
    window.appearance.set_click_mode(mode)
    game = Game.new("duel", 1, 5)
    window.controller.load(game, GameInfo(player="Ada"))
    window.set_phase(TablePhase.PLAYING)
    stock = window.view.mapFromScene(window.scene.table_layout.deal_origin().center())
    _double_click(window, stock)
    qtbot.wait(50)
    assert game.history == ["deal"]
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, stock)
    assert game.history == ["deal", "deal"]  # a click of its own deals again
