"""The table's rough edges: deal number in the title, Pause in classic, the clock behind dialogs, Leave, Undo."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers.positions import one_move_from_stuck
from helpers.prompts import FakePrompts
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from spider_qt.duel.kinds import Kind
from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game
from spider_qt.i18n import LanguageSwitcher
from spider_qt.store import Database
from spider_qt.ui.controller import GameInfo
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.settings import Settings
from spider_qt.ui.window.table_phase import TablePhase
from ui.window_helpers import card_item, switch_language, view_point


def _classic(window: MainWindow, seed: int = 4242) -> None:
    window.start_game(NewGameOptions(rules="classic", suits=1, seed=seed))


def test_the_deal_number_stays_in_the_title(window: MainWindow, qtbot: Any) -> None:
    assert "4242" not in window.windowTitle()
    _classic(window)
    assert "4242" in window.windowTitle() and "Spider Duel" in window.windowTitle()
    game = window.controller.game
    assert game is not None
    move = next(m for m in game.legal_moves() if m.kind == "move")
    assert move.src is not None and move.dst is not None
    window.controller.move_cards(move.src, move.count, move.dst)
    assert "4242" in window.windowTitle()  # still there after a move (the status message is long gone)
    switch_language(window, "de")
    assert "4242" in window.windowTitle()
    switch_language(window, "en")
    window.leave_table()
    assert window.windowTitle() == "Spider Duel"


def test_a_duel_shows_no_deal_number_in_the_title(qtbot: Any, tmp_path: Path) -> None:
    db = Database.open(tmp_path / "data")
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.set("animation_speed", 0.0)
    switcher = LanguageSwitcher()
    switcher.switch("en")
    win = MainWindow(settings, switcher, prompts=FakePrompts(answer=True))
    qtbot.addWidget(win)
    win.duels.set_database(db)
    win.show()
    win.start_game(
        NewGameOptions(rules="duel", suits=1, seed=777, opponent=Kind.HOTSEAT, player="Ann", opponent_name="Bo")
    )
    assert win.duels.session is not None
    assert "777" not in win.windowTitle()
    if win.cover.isVisible():
        qtbot.mouseClick(win.cover.start_button, Qt.MouseButton.LeftButton)
    assert "777" not in win.windowTitle()
    win.duels.drop(uncover=True)
    db.close()


def test_pause_in_classic_covers_the_table_and_stops_the_clock(window: MainWindow, qtbot: Any) -> None:
    _classic(window)
    assert window.act_pause.isEnabled()
    assert window.act_pause in window.game_menu.actions()
    qtbot.keyClick(window.view, Qt.Key.Key_P)  # the shortcut, as a player presses it
    assert window.cover.isVisible() and window.scene.is_covered() and window.cover.mode == "paused"
    assert "clock is stopped" in window.cover.text.text()
    assert not window.act_undo.isEnabled()
    assert window.act_pause.isEnabled() and window.act_pause.text() == "Resume (shows the tab&le)"  # P resumes
    frozen = window.controller.elapsed()
    qtbot.wait(120)
    assert window.controller.elapsed() == frozen
    qtbot.mouseClick(window.cover.start_button, Qt.MouseButton.LeftButton)
    assert not window.cover.isVisible() and not window.scene.is_covered()
    qtbot.waitUntil(lambda: window.controller.elapsed() > frozen)


def _elapsed_while_open(window: MainWindow, qtbot: Any, dialog: QDialog) -> tuple[float, float]:
    """The clock read just after ``dialog`` opened and again a little later, before it closes."""
    readings: list[float] = []

    def read() -> None:
        readings.append(window.controller.elapsed())
        if len(readings) == 2:
            dialog.reject()
        else:
            QTimer.singleShot(120, read)

    QTimer.singleShot(0, read)
    dialog.exec()
    return readings[0], readings[1]


def test_the_classic_clock_stops_while_the_new_game_dialog_is_open(window: MainWindow, qtbot: Any) -> None:
    _classic(window)
    dialog = NewGameDialog(window.settings, window, opponents_enabled=False)
    first, second = _elapsed_while_open(window, qtbot, dialog)
    assert first == second  # stopped while the dialog was open
    after = window.controller.elapsed()
    qtbot.waitUntil(lambda: window.controller.elapsed() > after)  # and running again once it closed


def _help_beside_a_classic_game(window: MainWindow, qtbot: Any) -> tuple[QDialog, float]:
    """A classic game with the help open beside it: the help window and the clock's time then."""
    from spider_qt.ui.help_attach import attach_help

    helper = attach_help(window)
    _classic(window)
    help_window = helper.show_help()
    qtbot.waitExposed(help_window)
    return help_window, window.controller.elapsed()


def test_the_clock_stops_while_the_help_is_open(window: MainWindow, qtbot: Any) -> None:
    help_window, frozen = _help_beside_a_classic_game(window, qtbot)
    qtbot.wait(120)
    assert window.controller.elapsed() == frozen
    help_window.close()
    qtbot.waitUntil(lambda: window.controller.elapsed() > frozen)


def test_playing_beside_the_open_help_runs_the_clock(window: MainWindow, qtbot: Any) -> None:
    """The help is not modal: the table still takes moves, and moves made beside it are made on the clock."""
    help_window, frozen = _help_beside_a_classic_game(window, qtbot)
    game = window.controller.game
    assert game is not None
    window.controller.play(next(m for m in game.legal_moves() if m.kind == "move"))
    qtbot.waitUntil(lambda: window.controller.elapsed() > frozen + 0.1)
    assert help_window.isVisible()
    help_window.close()
    running = window.controller.elapsed()
    qtbot.waitUntil(lambda: window.controller.elapsed() > running)


def test_a_dialog_does_not_restart_the_clock_of_a_paused_game(window: MainWindow, qtbot: Any) -> None:
    _classic(window)
    window.game_clock.pause_game()
    frozen = window.controller.elapsed()
    dialog = QDialog(window)
    dialog.show()
    dialog.close()
    QApplication.processEvents()
    qtbot.wait(120)
    assert window.controller.elapsed() == frozen
    assert window.cover.isVisible()


def test_no_keyboard_frame_is_left_on_an_empty_table(window: MainWindow, qtbot: Any) -> None:
    _classic(window)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    framed = [i for i in window.scene.items() if getattr(i, "focus", None) is not None]
    assert framed, "the keyboard frame shows on a column"
    window.controller.finish()  # the game ends: Done has become Leave
    assert window.hud.done_button.text() == "Leave"
    qtbot.mouseClick(window.hud.done_button, Qt.MouseButton.LeftButton)
    assert window.welcome_panel.isVisible()
    assert not [i for i in window.scene.items() if getattr(i, "focus", None) is not None]


@pytest.fixture
def duel_table(qtbot: Any, tmp_path: Path) -> Any:
    db = Database.open(tmp_path / "data")
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.set("animation_speed", 0.0)
    switcher = LanguageSwitcher()
    switcher.switch("en")
    win = MainWindow(settings, switcher, prompts=FakePrompts(answer=True))
    qtbot.addWidget(win)
    win.duels.set_database(db)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.duels.drop(uncover=True)
    db.close()


def test_ctrl_z_right_after_a_deal_in_a_duel_says_why(duel_table: MainWindow, qtbot: Any) -> None:
    w = duel_table
    w.start_game(NewGameOptions(rules="duel", suits=1, seed=5, opponent=Kind.HOTSEAT, player="Ann", opponent_name="Bo"))
    if w.cover.isVisible():
        qtbot.mouseClick(w.cover.start_button, Qt.MouseButton.LeftButton)
    game = w.controller.game
    assert game is not None
    qtbot.keyClick(w.view, Qt.Key.Key_D)  # deal, by its shortcut
    assert game.history[-1] == "deal" and not w.act_undo.isEnabled()
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.history[-1] == "deal"  # nothing was undone ...
    assert "past a deal" in w.message_label.text()  # ... and the player is told why


def test_up_and_down_are_documented_in_the_help_and_the_playing_page(window: MainWindow) -> None:
    from spider_qt.ui.dialogs.help import HelpWindow

    help_window = HelpWindow(window)
    text = help_window.browser.toPlainText()
    assert "↑ ↓" in text and "one card more or one card fewer" in text and "Pause" in text
    page = (Path(__file__).resolve().parents[3] / "docs" / "playing.md").read_text(encoding="utf-8")
    controls = page.split("## Controls", 1)[1].split("\n## ", 1)[0]
    assert "| Up/Down | hold one card more or fewer of those picked up |" in controls
    help_window.deleteLater()


def _click_card(window: MainWindow, qtbot: Any, card_id: int) -> None:
    point = view_point(window, card_item(window, card_id))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


@pytest.mark.parametrize("rules", ["classic", "duel"])
def test_a_game_with_nothing_left_to_do_but_undo_or_done_says_so(window: MainWindow, qtbot: Any, rules: str) -> None:
    """The last legal move is clicked on the real view: the status bar says what is left; an undo takes it back."""
    game = one_move_from_stuck(rules)
    window.controller.load(game, GameInfo(player="Ada"))
    window.set_phase(TablePhase.PLAYING)  # as opening a saved game does
    assert window.message_label.text() == ""  # one move is still there
    three = game.column_ids(9)[-1]
    _click_card(window, qtbot, three)
    assert game.column_ids(8)[-1] == three and game.legal_moves() == [] and not game.over
    assert window.message_label.text() == "No move is left: undo a move, or press Done to end the game."
    assert window.act_undo.isEnabled() and window.hud.done_button.isEnabled()  # both ways out are open
    switch_language(window, "de")  # said again in the new language
    assert window.message_label.text() == (
        "Es ist kein Zug mehr möglich: Nimm einen Zug zurück oder beende das Spiel mit „Fertig“."
    )
    window.act_undo.trigger()
    assert game.legal_moves() and window.message_label.text() == ""  # no longer true, so no longer said
    switch_language(window, "en")
    assert window.message_label.text() == ""
    _click_card(window, qtbot, three)
    assert window.message_label.text() == "No move is left: undo a move, or press Done to end the game."


def test_a_game_loaded_with_no_legal_move_and_no_undo_points_to_done(window: MainWindow, qtbot: Any) -> None:
    game = one_move_from_stuck("duel")
    game.play(game.legal_moves()[0])
    stuck = Game.from_state(game.state())  # no history: nothing to undo
    window.controller.load(stuck, GameInfo(player="Ada"))
    window.set_phase(TablePhase.PLAYING)
    assert window.message_label.text() == "No move is left: press Done to end the game."
    window.prompts = FakePrompts(answer=True)  # "End this game?" is answered yes
    qtbot.mouseClick(window.hud.done_button, Qt.MouseButton.LeftButton)
    assert stuck.over and window.message_label.text() != "No move is left: press Done to end the game."


def test_a_long_message_wraps_in_the_smallest_window_and_a_short_one_keeps_the_bar_one_line(
    window: MainWindow, qtbot: Any
) -> None:
    """At 800 pixels the German and Italian "no move left" messages were cut mid-word (the bar asked for 872 and 947
    pixels); they wrap onto a second line now, while a one-line message leaves the table's height alone."""
    window.resize(800, 600)
    game = one_move_from_stuck("classic")
    window.controller.load(game, GameInfo(player="Bartholomäus-Maximilian"))
    window.set_phase(TablePhase.PLAYING)
    qtbot.wait(20)
    bar = window.statusBar()
    quiet = bar.height(), window.view.height()
    three = game.column_ids(9)[-1]
    _click_card(window, qtbot, three)
    label = window.status_line.message_label
    qtbot.waitUntil(lambda: bool(label.text()))
    qtbot.wait(20)
    assert (bar.height(), window.view.height()) == quiet  # English: one line, nothing moved
    for language in ("de", "it"):
        switch_language(window, language)
        qtbot.wait(20)
        assert window.width() == 800 and bar.minimumSizeHint().width() < 800
        assert label.width() < label.fontMetrics().horizontalAdvance(label.text())  # it needs more than a line...
        assert label.height() >= 2 * label.fontMetrics().height()  # ...and it has two
        assert bar.rect().contains(label.geometry())
    switch_language(window, "en")


def test_a_first_window_and_the_replay_fit_the_screen(qtbot: Any, tmp_path: Path) -> None:
    """On a 1366 × 768 laptop a fixed 1280 × 800 first window hid its status bar under the screen's edge, and the
    replay viewer's buttons too: both take at most the screen's free area now (this test's screen is smaller still).
    """
    from spider_qt.engine import Game
    from spider_qt.ui.dialogs.replay import ReplayViewer

    settings = Settings(QSettings(str(tmp_path / "fresh.ini"), QSettings.Format.IniFormat))  # no saved geometry
    switcher = LanguageSwitcher()
    switcher.switch("en")
    win = MainWindow(settings, switcher, prompts=FakePrompts())
    qtbot.addWidget(win)
    free = win.screen().availableGeometry()
    assert free.width() < 1280 or free.height() < 800, "the test needs a screen smaller than the wanted size"
    assert win.width() <= max(free.width(), win.minimumWidth())
    assert win.height() <= max(free.height(), win.minimumHeight())
    game = Game.new("classic", 1, 5)
    game.play(game.legal_moves()[0])
    viewer = ReplayViewer(game)
    qtbot.addWidget(viewer)
    assert viewer.width() <= max(free.width(), viewer.minimumSizeHint().width())
    assert viewer.height() <= max(free.height(), viewer.minimumSizeHint().height())


def _classic_with_an_empty_column() -> Game:
    """A classic deal whose last column's cards were laid face down under the ninth's: column 10 is empty."""
    state = Game.new("classic", 2, 31).state()
    tableau = state["tableau"]
    tableau[8] = [{"card": e["card"], "up": False} for e in tableau[9]] + tableau[8]
    tableau[9] = []
    return Game.from_state(state)


def test_a_refused_deal_says_why_from_the_key_the_stock_and_the_button(window: MainWindow, qtbot: Any) -> None:
    """Classic rules deal only with no empty column: D, a click on the stock and the greyed Deal button did nothing
    and said nothing (the stock still looked clickable)."""
    game = _classic_with_an_empty_column()
    window.controller.load(game, GameInfo(player="Ada"))
    window.set_phase(TablePhase.PLAYING)
    reason = "Fill every empty column before dealing."
    assert not window.act_deal.isEnabled() and window.hud.deal_button.toolTip() == reason
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert window.message_label.text() == reason and game.stock_size == 50
    window.message_label.clear()
    stock = window.scene.stock.sceneBoundingRect().center()
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(stock))
    assert window.message_label.text() == reason and game.stock_size == 50
    switch_language(window, "de")
    assert window.hud.deal_button.toolTip() == "Belege erst jeden leeren Tableaustapel, bevor du gibst."
    switch_language(window, "en")


def test_undo_after_a_turned_card_in_a_duel_says_turns_are_final(window: MainWindow, qtbot: Any) -> None:
    game = Game.new("duel", 1, 7)
    window.controller.load(game, GameInfo(player="Ada"))
    window.set_phase(TablePhase.PLAYING)
    move = next(m for m in game.legal_moves() if m.kind == "move")
    window.controller.play(move)
    flip = next(m for m in game.legal_moves() if m.kind == "flip")
    window.controller.play(flip)
    assert not game.can_undo()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.message_label.text() == "Turned cards and deals are final: Undo never goes back past them."


@pytest.mark.parametrize("language", ["de", "it", "nl"])
def test_the_result_panel_fits_its_new_texts_after_a_language_switch(
    window: MainWindow, qtbot: Any, language: str
) -> None:
    """The panel sized itself before its buttons had their new texts: "Neues Spiel" showed as "eues Spi"."""
    from spider_qt.duel.setup import NewGameOptions

    window.start_game(NewGameOptions(rules="classic", suits=1, seed=5))
    window.controller.finish()
    panel = window.result_panel
    qtbot.waitUntil(panel.isVisible)
    window.set_language(language)
    buttons = (panel.new_button, panel.restart_button, panel.leave_button)
    qtbot.waitUntil(lambda: panel.new_button.text() != "New game")
    qtbot.waitUntil(lambda: all(b.width() >= b.sizeHint().width() for b in buttons), timeout=2000)
    window.set_language("en")


class _Unregistered:
    """``qtbot`` for a window the test deletes itself (pytest-qt would close it again at teardown)."""

    def __init__(self, qtbot: Any) -> None:
        self._qtbot = qtbot

    def addWidget(self, *_: object, **__: object) -> None:
        pass

    def __getattr__(self, name: str) -> Any:
        return getattr(self._qtbot, name)


def test_a_window_closed_and_deleted_with_a_dialog_open_does_not_restart_its_deleted_clock(
    qtbot: Any, tmp_path: Path
) -> None:
    """The clock guard heard the open dialog go (``destroyed``) while the window was being torn down, and
    restarted the game's clock, whose timer had gone already: a RuntimeError in the event loop."""
    from helpers import windows
    from shiboken6 import Shiboken

    win = windows.make_window(_Unregistered(qtbot), tmp_path)
    _classic(win)
    dialog = QDialog(win)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert win.game_clock.guard.holding
    win.close()
    win.deleteLater()  # as the app and pytest-qt let a window go (any exception in a slot fails the test)
    qtbot.waitUntil(lambda: not Shiboken.isValid(dialog))
