"""The result of a duel: both players side by side, the winner, a chart of both scores and where the games parted."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QPalette,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from spider_qt.duel.model import COMPUTER_SECONDS_PER_ACTION
from spider_qt.engine import Move
from spider_qt.i18n import format_number, retranslate_later
from spider_qt.store import Database, Duel, GameRecord, Profile, StoreError, duel_winner
from spider_qt.ui.art.contrast import mark_as_error, readable_on
from spider_qt.ui.dialogs.statistics import profile_display_name
from spider_qt.ui.duel.score_chart import (
    SIDE_NAME_COLORS,
    ScoreChart,
    first_divergence,
    time_used_text,
)
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.texts.friends import flag_result, friend_tooltip, ignore_tooltip
from spider_qt.ui.texts.names import ruleset_rules_name
from spider_qt.ui.texts.table import clocks_rule_text
from spider_qt.ui.window.shell import fitted_size, wrapped_height


class DuelResultDialog(QDialog):
    """Both sides of a finished duel seen by ``viewer`` (a profile id of one side)."""

    rematch_clicked = Signal()
    play_alone_clicked = Signal(int)  # the same deal again, alone (its number is known now), by this profile
    new_game_clicked = Signal()
    leave_clicked = Signal()

    def __init__(
        self,
        db: Database,
        duel: Duel,
        viewer: int,
        parent: QWidget | None = None,
        *,
        both_here: bool = False,
        past: bool = False,
    ) -> None:
        """``both_here``: both players sit at this machine (a hot-seat duel), so "Play this deal alone" asks which
        of them plays; otherwise it is the viewer. ``past``: an earlier duel, looked at again from Player info: no
        choice on it acts on the table, and both games can be watched."""
        super().__init__(parent)
        self.past = past
        self._db = db
        self.duel = duel
        # The replay viewer's animation speed and four-colour deck (the window sets them from the player's settings).
        self.replay_looks: dict[str, Any] = {}
        assert duel.a_game is not None and duel.b_game is not None and duel.b_profile is not None
        self.records: tuple[GameRecord, GameRecord] = (db.games.get(duel.a_game), db.games.get(duel.b_game))
        self.profiles: tuple[Profile, Profile] = (db.profiles.get(duel.a_profile), db.profiles.get(duel.b_profile))
        self.viewer_side = 1 if viewer == duel.b_profile else 0
        # Whose game the Watch button replays: the opponent's, unless that one is on the table (``set_table_game``).
        self.watched_side = 1 - self.viewer_side
        a, b = self.records
        self.winner = duel.winner or duel_winner(a.score, a.time_used, b.score, b.time_used)
        self.divergence = first_divergence(a.game().history, b.game().history)
        self.replay_viewer: QDialog | None = None
        self.info_dialog: QDialog | None = None
        self.setObjectName("DuelResultDialog")

        self.title = QLabel(self)
        self.title.setObjectName("duel_title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.deal_label = QLabel(self)
        self.deal_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.grid = QGridLayout()
        self.row_labels = [QLabel(self) for _ in range(6)]
        self.cells: list[list[QLabel]] = [[QLabel(self) for _ in range(6)] for _ in range(2)]
        for r, label in enumerate(self.row_labels):
            self.grid.addWidget(label, r, 0)
        for side in range(2):
            for r, cell in enumerate(self.cells[side]):
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                # German's "mit Hilfe (Tipps, Demo oder Lösungssuche)" on both sides made the dialog 640 px wide.
                cell.setWordWrap(True)
                self.grid.addWidget(cell, r, 1 + side)
            name = self.cells[side][0]
            f = name.font()
            f.setBold(True)
            name.setFont(f)
            color = readable_on(self.palette().color(QPalette.ColorRole.Window), *SIDE_NAME_COLORS[side])
            name.setStyleSheet(f"color: {color.name()};")
        self.grid.setColumnStretch(1, 1)
        self.grid.setColumnStretch(2, 1)
        self.grid.setVerticalSpacing(2)  # lines of a table, not controls: a 640 x 480 screen has no room to spare

        self.chart = ScoreChart(self)
        # Replayed once; the names on them follow the language and the profiles (``retranslate``).
        self._timelines = [rec.score_timeline() for rec in self.records]
        self.divergence_label = QLabel(self)
        self.divergence_label.setWordWrap(True)
        self.tie_label = QLabel(self)
        self.tie_label.setObjectName("duel_tie_rule")
        self.tie_label.setWordWrap(True)

        self.watch_button = QPushButton(self)
        self.rematch_button = QPushButton(self)
        self.alone_button = QPushButton(self)
        self.alone_button.setObjectName("duel_play_alone")
        # In a hot-seat duel either player may want the deal again: the button opens a menu of their names (it was
        # always the first player's game, recorded under that profile whoever sat at the table).
        self.alone_menu: QMenu | None = None
        if both_here:
            self.alone_menu = QMenu(self.alone_button)
            for side in range(2):
                action = self.alone_menu.addAction("")
                action.setObjectName(f"duel_play_alone_{'ab'[side]}")
                action.triggered.connect(partial(self._on_alone_chosen, side))
            self.alone_button.setMenu(self.alone_menu)
            self.alone_menu.aboutToShow.connect(self._on_alone_menu_about_to_show)
        self.new_game_button = QPushButton(self)
        self.leave_button = QPushButton(self)
        self.info_button = QPushButton(self)
        self.friend_button = QPushButton(self)
        self.friend_button.setCheckable(True)
        self.ignore_button = QPushButton(self)
        self.ignore_button.setCheckable(True)
        self.watch_button.clicked.connect(self.watch_opponent)
        # Looked at again later, the viewer's own game can be watched too (nothing of it is on the table).
        self.watch_own_button = QPushButton(self)
        self.watch_own_button.clicked.connect(partial(self.watch_game, self.viewer_side))
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.reject)
        self.rematch_button.clicked.connect(self._on_rematch_button_clicked)
        self.new_game_button.clicked.connect(self._on_new_game_button_clicked)
        if self.alone_menu is None:
            self.alone_button.clicked.connect(partial(self._on_alone_chosen, self.viewer_side))
        self.leave_button.clicked.connect(self._on_leave_button_clicked)
        self.info_button.clicked.connect(self.show_player_info)
        self.friend_button.clicked.connect(self._on_friend_button_clicked)
        self.ignore_button.clicked.connect(self._on_ignore_button_clicked)
        human_opponent = not self.opponent.is_computer
        self.friend_button.setVisible(human_opponent)
        self.ignore_button.setVisible(human_opponent)
        self.friend_button.setChecked(self.opponent.friend)
        self.ignore_button.setChecked(self.opponent.ignored)
        self.error_label = QLabel(self)
        mark_as_error(self.error_label)  # a red that reads on a dark desktop's window as well
        self.error_label.hide()
        self.flag_label = QLabel(self)  # what New friend or Ignore just did, and for whom
        self.flag_label.hide()

        # Two rows of about the same length, so that a long language fits a 640 x 480 screen: the opponent (who, a
        # friend or not, their game), then what comes next. (Watch beside Rematch made Italian's row 735 px wide.)
        people = QHBoxLayout()
        for button in (self.info_button, self.friend_button, self.ignore_button):
            people.addWidget(button)
        people.addStretch(1)
        people.addWidget(self.watch_button)
        people.addWidget(self.watch_own_button)
        main = QHBoxLayout()
        for button in (self.rematch_button, self.alone_button, self.new_game_button):
            main.addWidget(button)
        main.addStretch(1)
        main.addWidget(self.leave_button)
        main.addWidget(self.close_button)
        table_choices = (self.rematch_button, self.alone_button, self.new_game_button, self.leave_button)
        for button in (*table_choices, self.info_button, self.friend_button, self.ignore_button):
            if past:  # Player info is where it was opened from; friend and ignore are set there
                button.hide()
        self.watch_own_button.setVisible(past)
        self.close_button.setVisible(past)

        heading = QVBoxLayout()
        heading.setSpacing(0)  # the deal is the title's second line
        heading.addWidget(self.title)
        heading.addWidget(self.deal_label)
        layout = QVBoxLayout(self)
        layout.addLayout(heading)
        layout.addLayout(self.grid)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.divergence_label)
        layout.addWidget(self.tie_label)
        layout.addLayout(people)
        layout.addWidget(self.flag_label)
        layout.addWidget(self.error_label)
        layout.addLayout(main)
        # The size first: retranslate fits the wrapped texts to the width, and a dialog with a parent is 100 px wide
        # until sized (texts fitted to that asked for hundreds of pixels, and the dialog opened that much taller).
        self.resize(fitted_size(self, QSize(620, 600)))
        self.retranslate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_wrapped_labels()

    def showEvent(self, event: QShowEvent) -> None:
        self.refresh_profiles()
        super().showEvent(event)

    def refresh_profiles(self) -> None:
        """Read both players' profiles again: shown again with "Duel result", the screen kept the names and the New
        friend and Ignore marks of when it was first shown, whatever the Profiles dialog changed meanwhile (a click on
        a stale mark then set what was set already)."""
        try:
            fresh = (self._db.profiles.get(self.profiles[0].id), self._db.profiles.get(self.profiles[1].id))
        except StoreError:
            return  # the store is unavailable now: what was read stays
        if fresh == self.profiles:
            return
        self.profiles = fresh
        self.friend_button.setChecked(self.opponent.friend)
        self.ignore_button.setChecked(self.opponent.ignored)
        self.retranslate()

    def _fit_wrapped_labels(self) -> None:
        # A dialog's layout counts one line for a word-wrapped label: give each the lines it needs at its width,
        # or at the dialog's smallest (all a small screen may leave it) the texts lie over the chart.
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        width = self.width() - (margins.left() + margins.right() if margins is not None else 0)  # what they will get
        spacing = self.grid.horizontalSpacing()
        spacing = spacing if spacing >= 0 else 6
        first = max(label.sizeHint().width() for label in self.row_labels)
        column = max(1, (width - first - 2 * spacing) // 2)  # the players' columns share what the row titles leave
        widths = [(label, width) for label in (self.divergence_label, self.tie_label)]
        widths += [(cell, column) for side in self.cells for cell in side]
        for label, room in widths:
            need = wrapped_height(label, room) if label.text() else 0
            if label.minimumHeight() != need:
                label.setMinimumHeight(need)

    @property
    def opponent(self) -> Profile:
        return self.profiles[1 - self.viewer_side]

    # ------------------------------------------------------------ text

    def winner_text(self) -> str:
        if self.winner == "draw":
            return translate("Duel", "A draw")
        side = 0 if self.winner == "a" else 1
        return translate("Duel", "%1 wins").replace("%1", profile_display_name(self.profiles[side]))

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Duel", "Duel result"))
        self.title.setText(self.winner_text())
        # The legend names the players as the table does: the computer in the language of the moment.
        self.chart.set_series(
            [(profile_display_name(self.profiles[i]), self._timelines[i]) for i in range(2)],
            [self.records[i].time_used for i in range(2)],
        )
        rules = ruleset_rules_name(self.duel.rules)
        self.deal_label.setText(
            translate("Duel", "Deal %1 · %2 · %n suit(s)", "", self.duel.suits)
            .replace("%1", str(self.duel.seed))
            .replace("%2", rules)
        )
        names = [
            "",
            translate("Duel", "Score"),
            translate("Duel", "Moves"),
            translate("Duel", "Runs completed"),
            translate("Duel", "Time used"),
            translate("Duel", "Help"),
        ]
        for label, text in zip(self.row_labels, names, strict=True):
            label.setText(text)
        for side in range(2):
            rec = self.records[side]
            values = [
                profile_display_name(self.profiles[side]),
                format_number(rec.score),
                translate("Duel", "%1 (%n action(s))", "", len(self._timelines[side]) - 1).replace(
                    "%1", format_number(rec.moves)
                ),
                f"{rec.runs} / 8",
                time_used_text(rec.time_used),
                translate("Duel", "helped (hints, demo or solver)") if rec.helped else translate("Duel", "none"),
            ]
            for cell, text in zip(self.cells[side], values, strict=True):
                cell.setText(text)
        if self.profiles[0].is_computer or self.profiles[1].is_computer:
            self.tie_label.setText(
                translate(
                    "Duel",
                    "Equal scores: the one who used less time wins, counted in the whole seconds the clock shows; "
                    "else it is a draw. The computer's time "
                    "is counted as %1 seconds per action (at most the time limit), never the time it spent thinking.",
                ).replace("%1", format_number(COMPUTER_SECONDS_PER_ACTION))
            )
        elif self.profiles[0].is_remote or self.profiles[1].is_remote:
            self.tie_label.setText(
                translate(
                    "Duel",
                    "Equal scores: the one who used fewer whole seconds wins, else it is a draw. The times are what "
                    "each player's app reported.",
                )
            )
        else:
            # How each time was measured; against the computer, whose rule is long already, on the row alone.
            tie = translate(
                "Duel",
                "Equal scores: the one who used less time wins, counted in the whole seconds the clock shows; "
                "else it is a draw.",
            )
            self.tie_label.setText(tie + " " + clocks_rule_text())
        self.row_labels[4].setToolTip(clocks_rule_text())
        self.divergence_label.setText(self.divergence_text())
        self._fit_wrapped_labels()
        # Named by whose game it replays, in every duel (it was "Watch opponent's game" in some, a name in others).
        watched = profile_display_name(self.profiles[self.watched_side])
        self.watch_button.setText(translate("Duel", "Watch %1's game").replace("%1", watched))
        own = profile_display_name(self.profiles[self.viewer_side])
        self.watch_own_button.setText(translate("Duel", "Watch %1's game").replace("%1", own))
        self.close_button.setText(translate("Duel", "Close"))
        self.rematch_button.setText(translate("Duel", "Rematch"))
        self.alone_button.setText(translate("Duel", "Play this deal alone"))
        if self.alone_menu is not None:
            for side, action in enumerate(self.alone_menu.actions()):
                action.setText(profile_display_name(self.profiles[side]).replace("&", "&&"))  # a name, no mnemonic
        self.new_game_button.setText(translate("Duel", "New game"))
        self.leave_button.setText(translate("Duel", "Leave"))
        self.info_button.setText(translate("Duel", "Player info"))
        self.friend_button.setText(translate("Duel", "New friend"))
        self.ignore_button.setText(translate("Duel", "Ignore"))
        self.friend_button.setToolTip(friend_tooltip(profile_display_name(self.opponent)))
        self.ignore_button.setToolTip(ignore_tooltip(profile_display_name(self.opponent)))
        from spider_qt.ui.texts import mnemonics

        buttons = [
            self.rematch_button,
            self.watch_button,
            self.watch_own_button,
            self.close_button,
            self.alone_button,
            self.new_game_button,
            self.leave_button,
            self.info_button,
            self.friend_button,
            self.ignore_button,
        ]
        mnemonics.assign([b for b in buttons if not b.isHidden()])  # a hidden button takes no letter

    def divergence_text(self) -> str:
        i = self.divergence
        if i is None:
            return translate("Duel", "Both players played exactly the same moves.")
        a, b = (r.game().history for r in self.records)
        first = self._action_text(a[i]) if i < len(a) else translate("Duel", "(nothing)")
        second = self._action_text(b[i]) if i < len(b) else translate("Duel", "(nothing)")
        return (
            translate("Duel", "The games first differ at action %1. %2: %3. %4: %5.")
            .replace("%1", str(i + 1))
            .replace("%2", profile_display_name(self.profiles[0]))
            .replace("%3", first)
            .replace("%4", profile_display_name(self.profiles[1]))
            .replace("%5", second)
        )

    def _action_text(self, action: str) -> str:
        """An action of the history in words ("moved 2 cards from column 3 to column 7")."""
        if action == "finish":
            return translate("Duel", "ended the game")
        if action == "undo":
            return translate("Duel", "took back a move")
        if action == "deal":
            return translate("Duel", "dealt new cards")
        try:
            move = Move.from_text(action)
        except ValueError:
            return action
        if move.kind == "flip" and move.src is not None:
            return translate("Duel", "turned the card in column %1").replace("%1", str(move.src + 1))
        if move.kind == "move" and move.src is not None and move.dst is not None and move.count is not None:
            return (
                translate("Duel", "moved %n card(s) from column %1 to column %2", "", move.count)
                .replace("%1", str(move.src + 1))
                .replace("%2", str(move.dst + 1))
            )
        return action

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        elif event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.refresh_profiles()  # back from the window's Profiles dialog, with the screen open all along
        super().changeEvent(event)

    # ------------------------------------------------------------ actions

    def set_table_game(self, history: list[str]) -> None:
        """The game on the table behind the result has this history: Watch replays the other one (at one machine,
        after a hot-seat duel, the opponent's game is the one already on the table; the first player's is not)."""
        on_table = [i for i, rec in enumerate(self.records) if rec.game().history == history]
        if len(on_table) == 1 and on_table[0] == 1 - self.viewer_side:
            self.watched_side = self.viewer_side
            self.retranslate()

    def watch_opponent(self) -> QDialog:
        """Open the replay viewer on the game Watch names: the opponent's, unless that one is on the table."""
        return self.watch_game(self.watched_side)

    def watch_game(self, side: int) -> QDialog:
        """Open the replay viewer on side ``side``'s game."""
        from spider_qt.ui.dialogs.replay import ReplayViewer

        viewer = ReplayViewer.from_record(
            self.records[side], title=partial(self.replay_title, side), parent=self, **self.replay_looks
        )
        viewer.setModal(False)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # else one more child for every Watch
        # Closed, it is let go here too: kept, its Python side (its card images) stayed as long as the result.
        viewer.destroyed.connect(partial(self._forget_replay, viewer))
        viewer.show()
        self.replay_viewer = viewer
        return viewer

    def _forget_replay(self, viewer: QDialog, *_: object) -> None:
        if self.replay_viewer is viewer:
            self.replay_viewer = None

    def replay_title(self, side: int) -> str:
        """The title of the replay of side ``side``'s game (it was the player's name alone)."""
        return translate("Duel", "Replay: %1's game").replace("%1", profile_display_name(self.profiles[side]))

    def show_player_info(self) -> QDialog:
        from spider_qt.ui.dialogs.player_info import PlayerInfoDialog

        me = self.profiles[self.viewer_side]
        dialog = PlayerInfoDialog(self._db, self.opponent, me, parent=self, result_screen=past_result_screen)
        dialog.setModal(False)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.info_dialog = dialog
        return dialog

    def _on_friend_button_clicked(self, checked: bool) -> None:
        self._set_flag("friend", checked)

    def _on_ignore_button_clicked(self, checked: bool) -> None:
        self._set_flag("ignored", checked)

    def _set_flag(self, flag: str, on: bool) -> None:
        try:
            pid = self.opponent.id
            updated = (
                self._db.profiles.set_friend(pid, on) if flag == "friend" else self._db.profiles.set_ignored(pid, on)
            )
        except StoreError as exc:
            from spider_qt.ui.texts.errors import store_error_text

            self.error_label.setText(store_error_text(exc))
            self.error_label.show()
            return
        profiles = list(self.profiles)
        profiles[1 - self.viewer_side] = updated
        self.profiles = (profiles[0], profiles[1])
        self.friend_button.setChecked(updated.friend)
        self.ignore_button.setChecked(updated.ignored)
        self.flag_label.setText(flag_result(profile_display_name(updated), flag, on))
        self.flag_label.show()

    def _on_rematch_button_clicked(self) -> None:
        self.accept()
        self.rematch_clicked.emit()

    def _on_alone_menu_about_to_show(self) -> None:
        """Opened with a key (Space, Return, Alt+letter), the menu marks its first name, so that the player sees
        where the keys are and Return takes it; it opened with nothing marked, and Return did nothing. Opened with
        the mouse, nothing is marked until the mouse points."""
        menu = self.alone_menu
        if menu is not None and QApplication.mouseButtons() == Qt.MouseButton.NoButton:
            QTimer.singleShot(0, partial(_mark_first, menu))  # once shown: opening it clears the mark

    def _on_alone_chosen(self, side: int) -> None:
        self.accept()
        self.play_alone_clicked.emit(self.profiles[side].id)

    def _on_new_game_button_clicked(self) -> None:
        self.accept()
        self.new_game_clicked.emit()

    def _on_leave_button_clicked(self) -> None:
        self.accept()
        self.leave_clicked.emit()


def _mark_first(menu: QMenu) -> None:
    """Mark ``menu``'s first item, if it is open with none marked."""
    if menu.isVisible() and menu.activeAction() is None and menu.actions():
        menu.setActiveAction(menu.actions()[0])


def past_result_screen(db: Database, duel: Duel, viewer: int, parent: QWidget) -> QDialog:
    """The result screen of an earlier duel, looked at again from Player info (``PlayerInfoDialog.result_screen``)."""
    return DuelResultDialog(db, duel, viewer, parent, past=True)
