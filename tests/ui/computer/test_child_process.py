"""The helper processes when their child dies under them: what it sent still counts, and the GUI is told."""

from __future__ import annotations

from typing import Any

import pytest

from spider_qt.engine import Game
from spider_qt.ui.computer import opponent_process as ai_worker
from spider_qt.ui.computer.opponent_process import PROCESS_ENDED, ComputerPlayer
from spider_qt.ui.computer.solver_process import SolveWorker


def test_a_computer_player_killed_mid_game_reports_every_action_it_sent_and_fails(qtbot: Any) -> None:
    player = ComputerPlayer("classic", 4, 7000, "master", None)
    emitted: list[str] = []
    player.action.connect(lambda notation, _t: emitted.append(notation))
    player.start()
    qtbot.waitUntil(lambda: len(player.actions) >= 3, timeout=60000)
    player._process.kill()  # what it had put in the queue but not yet sent is lost with it
    with qtbot.waitSignal(player.failed, timeout=10000) as blocker:
        pass
    assert blocker.args == [PROCESS_ENDED] and not player.done
    assert len(player.actions) >= 3 and emitted == player.actions
    player.cancel()
    assert not player.is_running()


def test_every_action_of_a_finished_game_reaches_the_gui_however_many_wait(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The child has ended with more messages waiting than one tick reads: the rest are read at once, each
    announced (``action``) as the ones read in a tick are, and then the game is finished."""
    monkeypatch.setattr(ai_worker, "MAX_PER_TICK", 2)
    player = ComputerPlayer("classic", 1, 3, "intermediate", None)
    emitted: list[str] = []
    player.action.connect(lambda notation, _t: emitted.append(notation))
    player.start()
    player._timer.stop()  # nothing is read until the whole game waits in the queue
    qtbot.waitUntil(lambda: not player._process.is_alive(), timeout=60000)
    with qtbot.waitSignal(player.finished, timeout=10000):
        player._timer.start()
    assert player.done and player.game().over
    assert len(player.actions) > 10 and emitted == player.actions


def test_a_solver_killed_mid_search_answers_none_and_says_why(qtbot: Any) -> None:
    worker = SolveWorker()
    worker.start(Game.new("classic", 4, 7001), 30.0)
    qtbot.waitUntil(lambda: worker._process is not None and worker._process.pid is not None, timeout=10000)
    qtbot.wait(300)
    worker._process.kill()
    with qtbot.waitSignal(worker.finished, timeout=10000) as blocker:
        pass
    assert blocker.args == [None]
    assert worker.error == "the solver's process ended unexpectedly" and not worker.running()
