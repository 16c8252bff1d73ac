"""What the table says when a duel ends without its result screen: a player left it, or a player's time ran out.

Leave used to forfeit silently (the table was cleared and nothing said who won), and a time-out went straight to the
next cover or the result: these are the words for those moments, built when shown so that they follow the language.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from spider_qt.duel.model import DuelState, Hold
from spider_qt.ui.texts.names import computer_name


def side_name(state: DuelState, side: int) -> str:
    """A side's name as the strip shows it (the computer's in the language of the moment)."""
    player = state.players[side]
    return computer_name(player.level) if player.level is not None else player.name


def forfeit_headline(state: DuelState, leaver: int) -> Callable[[], str]:
    """ "Bob wins: Alice left the duel", for the side ``leaver`` that left it."""

    def text() -> str:
        return (
            QCoreApplication.translate("DuelNews", "%1 wins: %2 left the duel")
            .replace("%1", side_name(state, 1 - leaver))
            .replace("%2", side_name(state, leaver))
        )

    return text


def time_up_text(name: str) -> str:
    """The moment a duel player's clock runs out, before the next cover or the result."""
    return QCoreApplication.translate("DuelNews", "%1's time has run out: the game counts as it stands.").replace(
        "%1", name
    )


def held_next_text(why: Hold) -> str:
    """What happens next while a fault holds the duel for ``why``, in the players' words (under the cause)."""
    if why is Hold.COMPUTER:
        return QCoreApplication.translate(
            "Duel",
            "The duel waits for it. Try again starts it afresh: its game is the same whenever it is played. "
            "Quit keeps the duel for the next start.",
        )
    if why is Hold.SAVE:
        return QCoreApplication.translate(
            "Duel",
            "The clock is stopped and the table hidden until the game can be saved again. Spider Duel tries "
            "again every few seconds; free some space or make the folder writable, then press Try again.",
        )
    return QCoreApplication.translate(
        "Duel",
        "Nothing is lost: the duel goes on as soon as its records can be written. Spider Duel tries again every "
        "few seconds. If another program has the statistics file open, close it, then press Try again.",
    )
