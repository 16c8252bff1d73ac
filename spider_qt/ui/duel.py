"""DuelSession: one duel at this table (hot-seat, against the computer, or a challenge), driven by its model.

The session holds an immutable ``DuelState`` (``duel_model``) and moves it only through the model's
transitions; its JSON form travels with the autosave in ``controller.info.extra["duel"]``.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from spider_qt.engine import Game
from spider_qt.store import Database, GameRecord, StoreError
from spider_qt.ui import duel_model as dm
from spider_qt.ui import time_up
from spider_qt.ui.ai_worker import LOST_PROCESS, PROCESS_ENDED
from spider_qt.ui.duel_news import side_name
from spider_qt.ui.duel_setup import fresh_seed, joined_state, new_duel_state
from spider_qt.ui.model import TableSnapshot, apply_action, snapshot_action
from spider_qt.ui.opponents import ComputerOpponent, Opponent, SeatedPlayer
from spider_qt.ui.table_phase import DuelTable, TablePhase

if TYPE_CHECKING:
    from spider_qt.ui.dialogs.new_game import NewGameOptions

WATCH_STEP_MS = 700  # between two computer actions shown at 1x
# Times the computer's game is started again in one session after its process was lost (killed, or it died).
COMPUTER_RESTARTS = 2

_TABLE_PHASE = {
    dm.Phase.COVER: TablePhase.PASS_COVER,
    dm.Phase.PAUSED: TablePhase.PAUSED,
    dm.Phase.WAITING: TablePhase.WAITING,
    dm.Phase.WATCHING: TablePhase.WATCHING,
    dm.Phase.PLAYING: TablePhase.PLAYING,
}


class DuelSession(QObject):
    """One duel; ``state`` is its model, changed only through ``duel_model``'s transitions."""

    result_ready = Signal(object, int)  # the finished store Duel, the profile id of the one looking
    challenge_left = Signal(int)  # duel id of the open challenge
    own_result = Signal(object, float)  # a challenger's own finished Game and its time used
    store_failed = Signal(object)  # the StoreError that stopped the duel
    changed = Signal()  # the state moved on (the strip and the commands follow it)
    ended = Signal()  # the session is over (result shown, challenge left, forfeited, or stopped)

    def __init__(self, window: DuelTable, db: Database, state: dm.DuelState, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.db = db
        self.state = state
        self.opponent: Opponent | None = None
        self._forfeiting = False
        self._computer_restarts = 0
        self._shown_actions = 0
        self._watch_game: Game | None = None
        self._watch_timer = QTimer(self)
        self._watch_timer.timeout.connect(self._on_watch_timer_timeout)
        self._connected = True
        window.controller.game_over.connect(self._on_controller_game_over)
        window.cover.start_clicked.connect(self._on_cover_start_clicked)
        window.cover.watch_clicked.connect(self._on_cover_watch_clicked)

    # ------------------------------------------------------------ creating

    @classmethod
    def from_options(
        cls,
        window: DuelTable,
        db: Database,
        options: NewGameOptions,
        parent: QObject | None = None,
        *,
        seed: int | None = None,
    ) -> DuelSession:
        """A new duel as chosen in the new-game dialog, on a fresh random deal (never the dialog's number).

        Raises:
            StoreError: a profile or the duel cannot be created.
        """
        return cls(window, db, new_duel_state(db, options, fresh_seed() if seed is None else seed), parent)

    @classmethod
    def for_challenge(
        cls, window: DuelTable, db: Database, duel_id: int, profile_id: int, parent: QObject | None = None
    ) -> DuelSession:
        """Take up an open challenge as ``profile_id`` (side b).

        Raises:
            StoreError: the challenge is gone, private to someone else, or the player's own.
        """
        return cls(window, db, joined_state(db, duel_id, profile_id), parent)

    # ------------------------------------------------------------ facts

    @property
    def kind(self) -> str:
        return self.state.kind.value

    @property
    def phase(self) -> str:
        return self.state.phase.value

    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def computer(self) -> ComputerOpponent | None:
        """The computer opponent, when the other side is the computer."""
        return self.opponent if isinstance(self.opponent, ComputerOpponent) else None

    def player_name(self, index: int) -> str:
        return self.state.players[index].name

    def allow_help(self) -> bool:
        return self.state.allow_help

    def is_covered(self) -> bool:
        return self.window.phase.covered

    def duel_id(self) -> int | None:
        return self.state.duel_id

    def verdict(self, command: dm.Command) -> dm.Verdict:
        """The policy's answer for ``command`` now."""
        return dm.verdict(self.state, command)

    def _set(self, state: dm.DuelState) -> None:
        self.state = state
        self.window.controller.info.extra["duel"] = state.to_json()
        if state.over:
            self._save()  # the duel's games are recorded: its autosave goes
        self.changed.emit()

    # ------------------------------------------------------------ flow

    def start(self) -> None:
        """Deal the first turn (and let the computer start on its copy of the deal)."""
        if self.state.kind is dm.Kind.COMPUTER:
            self._start_computer()
        elif self.state.kind is dm.Kind.HOTSEAT:
            self.opponent = SeatedPlayer(self.state.rules, self.state.suits, self.state.seed, self)
        self.state = dm.begin(self.state)
        self._deal_turn(covered=False)

    def restore(self) -> None:
        """Pick the duel up after a restart: always on the cover of the side whose turn it is, clock stopped."""
        c = self.window.controller
        c.pause_clock()
        game = c.game
        if self.state.kind is dm.Kind.COMPUTER and self.state.records[1] is None:
            self._start_computer()
        if self.state.phase is dm.Phase.PLAYING and game is not None and game.over:
            # Killed after the turn's last action, before the duel recorded it: the turn ends now, as it would have.
            self._finish_turn(game)
            return
        self._set(dm.resumed(self.state))
        self.window.cover.going_on = game is not None and bool(game.history)
        self._show_phase()
        self._save()

    def _show_phase(self) -> None:
        table_phase = _TABLE_PHASE.get(self.state.phase)
        if table_phase is not None:
            self.window.set_phase(table_phase, name=self.player_name(self.turn))
        self.window.refresh_duel_state()

    def _start_computer(self) -> None:
        s = self.state
        level = s.players[1].level or "beginner"
        self.opponent = ComputerOpponent(s.rules, s.suits, s.seed, level, float(s.time_limit), s.bot_seed, self)
        self.opponent.finished.connect(self._on_opponent_finished)
        self.opponent.failed.connect(self._on_opponent_failed)
        self.opponent.action.connect(self._on_opponent_action)
        self.window.cover.set_progress(0)
        self.opponent.start()

    def _on_opponent_action(self, _action: str, _seconds: float) -> None:
        # The cover tells how far the computer has got while the human waits for it (the human has finished).
        if self.opponent is not None:
            self.window.cover.set_progress(len(self.opponent.actions))

    def _deal_turn(self, *, covered: bool) -> None:
        w = self.window
        s = self.state
        w.cover.going_on = False
        w.set_phase(TablePhase.PASS_COVER if covered else TablePhase.PLAYING, name=self.player_name(self.turn))
        w.prepare_table()
        w.controller.new_game(s.rules, s.suits, s.seed, player=self.player_name(self.turn), time_limit=s.time_limit)
        if covered:
            w.controller.pause_clock()
        self._set(self.state)
        self._save()
        w.refresh_duel_state()

    def _save(self) -> None:
        """Write the autosave now (the duel's bookkeeping changed without a card action)."""
        self.window.save_now()

    def pause(self) -> None:
        """Stop the clock; the table is covered until the player resumes."""
        if dm.verdict(self.state, dm.Command.PAUSE) is not dm.Verdict.ALLOW:
            return
        self.window.controller.pause_clock()
        self._set(dm.pause(self.state))
        self._save()
        self._show_phase()

    def _on_cover_start_clicked(self) -> None:
        if self.state.phase not in (dm.Phase.COVER, dm.Phase.PAUSED):
            return
        self._set(dm.start_turn(self.state))
        self._save()
        self.window.set_phase(TablePhase.PLAYING)
        self.window.controller.resume_clock()
        self.window.refresh_duel_state()

    # ------------------------------------------------------------ a turn ends

    def _on_controller_game_over(self, _won: bool) -> None:
        game = self.window.controller.game
        if self.state.phase is not dm.Phase.PLAYING or game is None or self._forfeiting:
            return
        # Later: the records helper stores every finished game first; the duel adopts that record. A time-out gets
        # its moment first: "Time is up" over the table, then the next cover or the result.
        pause = 0
        if self.window.controller.remaining() == 0 and not game.won:
            pause = time_up.PAUSE_MS
            self.window.show_time_up(side_name(self.state, self.turn), pause)
        QTimer.singleShot(pause, lambda: self._finish_turn(game))

    def _finish_turn(self, game: Game) -> None:
        c = self.window.controller
        if self.state.phase is not dm.Phase.PLAYING or c.game is not game:
            return
        s = self.state
        try:
            record = self._record(s.turn, game, c.elapsed(), list(c.info.action_times), c.info.helped)
            if s.kind is dm.Kind.CHALLENGE:
                duel = self.db.duels.create_challenge(record.id, float(s.time_limit), s.invited, s.invited_name)
                s = dataclasses.replace(s, duel_id=duel.id)
            else:
                assert s.duel_id is not None
                self._attach(s.duel_id, record.id)
        except StoreError as exc:
            self.store_failed.emit(exc)
            self._end()
            return
        if isinstance(self.opponent, SeatedPlayer) and s.turn == 1:
            self.opponent.played(game, list(c.info.action_times), c.elapsed())
        # Against the computer the human's turn always ends in WAITING: the computer's game is stored next.
        after = dm.turn_finished(s, record.id)
        self._set(after)
        phase = after.phase
        if s.kind is dm.Kind.CHALLENGE:
            self.own_result.emit(game, c.elapsed())
            assert self.state.duel_id is not None
            self.challenge_left.emit(self.state.duel_id)
            self._end()
        elif phase is dm.Phase.COVER:
            self._deal_turn(covered=True)
        elif phase is dm.Phase.WAITING and not (self.opponent is not None and self.opponent.done):
            self._save()  # the computer still plays: a crash now must bring the wait back, not lose the duel
            self.window.set_phase(TablePhase.WAITING)
            comp = self.computer
            if comp is not None and comp.error:
                self._on_opponent_failed(comp.error)  # it stopped for good during the turn: nothing to wait for
        else:
            self._conclude()

    def _record(self, index: int, game: Game, time_used: float, times: list[float], helped: bool) -> GameRecord:
        pid = self.state.players[index].profile_id
        # The records helper may already have stored this game as an ordinary one: adopt that record.
        text = game.to_json()
        for rec in self.db.games.for_profile(pid, limit=5):
            # (or, after a crash, this duel recorded it already)
            if rec.game_json == text and rec.duel_id in (None, self.state.duel_id):
                return rec
        duel_id = None if self.state.kind is dm.Kind.CHALLENGE else self.state.duel_id
        used = max([time_used, *times])
        return self.db.games.record(pid, game, time_used=used, action_times=times, helped=helped, duel_id=duel_id)

    def _on_opponent_finished(self) -> None:
        if self.state.phase is dm.Phase.WAITING:
            self._conclude()

    def _on_opponent_failed(self, message: str) -> None:
        comp = self.computer
        lost = message in (LOST_PROCESS, PROCESS_ENDED)
        if comp is not None and lost and not self.state.over and self._computer_restarts < COMPUTER_RESTARTS:
            # Its game is the same whenever it is played (the deal and its seed decide it), as after a restart of the
            # app: it plays it again from the start. Before, the player who finished afterwards waited for ever.
            self._computer_restarts += 1
            comp.cancel()
            comp.deleteLater()
            self._start_computer()
            return
        reasons = {
            LOST_PROCESS: self.tr("its process was lost"),
            PROCESS_ENDED: self.tr("its process ended unexpectedly"),
        }
        # The child's own error text is technical English: it stays, but inside a translated phrase.
        reason = reasons.get(message) or self.tr("internal error (%1)").replace("%1", message)
        if self.state.phase in (dm.Phase.WAITING, dm.Phase.WATCHING):
            self._end()
            self.window.leave_table()
        # Told once the table is left: ending the session refreshed the covered table, which clears the status bar's
        # message, so the player waiting for the computer saw the table empty without a word.
        self.window.show_message(self.tr("The computer player stopped: %1").replace("%1", reason), 10000)

    def _record_computer(self) -> int:
        """Store the computer's game, its time counted at the stated human pace (never its computation time)."""
        assert self.opponent is not None
        bot_game = self.opponent.game()
        limit = self.state.time_limit
        times = [dm.computer_time(i + 1, limit) for i in range(len(bot_game.history))]
        used = dm.computer_time(len(bot_game.history), limit)
        record = self._record(1, bot_game, used, times, False)
        assert self.state.duel_id is not None
        self._attach(self.state.duel_id, record.id)
        return record.id

    def _attach(self, duel_id: int, record_id: int) -> None:
        """Attach a side's record to the duel, unless it is attached already (a crash after it was)."""
        duel = self.db.duels.get(duel_id)
        if record_id in (duel.a_game, duel.b_game):
            return
        self.db.duels.add_game(duel_id, record_id)

    def _conclude(self) -> None:
        """Both sides have played: store the computer's game if needed and show the result."""
        self._watch_timer.stop()
        try:
            if self.state.phase in (dm.Phase.WAITING, dm.Phase.WATCHING):
                self._set(dm.computer_finished(self.state, self._record_computer()))
            assert self.state.duel_id is not None
            duel = self.db.duels.get(self.state.duel_id)
        except StoreError as exc:
            self.store_failed.emit(exc)
            self._end()
            return
        own = self.window.controller.game
        if self._watch_game is not None and own is not None:
            # The computer's game was on the table while the player watched: put the player's own back, as the
            # status bar and "Replay > The game on the table" describe it.
            self.window.scene.sync(TableSnapshot.from_game(own, "load"), animate=False)
            self._watch_game = None
        self.window.set_phase(TablePhase.RESULT)
        self._end()
        viewer = self.state.players[1 if self.state.kind is dm.Kind.JOIN else 0].profile_id
        self.result_ready.emit(duel, viewer)

    def forfeit(self) -> None:
        """The side whose turn it is leaves before the end: its game counts as it stands, and it loses."""
        s = self.state
        if s.over:
            return
        c = self.window.controller
        self._forfeiting = True
        game = c.game
        record_id: int | None = None
        try:
            if game is not None and s.phase is not dm.Phase.WAITING and s.phase is not dm.Phase.WATCHING:
                if not game.over:
                    c.finish()  # ends the game as Done does: the records helper stores it, the autosave goes
                record_id = self._record(s.turn, game, c.elapsed(), list(c.info.action_times), c.info.helped).id
            if s.duel_id is not None and s.kind is not dm.Kind.CHALLENGE:
                self.db.duels.forfeit(s.duel_id, "a" if s.turn == 0 else "b", record_id)
        except StoreError as exc:
            self.store_failed.emit(exc)
        self._set(dm.forfeit(s, record_id))
        self._end()

    def _end(self) -> None:
        self._stop_watching()
        if self.opponent is not None and not self.opponent.done:
            self.opponent.cancel()
        self.ended.emit()

    def cancel(self) -> None:
        """Drop the session (the window starts something else); a duel in progress stays resumable. Again, nothing."""
        if self._connected:
            self._connected = False
            try:
                self.window.controller.game_over.disconnect(self._on_controller_game_over)
                self.window.cover.start_clicked.disconnect(self._on_cover_start_clicked)
                self.window.cover.watch_clicked.disconnect(self._on_cover_watch_clicked)
            except (RuntimeError, TypeError):
                pass
        self._stop_watching()
        if self.opponent is not None and not self.opponent.done:
            self.opponent.cancel()

    def _stop_watching(self) -> None:
        """Stop showing the computer's game; the table animates at the player's own speed again (watching set the
        cover's speed, and a Leave or a new game while watching left it on the table for good)."""
        was_watching = self._watch_timer.isActive() or self._watch_game is not None
        self._watch_timer.stop()
        if was_watching:
            self.window.scene.set_animation_speed(float(self.window.settings.get("animation_speed")))

    # ------------------------------------------------------------ watching the computer

    def _on_cover_watch_clicked(self) -> None:
        if self.state.phase is not dm.Phase.WAITING or self.opponent is None:
            return
        w = self.window
        self._set(dm.watch(self.state))
        w.set_phase(TablePhase.WATCHING)
        self._watch_game = Game.new(self.state.rules, self.state.suits, self.state.seed)
        self._shown_actions = 0
        w.scene.sync(TableSnapshot.from_game(self._watch_game, "load"), animate=False)
        w.refresh_status()
        speed = w.cover.watch_speed()
        w.scene.set_animation_speed(speed)
        self._watch_timer.start(int(WATCH_STEP_MS / speed))
        w.show_message(self.tr("You are watching the computer play."))

    def watching(self) -> bool:
        return self.state.phase is dm.Phase.WATCHING

    def watched(self) -> tuple[Game, str] | None:
        """While the player watches the computer: the game on the table so far, and whose it is."""
        if self.state.phase is not dm.Phase.WATCHING or self._watch_game is None:
            return None
        from spider_qt.ui.names import computer_name

        return self._watch_game, computer_name(self.state.players[1].level)

    def _on_watch_timer_timeout(self) -> None:
        comp = self.opponent
        game = self._watch_game
        if comp is None or game is None:
            return
        if self._shown_actions < len(comp.actions):
            action = comp.actions[self._shown_actions]
            self._shown_actions += 1
            change = apply_action(game, action)
            self.window.scene.sync(TableSnapshot.from_game(game, snapshot_action(action), change))
            self.window.refresh_status()  # the status bar tells the computer's score and moves, not the player's
        elif comp.done:
            self._stop_watching()
            self._conclude()
