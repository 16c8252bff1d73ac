"""How fast the table feels: start-up to first frame, frame times while dealing, memory.

Prints medians of several runs, and the same figures for a bare PySide6 window
(the baseline, measured in the same run) with the ratio between the two.

    QT_QPA_PLATFORM=offscreen python3 benchmarks/ui_speed.py [--runs 5]
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE_QT = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
class Probe(QObject):
    seen = False
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            QTimer.singleShot(0, report)
        return False
def report():
    rss = 0
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            rss = int(line.split()[1])
    print(f"first-frame {time.time():.6f} rss-kib {rss}", flush=True)
    app.quit()
app = QApplication(["bare"])
w = QMainWindow(); label = QLabel("bare Qt window"); w.setCentralWidget(label); w.resize(1280, 800)
probe = Probe(); label.installEventFilter(probe)
w.show()
app.exec()
"""


def first_frame(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(ms from process start to first painted frame, resident MiB then)."""
    t0 = time.time()
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120, check=True).stdout
    line = next(ln for ln in out.splitlines() if ln.startswith("first-frame"))
    parts = line.split()
    return (float(parts[1]) - t0) * 1000.0, int(parts[3]) / 1024.0


def deal_frames(runs: int) -> tuple[list[float], list[float], list[float], list[float], list[float]]:
    """Frame figures (ms) while the opening deal animates at normal speed, and while the stock deals a packet.

    Returns the opening deal's paint durations and intervals between its animation frames, the delays
    from asking for a new game to its first frame and from that frame to the first animated one, and
    the paint durations of a packet dealt from the stock.

    The event loop runs as in the game (Qt repaints only what changed); every paint of the
    table is timed by wrapping the view's paintEvent.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QSettings
    from PySide6.QtWidgets import QApplication, QGraphicsView

    import spider_qt.ui  # noqa: F401  (PySide6 guard)
    from spider_qt.i18n import LanguageSwitcher
    from spider_qt.ui.dialogs.new_game import NewGameOptions
    from spider_qt.ui.main_window import MainWindow
    from spider_qt.ui.settings import Settings
    from spider_qt.ui.table_view import TableView

    app = QApplication.instance() or QApplication(["bench"])
    paint_ms: list[float] = []
    stamps: list[float] = []
    recording = {"on": False}
    original = getattr(TableView, "paintEvent", QGraphicsView.paintEvent)

    def timed_paint(self: TableView, event: object) -> None:
        t = time.perf_counter()
        original(self, event)
        if recording["on"]:
            paint_ms.append((time.perf_counter() - t) * 1000.0)
            stamps.append(t)

    TableView.paintEvent = timed_paint  # type: ignore[method-assign]
    intervals: list[float] = []
    latency: list[float] = []
    first_tick: list[float] = []
    stock_paint: list[float] = []
    for run in range(runs):
        tmp = tempfile.mkdtemp()
        settings = Settings(QSettings(os.path.join(tmp, "s.ini"), QSettings.Format.IniFormat))
        settings.set("animation_speed", 1.0)
        win = MainWindow(settings, LanguageSwitcher())
        win.resize(1920, 1080)
        win.show()
        app.processEvents()
        stamps.clear()
        recording["on"] = True
        asked = time.perf_counter()
        win.start_game(NewGameOptions(rules="classic", suits=4, seed=100 + run))
        deadline = time.perf_counter() + 15
        while win.scene.is_animating() and time.perf_counter() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        recording["on"] = False
        if stamps:
            latency.append((stamps[0] - asked) * 1000.0)
        # The first frame shows the cleared table; Qt's animation clock ticks for the first time one frame
        # interval after the next pass of the event loop, so that first gap is the start-up latency of the
        # animation itself and is reported with the latency, not with the frame intervals.
        gaps = [(b - a) * 1000.0 for a, b in itertools.pairwise(stamps)]
        if gaps:
            first_tick.append(gaps[0])
        intervals.extend(gaps[1:])
        if os.environ.get("UI_SPEED_VERBOSE"):
            slow = [(i, round(p, 1)) for i, p in enumerate(paint_ms[-len(stamps) :]) if p > 16.0]
            print(f"  run {run}: {len(stamps)} frames, over 16 ms at (frame, ms): {slow}")
        # A packet from the stock: ten cards glide down and turn over (every face is new to the table).
        before = len(paint_ms)
        recording["on"] = True
        win.controller.deal()
        deadline = time.perf_counter() + 15
        while win.scene.is_animating() and time.perf_counter() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        recording["on"] = False
        stock_paint.extend(paint_ms[before:])
        del paint_ms[before:]
        win.close()
        win.deleteLater()
        app.processEvents()
    return paint_ms, intervals, latency, first_tick, stock_paint


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env["SPIDER_DUEL_REPORT_FIRST_FRAME"] = "1"

    ours, bare = [], []
    for _ in range(args.runs):
        cfg = tempfile.mkdtemp()
        ours.append(
            first_frame(
                [
                    sys.executable,
                    "-m",
                    "spider_qt",
                    "--config-dir",
                    cfg,
                    "--data-dir",
                    cfg,
                    "--suits",
                    "4",
                    "--deal",
                    "1",
                    "--size",
                    "1280x800",
                ],
                env,
            )
        )
        bare.append(first_frame([sys.executable, "-c", BARE_QT], env))
    ms = statistics.median(t for t, _ in ours)
    mib = statistics.median(m for _, m in ours)
    bare_ms = statistics.median(t for t, _ in bare)
    bare_mib = statistics.median(m for _, m in bare)
    print(f"start-up to first frame: {ms:7.1f} ms (bare PySide6 window {bare_ms:6.1f} ms, ratio {ms / bare_ms:4.2f})")
    print(
        f"resident memory at first frame: {mib:6.1f} MiB (bare PySide6 window {bare_mib:5.1f} MiB)  target <= 100 MiB"
    )
    paint, intervals, latency, first_tick, stock_paint = deal_frames(args.runs)
    print(
        f"opening deal at 1920x1080, {len(paint)} frames over {args.runs} runs: paint time median "
        f"{statistics.median(paint):.2f} ms, p95 {p95(paint):.2f} ms, max {max(paint):.2f} ms "
        f"(target: no frame over 16 ms; {sum(p > 16.0 for p in paint)} over)"
    )
    print(
        f"interval between animated frames incl. event processing: median {statistics.median(intervals):.2f} ms, "
        f"p95 {p95(intervals):.2f} ms, max {max(intervals):.2f} ms"
    )
    print(
        "new game asked -> first frame of its deal: "
        f"median {statistics.median(latency):.1f} ms, max {max(latency):.1f} ms; "
        f"then to the first animated frame: median {statistics.median(first_tick):.1f} ms"
    )
    print(
        f"a packet dealt from the stock, {len(stock_paint)} frames: paint time median "
        f"{statistics.median(stock_paint):.2f} ms, p95 {p95(stock_paint):.2f} ms, max {max(stock_paint):.2f} ms "
        f"({sum(p > 16.0 for p in stock_paint)} over 16 ms)"
    )


if __name__ == "__main__":
    main()
