"""How fast the table feels: start-up to first window, frame times while dealing, memory.

Prints medians of several runs, and the same figures for a bare PySide6 window
(the baseline, measured in the same run, interleaved) with the ratio between the two.

Start-up is measured two ways (``start_up.py``): the current one (``python -m spider_qt`` on a fixed
deal, its settings and data kept from run to run) and the newcomer's (the ``spider-duel`` command pip
installed, no arguments, a fresh empty data and settings folder each run). Each is measured under a
real X server (Xvfb, when installed: the time from starting the process until its first top-level
window is mapped, seen from outside by an X client watching the root window, and the resident and
peak memory 3 s after the start) and offscreen (first painted frames, reported by the game itself).
Targets: first window at most 1.5x the bare window, the table's first frame at most 2x, at most
90 MiB at 3 s.

The game shows its window first (the table's cloth) and builds the table once that frame is on
screen, so it reports two frames: the window's first frame and the table's first frame (the empty
table with its panels, menus and toolbar, just before the first deal flies in). Both are printed.

benchmarks/table_frames.py measures the table itself on big and HiDPI screens (resize, drag, deal, win).

    python3 benchmarks/ui_speed.py [--runs 7] [--no-xvfb] [--no-frames] [--script PATH | --fresh-install]

``--fresh-install`` makes a new virtual environment with ``pip install .`` (as the README's first line)
and measures its ``spider-duel``; otherwise the one beside this interpreter (or ``--script``).
"""

from __future__ import annotations

import argparse
import compileall
import itertools
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from start_up import (
    Way,
    fresh_install,
    installed_script,
    offscreen_startup,
    script_python,
    xvfb_alone_startup,
    xvfb_startup,
)


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
    from PySide6.QtGui import QPaintEvent
    from PySide6.QtWidgets import QApplication, QGraphicsView

    import spider_qt.ui  # noqa: F401  (PySide6 guard)
    from spider_qt.duel.setup import NewGameOptions
    from spider_qt.i18n import LanguageSwitcher
    from spider_qt.ui.main_window import MainWindow
    from spider_qt.ui.settings import Settings
    from spider_qt.ui.window.table_view import TableView

    app = QApplication.instance() or QApplication(["bench"])
    paint_ms: list[float] = []
    stamps: list[float] = []
    recording = {"on": False}
    original = getattr(TableView, "paintEvent", QGraphicsView.paintEvent)

    def timed_paint(self: QGraphicsView, event: QPaintEvent) -> None:
        t = time.perf_counter()
        original(self, event)
        if recording["on"]:
            paint_ms.append((time.perf_counter() - t) * 1000.0)
            stamps.append(t)

    TableView.paintEvent = timed_paint  # type: ignore[method-assign]  # time the real paint
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


def game_command(cfg: str) -> list[str]:
    """The current way: the game on a fixed deal, its settings and data kept in ``cfg`` from run to run."""
    return [
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
    ]


def ways_to_start(args: argparse.Namespace, scratch: Path) -> list[Way]:
    """The current way, and the newcomer's: the installed ``spider-duel`` with no arguments on a fresh data folder."""
    ways = [Way("python -m spider_qt, its kept folder", game_command(str(scratch / "kept")), False, sys.executable)]
    if args.fresh_install:
        repo = Path(__file__).resolve().parents[1]
        print(f"installing {repo} into a new virtual environment (pip install .) ...", flush=True)
        script: Path | None = fresh_install(repo, scratch / "venv")
    else:
        script = installed_script(args.script)
    if script is None or not script.is_file():
        print("no installed spider-duel command found (pip install . makes one; --script PATH names one)")
        return ways
    how = "pip install . just now" if args.fresh_install else str(script)
    print(f"the installed command: {how}")
    ways.append(Way("spider-duel, a fresh data folder each run", [str(script)], True, script_python(script)))
    return ways


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--no-xvfb", action="store_true", help="skip the measurement under Xvfb")
    parser.add_argument("--no-frames", action="store_true", help="skip the frame times while dealing")
    parser.add_argument("--script", metavar="PATH", help="the spider-duel to measure (default: beside python)")
    parser.add_argument(
        "--fresh-install", action="store_true", help="measure a new virtual environment's pip install . instead"
    )
    args = parser.parse_args()
    # An installed package has its bytecode compiled; without it (PYTHONDONTWRITEBYTECODE, a fresh
    # checkout) every start would compile the whole package again and measure that instead.
    import spider_qt

    compileall.compile_dir(str(Path(spider_qt.__file__).parent), quiet=1)

    scratch = Path(tempfile.mkdtemp(prefix="ui-speed-"))
    try:
        ways = ways_to_start(args, scratch)
        if args.no_xvfb:
            pass
        elif shutil.which("Xvfb") is None:
            print("Xvfb not installed (apt-get install xvfb): no measurement under a real X server")
        else:
            xvfb_startup(args.runs, ways)
            xvfb_alone_startup(args.runs, ways)
        offscreen_startup(args.runs, ways)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if args.no_frames:
        return
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
