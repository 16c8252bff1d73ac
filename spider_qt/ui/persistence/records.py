"""The player's records: the profiles and statistics database, and recording the games that count
(``store.counting`` decides which, and when)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from spider_qt.duel.saved import saved_duel
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
from spider_qt.store.counting import Count, Decision, Played, counted_already, shared_of
from spider_qt.store.profiles import default_player_name
from spider_qt.ui.texts.errors import store_error_text

if TYPE_CHECKING:
    from spider_qt.ui.controller import GameInfo
    from spider_qt.ui.prompts import Prompts


class Recorder(QObject):
    """Opens the database and records the games ``store.counting`` counts, each at most once."""

    def __init__(self, parent: QWidget, data_dir: Path, prompts: Prompts, *, read_only: bool = False) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.prompts = prompts
        self.read_only = read_only
        self.db: Database | None = None
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
                QCoreApplication.translate("Saving", "Statistics unavailable"),
                store_error_text(exc)
                + "\n\n"
                + QCoreApplication.translate(
                    "Saving", "You can play, but profiles and statistics are off until this is solved."
                ),
                critical=exc.code == "db_too_new",
            )
            return
        if self.db.recovered_from is not None:
            self.prompts.warn(
                self.parent_widget,
                QCoreApplication.translate("Saving", "Statistics file damaged"),
                QCoreApplication.translate(
                    "Saving",
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

    def settle_all(self, decisions: Iterable[Decision]) -> bool:
        """Execute the counts among ``decisions`` (``store.counting``); False when one could be neither recorded
        nor kept to record later."""
        done = True
        for decision in decisions:
            if isinstance(decision, Count):
                done = self.settle(decision) and done
        return done

    def settle(self, count: Count) -> bool:
        """Record a counted game (finished or left), or keep it to record later; False only if neither worked.

        A game already counted (``counting.counted_already``) needs nothing. When the database is unavailable, busy
        or full, the game waits in the data folder's ``unrecorded`` shelf and is recorded at the next start.
        """
        if self.read_only:
            return True
        failed: StoreError | None = None
        if self.db is not None:
            try:
                self._record(count.played)
                return True
            except (RecordError, ProfileError) as exc:
                # this game can never be recorded (as it is, or under its player's name): keeping it would not help
                self._warn_not_recorded(exc)
                return True
            except StoreError as exc:
                failed = exc
        try:
            self.pending.add(count.played.game, _meta_of(count.played))
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
            try:
                self._record(played_of_save(game, meta).whole)
            except RecordError:
                pass  # never recordable: dropping it from the shelf loses nothing
            except ProfileError:
                continue  # its player's name is refused (an older version kept it): it stays, and blocks no other
            except StoreError:
                break  # still busy or full: try again at the next start
            self.pending.remove(path)
            done += 1
        return done

    def _record(self, played: Played) -> GameRecord | None:
        """Record ``played`` for its player; None when it was counted already."""
        assert self.db is not None
        profile = self.profile_for(played.player)
        assert profile is not None
        game = played.game
        if played.shared:
            recorded = self.db.games.of_deal(profile.id, game.rules, game.suits, game.seed)
            if counted_already(played, recorded):
                return None
        times = list(played.action_times)
        return self.db.games.record(
            profile.id, game, time_used=max([played.time_used, *times]), action_times=times, helped=played.helped
        )

    def _warn_not_recorded(self, exc: StoreError, *, kept: bool = False) -> None:
        text = store_error_text(exc)
        if kept:
            text += "\n\n" + QCoreApplication.translate(
                "Saving", "The game is kept in the data folder and recorded at the next start."
            )
        self.prompts.warn(self.parent_widget, QCoreApplication.translate("Saving", "Game not recorded"), text)

    def close(self) -> None:
        """Close the database (the app quits or a test ends)."""
        if self.db is not None:
            self.db.close()
            self.db = None


def _meta_of(played: Played) -> SaveMeta:
    return SaveMeta(
        player=played.player or default_player_name(),
        time_used=max([played.time_used, *played.action_times]),
        action_times=played.action_times,
        helped=played.helped,
    )


def played_of(game: Game, info: GameInfo, time_used: float) -> Played:
    """The game on the table as the counting rule sees it."""
    return Played(
        game,
        info.player,
        time_used,
        tuple(info.action_times),
        info.helped,
        shared_of(info.extra),
        duel=info.duel is not None,
        duel_open=info.duel_open,
    )


def played_of_save(game: Game, meta: SaveMeta, path: Path | None = None) -> Played:
    """A saved game (the autosave, a kept file, the pending shelf) as the counting rule sees it, with its duel."""
    duel = saved_duel(meta.extra)
    return Played.of_meta(game, meta, path, duel=duel is not None, duel_open=duel is not None and duel.open)
