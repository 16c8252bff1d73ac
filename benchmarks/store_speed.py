"""Store speed: the largest ``.spider`` file the store accepts loads in under a second.

Run: python3 benchmarks/store_speed.py [--runs N]

Builds the longest game the engine accepts (``MAX_ACTIONS`` actions), with a clock entry per action
and a full redo list, writes it, then pads the file's extra values up to just under the size cap
(``MAX_SAVE_BYTES``). Prints each file's size and the median of N loads (default 5), beside a
baseline measured in the same run (``json.loads`` of the same bytes). Never fails: figures only.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from spider_qt.engine import Game
from spider_qt.store import MAX_ACTIONS, MAX_SAVE_BYTES, SaveMeta, load_game, save_game

TARGET_SECONDS = 1.0


def longest_game(actions: int = MAX_ACTIONS) -> Game:
    """A legal game of exactly ``actions`` actions: moves taken back again, on a 1-suit classic deal; at the cap, the
    last is Done (the engine refuses any other action there)."""
    game = Game.new("classic", 1, 12)
    if actions >= MAX_ACTIONS:
        game = longest_game(MAX_ACTIONS - 1)
        game.finish()
        return game
    while len(game.history) < actions:
        moves = [m for m in game.legal_moves() if m.kind == "move"]
        if moves and len(game.history) < actions - 1:
            game.play(moves[len(game.history) % len(moves)])
            game.undo()
        elif game.can_undo():
            game.undo()
        else:
            game.play(game.legal_moves()[0])
    return game


def _median_seconds(runs: int, path: Path) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        load_game(path)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _median_json(runs: int, path: Path) -> float:
    data = path.read_bytes()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        json.loads(data)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    game = longest_game()
    clock = tuple(0.9 * (i + 1) for i in range(len(game.history)))
    with tempfile.TemporaryDirectory() as folder:
        real = Path(folder) / "longest.spider"
        meta = SaveMeta(
            player="A player with a 32-char name...",
            time_used=clock[-1],
            action_times=clock,
            extra={"redo": ["m 10 9 13"] * MAX_ACTIONS},
        )
        save_game(real, game, meta)
        padded = Path(folder) / "largest.spider"
        doc = json.loads(real.read_text("utf-8"))
        room = MAX_SAVE_BYTES - real.stat().st_size - 64
        doc["meta"]["padding"] = "x" * room
        padded.write_text(json.dumps(doc, separators=(",", ":")), "utf-8")
        assert padded.stat().st_size <= MAX_SAVE_BYTES
        print(f"MAX_ACTIONS {MAX_ACTIONS}, MAX_SAVE_BYTES {MAX_SAVE_BYTES}; median of {args.runs} loads each")
        for label, path in (("longest game, full clock and redo list", real), ("padded to the cap", padded)):
            seconds = _median_seconds(args.runs, path)
            baseline = _median_json(args.runs, path)
            verdict = "under" if seconds < TARGET_SECONDS else "OVER"
            print(
                f"{label:40s} {path.stat().st_size / 1024:8.0f} KiB  load {seconds * 1000:7.1f} ms "
                f"({verdict} the {TARGET_SECONDS:.0f} s target; {seconds / baseline:5.1f}x json.loads of the file)"
            )


if __name__ == "__main__":
    main()
