"""GameController: wraps one engine ``Game`` for the window, the scene and the clock.

The controller asks the engine, plays the action and tells the scene what the
engine now reports (a ``TableSnapshot``): the scene never decides rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QTimer, Signal

from spider_qt.duel.model import DuelState
from spider_qt.engine import Change, Game, IllegalMove, Move
from spider_qt.ui.checked_clock import CheckedClock
from spider_qt.ui.model import SnapshotAction, TableSnapshot

#: The key of ``GameInfo.extra`` (saved with the game) holding the seconds by which the machine's clocks disagreed
#: while the game's clock ran.
CLOCK_DOUBT = "clock_doubt"


@dataclass
class _ClickCycle:
    card_id: int
    targets: list[int]
    index: int


@dataclass
class GameInfo:
    """What a game is beyond the engine: who plays it, its clock, the help used, and the duel it is a turn of.

    ``duel`` travels typed; it becomes JSON only in the save (``spider_qt.duel.saved``).
    """

    player: str = ""
    time_limit: int | None = None  # seconds, duel rules only
    helped: bool = False
    action_times: list[float] = field(default_factory=list)
    extra: dict[str, object] = field(default_factory=dict)  # other values saved with the game (the clock's doubt, …)
    duel: DuelState | None = None  # the duel this game is a turn of (its session keeps it current)
    remote_duel: str | None = None  # a remote duel's challenge id, kept with it

    @property
    def duel_open(self) -> bool:
        """Whether the game is a turn of a duel that is not over (the duel, not the game alone, records it)."""
        return self.duel is not None and not self.duel.over


class GameController(QObject):
    """One player's game: actions, redo, click-to-move, the clock."""

    snapshot_changed = Signal(object)  # TableSnapshot
    score_changed = Signal(int)
    moves_changed = Signal(int)
    undo_available_changed = Signal(bool)
    redo_available_changed = Signal(bool)
    deal_available_changed = Signal(bool)
    time_changed = Signal(int)  # seconds to show: remaining under a limit, else elapsed
    game_over = Signal(bool)  # won
    time_up = Signal()  # the time limit ran out; game_over(False) follows at once
    illegal_action = Signal(str)  # IllegalMove.code
    action_played = Signal(str)  # notation of the action (also "undo", "finish")
    game_started = Signal()
    game_closed = Signal()  # the player left the table: no game now
    clocks_disagreed = Signal()  # the machine's clocks disagreed while this game's clock ran (the longer counted)

    def __init__(self, parent: QObject | None = None, clock: Callable[[], float] | None = None) -> None:
        super().__init__(parent)
        # Seconds, never going back: by default the machine's clocks checked against each other (``CheckedClock``:
        # the furthest-moving one counts); tests pass a clock they move by hand.
        self._clock: Callable[[], float] = CheckedClock() if clock is None else clock
        self._game: Game | None = None
        self.info = GameInfo()
        # Whether the game on the table was dealt here (a new game, a restart), not resumed or opened from a file.
        self.dealt = False
        self._redo: list[Move] = []
        self._cycle: _ClickCycle | None = None
        self._elapsed_before = 0.0
        self._running_since: float | None = None
        self._last_shown = -1
        self._tick = QTimer(self)
        self._tick.setInterval(200)
        self._tick.timeout.connect(self.tick)

    # ---------------------------------------------------------------- the game

    @property
    def game(self) -> Game | None:
        return self._game

    def has_game(self) -> bool:
        return self._game is not None

    def new_game(
        self,
        rules: str,
        suits: int,
        seed: int,
        *,
        player: str = "",
        time_limit: int | None = None,
        duel: DuelState | None = None,
        remote_duel: str | None = None,
    ) -> None:
        """Start a fresh deal; ``duel`` (and a remote duel's ``remote_duel``) when it is a duel's turn, so that the
        autosave written as it starts keeps it with its duel.

        Raises:
            ValueError: bad rules, suits or seed.
        """
        game = Game.new(rules, suits, seed)
        info = GameInfo(player=player, time_limit=time_limit, duel=duel, remote_duel=remote_duel)
        self._start(game, info, elapsed=0.0, action="new")

    def load(self, game: Game, info: GameInfo, elapsed: float = 0.0) -> None:
        """Continue ``game`` (a resumed or opened game) with ``elapsed`` seconds already used."""
        self._start(game, info, elapsed=elapsed, action="load")

    def _start(self, game: Game, info: GameInfo, *, elapsed: float, action: SnapshotAction) -> None:
        self._game = game
        self.info = info
        self.dealt = action == "new"
        self._redo.clear()
        self._cycle = None
        self._elapsed_before = elapsed
        self._running_since = None if game.over else self._clock_starts()
        self._last_shown = -1
        if game.over:
            self._tick.stop()
        else:
            self._tick.start()
        self.game_started.emit()
        self._publish(action)
        self._emit_time()

    def close_game(self) -> None:
        """Leave the table: no game any more."""
        self._stop_clock()
        self._game = None
        self._redo.clear()
        self._cycle = None
        self.game_closed.emit()

    def restart(self) -> None:
        """The same deal again from the start."""
        g = self._require()
        self.new_game(g.rules, g.suits, g.seed, player=self.info.player, time_limit=self.info.time_limit)

    # ------------------------------------------------------------------- clock

    def elapsed(self) -> float:
        """Seconds this game has been played; under a time limit, never more than the limit (a player who ran out
        used all of it, not the part of a tick that passed before the clock was looked at)."""
        running = 0.0 if self._running_since is None else self._clock() - self._running_since
        used = self._elapsed_before + running
        limit = self.info.time_limit
        return used if limit is None else min(used, float(limit))

    def _ran_out(self) -> bool:
        """Look at the clock before an action: True when the time limit has passed (the game ends now, as its tick
        would have ended it, and the action is refused)."""
        game = self._game
        if game is None or game.over or self.info.time_limit is None:
            return False
        self.tick()
        return game.over

    def remaining(self) -> float | None:
        """Seconds left under a time limit, else None."""
        if self.info.time_limit is None:
            return None
        return max(0.0, self.info.time_limit - self.elapsed())

    def shown_time(self) -> int:
        """The seconds the clock shows: remaining under a limit (rounded up), else elapsed."""
        rem = self.remaining()
        if rem is not None:
            return int(rem + 0.999)
        return int(self.elapsed())

    def _stop_clock(self) -> None:
        if self._running_since is not None:
            self._elapsed_before += self._clock() - self._running_since
            self._running_since = None
            self._note_doubt()
        self._tick.stop()

    def _clock_starts(self) -> float:
        """The clock's reading as it starts to run: a checked clock compares its clocks from here on."""
        sync = getattr(self._clock, "sync", None)
        if sync is not None:
            sync()
        return self._clock()

    def _note_doubt(self) -> None:
        """Keep with the game the seconds by which the machine's clocks disagreed while it ran (``CheckedClock``:
        the longer time counted), and say so."""
        take = getattr(self._clock, "take_doubt", None)
        doubt = 0.0 if take is None or self._game is None else float(take())
        if doubt > 0:
            before = self.info.extra.get(CLOCK_DOUBT)
            total = (before if isinstance(before, (int, float)) else 0.0) + doubt
            self.info.extra[CLOCK_DOUBT] = round(total, 1)
            self.clocks_disagreed.emit()

    def pause_clock(self) -> None:
        """Stop the clock (e.g. while the table is covered)."""
        self._stop_clock()

    def resume_clock(self) -> None:
        """Restart the clock after ``pause_clock``."""
        if self._game is not None and not self._game.over and self._running_since is None:
            self._running_since = self._clock_starts()
            self._tick.start()

    def _emit_time(self) -> None:
        shown = self.shown_time()
        if shown != self._last_shown:
            self._last_shown = shown
            self.time_changed.emit(shown)

    def tick(self) -> None:
        """Look at the clock: show the new time, and end the game when its time limit ran out.

        A timer calls this five times a second while the clock runs.
        """
        self._emit_time()
        if self._running_since is not None:
            self._note_doubt()
        rem = self.remaining()
        if rem is not None and rem <= 0 and self._game is not None and not self._game.over:
            self._game.finish()
            self.info.action_times.append(self.elapsed())
            self.action_played.emit("finish")
            self.time_up.emit()
            self._after_action("finish")  # ends the game like Done: game_over follows

    # ----------------------------------------------------------------- actions

    def _require(self) -> Game:
        if self._game is None:
            raise RuntimeError("no game on the table")
        return self._game

    def play(self, move: Move, *, action: SnapshotAction | None = None, keep_redo: bool = False) -> bool:
        """Play ``move``; on an illegal one emit ``illegal_action`` and return False."""
        g = self._require()
        if self._ran_out():
            self.illegal_action.emit("game_over")
            return False
        try:
            change = g.play(move)
        except IllegalMove as exc:
            self.illegal_action.emit(exc.code)
            return False
        if not keep_redo:
            self._redo.clear()
        self.info.action_times.append(self.elapsed())
        self.action_played.emit(move.to_text())
        self._after_action(action or move.kind, change)
        return True

    def move_cards(self, src: int, count: int, dst: int) -> bool:
        """Move the top ``count`` cards of ``src`` onto ``dst``."""
        self._cycle = None
        return self.play(Move("move", src, count, dst))

    def deal(self) -> bool:
        """Deal ten cards from the stock."""
        self._cycle = None
        return self.play(Move("deal"))

    def flip(self, col: int) -> bool:
        """Turn the face-down top card of ``col`` (duel rules)."""
        self._cycle = None
        return self.play(Move("flip", col))

    def undo(self) -> bool:
        """Take back the last action; where the rule set offers Redo, it can be played again."""
        g = self._require()
        if self._ran_out():
            self.illegal_action.emit("game_over")
            return False
        if not g.can_undo():
            self.illegal_action.emit("too_many_actions" if g.at_action_cap else "nothing_to_undo")
            return False
        change = g.undo()
        self._cycle = None
        if g.ruleset.redo:
            self._redo.append(change.move)
        self.info.action_times.append(self.elapsed())
        self.action_played.emit("undo")
        self._after_action("undo", change)
        return True

    def redo_moves(self) -> list[Move]:
        """What Redo would play again, the next one last."""
        return list(self._redo)

    def set_redo_moves(self, moves: list[Move]) -> None:
        """Give back a redo list (a resumed game); each move is checked when it is redone."""
        g = self._game
        self._redo = list(moves) if g is not None and g.ruleset.redo and not g.over else []
        self.redo_available_changed.emit(self.can_redo())

    def can_redo(self) -> bool:
        g = self._game
        return g is not None and not g.over and g.ruleset.redo and bool(self._redo)

    def redo(self) -> bool:
        """Play again the last undone action (where the rule set offers Redo)."""
        if not self.can_redo():
            return False
        move = self._redo.pop()
        if not self.play(move, action="redo", keep_redo=True):
            self._redo.clear()
            self._after_action("load")
            return False
        return True

    def finish(self) -> bool:
        """The player presses Done."""
        g = self._require()
        if g.over or self._ran_out():
            return False
        g.finish()
        self.info.action_times.append(self.elapsed())
        self.action_played.emit("finish")
        self._after_action("finish")
        return True

    def mark_helped(self) -> None:
        """The player used a hint, the demo or the solver in this game."""
        self.info.helped = True

    def _after_action(self, action: SnapshotAction, change: Change | None = None) -> None:
        g = self._require()
        if g.over:
            self._stop_clock()
        self._publish(action, change)
        if g.over:
            self.game_over.emit(g.won)

    def _publish(self, action: SnapshotAction, change: Change | None = None) -> None:
        g = self._require()
        self.snapshot_changed.emit(TableSnapshot.from_game(g, action, change))
        self.score_changed.emit(g.score)
        self.moves_changed.emit(g.moves)
        self.undo_available_changed.emit(g.can_undo())
        self.redo_available_changed.emit(self.can_redo())
        self.deal_available_changed.emit(g.deal_allowed())

    # ----------------------------------------------------------- click-to-move

    def ranked_targets(self, src: int, count: int) -> list[int]:
        """Legal targets for the top ``count`` cards of ``src``, best first.

        Same suit first (the longer the run it makes, the better), then any
        other card, then an empty or face-down-topped column.
        """
        g = self._require()
        ids = g.column_ids(src)
        base_text = g.card_text(ids[-count])

        def rank(dst: int) -> tuple[int, int, int]:
            dst_ids = g.column_ids(dst)
            distance = abs(dst - src)
            if not dst_ids or g.face_down(dst) == len(dst_ids):
                return (2, 0, distance)
            top_text = g.card_text(dst_ids[-1])
            if top_text[1] == base_text[1]:
                return (0, -(count + g.movable(dst)), distance)
            return (1, 0, distance)

        return sorted(self.targets(src, count), key=rank)

    def click_move(self, col: int, index: int) -> bool:
        """Click-to-move: move the clicked card (and those above it) to its best column.

        A second click on the card just moved sends it on to the next legal column.
        """
        g = self._require()
        ids = g.column_ids(col)
        if not 0 <= index < len(ids):
            return False
        count = len(ids) - index
        if count > g.movable(col):
            self.illegal_action.emit("not_movable")
            return False
        card_id = ids[index]
        cycle = self._cycle
        if cycle is not None and cycle.card_id == card_id and cycle.targets:
            order = cycle.targets
            for step in range(1, len(order) + 1):
                dst = order[(cycle.index + step) % len(order)]
                if dst != col and dst in self.targets(col, count) and self.play(Move("move", col, count, dst)):
                    self._cycle = _ClickCycle(card_id, order, (cycle.index + step) % len(order))
                    return True
            return False
        targets = self.ranked_targets(col, count)
        if not targets:
            self.illegal_action.emit("no_fit")
            return False
        if not self.play(Move("move", col, count, targets[0])):
            return False
        self._cycle = _ClickCycle(card_id, [col, *targets], 1)
        return True

    # ----------------------------------------------- TableRules for the scene

    def movable(self, col: int) -> int:
        g = self._game
        if g is None or g.over:
            return 0
        return g.movable(col)

    def targets(self, src: int, count: int) -> list[int]:
        g = self._game
        return [] if g is None else g.targets(src, count)

    def can_flip(self, col: int) -> bool:
        g = self._game
        return g is not None and g.can_flip(col)

    def can_deal(self) -> bool:
        g = self._game
        return g is not None and g.deal_allowed()
