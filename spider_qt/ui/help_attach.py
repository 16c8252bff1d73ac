"""Adds "How to play" (F1) to a main window's Help menu."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from spider_qt.ui.dialogs.help import HelpWindow
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.window.part import WindowPart


class _HasHelpMenu(Protocol):
    help_menu: QMenu


class HelpMenu(WindowPart):
    """Owns the "How to play" action and the one help window it opens."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.help_window: HelpWindow | None = None
        self.action = QAction(window)
        self.action.setObjectName("how_to_play")
        self.action.setIcon(QIcon.fromTheme("help-contents"))
        keys = [QKeySequence("F1")]
        standard = QKeySequence(QKeySequence.StandardKey.HelpContents)
        if not standard.isEmpty() and standard != keys[0]:  # e.g. Ctrl+? on macOS
            keys.append(standard)
        self.action.setShortcuts(keys)
        self.action.triggered.connect(self.show_help)
        window.addAction(self.action)  # F1 works even while the menu bar is hidden
        # The first start's welcome card, back on the table.
        self.welcome_action = QAction(window)
        self.welcome_action.setObjectName("welcome_card")
        self.welcome_action.triggered.connect(self.show_welcome)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(translate("Menus", "&How to play"))
        self.action.setToolTip(translate("Menus", "The rules and the scoring (F1)"))
        self.welcome_action.setText(translate("Menus", "&Welcome: ways to play"))

    def show_welcome(self) -> None:
        """The first start's welcome card, on the table again."""
        from spider_qt.ui.window.welcome_card import show_welcome

        show_welcome(self.window)  # type: ignore[arg-type]  # the main window (the only window with this menu)

    def show_help(self) -> HelpWindow:
        """Open the help window (or bring it to the front) and return it."""
        if self.help_window is None:
            self.help_window = HelpWindow(self.window)
        if self.help_window.isVisible():  # already open somewhere behind: bring it forward
            self.help_window.raise_()
            self.help_window.activateWindow()
        else:
            self.help_window.show()
        return self.help_window


def attach_help(window: _HasHelpMenu) -> HelpMenu:
    """Put "How to play" first in ``window.help_menu`` and bind it to F1."""
    assert isinstance(window, QWidget)
    helper = HelpMenu(window)
    menu = window.help_menu
    actions = menu.actions()
    if actions:
        menu.insertAction(actions[0], helper.action)
        menu.insertAction(actions[0], helper.welcome_action)
        menu.insertSeparator(actions[0])
    else:
        menu.addAction(helper.action)
        menu.addAction(helper.welcome_action)
    window.help_attachment = helper  # type: ignore[attr-defined]  # reachable for tests and other windows
    return helper
