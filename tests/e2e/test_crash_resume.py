"""The real app, killed with SIGKILL at random moments, resumes exactly the actions it reported played."""

from __future__ import annotations

import json
import os
import queue
import random
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO, Any

import pytest

from spider_qt.engine import Game

RULES, SUITS, DEAL = "classic", 2, 424242
KILLS = 12
# Counted in runs, never in seconds: a slow or loaded machine takes longer, it does not fail. A run "kills"
# unless the app ended by itself first (a finished or stuck game), so nearly every run counts.
MAX_RUNS = 2 * KILLS
MIN_KILLS = 8


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONUNBUFFERED"] = "1"
    env.pop("QT_LOGGING_RULES", None)
    return env


def _command(folder: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "spider_qt", "--data-dir", str(folder), "--config-dir", str(folder), *extra]


def _reader(stream: IO[str], lines: queue.Queue[str | None]) -> None:
    for line in stream:
        lines.put(line.rstrip("\n"))
    lines.put(None)


def _run_and_kill(folder: Path, rng: random.Random, fresh: bool, run: int) -> tuple[list[str], bool, bool]:
    """Start the app playing by itself, kill it at a random moment; return (played, killed, stuck)."""
    extra = ["--autoplay", "400", "--autoplay-seed", str(run)]
    if fresh:
        extra += ["--rules", RULES, "--suits", str(SUITS), "--deal", str(DEAL)]
    proc = subprocess.Popen(
        _command(folder, *extra),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=_env(),
    )
    assert proc.stdout is not None
    lines: queue.Queue[str | None] = queue.Queue()
    thread = threading.Thread(target=_reader, args=(proc.stdout, lines), daemon=True)
    thread.start()
    seen: list[str] = []
    ended = False
    if rng.random() < 0.15:
        time.sleep(rng.uniform(0.0, 0.6))  # sometimes during start-up and resume
    else:
        wanted = rng.randint(1, 30)
        deadline = time.monotonic() + 20
        while sum(s.startswith("played ") for s in seen) < wanted and time.monotonic() < deadline:
            try:
                line = lines.get(timeout=0.5)
            except queue.Empty:
                continue
            if line is None:
                ended = True
                break
            seen.append(line)
        time.sleep(rng.uniform(0.0, 0.02))  # the kill falls anywhere in the next action's write
    killed = proc.poll() is None
    proc.kill()  # SIGKILL
    proc.wait(timeout=10)
    thread.join(timeout=10)
    while not ended:
        line = lines.get()
        if line is None:
            break
        seen.append(line)
    played = [s.removeprefix("played ") for s in seen if s.startswith("played ")]
    stuck = any(s in ("autoplay stuck", "autoplay done") for s in seen)
    return played, killed, stuck


def _print_state(folder: Path) -> dict[str, Any]:
    out = subprocess.run(
        _command(folder, "--print-state"), capture_output=True, text=True, env=_env(), timeout=30, check=True
    )
    last = [line for line in out.stdout.splitlines() if line.startswith("{")][-1]
    doc: dict[str, Any] = json.loads(last)
    return doc


@pytest.mark.slow
def test_sigkill_at_random_moments_loses_at_most_the_action_in_flight(tmp_path: Path) -> None:
    folder = tmp_path / "home"
    folder.mkdir()
    (folder / "spider-duel.ini").write_text("[General]\nanimation_speed=0\nresume=always\n")
    rng = random.Random(20240611)
    expected: list[str] = []
    elapsed = 0.0
    kills = verified = in_flight = deals = 0
    fresh = True
    started = time.monotonic()
    run = 0
    while kills < KILLS and run < MAX_RUNS:
        run += 1
        played, killed, stuck = _run_and_kill(folder, rng, fresh, run)
        if fresh:
            deals += 1
        kills += killed
        doc = _print_state(folder)
        assert doc["resumed"], f"run {run}: nothing to resume after {len(expected) + len(played)} actions"
        reported = expected + played
        history: list[str] = doc["history"]
        assert history[: len(reported)] == reported, f"run {run}: the resumed history lost reported actions"
        assert len(history) - len(reported) <= 1, f"run {run}: more than one unreported action"
        in_flight += len(history) - len(reported)
        replayed = Game.new(RULES, SUITS, DEAL)
        replayed.replay(history)
        assert doc["state"] == replayed.state()
        assert doc["can_undo"] == replayed.can_undo()
        assert len(doc["action_times"]) == len(history)
        assert doc["time_used"] >= elapsed, "time used went backwards"
        assert doc["elapsed"] >= doc["time_used"]
        elapsed = doc["time_used"]
        verified += 1
        expected = history
        fresh = False
        if stuck:  # the game ended or no action is left: start again on a fresh autosave
            (folder / "autosave.spider").unlink(missing_ok=True)
            expected, elapsed, fresh = [], 0.0, True
    seconds = time.monotonic() - started
    print(
        f"\ncrash-resume: {kills} kills tried, {verified} states verified, {len(expected)} actions in the last "
        f"game, {in_flight} actions in flight kept, {deals} deal(s), {seconds:.1f} s"
    )
    assert kills >= MIN_KILLS
    assert verified >= kills
