"""CI runs a small smoke version of the strength benchmark: it must play every level and print its table."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_ai_strength_smoke_prints_a_row_per_level_and_the_solver_line() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "ai_strength.py"), "--smoke"],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    rows = [line.split() for line in result.stdout.splitlines()]
    levels = {row[0] for row in rows if row and row[0] in ("beginner", "intermediate", "expert", "master")}
    assert levels == {"beginner", "intermediate", "expert", "master"}
    for row in rows:
        if row and row[0] in levels:
            win_rate, mean_score = float(row[4]), float(row[6])
            assert 0.0 <= win_rate <= 100.0
            assert mean_score > 0
    lines = result.stdout.splitlines()
    assert any(line.startswith("Solver") for line in lines)
    assert any(line.startswith("Paired") for line in lines)
    assert any(line.startswith("Hint classic 1 suit(s)") and "master's choice" in line for line in lines)


def test_hint_latency_smoke_times_both_ways_and_finds_the_same_hints() -> None:
    script = str(ROOT / "benchmarks" / "hint_latency.py")
    result = subprocess.run(
        [sys.executable, script, "--games", "1", "--repeats", "1", "--heap", "1000"],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    lines = result.stdout.splitlines()
    for way in ("collector on", "collector held"):
        row = next(line for line in lines if line.startswith(way)).split()
        median, p95, worst = (float(x) for x in row[2:5])
        assert 0 < median <= p95 <= worst
    assert "hints that differ between the two ways: 0" in lines
    assert "collector enabled afterwards: True" in lines
    ahead = lines[lines.index(next(line for line in lines if line.startswith("Thinking ahead"))) + 1]
    assert "ready within 0.5 s" in ahead and "within 1 s" in ahead


def test_think_ahead_latency_smoke_measures_both_windows() -> None:
    script = str(ROOT / "benchmarks" / "think_ahead_latency.py")
    result = subprocess.run(
        [sys.executable, script, "--rounds", "1"], capture_output=True, text=True, timeout=600, check=True
    )
    lines = result.stdout.splitlines()
    for way in ("idle", "thinking ahead"):
        row = next(line for line in lines if line.startswith(way)).split()
        median, p95, worst = (float(x) for x in row[-3:])
        assert 0 < median <= p95 <= worst
    assert any(line.startswith("thinking took (s): median") for line in lines)


def test_solve_latency_smoke_measures_the_thread_and_the_process() -> None:
    script = str(ROOT / "benchmarks" / "solve_latency.py")
    result = subprocess.run(
        [sys.executable, script, "--rounds", "1", "--budget", "0.5"],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    lines = result.stdout.splitlines()
    for way in ("thread", "process"):
        row = next(line for line in lines if line.startswith(way)).split()
        median, p95, worst, took = (float(x) for x in row[-4:])
        assert 0 < median <= p95 <= worst
        assert took >= 0.5  # the search ran its whole budget: the deal is not decided
    assert any(line.startswith("process / thread: median") for line in lines)


def test_ai_move_cost_smoke_prints_the_cost_of_master_s_moves() -> None:
    script = str(ROOT / "benchmarks" / "ai_move_cost.py")
    result = subprocess.run(
        [sys.executable, script, "--smoke", "--jobs", "1"], capture_output=True, text=True, timeout=600, check=True
    )
    lines = result.stdout.splitlines()
    row = next(line for line in lines if line.split()[:2] == ["classic", "1"]).split()
    moves, mean, p95, worst = int(row[2]), float(row[3]), float(row[4]), float(row[5])
    assert moves > 0 and 0 < mean <= worst and p95 <= worst
    assert any(line.startswith("  1 suit(s): ") for line in lines)
    worst_moves = lines[lines.index("The 3 worst moves:") + 1 :]
    assert len(worst_moves) == 3 and all("deal 30000" in line for line in worst_moves)
