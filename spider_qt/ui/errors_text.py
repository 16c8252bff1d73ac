"""Readable, translated text for the store's error codes."""

from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication

from spider_qt.store import MAX_NAME_LENGTH, StoreError, WriteFailed


def store_error_text(exc: StoreError) -> str:
    """What went wrong, in the player's language, from the error's stable ``code``."""
    code = exc.code
    if isinstance(exc, WriteFailed):
        if exc.errno == errno.ENOSPC:
            return QCoreApplication.translate(
                "StoreErrors", "The disk is full, so the file could not be written. The previous copy is unchanged."
            )
        if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            return QCoreApplication.translate(
                "StoreErrors", "You are not allowed to write there. The previous copy is unchanged."
            )
        return QCoreApplication.translate(
            "StoreErrors", "The file could not be written. The previous copy is unchanged."
        )
    if code == "name_too_long":
        return QCoreApplication.translate("StoreErrors", "A name can have at most %1 characters.").replace(
            "%1", str(MAX_NAME_LENGTH)
        )
    texts = {
        "quarantine_failed": QCoreApplication.translate("StoreErrors", "A damaged file could not be moved aside."),
        "db_too_new": QCoreApplication.translate(
            "StoreErrors",
            "The statistics were saved by a newer version of Spider Duel. They are left untouched; "
            "update Spider Duel to use them.",
        ),
        "db_failed": QCoreApplication.translate("StoreErrors", "The statistics database could not be used."),
        "db_locked": QCoreApplication.translate(
            "StoreErrors", "Another copy of Spider Duel is using the statistics. Close it and try again."
        ),
        "db_closed": QCoreApplication.translate("StoreErrors", "The statistics database is closed."),
        "name_empty": QCoreApplication.translate("StoreErrors", "Please enter a name."),
        "name_invalid": QCoreApplication.translate("StoreErrors", "A name cannot contain control characters."),
        "name_taken": QCoreApplication.translate("StoreErrors", "That name is already taken."),
        "profile_not_found": QCoreApplication.translate("StoreErrors", "That player no longer exists."),
        "profile_deleted": QCoreApplication.translate("StoreErrors", "That player was deleted."),
        "computer_profile": QCoreApplication.translate(
            "StoreErrors", "A computer opponent cannot be renamed or deleted."
        ),
        "bad_level": QCoreApplication.translate("StoreErrors", "Unknown computer level."),
        "game_not_found": QCoreApplication.translate("StoreErrors", "That game is no longer recorded."),
        "bad_record": QCoreApplication.translate("StoreErrors", "The game record is not valid."),
        "duel_not_found": QCoreApplication.translate("StoreErrors", "That duel no longer exists."),
        "duel_not_open": QCoreApplication.translate("StoreErrors", "That challenge is no longer open."),
        "duel_finished": QCoreApplication.translate("StoreErrors", "That duel is already finished."),
        "own_challenge": QCoreApplication.translate("StoreErrors", "You cannot accept your own challenge."),
        "not_invited": QCoreApplication.translate("StoreErrors", "That challenge is meant for someone else."),
        "wrong_player": QCoreApplication.translate("StoreErrors", "That game belongs to another player."),
        "deal_mismatch": QCoreApplication.translate("StoreErrors", "That game was played on a different deal."),
        "side_taken": QCoreApplication.translate("StoreErrors", "That side of the duel has already played."),
        "same_player": QCoreApplication.translate("StoreErrors", "A player cannot duel against themselves."),
        "bad_deal": QCoreApplication.translate("StoreErrors", "That deal does not exist."),
        "bad_time_limit": QCoreApplication.translate("StoreErrors", "That time limit is not allowed."),
        "not_found": QCoreApplication.translate("StoreErrors", "The file does not exist."),
        "unreadable": QCoreApplication.translate("StoreErrors", "The file cannot be read."),
        "bad_json": QCoreApplication.translate("StoreErrors", "The file is damaged or incomplete."),
        "foreign": QCoreApplication.translate("StoreErrors", "This is not a Spider Duel game file."),
        "too_new": QCoreApplication.translate("StoreErrors", "The file was saved by a newer version of Spider Duel."),
        "damaged": QCoreApplication.translate(
            "StoreErrors", "The file is damaged: the game in it cannot be played back."
        ),
    }
    return texts.get(code, QCoreApplication.translate("StoreErrors", "Something went wrong with the saved data."))
