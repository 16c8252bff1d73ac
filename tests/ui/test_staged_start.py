"""Start-up shows the window first (the table's cloth), then builds the table once that frame is on screen."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage

from spider_qt.i18n import LanguageSwitcher
from spider_qt.ui.art.looks import FELT_IDS
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.settings import Settings
from spider_qt.ui.window.shell import ClothPlaceholder, cloth_colour


@pytest.fixture
def switcher() -> Iterator[LanguageSwitcher]:
    """German (the longest texts), English again afterwards."""
    switcher = LanguageSwitcher()
    switcher.switch("de")
    yield switcher
    switcher.switch("en")


def _staged(
    qtbot: Any, tmp_path: Path, switcher: LanguageSwitcher, felt: str = "blue", resize: bool = True
) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set("felt", felt)
    win = MainWindow(settings, switcher, staged=True)
    qtbot.addWidget(win)
    if resize:
        win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_the_first_frame_is_the_chosen_cloth_then_build_makes_the_whole_table(
    qtbot: Any, tmp_path: Path, switcher: LanguageSwitcher
) -> None:
    win = _staged(qtbot, tmp_path, switcher)
    assert not win.built
    assert isinstance(win.centralWidget(), ClothPlaceholder)
    assert win.menuBar().actions() == []  # no menus yet: they come with the table
    image: QImage = win.grab().toImage()
    cloth = cloth_colour("blue")
    for x, y in ((0.5, 0.42), (0.1, 0.9), (0.9, 0.2)):
        assert image.pixelColor(int(image.width() * x), int(image.height() * y)).name() == cloth.name()
    assert len({cloth_colour(felt).name() for felt in FELT_IDS}) == len(FELT_IDS)
    assert win.windowTitle() == "Spider Duel"

    win.build()
    assert win.built and win.centralWidget() is win.view
    assert win.view.felt == "blue"
    assert [a.text() for a in win.menuBar().actions()][:2] == ["&Spiel", "&Optionen"]
    menus = win.menuBar().actions()
    win.build()  # a second call changes nothing
    assert win.menuBar().actions() == menus


def test_closing_before_the_table_is_built_keeps_the_size_and_asks_nothing(
    qtbot: Any, tmp_path: Path, switcher: LanguageSwitcher
) -> None:
    win = _staged(qtbot, tmp_path, switcher)
    win.resize(900, 650)
    assert win.close()
    geometry = win.settings.geometry()
    assert geometry is not None
    again = _staged(qtbot, tmp_path, switcher, resize=False)
    # Restored the way a complete window restores it (the offscreen screen is 800 px wide and clamps it).
    complete = MainWindow(again.settings, again.switcher)
    qtbot.addWidget(complete)
    assert again.size() == complete.size() and again.height() == 650


def test_a_language_switch_before_the_table_is_built_renames_the_window(
    qtbot: Any, tmp_path: Path, switcher: LanguageSwitcher
) -> None:
    win = _staged(qtbot, tmp_path, switcher)
    win.switcher.switch("en")
    win.retranslate()
    assert win.windowTitle() == "Spider Duel" and not win.built


def test_the_first_frame_needs_neither_the_table_nor_the_game_nor_the_network(tmp_path: Path) -> None:
    # What start-up loads before its window shows decides how soon the window is there (see
    # benchmarks/ui_speed.py); the table, the whole engine, the store and QtNetwork come after.
    code = (
        "import sys\n"
        "from PySide6.QtCore import QSettings\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication(['t'])\n"
        "from spider_qt.ui import app as start\n"
        "start.build_parser().parse_args(['--rules', 'duel', '--deal', '5'])\n"
        "from spider_qt.i18n import LanguageSwitcher\n"
        "from spider_qt.ui.main_window import MainWindow\n"
        "from spider_qt.ui.settings import Settings\n"
        "settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))\n"
        "w = MainWindow(settings, LanguageSwitcher(), staged=True)\n"
        "w.show()\n"
        "heavy = ['spider_qt.ui.scene.table_scene', 'spider_qt.engine.game', 'spider_qt.store', 'spider_qt.ai',\n"
        "         'PySide6.QtNetwork', 'spider_qt.ui.window.actions', 'spider_qt.ui.controller']\n"
        "print(sorted(m for m in heavy if m in sys.modules))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "settings.ini")],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    ).stdout
    assert out.strip() == "[]"


def test_a_window_that_gets_no_paint_is_still_built_and_dealt(qtbot: Any) -> None:
    """The table is built (and the first game dealt) after the window's first paint; a window started minimized
    gets no paint until the player restores it, so both happen after a short wait all the same."""
    from PySide6.QtWidgets import QWidget

    from spider_qt.ui import app as start

    calls: list[str] = []
    unseen = QWidget()  # never shown: no paint comes
    qtbot.addWidget(unseen)
    start._after_first_paint(unseen, lambda: calls.append("built"), fallback_ms=50)
    qtbot.waitUntil(lambda: calls == ["built"], timeout=3000)

    shown = QWidget()
    qtbot.addWidget(shown)
    start._after_first_paint(shown, lambda: calls.append("painted"), fallback_ms=60_000)
    shown.show()
    qtbot.waitExposed(shown)
    shown.repaint()
    qtbot.waitUntil(lambda: calls == ["built", "painted"], timeout=3000)
    shown.repaint()
    qtbot.wait(50)
    assert calls == ["built", "painted"]  # once only
    assert start.NO_PAINT_MS <= 2000  # the app's own wait: short enough for a second start to be answered
