"""Nothing lost: the autosave after every action, resume, saved games, recent files, and the Player menu.

``attach(window, args)`` wires everything to a ``MainWindow``; the app then calls ``resume()``.
"""

from __future__ import annotations

import argparse
import getpass
import json
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMenu, QMessageBox, QWidget

from spider_qt.engine import Game, Move
from spider_qt.i18n import format_datetime, format_number, retranslate_later
from spider_qt.store import (
    Autosave,
    Database,
    GameRecord,
    Profile,
    SaveFileError,
    SaveMeta,
    StoreError,
    load_game,
    push_recent,
    save_game,
)
from spider_qt.ui import paths
from spider_qt.ui.controller import GameInfo
from spider_qt.ui.driver_args import add_arguments as add_arguments
from spider_qt.ui.errors_text import store_error_text

if TYPE_CHECKING:
    from spider_qt.ui.dialogs.player_info import PlayerInfoDialog
    from spider_qt.ui.dialogs.profiles import ProfileManagerDialog
    from spider_qt.ui.dialogs.replay import ReplayViewer
    from spider_qt.ui.dialogs.statistics import StatisticsDialog
    from spider_qt.ui.main_window import MainWindow

MAX_RECENT = 8
#: Where a save keeps the classic game's redo list (in SaveMeta.extra, as move notation).
REDO_KEY = "redo"
REPLAY_CHOICES = 50
AUTOPLAY_INTERVAL_MS = 1


def attach(window: MainWindow, args: argparse.Namespace) -> Persistence:
    """Give ``window`` its autosave, saved games and Player menu; ``args`` come from ``app.build_parser``."""
    print_state = bool(getattr(args, "print_state", False))
    autoplay = int(getattr(args, "autoplay", 0) or 0)
    folder = paths.data_dir(getattr(args, "data_dir", None))
    persist = Persistence(window, folder, quiet=print_state or autoplay > 0, read_only=print_state)
    if print_state:
        persist.print_state()
        QTimer.singleShot(0, QCoreApplication.quit)
    elif autoplay > 0:
        persist.start_autoplay(autoplay, getattr(args, "autoplay_seed", None))
    return persist


def default_player_name() -> str:
    """The name games are recorded under when the player gave none: the login name."""
    try:
        name = getpass.getuser().strip()
    except (OSError, KeyError, ImportError):
        name = ""
    return name or "Player"


class Persistence(QObject):
    """Keeps the game in progress safe on disk and the player's records in the database."""

    def __init__(self, window: MainWindow, data_dir: Path, *, quiet: bool = False, read_only: bool = False) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.settings = window.settings
        self.data_dir = data_dir
        self.quiet = quiet
        self.read_only = read_only
        self.autosave = Autosave(data_dir)
        self.current_path: Path | None = None
        self.db: Database | None = None
        self._pending: tuple[Game, SaveMeta] | None = None
        self._resumed = False
        self.resumed_meta: SaveMeta | None = None
        self._write_failed = False
        self._tracked: tuple[Game, GameInfo] | None = None
        self._recorded: list[Game] = []  # the latest games recorded, never twice
        self._viewers: list[ReplayViewer] = []
        self._autoplay_left = 0
        self._autoplay_rng = random.Random()
        self._autoplay_timer = QTimer(self)
        self._autoplay_timer.setInterval(AUTOPLAY_INTERVAL_MS)
        self._autoplay_timer.timeout.connect(self._on_autoplay_timer_timeout)

        self._open_database()
        self._load_autosave()
        self._build_actions()
        self._build_menus()
        self.retranslate()
        self._update_actions()

        c = self.controller
        c.action_played.connect(self._on_controller_action_played)
        c.game_started.connect(self._on_controller_game_started)
        c.game_closed.connect(self._update_actions)  # nothing to save once the player left the table
        c.game_over.connect(self._on_controller_game_over)
        window.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._on_app_about_to_quit)

    # ------------------------------------------------------------ start-up

    def _open_database(self) -> None:
        try:
            self.db = Database.open(self.data_dir)
        except StoreError as exc:
            self.db = None
            self._warn(
                self.tr("Statistics unavailable"),
                store_error_text(exc)
                + "\n\n"
                + self.tr("You can play, but profiles and statistics are off until this is solved."),
                critical=exc.code == "db_too_new",
            )
            return
        if self.db.recovered_from is not None:
            self._warn(
                self.tr("Statistics file damaged"),
                self.tr(
                    "The statistics file was damaged and could not be read. It was moved aside to\n%1\n"
                    "and new, empty statistics were started."
                ).replace("%1", str(self.db.recovered_from)),
            )

    def _load_autosave(self) -> None:
        try:
            self._pending = self.autosave.load()
        except SaveFileError as exc:
            self._pending = None
            text = self.tr("Your unfinished game could not be restored.") + " " + store_error_text(exc)
            if exc.quarantined is not None:
                text += "\n\n" + self.tr("The damaged file was moved aside to\n%1").replace("%1", str(exc.quarantined))
            self._warn(self.tr("Unfinished game lost"), text)

    def resume(self) -> bool:
        """Continue the autosaved game (per the "resume" setting); False when a new game should be dealt."""
        if self._resumed:
            return True
        pending, self._pending = self._pending, None
        if pending is None:
            return False
        game, meta = pending
        if game.over:
            # Killed between the last action's autosave and its record: record it now, unless it already was.
            self._record(game, _info_of(meta), meta.time_used, only_if_new=True)
            self._clear_autosave()
            return False
        mode = self.settings.get("resume")
        if not self.read_only:
            if mode == "never":
                return False
            if mode == "ask" and not self.quiet:
                answer = QMessageBox.question(
                    self.window,
                    self.tr("Continue your game?"),
                    self.tr("You have an unfinished game (score %1, %2). Continue it?")
                    .replace("%1", str(game.score))
                    .replace("%2", _combo_name(game.rules, game.suits)),
                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                    QMessageBox.StandardButton.Yes,
                )
                if answer != QMessageBox.StandardButton.Yes:
                    return False
        self._load_into_window(game, _info_of(meta), meta.time_used)
        self._resumed = True
        self.resumed_meta = meta
        if "duel" in meta.extra and not self.read_only:
            self.window.restore_duel(dict(meta.extra))
        self.window.show_message(self.tr("Your game continues where you left it."))
        return True

    def _load_into_window(self, game: Game, info: GameInfo, elapsed: float) -> None:
        w = self.window
        w.result_panel.hide()
        w.welcome_panel.hide()
        w.hud.set_leave_mode(False)
        w.scene.clear_hint()
        redo = info.extra.pop(REDO_KEY, None)
        self.controller.load(game, info, elapsed)
        self.controller.set_redo_moves(_redo_moves(redo))

    def print_state(self) -> None:
        """``--print-state``: resume and print the game as one JSON line on stdout."""
        resumed = self.resume()
        game = self.controller.game
        doc: dict[str, object] = {"resumed": resumed}
        if resumed and game is not None:
            doc.update(
                state=game.state(),
                history=game.history,
                elapsed=self.controller.elapsed(),
                time_used=None if self.resumed_meta is None else self.resumed_meta.time_used,
                action_times=list(self.controller.info.action_times),
                player=self.controller.info.player,
                helped=self.controller.info.helped,
                can_undo=game.can_undo(),
            )
        print(json.dumps(doc), flush=True)

    # ------------------------------------------------------------ autosave

    def meta(self) -> SaveMeta:
        """What the autosave and saved games keep besides the engine's game."""
        info = self.controller.info
        return SaveMeta(
            player=info.player,
            time_used=self.controller.elapsed(),
            action_times=tuple(info.action_times),
            helped=info.helped,
            time_limit=None if info.time_limit is None else float(info.time_limit),
            extra=_json_ready(info.extra, redo=self.controller.redo_moves()),
        )

    def write_autosave(self, *, finished_too: bool = False) -> bool:
        """Write the game in progress now (atomically, fsynced); a finished one only with ``finished_too``."""
        game = self.controller.game
        if self.read_only or game is None or (game.over and not finished_too):
            return False
        try:
            self.autosave.save(game, self.meta())
        except StoreError as exc:
            self.window.show_message(self.tr("Your game could not be saved automatically."))
            if not self._write_failed:
                self._write_failed = True
                self._warn(
                    self.tr("Autosave failed"),
                    store_error_text(exc) + "\n\n" + self.tr("Spider Duel keeps trying after every move."),
                )
            return False
        self._write_failed = False
        return True

    def _clear_autosave(self) -> None:
        if self.read_only:
            return
        try:
            self.autosave.clear()
        except StoreError as exc:
            self.window.show_message(store_error_text(exc))

    def _on_controller_action_played(self, _notation: str) -> None:
        game = self.controller.game
        if game is None:
            return
        self._tracked = (game, self.controller.info)
        # The last action is written too: if the process dies before the game is recorded, resume() records it.
        self.write_autosave(finished_too=True)
        self._update_actions()

    def _on_controller_game_started(self) -> None:
        previous, self._tracked = self._tracked, None
        game = self.controller.game
        if previous is not None and previous[0] is not game:
            old, info = previous
            if not old.over and old.history and "duel" not in info.extra:
                # Abandoned for a new deal: it counts as a game played and lost.
                self._record(old, info, max(info.action_times, default=0.0))
        if game is not None:
            self._tracked = (game, self.controller.info)
            if game.over:
                self._clear_autosave()
            else:
                self.write_autosave()
        self._update_actions()

    def _on_controller_game_over(self, _won: bool) -> None:
        game = self.controller.game
        if game is None:
            return
        self._record(game, self.controller.info, self.controller.elapsed())
        self._clear_autosave()
        self._update_actions()

    def _on_app_about_to_quit(self) -> None:
        self.write_autosave()
        self.close()

    def close(self) -> None:
        """Stop playing automatically and close the database (the app quits or a test ends)."""
        self._autoplay_timer.stop()
        for viewer in self._viewers:
            viewer.close()
        if self.db is not None:
            self.db.close()
            self.db = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            if event.type() == QEvent.Type.Close:
                self.write_autosave()
            elif event.type() == QEvent.Type.LanguageChange:
                retranslate_later(self)
        return False

    # ------------------------------------------------------------- records

    def profile_for(self, name: str) -> Profile | None:
        """The live profile named ``name`` (the default name when empty), created on first use."""
        if self.db is None:
            return None
        name = name.strip() or default_player_name()
        found = self.db.profiles.find(name)
        if found is not None:
            return found
        return self.db.profiles.create(name)

    def current_profile(self) -> Profile | None:
        """The profile of the player at the table (or of the last player), if it exists yet."""
        if self.db is None:
            return None
        name = self.controller.info.player if self.controller.has_game() else self.settings.get("new_game/player")
        return self.db.profiles.find(str(name).strip() or default_player_name())

    def _record(self, game: Game, info: GameInfo, time_used: float, *, only_if_new: bool = False) -> GameRecord | None:
        if self.db is None or self.read_only or any(g is game for g in self._recorded):
            return None
        try:
            profile = self.profile_for(info.player)
            assert profile is not None
            if only_if_new:
                text = game.to_json()
                if any(r.game_json == text for r in self.db.games.for_profile(profile.id, limit=5)):
                    return None
            times = list(info.action_times)
            record = self.db.games.record(
                profile.id, game, time_used=max([time_used, *times]), action_times=times, helped=info.helped
            )
        except StoreError as exc:
            self._warn(self.tr("Game not recorded"), store_error_text(exc))
            return None
        self._recorded = [*self._recorded[-9:], game]
        return record

    # ------------------------------------------------------------ files

    def save_to(self, path: str | Path) -> bool:
        """Save the game in progress to ``path``; a failure is explained and changes nothing."""
        game = self.controller.game
        if game is None:
            return False
        target = Path(path)
        try:
            save_game(target, game, self.meta())
        except StoreError as exc:
            self._warn(self.tr("Game not saved"), store_error_text(exc))
            return False
        self.current_path = target
        self._push_recent(target)
        self.window.show_message(self.tr("Game saved to %1").replace("%1", target.name))
        return True

    def open_path(self, path: str | Path) -> bool:
        """Open a saved game; a bad file is explained and the game on the table stays."""
        source = Path(path)
        try:
            game, meta = load_game(source)
        except SaveFileError as exc:
            self._warn(
                self.tr("Cannot open the game"),
                self.tr("%1 cannot be opened.").replace("%1", source.name) + " " + store_error_text(exc),
            )
            return False
        self._load_into_window(game, _info_of(meta), meta.time_used)
        self.current_path = source
        self._push_recent(source)
        self.window.show_message(self.tr("Opened %1").replace("%1", source.name))
        return True

    def save(self) -> bool:
        """Save to the file the game came from or was last saved to, else ask where."""
        if self.current_path is None:
            return self.save_as()
        return self.save_to(self.current_path)

    def save_as(self) -> bool:
        """Ask for a file and save the game there."""
        if self.controller.game is None:
            return False
        start = str(self.current_path or (self._start_dir() / "spider.spider"))
        chosen, _filter = QFileDialog.getSaveFileName(self.window, self.tr("Save game"), start, self._file_filter())
        if not chosen:
            return False
        if not chosen.lower().endswith(".spider"):
            chosen += ".spider"
        return self.save_to(chosen)

    def open_dialog(self) -> bool:
        """Ask for a saved game and open it."""
        chosen, _filter = QFileDialog.getOpenFileName(
            self.window, self.tr("Open game"), str(self._start_dir()), self._file_filter()
        )
        if not chosen:
            return False
        return self.open_path(chosen)

    def _file_filter(self) -> str:
        return self.tr("Spider Duel games (*.spider)") + ";;" + self.tr("All files (*)")

    def _start_dir(self) -> Path:
        for p in self.recent_files():
            folder = Path(p).parent
            if folder.is_dir():
                return folder
        return paths.documents_dir()

    def recent_files(self) -> list[str]:
        """The recently saved or opened files, most recent first (at most 8)."""
        return list(self.settings.get("recent_files"))[:MAX_RECENT]

    def _push_recent(self, path: Path) -> None:
        self.settings.set("recent_files", push_recent(self.recent_files(), str(path.resolve()), MAX_RECENT))
        self._fill_recent_menu()

    def clear_recent(self) -> None:
        self.settings.set("recent_files", [])
        self._fill_recent_menu()

    # ------------------------------------------------------------- menus

    def _action(self, slot: object, shortcut: QKeySequence | None = None) -> QAction:
        action = QAction(self.window)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        key = QKeySequence
        self.act_save = self._action(self._on_save_triggered, key(key.StandardKey.Save))
        self.act_save.setObjectName("save_game")
        self.act_save_as = self._action(self._on_save_as_triggered, key("Ctrl+Shift+S"))
        self.act_save_as.setObjectName("save_game_as")
        self.act_open = self._action(self._on_open_triggered, key(key.StandardKey.Open))
        self.act_open.setObjectName("open_game")
        self.act_replay = self._action(self._on_replay_triggered)
        self.act_replay.setObjectName("replay_game")
        self.act_clear_recent = self._action(self.clear_recent)
        self.act_profiles = self._action(self._on_profiles_triggered)
        self.act_statistics = self._action(self._on_statistics_triggered)
        self.act_player_info = self._action(self._on_player_info_triggered)
        self.act_export = self._action(self._on_export_triggered)

    def _build_menus(self) -> None:
        w = self.window
        menu = w.game_menu
        before = w.act_quit
        self.recent_menu = QMenu(w)
        for a in (self.act_save, self.act_save_as, self.act_open):
            menu.insertAction(before, a)
        menu.insertMenu(before, self.recent_menu)
        menu.insertSeparator(before)
        menu.insertAction(before, self.act_replay)
        menu.insertSeparator(before)
        self._fill_recent_menu()

        self.player_menu = QMenu(w)
        self.player_menu.setObjectName("player_menu")
        for a in (self.act_profiles, self.act_statistics, self.act_player_info):
            self.player_menu.addAction(a)
        self.player_menu.addSeparator()
        self.player_menu.addAction(self.act_export)
        w.menuBar().insertMenu(w.help_menu.menuAction(), self.player_menu)

    def _fill_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        recent = self.recent_files()
        for i, path in enumerate(recent, start=1):
            a = menu.addAction(f"&{i} {Path(path).name}")
            a.setToolTip(path)
            a.setStatusTip(path)
            a.setData(path)
            a.triggered.connect(lambda _checked=False, p=path: self.open_path(p))
        if recent:
            menu.addSeparator()
            menu.addAction(self.act_clear_recent)
        menu.setEnabled(bool(recent))

    def recent_actions(self) -> list[QAction]:
        """The Open recent entries, in menu order."""
        return [a for a in self.recent_menu.actions() if a.data()]

    def retranslate(self) -> None:
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &as…"))
        self.act_open.setText(self.tr("O&pen…"))
        self.recent_menu.setTitle(self.tr("Open &recent"))
        self.act_clear_recent.setText(self.tr("&Clear the list"))
        self.act_replay.setText(self.tr("Replay a finished &game…"))
        self.player_menu.setTitle(self.tr("&Player"))
        self.act_profiles.setText(self.tr("&Profiles…"))
        self.act_statistics.setText(self.tr("&Statistics…"))
        self.act_player_info.setText(self.tr("Player &info…"))
        self.act_export.setText(self.tr("&Export statistics as CSV…"))

    def _update_actions(self) -> None:
        game = self.controller.game
        self.act_save.setEnabled(game is not None)
        self.act_save_as.setEnabled(game is not None)
        has_db = self.db is not None
        for a in (self.act_profiles, self.act_statistics, self.act_player_info, self.act_export):
            a.setEnabled(has_db)
        self.act_replay.setEnabled(has_db or (game is not None and game.over))

    # ------------------------------------------------------------- dialogs

    def profiles_dialog(self) -> ProfileManagerDialog | None:
        if self.db is None:
            return None
        from spider_qt.ui.dialogs.profiles import ProfileManagerDialog

        return ProfileManagerDialog(self.db, self.window)

    def statistics_dialog(self) -> StatisticsDialog | None:
        if self.db is None:
            return None
        profile = self.current_profile()
        from spider_qt.ui.dialogs.statistics import StatisticsDialog

        return StatisticsDialog(self.db, None if profile is None else profile.id, self.window)

    def player_info_dialog(self) -> PlayerInfoDialog | None:
        profile = self.current_profile()
        if self.db is None or profile is None:
            return None
        opponent: Profile | None = None
        try:
            kind = self.settings.get("new_game/opponent")
            if kind == "computer":
                opponent = self.db.profiles.computer(self.settings.get("new_game/level"))
            elif kind == "human":
                opponent = self.db.profiles.find(self.settings.get("new_game/opponent_name"))
        except StoreError:
            opponent = None
        from spider_qt.ui.dialogs.player_info import PlayerInfoDialog

        return PlayerInfoDialog(self.db, profile, opponent, self.window)

    def replay_choices(self) -> list[tuple[str, Game, tuple[float, ...]]]:
        """Finished games to replay: the one on the table if it is over, then the player's recorded games."""
        out: list[tuple[str, Game, tuple[float, ...]]] = []
        game = self.controller.game
        if game is not None and game.over:
            label = self.tr("The game on the table (score %1)").replace("%1", str(game.score))
            out.append((label, game, tuple(self.controller.info.action_times)))
        profile = self.current_profile()
        if self.db is not None and profile is not None:
            for r in self.db.games.for_profile(profile.id, limit=REPLAY_CHOICES):
                when = format_datetime(r.finished_at)
                outcome = self.tr("won") if r.won else self.tr("not won")
                label = (
                    self.tr("%1 · %2 · deal %3 · score %4, %5")
                    .replace("%1", when)
                    .replace("%2", _combo_name(r.rules, r.suits))
                    .replace("%3", str(r.seed))
                    .replace("%4", format_number(r.score))
                    .replace("%5", outcome)
                )
                try:
                    out.append((label, r.game(), r.action_times))
                except StoreError:
                    continue
        return out

    def open_replay(self, game: Game, action_times: tuple[float, ...] = (), title: str = "") -> ReplayViewer:
        """Show ``game`` in a replay viewer window."""
        from spider_qt.ui.dialogs.replay import ReplayViewer

        viewer = ReplayViewer(
            game,
            action_times or None,
            title=title,
            animation_speed=float(self.settings.get("animation_speed")),
            four_color=bool(self.settings.get("four_color")),
            parent=self.window,
        )
        self._viewers = [v for v in self._viewers if v.isVisible()]
        self._viewers.append(viewer)
        viewer.show()
        return viewer

    def choose_replay(self) -> ReplayViewer | None:
        choices = self.replay_choices()
        if not choices:
            self._info(self.tr("Replay", "noun"), self.tr("There is no finished game to replay yet."))
            return None
        labels = [c[0] for c in choices]
        chosen, ok = QInputDialog.getItem(
            self.window, self.tr("Replay a finished game"), self.tr("&Game:"), labels, 0, False
        )
        if not ok or chosen not in labels:
            return None
        label, game, times = choices[labels.index(chosen)]
        return self.open_replay(game, times, self.tr("Replay: %1").replace("%1", label))

    def _on_save_triggered(self) -> None:
        self.save()

    def _on_save_as_triggered(self) -> None:
        self.save_as()

    def _on_open_triggered(self) -> None:
        self.open_dialog()

    def _on_replay_triggered(self) -> None:
        self.choose_replay()

    def _on_profiles_triggered(self) -> None:
        dialog = self.profiles_dialog()
        if dialog is not None:
            dialog.exec()
            dialog.deleteLater()

    def _on_statistics_triggered(self) -> None:
        dialog = self.statistics_dialog()
        if dialog is not None:
            dialog.exec()
            dialog.deleteLater()

    def _on_player_info_triggered(self) -> None:
        dialog = self.player_info_dialog()
        if dialog is None:
            self._info(self.tr("Player info"), self.tr("Finish a game first: then your statistics appear here."))
            return
        dialog.exec()
        dialog.deleteLater()

    def _on_export_triggered(self) -> None:
        if self.db is not None:
            from spider_qt.ui.dialogs.statistics import export_statistics

            export_statistics(self.db, self.window)

    # ------------------------------------------------------------ messages

    def _warn(self, title: str, text: str, *, critical: bool = False) -> None:
        if self.quiet:
            print(f"spider-duel: {title}: {text}", file=sys.stderr, flush=True)
            return
        parent: QWidget = self.window
        if critical:
            QMessageBox.critical(parent, title, text)
        else:
            QMessageBox.warning(parent, title, text)

    def _info(self, title: str, text: str) -> None:
        if self.quiet:
            print(f"spider-duel: {title}: {text}", file=sys.stderr, flush=True)
            return
        QMessageBox.information(self.window, title, text)

    # ------------------------------------------------------------ autoplay

    def start_autoplay(self, count: int, seed: int | None = None) -> None:
        """``--autoplay N``: play N random legal actions (undo now and then), one per timer tick.

        Prints ``played <notation>`` after each action's autosave was written, then quits.
        """
        self._autoplay_left = count
        self._autoplay_rng = random.Random(seed)
        self._autoplay_timer.start()

    def _on_autoplay_timer_timeout(self) -> None:
        game = self.controller.game
        if game is None:
            return
        if self._autoplay_left <= 0 or game.over:
            self._autoplay_timer.stop()
            print("autoplay done", flush=True)
            QCoreApplication.quit()
            return
        rng = self._autoplay_rng
        moves = game.legal_moves()
        if game.can_undo() and (not moves or rng.random() < 0.1):
            ok = self.controller.undo()
            notation = "undo"
        elif moves:
            move = rng.choice(moves)
            ok = self.controller.play(move)
            notation = move.to_text()
        else:
            self._autoplay_timer.stop()
            print("autoplay stuck", flush=True)
            QCoreApplication.quit()
            return
        if ok:
            self._autoplay_left -= 1
            print(f"played {notation}", flush=True)


def _info_of(meta: SaveMeta) -> GameInfo:
    return GameInfo(
        player=meta.player,
        time_limit=None if meta.time_limit is None else round(meta.time_limit),
        helped=meta.helped,
        action_times=list(meta.action_times),
        extra=dict(meta.extra),
    )


def _json_ready(extra: dict[str, object], redo: list[Move] | None = None) -> dict[str, object]:
    """A deep copy of ``GameInfo.extra`` as plain JSON values (the duel state, …), with the redo list."""
    copied: dict[str, object] = json.loads(json.dumps(extra))
    if redo:
        copied[REDO_KEY] = [m.to_text() for m in redo]
    return copied


def _redo_moves(saved: object) -> list[Move]:
    """The redo list kept in a save; anything unreadable gives none (the game itself is not affected)."""
    if not isinstance(saved, list):
        return []
    try:
        return [Move.from_text(text) for text in saved if isinstance(text, str)]
    except ValueError:
        return []


def _combo_name(rules: str, suits: int) -> str:
    from spider_qt.ui.dialogs.statistics import combo_name

    return combo_name(rules, suits)
