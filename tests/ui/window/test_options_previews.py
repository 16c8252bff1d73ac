"""Options (#48 pt 13): the card back and table colour menus show previews; click-to-move offers Off; the computer
levels each say their strength in the New game dialog; a duel under classic rules is remembered so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers.windows import make_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from spider_qt.i18n import LanguageSwitcher
from spider_qt.ui.controller import GameInfo
from spider_qt.ui.dialogs.level_lines import LINE_ROLE
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.settings import Settings
from spider_qt.ui.window.appearance import AppearanceMenus
from spider_qt.ui.window.table_phase import TablePhase
from ui.test_double_click import _double_click, _position
from ui.window_helpers import card_item, view_point


def _images(actions: dict[str, Any]) -> list[QImage]:
    return [a.icon().pixmap(32, 32).toImage() for a in actions.values()]


def test_the_back_and_colour_menus_show_each_choice(window: MainWindow) -> None:
    menus = window.findChild(AppearanceMenus)
    assert menus is not None
    assert all(a.icon().isNull() for a in menus.back_actions.values())  # nothing drawn before the first frame
    menus.back_menu.aboutToShow.emit()  # as the menu opens
    backs, felts = _images(menus.back_actions), _images(menus.felt_actions)
    assert all(not image.isNull() for image in backs + felts)
    assert len({image.cacheKey() for image in backs}) == len(backs)
    # Each picture differs from the others: the designs and colours themselves.
    for group in (backs, felts):
        for i, image in enumerate(group):
            assert all(image != other for other in group[i + 1 :])


def test_click_to_move_off_leaves_cards_to_dragging(qtbot: Any, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert [a.text().replace("&", "") for a in window.window_actions.click_menu.actions()] == [
        "Single click",
        "Double click",
        "Off: drag the cards",
    ]
    window.window_actions.act_no_click.trigger()
    assert window.settings.get("click_mode") == "off" and window.scene.click_mode == "off"
    game = _position("classic")
    window.controller.load(game, GameInfo(player="Ada"))
    window.set_phase(TablePhase.PLAYING)
    seven = view_point(window, card_item(window, game.column_ids(0)[-1]), 0.5)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, seven)
    _double_click(window, seven)
    qtbot.wait(50)
    assert game.history == []  # neither a click nor a double-click moves a card
    window.window_actions.act_single_click.trigger()
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, seven)
    qtbot.waitUntil(lambda: game.history == ["1>2"])


def test_each_computer_level_says_its_strength(qtbot: Any, settings: Settings) -> None:
    switcher = LanguageSwitcher()
    try:
        dialog = NewGameDialog(settings)
        qtbot.addWidget(dialog)
        combo = dialog.level_combo
        assert combo.itemText(3) == "Master"  # the closed picker: the level's name
        lines = [combo.itemData(i, LINE_ROLE) for i in range(combo.count())]
        assert lines[0] == "Beginner: wins 11% (1 suit), 0% (2 suits)"
        assert lines[3] == "Master: wins 90% (1 suit), 46% (2 suits)"
        switcher.switch("de")
        qtbot.waitUntil(lambda: str(combo.itemData(2, LINE_ROLE)).startswith("Experte: gewinnt 83"))
        # The open list is made wide enough for its longest line (German's "Fortgeschrittener: …").
        width = combo.view().fontMetrics().horizontalAdvance(str(combo.itemData(1, LINE_ROLE)))
        assert combo.view().minimumWidth() >= width
    finally:
        switcher.switch("en")


def test_a_duel_under_classic_rules_is_remembered_so(qtbot: Any, settings: Settings) -> None:
    """Choosing an opponent turns the duel's rules on; opened again, the dialog turned them on over the classic rules
    the last duel was played under."""
    first = NewGameDialog(settings)
    qtbot.addWidget(first)
    first.opp_computer.setChecked(True)  # the duel's rules come with it
    assert first.duel_radio.isChecked()
    first.classic_radio.setChecked(True)  # and classic rules chosen again
    first.accept()
    again = NewGameDialog(settings)
    qtbot.addWidget(again)
    assert again.opp_computer.isChecked() and again.classic_radio.isChecked()
