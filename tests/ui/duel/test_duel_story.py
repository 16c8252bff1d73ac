"""A duel that tells its story (#48 points 4, 5, 9): who won when a player leaves, the moment a clock runs out,
and one clock on the table that turns colour in its last minute, the strip's as the HUD's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from helpers.prompts import FakePrompts
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from spider_qt.duel.kinds import Kind
from spider_qt.duel.setup import NewGameOptions
from spider_qt.store import Database
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.window import time_up
from spider_qt.ui.window.table_phase import TablePhase


class _Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def _hot_seat(qtbot: Any, tmp_path: Path, minutes: int = 15) -> tuple[MainWindow, Database, _Clock]:
    db = Database.open(tmp_path / "data")
    clock = _Clock()
    win = windows.make_window(qtbot, tmp_path, db, prompts=FakePrompts(answer=True), clock=clock)
    win.start_game(
        NewGameOptions(
            rules="duel",
            suits=1,
            seed=1,
            opponent=Kind.HOTSEAT,
            player="Alice",
            opponent_name="Bob",
            time_limit=minutes,
        )
    )
    return win, db, clock


def test_leave_says_who_won_on_the_empty_table_and_in_the_status_bar(qtbot: Any, tmp_path: Path) -> None:
    win, db, _ = _hot_seat(qtbot, tmp_path)
    try:
        qtbot.mouseClick(win.duel_strip.leave_button, Qt.MouseButton.LeftButton)
        assert win.phase is TablePhase.EMPTY and win.duels.session is None
        assert win.welcome_panel.isVisible()
        assert win.welcome_panel.title.text() == "Bob wins: Alice left the duel"
        assert win.message_label.text() == "Bob wins: Alice left the duel"
        # The news was of that duel: once the table is used again, the empty table says nothing of it.
        win.start_game(NewGameOptions(rules="classic", suits=1, seed=3))
        win.leave_table()
        assert win.welcome_panel.title.text() == "Spider Duel"
    finally:
        db.close()


def _accept_new_game_dialog() -> None:
    modal = QApplication.activeModalWidget()
    if isinstance(modal, NewGameDialog) and modal.isVisible():
        modal.opp_none.setChecked(True)
        modal.accept()


def test_new_game_during_a_duel_against_the_computer_says_who_won(qtbot: Any, tmp_path: Path) -> None:
    db = Database.open(tmp_path / "data")
    win = windows.make_window(qtbot, tmp_path, db, prompts=FakePrompts(answer=True))
    try:
        win.start_game(
            NewGameOptions(rules="duel", suits=1, seed=1, opponent=Kind.COMPUTER, level="beginner", player="Alice")
        )
        accept = QTimer()
        accept.timeout.connect(_accept_new_game_dialog)
        accept.start(5)
        win.act_new.trigger()  # the dialog is accepted as it comes; the duel's question is answered yes
        accept.stop()
        assert (
            win.duels.session is None
            and win.controller.game is not None
            and win.controller.game.ruleset.name == "classic"
        )
        said = win.message_label.text()
        assert said.startswith("Computer (Beginner) wins: Alice left the duel · Deal "), said
        assert not win.welcome_panel.isVisible()
    finally:
        db.close()


def test_a_time_out_is_recorded_at_once_and_says_time_is_up_before_the_next_cover(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The timed-out turn was recorded only after the "Time is up" pause, on a timer: a crash in that moment left
    it to the autosave. The ledger records it at once; only the next cover waits."""
    monkeypatch.setattr(time_up, "PAUSE_MS", 300)
    win, db, clock = _hot_seat(qtbot, tmp_path, minutes=5)
    try:
        session = win.duels.session
        assert session is not None
        clock.t += 5 * 60 + 1
        win.controller.tick()
        panel = win.view.time_up_panel
        assert panel is not None and panel.isVisible()
        assert panel.title.text() == "Time is up"
        assert panel.subtitle.text() == "Alice's time has run out: the game counts as it stands."
        assert win.phase is TablePhase.PLAYING  # the moment: Bob's cover is not up yet
        duel_id = session.duel_id()
        assert duel_id is not None and db.duels.get(duel_id).a_game is not None  # recorded already
        qtbot.waitUntil(lambda: win.phase is TablePhase.PASS_COVER, timeout=3000)
        assert not panel.isVisible()
        assert win.duels.session is not None and win.duels.session.turn == 1
    finally:
        win.duels.drop(uncover=True)
        db.close()


def test_one_clock_at_a_time_and_the_strips_turns_colour_in_its_last_minute(qtbot: Any, tmp_path: Path) -> None:
    win, db, clock = _hot_seat(qtbot, tmp_path, minutes=5)
    strip = win.duel_strip
    try:
        assert strip.time_label.text() == "" and win.hud.clock.text() == "5:00"
        assert strip.time_label.property("low") is False
        clock.t += 4 * 60 + 30
        win.controller.tick()
        assert win.hud.clock.property("low") is True
        win.game_clock.pause_game()  # the cover hides the HUD: the strip tells the time left, in the same colour
        assert win.phase is TablePhase.PAUSED
        assert strip.time_label.text() == "Time left: 0:30"
        assert strip.time_label.property("low") is True
        colour = strip.time_label.palette().color(strip.time_label.foregroundRole()).name()
        assert colour == win.hud.clock.palette().color(win.hud.clock.foregroundRole()).name() == "#ffb4a8"
    finally:
        win.duels.drop(uncover=True)
        db.close()


def test_leave_drops_this_game_was_helped_from_the_status_bar(qtbot: Any, tmp_path: Path) -> None:
    """#48 pt 14: the status bar kept "This game was helped" over the empty table after Leave."""
    win = windows.make_window(qtbot, tmp_path, prompts=FakePrompts(answer=True))
    win.start_game(NewGameOptions(rules="classic", suits=1, seed=3))
    win.controller.mark_helped()
    qtbot.mouseClick(win.hud.done_button, Qt.MouseButton.LeftButton)
    assert win.phase is TablePhase.RESULT
    assert win.message_label.text() == "This game was helped (hints, demo or solver)."
    qtbot.mouseClick(win.hud.done_button, Qt.MouseButton.LeftButton)  # Done became Leave
    assert win.phase is TablePhase.EMPTY and win.message_label.text() == ""


def test_dones_question_in_a_hot_seat_duel_says_the_turn_passes(qtbot: Any, tmp_path: Path) -> None:
    win, db, _ = _hot_seat(qtbot, tmp_path)
    prompts = win.prompts
    assert isinstance(prompts, FakePrompts)
    try:
        prompts.answer = False
        qtbot.mouseClick(win.hud.done_button, Qt.MouseButton.LeftButton)
        assert prompts.shown[-1].text.endswith("Then it is Bob's turn.")
        assert win.duels.session is not None and win.duels.session.turn == 0  # answered no: Alice plays on
    finally:
        win.duels.drop(uncover=True)
        db.close()


def test_a_resumed_turns_cover_says_the_player_goes_on(qtbot: Any, tmp_path: Path) -> None:
    """The cover of a duel resumed after Quit said "Bob plays the same deal now", of a turn Bob had begun."""
    w1, p1 = windows.window_with_data(qtbot, tmp_path)
    w1.duels.seed_source = lambda: 4242
    w1.start_game(
        NewGameOptions(rules="duel", suits=1, seed=1, opponent=Kind.HOTSEAT, player="Alice", opponent_name="Bob")
    )
    c1 = w1.controller
    assert c1.game is not None and w1.duels.session is not None
    c1.play(next(m for m in c1.game.legal_moves() if m.kind in ("move", "flip")))
    w1.duels.session.cancel()  # the app ends in the middle of Alice's turn
    w1.hide()
    p1.close()
    w2, p2 = windows.window_with_data(qtbot, tmp_path)
    try:
        assert p2.keeper.resume()
        assert w2.duels.session is not None and w2.duels.session.phase == "cover" and w2.cover.isVisible()
        assert w2.cover.title.text() == "Pass the computer to Alice"
        assert w2.cover.text.text().startswith("Alice goes on with the turn begun before.")
        w2.cover.start_button.click()
        qtbot.mouseClick(w2.hud.done_button, Qt.MouseButton.LeftButton)  # Alice ends: Bob's turn is a new one
        qtbot.waitUntil(lambda: w2.duels.session is not None and w2.duels.session.phase == "cover")
        assert w2.cover.text.text().startswith("Bob plays the same deal now.")
    finally:
        if w2.duels.session is not None:
            w2.duels.drop(uncover=True)
        p2.close()


def test_player_info_is_enabled_alike_in_the_menu_and_on_the_strip(qtbot: Any, tmp_path: Path) -> None:
    """The strip's Player info was enabled during a duel and the Player menu's grey: now both, and both show the
    opponent without statistics."""
    win, persist = windows.window_with_data(qtbot, tmp_path)
    shown: list[int] = []
    win.duels.show_opponent_info = shown.append  # type: ignore[method-assign]
    try:
        win.start_game(
            NewGameOptions(rules="duel", suits=1, seed=1, opponent=Kind.HOTSEAT, player="Alice", opponent_name="Bob")
        )
        act = persist.player.act_player_info
        assert act.isEnabled() and win.duel_strip.info_button.isEnabled()
        act.trigger()
        win.duel_strip.info_button.click()
        assert shown == [1, 1]  # both: Bob's, as the strip shows him to Alice
    finally:
        win.duels.drop(uncover=True)
        persist.close()


def test_new_friend_on_the_strip_has_a_tooltip_and_says_what_it_did_for_whom(qtbot: Any, tmp_path: Path) -> None:
    """#48 pt 7: New friend and Ignore gave no sign of what they did, nor, in a hot-seat duel, for whose lists."""
    win, db, _ = _hot_seat(qtbot, tmp_path)
    strip = win.duel_strip
    try:
        assert strip.friend_button.toolTip() == (
            "Put Bob first in the player lists on this computer (New game, Challenges), for every player"
        )
        assert "for every player" in strip.ignore_button.toolTip()
        qtbot.mouseClick(strip.friend_button, Qt.MouseButton.LeftButton)
        assert win.message_label.text() == "Bob is now a friend: first in the player lists on this computer."
        bob = db.profiles.find("Bob")
        assert bob is not None and bob.friend
    finally:
        win.duels.drop(uncover=True)
        db.close()


def test_new_friend_and_ignore_on_the_result_screen_say_what_they_did(qtbot: Any, tmp_path: Path) -> None:
    from spider_qt.ui.duel.result_dialog import DuelResultDialog
    from ui.duel import test_duel_result as made

    db = Database.open(tmp_path / "data")
    try:
        duel = db.duels.get(made.finished_duel(db, made.played(4), 60.0, made.played(3), 30.0))
        dialog = DuelResultDialog(db, duel, duel.a_profile)
        qtbot.addWidget(dialog)
        dialog.show()
        name = dialog.profiles[1].name
        assert dialog.friend_button.toolTip().startswith(f"Put {name} first in the player lists on this computer")
        assert not dialog.flag_label.isVisible()
        qtbot.mouseClick(dialog.friend_button, Qt.MouseButton.LeftButton)
        assert dialog.flag_label.isVisible()
        assert dialog.flag_label.text() == f"{name} is now a friend: first in the player lists on this computer."
        qtbot.mouseClick(dialog.ignore_button, Qt.MouseButton.LeftButton)
        assert dialog.flag_label.text() == f"{name} is now ignored: hidden from the player lists on this computer."
        assert not dialog.friend_button.isChecked()  # an ignored player is no friend
    finally:
        db.close()


def test_german_at_800_by_600_keeps_whose_turn_whole_and_shortens_the_names_first(qtbot: Any, tmp_path: Path) -> None:
    """#48 pt 14: with a long name the strip cut whose turn it is ("Maximiliane-Alexandra …"), the verb gone."""
    from helpers.windows import switch_language

    db = Database.open(tmp_path / "data")
    win = windows.make_window(qtbot, tmp_path, db, prompts=FakePrompts(answer=True), size=(800, 600))
    strip = win.duel_strip
    try:
        switch_language(qtbot, win, "de")
        for name in ("Maximiliane-Alexandra", "Maximiliane-Alexandra von Hohen"):
            win.start_game(
                NewGameOptions(rules="duel", suits=1, seed=1, opponent=Kind.HOTSEAT, player=name, opponent_name="Bob")
            )
            qtbot.waitUntil(lambda: strip.turn_label.text().endswith(" spielt"))
            shown = strip.turn_label.text()
            assert shown.startswith(name[:8]) and shown.endswith(" spielt"), shown
            assert strip.players_label.text() != strip.players_label.full_text()  # the names gave way first
            assert strip.turn_label.toolTip() in ("", f"{name} spielt")
            win.duels.drop(uncover=True)
    finally:
        win.switcher.switch("en")
        db.close()
