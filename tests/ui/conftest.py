"""Fixtures for driving the real main window."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from spider_qt.i18n import LanguageSwitcher
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.settings import Settings


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot: Any, settings: Settings) -> MainWindow:
    switcher = LanguageSwitcher()
    switcher.switch("en")
    settings.set("animation_speed", 0.0)
    win = MainWindow(settings, switcher)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    switcher.switch("en")
