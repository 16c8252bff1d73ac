"""Closing the duel's result screen never loses it: the table's result panel says who won and shows it again."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers.clock import FakeClock
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from spider_qt.duel.kinds import Kind
from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.duel.opponents import SeatedPlayer
from spider_qt.ui.duel.result_dialog import DuelResultDialog
from spider_qt.ui.window.table_phase import TablePhase
from ui.duel.test_duel import play_drags, press_done
from ui.duel.test_duel_points import SEED, Table, against_a_stand_in, both_play, hot_seat, open_table


def finish_hot_seat(t: Table, qtbot: Any) -> DuelResultDialog:
    hot_seat(t)
    return both_play(t, qtbot)


def play_alone_as(dialog: DuelResultDialog, name: str) -> None:
    """Choose ``name`` in the hot-seat result's "Play this deal alone" menu (as a click on it would)."""
    menu = dialog.alone_button.menu()
    assert menu is not None
    actions = {a.text(): a for a in menu.actions()}
    assert sorted(actions) == ["Anna", "Ben"]
    actions[name].trigger()


def test_escape_leaves_the_result_on_the_table_and_it_comes_back(qtbot: Any, tmp_path: Path) -> None:
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        dialog = finish_hot_seat(t, qtbot)
        panel = t.win.result_panel
        assert not panel.isVisible()  # the result screen says it all while it is open

        QTest.keyClick(dialog, Qt.Key.Key_Escape)
        assert not dialog.isVisible()
        qtbot.waitUntil(panel.isVisible, timeout=2000)
        assert t.win.phase is TablePhase.RESULT
        assert panel.title.text() == dialog.winner_text()  # who won the duel, not "Game over"
        assert panel.subtitle.text() == "Ben's game. Duel result shows both games."
        game = t.win.controller.game
        assert game is not None and panel.values[0].text() == str(game.score)
        assert panel.duel_button.isVisible() and panel.duel_button.text() == "Duel result"
        assert not panel.restart_button.isVisible()  # the deal is the result screen's "play alone"

        # In German the panel speaks German, the duel's headline too.
        t.win.switcher.switch("de")
        qtbot.waitUntil(lambda: panel.duel_button.text() == "Ergebnis des Duells", timeout=2000)
        assert panel.title.text() == dialog.winner_text() and "gewinnt" in panel.title.text()
        t.win.switcher.switch("en")

        qtbot.mouseClick(panel.duel_button, Qt.MouseButton.LeftButton)
        assert dialog.isVisible() and t.win.duels.result_dialog is dialog
        assert not panel.isVisible()

        # Closed by its window's X, the same.
        dialog.close()
        qtbot.waitUntil(panel.isVisible, timeout=2000)

        # A game alone afterwards ends with the plain panel: no duel button, its own title.
        t.win.start_game(NewGameOptions(rules="classic", suits=1, seed=5, player="Anna"))
        assert not panel.isVisible()
        t.win.done_or_leave()
        qtbot.waitUntil(panel.isVisible, timeout=2000)
        assert not panel.duel_button.isVisible() and panel.title.text() == "Game over"
        assert panel.subtitle.text() == "Your result for this deal."
        panel.duel_button.click()  # hidden, but even a stray call shows no old duel
        assert not dialog.isVisible()
    finally:
        t.persist.close()


def test_leave_on_the_result_screen_empties_the_table(qtbot: Any, tmp_path: Path) -> None:
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        dialog = finish_hot_seat(t, qtbot)
        qtbot.mouseClick(dialog.leave_button, Qt.MouseButton.LeftButton)
        assert t.win.phase is TablePhase.EMPTY
        assert not t.win.result_panel.isVisible() and t.win.welcome_panel.isVisible()
    finally:
        t.persist.close()


def test_a_game_started_behind_the_open_result_screen_closes_it(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The result screen is not modal: the window's New game works behind it. Left open, its Leave dropped the new
    duel without forfeiting it (so a player could walk out of a duel going badly), and closing it after a game alone
    put the old duel's winner on that game's result panel."""
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        old = finish_hot_seat(t, qtbot)
        second = NewGameOptions(rules="duel", suits=1, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben")
        monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted)
        monkeypatch.setattr(NewGameDialog, "chosen", lambda self: second)
        t.win.window_actions.act_new.trigger()
        duel = t.win.duels.session
        assert duel is not None and duel.phase == "playing"
        duel_id = duel.duel_id()
        assert duel_id is not None
        assert not old.isVisible() and t.win.duels.result_dialog is None  # its buttons can no longer reach this duel
        play_drags(t.win, 1)
        t.win.duels.reopen_result()  # (its panel's button, even if called) shows no old duel either
        assert not old.isVisible()
        assert t.db.duels.get(duel_id).status == "in_progress" and t.win.duels.session is duel
    finally:
        t.persist.close()


def test_closing_an_old_result_screen_leaves_a_game_alone_its_own_panel(qtbot: Any, tmp_path: Path) -> None:
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        old = finish_hot_seat(t, qtbot)
        t.win.start_game(NewGameOptions(rules="classic", suits=1, seed=5, player="Anna"))  # as New game does
        play_drags(t.win, 1)
        t.win.done_or_leave()
        panel = t.win.result_panel
        qtbot.waitUntil(panel.isVisible, timeout=2000)
        old.close()
        qtbot.wait(10)
        assert panel.title.text() == "Game over" and not panel.duel_button.isVisible()
        assert panel.subtitle.text() == "Your result for this deal."
    finally:
        t.persist.close()


def test_a_rematch_keeps_the_duels_rules_time_limit_and_agreement_on_help(qtbot: Any, tmp_path: Path) -> None:
    """Both players had agreed to hints: the rematch had them off (the store keeps no such flag, and the rematch
    built its options without it)."""
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        t.win.start_game(
            NewGameOptions(
                rules="classic", suits=2, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben", time_limit=5,
                allow_help=True,
            )
        )  # fmt: skip
        assert t.win.duels.session is not None and t.win.duels.session.allow_help()
        first_id = t.win.duels.session.duel_id()
        dialog = both_play(t, qtbot)
        qtbot.mouseClick(dialog.rematch_button, Qt.MouseButton.LeftButton)
        duel = t.win.duels.session
        assert duel is not None and duel.duel_id() != first_id and duel.phase == "playing"
        s = duel.state
        assert (s.kind.value, s.rules, s.suits, s.time_limit) == ("hotseat", "classic", 2, 300)
        assert [p.name for p in s.players] == ["Ben", "Anna"] and t.win.controller.info.player == "Ben"
        assert s.allow_help and t.win.hints_allowed()
    finally:
        t.persist.close()


def test_the_deal_played_alone_after_the_duel_keeps_the_duels_time_limit(qtbot: Any, tmp_path: Path) -> None:
    """A five-minute duel's deal, played again alone under its duel rules, had fifteen minutes (the default)."""
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        t.win.start_game(
            NewGameOptions(
                rules="duel", suits=1, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben", time_limit=5
            )
        )
        dialog = both_play(t, qtbot)
        seed = dialog.duel.seed
        play_alone_as(dialog, "Anna")
        game = t.win.controller.game
        assert t.win.duels.session is None and game is not None and (game.rules, game.seed) == ("duel", seed)
        assert t.win.controller.info.time_limit == 5 * 60
    finally:
        t.persist.close()


def test_shown_again_the_result_reads_the_players_profiles_again(qtbot: Any, tmp_path: Path) -> None:
    """Between Esc and "Duel result" the Profiles dialog marked Ben a friend and renamed him: the screen came back
    with the old name and Friend unmarked (a click on it then set what was set already)."""
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        dialog = finish_hot_seat(t, qtbot)
        assert dialog.winner == "b" and not dialog.friend_button.isChecked()
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
        qtbot.waitUntil(t.win.result_panel.isVisible, timeout=2000)

        profiles = t.persist.player.profiles_dialog()
        assert profiles is not None
        qtbot.addWidget(profiles)
        ben = t.db.profiles.find("Ben")
        assert ben is not None
        profiles.select(ben.id)
        profiles.friend_check.click()
        profiles.name_edit.setText("Benno")
        profiles.rename_button.click()
        profiles.close()

        qtbot.mouseClick(t.win.result_panel.duel_button, Qt.MouseButton.LeftButton)
        assert dialog.isVisible()
        assert dialog.friend_button.isChecked() and not dialog.ignore_button.isChecked()
        assert dialog.title.text() == "Benno wins" and dialog.cells[1][0].text() == "Benno"
        assert dialog.chart.legend_texts()[1].startswith("Benno ")
        dialog.friend_button.click()  # unmarks him now
        assert not t.db.profiles.get(ben.id).friend
    finally:
        t.persist.close()


def test_the_charts_legend_names_the_computer_in_the_language_of_the_moment(qtbot: Any, tmp_path: Path) -> None:
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        t.win.start_game(NewGameOptions(rules="duel", suits=1, opponent=Kind.COMPUTER, level="beginner", player="Anna"))
        session = t.win.duels.session
        assert session is not None and session.opponent is not None
        session.opponent.cancel()
        bot_game = Game.new("duel", 1, SEED)
        bot_game.finish()
        stand_in = SeatedPlayer("duel", 1, SEED, session)
        stand_in.played(bot_game, [0.01], 0.01)
        session.opponent = stand_in  # the computer's game, played beforehand
        play_drags(t.win, 1)
        press_done(t.win, qtbot)
        qtbot.waitUntil(lambda: t.win.duels.result_dialog is not None, timeout=3000)
        dialog = t.win.duels.result_dialog
        assert dialog is not None and dialog.chart.legend_texts()[1].startswith("Computer (Beginner) ")
        t.win.set_language("de")
        qtbot.waitUntil(lambda: dialog.cells[1][0].text() == "Computer (Anfänger)", timeout=2000)
        assert dialog.chart.legend_texts()[1].startswith("Computer (Anfänger) ")
        assert "Computer (Anfänger)" in dialog.chart.accessibleDescription()
        dialog.close()
    finally:
        t.win.switcher.switch("en")
        t.persist.close()


def test_the_duels_end_on_the_table_cannot_be_restarted(qtbot: Any, tmp_path: Path) -> None:
    """Once over, a duel's policy refuses Restart ("Play this deal alone" does it in the open, as the player the
    screen is seen by). Its session had ended, so Ctrl+R stayed enabled and dealt the deal again as Ben, whose game
    was on the table."""
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        dialog = finish_hot_seat(t, qtbot)
        restart = t.win.window_actions.act_restart
        assert not restart.isEnabled()
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
        qtbot.waitUntil(t.win.result_panel.isVisible, timeout=2000)
        assert not restart.isEnabled()
        game = t.win.controller.game
        restart.trigger()
        t.win.restart()  # (even called)
        assert t.win.controller.game is game and t.win.phase is TablePhase.RESULT
        assert t.win.window_actions.act_new.isEnabled()  # the rest is as after any game

        # A game alone afterwards restarts as any game does.
        qtbot.mouseClick(t.win.result_panel.duel_button, Qt.MouseButton.LeftButton)
        play_alone_as(dialog, "Ben")
        assert t.win.controller.info.player == "Ben" and restart.isEnabled()
    finally:
        t.persist.close()


def test_a_hot_seat_rematch_lets_the_other_player_go_first(qtbot: Any, tmp_path: Path) -> None:
    """Two people at one machine take turns at going first: the rematch always had the first player begin again (who
    then also knew the deal's outcome for the other only after waiting the longer time)."""
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        dialog = finish_hot_seat(t, qtbot)
        qtbot.mouseClick(dialog.rematch_button, Qt.MouseButton.LeftButton)
        duel = t.win.duels.session
        assert duel is not None and [p.name for p in duel.state.players] == ["Ben", "Anna"]
        assert t.win.controller.info.player == "Ben"

        again = both_play(t, qtbot)
        assert [p.name for p in again.profiles] == ["Ben", "Anna"]
        qtbot.mouseClick(again.rematch_button, Qt.MouseButton.LeftButton)
        duel = t.win.duels.session
        assert duel is not None and [p.name for p in duel.state.players] == ["Anna", "Ben"]
        assert t.win.controller.info.player == "Anna"
    finally:
        t.persist.close()


def test_either_hot_seat_player_may_play_the_deal_alone(qtbot: Any, tmp_path: Path) -> None:
    """ "Play this deal alone" was always the first player's game, whoever sat at the table: Ben's try of the deal was
    recorded under Anna's name. In a hot-seat duel it asks which of them plays."""
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        dialog = finish_hot_seat(t, qtbot)
        seed = dialog.duel.seed
        menu = dialog.alone_button.menu()
        assert menu is not None and [a.text() for a in menu.actions()] == ["Anna", "Ben"]
        play_alone_as(dialog, "Ben")
        game = t.win.controller.game
        assert t.win.duels.session is None and game is not None and game.seed == seed
        assert t.win.controller.info.player == "Ben"
        play_drags(t.win, 1)
        t.win.done_or_leave()
        ben = t.db.profiles.find("Ben")
        assert ben is not None
        assert [r.seed for r in t.db.games.for_profile(ben.id)][:1] == [seed]  # recorded as Ben's
    finally:
        t.persist.close()


def test_the_computers_opponent_plays_the_deal_alone_without_a_question(qtbot: Any, tmp_path: Path) -> None:
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        bot_game = Game.new("duel", 1, SEED)
        bot_game.finish()
        against_a_stand_in(t, bot_game, [0.01])
        press_done(t.win, qtbot)
        qtbot.waitUntil(lambda: t.win.duels.result_dialog is not None, timeout=3000)
        dialog = t.win.duels.result_dialog
        assert isinstance(dialog, DuelResultDialog) and dialog.alone_button.menu() is None
        qtbot.mouseClick(dialog.alone_button, Qt.MouseButton.LeftButton)
        assert t.win.duels.session is None and t.win.controller.info.player == "Anna"
    finally:
        t.persist.close()
