"""What lies over the table in each phase: the cover, the result and welcome panels, and Done or Leave."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from spider_qt.ui.scene.table_scene import TableScene
from spider_qt.ui.window.cover import CoverScreen
from spider_qt.ui.window.panels import Hud, ResultPanel, WelcomePanel
from spider_qt.ui.window.table_phase import TablePhase

# What the result panel shows: won, score, moves, seconds used, and how it ended: "time" (out of time), "demo" (the
# demo finished it), "help" (won with help) or "".
ResultFigures = tuple[bool, int, int, int, str]
# After a duel, with the figures: who won it (asked again after a language switch) and whose game is on the table.
DuelOver = tuple[Callable[[], str], str]


class TableOverlays:
    """Shows exactly the overlays of one ``TablePhase`` (``MainWindow.set_phase`` is its only caller)."""

    def __init__(
        self,
        scene: TableScene,
        hud: Hud,
        cover: CoverScreen,
        result_panel: ResultPanel,
        welcome_panel: WelcomePanel,
        table: QWidget | None = None,
    ) -> None:
        """``table`` is the view the cards are played on: it gets the keyboard back when an overlay that had it
        goes."""
        self.scene = scene
        self.hud = hud
        self.cover = cover
        self.result_panel = result_panel
        self.welcome_panel = welcome_panel
        self.table = table

    def show(
        self, phase: TablePhase, name: str = "", result: ResultFigures | None = None, duel: DuelOver | None = None
    ) -> None:
        """Cover, panels and Done/Leave for ``phase``; ``name`` is the cover's player, ``result`` the panel's
        (``duel`` once a duel is over)."""
        held = self._focus_in_overlay()
        if phase.covered:
            self.scene.set_covered(True)
            if phase is TablePhase.PASS_COVER:
                self.cover.show_pass(name)
            elif phase is TablePhase.PAUSED:
                self.cover.show_paused(name)
            elif phase is TablePhase.HELD:
                self.cover.show_held(name)
            else:
                self.cover.show_waiting()
        else:
            self.cover.hide()
            self.scene.set_covered(False)
        if phase is TablePhase.RESULT and result is not None:
            self.result_panel.show_result(*result, duel=duel)
        else:
            self.result_panel.hide()
        if phase is TablePhase.EMPTY:
            self.welcome_panel.show()
            self.welcome_panel.recenter()
        else:
            if self.welcome_panel.isVisible():
                self.welcome_panel.set_news(None)  # the table moved on: what it said was of the duel left
            self.welcome_panel.hide()
        if phase is not TablePhase.RESULT:
            self.scene.clear_hint()
        self.hud.set_leave_mode(phase is TablePhase.RESULT)
        if held is not None and not held.isVisible():
            self._give_back_focus()

    def _overlays(self) -> tuple[QWidget, ...]:
        return (self.cover, self.result_panel, self.welcome_panel)

    def _focus_in_overlay(self) -> QWidget | None:
        """The cover's or a panel's button that has the window's keyboard focus (the window need not be active)."""
        focus = self.cover.window().focusWidget()
        if focus is None or not any(o.isAncestorOf(focus) for o in self._overlays()):
            return None
        return focus

    def _give_back_focus(self) -> None:
        """An overlay that had the keyboard went: the keys go to what shows now, not to the next button Qt finds.

        Qt hands the focus of a hidden button to the next one that takes Tab: after Start on the cover, Resume or
        Rematch, that was the duel strip's Player info, and the first Space for a card opened it instead.
        """
        focus = self.cover.window().focusWidget()
        if focus is not None and any(o.isVisible() and o.isAncestorOf(focus) for o in self._overlays()):
            return  # the overlay shown now took the keys itself (the cover's Start, the result's New game)
        if self.welcome_panel.isVisible():
            self.welcome_panel.new_button.setFocus(Qt.FocusReason.OtherFocusReason)  # an empty table: New game
        elif self.table is not None:
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def recenter(self) -> None:
        """Keep the shown panels centred (after a resize)."""
        if self.result_panel.isVisible():
            self.result_panel.recenter()
        if self.welcome_panel.isVisible():
            self.welcome_panel.recenter()
