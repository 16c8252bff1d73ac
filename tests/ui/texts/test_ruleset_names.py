"""The UI names rule sets through one place and builds its choices from the engine's registry."""

from __future__ import annotations

from typing import Any

from helpers_variant import VARIANT, registered
from PySide6.QtWidgets import QRadioButton

from spider_qt.engine import CLASSIC, DUEL, RULESETS
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.settings import Settings
from spider_qt.ui.texts.names import ruleset_name, ruleset_rules_name, ruleset_summary
from ui.window_helpers import switch_language


def test_every_built_in_rule_set_has_words_in_english_and_german(window: Any) -> None:
    english = {name: (ruleset_name(name), ruleset_rules_name(name), ruleset_summary(name)) for name in RULESETS}
    assert english[CLASSIC.name][0] == "Classic" and english[DUEL.name][0] == "Duel"
    assert all(all(words) for words in english.values())
    switch_language(window, "de")
    try:
        german = {name: (ruleset_name(name), ruleset_rules_name(name), ruleset_summary(name)) for name in RULESETS}
    finally:
        switch_language(window, "en")
    for name in RULESETS:
        assert all(german[name]), name
        assert german[name][1] != english[name][1], f"{name}: '… rules' is not translated"
        assert german[name][2] != english[name][2], f"{name}: the summary is not translated"
    assert ruleset_name(CLASSIC) == ruleset_name(CLASSIC.name)


def test_a_registered_variant_is_offered_and_chosen_in_the_new_game_dialog(qtbot: Any, settings: Settings) -> None:
    with registered(VARIANT):
        dialog = NewGameDialog(settings)
        qtbot.addWidget(dialog)
        radios = dialog.rules_box.findChildren(QRadioButton)
        assert [r.text().replace("&", "") for r in radios] == ["Classic", "Duel", "test-variant"]  # less Alt+letters
        assert ruleset_summary(VARIANT) == ""
        radios[2].setChecked(True)
        assert dialog.rules_hint.text() == ""
        # Not timed and alone: no time limit to choose.
        assert not dialog.time_combo.isEnabled()
        assert dialog.options().rules == "test-variant"
        radios[1].setChecked(True)
        assert dialog.time_combo.isEnabled()
        assert dialog.options().rules == DUEL.name
    assert "test-variant" not in RULESETS
