"""Before New game or Restart throws away a game in progress: ask first, as KPat does, unless told not to again.

A game left that way counts as played and lost (``autosave`` records it when the next one starts), so the player
hears it before it happens: "Abandon this game? It counts as lost.", with "Don't ask again" kept in the settings
(``confirm_abandon``). A duel's game asks through the duel instead (leaving forfeits the duel), a game not begun
(no action yet) or already over loses nothing, and a game from a set position is never recorded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from spider_qt.ui.controller import GameController
    from spider_qt.ui.prompts import Prompts
    from spider_qt.ui.settings import Settings


class AbandonHost(Protocol):
    controller: GameController
    settings: Settings
    prompts: Prompts


def would_count_as_lost(controller: GameController) -> bool:
    """Whether the game at the table, thrown away now, would be recorded as a game lost."""
    game = controller.game
    if game is None or game.over or not game.history or not game.started_from_deal:
        return False
    return controller.info.duel is None


def confirm_abandon(host: AbandonHost, parent: QWidget | None) -> bool:
    """True when the game at the table may go: nothing is lost, the player said not to ask, or answered Yes."""
    if not would_count_as_lost(host.controller) or not host.settings.get("confirm_abandon"):
        return True
    title = QCoreApplication.translate("Abandon", "Abandon this game?")
    text = QCoreApplication.translate("Abandon", "It counts as lost.")
    again = QCoreApplication.translate("Abandon", "Don't ask again")
    yes, never_again = host.prompts.ask_once(parent, title, text, again)
    if yes and never_again:
        host.settings.set("confirm_abandon", False)
    return yes
