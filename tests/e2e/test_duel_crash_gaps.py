"""A duel survives a kill in the gaps around a turn's end: after the last action, before the duel recorded it,
and while the computer is still playing (the player's own turn over)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import windows

from spider_qt.duel.kinds import Kind
from spider_qt.duel.setup import NewGameOptions
from spider_qt.store import Database


def _anna_plays_one_move(
    qtbot: Any, tmp: Path, seed: int, *, killed_at_done: bool = False, **opponent: str
) -> tuple[Any, Any, Any]:
    """A duel on deal ``seed`` against ``opponent``, in which Anna has made one move and pressed Done; with
    ``killed_at_done`` the app dies as Done's last action is autosaved, before the duel hears that the turn ended.
    Returns the window, its persistence and Anna's game."""
    win, persist = windows.window_with_data(qtbot, tmp)
    assert not persist.keeper.resume()
    win.duels.seed_source = lambda: seed
    win.start_game(NewGameOptions(rules="duel", suits=1, seed=seed, player="Anna", **opponent))
    c = win.controller
    game = c.game
    assert game is not None
    c.play(next(m for m in game.legal_moves() if m.kind in ("move", "flip")))
    if killed_at_done:
        win.duels.session.cancel()  # the kill: the session hears nothing more
    c.finish()
    return win, persist, game


def test_killed_between_the_last_action_and_the_handover(qtbot: Any, tmp_path: Path) -> None:
    w1, p1, game = _anna_plays_one_move(
        qtbot, tmp_path, 77, killed_at_done=True, opponent=Kind.HOTSEAT, opponent_name="Ben"
    )
    # the turn is over and autosaved; the kill came before the duel recorded it and handed over
    anna = game.to_json()
    assert w1.duels.session is not None
    duel_id = w1.duels.session.duel_id()
    w1.hide()
    p1.close()

    w2, p2 = windows.window_with_data(qtbot, tmp_path)
    assert p2.keeper.resume()
    assert w2.duels.session is not None and w2.duels.session.duel_id() == duel_id
    assert w2.duels.session.turn == 1 and w2.duels.session.phase == "cover" and w2.controller.info.player == "Ben"
    db = Database.open(tmp_path / "data")
    duel = db.duels.get(duel_id)
    assert duel.a_game is not None and db.games.get(duel.a_game).game_json == anna
    assert len(db.games.for_profile(duel.a_profile)) == 1  # recorded once, as the duel's game
    db.close()
    p2.close()


@pytest.mark.parametrize("how", ["kill", "quit"])
def test_a_duel_left_while_the_computer_plays_comes_back(qtbot: Any, tmp_path: Path, how: str) -> None:
    """Killed, or quit with "the duel stays where it is" answered yes: before, the next start dealt a new game and
    the duel stayed in progress for ever, the computer's game never recorded."""
    w1, p1, _game = _anna_plays_one_move(qtbot, tmp_path, 4242, opponent=Kind.COMPUTER, level="expert")
    qtbot.waitUntil(lambda: w1.duels.session is not None and w1.duels.session.phase == "waiting", timeout=3000)
    assert w1.duels.session is not None
    duel_id = w1.duels.session.duel_id()
    if how == "kill":
        w1.duels.session.cancel()  # the kill, the computer still playing
    else:
        w1.quit_app()  # its question answered yes
    w1.hide()
    p1.close()

    w2, p2 = windows.window_with_data(qtbot, tmp_path)
    assert p2.keeper.resume()
    assert (
        w2.duels.session is not None and w2.duels.session.duel_id() == duel_id and w2.duels.session.phase == "waiting"
    )
    qtbot.waitUntil(lambda: w2.duels.result_dialog is not None, timeout=60000)
    db = Database.open(tmp_path / "data")
    duel = db.duels.get(duel_id)
    assert duel.status == "finished" and duel.a_game is not None and duel.b_game is not None
    db.close()
    assert not (tmp_path / "data" / "autosave.spider").exists()
    w2.duels.result_dialog.close()  # type: ignore[union-attr]
    p2.close()


def test_killed_during_the_players_turn_against_the_computer_comes_back_paused(qtbot: Any, tmp_path: Path) -> None:
    """The cover said "Pass the computer to Anna … Anna plays the same deal now": a handover to nobody, against the
    computer. It is Anna's own game, paused: her clock stopped, the table hidden until she resumes."""
    w1, p1 = windows.window_with_data(qtbot, tmp_path)
    assert not p1.keeper.resume()
    w1.duels.seed_source = lambda: 4242
    w1.start_game(
        NewGameOptions(rules="duel", suits=1, seed=4242, player="Anna", opponent=Kind.COMPUTER, level="expert")
    )
    c1 = w1.controller
    assert c1.game is not None
    c1.play(next(m for m in c1.game.legal_moves() if m.kind in ("move", "flip")))
    assert w1.duels.session is not None
    duel_id = w1.duels.session.duel_id()
    w1.duels.session.cancel()  # the kill, in the middle of Anna's turn
    w1.hide()
    p1.close()

    w2, p2 = windows.window_with_data(qtbot, tmp_path)
    assert p2.keeper.resume()
    assert w2.duels.session is not None and w2.duels.session.duel_id() == duel_id and w2.duels.session.phase == "paused"
    assert w2.cover.isVisible() and w2.scene.is_covered()
    assert w2.cover.title.text() == "Game paused" and "Anna's clock is stopped" in w2.cover.text.text()
    assert "Pass the computer" not in w2.cover.title.text()
    frozen = w2.controller.elapsed()
    qtbot.wait(200)
    assert w2.controller.elapsed() == frozen  # the clock waits for Resume
    assert w2.cover.start_button.text() == "Resume"
    w2.cover.start_button.click()
    assert w2.duels.session.phase == "playing" and not w2.cover.isVisible()
    assert len(w2.controller.game.history) == 1  # type: ignore[union-attr]
    p2.close()
