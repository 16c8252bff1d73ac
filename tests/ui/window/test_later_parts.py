"""The game's start makes the table first and, once its first frame is on screen, the parts that frame does not show
(remote duels' menu entries, the duel inbox, the card back and table colour menus, the computer's turn option). The
window it ends with is the one a window built at once has: the same menus, in the same order, the same toolbar."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from spider_qt.i18n import LanguageSwitcher
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.settings import Settings


def _menu_tree(menu: QMenu) -> list[Any]:
    tree: list[Any] = []
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            tree.append((action.text(), _menu_tree(sub)))
        else:
            tree.append("---" if action.isSeparator() else (action.text(), action.shortcut().toString()))
    return tree


def _window_tree(window: MainWindow) -> list[Any]:
    bar = window.menuBar()
    menus = [(a.text(), _menu_tree(a.menu())) for a in bar.actions() if isinstance(a.menu(), QMenu)]
    toolbar = [a.text() for a in window.toolbar.actions() if isinstance(a, QAction)]
    return [menus, toolbar]


def _made(qtbot: Any, settings: Settings, *, staged: bool) -> MainWindow:
    switcher = LanguageSwitcher()
    switcher.switch("en")
    window = MainWindow(settings, switcher, staged=staged)
    qtbot.addWidget(window)
    if staged:
        window.show()
        qtbot.waitExposed(window)
        window.build(later_parts=False)
    return window


def test_the_window_made_in_two_steps_is_the_window_made_at_once(qtbot: Any, settings: Settings) -> None:
    at_once = _made(qtbot, settings, staged=False)
    staged = _made(qtbot, settings, staged=True)
    assert not staged.later_parts_built
    staged.build_later_parts()
    staged.build_later_parts()  # once
    assert staged.later_parts_built
    assert _window_tree(staged) == _window_tree(at_once)
    for part in ("inbox", "remote_duels", "appearance"):
        assert isinstance(getattr(staged, part), type(getattr(at_once, part)))
    # Drops of duel files reach the inbox on the table in both.
    assert isinstance(staged.view.viewport(), QWidget)


def test_the_later_parts_wait_for_the_table(qtbot: Any, settings: Settings) -> None:
    switcher = LanguageSwitcher()
    window = MainWindow(settings, switcher, staged=True)
    qtbot.addWidget(window)
    window.build_later_parts()  # before the table: nothing to attach them to yet
    assert not window.later_parts_built
    window.build(later_parts=False)
    window.build_later_parts()
    assert window.later_parts_built
