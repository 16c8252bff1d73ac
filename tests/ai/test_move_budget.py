"""Master's ceiling on the positions of one move (``Style.move_nodes``): counted in positions, never in seconds.

Master's worst moves took up to 1.39 s of CPU on one core (held-out benchmark, 2026-12-04): its solved samples
(up to nine of 8,000 positions), its hindsight look-ahead (up to eighteen of 5,000 on one suit) and its end-game
check (up to 200,000) each drew more samples while the decision was open, and one move could run all three.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

import spider_qt.ai._budget as budget_module
import spider_qt.ai._sampled as sampled_module
import spider_qt.ai._styles as styles_module
import spider_qt.ai.opponent as opponent_module
from spider_qt.ai import Opponent
from spider_qt.ai.opponent import style_for
from spider_qt.ai.position import Position
from spider_qt.engine import Game

from .test_opponent import dealt_out, random_position

#: (rules, suits, position): positions where master solves samples, with no card to turn (that move is free).
CASES = [
    ("classic", 1, lambda: dealt_out(1, 7)),
    ("duel", 1, lambda: dealt_out(1, 7, "duel")),
    ("classic", 2, lambda: dealt_out(2, 7)),
    ("duel", 2, lambda: dealt_out(2, 7, "duel")),
    ("classic", 4, lambda: random_position("classic", 4, 21, steps=12)),
    ("duel", 4, lambda: random_position("duel", 4, 22, steps=12)),
]


class Requests:
    """The positions master's searches were allowed to make during one move: what bounds the work of the move."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.total = 0
        self.solves = 0
        calls = [0]

        def solver(p: Position, nodes: int) -> tuple[list[int], bool, int, bool]:
            # The worst case: every solve spends its whole budget, and every other one wins, so the samples always
            # disagree and every search asks for all the samples it may draw.
            self.total += nodes
            self.solves += 1
            calls[0] += 1
            return p.candidates()[:1], calls[0] % 2 == 0, nodes, True

        real_hop = opponent_module.hop
        real_plan = opponent_module.plan

        def hop(samples: list[Position], avoid: Any, budget: int, w: Any) -> Any:
            self.total += budget * len(samples)
            return real_hop(samples, avoid, budget, w)

        def plan(p0: Position, avoid: Any, budget: int, *args: Any) -> Any:
            self.total += budget
            return real_plan(p0, avoid, budget, *args)

        monkeypatch.setattr(sampled_module, "search_line", solver)
        monkeypatch.setattr(opponent_module, "hop", hop)
        monkeypatch.setattr(opponent_module, "plan", plan)
        monkeypatch.setattr(opponent_module, "hop_close", lambda found, n: True)  # always too close to call


def without_ceiling(monkeypatch: pytest.MonkeyPatch) -> None:
    for styles in (styles_module.STYLES, styles_module.TWO_SUIT_STYLES, styles_module.FOUR_SUIT_STYLES):
        monkeypatch.setitem(styles, "master", dataclasses.replace(styles["master"], move_nodes=0))


def requested(game: Game, monkeypatch: pytest.MonkeyPatch) -> Requests:
    view = game.view()
    assert not any(m.kind == "flip" for m in view.legal_moves())
    r = Requests(monkeypatch)
    Opponent("master", 3).choose(view)
    return r


@pytest.mark.parametrize(("rules", "suits", "position"), CASES, ids=[f"{r}-{s}" for r, s, _p in CASES])
def test_one_move_stays_within_the_ceiling_when_every_decision_is_close(
    rules: str, suits: int, position: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    ceiling = style_for("master", suits).move_nodes
    assert ceiling > 0
    capped = requested(position(), monkeypatch)
    assert 0 < capped.total <= ceiling
    without_ceiling(monkeypatch)
    free = requested(position(), monkeypatch)
    if suits < 4:
        # The ceiling is what holds it: without it the same move asks for more, in more solves.
        assert free.total > ceiling
        assert free.solves > capped.solves
    else:
        # Four suits: six solves of 13,000 positions fit (what was six of 20,000 before the ceiling).
        assert free.total == capped.total and capped.solves == 6


def test_the_first_samples_always_run_and_more_only_as_far_as_they_fit(monkeypatch: pytest.MonkeyPatch) -> None:
    # Four suits, with solves of 20,000 positions: three samples, and while they disagree up to three more. Under a
    # ceiling of 80,000 the first three always run and one more fits; under 50,000, only the first three.
    for ceiling, solves in ((80_000, 4), (50_000, 3), (0, 6)):
        style = dataclasses.replace(styles_module.FOUR_SUIT_STYLES["master"], solve_nodes=20_000, move_nodes=ceiling)
        monkeypatch.setitem(styles_module.FOUR_SUIT_STYLES, "master", style)
        r = requested(random_position("classic", 4, 21, steps=12), monkeypatch)
        assert r.solves == solves
        assert solves * style.solve_nodes <= r.total <= solves * style.solve_nodes + style.budget  # and a plan


#: Positions one solve may make beyond its budget: the solver checks its count every 128 positions or so.
OVERSHOOT = 1_000


class Recorded(budget_module.MoveBudget):
    """A move's budget, with the solves made under it and by how much each went past its own budget."""

    made: list[Recorded] = []

    def __init__(self, nodes: int) -> None:
        super().__init__(nodes)
        self.solves = 0
        self.over = 0
        self.made.append(self)


@pytest.mark.parametrize("suits", [1, 2, 4])
def test_real_moves_spend_no_more_than_the_ceiling(suits: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The real searches: what a move spent (positions the solver made, and the budgets of the look-ahead) stays
    within the ceiling, give or take what each solve may overshoot its own budget by."""
    monkeypatch.setattr(opponent_module, "MoveBudget", Recorded)
    monkeypatch.setattr(sampled_module, "MoveBudget", Recorded)
    Recorded.made = []
    real = sampled_module.search_line

    def solver(p: Position, nodes: int) -> tuple[list[int], bool, int, bool]:
        out = real(p, nodes)
        Recorded.made[-1].solves += 1
        Recorded.made[-1].over = max(Recorded.made[-1].over, out[2] - nodes)
        return out

    monkeypatch.setattr(sampled_module, "search_line", solver)
    ceiling = style_for("master", suits).move_nodes
    g = dealt_out(suits, 11, "duel") if suits < 4 else random_position("duel", 4, 22, steps=12)
    bot = Opponent("master", 1)
    for _ in range(3):
        m = bot.choose(g.view())
        if m is None:
            break
        g.play(m)
    assert any(b.solves for b in Recorded.made)
    for b in Recorded.made:
        assert b.over <= OVERSHOOT
        assert b.spent <= ceiling + b.solves * OVERSHOOT


def test_the_ceiling_is_in_positions_and_leaves_room_for_the_first_samples() -> None:
    for suits in (1, 2, 4):
        style = style_for("master", suits)
        first = style.solve_samples * style.solve_nodes
        assert style.move_nodes >= first + style.budget
        assert style.move_nodes < first + style.solve_more * style.solve_nodes + style.end_total + style.budget
    # On four suits every sample master draws for a close decision fits: six solves of 13,000 positions.
    four = style_for("master", 4)
    assert (four.solve_samples + four.solve_more) * four.solve_nodes <= four.move_nodes
    assert budget_module.MoveBudget(0).room(1) > 10**9  # 0: no ceiling
    b = budget_module.MoveBudget(50_000)
    b.spend(30_001)
    assert b.room(10_000) == 1 and b.spent == 30_001
