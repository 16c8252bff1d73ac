"""A hot-seat duel survives a kill in the middle of player 2's turn.

The first two tests keep exactly what the autosave keeps (the game as JSON, the clock, and the info as the save
boundary writes it, through JSON), throw the window away without any goodbye, and hand that to a new window's
duel coordinator; the last one goes through the real Persistence and its autosave file on disk.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from helpers.prompts import FakePrompts
from PySide6.QtCore import QSettings, Qt

from spider_qt.duel.kinds import Kind
from spider_qt.duel.saved import saved_duel
from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game
from spider_qt.i18n import LanguageSwitcher
from spider_qt.store import Database, SaveMeta
from spider_qt.ui.controller import GameController
from spider_qt.ui.duel.result_dialog import DuelResultDialog
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.persistence.table_info import info_of, meta_of
from spider_qt.ui.settings import Settings


def make_window(qtbot: Any, tmp_path: Path, db: Database, prompts: FakePrompts | None = None) -> MainWindow:
    return windows.make_window(qtbot, tmp_path, db, size=(1100, 760), prompts=prompts or FakePrompts(answer=True))


def first_move(game: Game) -> Any:
    return next(m for m in game.legal_moves() if m.kind == "move")


def saved_text(c: GameController) -> str:
    """What the autosave keeps of the table's game info (``table_info.meta_of``), as JSON text."""
    return json.dumps(meta_of(c.info, c.elapsed(), c.redo_moves()).to_dict())


def test_duel_resumes_at_player_two_with_the_same_time_left(qtbot: Any, tmp_path: Path) -> None:
    data = tmp_path / "data"
    db1 = Database.open(data)
    w1 = make_window(qtbot, tmp_path, db1)
    w1.duels.seed_source = lambda: 2024
    w1.start_game(
        NewGameOptions(rules="duel", suits=1, seed=2024, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben")
    )
    c1 = w1.controller
    c1.play(first_move(c1.game))  # type: ignore[arg-type]
    c1.play(first_move(c1.game))  # type: ignore[arg-type]
    anna_score = c1.game.score  # type: ignore[union-attr]
    c1.finish()
    qtbot.waitUntil(lambda: w1.cover.isVisible(), timeout=3000)
    qtbot.mouseClick(w1.cover.start_button, Qt.MouseButton.LeftButton)
    c1.play(first_move(c1.game))  # type: ignore[arg-type]
    qtbot.wait(200)
    c1.pause_clock()  # the moment of the kill
    saved_game = c1.game.to_json()  # type: ignore[union-attr]
    saved_elapsed = c1.elapsed()
    saved_info = saved_text(c1)
    assert w1.duels.session is not None
    duel_id = w1.duels.session.duel_id()
    w1.duels.session.cancel()  # killed: no record, no cleanup of the duel
    w1.hide()
    db1.close()

    db2 = Database.open(data)
    w2 = make_window(qtbot, tmp_path, db2)
    meta = SaveMeta.from_dict(json.loads(saved_info))
    info = info_of(meta)
    assert (info.player, info.time_limit, info.action_times) == ("Ben", c1.info.time_limit, c1.info.action_times)
    w2.controller.load(Game.from_json(saved_game), info, saved_elapsed)
    duel = saved_duel(meta.extra)
    assert duel is not None and duel.state == w2.controller.info.duel
    session = w2.duels.restore(duel)
    # A resumed duel always comes back on the cover of the player whose turn it is, clock stopped.
    assert session is not None and session.turn == 1 and session.phase == "cover"
    assert session.duel_id() == duel_id
    assert w2.cover.isVisible() and "Ben" in w2.cover.title.text()
    assert w2.controller.info.player == "Ben"
    remaining = w2.controller.remaining()
    assert remaining is not None and remaining == pytest.approx(15 * 60 - saved_elapsed, abs=0.5)
    assert w2.controller.remaining() == remaining  # stopped: nothing runs until Start
    assert len(w2.controller.game.history) == 1  # type: ignore[union-attr]
    qtbot.mouseClick(w2.cover.start_button, Qt.MouseButton.LeftButton)
    assert session.phase == "playing" and not w2.cover.isVisible()

    w2.controller.finish()
    qtbot.waitUntil(lambda: w2.duels.result_dialog is not None, timeout=3000)
    result = w2.duels.result_dialog
    assert isinstance(result, DuelResultDialog)
    assert result.records[0].score == anna_score
    assert len(result.records[1].game().history) == 2  # Ben's move, then Done
    assert db2.duels.get(duel_id).status == "finished"  # type: ignore[arg-type]
    result.close()
    db2.close()


def test_duel_killed_on_the_cover_screen_comes_back_covered(qtbot: Any, tmp_path: Path) -> None:
    db = Database.open(tmp_path / "data")
    w1 = make_window(qtbot, tmp_path, db)
    w1.duels.seed_source = lambda: 8
    w1.start_game(
        NewGameOptions(rules="duel", suits=1, seed=8, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben")
    )
    w1.controller.finish()
    qtbot.waitUntil(lambda: w1.cover.isVisible(), timeout=3000)
    saved = (w1.controller.game.to_json(), w1.controller.elapsed(), saved_text(w1.controller))  # type: ignore[union-attr]
    assert w1.duels.session is not None
    w1.duels.session.cancel()
    w1.hide()

    w2 = make_window(qtbot, tmp_path, db)
    meta = SaveMeta.from_dict(json.loads(saved[2]))
    w2.controller.load(Game.from_json(saved[0]), info_of(meta), saved[1])
    assert w2.controller.info.player == "Ben" and w2.controller.info.time_limit == 900
    duel = saved_duel(meta.extra)
    assert duel is not None
    w2.duels.restore(duel)
    assert w2.cover.isVisible() and w2.scene.is_covered() and "Ben" in w2.cover.title.text()
    frozen = w2.controller.elapsed()
    qtbot.wait(250)
    assert w2.controller.elapsed() == frozen  # the clock waits for Start
    qtbot.mouseClick(w2.cover.start_button, Qt.MouseButton.LeftButton)
    assert not w2.cover.isVisible()
    db.close()


def test_a_duel_state_handed_over_damaged_leaves_the_table_and_closes_its_duel(qtbot: Any, tmp_path: Path) -> None:
    """The duel coordinator's own check (a state handed over otherwise than by the autosave): the duel it named
    stayed in progress for ever."""
    db = Database.open(tmp_path / "data")
    prompts = FakePrompts(answer=True)
    w1 = make_window(qtbot, tmp_path, db, prompts=prompts)
    w1.duels.seed_source = lambda: 9
    w1.start_game(
        NewGameOptions(rules="duel", suits=1, seed=9, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben")
    )
    w1.controller.finish()
    qtbot.waitUntil(lambda: w1.cover.isVisible(), timeout=3000)
    assert w1.duels.session is not None and w1.controller.game is not None
    duel_id = w1.duels.session.duel_id()
    game, doc = w1.controller.game.to_json(), json.loads(saved_text(w1.controller))
    w1.duels.session.cancel()
    w1.hide()

    w2 = make_window(qtbot, tmp_path, db, prompts=prompts)
    doc["duel"]["phase"] = "nowhere"
    meta = SaveMeta.from_dict(doc)
    duel = saved_duel(meta.extra)
    assert duel is not None and duel.state is None and duel.named_id == duel_id
    w2.controller.load(Game.from_json(game), info_of(meta), 0.0)
    assert w2.duels.restore(duel) is None and w2.controller.game is None
    duel = db.duels.get(duel_id)  # type: ignore[arg-type]
    assert (duel.status, duel.winner) == ("finished", None) and duel.void
    assert duel.a_game is not None and db.games.get(duel.a_game).duel_id == duel_id
    assert "The duel cannot go on, so it ends without a winner" in prompts.texts("warn")[-1]
    db.close()


def test_duel_comes_back_from_the_real_autosave_file(qtbot: Any, tmp_path: Path) -> None:
    """The same kill, but through the real Persistence: its autosave file is all the new window gets."""
    import argparse

    from spider_qt.ui.persistence import persistence

    args = argparse.Namespace(data_dir=str(tmp_path / "data"), print_state=False, autoplay=0, autoplay_seed=None)

    def window() -> MainWindow:
        settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
        settings.set("animation_speed", 0.0)
        switcher = LanguageSwitcher()
        switcher.switch("en")
        win = MainWindow(settings, switcher, prompts=FakePrompts(answer=True))
        qtbot.addWidget(win)
        win.show()
        return win

    w1 = window()
    p1 = persistence.attach(w1, args)
    assert not p1.keeper.resume()
    w1.duels.seed_source = lambda: 77
    w1.start_game(
        NewGameOptions(rules="duel", suits=1, seed=77, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben")
    )
    c1 = w1.controller
    c1.play(first_move(c1.game))  # type: ignore[arg-type]
    anna_game = c1.game
    assert anna_game is not None
    c1.finish()  # the duel records the turn at once, and Ben's cover follows
    anna = anna_game.to_json()
    qtbot.waitUntil(lambda: w1.cover.isVisible(), timeout=3000)
    qtbot.mouseClick(w1.cover.start_button, Qt.MouseButton.LeftButton)
    assert c1.info.player == "Ben"
    c1.play(first_move(c1.game))  # type: ignore[arg-type]
    c1.play(first_move(c1.game))  # type: ignore[arg-type]
    ben_state = c1.game.state()  # type: ignore[union-attr]
    ben_history = c1.game.history  # type: ignore[union-attr]
    used = c1.elapsed()
    assert w1.duels.session is not None
    duel_id = w1.duels.session.duel_id()
    # the kill: nothing more is written; the window and its database connection are simply dropped
    w1.duels.session.cancel()
    c1.pause_clock()
    w1.hide()

    w2 = window()
    p2 = persistence.attach(w2, args)
    assert p2.keeper.resume()
    assert w2.duels.session is not None and w2.duels.session.turn == 1 and w2.duels.session.duel_id() == duel_id
    assert w2.controller.info.player == "Ben"
    assert w2.controller.game is not None
    assert w2.controller.game.state() == ben_state and w2.controller.game.history == ben_history
    assert w2.controller.game.can_undo()  # the undo history came back too
    remaining = w2.controller.remaining()
    assert remaining is not None and remaining == pytest.approx(15 * 60 - used, abs=1.0)
    assert w2.cover.isVisible() and w2.duels.session.phase == "cover"
    qtbot.mouseClick(w2.cover.start_button, Qt.MouseButton.LeftButton)
    w2.controller.finish()
    qtbot.waitUntil(lambda: w2.duels.result_dialog is not None, timeout=3000)
    result = w2.duels.result_dialog
    assert isinstance(result, DuelResultDialog)
    assert result.records[0].game().to_json() == anna
    assert result.records[1].game().history == [*ben_history, "finish"]
    result.close()
    p2.close()
    p1.close()


def _app(folder: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "spider_qt", "--data-dir", str(folder), "--config-dir", str(folder), *extra]


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONUNBUFFERED"] = "1"
    env.pop("QT_LOGGING_RULES", None)
    return env


KILL_GAP = 1.8  # seconds after the last action (the next comes at 2.5 s): only the periodic saves keep them


@pytest.mark.slow
def test_sigkill_during_player_two_resumes_on_the_cover_with_the_time_used(qtbot: Any, tmp_path: Path) -> None:
    """The real app, killed with SIGKILL during player 2's turn, comes back on player 2's cover, clock stopped."""
    import argparse

    from spider_qt.ui.persistence import persistence

    folder = tmp_path / "home"
    folder.mkdir()
    (folder / "spider-duel.ini").write_text("[General]\nanimation_speed=0\nresume=always\n")
    # Player 1's turn, played here; the duel is left at player 2's cover (as Quit leaves it).
    settings = Settings(QSettings(str(folder / "spider-duel.ini"), QSettings.Format.IniFormat))
    switcher = LanguageSwitcher()
    switcher.switch("en")
    w1 = MainWindow(settings, switcher, prompts=FakePrompts(answer=True))
    qtbot.addWidget(w1)
    w1.show()
    args = argparse.Namespace(data_dir=str(folder), print_state=False, autoplay=0, autoplay_seed=None)
    p1 = persistence.attach(w1, args)
    w1.duels.seed_source = lambda: 2024
    w1.start_game(
        NewGameOptions(rules="duel", suits=1, seed=1, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben")
    )
    c1 = w1.controller
    c1.play(first_move(c1.game))  # type: ignore[arg-type]
    c1.finish()
    qtbot.waitUntil(lambda: w1.cover.isVisible(), timeout=3000)
    assert w1.duels.session is not None and w1.duels.session.turn == 1
    w1.duels.session.cancel()
    p1.keeper.write()
    p1.close()
    w1.hide()

    # Player 2 at the real app: Start, a few actions, then the kill, well after the last action.
    proc = subprocess.Popen(
        _app(folder, "--autoplay", "1000", "--autoplay-seed", "3", "--autoplay-interval-ms", "2500"),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=_env(),
    )
    assert proc.stdout is not None
    elapsed_at_last = None
    played = 0
    for line in proc.stdout:
        if line.startswith("played "):
            played += 1
        elif line.startswith("elapsed ") and played:
            elapsed_at_last = float(line.split()[1])
            seen = time.monotonic()
            if played >= 2:
                break
    assert elapsed_at_last is not None, "the app played nothing"
    time.sleep(max(0.0, seen + KILL_GAP - time.monotonic()))
    before_kill = elapsed_at_last + (time.monotonic() - seen)  # at least this much was used at the kill
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)

    out = subprocess.run(_app(folder, "--print-state"), capture_output=True, text=True, env=_env(), timeout=60)
    doc = json.loads([line for line in out.stdout.splitlines() if line.startswith("{")][-1])
    assert doc["resumed"] and doc["player"] == "Ben"
    assert doc["duel"]["turn"] == 1 and doc["duel"]["phase"] == "cover"  # player 2's cover screen
    assert doc["clock_running"] is False  # stopped until Start
    assert doc["covered"] and "state" not in doc and "history" not in doc  # the cover hides the table
    assert doc["actions"] == played
    assert doc["time_used"] >= before_kill - 1.0, (doc["time_used"], before_kill)
