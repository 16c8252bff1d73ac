"""Positions and checks shared by the window tests."""

from __future__ import annotations

from typing import Any

from helpers.positions import counter_of as counter_of
from helpers.positions import near_won as near_won


def switch_language(window: Any, code: str) -> None:
    """Switch the window's language and let the event loop deliver it, as it does for a player."""
    from PySide6.QtWidgets import QApplication

    window.set_language(code)
    for _ in range(3):  # LanguageChange is posted; each window then retranslates from the event loop
        QApplication.processEvents()
