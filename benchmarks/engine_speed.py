"""Engine speed: legal_moves()+play() pairs, copy(), to_json() and from_json() per second, and the largest save.

Run: python3 benchmarks/engine_speed.py [--runs N]

Each figure is the median of N runs (default 5). Every figure is also given
relative to a baseline measured in the same run (a plain-Python copy of ten
lists holding 104 ints, the size of a position), so numbers from different
machines can be compared; the pairs rate is compared to the 25,000 pairs/s
target as well. The last figure is the time from_json() takes for the largest
save it accepts (MAX_ACTIONS actions), which must stay well under a second.
"""

from __future__ import annotations

import argparse
import functools
import random
import statistics
import time
from collections.abc import Callable

from spider_qt.engine import MAX_ACTIONS, Game

TARGET_PAIRS = 25_000
PLAYOUTS = 12
PLAYOUT_STEPS = 300


def _median_rate(runs: int, once: Callable[[], tuple[int, float]]) -> float:
    """Median over ``runs`` of operations per second; ``once`` returns (operations, seconds)."""
    rates = []
    for _ in range(runs):
        ops, seconds = once()
        rates.append(ops / seconds)
    return statistics.median(rates)


def baseline_once() -> tuple[int, float]:
    columns = [list(range(i * 10, i * 10 + 10)) for i in range(10)] + [list(range(4))]
    n = 100_000
    start = time.perf_counter()
    for _ in range(n):
        [c[:] for c in columns]
    return n, time.perf_counter() - start


def playout_once(rules: str, suits: int) -> tuple[int, float]:
    """Random playouts: each step is one legal_moves() and one play()."""
    rng = random.Random(1)
    picks = [rng.randrange(1 << 30) for _ in range(PLAYOUT_STEPS)]
    games = [Game.new(rules, suits, seed) for seed in range(PLAYOUTS)]
    pairs = 0
    start = time.perf_counter()
    for g in games:
        for pick in picks:
            moves = g.legal_moves()
            if not moves:
                break
            g.play(moves[pick % len(moves)])
            pairs += 1
    return pairs, time.perf_counter() - start


def _midgame(rules: str = "duel", suits: int = 2, seed: int = 4242, steps: int = 120) -> Game:
    g = Game.new(rules, suits, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.can_undo() and rng.random() < 0.1:
            g.undo()
            continue
        moves = g.legal_moves()
        if not moves:
            break
        g.play(rng.choice(moves))
    return g


def copy_once(g: Game) -> tuple[int, float]:
    n = 20_000
    start = time.perf_counter()
    for _ in range(n):
        g.copy()
    return n, time.perf_counter() - start


def to_json_once(g: Game) -> tuple[int, float]:
    n = 2_000
    start = time.perf_counter()
    for _ in range(n):
        g.to_json()
    return n, time.perf_counter() - start


def from_json_once(text: str) -> tuple[int, float]:
    n = 200
    start = time.perf_counter()
    for _ in range(n):
        Game.from_json(text)
    return n, time.perf_counter() - start


def largest_save(rules: str, kind: str) -> str:
    """A save with the longest history from_json accepts: one action of ``kind`` and its undo, over and over, up to
    the action cap, then Done (the one action the cap leaves room for)."""
    g = Game.new(rules, 4, 2026)
    move = next(m for m in g.legal_moves() if m.kind == kind)
    while len(g.history) + 2 <= MAX_ACTIONS - 1:
        g.play(move)
        g.undo()
    g.play(move)
    g.finish()
    return g.to_json()


def load_seconds(runs: int, text: str) -> float:
    """Median over ``runs`` of the seconds one from_json(text) takes."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        Game.from_json(text)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per figure (median is printed)")
    args = parser.parse_args()
    runs = max(1, args.runs)

    base = _median_rate(runs, baseline_once)
    print(f"baseline: plain-Python copy of 10 lists / 104 ints: {base:12,.0f} /s (median of {runs})")
    print()
    print(f"{'legal_moves()+play()':<28}{'pairs/s':>12}{'x baseline':>12}{'x target':>10}")
    all_rates = []
    for rules in ("classic", "duel"):
        for suits in (1, 2, 4):
            rate = _median_rate(runs, functools.partial(playout_once, rules, suits))
            all_rates.append(rate)
            print(f"  {rules:<8} {suits} suit(s){'':<9}{rate:12,.0f}{rate / base:12.3f}{rate / TARGET_PAIRS:10.2f}")
    worst = min(all_rates)
    verdict = "meets" if worst >= TARGET_PAIRS else "BELOW"
    print(f"  slowest {worst:,.0f} pairs/s {verdict} the target of {TARGET_PAIRS:,} pairs/s")
    print()
    g = _midgame()
    text = g.to_json()
    print(f"mid-game position: duel, 2 suits, {len(g.history)} actions in the history, save {len(text):,} bytes")
    figures: list[tuple[str, Callable[[], tuple[int, float]]]] = [
        ("copy()", functools.partial(copy_once, g)),
        ("to_json()", functools.partial(to_json_once, g)),
        ("from_json()", functools.partial(from_json_once, text)),
    ]
    for name, once in figures:
        rate = _median_rate(runs, once)
        print(f"  {name:<26}{rate:12,.0f} /s{rate / base:12.3f} x baseline")
    print()
    print(
        f"largest accepted save ({MAX_ACTIONS:,} actions): from_json() in ms, median of {runs} (must be well under 1 s)"
    )
    # A duel deal cannot be undone, so only the classic game repeats a deal and its undo.
    for rules, kind in (("classic", "move"), ("classic", "deal"), ("duel", "move")):
        text = largest_save(rules, kind)
        seconds = load_seconds(runs, text)
        print(f"  {rules:<8} {kind} + undo, {len(text):,} bytes{seconds * 1000:14.0f} ms")


if __name__ == "__main__":
    main()
