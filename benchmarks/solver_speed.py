"""Search speed and the solver's verdicts.

1. Positions per second: the same look-ahead step (list the moves worth trying from a set of
   mid-game positions, make every child, compute its key and its value) done the way the search
   did it before (``legacy_search.py``, a frozen copy of the old code: a copied ``Game`` per child)
   and on the compact ``Position``. Median of several runs, and the ratio, measured in the same run.
2. The solver on fresh deals (seeds the tests do not use): share decided within the budget,
   winnable / not winnable, median and p90 time, per suit count.

    python benchmarks/solver_speed.py                       # speed + 20 deals per suit count, 10 s each
    python benchmarks/solver_speed.py --deals 40 --suits 4
    python benchmarks/solver_speed.py --smoke
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

import legacy_search

from spider_qt.ai import position
from spider_qt.ai.opponent import evaluate
from spider_qt.ai.position import Position
from spider_qt.ai.solver import solve
from spider_qt.engine import Game

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


def speed(rounds: int) -> None:
    games = [mid_game(("classic", "duel")[i % 2], (1, 2, 4)[i % 3], 500 + i, 40 + i % 30) for i in range(24)]
    work = [(g, Position.from_game(g)) for g in games]
    counts = []

    def old() -> None:
        n = 0
        for g, _p in work:
            for m in legacy_search.candidates(g):
                c = legacy_search.child(g, m)
                legacy_search.game_key(c)
                legacy_search.evaluate(c)
                n += 1
        counts.append(n)

    def new() -> None:
        position._FEATS.clear()  # no head start from the previous run's remembered columns
        n = 0
        for _g, p in work:
            for m in p.candidates():
                c = p.apply(m)
                c.key()
                evaluate(c)
                n += 1
        counts.append(n)

    # Alternating runs, so a machine shared with other work slows both alike.
    times: dict[object, list[float]] = {old: [], new: []}
    ratios = []
    for _ in range(rounds):
        for fn in (old, new):
            counts.clear()
            t = time.perf_counter()
            fn()
            times[fn].append(counts[0] / (time.perf_counter() - t))
        ratios.append(times[new][-1] / times[old][-1])
    before, after = statistics.median(times[old]), statistics.median(times[new])
    print(f"Positions per second (children of {len(work)} mid-game positions, median of {rounds} runs)")
    print(f"  before: Game copy + play + key + value : {before:10.0f}")
    print(f"  after:  Position.apply + key + value   : {after:10.0f}")
    print(f"  ratio (median of the per-run ratios)   : {statistics.median(ratios):10.1f}x")


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
    ap.add_argument("--smoke", action="store_true", help="one speed run and 1 deal per suit count, 2 s")
    ns = ap.parse_args(argv)
    if ns.smoke:
        ns.rounds, ns.deals, ns.budget = 1, 1, 2.0
    speed(ns.rounds)
    if ns.deals:
        solver(ns.suits, ns.deals, ns.budget)
    return 0


if __name__ == "__main__":
    sys.exit(main())
