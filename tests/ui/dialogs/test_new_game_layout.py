"""The new-game dialog keeps its controls in place while the player switches rules and opponents."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint

from spider_qt.i18n import LanguageSwitcher
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.settings import Settings


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_switching_rules_or_opponent_moves_nothing(qtbot: Any, settings: Settings, lang: str) -> None:
    switcher = LanguageSwitcher()
    switcher.switch(lang)
    try:
        dialog = NewGameDialog(settings)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        targets = (dialog.opp_none, dialog.opp_human, dialog.opp_computer, dialog.opp_challenge, dialog.time_combo)

        def where() -> tuple[Any, ...]:
            return (dialog.size().toTuple(), *(w.mapTo(dialog, QPoint(0, 0)).toTuple() for w in targets))

        seen = set()
        for radio in dialog.rules_radios.values():
            radio.setChecked(True)
            qtbot.wait(20)
            seen.add(where())
        for opponent in (dialog.opp_human, dialog.opp_computer, dialog.opp_challenge, dialog.opp_none):
            opponent.setChecked(True)
            qtbot.wait(20)
            seen.add(where())
        assert len(seen) == 1, seen
    finally:
        switcher.switch("en")
