"""A player who never touches the mouse: pause and resume, the duel's cover, the result panel."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from helpers.prompts import FakePrompts
from PySide6.QtCore import Qt

from spider_qt.duel.kinds import Kind
from spider_qt.duel.setup import NewGameOptions
from spider_qt.ui.window.table_phase import TablePhase


def test_pause_and_resume_and_the_result_by_keyboard_alone(qtbot: Any, tmp_path: Path) -> None:
    """P paused, but neither P nor Return resumed (only Space on a button nothing marked); the result panel's
    New game, drawn as the default, did not answer Return."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    win = windows.make_window(qtbot, tmp_path)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    win.start_game(NewGameOptions(rules="classic", suits=1, seed=3))
    win.view.setFocus()

    def key(k: Qt.Key) -> None:
        QTest.keyClick(QApplication.focusWidget() or win, k)

    key(Qt.Key.Key_P)
    assert win.phase is TablePhase.PAUSED
    key(Qt.Key.Key_P)
    assert win.phase is TablePhase.PLAYING
    key(Qt.Key.Key_P)
    assert win.phase is TablePhase.PAUSED
    key(Qt.Key.Key_Return)
    assert win.phase is TablePhase.PLAYING
    opened: list[bool] = []
    win.result_panel.new_game_clicked.disconnect()
    win.result_panel.new_game_clicked.connect(lambda: opened.append(True))
    win.controller.finish()
    qtbot.waitUntil(win.result_panel.isVisible)
    key(Qt.Key.Key_Return)
    assert opened == [True]


def _ann_plays_a_hot_seat_duel(qtbot: Any, tmp_path: Path) -> tuple[Any, Any]:
    """The active window with Ann playing the first turn of a hot-seat duel against Bo, started with Return on
    her cover (if it shows one); the window and its database (close it at the end)."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from spider_qt.store import Database

    db = Database.open(tmp_path / "data")
    win = windows.make_window(qtbot, tmp_path, db, prompts=FakePrompts(answer=True))
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    win.duels.seed_source = lambda: 8
    win.start_game(
        NewGameOptions(rules="duel", suits=1, seed=8, opponent=Kind.HOTSEAT, player="Ann", opponent_name="Bo")
    )
    if win.phase is TablePhase.PASS_COVER:
        QTest.keyClick(QApplication.focusWidget() or win, Qt.Key.Key_Return)  # Ann starts
    qtbot.waitUntil(lambda: win.phase is TablePhase.PLAYING)
    return win, db


def test_return_starts_the_next_players_turn_on_the_cover_and_p_does_not(qtbot: Any, tmp_path: Path) -> None:
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from ui.duel.test_duel import finish_with_done

    win, db = _ann_plays_a_hot_seat_duel(qtbot, tmp_path)
    finish_with_done(win, qtbot, 1)
    qtbot.waitUntil(lambda: win.phase is TablePhase.PASS_COVER)
    QTest.keyClick(QApplication.focusWidget() or win, Qt.Key.Key_P)  # not a pause: Bo's turn has not begun
    assert win.phase is TablePhase.PASS_COVER and not win.act_pause.isEnabled()
    QTest.keyClick(QApplication.focusWidget() or win, Qt.Key.Key_Enter)
    qtbot.waitUntil(lambda: win.phase is TablePhase.PLAYING)
    assert win.controller.info.player == "Bo"
    db.close()


@pytest.mark.parametrize("lang", ["en", "it", "nl", "de"])
def test_while_paused_the_game_menu_offers_resume_under_a_letter_of_its_own(
    qtbot: Any, tmp_path: Path, lang: str
) -> None:
    from spider_qt.ui.texts.mnemonics import taken_letter

    win, persist = windows.window_with_data(qtbot, tmp_path)  # Save, Open and the rest in the menu too
    try:
        windows.switch_language(qtbot, win, lang)
        win.start_game(NewGameOptions(rules="classic", suits=1, seed=3))
        pausing = win.act_pause.text()
        win.game_clock.pause_game()
        assert win.act_pause.isEnabled() and win.act_pause.text() != pausing
        texts = [a.text() if a.menu() is None else a.menu().title() for a in win.game_menu.actions()]
        letters = [taken_letter(t) for t in texts if t]
        assert taken_letter(win.act_pause.text()) is not None
        assert len([x for x in letters if x]) == len({x for x in letters if x}), texts
        win.act_pause.trigger()
        assert win.phase is TablePhase.PLAYING and win.act_pause.text() == pausing
    finally:
        persist.close()
        win.switcher.switch("en")


def test_the_tables_focus_frame_goes_with_the_keyboard_focus_and_comes_back(qtbot: Any, tmp_path: Path) -> None:
    """Tab to a HUD button left the column frame drawn: two things looked focused at once."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    win = windows.make_window(qtbot, tmp_path)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    win.start_game(NewGameOptions(rules="classic", suits=1, seed=3))
    win.view.setFocus()
    QTest.keyClick(win.view, Qt.Key.Key_Right)
    assert win.scene.column_marks[1].focus == "plain"
    QTest.keyClick(win.view, Qt.Key.Key_Tab)
    assert not win.view.hasFocus() and win.scene.column_marks[1].focus is None
    win.view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: win.scene.column_marks[1].focus == "plain")


def test_the_result_panels_button_with_the_keyboard_focus_is_marked(qtbot: Any, tmp_path: Path) -> None:
    """Its style sheet drew every button alike whatever had the focus: Tab from New game to Restart or Leave
    left no mark of where Space would go. The button with the focus now has a green frame."""
    from PySide6.QtWidgets import QApplication

    win = windows.make_window(qtbot, tmp_path)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    win.start_game(NewGameOptions(rules="classic", suits=1, seed=3))
    win.controller.finish()
    qtbot.waitUntil(win.result_panel.isVisible)
    panel = win.result_panel
    restart = panel.restart_button
    panel.leave_button.setFocus()
    qtbot.waitUntil(panel.leave_button.hasFocus)
    without = restart.grab().toImage()
    size = restart.sizeHint()
    restart.setFocus()
    qtbot.waitUntil(restart.hasFocus)
    with_focus = restart.grab().toImage()
    assert restart.sizeHint() == size  # the frame takes no room: the buttons do not jump as the focus moves
    assert with_focus != without


def test_the_duel_strips_buttons_are_reached_with_tab_and_pressed_with_space(qtbot: Any, tmp_path: Path) -> None:
    """Player info, New friend, Ignore and Leave above the table took no focus at all: during a duel the
    opponent's info, New friend and Ignore (the Player menu's are off then) were for the mouse alone."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    win, db = _ann_plays_a_hot_seat_duel(qtbot, tmp_path)
    strip = win.duel_strip
    win.view.setFocus()
    reached = []
    for _ in range(12):
        QTest.keyClick(QApplication.focusWidget() or win, Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    for button in (strip.info_button, strip.friend_button, strip.ignore_button, strip.leave_button):
        assert button in reached, button.objectName()
    strip.friend_button.setFocus()
    QTest.keyClick(strip.friend_button, Qt.Key.Key_Space)
    bo = db.profiles.find("Bo")
    assert bo is not None and bo.friend
    win.view.setFocus()
    qtbot.mouseClick(strip.ignore_button, Qt.MouseButton.LeftButton)
    assert win.view.hasFocus()  # a click leaves the keys with the table
    db.close()


def _key(k: Qt.Key) -> None:
    """``k`` pressed on whatever has the keyboard focus (the active window when nothing has)."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None
    QTest.keyClick(target, k)


def _hot_seat_duel_to_its_result(qtbot: Any, tmp_path: Path) -> tuple[Any, Any]:
    """Ann and Bo have played their turns, Bo started with Return on the cover: the window (its result screen open
    and active) and the database (close it at the end)."""
    from PySide6.QtWidgets import QApplication

    from ui.duel.test_duel import finish_with_done

    win, db = _ann_plays_a_hot_seat_duel(qtbot, tmp_path)
    finish_with_done(win, qtbot, 1)
    qtbot.waitUntil(lambda: win.phase is TablePhase.PASS_COVER)
    _key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.phase is TablePhase.PLAYING)
    finish_with_done(win, qtbot, 2)
    qtbot.waitUntil(lambda: win.duels.result_dialog is not None and win.duels.result_dialog.isVisible())
    dialog = win.duels.result_dialog
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return win, db


def test_after_start_on_the_cover_resume_or_rematch_the_keys_play_on_the_table(qtbot: Any, tmp_path: Path) -> None:
    """The cover's Start or Resume (and the result's New game) had the focus; hidden, Qt gave it to the next button
    that takes Tab: the duel strip's Player info. Bo's first Space, meant for a card, opened Player info about Ann."""
    from PySide6.QtWidgets import QApplication

    from ui.duel.test_duel import finish_with_done

    win, db = _ann_plays_a_hot_seat_duel(qtbot, tmp_path)
    win.view.setFocus()
    _key(Qt.Key.Key_P)
    assert win.phase is TablePhase.PAUSED and win.cover.start_button.hasFocus()
    _key(Qt.Key.Key_Return)  # Resume
    assert win.phase is TablePhase.PLAYING and win.view.hasFocus()
    _key(Qt.Key.Key_P)
    _key(Qt.Key.Key_P)  # P resumes too
    assert win.phase is TablePhase.PLAYING and win.view.hasFocus()
    finish_with_done(win, qtbot, 1)
    qtbot.waitUntil(lambda: win.phase is TablePhase.PASS_COVER)
    assert win.cover.start_button.hasFocus()
    _key(Qt.Key.Key_Return)  # Bo starts
    qtbot.waitUntil(lambda: win.phase is TablePhase.PLAYING)
    assert win.view.hasFocus(), QApplication.focusWidget()
    _key(Qt.Key.Key_Right)
    assert win.scene.column_marks[1].focus == "plain"  # the key went to the table
    finish_with_done(win, qtbot, 2)
    qtbot.waitUntil(lambda: win.duels.result_dialog is not None and win.duels.result_dialog.isVisible())
    dialog = win.duels.result_dialog
    dialog.rematch_button.setFocus()
    _key(Qt.Key.Key_Space)  # Rematch: Bo plays first
    qtbot.waitUntil(lambda: win.duels.session is not None and win.phase is TablePhase.PLAYING)
    assert win.focusWidget() is win.view  # the keys are the table's once the window is active again
    db.close()


def test_return_presses_the_button_tabbed_to_on_the_hud_the_strip_and_the_result_panel(
    qtbot: Any, tmp_path: Path
) -> None:
    """Outside a dialog a push button takes only Space: Tab to the HUD's Deal or Done, the duel strip's Leave or the
    result panel's Duel result, and Return did nothing."""
    from PySide6.QtWidgets import QApplication

    win, db = _ann_plays_a_hot_seat_duel(qtbot, tmp_path)
    prompts = win.prompts
    win.view.setFocus()
    game = win.controller.game
    assert game is not None
    _key(Qt.Key.Key_Tab)
    assert win.hud.deal_button.hasFocus()
    _key(Qt.Key.Key_Return)  # Deal
    assert game.history == ["deal"]
    win.duel_strip.leave_button.setFocus()
    prompts.answer = False
    _key(Qt.Key.Key_Return)  # Leave: asked, and kept
    assert prompts.texts("ask") and "Leave the duel?" in prompts.texts("ask")[-1]
    prompts.answer = True
    db.close()

    win, db = _hot_seat_duel_to_its_result(qtbot, tmp_path / "again")
    dialog = win.duels.result_dialog
    _key(Qt.Key.Key_Escape)
    assert not dialog.isVisible() and win.result_panel.duel_button.isVisible()
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    win.result_panel.duel_button.setFocus()
    _key(Qt.Key.Key_Return)
    assert dialog.isVisible()
    db.close()


def test_tab_goes_along_the_result_panels_buttons_as_they_read(qtbot: Any, tmp_path: Path) -> None:
    """Duel result, first in the row, came last: Tab went New game, Leave, Duel result."""
    from PySide6.QtWidgets import QApplication

    win, db = _hot_seat_duel_to_its_result(qtbot, tmp_path)
    _key(Qt.Key.Key_Escape)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    panel = win.result_panel
    row = [b for b in (panel.duel_button, panel.new_button, panel.restart_button, panel.leave_button) if b.isVisible()]
    assert [b.x() for b in row] == sorted(b.x() for b in row)
    assert len(row) == 3
    row[0].setFocus()
    for button in row[1:]:
        _key(Qt.Key.Key_Tab)
        assert button.hasFocus()
    for button in reversed(row[:-1]):
        _key(Qt.Key.Key_Backtab)
        assert button.hasFocus()
    db.close()


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing the keyboard)")  # a real popup, offscreen
def test_play_this_deal_alone_opened_with_a_key_marks_the_first_name_and_return_takes_it(
    qtbot: Any, tmp_path: Path
) -> None:
    """After a hot-seat duel, "Play this deal alone" opens a menu of both names; opened with Space it marked none of
    them, and Return did nothing until an arrow key marked one."""
    from PySide6.QtCore import QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QMenu

    win, db = _hot_seat_duel_to_its_result(qtbot, tmp_path)
    dialog = win.duels.result_dialog
    dialog.alone_button.setFocus()
    seen: list[str] = []

    def in_the_menu() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        active = menu.activeAction()
        seen.append(active.text() if active is not None else "")
        QTest.keyClick(menu, Qt.Key.Key_Down)
        QTest.keyClick(menu, Qt.Key.Key_Return)  # the second name: Bo

    QTimer.singleShot(200, in_the_menu)
    _key(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: bool(seen))
    assert seen == ["Ann"]
    qtbot.waitUntil(lambda: win.phase is TablePhase.PLAYING and win.duels.session is None)
    assert win.controller.info.player == "Bo"
    db.close()


def test_a_hud_button_that_goes_off_under_the_keys_hands_them_to_the_table(qtbot: Any, tmp_path: Path) -> None:
    """Space on the HUD's Deal made the last deal; Deal went off and Qt gave the focus to Undo, so the next Space
    took that deal back."""
    from PySide6.QtWidgets import QApplication

    win = windows.make_window(qtbot, tmp_path)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    win.start_game(NewGameOptions(rules="classic", suits=1, seed=3))
    win.view.setFocus()
    _key(Qt.Key.Key_Tab)
    assert win.hud.deal_button.hasFocus()
    for _ in range(5):
        _key(Qt.Key.Key_Space)
    game = win.controller.game
    assert game is not None and game.history.count("deal") == 5 and not win.hud.deal_button.isEnabled()
    assert win.view.hasFocus(), QApplication.focusWidget()
    _key(Qt.Key.Key_Space)  # on the table now: a pick-up, not an Undo
    assert game.history.count("deal") == 5 and "undo" not in game.history


def test_while_the_computer_plays_the_keys_are_on_watch_it_play(qtbot: Any, tmp_path: Path) -> None:
    """The cover while the computer still plays shows only Watch it play; the keys stayed on the covered table, where
    Return and Space did nothing and no mark showed where they were."""
    from PySide6.QtWidgets import QApplication

    from spider_qt.store import Database
    from ui.duel.test_duel import play_drags

    db = Database.open(tmp_path / "data")
    win = windows.make_window(qtbot, tmp_path, db, prompts=FakePrompts(answer=True))
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    win.duels.seed_source = lambda: 99
    win.start_game(
        NewGameOptions(rules="duel", suits=4, seed=99, opponent=Kind.COMPUTER, level="master", player="Ann")
    )  # a master on four suits plays long enough to be waited for
    win.view.setFocus()
    play_drags(win, 1)
    win.hud.done_button.setFocus()
    _key(Qt.Key.Key_Return)  # Done, and yes
    qtbot.waitUntil(lambda: win.cover.watch_button.isVisible(), timeout=10_000)
    assert win.cover.watch_button.hasFocus(), QApplication.focusWidget()
    _key(Qt.Key.Key_Return)
    assert win.phase is TablePhase.WATCHING
    win.duels.drop(uncover=True)
    db.close()


def test_the_covers_buttons_show_that_they_have_the_keys(qtbot: Any, tmp_path: Path) -> None:
    """Given the keys by the cover (not by Tab), a button showed no focus frame: Start did, drawn as the default
    button, but Watch it play looked the same with the keys or without."""
    from PySide6.QtWidgets import QApplication

    win = windows.make_window(qtbot, tmp_path)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    cover = win.cover
    for mode, button in (("waiting", cover.watch_button), ("paused", cover.start_button)):
        cover.show_waiting() if mode == "waiting" else cover.show_paused("Ann")
        assert button.isVisible() and button.hasFocus()
        with_keys = button.grab().toImage()
        cover.speed_combo.show()
        cover.speed_combo.setFocus()
        qtbot.waitUntil(lambda button=button: not button.hasFocus())
        assert button.grab().toImage() != with_keys, mode
        cover.hide()


def test_the_second_player_does_not_find_the_first_players_column_framed(qtbot: Any, tmp_path: Path) -> None:
    """Ann's last column (7, framed by her keys) was still framed when Bo's turn began: a trace of where Ann had
    worked, on the same deal. Each game begins with no frame, on the first column."""
    from ui.duel.test_duel import finish_with_done

    win, db = _ann_plays_a_hot_seat_duel(qtbot, tmp_path)
    win.view.setFocus()
    _key(Qt.Key.Key_7)
    assert win.scene.focus_column() == 6 and win.scene.column_marks[6].focus == "plain"
    finish_with_done(win, qtbot, 1)
    qtbot.waitUntil(lambda: win.phase is TablePhase.PASS_COVER)
    assert "Press Start when you are ready" in win.cover.text.text()  # a key does it too: not "Click Start"
    _key(Qt.Key.Key_Return)  # Bo starts
    qtbot.waitUntil(lambda: win.phase is TablePhase.PLAYING)
    assert win.scene.focus_column() == 0 and not win.scene.keys.focus_shown
    assert all(mark.focus is None for mark in win.scene.column_marks)
    _key(Qt.Key.Key_Right)
    assert win.scene.focus_column() == 1 and win.scene.column_marks[1].focus == "plain"
    db.close()
