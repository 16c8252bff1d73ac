"""The command line's own words (``--help``, its errors, the no-display message) in the player's language.

They are printed before any window exists, so they cannot wait for the app's translators: the catalogue of the
language asked for with ``--lang``, else of the system's language, is read here directly. The texts live in the
same Linguist files as the rest of the interface, in the context ``CommandLine``; so do argparse's own phrases
("usage:", "error:", "invalid choice: …"), which ``TranslatedArgumentParser`` routes through them.
"""

from __future__ import annotations

import argparse
import contextlib
from collections.abc import Callable, Iterator, Sequence
from typing import Any, NoReturn

from PySide6.QtCore import QTranslator

from spider_qt.i18n import LANGUAGES, catalogue_path, system_language

CONTEXT = "CommandLine"


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # lupdate finds the texts by this name
    """Marks ``source`` for lupdate (in ``context``) and returns it unchanged (typed, unlike Qt's own)."""
    return source


# Marked for lupdate here, translated when printed (``CommandLineTexts.__call__``).
DESCRIPTION = QT_TRANSLATE_NOOP("CommandLine", "Spider Solitaire: the Windows classic and the StarGames duel.")
USAGE = QT_TRANSLATE_NOOP("CommandLine", "usage: ")  # argparse's own phrase too
OPTIONS = QT_TRANSLATE_NOOP("CommandLine", "options")  # argparse's own phrase too
HELP = QT_TRANSLATE_NOOP("CommandLine", "show this help and exit")
RULES = QT_TRANSLATE_NOOP("CommandLine", "rule set of the game to start")
SUITS = QT_TRANSLATE_NOOP("CommandLine", "number of suits (1, 2 or 4)")
DEAL = QT_TRANSLATE_NOOP("CommandLine", "deal number to play (0 .. 2**63-1)")
LANG = QT_TRANSLATE_NOOP("CommandLine", "language of the interface")
SCREENSHOT = QT_TRANSLATE_NOOP("CommandLine", "start the deal, save a PNG of the window and exit")
SIZE = QT_TRANSLATE_NOOP("CommandLine", "window size, from %1 to %2, e.g. 1280x800")
CONFIG_DIR = QT_TRANSLATE_NOOP("CommandLine", "keep settings in DIR (default: the platform's place)")
DATA_DIR = QT_TRANSLATE_NOOP("CommandLine", "keep profiles, statistics and saves in DIR")
VERSION = QT_TRANSLATE_NOOP("CommandLine", "show the version and exit")
INSTALL_ENTRY = QT_TRANSLATE_NOOP("CommandLine", "add Spider Duel to the desktop's menu")
UNINSTALL_ENTRY = QT_TRANSLATE_NOOP("CommandLine", "remove it from the desktop's menu")
FILE = QT_TRANSLATE_NOOP("CommandLine", "a duel message from a friend to open (also in a Spider Duel already open)")
SEED_NOT_A_NUMBER = QT_TRANSLATE_NOOP("CommandLine", "deal number must be written with the digits 0-9 only, not %1")
SEED_OUT_OF_RANGE = QT_TRANSLATE_NOOP("CommandLine", "deal number must be from 0 to %1, not %2")
SEED_TOO_LONG = QT_TRANSLATE_NOOP("CommandLine", "deal number must be from 0 to %1, not a number of %2 digits")
FOLDER_IS_FILE = QT_TRANSLATE_NOOP("CommandLine", "%1 is a file, not a folder")
FOLDER_EMPTY = QT_TRANSLATE_NOOP(
    "CommandLine", "the folder's name is empty (without the option, the usual folders are used)"
)
SIZE_MALFORMED = QT_TRANSLATE_NOOP("CommandLine", "size must look like 1280x800, not %1")
SIZE_OUT_OF_RANGE = QT_TRANSLATE_NOOP("CommandLine", "size must be from %1 to %2, not %3")
NO_X11 = QT_TRANSLATE_NOOP(
    "CommandLine", "no X11 display found: DISPLAY is not set (QT_QPA_PLATFORM asks for xcb). Start it from a desktop."
)
NO_WAYLAND = QT_TRANSLATE_NOOP(
    "CommandLine", "no Wayland display found: WAYLAND_DISPLAY is not set. Start it from a desktop."
)
NO_DISPLAY = QT_TRANSLATE_NOOP(
    "CommandLine",
    "no display found: neither DISPLAY (X11) nor WAYLAND_DISPLAY (Wayland) is set. "
    "Start Spider Duel from a desktop session (over SSH, use ssh -X).",
)
X11_SILENT = QT_TRANSLATE_NOOP(
    "CommandLine",
    "no X11 display answers at DISPLAY=%1 (is it left over from another session?). "
    "Start Spider Duel from a desktop session.",
)
SCREENSHOT_UNWRITABLE = QT_TRANSLATE_NOOP("CommandLine", "cannot write the screenshot %1")
ALREADY_OPEN = QT_TRANSLATE_NOOP(
    "CommandLine", "already open with this data folder: its window was brought to the front"
)

# argparse's own phrases, as Python 3.11 and later write them (the keys of its ``_()`` and ``ngettext()`` calls).
# A phrase missing here, or worded otherwise by another Python, stays English.
ARGPARSE_ERROR = QT_TRANSLATE_NOOP("CommandLine", "%(prog)s: error: %(message)s\n")
ARGPARSE_ARGUMENT = QT_TRANSLATE_NOOP("CommandLine", "argument %(argument_name)s: %(message)s")
ARGPARSE_POSITIONALS = QT_TRANSLATE_NOOP("CommandLine", "positional arguments")
ARGPARSE_HELP = QT_TRANSLATE_NOOP("CommandLine", "show this help message and exit")
ARGPARSE_UNRECOGNIZED = QT_TRANSLATE_NOOP("CommandLine", "unrecognized arguments: %s")
ARGPARSE_REQUIRED = QT_TRANSLATE_NOOP("CommandLine", "the following arguments are required: %s")
ARGPARSE_ONE_REQUIRED = QT_TRANSLATE_NOOP("CommandLine", "one of the arguments %s is required")
ARGPARSE_NOT_ALLOWED = QT_TRANSLATE_NOOP("CommandLine", "not allowed with argument %s")
ARGPARSE_EXPECTED_ONE = QT_TRANSLATE_NOOP("CommandLine", "expected one argument")
ARGPARSE_EXPECTED_AT_MOST_ONE = QT_TRANSLATE_NOOP("CommandLine", "expected at most one argument")
ARGPARSE_EXPECTED_AT_LEAST_ONE = QT_TRANSLATE_NOOP("CommandLine", "expected at least one argument")
ARGPARSE_EXPECTED_N = QT_TRANSLATE_NOOP("CommandLine", "expected %s argument")
ARGPARSE_EXPECTED_NS = QT_TRANSLATE_NOOP("CommandLine", "expected %s arguments")
ARGPARSE_AMBIGUOUS = QT_TRANSLATE_NOOP("CommandLine", "ambiguous option: %(option)s could match %(matches)s")
ARGPARSE_IGNORED = QT_TRANSLATE_NOOP("CommandLine", "ignored explicit argument %r")
ARGPARSE_INVALID_VALUE = QT_TRANSLATE_NOOP("CommandLine", "invalid %(type)s value: %(value)r")
ARGPARSE_INVALID_CHOICE = QT_TRANSLATE_NOOP("CommandLine", "invalid choice: %(value)r (choose from %(choices)s)")


def language_asked(argv: Sequence[str]) -> str:
    """The language of ``--lang xx`` (or ``--lang=xx``) in ``argv`` when it is one of ours, else the system's.

    Given twice, the last one counts, as for argparse (which chooses the window's language).
    """
    asked = None
    for i, arg in enumerate(argv):
        value = None
        if arg == "--lang" and i + 1 < len(argv):
            value = argv[i + 1]
        elif arg.startswith("--lang="):
            value = arg.split("=", 1)[1]
        if value in LANGUAGES:
            asked = value
    return asked if asked is not None else system_language()


class CommandLineTexts:
    """``texts(source)``: ``source`` (one of this module's texts) in the language asked for.

    English needs no catalogue; another language's is read on first use, and a missing or unreadable one
    leaves the English text.
    """

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._translator: QTranslator | None = None
        self._loaded = lang == "en"

    def __call__(self, source: str) -> str:
        if not self._loaded:
            self._loaded = True
            path = catalogue_path(self.lang)
            translator = QTranslator()
            if path is not None and translator.load(str(path)):
                self._translator = translator
        if self._translator is None:
            return source
        return self._translator.translate(CONTEXT, source) or source


#: The words in English (the source language: no catalogue is read).
ENGLISH = CommandLineTexts("en")


@contextlib.contextmanager
def argparse_speaking(tr: Callable[[str], str]) -> Iterator[None]:
    """argparse's own phrases through ``tr`` while the block runs; what was there before is put back after.

    argparse looks its phrases up at each use through its module's ``_`` and ``ngettext`` (gettext's own, which
    know no Linguist file). Start-up parses the command line before any thread exists, so nobody else sees them.
    """
    names = vars(argparse)
    missing = object()
    saved = {name: names.get(name, missing) for name in ("_", "ngettext")}
    names["_"] = tr
    # English, Italian, Dutch and German all say one thing for 1 and another for every other count.
    names["ngettext"] = lambda singular, plural, n: tr(singular if n == 1 else plural)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is missing:
                names.pop(name, None)
            else:
                names[name] = value


class TranslatedArgumentParser(argparse.ArgumentParser):
    """An ArgumentParser that speaks through ``tr``: its own phrases too, while it is built, parses or formats."""

    def __init__(self, *args: Any, tr: CommandLineTexts = ENGLISH, **kwargs: Any) -> None:
        self.tr = tr
        with argparse_speaking(tr):
            super().__init__(*args, **kwargs)

    def parse_args(self, *args: Any, **kwargs: Any) -> Any:
        # it says "unrecognized arguments" itself, after parse_known_args
        with argparse_speaking(self.tr):
            return super().parse_args(*args, **kwargs)

    def parse_known_args(self, *args: Any, **kwargs: Any) -> Any:
        # --help and every other error pass through here
        with argparse_speaking(self.tr):
            return super().parse_known_args(*args, **kwargs)

    def format_usage(self) -> str:
        with argparse_speaking(self.tr):
            return super().format_usage()

    def format_help(self) -> str:
        with argparse_speaking(self.tr):
            return super().format_help()

    def error(self, message: str) -> NoReturn:
        with argparse_speaking(self.tr):
            super().error(message)
