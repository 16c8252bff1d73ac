"""Input that arrives while cards are still moving never puts the table out of step with the engine.

Real clicks, drags and keys are sent to the real window at normal animation speed, without waiting for
animations to end; afterwards (and at rest between bursts) every card the scene shows must be exactly
what the engine reports, in its place.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from spider_qt.duel.setup import NewGameOptions
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.model import TableSnapshot


def assert_in_step(window: MainWindow) -> None:
    scene = window.scene
    game = window.controller.game
    assert game is not None
    assert not scene.is_animating()
    expected = TableSnapshot.from_game(game)
    lay = scene.table_layout
    for c in range(10):
        items = scene.column_items(c)
        want = expected.columns[c]
        assert [(it.card_id, it.text, it.face_up) for it in items] == [(v.id, v.text, v.up) for v in want], c
        for i, it in enumerate(items):
            assert (it.pos() - lay.card_pos(c, i)).manhattanLength() < 0.5, (c, i)
            assert it.scale() == 1.0 and it.opacity() == 1.0 and it.isVisible()
            assert it.shows_face() == it.face_up
            assert it.transform().isIdentity()
    assert scene.stock_packets_shown() == expected.stock_packets
    shown = [s for s in scene.discard_suits_shown() if s is not None]
    assert shown == list(expected.foundations)
    on_table = {it.card_id for it in scene.card_items()}
    assert len(on_table) == sum(len(col) for col in expected.columns)


def card_point(window: MainWindow, col: int, index: int) -> QPoint:
    """A viewport point on the visible part of card ``index`` of ``col`` (where it rests)."""
    lay = window.scene.table_layout
    p = lay.card_pos(col, index)
    return window.view.mapFromScene(QPointF(p.x() + lay.card_width / 2, p.y() + lay.card_height * 0.08))


def column_point(window: MainWindow, col: int) -> QPoint:
    lay = window.scene.table_layout
    n = max(1, len(window.scene.snapshot.columns[col]))
    p = lay.card_pos(col, n - 1)
    return window.view.mapFromScene(QPointF(p.x() + lay.card_width / 2, p.y() + lay.card_height * 0.5))


def random_input(window: MainWindow, rng: random.Random, qtbot: Any) -> bool:
    """Send one random input; whether cards were moving when it arrived."""
    moving = window.scene.is_animating()
    vp = window.view.viewport()
    snapshot = window.scene.snapshot
    kind = rng.choices(["click", "drag", "stock", "undo", "redo", "key"], weights=[5, 4, 1, 2, 1, 2])[0]
    if kind in ("click", "drag"):
        cols = [c for c in range(10) if snapshot.columns[c]]
        if not cols:
            return moving
        col = rng.choice(cols)
        up = [i for i, v in enumerate(snapshot.columns[col]) if v.up] or [len(snapshot.columns[col]) - 1]
        start = card_point(window, col, rng.choice(up[-4:]))
        if kind == "click":
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        else:
            end = column_point(window, rng.randrange(10))
            QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
            for k in range(1, 5):
                QTest.mouseMove(vp, start + (end - start) * (k / 4))
            QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    elif kind == "stock":
        area = window.scene.table_layout.stock_area
        QTest.mouseClick(
            vp,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            window.view.mapFromScene(area.center()),
        )
    elif kind == "undo":
        QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    elif kind == "redo":
        QTest.keyClick(
            window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        )
    else:
        key = rng.choice([Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Escape, Qt.Key.Key_D])
        QTest.keyClick(window.view, key)
    qtbot.wait(rng.choice([0, 5, 20, 60]))
    return moving


def kick(window: MainWindow) -> bool:
    """Undo or deal from the keyboard, which starts an animation; whether one runs now."""
    game = window.controller.game
    assert game is not None
    if game.can_undo():
        QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    elif game.deal_allowed():
        QTest.keyClick(window.view, Qt.Key.Key_D)
    return window.scene.is_animating()


@pytest.mark.parametrize(("rules", "seed"), [("classic", 1), ("classic", 2), ("duel", 3)])
def test_input_while_cards_move_keeps_the_table_in_step(window: MainWindow, qtbot: Any, rules: str, seed: int) -> None:
    """Random input at random moments, and in every burst at least one input that surely arrives mid-animation.

    An action's animation starts before the key that caused it returns, and only the event loop moves it on:
    an input sent right after that, with no event processed between, arrives while cards move. So the count
    of such inputs depends on the game, never on the machine's speed.
    """
    window.scene.set_animation_speed(1.0)
    window.start_game(NewGameOptions(rules=rules, suits=2, seed=seed))
    window.view.setFocus()
    rng = random.Random(seed)
    game = window.controller.game
    assert game is not None
    surely_during = 0
    for _burst in range(6):
        for _ in range(12):
            random_input(window, rng, qtbot)
        qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=10000)
        if kick(window):
            assert random_input(window, rng, qtbot), "the input arrived while cards were moving"
            surely_during += 1
        # At rest after a burst: the table shows exactly the engine's position.
        qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=10000)
        assert_in_step(window)
    assert game.moves >= 5, "the input played something"
    assert surely_during >= 3, "inputs arrived while cards were moving"
