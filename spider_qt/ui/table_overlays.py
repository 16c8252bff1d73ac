"""What lies over the table in each phase: the cover, the result and welcome panels, and Done or Leave."""

from __future__ import annotations

from collections.abc import Callable

from spider_qt.ui.cover import CoverScreen
from spider_qt.ui.panels import Hud, ResultPanel, WelcomePanel
from spider_qt.ui.scene.table_scene import TableScene
from spider_qt.ui.table_phase import TablePhase

# What the result panel shows: won, score, moves, seconds used, and why it ended ("time" or "").
ResultFigures = tuple[bool, int, int, int, str]
# After a duel, with the figures: who won it (asked again after a language switch) and whose game is on the table.
DuelOver = tuple[Callable[[], str], str]


class TableOverlays:
    """Shows exactly the overlays of one ``TablePhase`` (``MainWindow.set_phase`` is its only caller)."""

    def __init__(
        self, scene: TableScene, hud: Hud, cover: CoverScreen, result_panel: ResultPanel, welcome_panel: WelcomePanel
    ) -> None:
        self.scene = scene
        self.hud = hud
        self.cover = cover
        self.result_panel = result_panel
        self.welcome_panel = welcome_panel

    def show(
        self, phase: TablePhase, name: str = "", result: ResultFigures | None = None, duel: DuelOver | None = None
    ) -> None:
        """Cover, panels and Done/Leave for ``phase``; ``name`` is the cover's player, ``result`` the panel's
        (``duel`` once a duel is over)."""
        if phase.covered:
            self.scene.set_covered(True)
            if phase is TablePhase.PASS_COVER:
                self.cover.show_pass(name)
            elif phase is TablePhase.PAUSED:
                self.cover.show_paused(name)
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
            self.welcome_panel.hide()
        if phase is not TablePhase.RESULT:
            self.scene.clear_hint()
        self.hud.set_leave_mode(phase is TablePhase.RESULT)

    def recenter(self) -> None:
        """Keep the shown panels centred (after a resize)."""
        if self.result_panel.isVisible():
            self.result_panel.recenter()
        if self.welcome_panel.isVisible():
            self.welcome_panel.recenter()
