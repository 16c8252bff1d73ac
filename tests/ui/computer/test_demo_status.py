"""The demo (#48 pt 11): Esc stops it wherever the keys are, its action stays checked while it runs, and the status
bar says it runs until it stops (it went after four seconds, the demo playing on)."""

from __future__ import annotations

from typing import Any

from helpers.held import HeldDemo
from PySide6.QtCore import Qt

from spider_qt.duel.setup import NewGameOptions
from spider_qt.ui.main_window import MainWindow

RUNS = "The computer plays this game. Esc stops it."


def _demo(window: MainWindow, qtbot: Any, held: HeldDemo) -> None:
    window.start_game(NewGameOptions(rules="classic", suits=1, seed=3))
    window.act_demo.trigger()
    qtbot.waitUntil(held.thinking.is_set)
    assert window.assist.demo_running and window.act_demo.isChecked()


def test_the_demos_status_stays_behind_other_messages_until_it_stops(
    window: MainWindow, qtbot: Any, held_demo: HeldDemo
) -> None:
    _demo(window, qtbot, held_demo)
    assert window.message_label.text() == RUNS
    window.show_message("Something else.", 50)  # another message meanwhile (a hint, a deal's number)
    assert window.message_label.text() == "Something else."
    qtbot.waitUntil(lambda: window.message_label.text() == RUNS)
    window._update_actions()  # the actions follow the table (a move, a language switch): still checked
    assert window.act_demo.isChecked()
    window.act_demo.trigger()  # the menu item again: it stops
    assert not window.assist.demo_running and not window.act_demo.isChecked()
    assert window.message_label.text() == "Demo stopped."
    qtbot.waitUntil(lambda: window.message_label.text() == "", timeout=6000)


def test_esc_stops_the_demo_from_the_table_and_from_a_hud_button(
    window: MainWindow, qtbot: Any, held_demo: HeldDemo
) -> None:
    _demo(window, qtbot, held_demo)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not window.assist.demo_running and not window.act_demo.isChecked()
    window.act_demo.trigger()
    assert window.assist.demo_running
    window.hud.deal_button.setFocus()  # the keys on a HUD button, as after a click on it
    qtbot.keyClick(window.hud.deal_button, Qt.Key.Key_Escape)
    assert not window.assist.demo_running and not window.act_demo.isChecked()
