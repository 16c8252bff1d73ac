"""Exceptions of the engine: each carries a stable code for the UI to translate."""

from __future__ import annotations

from typing import get_args

from .kinds import IllegalCode, SaveCode


class SpiderError(ValueError):
    """Base of the engine's errors: a stable ``code`` plus an English message for logs."""

    code: str

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class IllegalMove(SpiderError):
    """An action that is not legal in the current position; the game is unchanged.

    Codes: ``game_over``, ``bad_move``, ``bad_column``, ``same_column``,
    ``bad_count``, ``not_movable``, ``no_fit``, ``stock_empty``,
    ``empty_column``, ``not_face_down``, ``no_flip_in_classic``,
    ``nothing_to_undo``, ``too_many_actions`` (the game holds ``MAX_ACTIONS`` actions less the one kept for
    ``finish``: no save could hold another).
    """

    code: IllegalCode

    def __init__(self, code: IllegalCode, message: str) -> None:
        super().__init__(code, message)


class InvalidSave(SpiderError):
    """A snapshot or saved game that no real game could have produced.

    Codes: ``bad_json``, ``bad_format``, ``bad_version``, ``bad_type``,
    ``bad_value``, ``bad_cards``, ``bad_layout``, ``bad_history``,
    ``mismatch``, ``too-long`` (more than ``MAX_ACTIONS`` actions, or a text too long to be a save).
    """

    code: SaveCode

    def __init__(self, code: SaveCode, message: str) -> None:
        super().__init__(code, message)


ILLEGAL_CODES: tuple[IllegalCode, ...] = get_args(IllegalCode)
SAVE_CODES: tuple[SaveCode, ...] = get_args(SaveCode)
