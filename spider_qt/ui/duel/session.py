"""DuelSession: one duel at this table (hot-seat, against the computer, or a challenge), driven by its model.

The session holds an immutable ``DuelState`` (``duel_model``) and moves it only through the model's
transitions; the game info at the table carries it (``GameInfo.duel``), and the autosave, which listens to
``changed``, writes it after every step of the duel.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from spider_qt.duel import ledger
from spider_qt.duel import model as dm
from spider_qt.duel.kinds import Flow, flow
from spider_qt.duel.setup import fresh_seed, joined_state, new_duel_state
from spider_qt.engine import Game
from spider_qt.store import Database, StoreError
from spider_qt.ui.computer.opponent_process import LOST_PROCESS, PROCESS_ENDED
from spider_qt.ui.duel.opponents import ComputerOpponent, Opponent, SeatedPlayer
from spider_qt.ui.model import TableSnapshot, apply_action, snapshot_action
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.texts.duel_news import held_next_text, side_name
from spider_qt.ui.window import time_up
from spider_qt.ui.window.table_phase import DuelTable, TablePhase

if TYPE_CHECKING:
    from spider_qt.duel.setup import NewGameOptions

WATCH_STEP_MS = 700  # between two computer actions shown at 1x
# While a duel is held by records that cannot be written, they are tried again this often (and at every Try again).
RETRY_MS = 5000
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
    # A step of the duel is done: the state and the table agree. The autosave writes it then (it listens itself), and
    # the strip and the commands follow. Never sent halfway through a step: a crash must not find the autosave there.
    changed = Signal()
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
        # While the duel is held (``dm.Hold``): what tries again, and the reason the cover gives.
        self._retry: Callable[[], object] | None = None
        self.held_reason = ""
        self._retry_timer = QTimer(self)
        self._retry_timer.setInterval(RETRY_MS)
        self._retry_timer.timeout.connect(self._on_retry_timer_timeout)
        self._connected = True
        # A remote duel's side (``Kind.REMOTE``): its challenge id, kept with the autosave beside the duel's state, and
        # what seals the finished game into its message (``RemoteDuels``; a StoreError holds the duel, tried again).
        self.remote_id: str | None = None
        self.remote_sink: Callable[[str, Game, list[float], float], None] | None = None
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
    def kind(self) -> dm.Kind:
        return self.state.kind

    @property
    def flow(self) -> Flow:  # what this kind of duel means for the table (``duel.kinds``)
        return flow(self.state.kind)

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
        info = self.window.controller.info
        info.duel = state
        if self.remote_id is not None:
            info.remote_duel = self.remote_id
        if state.over:
            self._step_done()  # the duel's games are recorded: its autosave goes

    # ------------------------------------------------------------ flow

    def start(self) -> None:
        """Deal the first turn (and let the computer start on its copy of the deal)."""
        if self.flow.computer_plays:
            self._start_computer()
        elif self.flow.both_here:
            self.opponent = SeatedPlayer(self.state.rules, self.state.suits, self.state.seed, self)
        self.state = dm.begin(self.state)
        self._deal_turn(covered=False)

    def restore(self) -> None:
        """Pick the duel up after a restart: always on the cover of the side whose turn it is, clock stopped."""
        c = self.window.controller
        c.pause_clock()
        game = c.game
        held = self.state.held
        if held is not None:
            self._set(dm.release(self.state))  # what held it is tried again now
        if held is dm.Hold.FORFEIT:
            self.forfeit()  # the Leave is carried out, whatever else the table shows
            return
        if self.flow.computer_plays and self.state.records[1] is None:
            self._start_computer()
        if self.state.phase is dm.Phase.PLAYING and game is not None and game.over:
            # Killed after the turn's last action, before the duel recorded it: the turn ends now, as it would have.
            self._finish_turn(game)
            return
        self._set(dm.resumed(self.state))
        self.window.cover.going_on = game is not None and bool(game.history)
        self._show_phase()
        self._step_done()

    def _show_phase(self) -> None:
        if self.state.held is not None:
            self.window.set_phase(TablePhase.HELD, name=self.player_name(self.turn))
            self.window.refresh_duel_state()
            return
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
        w.table_input.settle()
        name = self.player_name(self.turn)  # the deal comes with its duel: never autosaved as an ordinary game
        w.controller.new_game(
            s.rules, s.suits, s.seed, player=name, time_limit=s.time_limit, duel=s, remote_duel=self.remote_id
        )
        if covered:
            w.controller.pause_clock()
        self._set(self.state)
        self._step_done()
        w.refresh_duel_state()

    def _step_done(self) -> None:
        """A step of the duel is done (its bookkeeping changed, maybe without a card action): ``changed`` tells the
        autosave, which writes it now, and the strip and the commands."""
        self.changed.emit()

    def pause(self) -> None:
        """Stop the clock; the table is covered until the player resumes."""
        if dm.verdict(self.state, dm.Command.PAUSE) is not dm.Verdict.ALLOW:
            return
        self.window.controller.pause_clock()
        self._set(dm.pause(self.state))
        self._step_done()
        self._show_phase()

    def _on_cover_start_clicked(self) -> None:
        if self.state.held is not None:
            self._try_again()
            return
        if self.state.phase not in (dm.Phase.COVER, dm.Phase.PAUSED):
            return
        self._set(dm.start_turn(self.state))
        self._step_done()
        self.window.set_phase(TablePhase.PLAYING)
        self.window.controller.resume_clock()
        self.window.refresh_duel_state()

    # ------------------------------------------------------------ a turn ends

    def _on_controller_game_over(self, _won: bool) -> None:
        game = self.window.controller.game
        if self.state.phase is not dm.Phase.PLAYING or game is None or self._forfeiting:
            return
        # The ledger records the turn at once; a time-out only shows its moment first ("Time is up" over the table),
        # and then the next cover or the result.
        pause = 0
        if self.window.controller.remaining() == 0 and not game.won:
            pause = time_up.PAUSE_MS
            self.window.view.show_time_up(side_name(self.state, self.turn), pause)
        self._finish_turn(game, pause)

    def _finish_turn(self, game: Game, pause: int = 0) -> None:
        c = self.window.controller
        if self.state.phase is not dm.Phase.PLAYING or c.game is not game:
            return
        s = dm.release(self.state)
        times = list(c.info.action_times)
        if self.flow.played_elsewhere:
            self._finish_remote(s, game, times)
            return
        try:
            if self.flow.left_for_later:
                duel = ledger.record_challenge(
                    self.db, s, game, time_used=c.elapsed(), action_times=times, helped=c.info.helped
                )
                s = dataclasses.replace(s, duel_id=duel.id)
                record_id = duel.a_game
                assert record_id is not None
            else:
                record_id = ledger.record_side(
                    self.db, s, s.turn, game, time_used=c.elapsed(), action_times=times, helped=c.info.helped
                ).id
        except StoreError as exc:
            # The turn stays pending, as after a crash (the autosave keeps it): tried again until it is recorded.
            self._hold(dm.Hold.TURN, exc, lambda: self._finish_turn(game))
            return
        self._retry_timer.stop()
        self._retry = None
        if isinstance(self.opponent, SeatedPlayer) and s.turn == 1:
            self.opponent.played(game, list(c.info.action_times), c.elapsed())
        # Against the computer the human's turn always ends in WAITING: the computer's game is stored next.
        after = dm.turn_finished(s, record_id)
        self._set(after)
        if pause:
            QTimer.singleShot(pause, self, lambda: self._next_after(after, game))
        else:
            self._next_after(after, game)

    def _next_after(self, after: dm.DuelState, game: Game) -> None:
        """What follows a recorded turn: the next cover, the wait for the computer, or the result."""
        if not self._connected or self.state is not after:
            return  # dropped, or moved on, during the time-out's moment
        c = self.window.controller
        phase = after.phase
        if self.flow.left_for_later:
            self.own_result.emit(game, c.elapsed())
            assert self.state.duel_id is not None
            self.challenge_left.emit(self.state.duel_id)
            self._end()
        elif phase is dm.Phase.COVER:
            self._deal_turn(covered=True)
        elif phase is dm.Phase.WAITING and not (self.opponent is not None and self.opponent.done):
            self._step_done()  # the computer still plays: a crash now must bring the wait back, not lose the duel
            self.window.set_phase(TablePhase.WAITING)
            comp = self.computer
            if comp is not None and comp.error:
                self._on_opponent_failed(comp.error)  # it stopped for good during the turn: nothing to wait for
        else:
            self._conclude()

    def _finish_remote(self, s: dm.DuelState, game: Game, times: list[float]) -> None:
        """This machine's side of a remote duel is over: its result is sealed into the message to send (and kept
        with the remote duel) before the duel leaves the autosave; a failure holds the duel and is tried again."""
        from spider_qt.duel.remote import Refused

        c = self.window.controller
        if self.remote_id is None or self.remote_sink is None:
            return
        try:
            self.remote_sink(self.remote_id, game, times, c.elapsed())
        except (StoreError, Refused) as exc:  # (a damaged key is a StoreError too)
            if isinstance(exc, StoreError):
                self._hold(dm.Hold.TURN, exc, lambda: self._finish_turn(game))
            else:
                reason = translate("Duel", "The message could not be made: %1").replace("%1", str(exc))
                self._hold_with(dm.Hold.TURN, reason, lambda: self._finish_turn(game), retry_by_itself=False)
            return
        self._retry_timer.stop()
        self._retry = None
        self._set(dm.played_remote(s))
        self._end()

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
            LOST_PROCESS: translate("Duel", "its process was lost"),
            PROCESS_ENDED: translate("Duel", "its process ended unexpectedly"),
        }
        # The child's own error text is technical English: it stays, but inside a translated phrase.
        reason = reasons.get(message) or translate("Duel", "internal error (%1)").replace("%1", message)
        text = translate("Duel", "The computer player stopped: %1").replace("%1", reason)
        if self.state.phase in (dm.Phase.WAITING, dm.Phase.WATCHING) and self.state.held is None:
            # The human has finished: the duel waits for its computer player, never an ordinary table. Try again on
            # the cover starts it afresh (its game is the same whenever it is played); Quit keeps the duel.
            self._stop_watching()
            self._hold_with(dm.Hold.COMPUTER, text, self._restart_computer, retry_by_itself=False)
            return
        self.window.show_message(text, 10000)

    def _record_computer(self) -> int:
        """Store the computer's game, its time counted at the stated human pace (never its computation time)."""
        assert self.opponent is not None
        return ledger.record_computer(self.db, self.state, self.opponent.game()).id

    def _conclude(self) -> None:
        """Both sides have played: store the computer's game if needed and show the result."""
        self._watch_timer.stop()
        try:
            if self.state.phase in (dm.Phase.WAITING, dm.Phase.WATCHING):
                record_id = self._record_computer()
                self._set(dm.computer_finished(dm.release(self.state), record_id))
            assert self.state.duel_id is not None
            duel = self.db.duels.get(self.state.duel_id)
        except StoreError as exc:
            self._hold(dm.Hold.RESULT, exc, self._conclude)
            return
        self._retry_timer.stop()
        self._retry = None
        own = self.window.controller.game
        if self._watch_game is not None and own is not None:
            # The computer's game was on the table while the player watched: put the player's own back, as the
            # status bar and "Replay > The game on the table" describe it.
            self.window.scene.sync(TableSnapshot.from_game(own, "load"), animate=False)
            self._watch_game = None
        self.window.set_phase(TablePhase.RESULT)
        self._end()
        viewer = self.state.players[self.flow.home_side].profile_id
        self.result_ready.emit(duel, viewer)

    def forfeit(self) -> None:
        """The side whose turn it is leaves before the end: its game counts as it stands, and it loses."""
        s = self.state
        if s.over:
            return
        self._retry_timer.stop()
        c = self.window.controller
        if self.flow.played_elsewhere:
            # The friend plays on another computer: leaving ends this game as it stands, and it is sent as it is.
            game = c.game
            if game is not None and s.phase is dm.Phase.PLAYING:
                if not game.over:
                    c.finish()
                self._finish_turn(game)
            return
        self._forfeiting = True
        game = c.game
        record_id: int | None = None
        try:
            playing = game is not None and s.phase is not dm.Phase.WAITING and s.phase is not dm.Phase.WATCHING
            if playing and game is not None and not game.over:
                c.finish()  # ends the game as Done does (the autosave goes); the ledger records it with the duel
            record = ledger.record_forfeit(
                self.db,
                s,
                game if playing else None,
                time_used=c.elapsed(),
                action_times=list(c.info.action_times),
                helped=c.info.helped,
            )
            record_id = None if record is None else record.id
        except StoreError as exc:
            # Nothing of the forfeit is kept yet: the duel waits, covered, and the Leave is tried again (at the next
            # start too: the autosave keeps it held for the forfeit), never dropped for an ordinary table.
            self._forfeiting = False
            self._hold(dm.Hold.FORFEIT, exc, self.forfeit)
            return
        self._set(dm.forfeit(dm.release(s), record_id))
        self._end()

    # ------------------------------------------------------------ held by a fault

    def _hold(self, why: dm.Hold, exc: StoreError, retry: Callable[[], None]) -> None:
        """The duel waits, covered, until ``retry`` works: the records are tried again every few seconds."""
        from spider_qt.ui.texts.errors import held_store_error_text

        self._hold_with(why, held_store_error_text(exc), retry, retry_by_itself=True)

    def _hold_with(self, why: dm.Hold, reason: str, retry: Callable[[], object], *, retry_by_itself: bool) -> None:
        self.window.controller.pause_clock()
        self._retry = retry
        self.held_reason = reason
        self.window.cover.set_held_text(reason + "\n\n" + held_next_text(why))
        if self.state.held is not why:
            self._set(dm.hold(dm.release(self.state), why))
            self._step_done()
        self.window.set_phase(TablePhase.HELD, name=self.player_name(self.turn))
        if retry_by_itself:
            self._retry_timer.start()
        else:
            self._retry_timer.stop()

    def hold_for_save(self, reason: str, retry: Callable[[], object]) -> None:
        """The turn in play cannot be autosaved: play pauses behind the cover until a write works again (``retry``,
        the autosave's, tries it)."""
        if self.state.over or self.state.held is not None:
            return
        self._hold_with(dm.Hold.SAVE, reason, retry, retry_by_itself=True)

    def save_works_again(self) -> None:
        """An autosave was written: a duel held for it goes on where it was (the clock stopped until then)."""
        if self.state.held is not dm.Hold.SAVE:
            return
        self._release()
        self._step_done()  # the autosave now keeps the duel as it goes on, not held
        self._show_phase()
        if self.state.phase is dm.Phase.PLAYING:
            self.window.controller.resume_clock()

    def _release(self) -> None:
        self._retry_timer.stop()
        self._retry = None
        self.held_reason = ""
        self._set(dm.release(self.state))

    def _try_again(self) -> None:
        retry = self._retry
        if self.state.held is None or retry is None:
            return
        retry()

    def _on_retry_timer_timeout(self) -> None:
        # Tried by itself, the records are given up on at once while another program holds them: the window stays
        # responsive (Try again waits the usual few seconds).
        with self.db.waiting_at_most(0.1):
            self._try_again()

    def _restart_computer(self) -> None:
        comp = self.computer
        if comp is not None:
            comp.cancel()
            comp.deleteLater()
        self._computer_restarts = 0
        self._release()
        self._start_computer()
        self._show_phase()

    def _end(self) -> None:
        self._retry_timer.stop()
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
        w.show_message(translate("Duel", "You are watching the computer play."))

    def watching(self) -> bool:
        return self.state.phase is dm.Phase.WATCHING

    def watched(self) -> tuple[Game, str] | None:
        """While the player watches the computer: the game on the table so far, and whose it is."""
        if self.state.phase is not dm.Phase.WATCHING or self._watch_game is None:
            return None
        from spider_qt.ui.texts.names import computer_name

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
