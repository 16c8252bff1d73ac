"""The player's records: the profiles and statistics database, and recording each finished game once."""

from __future__ import annotations

import getpass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from spider_qt.engine import Game
from spider_qt.store import Database, GameRecord, Profile, StoreError
from spider_qt.ui.errors_text import store_error_text

if TYPE_CHECKING:
    from spider_qt.ui.controller import GameInfo
    from spider_qt.ui.prompts import Prompts


def default_player_name() -> str:
    """The name games are recorded under when the player gave none: the login name."""
    try:
        name = getpass.getuser().strip()
    except (OSError, KeyError, ImportError):
        name = ""
    return name or "Player"


class Recorder(QObject):
    """Opens the database and records finished games, each at most once."""

    def __init__(self, parent: QWidget, data_dir: Path, prompts: Prompts, *, read_only: bool = False) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.prompts = prompts
        self.read_only = read_only
        self.db: Database | None = None
        self._recorded: list[Game] = []  # the latest games recorded, never twice
        self._open_database(data_dir)

    def _open_database(self, data_dir: Path) -> None:
        try:
            self.db = Database.open(data_dir)
        except StoreError as exc:
            self.db = None
            self.prompts.warn(
                self.parent_widget,
                QCoreApplication.translate("Persistence", "Statistics unavailable"),
                store_error_text(exc)
                + "\n\n"
                + QCoreApplication.translate(
                    "Persistence", "You can play, but profiles and statistics are off until this is solved."
                ),
                critical=exc.code == "db_too_new",
            )
            return
        if self.db.recovered_from is not None:
            self.prompts.warn(
                self.parent_widget,
                QCoreApplication.translate("Persistence", "Statistics file damaged"),
                QCoreApplication.translate(
                    "Persistence",
                    "The statistics file was damaged and could not be read. It was moved aside to\n%1\n"
                    "and new, empty statistics were started.",
                ).replace("%1", str(self.db.recovered_from)),
            )

    def profile_for(self, name: str) -> Profile | None:
        """The live profile named ``name`` (the default name when empty), created on first use."""
        if self.db is None:
            return None
        name = name.strip() or default_player_name()
        found = self.db.profiles.find(name)
        if found is not None:
            return found
        return self.db.profiles.create(name)

    def find_profile(self, name: str) -> Profile | None:
        """The live profile named ``name`` (the default name when empty), if it exists yet."""
        if self.db is None:
            return None
        return self.db.profiles.find(name.strip() or default_player_name())

    def record(self, game: Game, info: GameInfo, time_used: float, *, only_if_new: bool = False) -> GameRecord | None:
        """Store ``game`` as finished by ``info.player``; None when it is not stored (again)."""
        if self.db is None or self.read_only or any(g is game for g in self._recorded):
            return None
        try:
            profile = self.profile_for(info.player)
            assert profile is not None
            if only_if_new:
                text = game.to_json()
                if any(r.game_json == text for r in self.db.games.for_profile(profile.id, limit=5)):
                    return None
            times = list(info.action_times)
            record = self.db.games.record(
                profile.id, game, time_used=max([time_used, *times]), action_times=times, helped=info.helped
            )
        except StoreError as exc:
            self.prompts.warn(
                self.parent_widget,
                QCoreApplication.translate("Persistence", "Game not recorded"),
                store_error_text(exc),
            )
            return None
        self._recorded = [*self._recorded[-9:], game]
        return record

    def close(self) -> None:
        """Close the database (the app quits or a test ends)."""
        if self.db is not None:
            self.db.close()
            self.db = None
