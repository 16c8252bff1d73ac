"""The command line speaks the player's language: ``--help``, its own errors and the no-display message."""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from spider_qt.ui import command_line_texts as cli
from spider_qt.ui.app import build_parser
from spider_qt.ui.command_line_texts import CommandLineTexts, language_asked


def _run(*args: str, locale: str, display: bool = True) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_") and k not in ("LANG", "LANGUAGE")}
    env["LC_ALL"] = locale
    if not display:
        env.update(DISPLAY="", WAYLAND_DISPLAY="")
        env.pop("QT_QPA_PLATFORM", None)
    return subprocess.run(
        [sys.executable, "-m", "spider_qt", *args], env=env, capture_output=True, text=True, timeout=120, check=False
    )


@pytest.mark.parametrize(
    ("locale", "args", "words"),
    [
        ("C.UTF-8", (), ("usage: spider-duel", "options:", "number of suits (1, 2 or 4)")),
        ("de_DE.UTF-8", (), ("Aufruf: spider-duel", "Optionen:", "Anzahl der Farben (1, 2 oder 4)")),
        ("nl_NL.UTF-8", (), ("gebruik: spider-duel", "opties:", "aantal kleuren (1, 2 of 4)")),
        ("C.UTF-8", ("--lang", "it"), ("uso: spider-duel", "opzioni:", "numero di semi (1, 2 o 4)")),
        ("de_DE.UTF-8", ("--lang=en",), ("usage: spider-duel", "number of suits (1, 2 or 4)")),
    ],
    ids=["en", "de-from-the-system", "nl-from-the-system", "it-asked", "en-asked"],
)
def test_help_is_in_the_language_asked_for_else_the_systems(
    locale: str, args: tuple[str, ...], words: tuple[str, ...]
) -> None:
    result = _run(*args, "--help", locale=locale)
    assert result.returncode == 0, result.stderr
    for word in words:
        assert word in result.stdout
    assert "--data-dir DIR" in result.stdout and "--autoplay" not in result.stdout  # the test options stay hidden


def test_its_own_errors_and_the_no_display_message_are_translated(tmp_path: Path) -> None:
    bad = _run("--deal", "x", locale="de_DE.UTF-8")
    assert bad.returncode == 2 and "die Spielnummer muss eine ganze Zahl sein, nicht 'x'" in bad.stderr
    bad = _run("--lang", "it", "--size", "10x10", locale="C.UTF-8")
    assert bad.returncode == 2 and "le dimensioni 10x10 sono fuori dall'intervallo ammesso" in bad.stderr
    none = _run("--config-dir", str(tmp_path), "--data-dir", str(tmp_path), locale="nl_NL.UTF-8", display=False)
    assert none.returncode == 1 and "geen scherm gevonden" in none.stderr, none.stderr


@pytest.mark.parametrize(
    ("locale", "args", "words"),
    [
        (
            "de_DE.UTF-8",
            ("--deal", "x"),
            ("Aufruf: spider-duel", "spider-duel: Fehler: Argument --deal: die Spielnummer muss eine ganze Zahl"),
        ),
        ("C.UTF-8", ("--lang", "de", "--suits", "x"), ("Fehler: Argument --suits: ungültiger int-Wert: 'x'",)),
        ("C.UTF-8", ("--deal",), ("error: argument --deal: expected one argument",)),
        ("nl_NL.UTF-8", ("--colour",), ("gebruik: spider-duel", "spider-duel: fout: onbekende argumenten: --colour")),
        (
            "C.UTF-8",
            ("--lang", "it", "--rules", "poker"),
            (
                "uso: spider-duel",
                "errore: argomento --rules: scelta non valida: 'poker' (scegli tra ",  # later Pythons drop the quotes
            ),
        ),
    ],
    ids=["de-bad-deal", "de-bad-suits", "en-missing-value", "nl-unknown-option", "it-bad-choice"],
)
def test_argparses_own_phrases_are_in_the_players_language_too(
    locale: str, args: tuple[str, ...], words: tuple[str, ...]
) -> None:
    """argparse said "usage:", "error: argument --deal:", "invalid int value" … in English whatever the language."""
    bad = _run(*args, locale=locale)
    assert bad.returncode == 2
    for word in words:
        assert word in bad.stderr


def _placeholders(text: str) -> list[str]:
    return sorted(re.findall(r"%\(\w+\)[sr]|%[sr12]|\n", text))


def test_every_text_has_its_translation_in_the_shipped_catalogues() -> None:
    texts = [v for k, v in vars(cli).items() if k.isupper() and isinstance(v, str) and k != "CONTEXT"]
    assert len(texts) == 26 + 17
    for lang in ("it", "nl", "de"):
        tr = CommandLineTexts(lang)
        missing = [t for t in texts if tr(t) == t and t != "Spider Duel"]
        assert missing == [], lang
        # Qt's %1 and %2, and argparse's %(name)s, %s and %r: the same in every language, or the text breaks.
        assert [t for t in texts if _placeholders(tr(t)) != _placeholders(t)] == [], lang
    assert CommandLineTexts("en")(cli.USAGE) == "usage: "


def test_argparse_speaks_the_language_only_while_our_parser_works() -> None:
    from spider_qt.ui.command_line_texts import argparse_speaking

    before = (argparse._, argparse.ngettext)  # type: ignore[attr-defined]
    parser = build_parser(CommandLineTexts("de"))
    assert parser.format_usage().startswith("Aufruf: spider-duel")
    with pytest.raises(SystemExit):
        parser.parse_args(["--suits", "x"])
    assert (argparse._, argparse.ngettext) == before  # type: ignore[attr-defined]
    # Anyone else's parser, and any phrase the catalogues do not know, stays English.
    assert argparse.ArgumentParser(prog="other").format_usage() == "usage: other [-h]\n"
    with argparse_speaking(CommandLineTexts("de")):
        assert argparse._("a phrase of a later Python") == "a phrase of a later Python"  # type: ignore[attr-defined]
        assert argparse.ngettext("expected %s argument", "expected %s arguments", 2) == "erwartet %s Werte"  # type: ignore[attr-defined]


def test_the_language_asked_for_wins_over_the_systems() -> None:
    assert language_asked(["--lang", "nl", "--deal", "4"]) == "nl"
    assert language_asked(["--lang=de"]) == "de"
    assert language_asked(["--lang", "xx"]) == language_asked([])  # not one of ours: the system's


def test_a_language_asked_for_twice_is_the_last_for_the_command_line_as_for_the_window() -> None:
    """The command line spoke the first ``--lang``, the window (argparse) the last one."""
    argv = ["--lang", "de", "--lang=it", "--deal", "4"]
    assert language_asked(argv) == "it" == build_parser().parse_args(argv).lang
    assert language_asked(["--lang", "nl", "--lang", "xx"]) == "nl"  # argparse refuses xx: said in Dutch


def test_installing_and_removing_the_desktop_entry_at_once_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    """Both options together installed the entry, without a word on the other."""
    with pytest.raises(SystemExit) as ended:
        build_parser(CommandLineTexts("de")).parse_args(["--install-desktop-entry", "--uninstall-desktop-entry"])
    assert ended.value.code == 2
    error = capsys.readouterr().err
    assert (
        "Argument --uninstall-desktop-entry: nicht zusammen mit dem Argument --install-desktop-entry erlaubt" in error
    )
    assert build_parser().parse_args(["--uninstall-desktop-entry"]).uninstall_desktop_entry


def test_a_screenshot_that_cannot_be_written_is_said_in_the_language_asked_for(tmp_path: Path) -> None:
    """It was said in English whatever ``--lang`` asked for."""
    target = tmp_path / "no-such-folder" / "table.png"
    folders = ("--config-dir", str(tmp_path / "config"), "--data-dir", str(tmp_path / "data"))
    shot = _run("--lang", "de", *folders, "--screenshot", str(target), locale="C.UTF-8")
    assert shot.returncode == 1
    assert f"spider-duel: das Bild des Fensters kann nicht nach {target} geschrieben werden" in shot.stderr


@pytest.mark.parametrize("option", ["--data-dir", "--config-dir"])
def test_an_empty_folder_is_refused(option: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``--data-dir ""`` (a script's unset variable) played on the player's own data, without a word."""
    for empty in ("", "  "):
        with pytest.raises(SystemExit) as ended:
            build_parser(CommandLineTexts("de")).parse_args([option, empty])
        assert ended.value.code == 2
        assert f"Argument {option}: der Name des Ordners ist leer" in capsys.readouterr().err
    assert getattr(build_parser().parse_args([option, "spare"]), option[2:].replace("-", "_")) == "spare"
