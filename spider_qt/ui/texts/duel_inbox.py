"""The words of the duel inbox: why a message was refused, and what arrived in the duels folder.

Every refusal code of ``REMOTE_DUELS.md`` §5 has its sentence here (``refusal_reason``), and so do the problems a
file has before it is a message at all (it cannot be read, it is not a file). The remote duel screens use the same
sentences for the codes only a set of messages can have (``chain``, ``commit``, ``replay``, ``claim``, ``clock``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

CONTEXT = "RemoteDuels"

# Problems of a file before its bytes are read (no refusal code of the spec's).
NOT_A_FILE = "not_a_file"
MISSING = "missing"
UNREADABLE = "unreadable"
EMPTY_CLIPBOARD = "empty_clipboard"


def refusal_reason(code: str, detail: str = "") -> str:
    """One sentence (or two) saying what is wrong, for a refusal ``code`` of §5 or one of this module's.

    ``detail`` is the system's own words for ``UNREADABLE`` (e.g. "Permission denied"); other codes ignore it.
    """
    reasons = {
        "too_large": QCoreApplication.translate("RemoteDuels", "It is larger than a duel message can be (1 MiB)."),
        "not_json": QCoreApplication.translate(
            "RemoteDuels", "It holds neither a duel message's text block nor its JSON."
        ),
        "format": QCoreApplication.translate("RemoteDuels", "It is not a Spider Duel message."),
        "version": QCoreApplication.translate(
            "RemoteDuels", "It was made by a newer version of Spider Duel: update Spider Duel to read it."
        ),
        "schema": QCoreApplication.translate(
            "RemoteDuels", "It is damaged or incomplete: a part of the message is missing or malformed."
        ),
        "signature": QCoreApplication.translate(
            "RemoteDuels",
            "Its signature does not match: it was changed after it was signed. Ask your friend to send it again.",
        ),
        "chain": QCoreApplication.translate("RemoteDuels", "It does not belong with the duel's other messages."),
        "commit": QCoreApplication.translate(
            "RemoteDuels", "The challenger's game does not match the result sealed in the challenge."
        ),
        "replay": QCoreApplication.translate(
            "RemoteDuels", "Its game cannot be replayed: a move in it is not a legal move."
        ),
        "claim": QCoreApplication.translate(
            "RemoteDuels", "The score or result it claims is not what its game gives when replayed."
        ),
        "clock": QCoreApplication.translate(
            "RemoteDuels", "Its times do not fit its game: one time for each move, within the time limit."
        ),
        NOT_A_FILE: QCoreApplication.translate("RemoteDuels", "It is a folder or a device, not a file."),
        MISSING: QCoreApplication.translate("RemoteDuels", "There is no such file."),
        EMPTY_CLIPBOARD: QCoreApplication.translate("RemoteDuels", "The clipboard holds no text and no file."),
    }
    if code == UNREADABLE:
        return QCoreApplication.translate("RemoteDuels", "It cannot be read (%1).").replace("%1", detail or "?")
    return reasons.get(code, QCoreApplication.translate("RemoteDuels", "It cannot be taken as a duel message."))


def refused_title() -> str:
    return QCoreApplication.translate("RemoteDuels", "Not a duel message")


def refused_file_text(name: str, code: str, detail: str = "") -> str:
    """The whole message for the file ``name`` (opened, dropped or in the duels folder) refused with ``code``."""
    return (
        QCoreApplication.translate("RemoteDuels", "%1 cannot be taken as a duel message.").replace("%1", name)
        + " "
        + refusal_reason(code, detail)
    )


def refused_paste_text(code: str, detail: str = "") -> str:
    """The whole message for text from the clipboard (or dropped text) refused with ``code``."""
    if code == EMPTY_CLIPBOARD:
        return (
            refusal_reason(code)
            + " "
            + QCoreApplication.translate(
                "RemoteDuels",
                "Copy the whole duel message, from the line -----BEGIN SPIDER DUEL MESSAGE----- to the END line, "
                "then paste it again.",
            )
        )
    return (
        QCoreApplication.translate("RemoteDuels", "The pasted text cannot be taken as a duel message.")
        + " "
        + refusal_reason(code, detail)
    )


def folder_refused_text(name: str, code: str) -> str:
    """The status bar's notice for a file of the duels folder that is not a message."""
    return (
        QCoreApplication.translate("RemoteDuels", "Duels folder: %1 is not a duel message.").replace("%1", name)
        + " "
        + refusal_reason(code)
    )


def arrived_text(count: int, name: str) -> str:
    """The status bar's notice when ``count`` new messages came through the duels folder (``name``: the first)."""
    if count == 1:
        return QCoreApplication.translate(
            "RemoteDuels", "A duel message arrived in the duels folder: %1. See Challenges."
        ).replace("%1", name)
    return QCoreApplication.translate(
        "RemoteDuels", "%1 duel messages arrived in the duels folder. See Challenges."
    ).replace("%1", str(count))


def challenges_count_suffix(count: int) -> str:
    """What the Challenges entry gets after its name while ``count`` messages wait to be looked at."""
    return QCoreApplication.translate("RemoteDuels", " (%1 new)", "after the Challenges menu entry").replace(
        "%1", str(count)
    )


def paste_action_text() -> str:
    return QCoreApplication.translate("RemoteDuels", "Paste duel message from clip&board")


def folder_action_text() -> str:
    return QCoreApplication.translate("RemoteDuels", "Duels &folder…")
