"""What the player reads when a duel message is refused or needs no import: one translated sentence per case.

Every refusal code of ``REMOTE_DUELS.md`` §5 (``spider_qt.duel.remote.CODES``) has its own text naming what is wrong;
so has every other outcome of ``remote_flow.receive`` that shows no screen of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["arrival_text", "refusal_text"]


def refusal_text(code: str | None) -> str:
    """Why a duel message was refused, for refusal ``code``; the message changed nothing."""
    texts = {
        "too_large": QCoreApplication.translate(
            "RemoteDuels", "The duel message is too large (over 1 MiB): it is no message of Spider Duel's."
        ),
        "not_json": QCoreApplication.translate(
            "RemoteDuels",
            "This is not a readable duel message: it was cut or damaged on the way, or it is another kind of file. "
            "Ask your friend to send it again, as a file or as the whole text block.",
        ),
        "format": QCoreApplication.translate(
            "RemoteDuels", "This is not a Spider Duel duel message (its format or its kind is unknown)."
        ),
        "version": QCoreApplication.translate(
            "RemoteDuels", "This duel message was made by a newer Spider Duel. Update Spider Duel to read it."
        ),
        "schema": QCoreApplication.translate(
            "RemoteDuels",
            "The duel message is malformed: a field is missing or holds a wrong value. It was changed or damaged.",
        ),
        "signature": QCoreApplication.translate(
            "RemoteDuels",
            "The signature does not match: the message was changed after your friend signed it. Ask for it again.",
        ),
        "chain": QCoreApplication.translate(
            "RemoteDuels",
            "This message does not fit the duel it names: it answers another challenge, comes from the wrong "
            "player, or a message before it is missing.",
        ),
        "commit": QCoreApplication.translate(
            "RemoteDuels",
            "The challenger's revealed game is not the one sealed in the challenge: the result was changed after "
            "the challenge was sent.",
        ),
        "replay": QCoreApplication.translate(
            "RemoteDuels",
            "A game in the message does not replay on its deal: a move is illegal or written wrongly, or the game "
            "is not over.",
        ),
        "claim": QCoreApplication.translate(
            "RemoteDuels",
            "The score, runs, moves or outcome claimed in the message are not what its game gives when replayed.",
        ),
        "clock": QCoreApplication.translate(
            "RemoteDuels",
            "The times in the message are impossible: they go backwards, do not match its moves, or exceed the "
            "time limit.",
        ),
    }
    text = texts.get(code or "", QCoreApplication.translate("RemoteDuels", "The duel message was refused."))
    return text + " " + QCoreApplication.translate("RemoteDuels", "Nothing was changed.")


def arrival_text(status: str, code: str | None = None) -> str:
    """What to tell of a message that shows no screen of its own (``remote_flow`` status ``status``)."""
    if status == "refused":
        return refusal_text(code)
    texts = {
        "known": QCoreApplication.translate(
            "RemoteDuels", "This duel message was read before: there is nothing new in it."
        ),
        "own": QCoreApplication.translate(
            "RemoteDuels", "This is a message you sent yourself: send it to your friend instead."
        ),
        "unknown_duel": QCoreApplication.translate(
            "RemoteDuels",
            "This message belongs to a duel that was never played in this data folder: open it where that "
            "challenge was played.",
        ),
        "not_for_us": QCoreApplication.translate(
            "RemoteDuels", "This challenge is for another player: it names a friend whose key is not yours."
        ),
        "attempt_used": QCoreApplication.translate(
            "RemoteDuels",
            "You have played this challenge already: there is one attempt per challenge. See Challenges for it.",
        ),
    }
    return texts.get(status, QCoreApplication.translate("RemoteDuels", "The duel message was refused."))
