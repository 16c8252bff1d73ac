"""The main window: table, HUD, menus, toolbar and status bar around one GameController."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QMenu, QMessageBox, QToolBar, QWidget

from spider_qt import version
from spider_qt.engine import Game, Move
from spider_qt.i18n import LANGUAGES, LanguageSwitcher, format_number, retranslate_later
from spider_qt.ui import icons
from spider_qt.ui.assist import Assist, solve_message
from spider_qt.ui.controller import GameController
from spider_qt.ui.cover import CoverScreen
from spider_qt.ui.dialogs.new_game import NewGameDialog, NewGameOptions
from spider_qt.ui.model import TableSnapshot
from spider_qt.ui.panels import Hud, ResultPanel, WelcomePanel
from spider_qt.ui.scene.card_art import CardArt
from spider_qt.ui.scene.table_scene import TableScene
from spider_qt.ui.settings import Settings
from spider_qt.ui.table_view import TableView

if TYPE_CHECKING:
    # The store is loaded on first need (duels, profiles): not before the first frame.
    from spider_qt.store import Database, Duel, StoreError
    from spider_qt.ui.duel import DuelSession
    from spider_qt.ui.persistence import Persistence

SPEEDS = (0.0, 0.5, 1.0, 2.0)


class MainWindow(QMainWindow):
    """Spider Duel's window."""

    language_changed = Signal(str)

    def __init__(self, settings: Settings, switcher: LanguageSwitcher, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.switcher = switcher
        self.setObjectName("MainWindow")
        self.setMinimumSize(QSize(800, 600))

        self.art = CardArt(four_color=settings.get("four_color"))
        self.scene = TableScene(self.art, self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.hud = Hud(self.view.viewport())
        self.view.set_hud(self.hud)
        self.result_panel = ResultPanel(self.view.viewport())
        self.welcome_panel = WelcomePanel(self.view.viewport())
        self.cover = CoverScreen(self.view.viewport())
        self.duel: DuelSession | None = None
        self.duel_result: Any = None  # the DuelResultDialog on screen, if any
        self._db: Database | None = None

        self.controller = GameController(self)
        self.assist = Assist(self.controller, self)
        self.scene.set_rules(self.controller)
        self.scene.set_animation_speed(settings.get("animation_speed"))
        self.scene.set_click_mode(settings.get("click_mode"))

        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self._build_status_bar()
        self._connect()
        self.retranslate()
        self._update_actions()

        geometry = settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1280, 800)

    # ------------------------------------------------------------ building

    def _action(self, name: str, shortcuts: list[QKeySequence] | None = None, slot: object = None) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcuts:
            action.setShortcuts(shortcuts)
        if slot is not None:
            action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        key = QKeySequence
        self.act_new = self._action("new_game", [key("F2"), key("Ctrl+N")], self.new_game_dialog)
        self.act_new.setIcon(icons.icon("new_game"))
        self.act_restart = self._action("restart", [key("Ctrl+R")], self.restart)
        self.act_restart.setIcon(icons.icon("restart"))
        self.act_deal = self._action("deal", [key("D")], self.controller_deal)
        self.act_deal.setIcon(icons.icon("deal"))
        self.act_undo = self._action("undo", [key(key.StandardKey.Undo)], self.controller_undo)
        self.act_undo.setIcon(icons.icon("undo"))
        self.act_redo = self._action("redo", [key("Ctrl+Shift+Z"), key("Ctrl+Y")], self.controller_redo)
        self.act_redo.setIcon(icons.icon("redo"))
        self.act_hint = self._action("hint", [key("H")], self.show_hint)
        self.act_hint.setIcon(icons.icon("hint"))
        self.act_done = self._action("done", None, self.done_or_leave)
        self.act_demo = self._action("demo", [key("Ctrl+D")], self.toggle_demo)
        self.act_demo.setCheckable(True)
        self.act_solve = self._action("solve", None, self.ask_winnable)
        self.act_quit = self._action("quit", [key("Ctrl+Q")], self.close)
        self.act_challenges = self._action("challenges", None, self.challenges_dialog)
        self.act_pause = self._action("pause", [key("P")], self.pause_game)

        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[float, QAction] = {}
        for speed in SPEEDS:
            a = QAction(self)
            a.setCheckable(True)
            a.setData(speed)
            a.setChecked(speed == self.settings.get("animation_speed"))
            a.triggered.connect(self._on_speed_action_triggered)
            self.speed_group.addAction(a)
            self.speed_actions[speed] = a
        self.act_four_color = QAction(self)
        self.act_four_color.setCheckable(True)
        self.act_four_color.setChecked(self.settings.get("four_color"))
        self.act_four_color.toggled.connect(self._on_four_color_toggled)
        self.click_group = QActionGroup(self)
        self.act_single_click = QAction(self)
        self.act_double_click = QAction(self)
        for a, mode in ((self.act_single_click, "single"), (self.act_double_click, "double")):
            a.setCheckable(True)
            a.setData(mode)
            a.setChecked(self.settings.get("click_mode") == mode)
            a.triggered.connect(self._on_click_mode_triggered)
            self.click_group.addAction(a)

        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            a = QAction(name, self)  # a language's own name is never translated
            a.setCheckable(True)
            a.setData(code)
            a.setChecked(code == self.switcher.language)
            a.triggered.connect(self._on_language_action_triggered)
            self.language_group.addAction(a)
            self.language_actions[code] = a
        self.act_about = self._action("about", None, self.show_about)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = QMenu(self)
        for a in (self.act_new, self.act_challenges, self.act_restart):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        for a in (self.act_deal, self.act_undo, self.act_redo, self.act_hint, self.act_pause, self.act_done):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_demo)
        self.game_menu.addAction(self.act_solve)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)
        bar.addMenu(self.game_menu)

        self.options_menu = QMenu(self)
        self.speed_menu = QMenu(self)
        for a in self.speed_actions.values():
            self.speed_menu.addAction(a)
        self.options_menu.addMenu(self.speed_menu)
        self.click_menu = QMenu(self)
        self.click_menu.addAction(self.act_single_click)
        self.click_menu.addAction(self.act_double_click)
        self.options_menu.addMenu(self.click_menu)
        self.options_menu.addAction(self.act_four_color)
        bar.addMenu(self.options_menu)

        self.language_menu = QMenu(self)
        for a in self.language_actions.values():
            self.language_menu.addAction(a)
        bar.addMenu(self.language_menu)

        self.help_menu = QMenu(self)
        self.help_menu.addAction(self.act_about)
        bar.addMenu(self.help_menu)

    def _build_toolbar(self) -> None:
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("main_toolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for a in (self.act_new, self.act_restart, self.act_undo, self.act_redo, self.act_hint):
            self.toolbar.addAction(a)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def _build_status_bar(self) -> None:
        self.player_label = QLabel(self)
        self.statusBar().addWidget(self.player_label, 1)
        self.message_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.message_label)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.message_label.clear)

    def _connect(self) -> None:
        c = self.controller
        c.snapshot_changed.connect(self._on_controller_snapshot_changed)
        c.score_changed.connect(self._update_status)
        c.moves_changed.connect(self._update_status)
        c.undo_available_changed.connect(self._update_actions)
        c.redo_available_changed.connect(self._update_actions)
        c.deal_available_changed.connect(self._update_actions)
        c.time_changed.connect(self._on_controller_time_changed)
        c.game_over.connect(self._on_controller_game_over)
        c.illegal_action.connect(self._on_controller_illegal_action)
        c.time_up.connect(self._on_controller_time_up)
        self.assist.hint_ready.connect(self._show_hint_move)
        self.assist.solve_finished.connect(self._on_assist_solve_finished)
        self.assist.demo_running_changed.connect(self._on_assist_demo_running_changed)
        s = self.scene
        s.move_requested.connect(self._on_scene_move_requested)
        s.card_clicked.connect(self._on_scene_card_clicked)
        s.flip_requested.connect(self._on_scene_flip_requested)
        s.stock_clicked.connect(self._on_scene_stock_clicked)
        self.hud.deal_clicked.connect(self.controller_deal)
        self.hud.undo_clicked.connect(self.controller_undo)
        self.hud.done_clicked.connect(self.done_or_leave)
        self.hud.leave_clicked.connect(self.leave_table)
        self.result_panel.new_game_clicked.connect(self.new_game_dialog)
        self.result_panel.restart_clicked.connect(self.restart)
        self.result_panel.leave_clicked.connect(self.leave_table)
        self.welcome_panel.new_game_clicked.connect(self.new_game_dialog)
        self.welcome_panel.quit_clicked.connect(self.close)

    # --------------------------------------------------------- translation

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Spider Duel"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_new.setToolTip(self.tr("Start a new game (F2)"))
        self.act_restart.setText(self.tr("Res&tart this deal"))
        self.act_deal.setText(self.tr("&Deal"))
        self.act_undo.setText(self.tr("&Undo"))
        self.act_redo.setText(self.tr("R&edo"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_done.setText(self.tr("Leave the table") if self.hud_leave_mode() else self.tr("D&one"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_challenges.setText(self.tr("&Challenges…"))
        self.act_pause.setText(self.tr("Pause (hides the tab&le)"))
        self.act_demo.setText(self.tr("De&mo: let the computer play"))
        self.act_solve.setText(self.tr("Is this deal &winnable?"))
        self.act_hint.setToolTip(self.tr("Show a good move (H)"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.options_menu.setTitle(self.tr("&Options"))
        self.speed_menu.setTitle(self.tr("&Animation speed"))
        names = {0.0: self.tr("Off", "animation"), 0.5: self.tr("Slow"), 1.0: self.tr("Normal"), 2.0: self.tr("Fast")}
        for speed, a in self.speed_actions.items():
            a.setText(names[speed])
        self.click_menu.setTitle(self.tr("&Click to move"))
        self.act_single_click.setText(self.tr("Single click"))
        self.act_double_click.setText(self.tr("Double click"))
        self.act_four_color.setText(self.tr("&Four-colour deck"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_about.setText(self.tr("&About Spider Duel"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        self._update_status()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)

    def set_language(self, code: str) -> None:
        """Switch the whole UI to ``code`` now and remember it."""
        self.switcher.switch(code)
        self.settings.set("language", self.switcher.language)
        for c, a in self.language_actions.items():
            a.setChecked(c == self.switcher.language)
        self.language_changed.emit(self.switcher.language)

    # --------------------------------------------------------------- games

    def start_game(self, options: NewGameOptions) -> None:
        """Deal a new game with ``options``; with an opponent (or as a challenge) it is a duel."""
        self.drop_duel()
        if options.opponent != "none":
            self.start_duel(options)
            return
        limit = options.time_limit * 60 if options.rules == "duel" else None
        self.result_panel.hide()
        self.welcome_panel.hide()
        self.hud.set_leave_mode(False)
        self.scene.clear_hint()
        self.controller.new_game(options.rules, options.suits, options.seed, player=options.player, time_limit=limit)
        self.show_message(self.tr("Deal %1", "deal number").replace("%1", str(options.seed)))

    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(self.settings, self, opponents_enabled=True, db=self.database())
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            self.start_game(dialog.chosen())

    # --------------------------------------------------------------- duels

    def persistence(self) -> Persistence | None:
        """The autosave and records helper, when the app attached one."""
        from spider_qt.ui.persistence import Persistence

        return self.findChild(Persistence)

    def set_database(self, db: Database | None) -> None:
        """Use ``db`` for duels and challenges (tests; otherwise the records helper's database)."""
        self._db = db

    def database(self) -> Database | None:
        """The profiles and duels database, opened on first need."""
        persist = self.persistence()
        if persist is not None and persist.db is not None:
            return persist.db
        if self._db is None:
            from spider_qt.store import Database, StoreError
            from spider_qt.ui import paths

            try:
                self._db = Database.open(paths.data_dir())
            except (StoreError, OSError):
                return None
        return self._db

    def start_duel(self, options: NewGameOptions) -> DuelSession | None:
        """Begin a duel (hot-seat, against the computer, or left as a challenge) on one deal."""
        from spider_qt.store import StoreError
        from spider_qt.ui.duel import DuelSession

        db = self.database()
        if db is None:
            QMessageBox.warning(self, self.tr("Duel"), self.tr("Duels need the statistics file, which is unavailable."))
            return None
        try:
            session = DuelSession.from_options(self, db, options)
        except StoreError as exc:
            self.duel_store_failed(exc)
            return None
        self._begin_session(session)
        session.start()
        return session

    def join_challenge(self, duel_id: int, profile_id: int) -> DuelSession | None:
        """Play an open challenge's deal as ``profile_id``."""
        from spider_qt.store import StoreError
        from spider_qt.ui.duel import DuelSession

        db = self.database()
        if db is None:
            return None
        self.drop_duel()
        try:
            session = DuelSession.for_challenge(self, db, duel_id, profile_id)
        except StoreError as exc:
            self.duel_store_failed(exc)
            return None
        self._begin_session(session)
        session.start()
        return session

    def restore_duel(self, extra: dict[str, object]) -> DuelSession | None:
        """After resuming an autosaved duel game: pick up the duel (turn, cover, computer) where it was."""
        from spider_qt.ui.duel import DuelSession

        state = extra.get("duel")
        db = self.database()
        if not isinstance(state, dict) or db is None:
            return None
        self.drop_duel()
        session = DuelSession(self, db, state)
        self._begin_session(session)
        session.restore()
        return session

    def _begin_session(self, session: DuelSession) -> None:
        self.duel = session
        session.result_ready.connect(self.show_duel_result)
        session.challenge_left.connect(self._on_duel_challenge_left)

    def drop_duel(self) -> None:
        """Forget the duel at the table (its store records stay as they are)."""
        if self.duel is not None:
            self.duel.cancel()
            self.duel.deleteLater()
            self.duel = None
        self.cover.hide()
        self.scene.set_covered(False)

    def end_duel(self, session: DuelSession) -> None:
        """The session is over (result shown or challenge left)."""
        if self.duel is session:
            session.cancel()
            self.duel = None
        self.refresh_duel_state()

    def prepare_table(self) -> None:
        """Clear panels before a duel turn is dealt."""
        self.result_panel.hide()
        self.welcome_panel.hide()
        self.hud.set_leave_mode(False)
        self.scene.clear_hint()
        self.assist.stop_demo()
        self.retranslate()

    def refresh_duel_state(self) -> None:
        if self.cover.isVisible():
            self.message_label.clear()
        self._update_actions()
        self._update_status()

    def duel_store_failed(self, exc: StoreError) -> None:
        from spider_qt.ui.errors_text import store_error_text

        QMessageBox.warning(self, self.tr("Duel"), store_error_text(exc))

    def show_duel_own_result(self, game: Game, elapsed: float) -> None:
        """A challenger's own result (the opponent plays later)."""
        self.hud.set_leave_mode(True)
        self.retranslate()
        self.result_panel.show_result(game.won, game.score, game.moves, int(elapsed), "")
        self._update_actions()

    def _on_duel_challenge_left(self, duel_id: int) -> None:
        self.show_message(self.tr("Your game is left as a challenge: another player can take it up."), 10000)

    def show_duel_result(self, duel: Duel, viewer: int) -> None:
        """Both players have finished: the result screen, seen by profile ``viewer``."""
        from spider_qt.ui.dialogs.duel_result import DuelResultDialog

        db = self.database()
        if db is None:
            return
        dialog = DuelResultDialog(db, duel, viewer, self)
        dialog.rematch_clicked.connect(lambda: self.rematch(duel))
        dialog.new_game_clicked.connect(self.new_game_dialog)
        dialog.leave_clicked.connect(self.leave_table)
        self.hud.set_leave_mode(True)
        self.retranslate()
        self._update_actions()
        self.duel_result = dialog
        dialog.show()

    def rematch(self, duel: Duel) -> None:
        """The same players on a new deal."""
        from spider_qt.ui.dialogs.new_game import random_seed

        db = self.database()
        if db is None or duel.b_profile is None:
            return
        a, b = db.profiles.get(duel.a_profile), db.profiles.get(duel.b_profile)
        limit = int((duel.time_limit or 900) // 60)
        if b.is_computer:
            options = NewGameOptions(
                rules=duel.rules, suits=duel.suits, seed=random_seed(), opponent="computer",
                level=b.level or "beginner", time_limit=limit, player=a.name,
            )  # fmt: skip
        else:
            options = NewGameOptions(
                rules=duel.rules, suits=duel.suits, seed=random_seed(), opponent="human",
                time_limit=limit, player=a.name, opponent_name=b.name,
            )  # fmt: skip
        self.start_game(options)

    def challenges_dialog(self) -> None:
        """The open challenges the current player may take up."""
        from spider_qt.ui.dialogs.challenges import ChallengesDialog

        db = self.database()
        if db is None:
            return
        dialog = ChallengesDialog(db, str(self.settings.get("new_game/player")), self)
        if dialog.exec() == ChallengesDialog.DialogCode.Accepted and dialog.chosen is not None:
            duel_id, profile_id = dialog.chosen
            self.settings.set("new_game/player", db.profiles.get(profile_id).name)
            self.join_challenge(duel_id, profile_id)

    def pause_game(self) -> None:
        """Stop the clock of a timed game; the table is hidden until the player resumes."""
        if self.duel is not None:
            self.duel.pause()

    def restart(self) -> None:
        if self.controller.has_game() and self.duel is None:
            self.result_panel.hide()
            self.hud.set_leave_mode(False)
            self.controller.restart()

    def leave_table(self) -> None:
        """Leave: the table empties and offers a new game."""
        self.drop_duel()
        self.controller.close_game()
        self.result_panel.hide()
        self.hud.set_leave_mode(False)
        self.hud.set_time(0, False)  # an empty table has no clock running
        self.scene.sync(_empty_snapshot(), animate=False)
        self.welcome_panel.show()
        self.welcome_panel.recenter()
        self._update_actions()
        self._update_status()

    def show_welcome(self) -> None:
        self.leave_table()

    def done_or_leave(self) -> None:
        if self.hud_leave_mode():
            self.leave_table()
            return
        if not self.controller.has_game():
            return
        game = self.controller.game
        if game is not None and not game.over:
            answer = QMessageBox.question(
                self,
                self.tr("End this game?"),
                self.tr("Your game ends now and your score counts as it stands."),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.controller.finish()

    def hud_leave_mode(self) -> bool:
        return bool(getattr(self.hud, "_leave_mode", False))

    def controller_deal(self) -> None:
        if self.controller.has_game() and self.controller.can_deal():
            self.scene.clear_hint()
            self.controller.deal()

    def controller_undo(self) -> None:
        if self.controller.has_game():
            self.scene.clear_hint()
            self.controller.undo()

    def controller_redo(self) -> None:
        if self.controller.has_game():
            self.scene.clear_hint()
            self.controller.redo()

    def show_hint(self) -> None:
        """Ask the computer for a good move; it is shown when found (the game counts as helped)."""
        if self.hints_allowed():
            self.assist.request_hint()

    def hints_allowed(self) -> bool:
        """Whether hints, the demo and the solver may be used in this game."""
        game = self.controller.game
        if self.duel is not None and (not self.duel.allow_help() or self.duel.is_covered()):
            return False
        return game is not None and not game.over

    def toggle_demo(self) -> None:
        if self.assist.demo_running:
            self.assist.stop_demo()
        elif self.hints_allowed():
            self.assist.start_demo()
        self.act_demo.setChecked(self.assist.demo_running)

    def ask_winnable(self) -> None:
        if self.hints_allowed():
            self.assist.solve_current(self)

    def _on_assist_solve_finished(self, result: object) -> None:
        solve_message(self, result)

    def _on_assist_demo_running_changed(self, running: bool) -> None:
        self.act_demo.setChecked(running)
        self.show_message(self.tr("The computer plays this game.") if running else self.tr("Demo stopped."))

    def _show_hint_move(self, move: Move | None) -> None:
        if move is None:
            self.show_message(self.tr("No useful move is left."))
        elif move.kind == "deal":
            self.scene.show_hint_deal()
            self.show_message(self.tr("Hint: deal new cards."))
        elif move.kind == "flip" and move.src is not None:
            self.show_message(self.tr("Hint: turn the card in column %1.").replace("%1", str(move.src + 1)))
        elif move.src is not None and move.count is not None and move.dst is not None:
            self.scene.show_hint(move.src, move.count, move.dst)
            self.show_message(
                self.tr("Hint: move to column %1.").replace("%1", str(move.dst + 1)),
            )

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Spider Duel"),
            self.tr(
                "<h3>Spider Duel %1</h3><p>Spider Solitaire as the Windows classic plays it, "
                "plus the StarGames duel: two players, the same deal, the higher score wins.</p>"
            ).replace("%1", version()),
        )

    # --------------------------------------------------------------- slots

    def _on_controller_snapshot_changed(self, snapshot: TableSnapshot) -> None:
        self.scene.sync(snapshot)
        self._update_actions()

    def _on_controller_time_changed(self, seconds: int) -> None:
        self.hud.set_time(seconds, self.controller.info.time_limit is not None)

    def _on_controller_game_over(self, won: bool) -> None:
        game = self.controller.game
        if game is None:
            return
        self.assist.stop_demo()
        if self.duel is not None and self.duel.kind != "challenge":
            # The duel goes on (cover screen, the computer, or the result screen): no score shown here.
            self._update_actions()
            return
        if self.controller.info.helped:
            self.show_message(self.tr("This game was helped (hints, demo or solver)."), 8000)
        if won:
            self.scene.celebrate()
        self.hud.set_leave_mode(True)
        self.retranslate()
        reason = "time" if (self.controller.remaining() == 0 and not won) else ""
        self.result_panel.show_result(won, game.score, game.moves, int(self.controller.elapsed()), reason)
        self._update_actions()

    def _on_controller_time_up(self) -> None:
        self.show_message(self.tr("Time is up."))

    def _on_controller_illegal_action(self, code: str) -> None:
        messages = {
            "not_movable": self.tr("Only a run of one suit in falling order can move together."),
            "no_fit": self.tr("That card does not fit there."),
            "empty_column": self.tr("Fill every empty column before dealing."),
            "stock_empty": self.tr("The stock is empty."),
            "nothing_to_undo": self.tr("There is nothing to undo."),
            "game_over": self.tr("The game is over."),
        }
        self.show_message(messages.get(code, self.tr("That move is not allowed.")))

    def _on_scene_move_requested(self, src: int, count: int, dst: int) -> None:
        self.assist.stop_demo()
        self.scene.clear_hint()
        if not self.controller.move_cards(src, count, dst):
            game = self.controller.game
            if game is not None:
                self.scene.sync(TableSnapshot.from_game(game, "load"))

    def _on_scene_card_clicked(self, col: int, index: int) -> None:
        self.scene.clear_hint()
        self.controller.click_move(col, index)

    def _on_scene_flip_requested(self, col: int) -> None:
        self.controller.flip(col)

    def _on_scene_stock_clicked(self) -> None:
        self.controller_deal()

    def _on_speed_action_triggered(self) -> None:
        action = self.speed_group.checkedAction()
        if action is not None:
            speed = float(action.data())
            self.settings.set("animation_speed", speed)
            self.scene.set_animation_speed(speed)

    def _on_four_color_toggled(self, on: bool) -> None:
        self.settings.set("four_color", on)
        self.art.four_color = on
        self.scene.set_art(self.art)

    def _on_click_mode_triggered(self) -> None:
        action = self.click_group.checkedAction()
        if action is not None:
            mode = str(action.data())
            self.settings.set("click_mode", mode)
            self.scene.set_click_mode(mode)

    def _on_language_action_triggered(self) -> None:
        action = self.language_group.checkedAction()
        if action is not None:
            self.set_language(str(action.data()))

    # -------------------------------------------------------------- state

    def _update_actions(self, *_: object) -> None:
        c = self.controller
        game = c.game
        playing = game is not None and not game.over
        self.act_restart.setEnabled(game is not None)
        self.act_deal.setEnabled(playing and c.can_deal())
        self.act_undo.setEnabled(playing and game is not None and game.can_undo())
        self.act_redo.setEnabled(c.can_redo())
        self.act_redo.setVisible(game is None or game.rules == "classic")
        self.act_hint.setEnabled(playing and self.hints_allowed())
        self.act_demo.setEnabled(playing and self.hints_allowed())
        self.act_solve.setEnabled(playing and self.hints_allowed())
        self.act_done.setEnabled(playing or self.hud_leave_mode())
        covered = self.cover.isVisible()
        if covered:
            for a in (self.act_deal, self.act_undo, self.act_redo, self.act_done, self.act_restart):
                a.setEnabled(False)
        self.act_restart.setEnabled(self.act_restart.isEnabled() and self.duel is None)
        self.act_pause.setEnabled(self.duel is not None and playing and not covered)
        self.hud.deal_button.setEnabled(self.act_deal.isEnabled())
        self.hud.undo_button.setEnabled(self.act_undo.isEnabled())
        self.hud.done_button.setEnabled(self.act_done.isEnabled())

    def _update_status(self, *_: object) -> None:
        game = self.controller.game
        if game is None or self.cover.isVisible():
            self.player_label.setText("")
            return
        player = self.controller.info.player or self.tr("Player")
        score = self.tr("Score: %1").replace("%1", format_number(game.score))
        moves = self.tr("%n move(s)", "", game.moves)
        self.player_label.setText(
            self.tr("%1 · %2 · %3").replace("%1", player).replace("%2", score).replace("%3", moves)
        )

    def show_message(self, text: str, msecs: int = 4000) -> None:
        self.message_label.setText(text)
        self._message_timer.start(msecs)

    # -------------------------------------------------------------- events

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self._recenter_panels)

    def _recenter_panels(self) -> None:
        if self.result_panel.isVisible():
            self.result_panel.recenter()
        if self.welcome_panel.isVisible():
            self.welcome_panel.recenter()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.set_geometry(self.saveGeometry())
        self.settings.sync()
        super().closeEvent(event)


def _empty_snapshot() -> TableSnapshot:
    return TableSnapshot(columns=tuple(() for _ in range(10)), stock=(), foundations=(), action="load")


def app_instance() -> QApplication:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return app
