"""Main windows built the way the app builds them, with settings and data in a test folder."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from spider_qt.i18n import LanguageSwitcher
from spider_qt.store import Database
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.prompts import Prompts
from spider_qt.ui.settings import Settings


def make_window(
    qtbot: Any,
    settings_dir: Path,
    db: Database | None = None,
    size: tuple[int, int] = (1280, 800),
    switcher: LanguageSwitcher | None = None,
    prompts: Prompts | None = None,
    clock: Callable[[], float] | None = None,
) -> MainWindow:
    """A shown English main window, animations off, its settings in ``settings_dir`` (and ``db`` if given).

    ``prompts`` answers its message boxes and file dialogs (the real ones when None); ``clock`` is the
    game clock's time source (the real monotonic clock when None).
    """
    settings = Settings(QSettings(str(settings_dir / "settings.ini"), QSettings.Format.IniFormat))
    settings.set("animation_speed", 0.0)
    settings.set("duel/watch_computer", False)  # no replay over a computer duel's result (test_computer_turn has it)
    if switcher is None:
        switcher = LanguageSwitcher()
    switcher.switch("en")
    win = (
        MainWindow(settings, switcher, prompts=prompts)
        if clock is None
        else MainWindow(settings, switcher, prompts=prompts, clock=clock)
    )
    qtbot.addWidget(win)
    if db is not None:
        win.duels.set_database(db)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win


def start_app(qtbot: Any, monkeypatch: Any, argv: list[str], prompts: Prompts) -> MainWindow:
    """The main window of ``spider-duel argv`` through the app's own start-up, animations off.

    Its message boxes get ``prompts``' answers. The window is returned as soon as it is shown, before its
    table is built and its first game dealt.
    """
    from PySide6.QtWidgets import QApplication

    from spider_qt.ui import app as app_module
    from spider_qt.ui import prompts as prompts_module

    monkeypatch.setattr(prompts_module, "Prompts", lambda: prompts)
    args = app_module.build_parser().parse_args(argv)
    settings, switcher = app_module._settings_and_language(args)
    settings.set("animation_speed", 0.0)
    settings.set("duel/watch_computer", False)
    startup = app_module._Startup(QApplication.instance(), args, settings, switcher, None)  # type: ignore[arg-type]
    qtbot.addWidget(startup.window)
    startup.show_window()
    return startup.window


def window_with_data(qtbot: Any, tmp: Path, prompts: Prompts | None = None) -> tuple[MainWindow, Any]:
    """A shown English main window with its autosave, saved games and records attached, as the app attaches them:
    settings in ``tmp``, data in ``tmp / "data"``, message boxes answered yes unless ``prompts`` says otherwise.
    Returns the window and its ``Persistence`` (close it at the end)."""
    import argparse

    from helpers.prompts import FakePrompts
    from spider_qt.ui.persistence import persistence

    settings = Settings(QSettings(str(tmp / "spider-duel.ini"), QSettings.Format.IniFormat))
    settings.set("animation_speed", 0.0)
    settings.set("duel/watch_computer", False)
    switcher = LanguageSwitcher()
    switcher.switch("en")
    win = MainWindow(settings, switcher, prompts=prompts or FakePrompts(answer=True))
    qtbot.addWidget(win)
    win.show()
    args = argparse.Namespace(data_dir=str(tmp / "data"), print_state=False, autoplay=0, autoplay_seed=None)
    return win, persistence.attach(win, args)


def switch_language(qtbot: Any, win: MainWindow, lang: str) -> None:
    """Switch ``win`` to ``lang`` and wait until every text has changed: the texts change from the event loop
    once Qt has handed LanguageChange to every widget (``retranslate_later``), which a fixed wait outruns on a
    busy machine."""
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QApplication

    win.switcher.switch(lang)
    QApplication.sendPostedEvents()  # LanguageChange, to every widget
    qtbot.waitUntil(
        lambda: not any(bool(o.property("_retranslate_pending")) for o in (win, *win.findChildren(QObject)))
    )
