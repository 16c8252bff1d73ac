"""The top bar adapts: Done→Leave and long translations leave the stock alone, and the HUD grows with the cards."""

from __future__ import annotations

from typing import Any

import pytest

from spider_qt.duel.setup import NewGameOptions
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.scene.layout import BOX_SCALE
from ui.window_helpers import switch_language


def _start(window: MainWindow, qtbot: Any, width: int, height: int) -> None:
    window.resize(width, height)
    window.start_game(NewGameOptions(rules="classic", suits=2, seed=5))
    qtbot.waitUntil(lambda: abs(window.scene.table_layout.width - window.view.viewport().width()) < 1)


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_done_turning_into_leave_moves_nothing(window: MainWindow, qtbot: Any, lang: str) -> None:
    switch_language(window, lang)
    _start(window, qtbot, 800, 600)
    stock = window.scene.table_layout.stock_area
    hud = window.hud.geometry()
    window.hud.set_leave_mode(True)
    qtbot.wait(10)
    assert window.scene.table_layout.stock_area == stock
    assert window.hud.geometry() == hud
    window.hud.set_leave_mode(False)
    assert window.scene.table_layout.stock_area == stock


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_long_translation_does_not_push_the_stock_into_the_discard_boxes(
    window: MainWindow, qtbot: Any, lang: str
) -> None:
    switch_language(window, lang)
    _start(window, qtbot, 800, 600)
    lay = window.scene.table_layout
    hud = window.hud.geometry()
    assert hud.right() < lay.stock_area.left()
    # The discard boxes keep their full size and a clear gap from the stock.
    assert lay.discard_rects[0].width() == pytest.approx(lay.card_width * BOX_SCALE)
    assert lay.stock_area.right() + lay.gap <= lay.discard_rects[0].left()
    for button in (window.hud.deal_button, window.hud.undo_button, window.hud.done_button):
        # Every label fits its button (nothing cut off).
        assert button.fontMetrics().horizontalAdvance(button.text()) < button.width()


def test_dutch_at_800_puts_the_buttons_on_two_rows_and_english_keeps_one(window: MainWindow, qtbot: Any) -> None:
    _start(window, qtbot, 800, 600)
    assert not window.hud.two_rows
    switch_language(window, "nl")
    qtbot.waitUntil(lambda: window.hud.two_rows)
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: not window.hud.two_rows)


def test_the_clock_and_buttons_grow_with_the_cards(window: MainWindow, qtbot: Any) -> None:
    _start(window, qtbot, 1280, 800)
    assert window.hud.scale == 1.0
    small_clock = window.hud.clock.sizeHint().height()
    small_button = window.hud.deal_button.sizeHint()
    card = window.scene.table_layout.card_width
    _start(window, qtbot, 1920, 1080)
    qtbot.waitUntil(lambda: window.scene.table_layout.card_width > card * 1.3)
    assert window.hud.scale > 1.3
    assert window.hud.clock.sizeHint().height() > small_clock * 1.25
    assert window.hud.deal_button.sizeHint().height() > small_button.height() * 1.25
    assert window.hud.deal_button.sizeHint().width() > small_button.width() * 1.25
    lay = window.scene.table_layout
    assert window.hud.geometry().right() < lay.stock_area.left()
