"""The short chaos run: the real app under random faults (kill -9, a locked database, a full disk, a damaged
autosave, a killed computer player), alone and in duels, loses no game and no statistics row, and voids no duel."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).parents[2] / "benchmarks" / "chaos.py"


@pytest.mark.slow
def test_short_chaos_run_loses_nothing() -> None:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    done = subprocess.run(
        # A budget, not a measurement: on a slow machine fewer rounds run, each still checked.
        [sys.executable, str(SCRIPT), "--rounds", "10", "--seed", "7", "--budget", "25", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    print(done.stdout)
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["rounds"] >= 3 and figures["actions"] > 0
    assert figures["games_lost"] == 0, figures["problems"]
    assert figures["rows_lost"] == 0, figures["problems"]
    assert figures["set_aside_changed"] == 0, figures["problems"]
    assert figures["duels_void"] == 0 and figures["duels_stranded"] == 0, figures["problems"]
    assert not [p for p in figures["problems"] if "raised" in p], figures["problems"]
