"""The duel clock does not trust one clock of the machine (issue 47 item 4): clocks injected by hand, then the real
app under faketime, which slows every clock a process asks its C library for."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from spider_qt.ui.checked_clock import CheckedClock
from spider_qt.ui.controller import CLOCK_DOUBT, GameController


class Clocks:
    """The machine's clocks, moved by hand: ``real`` seconds pass; ``slow`` is the rate the process is shown."""

    def __init__(self) -> None:
        self.values = {"monotonic": 50.0, "boot": 80.0, "uptime": 80.0, "wall": 1.8e9}

    def sources(self) -> dict[str, Any]:
        return {name: (lambda n=name: self.values[n]) for name in self.values}

    def advance(self, real: float, slow: float = 1.0, uptime: bool = True) -> None:
        """``real`` seconds pass; the clocks a preloaded library can reach show ``real * slow``."""
        for name in ("monotonic", "boot", "wall"):
            self.values[name] += real * slow
        if uptime:
            self.values["uptime"] += real


def test_clocks_that_agree_count_as_the_monotonic_clock_and_raise_no_doubt() -> None:
    clocks = Clocks()
    clock = CheckedClock(clocks.sources())
    start = clock()
    for _ in range(60):
        clocks.advance(0.2)
        clock()
    assert clock() - start == pytest.approx(12.0)
    assert clock.take_doubt() == 0.0


def test_a_slowed_process_clock_counts_the_kernels_time_and_marks_the_doubt() -> None:
    """Under faketime -f '+0 x0.1', 12 real seconds counted as 1.2."""
    clocks = Clocks()
    clock = CheckedClock(clocks.sources())
    start = clock()
    for _ in range(60):
        clocks.advance(0.2, slow=0.1)  # five readings a second, as the game's tick
        clock()
    assert clock() - start == pytest.approx(12.0, abs=0.01)
    assert clock.take_doubt() > 10.0
    assert clock.take_doubt() == 0.0  # taken once


def test_a_wall_clock_step_is_noticed_but_never_counted() -> None:
    clocks = Clocks()
    clock = CheckedClock(clocks.sources())
    start = clock()
    clocks.advance(1.0)
    clocks.values["wall"] += 3600  # set forward by hand, or by NTP
    clocks.advance(1.0)
    assert clock() - start == pytest.approx(2.0)
    assert clock.take_doubt() >= 3600


def test_what_passes_before_a_stretch_starts_is_neither_counted_nor_doubted() -> None:
    clocks = Clocks()
    clock = CheckedClock(clocks.sources())
    before = clock()
    clocks.advance(600.0, slow=0.0)  # the machine slept while the clock was stopped: only boot and uptime move
    clocks.values["boot"] += 600.0
    clock.sync()
    at_start = clock()
    clocks.advance(3.0)
    assert clock() - at_start == pytest.approx(3.0)
    assert clock.take_doubt() == 0.0
    assert at_start >= before  # never going back


def test_a_missing_clock_is_left_out() -> None:
    clocks = Clocks()
    sources = clocks.sources()
    sources["boot"] = lambda: None
    clock = CheckedClock(sources)
    start = clock()
    clocks.advance(5.0, slow=0.5)
    assert clock() - start == pytest.approx(5.0)


def test_the_controllers_clock_counts_the_longer_time_and_keeps_the_mark_with_the_game(qtbot: Any) -> None:
    clocks = Clocks()
    controller = GameController(clock=CheckedClock(clocks.sources()))
    told: list[bool] = []
    controller.clocks_disagreed.connect(lambda: told.append(True))
    controller.new_game("duel", 1, 12345, player="Ann", time_limit=20 * 60)
    for _ in range(60):
        clocks.advance(0.2, slow=0.1)
        controller.tick()
    assert controller.elapsed() == pytest.approx(12.0, abs=0.05)
    assert controller.remaining() == pytest.approx(20 * 60 - 12.0, abs=0.05)
    assert told and controller.info.extra[CLOCK_DOUBT] > 10.0
    controller.pause_clock()
    clocks.advance(100.0)  # paused: nothing counts
    controller.resume_clock()
    clocks.advance(1.0)
    assert controller.elapsed() == pytest.approx(13.0, abs=0.05)


_PRINT_ELAPSED = (
    "import json, sys, time\n"
    "from PySide6.QtCore import QCoreApplication\n"
    "from spider_qt.ui.controller import GameController\n"
    "app = QCoreApplication([])\n"
    "c = GameController()\n"
    "c.new_game('duel', 1, 7, player='Ann', time_limit=1200)\n"
    "for _ in range(int(sys.argv[1])):\n"
    "    time.sleep(0.1)\n"  # slowed too: under x0.1 each sleep lasts about a real second
    "    c.tick()\n"
    "print(json.dumps({'elapsed': c.elapsed(), 'extra': c.info.extra}), flush=True)\n"
)


@pytest.mark.skipif(shutil.which("faketime") is None, reason="faketime is not installed (setup-debian.sh --test)")
def test_a_game_clock_under_faketime_counts_the_real_time(tmp_path: Path) -> None:
    """The real controller in a process whose clocks faketime slows ten times: the kernel's uptime still moves."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    real_start = Path("/proc/uptime").read_text().split()[0]
    done = subprocess.run(
        ["faketime", "-f", "+0 x0.1", sys.executable, "-c", _PRINT_ELAPSED, "3"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    real = float(Path("/proc/uptime").read_text().split()[0]) - float(real_start)
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout.strip().splitlines()[-1])
    # Three slowed sleeps of 0.1 s are about three real seconds: the game counted about that, not a tenth of it.
    assert doc["elapsed"] >= 2.0 and doc["elapsed"] <= real + 0.5, (doc, real)
    assert doc["extra"][CLOCK_DOUBT] > 1.0
