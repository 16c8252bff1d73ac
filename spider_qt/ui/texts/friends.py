"""The words of New friend and Ignore (the duel strip's and the duel result's buttons): what they do, and what they did.

A friend or an ignored player is marked on the profile, so the mark holds in the player lists of this computer for
everyone who plays here: in a hot-seat duel it is not one player's list but both players' (and any other's). The
texts say so, as the buttons gave no sign of what they did or for whom.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def friend_tooltip(name: str) -> str:
    return QCoreApplication.translate(
        "FriendTexts", "Put %1 first in the player lists on this computer (New game, Challenges), for every player"
    ).replace("%1", name)


def ignore_tooltip(name: str) -> str:
    return QCoreApplication.translate(
        "FriendTexts", "Hide %1 and their challenges from the player lists on this computer, for every player"
    ).replace("%1", name)


def flag_result(name: str, flag: str, on: bool) -> str:
    """What New friend (``flag`` "friend") or Ignore ("ignored") just did to ``name``'s mark."""
    if flag == "friend":
        text = (
            QCoreApplication.translate("FriendTexts", "%1 is now a friend: first in the player lists on this computer.")
            if on
            else QCoreApplication.translate("FriendTexts", "%1 is no longer a friend.")
        )
    else:
        text = (
            QCoreApplication.translate(
                "FriendTexts", "%1 is now ignored: hidden from the player lists on this computer."
            )
            if on
            else QCoreApplication.translate("FriendTexts", "%1 is no longer ignored.")
        )
    return text.replace("%1", name)
