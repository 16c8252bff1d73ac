"""Fixtures for driving the real main window."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.held import HeldDemo
from PySide6.QtCore import QSettings

from spider_qt.i18n import LanguageSwitcher
from spider_qt.store import Database
from spider_qt.ui.art.card_art import CardArt
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.scene.table_scene import TableScene
from spider_qt.ui.settings import Settings
from spider_qt.ui.window.table_view import TableView


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def make_table(qtbot: Any) -> Callable[..., tuple[TableView, TableScene]]:
    """Builds a bare table (view and scene, animations off) shown at the given size, with ``art`` if given."""

    def make(width: int, height: int, art: CardArt | None = None) -> tuple[TableView, TableScene]:
        scene = TableScene(art if art is not None else CardArt())
        scene.set_animation_speed(0)
        view = TableView(scene)
        qtbot.addWidget(view)
        view.resize(width, height)
        view.show()
        qtbot.waitExposed(view)
        return view, scene

    return make


@pytest.fixture
def window(qtbot: Any, settings: Settings) -> MainWindow:
    switcher = LanguageSwitcher()
    switcher.switch("en")
    settings.set("animation_speed", 0.0)
    settings.set("duel/watch_computer", False)
    win = MainWindow(settings, switcher)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    switcher.switch("en")


@pytest.fixture
def held_demo(monkeypatch: pytest.MonkeyPatch) -> Iterator[HeldDemo]:
    """The demo's moves wait for ``held_demo.release`` (set at the end, so that no thread waits on)."""
    from spider_qt.ai import Opponent

    held = HeldDemo()
    choose = Opponent.choose

    def held_choose(self: Opponent, view: Any) -> Any:
        held.thinking.set()
        held.release.wait(30)
        return choose(self, view)

    monkeypatch.setattr(Opponent, "choose", held_choose)
    yield held
    held.release.set()


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    """The player records in the test's own data folder (a test file may define its own)."""
    database = Database.open(tmp_path / "data")
    yield database
    database.close()
