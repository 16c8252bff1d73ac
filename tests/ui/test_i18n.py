"""Translations: catalogues in step with the code, .qm files built, and the runtime switch on the real window."""

from __future__ import annotations

import datetime as dt
import importlib.util
import shutil
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from spider_qt import i18n
from spider_qt.duel.kinds import Kind
from spider_qt.duel.setup import NewGameOptions
from spider_qt.i18n import LanguageSwitcher
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.main_window import MainWindow
from ui.window_helpers import switch_language

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("it", "nl", "de", "en")


def _load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("spider_i18n_tool", ROOT / "packaging" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


tool = _load_tool()
needs_linguist = pytest.mark.skipif(
    shutil.which("pyside6-lupdate") is None or shutil.which("pyside6-lrelease") is None,
    reason="the Qt Linguist tools of PySide6 are not on PATH",
)


# ------------------------------------------------------------------ catalogues


@needs_linguist
@pytest.mark.parametrize("lang", LANGS)
def test_catalogue_holds_every_string_of_the_code_translated(lang: str) -> None:
    """lupdate into a temporary copy: nothing new, nothing gone, nothing unfinished or empty, markers kept."""
    committed = tool.ts_path(lang)
    assert committed.is_file()
    problems = tool.problems(lang, committed)
    assert problems == [], "run `python packaging/i18n.py`, translate, and commit:\n" + "\n".join(problems)


@pytest.mark.parametrize("lang", ("it", "nl", "de"))
def test_full_catalogues_have_plurals_with_every_form(lang: str) -> None:
    messages = tool.read_ts(tool.ts_path(lang))
    plurals = [m for m in messages if m.numerus]
    assert len(messages) > 250
    assert len(plurals) >= 8
    assert all(len(m.forms) == 2 and all(m.forms) for m in plurals)  # it/nl/de: one, other


def test_english_catalogue_holds_only_plural_forms() -> None:
    messages = tool.read_ts(tool.ts_path("en"))
    assert messages and all(m.numerus for m in messages)
    moves = next(m for m in messages if m.source == "%n move(s)")
    assert moves.forms == ("%n move", "%n moves")


def test_the_check_notices_a_string_missing_from_a_catalogue(tmp_path: Path) -> None:
    """A catalogue lacking one of the code's strings is reported (what a new untranslated string causes)."""
    if shutil.which("pyside6-lupdate") is None:
        pytest.skip("pyside6-lupdate not on PATH")
    text = tool.ts_path("de").read_text(encoding="utf-8")
    start = text.index("<message>", text.index("<name>Table</name>"))
    end = text.index("</message>", start) + len("</message>")
    removed = text[start:end]
    broken = tmp_path / "spider_qt_de.ts"
    broken.write_text(text[:start] + text[end:], encoding="utf-8")
    problems = tool.problems("de", broken)
    assert any("not in the catalogue" in p for p in problems), problems
    assert removed  # sanity: something was really cut out


@needs_linguist
def test_the_check_notices_a_code_comment_handed_to_translators(tmp_path: Path, monkeypatch: Any) -> None:
    """lupdate reads ``#:`` as a note for translators and gives it to the next string: a constant's doc comment
    written that way above a ``tr()`` call reached the translators as nonsense, so the check reports it."""
    code = tmp_path / "spider_qt"
    code.mkdir()
    (code / "panel.py").write_text(
        "from PySide6.QtWidgets import QWidget\n\n"
        "#: How long a message stays (ms).\n"
        "MESSAGE_MS = 4000\n\n\n"
        "class Panel(QWidget):\n"
        "    def title(self) -> str:\n"
        '        return self.tr("Score")\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(tool, "SOURCES", code)
    problems = tool.problems("de", tool.ts_path("de"))
    noted = [p for p in problems if "note for translators" in p]
    assert len(noted) == 1 and "[Panel] 'Score'" in noted[0] and "How long a message stays" in noted[0], problems
    (code / "panel.py").write_text((code / "panel.py").read_text(encoding="utf-8").replace("#:", "#"), "utf-8")
    assert not [p for p in tool.problems("de", tool.ts_path("de")) if "note for translators" in p]


@needs_linguist
@pytest.mark.parametrize("lang", LANGS)
def test_qm_files_are_built_from_the_current_ts(lang: str, tmp_path: Path) -> None:
    ts = tool.ts_path(lang)
    built = tmp_path / f"spider_qt_{lang}.qm"
    tool.lrelease(ts, built)
    shipped = ts.with_suffix(".qm")
    assert shipped.is_file()
    assert shipped.read_bytes() == built.read_bytes(), "run `python packaging/i18n.py --release`"


def test_catalogues_are_found_in_the_installed_package() -> None:
    for lang in LANGS:
        path = i18n.catalogue_path(lang)
        assert path is not None and path.name == f"spider_qt_{lang}.qm"


# ------------------------------------------------------------------ runtime switch

EXPECTED = {
    "it": {
        "game": "&Partita",
        "options": "&Opzioni",
        "language": "&Lingua",
        "help": "&Aiuto",
        "new": "&Nuova partita…",
        "deal": "Dai le carte",
        "undo": "Annulla",
        "done": "Fine",
        "leave": "Abbandona",
        "dialog": "Nuova partita",
        "suits4": "4 semi (esperto)",
        "score": "Punteggio: ",
        "moves": ("1 mossa", "2 mosse"),
        "cancel": "Annulla",
    },
    "nl": {
        "game": "&Spel",
        "options": "&Opties",
        "language": "&Taal",
        "help": "&Help",
        "new": "&Nieuw spel…",
        "deal": "Kaarten geven",
        "undo": "Ongedaan maken",
        "done": "Klaar",
        "leave": "Verlaten",
        "dialog": "Nieuw spel",
        "suits4": "4 kleuren (expert)",
        "score": "Score: ",
        "moves": ("1 zet", "2 zetten"),
        "cancel": "Annuleren",
    },
    "de": {
        "game": "&Spiel",
        "options": "&Optionen",
        "language": "Spr&ache",
        "help": "&Hilfe",
        "new": "&Neues Spiel…",
        "deal": "Geben",
        "undo": "Rückgängig",
        "done": "Fertig",
        "leave": "Verlassen",
        "dialog": "Neues Spiel",
        "suits4": "4 Farben (Experten)",
        "score": "Punkte: ",
        "moves": ("1 Zug", "2 Züge"),
        "cancel": "Abbrechen",
    },
    "en": {
        "game": "&Game",
        "options": "&Options",
        "language": "&Language",
        "help": "&Help",
        "new": "&New game…",
        "deal": "Deal",
        "undo": "Undo",
        "done": "Done",
        "leave": "Leave",
        "dialog": "New game",
        "suits4": "4 suits (expert)",
        "score": "Score: ",
        "moves": ("1 move", "2 moves"),
        "cancel": "Cancel",
    },
}


def _deal_once(window: MainWindow) -> None:
    before = window.controller.game.moves if window.controller.game else 0
    window.table_input.deal()
    game = window.controller.game
    assert game is not None and game.moves == before + 1


@pytest.mark.parametrize("lang", ("it", "nl", "de", "en"))
def test_switching_language_at_runtime_retranslates_the_window(window: MainWindow, qtbot: Any, lang: str) -> None:
    want = EXPECTED[lang]
    window.start_game(NewGameOptions(rules="duel", suits=1, seed=11))
    _deal_once(window)
    switch_language(window, "de" if lang == "en" else "en")  # a real switch, whatever came before
    switch_language(window, lang)

    assert window.switcher.language == lang
    assert window.language_actions[lang].isChecked()
    assert window.settings.get("language") == lang
    assert window.game_menu.title() == want["game"]
    assert window.options_menu.title() == want["options"]
    assert window.language_menu.title() == want["language"]
    assert window.help_menu.title() == want["help"]
    assert window.act_new.text() == want["new"]
    assert window.hud.deal_button.text() == want["deal"]
    assert window.hud.undo_button.text() == want["undo"]
    assert window.hud.done_button.text() == want["done"]

    status = window.player_label.text()
    assert want["score"] in status
    assert status.endswith(want["moves"][0]), status
    _deal_once(window)
    assert window.player_label.text().endswith(want["moves"][1]), window.player_label.text()

    window.hud.set_leave_mode(True)
    assert window.hud.done_button.text() == want["leave"]


@pytest.mark.parametrize("lang", ("it", "de"))
def test_an_open_new_game_dialog_follows_the_switch(window: MainWindow, qtbot: Any, lang: str) -> None:
    dialog = NewGameDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "New game"
    switch_language(window, lang)
    assert dialog.windowTitle() == EXPECTED[lang]["dialog"]
    assert dialog.suit_radios[4].text().replace("&", "") == EXPECTED[lang]["suits4"]
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel is not None and cancel.text().replace("&", "") == EXPECTED[lang]["cancel"]
    switch_language(window, "en")
    assert dialog.windowTitle() == "New game"
    dialog.reject()


@pytest.mark.parametrize("lang", ("it", "nl", "de"))
def test_qt_standard_buttons_follow_the_language(window: MainWindow, qtbot: Any, lang: str) -> None:
    switch_language(window, lang)
    box = QMessageBox(QMessageBox.Icon.Question, "t", "x", QMessageBox.StandardButton.Cancel, window)
    qtbot.addWidget(box)
    button = box.button(QMessageBox.StandardButton.Cancel)
    assert button is not None and button.text().replace("&", "") == EXPECTED[lang]["cancel"]
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(buttons)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel is not None and cancel.text().replace("&", "") == EXPECTED[lang]["cancel"]


def test_status_bar_message_and_result_panel_are_translated(window: MainWindow, qtbot: Any) -> None:
    switch_language(window, "it")
    window.start_game(NewGameOptions(rules="classic", suits=1, seed=5))
    assert window.message_label.text() == "Smazzata n. 5"
    window.result_panel.show_result(False, 480, 20, 95)
    assert window.result_panel.title.text() == "Partita finita"
    assert window.result_panel.new_button.text() == "Nuova partita"
    switch_language(window, "nl")
    assert window.result_panel.title.text() == "Spel afgelopen"
    assert window.result_panel.leave_button.text() == "Verlaten"


def test_every_translated_catalogue_loads() -> None:
    switcher = LanguageSwitcher()
    try:
        for lang in LANGS:
            assert switcher.switch(lang)
            assert switcher.language == lang
            word = QCoreApplication.translate("Table", "Deal", "verb: button that deals ten new cards")
            assert word == {"it": "Dai le carte", "nl": "Kaarten geven", "de": "Geben", "en": "Deal"}[lang]
    finally:
        switcher.switch("en")


def test_numbers_and_dates_follow_the_language() -> None:
    switcher = LanguageSwitcher()
    try:
        switcher.switch("de")
        assert i18n.format_number(1234567) == "1.234.567"
        assert i18n.format_number(2.5, 1) == "2,5"
        assert i18n.format_percent(0.42) == "42\u00a0%"
        assert i18n.format_date(dt.date(2024, 3, 5)) == "05.03.24"
        switcher.switch("it")
        assert i18n.format_date(dt.date(2024, 3, 5)) == "05/03/24"
        switcher.switch("en")
        assert i18n.format_number(1234567) == "1,234,567"
        assert i18n.format_percent(0.42) == "42%"
        assert QLocale().language() == QLocale.Language.English
    finally:
        switcher.switch("en")


def test_the_computer_players_stop_reason_is_in_the_ui_language(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The reason after "The computer player stopped:" is translated, and the child's own text is framed by one."""
    from spider_qt.store import Database
    from spider_qt.ui.computer.opponent_process import LOST_PROCESS, PROCESS_ENDED
    from spider_qt.ui.duel import session as duel_module

    monkeypatch.setattr(duel_module, "COMPUTER_RESTARTS", 0)  # a lost process is not played again: it is told
    db = Database.open(tmp_path / "data")
    try:
        window.duels.set_database(db)
        switch_language(window, "de")
        window.start_game(
            NewGameOptions(rules="duel", suits=1, seed=99, opponent=Kind.COMPUTER, level="beginner", player="Anna")
        )
        session = window.duels.session
        assert session is not None and session.computer is not None
        said = "Der Computerspieler ist ausgefallen: "
        session.computer.failed.emit(PROCESS_ENDED)
        assert window.message_label.text() == said + "sein Prozess endete unerwartet"
        session.computer.failed.emit(LOST_PROCESS)
        assert window.message_label.text() == said + "sein Prozess ging verloren"
        session.computer.failed.emit("ValueError: bad move")
        assert window.message_label.text() == said + "interner Fehler (ValueError: bad move)"
    finally:
        switch_language(window, "en")
        window.close()
        db.close()


def test_the_speed_lists_follow_a_language_switch(qtbot: Any) -> None:
    """Opened in German, the replay's speed list kept "0,5×" after a switch to English (the cover's too)."""
    from PySide6.QtWidgets import QWidget

    from spider_qt.engine import Game
    from spider_qt.i18n import LanguageSwitcher
    from spider_qt.ui.dialogs.replay import ReplayViewer
    from spider_qt.ui.window.cover import CoverScreen

    switcher = LanguageSwitcher()
    try:
        switcher.switch("de")
        viewer = ReplayViewer(Game.new("classic", 1, 3), animation_speed=0.0)
        qtbot.addWidget(viewer)
        holder = QWidget()
        qtbot.addWidget(holder)
        cover = CoverScreen(holder)
        for combo in (viewer.speed_combo, cover.speed_combo):
            assert "0,5×" in [combo.itemText(i) for i in range(combo.count())]
        switcher.switch("en")
        for combo in (viewer.speed_combo, cover.speed_combo):
            qtbot.waitUntil(lambda c=combo: "0.5×" in [c.itemText(i) for i in range(c.count())])
    finally:
        switcher.switch("en")
