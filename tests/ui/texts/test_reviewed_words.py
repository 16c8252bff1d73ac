"""The fluent reviewers' words (issue 48, point 15): what the real window and the catalogues say in it, nl and de."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.texts.mnemonics import taken_letter
from ui.window_helpers import switch_language

ROOT = Path(__file__).resolve().parents[3]


def _tr(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


@pytest.mark.parametrize(
    ("lang", "undo", "help_title"),
    [("it", "Annulla", "Aiuto"), ("nl", "Ongedaan maken", "Help"), ("de", "Rückgängig", "Hilfe")],
)
def test_undo_and_help_carry_the_words_desktop_software_uses(
    window: MainWindow, lang: str, undo: str, help_title: str
) -> None:
    switch_language(window, lang)
    try:
        assert window.hud.undo_button.text() == undo
        assert window.act_undo.text().replace("&", "") == undo
        assert window.help_menu.title().replace("&", "") == help_title
        titles = [a.text() for a in window.menuBar().actions() if a.text()]
        letters = [taken_letter(t) for t in titles]
        assert None not in letters and len(letters) == len(set(letters)), titles
    finally:
        switch_language(window, "en")


def test_italian_says_spider_click_guide_and_speaks_of_a_duel_in_the_masculine(window: MainWindow) -> None:
    switch_language(window, "it")
    try:
        texts = " ".join(
            _tr("Help", s)
            for s in (
                "<h2>Dealing</h2><p>Press <b>Deal</b> (or click the stock) to lay ten new cards, one face up on"
                " every column. Do it when you run out of useful moves: the new cards usually interrupt your"
                " runs.</p>",
            )
        )
        assert "fai clic sul tallone" in texts and "clicca" not in texts
        assert _tr("CommandLine", "show this help and exit") == "mostra questa guida ed esce"
        assert [_tr("Players", s) for s in ("won", "lost")] == ["vinto", "perso"]
        assert _tr("Players", "void (not played out, counts for nobody)").startswith("annullato")
        assert _tr("Players", "won (%1 left before the end)").startswith("vinto")
        # A game (la partita) stays feminine where it is a game's result.
        assert _tr("Saving", "won") == "vinta"
        challenges = [_tr("Duel", s) for s in ("Open to", "only you", "anyone")]
        assert challenges == ["Aperta a", "te soltanto", "tutti"]
    finally:
        switch_language(window, "en")


def test_the_catalogues_hold_no_reviewed_phrase_any_more() -> None:
    """Each phrase the reviewers flagged, gone from the translations of its catalogue; its replacement there."""
    gone = {
        "nl": ["altijd kaarten geven", "Tot dan kun je alleen spelen", "“", "eerder punt", "gelijkspel<"],
        "de": [
            "an einem Computer",
            "meiste Punkte",
            "Meiste Punkte",
            "hat aufgehört: %1",
            "Drück ",
            "sein Spiel…",
            "ungültig (nicht",
        ],
        "it": ["solitario del ragno", "clicca", "aiuto ed esce", "Questo aiuto"],
    }
    present = {
        "nl": ["op elk moment kaarten geven", "Tot dan kun je wel in je eentje spelen", "niet meer vastgelegd"],
        "de": ["am selben Computer", "höchste Punktzahl", "ist ausgefallen", "nicht mehr aufgezeichnet", "Lösung … ("],
        "it": ["Solitario Spider", "Spider è un solitario", "Questa guida"],
    }
    for lang in gone:
        text = (ROOT / "translations" / f"spider_qt_{lang}.ts").read_text(encoding="utf-8")
        translated = [part.split("</translation>")[0] for part in text.split("<translation>")[1:]]
        joined = "\n".join(translated)
        for phrase in gone[lang]:
            assert phrase not in joined, (lang, phrase)
        for phrase in present[lang]:
            assert phrase in joined, (lang, phrase)


def test_recorded_is_one_word_per_language(window: MainWindow) -> None:
    sources = [
        ("Saving", "Game not recorded"),
        ("StoreErrors", "That game is no longer recorded."),
        (
            "Saving",
            "A duel is in progress, but the statistics it is recorded in cannot be used now. It waits, untouched,"
            " and goes on when Spider Duel starts with the statistics usable again. Until then you can play games"
            " alone.",
        ),
    ]
    words = {"nl": "vastgelegd", "de": "aufgezeichnet", "it": "registrat"}
    for lang, word in words.items():
        switch_language(window, lang)
        try:
            for context, source in sources:
                assert word in _tr(context, source), (lang, source)
        finally:
            switch_language(window, "en")


def test_the_store_texts_read_as_the_reviewers_asked() -> None:
    for folder in ("resources/desktop", "packaging"):
        meta = (ROOT / folder / "io.github.spiderduel.SpiderDuel.metainfo.xml").read_text(encoding="utf-8")
        assert "vince chi ha il punteggio più alto" in meta
        assert "ragno," not in meta and "solitario del ragno" not in meta
        for lang in ("it", "nl", "de"):
            assert f'<p xml:lang="{lang}">' in meta.split("<releases>")[1], lang
        desktop = (ROOT / folder / "io.github.spiderduel.SpiderDuel.desktop").read_text(encoding="utf-8")
        assert "GenericName[it]=Solitario Spider" in desktop
