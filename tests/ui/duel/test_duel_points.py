"""The eleven points of the duel issue, each shown closed through the real window (named test_point_NN_…)."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from helpers.clock import FakeClock
from helpers.prompts import FakePrompts
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel

from spider_qt.duel import model as dm
from spider_qt.duel.kinds import Kind
from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game
from spider_qt.i18n import LanguageSwitcher
from spider_qt.store import AUTOSAVE_FILENAME, Database, load_game
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.dialogs.player_info import PlayerInfoDialog
from spider_qt.ui.duel.challenges_dialog import ChallengesDialog
from spider_qt.ui.duel.opponents import SeatedPlayer
from spider_qt.ui.duel.result_dialog import DuelResultDialog
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.persistence import persistence
from spider_qt.ui.persistence.persistence import Persistence
from spider_qt.ui.settings import Settings
from ui.duel.test_duel import play_drags, press_done

SEED = 4242


@dataclass
class Table:
    win: MainWindow
    persist: Persistence
    prompts: FakePrompts

    @property
    def db(self) -> Database:
        assert self.persist.recorder.db is not None
        return self.persist.recorder.db


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def open_table(qtbot: Any, tmp_path: Path, prompts: FakePrompts | None = None, clock: FakeClock | None = None) -> Table:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set("animation_speed", 0.0)
    settings.set("duel/watch_computer", False)
    switcher = LanguageSwitcher()
    switcher.switch("en")
    prompts = prompts or FakePrompts(answer=True)
    win = MainWindow(settings, switcher, prompts=prompts, clock=clock or FakeClock())
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    args = argparse.Namespace(data_dir=str(tmp_path / "data"), autoplay=0, autoplay_seed=None, print_state=False)
    persist = persistence.attach(win, args, prompts)
    win.duels.seed_source = lambda: SEED
    return Table(win, persist, prompts)


@pytest.fixture
def table(qtbot: Any, tmp_path: Path, clock: FakeClock) -> Iterator[Table]:
    t = open_table(qtbot, tmp_path, clock=clock)
    yield t
    t.persist.close()


def hot_seat(t: Table, rules: str = "duel", first: str = "Anna", second: str = "Ben") -> None:
    t.win.start_game(
        NewGameOptions(rules=rules, suits=1, seed=1, opponent=Kind.HOTSEAT, player=first, opponent_name=second)
    )
    assert t.win.duels.session is not None


def to_player_two(t: Table, qtbot: Any, moves: int = 2) -> int:
    """Player 1 plays ``moves`` moves and presses Done; player 2 presses Start. Returns player 1's score."""
    play_drags(t.win, moves)
    game = t.win.controller.game
    assert game is not None
    score = game.score
    press_done(t.win, qtbot)
    qtbot.waitUntil(lambda: t.win.cover.isVisible(), timeout=3000)
    qtbot.mouseClick(t.win.cover.start_button, Qt.MouseButton.LeftButton)
    assert t.win.duels.session is not None and t.win.duels.session.turn == 1 and t.win.duels.session.phase == "playing"
    return score


def both_play(t: Table, qtbot: Any, first: int = 2, second: int = 1) -> DuelResultDialog:
    """Player 1 plays ``first`` moves, player 2 ``second``, each pressing Done; the duel's result screen."""
    to_player_two(t, qtbot, first)
    play_drags(t.win, second)
    press_done(t.win, qtbot)
    qtbot.waitUntil(
        lambda: t.win.duels.result_dialog is not None and t.win.duels.result_dialog.isVisible(), timeout=3000
    )
    dialog = t.win.duels.result_dialog
    assert isinstance(dialog, DuelResultDialog)
    return dialog


def against_a_stand_in(t: Table, bot_game: Game, think_times: list[float]) -> None:
    """Start Anna's duel against the beginner on deal ``SEED``, whose game is ``bot_game``, already played (its
    process is stopped: the stand-in hands over that game when the duel asks for it)."""
    t.win.start_game(
        NewGameOptions(rules="duel", suits=1, seed=1, opponent=Kind.COMPUTER, level="beginner", player="Anna")
    )
    session = t.win.duels.session
    assert session is not None and session.opponent is not None
    session.opponent.cancel()
    stand_in = SeatedPlayer("duel", 1, SEED, session)
    stand_in.played(bot_game, think_times, max(think_times, default=0.0))
    session.opponent = stand_in


def visible_texts(win: MainWindow) -> str:
    return " ".join(w.text() for w in win.findChildren(QLabel) if w.isVisible()) + " " + win.windowTitle()


# ------------------------------------------------------------------ 1


def test_point_01_statistics_hide_opponent_score(table: Table, qtbot: Any) -> None:
    t = table
    hot_seat(t)
    to_player_two(t, qtbot, 3)
    p = t.persist
    # Nothing that could show player 1's game: statistics, export, replays.
    for action in (p.player.act_statistics, p.player.act_export, p.player.act_replay, t.win.act_challenges):
        assert not action.isEnabled()
    # The strip's Player Info stays (the seeds have it during play), but without any statistics; the menu's is the
    # strip's during a duel (#48 pt 9: enabled alike in both places).
    assert p.player.act_player_info.isEnabled() and t.win.duel_strip.info_button.isEnabled()
    anna, ben = t.db.profiles.find("Anna"), t.db.profiles.find("Ben")
    assert anna is not None and ben is not None
    info = PlayerInfoDialog(t.db, anna, ben, t.win, in_duel=True)
    assert not info.table.isVisibleTo(info)
    assert "once this duel is over" in info.summary_label.text()
    info.close()
    # Once both have finished, the statistics are back.
    press_done(t.win, qtbot)
    qtbot.waitUntil(lambda: t.win.duels.result_dialog is not None, timeout=3000)
    assert p.player.act_statistics.isEnabled() and p.player.act_replay.isEnabled()
    assert t.win.duels.result_dialog is not None
    t.win.duels.result_dialog.close()


# ------------------------------------------------------------------ 2 and 3


def test_point_02_open_is_refused_during_a_duel(table: Table, qtbot: Any, tmp_path: Path) -> None:
    t = table
    practised = tmp_path / "practised.spider"
    t.win.start_game(NewGameOptions(rules="duel", suits=1, seed=SEED, player="Anna"))
    play_drags(t.win, 2)
    assert t.persist.files.save_to(practised)
    hot_seat(t)
    game = t.win.controller.game
    assert not t.persist.files.act_open.isEnabled() and not t.persist.files.recent_menu.isEnabled()
    assert not t.persist.files.open_path(practised)  # even from code: nothing replaces the duel's game
    assert t.win.controller.game is game and t.win.duels.session is not None
    to_player_two(t, qtbot)
    assert not t.persist.files.act_open.isEnabled() and not t.persist.files.open_path(practised)


def test_point_03_save_is_refused_so_no_flip_or_time_comes_back(table: Table, qtbot: Any, tmp_path: Path) -> None:
    t = table
    hot_seat(t)
    to_player_two(t, qtbot)
    assert not t.persist.files.act_save.isEnabled() and not t.persist.files.act_save_as.isEnabled()
    target = tmp_path / "mid-duel.spider"
    assert not t.persist.files.save_to(target) and not target.exists()
    # Ctrl+S goes through the same disabled action: nothing is written.
    qtbot.keyClick(t.win, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not target.exists() and not t.prompts.texts("save_path")


# ------------------------------------------------------------------ 4


def test_point_04_leaving_mid_duel_asks_and_records_a_forfeit(table: Table, qtbot: Any) -> None:
    t = table
    hot_seat(t)
    to_player_two(t, qtbot, 2)
    play_drags(t.win, 1)
    duel_id = t.win.duels.session.duel_id() if t.win.duels.session is not None else None
    assert duel_id is not None
    strip = t.win.duel_strip
    assert strip.isVisible()
    t.prompts.answer = False
    qtbot.mouseClick(strip.leave_button, Qt.MouseButton.LeftButton)
    assert "forfeits" in t.prompts.texts("ask")[-1]
    assert t.win.duels.session is not None  # not confirmed: the duel goes on
    t.prompts.answer = True
    qtbot.mouseClick(strip.leave_button, Qt.MouseButton.LeftButton)
    assert t.win.duels.session is None and t.win.welcome_panel.isVisible()
    duel = t.db.duels.get(duel_id)
    assert (duel.status, duel.winner, duel.forfeit_by) == ("finished", "a", "b")  # Ben left: Anna wins
    assert duel.b_game is not None
    ben_game = t.db.games.get(duel.b_game)
    assert ben_game.game().history[-2:] != [] and ben_game.duel_id == duel_id
    assert ben_game.moves == 1  # the game counts as it stood: one move, then the end
    assert not (Path(t.persist.data_dir) / AUTOSAVE_FILENAME).exists()  # nothing left to resume


def test_point_04_new_game_mid_duel_asks_and_forfeits(
    table: Table, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    hot_seat(t)
    duel_id = t.win.duels.session.duel_id() if t.win.duels.session is not None else None
    assert duel_id is not None
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted)
    t.prompts.answer = True
    t.win.new_game_dialog()
    assert "forfeits" in t.prompts.texts("ask")[-1]
    assert t.db.duels.get(duel_id).winner == "b"  # Anna left during her turn: Ben wins


# ------------------------------------------------------------------ 5


def test_point_05_the_deal_cannot_be_practised(table: Table, qtbot: Any) -> None:
    t = table
    dialog = NewGameDialog(t.win.settings, t.win, db=t.db)
    qtbot.addWidget(dialog)
    dialog.opp_human.setChecked(True)
    assert dialog.random_check.isChecked() and not dialog.random_check.isEnabled()
    assert not dialog.deal_edit.isEnabled() and dialog.deal_note.isEnabled()
    dialog.close()
    # A typed deal number never reaches a duel: it is dealt afresh at random.
    t.win.duels.seed_source = None
    t.win.start_game(
        NewGameOptions(rules="duel", suits=1, seed=5, opponent=Kind.HOTSEAT, player="Anna", opponent_name="B")
    )
    assert t.win.duels.session is not None and t.win.duels.session.state.seed != 5
    t.win.leave_table()
    # A challenge's list never shows its deal number; a private one is offered to its guest only.
    for name in ("Ben", "Cara"):
        t.db.profiles.create(name)
    t.win.duels.seed_source = lambda: 987654
    t.win.start_game(NewGameOptions(rules="duel", suits=2, seed=1, opponent=Kind.CHALLENGE, player="Anna"))
    press_done(t.win, qtbot)
    qtbot.waitUntil(lambda: t.win.duels.session is None, timeout=3000)
    t.win.duels.seed_source = lambda: 123457
    t.win.start_game(
        NewGameOptions(rules="duel", suits=1, seed=1, opponent=Kind.CHALLENGE, player="Anna", opponent_name="Cara")
    )
    press_done(t.win, qtbot)
    qtbot.waitUntil(lambda: t.win.duels.session is None, timeout=3000)
    for_ben = ChallengesDialog(t.db, "Ben", t.win)
    texts = [for_ben.tree.topLevelItem(i).text(c) for i in range(for_ben.tree.topLevelItemCount()) for c in range(5)]
    headers = [for_ben.tree.headerItem().text(c) for c in range(for_ben.tree.columnCount())]
    assert for_ben.tree.topLevelItemCount() == 1 and "Deal" not in headers
    assert not any("987654" in x for x in texts)
    assert not for_ben.player_combo.isEnabled()  # no "Play as" another profile
    for_cara = ChallengesDialog(t.db, "Cara", t.win)
    assert for_cara.tree.topLevelItemCount() == 2


# ------------------------------------------------------------------ 6


def test_point_06_the_clock_is_saved_every_second_without_an_action(
    qtbot: Any, tmp_path: Path, clock: FakeClock
) -> None:
    t = open_table(qtbot, tmp_path, clock=clock)
    hot_seat(t)
    to_player_two(t, qtbot, 1)
    play_drags(t.win, 1)
    clock.now += 8.0  # eight seconds at the table, no action
    t.persist.keeper.clock_timer.timeout.emit()  # the timer's tick (it runs every half second)
    game, meta = load_game(Path(t.persist.data_dir) / AUTOSAVE_FILENAME)
    assert meta.time_used >= 8.0 - 1.0 and meta.time_used == pytest.approx(t.win.controller.elapsed(), abs=1e-6)
    assert game.history == t.win.controller.game.history  # type: ignore[union-attr]
    t.persist.close()


# ------------------------------------------------------------------ 7


def test_point_07_quit_asks_and_the_duel_resumes_on_the_cover(qtbot: Any, tmp_path: Path, clock: FakeClock) -> None:
    t = open_table(qtbot, tmp_path, clock=clock)
    classic_menu = [a.objectName() for a in t.win.game_menu.actions()]
    hot_seat(t)
    assert [a.objectName() for a in t.win.game_menu.actions()] == classic_menu  # Quit stays where it was
    to_player_two(t, qtbot, 1)
    play_drags(t.win, 1)
    clock.now += 5.0
    t.prompts.answer = False
    t.win.act_quit.trigger()
    assert "Quit during the duel?" in t.prompts.texts("ask")[-1]
    assert t.win.isVisible()  # not confirmed
    t.prompts.answer = True
    used = t.win.controller.elapsed()
    t.win.act_quit.trigger()
    assert not t.win.isVisible()
    t.persist.close()

    t2 = open_table(qtbot, tmp_path, clock=clock)
    assert t2.persist.keeper.resume()
    w = t2.win
    assert w.duels.session is not None and w.duels.session.turn == 1 and w.duels.session.phase == "cover"
    assert w.cover.isVisible() and "Ben" in w.cover.title.text()
    assert w.controller.elapsed() == pytest.approx(used, abs=1e-6)
    clock.now += 30.0
    assert w.controller.elapsed() == pytest.approx(used, abs=1e-6)  # stopped until Start
    assert not w.act_undo.isEnabled() and not w.act_deal.isEnabled()
    qtbot.mouseClick(w.cover.start_button, Qt.MouseButton.LeftButton)
    clock.now += 2.0
    assert w.controller.elapsed() == pytest.approx(used + 2.0, abs=1e-6)
    t2.persist.close()


# ------------------------------------------------------------------ 8


def test_point_08_a_tie_with_the_computer_is_decided_fairly_and_in_words(
    table: Table, qtbot: Any, clock: FakeClock
) -> None:
    t = table
    # The computer's game, played beforehand: the human plays the very same actions, so the scores tie.
    bot_game = Game.new("duel", 1, SEED)
    moves = [m for m in bot_game.legal_moves() if m.kind == "move"][:1]
    for m in moves:
        bot_game.play(m)
    bot_game.finish()
    against_a_stand_in(t, bot_game, [0.01, 0.02])  # it "thought" for 0.02 s
    for m in moves:
        clock.now += 1.5  # the human takes 1.5 s an action: less than the stated 4 s
        assert t.win.controller.play(m)
    press_done(t.win, qtbot)
    qtbot.waitUntil(lambda: t.win.duels.result_dialog is not None, timeout=3000)
    result = t.win.duels.result_dialog
    assert isinstance(result, DuelResultDialog)
    human, bot = result.records
    assert human.score == bot.score
    assert bot.time_used == dm.computer_time(len(bot_game.history), 900)  # never its computation time
    assert result.winner == "a" and "Anna wins" in result.title.text()
    assert "seconds per action" in result.tie_label.text() and result.tie_label.isVisibleTo(result)
    assert str(SEED) in result.deal_label.text()  # the deal number, now that both have finished
    result.close()


# ------------------------------------------------------------------ 9


def test_point_09_classic_rules_with_an_opponent_say_their_time_limit(table: Table, qtbot: Any) -> None:
    t = table
    dialog = NewGameDialog(t.win.settings, t.win, db=t.db)
    qtbot.addWidget(dialog)
    dialog.opp_human.setChecked(True)
    dialog.classic_radio.setChecked(True)
    assert dialog.time_combo.isEnabled() and dialog.time_note.isEnabled()
    assert "Every duel has a time limit" in dialog.time_note.text()
    dialog.opp_none.setChecked(True)
    assert not dialog.time_combo.isEnabled()  # alone under classic rules: no limit, and the option is grey
    dialog.close()
    hot_seat(t, rules="classic")
    assert t.win.controller.info.time_limit == 15 * 60 and t.win.controller.remaining() is not None
    t.win.leave_table()
    t.win.start_game(NewGameOptions(rules="classic", suits=1, seed=3, player="Anna"))
    assert t.win.controller.info.time_limit is None


# ------------------------------------------------------------------ 10


def test_point_10_the_table_shows_the_duel(table: Table, qtbot: Any) -> None:
    t = table
    strip = t.win.duel_strip
    assert not strip.isVisible()
    hot_seat(t)
    assert strip.isVisible()
    assert strip.players_label.text() == "Anna vs Ben" and strip.turn_label.text() == "Anna plays"
    # One clock on the table: the HUD's while a player plays (the strip's only while the cover hides the HUD).
    assert strip.time_label.text() == "" and t.win.hud.clock.text() == "15:00"
    assert all(b.isVisible() for b in (strip.info_button, strip.friend_button, strip.ignore_button))
    to_player_two(t, qtbot, 2)
    assert strip.turn_label.text() == "Ben plays"
    shown = " ".join(label.text() for label in (strip.players_label, strip.turn_label, strip.time_label))
    assert "Score" not in shown and "Anna" in shown  # whose duel it is, never the other's score
    qtbot.mouseClick(strip.friend_button, Qt.MouseButton.LeftButton)
    anna = t.db.profiles.find("Anna")
    assert anna is not None and anna.friend  # Ben made Anna a friend
    t.win.leave_table()
    assert not strip.isVisible()
    t.win.start_game(
        NewGameOptions(rules="duel", suits=1, seed=1, opponent=Kind.COMPUTER, level="beginner", player="Anna")
    )
    assert strip.players_label.text() == "Anna vs Computer (Beginner)"
    assert not strip.friend_button.isEnabled() and not strip.ignore_button.isEnabled()


# ------------------------------------------------------------------ 11


def test_point_11_statistics_agree_with_the_duel_record(table: Table, qtbot: Any) -> None:
    t = table
    hot_seat(t, first="Alice", second="Bob")
    both_play(t, qtbot, 1, 3).close()
    bob, alice = t.db.profiles.find("Bob"), t.db.profiles.find("Alice")
    assert bob is not None and alice is not None
    h2h = t.db.duels.head_to_head(bob.id, alice.id)
    info = PlayerInfoDialog(t.db, bob, alice, t.win)
    summary = info.summary_label.text()
    # One game played, not cleared; and the duel, counted apart, in the same words as the duel record.
    assert "1 game(s) played" in summary or "1 game played" in summary
    assert "won (all cards cleared)" in summary
    assert f"duels: {h2h.wins} won, {h2h.losses} lost, {h2h.draws} drawn" in summary
    assert f"Wins: {h2h.wins}" in info.record_label.text()
    info.close()
