"""The seeds' "Player Info" window: a profile's statistics and the head-to-head record against an opponent."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from spider_qt.i18n import format_datetime, format_number, retranslate_later
from spider_qt.store import Database, Duel, DuelResult, HeadToHead, Profile, StoreError
from spider_qt.ui.dialogs.statistics import (
    StatsTable,
    combo_name,
    fit_to_table,
    format_rate,
    format_time,
    profile_display_name,
)
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.texts.errors import store_error_text

# Builds the result screen of a past duel: (database, duel, the viewer's profile id, parent).
ResultScreen = Callable[[Database, Duel, int, QWidget], QDialog]

HISTORY_SHOWN = 20
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's largest widget size: no maximum


def _fingerprint_of(db: Database, profile: Profile) -> str:
    """The fingerprint of a profile's key: a remote friend's known key, or a local player's own (made on first use,
    as the first duel message would make it); "" for the computer or a key that cannot be read."""
    from spider_qt.duel.remote import KeyStore, fingerprint
    from spider_qt.store import StoreError

    if profile.is_remote:
        return "" if profile.public_key is None else fingerprint(profile.public_key)
    if profile.is_computer or profile.deleted:
        return ""
    try:
        return KeyStore(db.path.parent).identity(profile.id, profile.name).fingerprint
    except StoreError:
        return ""


class PlayerInfoDialog(QDialog):
    """A profile's statistics summary and, against ``opponent`` (human or computer), the head-to-head record."""

    def __init__(
        self,
        db: Database,
        profile: Profile,
        opponent: Profile | None = None,
        parent: QWidget | None = None,
        *,
        in_duel: bool = False,
        result_screen: ResultScreen | None = None,
    ) -> None:
        super().__init__(parent)
        self._db = db
        # What shows a past duel's result (the duel's own result screen, given by whoever opens this dialog, so
        # that the dialogs do not reach up into the duel's screens); without it past duels are listed, not opened.
        self._result_screen = result_screen
        # During a duel the statistics stay hidden: a best score could tell the other player's game.
        self.in_duel = in_duel
        self.profile = profile
        self.opponent = opponent
        self._first_opponent = opponent  # the one the head-to-head is about, whoever is chosen
        self.setModal(True)
        # Whose info it is, to choose: the one it opened on, or any other player of this computer (not during a duel,
        # where only the opponent's card may be seen).
        self.player_label = QLabel(self)
        self.player_combo = QComboBox(self)
        self.player_label.setBuddy(self.player_combo)
        self._fill_players()
        self.player_combo.currentIndexChanged.connect(self._on_player_combo_current_index_changed)
        self.name_label = QLabel(self)
        self.name_label.setObjectName("title")
        self.summary_label = QLabel(self)
        self.summary_label.setWordWrap(True)
        # The fingerprint of the player's key, to compare with what a friend on another computer sees.
        self.key_label = QLabel(self)
        self.key_label.setObjectName("key_fingerprint")
        self.key_label.setWordWrap(True)
        self.key_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.fingerprint = _fingerprint_of(db, profile)
        self.key_label.setVisible(bool(self.fingerprint))
        self.table = StatsTable(self)
        self.duel_box = QGroupBox(self)
        self.record_label = QLabel(self.duel_box)
        self.record_label.setWordWrap(True)
        self.history_list = QListWidget(self.duel_box)
        # A long name or a long language (German) breaks a line rather than hide its end behind a scroll bar.
        self.history_list.setWordWrap(True)
        self.history_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A duel both played out opens its result screen again (the chart, both games to watch): it was shown once,
        # at the duel's end, and gone after a crash there or once the table moved on. Not during a duel: an earlier
        # duel may have been on the very deal being played.
        self.history_list.itemActivated.connect(self._on_history_list_item_activated)
        # Return on a duel opens it here and goes no further: passed on, it also pressed Close (the default button),
        # and Player info went from under the result screen it had just opened.
        self.history_list.installEventFilter(self)
        self.history_hint = QLabel(self.duel_box)
        self.history_hint.setWordWrap(True)
        self.duel_dialog: QDialog | None = None
        box_layout = QVBoxLayout(self.duel_box)
        box_layout.addWidget(self.record_label)
        box_layout.addWidget(self.history_list)
        box_layout.addWidget(self.history_hint)
        self.duel_box.setVisible(opponent is not None)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        chooser = QHBoxLayout()
        chooser.addWidget(self.player_label)
        chooser.addWidget(self.player_combo, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(chooser)
        layout.addWidget(self.name_label)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.key_label)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.duel_box, 1)
        layout.addWidget(self.buttons)
        self.head_to_head: HeadToHead | None = None
        self._error = ""
        self._load()
        self.table.setVisible(not in_duel)
        self.retranslate()
        fit_to_table(self, self.table, 560 if opponent is not None else 360)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_table()

    def _fit_table(self) -> None:
        """Keep every row of the table in sight: the duel history below takes what is left (on a 640 x 480 screen the
        table showed two rows of six, and a scroll bar)."""
        need = self.table.full_height(self.table.width())
        if self.table.minimumHeight() != need:
            self.table.setMinimumHeight(need)
        # With a duel history, the rows are all the table needs; alone it takes the dialog's height.
        self.table.setMaximumHeight(need if self.opponent is not None else QWIDGETSIZE_MAX)

    def _fill_players(self) -> None:
        players: list[Profile] = [self.profile]
        if not self.in_duel:
            try:
                players += [
                    p
                    for p in self._db.profiles.for_picker(include_ignored=True, include_computers=True)
                    if p.id != self.profile.id
                ]
            except StoreError:
                pass  # the one it opened on is still shown
        for p in players:
            self.player_combo.addItem(profile_display_name(p), p.id)
        self.player_combo.setEnabled(len(players) > 1)

    def _on_player_combo_current_index_changed(self, _index: int) -> None:
        pid = self.player_combo.currentData()
        if not isinstance(pid, int) or pid == self.profile.id:
            return
        try:
            self.profile = self._db.profiles.get(pid)
        except StoreError as exc:
            self.summary_label.setText(store_error_text(exc))
            return
        first = self._first_opponent
        # The head-to-head stays against the one it opened with, unless that is the player chosen now.
        self.opponent = None if first is None or first.id == pid else first
        self.head_to_head = None
        self._error = ""
        self._load()
        self.duel_box.setVisible(self.opponent is not None)
        self.retranslate()
        self._fit_table()

    def _load(self) -> None:
        self._duels = (0, 0, 0, 0)
        try:
            self._stats = self._db.stats.for_profile(self.profile.id)
            records = self._db.duels.opponents(self.profile.id)
            self._duels = (
                sum(h.wins for h in records),
                sum(h.losses for h in records),
                sum(h.draws for h in records),
                sum(len(h.voided) for h in records),
            )
            if self.opponent is not None:
                self.head_to_head = self._db.duels.head_to_head(self.profile.id, self.opponent.id)
        except StoreError as exc:
            self._stats = []
            self._error = store_error_text(exc)
        self.table.set_stats(self._stats)

    def retranslate(self) -> None:
        self.player_label.setText(translate("Players", "&Player:"))
        name = profile_display_name(self.profile)
        self.setWindowTitle(translate("Players", "Player info: %1").replace("%1", name))
        if self.profile.is_remote:
            self.key_label.setText(
                translate("Players", "On another computer. Key fingerprint: %1").replace("%1", self.fingerprint)
            )
        else:
            self.key_label.setText(
                translate("Players", "Key fingerprint for duels with friends elsewhere: %1").replace(
                    "%1", self.fingerprint
                )
            )
        self.name_label.setText(f"<b>{_escape(name)}</b>")
        self.table.retranslate()
        played = sum(s.played for s in self._stats)
        won = sum(s.won for s in self._stats)
        helped = sum(s.helped_played for s in self._stats)
        # The bests come from different tables (a classic score starts at 500, a duel's at 0; a one-suit
        # win is quicker than a four-suit one), so each names the rule set and suit count it is from.
        scored = [s for s in self._stats if s.best_score is not None]
        timed = [s for s in self._stats if s.best_time is not None]
        parts = [translate("Players", "%n game(s) played", "", played)]
        if played:  # no rate of no games (the table shows a dash there too)
            parts.append(translate("Players", "%n won (all cards cleared)", "", won))
            parts.append(translate("Players", "win rate %1").replace("%1", format_rate(won / played)))
        if scored:
            top = max(scored, key=lambda s: s.best_score or 0)
            parts.append(
                translate("Players", "best score %1 (%2)")
                .replace("%1", format_number(top.best_score or 0))
                .replace("%2", combo_name(top.rules, top.suits))
            )
        if timed:
            quickest = min(timed, key=lambda s: s.best_time or 0.0)
            parts.append(
                translate("Players", "best time %1 (%2)")
                .replace("%1", format_time(quickest.best_time))
                .replace("%2", combo_name(quickest.rules, quickest.suits))
            )
        if helped:
            parts.append(translate("Players", "%n game(s) with help", "", helped))
        wins, losses, draws, voided = self._duels
        if wins or losses or draws:
            # Duels are counted apart from games: a duel is won on points, a game by clearing all cards.
            parts.append(
                translate("Players", "duels: %1 won, %2 lost, %3 drawn")
                .replace("%1", format_number(wins))
                .replace("%2", format_number(losses))
                .replace("%3", format_number(draws))
            )
        if voided:  # in no record, but not gone from the player's sight either
            parts.append(translate("Players", "%n duel(s) void (not played out)", "", voided))
        if self.in_duel:
            parts = [translate("Players", "Statistics are shown once this duel is over.")]
        if self._error:
            parts = [self._error]
        self.summary_label.setText(" · ".join(parts))
        if self.opponent is not None:
            self._fill_duels(self.opponent)

    def _fill_duels(self, opponent: Profile) -> None:
        other = profile_display_name(opponent)
        self.duel_box.setTitle(translate("Players", "Against %1").replace("%1", other))
        self.history_list.clear()
        h2h = self.head_to_head
        if h2h is None:
            self.record_label.setText(self._error)
            return
        self.record_label.setText(
            translate("Players", "Wins: %1 · Losses: %2 · Draws: %3")
            .replace("%1", format_number(h2h.wins))
            .replace("%2", format_number(h2h.losses))
            .replace("%3", format_number(h2h.draws))
        )
        outcomes = {
            "win": translate("Players", "won"),
            "loss": translate("Players", "lost"),
            "draw": translate("Players", "draw"),
            "void": translate("Players", "void (not played out, counts for nobody)"),
        }
        # A duel closed void is in no record, but listed: otherwise it would just be gone from the player's sight.
        shown = sorted(h2h.history + h2h.voided, key=lambda r: (r.finished_at, r.duel_id), reverse=True)
        can_open = False
        for result in shown[:HISTORY_SHOWN]:
            own = "–" if result.own_score is None else format_number(result.own_score)
            theirs = "–" if result.opponent_score is None else format_number(result.opponent_score)
            when = format_datetime(result.finished_at)
            self.history_list.addItem(
                translate("Players", "%1 · %2 · deal %3: %4 to %5, %6")
                .replace("%1", when)
                .replace("%2", combo_name(result.rules, result.suits))
                .replace("%3", str(result.seed))
                .replace("%4", own)
                .replace("%5", theirs)
                .replace("%6", self._outcome_text(result, outcomes, other))
            )
            if self._can_open(result):
                self.history_list.item(self.history_list.count() - 1).setData(Qt.ItemDataRole.UserRole, result.duel_id)
                can_open = True
        if not shown:
            self.history_list.addItem(translate("Players", "No duels against each other yet."))
        self.history_hint.setText(
            translate("Players", "Double-click a duel (or press Enter) to see its result and watch both games.")
        )
        self.history_hint.setVisible(can_open)

    def _can_open(self, result: DuelResult) -> bool:
        """Whether ``result``'s result screen can be shown: both games recorded, and no duel at the table now."""
        return (
            not self.in_duel
            and self._result_screen is not None
            and result.own_score is not None
            and result.opponent_score is not None
        )

    def open_duel(self, duel_id: int) -> QDialog | None:
        """The result screen of a finished duel of this list, over this dialog (None if it cannot be read now)."""
        if self.in_duel or self._result_screen is None:
            return None
        try:
            dialog = self._result_screen(self._db, self._db.duels.get(duel_id), self.profile.id, self)
        except StoreError as exc:
            self.record_label.setText(store_error_text(exc))
            return None
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.duel_dialog = dialog
        return dialog

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.history_list and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            item = self.history_list.currentItem()
            opens = item is not None and isinstance(item.data(Qt.ItemDataRole.UserRole), int)
            if item is not None and opens and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._on_history_list_item_activated(item)
                return True
        return super().eventFilter(watched, event)

    def _on_history_list_item_activated(self, item: QListWidgetItem) -> None:
        duel_id = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(duel_id, int):
            self.open_duel(duel_id)

    def _outcome_text(self, result: DuelResult, outcomes: dict[str, str], other: str) -> str:
        """ "won", "lost" or "draw"; a duel that ended because one side left says who did."""
        if result.forfeited == "own":
            return translate("Players", "lost (left before the end)")
        if result.forfeited == "opponent":
            return translate("Players", "won (%1 left before the end)").replace("%1", other)
        return outcomes[result.outcome]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
