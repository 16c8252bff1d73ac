"""The first start deals a game at once, as the classic does, and says in the status bar where the duel is."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from helpers.prompts import FakePrompts
from PySide6.QtCore import Qt

from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.persistence import persistence
from spider_qt.ui.window.welcome_card import WelcomeCard


def _start(qtbot: Any, tmp: Path, monkeypatch: pytest.MonkeyPatch, *extra: str) -> MainWindow:
    """``spider-duel`` through the app's own start-up, with ``tmp`` for its settings and data."""
    argv = ["--data-dir", str(tmp / "data"), "--config-dir", str(tmp / "config"), *extra]
    win = windows.start_app(qtbot, monkeypatch, argv, FakePrompts(answer=True))
    qtbot.waitUntil(lambda: win.findChild(persistence.Persistence) is not None and win.controller.game is not None)
    return win


def _card(win: MainWindow) -> WelcomeCard | None:
    """The welcome card over the table, if it was ever laid there."""
    return win.view.viewport().findChild(WelcomeCard)


def _close(win: MainWindow) -> None:
    persist = win.findChild(persistence.Persistence)
    assert persist is not None
    persist.close()
    win.close()
    win.switcher.switch("en")  # each start installs its own translator: the tests after this one read English


def test_the_first_start_lays_the_welcome_card_on_the_table_and_later_starts_do_not(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """#48 pt 10: a 20-second status-bar line was all a newcomer got; a card on the table says it now."""
    win = _start(qtbot, tmp_path, monkeypatch, "--lang", "de")
    card = _card(win)
    assert card is not None and card.isVisible()
    assert card.title.text() == "Willkommen bei Spider Duel"
    buttons = (card.alone_button, card.friend_button, card.computer_button, card.elsewhere_button)
    assert [b.text() for b in buttons] == [
        "Allein spielen",
        "Duell mit einem Freund hier",
        "Duell gegen den Computer",
        "Einen Freund anderswo herausfordern",
    ]
    # Two by two, and whole: German at the window's least width cuts no button's text.
    win.resize(win.minimumSize())
    qtbot.waitUntil(lambda: win.size() == win.minimumSize())
    card.recenter()
    assert len({b.y() for b in buttons}) == 2
    assert all(b.width() >= b.sizeHint().width() for b in buttons)
    assert len({b.width() for b in buttons}) == 1  # two even columns
    assert card.x() >= 0 and card.geometry().right() < win.view.viewport().width()
    _close(win)

    again = _start(qtbot, tmp_path, monkeypatch, "--lang", "en")
    card = _card(again)
    assert card is None or not card.isVisible()
    _close(again)


def test_the_welcome_goes_at_the_first_action_and_comes_back_from_help(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    win = _start(qtbot, tmp_path, monkeypatch, "--lang", "en")
    card = _card(win)
    assert card is not None and card.isVisible()
    game = win.controller.game
    assert game is not None
    win.controller.play(next(m for m in game.legal_moves() if m.kind == "move"))
    assert not card.isVisible()
    helper = win.help_attachment  # type: ignore[attr-defined]
    assert helper.welcome_action in win.help_menu.actions()
    helper.welcome_action.trigger()
    assert card.isVisible()
    qtbot.mouseClick(card.alone_button, Qt.MouseButton.LeftButton)  # play the game dealt
    assert not card.isVisible() and win.controller.game is game
    _close(win)


def test_the_welcomes_duel_buttons_open_new_game_with_that_duel_chosen(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from spider_qt.ui.dialogs.new_game import NewGameDialog

    win = _start(qtbot, tmp_path, monkeypatch, "--lang", "en")
    seen: list[tuple[bool, bool, bool]] = []

    def look() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, NewGameDialog) and modal.isVisible():
            seen.append((modal.duel_radio.isChecked(), modal.opp_human.isChecked(), modal.opp_computer.isChecked()))
            modal.reject()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(5)
    card = _card(win)
    assert card is not None
    qtbot.mouseClick(card.computer_button, Qt.MouseButton.LeftButton)
    assert not card.isVisible()
    win.help_attachment.welcome_action.trigger()  # type: ignore[attr-defined]
    qtbot.mouseClick(card.friend_button, Qt.MouseButton.LeftButton)
    timer.stop()
    assert seen == [(True, False, True), (True, True, False)]
    _close(win)


def test_the_welcomes_challenge_elsewhere_opens_the_challenge_to_a_friend_on_another_computer(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The fourth way the issue asked for once duels across machines came: the same dialog as Game > Challenge a
    friend on another computer."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from spider_qt.ui.duel.remote_dialogs import ChallengeFriendDialog

    win = _start(qtbot, tmp_path, monkeypatch, "--lang", "en")
    seen: list[str] = []

    def look() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, ChallengeFriendDialog) and modal.isVisible():
            seen.append(modal.windowTitle())
            modal.reject()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(5)
    card = _card(win)
    assert card is not None and card.elsewhere_button.text() == "Challenge a friend elsewhere"
    game = win.controller.game
    qtbot.mouseClick(card.elsewhere_button, Qt.MouseButton.LeftButton)
    timer.stop()
    assert len(seen) == 1 and not card.isVisible()
    assert win.controller.game is game  # turned down: the game dealt stays on the table
    _close(win)


def test_a_first_start_that_asks_for_a_deal_goes_straight_to_it(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    win = _start(qtbot, tmp_path, monkeypatch, "--lang", "en", "--deal", "7")
    assert win.controller.game is not None and win.controller.game.seed == 7
    assert (card := _card(win)) is None or not card.isVisible()
    _close(win)


def test_settings_that_cannot_be_written_are_said_at_the_start(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A config folder that cannot be written (here its path runs through a file): every choice was dropped at Quit
    without a word, and each start was a first start again."""
    (tmp_path / "afile").write_text("in the way", encoding="utf-8")
    prompts = FakePrompts(answer=True)
    argv = ["--data-dir", str(tmp_path / "data"), "--config-dir", str(tmp_path / "afile" / "config")]
    win = windows.start_app(qtbot, monkeypatch, argv, prompts)
    qtbot.waitUntil(lambda: win.findChild(persistence.Persistence) is not None and win.controller.game is not None)
    warned = prompts.texts("warn")
    assert len(warned) == 1 and warned[0].startswith("Settings not saved\n")
    assert str(tmp_path / "afile" / "config" / "spider-duel.ini") in warned[0]
    _close(win)
    fine = FakePrompts(answer=True)
    argv = ["--data-dir", str(tmp_path / "data"), "--config-dir", str(tmp_path / "config")]
    win = windows.start_app(qtbot, monkeypatch, argv, fine)
    qtbot.waitUntil(lambda: win.findChild(persistence.Persistence) is not None and win.controller.game is not None)
    assert fine.texts("warn") == []  # a folder that can be written: not a word
    _close(win)


def test_a_deal_asked_for_that_is_the_unfinished_game_continues_it(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--deal 7`` with the player's game of deal 7 unfinished: dealt again, that game was kept aside (the box said
    to go on with it from Open recent) and, the same deal dealt, counted at once as it stood."""
    asked = ("--lang", "en", "--rules", "classic", "--suits", "1", "--deal", "7")
    win = _start(qtbot, tmp_path, monkeypatch, *asked)
    c = win.controller
    assert c.game is not None
    for _ in range(3):
        c.play(next(m for m in c.game.legal_moves() if m.kind == "move"))
    history = list(c.game.history)
    _close(win)

    prompts = FakePrompts(answer=True)
    argv = ["--data-dir", str(tmp_path / "data"), "--config-dir", str(tmp_path / "config"), *asked]
    again = windows.start_app(qtbot, monkeypatch, argv, prompts)
    qtbot.waitUntil(lambda: again.findChild(persistence.Persistence) is not None and again.controller.game is not None)
    game = again.controller.game
    assert game is not None and game.seed == 7 and game.history == history  # the same game, where it was left
    assert not [s for s in prompts.shown if s.title == "Unfinished game kept"]
    assert "Your unfinished game of deal 7 continues where you left it." in again.status_line.message_label.text()
    kept = tmp_path / "data" / "unfinished"
    assert not kept.exists() or not any(kept.iterdir())
    persist = again.findChild(persistence.Persistence)
    assert persist is not None and persist.recorder.db is not None
    assert [
        p for p in persist.recorder.db.profiles.for_picker(True) if persist.recorder.db.games.for_profile(p.id)
    ] == []  # none counted
    _close(again)

    # Another deal asked for keeps it aside, as before.
    other = _start(qtbot, tmp_path, monkeypatch, "--lang", "en", "--rules", "classic", "--suits", "1", "--deal", "8")
    assert other.controller.game is not None and other.controller.game.seed == 8
    assert kept.exists() and len(list(kept.iterdir())) == 1
    _close(other)
