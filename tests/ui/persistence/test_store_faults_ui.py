"""The window's side of issue 13: Open asks and keeps the game in progress; one default player name; the
profiles dialog switches the player; a FIFO opened from the Open dialog is refused at once."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

import pytest
from helpers.windows import make_window
from PySide6.QtWidgets import QWidget

from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game
from spider_qt.store import KEPT_FOLDER, SaveMeta, load_game, save_game
from spider_qt.store.profiles import default_player_name
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.persistence import persistence
from spider_qt.ui.persistence.persistence import Persistence
from spider_qt.ui.prompts import Prompts


class Answers(Prompts):
    """Records every message and answers questions with ``answer``."""

    def __init__(self) -> None:
        self.answer = True
        self.shown: list[tuple[str, str, str]] = []

    def ask(self, parent: QWidget | None, title: str, text: str, *, default_yes: bool = False) -> bool:
        self.shown.append(("ask", title, text))
        return self.answer

    def warn(self, parent: QWidget | None, title: str, text: str, *, critical: bool = False) -> None:
        self.shown.append(("warn", title, text))

    def info(self, parent: QWidget | None, title: str, text: str) -> None:
        self.shown.append(("info", title, text))

    def texts(self, kind: str) -> list[str]:
        return [f"{t}\n{x}" for k, t, x in self.shown if k == kind]


@pytest.fixture
def answers() -> Answers:
    return Answers()


@pytest.fixture
def table(qtbot: Any, tmp_path: Path, answers: Answers) -> Any:
    win = make_window(qtbot, tmp_path, prompts=answers)
    args = argparse.Namespace(data_dir=str(tmp_path / "data"), autoplay=0, autoplay_seed=None, print_state=False)
    persist = persistence.attach(win, args, answers)
    yield win, persist
    persist.close()


def _deal(win: MainWindow, seed: int = 21, player: str = "Ann") -> Game:
    win.start_game(NewGameOptions(rules="classic", suits=1, seed=seed, player=player))
    game = win.controller.game
    assert game is not None
    return game


def _play(win: MainWindow, n: int) -> None:
    for _ in range(n):
        game = win.controller.game
        assert game is not None
        assert win.controller.play(game.legal_moves()[0])


def _rows(p: Persistence) -> int:
    assert p.recorder.db is not None
    return int(p.recorder.db.query("SELECT count(*) FROM games")[0][0])


def test_open_asks_keeps_the_game_in_progress_and_does_not_count_it_lost(
    table: Any, answers: Answers, tmp_path: Path
) -> None:
    win, p = table
    other = Game.new("duel", 2, 99)
    saved = tmp_path / "other.spider"
    save_game(saved, other, SaveMeta(player="Ann"))
    game = _deal(win)
    _play(win, 3)
    history = game.history

    answers.answer = False
    assert not p.files.open_path(saved)
    assert win.controller.game is game  # declined: the game stays
    (question,) = answers.texts("ask")
    assert "other.spider" in question and str(tmp_path / "data" / KEPT_FOLDER) in question

    answers.answer = True
    assert p.files.open_path(saved)
    assert win.controller.game is not game and win.controller.game.seed == 99
    (kept,) = sorted((tmp_path / "data" / KEPT_FOLDER).glob("*.spider"))
    assert load_game(kept)[0].history == history
    assert str(kept.resolve()) in p.files.recent_files()
    assert _rows(p) == 0  # kept aside, not recorded as finished and lost
    assert p.files.open_path(kept)  # and it goes on where it was
    assert win.controller.game.history == history


def test_one_name_for_the_default_player_everywhere(table: Any, answers: Answers) -> None:
    win, p = table
    _deal(win, player="")
    name = default_player_name()
    assert win.controller.info.player == name
    _play(win, 2)
    assert name in win.player_label.text()
    assert win.controller.finish()
    stats = p.player.statistics_dialog()
    assert stats is not None and stats.profile_combo.currentText() == name
    manager = p.player.profiles_dialog()
    assert manager is not None and manager.active_label.text() == f"Playing now: {name}"
    dialog = NewGameDialog(win.settings, win)
    assert dialog.player_edit.placeholderText() == name  # an empty name field plays as that very name
    dialog.close()


def test_the_profiles_dialog_switches_the_player(table: Any, answers: Answers) -> None:
    win, p = table
    assert p.recorder.db is not None
    p.recorder.db.profiles.create("Ann")
    bea = p.recorder.db.profiles.create("Bea")
    _deal(win, player="Ann")  # dealt, nothing played yet
    manager = p.player.profiles_dialog()
    assert manager is not None and manager.item_texts() == ["Ann (playing now)", "Bea"]
    manager.select(bea.id)
    manager.play_as_button.click()
    assert win.settings.get("new_game/player") == "Bea"
    assert win.controller.info.player == "Bea"  # this game had no action yet: it is Bea's
    assert "You play as Bea" in win.message_label.text()
    _play(win, 1)
    manager.select(p.recorder.db.profiles.find("Ann").id)
    manager.play_as_button.click()
    assert win.controller.info.player == "Bea"  # a game under way stays its player's
    assert "next game" in win.message_label.text()
    manager.deleteLater()


def test_opening_a_fifo_is_refused_at_once(table: Any, answers: Answers, tmp_path: Path) -> None:
    win, p = table
    game = _deal(win)
    fifo = tmp_path / "pipe.spider"
    os.mkfifo(fifo)
    assert not p.files.open_path(fifo)  # would block the window forever if it waited for a writer
    (warning,) = answers.texts("warn")
    assert "not a regular file" in warning and str(tmp_path) in warning
    assert win.controller.game is game


def test_a_hand_edited_database_entry_is_told_in_the_player_menu_and_the_game_is_kept(
    qtbot: Any, tmp_path: Path, answers: Answers
) -> None:
    """A value SQLite takes but Spider Duel never writes (text for a date): each Player menu command says so, and a
    finished game waits in the data folder instead of being lost."""
    import sqlite3

    from spider_qt.store import DB_FILENAME, PENDING_FOLDER, Database

    data = tmp_path / "data"
    with Database.open(data) as db:
        db.profiles.create("Ann")
    conn = sqlite3.connect(data / DB_FILENAME)
    conn.execute("UPDATE profiles SET created_at = 'garbage'")
    conn.commit()
    conn.close()
    win = make_window(qtbot, tmp_path, prompts=answers)
    args = argparse.Namespace(data_dir=str(data), autoplay=0, autoplay_seed=None, print_state=False)
    p = persistence.attach(win, args, answers)
    _deal(win, player="Ann")
    _play(win, 2)
    assert win.controller.finish()
    (not_recorded,) = answers.texts("warn")
    assert "Game not recorded" in not_recorded and "changed by hand" in not_recorded
    assert len(list((data / PENDING_FOLDER).glob("*.spider"))) == 1
    for action in (p.player.act_statistics, p.player.act_player_info, p.player.act_replay):
        answers.shown.clear()
        action.trigger()  # raised out of the slot before: nothing showed
        (warning,) = answers.texts("warn")
        assert warning.startswith("Statistics unavailable") and str(data) in warning, action.text()
    p.close()


def test_a_computer_name_or_a_look_alike_is_refused_when_typed(table: Any, answers: Answers, qtbot: Any) -> None:
    win, p = table
    assert p.recorder.db is not None
    p.recorder.db.profiles.create("Ann")
    dialog = NewGameDialog(win.settings, win, db=p.recorder.db)
    for name, why in (("Master", "computer opponent"), ("\u0410nn", "looks too much like")):  # a Cyrillic A
        dialog.player_edit.setText(name)
        dialog.accept()
        assert dialog.result() != NewGameDialog.DialogCode.Accepted and why in dialog.error_label.text(), name
    dialog.player_edit.setText("ann")  # Ann's own profile, typed in lower case, is fine
    dialog.accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted


def test_a_game_kept_under_a_refused_name_blocks_no_other(qtbot: Any, tmp_path: Path, answers: Answers) -> None:
    """Older versions kept a finished game of a player named like a computer level, to record it "at the next
    start": it never could be, and every game kept after it waited behind it."""
    from spider_qt.store import PENDING_FOLDER, Database, GameShelf

    data = tmp_path / "data"
    shelf = GameShelf(data, PENDING_FOLDER)
    for player, seed in (("Master", 5), ("Ann", 6)):
        game = Game.new("classic", 1, seed)
        game.finish()
        shelf.add(game, SaveMeta(player=player, action_times=(1.0,), time_used=1.0))
    win = make_window(qtbot, tmp_path, prompts=answers)
    args = argparse.Namespace(data_dir=str(data), autoplay=0, autoplay_seed=None, print_state=False)
    p = persistence.attach(win, args, answers)
    p.close()
    with Database.open(data) as db:
        ann = db.profiles.find("Ann")
        assert ann is not None and [r.seed for r in db.games.for_profile(ann.id)] == [6]


def test_a_long_login_name_is_cut_to_a_profile_name(monkeypatch: pytest.MonkeyPatch) -> None:
    import getpass

    from spider_qt.store import MAX_NAME_LENGTH

    monkeypatch.setattr(getpass, "getuser", lambda: "a" * 40)
    assert default_player_name() == "a" * MAX_NAME_LENGTH


@pytest.mark.parametrize("login", ["master", "Expert", "computer", "m\u0430ster"])
def test_a_login_named_like_a_computer_opponent_plays_as_player(monkeypatch: pytest.MonkeyPatch, login: str) -> None:
    """Every game of a login "master" ended with "Game not recorded: "master" is the name of a computer opponent"."""
    import getpass

    monkeypatch.setattr(getpass, "getuser", lambda: login)
    assert default_player_name() == "Player"
