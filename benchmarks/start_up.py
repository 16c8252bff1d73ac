"""Start-up figures for ui_speed.py: each way of starting the game against a bare PySide6 window, same run.

A way is a command line and a data folder: the current way (``python -m spider_qt`` on a fixed deal, its settings
and data kept in one folder from run to run) and the newcomer's (the ``spider-duel`` command pip installed, no
arguments, a fresh empty data and settings folder each run, as on a first start). Each is measured under a real X
server (Xvfb: the first top-level window mapped, seen from outside by an X client; the memory 3 s after the start),
on an Xvfb with no other client, as ``xvfb-run`` gives (the first painted frames, reported by the game itself), and
offscreen (the same), the runs of every way and of the bare window interleaved. The bare window runs on each way's
own interpreter.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

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
    mem = {}
    for line in open("/proc/self/status"):
        if line.startswith(("VmRSS:", "VmHWM:")):
            mem[line[:5]] = int(line.split()[1])
    print(f"first-frame {time.time():.6f} rss-kib {mem['VmRSS']} hwm-kib {mem['VmHWM']}", flush=True)
    app.quit()
app = QApplication(["bare"])
w = QMainWindow(); label = QLabel("bare Qt window"); w.setCentralWidget(label); w.resize(1280, 800)
probe = Probe(); label.installEventFilter(probe)
w.show()
app.exec()
"""

# The same window, left on screen until the benchmark ends it (for the Xvfb measurement).
BARE_QT_STAYS = BARE_QT.replace("label.installEventFilter(probe)", "")

MAP_NOTIFY = 19
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
TARGET_WINDOW, TARGET_TABLE, TARGET_MIB = 1.5, 2.0, 90.0


@dataclass
class Way:
    """One way of starting the game: its command, and whether each run gets a fresh, empty data folder."""

    label: str
    command: list[str]
    fresh: bool
    python: str  # the interpreter it runs on: the bare window runs on the same

    @contextmanager
    def environment(self, base: dict[str, str]) -> Iterator[dict[str, str]]:
        """``base``, and for a fresh way the platform's data and settings places in a new empty folder."""
        if not self.fresh:
            yield base
            return
        home = tempfile.mkdtemp(prefix="spider-duel-fresh-")
        try:
            yield {**base, "XDG_DATA_HOME": f"{home}/data", "XDG_CONFIG_HOME": f"{home}/config"}
        finally:
            shutil.rmtree(home, ignore_errors=True)


@dataclass
class Samples:
    """Per-run figures of one way (or of a bare window)."""

    window_ms: list[float] = field(default_factory=list)
    table_ms: list[float] = field(default_factory=list)
    cpu_ms: list[float] = field(default_factory=list)
    rss_mib: list[float] = field(default_factory=list)
    peak_mib: list[float] = field(default_factory=list)


def script_python(script: Path) -> str:
    """The interpreter a console script runs on (its ``#!`` line), else this one."""
    first = script.read_bytes().split(b"\n", 1)[0].decode(errors="replace")
    python = first[2:].strip()
    if not first.startswith("#!") or " " in python or Path(python).parent == Path(sys.executable).parent:
        return sys.executable  # the same environment (its python3 or its python): one bare window for both
    return python


def installed_script(explicit: str | None) -> Path | None:
    """The ``spider-duel`` command pip made: ``explicit``, else the one beside this interpreter, else on PATH."""
    if explicit:
        return Path(explicit)
    beside = Path(sys.executable).parent / "spider-duel"
    if beside.is_file():
        return beside
    found = shutil.which("spider-duel")
    return Path(found) if found else None


def fresh_install(repo: Path, where: Path) -> Path:
    """``python3 -m venv`` and ``pip install .`` of ``repo`` into ``where``, as the README's first line does;
    returns the installed ``spider-duel``."""
    subprocess.run([sys.executable, "-m", "venv", str(where)], check=True)
    pip = [str(where / "bin" / "python"), "-m", "pip", "install", "--quiet", str(repo)]
    subprocess.run(pip, check=True, stdout=subprocess.DEVNULL)
    return where / "bin" / "spider-duel"


class MapWatcher:
    """An X client that sees every top-level window mapped on a display."""

    def __init__(self, display: str) -> None:
        name = ctypes.util.find_library("X11")
        if name is None:
            raise OSError("libX11 not found")
        x = ctypes.CDLL(name)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        x.XPending.argtypes = [ctypes.c_void_p]
        x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x.XConnectionNumber.argtypes = [ctypes.c_void_p]
        x.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self._x = x
        self._dpy = x.XOpenDisplay(display.encode())
        if not self._dpy:
            raise OSError(f"cannot open display {display}")
        self._root = x.XDefaultRootWindow(self._dpy)
        x.XSelectInput(self._dpy, self._root, SUBSTRUCTURE_NOTIFY_MASK)
        x.XSync(self._dpy, 0)
        self._fd = x.XConnectionNumber(self._dpy)
        self._event = ctypes.create_string_buffer(192)  # sizeof(XEvent) is 192 on 64-bit systems

    def drain(self) -> None:
        """Forget the events seen so far."""
        self._x.XSync(self._dpy, 0)
        while self._x.XPending(self._dpy):
            self._x.XNextEvent(self._dpy, self._event)

    def wait_for_map(self, timeout: float) -> float | None:
        """time.monotonic() when a top-level window (not override-redirect) was mapped, or None on timeout."""
        end = time.monotonic() + timeout
        while True:
            while self._x.XPending(self._dpy):
                self._x.XNextEvent(self._dpy, self._event)
                now = time.monotonic()
                # XMapEvent: int type; unsigned long serial; Bool send_event; Display *display;
                # Window event; Window window; Bool override_redirect (LP64 layout).
                kind = ctypes.c_int.from_buffer(self._event, 0).value
                override = ctypes.c_int.from_buffer(self._event, 48).value
                if kind == MAP_NOTIFY and not override:
                    return now
            left = end - time.monotonic()
            if left <= 0:
                return None
            select.select([self._fd], [], [], left)

    def close(self) -> None:
        self._x.XCloseDisplay(self._dpy)


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    """A fresh Xvfb server on a free display number; returns it and the display name."""
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        pass_fds=(write_fd,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_fd)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read_fd, 16)
        if not chunk:
            raise OSError("Xvfb did not start")
        number += chunk
    os.close(read_fd)
    return server, f":{number.decode().strip()}"


def memory_mib(pid: int) -> tuple[float, float]:
    """(resident, peak resident) memory of a running process, in MiB."""
    found = {"VmRSS:": float("nan"), "VmHWM:": float("nan")}
    for line in Path(f"/proc/{pid}/status").read_text(encoding="ascii").splitlines():
        if line[:6] in found:
            found[line[:6]] = int(line.split()[1]) / 1024.0
    return found["VmRSS:"], found["VmHWM:"]


def cpu_ms(pid: int) -> float:
    """CPU time (user + system) a running process has used so far, in ms (10 ms steps)."""
    fields = Path(f"/proc/{pid}/stat").read_text(encoding="ascii").rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000.0 / os.sysconf("SC_CLK_TCK")


def mapped_window(cmd: list[str], env: dict[str, str], watcher: MapWatcher, settle: float, into: Samples) -> None:
    """One start under X: ms from process start until its first top-level window is mapped, CPU ms used by then,
    resident and peak MiB ``settle`` s after start, ms until the table's first frame as the game reports it (none
    for the bare window).

    Raises:
        RuntimeError: when no window is mapped within 60 s.
    """
    watcher.drain()
    t0 = time.monotonic()
    wall0 = time.time()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        mapped = watcher.wait_for_map(60.0)
        if mapped is None:
            raise RuntimeError(f"no window mapped: {cmd}")
        into.window_ms.append((mapped - t0) * 1000.0)
        into.cpu_ms.append(cpu_ms(proc.pid))
        time.sleep(max(0.0, t0 + settle - time.monotonic()))
        rss, peak = memory_mib(proc.pid)
        into.rss_mib.append(rss)
        into.peak_mib.append(peak)
        assert proc.stdout is not None
        os.set_blocking(proc.stdout.fileno(), False)
        for line in (proc.stdout.read() or b"").decode().splitlines():
            if line.startswith("first-frame"):
                into.table_ms.append((float(line.split()[1]) - wall0) * 1000.0)
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def first_frames(cmd: list[str], env: dict[str, str], into: Samples) -> None:
    """One offscreen start: ms from process start to the window's and to the table's first painted frame (the same
    for the bare window), resident and peak MiB at the table's."""
    t0 = time.time()
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120, check=True).stdout
    frames = {ln.split()[0]: ln.split() for ln in out.splitlines() if ln.endswith(tuple("0123456789"))}
    table = frames["first-frame"]
    window = frames.get("window-frame", table)
    into.table_ms.append((float(table[1]) - t0) * 1000.0)
    into.window_ms.append((float(window[1]) - t0) * 1000.0)
    into.rss_mib.append(int(table[3]) / 1024.0)
    into.peak_mib.append(int(table[5]) / 1024.0 if len(table) > 5 else float("nan"))


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def _ratio(ours: list[float], bare: list[float], target: float) -> str:
    ratio = _median(ours) / _median(bare)
    return f"{ratio:4.2f}x{'' if ratio <= target else ' (over)':7}"


def _print_table(title: str, ways: list[Way], ours: dict[str, Samples], bare: dict[str, Samples], cpu: bool) -> None:
    print(title)
    print(f"  {'':44} {'window ms':>9} {'ratio':13} {'table ms':>8} {'ratio':13} {'MiB':>5} {'peak':>5}")
    shown: set[str] = set()
    for way in ways:
        base = bare[way.python]
        if way.python not in shown:
            shown.add(way.python)
            label = "bare PySide6 window" + ("" if len(bare) == 1 else f" ({Path(way.python).parent.parent.name})")
            print(
                f"  {label:44} {_median(base.window_ms):9.0f} {'':13} {'':8} {'':13} "
                f"{_median(base.rss_mib):5.1f} {_median(base.peak_mib):5.1f}"
            )
        s = ours[way.label]
        mib = _median(s.rss_mib)
        print(
            f"  {way.label:44} {_median(s.window_ms):9.0f} {_ratio(s.window_ms, base.window_ms, TARGET_WINDOW)} "
            f"{_median(s.table_ms):8.0f} {_ratio(s.table_ms, base.window_ms, TARGET_TABLE)} "
            f"{mib:5.1f} {_median(s.peak_mib):5.1f}{'' if mib <= TARGET_MIB else ' (over)'}"
        )
        if cpu:
            # On a busy machine the wall time depends on what else runs; the CPU time used until the window was
            # mapped does much less so.
            print(
                f"  {'':44} CPU until mapped {_median(s.cpu_ms):.0f} ms, bare {_median(base.cpu_ms):.0f} ms, "
                f"ratio {_median(s.cpu_ms) / _median(base.cpu_ms):4.2f}"
            )


def _interleaved(
    runs: int,
    ways: list[Way],
    env: dict[str, str],
    measure: Callable[[list[str], dict[str, str], Samples], None],
    bare_script: str,
) -> tuple[dict[str, Samples], dict[str, Samples]]:
    ours = {way.label: Samples() for way in ways}
    bare = {way.python: Samples() for way in ways}
    for _ in range(runs):
        for way in ways:
            with way.environment(env) as way_env:
                measure(way.command, way_env, ours[way.label])
        for python, samples in bare.items():
            measure([python, "-c", bare_script], env, samples)
    return ours, bare


def xvfb_startup(runs: int, ways: list[Way]) -> None:
    """Print the start-up under Xvfb: first window mapped, the table's first frame, memory at 3 s."""
    server, display = start_xvfb()
    try:
        env = {k: v for k, v in os.environ.items() if k != "WAYLAND_DISPLAY"}
        env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", SPIDER_DUEL_REPORT_FIRST_FRAME="stay")
        watcher = MapWatcher(display)

        def measure(settle: float) -> Callable[[list[str], dict[str, str], Samples], None]:
            return lambda cmd, run_env, into: mapped_window(cmd, run_env, watcher, settle, into)

        # One run of each first, not counted: loads them from disk into the page cache.
        _interleaved(1, ways, env, measure(0.0), BARE_QT_STAYS)
        ours, bare = _interleaved(runs, ways, env, measure(3.0), BARE_QT_STAYS)
        watcher.close()
    finally:
        server.terminate()
        server.wait()
    _print_table(
        f"Xvfb, medians of {runs} runs: first top-level window mapped; the table's first frame (the game reports "
        "it); resident and peak MiB 3 s after start",
        ways,
        ours,
        bare,
        cpu=True,
    )


def xvfb_alone_startup(runs: int, ways: list[Way]) -> None:
    """Print the start-up on an Xvfb that has no other client (as ``xvfb-run`` gives): the window's and the table's
    first painted frames as the game reports them, and memory at the table's.

    The measurement above keeps an X client connected to watch windows map; an X server with no other client
    resets itself each time its last client leaves, and a client that connects meanwhile waits for it.
    """
    server, display = start_xvfb()
    try:
        env = {k: v for k, v in os.environ.items() if k != "WAYLAND_DISPLAY"}
        env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", SPIDER_DUEL_REPORT_FIRST_FRAME="1")
        _interleaved(1, ways, env, first_frames, BARE_QT)
        ours, bare = _interleaved(runs, ways, env, first_frames, BARE_QT)
    finally:
        server.terminate()
        server.wait()
    _print_table(
        f"Xvfb with no other client (xvfb-run), medians of {runs} runs: the window's and the table's first painted "
        "frames; resident and peak MiB at the table's",
        ways,
        ours,
        bare,
        cpu=False,
    )


def offscreen_startup(runs: int, ways: list[Way]) -> None:
    """Print the start-up offscreen: the window's and the table's first frames, memory at the table's."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env["SPIDER_DUEL_REPORT_FIRST_FRAME"] = "1"
    _interleaved(1, ways, env, first_frames, BARE_QT)  # not counted, as under Xvfb: fills the page cache
    ours, bare = _interleaved(runs, ways, env, first_frames, BARE_QT)
    _print_table(
        f"{env['QT_QPA_PLATFORM']}, medians of {runs} runs: the window's and the table's first painted frames; "
        "resident and peak MiB at the table's",
        ways,
        ours,
        bare,
        cpu=False,
    )
    print(
        f"targets: first window <= {TARGET_WINDOW:.2f}x the bare window, the table's first frame <= "
        f"{TARGET_TABLE:.2f}x, at most {TARGET_MIB:.0f} MiB (Xvfb, 3 s after start)"
    )
