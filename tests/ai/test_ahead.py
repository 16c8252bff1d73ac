"""The thinking-ahead loop (``spider_qt.ai.ahead.serve_hints``), driven through plain queues in a thread."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable

import pytest

import spider_qt.ai.ahead as ahead_module
from spider_qt.ai import hint_details
from spider_qt.ai.ahead import serve_hints
from spider_qt.engine import Game

from .test_opponent import random_position


class Loop:
    """``serve_hints`` running in a thread on two plain queues."""

    def __init__(self, *requests: object, parent_alive: Callable[[], bool] = lambda: True) -> None:
        self.inbox: queue.Queue[object] = queue.Queue()
        self.outbox: queue.Queue[tuple[object, ...]] = queue.Queue()
        for r in requests:  # queued before the loop starts: they wait together
            self.inbox.put(r)
        self.thread = threading.Thread(target=serve_hints, args=(self.inbox, self.outbox, parent_alive))
        self.thread.start()

    def answer(self) -> tuple[object, ...]:
        return self.outbox.get(timeout=60)

    def end(self) -> None:
        self.inbox.put(None)
        self.thread.join(60)
        assert not self.thread.is_alive()


@pytest.mark.parametrize(("rules", "suits"), [("classic", 1), ("duel", 2), ("duel", 4)])
def test_the_answer_is_masters_choice_on_the_position_sent(rules: str, suits: int) -> None:
    # The state travels to the worker process as ``Game.state()``: the game rebuilt from it must give the hint the
    # position itself gives (duel bonuses already earned, face-down cards, the stock and all).
    game = random_position(rules, suits, 41, steps=40)
    loop = Loop((7, game.state()))
    answer = loop.answer()
    loop.end()
    move, source = hint_details(game.view(), None)
    assert answer == ("hint", 7, move, source)
    assert source in ("master", "progress")


def test_only_the_newest_of_the_waiting_positions_is_worked_out() -> None:
    older = random_position("classic", 2, 42, steps=10)
    newest = random_position("classic", 2, 43, steps=10)
    loop = Loop((1, older.state()), (2, newest.state()))
    assert loop.answer() == ("hint", 2, *hint_details(newest.view(), None))
    loop.end()
    assert loop.outbox.empty()  # the older one was skipped: the player had moved on


def test_a_bad_position_gets_an_error_and_the_loop_goes_on() -> None:
    good = Game.new("duel", 1, 44)
    loop = Loop((1, {"not": "a game"}))
    error = loop.answer()
    assert error[:2] == ("error", 1) and isinstance(error[2], str) and error[2]
    loop.inbox.put((2, good.state()))
    assert loop.answer() == ("hint", 2, *hint_details(good.view(), None))
    loop.end()


def test_the_loop_ends_when_the_games_process_is_gone(monkeypatch: pytest.MonkeyPatch) -> None:
    # A game that crashed cannot send the end: the loop sees its parent gone while waiting, and ends.
    monkeypatch.setattr(ahead_module, "PARENT_CHECK_S", 0.05)
    alive = [True]
    loop = Loop(parent_alive=lambda: alive[0])
    loop.inbox.put((1, Game.new("classic", 1, 45).state()))
    assert loop.answer()[:2] == ("hint", 1)
    alive[0] = False
    loop.thread.join(10)
    assert not loop.thread.is_alive()
    assert loop.outbox.empty()


def test_the_game_process_counts_as_alive_in_the_game_itself() -> None:
    assert ahead_module._parent_alive()  # no parent process here: nothing to wait for
