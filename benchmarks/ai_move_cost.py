"""Where master's thinking goes: CPU time and positions of every move, by search, and its worst moves.

Master plays whole games (seeds the tests do not use); each move is timed in CPU time of the game's process and its
positions are counted by search: the solved samples (``_decide_solved``), the end-game check (``_decide_end``), the
hindsight look-ahead (``hop``, counted at its budget) and the plan search (``plan``, at its budget). Prints, per rule
set and suit count, the CPU time per move (mean, p95, worst) and the most positions one move made; what a position
costs in each search; and the worst moves, with what they spent where. Master's searches run in this process (one
worker), so the CPU time is one core's.

    python benchmarks/ai_move_cost.py --deals 4 --seed-base 30000
    python benchmarks/ai_move_cost.py --smoke
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import spider_qt.ai._sampled as sampled
import spider_qt.ai.opponent as opponent
from spider_qt.ai import Opponent
from spider_qt.engine import Game

MOVE_CAP = 2000

#: (rules, suits, seed, move index, deals left, CPU seconds, {search: positions}, {search: CPU seconds})
Row = tuple[str, int, int, int, int, float, dict[str, int], dict[str, float]]


class _Counter:
    """Positions and CPU time of the searches of the move being made."""

    def __init__(self) -> None:
        self.phase = "plan"
        self.nodes: dict[str, int] = {}
        self.cpu: dict[str, float] = {}

    def add(self, what: str, nodes: int) -> None:
        self.nodes[what] = self.nodes.get(what, 0) + nodes

    def timed(self, what: str, f: Callable[..., Any], nodes: Callable[..., int] | None = None) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            before, self.phase = self.phase, what
            t = time.process_time()
            try:
                return f(*args, **kwargs)
            finally:
                self.cpu[what] = self.cpu.get(what, 0.0) + time.process_time() - t
                self.phase = before
                if nodes is not None:
                    self.add(what, nodes(*args))

        return run


COUNTER = _Counter()


def _install() -> None:
    """Count master's searches (in this process: a game's worker process of the benchmark), once."""
    if getattr(opponent, "_counted", False):
        return
    real_solve: Callable[[Any, int], tuple[list[int], bool, int, bool]] = vars(sampled)["search_line"]

    def search_line(p: Any, n: int) -> tuple[list[int], bool, int, bool]:
        out = real_solve(p, n)
        COUNTER.add(COUNTER.phase, out[2])
        return out

    wrapped: dict[Any, dict[str, Callable[..., Any]]] = {
        sampled: {"search_line": lambda _f: search_line},
        opponent: {
            "_decide_solved": lambda f: COUNTER.timed("solved", f),
            "_decide_end": lambda f: COUNTER.timed("end", f),
            "hop": lambda f: COUNTER.timed("hop", f, lambda s, _a, b, *_r: b * len(s)),
            "plan": lambda f: COUNTER.timed("plan", f, lambda _p, _a, b, *_r: b),
        },
    }
    for module, names in wrapped.items():
        for name, wrap in names.items():
            setattr(module, name, wrap(getattr(module, name)))
    opponent._counted = True  # type: ignore[attr-defined]


def play(args: tuple[str, int, int]) -> list[Row]:
    rules, suits, seed = args
    _install()
    g = Game.new(rules, suits, seed)
    bot = Opponent("master", seed=1)
    rows: list[Row] = []
    while not g.over and len(rows) < MOVE_CAP:
        view = g.view()
        COUNTER.nodes, COUNTER.cpu = {}, {}
        deals = len(view.state()["stock"]) // 10
        t = time.process_time()
        move = bot.choose(view)
        cpu = time.process_time() - t
        rows.append((rules, suits, seed, len(rows), deals, cpu, dict(COUNTER.nodes), dict(COUNTER.cpu)))
        if move is None:
            break
        g.play(move)
    return rows


def quantile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else 0.0


def report(rows: list[Row], worst: int) -> None:
    print(f"{'rules':>8}{'suits':>6}{'moves':>7}{'cpu ms':>8}{'p95 ms':>8}{'max ms':>8}{'max positions':>15}")
    for rules in ("classic", "duel"):
        for suits in (1, 2, 4):
            cell = [r for r in rows if r[0] == rules and r[1] == suits]
            if not cell:
                continue
            cpu = [r[5] for r in cell]
            most = max(sum(r[6].values()) for r in cell)
            print(
                f"{rules:>8}{suits:>6}{len(cell):>7}{1000 * statistics.mean(cpu):>8.1f}"
                f"{1000 * quantile(cpu, 0.95):>8.1f}{1000 * max(cpu):>8.1f}{most:>15,}"
            )
    print()
    print("CPU per position (us), by search and suit count:")
    for suits in (1, 2, 4):
        parts = []
        for what in ("solved", "end", "hop", "plan"):
            n = sum(r[6].get(what, 0) for r in rows if r[1] == suits)
            c = sum(r[7].get(what, 0.0) for r in rows if r[1] == suits)
            if n:
                parts.append(f"{what} {1e6 * c / n:.2f}")
        if parts:
            print(f"  {suits} suit(s): " + ", ".join(parts))
    print()
    print(f"The {worst} worst moves:")
    for r in sorted(rows, key=lambda r: -r[5])[:worst]:
        spent = ", ".join(f"{k} {v:,}" for k, v in sorted(r[6].items()))
        print(f"  {r[0]} {r[1]} suit(s), deal {r[2]}, move {r[3]}, {r[4]} deal(s) left: {1000 * r[5]:.0f} ms; {spent}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=4, help="deals per rule set and suit count (default 4)")
    ap.add_argument("--seed-base", type=int, default=30000, help="first deal seed (default 30000, the tuning set)")
    ap.add_argument("--rules", nargs="+", default=["classic", "duel"], choices=["classic", "duel"])
    ap.add_argument("--suits", nargs="+", type=int, default=[1, 2, 4], choices=[1, 2, 4])
    ap.add_argument("--jobs", type=int, default=2, help="games at a time (default 2)")
    ap.add_argument("--worst", type=int, default=12, help="worst moves to list (default 12)")
    ap.add_argument("--smoke", action="store_true", help="one deal of one suit, classic")
    ns = ap.parse_args(argv)
    if ns.smoke:
        ns.deals, ns.rules, ns.suits, ns.worst = 1, ["classic"], [1], 3
    tasks = [(r, s, ns.seed_base + i) for i in range(ns.deals) for r in ns.rules for s in ns.suits]
    rows: list[Row] = []
    with ProcessPoolExecutor(max_workers=ns.jobs) as pool:
        for n, game in enumerate(pool.map(play, tasks), 1):
            rows += game
            print(f"\r{n}/{len(tasks)} games played", end="" if n < len(tasks) else "\n", file=sys.stderr, flush=True)
    print(f"Master's moves: deals seeded {ns.seed_base}.., {ns.jobs} game(s) at a time, CPU time of the game's process")
    report(rows, ns.worst)
    return 0


if __name__ == "__main__":
    sys.exit(main())
