"""How strong each opponent level is, and how often the solver decides a deal.

Plays every chosen level on the same fixed deals (classic rules, no undo) and prints,
per level and suit count: win rate, mean score, mean and p95 thinking time per move.
Then runs the solver on 4-suit deals (10 s budget each) and prints the share decided.

    python benchmarks/ai_strength.py --deals 20 --levels beginner master --suits 1 2 4
    python benchmarks/ai_strength.py --smoke
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from spider_qt.ai import Opponent, solve
from spider_qt.ai.opponent import LEVELS
from spider_qt.engine import Game, Move

MOVE_CAP = 2000
DEAL_SEED_BASE = 1000


def engine_lists_empty_column_moves() -> bool:
    """Whether classic ``legal_moves`` offers moves onto an empty column (an engine bug hid them once)."""
    for seed in range(200):
        g = Game.new("classic", 1, seed)
        for _ in range(300):
            empty = [c for c in range(10) if g.column_length(c) == 0]
            if empty:
                return any(m.kind == "move" and m.dst in empty for m in g.legal_moves())
            moves = [m for m in g.legal_moves() if m.kind == "move"]
            if not moves:
                break
            g.play(max(moves, key=lambda m: (m.count or 0, -(m.src or 0))))
    return True


def patch_engine() -> None:
    """Work around the classic empty-column bug in this process only (reported to the engine's owner)."""
    original = Game.legal_moves

    def legal_moves(self: Game) -> list[Move]:
        moves = original(self)
        if self.rules == "classic" and not self.over:
            have = set(moves)
            for dst in range(10):
                if self.column_length(dst) == 0:
                    for src in range(10):
                        for k in range(1, self.movable(src) + 1):
                            m = Move("move", src, k, dst)
                            if m not in have:
                                moves.append(m)
                                have.add(m)
        return moves

    Game.legal_moves = legal_moves  # type: ignore[method-assign]


def play_one(args: tuple[str, int, int, bool]) -> tuple[str, int, bool, int, list[float]]:
    level, suits, seed, patch = args
    if patch:
        patch_engine()
    g = Game.new("classic", suits, seed)
    bot = Opponent(level, seed=1)
    times: list[float] = []
    while not g.over and len(times) < MOVE_CAP:
        t = time.perf_counter()
        move = bot.choose(g.view())
        times.append(time.perf_counter() - t)
        if move is None:
            g.finish()
            break
        g.play(move)
    return level, suits, g.won, g.score, times


def solve_one(args: tuple[int, float, bool]) -> tuple[str, float]:
    seed, budget, patch = args
    if patch:
        patch_engine()
    t = time.perf_counter()
    result = solve(Game.new("classic", 4, seed), time_budget_s=budget)
    return result.status, time.perf_counter() - t


def p95(values: list[float]) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(0.95 * len(values)))] if values else 0.0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=10, help="deals per suit count (default 10)")
    ap.add_argument("--levels", nargs="+", default=list(LEVELS), choices=LEVELS)
    ap.add_argument("--suits", nargs="+", type=int, default=[1, 2, 4], choices=[1, 2, 4])
    ap.add_argument("--solver-deals", type=int, default=5, help="4-suit deals for the solver (0 to skip)")
    ap.add_argument("--solver-budget", type=float, default=10.0, help="seconds per solver deal")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (one game per process at a time)")
    ap.add_argument("--smoke", action="store_true", help="a tiny run: 2 deals of 1 suit, solver 1 deal of 2 s")
    ns = ap.parse_args(argv)
    if ns.smoke:
        ns.deals, ns.suits, ns.solver_deals, ns.solver_budget = 2, [1], 1, 2.0
    patch = not engine_lists_empty_column_moves()
    if patch:
        print("NOTE: engine legal_moves() omits classic moves onto empty columns; patched in this process only")
    tasks = [
        (level, suits, DEAL_SEED_BASE + i, patch) for suits in ns.suits for level in ns.levels for i in range(ns.deals)
    ]
    with ProcessPoolExecutor(max_workers=ns.jobs) as pool:
        games = list(pool.map(play_one, tasks))
        solved = list(
            pool.map(solve_one, [(DEAL_SEED_BASE + i, ns.solver_budget, patch) for i in range(ns.solver_deals)])
        )
    print(f"Opponent, classic rules, no undo, deals seeded {DEAL_SEED_BASE}.. ({ns.deals} per suit count)")
    print(
        f"{'level':<13}{'suits':>5}{'deals':>6}{'win %':>8}{'mean score':>12}{'ms/move':>9}{'p95 ms':>8}{'max ms':>8}"
    )
    for suits in ns.suits:
        for level in ns.levels:
            rows = [r for r in games if r[0] == level and r[1] == suits]
            times = [t for r in rows for t in r[4]]
            wins = sum(1 for r in rows if r[2])
            print(
                f"{level:<13}{suits:>5}{len(rows):>6}{100 * wins / len(rows):>8.1f}"
                f"{statistics.mean(r[3] for r in rows):>12.1f}"
                f"{1000 * statistics.mean(times):>9.1f}{1000 * p95(times):>8.1f}{1000 * max(times):>8.1f}"
            )
    if solved:
        decided = sum(1 for s, _ in solved if s != "unknown")
        print(
            f"Solver, 4 suits, {ns.solver_budget:g} s budget: {decided}/{len(solved)} decided "
            f"({sum(1 for s, _ in solved if s == 'winnable')} winnable, "
            f"{sum(1 for s, _ in solved if s == 'not_winnable')} not winnable), "
            f"median {statistics.median(t for _, t in solved):.2f} s per deal"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
