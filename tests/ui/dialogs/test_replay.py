"""The replay viewer: stepping, the slider and play/pause give the positions a by-hand replay gives."""

from __future__ import annotations

import gc
import random
from pathlib import Path
from typing import Any

import pytest
from helpers.clock import FakeClock
from helpers.positions import near_won_state
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QSlider, QStyle, QStyleOptionSlider

from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game, Move
from spider_qt.i18n import LanguageSwitcher, format_number
from spider_qt.store import Database
from spider_qt.ui.art.card_art import CardArt
from spider_qt.ui.dialogs import replay as replay_module
from spider_qt.ui.dialogs.player_info import PlayerInfoDialog
from spider_qt.ui.dialogs.replay import ReplayViewer
from spider_qt.ui.model import TableSnapshot
from ui.duel.test_duel import play_drags, press_done
from ui.duel.test_duel_points import SEED, hot_seat, open_table, to_player_two
from ui.duel.test_duel_result import dialog_for, finished_duel, played
from ui.duel.test_duel_result_again import finish_hot_seat
from ui.scene.test_scene import DESCENDING, build
from ui.window_helpers import switch_language


def played_game(rules: str = "classic", suits: int = 2, seed: int = 21, actions: int = 40) -> Game:
    """A finished game with moves, deals, flips and undos in its history."""
    game = Game.new(rules, suits, seed)
    rng = random.Random(seed)
    for i in range(actions):
        if i % 7 == 6 and game.can_undo():
            game.undo()
            continue
        moves = game.legal_moves()
        deals = [m for m in moves if m.kind == "deal"]
        game.play(deals[0] if deals and i % 11 == 5 else rng.choice(moves))
    game.finish()
    return game


def by_hand(game: Game, k: int) -> Game:
    fresh = Game.new(game.rules, game.suits, game.seed)
    fresh.replay(game.history[:k])
    return fresh


def viewer_for(qtbot: Any, game: Game, times: list[float] | None = None) -> ReplayViewer:
    viewer = ReplayViewer(game, times, animation_speed=0.0)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    return viewer


def shows(viewer: ReplayViewer, expected: Game) -> bool:
    return viewer.game.state() == expected.state() and viewer.scene.snapshot.columns == (
        TableSnapshot.from_game(expected).columns
    )


def test_step_buttons_follow_the_history(qtbot: Any) -> None:
    game = played_game()
    n = len(game.history)
    assert {"undo", "deal", "finish"} <= set(game.history)
    times = [float(i + 1) for i in range(n)]
    viewer = viewer_for(qtbot, game, times)
    assert viewer.count == n and viewer.slider.maximum() == n
    assert viewer.position == 0 and shows(viewer, Game.new("classic", 2, 21))
    assert not viewer.back_button.isEnabled()
    # The viewer steps through actions (moves, deals, undos, the end), more than the game's moves.
    assert n > game.moves and viewer.label_text() == f"Action 0 of {n} · score 500"

    for k in range(1, n + 1):
        qtbot.mouseClick(viewer.forward_button, Qt.MouseButton.LeftButton)
        expected = by_hand(game, k)
        assert viewer.position == k and shows(viewer, expected), k
        assert viewer.slider.value() == k
        assert viewer.label_text().startswith(f"Action {k} of {n} · score {expected.score}")
    assert viewer.game.state() == game.state()
    assert not viewer.forward_button.isEnabled()
    assert viewer.label_text().endswith(f"· {n // 60}:{n % 60:02d}")

    for k in range(n - 1, n - 12, -1):
        qtbot.mouseClick(viewer.back_button, Qt.MouseButton.LeftButton)
        assert viewer.position == k and shows(viewer, by_hand(game, k)), k


def test_slider_jumps_to_any_move(qtbot: Any) -> None:
    game = played_game(seed=5, actions=60)
    viewer = viewer_for(qtbot, game)
    rng = random.Random(1)
    for k in [*rng.sample(range(len(game.history) + 1), 12), 0, len(game.history)]:
        viewer.slider.setValue(k)
        assert viewer.position == k and shows(viewer, by_hand(game, k)), k
    # Keyboard on the slider, as a player would use it.
    viewer.slider.setValue(10)
    viewer.slider.setFocus()
    QTest.keyClick(viewer.slider, Qt.Key.Key_Right)
    assert viewer.position == 11 and shows(viewer, by_hand(game, 11))
    QTest.keyClick(viewer.slider, Qt.Key.Key_PageDown)
    assert viewer.position == 1 and shows(viewer, by_hand(game, 1))


def test_play_pause_and_speed(qtbot: Any) -> None:
    game = played_game(seed=8, actions=20)
    viewer = viewer_for(qtbot, game)
    assert [viewer.speed_combo.itemData(i) for i in range(viewer.speed_combo.count())] == [0.5, 1.0, 2.0, 4.0]
    viewer.speed_combo.setCurrentIndex(3)
    assert viewer.speed() == 4.0
    qtbot.mouseClick(viewer.play_button, Qt.MouseButton.LeftButton)
    assert viewer.is_playing() and viewer.play_button.text() == "Pause"
    assert viewer._timer.interval() == 225
    qtbot.waitUntil(lambda: viewer.position >= 2, timeout=3000)
    qtbot.mouseClick(viewer.play_button, Qt.MouseButton.LeftButton)
    assert not viewer.is_playing() and viewer.play_button.text() == "Play"
    stopped = viewer.position
    qtbot.wait(300)
    assert viewer.position == stopped and shows(viewer, by_hand(game, stopped))
    # Playing to the end stops there; playing again starts from the first move.
    viewer.go_to(viewer.count - 1)
    viewer.play()
    qtbot.waitUntil(lambda: not viewer.is_playing(), timeout=3000)
    assert viewer.position == viewer.count
    viewer.play()
    assert viewer.position == 0 and viewer.is_playing()
    viewer.set_speed(0.5)
    assert viewer._timer.interval() == 1800 and viewer.speed_combo.currentData() == 0.5
    viewer.pause()


def test_duel_game_and_custom_start_replay(qtbot: Any) -> None:
    duel = played_game(rules="duel", suits=4, seed=13, actions=30)
    assert {"undo", "deal", "finish"} <= set(duel.history)
    viewer = viewer_for(qtbot, duel)
    for k in (len(duel.history), 3, 17, 0):
        viewer.go_to(k)
        assert shows(viewer, by_hand(duel, k))
    viewer.close()

    start = near_won_state()
    custom = Game.from_state(start)
    custom.play(Move("move", 1, 1, 0))
    assert custom.won
    v2 = viewer_for(qtbot, custom)
    assert v2.count == 1 and shows(v2, Game.from_state(start))
    v2.step_forward()
    assert v2.game.state() == custom.state()


def test_from_a_game_record_and_read_only_table(qtbot: Any, tmp_path: Path) -> None:
    db = Database.open(tmp_path)
    try:
        profile = db.profiles.create("Opponent")
        game = played_game(seed=30, actions=25)
        times = [2.0 * (i + 1) for i in range(len(game.history))]
        rec = db.games.record(profile.id, game, time_used=times[-1], action_times=times)
        viewer = ReplayViewer.from_record(db.games.get(rec.id), title="Opponent's game", animation_speed=0.0)
    finally:
        db.close()
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    assert viewer.windowTitle() == "Opponent's game"
    viewer.slider.setValue(len(game.history))
    assert viewer.game.state() == game.state()
    viewer.go_to(4)
    before = viewer.game.state()
    # A drag on the replay's table moves nothing: the table is read-only.
    top = viewer.scene.item_at(0, len(viewer.scene.column_items(0)) - 1)
    vp = viewer.view.viewport()
    start = viewer.view.mapFromScene(top.mapToScene(top.boundingRect().center()))
    end = viewer.view.mapFromScene(QPointF(viewer.scene.table_layout.column_x(5) + 20, start.y()))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, end)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert viewer.game.state() == before and viewer.position == 4
    assert viewer.scene.snapshot.columns == TableSnapshot.from_game(by_hand(game, 4)).columns


def test_the_keyboard_steps_plays_and_jumps(qtbot: Any) -> None:
    """Arrows step, Space plays and pauses, Home and End jump (the viewer had no key at all): the slider has the
    keyboard, and the arrows work from the speed list too (where Home and End choose a speed)."""
    game = played_game()
    n = len(game.history)
    viewer = viewer_for(qtbot, game)
    assert viewer.view.focusPolicy() == Qt.FocusPolicy.NoFocus  # the table never takes the arrows
    for focus in (viewer.slider, viewer.speed_combo):
        viewer.go_to(0)
        QTest.keyClick(focus, Qt.Key.Key_Right)
        QTest.keyClick(focus, Qt.Key.Key_Right)
        assert viewer.position == 2 and shows(viewer, by_hand(game, 2)), focus
        QTest.keyClick(focus, Qt.Key.Key_Left)
        assert viewer.position == 1, focus
    QTest.keyClick(viewer.slider, Qt.Key.Key_End)
    assert viewer.position == n
    QTest.keyClick(viewer.slider, Qt.Key.Key_Home)
    assert viewer.position == 0
    QTest.keyClick(viewer.slider, Qt.Key.Key_Space)
    assert viewer.play_button.isChecked()
    qtbot.waitUntil(lambda: viewer.position >= 1, timeout=3000)
    QTest.keyClick(viewer.slider, Qt.Key.Key_Space)
    assert not viewer.play_button.isChecked()


def _long_column_game() -> Game:
    """A game from a custom start whose one move makes column 1 long: the cards shrink to keep its corners
    readable."""
    ups = " ".join(r + "s" for r in DESCENDING[:12]) + " " + " ".join(r + "s" for r in DESCENDING[:3])
    game = build("classic", {0: "#Ks #Qs #Js #Ts #9s " + ups, 1: "Ts 9s 8s 7s"})
    game.play(Move("move", 1, 4, 0))
    game.finish()
    return game


def _sizes(viewer: ReplayViewer) -> set[tuple[float, float]]:
    return {item.size() for item in viewer.scene.card_items()}


@pytest.mark.parametrize("animation_speed", [0.0, 4.0])
def test_every_card_takes_the_size_of_the_layout_shown(qtbot: Any, animation_speed: float) -> None:
    """Stepping to a position whose long column needs smaller cards (and back) resized only the cards that were new
    on the table: the others kept the old size at the new places, the columns overlapped (seen at 3840 x 2160)."""
    game = _long_column_game()
    viewer = ReplayViewer(game, animation_speed=animation_speed)
    qtbot.addWidget(viewer)
    viewer.resize(1280, 720)  # wide: the cards' size is the table's height's to give
    viewer.show()
    qtbot.waitExposed(viewer)
    lay = viewer.scene.table_layout
    start = _sizes(viewer)
    assert start == {(lay.card_width, lay.card_height)}
    viewer.step_forward()  # the move: animated when the viewer animates
    qtbot.waitUntil(lambda: not viewer.scene.is_animating(), timeout=3000)
    small = viewer.scene.table_layout
    assert small.card_width < lay.card_width
    assert _sizes(viewer) == {(small.card_width, small.card_height)}
    viewer.go_to(0)  # rebuilt from the start, at once
    assert viewer.scene.table_layout.card_width == lay.card_width
    assert _sizes(viewer) == start


def _replays_shown() -> list[ReplayViewer]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayViewer) and w.isVisible()]


def test_no_replay_stays_open_once_a_duel_takes_the_table(qtbot: Any, tmp_path: Path) -> None:
    """The Replay menu is off during a duel, but a replay opened before stayed open: Anna played the deal alone and
    watched it again, then dealt it to a hot-seat duel, and Ben played it with her game beside the table."""
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        t.win.start_game(NewGameOptions(rules="duel", suits=1, seed=SEED, player="Anna"))
        play_drags(t.win, 2)
        press_done(t.win, qtbot)
        t.prompts.item = t.persist.player.replay_list()[0][0]  # the game on the table
        t.persist.player.act_replay.trigger()
        assert [v.game.seed for v in _replays_shown()] == [SEED]

        hot_seat(t)  # Anna against Ben, on that very deal
        assert t.win.controller.game is not None and t.win.controller.game.seed == SEED
        assert _replays_shown() == [] and not t.persist.player.act_replay.isEnabled()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        assert t.persist.player.viewers == []  # closed, and gone
        to_player_two(t, qtbot)
        assert _replays_shown() == [] and not t.persist.player.act_replay.isEnabled()
        t.persist.player.act_replay.trigger()
        assert _replays_shown() == []

        # Over, the duel's result lets both games be watched; the next duel closes those replays too.
        play_drags(t.win, 1)
        press_done(t.win, qtbot)
        qtbot.waitUntil(
            lambda: t.win.duels.result_dialog is not None and t.win.duels.result_dialog.isVisible(), timeout=3000
        )
        result = t.win.duels.result_dialog
        assert result is not None
        result.watch_button.click()
        QTest.keyClick(result, Qt.Key.Key_Escape)  # the result screen goes; its replay stays
        assert not result.isVisible() and len(_replays_shown()) == 1
        hot_seat(t, first="Ben", second="Anna")
        assert _replays_shown() == []
    finally:
        t.persist.close()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_slider_stays_put_while_the_label_changes(qtbot: Any, lang: str) -> None:
    """The label beside the slider took the width of its text: the slider grew and shrank as the action, the score
    and the time changed (by 50 px over a game in German), and jumped under the mouse of a player dragging it."""
    game = played_game(seed=5, actions=120)
    times = [1.0 + 37.0 * i for i in range(len(game.history))]  # past an hour by the end
    switcher = LanguageSwitcher()
    switcher.switch(lang)
    try:
        viewer = viewer_for(qtbot, game, times)
        viewer.resize(900, 600)
        qtbot.waitUntil(lambda: viewer.width() == 900)
        places = set()
        for k in range(viewer.count + 1):
            viewer.go_to(k)
            layout = viewer.layout()
            assert layout is not None
            layout.activate()
            places.add(viewer.slider.geometry().getRect())
            assert viewer.label.width() >= viewer.label.sizeHint().width(), viewer.label_text()  # shown whole
        assert len(places) == 1, places
        # The time as the table's clock shows it, hours apart (an hour and a quarter said "75:18").
        last = round(times[-1])
        assert last > 3600
        assert viewer.label_text().endswith(f" · {last // 3600}:{last % 3600 // 60:02d}:{last % 60:02d}")
    finally:
        switcher.switch("en")


def _handle_centre(slider: QSlider) -> QPoint:
    option = QStyleOptionSlider()
    slider.initStyleOption(option)
    handle = slider.style().subControlRect(
        QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, slider
    )
    return handle.center()


def test_playing_waits_while_the_slider_is_held_and_stops_on_the_last_action(qtbot: Any) -> None:
    """Held under the mouse, the slider's handle went on moving away from it as the replay played on; and once the
    last action was shown the button still said Pause for one more step (1.8 s at 0.5x)."""
    game = played_game(seed=8, actions=20)
    viewer = viewer_for(qtbot, game)
    viewer.set_speed(4.0)
    viewer.go_to(3)
    qtbot.mouseClick(viewer.play_button, Qt.MouseButton.LeftButton)
    assert viewer.is_playing()
    QTest.mousePress(
        viewer.slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _handle_centre(viewer.slider)
    )
    held = viewer.position
    qtbot.wait(3 * 225)
    assert viewer.position == held and viewer.slider.value() == held
    QTest.mouseRelease(
        viewer.slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _handle_centre(viewer.slider)
    )
    qtbot.waitUntil(lambda: viewer.position > held, timeout=2000)  # and on it goes
    assert viewer.is_playing()

    viewer.set_speed(0.5)
    viewer.go_to(viewer.count - 1)
    qtbot.waitUntil(lambda: viewer.position == viewer.count, timeout=3000)
    assert not viewer.is_playing() and viewer.play_button.text() == "Play"
    assert not viewer.play_button.isChecked()


def test_a_replays_title_says_whose_game_and_follows_the_language(qtbot: Any, tmp_path: Path) -> None:
    """A duel's replay was titled with the player's name alone ("Ben"); the Replay menu's of the game on the table
    said "The game on the table" once another game had taken the table."""
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    try:
        t.win.start_game(NewGameOptions(rules="duel", suits=1, seed=SEED, player="Anna"))
        play_drags(t.win, 1)
        press_done(t.win, qtbot)
        game = t.win.controller.game
        assert game is not None
        t.prompts.item = t.persist.player.replay_list()[0][0]
        assert t.prompts.item.startswith("The game on the table")  # true as long as it is there
        t.persist.player.act_replay.trigger()
        (own,) = _replays_shown()
        assert own.windowTitle() == f"Replay: Duel · 1 suit · deal {SEED} · score {game.score}, not won"
        t.win.start_game(NewGameOptions(rules="classic", suits=1, seed=5, player="Anna"))  # another game's table
        switch_language(t.win, "de")
        assert own.windowTitle() == f"Wiedergabe: Duell · 1 Farbe · Spiel {SEED} · Punkte {game.score}, nicht gewonnen"
        switch_language(t.win, "en")
        own.close()

        result = finish_hot_seat(t, qtbot)
        result.watch_button.click()
        (watched,) = _replays_shown()
        assert watched.windowTitle() == "Replay: Anna's game"  # Ben's game is on the table
        switch_language(t.win, "de")
        assert watched.windowTitle() == "Wiedergabe: Spiel von Anna"
    finally:
        switch_language(t.win, "en")
        t.persist.close()


def test_a_replay_closed_on_a_duels_result_is_let_go(qtbot: Any, tmp_path: Path) -> None:
    """Deleted when closed, its Python side stayed as long as the result screen did: the result kept it, and with it
    the card images the replay had rendered."""
    db = Database.open(tmp_path)
    try:
        result = dialog_for(db, finished_duel(db, played(12), 40.0, played(4), 20.0), qtbot)
        gc.collect()
        # Objects of earlier tests (a window a test left to the garbage collector) may be alive: only the replays'
        # own count here.
        before = {id(o) for o in gc.get_objects() if isinstance(o, (ReplayViewer, CardArt))}
        result.watch_button.click()
        result.watch_button.click()
        assert len(_replays_shown()) == 2
        for viewer in _replays_shown():
            viewer.close()
        del viewer
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
        assert result.replay_viewer is None
        assert [o for o in gc.get_objects() if isinstance(o, (ReplayViewer, CardArt)) and id(o) not in before] == []
    finally:
        db.close()


def test_no_earlier_game_opens_from_player_info_during_a_duel(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A guard: the duel strip's Player info lists the players' earlier duels, but none opens (with its games to
    watch) before this duel is over, by a double-click or by Return; once it is over, they do."""
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    seen: list[tuple[bool, list[Any]]] = []

    def look(info: PlayerInfoDialog) -> int:
        """What the player finds there: can an earlier duel be opened, and what opens when they try."""
        first = info.history_list.item(0)
        assert first is not None and f"deal {SEED}:" in first.text()  # the earlier duel is listed
        info.history_list.itemActivated.emit(first)  # as a double-click does
        info.history_list.setCurrentRow(0)
        QTest.keyClick(info.history_list, Qt.Key.Key_Return)
        opened = info.duel_dialog
        seen.append((info.history_hint.isVisibleTo(info), [] if opened is None else [opened]))
        if opened is not None:
            opened.watch_button.click()
            opened.close()
        return 0

    monkeypatch.setattr(PlayerInfoDialog, "exec", look)
    try:
        finish_hot_seat(t, qtbot)  # Anna against Ben, over
        hot_seat(t, first="Ben", second="Anna")
        qtbot.mouseClick(t.win.duel_strip.info_button, Qt.MouseButton.LeftButton)
        to_player_two(t, qtbot)
        qtbot.mouseClick(t.win.duel_strip.info_button, Qt.MouseButton.LeftButton)
        assert seen == [(False, []), (False, [])] and _replays_shown() == []
        play_drags(t.win, 1)
        press_done(t.win, qtbot)
        qtbot.waitUntil(
            lambda: t.win.duels.result_dialog is not None and t.win.duels.result_dialog.isVisible(), timeout=3000
        )
        result = t.win.duels.result_dialog
        assert result is not None
        result.info_button.click()  # over: Player info from its result screen
        assert isinstance(result.info_dialog, PlayerInfoDialog)
        look(result.info_dialog)
        assert seen[-1][0] and len(seen[-1][1]) == 1  # the earlier duels open again
    finally:
        t.persist.close()


def test_a_replay_ends_on_its_records_position_and_score(qtbot: Any, tmp_path: Path) -> None:
    """A guard: a game whose time ran out, a game left before the end (the duel forfeited), a classic game with an
    undo, and a won game each end, at End, on the very position, score, runs and outcome recorded."""
    from spider_qt.ai import Opponent

    clock = FakeClock()
    t = open_table(qtbot, tmp_path, clock=clock)
    try:
        hot_seat(t)
        play_drags(t.win, 3)
        clock.advance(15 * 60 + 1)  # Anna's time runs out
        t.win.controller.tick()
        qtbot.waitUntil(t.win.cover.isVisible, timeout=3000)
        qtbot.mouseClick(t.win.cover.start_button, Qt.MouseButton.LeftButton)
        play_drags(t.win, 1)
        qtbot.mouseClick(t.win.duel_strip.leave_button, Qt.MouseButton.LeftButton)  # Ben leaves: he forfeits
        assert t.win.duels.session is None
        t.win.start_game(NewGameOptions(rules="classic", suits=1, seed=5, player="Anna"))
        play_drags(t.win, 3)
        assert t.win.controller.undo()
        play_drags(t.win, 1)
        press_done(t.win, qtbot)
        won = Game.new("classic", 1, 3)
        bot = Opponent(level="expert", seed=1)
        while not won.over and (move := bot.choose(won.view())) is not None:
            won.play(move)
        assert won.won
        anna, ben = t.db.profiles.find("Anna"), t.db.profiles.find("Ben")
        assert anna is not None and ben is not None
        t.db.games.record(anna.id, won, time_used=600.0, action_times=[1.0 + i for i in range(len(won.history))])
        (duel,) = t.db.duels.for_profile(anna.id)
        assert duel.forfeit_by == "b"

        records = [*t.db.games.for_profile(anna.id), *t.db.games.for_profile(ben.id)]
        assert sorted((r.won, r.game().history[-1] == "finish") for r in records) == [(False, True)] * 3 + [
            (True, False)
        ]
        assert any("undo" in r.game().history for r in records)
        for record in records:
            viewer = ReplayViewer.from_record(record, animation_speed=0.0)
            qtbot.addWidget(viewer)
            viewer.show()
            QTest.keyClick(viewer.slider, Qt.Key.Key_End)
            shown, kept = viewer.game, record.game()
            assert viewer.position == len(kept.history) and shown.state() == kept.state(), record.id
            assert (shown.score, shown.moves, shown.runs, shown.won) == (
                record.score,
                record.moves,
                record.runs,
                record.won,
            )
            assert f"score {format_number(record.score)}" in viewer.label_text()
            assert viewer.scene.snapshot.columns == TableSnapshot.from_game(kept).columns
            viewer.close()
    finally:
        t.persist.close()


def test_playing_lets_each_action_finish_its_animation(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The next action came at its time whatever the table still showed: at 1x a deal's cards (980 ms) and at 4x
    every deal and most moves were cut short and jumped to their places. The table now animates at the replay's
    pace, and the next action waits for the last one's cards."""
    monkeypatch.setattr(replay_module, "STEP_MS", 120)  # a quicker pace than any animation: the test's time
    game = played_game(seed=5, actions=24)
    assert "deal" in game.history
    viewer = ReplayViewer(game, animation_speed=1.0)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    viewer.set_speed(4.0)
    assert viewer.scene.animation_speed() == 4.0  # the cards at the replay's pace
    cut: list[int] = []
    sync = viewer.scene.sync

    def watched_sync(snapshot: TableSnapshot, animate: bool = True) -> None:
        if viewer.scene.is_animating():
            cut.append(viewer.position)
        sync(snapshot, animate)

    monkeypatch.setattr(viewer.scene, "sync", watched_sync)
    viewer.play()
    qtbot.waitUntil(lambda: not viewer.is_playing(), timeout=30000)
    assert viewer.position == viewer.count and cut == []


def test_every_text_follows_a_language_switch_while_it_is_open(qtbot: Any) -> None:
    """Title, buttons, their tooltips, the speeds and the label (kept whole at its new width) in German, and back."""
    game = played_game()
    viewer = viewer_for(qtbot, game, [1.0 + 30.0 * i for i in range(len(game.history))])
    viewer.go_to(viewer.count)
    switcher = LanguageSwitcher()

    def texts() -> list[str]:
        return [
            viewer.windowTitle(),
            viewer.back_button.text(),
            viewer.play_button.text(),
            viewer.forward_button.text(),
            viewer.speed_combo.itemText(0),
            viewer.label_text(),
            *(w.toolTip() for w in (viewer.back_button, viewer.play_button, viewer.forward_button)),
            viewer.speed_combo.toolTip(),
            viewer.slider.toolTip(),
            viewer.slider.accessibleName(),
        ]

    english = texts()
    try:
        switcher.switch("de")
        qtbot.waitUntil(lambda: viewer.windowTitle() == "Wiedergabe")
        german = texts()
        assert german[1:6] == ["◀ Zurück", "Abspielen", "Vor ▶", "0,5×", "Aktion 41 von 41 · Punkte 460 · 20:01"]
        assert all(g != e for g, e in zip(german, english, strict=True)), german
        assert viewer.label.width() >= viewer.label.sizeHint().width()  # the longer German label shows whole
    finally:
        switcher.switch("en")
    qtbot.waitUntil(lambda: viewer.windowTitle() == "Replay")
    assert texts() == english
