"""Shared test configuration: headless Qt, deterministic hypothesis in CI."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tools installed beside this interpreter (a virtual environment's pyside6-lupdate, spider-duel) are
# found as they would be in an activated environment, also when pytest runs as `.venv/bin/python -m pytest`.
os.environ["PATH"] = str(Path(sys.executable).parent) + os.pathsep + os.environ.get("PATH", "")

from hypothesis import HealthCheck, settings

import spider_qt.ui  # noqa: F401  (applies the PySide6 6.12 bool refcount guard before any Qt test)

settings.register_profile("ci", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")
