""" "Is this deal winnable?" as the solver's process answers it (``spider_qt.ai.winnable``), on plain queues."""

from __future__ import annotations

import queue
import threading
import time
from typing import Any

from spider_qt.ai import SolveResult, solve
from spider_qt.ai.winnable import answer_winnable
from spider_qt.engine import Game

from .test_solver import kings_and_fives, near_won, replay_wins


def answer(
    state: dict[str, Any], budget_s: float = 15.0, deadline: float | None = None, cancelled: bool = False
) -> tuple[Any, ...]:
    answers: queue.Queue[tuple[Any, ...]] = queue.Queue()
    cancel = threading.Event()
    if cancelled:
        cancel.set()
    answer_winnable(state, budget_s, time.monotonic() + budget_s if deadline is None else deadline, cancel, answers)
    msg = answers.get_nowait()
    assert answers.empty()
    return msg


def test_a_winnable_game_gets_the_solvers_own_answer_and_a_win_that_replays() -> None:
    for game in (near_won(), Game.new("classic", 1, 1)):
        kind, result = answer(game.state())
        assert kind == "solved"
        assert isinstance(result, SolveResult)
        assert result.status == "winnable"
        assert result.moves == solve(game, 15.0).moves
        assert replay_wins(game, result)


def test_a_dead_game_is_not_winnable() -> None:
    kind, result = answer(kings_and_fives(0).state())
    assert (kind, result.status) == ("solved", "not_winnable")


def test_the_deadline_counts_from_the_question_not_from_the_process_start() -> None:
    game = Game.new("classic", 4, 9)  # nothing decides it at once
    kind, result = answer(game.state(), budget_s=30.0, deadline=time.monotonic() - 1.0)
    assert (kind, result.status, result.moves) == ("solved", "unknown", ())


def test_the_wall_clock_set_forward_takes_no_time_from_the_search(monkeypatch: Any) -> None:
    """The deadline was on the wall clock: set an hour forward (by hand, by NTP) during the question, the search had
    no time left and a game it decides at once came back undecided."""
    real = time.time
    monkeypatch.setattr(time, "time", lambda: real() + 3600.0)
    kind, result = answer(near_won().state())
    assert (kind, result.status) == ("solved", "winnable")


def test_a_cancelled_question_is_unknown() -> None:
    kind, result = answer(Game.new("classic", 4, 9).state(), budget_s=30.0, cancelled=True)
    assert (kind, result.status) == ("solved", "unknown")


def test_a_state_that_is_no_game_is_answered_with_an_error() -> None:
    state = Game.new("classic", 1, 1).state()
    state["stock"] = ["Zz"]
    kind, text = answer(state)
    assert kind == "error"
    assert str(text).startswith("InvalidSave: ")
