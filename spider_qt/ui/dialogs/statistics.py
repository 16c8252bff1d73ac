"""The Statistics dialog: a profile's record per rule set and suit count, with reset and CSV export."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from spider_qt.engine import RULESETS, find_ruleset
from spider_qt.i18n import format_number, format_percent, retranslate_later
from spider_qt.store import Database, Profile, Stats, StoreError, export_stats_csv
from spider_qt.ui.prompts import Prompts, question
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.texts.errors import store_error_text
from spider_qt.ui.texts.names import computer_name, ruleset_name
from spider_qt.ui.window.shell import free_area

RULES = tuple(RULESETS)
SUITS = (1, 2, 4)
DASH = "–"


def rules_name(rules: str) -> str:
    """The translated name of a rule set."""
    return ruleset_name(rules)


def combo_name(rules: str, suits: int) -> str:
    """E.g. "Classic · 2 suits"."""
    suit_text = QCoreApplication.translate("Statistics", "%n suit(s)", None, suits)
    return QCoreApplication.translate("Statistics", "%1 · %2").replace("%1", rules_name(rules)).replace("%2", suit_text)


def format_time(seconds: float | None) -> str:
    """Minutes and seconds, e.g. "4:07" (a dash when there is none)."""
    if seconds is None:
        return DASH
    total = round(seconds)
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def format_rate(rate: float) -> str:
    """A win rate (0..1) as a whole percentage: 100% only when every game was won, 0% only when none was."""
    if 0.0 < rate < 1.0:
        # 199 wins in 200 games round to 100%, as one in 300 rounds to 0%: the loss or the win would not show.
        rate = min(max(rate, 0.01), 0.99)
    return format_percent(rate)


def profile_display_name(profile: Profile) -> str:
    """The name to show for a profile: computer opponents by level, deleted players anonymously."""
    if profile.is_computer:
        return computer_name(profile.level)
    if profile.deleted:
        return QCoreApplication.translate("Statistics", "Deleted player")
    return profile.name


# The widest table (pixels) whose headings stay on one line.
ONE_LINE_HEADINGS_UP_TO = 820


class StatsTable(QTableWidget):
    """One row per rule set and suit count, one column per figure."""

    COLUMNS = 9

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(len(RULES) * len(SUITS), self.COLUMNS, parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # Tab leaves the table for the next control (the arrows go from figure to figure): a table's Tab went on from
        # cell to cell, round and round its 54 cells, and the duel list and buttons after it were never reached.
        self.setTabKeyNavigation(False)
        self.setAlternatingRowColors(True)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self._stats: list[Stats] = []
        self.retranslate()

    def full_width(self) -> int:
        """The width that shows every column without a scroll bar (row titles and frame included)."""
        for widget in (self, self.horizontalHeader(), self.verticalHeader()):
            widget.ensurePolished()  # fonts and style settle the column widths
        header = self.verticalHeader()
        bar = self.verticalScrollBar().sizeHint().width() if self.verticalScrollBar().isVisible() else 0
        return header.sizeHint().width() + self._columns_length() + 2 * self.frameWidth() + bar + 2

    def _columns_length(self) -> int:
        """The width the columns need for their contents (a last column stretched to the table's edge counted at
        what it needs, and left stretched)."""
        header = self.horizontalHeader()
        last = self.COLUMNS - 1
        if header.sectionResizeMode(last) is not QHeaderView.ResizeMode.Stretch:
            self.resizeColumnsToContents()
            return header.length()
        for column in range(last):
            self.resizeColumnToContents(column)
        need = max(self.sizeHintForColumn(last), header.sectionSizeHint(last))
        return sum(header.sectionSize(c) for c in range(last)) + need

    def full_height(self, width: int) -> int:
        """The height that shows every row without a scroll bar when the table is ``width`` wide (heading and frame
        included, and the horizontal scroll bar when the columns need more than that width)."""
        for widget in (self, self.horizontalHeader(), self.verticalHeader()):
            widget.ensurePolished()
        self.resizeRowsToContents()
        columns = self._columns_length()
        frame = 2 * self.frameWidth()
        height = self.horizontalHeader().sizeHint().height() + self.verticalHeader().length() + frame
        if self.verticalHeader().sizeHint().width() + columns + frame > width:
            height += self.horizontalScrollBar().sizeHint().height()
        return height

    def retranslate(self) -> None:
        # A screen reader's name for the table (Statistics and Player info alike): the Statistics window's title.
        self.setAccessibleName(QCoreApplication.translate("Statistics", "Statistics"))
        headers = [
            QCoreApplication.translate("Statistics", "Played"),
            # A game is won by clearing all cards; on a duel's row "Won" read as duels won.
            QCoreApplication.translate("Statistics", "Cleared"),
            QCoreApplication.translate("Statistics", "Win rate"),
            QCoreApplication.translate("Statistics", "Best score"),
            QCoreApplication.translate("Statistics", "Best time"),
            QCoreApplication.translate("Statistics", "Fewest moves"),
            QCoreApplication.translate("Statistics", "Current streak"),
            QCoreApplication.translate("Statistics", "Longest streak"),
            QCoreApplication.translate("Statistics", "Won with help"),
        ]
        self.setHorizontalHeaderLabels(headers)
        tips = {
            0: QCoreApplication.translate("Statistics", "Every game started counts, with help or without."),
            1: QCoreApplication.translate(
                "Statistics", "Games won without help: all eight runs on the discard pile. Duels are counted below."
            ),
            8: QCoreApplication.translate(
                "Statistics", "Games cleared with a hint, the demo or the solver: played, but never a win."
            ),
        }
        for column, tip in tips.items():
            header = self.horizontalHeaderItem(column)
            if header is not None:
                header.setToolTip(tip)
        self.setVerticalHeaderLabels([combo_name(r, s) for r in RULES for s in SUITS])
        self.set_stats(self._stats)
        screen = self.screen()
        room = ONE_LINE_HEADINGS_UP_TO if screen is None else screen.availableGeometry().width() - 80
        if self.full_width() > min(ONE_LINE_HEADINGS_UP_TO, room):
            # Long headings (German) or a small screen: two lines each, so the nine columns still fit.
            self.setHorizontalHeaderLabels([two_lines(h) for h in headers])

    def set_stats(self, stats: Iterable[Stats]) -> None:
        """Show ``stats`` (combinations not played show zeros and dashes)."""
        self._stats = list(stats)
        by_combo = {(s.rules, s.suits): s for s in self._stats}
        row = 0
        for rules in RULES:
            for suits in SUITS:
                s = by_combo.get((rules, suits), Stats(0, rules, suits))
                # Under the duel's rules a duel is won on points: a game that cleared every card says "cleared".
                on_points = find_ruleset(rules).timed
                won = format_number(s.won)
                cells = [
                    format_number(s.played),
                    QCoreApplication.translate("Statistics", "%1 cleared").replace("%1", won) if on_points else won,
                    format_rate(s.win_rate) if s.played else DASH,
                    DASH if s.best_score is None else format_number(s.best_score),
                    format_time(s.best_time),
                    DASH if s.fewest_moves is None else format_number(s.fewest_moves),
                    format_number(s.current_streak),
                    format_number(s.longest_streak),
                    format_number(s.helped_won),
                ]
                for col, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    if col == 1 and on_points:
                        item.setToolTip(
                            QCoreApplication.translate(
                                "Statistics",
                                "Games with all eight runs cleared. A duel is won on points: duels won are counted "
                                "apart.",
                            )
                        )
                    self.setItem(row, col, item)
                row += 1

    def cell_text(self, rules: str, suits: int, column: int) -> str:
        """The text shown for one figure (for tests and accessibility)."""
        row = RULES.index(rules) * len(SUITS) + SUITS.index(suits)
        item = self.item(row, column)
        return "" if item is None else item.text()


def two_lines(text: str) -> str:
    """``text`` broken at the space that makes its longer line shortest (unchanged without a space)."""
    words = text.split()
    if len(words) < 2:
        return text
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    first, second = min(splits, key=lambda pair: (max(len(pair[0]), len(pair[1])), len(pair[1])))
    return f"{first}\n{second}"


def fit_to_table(dialog: QWidget, table: StatsTable, height: int) -> None:
    """Size ``dialog`` so ``table`` shows every column, within the screen."""
    layout = dialog.layout()
    extra = 24 if layout is None else layout.contentsMargins().left() + layout.contentsMargins().right()
    width = max(640, table.full_width() + extra)
    free = free_area(dialog)
    if free is not None:
        width = min(width, free.width() - 40)
        height = min(height, free.height() - 40)
    dialog.resize(width, height)


class StatisticsDialog(QDialog):
    """Statistics of one profile, chosen from a list; reset and CSV export."""

    def __init__(
        self, db: Database, profile_id: int | None = None, parent: QWidget | None = None, prompts: Prompts | None = None
    ) -> None:
        super().__init__(parent)
        self._db = db
        self.prompts = prompts or Prompts()
        self._failure: StoreError | None = None
        self.setModal(True)
        self.profile_label = QLabel(self)
        self.profile_combo = QComboBox(self)
        self.profile_label.setBuddy(self.profile_combo)
        self.table = StatsTable(self)
        self.empty_label = QLabel(self)
        self.empty_label.setWordWrap(True)
        self.duels_label = QLabel(self)
        self.duels_label.setObjectName("statistics_duels")
        self._duels: tuple[int, int, int] | None = None
        self.reset_button = QPushButton(self)
        self.export_button = QPushButton(self)
        for button in (self.reset_button, self.export_button):
            # Enter closes the dialog: as the first button it would otherwise be the default one, and ask to reset.
            button.setAutoDefault(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)

        top = QHBoxLayout()
        top.addWidget(self.profile_label)
        top.addWidget(self.profile_combo, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.reset_button)
        bottom.addWidget(self.export_button)
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.duels_label)
        layout.addWidget(self.empty_label)
        layout.addLayout(bottom)

        self.reset_button.clicked.connect(self._on_reset_button_clicked)
        self.export_button.clicked.connect(self._on_export_button_clicked)
        self.profile_combo.currentIndexChanged.connect(self._on_profile_combo_current_index_changed)
        self._fill_profiles(profile_id)
        self.retranslate()
        # No empty grid around the figures: the last column takes the width to spare, and the dialog is as tall as
        # the rows need (it was 360 pixels whatever they needed, a third of the table empty below them).
        fit_to_table(self, self.table, 360)
        self.table.horizontalHeader().setSectionResizeMode(StatsTable.COLUMNS - 1, QHeaderView.ResizeMode.Stretch)
        self._fit_table()
        self.resize(self.width(), self.sizeHint().height())

    def _fit_table(self) -> None:
        need = self.table.full_height(self.table.width())
        if (self.table.minimumHeight(), self.table.maximumHeight()) != (need, need):
            self.table.setFixedHeight(need)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_table()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Statistics", "Statistics"))
        self.profile_label.setText(translate("Statistics", "&Player:"))
        self.empty_label.setText(self._empty_text())
        self.duels_label.setText(self._duels_text())
        self.reset_button.setText(translate("Statistics", "&Reset…"))
        self.export_button.setText(translate("Statistics", "&Export as CSV…"))
        self.table.retranslate()

    def _empty_text(self) -> str:
        """What the label under the table says: why the figures are missing."""
        if self._failure is not None:
            return store_error_text(self._failure)
        return translate("Statistics", "No player yet: finish a game to start the statistics.")

    def _duels_text(self) -> str:
        """The player's duels, counted apart from games: a duel is won on points, a game by clearing all cards."""
        if self._duels is None:
            return ""
        wins, losses, draws = self._duels
        return (
            translate("Statistics", "Duels: %1 won, %2 lost, %3 drawn")
            .replace("%1", format_number(wins))
            .replace("%2", format_number(losses))
            .replace("%3", format_number(draws))
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)

    def _fill_profiles(self, selected: int | None) -> None:
        self.profile_combo.blockSignals(True)
        self.profile_combo.clear()
        for p in self._db.profiles.for_picker(include_ignored=True, include_computers=False):
            self.profile_combo.addItem(profile_display_name(p), p.id)
        index = self.profile_combo.findData(selected) if selected is not None else 0
        self.profile_combo.setCurrentIndex(max(0, index))
        self.profile_combo.blockSignals(False)
        self.refresh()

    def profile_id(self) -> int | None:
        """The profile shown."""
        data = self.profile_combo.currentData()
        return None if data is None else int(data)

    def select_profile(self, profile_id: int) -> None:
        index = self.profile_combo.findData(profile_id)
        if index >= 0:
            self.profile_combo.setCurrentIndex(index)

    def refresh(self) -> None:
        """Read the figures again."""
        pid = self.profile_id()
        has = pid is not None
        self._failure = None
        self._duels = None
        try:
            stats = self._db.stats.for_profile(pid) if pid is not None else []
            if pid is not None:
                records = self._db.duels.opponents(pid)
                self._duels = (
                    sum(h.wins for h in records),
                    sum(h.losses for h in records),
                    sum(h.draws for h in records),
                )
        except StoreError as exc:
            # Another player's figures must not stay under this name: the table empties and says why.
            stats = []
            self._duels = None
            self._failure = exc
        self.table.set_stats(stats)
        self.duels_label.setText(self._duels_text())
        self.duels_label.setVisible(self._duels is not None)
        self.empty_label.setText(self._empty_text())
        self.empty_label.setVisible(not has or self._failure is not None)
        self.reset_button.setEnabled(has)

    def reset_statistics(self) -> bool:
        """Ask, then start the shown profile's statistics afresh (its games stay for replays)."""
        pid = self.profile_id()
        if pid is None:
            return False
        answer = question(
            self,
            translate("Statistics", "Reset statistics?"),
            translate(
                "Statistics",
                "The statistics of %1 start again from zero: games, wins, best scores and streaks. The record of "
                "duels against other players stays, and so do the games, for replays. This cannot be undone.",
            ).replace("%1", self.profile_combo.currentText()),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Reset:
            return False
        try:
            self._db.stats.reset(pid)
        except StoreError as exc:
            QMessageBox.warning(self, translate("Statistics", "Statistics"), store_error_text(exc))
            return False
        self.refresh()
        return True

    def export_csv(self, path: str | Path | None = None) -> bool:
        """Write every profile's statistics as CSV (asks where when ``path`` is None)."""
        return export_statistics(self._db, self, path, self.prompts)

    def _on_reset_button_clicked(self) -> None:
        self.reset_statistics()

    def _on_export_button_clicked(self) -> None:
        self.export_csv()

    def _on_profile_combo_current_index_changed(self, _index: int) -> None:
        self.refresh()


def export_statistics(
    db: Database, parent: QWidget | None, path: str | Path | None = None, prompts: Prompts | None = None
) -> bool:
    """Ask for a file (unless ``path`` is given) and export all statistics there as CSV."""
    prompts = prompts or Prompts()
    title = QCoreApplication.translate("Statistics", "Export statistics")
    if path is None:
        chosen = prompts.choose_save_path(
            parent,
            title,
            str(Path.home() / "spider-duel-statistics.csv"),
            QCoreApplication.translate("Statistics", "CSV files (*.csv)"),
            "csv",
        )
        if not chosen:
            return False
        if not chosen.lower().endswith(".csv"):
            chosen += ".csv"  # (prompts that answer without the suffix: tests)
        path = chosen
    try:
        rows = export_stats_csv(db, path)
    except StoreError as exc:
        prompts.warn(parent, title, store_error_text(exc))
        return False
    prompts.info(parent, title, QCoreApplication.translate("Statistics", "%n row(s) written.", None, rows))
    return True
