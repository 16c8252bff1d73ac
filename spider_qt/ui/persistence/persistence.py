"""Nothing lost: puts together the autosave, the records, saved games, the Player menu and the test driver.

``attach(window, args)`` builds them around a window (app.py calls it); the app then calls ``keeper.resume()``.
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from spider_qt.store.profiles import default_player_name as default_player_name
from spider_qt.ui import paths
from spider_qt.ui.driver_args import add_arguments as add_arguments
from spider_qt.ui.persistence.autosave import AutosaveKeeper
from spider_qt.ui.persistence.driver import Driver
from spider_qt.ui.persistence.game_files import GameFiles
from spider_qt.ui.persistence.player_menu import PlayerMenu
from spider_qt.ui.persistence.records import Recorder
from spider_qt.ui.prompts import Prompts, QuietPrompts
from spider_qt.ui.window.table_phase import GameTable

if TYPE_CHECKING:
    from spider_qt.ui.duel.coordinator import DuelCoordinator


class SaveHost(GameTable, Protocol):
    """The window as the persistence parts see it: the table plus the menus they join."""

    prompts: Prompts
    game_menu: QMenu
    help_menu: QMenu
    act_quit: QAction
    saver: Persistence | None
    duels: DuelCoordinator

    def menuBar(self) -> QMenuBar: ...


def attach(window: SaveHost, args: argparse.Namespace, prompts: Prompts | None = None) -> Persistence:
    """Give ``window`` its autosave, saved games and Player menu; ``args`` come from ``app.build_parser``."""
    assert isinstance(window, QWidget)
    print_state = bool(getattr(args, "print_state", False))
    autoplay = int(getattr(args, "autoplay", 0) or 0)
    folder = paths.data_dir(getattr(args, "data_dir", None))
    quiet = print_state or autoplay > 0
    chosen = QuietPrompts() if quiet else (prompts or window.prompts)
    persist = Persistence(window, window, folder, chosen, read_only=print_state)
    window.saver = persist
    if print_state:
        persist.driver.print_state()
        QTimer.singleShot(0, QCoreApplication.quit)
    elif autoplay > 0:
        interval = int(getattr(args, "autoplay_interval_ms", 1) or 1)
        finish = bool(getattr(args, "autoplay_finish", False))
        persist.driver.start_autoplay(autoplay, getattr(args, "autoplay_seed", None), interval, finish)
    return persist


def attach_for_screenshot(window: SaveHost) -> Persistence:
    """The menus a real start has (the Player menu too) for a ``--screenshot`` run, over an empty data folder of
    the run's own, removed when the app quits: the picture shows every menu, and the player's autosave, records
    and database are never opened (opening an older database would migrate it)."""
    assert isinstance(window, QWidget)
    scratch = Path(tempfile.mkdtemp(prefix="spider-duel-screenshot-"))
    persist = Persistence(window, window, scratch, QuietPrompts(), read_only=True)
    persist.scratch = scratch
    window.saver = persist
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(persist.remove_scratch)  # after ``close``, which was connected first
    return persist


class Persistence(QObject):
    """Keeps the game in progress safe on disk and the player's records in the database."""

    def __init__(
        self, host: SaveHost, widget: QWidget, data_dir: Path, prompts: Prompts, *, read_only: bool = False
    ) -> None:
        super().__init__(widget)
        self.data_dir = data_dir
        self.scratch: Path | None = None  # a screenshot run's own data folder (``attach_for_screenshot``)
        self.prompts = prompts  # the window's, or for the test driver quiet ones (notices to stderr, no boxes)
        self.recorder = Recorder(widget, data_dir, prompts, read_only=read_only)
        self.keeper = AutosaveKeeper(
            host, widget, data_dir, self.recorder, prompts, read_only=read_only, duels=host.duels
        )
        self.files = GameFiles(host, widget, prompts, self.keeper.meta)
        self.player = PlayerMenu(host, widget, self.recorder, prompts)
        self.driver = Driver(host.controller, self.keeper, self, _start_pusher(widget), _duel_of(host))
        self.files.before_replace = self.keeper.replace_current
        inbox = getattr(host, "inbox", None)  # the window's duel inbox takes the duel messages opened
        if inbox is not None:
            self.files.open_duel_message = lambda path: bool(inbox.open_file(path, "file"))
        self.keeper.kept_aside.connect(self.files.push_recent)
        self.keeper.kept_counted.connect(self.files.forget_recent)
        host.duels.set_autosave_aside = self.keeper.set_aside  # for a duel that cannot come back (``restore``)

        before = host.act_quit
        self.files.add_to(host.game_menu, before)
        host.game_menu.insertAction(before, self.player.act_replay)
        host.game_menu.insertSeparator(before)
        host.menuBar().insertMenu(host.help_menu.menuAction(), self.player.menu)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)

    def update_actions(self) -> None:
        """Follow what may be used now (the window's command policy)."""
        self.files.update_actions()
        self.player.update_actions()

    def keep_unfinished_aside(self) -> bool:
        """Before a deal asked for on the command line: keep the unfinished game in a file and say where.

        False when it could not be kept, or is a duel's: then it should be resumed instead of the deal asked for.
        """
        from spider_qt.store import StoreError
        from spider_qt.ui.texts.errors import store_error_text

        if self.keeper.duel_pending:
            # A duel's game never leaves its duel: kept in a file it could be opened and played for practice.
            self.keeper.prompts.info(
                self.keeper.widget,
                QCoreApplication.translate("Saving", "Duel in progress"),
                QCoreApplication.translate(
                    "Saving",
                    "A duel is in progress, so it continues. The game asked for on the command line can be "
                    "played once the duel is over.",
                ),
            )
            return False
        try:
            path = self.keeper.keep_pending_aside()
        except StoreError as exc:
            self.keeper.prompts.warn(
                self.keeper.widget,
                QCoreApplication.translate("Saving", "Unfinished game continues"),
                store_error_text(exc)
                + "\n\n"
                + QCoreApplication.translate(
                    "Saving", "Your unfinished game could not be kept aside, so it continues instead."
                ),
            )
            return False
        if path is not None:
            self.keeper.prompts.info(
                self.keeper.widget,
                QCoreApplication.translate("Saving", "Unfinished game kept"),
                QCoreApplication.translate(
                    "Saving",
                    "Your unfinished game was kept in\n%1\nOpen it from Game > Open recent to go on with it.",
                ).replace("%1", str(path)),
            )
        return True

    def close(self) -> None:
        """Stop playing automatically and writing the autosave, and close the database (the app quits or a test
        ends)."""
        self.driver.stop()
        self.keeper.close()
        self.player.close_viewers()
        self.recorder.close()

    def remove_scratch(self) -> None:
        """Close, and delete a screenshot run's own data folder (nothing else is ever deleted here)."""
        if self.scratch is not None:
            self.close()
            shutil.rmtree(self.scratch, ignore_errors=True)
            self.scratch = None


def _start_pusher(widget: QWidget) -> Callable[[], bool]:
    """For the test driver: press Start (or Try again) on a duel's cover when it shows one; whether the table is still
    covered afterwards (a duel held by a fault, or waiting for the computer: nothing to play then)."""

    def press() -> bool:
        from spider_qt.ui.window.cover import CoverScreen

        cover = widget.findChild(CoverScreen)
        if cover is None or not cover.isVisible():
            return False
        if cover.start_button.isVisible():
            cover.start_button.click()
        return cover.isVisible()

    return press


def _duel_of(host: SaveHost) -> Callable[[], dict[str, object] | None]:
    """For ``--print-state``: the duel at the table (its phase and turn) as JSON, if any."""

    def duel() -> dict[str, object] | None:
        session = host.duels.session
        return None if session is None else dict(session.state.to_json())

    return duel
