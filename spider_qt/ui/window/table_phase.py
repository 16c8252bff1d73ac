"""What the table shows now, and the small interfaces the window offers the parts around it."""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from spider_qt.duel.model import Command
    from spider_qt.ui.controller import GameController
    from spider_qt.ui.scene.table_scene import TableScene
    from spider_qt.ui.settings import Settings
    from spider_qt.ui.window.cover import CoverScreen
    from spider_qt.ui.window.table_input import TableInput
    from spider_qt.ui.window.table_view import TableView


class TablePhase(Enum):
    """The table's one visible state: only ``MainWindow.set_phase`` changes it."""

    EMPTY = "empty"  # no game: the welcome panel
    PLAYING = "playing"  # a game in play, nothing over the table
    RESULT = "result"  # the game is over: Done became Leave (the result panel shows when a result is given)
    PASS_COVER = "pass_cover"  # a duel between turns: the cover asks to hand the computer over
    PAUSED = "paused"  # the clock stopped and the table hidden
    WAITING = "waiting"  # the human has finished; the computer still plays
    WATCHING = "watching"  # the human watches the computer's game on the table
    HELD = "held"  # a duel waits for a fault to be mended (its records, its autosave, its computer player)

    @property
    def covered(self) -> bool:
        """Whether the cover hides the whole table in this phase."""
        return self in (TablePhase.PASS_COVER, TablePhase.PAUSED, TablePhase.WAITING, TablePhase.HELD)


class OpponentInfo(Protocol):
    """The duel strip as the Player menu sees it."""

    def show_player_info(self) -> bool: ...


class GameTable(Protocol):
    """What the autosave, the saved games and the Player menu need from the window."""

    controller: GameController
    settings: Settings

    @property
    def duel_strip(self) -> OpponentInfo: ...

    def show_message(self, text: str, msecs: int = 4000) -> None: ...

    def refresh_status(self) -> None: ...

    def set_phase(self, phase: TablePhase, *, name: str = "") -> None: ...

    def allows(self, command: Command) -> bool: ...


class DuelTable(Protocol):
    """What a duel needs from the window: the table, its phase and a few verbs."""

    controller: GameController
    cover: CoverScreen
    scene: TableScene
    settings: Settings
    table_input: TableInput
    view: TableView

    @property
    def phase(self) -> TablePhase: ...

    def set_phase(self, phase: TablePhase, *, name: str = "") -> None: ...

    def refresh_duel_state(self) -> None: ...

    def refresh_status(self) -> None: ...

    def show_message(self, text: str, msecs: int = 4000) -> None: ...

    def leave_table(self) -> None: ...
