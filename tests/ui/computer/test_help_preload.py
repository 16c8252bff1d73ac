"""Opening the Game menu starts loading what Hint, Demo and "Is this deal winnable?" need, off the GUI thread."""

from __future__ import annotations

import importlib
import threading
from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from spider_qt.ui.computer import assist


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing the keyboard)")  # a real popup, offscreen
def test_the_first_open_of_the_game_menu_imports_the_help_in_a_background_thread_once(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    win = windows.make_window(qtbot, tmp_path)
    monkeypatch.setattr(assist, "_preloading", [])  # as in a process that has not opened the menu yet
    imported: list[tuple[str, str]] = []
    real_import = importlib.import_module

    def recording_import(name: str, package: str | None = None) -> Any:
        imported.append((name, threading.current_thread().name))
        return real_import(name, package)

    monkeypatch.setattr(importlib, "import_module", recording_import)
    bar = win.menuBar()
    title = bar.actionGeometry(win.game_menu.menuAction()).center()
    for _ in range(2):
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=title)
        qtbot.waitUntil(win.game_menu.isVisible)
        win.game_menu.close()
    assert len(assist._preloading) == 1  # one thread, however often the menu opens
    assist._preloading[0].join(30.0)
    asked = [(name, thread) for name, thread in imported if name in assist.HELP_MODULES]
    assert asked == [(name, "spider-duel-preload") for name in assist.HELP_MODULES]
    assert {thread for _, thread in imported} == {"spider-duel-preload"}  # nothing on the GUI thread
