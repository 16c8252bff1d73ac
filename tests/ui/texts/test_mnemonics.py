"""Alt+letter for the dialogs' controls: each gets a letter of its own in every language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from spider_qt.i18n import LanguageSwitcher
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.settings import Settings
from spider_qt.ui.texts.mnemonics import taken_letter, with_mnemonic


def test_a_letter_is_chosen_once_word_starts_first_and_an_own_one_is_kept() -> None:
    taken: set[str] = set()
    assert with_mnemonic("Classic", taken) == "&Classic"
    assert with_mnemonic("Computer", taken) == "C&omputer"  # C is taken
    assert with_mnemonic("Keiner: allein spielen", taken) == "&Keiner: allein spielen"
    assert with_mnemonic("Kein Name", taken) == "Kein &Name"  # a word start before any other letter
    assert with_mnemonic("Sa&ve", taken) == "Sa&ve" and "v" in taken
    assert with_mnemonic("Fish && chips", set()) == "&Fish && chips"  # && is a plain ampersand
    assert taken_letter("Fish && chips") is None
    assert with_mnemonic("ab", {"a", "b"}) == "ab"  # nothing free: left as it is


def _controls(dialog: NewGameDialog) -> list[Any]:
    return [
        *dialog.rules_radios.values(),
        *dialog.suit_radios.values(),
        dialog.opp_none,
        dialog.opp_human,
        dialog.opp_computer,
        dialog.opp_challenge,
        dialog.player_label,
        dialog.time_label,
        dialog.deal_label,
        dialog.random_check,
        dialog.allow_help_check,
    ]


@pytest.mark.parametrize("lang", ["en", "it", "nl", "de"])
def test_every_control_of_the_new_game_dialog_has_its_own_letter(qtbot: Any, tmp_path: Path, lang: str) -> None:
    switcher = LanguageSwitcher()
    try:
        switcher.switch(lang)
        dialog = NewGameDialog(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.activateWindow()  # a shortcut letter works in the active window
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
        letters = [taken_letter(w.text()) for w in _controls(dialog)]
        own = [taken_letter(b.text()) for b in dialog.buttons.buttons()]
        assert None not in letters, [w.text() for w in _controls(dialog)]
        every = letters + [letter for letter in own if letter]
        assert len(set(every)) == len(every), [w.text() for w in _controls(dialog)]
        assert dialog.suit_radios[4].text().startswith("&4")  # the suit counts by their digits
        # Alt + the letter of "Deal number" puts the cursor in the deal number's field (its buddy)
        dialog.random_check.setChecked(False)
        letter = taken_letter(dialog.deal_label.text())
        assert letter is not None
        QTest.keyClick(dialog, letter, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: dialog.deal_edit.hasFocus(), timeout=2000)
    finally:
        switcher.switch("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_challenges_dialog_shows_no_stray_ampersand(qtbot: Any, tmp_path: Path, lang: str) -> None:
    """Its "Playing as:" label got a letter but no buddy, so it read "Playing &as:"."""
    from spider_qt.store import Database
    from spider_qt.ui.duel.challenges_dialog import ChallengesDialog

    db = Database.open(tmp_path / "data")
    switcher = LanguageSwitcher()
    try:
        switcher.switch(lang)
        db.profiles.create("Ann")
        dialog = ChallengesDialog(db, "Ann")
        qtbot.addWidget(dialog)
        dialog.show()
        assert "&" not in dialog.player_label.text() and dialog.player_label.text().endswith(":")
        assert taken_letter(dialog.play_button.text()) is not None
    finally:
        switcher.switch("en")
        db.close()


@pytest.mark.parametrize("lang", ["en", "it", "nl", "de"])
def test_every_item_of_the_option_submenus_has_a_letter_of_its_own(qtbot: Any, tmp_path: Path, lang: str) -> None:
    """Animation speed, click mode, card back, table colour and Language: only the arrow keys reached an item."""
    from helpers import windows

    win = windows.make_window(qtbot, tmp_path)
    try:
        windows.switch_language(qtbot, win, lang)
        menus = [win.window_actions.speed_menu, win.window_actions.click_menu, win.language_menu]
        menus += [win.appearance.back_menu, win.appearance.felt_menu]
        for menu in menus:
            letters = [taken_letter(a.text()) for a in menu.actions() if not a.isSeparator()]
            assert None not in letters and len(set(letters)) == len(letters), [a.text() for a in menu.actions()]
    finally:
        win.switcher.switch("en")


@pytest.mark.parametrize("lang", ["en", "it", "nl", "de"])
def test_the_menu_bar_and_every_menu_give_each_item_a_letter_of_its_own(qtbot: Any, tmp_path: Path, lang: str) -> None:
    """Alt+letter opens a menu and a letter picks its item: the menu bar, Game (playing, and with Done become
    Leave), Options, Language, Player and Help, as the app builds them, in every language."""
    from helpers import windows
    from PySide6.QtWidgets import QMenu

    from spider_qt.duel.setup import NewGameOptions
    from spider_qt.ui.help_attach import attach_help

    def check(menu: Any, where: str) -> None:
        actions = [a for a in menu.actions() if not a.isSeparator()]
        texts = [a.menu().title() if isinstance(a.menu(), QMenu) else a.text() for a in actions]
        letters = [taken_letter(t) for t in texts]
        assert None not in letters and len(set(letters)) == len(letters), (lang, where, texts)
        for action in actions:
            sub = action.menu()
            if isinstance(sub, QMenu) and sub is not persist.files.recent_menu:  # file names there, not commands
                check(sub, sub.title())

    win, persist = windows.window_with_data(qtbot, tmp_path)
    try:
        attach_help(win)
        windows.switch_language(qtbot, win, lang)
        win.start_game(NewGameOptions(rules="classic", suits=1, seed=3))
        check(win.menuBar(), "menu bar")
        win.controller.finish()
        qtbot.waitUntil(win.result_panel.isVisible)
        check(win.game_menu, "Game, the result shown")
    finally:
        persist.close()
        win.switcher.switch("en")
