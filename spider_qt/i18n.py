"""Translator loading and the runtime language switch.

English is the source language; Italian, Dutch and German come from the Qt
Linguist files ``translations/spider_qt_<lang>.ts``, compiled to ``.qm`` and
shipped in the package ``spider_qt.translations``. Qt's own ``qtbase_<lang>``
catalogue is installed beside ours so standard buttons follow the language.
Switching installs new translators; Qt then sends every widget a
``LanguageChange`` event, on which each window retranslates itself.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

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


def catalogue_path(lang: str) -> Path | None:
    """The shipped ``.qm`` file for ``lang``, or None (English needs none)."""
    if lang == "en":
        return None
    candidate = resources.files("spider_qt.translations") / f"spider_qt_{lang}.qm"
    path = Path(str(candidate))
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
        if lang != "en":
            path = self._find(lang)
            ours = QTranslator(app)
            if path is not None and ours.load(str(path)):
                self._installed.append(ours)
            else:
                ok = False
            qt = QTranslator(app)
            if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                self._installed.append(qt)
        for tr in self._installed:
            QCoreApplication.installTranslator(tr)
        self.language = lang if ok else "en"
        QLocale.setDefault(QLocale(self.language))
        return ok
