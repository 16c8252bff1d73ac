"""Autosave, resume, saved games, recent files and records, driven through the real window and SQLite file."""

from __future__ import annotations

import argparse
import dataclasses
import errno
import json
import sqlite3
from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from helpers.positions import near_won
from helpers.prompts import BoxAnswerer
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game, Move
from spider_qt.i18n import LanguageSwitcher
from spider_qt.store import AUTOSAVE_FILENAME, DB_FILENAME, Database, WriteFailed, load_game
from spider_qt.ui import file_dialog, paths
from spider_qt.ui.controller import GameInfo
from spider_qt.ui.dialogs.replay import ReplayViewer
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.persistence import persistence
from spider_qt.ui.persistence.persistence import Persistence
from spider_qt.ui.settings import Settings

Factory = Callable[..., tuple[MainWindow, Persistence]]


class Boxes(BoxAnswerer):
    """Records the message boxes shown: warnings and notices instead of blocking on them, questions as the real
    box puts them (answered with ``answer``)."""

    def __init__(self) -> None:
        super().__init__(QMessageBox.StandardButton.Yes)
        self.shown: list[tuple[str, str, str]] = []

    def _poll(self) -> None:
        before = len(self.seen)
        super()._poll()
        self.shown += [("question", title, informative) for title, _text, informative in self.seen[before:]]

    def texts(self, kind: str | None = None) -> list[str]:
        return [f"{t}\n{x}" for k, t, x in self.shown if kind is None or k == kind]


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> Iterator[Boxes]:
    rec = Boxes()

    def fake(kind: str) -> Callable[..., QMessageBox.StandardButton]:
        def show(_parent: Any, title: str, text: str, *_args: Any) -> QMessageBox.StandardButton:
            rec.shown.append((kind, title, text))
            return QMessageBox.StandardButton.Ok

        return show

    for kind in ("warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, kind, staticmethod(fake(kind)))
    yield rec
    rec.stop()


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def make(qtbot: Any, tmp_path: Path, data_dir: Path, boxes: Boxes) -> Iterator[Factory]:
    """Builds a window with persistence attached, as app.py does; everything shares one config and data folder."""
    made: list[Persistence] = []

    def build(**settings_values: Any) -> tuple[MainWindow, Persistence]:
        settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
        settings.set("animation_speed", 0.0)
        for key, value in settings_values.items():
            settings.set(key.replace("__", "/"), value)
        switcher = LanguageSwitcher()
        switcher.switch("en")
        win = MainWindow(settings, switcher)
        qtbot.addWidget(win)
        win.resize(1024, 700)
        win.show()
        args = argparse.Namespace(data_dir=str(data_dir), autoplay=0, autoplay_seed=None, print_state=False)
        persist = persistence.attach(win, args)
        made.append(persist)
        return win, persist

    yield build
    for p in made:
        p.close()


def start(win: MainWindow, seed: int = 11, suits: int = 2, player: str = "Ann") -> Game:
    win.start_game(NewGameOptions(rules="classic", suits=suits, seed=seed, player=player))
    game = win.controller.game
    assert game is not None
    return game


def play_some(win: MainWindow, n: int, seed: int = 3, check: Callable[[], None] | None = None) -> None:
    """Play ``n`` actions through the controller: moves, a deal and undos."""
    import random

    rng = random.Random(seed)
    c = win.controller
    for i in range(n):
        game = c.game
        assert game is not None
        if i % 5 == 4 and game.can_undo():
            assert c.undo()
        else:
            moves = [m for m in game.legal_moves() if m.kind == "move"] or game.legal_moves()
            assert c.play(rng.choice(moves))
        if check is not None:
            check()


def autosave_path(data_dir: Path) -> Path:
    return data_dir / AUTOSAVE_FILENAME


# ---------------------------------------------------------------- autosave and resume


def test_autosave_after_every_action_and_resume_restores_everything(make: Factory, data_dir: Path) -> None:
    win, _p = make()
    game = start(win)

    def check() -> None:
        saved, meta = load_game(autosave_path(data_dir))
        assert saved.history == game.history
        assert saved.state() == game.state()
        assert meta.action_times == tuple(win.controller.info.action_times)
        assert meta.player == "Ann"

    check()  # the fresh deal is on disk too
    play_some(win, 12, check=check)
    win.controller.mark_helped()
    win.controller.play(game.legal_moves()[0])
    check()
    saved_meta = load_game(autosave_path(data_dir))[1]
    assert saved_meta.helped
    assert saved_meta.time_used >= max(saved_meta.action_times)
    before = game.copy()

    win2, p2 = make()
    assert p2.keeper.resume()
    resumed = win2.controller.game
    assert resumed is not None and resumed is not game
    assert resumed.state() == game.state()
    assert resumed.history == game.history
    assert win2.controller.info == GameInfo("Ann", None, True, list(saved_meta.action_times))
    assert abs(win2.controller.elapsed() - saved_meta.time_used) < 0.5
    assert win2.scene.snapshot.columns == win.scene.snapshot.columns
    # The undo history came back: an undo after resume does what it did before.
    assert resumed.can_undo() == before.can_undo()
    before.undo()
    assert win2.controller.undo()
    assert resumed.state() == before.state()
    assert load_game(autosave_path(data_dir))[0].history == before.history


def test_a_closed_run_writes_no_more_over_the_autosave_of_the_run_after_it(make: Factory, data_dir: Path) -> None:
    """Its clock's timer wrote on after ``close``: a run started next on the folder found its autosave rewritten
    by the one before (a kept game came back beside a duel, about one start in two)."""
    win, p = make()
    start(win)
    play_some(win, 2)
    p.close()
    assert not p.keeper.clock_timer.isActive()
    written = autosave_path(data_dir).read_bytes()
    win.controller.play(win.controller.game.legal_moves()[0])  # type: ignore[union-attr]
    assert not p.keeper.write()
    win.close()  # the window's own last write is the one made before close
    assert autosave_path(data_dir).read_bytes() == written


def test_the_redo_list_survives_a_restart(make: Factory, data_dir: Path) -> None:
    """Undo twice, the app is gone, resume: Redo plays both actions again, in order."""
    win, _p = make()
    game = start(win)
    play_some(win, 4, seed=8)
    ahead = game.copy()
    assert win.controller.undo() and win.controller.undo()
    assert win.controller.can_redo()
    assert load_game(autosave_path(data_dir))[1].extra == {"redo": [str(m) for m in win.controller.redo_moves()]}

    win2, p2 = make()
    assert p2.keeper.resume()
    assert win2.controller.can_redo() and win2.act_redo.isEnabled()
    assert win2.controller.info.extra == {}, "the redo list is not kept twice"
    assert win2.controller.redo() and win2.controller.redo()
    resumed = win2.controller.game
    assert resumed is not None
    position = ("tableau", "stock", "foundations")
    assert {k: resumed.state()[k] for k in position} == {k: ahead.state()[k] for k in position}
    assert resumed.history[-2:] == ahead.history[-2:]
    assert not win2.controller.can_redo()
    assert "redo" not in load_game(autosave_path(data_dir))[1].extra


def test_a_damaged_redo_list_is_dropped_and_the_game_resumes(make: Factory, data_dir: Path) -> None:
    win, p = make()
    game = start(win)
    play_some(win, 3, seed=8)
    assert win.controller.undo()
    p.keeper.autosave.save(game, dataclasses.replace(p.keeper.meta(), extra={"redo": ["11>99", 7]}))

    win2, p2 = make()
    assert p2.keeper.resume()
    assert win2.controller.game is not None
    assert not win2.controller.can_redo()


def test_extra_info_travels_with_the_autosave_and_a_duel_is_picked_up(
    make: Factory, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    win, _p = make()
    start(win)
    from spider_qt.duel.model import DuelState, Kind, Phase, Player
    from spider_qt.duel.saved import SavedDuel
    from spider_qt.ui.duel.coordinator import DuelCoordinator

    duel_state = DuelState(
        kind=Kind.HOTSEAT, rules="classic", suits=2, seed=11, time_limit=900, allow_help=False,
        players=(Player("Bo", 2), Player("Ann", 1)), turn=1, phase=Phase.PLAYING,
    )  # fmt: skip
    win.controller.info.duel = duel_state
    win.controller.info.extra["clock_doubt"] = 12.5
    play_some(win, 2)
    # on disk as ever: the state's JSON under "duel", beside the other values
    assert load_game(autosave_path(data_dir))[1].extra == {"duel": duel_state.to_json(), "clock_doubt": 12.5}

    restored: list[SavedDuel] = []
    monkeypatch.setattr(DuelCoordinator, "restore", lambda self, saved: restored.append(saved))
    win2, p2 = make()
    assert p2.keeper.resume()
    assert win2.controller.info.duel == duel_state  # typed at the table, JSON only in the file
    assert win2.controller.info.extra == {"clock_doubt": 12.5}
    assert restored == [SavedDuel(duel_state, None, None, True, None)]


def test_a_time_out_records_the_game_and_clears_the_autosave(make: Factory, data_dir: Path, qtbot: Any) -> None:
    win, p = make()
    assert p.recorder.db is not None
    game = Game.new("duel", 1, 5)
    win.controller.load(game, GameInfo(player="Tim", time_limit=1), elapsed=0.6)
    assert win.controller.play(game.legal_moves()[0])
    assert autosave_path(data_dir).exists()
    qtbot.waitUntil(lambda: game.over, timeout=3000)
    assert game.history[-1] == "finish"
    profile = p.recorder.db.profiles.find("Tim")
    assert profile is not None
    assert p.recorder.db.stats.get(profile.id, "duel", 1).played == 1
    assert not autosave_path(data_dir).exists()


def _lost_games(p: Persistence, player: str = "Ann") -> int:
    assert p.recorder.db is not None
    profile = p.recorder.db.profiles.find(player)
    if profile is None:
        return 0
    stats = p.recorder.db.stats.get(profile.id, "classic", 2)
    return stats.played - stats.won


def test_resume_setting_never_and_ask(make: Factory, data_dir: Path, boxes: Boxes) -> None:
    """A game not continued counts as played and lost, as one left for a new deal does (it used to vanish
    uncounted, a way to drop a losing game), and it is not offered again."""
    win, _ = make()
    start(win)
    play_some(win, 3)

    _w, p = make(resume="never")
    assert not p.keeper.resume()
    assert _w.controller.game is None
    assert _lost_games(p) == 1 and not autosave_path(data_dir).exists()

    win, _ = make()
    start(win, seed=12)
    play_some(win, 2)
    boxes.answer = QMessageBox.StandardButton.No
    _w, p = make(resume="ask")
    assert not p.keeper.resume()
    assert boxes.texts("question")
    assert _lost_games(p) == 2 and not autosave_path(data_dir).exists()

    win, _ = make()
    start(win, seed=13)
    play_some(win, 3)
    history = win.controller.game.history if win.controller.game else []
    boxes.answer = QMessageBox.StandardButton.Yes
    w3, p = make(resume="ask")
    assert p.keeper.resume()
    assert w3.controller.game is not None and w3.controller.game.history == history
    assert _lost_games(p) == 2


def test_damaged_autosave_is_reported_moved_aside_and_the_app_carries_on(
    make: Factory, data_dir: Path, boxes: Boxes
) -> None:
    data_dir.mkdir(parents=True)
    autosave_path(data_dir).write_bytes(b'{"format": "spider-duel-save", "version": 1, "game": {"hist')
    win, p = make()
    warnings = boxes.texts("warning")
    assert len(warnings) == 1
    assert "could not be restored" in warnings[0] and "damaged or incomplete" in warnings[0]
    aside = list(data_dir.glob(AUTOSAVE_FILENAME + ".bad-*"))
    assert len(aside) == 1 and aside[0].name in warnings[0]
    assert aside[0].read_bytes().startswith(b'{"format"')
    assert not p.keeper.resume()
    game = start(win)
    play_some(win, 2)
    assert load_game(autosave_path(data_dir))[0].history == game.history


def test_autosave_of_a_newer_version_is_left_untouched(make: Factory, data_dir: Path, boxes: Boxes) -> None:
    data_dir.mkdir(parents=True)
    newer = autosave_path(data_dir)
    newer.write_text(json.dumps({"format": "spider-duel-save", "version": 99}))
    before = newer.read_bytes()
    win, p = make()
    (text,) = boxes.texts("information")
    assert "newer version" in text and str(newer) in text
    assert not list(data_dir.glob(AUTOSAVE_FILENAME + ".bad-*"))
    assert not p.keeper.resume()
    start(win)
    play_some(win, 2)  # this version's game is kept beside it
    assert newer.read_bytes() == before
    assert load_game(data_dir / "autosave.v2.spider")[0].history == win.controller.game.history


def test_failed_autosave_write_is_reported_once_and_play_goes_on(
    make: Factory, boxes: Boxes, monkeypatch: pytest.MonkeyPatch, data_dir: Path
) -> None:
    win, _p = make()
    start(win)

    def full(self: Any, game: Game, meta: Any) -> None:
        raise WriteFailed(autosave_path(data_dir), OSError(errno.ENOSPC, "No space left on device"))

    monkeypatch.setattr("spider_qt.store.Autosave.save", full)
    play_some(win, 3)
    assert len(win.controller.game.history if win.controller.game else []) == 3
    warnings = boxes.texts("warning")
    assert len(warnings) == 1 and "disk is full" in warnings[0]
    assert "could not be saved" in win.message_label.text()


# ---------------------------------------------------------------- the database


def test_damaged_database_is_reported_and_replaced(make: Factory, data_dir: Path, boxes: Boxes) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / DB_FILENAME).write_bytes(b"this is no database" * 100)
    _win, p = make()
    assert p.recorder.db is not None
    assert p.recorder.db.recovered_from is not None
    assert str(p.recorder.db.recovered_from) in boxes.texts("warning")[0]
    assert p.player.act_statistics.isEnabled()


def test_database_from_a_newer_version_turns_statistics_off(make: Factory, data_dir: Path, boxes: Boxes) -> None:
    Database.open(data_dir).close()
    with sqlite3.connect(data_dir / DB_FILENAME) as conn:
        conn.execute("PRAGMA user_version = 999")
    conn.close()
    original = (data_dir / DB_FILENAME).read_bytes()
    win, p = make()
    critical = boxes.texts("critical")
    assert len(critical) == 1 and "newer version" in critical[0] and "statistics are off" in critical[0]
    assert p.recorder.db is None
    assert not p.player.act_statistics.isEnabled() and not p.player.act_profiles.isEnabled()
    game = start(win)
    play_some(win, 2)
    assert win.controller.finish()
    assert game.over
    assert (data_dir / DB_FILENAME).read_bytes() == original


def won_but_one() -> tuple[Game, Move]:
    """A one-suit deal one move from the win along a solver's line (only dealt games are recorded)."""
    line = json.loads((Path(__file__).parents[2] / "store" / "data" / "won_deals.json").read_text("utf-8"))["classic"]
    game = Game.new("classic", line["suits"], line["seed"])
    game.replay(line["history"][:-1])
    return game, Move.from_text(line["history"][-1])


def _clock(game: Game, until: float) -> list[float]:
    """One time per action so far, evenly up to ``until`` seconds."""
    n = len(game.history)
    return [until * (i + 1) / n for i in range(n)]


def test_a_game_from_a_set_position_is_playable_but_never_recorded(make: Factory, data_dir: Path) -> None:
    win, p = make()
    assert p.recorder.db is not None
    game = near_won()  # a position typed or loaded: it starts from a snapshot
    win.controller.load(game, GameInfo(player="Eve"), elapsed=3.0)
    assert win.controller.move_cards(1, 1, 0)
    assert game.won
    assert (
        p.recorder.db.profiles.find("Eve") is None
        or p.recorder.db.stats.for_profile(p.recorder.db.profiles.find("Eve").id) == []
    )
    assert p.recorder.db.query("SELECT count(*) FROM games")[0][0] == 0
    assert not autosave_path(data_dir).exists()  # nothing left to record later either


def test_finished_games_land_in_the_statistics(make: Factory, data_dir: Path) -> None:
    win, p = make()
    assert p.recorder.db is not None
    start(win, player="Bea")
    play_some(win, 4)
    assert win.controller.finish()
    assert not autosave_path(data_dir).exists()
    profile = p.recorder.db.profiles.find("Bea")
    assert profile is not None
    stats = p.recorder.db.stats.get(profile.id, "classic", 2)
    assert (stats.played, stats.won) == (1, 0)

    game, last = won_but_one()
    win.controller.load(game, GameInfo(player="Bea", action_times=_clock(game, 29.0)), elapsed=30.0)
    assert win.controller.play(last)
    assert game.won
    won = p.recorder.db.stats.get(profile.id, "classic", 1)
    assert (won.played, won.won, won.best_score) == (1, 1, game.score)
    assert won.best_time is not None and won.best_time >= 30.0
    record = p.recorder.db.games.for_profile(profile.id, limit=1)[0]
    assert record.game().history == game.history
    assert not record.helped
    assert not autosave_path(data_dir).exists()


def test_a_game_left_for_a_new_deal_counts_as_played(make: Factory) -> None:
    win, p = make()
    assert p.recorder.db is not None
    start(win, seed=1, player="Cy")
    play_some(win, 3)
    start(win, seed=2, player="Cy")
    profile = p.recorder.db.profiles.find("Cy")
    assert profile is not None
    assert p.recorder.db.stats.get(profile.id, "classic", 2).played == 1
    start(win, seed=3, player="Cy")  # the second deal had no action: nothing to count
    assert p.recorder.db.stats.get(profile.id, "classic", 2).played == 1


def test_a_game_killed_before_its_record_is_recorded_once_on_resume(make: Factory, data_dir: Path) -> None:
    win, p = make()
    assert p.recorder.db is not None
    game, last = won_but_one()
    win.controller.load(game, GameInfo(player="Di", action_times=_clock(game, 4.0)), elapsed=5.0)
    # Simulate a kill right after the winning move's autosave: write it, and do not record.
    win.controller.game_over.disconnect(p.keeper._on_controller_game_over)
    assert win.controller.play(last)
    assert load_game(autosave_path(data_dir))[0].over
    _w2, p2 = make()
    assert not p2.keeper.resume()
    assert p2.recorder.db is not None
    profile = p2.recorder.db.profiles.find("Di")
    assert profile is not None
    assert p2.recorder.db.stats.get(profile.id, "classic", 1).won == 1
    assert not autosave_path(data_dir).exists()


# ---------------------------------------------------------------- saved games


def test_save_and_open_round_trip_and_bad_files(make: Factory, tmp_path: Path, boxes: Boxes) -> None:
    win, p = make()
    game = start(win)
    play_some(win, 6)
    target = tmp_path / "mine.spider"
    assert p.files.save_to(target)
    saved_state, saved_history = game.state(), game.history
    saved_times = list(win.controller.info.action_times)
    play_some(win, 4, seed=9)
    assert p.files.open_path(target)
    opened = win.controller.game
    assert opened is not None
    assert opened.state() == saved_state and opened.history == saved_history
    assert win.controller.info.action_times == saved_times
    assert p.files.recent_files()[0] == str(target.resolve())

    shown_before = win.scene.snapshot
    for content, words in (
        (b"\x00\xff garbage", "damaged or incomplete"),
        (b'{"hello": "world"}', "not a Spider Duel game file"),
        (json.dumps({"format": "spider-duel-save", "version": 7}).encode(), "newer version"),
    ):
        bad = tmp_path / "bad.spider"
        bad.write_bytes(content)
        assert not p.files.open_path(bad)
        assert words in boxes.texts("warning")[-1]
        assert win.controller.game is opened and opened.history == saved_history
        assert win.scene.snapshot == shown_before
        assert bad.exists()  # a file the player chose is never moved
    assert not p.files.open_path(tmp_path / "missing.spider")
    assert "does not exist" in boxes.texts("warning")[-1]


def test_file_dialog_wiring_and_shortcuts(make: Factory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    win, p = make()
    assert p.files.act_save.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    assert p.files.act_open.shortcut().toString() == "Ctrl+O"
    assert p.files.act_save.shortcut().toString() == "Ctrl+S"
    menus = [a.menu() for a in win.menuBar().actions()]
    assert menus.index(p.player.menu) == menus.index(win.help_menu) - 1
    assert p.files.act_save in win.game_menu.actions() and p.files.recent_menu.menuAction() in win.game_menu.actions()
    assert [a for a in p.player.menu.actions() if not a.isSeparator()] == [
        p.player.act_profiles, p.player.act_statistics, p.player.act_player_info, p.player.act_export,
    ]  # fmt: skip
    assert not p.files.act_save.isEnabled()

    game = start(win)
    play_some(win, 2)
    asked: list[QFileDialog] = []

    def answer(path: str) -> Callable[[QFileDialog], str]:
        def run(dialog: QFileDialog) -> str:  # the real dialog, built as the player would see it
            asked.append(dialog)
            return path

        return run

    monkeypatch.setattr(file_dialog, "chosen_path", answer(str(tmp_path / "chosen")))
    p.files.act_save.trigger()  # no file yet: Save asks where
    assert "*.spider" in asked[0].nameFilters()[0]
    assert asked[0].acceptMode() == QFileDialog.AcceptMode.AcceptSave
    assert Path(asked[0].directory().absolutePath()) == paths.documents_dir().resolve()
    suggested = Path(asked[0].selectedFiles()[0]).name
    assert suggested.startswith("Spider Classic, 2-suit, deal 11, ") and suggested.endswith(".spider")
    assert date.today().isoformat() in suggested
    chosen = tmp_path / "chosen.spider"
    assert load_game(chosen)[0].history == game.history
    play_some(win, 1, seed=5)
    p.files.act_save.trigger()  # now it saves to the same file without asking
    assert len(asked) == 1
    assert load_game(chosen)[0].history == game.history

    monkeypatch.setattr(file_dialog, "chosen_path", answer(str(chosen)))
    start(win, seed=5)
    p.files.act_open.trigger()
    assert asked[-1].acceptMode() == QFileDialog.AcceptMode.AcceptOpen
    assert win.controller.game is not None and win.controller.game.history == game.history

    monkeypatch.setattr(file_dialog, "chosen_path", answer(""))
    assert not p.files.open_dialog()

    win.leave_table()  # nothing on the table: nothing to save
    assert not p.files.act_save.isEnabled() and not p.files.act_save_as.isEnabled()


def test_save_writes_back_only_to_the_file_the_game_on_the_table_came_from(
    make: Factory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    win, p = make()
    start(win)
    play_some(win, 3)
    mine = tmp_path / "mine.spider"
    assert p.files.save_to(mine)
    kept = mine.read_bytes()
    asked: list[str] = []

    def ask(_dialog: QFileDialog) -> str:
        asked.append("save")
        return ""  # the player cancels

    monkeypatch.setattr(file_dialog, "chosen_path", ask)
    # A new deal, a restart of it, and the table left and dealt again: each is a game from no file, so Save asks
    # where (it wrote the new game over mine.spider, whose game was then lost).
    for step in (lambda: start(win, seed=5), win.restart, lambda: (win.leave_table(), start(win, seed=6))):
        assert p.files.open_path(mine)  # the game on the table comes from mine.spider: Save would write back there
        step()
        play_some(win, 1, seed=4)
        before = len(asked)
        p.files.act_save.trigger()
        assert len(asked) == before + 1
        assert mine.read_bytes() == kept
    # Opened from it again, the game saves back to it without asking.
    assert p.files.open_path(mine)
    play_some(win, 1, seed=4)
    before = len(asked)
    p.files.act_save.trigger()
    assert len(asked) == before and mine.read_bytes() != kept


def test_recent_files_keep_eight_most_recent_first(make: Factory, tmp_path: Path) -> None:
    win, p = make()
    start(win)
    paths = [tmp_path / f"g{i}.spider" for i in range(10)]
    for i, path in enumerate(paths):
        play_some(win, 1, seed=i)
        assert p.files.save_to(path)
    assert p.files.save_to(paths[3])
    expected = [str(paths[3].resolve()), *[str(x.resolve()) for x in reversed(paths) if x != paths[3]][:7]]
    assert p.files.recent_files() == expected
    actions = p.files.recent_actions()
    assert [a.data() for a in actions] == expected
    assert actions[1].text() == "&2 g9.spider"
    actions[1].trigger()
    assert win.controller.game is not None
    assert win.controller.game.history == load_game(paths[9])[0].history
    # The list survives a restart (it is a setting).
    _w, p2 = make()
    assert p2.files.recent_files()[0] == str(paths[9].resolve())
    p2.files.clear_recent()
    assert p2.files.recent_files() == [] and not p2.files.recent_menu.isEnabled()


def test_replay_list_rebuilds_only_the_game_chosen(make: Factory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Listing the finished games replays none of them (50 long ones took a third of a second); the one chosen is."""
    from spider_qt.store.games import GameRecord

    win, p = make()
    for _ in range(3):
        start(win)
        play_some(win, 5)
        assert win.controller.finish()
    rebuilt: list[int] = []
    original = GameRecord.game
    monkeypatch.setattr(GameRecord, "game", lambda self: rebuilt.append(self.id) or original(self))
    labels: list[str] = []

    def choose(*args: object) -> tuple[str, bool]:
        labels.extend(args[3])  # type: ignore[arg-type]
        assert rebuilt == []  # the list is up before any game is rebuilt
        return labels[-1], True

    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(choose))
    p.player.act_replay.trigger()
    assert len(labels) == 4 and len(rebuilt) == 1  # the game on the table and three records; one rebuilt
    p.player.viewers[-1].close()


def test_replay_a_finished_game_from_the_menu(make: Factory, monkeypatch: pytest.MonkeyPatch) -> None:
    win, p = make()
    start(win)
    play_some(win, 5)
    assert win.controller.finish()
    finished = win.controller.game
    assert finished is not None
    choices = p.player.replay_choices()
    assert len(choices) == 2  # the game on the table, and its record
    assert choices[1][1].history == finished.history
    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(lambda *a: (choices[1][0], True)))
    p.player.act_replay.trigger()
    viewer = p.player.viewers[-1]
    assert isinstance(viewer, ReplayViewer)
    assert viewer.count == len(finished.history)
    viewer.go_to(viewer.count)
    assert viewer.game.state() == finished.state()
    viewer.close()


def test_print_state_and_autoplay_options_parse() -> None:
    parser = argparse.ArgumentParser()
    persistence.add_arguments(parser)
    args = parser.parse_args(["--autoplay", "5", "--autoplay-seed", "3", "--print-state"])
    assert (args.autoplay, args.autoplay_seed, args.print_state) == (5, 3, True)
    assert "--autoplay" not in parser.format_help()


def test_moves_in_notation_reach_the_autosave(make: Factory, data_dir: Path) -> None:
    win, _p = make()
    game = start(win, suits=1, seed=4)
    move = next(m for m in game.legal_moves() if m.kind == "move")
    assert win.controller.play(move)
    assert win.controller.deal()
    saved = load_game(autosave_path(data_dir))[0]
    assert saved.history == [move.to_text(), Move("deal").to_text()]


def test_player_menu_opens_the_dialogs_for_the_player_at_the_table(
    make: Factory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, boxes: Boxes
) -> None:
    win, p = make(new_game__opponent="computer", new_game__level="expert")
    assert p.player.player_info_dialog() is None  # no profile before the first game
    p.player.act_player_info.trigger()
    assert "Finish a game first" in boxes.texts("information")[-1]
    start(win, player="Ann")
    play_some(win, 3)
    assert win.controller.finish()

    stats = p.player.statistics_dialog()
    assert stats is not None
    assert stats.profile_combo.currentText() == "Ann" and stats.table.cell_text("classic", 2, 0) == "1"
    info = p.player.player_info_dialog()
    assert info is not None
    assert info.profile.name == "Ann"
    assert info.opponent is not None and info.opponent.is_computer and info.opponent.level == "expert"
    manager = p.player.profiles_dialog()
    assert manager is not None and manager.item_texts() == ["Ann (playing now)"]  # the player at the table
    for dialog in (stats, info, manager):
        dialog.deleteLater()

    target = tmp_path / "all.csv"
    monkeypatch.setattr(file_dialog, "chosen_path", lambda _dialog: str(target))
    p.player.act_export.trigger()
    assert target.read_text(encoding="utf-8").splitlines()[1].startswith("Ann,human,classic,2,1,0,")


def test_data_dir_comes_from_the_argument_or_the_platform(tmp_path: Path, qapp: Any) -> None:
    from PySide6.QtCore import QStandardPaths

    from spider_qt.ui import paths

    chosen = paths.data_dir(tmp_path / "given" / "deeper")
    assert chosen == tmp_path / "given" / "deeper" and chosen.is_dir()
    QStandardPaths.setTestModeEnabled(True)
    try:
        default = paths.data_dir()
        expected = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        assert str(default) == expected and default.is_dir()
    finally:
        QStandardPaths.setTestModeEnabled(False)
