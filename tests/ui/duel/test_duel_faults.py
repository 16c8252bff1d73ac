"""A duel that meets a fault stays a duel: a held database, a full disk. Real files, a real second process.

While the records hold a duel in progress, the table stays in that duel: covered, every command but Quit refused,
the autosave kept; what failed is tried again, and the duel goes on once it works.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fault_helpers import database_held, fill_disk, small_file_system
from helpers.clock import FakeClock
from PySide6.QtCore import Qt

from spider_qt.duel.model import Command, Hold
from spider_qt.store import AUTOSAVE_FILENAME, DB_FILENAME, load_game
from spider_qt.ui.window.table_phase import TablePhase
from ui.duel.test_duel import play_drags, press_done
from ui.duel.test_duel_points import Table, hot_seat, open_table


def autosaved_duel(t: Table) -> dict[str, Any]:
    _game, meta = load_game(Path(t.persist.data_dir) / AUTOSAVE_FILENAME)
    duel = meta.extra["duel"]
    assert isinstance(duel, dict)
    return duel


def assert_held(t: Table, why: Hold, reason: str) -> None:
    w = t.win
    session = w.duels.session
    assert session is not None and session.state.held is why
    assert w.phase is TablePhase.HELD and w.cover.isVisible() and w.scene.covered
    assert w.cover.title.text() == "The duel waits" and reason in w.cover.text.text()
    assert w.cover.start_button.text() == "Try again"
    assert "start Spider Duel again" not in w.cover.text.text()  # a held duel tries again by itself
    assert {c for c in Command if w.allows(c)} == {Command.QUIT, Command.LANGUAGE}
    p = t.persist
    for action in (
        p.files.act_save,
        p.player.act_statistics,
        p.player.act_replay,
        w.act_restart,
        w.act_hint,
        w.act_new,
    ):
        assert not action.isEnabled(), action.objectName()
    strip = w.duel_strip
    for button in (strip.info_button, strip.friend_button, strip.ignore_button, strip.leave_button):
        assert not button.isEnabled(), button.objectName()  # Player info was left enabled while held


def test_a_turn_ending_while_another_program_holds_the_records_waits_covered_and_goes_on(
    qtbot: Any, tmp_path: Path
) -> None:
    """The session ended, freeing Statistics, Save, Restart and the hints, and the duel came back on Bob's cover
    at the next start with Alice's score and deal known; now the turn stays pending, covered, until recorded."""
    t = open_table(qtbot, tmp_path, clock=FakeClock())
    hot_seat(t, first="Alice", second="Bob")
    play_drags(t.win, 2)
    session = t.win.duels.session
    assert session is not None
    duel_id = session.duel_id()
    assert duel_id is not None
    with database_held(Path(t.persist.data_dir) / DB_FILENAME, "write"):
        press_done(t.win, qtbot)
        qtbot.waitUntil(lambda: session.state.held is not None, timeout=20_000)
        assert_held(t, Hold.TURN, "statistics")
        assert autosaved_duel(t)["held"] == "turn"  # a crash now brings the pending turn back
        assert "Score" not in t.win.message_label.text()
        qtbot.mouseClick(t.win.cover.start_button, Qt.MouseButton.LeftButton)  # still held: nothing changes
        assert session.state.held is Hold.TURN
    qtbot.mouseClick(t.win.cover.start_button, Qt.MouseButton.LeftButton)
    assert session.state.held is None and session.turn == 1 and session.phase == "cover"
    assert t.win.phase is TablePhase.PASS_COVER and "Bob" in t.win.cover.title.text()
    assert t.db.duels.get(duel_id).a_game is not None
    t.persist.close()


def test_a_leave_while_the_records_are_held_is_a_forfeit_even_across_a_restart(qtbot: Any, tmp_path: Path) -> None:
    """Leave while another program held the database recorded no forfeit, and the duel ended void at the next
    start: a loser could turn a loss into a void. The Leave waits, held, and is carried out at the next start."""
    clock = FakeClock()
    t = open_table(qtbot, tmp_path, clock=clock)
    hot_seat(t, first="Alice", second="Bob")
    play_drags(t.win, 1)
    session = t.win.duels.session
    assert session is not None
    duel_id = session.duel_id()
    assert duel_id is not None
    with database_held(Path(t.persist.data_dir) / DB_FILENAME, "write"):
        qtbot.mouseClick(t.win.duel_strip.leave_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: session.state.held is not None, timeout=20_000)
        assert_held(t, Hold.FORFEIT, "statistics")
        assert autosaved_duel(t)["held"] == "forfeit"
        t.win.act_quit.trigger()  # Quit keeps the duel, held for its forfeit
        assert not t.win.isVisible()
        t.persist.close()
    t2 = open_table(qtbot, tmp_path, clock=clock)
    t2.persist.keeper.resume()
    duel = t2.db.duels.get(duel_id)
    assert (duel.status, duel.forfeit_by, duel.winner) == ("finished", "a", "b")  # Alice left: Bob wins
    assert duel.a_game is not None and t2.win.duels.session is None
    assert not (Path(t2.persist.data_dir) / AUTOSAVE_FILENAME).exists()
    t2.persist.close()


def test_a_full_disk_pauses_the_duel_behind_its_cover_until_the_game_can_be_saved(qtbot: Any, tmp_path: Path) -> None:
    """With a full disk play went on after one message, and a kill -9 then brought a turned card back face down
    and the clock back from 13.1 s to 3.2 s. A duel never plays on unsaved: it pauses, clock stopped."""
    clock = FakeClock()
    with small_file_system(tmp_path / "data", 2048):
        t = open_table(qtbot, tmp_path, clock=clock)
        hot_seat(t, first="Alice", second="Bob")
        play_drags(t.win, 1)
        session = t.win.duels.session
        assert session is not None
        filler = fill_disk(tmp_path / "data")
        clock.now += 3.0
        play_drags(t.win, 1)
        qtbot.waitUntil(lambda: session.state.held is not None, timeout=10_000)
        assert_held(t, Hold.SAVE, "")
        used = t.win.controller.elapsed()
        clock.now += 60.0
        assert t.win.controller.elapsed() == used  # the clock stands while the game cannot be saved
        filler.unlink()
        qtbot.mouseClick(t.win.cover.start_button, Qt.MouseButton.LeftButton)
        assert session.state.held is None and t.win.phase is TablePhase.PLAYING
        assert autosaved_duel(t)["held"] is None
        clock.now += 2.0
        assert t.win.controller.elapsed() == used + 2.0
        t.persist.close()
