"""How smoothly the table runs while "Is this deal winnable?" searches: in a thread of the game's process (as it
did before) against a process of its own (as the app runs it now).

Opens the real main window offscreen on a four-suit deal the solver does not decide (so every search runs its full
budget), and alternates, round after round: the solver in a thread of this process, and the window's own
"Is this deal winnable?" (its solver process, with the progress dialog). Meanwhile a 10 ms timer on the GUI thread
records how far apart it fires, as an animation or the progress dialog would feel it. Prints the median, p95 and
max gap both ways, and their ratios (process / thread).

    QT_QPA_PLATFORM=offscreen python benchmarks/solve_latency.py [--rounds 3] [--budget 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from ai_strength import quantile  # this folder is first on sys.path when a benchmark runs
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from think_ahead_latency import TICK_MS, GapTimer

import spider_qt.ui.computer.assist_commands as assist_commands
from spider_qt.ai import solve
from spider_qt.engine import Game
from spider_qt.i18n import LanguageSwitcher
from spider_qt.ui.controller import GameInfo
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.settings import Settings

#: A four-suit deal the solver does not decide in 20 s.
UNDECIDED = 9106


def gaps_until(app: QApplication, begin: Callable[[], None], done: Callable[[], bool]) -> tuple[list[float], float]:
    """The timer's gaps (ms) from ``begin()`` until ``done()``, and the seconds that took."""
    timer = GapTimer()
    start = time.perf_counter()
    timer.start()
    begin()
    while not done():
        app.processEvents()
        time.sleep(0.001)
    return timer.stop(), time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="rounds each way (default 3)")
    parser.add_argument("--budget", type=float, default=3.0, help="seconds each search runs (default 3)")
    ns = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    commands: Any = assist_commands
    commands.solve_message = lambda parent, result: None  # no message box to click away
    folder = tempfile.mkdtemp()
    settings = Settings(QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat))
    switcher = LanguageSwitcher()
    switcher.switch("en")
    window = MainWindow(settings, switcher)
    window.resize(1280, 800)
    window.show()
    window.controller.load(Game.new("classic", 4, UNDECIDED), GameInfo())
    game = window.controller.game
    assert game is not None
    for _ in range(50):
        app.processEvents()
        time.sleep(0.01)
    answers: list[object] = []
    window.assist.solve_finished.connect(answers.append)
    results: dict[str, list[float]] = {"thread": [], "process": []}
    took: dict[str, list[float]] = {"thread": [], "process": []}
    for r in range(ns.rounds):
        for way in ("thread", "process") if r % 2 == 0 else ("process", "thread"):
            if way == "thread":
                worker = threading.Thread(target=solve, args=(game.copy(), ns.budget))
                gaps, seconds = gaps_until(app, worker.start, lambda w=worker: not w.is_alive())  # type: ignore[misc]
            else:
                answers.clear()

                def ask() -> None:
                    window.assist.solve_current(budget=ns.budget)

                gaps, seconds = gaps_until(app, ask, lambda: bool(answers))
            results[way].extend(gaps)
            took[way].append(seconds)
    print(f"Event loop while the solver searches ({ns.budget:g} s each): a {TICK_MS} ms timer on the GUI thread,")
    print(f"{ns.rounds} rounds each way, alternating")
    print(f"{'':<10}{'median ms':>10}{'p95 ms':>8}{'max ms':>8}{'search took s':>15}")
    for way, gaps in results.items():
        print(
            f"{way:<10}{statistics.median(gaps):>10.1f}{quantile(gaps, 0.95):>8.1f}{max(gaps):>8.1f}"
            f"{statistics.median(took[way]):>15.2f}"
        )
    thread, process = results["thread"], results["process"]
    print(
        f"process / thread: median {statistics.median(process) / statistics.median(thread):.2f}, "
        f"p95 {quantile(process, 0.95) / quantile(thread, 0.95):.2f}, max {max(process) / max(thread):.2f}"
    )
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
