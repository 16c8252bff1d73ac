"""How strong each opponent level is, how long it thinks, and how often the solver decides a deal.

Every chosen level plays the same fixed deals (seeds the tests do not use) under each chosen rule
set: classic without undo, and duel rules without a clock (the player stops with "Done"). Prints:

- per rule set, suit count and level: wins with a Wilson 95 % interval, mean score, thinking time
  per move (mean, p95, max), on the clock and in CPU time of the game's process (on a busy machine the clock
  counts the waits for a core; the CPU time is what one core spends, without master's worker processes);
- paired results of each level against the next one on the same deals (wins / losses / ties by
  score, mean score difference with a 95 % interval: one that holds 0 does not tell them apart);
- how long a hint takes (median, p95, max) on positions from those games;
- the solver on 4-suit deals: share decided, median and p90 time.

    python benchmarks/ai_strength.py --deals 40 --levels beginner intermediate expert --suits 1 2 4
    python benchmarks/ai_strength.py --smoke
    python benchmarks/ai_strength.py --deals 40 --save games.jsonl   # every game as a JSON line, too
    python benchmarks/ai_strength.py --report games.jsonl   # the figures of saved games (a stopped run too)
    python benchmarks/ai_strength.py --deals 40 --levels expert master --seed-base 50000   # a fresh set
    python benchmarks/ai_strength.py --jobs 1 --workers 3 ...   # master's samples on three more cores
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from spider_qt.ai import LEVELS, Opponent, set_workers, solve
from spider_qt.ai.opponent import HINT_NODES, hint_details
from spider_qt.engine import Game

MOVE_CAP = 2000
DEAL_SEED_BASE = 7000
SOLVER_SEED_BASE = 8000

Result = tuple[str, str, int, int, bool, int, list[float], list[float]]


def play_one(args: tuple[str, str, int, int, int]) -> Result:
    """One whole game: (level, rules, suits, seed, won, score, seconds per move); master's samples are solved on
    the given number of worker processes (1: in the game's process)."""
    level, rules, suits, seed, workers = args
    set_workers(workers)
    g = Game.new(rules, suits, seed)
    bot = Opponent(level, seed=1)
    times: list[float] = []
    cpu: list[float] = []
    try:
        while not g.over and len(times) < MOVE_CAP:
            t = time.perf_counter()
            c = time.process_time()
            move = bot.choose(g.view())
            times.append(time.perf_counter() - t)
            cpu.append(time.process_time() - c)
            if move is None:
                g.finish()
                break
            g.play(move)
    finally:
        # The solving pool goes with the game: a pool left running in this (the benchmark's) worker process kept it
        # from ending, and the benchmark waited for it after its last game, for ever.
        set_workers(1)
    return level, rules, suits, seed, g.won, g.score, times, cpu


def hint_times(args: tuple[str, int, int]) -> list[tuple[str, int, float, str]]:
    """(rules, suits, seconds, whose choice) per hint along a game the expert plays."""
    rules, suits, seed = args
    g = Game.new(rules, suits, seed)
    bot = Opponent("expert", seed=2)
    rng = random.Random(seed)
    out = []
    for _ in range(300):
        if g.over:
            break
        view = g.view()
        if rng.random() < 0.2:
            t = time.perf_counter()
            _move, source = hint_details(view)
            out.append((rules, suits, time.perf_counter() - t, source))
        move = bot.choose(view)
        if move is None:
            break
        g.play(move)
    return out


def solve_one(args: tuple[int, float]) -> tuple[str, float]:
    seed, budget = args
    result = solve(Game.new("classic", 4, seed), time_budget_s=budget)
    return result.status, result.seconds


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion, in percent."""
    if n == 0:
        return 0.0, 100.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return 100 * max(0.0, centre - half), 100 * min(1.0, centre + half)


def mean_half_width(values: Sequence[float], z: float = 1.96) -> float:
    """Half the width of a normal-approximation 95 % interval of the mean of ``values``
    (a paired score difference: an interval that holds 0 does not tell the two levels apart)."""
    if len(values) < 2:
        return math.inf
    return z * statistics.stdev(values) / math.sqrt(len(values))


def quantile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else 0.0


def print_hints(hints: list[tuple[str, int, float, str]], rules_list: list[str], suits_list: list[int]) -> None:
    """Hint timings per rule set and suit count, with the share of hints that are master's choice."""
    print()
    print(f"Hint ({HINT_NODES} positions for master's choice, else the expert's), along expert games:")
    for rules in rules_list:
        for suits in suits_list:
            rows = [h for h in hints if h[0] == rules and h[1] == suits]
            if not rows:
                continue
            ts = [h[2] for h in rows]
            share = 100 * sum(1 for h in rows if h[3] == "master") / len(rows)
            print(
                f"Hint {rules:>7} {suits} suit(s): {len(rows)} hints, master's choice {share:.0f} %, "
                f"median {1000 * statistics.median(ts):.0f} ms, p95 {1000 * quantile(ts, 0.95):.0f} ms, "
                f"max {1000 * max(ts):.0f} ms"
            )


def game_row(game: Result) -> str:
    """A game as a JSON line: level, rules, suits, seed, won, score, seconds per move on the clock and in CPU."""
    level, rules, suits, seed, won, score, times, cpu = game
    row = {"level": level, "rules": rules, "suits": suits, "seed": seed, "won": won, "score": score}
    row["seconds"] = [round(x, 5) for x in times]
    row["cpu_seconds"] = [round(x, 5) for x in cpu]
    return json.dumps(row)


def load_games(paths: list[str]) -> list[Result]:
    """The games of ``--save`` files (a later line for the same level, rules, suits and seed replaces one before)."""
    found: dict[tuple[str, str, int, int], Result] = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                r = json.loads(line)
                key = (r["level"], r["rules"], r["suits"], r["seed"])
                found[key] = (*key, r["won"], r["score"], r["seconds"], r["cpu_seconds"])
    return list(found.values())


def print_paired(games: list[Result], rules_list: list[str], suits_list: list[int], levels: list[str]) -> None:
    """Each level against the next one on the same deals."""
    print()
    print("Paired on the same deals (by score): B vs A  ahead/behind/level, mean scores, mean difference B - A")
    for rules in rules_list:
        for suits in suits_list:
            for a, b in itertools.pairwise(levels):
                sa = {r[3]: r[5] for r in games if r[0] == a and r[1] == rules and r[2] == suits}
                sb = {r[3]: r[5] for r in games if r[0] == b and r[1] == rules and r[2] == suits}
                common = sorted(set(sa) & set(sb))
                if not common:
                    continue
                w = sum(1 for s in common if sb[s] > sa[s])
                losses = sum(1 for s in common if sb[s] < sa[s])
                diffs = [sb[s] - sa[s] for s in common]
                diff = statistics.mean(diffs)
                half = mean_half_width(diffs)
                lo, hi = wilson(w, len(common))
                mean_a = statistics.mean(sa[s] for s in common)
                mean_b = statistics.mean(sb[s] for s in common)
                ratio = f"{mean_b / mean_a:.2f}" if mean_a > 0 else "-"
                print(
                    f"Paired {rules:>7} {suits} suit(s): {b} vs {a} on {len(common)} deals: "
                    f"ahead {w} / behind {losses} / level {len(common) - w - losses} (ahead {lo:.0f}-{hi:.0f} %), "
                    f"mean {mean_b:.1f} vs {mean_a:.1f} (ratio {ratio}), "
                    f"difference {diff:+.1f} (95 % interval {diff - half:+.1f} to {diff + half:+.1f})"
                )


def play_all(
    ns: argparse.Namespace,
    tasks: list[tuple[str, str, int, int, int]],
    hints: list[tuple[str, int, float, str]],
    solved: list[tuple[str, float]],
) -> list[Result]:
    """Play ``tasks`` (each game written to ``--save`` as it ends), then time hints and the solver."""
    out = open(ns.save, "a", encoding="utf-8") if ns.save else None  # noqa: SIM115 - closed below
    try:
        with ProcessPoolExecutor(max_workers=ns.jobs) as pool:
            games = []
            for n, game in enumerate(pool.map(play_one, tasks), 1):  # in order: the count is a lower bound
                games.append(game)
                if out is not None:
                    out.write(game_row(game) + "\n")
                    out.flush()
                end = "" if n < len(tasks) else "\n"
                print(f"\r{n}/{len(tasks)} games played", end=end, file=sys.stderr, flush=True)
            hint_tasks = [
                (rules, suits, ns.seed_base + 500 + i)
                for rules in ns.rules
                for suits in ns.suits
                for i in range(ns.hint_games)
            ]
            hints += [t for ts in pool.map(hint_times, hint_tasks) for t in ts]
            solver_tasks = [(SOLVER_SEED_BASE + i, ns.solver_budget) for i in range(ns.solver_deals)]
            solved += pool.map(solve_one, solver_tasks)
    finally:
        if out is not None:
            out.close()
    return games


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=10, help="deals per suit count (default 10)")
    ap.add_argument("--master-deals", type=int, default=None, help="deals per suit count for master (default --deals)")
    ap.add_argument("--levels", nargs="+", default=list(LEVELS), choices=LEVELS)
    ap.add_argument("--rules", nargs="+", default=["classic", "duel"], choices=["classic", "duel"])
    ap.add_argument("--suits", nargs="+", type=int, default=[1, 2, 4], choices=[1, 2, 4])
    ap.add_argument("--solver-deals", type=int, default=5, help="4-suit deals for the solver (0 to skip)")
    ap.add_argument("--solver-budget", type=float, default=10.0, help="seconds per solver deal")
    ap.add_argument("--hint-games", type=int, default=2, help="games along which hints are timed (0 to skip)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (one game per process at a time)")
    ap.add_argument(
        "--seed-base",
        type=int,
        default=DEAL_SEED_BASE,
        help=f"first deal seed (default {DEAL_SEED_BASE}, the usual set; another gives a fresh set)",
    )
    ap.add_argument(
        "--workers", type=int, default=1, help="worker processes for master's samples in each game (default 1)"
    )
    ap.add_argument("--save", default=None, help="also add every game as a JSON line to this file, as it ends")
    ap.add_argument("--report", nargs="+", default=None, help="play nothing: print the figures of --save files")
    ap.add_argument("--smoke", action="store_true", help="a tiny run: 2 deals of 1 suit, solver 1 deal of 2 s")
    ns = ap.parse_args(argv)
    if ns.smoke:
        ns.deals, ns.suits, ns.rules, ns.solver_deals, ns.solver_budget, ns.hint_games = 2, [1], ["classic"], 1, 2.0, 1
    master_deals = ns.deals if ns.master_deals is None else ns.master_deals
    # Deal by deal across the cells, so that a run stopped early has about as many deals in every cell.
    tasks = [
        (level, rules, suits, ns.seed_base + i, ns.workers)
        for i in range(max(master_deals, ns.deals))
        for rules in ns.rules
        for suits in ns.suits
        for level in ns.levels
        if i < (master_deals if level == "master" else ns.deals)
    ]
    hints: list[tuple[str, int, float, str]] = []
    solved: list[tuple[str, float]] = []
    if ns.report:
        games = load_games(ns.report)
        ns.levels = [lv for lv in LEVELS if any(g[0] == lv for g in games)]
        ns.rules = [r for r in ("classic", "duel") if any(g[1] == r for g in games)]
        ns.suits = [s for s in (1, 2, 4) if any(g[2] == s for g in games)]
        ns.seed_base = min(g[3] for g in games)
    else:
        games = play_all(ns, tasks, hints, solved)
    print(
        f"Opponent: deals seeded {ns.seed_base}.., classic without undo, duel without a clock; "
        f"{ns.jobs} game(s) at a time, master's samples on {ns.workers} worker(s) per game"
    )
    print(
        f"{'level':<13}{'rules':>8}{'suits':>6}{'deals':>6}{'win %':>7}{'95 % interval':>15}"
        f"{'mean score':>12}{'ms/move':>9}{'p95 ms':>8}{'max ms':>8}{'cpu ms':>8}{'cpu p95':>8}{'cpu max':>8}"
    )
    for rules in ns.rules:
        for suits in ns.suits:
            for level in ns.levels:
                rows = [r for r in games if r[0] == level and r[1] == rules and r[2] == suits]
                times = [t for r in rows for t in r[6]]
                cpu = [t for r in rows for t in r[7]]
                wins = sum(1 for r in rows if r[4])
                lo, hi = wilson(wins, len(rows))
                print(
                    f"{level:<13}{rules:>8}{suits:>6}{len(rows):>6}{100 * wins / len(rows):>7.1f}"
                    f"{f'{lo:.0f}-{hi:.0f}':>15}{statistics.mean(r[5] for r in rows):>12.1f}"
                    f"{1000 * statistics.mean(times):>9.1f}{1000 * quantile(times, 0.95):>8.1f}"
                    f"{1000 * max(times):>8.1f}{1000 * statistics.mean(cpu):>8.1f}{1000 * quantile(cpu, 0.95):>8.1f}"
                    f"{1000 * max(cpu):>8.1f}"
                )
    print_paired(games, ns.rules, ns.suits, ns.levels)
    if hints:
        print_hints(hints, ns.rules, ns.suits)
    if solved:
        decided = sum(1 for s, _ in solved if s != "unknown")
        times = [t for _, t in solved]
        print(
            f"Solver, 4 suits, {ns.solver_budget:g} s budget, seeds {SOLVER_SEED_BASE}..: {decided}/{len(solved)} "
            f"decided ({sum(1 for s, _ in solved if s == 'winnable')} winnable, "
            f"{sum(1 for s, _ in solved if s == 'not_winnable')} not winnable), "
            f"median {statistics.median(times):.2f} s, p90 {quantile(times, 0.9):.2f} s per deal"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
