"""#48 14: the New game dialog once opened with a 170 px blank gap (Duel, Computer, Master, on a fresh start; not
seen again in five tries). Not reproduced here either, offscreen or under Xvfb (screens of 1920x1080, 1024x768 and
800x600, no window manager), parented to a shown window as the game opens it: these tests hold the dialog to its
content on each way there, and name what a gap would be.

A gap is room between the last control of the two columns (the time limit's note, the deal's note) and "Both players
agree", which only the columns' stretches can take: the dialog taller than its content needs.

The cause found: the room kept for the rules' summary was measured with ``QLabel.heightForWidth``, which never answers
less than the label's minimum height, and that minimum was the room itself. Once measured tall, it could only grow for
the life of the dialog; and the dialog, resizable, kept any height it had once been given. The last tests below hold
both: the room comes back down, and the dialog is always exactly its content.
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


_windows: list[QMainWindow] = []  # the dialogs' parents, kept until the tests are done


def _opened(qtbot: Any, settings: Settings) -> NewGameDialog:
    window = QMainWindow()
    _windows.append(window)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    dialog = NewGameDialog(settings, window, opponents_enabled=True)
    dialog.open()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_room_kept_for_the_rules_summary_comes_back_down_once_measured_tall(qtbot: Any, settings: Settings) -> None:
    dialog = _opened(qtbot, settings)
    needed = dialog.rules_hint.minimumHeight()
    # A tall measure, as a longer language or a narrower moment gives: heightForWidth would answer 170 from now on.
    dialog.rules_hint.setMinimumHeight(needed + 170)
    assert dialog.rules_hint.heightForWidth(dialog.rules_hint.width()) == needed + 170
    dialog.resize(dialog.width(), dialog.height())  # any relayout measures again
    dialog.duel_radio.click()
    qtbot.waitUntil(lambda: dialog.rules_hint.height() == needed)
    _assert_fits_its_content(dialog)
    dialog.reject()


@pytest.mark.parametrize("longer", ["nl", "de"])
def test_a_switch_to_a_shorter_language_leaves_the_dialog_as_if_opened_in_it(
    qtbot: Any, settings: Settings, longer: str
) -> None:
    switcher = LanguageSwitcher()
    reference = _opened(qtbot, settings)
    english = (reference.size(), reference.rules_hint.minimumHeight())
    reference.reject()
    try:
        switcher.switch(longer)
        dialog = _opened(qtbot, settings)
        dialog.duel_radio.click()
        dialog.opp_computer.click()
        switcher.switch("en")
        qtbot.waitUntil(lambda: dialog.windowTitle() == "New game")
        qtbot.waitUntil(lambda: (dialog.size(), dialog.rules_hint.minimumHeight()) == english)
        _assert_fits_its_content(dialog)
        dialog.reject()
    finally:
        switcher.switch("en")


def test_a_window_manager_or_a_dragged_border_cannot_give_the_dialog_blank_room(qtbot: Any, settings: Settings) -> None:
    dialog = _opened(qtbot, settings)
    dialog.duel_radio.click()
    dialog.opp_computer.click()
    dialog.level_combo.setCurrentIndex(dialog.level_combo.findData("master"))
    size = dialog.size()
    dialog.resize(size.width() + 40, size.height() + 170)
    qtbot.wait(20)
    assert dialog.size() == size
    _assert_fits_its_content(dialog)
    dialog.reject()
