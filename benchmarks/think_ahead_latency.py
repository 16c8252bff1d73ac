"""How smoothly the table runs while hints think ahead.

Thinking ahead works out master's choice in a background thread of the game's own process, which
would share the interpreter with the table if it ran in the game's own process (it runs in a process
of its own). This opens two real main windows offscreen on an end game where master's choice takes
a while (one suit under duel rules, master's own game on deal 7000 up to its 79th action), and asks
for a hint in one of them (which turns thinking ahead on there). Then, round after round, it plays
a move and takes it back in one window or the other, alternating: in the first that window thinks
ahead about the position again, in the second nothing runs. Meanwhile a 10 ms timer on the GUI
thread records how far apart it fires, as a drag or an animation would feel it. Prints the median,
p95 and max gap both ways, their ratios, and how long the thinking took (from the move, including
the 300 ms the window waits for the player to leave the table alone).

    QT_QPA_PLATFORM=offscreen python benchmarks/think_ahead_latency.py [--rounds 6]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from ai_strength import quantile  # this folder is first on sys.path when a benchmark runs
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from spider_qt.ai import Opponent
from spider_qt.engine import Game
from spider_qt.i18n import LanguageSwitcher
from spider_qt.ui.controller import GameInfo
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.settings import Settings

TICK_MS = 10


def slow_position() -> Game:
    """Master's own duel game on one suit, deal 7000, after 79 actions: its choice there takes a while."""
    g = Game.new("duel", 1, 7000)
    bot = Opponent("master", seed=1)
    for _ in range(79):
        move = bot.choose(g.view())
        assert move is not None
        g.play(move)
    return g


class GapTimer:
    """A ``TICK_MS`` timer on the GUI thread that records how far apart it fires (ms), doing a little Python work
    each time, as a drag's handler or an animation step does."""

    def __init__(self) -> None:
        self._gaps: list[float] = []
        self._last = 0.0
        self._timer = QTimer()
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._timer.start()
        self._last = time.perf_counter()

    def stop(self) -> list[float]:
        """Stop, and the gaps after the first (which only measures the start)."""
        self._timer.stop()
        return self._gaps[1:]

    def _tick(self) -> None:
        now = time.perf_counter()
        self._gaps.append(1000 * (now - self._last))
        self._last = now
        sum(range(2000))


def gaps_while(app: QApplication, busy: bool, window: MainWindow, min_seconds: float) -> tuple[list[float], float]:
    """A move played and taken back in ``window``, then the timer's gaps (ms) over at least ``min_seconds``; with
    ``busy`` (the window thinks ahead), until master's choice is in as well."""
    timer = GapTimer()
    thinking = 0.0
    controller = window.controller
    game = controller.game
    assert game is not None
    start = time.perf_counter()
    controller.play(next(m for m in game.legal_moves() if m.kind == "move"))
    controller.undo()
    timer.start()
    while time.perf_counter() - start < min_seconds or (busy and not window.assist.thought_ahead()):
        app.processEvents()
        time.sleep(0.001)
    if busy:
        thinking = time.perf_counter() - start
    return timer.stop(), thinking


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=6, help="rounds each way (default 6)")
    ns = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    folder = tempfile.mkdtemp()
    settings = Settings(QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat))
    switcher = LanguageSwitcher()
    switcher.switch("en")
    windows = []
    for _ in range(2):
        window = MainWindow(settings, switcher)
        window.resize(1280, 800)
        window.show()
        window.controller.load(slow_position(), GameInfo())
        windows.append(window)
    thinker, plain = windows
    thinker.assist.request_hint()  # turns thinking ahead on, as the player's first hint does
    thinker.assist.wait_idle()
    app.processEvents()
    results: dict[str, list[float]] = {"idle": [], "thinking ahead": []}
    thinking: list[float] = []
    for r in range(ns.rounds):
        order = [False, True] if r % 2 == 0 else [True, False]
        for busy in order:
            gaps, seconds = gaps_while(app, busy, thinker if busy else plain, 0.5)
            results["thinking ahead" if busy else "idle"].extend(gaps)
            if busy:
                thinking.append(seconds)
            app.processEvents()
    print(f"Event loop while thinking ahead: a {TICK_MS} ms timer on the GUI thread, {ns.rounds} rounds each way")
    print(f"{'':<16}{'median ms':>10}{'p95 ms':>8}{'max ms':>8}")
    for name, gaps in results.items():
        print(f"{name:<16}{statistics.median(gaps):>10.1f}{quantile(gaps, 0.95):>8.1f}{max(gaps):>8.1f}")
    idle, busy_gaps = results["idle"], results["thinking ahead"]
    print(
        f"thinking / idle: median {statistics.median(busy_gaps) / statistics.median(idle):.2f}, "
        f"p95 {quantile(busy_gaps, 0.95) / quantile(idle, 0.95):.2f}, max {max(busy_gaps) / max(idle):.2f}"
    )
    print(f"thinking took (s): median {statistics.median(thinking):.2f}, max {max(thinking):.2f}")
    for window in windows:
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
