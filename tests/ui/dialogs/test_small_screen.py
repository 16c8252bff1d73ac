"""A small screen in device-independent pixels (a 1920 × 1080 display at 200 % offers 960 × 540): the main window
and the dialogs that were sized in fixed pixels fit in it, and the duel result lays no text over its chart."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QScreen

from spider_qt.i18n import LanguageSwitcher
from spider_qt.store import Database
from spider_qt.ui.dialogs.player_info import PlayerInfoDialog
from ui.duel.test_duel_result import dialog_for, finished_duel, played

FREE = QSize(960, 540)


@pytest.fixture
def small_screen(monkeypatch: pytest.MonkeyPatch) -> Iterator[QSize]:
    """Every screen's free area (what the app asks for when it sizes a window) is 960 × 540."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, FREE.width(), FREE.height()))
    yield FREE


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database.open(tmp_path)
    yield database
    database.close()


@pytest.fixture
def german() -> Iterator[None]:
    switcher = LanguageSwitcher()
    switcher.switch("de")  # the longest texts
    yield
    switcher.switch("en")


def _fits(size: QSize, free: QSize) -> bool:
    return size.width() <= free.width() and size.height() <= free.height()


def test_the_main_window_can_be_as_small_as_the_screen(qtbot: Any, tmp_path: Path, small_screen: QSize) -> None:
    win = windows.make_window(qtbot, tmp_path, size=(1280, 800))
    assert _fits(win.minimumSize(), small_screen), win.minimumSize()  # it was 800 × 600, taller than the screen
    win.resize(win.minimumSize())
    assert _fits(win.size(), small_screen)


def test_the_duel_result_fits_and_keeps_its_texts_off_the_chart(
    qtbot: Any, db: Database, small_screen: QSize, german: None
) -> None:
    a, b = played(6), played(3)
    dialog = dialog_for(db, finished_duel(db, a, 20.0, b, 30.0), qtbot)
    assert _fits(dialog.size(), small_screen), dialog.size()  # it opened at 620 × 600
    assert dialog.divergence_label.text()
    dialog.resize(dialog.minimumSizeHint())  # as small as its layout lets it be: all a small screen may leave it
    qtbot.waitUntil(lambda: dialog.size() == dialog.minimumSizeHint().expandedTo(dialog.minimumSize()))
    chart = dialog.chart.geometry()
    for label in (dialog.divergence_label, dialog.tie_label):
        assert not chart.intersects(label.geometry()), (label.text(), label.geometry(), chart)
        need = label.heightForWidth(label.width())
        assert label.height() >= need, (label.text(), label.height(), need)  # every wrapped line shows


def test_player_info_fits(qtbot: Any, db: Database, small_screen: QSize) -> None:
    ann = db.profiles.create("Ann")
    robot = db.profiles.computer("expert")
    dialog = PlayerInfoDialog(db, ann, robot)
    qtbot.addWidget(dialog)
    dialog.show()
    assert _fits(dialog.size(), small_screen), dialog.size()  # it opened 560 high
