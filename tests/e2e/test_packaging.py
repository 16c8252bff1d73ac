"""packaging/build.sh: the PyInstaller bundle starts and draws a deal, and the .deb holds a complete install."""

from __future__ import annotations

import os
import random
import re
import shutil
import struct
import subprocess
import sys
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="build.sh builds the Linux bundle and .deb"),
]

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.spiderduel.SpiderDuel"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


@dataclass(frozen=True)
class Build:
    dist: Path
    bundle: Path
    deb: Path
    version: str
    seconds: float
    log: str


def _version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Build:
    if shutil.which("dpkg-deb") is None or shutil.which("dpkg") is None:
        pytest.skip("dpkg-deb is not installed: build.sh needs a Debian-based system")
    base = tmp_path_factory.mktemp("packaging")
    dist = base / "dist"
    env = {**os.environ, "SPIDER_DUEL_BUILD": str(base / "build"), "PYTHON": sys.executable}
    started = time.monotonic()
    result = subprocess.run(
        ["bash", str(ROOT / "packaging" / "build.sh"), str(dist)], capture_output=True, text=True, env=env, timeout=1200
    )
    seconds = time.monotonic() - started
    log = result.stdout + result.stderr
    assert result.returncode == 0, log
    print(f"\npackaging/build.sh took {seconds:.0f} s\n{result.stdout[-400:]}")
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    version = _version()
    return Build(dist, dist / "spider-duel", dist / f"spider-duel_{version}_{arch}.deb", version, seconds, log)


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def _xvfb(xvfb_run: str) -> tuple[str, ...]:
    """``xvfb-run`` on a free display, searched from a random number: two runs searching from :99 at once (another
    test run, a developer's own Xvfb) can both pick the same one, and the later one's program finds no display."""
    return (xvfb_run, "-a", "-n", str(random.randrange(100, 900)))


def _run_bundle(build: Build, *args: str, platform: str = "offscreen", wrapper: tuple[str, ...] = ()) -> str:
    env = {**os.environ, "QT_QPA_PLATFORM": platform, "HOME": str(build.dist / "home")}
    env.pop("PYTHONPATH", None)
    tries = 0
    while True:
        tries += 1
        result = subprocess.run(
            [*wrapper, str(build.bundle / "spider-duel"), *args], capture_output=True, text=True, env=env, timeout=120
        )
        # xvfb-run can take an X server that is just failing (its display taken by another run at the same moment)
        # for a started one: the program then finds no display. That is the machine's, not the bundle's: once more.
        if tries == 2 or result.returncode == 0 or not wrapper or "could not connect to display" not in result.stderr:
            break
    assert result.returncode == 0, f"run {tries}: " + result.stdout + result.stderr
    return result.stdout


def test_build_reports_its_sizes_and_time(build: Build) -> None:
    assert f"bundle: {build.bundle}" in build.log
    assert f"deb:    {build.deb}" in build.log
    assert "time:" in build.log


def test_bundle_prints_its_version(build: Build) -> None:
    assert _run_bundle(build, "--version").strip() == f"spider-duel {build.version}"


def test_bundle_holds_the_game_data(build: Build) -> None:
    internal = build.bundle / "_internal" / "spider_qt"
    assert (internal / "resources" / "icons" / "spider-duel.svg").is_file()
    for size in SIZES:
        assert _png_size(internal / "resources" / "icons" / f"spider-duel-{size}.png") == (size, size)
    for ts in (ROOT / "translations").glob("*.ts"):
        assert (internal / "translations" / f"{ts.stem}.qm").is_file()


def test_bundle_draws_a_deal_into_a_screenshot(build: Build, tmp_path: Path) -> None:
    shot = tmp_path / "shot.png"
    _run_bundle(build, "--screenshot", str(shot))
    width, height = _png_size(shot)
    assert 400 <= width <= 4000 and 300 <= height <= 4000
    assert shot.stat().st_size > 10_000  # a drawn table, not an empty window


def test_bundle_runs_on_a_real_x_server(build: Build, tmp_path: Path) -> None:
    # The xcb platform plugin and the libraries it needs must all be in the bundle or on the system.
    xvfb_run = shutil.which("xvfb-run")
    if xvfb_run is None:
        pytest.skip("xvfb-run is not installed (`bash packaging/setup-debian.sh --test` installs it)")
    shot = tmp_path / "shot.png"
    _run_bundle(build, "--screenshot", str(shot), platform="xcb", wrapper=_xvfb(xvfb_run))
    assert _png_size(shot)[0] >= 400


def test_bundle_starts_the_game_without_errors(build: Build, tmp_path: Path) -> None:
    # A real start (not a screenshot run): the table is built, with everything it needs (one game per data folder
    # was kept with QtNetwork's QLocalServer, which the bundle once left out: the table then failed to build).
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path / "home")}
    env.pop("PYTHONPATH", None)
    data = tmp_path / "data"
    args = ["--rules", "classic", "--suits", "1", "--deal", "5", "--config-dir", str(data), "--data-dir", str(data)]
    with subprocess.Popen(
        [str(build.bundle / "spider-duel"), *args], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env
    ) as proc:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not (data / "autosave.spider").exists() and proc.poll() is None:
            time.sleep(0.2)  # the first deal's autosave: the table is up
        time.sleep(1.0)
        alive = proc.poll() is None
        proc.terminate()
        output, _ = proc.communicate(timeout=30)
    assert alive, output
    assert (data / "autosave.spider").exists(), output
    assert "Traceback" not in output and "Error" not in output, output


def _drive_bundle(build: Build, tmp_path: Path, script_text: str) -> tuple[str, str]:
    """Run the bundle under Xvfb through a bash script that drives it with xdotool (given the executable and a data
    folder); its output, and everything it and the game printed."""
    xvfb_run, xdotool = shutil.which("xvfb-run"), shutil.which("xdotool")
    if xvfb_run is None or xdotool is None:
        pytest.skip("xvfb-run or xdotool is not installed (`bash packaging/setup-debian.sh --test` installs both)")
    script = tmp_path / "drive.sh"
    script.write_text(script_text, encoding="utf-8")
    data = tmp_path / "data"
    data.mkdir()
    env = {**os.environ, "HOME": str(tmp_path / "home"), "QT_QPA_PLATFORM": "xcb"}
    env.pop("PYTHONPATH", None)
    result = subprocess.run(
        [*_xvfb(xvfb_run), "bash", str(script), str(build.bundle / "spider-duel"), str(data)],
        capture_output=True,
        text=True,
        env=env,
        timeout=180,
    )
    log = result.stdout + result.stderr + (data / "out.txt").read_text(encoding="utf-8", errors="replace")
    return result.stdout, log


def test_bundle_runs_the_computers_processes_from_its_own_executable(build: Build, tmp_path: Path) -> None:
    # The computer player of a duel and thinking ahead for hints run in processes started from the bundle's own
    # executable. Here a hint turns thinking ahead on and a deal sends it a position: the child must run its work
    # (multiprocessing.freeze_support in __main__.py), not the game's start-up, which refuses its arguments and dies.
    stdout, log = _drive_bundle(build, tmp_path, DRIVE_BUNDLE)
    assert "child alive after 3 s" in stdout, log
    assert "app exit 0" in stdout and "no children left" in stdout, log
    assert "Traceback" not in log, log


def test_bundle_runs_the_solver_in_a_process_of_its_own_executable(build: Build, tmp_path: Path) -> None:
    # "Is this deal winnable?" searches in a child process started from the bundle's own executable too. On a
    # four-suit deal the solver does not decide, the child must still be searching after 3 s (a child that fails to
    # start its work dies at once), and Escape (the progress dialog's Cancel) must end it.
    stdout, log = _drive_bundle(build, tmp_path, DRIVE_SOLVER)
    assert "solver alive after 3 s" in stdout, log
    assert "solver ended on cancel" in stdout and "answer shown" in stdout, log
    assert "app exit 0" in stdout, log
    assert "Traceback" not in log, log


# Starts the bundle on a four-suit deal the solver does not decide, asks "Is this deal winnable?" from the Game menu
# (Alt+G, W), checks that a child process of the bundle's own executable searches, then cancels (Escape) and quits.
DRIVE_SOLVER = r"""
set -u
app="$1"; data="$2"
"$app" --rules classic --suits 4 --deal 9106 --config-dir "$data" --data-dir "$data" >"$data/out.txt" 2>&1 &
pid=$!
wid=$(timeout 60 xdotool search --sync --onlyvisible --name "Spider Duel" | head -1)
[ -n "$wid" ] || { echo "no window"; kill $pid; exit 1; }
sleep 2
xdotool windowfocus --sync "$wid" 2>/dev/null
xdotool key alt+g
sleep 0.5
xdotool key w
child=""
for _ in $(seq 80); do
  child=$(pgrep -P $pid -f -- "--multiprocessing-fork" | head -1)
  [ -n "$child" ] && break
  sleep 0.25
done
[ -n "$child" ] || { echo "no child process"; kill $pid; exit 1; }
sleep 3
kill -0 "$child" 2>/dev/null && echo "solver alive after 3 s" || echo "solver died"
xdotool key Escape
sleep 1
kill -0 "$child" 2>/dev/null && echo "solver still running" || echo "solver ended on cancel"
box=$(timeout 10 xdotool search --sync --onlyvisible --name "Is this deal winnable" | head -1)
[ -n "$box" ] && echo "answer shown" && xdotool windowfocus --sync "$box" 2>/dev/null
xdotool key Return
sleep 0.5
xdotool windowfocus --sync "$wid" 2>/dev/null
xdotool key ctrl+q
for _ in $(seq 40); do kill -0 $pid 2>/dev/null || break; sleep 0.25; done
kill -0 $pid 2>/dev/null && { echo "app still running"; kill $pid; }
wait $pid; echo "app exit $?"
"""


# Starts the bundle on deal 5, asks for a hint (H) and deals (D), then checks that a child process of the bundle's
# own executable started and keeps running, and that quitting (Ctrl+Q) ends the game and its children.
DRIVE_BUNDLE = r"""
set -u
app="$1"; data="$2"
"$app" --rules classic --suits 1 --deal 5 --config-dir "$data" --data-dir "$data" >"$data/out.txt" 2>&1 &
pid=$!
wid=$(timeout 60 xdotool search --sync --onlyvisible --name "Spider Duel" | head -1)
[ -n "$wid" ] || { echo "no window"; kill $pid; exit 1; }
sleep 2
xdotool windowfocus --sync "$wid" 2>/dev/null
xdotool key h
sleep 1
xdotool key d
child=""
for _ in $(seq 80); do
  child=$(pgrep -P $pid -f -- "--multiprocessing-fork" | head -1)
  [ -n "$child" ] && break
  sleep 0.25
done
[ -n "$child" ] || { echo "no child process"; kill $pid; exit 1; }
sleep 3
kill -0 "$child" 2>/dev/null && echo "child alive after 3 s" || echo "child died"
xdotool key ctrl+q
wait $pid; echo "app exit $?"
sleep 1
kill -0 "$child" 2>/dev/null && echo "children left" || echo "no children left"
"""


def test_bundle_adds_itself_to_the_menu(build: Build, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    printed = _run_bundle(build, "--install-desktop-entry").split()
    entry = tmp_path / "share" / "applications" / f"{APP_ID}.desktop"
    assert str(entry) in printed and len(printed) == len(SIZES) + 4  # the duel file type too
    assert f"Exec={(build.bundle / 'spider-duel').resolve()} %f\n" in entry.read_text(encoding="utf-8")
    assert _png_size(tmp_path / "share" / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png") == (48, 48)
    assert sorted(_run_bundle(build, "--uninstall-desktop-entry").split()) == sorted(printed)
    # What is left are the MIME databases the system's tools rebuilt (without our type), never a file of ours.
    left = [p for p in (tmp_path / "share").rglob("*") if p.is_file()]
    assert [p for p in left if APP_ID in p.name or "spider" in p.name] == []
    assert all(p.name == "mimeinfo.cache" or p.relative_to(tmp_path / "share").parts[0] == "mime" for p in left)


def test_deb_control_fields(build: Build) -> None:
    def field(name: str) -> str:
        return subprocess.run(
            ["dpkg-deb", "-f", str(build.deb), name], capture_output=True, text=True, check=True
        ).stdout.strip()

    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    assert field("Package") == "spider-duel"
    assert field("Version") == build.version
    assert field("Architecture") == arch
    assert "<" in field("Maintainer") and "@" in field("Maintainer")
    depends = {d.strip() for d in field("Depends").split(",")}
    assert {"libegl1", "libxkbcommon0", "libfontconfig1", "libdbus-1-3", "libxcb-cursor0"} <= depends
    # the bundled libstdc++ and libpython need the build machine's glibc: an older system must not take it
    (libc,) = [d for d in depends if d.startswith("libc6")]
    wanted = re.fullmatch(r"libc6 \(>= (\d+)\.(\d+)\)", libc)
    assert wanted is not None, libc
    here = tuple(int(n) for n in os.confstr("CS_GNU_LIBC_VERSION").split()[1].split(".")[:2])  # type: ignore[union-attr]
    assert (int(wanted[1]), int(wanted[2])) <= here
    assert field("Description").startswith("Spider Solitaire")
    info = subprocess.run(["dpkg-deb", "-I", str(build.deb)], capture_output=True, text=True, check=True).stdout
    assert "postinst" in info and "postrm" in info


def test_deb_installs_the_bundle_command_entry_file_type_icons_and_metainfo(build: Build, tmp_path: Path) -> None:
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(build.deb), str(root)], check=True)
    executable = root / "opt" / "spider-duel" / "spider-duel"
    assert executable.is_file() and os.access(executable, os.X_OK)
    link = root / "usr" / "bin" / "spider-duel"
    assert link.is_symlink() and os.readlink(link) == "/opt/spider-duel/spider-duel"
    bundle = root / "opt" / "spider-duel"
    assert not [p for p in bundle.rglob("*") if p.is_symlink() and not p.exists()]  # no dangling link
    entry = root / "usr" / "share" / "applications" / f"{APP_ID}.desktop"
    assert entry.read_bytes() == (ROOT / "resources" / "desktop" / f"{APP_ID}.desktop").read_bytes()
    metainfo = root / "usr" / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    assert metainfo.read_bytes() == (ROOT / "resources" / "desktop" / f"{APP_ID}.metainfo.xml").read_bytes()
    mime = root / "usr" / "share" / "mime" / "packages" / f"{APP_ID}.xml"  # a double-click on a duel message
    assert mime.read_bytes() == (ROOT / "resources" / "desktop" / f"{APP_ID}.mime.xml").read_bytes()
    icons = root / "usr" / "share" / "icons" / "hicolor"
    for size in SIZES:
        assert _png_size(icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png") == (size, size)
    assert (icons / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    # Everything a user could run or read is readable by everyone.
    for path in (root / "opt").rglob("*"):
        if not path.is_symlink():
            assert path.stat().st_mode & 0o004, f"{path} is not world-readable"
