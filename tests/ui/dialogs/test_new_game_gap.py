"""#48 14: the New game dialog once opened with a 170 px blank gap (Duel, Computer, Master, on a fresh start; not
seen again in five tries). Not reproduced here either, offscreen or under Xvfb (screens of 1920x1080, 1024x768 and
800x600, no window manager), parented to a shown window as the game opens it: these tests hold the dialog to its
content on each way there, and name what a gap would be.

A gap is room between the last control of the two columns (the time limit's note, the deal's note) and "Both players
agree", which only the columns' stretches can take: the dialog taller than its content needs.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMainWindow, QWidget

from spider_qt.i18n import LanguageSwitcher
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.settings import Settings
from spider_qt.ui.window.shell import wrapped_height


def _bottom(widget: QWidget, dialog: QWidget) -> int:
    return widget.mapTo(dialog, QPoint(0, widget.height())).y()


def _gap(dialog: NewGameDialog) -> int:
    top = dialog.allow_help_check.mapTo(dialog, QPoint(0, 0)).y()
    return top - max(_bottom(dialog.time_note, dialog), _bottom(dialog.deal_note, dialog))


def _assert_fits_its_content(dialog: NewGameDialog) -> None:
    spacing = dialog.layout().spacing()
    assert _gap(dialog) <= spacing
    assert dialog.height() == dialog.sizeHint().height()
    # Every word-wrapped text has the lines it needs and no blank ones below.
    for note in (dialog.time_note, dialog.deal_note):
        assert note.height() == wrapped_height(note, note.width())
    assert dialog.rules_hint.height() == dialog.rules_hint.minimumHeight()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("way", ["remembered", "welcome card", "clicked"])
def test_a_duel_against_master_opens_without_a_blank_gap(qtbot: Any, settings: Settings, lang: str, way: str) -> None:
    switcher = LanguageSwitcher()
    switcher.switch(lang)
    try:
        if way == "remembered":
            settings.set("new_game/rules", "duel")
            settings.set("new_game/opponent", "computer")
            settings.set("new_game/level", "master")
        window = QMainWindow()
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        dialog = NewGameDialog(settings, window, opponents_enabled=True)
        if way == "welcome card":
            dialog.choose_opponent("computer")
        dialog.open()  # window-modal, as exec() shows it, without its own event loop
        qtbot.waitExposed(dialog)
        _assert_fits_its_content(dialog)
        if way == "clicked":
            dialog.duel_radio.click()
            dialog.opp_computer.click()
            dialog.level_combo.setCurrentIndex(dialog.level_combo.findData("master"))
            qtbot.wait(20)
            _assert_fits_its_content(dialog)
        assert dialog.options().level == "master" or way == "welcome card"
        dialog.reject()
    finally:
        switcher.switch("en")
