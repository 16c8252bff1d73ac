"""Exceptions of the store: each carries a stable ``code`` for the UI to translate."""

from __future__ import annotations

import errno as errno_codes
from pathlib import Path


class StoreError(Exception):
    """Base of the store's errors: a stable ``code`` plus an English message for logs.

    ``path`` is the file or folder concerned when there is one (messages name its folder).
    """

    code: str

    def __init__(self, code: str, message: str, path: Path | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.path = path

    @property
    def folder(self) -> Path | None:
        """The folder to name in a message: ``path`` itself when it is a folder, else its parent."""
        if self.path is None:
            return None
        return self.path if self.path.is_dir() else self.path.parent


#: The causes of a failed file operation, from the operating system's error number.
CAUSE_FULL = "disk_full"
CAUSE_READ_ONLY = "read_only"
CAUSE_DENIED = "denied"
CAUSE_NOT_FOLDER = "not_a_folder"
CAUSE_IS_FOLDER = "is_a_folder"
CAUSE_OTHER = "other"


def cause_of(errno: int | None) -> str:
    """The cause (``disk_full``, ``read_only``, ``denied``, ``not_a_folder``, ``is_a_folder`` or ``other``) of an OS
    error number."""
    if errno in (errno_codes.ENOSPC, errno_codes.EDQUOT):
        return CAUSE_FULL
    if errno == errno_codes.EROFS:
        return CAUSE_READ_ONLY
    if errno in (errno_codes.EACCES, errno_codes.EPERM):
        return CAUSE_DENIED
    if errno == errno_codes.EISDIR:
        return CAUSE_IS_FOLDER
    if errno in (errno_codes.ENOTDIR, errno_codes.EEXIST):
        return CAUSE_NOT_FOLDER
    return CAUSE_OTHER


class WriteFailed(StoreError):
    """A file could not be written; the previous file, if any, is unchanged.

    Code: ``write_failed``. ``errno`` holds the operating system's error number (e.g. ENOSPC),
    ``cause`` its meaning (see ``cause_of``).
    """

    def __init__(self, path: Path, exc: OSError) -> None:
        super().__init__("write_failed", f"cannot write {path}: {exc.strerror or exc}", path)
        self.errno = exc.errno
        self.cause = cause_of(exc.errno)


class QuarantineFailed(StoreError):
    """A damaged file could not be moved aside (it is left where it is). Code: ``quarantine_failed``.

    ``errno`` and ``cause`` say why (e.g. a read-only folder).
    """

    def __init__(self, path: Path, exc: OSError) -> None:
        super().__init__("quarantine_failed", f"cannot move {path} aside: {exc.strerror or exc}", path)
        self.errno = exc.errno
        self.cause = cause_of(exc.errno)


class DatabaseError(StoreError):
    """The database cannot be used; nothing was moved or deleted.

    Codes: ``db_too_new`` (written by a newer Spider Duel; the file is left untouched),
    ``db_locked`` (another program holds the database, even after waiting), ``db_full``
    (the disk is full), ``db_read_only`` (a read-only folder or file system), ``db_denied``
    (permission denied), ``db_no_folder`` (the data folder cannot be created, e.g. a file of
    that name is in the way), ``db_bad_value`` (a stored value does not fit its column: the file
    passes SQLite's check, but was edited by hand or another program), ``db_failed`` (any other
    refusal of the system or SQLite), ``db_closed``. ``path`` is the database file (or the data folder).
    """


class ProfileError(StoreError):
    """A profile name or operation is refused.

    Codes: ``name_empty``, ``name_too_long``, ``name_invalid`` (control or formatting characters), ``name_invisible``
    (no character that shows),
    ``name_taken``, ``name_confusable`` (looks like the existing profile ``existing``),
    ``name_reserved`` (the name of a computer level), ``profile_not_found``, ``profile_deleted``,
    ``computer_profile`` (computer opponents cannot be renamed or deleted), ``bad_level``.
    """

    def __init__(self, code: str, message: str, existing: str | None = None) -> None:
        super().__init__(code, message)
        self.existing = existing


class RecordError(StoreError):
    """A game record is refused or missing.

    Codes: ``game_not_found``, ``bad_record`` (e.g. action times do not match the history,
    the game is not over, a number out of range), ``not_from_deal`` (the game starts from a
    snapshot, not from a deal number: it is never recorded).
    """


class DuelError(StoreError):
    """A duel or challenge operation is refused.

    Codes: ``duel_not_found``, ``duel_not_open``, ``duel_finished``, ``own_challenge``,
    ``not_invited``, ``wrong_player``, ``deal_mismatch``, ``side_taken``, ``same_player``,
    ``bad_deal``, ``bad_time_limit``.
    """


class SaveFileError(StoreError):
    """A ``.spider`` file cannot be loaded.

    Codes: ``not_found``, ``unreadable`` (the operating system refused to read it), ``not_regular``
    (a folder, a pipe or a device, never read), ``symlink`` (an autosave that is a symbolic link: never followed),
    ``too_large`` (over the size cap), ``bad_json``
    (not UTF-8 JSON, e.g. truncated or garbage), ``foreign`` (JSON, but not a Spider Duel file),
    ``too_new`` (written by a newer version), ``damaged`` (the engine refused the game:
    ``engine_code`` holds the engine's ``InvalidSave`` code). ``quarantined`` is the path a
    damaged autosave was moved to, else ``None``; ``quarantine_error`` says why it could not be
    moved, if it could not.
    """

    def __init__(self, code: str, message: str, engine_code: str | None = None, path: Path | None = None) -> None:
        super().__init__(code, message, path)
        self.engine_code = engine_code
        self.quarantined: Path | None = None
        self.quarantine_error: QuarantineFailed | None = None
        self.errno: int | None = None
