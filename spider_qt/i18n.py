"""Translator loading and the runtime language switch.

English is the source language; Italian, Dutch and German come from the Qt
Linguist files ``translations/spider_qt_<lang>.ts``, compiled to ``.qm`` and
shipped in the package ``spider_qt.translations``. Qt's own ``qtbase_<lang>``
catalogue is installed beside ours so standard buttons follow the language.
English has a catalogue too, holding only the plural forms ("1 move", "2 moves"
for the source's "%n move(s)"). Switching installs new translators; Qt then sends
every widget a ``LanguageChange`` event, on which each window retranslates itself.
Numbers, dates and times follow the chosen language through ``QLocale``'s default
(see ``format_number`` and friends).
"""

from __future__ import annotations

import datetime as dt
import importlib.util
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QLibraryInfo,
    QLocale,
    QObject,
    QTime,
    QTimer,
    QTranslator,
)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QComboBox

#: Language code -> its own name, as the Language menu shows it (never translated).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "it": "Italiano",
    "nl": "Nederlands",
    "de": "Deutsch",
}


def system_language() -> str:
    """The supported language closest to the system locale (English if none)."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def package_dir(name: str) -> Path:
    """The folder of the data package ``name`` (importlib.resources costs its imports at start-up).

    Raises:
        ModuleNotFoundError: no such package is installed.
    """
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError(f"data package {name} is not installed", name=name)
    return Path(next(iter(spec.submodule_search_locations)))


def catalogue_path(lang: str) -> Path | None:
    """The shipped ``.qm`` file for ``lang`` (English's holds its plural forms), or None."""
    path = package_dir("spider_qt.translations") / f"spider_qt_{lang}.qm"
    return path if path.is_file() else None


class LanguageSwitcher:
    """Owns the installed translators and swaps them at runtime."""

    def __init__(self, extra_dirs: list[Path] | None = None) -> None:
        self._installed: list[QTranslator] = []
        self._extra_dirs = list(extra_dirs or [])
        self.language = "en"

    def add_catalogue_dir(self, folder: Path) -> None:
        """Also look for ``spider_qt_<lang>.qm`` in ``folder`` (first), e.g. for tests."""
        self._extra_dirs.insert(0, folder)

    def _find(self, lang: str) -> Path | None:
        for folder in self._extra_dirs:
            path = folder / f"spider_qt_{lang}.qm"
            if path.is_file():
                return path
        return catalogue_path(lang)

    def switch(self, lang: str) -> bool:
        """Make ``lang`` the UI language; returns False if its catalogue is missing (English stays)."""
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("a QCoreApplication must exist before switching language")
        if lang not in LANGUAGES:
            lang = "en"
        for tr in self._installed:
            QCoreApplication.removeTranslator(tr)
        self._installed.clear()
        ok = True
        path = self._find(lang)
        ours = QTranslator(app)
        if path is not None and ours.load(str(path)):
            self._installed.append(ours)
        elif lang != "en":  # without its plural catalogue English still reads fine ("1 move(s)")
            ok = False
        if lang != "en":
            qt = QTranslator(app)
            if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                self._installed.append(qt)
        for tr in self._installed:
            QCoreApplication.installTranslator(tr)
        self.language = lang if ok else "en"
        QLocale.setDefault(QLocale(self.language))
        return ok


def locale() -> QLocale:
    """The locale of the UI language (the default ``QLocale`` that ``switch`` sets)."""
    return QLocale()


def format_number(value: float, decimals: int = 0) -> str:
    """``value`` with the language's digit grouping and decimal sign (1,234 / 1.234 / 1234,5)."""
    if decimals == 0:
        return QLocale().toString(round(value))
    return QLocale().toString(float(value), "f", decimals)


def format_speed(factor: float) -> str:
    """An animation speed as the language writes it: "0.5×" in English, "0,5×" in German, "2×"."""
    return format_number(factor, 1 if factor % 1 else 0) + "×"


def relabel_speeds(combo: QComboBox) -> None:
    """Write each item of a speed list (its data: the factor) in the language now (after a language switch)."""
    for i in range(combo.count()):
        combo.setItemText(i, format_speed(float(combo.itemData(i))))


def format_percent(fraction: float, decimals: int = 0) -> str:
    """``fraction`` (0..1) as a percentage, written as the language writes it ("42 %" in German)."""
    number = format_number(fraction * 100, decimals)
    sign = QLocale().percent()
    return f"{number}\u00a0{sign}" if QLocale().language() in _SPACED_PERCENT else f"{number}{sign}"


_SPACED_PERCENT = {QLocale.Language.German, QLocale.Language.French}


def format_date(value: dt.date, long: bool = False) -> str:
    """A calendar date in the language's short (or long) form."""
    fmt = QLocale.FormatType.LongFormat if long else QLocale.FormatType.ShortFormat
    return QLocale().toString(QDate(value.year, value.month, value.day), fmt)


def format_datetime(value: dt.datetime) -> str:
    """A date and time of day in the language's short form (local time for aware values)."""
    if value.tzinfo is not None:
        value = value.astimezone()
    qdt = QDateTime(QDate(value.year, value.month, value.day), QTime(value.hour, value.minute, value.second))
    return QLocale().toString(qdt, QLocale.FormatType.ShortFormat)


def retranslate_later(target: QObject, retranslate: Callable[[], None] | None = None) -> None:
    """Call ``target.retranslate()`` (or ``retranslate``) once Qt has handed LanguageChange to every widget.

    Qt walks a copy of each widget's children while it delivers LanguageChange; a handler that
    changes widgets on the way (relayouts, refilled lists, resized panels) can free a child that
    is still on that list, and the app crashes. So the texts change from the event loop instead,
    once per switch however many events arrive.
    """
    if target.property("_retranslate_pending"):
        return
    target.setProperty("_retranslate_pending", True)
    action = retranslate if retranslate is not None else target.retranslate  # type: ignore[attr-defined]

    def run() -> None:
        target.setProperty("_retranslate_pending", False)
        action()

    QTimer.singleShot(0, target, run)
