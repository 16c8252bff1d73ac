"""A duel survives a kill in the gaps around a turn's end: after the last action, before the duel recorded it,
and while the computer is still playing (the player's own turn over)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import windows

from spider_qt.store import Database
from spider_qt.ui.dialogs.new_game import NewGameOptions


def _first_move(game: Any) -> Any:
    return next(m for m in game.legal_moves() if m.kind in ("move", "flip"))


def test_killed_between_the_last_action_and_the_handover(qtbot: Any, tmp_path: Path) -> None:
    w1, p1 = windows.window_with_data(qtbot, tmp_path)
    assert not p1.resume()
    w1.duels.seed_source = lambda: 77
    w1.start_game(NewGameOptions(rules="duel", suits=1, seed=77, opponent="human", player="Anna", opponent_name="Ben"))
    c1 = w1.controller
    c1.play(_first_move(c1.game))
    c1.finish()  # the turn is over; the duel takes it up on the next turn of the event loop
    anna = c1.game.to_json()  # type: ignore[union-attr]
    assert w1.duel is not None
    duel_id = w1.duel.duel_id()
    w1.duel.cancel()  # the kill: the handover never runs
    w1.hide()
    p1.close()

    w2, p2 = windows.window_with_data(qtbot, tmp_path)
    assert p2.resume()
    assert w2.duel is not None and w2.duel.duel_id() == duel_id
    assert w2.duel.turn == 1 and w2.duel.phase == "cover" and w2.controller.info.player == "Ben"
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
    w1, p1 = windows.window_with_data(qtbot, tmp_path)
    assert not p1.resume()
    w1.duels.seed_source = lambda: 4242
    w1.start_game(NewGameOptions(rules="duel", suits=1, seed=4242, opponent="computer", level="expert", player="Anna"))
    c1 = w1.controller
    c1.play(_first_move(c1.game))
    c1.finish()
    qtbot.waitUntil(lambda: w1.duel is not None and w1.duel.phase == "waiting", timeout=3000)
    assert w1.duel is not None
    duel_id = w1.duel.duel_id()
    if how == "kill":
        w1.duel.cancel()  # the kill, the computer still playing
    else:
        w1.quit_app()  # its question answered yes
    w1.hide()
    p1.close()

    w2, p2 = windows.window_with_data(qtbot, tmp_path)
    assert p2.resume()
    assert w2.duel is not None and w2.duel.duel_id() == duel_id and w2.duel.phase == "waiting"
    qtbot.waitUntil(lambda: w2.duel_result is not None, timeout=60000)
    db = Database.open(tmp_path / "data")
    duel = db.duels.get(duel_id)
    assert duel.status == "finished" and duel.a_game is not None and duel.b_game is not None
    db.close()
    assert not (tmp_path / "data" / "autosave.spider").exists()
    w2.duel_result.close()  # type: ignore[union-attr]
    p2.close()
