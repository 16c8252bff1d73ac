"""The "How to play" window: F1 opens it, it speaks the UI language and follows a switch while open."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from spider_qt.ui.dialogs.help import HelpWindow
from spider_qt.ui.help_attach import HelpMenu, attach_help
from spider_qt.ui.main_window import MainWindow
from ui.window_helpers import switch_language

#: A heading and a rule term per language that the help text must contain.
WORDS = {
    "en": ("How to play Spider Duel", "Duel scoring", "discard pile"),
    "it": ("Come si gioca a Spider Duel", "Punteggio del duello", "mazzo di scarto"),
    "nl": ("Zo speel je Spider Duel", "Puntentelling in het duel", "aflegstapel"),
    "de": ("So spielst du Spider Duel", "Punkte im Duell", "Vorratsstapel"),
}
TITLES = {"en": "How to play", "it": "Come si gioca", "nl": "Speluitleg", "de": "Spielanleitung"}
ACTIONS = {"en": "&How to play", "it": "&Come si gioca", "nl": "&Speluitleg", "de": "&Spielanleitung"}


@pytest.fixture
def helped(window: MainWindow, qtbot: Any) -> tuple[MainWindow, HelpMenu]:
    helper = attach_help(window)
    window.activateWindow()
    qtbot.waitActive(window)
    return window, helper


def _open_with_f1(window: MainWindow, helper: HelpMenu, qtbot: Any) -> HelpWindow:
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: helper.help_window is not None and helper.help_window.isVisible())
    assert helper.help_window is not None
    return helper.help_window


def test_how_to_play_is_first_in_the_help_menu_with_f1(helped: tuple[MainWindow, HelpMenu]) -> None:
    window, helper = helped
    actions = window.help_menu.actions()
    assert actions[0] is helper.action
    assert actions[1] is helper.welcome_action  # the first start's welcome card, back on the table (#48 pt 10)
    assert actions[2].isSeparator()
    assert window.act_about in actions
    assert helper.action.text() == "&How to play"
    assert "F1" in [k.toString() for k in helper.action.shortcuts()]


def test_f1_opens_the_help_and_again_reuses_it(helped: tuple[MainWindow, HelpMenu], qtbot: Any) -> None:
    window, helper = helped
    help_window = _open_with_f1(window, helper, qtbot)
    assert help_window.windowTitle() == "How to play"
    text = help_window.browser.toPlainText()
    for word in WORDS["en"]:
        assert word in text
    # both rule sets and both scorings are explained
    for word in ("Classic rules", "Duel rules", "500", "+26", "+100"):
        assert word in text
    help_window.close()
    assert not help_window.isVisible()
    assert _open_with_f1(window, helper, qtbot) is help_window


@pytest.mark.parametrize("lang", ("it", "nl", "de"))
def test_help_opens_in_the_current_language(helped: tuple[MainWindow, HelpMenu], qtbot: Any, lang: str) -> None:
    window, helper = helped
    switch_language(window, lang)
    assert helper.action.text() == ACTIONS[lang]
    help_window = _open_with_f1(window, helper, qtbot)
    assert help_window.windowTitle() == TITLES[lang]
    text = help_window.browser.toPlainText()
    for word in WORDS[lang]:
        assert word in text
    assert WORDS["en"][0] not in text


def test_open_help_follows_a_language_switch(helped: tuple[MainWindow, HelpMenu], qtbot: Any) -> None:
    window, helper = helped
    help_window = _open_with_f1(window, helper, qtbot)
    close = help_window.buttons.button(QDialogButtonBox.StandardButton.Close)
    assert close is not None
    for lang in ("de", "it", "nl", "en"):
        switch_language(window, lang)
        assert help_window.isVisible()
        assert help_window.windowTitle() == TITLES[lang]
        assert WORDS[lang][1] in help_window.browser.toPlainText()
    switch_language(window, "de")
    assert close.text().replace("&", "") == "Schließen"  # Qt's own catalogue, installed beside ours


def test_help_sections_are_each_translated(helped: tuple[MainWindow, HelpMenu]) -> None:
    """No section falls back to English in another language (each is its own catalogue entry)."""
    window, _ = helped
    english = HelpWindow(window)
    english_parts = set(english.html().split("<h2>"))
    for lang in ("it", "nl", "de"):
        switch_language(window, lang)
        translated = HelpWindow(window)
        parts = translated.html().split("<h2>")
        assert len(parts) == len(english_parts)
        assert not english_parts & set(parts), lang
        translated.deleteLater()
    english.deleteLater()


#: What the help says about a duel left before the end, and the words Player info's history uses for it.
LEFT_DUEL = {
    "en": ("counts there as lost", "says who left"),
    "it": ("vi conta come perso", "dice chi si è ritirato"),
    "nl": ("telt daar als verloren", "wie het opgaf"),
    "de": ("zählt dort als verloren", "wer aufgegeben hat"),
}


@pytest.mark.parametrize("lang", ("en", "it", "nl", "de"))
def test_help_says_a_duel_left_early_is_lost_and_marked(
    helped: tuple[MainWindow, HelpMenu], qtbot: Any, lang: str
) -> None:
    window, helper = helped
    switch_language(window, lang)
    text = _open_with_f1(window, helper, qtbot).browser.toPlainText()
    for words in LEFT_DUEL[lang]:
        assert words in text


@pytest.mark.parametrize("lang", ("en", "it", "nl", "de"))
def test_help_tells_the_keyboard_player_how_to_reach_the_buttons(
    helped: tuple[MainWindow, HelpMenu], qtbot: Any, lang: str
) -> None:
    """Done has no key of its own: the keyboard part of the help named no way to reach it (nor Deal and Undo on the
    table, nor the duel's and the result's buttons). It names Tab, and the buttons by the words they show."""
    window, helper = helped
    switch_language(window, lang)
    text = _open_with_f1(window, helper, qtbot).browser.toPlainText()
    keyboard = text[text.rindex("Esc") :]
    assert "Tab" in keyboard
    hud = window.hud
    for button in (hud.deal_button, hud.undo_button, hud.done_button):
        assert button.text() in keyboard, (lang, button.text())


#: The help's section on what counts, per language: its heading, two of its rules (a game left for a new deal, or not
#: continued, is lost; a game from a set position never counts), and the heading of the next section, on duels.
WHAT_COUNTS = {
    "en": ("What counts in your statistics", "counts as lost", "but never counts", "Duels in the statistics"),
    "it": ("Cosa conta nelle tue statistiche", "conta come persa", "ma non conta mai", "I duelli nelle statistiche"),
    "nl": ("Wat telt in je statistieken", "telt als verloren", "maar het telt nooit", "Duels in de statistieken"),
    "de": ("Was in deiner Statistik zählt", "zählt als verloren", "aber es zählt nie", "Duelle in der Statistik"),
}


@pytest.mark.parametrize("lang", ("en", "it", "nl", "de"))
def test_help_says_what_counts_in_the_statistics(helped: tuple[MainWindow, HelpMenu], qtbot: Any, lang: str) -> None:
    window, helper = helped
    switch_language(window, lang)
    text = _open_with_f1(window, helper, qtbot).browser.toPlainText()
    heading, lost, never, duels = WHAT_COUNTS[lang]
    section = text[text.index(heading) : text.index(duels)]  # before the duels' section, which builds on it
    assert lost in section and never in section
