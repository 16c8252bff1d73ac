"""Help from the computer, off the GUI thread: hints, the demo and "Is this deal winnable?".

Hints and demo moves run in a Python thread on a view of the game (they are short) and
report back through a queued signal; a job whose game has changed in the meantime is
dropped, so a late answer never acts on a position that is gone. The solver searches for
up to ten seconds, so it runs in a process of its own (``solve_worker``): in this process
its search would stall the table and the progress dialog for a few hundred ms at a time.

Hints think ahead: once the player has asked for a hint in a game (so only where
hints are allowed, and never for a player who does not use them), master's choice
for each new position is worked out after the player has left the table alone for
``THINK_AHEAD_DELAY_MS``, in a process of its own (``ahead_worker``: a search in
this process would hold up the table's painting). The next hint is then master's
choice and comes at once; asked for sooner, the hint is worked out here within its
usual budget, and whichever answer comes first is shown. A new game (or the next
player's, in a duel) starts with thinking ahead off.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QWidget

from spider_qt.engine import Game, Move
from spider_qt.ui.texts.domains import translate

if TYPE_CHECKING:  # the dialogs' classes load when first used, not before the first frame
    from PySide6.QtWidgets import QProgressDialog

    from spider_qt.engine import PlayerView
    from spider_qt.ui.computer.ahead_process import AheadWorker
    from spider_qt.ui.computer.solver_process import SolveWorker

DEMO_LEVEL = "expert"
SOLVE_BUDGET_S = 10.0
# "Is this deal winnable?" shows its progress dialog once the search has taken this long (ms).
SHOW_PROGRESS_MS = 300
# After the player's first hint in a game, master's choice for each new position is worked out once the player has
# left the table alone this long (ms), so that the next hint is master's and comes at once.
THINK_AHEAD_DELAY_MS = 300
# A hint not given this long after it was asked for is given up, and the player told so (ms). A hint takes at most
# about half a second, even on a busy machine; a search that never ends must not leave the player waiting unanswered.
HINT_GIVE_UP_MS = 10_000
# While a modal dialog is open the demo holds (its next move waits); it looks this often whether the dialog has gone.
DEMO_HOLD_POLL_MS = 100

# What Hint, the Demo and "Is this deal winnable?" import on first use (about 90 ms here, up to a quarter of a
# second on a busy machine, all of it on the GUI thread).
HELP_MODULES = ("spider_qt.ai", "spider_qt.ai.winnable", "multiprocessing.queues", "multiprocessing.synchronize")
_preloading: list[threading.Thread] = []


def preload_help_modules() -> threading.Thread:
    """Start importing ``HELP_MODULES`` in a background thread, once per process; return that thread.

    Called when the Game menu opens: by the time the player has picked Hint, Demo or "Is this deal
    winnable?" from it, the first use no longer holds the window for the imports. Not at start-up: the
    modules cost about 10 MiB, which a player who never asks for help should not pay.
    """
    if not _preloading:
        thread = threading.Thread(target=_import_help_modules, name="spider-duel-preload", daemon=True)
        _preloading.append(thread)
        thread.start()
    return _preloading[0]


def _import_help_modules() -> None:
    import importlib

    for name in HELP_MODULES:
        importlib.import_module(name)


class Assist(QObject):
    """Runs the AI's hint, demo moves and the solver for one controller."""

    hint_ready = Signal(object)  # Move | None
    # The hint asked for could not be worked out: its search failed, answered nonsense or did not answer in time.
    hint_failed = Signal()
    demo_running_changed = Signal(bool)
    demo_stuck = Signal()  # the demo stopped because no move can make progress (emitted after it stopped)
    solve_finished = Signal(object)  # SolveResult | None (cancelled)
    _job_done = Signal(int, str, object)  # generation, kind, result

    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._parent = parent
        self._generation = 0
        self._demo = False
        self._demo_bot: Any = None
        self._demo_seen: set[Hashable] = set()
        # The win "Is this deal winnable?" proved for this game (solo play only): the demo follows it while it can.
        self._proven: Any = None
        self._demo_pending: tuple[int, Move | None] | None = None  # generation, move worked out behind a dialog
        self._demo_timer = QTimer(self)
        self._demo_timer.setSingleShot(True)
        self._demo_timer.timeout.connect(self._on_demo_timer_timeout)
        self._solver: SolveWorker | None = None  # made with the first question
        self._solve_generation = -1  # the game's generation the last question was about
        self._progress: QProgressDialog | None = None
        self._threads: list[threading.Thread] = []
        # Thinking ahead for hints: on once the player has asked for a hint in this game.
        self._ahead_on = False
        self._ahead: tuple[int, Move | None, str] | None = None  # generation, master's move, whose choice
        self._ahead_worker: AheadWorker | None = None  # started with the first position thought about
        self._hint_wanted: int | None = None  # the generation a hint was asked for and not given yet
        self.last_hint: tuple[Move | None, str, bool] | None = None  # move, whose choice, worked out ahead
        self._ahead_timer = QTimer(self)
        self._ahead_timer.setSingleShot(True)
        self._ahead_timer.setInterval(THINK_AHEAD_DELAY_MS)
        self._ahead_timer.timeout.connect(self._on_ahead_timer_timeout)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(self._on_hint_timer_timeout)
        self._job_done.connect(self._on_job_done, Qt.ConnectionType.QueuedConnection)
        controller.action_played.connect(self._on_controller_action_played)
        controller.game_started.connect(self._on_controller_game_started)
        controller.game_closed.connect(self._on_controller_game_closed)

    # ---------------------------------------------------------------- jobs

    def _run(self, kind: str, work: Callable[[], object]) -> None:
        generation = self._generation

        def target() -> None:
            try:
                result = work()
            except Exception as exc:  # noqa: BLE001 - reported to the GUI thread, never lost
                result = exc
            self._job_done.emit(generation, kind, result)

        thread = threading.Thread(target=target, name=f"spider-{kind}", daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()]
        self._threads.append(thread)
        thread.start()

    def wait_idle(self, timeout: float = 30.0) -> None:
        """Block until running jobs end (for tests and shutdown)."""
        for t in list(self._threads):
            t.join(timeout)

    def _on_job_done(self, generation: int, kind: str, result: object) -> None:
        if generation != self._generation:
            if kind == "demo" and self._demo and not self._demo_timer.isActive():
                # An action came while the demo thought: its move is for a position that is gone, so it thinks again
                # on the one on the table (dropped alone, the demo stood still, still said to run).
                self._demo_timer.start(0)
            return  # the game moved on meanwhile
        if kind in ("hint", "hint-ahead"):
            if _is_hint(result):
                assert isinstance(result, tuple)
                move, source = result
                self._give_hint(generation, move, source, ahead=kind == "hint-ahead")
            else:  # it raised, or answered something else: the player pressed Hint, and is told
                self._hint_not_given(generation)
        elif isinstance(result, Exception):
            self.stop_demo()
        elif kind == "demo":
            self._play_demo_move(result if isinstance(result, Move) else None)

    def _on_controller_action_played(self, action: str) -> None:
        self._generation += 1
        self._drop_stale_solve()
        self._think_ahead_later()

    def _on_controller_game_started(self) -> None:
        self._generation += 1
        self._proven = None
        self._drop_stale_solve()
        self._stop_thinking_ahead()  # a new game (or the next player's, in a duel) starts without it
        self.stop_demo()

    def _on_controller_game_closed(self) -> None:
        self._generation += 1
        self._proven = None
        self._drop_stale_solve()
        self._stop_thinking_ahead()
        self.stop_demo()  # nothing left to play (Leave while it thought left it running on an empty table)

    def _drop_stale_solve(self) -> None:
        """The position asked about is gone (a move, a deal or a new game came before the progress dialog blocked
        the table): end that search now rather than keep the table behind its dialog for an answer never given."""
        if self.solving:
            self.cancel_solve()

    def _stop_thinking_ahead(self) -> None:
        self._ahead_on = False
        self._ahead = None
        self._hint_wanted = None
        self._hint_timer.stop()
        self._ahead_timer.stop()

    # ---------------------------------------------------------------- hint

    def stuck(self) -> tuple[bool, bool]:
        """Whether the game at the table is not over but no card can move, turn or be dealt, and whether an undo is
        possible there (the table's own words say what is left: no hint has anything to show)."""
        game: Game | None = self._controller.game
        if game is None or game.over or game.legal_moves():
            return False, False
        return True, game.can_undo()

    def request_hint(self) -> bool:
        """Ask for a hint; ``hint_ready`` answers. False if there is no game to hint on."""
        game: Game | None = self._controller.game
        if game is None or game.over:
            return False
        self._controller.mark_helped()
        self._ahead_on = True
        generation = self._generation
        self._hint_wanted = generation
        proven = self._proven_move(game)
        if proven is not None:
            # The solver proved this position winnable: the hint is the next move of that win (through the queue).
            self._job_done.emit(generation, "hint", (proven, "proven"))
            return True
        if self._ahead is not None and self._ahead[0] == generation:
            # Worked out while the player thought: given at once (through the queue, as every answer is).
            self._job_done.emit(generation, "hint-ahead", (self._ahead[1], self._ahead[2]))
            return True
        from spider_qt.ai import hint_details

        view = game.view()
        self._hint_timer.start(HINT_GIVE_UP_MS)
        # Whichever comes first answers: this hint within its budget, or master's choice if thinking ahead on this
        # very position finishes sooner.
        self._run("hint", lambda: hint_details(view))
        return True

    @property
    def generation(self) -> int:
        """The position at the table: it changes with every action, a new game and Leave."""
        return self._generation

    def view(self) -> PlayerView | None:
        """What the player sees of the game at the table (None without a game in play)."""
        game: Game | None = self._controller.game
        return None if game is None or game.over else game.view()

    def thought_ahead(self) -> bool:
        """Whether master's choice for the position now on the table is worked out (the next hint is master's)."""
        return self._ahead is not None and self._ahead[0] == self._generation

    def _give_hint(self, generation: int, move: Move | None, source: str, *, ahead: bool) -> None:
        if self._hint_wanted != generation:
            return  # already answered (the other way came first), or nobody asked
        self._hint_wanted = None
        self._hint_timer.stop()
        self.last_hint = (move, source, ahead)
        self.hint_ready.emit(move)

    def _hint_not_given(self, generation: int) -> None:
        """The hint asked for on ``generation`` failed: said once (a late answer to it is dropped)."""
        if self._hint_wanted != generation or generation != self._generation:
            return  # answered already, or the game has moved on and nobody waits for it
        self._hint_wanted = None
        self._hint_timer.stop()
        self.hint_failed.emit()

    def _on_hint_timer_timeout(self) -> None:
        if self._hint_wanted is not None:
            self._hint_not_given(self._hint_wanted)

    def thinking_ahead_started(self) -> bool:
        """Whether the thinking-ahead process has been started in this session."""
        return self._ahead_worker is not None and self._ahead_worker.started()

    def _think_ahead_later(self) -> None:
        if self._ahead_on and not self._demo:
            self._ahead_timer.start()

    def _on_ahead_timer_timeout(self) -> None:
        game: Game | None = self._controller.game
        if not self._ahead_on or self._demo or game is None or game.over or self.thought_ahead():
            return
        if self._ahead_worker is None:
            from spider_qt.ui.computer.ahead_process import AheadWorker

            self._ahead_worker = AheadWorker(self)
            self._ahead_worker.answered.connect(self._on_ahead_worker_answered)
        # The process works on the newest position it was sent: one the player has already left is skipped.
        try:
            self._ahead_worker.ask(self._generation, game.state())
        except (OSError, ValueError):
            # No process could be started (the system refused one): hints are worked out when asked for, as before.
            self._ahead_on = False

    def _on_ahead_worker_answered(self, generation: int, move: Move | None, source: str) -> None:
        if generation != self._generation:
            return  # the player moved meanwhile: the position now on the table has been sent as well
        self._ahead = (generation, move, source)
        self._give_hint(generation, move, source, ahead=True)

    def shutdown(self) -> None:
        """End the thinking-ahead and solver processes (the window is closing)."""
        if self._ahead_worker is not None:
            self._ahead_worker.stop()
        if self._solver is not None:
            self._solver.stop()
            self._close_progress()

    # ---------------------------------------------------------------- demo

    @property
    def demo_running(self) -> bool:
        return self._demo

    def start_demo(self) -> bool:
        """The computer plays the current game until it ends or the player stops it."""
        game: Game | None = self._controller.game
        if game is None or game.over or self._demo:
            return False
        from spider_qt.ai import Opponent

        self._demo = True
        # One player for the whole demo: it remembers the positions it went through and never returns to one.
        self._demo_bot = Opponent(DEMO_LEVEL, game.seed & 0x7FFFFFFF)
        self._demo_seen = {_visible(game)}
        self._controller.mark_helped()
        self.demo_running_changed.emit(True)
        self._demo_timer.start(0)
        return True

    def stop_demo(self) -> None:
        if self._demo:
            self._demo = False
            self._demo_timer.stop()
            self._demo_bot = None
            self._demo_pending = None
            self.demo_running_changed.emit(False)

    def demo_positions(self) -> int:
        """How many different positions the running (or last) demo went through."""
        return len(self._demo_seen)

    def set_demo_delay(self, msecs: int) -> None:
        self._demo_delay = msecs

    def _on_demo_timer_timeout(self) -> None:
        game: Game | None = self._controller.game
        if not self._demo or game is None or game.over:
            self.stop_demo()
            return
        if _dialog_open():
            self._demo_timer.start(DEMO_HOLD_POLL_MS)  # it waits until the dialog has gone
            return
        pending, self._demo_pending = self._demo_pending, None
        if pending is not None and pending[0] == self._generation:
            self._play_demo_move(pending[1])  # worked out while the dialog was open, for the position still there
            return
        proven = self._proven_move(game)
        if proven is not None:
            # The solver proved this position winnable: the demo plays its win, never gives up on it.
            self._play_demo_move(proven, proven=True)
            return
        view = game.view()
        bot = self._demo_bot
        self._run("demo", lambda: bot.choose(view))

    def _play_demo_move(self, move: Move | None, *, proven: bool = False) -> None:
        if not self._demo:
            return
        if _dialog_open():
            # A dialog came up while it thought: the move (or its giving up, which may end a duel's game) waits.
            self._demo_pending = (self._generation, move)
            self._demo_timer.start(DEMO_HOLD_POLL_MS)
            return
        game: Game | None = self._controller.game
        if game is None:
            self.stop_demo()
            return
        if move is not None and not game.over and not proven:
            after = game.copy(history=False)
            after.play(move)
            if _visible(after) in self._demo_seen:
                move = None  # it would only go back to where it has been: nothing makes progress
        if move is None:
            self.stop_demo()
            if not game.over:
                if game.ruleset.timed:
                    self._controller.finish()  # a duel's "Done": the score is final
                self._say_stuck()
            return
        generation = self._generation
        self._controller.play(move)
        self._demo_seen.add(_visible(game))
        # our own move bumped the generation; keep going unless the game ended
        if self._generation == generation + 1 and not game.over:
            self._demo_timer.start(getattr(self, "_demo_delay", 350))
        else:
            self.stop_demo()

    def _say_stuck(self) -> None:
        self.demo_stuck.emit()
        show = getattr(self._parent, "show_message", None)
        if callable(show):
            show(translate("Assist", "Demo stopped: no move can make progress any more."), 8000)

    # --------------------------------------------------------------- solver

    def solve_current(self, parent: QWidget | None = None, budget: float = SOLVE_BUDGET_S) -> bool:
        """Ask "Is this deal winnable?" for the current position, with a cancellable progress dialog."""
        game: Game | None = self._controller.game
        if game is None or game.over or self.solving:
            return False
        from PySide6.QtWidgets import QProgressDialog

        from spider_qt.ui.computer.solver_process import SolveWorker

        if self._solver is None:
            self._solver = SolveWorker(self)
            self._solver.finished.connect(self._on_solver_finished)
        self._controller.mark_helped()
        dialog = QProgressDialog(parent or self._parent)
        dialog.setWindowTitle(translate("Assist", "Is this deal winnable?"))
        dialog.setLabelText(translate("Assist", "Searching for a way to win… (up to %n second(s))", "", int(budget)))
        dialog.setRange(0, 0)
        # The answer is about the position asked for: the table waits for it (or for Cancel) rather than move on.
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(SHOW_PROGRESS_MS)
        dialog.setValue(0)  # starts the wait: without it Qt shows the dialog only after its default 4 s
        dialog.canceled.connect(self.cancel_solve)
        self._progress = dialog
        self._solve_generation = self._generation
        self._solver.start(game, budget)
        return True

    @property
    def solving(self) -> bool:
        """Whether "Is this deal winnable?" is searching."""
        return self._solver is not None and self._solver.running()

    def cancel_solve(self) -> None:
        if self._solver is not None:
            self._solver.cancel()

    def _on_solver_finished(self, result: object) -> None:
        self._close_progress()
        current = self._solve_generation == self._generation
        if current:
            self.remember_proven(result)
        # An answer about a position the game has left (a move made before the dialog showed) is not given.
        self.solve_finished.emit(result if current else None)

    def remember_proven(self, result: object) -> None:
        """A "winnable" answer for the position on the table: the demo follows its win from here, and a hint shows
        its next move while the game is on it (solo play only: never in a duel, even one that allows help)."""
        game: Game | None = self._controller.game
        if game is None or getattr(result, "status", "") != "winnable" or self._in_duel():
            return
        from spider_qt.ai import proven_line

        self._proven = proven_line(game, getattr(result, "moves", ()))

    def _in_duel(self) -> bool:
        """Whether the game on the table is a duel's (its session keeps the duel's state with the game)."""
        return self._controller.info.duel is not None

    def _proven_move(self, game: Game) -> Move | None:
        """The next move of the win the solver proved, while the position on the table is on it (solo play)."""
        if self._proven is None or self._in_duel():
            return None
        from spider_qt.ai import line_move

        return line_move(self._proven, game)

    def _close_progress(self) -> None:
        if self._progress is not None:
            self._progress.reset()
            self._progress.deleteLater()
            self._progress = None


def _dialog_open() -> bool:
    """Whether a modal dialog (a question, New game, Statistics, Profiles…) is open over the window.

    The demo holds meanwhile: it played on behind the dialog, moves the player could not follow, and in a duel that
    allows help, on a table the dialog covered. Stopping it instead would have the player start it again after every
    look at the statistics or a question answered "No".
    """
    return QApplication.activeModalWidget() is not None


def _is_hint(result: object) -> bool:
    """Whether a hint's search answered what a hint is: a move (or None, nothing useful) and whose choice it is."""
    if not isinstance(result, tuple) or len(result) != 2:
        return False
    move, source = result
    return (move is None or isinstance(move, Move)) and isinstance(source, str)


def _visible(game: Game) -> Hashable:
    """What a player sees of the position (not the score or the move count): a demo never repeats it."""
    st = game.view().state()
    tableau = tuple(tuple((e["card"], e["up"]) for e in column) for column in st["tableau"])
    return (tableau, len(st["stock"]), len(st["foundations"]))


def solve_message(parent: QWidget, result: Any) -> None:
    """Tell the player what the solver found."""
    title = QCoreApplication.translate("Assist", "Is this deal winnable?")
    if result is None:
        text = QCoreApplication.translate("Assist", "The search was stopped.")
    elif result.status == "winnable":
        text = QCoreApplication.translate(
            "Assist", "Yes: this game can still be won, in %n move(s) from here.", "", len(result.moves)
        )
    elif result.status == "not_winnable":
        text = QCoreApplication.translate("Assist", "No: this game cannot be won any more from here.")
    else:
        text = QCoreApplication.translate("Assist", "The search ran out of time without an answer.")
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.information(parent, title, text)
