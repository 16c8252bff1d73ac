"""The main window's methods that only pass things on (duels, the autosave, the clock, table input).

A mixin of MainWindow, kept apart so main_window.py stays readable; nothing here shows a text
(texts stay in main_window.py, where lupdate files them under MainWindow).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from spider_qt.ui.window.table_phase import TablePhase

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel

    from spider_qt.duel.model import DuelState
    from spider_qt.store import Database
    from spider_qt.ui.art.card_art import CardArt
    from spider_qt.ui.computer.assist import Assist
    from spider_qt.ui.controller import GameController
    from spider_qt.ui.duel.coordinator import DuelCoordinator
    from spider_qt.ui.duel.result_dialog import DuelResultDialog
    from spider_qt.ui.duel.session import DuelSession
    from spider_qt.ui.duel.strip import DuelStrip
    from spider_qt.ui.persistence.persistence import Persistence
    from spider_qt.ui.scene.table_scene import TableScene
    from spider_qt.ui.settings import Settings
    from spider_qt.ui.window.clock_guard import ClockGuard
    from spider_qt.ui.window.cover import CoverScreen
    from spider_qt.ui.window.panels import WelcomePanel
    from spider_qt.ui.window.table_view import TableView
    from spider_qt.ui.window.time_up import TimeUpPanel
    from spider_qt.ui.window.welcome_card import WelcomeCard

# How long the status bar says who won a duel that a player left (the table may show it longer).
FORFEIT_MESSAGE_MS = 15000


class WindowHooks:
    """Duel and autosave hooks, pause and clock, and the table's input, for MainWindow."""

    # Set by MainWindow.__init__.
    settings: Settings
    art: CardArt
    scene: TableScene
    controller: GameController
    assist: Assist
    duels: DuelCoordinator
    clock_guard: ClockGuard
    cover: CoverScreen
    message_label: QLabel
    phase: TablePhase
    welcome_panel: WelcomePanel
    view: TableView
    duel_strip: DuelStrip
    time_up_panel: TimeUpPanel | None = None
    forfeit_news: Callable[[], str] | None = None
    welcome_card: WelcomeCard | None = None
    _saver: Persistence | None
    # MainWindow's own methods.
    set_phase: Callable[..., None]
    _update_actions: Callable[..., None]
    _update_status: Callable[..., None]
    explain_refused_deal: Callable[[], None]
    show_message: Callable[..., None]

    def set_saver(self, saver: Persistence) -> None:
        """The autosave and records the app attached (they write the duel's bookkeeping too)."""
        self._saver = saver

    def _saved_db(self) -> Database | None:
        return None if self._saver is None else self._saver.db

    def set_autosave_aside(self) -> str:
        """Move the autosaved game aside, never deleting it (its duel could not be restored); what to tell the
        player about where it went."""
        return "" if self._saver is None else self._saver.keeper.set_aside()

    @property
    def duel(self) -> DuelSession | None:
        """The duel at the table, if any."""
        return self.duels.session

    @property
    def duel_result(self) -> DuelResultDialog | None:
        """The duel result screen last shown."""
        return self.duels.result_dialog

    def drop_duel(self) -> None:
        """Forget the duel at the table (its store records stay as they are)."""
        self.duels.drop()
        if self.phase.covered or self.phase is TablePhase.WATCHING:
            self.set_phase(TablePhase.PLAYING)

    def tell_forfeit(self, state: DuelState, leaver: int, *, on_table: bool) -> None:
        """A Leave or New game forfeited the duel: say who won ("Bob wins: Alice left the duel") in the status bar,
        and, ``on_table`` (the table empties after a Leave), on the panel of the empty table until it is used; else
        with the new game's deal (``start_game`` says it)."""
        from spider_qt.ui.texts.duel_news import forfeit_headline

        headline = forfeit_headline(state, leaver)
        if on_table:
            self.welcome_panel.set_news(headline)
            self.show_message(headline(), FORFEIT_MESSAGE_MS)
        else:
            self.forfeit_news = headline

    def take_forfeit_news(self) -> str:
        """Who won the duel a New game just forfeited ("" for none), said once."""
        news, self.forfeit_news = self.forfeit_news, None
        return "" if news is None else news()

    def show_time_up(self, name: str, msecs: int) -> None:
        """``name``'s duel clock ran out: "Time is up" over the table for ``msecs``, before the duel goes on."""
        from spider_qt.ui.window.time_up import TimeUpPanel

        if self.time_up_panel is None:  # made on first need: most evenings no clock runs out
            self.time_up_panel = TimeUpPanel(self.view.viewport())
        self.time_up_panel.show_for(name, msecs)

    def show_duel_player_info(self) -> bool:
        """The duel strip's Player info (the opponent, no statistics during the duel); False without a duel."""
        if self.duels.session is None:
            return False
        self.duels.show_opponent_info(self.duel_strip.opponent_side())
        return True

    def prepare_table(self) -> None:
        """Before a duel turn is dealt: no hint, no demo."""
        self.scene.clear_hint()
        self.assist.stop_demo()

    def refresh_duel_state(self) -> None:
        if self.phase.covered:
            self.message_label.clear()
        self._update_actions()
        self._update_status()

    def challenges_dialog(self) -> None:
        """The open challenges the current player may take up."""
        self.duels.challenges_dialog(
            str(self.settings.get("new_game/player")), lambda name: self.settings.set("new_game/player", name)
        )

    def pause_game(self) -> None:
        """Stop the clock; the table is hidden until the player resumes (classic games and duels alike). Pressed
        again while paused, it resumes, as the cover's Resume button does."""
        if self.phase is TablePhase.PAUSED:
            self.cover.start_button.click()
            return
        # The demo never plays behind the cover: its moves would cost no time (a duel's clock stops too).
        self.assist.stop_demo()
        if self.duel is not None:
            self.duel.pause()
            return
        game = self.controller.game
        if game is None or game.over or self.phase is not TablePhase.PLAYING:
            return
        self.controller.pause_clock()
        self.set_phase(TablePhase.PAUSED, name=self.controller.info.player)

    def _on_cover_start_clicked(self) -> None:
        # A duel's cover is the duel's own business; this resumes a single-player game's pause.
        if self.duel is None and self.phase is TablePhase.PAUSED:
            self.set_phase(TablePhase.PLAYING)
            self._resume_clock()

    def _clock_may_stop(self) -> bool:
        """Whether an open dialog stops the clock: never a duel's.

        In a duel time is part of the contest, and the table stays in view behind a dialog (the help window does
        not even block play): help, questions and player info are read on the clock. Pause, which covers the
        table, stops it.
        """
        game = self.controller.game
        return self.duel is None and game is not None and not game.over and self.phase is TablePhase.PLAYING

    def _resume_clock(self) -> None:
        """Restart the clock after a pause or a dialog, unless the table is covered or the game over meanwhile."""
        game = self.controller.game
        if game is None or game.over or self.phase is not TablePhase.PLAYING or self.clock_guard.holding:
            return
        if self.duel is not None and self.duel.is_covered():
            return
        self.controller.resume_clock()

    def controller_deal(self) -> None:
        if self.controller.has_game() and self.controller.can_deal():
            self.assist.stop_demo()  # the player takes the game back, as with a drag
            self.scene.clear_hint()
            self.controller.deal()

    def controller_undo(self) -> None:
        if self.controller.has_game():
            self.assist.stop_demo()
            self.scene.clear_hint()
            self.controller.undo()

    def controller_redo(self) -> None:
        if self.controller.has_game():
            self.assist.stop_demo()
            self.scene.clear_hint()
            self.controller.redo()

    def _on_scene_move_requested(self, src: int, count: int, dst: int) -> None:
        self.assist.stop_demo()
        self.scene.clear_hint()
        if not self.controller.move_cards(src, count, dst):
            game = self.controller.game
            if game is not None:
                from spider_qt.ui.model import TableSnapshot

                self.scene.sync(TableSnapshot.from_game(game, "load"))

    def _on_scene_card_clicked(self, col: int, index: int) -> None:
        self.assist.stop_demo()
        self.scene.clear_hint()
        self.controller.click_move(col, index)

    def _on_scene_flip_requested(self, col: int) -> None:
        self.assist.stop_demo()
        self.controller.flip(col)

    def _on_scene_stock_clicked(self) -> None:
        if self.controller.has_game() and not self.controller.can_deal():
            self.explain_refused_deal()  # the stock looks clickable: say why nothing is dealt
            return
        self.controller_deal()

    def set_animation_speed(self, speed: float) -> None:
        self.settings.set("animation_speed", speed)
        self.scene.set_animation_speed(speed)

    def set_four_color(self, on: bool) -> None:
        self.settings.set("four_color", on)
        self.art.four_color = on
        self.scene.set_art(self.art)

    def set_click_mode(self, mode: str) -> None:
        self.settings.set("click_mode", mode)
        self.scene.set_click_mode(mode)
