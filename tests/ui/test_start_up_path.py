"""What the real start-up (``main``, as the installed ``spider-duel`` runs it, on a fresh data folder) loads before
each of its first two frames, and that deferring it changed nothing the player sees.

The newcomer's start was 1.6-1.9x a bare PySide6 window: claiming the data folder loaded the whole store (the
database, duels, statistics, saves) before the window showed, the table's build loaded it again through the duel
setup, and the first use of the ``Qt`` namespace built its hundred-odd enums before the first frame. Speed is
measured by ``benchmarks/ui_speed.py``; these tests check what is loaded when, never a time.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import spider_qt.store as store
from spider_qt.ui import app as app_module
from spider_qt.ui.single_instance import SingleInstance

GUARD_MS = 60_000  # a guard against a hang, never a measurement

# Runs the game's own ``main`` with no arguments (a fresh start), and prints, at the window's and at the table's
# first frame, which of these modules are loaded by then and whether the ``Qt`` namespace has been touched.
_PROBE = """
import json, linecache, sys
import PySide6.QtCore as core
from spider_qt.ui import app
WATCHED = json.loads(sys.argv[1])
report = app._FrameProbe._report
def probed(self):
    loaded = sorted(name for name in WATCHED if name in sys.modules)
    kept = [name for name in linecache.cache if name.endswith("main_window.py")]  # its source, read by PySide6
    print("loaded", self._label, json.dumps(loaded), bool(kept), "Qt" in vars(core), flush=True)
    report(self)
app._FrameProbe._report = probed
sys.exit(app.main([]))
"""

_DATABASE = ["sqlite3", "spider_qt.store.database", "spider_qt.store.duels", "spider_qt.store.stats"]
_TABLE = ["spider_qt.ui.scene.table_scene", "spider_qt.engine.game", "spider_qt.ui.controller"]
_LATER = [
    "PySide6.QtNetwork",
    "spider_qt.ui.dialogs.help",
    "spider_qt.store.savefile",
    "spider_qt.store.profiles",
    "_hashlib",  # OpenSSL's libcrypto: 3 MiB resident
    "spider_qt.ui.scene.choreography",  # what moves how: from the first deal on
    "spider_qt.ui.duel.inbox",  # the later parts: duel messages, remote duels, the appearance menus
    "spider_qt.ui.duel.remote",
    "spider_qt.ui.window.appearance",
]


def _run_probe(probe: str, argument: str, *, home: Path, frames: str) -> str:
    """The output of ``probe`` run offscreen on a fresh data and settings folder under ``home``."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "SPIDER_DUEL_REPORT_FIRST_FRAME": frames,
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
    }
    command = [sys.executable, "-c", probe, argument]
    return subprocess.run(command, capture_output=True, text=True, timeout=GUARD_MS / 1000, check=True, env=env).stdout


def _fresh_start(home: Path) -> dict[str, tuple[list[str], bool, bool]]:
    out = _run_probe(_PROBE, json.dumps(_DATABASE + _TABLE + _LATER), home=home, frames="1")
    frames = {}
    for line in out.splitlines():
        if line.startswith("loaded "):
            _, label, rest = line.split(" ", 2)
            loaded, lines, qt = rest.rsplit(" ", 2)
            frames[label] = (json.loads(loaded), lines == "True", qt == "True")
    return frames


def test_a_fresh_start_loads_neither_the_database_nor_the_table_before_its_window_shows(tmp_path: Path) -> None:
    frames = _fresh_start(tmp_path)
    loaded, _, qt_namespace = frames["window-frame"]
    assert loaded == []
    assert not qt_namespace
    # The table's first frame needs the table, not the database, the help or the second-start listener.
    loaded, main_window_lines, _ = frames["first-frame"]
    assert sorted(loaded) == sorted(_TABLE)
    # The source lines PySide6's import hook read of the modules the window needed are let go once it shows.
    assert not main_window_lines
    # The data folder was claimed all the same (its lock is released at the end).
    assert (tmp_path / "data").is_dir()


def test_the_store_gives_each_name_from_its_own_module_on_first_use() -> None:
    import importlib

    for name in store.__all__:
        home = store._HOME[name]
        assert getattr(store, name) is getattr(importlib.import_module(f"spider_qt.store.{home}"), name)
    assert set(store.__all__) <= set(dir(store))
    with pytest.raises(AttributeError):
        store.no_such_name  # noqa: B018
    # The folder names stay where the shelves of games are.
    from spider_qt.store import pending

    assert (pending.KEPT_FOLDER, pending.PENDING_FOLDER) == (store.KEPT_FOLDER, store.PENDING_FOLDER)


def test_clearing_a_killed_write_loads_no_database() -> None:
    code = (
        "import sys\nfrom spider_qt.store.atomic import remove_leftover_temp_files\n"
        "from spider_qt.store.folders import KEPT_FOLDER\n"
        "heavy = ('sqlite3', 'spider_qt.store.database', 'spider_qt.store.pending')\n"
        "print(sorted(m for m in heavy if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_the_second_start_finds_the_owner_under_the_name_earlier_versions_listen_on(tmp_path: Path) -> None:
    """The socket's name is a SHA-256 of the folder, now Qt's (hashlib loaded OpenSSL for it alone): the same."""
    import hashlib

    from spider_qt.ui.single_instance import server_name

    for folder in (tmp_path, tmp_path / "Spiel für Anna", tmp_path / "caf\udce9"):
        before = hashlib.sha256(str(folder.resolve()).encode("utf-8", "surrogatepass")).hexdigest()[:24]
        assert server_name(folder) == f"spider-duel-{before}"


def test_the_source_lines_read_at_start_up_are_let_go(qapp: Any) -> None:
    import linecache

    from spider_qt.ui import start_memory

    linecache.getlines(start_memory.__file__)
    assert linecache.cache
    qapp.setProperty("_heap_trimmed", False)
    start_memory.release_freed_memory()  # once the first deal has settled
    assert not linecache.cache
    assert qapp.property("_heap_trimmed")


def test_a_window_whose_table_is_never_painted_still_answers_second_starts(qtbot: Any, tmp_path: Path) -> None:
    """The listener waits for the table's first frame; a window started minimised gets none, and a second start
    retries for two seconds only."""
    from PySide6.QtCore import QCoreApplication, QEvent

    args = app_module.build_parser().parse_args(["--data-dir", str(tmp_path), "--config-dir", str(tmp_path)])
    settings, switcher = app_module._settings_and_language(args)
    instance = app_module._claim_data_folder(args)
    assert isinstance(instance, SingleInstance)
    startup = app_module._Startup(QCoreApplication.instance(), args, settings, switcher, instance)  # type: ignore[arg-type]
    qtbot.addWidget(startup.window)
    try:
        startup.build_table()  # as after the window's first frame; the window itself is never shown
        assert instance.server is None
        assert not startup.window.later_parts_built
        qtbot.waitUntil(lambda: instance.server is not None, timeout=GUARD_MS)
        # A second start may hand over a duel message: the inbox that takes it is there first, holding it until the
        # data folder's records are attached.
        assert startup.window.later_parts_built
        assert startup.window.inbox is not None
        assert app_module.LISTEN_UNPAINTED_MS < 2000
    finally:
        instance.release()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


# Starts the game as ``spider-duel`` (the launcher) or as ``python -m spider_qt`` and prints, at each of the first two
# frames and once the first game is dealt, whether the cyclic collector runs, whether multiprocessing is loaded and
# whether the window has its task bar icon.
_LAUNCH_PROBE = """
import gc, json, runpy, sys
from PySide6.QtWidgets import QApplication
from spider_qt.ui import app
def state(label):
    icon = QApplication.instance() is not None and not QApplication.windowIcon().isNull()
    print("state", label, json.dumps([gc.isenabled(), "multiprocessing" in sys.modules, icon]), flush=True)
report = app._FrameProbe._report
def probed(self):
    state(self._label)
    if self._label == "window-frame":
        report(self)
app._FrameProbe._report = probed
deal = app._Startup.deal_first_game
def dealt(self):
    deal(self)
    state("dealt")
    QApplication.quit()
app._Startup.deal_first_game = dealt
way, sys.argv = sys.argv[1], ["spider-duel"]  # no arguments, as a newcomer starts it
if way == "launcher":
    from spider_qt.launcher import main
    sys.exit(main())
runpy.run_module("spider_qt", run_name="__main__")
"""


@pytest.mark.parametrize("way", ["launcher", "python -m spider_qt"])
def test_the_collector_the_icon_and_multiprocessing_wait_for_the_table(tmp_path: Path, way: str) -> None:
    """Start-up was 2.2x a bare window at the table's first frame: the cyclic collector's passes over the objects
    the start makes (some 8 ms), the task bar icon sent to X in seven sizes, and ``import multiprocessing`` in
    ``__main__`` for the bundle's sake all came before it. Each now waits for the table."""
    out = _run_probe(_LAUNCH_PROBE, way.split()[0], home=tmp_path, frames="stay")
    states = {
        label: json.loads(rest)
        for label, rest in (line.split(" ", 2)[1:] for line in out.splitlines() if line.startswith("state "))
    }
    # [collector on, multiprocessing loaded, icon set]
    assert states["window-frame"] == [False, False, False]
    assert states["first-frame"] == [False, False, False]
    assert states["dealt"][0] and states["dealt"][2]


def test_main_alone_leaves_the_collector_as_it_found_it(tmp_path: Path) -> None:
    """Only the launcher holds the collector; ``main`` called on its own (tests, the bundle's children) and every
    way out of it (here ``--version``) leave it running."""
    code = (
        "import gc, sys\nfrom spider_qt.ui import app\n"
        "try:\n    app.main(['--version'], collector_held=True)\nexcept SystemExit:\n    pass\n"
        "print(gc.isenabled())"
    )
    code_held = "import gc\ngc.disable()\n" + code
    for source in (code, code_held):
        out = subprocess.run([sys.executable, "-c", source], capture_output=True, text=True, check=True).stdout
        assert out.strip().splitlines()[-1] == "True"


def test_pyside_reads_neither_our_sources_nor_the_standard_librarys_and_still_reads_the_others(
    tmp_path: Path,
) -> None:
    """PySide6's import hook read the whole source of each module imported after it, to see whether it asks for a
    ``__feature__`` (some 10 ms before the table's first frame). Ours are recorded unread, as modules that use PySide6
    with no feature switched on; the standard library's unread, as modules that do not use it; any other module is
    still read as PySide6 reads it."""
    (tmp_path / "names_qt.py").write_text('"""Mentions PySide6."""\n', encoding="utf-8")
    (tmp_path / "plain_other.py").write_text('"""Mentions no toolkit."""\n', encoding="utf-8")
    code = (
        "import linecache, sys\n"
        f"sys.path.insert(0, {str(tmp_path)!r})\n"
        "import spider_qt.ui as ui\n"
        "from spider_qt.ui.main_window import MainWindow\n"
        "from json import dumps\n"
        "import names_qt, plain_other\n"
        "known = sys.modules['shibokensupport.feature'].pyside_feature_dict\n"
        "ours = [name for name in linecache.cache if '/spider_qt/' in name]\n"
        "json_read = any(name.endswith('/json/__init__.py') for name in linecache.cache)\n"
        "others = [name.rsplit('/', 1)[1] for name in linecache.cache if name.startswith(sys.path[0])]\n"
        "print(ui.FEATURE_SCAN_SPARED, known.get('spider_qt.ui.main_window'), known.get('json'), json_read)\n"
        "print(known.get('names_qt'), known.get('plain_other'), sorted(others), ours)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    spared, others = out.splitlines()
    # Spared (with the PySide6 this project pins: another one with a different hook shows False here); our module
    # recorded as using PySide6 without a feature, json as not using it, neither read.
    assert spared.split() == ["True", "0", "-1", "False"]
    # Modules of neither kind are read and judged by PySide6 itself; still no source of ours read.
    assert others == "0 -1 ['names_qt.py', 'plain_other.py'] []"
