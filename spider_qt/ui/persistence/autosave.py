"""Nothing lost: the game in progress is written after every action and picked up again at the next start."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from spider_qt.duel.saved import SavedDuel, saved_duel
from spider_qt.engine import Game
from spider_qt.i18n import format_number
from spider_qt.store import (
    KEPT_FOLDER,
    Autosave,
    GameShelf,
    SaveFileError,
    SaveMeta,
    StoreError,
    load_game,
    quarantine,
)
from spider_qt.store.counting import Opening, Played, on_game_over, on_new_deal, on_not_resumed, on_open, same_player
from spider_qt.ui.controller import GameInfo
from spider_qt.ui.duel.recovery import close_left_behind, close_refused_duel, duel_refused_text
from spider_qt.ui.persistence.kept_tries import KeptTries
from spider_qt.ui.persistence.records import played_of, played_of_save
from spider_qt.ui.persistence.table_info import info_of, load_into, meta_of
from spider_qt.ui.texts.errors import store_error_text
from spider_qt.ui.window.table_phase import GameTable

if TYPE_CHECKING:
    from spider_qt.ui.duel.coordinator import DuelCoordinator
    from spider_qt.ui.duel.session import DuelSession
    from spider_qt.ui.persistence.records import Recorder
    from spider_qt.ui.prompts import Prompts

# How often the running clock is written (the issue allows losing at most one second).
CLOCK_SAVE_MS = 500
# How long the status bar says that a game kept aside now counts (longer than a move's message: it is news).
KEPT_COUNTED_MESSAGE_MS = 10000


class AutosaveKeeper(QObject):
    """Writes the autosave after every action and when the window closes; resumes it at start-up.

    ``kept_aside(path)``: an unfinished game was kept in a file so that another could take the table.
    ``kept_counted(path)``: a game kept aside was recorded as it stood (the player went back to an earlier point
    of it), and its file is gone.

    A duel at the table (``duels``' session) is written after each of its steps: the keeper listens to the session's
    ``changed`` itself. Its state turns into JSON only at the save boundary (``table_info``: ``meta_of``, ``info_of``).
    """

    kept_aside = Signal(str)
    kept_counted = Signal(str)

    def __init__(
        self,
        table: GameTable,
        widget: QWidget,
        data_dir: Path,
        recorder: Recorder,
        prompts: Prompts,
        *,
        read_only: bool = False,
        duels: DuelCoordinator | None = None,
    ) -> None:
        super().__init__(widget)
        self.table = table
        self._duels = duels  # whose session is the duel at the table, if any
        self.widget = widget
        self.controller = table.controller
        self.recorder = recorder
        self.prompts = prompts
        self.read_only = read_only
        self.autosave = Autosave(data_dir)
        self.kept = GameShelf(data_dir, KEPT_FOLDER)
        self.tries = KeptTries(self.kept, prompts, widget, recorder.settle, self.kept_counted.emit)
        self._pending: tuple[Game, SaveMeta] | None = None
        self._resumed = False
        self._duels_checked = False
        self.resumed_meta: SaveMeta | None = None
        self._write_failed = False
        self._closed = False  # ``close``: this run writes no more (another may own the folder next)
        self._tracked: tuple[Game, GameInfo] | None = None
        self._written_time = -1.0
        # The time used is written with every action and, while the clock runs, at least once a second:
        # a crash loses at most a second of it.
        self.clock_timer = QTimer(self)
        self.clock_timer.setInterval(CLOCK_SAVE_MS)
        self.clock_timer.timeout.connect(self._on_clock_timer_timeout)
        self._load()

        if not read_only:
            self.clock_timer.start()
        c = self.controller
        c.action_played.connect(self._on_controller_action_played)
        c.game_started.connect(self._on_controller_game_started)
        c.game_over.connect(self._on_controller_game_over)
        widget.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._on_app_about_to_quit)
        if duels is not None:
            duels.session_begun.connect(self._on_duels_session_begun)
            if duels.session is not None:
                self._on_duels_session_begun(duels.session)

    def _load(self) -> None:
        self._pending = self._loaded(self.autosave.load)
        if self.autosave.newer_file is not None and not self.read_only:
            self.prompts.info(
                self.widget,
                QCoreApplication.translate("Saving", "Game of a newer version"),
                QCoreApplication.translate(
                    "Saving",
                    "The unfinished game in %1 was saved by a newer version of Spider Duel. It is left untouched "
                    "for that version; this one keeps its own game beside it, in %2.",
                )
                .replace("%1", str(self.autosave.newer_file))
                .replace("%2", self.autosave.path.name),
            )
        if self.duel_pending and self.recorder.db is None:
            self._hold_duel()

    def _hold_duel(self) -> None:
        """The autosave holds a duel's turn, but the records its duel is kept in cannot be used now (the player was
        told why): the file stays as it is, for a start that can use them, and this run keeps its own game beside it
        (the one it kept there last time goes on). Put on the table without its records, the turn was an ordinary
        game: no cover, hints allowed, its deal shown, and the duel lost once another game was saved over it."""
        if self.read_only or not self.autosave.can_hold:
            return  # (a duel kept beside a newer version's autosave has nowhere else to go: it is played on)
        self._pending = self._loaded(self.autosave.hold)
        self.prompts.info(
            self.widget,
            QCoreApplication.translate("Duel", "Duel"),
            QCoreApplication.translate(
                "Saving",
                "A duel is in progress, but the statistics it is recorded in cannot be used now. It waits, untouched, "
                "and goes on when Spider Duel starts with the statistics usable again. Until then you can play "
                "games alone.",
            ),
        )

    def _loaded(self, load: Callable[[], tuple[Game, SaveMeta] | None]) -> tuple[Game, SaveMeta] | None:
        """What ``load`` (the autosave's) gives; a file it refused is reported, and gives nothing."""
        try:
            return load()
        except SaveFileError as exc:
            text = (
                QCoreApplication.translate("Saving", "Your unfinished game could not be restored.")
                + " "
                + store_error_text(exc)
            )
            title = QCoreApplication.translate("Saving", "Unfinished game lost")
            if exc.quarantined is not None and exc.code in ("unreadable", "symlink"):
                # not damaged, only not readable by this user: kept as it is, for whoever can read it
                title = QCoreApplication.translate("Saving", "Unfinished game moved aside")
                text += "\n\n" + moved_aside_text(exc.quarantined)
            elif exc.quarantined is not None:
                text += "\n\n" + QCoreApplication.translate(
                    "Saving", "The damaged file was moved aside to\n%1"
                ).replace("%1", str(exc.quarantined))
            elif exc.quarantine_error is not None:
                text += "\n\n" + store_error_text(exc.quarantine_error)
            self.prompts.warn(self.widget, title, text)
            return None

    def resume(self) -> bool:
        """Continue the autosaved game (per the "resume" setting); False when a new game should be dealt.

        Once the autosave is resumed or refused, the duels that nothing can play on any more are closed
        (``close_duels_left_behind``).
        """
        resumed = self._resume()
        self.close_duels_left_behind()
        return resumed

    def _resume(self) -> bool:
        if self._resumed:
            return True
        pending, self._pending = self._pending, None
        if pending is None:
            return False
        game, meta = pending
        duel = saved_duel(meta.extra)
        if game.over and not (duel is not None and duel.open):
            # Killed between the last action's autosave and its record: record it now, unless it already was.
            if self.recorder.settle_all(on_game_over(played_of_save(game, meta), found=True)):
                self.clear()
            return False
        mode = self.table.settings.get("resume")
        # A duel is not declined here: it comes back on the cover of the player whose turn it is, and only Leave
        # (which forfeits it) ends it early.
        if not self.read_only and duel is None:
            if mode == "never":
                return self._abandon(game, meta)
            if mode == "ask":
                from spider_qt.ui.dialogs.statistics import combo_name

                question = (
                    QCoreApplication.translate("Saving", "You have an unfinished game (score %1, %2). Continue it?")
                    .replace("%1", format_number(game.score))
                    .replace("%2", combo_name(game.rules, game.suits))
                )
                if not self.prompts.ask(
                    self.widget,
                    QCoreApplication.translate("Saving", "Continue your game?"),
                    question,
                    default_yes=True,
                ):
                    return self._abandon(game, meta)
        if duel is not None and not self.read_only and self._duel_refused(game, meta, duel):
            return False
        load_into(self.table, game, info_of(meta), meta.time_used)
        self._resumed = True
        self.resumed_meta = meta
        if duel is not None and self._duels is not None:  # read-only too: --print-state shows the duel as it comes back
            self._duels.restore(duel)
        self.table.show_message(QCoreApplication.translate("Saving", "Your game continues where you left it."))
        return True

    def _duel_refused(self, game: Game, meta: SaveMeta, duel: SavedDuel) -> bool:
        """Whether the autosaved duel turn cannot come back (its state refused, or at odds with the records): then
        the player was told, and the file set aside."""
        from spider_qt.ui.duel.autosave_check import edited_duel, edited_duel_text

        if duel.state is None:
            assert duel.refused is not None
            # Before the game takes the table (which writes the autosave): the file is moved aside as it is,
            # and the duel it was played from, which nothing can bring back now, is closed.
            closed = close_refused_duel(self.recorder.db, game, duel.named_id)
            self.prompts.warn(
                self.widget,
                QCoreApplication.translate("Duel", "Duel"),
                duel_refused_text(duel.refused, self.set_aside(), closed=closed),
            )
            return True
        edited = edited_duel(self.recorder.db, duel.state, game, meta)  # checked against the duel's row in the records
        if edited is not None:
            left = edited.settle(self.recorder.db) if self.recorder.db is not None else False
            title = QCoreApplication.translate("Duel", "Duel")
            self.prompts.warn(self.widget, title, edited_duel_text(self.set_aside(), left=left))
            return True
        return False

    def _abandon(self, game: Game, meta: SaveMeta) -> bool:
        """Not continued (the resume setting, or the player said no): it counts as played and lost, as a game left
        for a new deal does, and its autosave goes. Returns False (deal a new game)."""
        if self.recorder.settle_all(on_not_resumed(played_of_save(game, meta))):
            self.clear()
        return False

    @property
    def duel_pending(self) -> bool:
        """Whether the unfinished game waiting to be resumed is a turn of a duel."""
        return self._pending is not None and saved_duel(self._pending[1].extra) is not None

    def meta(self) -> SaveMeta:
        """What the autosave and saved games keep besides the engine's game."""
        return meta_of(self.controller.info, self.controller.elapsed(), self.controller.redo_moves())

    def write(self, *, finished_too: bool = False) -> bool:
        """Write the game in progress now (atomically, fsynced); a finished one only with ``finished_too``."""
        game = self.controller.game
        if self.read_only or self._closed or game is None:
            return False
        if game.over and self.controller.info.duel is not None:
            if not self.controller.info.duel_open:
                self.clear()  # the duel is over: its games are recorded
                return False
            finished_too = True  # the turn is over but the duel goes on: it must come back after a crash
        if game.over and not finished_too:
            return False
        try:
            self.autosave.save(game, self.meta())
        except StoreError as exc:
            self.table.show_message(QCoreApplication.translate("Saving", "Your game could not be saved automatically."))
            # A duel never plays on unsaved: a turned card or the clock would come back after a crash. It pauses
            # behind its cover with the reason, and goes on once a write works (``autosave_works``).
            if self.controller.info.duel_open and self._hold_duel_for_save(store_error_text(exc)):
                self._write_failed = True
                return False
            if not self._write_failed:
                self._write_failed = True
                self.prompts.warn(
                    self.widget,
                    QCoreApplication.translate("Saving", "Autosave failed"),
                    store_error_text(exc)
                    + "\n\n"
                    + QCoreApplication.translate("Saving", "Spider Duel keeps trying after every move."),
                )
            return False
        self._write_failed = False
        self._written_time = self.controller.elapsed()
        session = self._duel_session()
        if session is not None:
            session.save_works_again()  # a duel held for it goes on
        return True

    def _hold_duel_for_save(self, reason: str) -> bool:
        """The autosave failed: a duel at the table pauses behind its cover, tried again here
        (``DuelSession.hold_for_save``); whether one did."""
        session = self._duel_session()
        if session is None or session.state.over:
            return False
        session.hold_for_save(reason, self.write)
        return True

    def pending_is_deal(self, rules: str, suits: int, seed: int, player: str) -> bool:
        """Whether the unfinished autosaved game (a game alone) is ``player``'s game of that very deal."""
        if self._pending is None or self.duel_pending:
            return False
        game, meta = self._pending
        return (
            not game.over
            and game.started_from_deal
            and (game.rules, game.suits, game.seed) == (rules, suits, seed)
            and same_player(player, meta.player)
        )

    def keep_pending_aside(self) -> Path | None:
        """Keep the unfinished autosaved game in a file, so that a deal asked for can take the table.

        Returns the file (``None`` when there was no unfinished game); a finished one is recorded instead.
        A duel's game is never kept aside (``None``): it stays pending, to be resumed.

        Raises:
            StoreError: the file could not be written: the game stays pending (resume it instead).
        """
        if self.read_only or self.duel_pending:
            return None  # (a duel's game is resumed instead)
        if self._pending is None:
            self.close_duels_left_behind()  # no game to resume: the start is over
            return None
        game, meta = self._pending
        if game.over:
            self.resume()  # records it
            return None
        path = self.kept.add(game, meta)
        self._pending = None
        self.kept_aside.emit(str(path))
        self.close_duels_left_behind()
        return path

    def close_duels_left_behind(self) -> None:
        """At start-up, once the autosave has been resumed, refused or kept aside: close void every duel in progress
        but the one at the table (``duel_recovery.close_left_behind``), and tell the player. Runs once."""
        if self._duels_checked or self.read_only:
            return
        self._duels_checked = True
        self._keep_strays_aside()
        db = self.recorder.db
        if db is None:
            return
        resumed = None if self.resumed_meta is None else saved_duel(self.resumed_meta.extra)
        session = self._duel_session()
        kept = [None if session is None else session.state.duel_id, None if resumed is None else resumed.named_id]
        text = close_left_behind(db, kept, self.autosave.newer_file)
        if text:
            self.prompts.warn(self.widget, QCoreApplication.translate("Duel", "Duel"), text)

    def _keep_strays_aside(self) -> None:
        """At start-up: the games an earlier run kept beside the autosave (an older version beside this one's duel,
        which it leaves alone; this version while a duel waited) go to ``unfinished/``, listed under Open recent, or
        are recorded when finished. Beside an autosave that is read again, nothing would ever show them."""
        kept: list[Path] = []
        for path in self.autosave.strays():
            try:
                game, meta = load_game(path)
            except SaveFileError:
                continue  # a newer version's, or damaged: left where it is
            if saved_duel(meta.extra) is not None:
                continue  # a duel's game never leaves its duel
            try:
                if game.over:
                    if not self.recorder.settle_all(on_game_over(played_of_save(game, meta), found=True)):
                        continue
                else:
                    kept.append(self.kept.add(game, meta))
                path.unlink()
            except (StoreError, OSError):
                continue  # left beside, to be kept at the next start
        for path in kept:
            self.kept_aside.emit(str(path))
        if kept:
            self.prompts.info(
                self.widget,
                QCoreApplication.translate("Saving", "Unfinished game kept"),
                QCoreApplication.translate(
                    "Saving",
                    "Your unfinished game was kept in\n%1\nOpen it from Game > Open recent to go on with it.",
                ).replace("%1", "\n".join(str(path) for path in kept)),
            )

    def replace_current(self, what: str, opened: Game | None = None, player: str = "") -> bool:
        """Before ``what`` (a file name, holding ``opened`` of ``player``) replaces the game in progress: ask, then
        keep that game in a file. False when the player declines or it cannot be kept.

        The game kept aside is not recorded as lost. But when the file holds an earlier point of the very game in
        progress (the same player's game of the same deal, whose actions begin with the file's), opening it goes
        back in that game: the game counts as it stands, as a game left for a new deal does, and what is played
        from the earlier point is not recorded again (``Recorder``). Without that, a save opened again and again
        would let a player keep the best of several tries, and get round the duel rules' limits on undo.

        The same holds for the games kept aside in ``unfinished/`` (``KeptTries.going_back``): otherwise opening another
        file first, which keeps the game in progress aside, would let the try escape the rule.
        """
        game = self.controller.game
        if self.read_only:
            return True
        info = self.controller.info
        in_progress = game is not None and not game.over and bool(game.history)
        # (the game on the table counts with the time of its last action, as a game left for a new deal does)
        table = None if game is None else played_of(game, info, max(info.action_times, default=0.0))
        opening = Opening(False, [], [])
        if opened is not None:
            opening = on_open(Played(opened, player), table, self.tries.games())
        if opening.kept and not self.tries.ask_back(what, opening.kept):
            return False
        if opening.back and opened is not None and game is not None:
            if opened.history != game.history:
                question = (
                    QCoreApplication.translate(
                        "Saving",
                        "%1 is an earlier point of the game in progress. Go back to it? Your game counts as it "
                        "stands (score %2), and what you play from the earlier point is not recorded again.",
                    )
                    .replace("%1", what)
                    .replace("%2", format_number(game.score))
                )
                if not self.prompts.ask(self.widget, QCoreApplication.translate("Saving", "Open a game"), question):
                    return False
            self._tracked = None  # counted now, or the very game as it stands: nothing to keep, nothing to count
            # The game on the table is counted first, as it stands: a try kept aside that shares its start is the
            # same game then.
            self.tries.execute(opening.decisions)
            return True
        if in_progress and game is not None:
            question = (
                QCoreApplication.translate(
                    "Saving",
                    "Open %1 instead of the game in progress? Your game (score %2) is kept in %3 "
                    "and listed under Open recent, to go on with it later.",
                )
                .replace("%1", what)
                .replace("%2", format_number(game.score))
                .replace("%3", str(self.kept.folder))
            )
            if not self.prompts.ask(self.widget, QCoreApplication.translate("Saving", "Open a game"), question):
                return False
            try:
                path = self.kept.add(game, self.meta())
            except StoreError as exc:
                self.prompts.warn(
                    self.widget,
                    QCoreApplication.translate("Saving", "Game in progress not kept"),
                    store_error_text(exc)
                    + "\n\n"
                    + QCoreApplication.translate("Saving", "Your game in progress stays on the table."),
                )
                return False
            self._tracked = None  # kept, not abandoned: it does not count as lost
            self.kept_aside.emit(str(path))
        self.tries.execute(opening.decisions)
        return True

    def set_aside(self) -> str:
        """Move the autosave aside, unchanged, so that it is not resumed again (its duel could not be restored: a
        newer version's, or damaged); returns what to tell the player about where it went."""
        if self.read_only:
            return ""
        try:
            kept = quarantine(self.autosave.path)
        except StoreError as exc:
            return store_error_text(exc)
        return moved_aside_text(kept)

    def clear(self) -> None:
        """Remove the autosave (the game on it is finished)."""
        if self.read_only:
            return
        try:
            self.autosave.clear()
        except StoreError as exc:
            self.table.show_message(store_error_text(exc))

    def _duel_session(self) -> DuelSession | None:
        """The duel at the table, if any."""
        return None if self._duels is None else self._duels.session

    def _on_duels_session_begun(self, session: DuelSession) -> None:
        session.changed.connect(self._on_duel_changed)

    def _on_duel_changed(self) -> None:
        # A step of the duel is done (its bookkeeping changed, maybe without a card action): written now.
        self.write()

    def _on_controller_action_played(self, _notation: str) -> None:
        game = self.controller.game
        if game is None:
            return
        self._tracked = (game, self.controller.info)
        # The last action is written too: if the process dies before the game is recorded, resume() records it.
        self.write(finished_too=True)

    def _on_controller_game_started(self) -> None:
        previous, self._tracked = self._tracked, None
        game = self.controller.game
        if game is not None and not self.controller.info.player and not self.read_only:
            # One name for the default profile everywhere: the table shows who the game is recorded for.
            from spider_qt.store.profiles import default_player_name

            self.controller.info.player = default_player_name()
        left = None
        if previous is not None:
            old, info = previous
            left = played_of(old, info, max(info.action_times, default=0.0))
        dealt = None if game is None else played_of(game, self.controller.info, 0.0)
        fresh = game is not None and self.controller.dealt and not self.read_only and self._duel_session() is None
        # A game left unfinished counts as played and lost; a deal dealt afresh counts its games kept aside.
        decisions = on_new_deal(left, dealt, self.tries.games() if fresh else [], fresh=fresh)
        told = self.tries.dealt_again_text(self.tries.execute(decisions))
        if told:  # after the deal's own message ("Deal 5"), which the new game's start shows next
            QTimer.singleShot(0, self, lambda: self.table.show_message(told, KEPT_COUNTED_MESSAGE_MS))
        if game is not None:
            self._tracked = (game, self.controller.info)
            if game.over and not self.controller.info.duel_open:
                self.clear()
            else:
                self.write()  # (a duel's finished turn, resumed: kept until its duel has recorded it)

    def _on_controller_game_over(self, _won: bool) -> None:
        game = self.controller.game
        if game is None:
            return
        if self.controller.info.duel_open:
            # The duel session records this turn (with its duel) and writes the autosave after; until then the
            # finished turn stays in the autosave, so that a crash in between brings the duel back.
            return
        if self.recorder.settle_all(on_game_over(played_of(game, self.controller.info, self.controller.elapsed()))):
            self.clear()
        # else: the finished game stays in the autosave, recorded at the next start

    def _on_clock_timer_timeout(self) -> None:
        game = self.controller.game
        if game is None or game.over:
            return
        if abs(self.controller.elapsed() - self._written_time) >= CLOCK_SAVE_MS / 2000:
            self.write()

    def _on_app_about_to_quit(self) -> None:
        self.write()

    def close(self) -> None:
        """Write no more: the last write is done (the app quits, or the folder is handed on). The clock's timer
        wrote on after it, over the autosave of the run that came next."""
        self.clock_timer.stop()
        self._closed = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget and event.type() == QEvent.Type.Close:
            self.write()
        return False


def moved_aside_text(path: Path) -> str:
    """Where an autosave that could not be resumed went (moved as it was, not damaged)."""
    moved = QCoreApplication.translate("Saving", "The unfinished game was moved aside, unchanged, to\n%1")
    return moved.replace("%1", str(path))
