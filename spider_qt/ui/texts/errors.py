"""Readable, translated text for the store's error codes: what went wrong, where, and why."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spider_qt.store import MAX_NAME_LENGTH, MAX_SAVE_BYTES, ProfileError, StoreError


def cause_text(cause: str, detail: str = "") -> str:
    """The cause of a failed file operation (``WriteFailed.cause``, ``QuarantineFailed.cause``) in words."""
    texts = {
        "disk_full": QCoreApplication.translate("StoreErrors", "the disk is full"),
        "read_only": QCoreApplication.translate("StoreErrors", "the folder is read-only"),
        "denied": QCoreApplication.translate("StoreErrors", "you are not allowed to write there"),
        "not_a_folder": QCoreApplication.translate("StoreErrors", "a file is in the way where a folder should be"),
        "is_a_folder": QCoreApplication.translate("StoreErrors", "a folder is in the way where a file should be"),
    }
    if cause in texts:
        return texts[cause]
    return (
        QCoreApplication.translate("StoreErrors", "the system refused (%1)").replace("%1", detail)
        if detail
        else QCoreApplication.translate("StoreErrors", "the system refused")
    )


def folder_of(exc: StoreError) -> str:
    """The folder the error is about, as the player should see it (empty when unknown)."""
    folder = exc.folder
    return "" if folder is None else str(folder)


def store_error_text(exc: StoreError) -> str:
    """What went wrong, in the player's language, from the error's stable ``code``, naming the folder and the cause."""
    text = _text(exc)
    where = folder_of(exc)
    if where and "%1" in text:
        return text.replace("%1", where)
    if where:
        return text + "\n" + QCoreApplication.translate("StoreErrors", "Folder: %1").replace("%1", where)
    return text.replace("%1", "?")


def held_store_error_text(exc: StoreError) -> str:
    """What holds a duel, for its cover: as ``store_error_text``, but without the advice to start Spider Duel again,
    since a held duel tries again by itself (the cover says what to do next)."""
    held = {
        "db_locked": QCoreApplication.translate(
            "StoreErrors", "The statistics in %1 are in use by another program (perhaps another Spider Duel)."
        ),
        "db_full": QCoreApplication.translate(
            "StoreErrors", "The disk holding %1 is full, so the duel's records cannot be written."
        ),
    }.get(exc.code)
    if held is None:
        return store_error_text(exc)
    return held.replace("%1", folder_of(exc) or "?")


def _text(exc: StoreError) -> str:
    code = exc.code
    cause = getattr(exc, "cause", None)
    if code == "write_failed":
        return QCoreApplication.translate(
            "StoreErrors", "A file in %1 could not be written: %2. The previous copy is unchanged."
        ).replace("%2", cause_text(str(cause), _os_detail(exc)))
    if code == "quarantine_failed":
        return QCoreApplication.translate(
            "StoreErrors", "A damaged file in %1 could not be moved aside: %2. It was left as it is."
        ).replace("%2", cause_text(str(cause), _os_detail(exc)))
    if code == "name_too_long":
        return QCoreApplication.translate("StoreErrors", "A name can have at most %1 characters.").replace(
            "%1", str(MAX_NAME_LENGTH)
        )
    if isinstance(exc, ProfileError) and code in ("name_confusable", "name_reserved"):
        existing = exc.existing or ""
        if code == "name_confusable":
            return QCoreApplication.translate(
                "StoreErrors", "That name looks too much like the existing player “%1”. Please choose another."
            ).replace("%1", existing)
        return QCoreApplication.translate(
            "StoreErrors", "“%1” is the name of a computer opponent. Please choose another."
        ).replace("%1", existing)
    if code == "too_large":
        return QCoreApplication.translate(
            "StoreErrors", "The file is larger than any game (over %1 MB), so it was not read."
        ).replace("%1", str(MAX_SAVE_BYTES // (1024 * 1024)))
    texts = {
        "db_too_new": QCoreApplication.translate(
            "StoreErrors",
            "The statistics in %1 were saved by a newer version of Spider Duel. They are left untouched; "
            "update Spider Duel to use them.",
        ),
        "db_locked": QCoreApplication.translate(
            "StoreErrors",
            "The statistics in %1 are in use by another program (perhaps another Spider Duel). "
            "Nothing was moved or deleted. Close that program, then start Spider Duel again.",
        ),
        "db_full": QCoreApplication.translate(
            "StoreErrors",
            "The disk holding %1 is full, so the statistics cannot be used. "
            "Nothing was moved or deleted. Free some space, then start Spider Duel again.",
        ),
        "db_read_only": QCoreApplication.translate(
            "StoreErrors", "The folder %1 is read-only, so the statistics cannot be used. Nothing was moved or deleted."
        ),
        "db_denied": QCoreApplication.translate(
            "StoreErrors",
            "You are not allowed to use the statistics in %1 (permission denied). Nothing was moved or deleted.",
        ),
        "db_no_folder": QCoreApplication.translate(
            "StoreErrors",
            "The data folder %1 cannot be created: a file is in the way, or its place cannot hold folders.",
        ),
        "db_failed": QCoreApplication.translate("StoreErrors", "The statistics database in %1 could not be used."),
        "db_bad_value": QCoreApplication.translate(
            "StoreErrors",
            "The statistics database in %1 holds an entry that Spider Duel did not write (it was changed by hand or "
            "by another program), so it could not be read. Nothing in it was changed.",
        ),
        "db_closed": QCoreApplication.translate("StoreErrors", "The statistics database is closed."),
        "key_damaged": QCoreApplication.translate(
            "StoreErrors",
            "Your key for duels with friends elsewhere, in %1, is damaged. It was left as it is: move it away to get "
            "a new key (your friends will then see a changed key).",
        ),
        "key_unreadable": QCoreApplication.translate(
            "StoreErrors", "Your key for duels with friends elsewhere, in %1, cannot be read."
        ),
        "attempt_used": QCoreApplication.translate(
            "StoreErrors", "This challenge was played here already: there is one attempt per challenge."
        ),
        "name_empty": QCoreApplication.translate("StoreErrors", "Please enter a name."),
        "name_invalid": QCoreApplication.translate(
            "StoreErrors", "A name cannot contain control or formatting characters."
        ),
        "name_invisible": QCoreApplication.translate(
            "StoreErrors", "A name needs at least one letter, digit or sign that shows."
        ),
        "name_taken": QCoreApplication.translate("StoreErrors", "That name is already taken."),
        "profile_not_found": QCoreApplication.translate("StoreErrors", "That player no longer exists."),
        "profile_deleted": QCoreApplication.translate("StoreErrors", "That player was deleted."),
        "computer_profile": QCoreApplication.translate(
            "StoreErrors", "A computer opponent cannot be renamed or deleted."
        ),
        "bad_level": QCoreApplication.translate("StoreErrors", "Unknown computer level."),
        "game_not_found": QCoreApplication.translate("StoreErrors", "That game is no longer recorded."),
        "bad_record": QCoreApplication.translate("StoreErrors", "The game record is not valid."),
        "not_from_deal": QCoreApplication.translate(
            "StoreErrors",
            "This game started from a set position, not from a deal number, so it is not recorded in the statistics.",
        ),
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
        "unreadable": QCoreApplication.translate(
            "StoreErrors", "The file cannot be read: you may not be allowed to open it."
        ),
        "not_regular": QCoreApplication.translate(
            "StoreErrors", "This is not a regular file (a folder, a pipe or a device), so it was not read."
        ),
        "symlink": QCoreApplication.translate(
            "StoreErrors", "This is a symbolic link, not a file Spider Duel wrote, so it was not followed."
        ),
        "bad_json": QCoreApplication.translate("StoreErrors", "The file is damaged or incomplete."),
        "foreign": QCoreApplication.translate("StoreErrors", "This is not a Spider Duel game file."),
        "too_new": QCoreApplication.translate("StoreErrors", "The file was saved by a newer version of Spider Duel."),
        "damaged": QCoreApplication.translate(
            "StoreErrors", "The file is damaged: the game in it cannot be played back."
        ),
    }
    if code == "db_failed" and exc.message:
        return texts[code] + " (" + exc.message + ")"
    return texts.get(code, QCoreApplication.translate("StoreErrors", "Something went wrong with the saved data."))


def _os_detail(exc: StoreError) -> str:
    # The system's own words are the best we have for a rare cause; the English message carries them.
    return exc.message.rsplit(": ", 1)[-1] if ": " in exc.message else exc.message
