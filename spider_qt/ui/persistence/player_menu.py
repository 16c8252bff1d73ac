"""The Player menu (profiles, statistics, player info, export) and Replay a finished game."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu, QWidget

from spider_qt.duel.kinds import flow, from_setting
from spider_qt.duel.model import Command
from spider_qt.engine import Game
from spider_qt.i18n import format_datetime, format_number
from spider_qt.store import GameRecord, Profile, StoreError, name_key
from spider_qt.ui.texts.errors import store_error_text
from spider_qt.ui.window.part import WindowPart
from spider_qt.ui.window.table_phase import GameTable

if TYPE_CHECKING:
    from spider_qt.ui.dialogs.player_info import PlayerInfoDialog
    from spider_qt.ui.dialogs.profiles import ProfileManagerDialog
    from spider_qt.ui.dialogs.replay import ReplayViewer
    from spider_qt.ui.dialogs.statistics import StatisticsDialog
    from spider_qt.ui.persistence.records import Recorder
    from spider_qt.ui.prompts import Prompts

REPLAY_CHOICES = 50


class PlayerMenu(WindowPart):
    """Owns the Player menu, the Replay action and the replay windows it opened."""

    def __init__(self, table: GameTable, widget: QWidget, recorder: Recorder, prompts: Prompts) -> None:
        super().__init__(widget)
        self.table = table
        self.widget = widget
        self.recorder = recorder
        self.prompts = prompts
        self.controller = table.controller
        self.settings = table.settings
        self.viewers: list[ReplayViewer] = []
        self._replay_refused = False  # what the command policy said of Replay the last time it was asked
        self.act_replay = self.make_action(self._on_replay_triggered, "replay_game")
        self.act_profiles = self.make_action(self._on_profiles_triggered)
        self.act_statistics = self.make_action(self._on_statistics_triggered)
        self.act_player_info = self.make_action(self._on_player_info_triggered)
        self.act_export = self.make_action(self._on_export_triggered)
        self.menu = QMenu(widget)
        self.menu.setObjectName("player_menu")
        for a in (self.act_profiles, self.act_statistics, self.act_player_info):
            self.menu.addAction(a)
        self.menu.addSeparator()
        self.menu.addAction(self.act_export)
        self.retranslate()
        self.update_actions()
        for signal in (self.controller.game_started, self.controller.game_closed, self.controller.game_over):
            signal.connect(self.update_actions)
        widget.installEventFilter(self)

    def _action(self, slot: object, name: str = "") -> QAction:
        action = QAction(self.widget)
        if name:
            action.setObjectName(name)
        action.triggered.connect(slot)
        return action

    def retranslate(self) -> None:
        self.act_replay.setText(QCoreApplication.translate("Saving", "Replay a finished &game…"))
        self.menu.setTitle(QCoreApplication.translate("Saving", "&Player"))
        self.act_profiles.setText(QCoreApplication.translate("Saving", "&Profiles…"))
        self.act_statistics.setText(QCoreApplication.translate("Saving", "&Statistics…"))
        self.act_player_info.setText(QCoreApplication.translate("Saving", "Player &info…"))
        self.act_export.setText(QCoreApplication.translate("Saving", "&Export statistics as CSV…"))

    def update_actions(self, *_: object) -> None:
        game = self.controller.game
        has_db = self.recorder.db is not None
        ok = self.table.allows
        self.act_profiles.setEnabled(has_db and ok(Command.STATISTICS))
        self.act_statistics.setEnabled(has_db and ok(Command.STATISTICS))
        self.act_export.setEnabled(has_db and ok(Command.STATISTICS))
        # As the duel strip's Player info: during a duel too, then without statistics (``_show_player_info``).
        self.act_player_info.setEnabled(has_db and ok(Command.PLAYER_INFO))
        self.act_replay.setEnabled((has_db or (game is not None and game.over)) and ok(Command.REPLAY))
        refused = not ok(Command.REPLAY)
        if refused and not self._replay_refused:
            # A duel took the table: the replays opened before it go too. Left open, one of a game on the duel's
            # deal showed the second player every card of it (the first player watched their game alone, then
            # dealt it to the duel).
            self.close_viewers()
        self._replay_refused = refused

    def current_profile(self) -> Profile | None:
        """The profile of the player at the table (or of the last player), if it exists yet."""
        c = self.controller
        name = c.info.player if c.has_game() else self.settings.get("new_game/player")
        return self.recorder.find_profile(str(name))

    # ------------------------------------------------------------- dialogs

    def profiles_dialog(self) -> ProfileManagerDialog | None:
        db = self.recorder.db
        if db is None:
            return None
        from spider_qt.store.profiles import default_player_name
        from spider_qt.ui.dialogs.profiles import ProfileManagerDialog

        c = self.controller
        game = c.game
        table = str(c.info.player).strip() if game is not None and not game.over else ""
        last = str(c.info.player).strip() if c.has_game() else ""
        chosen = str(self.settings.get("new_game/player")).strip() or last or default_player_name()
        dialog = ProfileManagerDialog(db, self.widget, active_name=chosen, table_name=table)
        dialog.active_changed.connect(self._on_profiles_active_changed)
        dialog.renamed.connect(self._on_profiles_renamed)
        return dialog

    def _on_profiles_renamed(self, old: str, new: str) -> None:
        """A profile was renamed: wherever the window keeps its name (the game on the table, the player of the next
        games, the second player it offers) it now says ``new``; under ``old`` a game would be recorded for a new
        profile of that name."""
        ours = False
        for key in ("new_game/player", "new_game/opponent_name"):
            if name_key(str(self.settings.get(key))) == name_key(old):
                self.settings.set(key, new)
                ours = ours or key == "new_game/player"
        c = self.controller
        if c.game is not None and name_key(c.info.player) == name_key(old):
            c.info.player = new
            self.table.refresh_status()
            ours = True
        if ours:
            self.table.show_message(QCoreApplication.translate("Saving", "You play as %1.").replace("%1", new))

    def _on_profiles_active_changed(self, name: str) -> None:
        """The profiles dialog switched the player: new games are recorded for ``name``."""
        self.settings.set("new_game/player", name)
        c = self.controller
        game = c.game
        if game is not None and not game.history and c.info.duel is None:
            c.info.player = name  # nothing played yet: this game is the new player's already
            text = QCoreApplication.translate("Saving", "You play as %1.")
        else:
            text = QCoreApplication.translate("Saving", "From your next game, you play as %1.")
        self.table.show_message(text.replace("%1", name))

    def statistics_dialog(self) -> StatisticsDialog | None:
        db = self.recorder.db
        if db is None:
            return None
        profile = self.current_profile()
        from spider_qt.ui.dialogs.statistics import StatisticsDialog

        return StatisticsDialog(db, None if profile is None else profile.id, self.widget, self.prompts)

    def player_info_dialog(self) -> PlayerInfoDialog | None:
        db = self.recorder.db
        profile = self.current_profile()
        if db is None or profile is None:
            return None
        opponent: Profile | None = None
        try:
            kept = from_setting(self.settings.get("new_game/opponent"))
            how = None if kept is None else flow(kept)
            if how is not None and how.computer_plays:
                opponent = db.profiles.computer(self.settings.get("new_game/level"))
            elif how is not None and how.both_here:
                opponent = db.profiles.find(self.settings.get("new_game/opponent_name"))
            if opponent is not None and opponent.id == profile.id:
                # The second player of a hot-seat duel has the table (theirs was its last turn, or they play its deal
                # alone): their opponent is the first, whom the New game dialog keeps as the player. It showed the
                # second player against themself, with no duel to look at again.
                first = db.profiles.find(self.settings.get("new_game/player"))
                opponent = first if first is not None and first.id != profile.id else None
        except StoreError:
            opponent = None
        from spider_qt.ui.dialogs.player_info import PlayerInfoDialog
        from spider_qt.ui.duel.result_dialog import past_result_screen

        return PlayerInfoDialog(db, profile, opponent, self.widget, result_screen=past_result_screen)

    def replay_choices(self) -> list[tuple[str, Game, tuple[float, ...]]]:
        """Finished games to replay: the one on the table if it is over, then the player's recorded games."""
        out: list[tuple[str, Game, tuple[float, ...]]] = []
        for label, load in self.replay_list():
            try:
                game, times = load()
            except StoreError:
                continue
            out.append((label, game, times))
        return out

    def replay_list(self) -> list[tuple[str, Callable[[], Replayable]]]:
        """``replay_choices`` with each game still to be rebuilt: listing 50 long games took a third of a second
        of replaying them all, while the player waited for the list; only the game chosen needs rebuilding."""
        return [(label(), load) for label, load, _title in self._replay_choices()]

    def _replay_choices(self) -> list[tuple[Callable[[], str], Callable[[], Replayable], Callable[[], str]]]:
        """``replay_list`` with each label still to be written (in the language of the moment: a viewer's title
        follows a language switch), and what its replay's title names: the game on the table by its deal and end,
        as it is on the table only for a while (the title said so whatever game had taken the table since)."""
        out: list[tuple[Callable[[], str], Callable[[], Replayable], Callable[[], str]]] = []
        game = self.controller.game
        if game is not None and game.over:
            score = game.score
            times = tuple(self.controller.info.action_times)
            finished = partial(_finished_label, game.rules, game.suits, game.seed, score, game.won)
            out.append((partial(_table_label, score), _ready(game, times), finished))
        profile = self.current_profile()
        db = self.recorder.db
        if db is not None and profile is not None:
            # A challenge nobody has taken up yet keeps its deal and its game to itself: profiles have no
            # passwords, so whoever takes it up could otherwise read both here first, as its player.
            waiting = {d.id for d in db.duels.for_profile(profile.id, status="open")}
            for r in db.games.for_profile(profile.id, limit=REPLAY_CHOICES):
                if r.duel_id is not None and r.duel_id in waiting:
                    continue
                label = partial(_record_label, r)
                out.append((label, _rebuilt(r), label))
        return out

    def open_replay(
        self, game: Game, action_times: tuple[float, ...] = (), title: str | Callable[[], str] = ""
    ) -> ReplayViewer:
        """Show ``game`` in a replay viewer window (``title`` a text, or one written anew on a language switch)."""
        from spider_qt.ui.dialogs.replay import ReplayViewer

        viewer = ReplayViewer(
            game,
            action_times or None,
            title=title,
            animation_speed=float(self.settings.get("animation_speed")),
            four_color=bool(self.settings.get("four_color")),
            parent=self.widget,
        )
        # Closed, a viewer goes (its table, its cards' images): kept as the window's child, one more stayed for
        # every replay watched in a session.
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.destroyed.connect(partial(self._forget_viewer, viewer))
        self.viewers.append(viewer)
        viewer.show()
        return viewer

    def _forget_viewer(self, viewer: ReplayViewer, *_: object) -> None:
        self.viewers = [v for v in self.viewers if v is not viewer]

    def choose_replay(self) -> ReplayViewer | None:
        choices = self._replay_choices()
        if not choices:
            self.prompts.info(
                self.widget,
                QCoreApplication.translate("Saving", "Replay", "noun"),
                QCoreApplication.translate("Saving", "There is no finished game to replay yet."),
            )
            return None
        labels = [label() for label, _load, _title in choices]
        chosen = self.prompts.choose_item(
            self.widget,
            QCoreApplication.translate("Saving", "Replay a finished game"),
            QCoreApplication.translate("Saving", "&Game:"),
            labels,
        )
        if chosen is None:
            return None
        _label, load, title = choices[labels.index(chosen)]
        game, times = load()  # a record that no longer loads is told by _reporting, as other damaged entries are
        return self.open_replay(
            game, times, lambda: QCoreApplication.translate("Saving", "Replay: %1").replace("%1", title())
        )

    def close_viewers(self) -> None:
        """Close every replay of the window: the Replay menu's, and those its dialogs opened (a duel's result screen,
        one opened again from Player info)."""
        from spider_qt.ui.dialogs.replay import ReplayViewer

        for viewer in {*self.viewers, *self.widget.findChildren(ReplayViewer)}:
            viewer.close()

    def _on_replay_triggered(self) -> None:
        self._reporting(self.choose_replay)

    def _on_profiles_triggered(self) -> None:
        self._reporting(lambda: _run(self.profiles_dialog()))

    def _on_statistics_triggered(self) -> None:
        self._reporting(lambda: _run(self.statistics_dialog()))

    def _on_player_info_triggered(self) -> None:
        self._reporting(self._show_player_info)

    def _show_player_info(self) -> None:
        if not self.table.allows(Command.STATISTICS) and self.table.duel_strip.show_player_info():
            return  # during a duel: what the strip's Player info shows, the opponent without statistics
        dialog = self.player_info_dialog()
        if dialog is None:
            self.prompts.info(
                self.widget,
                QCoreApplication.translate("Saving", "Player info"),
                QCoreApplication.translate("Saving", "Finish a game first: then your statistics appear here."),
            )
            return
        _run(dialog)

    def _on_export_triggered(self) -> None:
        db = self.recorder.db
        if db is not None:
            from spider_qt.ui.dialogs.statistics import export_statistics

            self._reporting(lambda: export_statistics(db, self.widget, prompts=self.prompts))

    def _reporting(self, show: Callable[[], object]) -> None:
        """Run a menu command that reads the database; its trouble (busy, a damaged entry) is told, not raised."""
        try:
            show()
        except StoreError as exc:
            self.prompts.warn(
                self.widget,
                QCoreApplication.translate("Saving", "Statistics unavailable"),
                store_error_text(exc),
            )


def _run(dialog: QDialog | None) -> None:
    """Show a modal dialog (if there is one) and let it go."""
    if dialog is not None:
        dialog.exec()
        dialog.deleteLater()


Replayable = tuple[Game, tuple[float, ...]]


def _table_label(score: int) -> str:
    return QCoreApplication.translate("Saving", "The game on the table (score %1)").replace("%1", format_number(score))


def _finished_label(rules: str, suits: int, seed: int, score: int, won: bool) -> str:
    """A finished game named by its deal and its end (the game on the table, once it is no longer there)."""
    from spider_qt.ui.dialogs.statistics import combo_name

    won_text, not_won = (
        QCoreApplication.translate("Saving", "won"),
        QCoreApplication.translate("Saving", "not won"),
    )
    return (
        QCoreApplication.translate("Saving", "%1 · deal %2 · score %3, %4")
        .replace("%1", combo_name(rules, suits))
        .replace("%2", str(seed))
        .replace("%3", format_number(score))
        .replace("%4", won_text if won else not_won)
    )


def _record_label(r: GameRecord) -> str:
    from spider_qt.ui.dialogs.statistics import combo_name

    won, not_won = (
        QCoreApplication.translate("Saving", "won"),
        QCoreApplication.translate("Saving", "not won"),
    )
    outcome = won if r.won else not_won
    return (
        QCoreApplication.translate("Saving", "%1 · %2 · deal %3 · score %4, %5")
        .replace("%1", format_datetime(r.finished_at))
        .replace("%2", combo_name(r.rules, r.suits))
        .replace("%3", str(r.seed))
        .replace("%4", format_number(r.score))
        .replace("%5", outcome)
    )


def _ready(game: Game, times: tuple[float, ...]) -> Callable[[], Replayable]:
    """The replay-list loader of a game at hand."""
    return lambda: (game, times)


def _rebuilt(record: GameRecord) -> Callable[[], Replayable]:
    """The replay-list loader of a recorded game: rebuilt when chosen (raises ``RecordError`` if it no longer loads)."""
    return lambda: (record.game(), record.action_times)
