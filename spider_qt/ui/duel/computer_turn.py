"""A duel against the computer tells its story: when it is over, the computer's game is played out by itself.

The computer plays its game while the player plays, and its result came a second after Done: its turn was never
seen. Now, when the result screen of such a duel comes up, the replay of the computer's game opens over it and plays
at the player's animation speed, its score and time running (``DuelCoordinator.show_result``); closing it (Esc, or
its Close) skips the rest. Options > "Replay the computer's turn" turns this off (setting ``duel/watch_computer``).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QWidget

from spider_qt.ui.settings import Settings
from spider_qt.ui.texts import mnemonics
from spider_qt.ui.window.part import WindowPart


class _Window(Protocol):
    settings: Settings
    options_menu: QMenu


class ComputerTurnOption(WindowPart):
    """The Options menu's "Replay the computer's turn" (checked: on)."""

    def __init__(self, window: _Window) -> None:
        assert isinstance(window, QWidget)
        super().__init__(window)
        self.settings = window.settings
        self.menu = window.options_menu
        self.action = self.make_action(self._on_toggled, "watch_computer")
        self.action.setCheckable(True)
        self.action.setChecked(bool(window.settings.get("duel/watch_computer")))
        window.options_menu.addAction(self.action)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(QCoreApplication.translate("Duel", "Replay the computer's turn after a duel"))
        mnemonics.assign([a for a in self.menu.actions() if not a.isSeparator()])

    def _on_toggled(self) -> None:
        self.settings.set("duel/watch_computer", self.action.isChecked())
