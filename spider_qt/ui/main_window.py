"""The main window: table, HUD, menus, toolbar and status bar around one GameController."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from spider_qt import version
from spider_qt.engine import find_ruleset
from spider_qt.i18n import LanguageSwitcher, retranslate_later
from spider_qt.ui.prompts import Prompts
from spider_qt.ui.settings import Settings
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.texts.table import (
    clocks_disagreed_text,
    deal_refusal,
    illegal_move_text,
    no_help_in_duel_text,
    stuck_text,
    undo_refusal,
)
from spider_qt.ui.window.abandon import confirm_abandon
from spider_qt.ui.window.table_phase import TablePhase

if TYPE_CHECKING:
    # Loaded by ``build`` (the table and everything around it) or on first use, so a staged start shows the
    # window first; the store (persistence) is loaded on first need (duels, profiles), after the first frame too.
    from spider_qt.duel.kinds import Kind
    from spider_qt.duel.model import Command
    from spider_qt.duel.setup import NewGameOptions
    from spider_qt.ui.computer.assist_commands import AssistCommands
    from spider_qt.ui.duel.inbox import DuelInbox
    from spider_qt.ui.duel.remote import RemoteDuels
    from spider_qt.ui.duel.strip import DuelStrip
    from spider_qt.ui.model import TableSnapshot
    from spider_qt.ui.persistence.persistence import Persistence
    from spider_qt.ui.window.actions import WindowActions
    from spider_qt.ui.window.appearance import AppearanceMenus
    from spider_qt.ui.window.panels import Hud, ResultPanel, WelcomePanel
    from spider_qt.ui.window.status_line import StatusLine
    from spider_qt.ui.window.table_overlays import DuelOver, ResultFigures, TableOverlays
    from spider_qt.ui.window.table_view import TableView

# How long the status bar says that no move is left (it stays true until the player acts, so longer than most).
STUCK_MESSAGE_MS = 15000
# The kind of that message (``StatusLine.show_message``).
STUCK = "stuck"
# The status bar's message kind of the first start's welcome, which goes once another game takes the table.
WELCOME = "welcome"
# The kind of "This game was helped", which goes when the game leaves the table.
HELPED = "helped"


class MainWindow(QMainWindow):
    """Spider Duel's window.

    With ``staged=True`` only the window itself is made (its title, remembered size and the table's
    cloth): the game shows it at once and calls ``build`` once it is on screen. Otherwise (tests,
    tools) the window is complete when constructed.
    """

    language_changed = Signal(str)

    # Made by ``build``.
    view: TableView
    hud: Hud
    result_panel: ResultPanel
    welcome_panel: WelcomePanel
    overlays: TableOverlays
    helpers: AssistCommands
    window_actions: WindowActions
    duel_strip: DuelStrip
    inbox: DuelInbox
    remote_duels: RemoteDuels
    appearance: AppearanceMenus
    status_line: StatusLine

    def __init__(
        self,
        settings: Settings,
        switcher: LanguageSwitcher,
        parent: QWidget | None = None,
        *,
        prompts: Prompts | None = None,
        clock: Callable[[], float] | None = None,  # None: the machine's clocks, checked against each other
        staged: bool = False,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.switcher = switcher
        self.prompts = prompts or Prompts()
        self.built = False
        self.later_parts_built = False
        self._clock = clock
        self.phase = TablePhase.EMPTY
        self.saver: Persistence | None = None  # the autosave and records, once attached (``persistence.attach``)
        self._quit_confirmed = False
        self.setObjectName("MainWindow")
        from spider_qt.ui.window.shell import MIN_WINDOW_SIZE, screen_bounded

        self.setMinimumSize(screen_bounded(self, QSize(*MIN_WINDOW_SIZE)))  # a 1080p screen at 200 % is 960 × 540
        if staged:
            from spider_qt.ui.window.shell import ClothPlaceholder

            self.setCentralWidget(ClothPlaceholder(settings.get("felt")))
            self.setWindowTitle(translate("Table", "Spider Duel"))
        else:
            self.build()
        geometry = settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            from spider_qt.ui.window.shell import fitted_size

            self.resize(fitted_size(self, QSize(1280, 800)))

    def build(self, *, later_parts: bool = True) -> None:
        """Make the table and everything around it: panels, menus, toolbar, status bar (once).

        ``later_parts=False`` leaves out what the table's first frame does not show (``build_later_parts``): the
        game's start makes those once that frame is on screen, before anything else happens.
        """
        if self.built:
            return
        from spider_qt.ui.art.backs import BACKS
        from spider_qt.ui.art.card_art import CardArt
        from spider_qt.ui.computer.assist import Assist, preload_help_modules
        from spider_qt.ui.computer.assist_commands import AssistCommands
        from spider_qt.ui.controller import GameController
        from spider_qt.ui.duel.coordinator import DuelCoordinator
        from spider_qt.ui.duel.strip import DuelStrip
        from spider_qt.ui.scene.table_scene import TableScene
        from spider_qt.ui.window.actions import WindowActions
        from spider_qt.ui.window.cover import CoverScreen
        from spider_qt.ui.window.game_clock import GameClock
        from spider_qt.ui.window.panels import Hud, ResultPanel, WelcomePanel
        from spider_qt.ui.window.status_line import StatusLine
        from spider_qt.ui.window.table_input import TableInput
        from spider_qt.ui.window.table_overlays import TableOverlays
        from spider_qt.ui.window.table_view import TableView

        settings = self.settings
        clock = self._clock
        self.built = True
        self.art = CardArt(four_color=settings.get("four_color"), back=BACKS[settings.get("card_back")])
        self.scene = TableScene(self.art, self)
        self.view = TableView(self.scene, self)
        self.view.set_felt(settings.get("felt"))
        self.setCentralWidget(self.view)
        self.hud = Hud(self.view.viewport())
        self.view.set_hud(self.hud)
        self.result_panel = ResultPanel(self.view.viewport())
        self.welcome_panel = WelcomePanel(self.view.viewport())
        self.cover = CoverScreen(self.view.viewport())
        self.overlays = TableOverlays(
            self.scene, self.hud, self.cover, self.result_panel, self.welcome_panel, table=self.view
        )

        self.controller = GameController(self, clock=clock)  # tests pass a clock they move by hand
        self.assist = Assist(self.controller, self)
        self.helpers = AssistCommands(
            self.assist,
            self.scene,
            self,
            self.hints_allowed,
            self.show_message,
            lambda s: self.status_line.set_lasting(s),
        )
        saved_db = lambda: None if self.saver is None else self.saver.recorder.db  # noqa: E731
        self.duels = DuelCoordinator(self, self, self.prompts, saved_db, lambda: self.saver is not None)
        self.table_input = TableInput(self.controller, self.scene, self.assist.stop_demo, self.explain_refused_deal)
        self.game_clock = GameClock(self, self, lambda: self.duels.session, self.assist.stop_demo)
        self.scene.set_rules(self.controller)
        self.scene.set_animation_speed(settings.get("animation_speed"))
        self.scene.set_click_mode(settings.get("click_mode"))

        self.window_actions = WindowActions(
            self,
            self,
            self.helpers,
            self.duels.challenges_dialog,
            speed=settings.get("animation_speed"),
            four_color=settings.get("four_color"),
            click_mode=settings.get("click_mode"),
            language=self.switcher.language,
        )
        # The actions and menus by their long-standing names (the help, the Player menu and tests use them).
        a = self.window_actions
        self.act_new, self.act_restart, self.act_deal = a.act_new, a.act_restart, a.act_deal
        self.act_undo, self.act_redo, self.act_hint = a.act_undo, a.act_redo, a.act_hint
        self.act_done, self.act_demo, self.act_solve = a.act_done, a.act_demo, a.act_solve
        self.act_quit, self.act_challenges, self.act_pause = a.act_quit, a.act_challenges, a.act_pause
        self.act_about, self.act_four_color = a.act_about, a.act_four_color
        self.language_actions, self.speed_actions = a.language_actions, a.speed_actions
        self.game_menu, self.options_menu, self.language_menu = a.game_menu, a.options_menu, a.language_menu
        self.help_menu, self.toolbar = a.help_menu, a.toolbar
        self.game_menu.aboutToShow.connect(preload_help_modules)
        self.helpers.demo_action = self.act_demo
        self.duel_strip = DuelStrip(self, self.duels, self.controller, self.prompts)
        self.duel_strip.leave_button.clicked.connect(self.leave_asking)
        self.status_line = StatusLine(self.statusBar())
        self.player_label, self.message_label = self.status_line.player_label, self.status_line.message_label
        self._connect()
        self.retranslate()
        self._update_actions()
        if later_parts:
            self.build_later_parts()

    def build_later_parts(self) -> None:
        """Make what the table's first frame does not show (once, after ``build``): the menu entries of remote duels,
        the duel inbox, the card back and table colour menus, the computer's turn option."""
        if not self.built or self.later_parts_built:
            return
        from spider_qt.ui.duel.computer_turn import ComputerTurnOption
        from spider_qt.ui.duel.inbox import attach_inbox
        from spider_qt.ui.duel.remote import RemoteDuels
        from spider_qt.ui.window.appearance import AppearanceMenus

        self.later_parts_built = True
        # Duels with a friend on another computer: the channels hand what arrives to ``remote_duels.receive``.
        self.remote_duels = RemoteDuels(self, self, menu_after=self.act_challenges)
        self.appearance = AppearanceMenus(self)  # card backs and table colours, in the Options menu
        ComputerTurnOption(self)  # the computer's turn replayed at a duel's end, or not
        # Remote duel messages come in here: files, drops, Paste duel message and the duels folder.
        self.inbox = attach_inbox(self, self.settings, self.prompts)
        self.inbox.message_arrived.connect(self.remote_duels.receive)

    def _connect(self) -> None:
        c = self.controller
        c.snapshot_changed.connect(self._on_controller_snapshot_changed)
        c.score_changed.connect(self.refresh_status)
        c.moves_changed.connect(self.refresh_status)
        c.undo_available_changed.connect(self._update_actions)
        c.redo_available_changed.connect(self._update_actions)
        c.deal_available_changed.connect(self._update_actions)
        c.time_changed.connect(self._on_controller_time_changed)
        c.game_over.connect(self._on_controller_game_over)
        c.illegal_action.connect(self._on_controller_illegal_action)
        c.clocks_disagreed.connect(lambda: self.show_message(clocks_disagreed_text(), 10000))
        c.time_up.connect(self._on_controller_time_up)
        self.hud.deal_clicked.connect(self.table_input.deal)
        self.hud.undo_clicked.connect(self.table_input.undo)
        self.hud.done_clicked.connect(self.done_or_leave)
        self.hud.leave_clicked.connect(self.leave_table)
        self.result_panel.new_game_clicked.connect(self.new_game_dialog)
        self.result_panel.restart_clicked.connect(self.restart)
        self.result_panel.leave_clicked.connect(self.leave_table)
        self.result_panel.duel_result_clicked.connect(self.duels.reopen_result)
        self.welcome_panel.new_game_clicked.connect(self.new_game_dialog)
        self.welcome_panel.quit_clicked.connect(self.close)

    # --------------------------------------------------------- translation

    def retranslate(self) -> None:
        if not self.built:
            self.setWindowTitle(translate("Table", "Spider Duel"))
            return
        self._update_title()
        self.window_actions.retranslate(leave_mode=self.hud_leave_mode())
        self.refresh_status()
        self._say_if_stuck(again=False)

    def _update_title(self) -> None:
        """The deal number in the title (as KPat shows it) in single-player games; never during a duel.

        A duel's deal stays unnamed until both have played (the duel result names it).
        """
        game = self.controller.game
        if game is not None and self.duels.session is None and self.phase is not TablePhase.EMPTY:
            title = translate("Table", "Spider Duel – deal %1", "window title; %1 is the deal number").replace(
                "%1", str(game.seed)
            )
        else:
            title = translate("Table", "Spider Duel")
        if title != self.windowTitle():
            self.setWindowTitle(title)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)

    def set_language(self, code: str) -> None:
        """Switch the whole UI to ``code`` now and remember it."""
        self.switcher.switch(code)
        self.settings.set("language", self.switcher.language)
        self.window_actions.check_language(self.switcher.language)
        self.language_changed.emit(self.switcher.language)

    # --------------------------------------------------------------- games

    def start_game(self, options: NewGameOptions) -> None:
        """Deal a new game with ``options``; with an opponent (or as a challenge) it is a duel."""
        self.status_line.clear_message(WELCOME)  # it spoke of the first game ("a duel is one dialog away")
        self.duels.drop(uncover=True)
        if options.opponent is not None:
            self.duels.start(options)
            self.duels.tell_forfeit_news()  # the duel this game replaces was forfeited: who won it
            return
        # Alone, only a timed rule set has a limit; a duel always has one (the duel session sets it).
        limit = options.time_limit * 60 if find_ruleset(options.rules).timed else None
        self.set_phase(TablePhase.PLAYING)
        self.controller.new_game(options.rules, options.suits, options.seed, player=options.player, time_limit=limit)
        deal = translate("Table", "Deal %1", "deal number").replace("%1", str(options.seed))
        if not self.duels.tell_forfeit_news(deal):
            self.show_message(deal, 4000)

    def new_game_dialog(self, opponent: Kind | None = None) -> None:
        """Choose and deal a new game; during a duel only after confirming that it forfeits the duel. ``opponent``
        (hot-seat, the computer): that choice made in the dialog already (the welcome card's buttons)."""
        from spider_qt.duel.model import Command

        if not self.allows(Command.NEW_GAME):
            return
        from spider_qt.ui.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self.settings, self, opponents_enabled=True, db=self.duels.database())
        if opponent is not None:
            dialog.choose_opponent(opponent)
        accepted = dialog.exec() == NewGameDialog.DialogCode.Accepted
        options = dialog.chosen() if accepted else None
        dialog.deleteLater()  # the window's child otherwise: one more for every game of the evening
        if options is not None and self.duels.confirm(Command.NEW_GAME) and confirm_abandon(self, self):
            self.start_game(options)

    def leave_asking(self) -> None:
        """The player's Leave: during a duel only after confirming that it forfeits the duel."""
        from spider_qt.duel.model import Command

        if self.duels.confirm(Command.LEAVE):
            self.leave_table()

    # --------------------------------------------------------------- phase

    def set_phase(
        self, phase: TablePhase, *, name: str = "", result: ResultFigures | None = None, duel: DuelOver | None = None
    ) -> None:
        """Show what ``phase`` shows (panels, cover, Done or Leave) and nothing else; ``name`` is the cover's player,
        ``result`` the result panel's figures, ``duel`` what it says once a duel is over."""
        self.phase = phase
        self.overlays.show(phase, name, result, duel)
        if result is not None:
            from spider_qt.duel.model import Command

            # No Restart where it would do nothing: a challenge's game has left the table, its deal unseen; nor
            # after a duel, whose deal the result screen offers to play alone.
            self.result_panel.restart_button.setVisible(
                duel is None and self.controller.has_game() and self.allows(Command.RESTART)
            )
        self.retranslate()
        self.refresh_duel_state()
        self._say_if_stuck()  # a game loaded (or handed over) with nothing left to do

    def hud_leave_mode(self) -> bool:
        """Whether Done has become Leave (the game's result is shown)."""
        return self.phase is TablePhase.RESULT

    def explain_refused_undo(self) -> None:
        """Say why Undo did nothing (its shortcut reaches here only while Undo is unavailable)."""
        game = self.controller.game
        if game is not None and not game.over and not self.phase.covered:
            self.show_message(undo_refusal(game))

    def explain_refused_deal(self) -> None:
        """Say why Deal did nothing (its key, a click on the stock or on the disabled button's tooltip)."""
        game = self.controller.game
        if game is None or game.over or self.phase.covered or game.deal_allowed():
            return
        self.show_message(illegal_move_text(deal_refusal(game)))

    def restart(self) -> None:
        from spider_qt.duel.model import Command

        if self.controller.has_game() and self.allows(Command.RESTART) and confirm_abandon(self, self):
            self.set_phase(TablePhase.PLAYING)
            self.controller.restart()

    def leave_table(self) -> None:
        """Leave: the table empties and offers a new game."""
        self.duels.drop()
        self.controller.close_game()
        self.hud.set_time(0, False)  # an empty table has no clock running
        from spider_qt.ui.model import TableSnapshot

        self.scene.sync(TableSnapshot.empty(), animate=False)
        self.scene.keys.cancel_pick()  # no column frame or picked-up cards left on an empty table
        self.scene.keys.hide_focus()
        self.status_line.clear_message(HELPED)  # said of the game that left the table
        self.set_phase(TablePhase.EMPTY)

    def done_or_leave(self) -> None:
        if self.hud_leave_mode():
            self.leave_table()
            return
        if not self.controller.has_game():
            return
        game = self.controller.game
        question = translate("Table", "Your game ends now and your score counts as it stands.")
        duel = self.duels.session
        if duel is not None and duel.flow.hands_over(duel.turn):
            question += " " + translate("Table", "Then it is %1's turn.").replace("%1", duel.player_name(1))
        if (
            game is not None
            and not game.over
            and not self.prompts.ask(self, translate("Table", "End this game?"), question)
        ):
            return
        if self.controller.game is not game:
            return  # a duel's clock ran out while the question was open: the next turn is not this player's to end
        self.controller.finish()

    def hints_allowed(self) -> bool:
        """Whether hints, the demo and the solver may be used in this game."""
        from spider_qt.duel.model import Command

        game = self.controller.game
        return game is not None and not game.over and self.allows(Command.HINT)

    def show_about(self) -> None:
        self.prompts.about(
            self,
            translate("Table", "About Spider Duel"),
            translate(
                "Table",
                "<h3>Spider Duel %1</h3><p>Spider Solitaire as the Windows classic plays it, "
                "plus the StarGames duel: two players, the same deal, the higher score wins.</p>",
            ).replace("%1", version()),
        )

    # --------------------------------------------------------------- slots

    def _on_controller_snapshot_changed(self, snapshot: TableSnapshot) -> None:
        self.scene.sync(snapshot)
        self._update_actions()
        self._update_title()
        self._say_if_stuck()

    def _say_if_stuck(self, *, again: bool = True) -> None:
        """Say so when the game at the table is not over but nothing is left to do but undo or Done.

        With ``again`` False (a new language) it is said only if it was still being said.
        """
        game = self.controller.game
        stuck = game is not None and not game.over and self.phase is TablePhase.PLAYING and not game.legal_moves()
        if game is not None and stuck and (again or self.status_line.shows(STUCK)):
            self.status_line.show_message(stuck_text(game.can_undo()), STUCK_MESSAGE_MS, STUCK)
        elif not stuck:  # an undo, a new game or the end: what was said no longer holds
            self.status_line.clear_message(STUCK)

    def _on_controller_time_changed(self, seconds: int) -> None:
        self.hud.set_time(seconds, self.controller.info.time_limit is not None)

    def _on_controller_game_over(self, won: bool) -> None:
        game = self.controller.game
        if game is None:
            return
        by_demo = self.assist.demo_running  # the demo played the last action: the game is the demo's
        self.assist.stop_demo()
        if (duel := self.duels.session) is not None and not duel.flow.left_for_later:
            # The duel goes on (the cover, the computer, the result, the message to send): no score shown here.
            self._update_actions()
            return
        if self.controller.info.helped:
            self.show_message(translate("Table", "This game was helped (hints, demo or solver)."), 8000, HELPED)
        if won and not by_demo:  # the demo's win is no one's to celebrate
            self.scene.celebrate()
        self.set_phase(TablePhase.RESULT, result=self.result_figures(by_demo=by_demo))

    def result_figures(self, *, by_demo: bool = False) -> ResultFigures:
        """What the result panel shows of the game on the table (which is over); ``by_demo``: the demo ended it."""
        game = self.controller.game
        assert game is not None
        reason = ""
        if self.controller.remaining() == 0 and not game.won:
            reason = "time"
        elif by_demo:
            reason = "demo"
        elif game.won and self.controller.info.helped:
            reason = "help"  # a win with help counts as played, never as won: the panel says so
        return (game.won, game.score, game.moves, int(self.controller.elapsed()), reason)

    def _on_controller_time_up(self) -> None:
        self.show_message(translate("Table", "Time is up."))

    def _on_controller_illegal_action(self, code: str) -> None:
        self.show_message(illegal_move_text(code))

    def quit_app(self) -> None:
        """Quit; during a duel only after confirming (the duel stays resumable)."""
        from spider_qt.duel.model import Command

        if self.duels.confirm(Command.QUIT):
            self._quit_confirmed = True
            self.close()

    # -------------------------------------------------------------- state

    def allows(self, command: Command) -> bool:
        """Whether ``command`` may be used now (a duel at the table decides through its policy)."""
        from spider_qt.duel.model import Verdict

        return self.duels.verdict(command) is not Verdict.REFUSE

    def _update_actions(self, *_: object) -> None:
        from spider_qt.ui.window.actions import TableFacts

        c = self.controller
        game = c.game
        playing = game is not None and not game.over
        focus = self.focusWidget()
        self.window_actions.follow(
            TableFacts(
                has_game=game is not None,
                playing=playing,
                can_deal=playing and c.can_deal(),
                can_undo=playing and game is not None and game.can_undo(),
                can_redo=c.can_redo(),
                hints=playing and self.hints_allowed(),
                leave=self.hud_leave_mode(),
                duel=self.duels.session is not None,
                covered=self.phase.covered,
                paused=self.phase is TablePhase.PAUSED,
            ),
            self.allows,
        )
        self.act_demo.setChecked(self.assist.demo_running)  # checked while it runs, however it was started
        self.hud.deal_button.setEnabled(self.act_deal.isEnabled())
        game = self.controller.game
        refused = game is not None and not game.over and not self.phase.covered and not game.deal_allowed()
        self.hud.set_deal_refusal(deal_refusal(game) if refused and game is not None else "")
        self.hud.undo_button.setEnabled(self.act_undo.isEnabled())
        self.hud.done_button.setEnabled(self.act_done.isEnabled())
        hud = (self.hud.deal_button, self.hud.undo_button, self.hud.done_button)
        if focus in hud and focus is not None and not focus.isEnabled():
            # The HUD button just pressed went off (the last deal, the last undo): Qt gave the keys to the next one,
            # where the next Space undid the deal just made, or asked to end the game. They go back to the table.
            from PySide6.QtCore import Qt  # here: the Qt namespace costs the first frame time (see ``ui.app``)

            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        if self.saver is not None:
            self.saver.update_actions()
        self.duel_strip.refresh()

    def refresh_duel_state(self) -> None:
        """The duel moved on: the actions and the status bar follow (a covered table says nothing)."""
        if self.phase.covered:
            self.message_label.clear()
        self._update_actions()
        self.refresh_status()

    def refresh_status(self, *_: object) -> None:
        """Say again who plays, with the score and moves of the game on the table."""
        watched = duel.watched() if (duel := self.duels.session) is not None else None
        if watched is not None:
            self.status_line.show_player(*watched)  # the computer's game is on the table
            return
        game = None if self.phase.covered else self.controller.game
        self.status_line.show_player(game, self.controller.info.player)

    def show_message(self, text: str, msecs: int = 4000, kind: str = "") -> None:
        self.status_line.show_message(text, msecs, kind)

    # -------------------------------------------------------------- events

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # A disabled action's shortcut does nothing; its key comes here instead, so Undo can say why.
        if self.built and event.matches(QKeySequence.StandardKey.Undo) and not self.act_undo.isEnabled():
            self.explain_refused_undo()
            event.accept()
            return
        from PySide6.QtCore import Qt  # here: the Qt namespace costs the first frame time (see ``spider_qt.ui.app``)

        if self.built and event.key() == Qt.Key.Key_Escape and self.assist.demo_running:
            self.assist.stop_demo()  # Esc reaches here when no cards are picked up or dragged (those it puts back)
            event.accept()
            return
        hint_key = self.built and QKeySequence(event.keyCombination()) == self.act_hint.shortcut()
        if hint_key and not self.act_hint.isEnabled() and (duel := self.duels.session) and not duel.allow_help():
            self.show_message(no_help_in_duel_text())  # H did nothing: say why
            event.accept()
            return
        deal_key = self.built and QKeySequence(event.keyCombination()) == self.act_deal.shortcut()
        if deal_key and not self.act_deal.isEnabled():
            self.explain_refused_deal()
            event.accept()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.built:
            QTimer.singleShot(0, self.overlays.recenter)

    def closeEvent(self, event: QCloseEvent) -> None:
        from spider_qt.duel.model import Command

        # The window manager's close button asks as Quit does (closing from code, e.g. a test, does not).
        asking = event.spontaneous() and self.built and not self._quit_confirmed
        if asking and not self.duels.confirm(Command.QUIT):
            event.ignore()
            return
        self.settings.set_geometry(self.saveGeometry())
        self.settings.sync()
        if asking or self._quit_confirmed:
            self.duels.drop()  # the duel stays in its records and autosave; its session acts no more
        if self.built:
            self.assist.shutdown()  # the thinking-ahead and solver processes, if they were started
        super().closeEvent(event)
