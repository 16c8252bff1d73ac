"""The computer's help at the table: Hint, Demo and "Is this deal winnable?", and what they say."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from spider_qt.engine import Move
from spider_qt.ui.computer.assist import Assist, solve_message
from spider_qt.ui.computer.hint_cycle import HintCycle
from spider_qt.ui.scene.table_scene import TableScene
from spider_qt.ui.texts.table import hint_text, stuck_text


class AssistCommands(QObject):
    """Runs the help commands when ``allowed()`` says the game at the table may be helped."""

    def __init__(
        self,
        assist: Assist,
        scene: TableScene,
        widget: QWidget,
        allowed: Callable[[], bool],
        show_message: Callable[[str], None],
        set_lasting: Callable[[str], None] = lambda _text: None,
    ) -> None:
        super().__init__(widget)
        self.assist = assist
        self.scene = scene
        self.widget = widget
        self.allowed = allowed
        self.show_message = show_message
        self.set_lasting = set_lasting
        self.demo_action: QAction | None = None
        self.cycle = HintCycle()
        assist.hint_ready.connect(self._on_assist_hint_ready)
        assist.hint_failed.connect(self._on_assist_hint_failed)
        # Queued: a search the game has left ends inside the controller's signal for that action (a move, a new deal,
        # a duel's time running out), and the answer's message box waited there, the action half done behind it.
        assist.solve_finished.connect(self._on_assist_solve_finished, Qt.ConnectionType.QueuedConnection)
        assist.demo_running_changed.connect(self._on_assist_demo_running_changed)

    def show_hint(self) -> None:
        """Ask the computer for a good move; it is shown when found (the game counts as helped)."""
        if self.allowed():
            stuck, can_undo = self.assist.stuck()
            if stuck:
                # Nothing can move: say what is left (Undo, Done), as the table does, and count no help for it.
                self.show_message(stuck_text(can_undo))
                return
            self.assist.stop_demo()  # the hint is for the player's next move: the demo's would drop it, or wipe it
            if self.cycle.holds(self.assist.generation):
                self._show_hint_move(self.cycle.next())  # H again on the same position: the next useful move
                return
            self.assist.request_hint()

    def toggle_demo(self) -> None:
        if self.assist.demo_running:
            self.assist.stop_demo()
        elif self.allowed():
            self.assist.start_demo()
        self._check_demo(self.assist.demo_running)

    def ask_winnable(self) -> None:
        if self.allowed():
            self.assist.stop_demo()  # its next move would end the search at once ("The search was stopped.")
            self.assist.solve_current(self.widget)

    def _check_demo(self, running: bool) -> None:
        if self.demo_action is not None:
            self.demo_action.setChecked(running)

    def _on_assist_solve_finished(self, result: object) -> None:
        solve_message(self.widget, result)

    def _on_assist_demo_running_changed(self, running: bool) -> None:
        self._check_demo(running)
        if running:
            # Said as long as it plays (Esc stops it), behind what else the status bar says meanwhile.
            self.set_lasting(QCoreApplication.translate("Table", "The computer plays this game. Esc stops it."))
        else:
            self.set_lasting("")
            self.show_message(QCoreApplication.translate("Table", "Demo stopped."))

    def _on_assist_hint_ready(self, move: Move | None) -> None:
        self.cycle.start(self.assist.generation, move, self.assist.view())
        self._show_hint_move(move)

    def _show_hint_move(self, move: Move | None) -> None:
        self.scene.clear_hint()
        if move is not None and move.kind == "deal":
            self.scene.show_hint_deal()
        elif move is not None and move.src is not None and move.count is not None and move.dst is not None:
            self.scene.show_hint(move.src, move.count, move.dst)
        counter = self.cycle.counter() if move is not None else ""
        self.show_message(f"{hint_text(move)} {counter}".strip())

    def _on_assist_hint_failed(self) -> None:
        # Nothing at all came of the key press before: the player could not tell a failure from a slow hint.
        self.show_message(
            QCoreApplication.translate("Table", "The computer could not work out a hint. Press Hint to try again.")
        )
