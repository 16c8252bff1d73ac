"""Shared test configuration: headless Qt, deterministic hypothesis in CI."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import HealthCheck, settings

import spider_qt.ui  # noqa: F401  (applies the PySide6 6.12 bool refcount guard before any Qt test)

settings.register_profile("ci", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")
