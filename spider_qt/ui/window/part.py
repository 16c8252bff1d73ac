"""The base of the parts that add actions and menus to a window: their texts follow its language."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from spider_qt.i18n import retranslate_later


class WindowPart(QObject):
    """A child of ``window`` that owns some of its actions and menus.

    A subclass makes them in its ``__init__`` (``make_action`` helps) and sets their texts in ``retranslate``,
    which runs again, from the event loop, whenever the window's language changes.
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.host = window
        window.installEventFilter(self)

    def retranslate(self) -> None:
        """Set the texts of the part's actions and menus in the current language."""
        raise NotImplementedError

    def make_action(self, slot: Callable[..., object], name: str = "", shortcut: QKeySequence | None = None) -> QAction:
        """A new action of the window that calls ``slot``; ``name`` is its object name (tests and settings find it)."""
        action = QAction(self.host)
        if name:
            action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        return action

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host and event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        return False
