"""Exceptions of the store: each carries a stable ``code`` for the UI to translate."""

from __future__ import annotations

from pathlib import Path


class StoreError(Exception):
    """Base of the store's errors: a stable ``code`` plus an English message for logs."""

    code: str

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class WriteFailed(StoreError):
    """A file could not be written; the previous file, if any, is unchanged.

    Code: ``write_failed``. ``errno`` holds the operating system's error number (e.g. ENOSPC).
    """

    def __init__(self, path: Path, exc: OSError) -> None:
        super().__init__("write_failed", f"cannot write {path}: {exc.strerror or exc}")
        self.path = path
        self.errno = exc.errno


class QuarantineFailed(StoreError):
    """A damaged file could not be moved aside. Code: ``quarantine_failed``."""


class DatabaseError(StoreError):
    """The database cannot be used.

    Codes: ``db_too_new`` (written by a newer Spider Duel; the file is left untouched),
    ``db_failed`` (the operating system or SQLite refused an operation), ``db_locked``
    (another running copy holds the database), ``db_closed``.
    """


class ProfileError(StoreError):
    """A profile name or operation is refused.

    Codes: ``name_empty``, ``name_too_long``, ``name_invalid`` (control characters),
    ``name_taken``, ``profile_not_found``, ``profile_deleted``, ``computer_profile``
    (computer opponents cannot be renamed or deleted), ``bad_level``.
    """


class RecordError(StoreError):
    """A game record is refused or missing.

    Codes: ``game_not_found``, ``bad_record`` (e.g. action times do not match the history,
    the game is not over).
    """


class DuelError(StoreError):
    """A duel or challenge operation is refused.

    Codes: ``duel_not_found``, ``duel_not_open``, ``duel_finished``, ``own_challenge``,
    ``not_invited``, ``wrong_player``, ``deal_mismatch``, ``side_taken``, ``same_player``,
    ``bad_deal``, ``bad_time_limit``.
    """


class SaveFileError(StoreError):
    """A ``.spider`` file cannot be loaded.

    Codes: ``not_found``, ``unreadable`` (the operating system refused to read it),
    ``bad_json`` (not UTF-8 JSON, e.g. truncated or garbage), ``foreign`` (JSON, but not a
    Spider Duel file), ``too_new`` (written by a newer version), ``damaged`` (the engine
    refused the game: ``engine_code`` holds the engine's ``InvalidSave`` code). ``quarantined``
    is the path a damaged autosave was moved to, else ``None``.
    """

    def __init__(self, code: str, message: str, engine_code: str | None = None) -> None:
        super().__init__(code, message)
        self.engine_code = engine_code
        self.quarantined: Path | None = None
