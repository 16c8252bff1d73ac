"""The first start deals a game at once, as the classic does, and says in the status bar where the duel is."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from helpers.prompts import FakePrompts

from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.persistence import persistence


def _start(qtbot: Any, tmp: Path, monkeypatch: pytest.MonkeyPatch, *extra: str) -> MainWindow:
    """``spider-duel`` through the app's own start-up, with ``tmp`` for its settings and data."""
    argv = ["--data-dir", str(tmp / "data"), "--config-dir", str(tmp / "config"), *extra]
    win = windows.start_app(qtbot, monkeypatch, argv, FakePrompts(answer=True))
    qtbot.waitUntil(lambda: win.findChild(persistence.Persistence) is not None and win.controller.game is not None)
    return win


def _close(win: MainWindow) -> None:
    persist = win.findChild(persistence.Persistence)
    assert persist is not None
    persist.close()
    win.close()
    win.switcher.switch("en")  # each start installs its own translator: the tests after this one read English


def test_the_first_start_mentions_the_duel_and_later_starts_do_not(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    win = _start(qtbot, tmp_path, monkeypatch, "--lang", "de")
    message = win.status_line.message_label.text()
    assert message.startswith("Willkommen!") and "Duell" in message and "(F2)" in message
    assert win.status_line.message_label.isVisible()
    _close(win)

    again = _start(qtbot, tmp_path, monkeypatch, "--lang", "en")
    assert "Welcome" not in again.status_line.message_label.text()
    _close(again)


def test_the_welcome_goes_once_a_duel_takes_the_table(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Started within the welcome's 20 seconds, a duel began under "Welcome! For a duel … New game (F2)" (a game
    alone replaced it with its deal number; a duel says nothing of its deal)."""
    from spider_qt.duel.setup import NewGameOptions

    win = _start(qtbot, tmp_path, monkeypatch, "--lang", "en")
    assert win.status_line.message_label.text().startswith("Welcome!")
    win.start_game(NewGameOptions(rules="duel", suits=1, opponent="human", player="Ann", opponent_name="Bo"))
    assert win.duel is not None
    assert "Welcome" not in win.status_line.message_label.text()
    _close(win)


def test_a_first_start_that_asks_for_a_deal_goes_straight_to_it(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    win = _start(qtbot, tmp_path, monkeypatch, "--lang", "en", "--deal", "7")
    assert win.controller.game is not None and win.controller.game.seed == 7
    assert "Welcome" not in win.status_line.message_label.text()
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
    assert persist is not None and persist.db is not None
    assert [p for p in persist.db.profiles.for_picker(True) if persist.db.games.for_profile(p.id)] == []  # none counted
    _close(again)

    # Another deal asked for keeps it aside, as before.
    other = _start(qtbot, tmp_path, monkeypatch, "--lang", "en", "--rules", "classic", "--suits", "1", "--deal", "8")
    assert other.controller.game is not None and other.controller.game.seed == 8
    assert kept.exists() and len(list(kept.iterdir())) == 1
    _close(other)
