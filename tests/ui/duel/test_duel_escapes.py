"""Ways out of a duel that are not Leave: each must keep the duel whole, its deal unseen and its clock running.

The players at one machine are opponents. A duel's turn is played in the duel only: a deal asked for on the
command line, the "resume" setting, an opened file or ``--print-state`` must not take it out of the duel (where
it could be practised, or dropped without a forfeit), and no dialog may stop its clock while the table is in view.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from helpers.prompts import FakePrompts, Shown
from PySide6.QtCore import QSettings, Qt

from spider_qt.duel.kinds import Kind
from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game
from spider_qt.store import KEPT_FOLDER, Database, GameShelf, load_game
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.persistence import persistence
from spider_qt.ui.window.table_phase import TablePhase

SEED = 424242


def _window(qtbot: Any, tmp: Path, prompts: FakePrompts | None = None) -> tuple[MainWindow, persistence.Persistence]:
    win, persist = windows.window_with_data(qtbot, tmp, prompts)
    return win, persist


def _quit_on_bos_cover(qtbot: Any, tmp: Path) -> int:
    """A hot-seat duel: Ann plays and finishes, Bo's cover is up, and someone quits (the duel stays). Its id."""
    win, persist = _window(qtbot, tmp)
    assert not persist.keeper.resume()
    win.duels.seed_source = lambda: SEED
    win.start_game(
        NewGameOptions(rules="duel", suits=2, seed=0, opponent=Kind.HOTSEAT, player="Ann", opponent_name="Bo")
    )
    c = win.controller
    for _ in range(3):
        assert c.game is not None
        c.play(next(m for m in c.game.legal_moves() if m.kind in ("move", "flip")))
    c.finish()
    qtbot.waitUntil(lambda: win.duels.session is not None and win.duels.session.phase == "cover", timeout=3000)
    assert win.duels.session is not None
    duel_id = win.duels.session.duel_id()
    assert duel_id is not None
    win.quit_app()  # "Quit during the duel?" is answered yes: the duel stays where it is
    persist.close()
    return duel_id


def _assert_duel_waits_for_bo(win: MainWindow, tmp: Path, duel_id: int) -> None:
    assert win.duels.session is not None and win.duels.session.duel_id() == duel_id
    assert win.duels.session.turn == 1 and win.duels.session.phase == "cover"
    assert win.controller.game is not None and win.controller.game.seed == SEED
    assert str(SEED) not in win.windowTitle()
    kept = tmp / "data" / KEPT_FOLDER
    assert not kept.exists() or not any(kept.iterdir()), "no duel game is kept in a file"
    db = Database.open(tmp / "data")
    try:
        duel = db.duels.get(duel_id)
        assert duel is not None and duel.status == "in_progress" and duel.forfeit_by is None
    finally:
        db.close()


def test_a_deal_asked_for_on_the_command_line_waits_until_the_duel_is_over(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    duel_id = _quit_on_bos_cover(qtbot, tmp_path)
    # ``spider-duel --deal 1``, through the app's own start-up (its message boxes answered by a fake).
    shown = FakePrompts(answer=True)
    argv = ["--data-dir", str(tmp_path / "data"), "--config-dir", str(tmp_path), "--deal", "1", "--lang", "en"]
    win = windows.start_app(qtbot, monkeypatch, argv, shown)
    qtbot.waitUntil(
        lambda: win.findChild(persistence.Persistence) is not None and win.duels.session is not None, timeout=5000
    )
    _assert_duel_waits_for_bo(win, tmp_path, duel_id)
    assert any(s.title == "Duel in progress" and "command line" in s.text for s in shown.shown)
    assert not any(s.title == "Unfinished game kept" for s in shown.shown)
    persist = win.findChild(persistence.Persistence)
    assert persist is not None
    assert not [a for a in persist.files.recent_actions() if a.isVisible() and str(SEED) in a.text()]
    win.duels.drop(uncover=True)
    persist.close()


@pytest.mark.parametrize("mode", ["never", "ask"])
def test_the_resume_setting_never_drops_a_duel(qtbot: Any, tmp_path: Path, mode: str) -> None:
    duel_id = _quit_on_bos_cover(qtbot, tmp_path)
    QSettings(str(tmp_path / "spider-duel.ini"), QSettings.Format.IniFormat).setValue("resume", mode)
    prompts = FakePrompts(answer=False)  # "Continue your game?" would be answered no
    win, persist = _window(qtbot, tmp_path, prompts)
    assert win.settings.get("resume") == mode
    assert persist.keeper.resume()
    _assert_duel_waits_for_bo(win, tmp_path, duel_id)
    assert not [s for s in prompts.shown if s.kind == "ask"], "nothing asked, and no score of the duel game shown"
    win.duels.drop(uncover=True)
    persist.close()


def test_a_file_holding_a_duel_turn_is_not_opened(qtbot: Any, tmp_path: Path) -> None:
    duel_id = _quit_on_bos_cover(qtbot, tmp_path)
    # Such files came from earlier versions (a deal asked for on the command line kept the duel's game aside).
    game, meta = load_game(tmp_path / "data" / "autosave.spider")
    assert "duel" in meta.extra
    copy = GameShelf(tmp_path / "elsewhere", "kept").add(game, meta)
    prompts = FakePrompts(answer=True)
    win, persist = _window(qtbot, tmp_path, prompts)
    assert not persist.files.open_path(copy)
    assert win.controller.game is None or win.controller.game.seed != SEED
    assert any(s.kind == "warn" and "turn in a duel" in s.text for s in prompts.shown)
    # and the duel itself is untouched: it comes back on Bo's cover
    assert persist.keeper.resume()
    _assert_duel_waits_for_bo(win, tmp_path, duel_id)
    win.duels.drop(uncover=True)
    persist.close()


def test_print_state_shows_a_covered_duel_without_its_table_moves_or_deal(
    qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 47 item 9: the hidden --print-state printed the face-up cards of a duel whose table the cover hides."""
    _quit_on_bos_cover(qtbot, tmp_path)
    saved, _meta = load_game(tmp_path / "data" / "autosave.spider")
    capsys.readouterr()
    win, persist = _window(qtbot, tmp_path)
    persist.driver.print_state()
    doc = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert doc["resumed"] and doc["duel"]["turn"] == 1 and doc["duel"]["phase"] == "cover"
    assert "seed" not in doc["duel"] and "bot_seed" not in doc["duel"]
    assert doc["covered"] and "state" not in doc and "history" not in doc  # the cover hides the table
    assert doc["actions"] == len(saved.history)
    text = json.dumps(doc)
    assert str(SEED) not in text
    shown = {saved.card_text(i) for c in range(10) for i in saved.column_ids(c)}
    assert not any(f'"{card}"' in text for card in shown)
    win.duels.drop(uncover=True)
    persist.close()


class _Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def test_the_help_window_does_not_stop_a_duel_clock(qtbot: Any, tmp_path: Path) -> None:
    from spider_qt.ui.help_attach import attach_help

    db = Database.open(tmp_path / "data")
    clock = _Clock()
    win = windows.make_window(qtbot, tmp_path, db, prompts=FakePrompts(answer=True), clock=clock)
    helper = attach_help(win)
    win.start_game(
        NewGameOptions(
            rules="duel", suits=1, seed=1, opponent=Kind.HOTSEAT, player="Ann", opponent_name="Bo", time_limit=5
        )
    )
    c = win.controller
    clock.t += 10
    helper.action.trigger()  # Help > How to play (F1): the window stays open beside the table
    assert helper.help_window is not None and helper.help_window.isVisible()
    win.activateWindow()
    clock.t += 60
    assert c.elapsed() == pytest.approx(70)
    clock.t += 5 * 60
    c.tick()  # the limit is reached with the help still open: the turn ends, as it would without it
    qtbot.waitUntil(lambda: win.duels.session is not None and win.duels.session.turn == 1, timeout=3000)
    helper.help_window.close()
    win.duels.drop(uncover=True)
    db.close()


def _duel_with_a_late_answer(qtbot: Any, tmp_path: Path) -> tuple[MainWindow, Database, FakePrompts]:
    """Ann's timed turn; every question she is asked is answered yes after she thought six minutes over it."""
    db = Database.open(tmp_path / "data")
    clock = _Clock()
    prompts = FakePrompts(answer=True)
    win = windows.make_window(qtbot, tmp_path, db, prompts=prompts, clock=clock)
    win.start_game(
        NewGameOptions(
            rules="duel", suits=1, seed=1, opponent=Kind.HOTSEAT, player="Ann", opponent_name="Bo", time_limit=5
        )
    )

    def answer_late(parent: Any, title: str, text: str, *, default_yes: bool = False) -> bool:
        prompts.shown.append(Shown("ask", title, text))
        clock.t += 6 * 60  # the clock runs while the question is open, and her five minutes end
        win.controller.tick()
        # the question's own event loop goes on meanwhile: the turn passes to Bo's cover
        qtbot.waitUntil(lambda: win.duels.session is not None and win.phase is TablePhase.PASS_COVER, timeout=3000)
        return True

    prompts.ask = answer_late  # type: ignore[method-assign]
    return win, db, prompts


def test_time_running_out_during_the_leave_question_forfeits_nobody(qtbot: Any, tmp_path: Path) -> None:
    win, db, prompts = _duel_with_a_late_answer(qtbot, tmp_path)
    assert win.duels.session is not None
    duel_id = win.duels.session.duel_id()
    assert duel_id is not None
    win.leave_asking()
    assert [s.title for s in prompts.shown] == ["Leave the duel?"]
    # Ann's time ran out meanwhile: Bo's cover is up, and her late yes does not make Bo forfeit
    assert win.duels.session is not None and win.duels.session.turn == 1 and win.duels.session.phase == "cover"
    duel = db.duels.get(duel_id)
    assert duel is not None and duel.forfeit_by is None and duel.status == "in_progress"
    win.duels.drop(uncover=True)
    db.close()


def test_time_running_out_during_the_done_question_leaves_the_next_game_alone(qtbot: Any, tmp_path: Path) -> None:
    win, db, prompts = _duel_with_a_late_answer(qtbot, tmp_path)
    ann_game = win.controller.game
    win.done_or_leave()
    assert [s.title for s in prompts.shown] == ["End this game?"]
    assert ann_game is not None and ann_game.over and ann_game.history.count("finish") == 1  # ended by time, once
    assert win.duels.session is not None and win.duels.session.turn == 1 and win.duels.session.phase == "cover"
    bo_game = win.controller.game
    assert bo_game is not ann_game and bo_game is not None and not bo_game.over
    qtbot.mouseClick(win.cover.start_button, Qt.MouseButton.LeftButton)
    assert win.controller.game is bo_game and not bo_game.over and not bo_game.history
    win.duels.drop(uncover=True)
    db.close()


_EDITS = {"newer": {"version": 99}, "damaged": {"bot_seed": "x"}, "damaged id": {"duel_id": "x"}}


@pytest.mark.parametrize("edit", list(_EDITS))
def test_an_autosave_whose_duel_cannot_come_back_is_moved_aside_unchanged_and_its_duel_closed(
    qtbot: Any, tmp_path: Path, edit: str
) -> None:
    """Its game is sound but its duel state is a newer version's, or damaged: the file was deleted before. Then
    the duel stayed in progress for ever in the records, with nothing left to play it from and nothing to show it.
    Now it ends void: nobody wins it, and Ann's recorded game stays as it is."""
    duel_id = _quit_on_bos_cover(qtbot, tmp_path)
    autosave = tmp_path / "data" / "autosave.spider"
    doc = json.loads(autosave.read_text("utf-8"))
    doc["meta"]["duel"].update(_EDITS[edit])
    autosave.write_text(json.dumps(doc), "utf-8")
    before = autosave.read_bytes()
    prompts = FakePrompts(answer=True)
    win, persist = _window(qtbot, tmp_path, prompts)
    assert not persist.keeper.resume() or win.duels.session is None
    (kept,) = (tmp_path / "data").glob("autosave.spider.bad-*")
    assert kept.read_bytes() == before and not autosave.exists()
    (warning,) = prompts.texts("warn")
    assert ("newer version" if edit == "newer" else "damaged") in warning and str(kept) in warning
    assert "unchanged" in warning
    assert persist.recorder.db is not None
    duel = persist.recorder.db.duels.get(duel_id)
    assert (duel.status, duel.winner, duel.forfeit_by) == ("finished", None, None) and duel.void
    assert (
        duel.b_game is None
        and duel.a_game is not None
        and persist.recorder.db.games.get(duel.a_game).duel_id == duel_id
    )
    assert persist.recorder.db.duels.head_to_head(duel.a_profile, duel.b_profile or 0).history == ()
    assert "The duel cannot go on, so it ends without a winner" in warning
    persist.close()


def test_a_challenge_nobody_took_up_keeps_its_deal_out_of_the_replay_list(qtbot: Any, tmp_path: Path) -> None:
    """Profiles have no passwords: whoever means to take up Ann's challenge could play as Ann for a moment and read
    its deal number and her whole game in Replay. It shows there once the challenge is taken up."""
    win, persist = _window(qtbot, tmp_path)
    assert not persist.keeper.resume()
    win.duels.seed_source = lambda: SEED
    win.start_game(NewGameOptions(rules="duel", suits=2, seed=0, opponent=Kind.CHALLENGE, player="Ann"))
    c = win.controller
    for _ in range(3):
        assert c.game is not None
        c.play(next(m for m in c.game.legal_moves() if m.kind in ("move", "flip")))
    c.finish()
    qtbot.waitUntil(lambda: win.duels.session is None, timeout=3000)
    win.leave_table()
    win.settings.set("new_game/player", "Ann")
    assert persist.recorder.db is not None
    assert not [label for label, _g, _t in persist.player.replay_choices() if str(SEED) in label]
    bo = persist.recorder.db.profiles.create("Bo")
    (challenge,) = persist.recorder.db.duels.open_challenges(bo.id)
    persist.recorder.db.duels.join(challenge.id, bo.id)  # taken up: from now on the duel is under way
    assert [label for label, _g, _t in persist.player.replay_choices() if str(SEED) in label]
    persist.close()


def _start(qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp: Path, prompts: FakePrompts, *extra: str) -> Any:
    """``spider-duel`` through the app's own start-up, until its first game is on the table; its ``Persistence``."""
    argv = ["--data-dir", str(tmp / "data"), "--config-dir", str(tmp), "--lang", "en", *extra]
    win = windows.start_app(qtbot, monkeypatch, argv, prompts)
    qtbot.waitUntil(
        lambda: win.findChild(persistence.Persistence) is not None and win.controller.game is not None, timeout=5000
    )
    persist = win.findChild(persistence.Persistence)
    assert persist is not None
    return persist


@pytest.mark.parametrize("extra", [(), ("--deal", "1")])
def test_a_duel_whose_autosave_cannot_be_read_at_all_is_closed_void_at_the_next_start(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, extra: tuple[str, ...]
) -> None:
    """A whole-file damaged autosave is moved aside before anything of it is read: its duel could not be told, so
    it stayed in progress for ever. Only this app's autosave can play a duel on, so at the start every duel in
    progress but the one at the table can never be played out; an open challenge is not one of them."""
    duel_id = _quit_on_bos_cover(qtbot, tmp_path)
    db = Database.open(tmp_path / "data")
    try:
        duel = db.duels.get(duel_id)
        bo = db.profiles.find("Bo")
        assert bo is not None
        waiting = db.games.record(bo.id, Game.new("duel", 2, 5), time_used=1.0, action_times=[])
        challenge = db.duels.create_challenge(waiting.id, 600.0, None, None)
    finally:
        db.close()
    autosave = tmp_path / "data" / "autosave.spider"
    autosave.write_bytes(b"{ not json at all")
    prompts = FakePrompts(answer=True)
    persist = _start(qtbot, monkeypatch, tmp_path, prompts, *extra)
    assert persist.recorder.db is not None
    closed = persist.recorder.db.duels.get(duel_id)
    assert (closed.status, closed.winner, closed.forfeit_by) == ("finished", None, None) and closed.void
    assert (
        closed.a_game == duel.a_game and persist.recorder.db.duels.head_to_head(closed.a_profile, bo.id).history == ()
    )
    assert persist.recorder.db.duels.get(challenge.id).status == "open"
    told = [s.text for s in prompts.shown if s.title == "Duel"]
    assert len(told) == 1 and "The duel cannot go on, so it ends without a winner" in told[0]
    assert any(s.title == "Unfinished game lost" for s in prompts.shown)
    persist.close()


@pytest.mark.parametrize("kept", ["its duel", "its deal", "nothing"])
def test_a_duel_a_newer_versions_autosave_may_hold_is_spared(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kept: str
) -> None:
    """A newer version's autosave is left as it is, beside ours: the duel it may hold can still be played on by
    that version. Known by the duel it names or by its deal; when not even that can be read, no duel is closed."""
    duel_id = _quit_on_bos_cover(qtbot, tmp_path)
    autosave = tmp_path / "data" / "autosave.spider"
    doc = json.loads(autosave.read_text("utf-8"))
    doc["version"] = 99
    if kept != "its duel":
        doc["meta"].pop("duel_id", None)
        doc["meta"]["duel"].pop("duel_id")
    if kept == "nothing":
        doc["game"] = "?"
    autosave.write_text(json.dumps(doc), "utf-8")
    db = Database.open(tmp_path / "data")
    try:
        ann, bo = db.profiles.find("Ann"), db.profiles.find("Bo")
        assert ann is not None and bo is not None
        lost = db.duels.create("duel", 1, 3, ann.id, bo.id)
    finally:
        db.close()
    prompts = FakePrompts(answer=True)
    persist = _start(qtbot, monkeypatch, tmp_path, prompts)
    assert any(s.title == "Game of a newer version" for s in prompts.shown)
    assert persist.recorder.db is not None
    assert persist.recorder.db.duels.get(duel_id).status == "in_progress"
    assert persist.recorder.db.duels.get(lost.id).void == (kept != "nothing")
    assert len([s for s in prompts.shown if s.title == "Duel"]) == (kept != "nothing")
    assert json.loads(autosave.read_text("utf-8")) == doc  # left untouched
    persist.close()
