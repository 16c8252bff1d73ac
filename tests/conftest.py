"""Shared test configuration: headless Qt, deterministic hypothesis in CI."""

from __future__ import annotations

import atexit
import inspect
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from PySide6.QtCore import QCoreApplication, QLocale

import spider_qt.ui  # noqa: F401  (applies the PySide6 6.12 bool refcount guard before any Qt test)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests never read or write the player's own settings, profiles, statistics or saved games:
# Qt's standard places (QSettings(), the data folder, the cache) and those of every program the
# tests start point into a folder of this run, removed at its end.
_PLACES = Path(tempfile.mkdtemp(prefix="spider-duel-tests-"))
os.environ["XDG_CONFIG_HOME"] = str(_PLACES / "config")
os.environ["XDG_DATA_HOME"] = str(_PLACES / "share")
os.environ["XDG_CACHE_HOME"] = str(_PLACES / "cache")
os.environ["XDG_STATE_HOME"] = str(_PLACES / "state")
# Tools installed beside this interpreter (a virtual environment's pyside6-lupdate, spider-duel) are
# found as they would be in an activated environment, also when pytest runs as `.venv/bin/python -m pytest`.
os.environ["PATH"] = str(Path(sys.executable).parent) + os.pathsep + os.environ.get("PATH", "")

atexit.register(shutil.rmtree, _PLACES, ignore_errors=True)

settings.register_profile("ci", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None)
# The inner loop tries a quarter of the examples (helpers.examples scales the tests that set their own count); CI
# and every run that keeps the slow tests try them all.
settings.register_profile("inner", deadline=None, max_examples=25)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def pytest_configure(config: pytest.Config) -> None:
    """A run outside CI that leaves the slow tests out (``-m "not slow and not process"``) is the inner loop."""
    if not os.environ.get("CI") and "not slow" in (config.getoption("markexpr", "") or ""):
        settings.load_profile("inner")


@pytest.fixture(autouse=True)
def _language_left_as_found() -> Iterator[None]:
    """A test that switches the UI's language switches it back: a translator left installed changes
    the words every later test reads."""
    yield
    if QCoreApplication.instance() is not None and QLocale().language() not in _NEUTRAL:
        pytest.fail(f"the test left the UI in {QLocale().name()}: switch its LanguageSwitcher back to English")


_NEUTRAL = (QLocale.Language.English, QLocale.Language.C)

# Tests that start real processes: the app or a tool as a subprocess, or the computer player, the solver or the
# think-ahead in child processes. A test is marked ``process`` when its own code (or its module's, for the files
# whose every test runs the app) starts one, or reaches into a child process to kill it or wait for it (``_process``,
# ``kill()``), or asks the AI for worker processes, or holds a database from a second process or mounts a file
# system (``fault_helpers``); ``-m "not slow and not process"`` is the inner loop.
_PROCESS_WORDS = (
    "subprocess",
    "sys.executable",
    "Popen",
    "run_app",
    "start_app",
    'spider-duel"',
    "._process",
    ".kill()",
    "os.kill(",
    "set_workers(2)",
    "database_held(",
    "small_file_system(",
)
_PROCESS_FIXTURES = ("two_workers",)
_PROCESS_FOLDERS = ("e2e", "compat")
_PROCESS_MODULES = ("test_benchmark_smoke.py", "test_store_upgrade_interrupted.py", "test_staged_start.py")


def _starts_processes(item: pytest.Item) -> bool:
    path = Path(str(item.fspath))
    if path.parent.name in _PROCESS_FOLDERS or path.name in _PROCESS_MODULES:
        return True
    if any(name in _PROCESS_FIXTURES for name in getattr(item, "fixturenames", ())):
        return True
    function = getattr(item, "function", None)
    if function is None:
        return False
    try:
        source = inspect.getsource(function)
    except (OSError, TypeError):
        return False
    return any(word in source for word in _PROCESS_WORDS)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark end-to-end tests (``e2e``: the real app in its own process) and tests that start processes (``process``)."""
    for item in items:
        if Path(str(item.fspath)).parent.name == "e2e":
            item.add_marker(pytest.mark.e2e)
        if _starts_processes(item):
            item.add_marker(pytest.mark.process)
