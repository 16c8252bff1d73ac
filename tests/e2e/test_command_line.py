"""The command line speaks the player's language: ``--help``, its own errors and the no-display message."""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from spider_qt.ui.app import build_parser
from spider_qt.ui.texts import command_line as cli
from spider_qt.ui.texts.command_line import CommandLineTexts, language_asked


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
    assert bad.returncode == 2 and "die Spielnummer darf nur aus den Ziffern 0-9 bestehen, nicht 'x'" in bad.stderr
    bad = _run("--lang", "it", "--size", "10x10", locale="C.UTF-8")
    assert bad.returncode == 2 and "le dimensioni devono essere da 800x600 a 16384x16384, non 10x10" in bad.stderr
    none = _run("--config-dir", str(tmp_path), "--data-dir", str(tmp_path), locale="nl_NL.UTF-8", display=False)
    assert none.returncode == 1 and "geen scherm gevonden" in none.stderr, none.stderr


@pytest.mark.parametrize(
    ("locale", "args", "words"),
    [
        (
            "de_DE.UTF-8",
            ("--deal", "x"),
            ("Aufruf: spider-duel", "spider-duel: Fehler: Argument --deal: die Spielnummer darf nur aus den Ziffern"),
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
    return sorted(re.findall(r"%\(\w+\)[sr]|%[sr1-9]|\n", text))


def test_every_text_has_its_translation_in_the_shipped_catalogues() -> None:
    texts = [v for k, v in vars(cli).items() if k.isupper() and isinstance(v, str) and k != "CONTEXT"]
    assert len(texts) == 29 + 17
    for lang in ("it", "nl", "de"):
        tr = CommandLineTexts(lang)
        missing = [t for t in texts if tr(t) == t and t != "Spider Duel"]
        assert missing == [], lang
        # Qt's %1 and %2, and argparse's %(name)s, %s and %r: the same in every language, or the text breaks.
        assert [t for t in texts if _placeholders(tr(t)) != _placeholders(t)] == [], lang
    assert CommandLineTexts("en")(cli.USAGE) == "usage: "


def test_argparse_speaks_the_language_only_while_our_parser_works() -> None:
    from spider_qt.ui.texts.command_line import argparse_speaking

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


@pytest.mark.parametrize("text", [" 5", "5 ", "+5", "1_000", "\u0665", "5\n", "0x10", "", "5.0"])
def test_a_deal_number_is_digits_alone(text: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Python's int() took " 5", "+5", "1_000" and other scripts' digits: a stray quote or typo started a deal."""
    with pytest.raises(SystemExit) as ended:
        build_parser(CommandLineTexts("de")).parse_args(["--deal", text])
    assert ended.value.code == 2
    assert f"Argument --deal: die Spielnummer darf nur aus den Ziffern 0-9 bestehen, nicht {text!r}" in (
        capsys.readouterr().err
    )


def test_a_deal_number_keeps_its_range_and_its_leading_zeros() -> None:
    assert build_parser().parse_args(["--deal", "007"]).deal == 7
    assert build_parser().parse_args(["--deal", "9223372036854775807"]).deal == 2**63 - 1
    for text in ("-5", "9223372036854775808"):
        with pytest.raises(SystemExit):
            build_parser().parse_args(["--deal", text])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("640x480", "size must be from 800x600 to 16384x16384, not 640x480"),  # was made 800x600 without a word
        ("320x240", "size must be from 800x600 to 16384x16384, not 320x240"),
        ("799x600", "size must be from 800x600 to 16384x16384, not 799x600"),
        ("800x599", "size must be from 800x600 to 16384x16384, not 800x599"),
        ("0x0", "size must be from 800x600 to 16384x16384, not 0x0"),
        ("-1x-1", "size must be from 800x600 to 16384x16384, not -1x-1"),
        ("16385x800", "size must be from 800x600 to 16384x16384, not 16385x800"),
        ("100000x100000", "size must be from 800x600 to 16384x16384, not 100000x100000"),
        ("1_280x800", "size must look like 1280x800, not '1_280x800'"),
        (" 1280x 800", "size must look like 1280x800, not ' 1280x 800'"),
        ("+1280x800", "size must look like 1280x800, not '+1280x800'"),
        ("1280x800x2", "size must look like 1280x800, not '1280x800x2'"),
        ("1280", "size must look like 1280x800, not '1280'"),
    ],
)
def test_a_window_size_is_digits_within_the_windows_own_bounds(
    text: str, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as ended:
        build_parser().parse_args([f"--size={text}"])  # "--size -1x-1" is read as an option by argparse
    assert ended.value.code == 2
    assert f"error: argument --size: {said}" in capsys.readouterr().err


def test_the_window_sizes_taken_and_the_help_that_names_them() -> None:
    from spider_qt.ui.window.shell import MAX_WINDOW_SIDE, MIN_WINDOW_SIZE

    assert MIN_WINDOW_SIZE == (800, 600) and MAX_WINDOW_SIDE == 16384
    for text, size in (("800x600", (800, 600)), ("1280X800", (1280, 800)), ("16384x16384", (16384, 16384))):
        assert build_parser().parse_args(["--size", text]).size == size
    help_words = " ".join(build_parser(CommandLineTexts("de")).format_help().split())
    assert "--size WxH Fenstergröße, von 800x600 bis 16384x16384, z. B. 1280x800" in help_words


def test_a_bad_size_or_deal_number_is_refused_in_the_language_of_the_run(tmp_path: Path) -> None:
    # Were either taken, a screenshot in spare folders ends the run at once.
    spare = ("--config-dir", str(tmp_path), "--data-dir", str(tmp_path), "--screenshot", str(tmp_path / "shot.png"))
    bad = _run("--size", "640x480", *spare, locale="de_DE.UTF-8")
    assert bad.returncode == 2
    assert "Argument --size: die Größe muss zwischen 800x600 und 16384x16384 liegen, nicht 640x480" in bad.stderr
    bad = _run("--lang", "nl", "--deal", "1_000", *spare, locale="C.UTF-8")
    assert bad.returncode == 2
    assert "fout: optie --deal: het spelnummer mag alleen uit de cijfers 0-9 bestaan, niet '1_000'" in bad.stderr


def test_a_deal_number_of_thousands_of_digits_is_said_to_be_out_of_range(tmp_path: Path) -> None:
    """Issue 47 item 9: a 5,000-digit --deal was told it must be written with the digits 0-9 only (it was)."""
    spare = ("--config-dir", str(tmp_path), "--data-dir", str(tmp_path), "--screenshot", str(tmp_path / "shot.png"))
    bad = _run("--deal", "9" * 5000, *spare, locale="C.UTF-8")
    assert bad.returncode == 2
    assert "deal number must be from 0 to 9223372036854775807, not a number of 5000 digits" in bad.stderr
    assert "digits 0-9 only" not in bad.stderr and "9" * 100 not in bad.stderr


@pytest.mark.parametrize("option", ["--data-dir", "--config-dir"])
def test_a_file_given_as_a_folder_is_said_to_be_a_file(option: str, tmp_path: Path) -> None:
    """Issue 47 item 9: a file given as --data-dir was reported as an unfinished game lost and a damaged file that
    could not be moved aside."""
    file = tmp_path / "notes.txt"
    file.write_text("mine", "utf-8")
    bad = _run(option, str(file), "--screenshot", str(tmp_path / "shot.png"), locale="C.UTF-8")
    assert bad.returncode == 2, bad.stderr
    assert f"argument {option}: {file} is a file, not a folder" in bad.stderr
    assert "lost" not in bad.stderr and "damaged" not in bad.stderr
    assert file.read_text("utf-8") == "mine"
