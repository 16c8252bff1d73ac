"""The player's records: the profiles and statistics database, and recording each finished game once."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from spider_qt.engine import Game
from spider_qt.store import (
    PENDING_FOLDER,
    Database,
    GameRecord,
    GameShelf,
    Profile,
    ProfileError,
    RecordError,
    SaveMeta,
    StoreError,
)
from spider_qt.store.profiles import default_player_name
from spider_qt.ui.texts.errors import store_error_text

if TYPE_CHECKING:
    from spider_qt.ui.controller import GameInfo
    from spider_qt.ui.prompts import Prompts


# In ``GameInfo.extra`` of a game opened from a file: how many of its actions it had when it was saved.
OPENED_AT = "opened_at_action"


class Recorder(QObject):
    """Opens the database and records finished games, each at most once."""

    def __init__(self, parent: QWidget, data_dir: Path, prompts: Prompts, *, read_only: bool = False) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.prompts = prompts
        self.read_only = read_only
        self.db: Database | None = None
        self._recorded: list[Game] = []  # the latest games recorded, never twice
        # Finished games the database could not take when they ended: recorded at the next chance.
        self.pending = GameShelf(data_dir, PENDING_FOLDER)
        self._open_database(data_dir)
        self.record_pending()

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
        """Store ``game`` as finished by ``info.player``; None when it is not stored (again).

        A game that starts from a set position is never recorded (statistics come from dealt games only).
        """
        if self.db is None or self.read_only or any(g is game for g in self._recorded):
            return None
        if not game.started_from_deal:
            return None
        try:
            return self._record(game, info, time_used, only_if_new=only_if_new)
        except StoreError as exc:
            self._warn_not_recorded(exc)
            return None

    def settle(self, game: Game, info: GameInfo, time_used: float, *, only_if_new: bool = False) -> bool:
        """Record a finished (or abandoned) game, or keep it to record later; False only if neither worked.

        A game from a set position needs nothing. When the database is unavailable, busy or full,
        the game waits in the data folder's ``unrecorded`` shelf and is recorded at the next start.
        """
        if self.read_only or not game.started_from_deal or any(g is game for g in self._recorded):
            return True
        failed: StoreError | None = None
        if self.db is not None:
            try:
                self._record(game, info, time_used, only_if_new=only_if_new)
                return True
            except (RecordError, ProfileError) as exc:
                # this game can never be recorded (as it is, or under its player's name): keeping it would not help
                self._warn_not_recorded(exc)
                return True
            except StoreError as exc:
                failed = exc
        try:
            self.pending.add(game, _meta_of(info, time_used))
        except StoreError as exc:
            self._warn_not_recorded(exc)
            return False
        if failed is not None:
            self._warn_not_recorded(failed, kept=True)
        return True

    def record_pending(self) -> int:
        """Record the games that waited for the database; returns how many were recorded now."""
        if self.db is None or self.read_only:
            return 0
        done = 0
        for path, game, meta in self.pending.items():
            info = _info_of(meta)
            try:
                self._record(game, info, meta.time_used, only_if_new=True)
            except RecordError:
                pass  # never recordable: dropping it from the shelf loses nothing
            except ProfileError:
                continue  # its player's name is refused (an older version kept it): it stays, and blocks no other
            except StoreError:
                break  # still busy or full: try again at the next start
            self.pending.remove(path)
            done += 1
        return done

    def _record(self, game: Game, info: GameInfo, time_used: float, *, only_if_new: bool) -> GameRecord | None:
        assert self.db is not None
        profile = self.profile_for(info.player)
        assert profile is not None
        if only_if_new:
            text = game.to_json()
            if any(r.game_json == text for r in self.db.games.for_profile(profile.id, limit=20)):
                self._recorded = [*self._recorded[-9:], game]
                return None
        if self._recorded_before(profile.id, game, info):
            self._recorded = [*self._recorded[-9:], game]
            return None
        times = list(info.action_times)
        record = self.db.games.record(
            profile.id, game, time_used=max([time_used, *times]), action_times=times, helped=info.helped
        )
        self._recorded = [*self._recorded[-9:], game]
        return record

    def _recorded_before(self, profile_id: int, game: Game, info: GameInfo) -> bool:
        """Whether ``game``, opened from a saved file, is one the profile has had recorded already: played on
        from the same save (the same deal, the same actions up to the save)."""
        assert self.db is not None
        shared = info.extra.get(OPENED_AT)
        if type(shared) is not int or shared <= 0:
            return False
        return self.db.games.played_on_from(profile_id, game, shared)

    def _warn_not_recorded(self, exc: StoreError, *, kept: bool = False) -> None:
        text = store_error_text(exc)
        if kept:
            text += "\n\n" + QCoreApplication.translate(
                "Persistence", "The game is kept in the data folder and recorded at the next start."
            )
        self.prompts.warn(self.parent_widget, QCoreApplication.translate("Persistence", "Game not recorded"), text)

    def close(self) -> None:
        """Close the database (the app quits or a test ends)."""
        if self.db is not None:
            self.db.close()
            self.db = None


def _meta_of(info: GameInfo, time_used: float) -> SaveMeta:
    return SaveMeta(
        player=info.player or default_player_name(),
        time_used=max([time_used, *info.action_times]),
        action_times=tuple(info.action_times),
        helped=info.helped,
    )


def _info_of(meta: SaveMeta) -> GameInfo:
    from spider_qt.ui.controller import GameInfo

    return GameInfo(player=meta.player, helped=meta.helped, action_times=list(meta.action_times))
