"""Duels through the real window: hot-seat with the cover screen, challenges across restarts, and the computer."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from helpers.clock import FakeClock
from helpers.prompts import FakePrompts
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from spider_qt.duel.kinds import Kind
from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game
from spider_qt.store import Database, duel_winner
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.duel.challenges_dialog import ChallengesDialog
from spider_qt.ui.duel.result_dialog import DuelResultDialog
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.scene.card_item import CardItem
from ui.test_window import card_item, column_point, drag, view_point


@pytest.fixture
def prompts() -> FakePrompts:
    return FakePrompts(answer=True)


@pytest.fixture
def duel_window(qtbot: Any, tmp_path: Path, db: Database, prompts: FakePrompts) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path, db, prompts)
    yield win
    win.switcher.switch("en")


def make_window(qtbot: Any, tmp_path: Path, db: Database, prompts: FakePrompts | None = None) -> MainWindow:
    return windows.make_window(qtbot, tmp_path, db, size=(1280, 800), prompts=prompts or FakePrompts(answer=True))


def play_drags(window: MainWindow, count: int) -> None:
    """Play ``count`` single-card moves with real drags on the view."""
    for _ in range(count):
        game = window.controller.game
        assert game is not None
        move = next(
            m for m in game.legal_moves() if m.kind == "move" and m.count == 1 and game.column_length(m.dst or 0) > 0
        )
        assert move.src is not None and move.dst is not None
        before = game.moves
        item = card_item(window, game.column_ids(move.src)[-1])
        drag(window, view_point(window, item), column_point(window, move.dst, 0.9))
        assert game.moves == before + 1


def press_done(window: MainWindow, qtbot: Any) -> None:
    qtbot.mouseClick(window.hud.done_button, Qt.MouseButton.LeftButton)


def visible_texts(window: MainWindow) -> list[str]:
    return [w.text() for w in window.findChildren(QLabel) if w.isVisible()]


def test_hot_seat_duel_with_cover_time_out_and_result(duel_window: MainWindow, qtbot: Any, db: Database) -> None:
    w = duel_window
    w.duels.seed_source = lambda: 4242
    w.start_game(
        NewGameOptions(rules="duel", suits=1, seed=4242, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben")
    )
    assert w.duels.session is not None and w.duels.session.kind == "hotseat"
    game1 = w.controller.game
    assert game1 is not None and w.controller.info.player == "Anna"
    start1 = game1.state()
    assert w.controller.info.time_limit == 15 * 60
    assert not w.hints_allowed()  # nobody agreed to hints

    play_drags(w, 3)
    score1 = game1.score
    press_done(w, qtbot)
    qtbot.waitUntil(lambda: w.cover.isVisible(), timeout=3000)

    # The cover hides everything of player 1: no face, no score, only the cover on the table.
    assert w.scene.is_covered()
    cards = [i for i in w.scene.items() if isinstance(i, CardItem)]
    assert cards and not any(c.shows_face() for c in cards)
    assert "Pass the computer to Ben" in w.cover.title.text()
    texts = " ".join(visible_texts(w))
    assert "Score" not in texts and str(score1) not in w.player_label.text()
    assert not w.result_panel.isVisible()
    viewport_img = w.view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    cover_img = w.cover.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert viewport_img.size() == cover_img.size()
    assert viewport_img == cover_img  # nothing but the cover is drawn over the table
    shot = w.grab().toImage()
    cover_color = QColor("#123b26").rgb()
    corner = w.view.mapTo(w, w.view.viewport().rect().topLeft())
    sample = [shot.pixel(corner.x() + x, corner.y() + y) for x in range(5, 600, 37) for y in range(5, 150, 29)]
    assert all(p == cover_color for p in sample)
    assert not w.act_undo.isEnabled() and not w.act_deal.isEnabled()

    # Player 2 gets the identical deal, with a full clock that only starts on Start.
    game2 = w.controller.game
    assert game2 is not None and game2 is not game1
    assert game2.state() == start1
    assert w.controller.info.player == "Ben"
    assert w.duels.session.state.phase.value == "cover"
    assert w.controller.remaining() == pytest.approx(15 * 60, abs=0.5)
    qtbot.mouseClick(w.cover.start_button, Qt.MouseButton.LeftButton)
    assert not w.cover.isVisible() and not w.scene.is_covered()
    assert any(c.shows_face() for c in w.scene.items() if isinstance(c, CardItem))
    play_drags(w, 1)
    w.controller.info.time_limit = 1  # player 2 runs out of time
    qtbot.waitUntil(lambda: w.duels.result_dialog is not None, timeout=5000)
    assert game2.over
    score2 = game2.score

    dialog = w.duels.result_dialog
    assert isinstance(dialog, DuelResultDialog)
    assert dialog.isVisible()
    a, b = dialog.records
    assert (a.score, b.score) == (score1, score2)
    assert a.game().history[:3] == game1.history[:3]
    assert dialog.winner == duel_winner(a.score, a.time_used, b.score, b.time_used)
    duel = db.duels.get(dialog.duel.id)
    assert duel.status == "finished" and duel.winner == dialog.winner
    anna, ben = db.profiles.find("Anna"), db.profiles.find("Ben")
    assert anna is not None and ben is not None
    h2h = db.duels.head_to_head(anna.id, ben.id)
    assert h2h.wins + h2h.losses + h2h.draws == 1
    assert w.duels.session is None
    # Ben's game is on the table behind the result: Watch replays the one nobody can see, Anna's (it replayed Ben's).
    assert dialog.watch_button.text().replace("&", "") == "Watch Anna's game"
    viewer = dialog.watch_opponent()
    assert viewer.count == len(a.game().history) and viewer.windowTitle() == "Replay: Anna's game"  # type: ignore[attr-defined]
    viewer.close()
    dialog.leave_button.click()
    assert w.welcome_panel.isVisible()


def test_pausing_a_duel_covers_the_table_and_stops_the_clock(
    qtbot: Any, tmp_path: Path, db: Database, prompts: FakePrompts
) -> None:
    clock = FakeClock()
    w = windows.make_window(qtbot, tmp_path, db, size=(1280, 800), prompts=prompts, clock=clock)
    w.duels.seed_source = lambda: 5
    w.start_game(
        NewGameOptions(rules="duel", suits=1, seed=5, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben")
    )
    clock.advance(2.0)
    w.controller.tick()
    assert w.controller.elapsed() == 2.0
    assert w.act_pause.isEnabled()
    w.act_pause.trigger()
    assert w.cover.isVisible() and w.scene.is_covered() and w.cover.mode == "paused"
    frozen = w.controller.elapsed()
    clock.advance(30.0)  # half a minute behind the cover
    w.controller.tick()
    assert w.controller.elapsed() == frozen == 2.0
    qtbot.mouseClick(w.cover.start_button, Qt.MouseButton.LeftButton)
    assert not w.cover.isVisible()
    clock.advance(1.5)
    w.controller.tick()
    assert w.controller.elapsed() == frozen + 1.5


def test_pausing_a_duel_stops_the_demo(qtbot: Any, tmp_path: Path, db: Database, prompts: FakePrompts) -> None:
    # Both agreed to help. The demo went on playing behind the pause's cover, its moves costing no time.
    clock = FakeClock()
    w = windows.make_window(qtbot, tmp_path, db, size=(1280, 800), prompts=prompts, clock=clock)
    w.duels.seed_source = lambda: 5
    options = NewGameOptions(
        rules="duel", suits=1, seed=5, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben", allow_help=True
    )
    w.start_game(options)
    game = w.controller.game
    assert game is not None
    w.assist.set_demo_delay(10)
    w.act_demo.trigger()
    qtbot.waitUntil(lambda: game.moves >= 2, timeout=10000)
    w.act_pause.trigger()
    assert w.cover.isVisible() and w.cover.mode == "paused"
    assert not w.assist.demo_running and not w.act_demo.isChecked()
    w.assist.wait_idle()
    moves = game.moves
    qtbot.wait(200)  # many times the demo's delay: it would have moved again
    assert game.moves == moves


def test_hints_only_when_both_agreed(duel_window: MainWindow) -> None:
    w = duel_window
    w.duels.seed_source = lambda: 5
    w.start_game(NewGameOptions(rules="duel", suits=1, seed=5, opponent=Kind.HOTSEAT, player="A", opponent_name="B"))
    assert not w.hints_allowed() and not w.act_hint.isEnabled() and not w.act_demo.isEnabled()
    w.duels.seed_source = lambda: 5
    w.start_game(
        NewGameOptions(
            rules="duel", suits=1, seed=5, opponent=Kind.HOTSEAT, player="A", opponent_name="B", allow_help=True
        )
    )
    assert w.hints_allowed() and w.act_hint.isEnabled()


def finish_with_done(w: MainWindow, qtbot: Any, moves: int = 1) -> None:
    play_drags(w, moves)
    press_done(w, qtbot)


def test_challenge_left_then_joined_after_a_restart(qtbot: Any, tmp_path: Path) -> None:
    data = tmp_path / "data"
    db1 = Database.open(data)
    w1 = make_window(qtbot, tmp_path, db1)
    w1.duels.seed_source = lambda: 777
    w1.start_game(NewGameOptions(rules="duel", suits=2, seed=777, opponent=Kind.CHALLENGE, player="Anna"))
    first = w1.controller.game
    assert first is not None
    finish_with_done(w1, qtbot, 2)
    qtbot.waitUntil(lambda: w1.duels.session is None, timeout=3000)
    assert w1.result_panel.isVisible()
    anna = db1.profiles.find("Anna")
    assert anna is not None
    ben = db1.profiles.create("Ben")
    assert [d.seed for d in db1.duels.open_challenges(ben.id)] == [777]
    assert db1.duels.open_challenges(anna.id) == []  # not one's own
    w1.close()
    db1.close()

    db2 = Database.open(data)  # the app restarted: a new window on the same data
    w2 = make_window(qtbot, tmp_path, db2)
    dialog = ChallengesDialog(db2, "Ben", w2)
    assert len(dialog.challenge_ids()) == 1
    dialog.accept()
    assert dialog.chosen is not None
    duel_id, pid = dialog.chosen
    assert w2.duels.join(duel_id, pid) is not None
    game = w2.controller.game
    assert game is not None and game.state() == Game.new("duel", 2, 777).state()
    assert w2.controller.info.player == "Ben"
    finish_with_done(w2, qtbot, 1)
    qtbot.waitUntil(lambda: w2.duels.result_dialog is not None, timeout=3000)
    result = w2.duels.result_dialog
    assert isinstance(result, DuelResultDialog)
    assert result.viewer_side == 1 and result.opponent.name == "Anna"
    # Anna's game replays with the cards as Ben's table shows them (it came with two colours and animated).
    assert w2.settings.get("animation_speed") == 0.0
    w2.settings.set("four_color", True)
    w2.duels.show_result(db2.duels.get(duel_id), pid)
    result = w2.duels.result_dialog
    assert isinstance(result, DuelResultDialog)
    viewer = result.watch_opponent()
    assert viewer.art.four_color and viewer.scene.animation_speed() == 0.0  # type: ignore[attr-defined]
    viewer.close()
    duel = db2.duels.get(duel_id)
    assert duel.status == "finished" and duel.b_profile == pid
    assert db2.duels.open_challenges(pid) == []
    result.close()
    w2.close()
    db2.close()


def test_a_challenge_is_played_without_help_by_its_author_as_by_its_taker(
    duel_window: MainWindow, qtbot: Any, db: Database
) -> None:
    """The taker always played without help, while the author could tick "both players agree" for them."""
    w = duel_window
    dialog = NewGameDialog(w.settings, w, db=db)
    qtbot.addWidget(dialog)
    dialog.opp_human.setChecked(True)
    dialog.allow_help_check.setChecked(True)
    assert dialog.allow_help_check.isEnabled()
    dialog.opp_challenge.setChecked(True)
    assert not dialog.allow_help_check.isEnabled()
    assert dialog.options().allow_help is False
    dialog.close()
    w.duels.seed_source = lambda: 32
    w.start_game(
        NewGameOptions(rules="duel", suits=1, seed=32, opponent=Kind.CHALLENGE, player="Anna", allow_help=True)
    )
    assert w.duels.session is not None and w.duels.session.state.allow_help is False
    assert not w.hints_allowed() and not w.act_hint.isEnabled() and not w.act_solve.isEnabled()


def test_a_private_challenge_is_only_for_the_invited(duel_window: MainWindow, qtbot: Any, db: Database) -> None:
    w = duel_window
    for name in ("Ben", "Cara"):
        db.profiles.create(name)
    w.duels.seed_source = lambda: 31
    w.start_game(
        NewGameOptions(rules="duel", suits=1, seed=31, opponent=Kind.CHALLENGE, player="Anna", opponent_name="Cara")
    )
    finish_with_done(w, qtbot, 1)
    qtbot.waitUntil(lambda: w.duels.session is None, timeout=3000)
    for_ben = ChallengesDialog(db, "Ben", w)
    assert for_ben.challenge_ids() == [] and for_ben.empty_label.isVisibleTo(for_ben)
    assert not for_ben.play_button.isEnabled()
    for_cara = ChallengesDialog(db, "Cara", w)
    assert len(for_cara.challenge_ids()) == 1
    for_cara.select_player("Ben")
    assert for_cara.challenge_ids() == []


def test_duel_against_the_beginner_computer(duel_window: MainWindow, qtbot: Any, db: Database) -> None:
    w = duel_window
    w.duels.seed_source = lambda: 99
    w.start_game(
        NewGameOptions(rules="duel", suits=1, seed=99, opponent=Kind.COMPUTER, level="beginner", player="Anna")
    )
    session = w.duels.session
    assert session is not None and session.opponent is not None
    play_drags(w, 2)
    press_done(w, qtbot)
    qtbot.waitUntil(lambda: w.duels.result_dialog is not None, timeout=90_000)
    result = w.duels.result_dialog
    assert isinstance(result, DuelResultDialog)
    human, bot = result.records
    assert result.profiles[1].is_computer and result.profiles[1].level == "beginner"
    assert bot.seed == human.seed == 99 and bot.rules == "duel" and bot.suits == 1
    assert len(bot.game().history) > 0 and bot.game().over
    assert bot.time_used <= 15 * 60
    assert db.duels.get(result.duel.id).status == "finished"
    assert session.opponent is None or not session.opponent.is_running()


def test_thinking_ahead_stays_with_the_player_who_asked_for_a_hint(duel_window: MainWindow, qtbot: Any) -> None:
    # Both players allowed hints. Anna asks for one, and the computer thinks ahead on her game; Ben's game starts
    # without it, and no work is done for him (nor anything of hers kept) until he asks himself.
    w = duel_window
    w.duels.seed_source = lambda: 6
    options = NewGameOptions(
        rules="duel", suits=1, seed=6, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben", allow_help=True
    )
    w.start_game(options)
    with qtbot.waitSignal(w.assist.hint_ready, timeout=20000):
        QTest.keyClick(w.view, Qt.Key.Key_H)
    play_drags(w, 1)
    qtbot.waitUntil(w.assist.thought_ahead, timeout=20000)
    press_done(w, qtbot)
    qtbot.waitUntil(lambda: w.cover.isVisible(), timeout=3000)
    qtbot.mouseClick(w.cover.start_button, Qt.MouseButton.LeftButton)
    assert not w.assist.thought_ahead()
    play_drags(w, 1)
    qtbot.wait(2000)  # far longer than master needs here: an answer would have come had it been asked
    assert not w.assist.thought_ahead()
    with qtbot.waitSignal(w.assist.hint_ready, timeout=20000):
        QTest.keyClick(w.view, Qt.Key.Key_H)
    assert w.assist.last_hint is not None and not w.assist.last_hint[2]  # worked out when Ben asked


def test_watching_the_computer_play_shows_its_score_in_the_status_bar(
    duel_window: MainWindow, qtbot: Any, db: Database
) -> None:
    """The computer's cards are on the table while the player watches: the status bar named the player, with their
    own score and moves, as if the game on the table were theirs."""
    w = duel_window
    w.duels.seed_source = lambda: 99
    w.start_game(NewGameOptions(rules="duel", suits=4, seed=99, opponent=Kind.COMPUTER, level="master", player="Anna"))
    play_drags(w, 1)
    press_done(w, qtbot)
    qtbot.waitUntil(lambda: w.cover.watch_button.isVisible(), timeout=10_000)  # the computer still plays
    qtbot.mouseClick(w.cover.watch_button, Qt.MouseButton.LeftButton)
    session = w.duels.session
    assert session is not None and session.watching()
    computer = "Computer (Master)"
    qtbot.waitUntil(lambda: w.player_label.text().startswith(computer), timeout=5000)
    watched = session.watched()
    assert watched is not None
    qtbot.waitUntil(lambda: watched[0].moves > 0, timeout=20_000)
    qtbot.waitUntil(lambda: f"{watched[0].moves} move" in w.player_label.text(), timeout=5000)
    assert "Anna" not in w.player_label.text()
    w.duels.drop(uncover=True)


def test_after_watching_the_computer_the_table_shows_the_players_own_game_again(
    duel_window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Watching put the computer's cards on the table; at the result the status bar and "Replay > The game on the
    table" speak of the player's own game, and the table showed the computer's final position under them."""
    from spider_qt.ui.duel import session as duel_module
    from spider_qt.ui.model import TableSnapshot

    monkeypatch.setattr(duel_module, "WATCH_STEP_MS", 5)  # the computer's actions shown quickly
    w = duel_window
    w.duels.seed_source = lambda: 99
    options = NewGameOptions(
        rules="duel", suits=4, seed=99, opponent=Kind.COMPUTER, level="expert", player="Anna", time_limit=60
    )
    w.start_game(options)  # a minute: the computer's game ends after 15 actions (4 s each)
    play_drags(w, 1)
    own = w.controller.game
    assert own is not None
    press_done(w, qtbot)
    qtbot.waitUntil(lambda: w.cover.watch_button.isVisible(), timeout=10_000)
    qtbot.mouseClick(w.cover.watch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.duels.result_dialog is not None, timeout=60_000)
    assert w.scene.snapshot.columns == TableSnapshot.from_game(own).columns
    assert w.player_label.text().startswith("Anna")


def test_the_cover_tells_how_far_the_computer_has_got_while_the_player_waits(
    duel_window: MainWindow, qtbot: Any
) -> None:
    """A master game on four suits takes the computer up to half a minute: the cover said only that it still
    played. It now counts its actions as they come."""
    w = duel_window
    w.duels.seed_source = lambda: 99
    w.start_game(NewGameOptions(rules="duel", suits=4, seed=99, opponent=Kind.COMPUTER, level="master", player="Anna"))
    assert not w.cover.progress.isVisible()
    play_drags(w, 1)
    press_done(w, qtbot)
    qtbot.waitUntil(lambda: w.cover.watch_button.isVisible(), timeout=10_000)  # the computer still plays
    assert w.cover.progress.isVisible()
    computer = w.duels.session.computer if w.duels.session is not None else None
    assert computer is not None
    qtbot.waitUntil(lambda: len(computer.actions) >= 2, timeout=20_000)
    qtbot.waitUntil(lambda: w.cover.progress.text() == f"{len(computer.actions)} actions played so far…", timeout=5000)
    w.duels.drop(uncover=True)


def test_leaving_while_watching_the_computer_gives_the_table_back_its_own_speed(qtbot: Any, tmp_path: Path) -> None:
    """The watch speed (0.5×) stayed on the table after Leave: every later game animated at it, the setting said off."""
    db = Database.open(tmp_path / "data")
    w = windows.make_window(qtbot, tmp_path, db, prompts=FakePrompts(answer=True))
    w.duels.seed_source = lambda: 99
    w.start_game(NewGameOptions(rules="duel", suits=4, seed=99, opponent=Kind.COMPUTER, level="master", player="Anna"))
    play_drags(w, 1)
    press_done(w, qtbot)
    qtbot.waitUntil(lambda: w.cover.watch_button.isVisible(), timeout=10_000)
    w.cover.speed_combo.setCurrentIndex(0)
    qtbot.mouseClick(w.cover.watch_button, Qt.MouseButton.LeftButton)
    assert w.scene.animation_speed() == w.cover.watch_speed() != w.settings.get("animation_speed")
    w.leave_asking()  # answered yes
    w.start_game(NewGameOptions(rules="classic", suits=1, seed=5, player="Anna"))
    assert w.scene.animation_speed() == w.settings.get("animation_speed") == 0.0
    db.close()


def test_an_empty_name_plays_a_duel_as_the_default_player(qtbot: Any, tmp_path: Path) -> None:
    """The field shows the default player's name when empty; a challenge was refused ("two different players") and
    a duel against the computer said "Please enter a name." and never started."""
    from spider_qt.store.profiles import default_player_name

    prompts = FakePrompts(answer=True)
    db = Database.open(tmp_path / "data")
    w = windows.make_window(qtbot, tmp_path, db, prompts=prompts)
    w.start_game(NewGameOptions(rules="duel", suits=1, seed=3, opponent=Kind.COMPUTER, level="beginner", player=""))
    assert w.duels.session is not None and w.duels.session.state.players[0].name == default_player_name(), (
        prompts.texts()
    )
    w.leave_asking()
    dialog = NewGameDialog(w.settings, w, opponents_enabled=True, db=db)
    qtbot.addWidget(dialog)
    dialog.player_edit.setText("")
    dialog.opp_challenge.setChecked(True)
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error_label.text()
    assert dialog.chosen().player == default_player_name() == w.settings.get("new_game/player")
    db.close()


def test_a_look_alike_of_ones_own_name_cannot_be_invited(qtbot: Any, tmp_path: Path) -> None:
    """Inviting "\uff21nna" (a full-width A) as Anna was accepted, and refused only after the whole game was played."""
    db = Database.open(tmp_path / "data")
    w = windows.make_window(qtbot, tmp_path, db, prompts=FakePrompts(answer=True))
    db.profiles.create("Anna")
    for invited in ("\uff21nna", "anna", "master"):
        dialog = NewGameDialog(w.settings, w, opponents_enabled=True, db=db)
        qtbot.addWidget(dialog)
        dialog.player_edit.setText("Anna")
        dialog.opp_challenge.setChecked(True)
        dialog.invited_combo.setEditText(invited)
        dialog.accept()
        assert dialog.error_label.isVisibleTo(dialog) and dialog.result() != dialog.DialogCode.Accepted, invited
        dialog.close()
    db.close()


def test_a_challenge_nobody_took_up_can_be_withdrawn_and_its_game_then_counts(
    duel_window: MainWindow, qtbot: Any, db: Database
) -> None:
    """Nothing withdrew a challenge: one left for a player who never came hid its game from its author's statistics
    for good."""
    w = duel_window
    db.profiles.create("Cara")
    w.duels.seed_source = lambda: 41
    w.start_game(
        NewGameOptions(rules="duel", suits=1, seed=41, opponent=Kind.CHALLENGE, player="Anna", opponent_name="Cara")
    )
    finish_with_done(w, qtbot, 1)
    qtbot.waitUntil(lambda: w.duels.session is None, timeout=3000)
    anna = db.profiles.find("Anna")
    assert anna is not None and db.stats.get(anna.id, "duel", 1).played == 0  # open: not counted yet
    dialog = ChallengesDialog(db, "Anna", w)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.challenge_ids() == [] and len(dialog.own) == 1
    row = dialog.tree.topLevelItem(0)
    assert row is not None and row.text(0) == "you" and row.text(4) == "Cara" and row.font(0).italic()
    assert not dialog.play_button.isEnabled() and dialog.withdraw_button.isEnabled()
    dialog.accept()
    assert dialog.chosen is None  # one's own challenge is never taken up
    qtbot.mouseClick(dialog.withdraw_button, Qt.MouseButton.LeftButton)
    assert dialog.own == [] and not dialog.withdraw_button.isVisible() and dialog.empty_label.isVisible()
    cara = db.profiles.find("Cara")
    assert cara is not None and db.duels.open_challenges(cara.id) == []
    assert db.stats.get(anna.id, "duel", 1).played == 1  # an ordinary game of Anna's now


def test_leaving_while_playing_a_challenge_says_what_happens(qtbot: Any, tmp_path: Path) -> None:
    """The question said "Anna forfeits it … the duel is lost", though no duel existed yet to forfeit."""
    prompts = FakePrompts(answer=True)
    db = Database.open(tmp_path / "data")
    w = windows.make_window(qtbot, tmp_path, db, prompts=prompts)
    w.duels.seed_source = lambda: 51
    w.start_game(NewGameOptions(rules="duel", suits=1, seed=51, opponent=Kind.CHALLENGE, player="Anna"))
    play_drags(w, 1)
    w.leave_asking()
    asked = prompts.texts("ask")[-1]
    assert asked.startswith("Leave without a challenge?") and "forfeit" not in asked and "ordinary game" in asked
    anna = db.profiles.find("Anna")
    assert anna is not None and db.duels.own_open_challenges(anna.id) == []
    assert [(r.seed, r.duel_id) for r in db.games.for_profile(anna.id)] == [(51, None)]  # counts as it stands
    db.close()


def test_the_invited_player_gets_a_profile_only_once_the_challenge_is_left(qtbot: Any, tmp_path: Path) -> None:
    """Cara's profile was made as soon as Anna began the game meant to challenge her, and stayed when Anna left."""
    db = Database.open(tmp_path / "data")
    w = windows.make_window(qtbot, tmp_path, db, prompts=FakePrompts(answer=True))
    w.duels.seed_source = lambda: 51
    w.start_game(
        NewGameOptions(rules="duel", suits=1, seed=51, opponent=Kind.CHALLENGE, player="Anna", opponent_name="Cara")
    )
    assert db.profiles.find("Cara") is None
    assert "a private challenge" in w.duel_strip.players_label.full_text()
    play_drags(w, 1)
    w.leave_asking()
    qtbot.waitUntil(lambda: w.duels.session is None, timeout=3000)
    assert db.profiles.find("Cara") is None and [p.name for p in db.profiles.for_picker()] == ["Anna"]

    w.duels.seed_source = lambda: 52
    w.start_game(
        NewGameOptions(rules="duel", suits=1, seed=52, opponent=Kind.CHALLENGE, player="Anna", opponent_name="Cara")
    )
    assert db.profiles.find("Cara") is None
    finish_with_done(w, qtbot, 1)
    qtbot.waitUntil(lambda: w.duels.session is None, timeout=3000)
    cara = db.profiles.find("Cara")
    assert cara is not None and [d.seed for d in db.duels.open_challenges(cara.id)] == [52]
    db.close()


def test_withdrawing_a_challenge_to_a_new_name_takes_away_the_profile_it_made(
    duel_window: MainWindow, qtbot: Any, db: Database
) -> None:
    """Cara, a name typed for the challenge, stayed in every player list after Anna withdrew it, though she never
    played anything. Eve, who was there before, stays."""
    w = duel_window
    eve = db.profiles.create("Eve")
    for seed, name in ((61, "Cara"), (62, "Eve")):
        w.duels.seed_source = lambda seed=seed: seed  # type: ignore[misc]
        w.start_game(
            NewGameOptions(rules="duel", suits=1, seed=seed, opponent=Kind.CHALLENGE, player="Anna", opponent_name=name)
        )
        finish_with_done(w, qtbot, 1)
        qtbot.waitUntil(lambda: w.duels.session is None, timeout=3000)
    assert [p.name for p in db.profiles.for_picker()] == ["Anna", "Cara", "Eve"]
    dialog = ChallengesDialog(db, "Anna", w)
    qtbot.addWidget(dialog)
    dialog.show()
    assert [row.text(4) for row in (dialog.tree.topLevelItem(i) for i in range(2)) if row is not None] == [
        "Eve",
        "Cara",
    ]
    for _ in range(2):
        dialog.tree.setCurrentItem(dialog.tree.topLevelItem(0))
        qtbot.mouseClick(dialog.withdraw_button, Qt.MouseButton.LeftButton)
    assert dialog.own == []
    assert db.profiles.find("Cara") is None and db.profiles.find("Eve") == eve
    picker = NewGameDialog(w.settings, w, db=db)
    qtbot.addWidget(picker)
    assert [picker.opponent_combo.itemText(i) for i in range(picker.opponent_combo.count())] == ["Anna", "Eve"]


def _duel_against_a_computer_not_played_again(w: MainWindow, monkeypatch: pytest.MonkeyPatch) -> Any:
    """Anna's duel against master on four suits (a slow game), whose computer is not started again once lost."""
    from spider_qt.ui.duel import session as duel_module

    monkeypatch.setattr(duel_module, "COMPUTER_RESTARTS", 0)
    w.duels.seed_source = lambda: 99
    w.start_game(NewGameOptions(rules="duel", suits=4, seed=99, opponent=Kind.COMPUTER, level="master", player="Anna"))
    session = w.duels.session
    assert session is not None and session.computer is not None
    return session.computer


def assert_held_for_the_computer(w: MainWindow) -> None:
    """The duel waits for its computer player, covered, with the reason and Try again; nothing but Quit is allowed."""
    from spider_qt.duel.model import Command, Hold
    from spider_qt.ui.window.table_phase import TablePhase

    session = w.duels.session
    assert session is not None and session.state.held is Hold.COMPUTER
    assert w.phase is TablePhase.HELD and w.cover.isVisible() and w.scene.covered
    assert w.cover.title.text() == "The duel waits"
    assert "The computer player stopped: its process ended unexpectedly" in w.cover.text.text()
    assert w.cover.start_button.isVisible() and w.cover.start_button.text() == "Try again"
    allowed = {c for c in Command if w.allows(c)}
    assert allowed == {Command.QUIT, Command.LANGUAGE}
    assert not w.act_restart.isEnabled() and not w.act_hint.isEnabled() and not w.act_deal.isEnabled()
    assert w.controller.info.duel is session.state  # the autosave keeps the duel: never an ordinary table


def test_a_computer_that_stops_while_the_player_waits_holds_the_duel_until_it_plays_again(
    duel_window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The computer's process lost for good while the player waited for it: the duel emptied the table, and a game
    alone then voided the duel at the next start. Now it waits, covered, and Try again plays the computer's game."""
    import os
    import signal

    w = duel_window
    computer = _duel_against_a_computer_not_played_again(w, monkeypatch)
    play_drags(w, 1)
    press_done(w, qtbot)
    qtbot.waitUntil(lambda: w.cover.watch_button.isVisible(), timeout=10_000)
    assert not computer.done
    os.kill(computer._process.pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: w.duels.session is not None and w.duels.session.state.held is not None, timeout=10_000)
    assert_held_for_the_computer(w)
    session = w.duels.session
    assert session is not None
    qtbot.mouseClick(w.cover.start_button, Qt.MouseButton.LeftButton)
    assert session.state.held is None and session.computer is not None and session.computer is not computer
    qtbot.waitUntil(lambda: w.duels.result_dialog is not None, timeout=120_000)
    assert session.state.over


@pytest.mark.parametrize("when", ["playing", "watching"])
def test_the_computers_game_is_played_again_when_its_process_is_lost(
    duel_window: MainWindow, qtbot: Any, db: Database, monkeypatch: pytest.MonkeyPatch, when: str
) -> None:
    """The computer's process killed (by the system, or by hand) while the player played: the player who finished
    then waited on "The computer is still playing" for ever. Its game is played again, the very same one."""
    import os
    import signal

    from spider_qt.ui.duel import session as duel_module

    monkeypatch.setattr(duel_module, "WATCH_STEP_MS", 5)
    w = duel_window
    w.duels.seed_source = lambda: 99
    options = NewGameOptions(
        rules="duel", suits=4, seed=99, opponent=Kind.COMPUTER, level="master", player="Anna", time_limit=2
    )
    w.start_game(options)  # two minutes: the computer's game ends after 30 actions (4 s each)
    session = w.duels.session
    assert session is not None and session.computer is not None
    computer = session.computer
    play_drags(w, 1)
    if when == "watching":
        press_done(w, qtbot)
        qtbot.waitUntil(lambda: w.cover.watch_button.isVisible(), timeout=10_000)
        qtbot.mouseClick(w.cover.watch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(computer.actions) >= 1, timeout=20_000)
    assert not computer.done
    seen = list(computer.actions)
    os.kill(computer._process.pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: computer.error != "", timeout=10_000)  # the loss is seen
    if when == "playing":
        press_done(w, qtbot)
    qtbot.waitUntil(lambda: w.duels.result_dialog is not None, timeout=90_000)
    result = w.duels.result_dialog
    assert isinstance(result, DuelResultDialog)
    assert result.records[1].game().history[: len(seen)] == seen
    assert db.duels.get(result.duel.id).status == "finished"
    assert len(db.games.for_profile(result.duel.b_profile or 0)) == 1
    result.close()


def test_a_computer_lost_for_good_during_the_turn_is_told_when_the_player_finishes(
    duel_window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Once the computer's game may not be started again, the player who finishes is told it stopped (as while
    waiting for it) instead of waiting for ever."""
    import os
    import signal

    w = duel_window
    computer = _duel_against_a_computer_not_played_again(w, monkeypatch)
    qtbot.waitUntil(lambda: len(computer.actions) >= 1, timeout=20_000)
    os.kill(computer._process.pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: computer.error != "", timeout=10_000)
    play_drags(w, 1)
    press_done(w, qtbot)
    qtbot.waitUntil(lambda: w.duels.session is not None and w.duels.session.state.held is not None, timeout=5000)
    assert_held_for_the_computer(w)
