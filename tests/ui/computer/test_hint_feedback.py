"""Hint always answers the key press: a hint, "nothing useful is left", or that the computer could not work one out.

A hint whose search raised, answered something that is no hint, or never answered was dropped without a word: the
player pressed Hint and nothing happened.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from helpers.positions import one_move_from_stuck
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import spider_qt.ai
from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game
from spider_qt.ui.computer import assist as assist_module
from spider_qt.ui.controller import GameInfo
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.window.table_phase import TablePhase
from ui.window_helpers import switch_language

FAILED = "The computer could not work out a hint. Press Hint to try again."


def start(window: MainWindow) -> Game:
    window.start_game(NewGameOptions(rules="classic", suits=1, seed=7))
    game = window.controller.game
    assert game is not None
    window.show_message("")
    return game


def press_hint(window: MainWindow) -> None:
    QTest.keyClick(window.view, Qt.Key.Key_H)


def no_hint_shown(window: MainWindow) -> bool:
    return not window.scene.hint_shown() and window.assist.last_hint is None


@pytest.mark.parametrize(
    "answer",
    [RuntimeError("the search broke"), None, ("not a move", "master"), ()],
    ids=["raised", "answered-nothing", "answered-no-move", "answered-empty"],
)
def test_a_hint_that_cannot_be_worked_out_says_so_and_the_next_one_comes(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch, answer: object
) -> None:
    start(window)
    hint_details = spider_qt.ai.hint_details

    def broken(view: Any) -> object:
        if isinstance(answer, Exception):
            raise answer
        return answer

    monkeypatch.setattr(spider_qt.ai, "hint_details", broken)
    press_hint(window)
    qtbot.waitUntil(lambda: window.message_label.text() == FAILED, timeout=5000)
    assert no_hint_shown(window)
    monkeypatch.setattr(spider_qt.ai, "hint_details", hint_details)
    with qtbot.waitSignal(window.assist.hint_ready, timeout=10000) as given:
        press_hint(window)  # the player tries again, as told: this one comes
    assert given.args[0] is not None and window.message_label.text().startswith("Hint: ")


@pytest.fixture
def held_hint(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """The hint's search waits for this event (set at the end of the test); then it answers as usual."""
    release = threading.Event()
    hint_details = spider_qt.ai.hint_details

    def held(view: Any) -> object:
        release.wait(30)
        return hint_details(view)

    monkeypatch.setattr(spider_qt.ai, "hint_details", held)
    yield release
    release.set()


def test_a_hint_that_does_not_come_is_given_up_and_said(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch, held_hint: threading.Event
) -> None:
    monkeypatch.setattr(assist_module, "HINT_GIVE_UP_MS", 300)
    start(window)
    press_hint(window)
    qtbot.wait(100)
    assert window.message_label.text() == ""  # still within its time
    qtbot.waitUntil(lambda: window.message_label.text() == FAILED, timeout=5000)
    # The answer that comes after it was given up is not shown over what was said.
    held_hint.set()
    window.assist.wait_idle()
    QApplication.processEvents()
    assert window.message_label.text() == FAILED and no_hint_shown(window)


def test_a_hint_for_a_position_the_player_has_left_is_not_said_to_have_failed(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch, held_hint: threading.Event
) -> None:
    monkeypatch.setattr(assist_module, "HINT_GIVE_UP_MS", 300)
    game = start(window)
    press_hint(window)
    window.controller.play(next(m for m in game.legal_moves() if m.kind == "move"))  # the player did not wait
    window.show_message("")
    qtbot.wait(600)  # twice the time a hint is given
    assert window.message_label.text() == ""
    held_hint.set()
    window.assist.wait_idle()
    QApplication.processEvents()
    assert window.message_label.text() == "" and no_hint_shown(window)


def test_hint_with_no_move_left_says_what_is_left_in_the_players_language(window: MainWindow, qtbot: Any) -> None:
    """With nothing left to move, Hint said "No useful move is left." in place of the table's own "undo a move, or
    press Done", and counted the game as helped (in a duel, the result said so) for a hint that showed nothing."""
    game = one_move_from_stuck("classic")
    game.play(game.legal_moves()[0])
    assert game.legal_moves() == [] and not game.over and game.can_undo()
    window.controller.load(game, GameInfo(player="Ada"))
    window.set_phase(TablePhase.PLAYING)
    assert window.act_hint.isEnabled()
    window.show_message("")
    press_hint(window)
    assert window.message_label.text() == "No move is left: undo a move, or press Done to end the game."
    assert not window.controller.info.helped and window.assist.last_hint is None
    switch_language(window, "de")
    window.show_message("")
    press_hint(window)
    assert window.message_label.text() == (
        "Es ist kein Zug mehr möglich: Nimm einen Zug zurück oder beende das Spiel mit „Fertig“."
    )
    assert not window.controller.info.helped
    switch_language(window, "en")
