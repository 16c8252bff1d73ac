"""The clock of the game at the table: Pause covers the table and stops it, and so does an open dialog, but never in
a duel (``ClockGuard``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from spider_qt.ui.window.clock_guard import ClockGuard
from spider_qt.ui.window.table_phase import TablePhase

if TYPE_CHECKING:
    from spider_qt.ui.controller import GameController
    from spider_qt.ui.window.cover import CoverScreen


class PausableDuel(Protocol):
    """The duel at the table, as the clock sees it: it pauses itself, and covers the table between turns."""

    def pause(self) -> None: ...

    def is_covered(self) -> bool: ...


class ClockHost(Protocol):
    """The window as the clock sees it."""

    controller: GameController
    cover: CoverScreen

    @property
    def phase(self) -> TablePhase: ...

    def set_phase(self, phase: TablePhase, *, name: str = "") -> None: ...


class GameClock(QObject):
    """Pause and resume for ``host``'s table; ``duel`` is the duel at the table (if any), ``stop_demo`` stops the
    demo, which never plays behind the cover."""

    def __init__(
        self,
        host: ClockHost,
        widget: QWidget,
        duel: Callable[[], PausableDuel | None],
        stop_demo: Callable[[], None],
    ) -> None:
        super().__init__(widget)
        self.host = host
        self._duel = duel
        self._stop_demo = stop_demo
        controller = host.controller
        self.guard = ClockGuard(widget, may_pause=self.may_stop, pause=controller.pause_clock, resume=self.resume)
        controller.action_played.connect(lambda _action: self.guard.table_used())
        host.cover.start_clicked.connect(self._on_cover_start_clicked)

    def pause_game(self) -> None:
        """Stop the clock; the table is hidden until the player resumes (classic games and duels alike). Pressed
        again while paused, it resumes, as the cover's Resume button does."""
        host = self.host
        if host.phase is TablePhase.PAUSED:
            host.cover.start_button.click()
            return
        # The demo never plays behind the cover: its moves would cost no time (a duel's clock stops too).
        self._stop_demo()
        duel = self._duel()
        if duel is not None:
            duel.pause()
            return
        game = host.controller.game
        if game is None or game.over or host.phase is not TablePhase.PLAYING:
            return
        host.controller.pause_clock()
        host.set_phase(TablePhase.PAUSED, name=host.controller.info.player)

    def _on_cover_start_clicked(self) -> None:
        # A duel's cover is the duel's own business; this resumes a single-player game's pause.
        if self._duel() is None and self.host.phase is TablePhase.PAUSED:
            self.host.set_phase(TablePhase.PLAYING)
            self.resume()

    def may_stop(self) -> bool:
        """Whether an open dialog stops the clock: never a duel's.

        In a duel time is part of the contest, and the table stays in view behind a dialog (the help window does
        not even block play): help, questions and player info are read on the clock. Pause, which covers the
        table, stops it.
        """
        game = self.host.controller.game
        return self._duel() is None and game is not None and not game.over and self.host.phase is TablePhase.PLAYING

    def resume(self) -> None:
        """Restart the clock after a pause or a dialog, unless the table is covered or the game over meanwhile."""
        game = self.host.controller.game
        if game is None or game.over or self.host.phase is not TablePhase.PLAYING or self.guard.holding:
            return
        duel = self._duel()
        if duel is not None and duel.is_covered():
            return
        self.host.controller.resume_clock()
