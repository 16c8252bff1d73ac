"""How the card table plays on big and HiDPI screens: frame times of a resize, a drag, a deal, a win.

benchmarks/ui_speed.py measures the start-up and the opening deal at 1920x1080; this one measures the
table alone (a TableView and its TableScene filling the window, as in the game) at several screen sizes
and device pixel ratios, each in its own process (the ratio is fixed when Qt starts: QT_SCALE_FACTOR):

- resize: a table with all 104 cards dealt (4 suits, ~60 faces up) goes from 90 % of the screen to the
  full screen (a maximise, to a size whose card images are not cached yet); the time from the resize to
  the end of its first painted frame, and how many card images were rendered for that frame;
- drag: the top 12 cards of a long column follow the mouse for 40 steps; the time of each step (the mouse
  move handled and the frame painted);
- deal: a packet from the stock, ten cards glide down and turn over, at normal speed;
- run: the last run (K..A of spades) flies to the discard pile, at normal speed;
- win: the celebration (104 cards spring out of the discard pile and bounce down the table).

For the animations, each paint of the view is timed (the event loop runs as in the game). Figures are
medians over the runs (p95 and max of the frames), with the ratio to the baseline screen (1280x800 at
ratio 1, measured in the same run).

    python3 benchmarks/table_frames.py [--runs 5] [--screens 1280x800@1,3840x2160@1,3840x2160@2]
    python3 benchmarks/table_frames.py --grab /tmp/table.png --screens 3840x2160@2   # look at the table
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from typing import Any

SCREENS = "1280x800@1,1920x1080@1,3840x2160@1,3840x2160@2"
DRAG_CARDS = 12
DRAG_STEPS = 40


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def child(width: int, height: int, dpr: float, runs: int, grab: str | None) -> dict[str, Any]:  # noqa: C901
    """Measure every scenario on a ``width`` x ``height`` screen (device pixels) at ratio ``dpr``."""
    from PySide6.QtCore import QElapsedTimer, QEvent, QEventLoop, QPointF, Qt
    from PySide6.QtGui import QImage, QPaintEvent
    from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent, QGraphicsView

    import spider_qt.ui  # noqa: F401  (PySide6 guard)
    from spider_qt.engine import Game, Move
    from spider_qt.engine.cards import RANKS
    from spider_qt.ui.art.card_art import CACHE_LIMIT, CardArt
    from spider_qt.ui.model import TableSnapshot
    from spider_qt.ui.scene.table_scene import TableScene
    from spider_qt.ui.window.table_view import TableView

    app = QApplication.instance() or QApplication(["bench"])
    paint_ms: list[float] = []
    paint_end: list[float] = []
    original = TableView.paintEvent

    def timed_paint(self: QGraphicsView, event: QPaintEvent) -> None:
        t = time.perf_counter()
        original(self, event)
        end = time.perf_counter()
        paint_ms.append((end - t) * 1000.0)
        paint_end.append(end)

    TableView.paintEvent = timed_paint  # type: ignore[method-assign]  # time the real paint

    renders = {"n": 0}
    art_image = CardArt._image

    def counted(self: CardArt, text: str, width: int, dpr: float) -> QImage:
        before = self.cache_size
        image = art_image(self, text, width, dpr)
        renders["n"] += self.cache_size != before or before >= CACHE_LIMIT
        return image

    CardArt._image = counted  # type: ignore[method-assign]  # count renders

    class AnyRules:
        """Lets every card be dragged anywhere (the drag's cost does not depend on the rules)."""

        def movable(self, col: int) -> int:
            return 13

        def targets(self, col: int, count: int) -> list[int]:
            return list(range(10))

        def can_flip(self, col: int) -> bool:
            return False

    logical_w, logical_h = round(width / dpr), round(height / dpr)
    scene = TableScene(CardArt())
    scene.set_rules(AnyRules())  # type: ignore[arg-type]
    view = TableView(scene)
    view.resize(logical_w, logical_h)
    view.show()
    timer = QElapsedTimer()

    def spin(ms: int) -> None:
        timer.start()
        while timer.elapsed() < ms:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)

    def animate() -> list[float]:
        start = len(paint_ms)
        deadline = time.perf_counter() + 20
        while scene.is_animating() and time.perf_counter() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        spin(30)
        return paint_ms[start:]

    def until_painted(since: float) -> float:
        deadline = time.perf_counter() + 20
        while not (paint_end and paint_end[-1] > since) and time.perf_counter() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        return (paint_end[-1] - since) * 1000.0

    def images_idle() -> None:
        """Let the renders queued ahead of need finish (they are spaced a frame apart)."""
        deadline = time.perf_counter() + 30
        while scene.images._prerender and time.perf_counter() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        spin(50)

    spin(200)
    assert abs(view.viewport().devicePixelRatioF() - dpr) < 1e-6, view.viewport().devicePixelRatioF()
    out: dict[str, Any] = {"resize": [], "resize_renders": [], "resize_settle": [], "drag": [], "drag_paint": []}
    out.update(deal=[], run=[], win=[])

    full = Game.new("classic", 4, 31)
    while full.deal_allowed():
        full.play(Move("deal"))
    # A few moves onto the longest columns, so that one holds more than the 12 cards dragged.
    for _ in range(100):
        if max(len(full.column_ids(c)) for c in range(10)) > DRAG_CARDS + 1:
            break
        moves = [m for m in full.legal_moves() if m.kind == "move"]
        if not moves:
            break
        full.play(max(moves, key=lambda m: len(full.column_ids(m.dst or 0)) - len(full.column_ids(m.src or 0))))
    for run in range(runs):
        # --- resize: 90 % of the screen -> the full screen, a dealt-out table.
        scene.set_animation_speed(0)
        scene.sync(TableSnapshot.from_game(full, "load"), animate=False)
        view.resize(round(logical_w * 0.9), round(logical_h * 0.9))
        spin(50)
        images_idle()
        scene.images.art.clear_cache()  # a size never seen before (CardArt keeps the images of a few sizes)
        renders["n"] = 0
        t0 = time.perf_counter()
        view.resize(logical_w, logical_h)
        out["resize"].append(until_painted(t0))
        out["resize_renders"].append(renders["n"])
        images_idle()
        out["resize_settle"].append(renders["n"])
        if grab and run == 0:
            view.grab().save(grab)

        # --- drag: the top 12 cards of the longest column follow the mouse.
        spin(50)
        col = max(range(10), key=lambda c: len(scene.columns[c]))
        lead = scene.columns[col][-DRAG_CARDS]
        press = lead.pos() + QPointF(scene.table_layout.card_width / 2, 8)
        scene.drag._start(col, len(scene.columns[col]) - DRAG_CARDS, press)
        spin(30)
        for step in range(DRAG_STEPS):
            event = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMouseMove)
            event.setScenePos(press + QPointF(step * logical_w / 80, step * logical_h / 200))
            event.setButtons(Qt.MouseButton.LeftButton)
            before = len(paint_ms)
            t0 = time.perf_counter()
            scene.drag.move(event)
            until_painted(t0)
            out["drag"].append((paint_end[-1] - t0) * 1000.0)
            out["drag_paint"].extend(paint_ms[before:])
        scene.drag.cancel(animate=False)
        spin(30)

        # --- deal: a packet from the stock at normal speed.
        game = Game.new("classic", 4, 40 + run)
        game.play(Move("deal"))
        scene.sync(TableSnapshot.from_game(game, "load"), animate=False)
        images_idle()
        scene.set_animation_speed(1.0)
        change = game.play(Move("deal"))
        scene.sync(TableSnapshot.from_game(game, "deal", change))
        out["deal"].extend(animate())

        # --- run: K..2 of spades on column 0, the Ace joins it and the run flies to the discard pile; then the win.
        tableau: list[list[dict[str, Any]]] = [[] for _ in range(10)]
        tableau[0] = [{"card": r + "s", "up": True} for r in reversed(RANKS[1:])]
        tableau[1] = [{"card": "As", "up": True}]
        state = {"rules": "classic", "suits": 1, "seed": 99, "tableau": tableau, "stock": [], "score": 1150}
        state.update(foundations=["s"] * 7, moves=50, over=False, won=False)
        near = Game.from_state(state)
        scene.set_animation_speed(0)
        scene.sync(TableSnapshot.from_game(near, "load"), animate=False)
        images_idle()
        scene.set_animation_speed(1.0)
        change = near.play(Move("move", 1, 1, 0))
        scene.sync(TableSnapshot.from_game(near, "move", change))
        out["run"].extend(animate())
        scene.celebrate()
        out["win"].extend(animate())
    view.close()
    return out


def parse_screens(text: str) -> list[tuple[int, int, float]]:
    screens = []
    for part in text.split(","):
        size, _, ratio = part.partition("@")
        w, h = size.split("x")
        screens.append((int(w), int(h), float(ratio or 1)))
    return screens


def run_child(screen: tuple[int, int, float], runs: int, grab: str | None) -> dict[str, Any]:
    w, h, dpr = screen
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR=f"{dpr:g}")
    env.pop("QT_SCREEN_SCALE_FACTORS", None)
    # The offscreen platform's screen must hold the window (its default is 800x600).
    config = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"table_frames_screen_{os.getpid()}.json")
    with open(config, "w", encoding="utf-8") as f:
        json.dump({"screens": [{"name": "big", "x": 0, "y": 0, "width": w, "height": h, "logicalDpi": 96}]}, f)
    env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    cmd = [sys.executable, __file__, "--child", f"{w}x{h}@{dpr:g}", "--runs", str(runs)]
    if grab:
        cmd += ["--grab", grab]
    result = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900, check=False)
    os.unlink(config)
    if result.returncode != 0:
        raise RuntimeError(f"{w}x{h}@{dpr:g} failed:\n{result.stderr}")
    data: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    return data


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--screens", default=SCREENS, help=f"WxH@ratio,... in device pixels (default {SCREENS})")
    parser.add_argument("--grab", help="save the resized table of the last screen as PNG")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        (w, h, dpr) = parse_screens(args.child)[0]
        print(json.dumps(child(w, h, dpr, args.runs, args.grab)))
        return
    screens = parse_screens(args.screens)
    baseline = (1280, 800, 1.0)
    if baseline not in screens:
        screens.insert(0, baseline)
    load = os.getloadavg()[0]
    print(f"{args.runs} runs a screen, offscreen raster, load average {load:.2f} on {os.cpu_count()} CPUs")
    results = {s: run_child(s, args.runs, args.grab if s == screens[-1] else None) for s in screens}
    base = results[baseline]
    rows = [
        ("resize to full screen, first frame", "resize", False),
        ("drag of 12 cards, one step", "drag", True),
        ("  its paint", "drag_paint", True),
        ("deal of a packet, paint", "deal", True),
        ("run to the discard pile, paint", "run", True),
        ("win celebration, paint", "win", True),
    ]
    for (w, h, dpr), data in results.items():
        print(f"\n{w}x{h} at ratio {dpr:g} (window {round(w / dpr)}x{round(h / dpr)}):")
        first, total = statistics.median(data["resize_renders"]), statistics.median(data["resize_settle"])
        print(f"  card images rendered for the resize's first frame: median {first:.0f}, then in all {total:.0f}")
        for label, key, frames in rows:
            values = data[key]
            med = statistics.median(values)
            ratio = med / statistics.median(base[key])
            over = sum(v > 16 for v in values)
            extra = f", p95 {p95(values):7.2f}, max {max(values):7.2f}, {over}/{len(values)} over 16 ms"
            print(f"  {label:38s} median {med:7.2f} ms{extra if frames else ''}  (x{ratio:.2f} baseline)")
    print(f"\nload average now {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
