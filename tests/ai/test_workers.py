"""Master's samples solved on worker processes: the same choices on any number of workers, and still fair."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator

import pytest

from spider_qt.ai import Opponent, set_workers
from spider_qt.ai._pool import default_workers, solve_batch, workers
from spider_qt.ai.position import Position
from spider_qt.ai.solver import search_line
from spider_qt.engine import Game

from .test_opponent import assert_same_choices, dealt_out, permuted_hidden


@pytest.fixture
def two_workers() -> Iterator[None]:
    assert set_workers(2) == 2
    try:
        yield
    finally:
        set_workers(1)


def choices(g: Game, level: str, steps: int) -> list[object]:
    bot = Opponent(level, 4)
    out: list[object] = []
    for _ in range(steps):
        m = bot.choose(g.view())
        out.append(m)
        if m is None:
            break
        g.play(m)
    return out


def test_default_workers_leave_a_core_to_the_game() -> None:
    assert default_workers() == max(1, (os.cpu_count() or 1) - 1)
    assert workers() == 1  # until asked: solved in this process
    assert set_workers(0) == 1
    assert set_workers(1) == 1


def test_a_batch_on_workers_gives_the_answers_solved_here(two_workers: None) -> None:
    view = dealt_out(2, 7).view()
    rng = random.Random(5)
    batch = [Position.sample(view, rng) for _ in range(4)]
    here = [search_line(p, 3000) for p in batch]
    assert solve_batch(batch, 3000) == here


@pytest.mark.parametrize(("rules", "suits"), [("classic", 1), ("duel", 2)])
def test_the_same_choices_on_one_worker_and_on_two(rules: str, suits: int) -> None:
    base = dealt_out(suits, 7, rules)
    alone = choices(base.copy(), "master", 3)
    set_workers(2)
    try:
        pooled = choices(base.copy(), "master", 3)
    finally:
        set_workers(1)
    assert pooled == alone


def test_hidden_cards_change_no_choice_on_two_workers(two_workers: None) -> None:
    base = dealt_out(1, 7, "duel")
    other = permuted_hidden(base, random.Random(3))
    assert_same_choices(base, other, "master", 4, steps=2)
