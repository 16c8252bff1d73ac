"""A desktop with a dark palette (dark windows, light text): every text the game colours itself stays readable."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from spider_qt.store import Database
from spider_qt.ui.art.contrast import READABLE, contrast


def dark_palette() -> QPalette:
    """A palette as dark desktops hand it to Qt: dark window, base and buttons, light texts."""
    palette = QPalette()
    for role, color in (
        (QPalette.ColorRole.Window, "#2b2b2b"),
        (QPalette.ColorRole.WindowText, "#e6e6e6"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.AlternateBase, "#262626"),
        (QPalette.ColorRole.Text, "#e6e6e6"),
        (QPalette.ColorRole.Button, "#353535"),
        (QPalette.ColorRole.ButtonText, "#e6e6e6"),
        (QPalette.ColorRole.Highlight, "#2a82da"),
        (QPalette.ColorRole.HighlightedText, "#ffffff"),
        (QPalette.ColorRole.Link, "#6fb1ff"),
    ):
        palette.setColor(role, QColor(color))
    return palette


@pytest.fixture(params=["light", "dark"])
def theme(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The application's palette, light (Qt's own) or dark, for the windows the test builds; put back after."""
    before = qapp.palette()
    if request.param == "dark":
        qapp.setPalette(dark_palette())
    yield request.param
    qapp.setPalette(before)


def text_color(label: QWidget) -> QColor:
    """The colour a label's text is drawn in (its style sheet's, once polished)."""
    label.ensurePolished()
    return label.palette().color(QPalette.ColorRole.WindowText)


def window_color(widget: QWidget) -> QColor:
    return widget.palette().color(QPalette.ColorRole.Window)


def _new_game(qtbot: Any, tmp_path: Path, db: Database) -> tuple[QWidget, QLabel]:
    from PySide6.QtCore import QSettings

    from spider_qt.ui.dialogs.new_game import NewGameDialog
    from spider_qt.ui.settings import Settings

    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    dialog = NewGameDialog(settings, db=db)
    return dialog, dialog.error_label


def _challenges(qtbot: Any, tmp_path: Path, db: Database) -> tuple[QWidget, QLabel]:
    from spider_qt.ui.duel.challenges_dialog import ChallengesDialog

    dialog = ChallengesDialog(db, "Anna")
    return dialog, dialog.error_label


def _profiles(qtbot: Any, tmp_path: Path, db: Database) -> tuple[QWidget, QLabel]:
    from spider_qt.ui.dialogs.profiles import ProfileManagerDialog

    dialog = ProfileManagerDialog(db, active_name="Anna")
    return dialog, dialog.error_label


def _duel_result(qtbot: Any, tmp_path: Path, db: Database) -> tuple[QWidget, QLabel]:
    from spider_qt.ui.duel.result_dialog import DuelResultDialog
    from ui.duel.test_duel_result import finished_duel, played

    duel = db.duels.get(finished_duel(db, played(3), 30.0, played(2), 20.0))
    dialog = DuelResultDialog(db, duel, duel.a_profile)
    return dialog, dialog.error_label


@pytest.mark.parametrize("build", [_new_game, _challenges, _profiles, _duel_result], ids=lambda f: f.__name__[1:])
def test_an_error_in_a_dialog_reads_on_a_light_and_a_dark_desktop(
    qtbot: Any, tmp_path: Path, theme: str, build: Callable[..., tuple[QWidget, QLabel]]
) -> None:
    """The dialogs wrote their errors in a fixed dark red (#b3261e, #c0392b): on a dark desktop's window that is
    2.2 to 1, a red smudge on dark grey. Now the red is the one that reads on the window's colour."""
    db = Database.open(tmp_path / "data")
    try:
        dialog, label = build(qtbot, tmp_path, db)
        qtbot.addWidget(dialog)
        label.setText("The data folder cannot be written.")
        label.show()
        dialog.show()
        assert contrast(text_color(label), window_color(dialog)) >= READABLE
    finally:
        db.close()


def heading_colors(browser: Any) -> list[QColor]:
    """The colours the help text's headings are drawn in."""
    colors = []
    block = browser.document().begin()
    while block.isValid():
        if block.blockFormat().headingLevel() and block.text().strip():
            brush = block.begin().fragment().charFormat().foreground()
            colors.append(brush.color() if brush.style() != 0 else browser.palette().color(QPalette.ColorRole.Text))
        block = block.next()
    return colors


def test_the_help_texts_headings_read_on_a_light_and_a_dark_desktop(qtbot: Any, theme: str) -> None:
    """The headings were a fixed dark green (#1d5a3a): on a dark desktop's page, 2 to 1 and hard to make out."""
    from spider_qt.ui.dialogs.help import HelpWindow

    window = HelpWindow()
    qtbot.addWidget(window)
    window.show()
    page = window.browser.palette().color(QPalette.ColorRole.Base)
    colors = heading_colors(window.browser)
    assert len(colors) > 5
    assert min(contrast(color, page) for color in colors) >= READABLE


def test_the_help_text_follows_the_desktop_turning_dark_while_it_is_open(qtbot: Any, qapp: QApplication) -> None:
    from spider_qt.ui.dialogs.help import HelpWindow

    window = HelpWindow()
    qtbot.addWidget(window)
    window.show()
    before = qapp.palette()
    try:
        qapp.setPalette(dark_palette())
        qtbot.waitUntil(lambda: window.browser.palette().color(QPalette.ColorRole.Base).lightness() < 100)
        page = window.browser.palette().color(QPalette.ColorRole.Base)
        assert min(contrast(color, page) for color in heading_colors(window.browser)) >= READABLE
    finally:
        qapp.setPalette(before)


def test_the_players_names_on_the_duel_result_read_on_a_light_and_a_dark_desktop(
    qtbot: Any, tmp_path: Path, theme: str
) -> None:
    """The names above the two columns were in the chart's blue and red: about 4 to 1 on a light window and 3 to 1
    on a dark one."""
    from spider_qt.ui.duel.result_dialog import DuelResultDialog
    from ui.duel.test_duel_result import finished_duel, played

    db = Database.open(tmp_path / "data")
    try:
        duel = db.duels.get(finished_duel(db, played(3), 30.0, played(2), 20.0))
        dialog = DuelResultDialog(db, duel, duel.a_profile)
        qtbot.addWidget(dialog)
        dialog.show()
        names = [dialog.cells[side][0] for side in range(2)]
        assert all(name.text() for name in names)
        assert min(contrast(text_color(name), window_color(dialog)) for name in names) >= READABLE
    finally:
        db.close()
