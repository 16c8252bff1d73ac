"""Open challenges: deals another player has played and left for anyone (or for one invited player) to take up."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from spider_qt.i18n import retranslate_later
from spider_qt.store import Database, Duel, Profile, StoreError
from spider_qt.ui.art.contrast import mark_as_error
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.texts.errors import store_error_text
from spider_qt.ui.texts.names import ruleset_name
from spider_qt.ui.window.shell import fitted_size


class ChallengesDialog(QDialog):
    """Pick who plays, then one of the challenges open to that profile; ``chosen`` is ``(duel_id, profile_id)``.

    The player's own challenges that nobody has taken up are listed after the others (in italics), to be withdrawn:
    a withdrawn challenge's game becomes an ordinary game, which counts in the statistics (an open challenge's game
    counts only once someone has played it).
    """

    def __init__(self, db: Database, player: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._db = db
        self.chosen: tuple[int, int] | None = None
        self.challenges: list[Duel] = []
        self.own: list[Duel] = []
        self.setModal(True)
        self.player_label = QLabel(self)
        self.player_combo = QComboBox(self)
        self.tree = QTreeWidget(self)
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setColumnCount(5)
        self.empty_label = QLabel(self)
        self.empty_label.setWordWrap(True)
        self.error_label = QLabel(self)
        mark_as_error(self.error_label)  # a red that reads on a dark desktop's window as well
        self.error_label.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.play_button = QPushButton(self)
        self.buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.withdraw_button = QPushButton(self)
        self.withdraw_button.setAutoDefault(False)
        self.buttons.addButton(self.withdraw_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.withdraw_button.clicked.connect(self.withdraw_selected)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.player_label, self.player_combo)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.empty_label)
        # Duels with friends on other computers, with their state (shown when there are any).
        from spider_qt.ui.duel.remote_list import RemoteDuelsList

        self.remote_list = RemoteDuelsList(db, self)
        layout.addWidget(self.remote_list, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

        # Only the player at the table: a private challenge is offered to the profile it was left for, so
        # nobody can pick another profile here to see (or play) it.
        self._profiles: list[Profile] = []
        try:
            found = db.profiles.find(player) if player.strip() else None
            self._profiles = [found] if found is not None and not found.deleted else []
        except StoreError as exc:
            self._show_error(exc)
        for p in self._profiles:
            self.player_combo.addItem(p.name, p.id)
        self.player_combo.setCurrentIndex(0 if self._profiles else -1)
        self.player_combo.setEnabled(False)
        self.player_combo.currentIndexChanged.connect(self._on_player_combo_current_index_changed)
        self.tree.itemSelectionChanged.connect(self._update_buttons)
        self.tree.itemDoubleClicked.connect(self._on_tree_item_double_clicked)
        self.retranslate()
        self.refresh()
        self.resize(fitted_size(self, QSize(640, 380)))  # a 640 x 480 screen has less than 640 to give it

    def profile_id(self) -> int | None:
        data = self.player_combo.currentData()
        return None if data is None else int(data)

    def select_player(self, name: str) -> None:
        self.player_combo.setCurrentIndex(self.player_combo.findText(name, Qt.MatchFlag.MatchFixedString))

    def refresh(self) -> None:
        """List the challenges open to the chosen player (private ones only when addressed to them)."""
        self.tree.clear()
        self.challenges = []
        self.own = []
        pid = self.profile_id()
        if pid is not None:
            try:
                self.challenges = self._db.duels.open_challenges(pid)
                self.own = self._db.duels.own_open_challenges(pid)
            except StoreError as exc:
                self._show_error(exc)
        for duel in self.challenges:
            self.tree.addTopLevelItem(self._item(duel, self._name(duel.a_profile), translate("Duel", "only you")))
        for duel in self.own:
            item = self._item(duel, translate("Duel", "you"), "" if duel.invited is None else self._name(duel.invited))
            font = item.font(0)
            font.setItalic(True)
            for c in range(self.tree.columnCount()):
                item.setFont(c, font)
            self.tree.addTopLevelItem(item)
        first = self.tree.topLevelItem(0)
        if first is not None:
            self.tree.setCurrentItem(first)
        for c in range(self.tree.columnCount()):
            self.tree.resizeColumnToContents(c)
        self.empty_label.setVisible(not self.challenges and not self.own)
        self._update_buttons()

    def _name(self, profile_id: int) -> str:
        try:
            return self._db.profiles.get(profile_id).name
        except StoreError:
            return "?"

    def _item(self, duel: Duel, who: str, invited: str) -> QTreeWidgetItem:
        """A row of the list: who left it, its rules, suits and time limit, and whom it is open to."""
        minutes = round((duel.time_limit or 900) / 60)
        item = QTreeWidgetItem(
            [
                who,
                ruleset_name(duel.rules),
                translate("Duel", "%n suit(s)", "", duel.suits),
                translate("Duel", "%n min", "", minutes),
                invited if duel.invited is not None else translate("Duel", "anyone"),
            ]
        )
        item.setData(0, Qt.ItemDataRole.UserRole, duel.id)
        return item

    def _selected_own(self) -> Duel | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        duel_id = int(item.data(0, Qt.ItemDataRole.UserRole))
        return next((d for d in self.own if d.id == duel_id), None)

    def withdraw_selected(self) -> bool:
        """Withdraw the player's own challenge that is selected: its game becomes an ordinary one."""
        duel = self._selected_own()
        if duel is None:
            return False
        try:
            self._db.duels.cancel(duel.id)
        except StoreError as exc:
            self._show_error(exc)
            return False
        self.refresh()
        return True

    def challenge_ids(self) -> list[int]:
        return [d.id for d in self.challenges]

    def _retranslate_and_refresh(self) -> None:
        self.retranslate()
        self.refresh()
        self.remote_list.retranslate()
        self.remote_list.refresh()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Duel", "Challenges"))
        self.tree.setAccessibleName(translate("Duel", "Challenges"))  # a screen reader's name for the list
        self.player_label.setText(translate("Duel", "Playing as:"))
        self.tree.setHeaderLabels(
            [
                translate("Duel", "Challenger"),
                translate("Duel", "Rules"),
                translate("Duel", "Suits"),
                translate("Duel", "Time limit"),
                translate("Duel", "Open to"),
            ]
        )
        self.empty_label.setText(translate("Duel", "No challenge is waiting for this player."))
        self.play_button.setText(translate("Duel", "Play this deal"))
        self.withdraw_button.setText(translate("Duel", "Withdraw my challenge"))
        self.withdraw_button.setToolTip(
            translate("Duel", "Nobody has taken it up yet. Its game then counts as an ordinary game of yours.")
        )
        from spider_qt.ui.texts import mnemonics

        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        # Not the "Playing as:" label: its list is fixed to the player at the table, so a letter would show as "&".
        mnemonics.assign([self.play_button, self.withdraw_button], reserved=[cancel] if cancel is not None else [])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self, self._retranslate_and_refresh)
        super().changeEvent(event)

    def _update_buttons(self) -> None:
        own = self._selected_own() is not None
        self.play_button.setEnabled(self.tree.currentItem() is not None and self.profile_id() is not None and not own)
        self.withdraw_button.setEnabled(own)
        self.withdraw_button.setVisible(bool(self.own))

    def _show_error(self, exc: StoreError) -> None:
        self.error_label.setText(store_error_text(exc))
        self.error_label.show()

    def _on_player_combo_current_index_changed(self, _index: int) -> None:
        self.refresh()

    def _on_tree_item_double_clicked(self, _item: QTreeWidgetItem, _column: int) -> None:
        self.accept()

    def accept(self) -> None:
        item = self.tree.currentItem()
        pid = self.profile_id()
        if item is None or pid is None or self._selected_own() is not None:
            return  # one's own challenge is never taken up (Return or a double click on it do nothing)
        self.chosen = (int(item.data(0, Qt.ItemDataRole.UserRole)), pid)
        super().accept()
