"""Saved games: Save, Save as, Open and the Open recent list, in the Game menu."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from spider_qt.duel.model import Command
from spider_qt.duel.saved import saved_duel
from spider_qt.store import SaveFileError, StoreError, load_game, push_recent, save_game
from spider_qt.store.counting import SHARED_KEY, shared_at_open
from spider_qt.ui import paths
from spider_qt.ui.file_dialog import suggested_name
from spider_qt.ui.persistence.table_info import info_of, load_into
from spider_qt.ui.texts.errors import store_error_text
from spider_qt.ui.window.part import WindowPart
from spider_qt.ui.window.table_phase import GameTable

if TYPE_CHECKING:
    from spider_qt.engine import Game
    from spider_qt.store import SaveMeta
    from spider_qt.ui.prompts import Prompts

MAX_RECENT = 8


class GameFiles(WindowPart):
    """Owns the file actions and the recent menu; ``meta`` gives what a save keeps besides the game."""

    def __init__(self, table: GameTable, widget: QWidget, prompts: Prompts, meta: Callable[[], SaveMeta]) -> None:
        super().__init__(widget)
        self.table = table
        self.widget = widget
        self.prompts = prompts
        self._meta = meta
        # Asked before an opened file (its name, game and player) replaces the game in progress; None: no question.
        self.before_replace: Callable[[str, Game, str], bool] | None = None
        # Opens a duel message (``*.spiderduel``) chosen in Open or Open recent; None: such files are not taken.
        self.open_duel_message: Callable[[Path], bool] | None = None
        self.controller = table.controller
        self.settings = table.settings
        self.current_path: Path | None = None
        key = QKeySequence
        self.act_save = self.make_action(self._on_save_triggered, "save_game", key(key.StandardKey.Save))
        self.act_save_as = self.make_action(self._on_save_as_triggered, "save_game_as", key("Ctrl+Shift+S"))
        self.act_open = self.make_action(self._on_open_triggered, "open_game", key(key.StandardKey.Open))
        self.act_clear_recent = self.make_action(self.clear_recent)
        self.recent_menu = QMenu(widget)
        self._fill_recent_menu()
        self.retranslate()
        self.update_actions()
        for signal in (self.controller.game_started, self.controller.game_closed, self.controller.game_over):
            signal.connect(self.update_actions)
        # Save writes back to the file the game on the table came from: a new deal, a restart or a resumed game came
        # from none (Save would have written it over the file of the game before, which is then lost).
        self.controller.game_started.connect(self._forget_current_path)
        self.controller.game_closed.connect(self._forget_current_path)

    def add_to(self, menu: QMenu, before: QAction) -> None:
        """Put Save, Save as, Open and Open recent into ``menu`` above ``before``."""
        for a in (self.act_save, self.act_save_as, self.act_open):
            menu.insertAction(before, a)
        menu.insertMenu(before, self.recent_menu)
        menu.insertSeparator(before)

    def retranslate(self) -> None:
        self.act_save.setText(QCoreApplication.translate("Saving", "&Save"))
        self.act_save_as.setText(QCoreApplication.translate("Saving", "Save &as…"))
        self.act_open.setText(QCoreApplication.translate("Saving", "O&pen…"))
        self.recent_menu.setTitle(QCoreApplication.translate("Saving", "Open &recent"))
        self.act_clear_recent.setText(QCoreApplication.translate("Saving", "&Clear the list"))

    def update_actions(self, *_: object) -> None:
        game = self.controller.game
        may_save = game is not None and self.table.allows(Command.SAVE)
        self.act_save.setEnabled(may_save)
        self.act_save_as.setEnabled(may_save)
        self.act_open.setEnabled(self.table.allows(Command.OPEN))
        self.recent_menu.setEnabled(bool(self.recent_files()) and self.table.allows(Command.OPEN))

    def _forget_current_path(self) -> None:
        self.current_path = None  # (``open_path`` sets it again once its game has taken the table)

    # ------------------------------------------------------------ files

    def save_to(self, path: str | Path) -> bool:
        """Save the game in progress to ``path``; a failure is explained and changes nothing."""
        game = self.controller.game
        if game is None or not self.table.allows(Command.SAVE):
            return False
        target = Path(path)
        try:
            save_game(target, game, self._meta())
        except StoreError as exc:
            self.prompts.warn(
                self.widget, QCoreApplication.translate("Saving", "Game not saved"), store_error_text(exc)
            )
            return False
        self.current_path = target
        self._push_recent(target)
        self.table.show_message(QCoreApplication.translate("Saving", "Game saved to %1").replace("%1", target.name))
        return True

    def open_path(self, path: str | Path) -> bool:
        """Open a saved game; a bad file is explained and the game on the table stays."""
        if not self.table.allows(Command.OPEN):
            return False
        source = Path(path)
        if source.suffix.lower() == ".spiderduel" and self.open_duel_message is not None:
            return self.open_duel_message(source)
        try:
            game, meta = load_game(source)
        except SaveFileError as exc:
            self.prompts.warn(
                self.widget,
                QCoreApplication.translate("Saving", "Cannot open the game"),
                QCoreApplication.translate("Saving", "%1 cannot be opened.").replace("%1", source.name)
                + " "
                + store_error_text(exc),
            )
            return False
        if saved_duel(meta.extra) is not None:
            # A duel's turn lives in the duel's autosave only: opened from a file, it could be practised before the
            # turn is played, or bring the duel back from a copy.
            self.prompts.warn(
                self.widget,
                QCoreApplication.translate("Saving", "Cannot open the game"),
                QCoreApplication.translate(
                    "Saving", "%1 is a player's turn in a duel. A duel's game is played only in its duel."
                ).replace("%1", source.name),
            )
            return False
        if self.before_replace is not None and not self.before_replace(source.name, game, meta.player):
            return False
        info = info_of(meta)
        shared = shared_at_open(game, info.extra)
        if shared is not None:
            # The game it was saved from may have been recorded already (played on after the save): one game
            # counts once (``counting.counted_already``).
            info.extra[SHARED_KEY] = shared
        load_into(self.table, game, info, meta.time_used)
        self.current_path = source
        self._push_recent(source)
        opened = QCoreApplication.translate("Saving", "Opened %1").replace("%1", source.name)
        if not game.started_from_deal:
            opened += " " + QCoreApplication.translate(
                "Saving", "(it starts from a set position, so it is not recorded in the statistics)"
            )
        self.table.show_message(opened)
        return True

    def save(self) -> bool:
        """Save to the file the game came from or was last saved to, else ask where."""
        if self.current_path is None:
            return self.save_as()
        return self.save_to(self.current_path)

    def save_as(self) -> bool:
        """Ask for a file and save the game there."""
        game = self.controller.game
        if game is None:
            return False
        name = suggested_name(game.rules, game.suits, game.seed, dt.date.today())
        start = str(self.current_path or (self._start_dir() / name))
        chosen = self.prompts.choose_save_path(
            self.widget, QCoreApplication.translate("Saving", "Save game"), start, self._file_filter(), "spider"
        )
        if not chosen:
            return False
        if not chosen.lower().endswith(".spider"):
            chosen += ".spider"  # (prompts that answer without the suffix: tests)
        return self.save_to(chosen)

    def open_dialog(self) -> bool:
        """Ask for a saved game and open it."""
        chosen = self.prompts.choose_open_path(
            self.widget,
            QCoreApplication.translate("Saving", "Open game"),
            str(self._start_dir()),
            self._file_filter(opening=True),
        )
        if not chosen:
            return False
        return self.open_path(chosen)

    def _file_filter(self, *, opening: bool = False) -> str:
        """Games; to open, also duel messages from a friend (shown together first)."""
        both = (
            QCoreApplication.translate("Saving", "Games and duel messages (*.spider *.spiderduel)") + ";;"
            if opening
            else ""
        )
        messages = QCoreApplication.translate("Saving", "Duel messages (*.spiderduel)") + ";;" if opening else ""
        return (
            both
            + QCoreApplication.translate("Saving", "Spider Duel games (*.spider)")
            + ";;"
            + messages
            + QCoreApplication.translate("Saving", "All files (*)")
        )

    def _start_dir(self) -> Path:
        for p in self.recent_files():
            folder = Path(p).parent
            if folder.is_dir():
                return folder
        return paths.documents_dir()

    # ------------------------------------------------------------ recent files

    def recent_files(self) -> list[str]:
        """The recently saved or opened files, most recent first (at most 8)."""
        return list(self.settings.get("recent_files"))[:MAX_RECENT]

    def push_recent(self, path: str | Path) -> None:
        """Put ``path`` first in Open recent."""
        self._push_recent(Path(path))

    def _push_recent(self, path: Path) -> None:
        self.settings.set("recent_files", push_recent(self.recent_files(), str(path.resolve()), MAX_RECENT))
        self._fill_recent_menu()

    def forget_recent(self, path: str | Path) -> None:
        """Take ``path`` out of Open recent (its file is gone)."""
        gone = str(Path(path).resolve())
        recent = self.recent_files()
        if gone in recent:
            self.settings.set("recent_files", [p for p in recent if p != gone])
            self._fill_recent_menu()

    def clear_recent(self) -> None:
        self.settings.set("recent_files", [])
        self._fill_recent_menu()

    def _fill_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        recent = self.recent_files()
        for i, path in enumerate(recent, start=1):
            a = menu.addAction(f"&{i} {Path(path).name}")
            a.setToolTip(path)
            a.setStatusTip(path)
            a.setData(path)
            a.triggered.connect(lambda _checked=False, p=path: self.open_path(p))
        if recent:
            menu.addSeparator()
            menu.addAction(self.act_clear_recent)
        menu.setEnabled(bool(recent) and self.table.allows(Command.OPEN))

    def recent_actions(self) -> list[QAction]:
        """The Open recent entries, in menu order."""
        return [a for a in self.recent_menu.actions() if a.data()]

    def _on_save_triggered(self) -> None:
        self.save()

    def _on_save_as_triggered(self) -> None:
        self.save_as()

    def _on_open_triggered(self) -> None:
        self.open_dialog()
