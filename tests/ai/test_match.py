"""The computer's duel game (``play_match``): held to the time limit as its time is counted."""

from __future__ import annotations

import queue
import threading

import pytest

from spider_qt.ai import match as match_module
from spider_qt.ai.match import play_match
from spider_qt.engine import Game


def _run(time_limit: float | None, pace: float | None) -> list[tuple[object, ...]]:
    out: queue.Queue[tuple[object, ...]] = queue.Queue()
    play_match(out, threading.Event(), "duel", 2, 11, "beginner", time_limit, 3, pace)
    return [out.get_nowait() for _ in range(out.qsize())]


def test_the_computer_stops_when_its_counted_time_reaches_the_limit() -> None:
    """Counted at 4 s an action, 40 s hold 10 actions: the beginner used to play on for as long as its real time
    (a fraction of a second) allowed, and every action beyond the tenth was recorded within the limit."""
    messages = _run(40.0, 4.0)
    actions = [m[1] for m in messages if m[0] == "action"]
    assert messages[-1][0] == "done"
    assert actions[-1] == "finish" and len(actions) == 11  # ten actions, then the time is up
    game = Game.new("duel", 2, 11)
    game.replay(actions)
    assert game.over and not game.won


def test_without_a_pace_the_game_runs_to_its_end() -> None:
    messages = _run(None, None)
    actions = [m[1] for m in messages if m[0] == "action"]
    assert len(actions) > 11 and messages[-1][0] == "done"


def test_the_computer_stops_when_the_games_process_is_gone(monkeypatch: pytest.MonkeyPatch) -> None:
    """Killed with SIGKILL while the computer played, the game's process left its computer playing on to the end of
    its game (up to a minute on four suits), beside the one the next start began."""
    alive = iter([True, True, True])
    monkeypatch.setattr(match_module, "_parent_alive", lambda: next(alive, False), raising=False)
    messages = _run(None, None)
    assert [m[0] for m in messages] == ["action"] * 3  # three actions while it was there, then nothing more


def test_the_games_process_is_there_for_the_computer() -> None:
    assert match_module._parent_alive()  # no parent process here: nothing to wait for
