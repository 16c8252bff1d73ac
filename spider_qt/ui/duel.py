"""DuelSession: the flow of one duel at this table (hot-seat, against the computer, or a challenge).

Everything the duel needs to come back after a crash lives in ``state`` (JSON-ready), which is kept in
``controller.info.extra["duel"]`` and so travels with the autosave. Sides: ``players[0]`` is side a.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from spider_qt.engine import Game
from spider_qt.store import Database, GameRecord, StoreError
from spider_qt.ui.ai_worker import LOST_PROCESS, PROCESS_ENDED, ComputerPlayer
from spider_qt.ui.model import TableSnapshot, apply_action, snapshot_action
from spider_qt.ui.table_phase import DuelTable, TablePhase

if TYPE_CHECKING:
    from spider_qt.ui.dialogs.new_game import NewGameOptions

STATE_VERSION = 1
WATCH_STEP_MS = 700  # between two computer actions shown at 1x


class DuelSession(QObject):
    """One duel; ``state["phase"]`` is "playing", "cover" (between turns), "waiting" (for the computer) or "over"."""

    result_ready = Signal(object, int)  # the finished store Duel, the profile id of the one looking
    challenge_left = Signal(int)  # duel id of the open challenge
    own_result = Signal(object, float)  # a challenger's own finished Game and its time used
    store_failed = Signal(object)  # the StoreError that stopped the duel
    ended = Signal()  # the session is over (result shown, challenge left, or stopped)

    def __init__(self, window: DuelTable, db: Database, state: dict[str, Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.db = db
        self.state = state
        self.computer: ComputerPlayer | None = None
        self._watching = False
        self._shown_actions = 0
        self._watch_game: Game | None = None
        self._watch_timer = QTimer(self)
        self._watch_timer.timeout.connect(self._on_watch_timer_timeout)
        window.controller.game_over.connect(self._on_controller_game_over)
        window.cover.start_clicked.connect(self._on_cover_start_clicked)
        window.cover.watch_clicked.connect(self._on_cover_watch_clicked)

    # ------------------------------------------------------------ creating

    @classmethod
    def from_options(
        cls, window: DuelTable, db: Database, options: NewGameOptions, parent: QObject | None = None
    ) -> DuelSession:
        """A new duel as chosen in the new-game dialog; profiles are found or created by name.

        Raises:
            StoreError: a profile or the duel cannot be created.
        """
        first = db.profiles.find(options.player) or db.profiles.create(options.player)
        limit = options.time_limit * 60
        players: list[dict[str, Any]] = [{"name": first.name, "profile_id": first.id}]
        duel_id: int | None = None
        invited: int | None = None
        if options.opponent == "computer":
            bot = db.profiles.computer(options.level)
            players.append({"name": bot.name, "profile_id": bot.id, "level": options.level})
            kind = "computer"
        elif options.opponent == "challenge":
            kind = "challenge"
            if options.opponent_name:
                guest = db.profiles.find(options.opponent_name) or db.profiles.create(options.opponent_name)
                invited = guest.id
        else:
            second = db.profiles.find(options.opponent_name) or db.profiles.create(options.opponent_name)
            players.append({"name": second.name, "profile_id": second.id})
            kind = "hotseat"
        if kind != "challenge":
            duel_id = db.duels.create(
                options.rules, options.suits, options.seed, players[0]["profile_id"], players[1]["profile_id"], limit
            ).id
        state: dict[str, Any] = {
            "version": STATE_VERSION,
            "kind": kind,
            "rules": options.rules,
            "suits": options.suits,
            "seed": options.seed,
            "time_limit": limit,
            "allow_help": bool(options.allow_help),
            "players": players,
            "turn": 0,
            "records": [None, None],
            "duel_id": duel_id,
            "invited": invited,
            "phase": "playing",
            "bot_seed": random.SystemRandom().randrange(1 << 30),
        }
        return cls(window, db, state, parent)

    @classmethod
    def for_challenge(
        cls, window: DuelTable, db: Database, duel_id: int, profile_id: int, parent: QObject | None = None
    ) -> DuelSession:
        """Take up an open challenge as ``profile_id`` (side b).

        Raises:
            StoreError: the challenge is gone, private to someone else, or the player's own.
        """
        duel = db.duels.join(duel_id, profile_id)
        a, b = db.profiles.get(duel.a_profile), db.profiles.get(profile_id)
        limit = int(duel.time_limit) if duel.time_limit is not None else 15 * 60
        state: dict[str, Any] = {
            "version": STATE_VERSION,
            "kind": "join",
            "rules": duel.rules,
            "suits": duel.suits,
            "seed": duel.seed,
            "time_limit": limit,
            "allow_help": False,
            "players": [{"name": a.name, "profile_id": a.id}, {"name": b.name, "profile_id": b.id}],
            "turn": 1,
            "records": [duel.a_game, None],
            "duel_id": duel.id,
            "invited": duel.invited,
            "phase": "playing",
            "bot_seed": 0,
        }
        return cls(window, db, state, parent)

    # ------------------------------------------------------------ facts

    @property
    def kind(self) -> str:
        return str(self.state["kind"])

    @property
    def phase(self) -> str:
        return str(self.state["phase"])

    @property
    def turn(self) -> int:
        return int(self.state["turn"])

    def player_name(self, index: int) -> str:
        return str(self.state["players"][index]["name"])

    def allow_help(self) -> bool:
        return bool(self.state["allow_help"])

    def is_covered(self) -> bool:
        return self.window.phase.covered

    def duel_id(self) -> int | None:
        value = self.state.get("duel_id")
        return None if value is None else int(value)

    # ------------------------------------------------------------ flow

    def start(self) -> None:
        """Deal the first turn (and let the computer start on its copy of the deal)."""
        if self.kind == "computer":
            self._start_computer()
        self._deal_turn(covered=False)

    def restore(self) -> None:
        """Pick the duel up after a restart: the autosaved game is already on the table with its clock."""
        self._attach_extra()
        if self.kind == "computer" and self.state["records"][1] is None:
            self._start_computer()
        if self.phase == "cover":
            self.window.controller.pause_clock()
            self._cover_for(self.turn)
        elif self.phase == "waiting":
            self.window.set_phase(TablePhase.WAITING)
        self.window.refresh_duel_state()

    def _start_computer(self) -> None:
        s = self.state
        self.computer = ComputerPlayer(
            s["rules"], s["suits"], s["seed"], s["players"][1]["level"], float(s["time_limit"]), s["bot_seed"], self
        )
        self.computer.finished.connect(self._on_computer_finished)
        self.computer.failed.connect(self._on_computer_failed)
        self.computer.start()

    def _deal_turn(self, *, covered: bool) -> None:
        w = self.window
        s = self.state
        if covered:
            self._cover_for(self.turn)
        else:
            w.set_phase(TablePhase.PLAYING)
        w.prepare_table()
        w.controller.new_game(
            s["rules"], s["suits"], s["seed"], player=self.player_name(self.turn), time_limit=int(s["time_limit"])
        )
        if covered:
            w.controller.pause_clock()
        self._attach_extra()
        self._save()
        w.refresh_duel_state()

    def _cover_for(self, index: int) -> None:
        self.window.set_phase(TablePhase.PASS_COVER, name=self.player_name(index))

    def _attach_extra(self) -> None:
        self.window.controller.info.extra["duel"] = self.state

    def _save(self) -> None:
        """Write the autosave now (the duel's bookkeeping changed without a card action)."""
        self.window.save_now()

    def pause(self) -> None:
        """Stop the clock; the table is covered until the player resumes."""
        if self.phase != "playing" or self.is_covered():
            return
        self.window.controller.pause_clock()
        self.window.set_phase(TablePhase.PAUSED, name=self.player_name(self.turn))

    def _on_cover_start_clicked(self) -> None:
        w = self.window
        if self.phase == "cover":
            self.state["phase"] = "playing"
            self._save()
        elif self.phase != "playing":
            return
        w.set_phase(TablePhase.PLAYING)
        w.controller.resume_clock()
        w.refresh_duel_state()

    # ------------------------------------------------------------ a turn ends

    def _on_controller_game_over(self, _won: bool) -> None:
        game = self.window.controller.game
        if self.phase != "playing" or game is None:
            return
        # Later: whoever else listens (the autosave, the records) must see this game first.
        QTimer.singleShot(0, lambda: self._finish_turn(game))

    def _finish_turn(self, game: Game) -> None:
        c = self.window.controller
        if self.phase != "playing" or c.game is not game:
            return
        s = self.state
        turn = self.turn
        try:
            record = self._record(turn, game, c.elapsed(), list(c.info.action_times), c.info.helped)
            if self.kind == "challenge":
                invited = s.get("invited")
                duel = self.db.duels.create_challenge(record.id, float(s["time_limit"]), invited)
                s["duel_id"] = duel.id
            else:
                duel_id = self.duel_id()
                assert duel_id is not None
                self.db.duels.add_game(duel_id, record.id)
        except StoreError as exc:
            self.store_failed.emit(exc)
            self._end()
            return
        s["records"][turn] = record.id
        if self.kind == "challenge":
            s["phase"] = "over"
            self.own_result.emit(game, c.elapsed())
            self.challenge_left.emit(int(s["duel_id"]))
            self._end()
            return
        if self.kind == "hotseat" and turn == 0:
            s["turn"] = 1
            s["phase"] = "cover"
            self._deal_turn(covered=True)
            return
        if self.kind == "computer" and self.computer is not None and not self.computer.done:
            s["phase"] = "waiting"
            self.window.set_phase(TablePhase.WAITING)
            return
        self._conclude()

    def _record(self, index: int, game: Game, time_used: float, times: list[float], helped: bool) -> GameRecord:
        pid = int(self.state["players"][index]["profile_id"])
        # The records helper may already have stored this game as an ordinary one: adopt that record.
        text = game.to_json()
        for rec in self.db.games.for_profile(pid, limit=5):
            if rec.game_json == text and rec.duel_id is None:
                return rec
        duel_id = None if self.kind == "challenge" else self.duel_id()
        used = max([time_used, *times])
        return self.db.games.record(pid, game, time_used=used, action_times=times, helped=helped, duel_id=duel_id)

    def _on_computer_finished(self) -> None:
        if self.phase == "waiting" and not self._watching:
            self._conclude()

    def _on_computer_failed(self, message: str) -> None:
        reasons = {
            LOST_PROCESS: self.tr("its process was lost"),
            PROCESS_ENDED: self.tr("its process ended unexpectedly"),
        }
        # The child's own error text is technical English: it stays, but inside a translated phrase.
        reason = reasons.get(message) or self.tr("internal error (%1)").replace("%1", message)
        self.window.show_message(self.tr("The computer player stopped: %1").replace("%1", reason))
        if self.phase == "waiting":
            self._end()
            self.window.leave_table()

    def _conclude(self) -> None:
        """Both sides have played: store the computer's game if needed and show the result."""
        s = self.state
        self._watch_timer.stop()
        try:
            if self.kind == "computer" and s["records"][1] is None and self.computer is not None:
                bot_game = self.computer.game()
                record = self._record(1, bot_game, self.computer.time_used, list(self.computer.times), False)
                duel_id = self.duel_id()
                assert duel_id is not None
                self.db.duels.add_game(duel_id, record.id)
                s["records"][1] = record.id
            duel_id = self.duel_id()
            assert duel_id is not None
            duel = self.db.duels.get(duel_id)
        except StoreError as exc:
            self.store_failed.emit(exc)
            self._end()
            return
        s["phase"] = "over"
        self.window.set_phase(TablePhase.RESULT)
        self._end()
        viewer = int(s["players"][1 if self.kind == "join" else 0]["profile_id"])
        self.result_ready.emit(duel, viewer)

    def _end(self) -> None:
        self._watch_timer.stop()
        if self.computer is not None and not self.computer.done:
            self.computer.cancel()
        self.window.controller.info.extra.pop("duel", None)
        self.ended.emit()

    def cancel(self) -> None:
        """Drop the session (the window starts something else); a duel in progress stays unfinished."""
        try:
            self.window.controller.game_over.disconnect(self._on_controller_game_over)
            self.window.cover.start_clicked.disconnect(self._on_cover_start_clicked)
            self.window.cover.watch_clicked.disconnect(self._on_cover_watch_clicked)
        except (RuntimeError, TypeError):
            pass
        self._watch_timer.stop()
        if self.computer is not None and not self.computer.done:
            self.computer.cancel()

    # ------------------------------------------------------------ watching the computer

    def _on_cover_watch_clicked(self) -> None:
        if self.phase != "waiting" or self.computer is None:
            return
        w = self.window
        self._watching = True
        w.set_phase(TablePhase.WATCHING)
        self._watch_game = Game.new(self.state["rules"], self.state["suits"], self.state["seed"])
        self._shown_actions = 0
        w.scene.sync(TableSnapshot.from_game(self._watch_game, "load"), animate=False)
        speed = w.cover.watch_speed()
        w.scene.set_animation_speed(speed)
        self._watch_timer.start(int(WATCH_STEP_MS / speed))
        w.show_message(self.tr("You are watching the computer play."))

    def watching(self) -> bool:
        return self._watching

    def _on_watch_timer_timeout(self) -> None:
        comp = self.computer
        game = self._watch_game
        if comp is None or game is None:
            return
        if self._shown_actions < len(comp.actions):
            action = comp.actions[self._shown_actions]
            self._shown_actions += 1
            change = apply_action(game, action)
            self.window.scene.sync(TableSnapshot.from_game(game, snapshot_action(action), change))
        elif comp.done:
            self._watch_timer.stop()
            self.window.scene.set_animation_speed(float(self.window.settings.get("animation_speed")))
            self._conclude()
