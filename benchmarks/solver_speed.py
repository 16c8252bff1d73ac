"""Search speed and the solver's verdicts.

1. Positions per second: the opponent's best-first plan search with the same node budget, as it was
   before (``legacy_search.py``, a frozen copy of the old code: a copied ``Game`` and ``play`` per
   position) and on the compact ``Position``; every position made counts. Median of several
   alternating runs, and the ratio, measured in the same run. Twice: from 40 unrelated mid-game
   positions with nothing remembered ("cold"), and along six games an expert plays, one position
   after the other, as the opponent meets them (the columns it remembers carry over from move to move).
2. The solver on fresh deals (seeds the tests do not use): share decided within the budget,
   winnable / not winnable, median and p90 time, per suit count.

    python benchmarks/solver_speed.py                       # speed + 20 deals per suit count, 10 s each
    python benchmarks/solver_speed.py --deals 40 --suits 4
    python benchmarks/solver_speed.py --smoke
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
import time
from typing import Any

import legacy_search

from spider_qt.ai import position
from spider_qt.ai._search import plan
from spider_qt.ai.opponent import Opponent
from spider_qt.ai.position import Position
from spider_qt.ai.solver import solve
from spider_qt.engine import Game, Move

SEED_BASE = 3000


def mid_game(rules: str, suits: int, seed: int, steps: int) -> Game:
    """A position reached by random card moves and deals."""
    g = Game.new(rules, suits, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        moves = [m for m in g.legal_moves() if m.kind != "flip"]
        if not moves or g.over:
            break
        g.play(rng.choice(moves))
    return Game.from_state(g.state())


def game_positions() -> list[Game]:
    """The positions an expert meets along six games (both rule sets; 1, 2 and 4 suits), 60 moves at most each."""
    out = []
    for i, (rules, suits) in enumerate(itertools.product(("classic", "duel"), (1, 2, 4))):
        g = Game.new(rules, suits, 600 + i)
        bot = Opponent("expert", 1)
        for _ in range(60):
            if g.over:
                break
            out.append(Game.from_state(g.state()))
            move = bot.choose(g.view())
            if move is None:
                break
            g.play(move)
    return out


def speed(rounds: int, budget: int, games: list[Game], title: str) -> None:
    work = [(g, Position.from_game(g)) for g in games]
    # Both searches are deterministic: count their positions once, then time them without counting.
    position.forget()
    made = {
        "old": sum(legacy_plan_nodes(g, budget) for g, _p in work),
        "new": sum(plan_nodes(p, budget) for _g, p in work),
    }

    # The same best-first plan search (the opponent's) with the same node budget, old and new.
    def old(_roots: list[Position]) -> None:
        for g in games:
            legacy_search.plan(g, set(), budget)

    def new(roots: list[Position]) -> None:
        for p in roots:
            plan(p, set(), budget)

    # Alternating runs, so a machine shared with other work slows both alike.
    rates: dict[str, list[float]] = {"old": [], "new": []}
    ratios = []
    for _ in range(rounds):
        for name, fn in (("old", old), ("new", new)):
            # No head start from the previous run: nothing remembered, the start positions made anew.
            position.forget()
            roots = [Position.from_game(g) for g in games]
            t = time.perf_counter()
            fn(roots)
            rates[name].append(made[name] / (time.perf_counter() - t))
        ratios.append(rates["new"][-1] / rates["old"][-1])
    before, after = statistics.median(rates["old"]), statistics.median(rates["new"])
    print(f"Positions per second, {title}: best-first plan search, {budget} positions from each of {len(work)}")
    print(f"positions, median of {rounds} alternating runs; a position made, or met again and recognised, counts")
    print(f"  before: Game copy + play per position : {before:10.0f}  ({made['old']} positions a run)")
    print(f"  after:  compact Position              : {after:10.0f}  ({made['new']} positions a run)")
    print(f"  ratio (median of the per-run ratios)  : {statistics.median(ratios):10.1f}x")


PLAN_BUDGET = 400


def legacy_plan_nodes(g: Game, budget: int) -> int:
    """Positions the old plan search evaluated (it counts each new child once)."""
    made = 0
    real_child = legacy_search.child

    def counting_child(g: Game, move: Move) -> Game:
        nonlocal made
        made += 1
        return real_child(g, move)

    legacy_search.child = counting_child
    try:
        legacy_search.plan(g, set(), budget)
    finally:
        legacy_search.child = real_child
    return made


def plan_nodes(p: Position, budget: int) -> int:
    """Positions the new plan search reached: each child of a position it expanded, whether built or (as the old
    search did after building it) recognised by its key as met before."""
    made = 0
    real_fresh = Position.fresh

    def counting_fresh(self: Position, m: int, seen: set[Any] | None, full: bool = False) -> Position | None:
        nonlocal made
        made += 1
        return real_fresh(self, m, seen, full)

    Position.fresh = counting_fresh  # type: ignore[method-assign]
    try:
        plan(p, set(), budget)
    finally:
        Position.fresh = real_fresh  # type: ignore[method-assign]
    return made


def p90(values: list[float]) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(0.9 * len(values)))] if values else 0.0


def solver(suit_counts: list[int], deals: int, budget: float) -> None:
    print(f"Solver, classic rules, deals seeded {SEED_BASE}.., {budget:g} s budget each")
    print(f"{'suits':>5}{'deals':>6}{'decided':>9}{'win':>5}{'lost':>5}{'median s':>10}{'p90 s':>8}{'max s':>8}")
    for suits in suit_counts:
        rows = []
        for i in range(deals):
            game = Game.new("classic", suits, SEED_BASE + i)
            result = solve(game, budget)
            if result.status == "winnable":
                check = Game.new("classic", suits, SEED_BASE + i)
                for m in result.moves:
                    check.play(m)
                assert check.won, "a reported win must replay"
            rows.append((result.status, result.seconds))
        times = [t for _s, t in rows]
        decided = sum(1 for s, _t in rows if s != "unknown")
        print(
            f"{suits:>5}{deals:>6}{100 * decided / deals:>8.0f}%"
            f"{sum(1 for s, _ in rows if s == 'winnable'):>5}{sum(1 for s, _ in rows if s == 'not_winnable'):>5}"
            f"{statistics.median(times):>10.2f}{p90(times):>8.2f}{max(times):>8.2f}",
            flush=True,
        )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=20, help="deals per suit count (default 20)")
    ap.add_argument("--suits", nargs="+", type=int, default=[1, 2, 4], choices=[1, 2, 4])
    ap.add_argument("--budget", type=float, default=10.0, help="seconds per deal (default 10)")
    ap.add_argument("--rounds", type=int, default=5, help="runs of the speed measurement (default 5)")
    ap.add_argument("--plan-budget", type=int, default=PLAN_BUDGET, help="positions per plan search (default 400)")
    ap.add_argument("--smoke", action="store_true", help="one speed run and 1 deal per suit count, 2 s")
    ns = ap.parse_args(argv)
    if ns.smoke:
        ns.rounds, ns.deals, ns.budget = 1, 1, 2.0
    cold = [mid_game(("classic", "duel")[i % 2], (1, 2, 4)[i % 3], 500 + i, 40 + i % 30) for i in range(40)]
    speed(ns.rounds, ns.plan_budget, cold, "cold")
    if not ns.smoke:
        speed(ns.rounds, ns.plan_budget, game_positions(), "along games")
    if ns.deals:
        solver(ns.suits, ns.deals, ns.budget)
    return 0


if __name__ == "__main__":
    sys.exit(main())
