"""The window's actions, menus and toolbar, and their texts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from spider_qt.duel.model import Command
from spider_qt.i18n import LANGUAGES
from spider_qt.ui.art import icons
from spider_qt.ui.texts import mnemonics

if TYPE_CHECKING:
    from spider_qt.ui.window.game_clock import GameClock
    from spider_qt.ui.window.table_input import TableInput

SPEEDS = (0.0, 0.5, 1.0, 2.0)


class ActionHandlers(Protocol):
    """What the actions call: the window's commands."""

    def new_game_dialog(self) -> None: ...
    def restart(self) -> None: ...
    def done_or_leave(self) -> None: ...
    def quit_app(self) -> None: ...
    def show_about(self) -> None: ...
    def set_language(self, code: str) -> None: ...
    @property
    def table_input(self) -> TableInput: ...
    @property
    def game_clock(self) -> GameClock: ...


class HelpHandlers(Protocol):
    """What the help commands call: hint, demo, solver."""

    def show_hint(self) -> None: ...
    def toggle_demo(self) -> None: ...
    def ask_winnable(self) -> None: ...


@dataclass(frozen=True, slots=True)
class TableFacts:
    """What the actions follow besides the command policy: the game at the table."""

    has_game: bool
    playing: bool  # a game not over
    can_deal: bool
    can_undo: bool
    can_redo: bool
    hints: bool  # the game may be helped
    leave: bool  # Done has become Leave
    duel: bool  # a duel owns the table
    covered: bool = False  # the cover hides the table (a pause, a duel between turns)
    paused: bool = False  # the cover is a pause: Pause (P) resumes, as the cover's Resume does


class WindowActions(QObject):
    """Builds the QActions (with shortcuts), the menu bar and the toolbar of ``window``; ``challenges`` opens the
    open challenges (the window's duels). The Options menu's choices are applied by ``AppearanceMenus``."""

    def __init__(
        self,
        window: QMainWindow,
        handlers: ActionHandlers,
        helpers: HelpHandlers,
        challenges: Callable[[], None],
        *,
        speed: float,
        four_color: bool,
        click_mode: str,
        language: str,
    ) -> None:
        super().__init__(window)
        self.window = window
        h = handlers
        table, clock = h.table_input, h.game_clock
        key = QKeySequence
        self.act_new = self._action("new_game", [key("F2"), key("Ctrl+N")], h.new_game_dialog, "new_game")
        self.act_restart = self._action("restart", [key("Ctrl+R")], h.restart, "restart")
        self.act_deal = self._action("deal", [key("D")], table.deal, "deal")
        self.act_undo = self._action("undo", [key(key.StandardKey.Undo)], table.undo, "undo")
        self.act_redo = self._action("redo", [key("Ctrl+Shift+Z"), key("Ctrl+Y")], table.redo, "redo")
        self.act_hint = self._action("hint", [key("H")], helpers.show_hint, "hint")
        self.act_done = self._action("done", None, h.done_or_leave)
        self.act_demo = self._action("demo", [key("Ctrl+D")], helpers.toggle_demo)
        self.act_demo.setCheckable(True)
        self.act_solve = self._action("solve", None, helpers.ask_winnable)
        self.act_quit = self._action("quit", [key("Ctrl+Q")], h.quit_app)
        self.act_challenges = self._action("challenges", None, challenges)
        self.act_pause = self._action("pause", [key("P")], clock.pause_game)
        self._paused = False  # the table is covered by a pause: the action then resumes
        self.act_about = self._action("about", None, h.show_about)

        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[float, QAction] = {}
        for s in SPEEDS:
            self.speed_actions[s] = self._choice(self.speed_group, s, s == speed)
        self.act_four_color = QAction(window)
        self.act_four_color.setCheckable(True)
        self.act_four_color.setChecked(four_color)
        self.click_group = QActionGroup(self)
        self.act_single_click = self._choice(self.click_group, "single", click_mode == "single")
        self.act_double_click = self._choice(self.click_group, "double", click_mode == "double")
        self.act_no_click = self._choice(self.click_group, "off", click_mode == "off")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            a = self._choice(self.language_group, code, code == language)
            a.setText(name)  # a language's own name is never translated
            a.triggered.connect(lambda _c=False, code=code: h.set_language(code))
            self.language_actions[code] = a
        mnemonics.assign(list(self.language_actions.values()))  # each its own letter: E, I, N, D
        self._build_menus()
        self._build_toolbar()

    def _action(
        self, name: str, shortcuts: list[QKeySequence] | None, slot: Callable[[], None], icon: str = ""
    ) -> QAction:
        action = QAction(self.window)
        action.setObjectName(name)
        if shortcuts:
            action.setShortcuts(shortcuts)
        action.triggered.connect(lambda _checked=False: slot())
        if icon:
            action.setIcon(icons.icon(icon))
        self.window.addAction(action)
        return action

    def _choice(self, group: QActionGroup, data: object, checked: bool) -> QAction:
        a = QAction(self.window)
        a.setCheckable(True)
        a.setData(data)
        a.setChecked(checked)
        group.addAction(a)
        return a

    def _build_menus(self) -> None:
        bar = self.window.menuBar()
        self.game_menu = QMenu(self.window)
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

        self.options_menu = QMenu(self.window)
        self.speed_menu = QMenu(self.window)
        for a in self.speed_actions.values():
            self.speed_menu.addAction(a)
        self.options_menu.addMenu(self.speed_menu)
        self.click_menu = QMenu(self.window)
        self.click_menu.addAction(self.act_single_click)
        self.click_menu.addAction(self.act_double_click)
        self.click_menu.addAction(self.act_no_click)
        self.options_menu.addMenu(self.click_menu)
        self.options_menu.addAction(self.act_four_color)
        bar.addMenu(self.options_menu)

        self.language_menu = QMenu(self.window)
        for a in self.language_actions.values():
            self.language_menu.addAction(a)
        bar.addMenu(self.language_menu)

        self.help_menu = QMenu(self.window)
        self.help_menu.addAction(self.act_about)
        bar.addMenu(self.help_menu)

    def _build_toolbar(self) -> None:
        self.toolbar = QToolBar(self.window)
        self.toolbar.setObjectName("main_toolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for a in (self.act_new, self.act_restart, self.act_undo, self.act_redo, self.act_hint):
            self.toolbar.addAction(a)
        self.window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def follow(self, t: TableFacts, allows: Callable[[Command], bool]) -> None:
        """Enable each action as the table and the command policy say (the policy alone decides in a duel)."""
        self.act_restart.setEnabled(t.has_game and allows(Command.RESTART))
        self.act_deal.setEnabled(t.can_deal and allows(Command.DEAL))
        self.act_undo.setEnabled(t.can_undo and allows(Command.UNDO))
        # Redo stays in the menu under duel rules too (disabled), so no item moves between rule sets.
        self.act_redo.setEnabled(t.can_redo and allows(Command.UNDO))
        self.act_hint.setEnabled(t.hints and allows(Command.HINT))
        self.act_demo.setEnabled(t.hints and allows(Command.DEMO))
        self.act_solve.setEnabled(t.hints and allows(Command.SOLVER))
        self.act_done.setEnabled((t.playing and allows(Command.DONE)) or (t.leave and allows(Command.LEAVE)))
        self.act_pause.setEnabled((t.playing and not t.covered and allows(Command.PAUSE)) or t.paused)
        if t.paused != self._paused:
            self._paused = t.paused
            self._name_pause()
        if t.covered:  # nothing on a hidden table can be played (a single-player game's pause)
            for a in (self.act_restart, self.act_deal, self.act_undo, self.act_redo, self.act_done):
                a.setEnabled(False)
            for a in (self.act_hint, self.act_demo, self.act_solve):
                a.setEnabled(False)
        self.act_new.setEnabled(allows(Command.NEW_GAME))
        self.act_challenges.setEnabled(allows(Command.CHALLENGES))
        self.act_quit.setEnabled(allows(Command.QUIT))
        self.language_menu.setEnabled(allows(Command.LANGUAGE))

    def check_language(self, code: str) -> None:
        for c, a in self.language_actions.items():
            a.setChecked(c == code)

    def _name_pause(self) -> None:
        """Pause, or while paused Resume: the same action and key (P) does both."""
        self.act_pause.setText(
            QCoreApplication.translate("Menus", "Resume (shows the tab&le)")
            if self._paused
            else QCoreApplication.translate("Menus", "Pause (hides the tab&le)")
        )

    def retranslate(self, *, leave_mode: bool) -> None:
        self.act_new.setText(QCoreApplication.translate("Menus", "&New game…"))
        self.act_new.setToolTip(QCoreApplication.translate("Menus", "Start a new game (F2)"))
        self.act_restart.setText(QCoreApplication.translate("Menus", "Res&tart this deal"))
        self.act_deal.setText(QCoreApplication.translate("Menus", "&Deal"))
        self.act_undo.setText(QCoreApplication.translate("Menus", "&Undo"))
        self.act_redo.setText(QCoreApplication.translate("Menus", "R&edo"))
        self.act_hint.setText(QCoreApplication.translate("Menus", "&Hint"))
        self.act_done.setText(
            QCoreApplication.translate("Menus", "Lea&ve the table")
            if leave_mode
            else QCoreApplication.translate("Menus", "D&one")
        )
        self.act_quit.setText(QCoreApplication.translate("Menus", "&Quit"))
        self.act_challenges.setText(QCoreApplication.translate("Menus", "&Challenges…"))
        self._name_pause()
        self.act_demo.setText(QCoreApplication.translate("Menus", "De&mo: let the computer play"))
        self.act_solve.setText(QCoreApplication.translate("Menus", "Is this deal &winnable?"))
        self.act_hint.setToolTip(QCoreApplication.translate("Menus", "Show a good move (H)"))
        self.game_menu.setTitle(QCoreApplication.translate("Menus", "&Game"))
        self.options_menu.setTitle(QCoreApplication.translate("Menus", "&Options"))
        self.speed_menu.setTitle(QCoreApplication.translate("Menus", "&Animation speed"))
        names = {
            0.0: QCoreApplication.translate("Menus", "Off", "animation"),
            0.5: QCoreApplication.translate("Menus", "Slow"),
            1.0: QCoreApplication.translate("Menus", "Normal"),
            2.0: QCoreApplication.translate("Menus", "Fast"),
        }
        for speed, a in self.speed_actions.items():
            a.setText(names[speed])
        self.click_menu.setTitle(QCoreApplication.translate("Menus", "&Click to move"))
        self.act_single_click.setText(QCoreApplication.translate("Menus", "Single click"))
        self.act_double_click.setText(QCoreApplication.translate("Menus", "Double click"))
        self.act_no_click.setText(QCoreApplication.translate("Menus", "Off: drag the cards", "click to move"))
        # In a submenu, a letter picks the item: each gets its own, in the language now.
        mnemonics.assign(list(self.speed_actions.values()))
        mnemonics.assign([self.act_single_click, self.act_double_click, self.act_no_click])
        self.act_four_color.setText(QCoreApplication.translate("Menus", "&Four-colour deck"))
        self.language_menu.setTitle(QCoreApplication.translate("Menus", "&Language"))
        self.help_menu.setTitle(QCoreApplication.translate("Menus", "&Help"))
        self.act_about.setText(QCoreApplication.translate("Menus", "&About Spider Duel"))
        self.toolbar.setWindowTitle(QCoreApplication.translate("Menus", "Toolbar"))
