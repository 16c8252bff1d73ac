"""How long a hint takes, with the cycle collector held off (as ``hint_details`` does) and without.

Collects positions along games the expert plays (every fifth position, seeds the tests do not use),
under both rule sets and on 1, 2 and 4 suits, then times each hint both ways in the same process,
alternating which goes first. Beside the positions it keeps about as many live Python objects as the
game's window holds (``--heap``, measured with ``gc.get_objects()`` after a deal: about 36,000), since
the collector's walks grow with them. Prints the median, p95 and max per way and their ratios, and
checks that both ways give the same hint (holding the collector off must never change a choice).
Beside the wall-clock times it prints the process's CPU time of the slowest hint and the most CPU
time any hint took: a slowest hint that used far less CPU than wall-clock time was held up by the
machine, not by its search.

Then, unless ``--no-ahead``, what thinking ahead gives (the app works out master's choice, with no cap
on its positions, while the player thinks, once the player has asked for a hint in the game): how
long that takes per position (median, p95, max), how often it is ready within half a second and a
second, and on how many positions the hint within its cap is master's choice, and the same move.

    python benchmarks/hint_latency.py
    python benchmarks/hint_latency.py --games 4 --repeats 3
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from collections.abc import Callable

from ai_strength import quantile  # this folder is first on sys.path when a benchmark runs

from spider_qt.ai import Opponent
from spider_qt.ai.opponent import _hint_details, hint_details
from spider_qt.engine import Game, Move, PlayerView

DEAL_SEED_BASE = 7600
RULES = ("classic", "duel")
SUITS = (1, 2, 4)

HintCall = Callable[[PlayerView], tuple[Move | None, str]]


def positions(rules: str, suits: int, seed: int, every: int = 5, cap: int = 300) -> list[PlayerView]:
    """Every ``every``-th position of a game the expert plays."""
    g = Game.new(rules, suits, seed)
    bot = Opponent("expert", seed=2)
    views: list[PlayerView] = []
    for i in range(cap):
        if g.over:
            break
        view = g.view()
        if i % every == every - 1:
            views.append(view)
        move = bot.choose(view)
        if move is None:
            break
        g.play(move)
    return views


def timed(call: HintCall, view: PlayerView) -> tuple[float, float, Move | None]:
    """Wall-clock seconds, this process's CPU seconds, and the hint."""
    t, c = time.perf_counter(), time.process_time()
    move, _source = call(view)
    return time.perf_counter() - t, time.process_time() - c, move


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2, help="expert games per rule set and suit count")
    parser.add_argument("--repeats", type=int, default=2, help="times each hint is timed each way")
    parser.add_argument("--heap", type=int, default=36_000, help="live objects kept beside the positions")
    parser.add_argument("--no-ahead", action="store_true", help="skip timing master's choice with no cap")
    ns = parser.parse_args(argv)

    ballast = [{"i": i} for i in range(ns.heap)]  # noqa: F841  (kept alive: the window's objects)
    views = [
        (rules, suits, v)
        for rules in RULES
        for suits in SUITS
        for g in range(ns.games)
        for v in positions(rules, suits, DEAL_SEED_BASE + 10 * suits + g)
    ]
    ways: dict[str, HintCall] = {"collector on": _hint_details, "collector held": hint_details}
    times: dict[str, list[float]] = {name: [] for name in ways}
    cpu: dict[str, list[float]] = {name: [] for name in ways}
    differ = 0
    for n, (_rules, _suits, view) in enumerate(views):
        for r in range(ns.repeats):
            order = list(ways) if (n + r) % 2 == 0 else list(reversed(ways))
            moves = []
            for name in order:
                seconds, cpu_seconds, move = timed(ways[name], view)
                times[name].append(seconds)
                cpu[name].append(cpu_seconds)
                moves.append(move)
            differ += moves[0] != moves[1]
    print(f"Hint latency: {len(views)} positions x {ns.repeats} each way, {ns.heap} live objects beside")
    print(f"{'':<16}{'median ms':>10}{'p95 ms':>8}{'max ms':>8}{'CPU ms of the max':>19}{'max CPU ms':>12}")
    for name, ts in times.items():
        worst = max(range(len(ts)), key=ts.__getitem__)
        print(
            f"{name:<16}{1000 * statistics.median(ts):>10.1f}{1000 * quantile(ts, 0.95):>8.1f}{1000 * max(ts):>8.1f}"
            f"{1000 * cpu[name][worst]:>19.1f}{1000 * max(cpu[name]):>12.1f}"
        )
    on, held = times["collector on"], times["collector held"]
    print(
        f"held / on: median {statistics.median(held) / statistics.median(on):.2f}, "
        f"p95 {quantile(held, 0.95) / quantile(on, 0.95):.2f}, max {max(held) / max(on):.2f}"
    )
    print(f"hints that differ between the two ways: {differ}")
    if not ns.no_ahead:
        think_ahead([view for _rules, _suits, view in views])
    print(f"collector enabled afterwards: {gc.isenabled()}")
    return 1 if differ or not gc.isenabled() else 0


def think_ahead(views: list[PlayerView]) -> None:
    """Time master's choice with no cap on each position, and compare it with the hint within its cap."""
    ahead: list[float] = []
    capped_master = same_move = 0
    for view in views:
        seconds, _cpu, move = timed(lambda v: hint_details(v, None), view)
        ahead.append(seconds)
        capped, source = hint_details(view)
        capped_master += source == "master"
        same_move += capped == move
    n = len(views)
    print(f"Thinking ahead: master's choice with no cap on {n} positions (worked out while the player thinks)")
    print(
        f"  ms: median {1000 * statistics.median(ahead):.1f}, p95 {1000 * quantile(ahead, 0.95):.1f}, "
        f"max {1000 * max(ahead):.1f}; ready within 0.5 s: {100 * sum(t <= 0.5 for t in ahead) / n:.1f} %, "
        f"within 1 s: {100 * sum(t <= 1.0 for t in ahead) / n:.1f} %"
    )
    print(
        f"  the hint within its cap is master's choice on {100 * capped_master / n:.1f} % of positions, "
        f"the same move on {100 * same_move / n:.1f} %"
    )


if __name__ == "__main__":
    sys.exit(main())
