"""The profile manager: see and switch who is playing; create, rename, delete, friend and ignore player profiles."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from spider_qt.i18n import retranslate_later
from spider_qt.store import Database, Profile, StoreError, name_key
from spider_qt.ui.art.contrast import mark_as_error
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.texts.errors import store_error_text

FRIEND_MARK = "★"


class ProfileManagerDialog(QDialog):
    """Every human profile, friends first; ignored ones greyed and marked; the one playing now in bold.

    ``active_name`` is the player the next games are recorded for; ``table_name`` the player of the game on the
    table, when that game is under way (the two differ after "Play as this player" mid-game).
    ``active_changed(name)`` asks the window to make that profile the one playing (from the next game);
    ``renamed(old, new)`` tells it that a profile has a new name (the window follows it wherever it keeps the name).
    Neither player may be deleted: the next game, or the game under way, would bring the profile back.
    """

    profiles_changed = Signal()
    active_changed = Signal(str)
    renamed = Signal(str, str)

    def __init__(
        self, db: Database, parent: QWidget | None = None, active_name: str = "", table_name: str = ""
    ) -> None:
        super().__init__(parent)
        self._db = db
        self._profiles: list[Profile] = []
        self._active_key = name_key(active_name)
        self._active_name = active_name.strip()
        self._table_key = name_key(table_name)
        self._table_name = table_name.strip()
        self.setModal(True)

        self.active_label = QLabel(self)
        self.active_label.setObjectName("active_player")
        self.active_label.setWordWrap(True)
        self.play_as_button = QPushButton(self)
        self.play_as_button.setObjectName("play_as")
        self.play_as_button.setAutoDefault(False)  # Return in the name field creates a profile
        self.list = QListWidget(self)
        # Shown in the list's place while no player is saved (a player is saved with a first finished game).
        self.empty_label = QLabel(self)
        self.empty_label.setObjectName("no_players")
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setEnabled(False)  # drawn in the palette's grey, as a list's empty state
        self.name_label = QLabel(self)
        self.name_edit = QLineEdit(self)
        self.name_label.setBuddy(self.name_edit)
        self.create_button = QPushButton(self)
        self.rename_button = QPushButton(self)
        self.delete_button = QPushButton(self)
        self.friend_check = QCheckBox(self)
        self.ignore_check = QCheckBox(self)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        mark_as_error(self.error_label)  # a red that reads on a dark desktop's window as well
        self.error_label.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)

        name_row = QHBoxLayout()
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name_edit, 1)
        name_row.addWidget(self.create_button)
        name_row.addWidget(self.rename_button)
        flags_row = QHBoxLayout()
        flags_row.addWidget(self.friend_check)
        flags_row.addWidget(self.ignore_check)
        flags_row.addStretch(1)
        flags_row.addWidget(self.delete_button)
        active_row = QHBoxLayout()
        active_row.addWidget(self.active_label, 1)
        active_row.addWidget(self.play_as_button)
        layout = QVBoxLayout(self)
        layout.addLayout(active_row)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.empty_label, 1)
        layout.addLayout(flags_row)
        layout.addLayout(name_row)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

        self.play_as_button.clicked.connect(self._on_play_as_button_clicked)
        self.create_button.clicked.connect(self._on_create_button_clicked)
        self.rename_button.clicked.connect(self._on_rename_button_clicked)
        self.delete_button.clicked.connect(self._on_delete_button_clicked)
        self.friend_check.clicked.connect(self._on_friend_check_clicked)
        self.ignore_check.clicked.connect(self._on_ignore_check_clicked)
        self.list.currentRowChanged.connect(self._on_list_current_row_changed)
        self.name_edit.textEdited.connect(self._on_name_edit_text_edited)
        # Return in the name field creates a profile: Create is the default button, which the dialog presses on
        # Return. (Connected to returnPressed as well, Create ran twice: the second time on the emptied field.)
        self.create_button.setDefault(True)

        self.retranslate()
        self.refresh()
        self.resize(460, 420)

    # ------------------------------------------------------------ showing

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Players", "Profiles"))  # as the Player menu names it
        self.list.setAccessibleName(translate("Players", "Profiles"))  # a screen reader's name for the list
        self.name_label.setText(translate("Players", "&Name:"))
        self.name_edit.setPlaceholderText(translate("Players", "Name of a player"))
        self.create_button.setText(translate("Players", "&Create"))
        self.rename_button.setText(translate("Players", "&Rename"))
        self.delete_button.setText(translate("Players", "&Delete…"))
        self.friend_check.setText(translate("Players", "&Friend"))
        self.friend_check.setToolTip(translate("Players", "Friends are listed first when you choose an opponent."))
        self.ignore_check.setText(translate("Players", "&Ignored"))
        self.ignore_check.setToolTip(translate("Players", "Ignored players are hidden when you choose an opponent."))
        self.play_as_button.setText(translate("Players", "&Play as this player"))
        self.play_as_button.setToolTip(translate("Players", "Your next games are recorded for the selected player."))
        self.empty_label.setText(
            translate(
                "Players", "No player is saved yet. A player is saved with their first finished game, or add one below."
            )
        )
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)

    def refresh(self, select: int | None = None) -> None:
        """Read the profiles again, keeping (or moving to) the selection."""
        if select is None:
            current = self.selected()
            select = current.id if current is not None else None
        try:
            self._profiles = self._db.profiles.for_picker(include_ignored=True, include_computers=False)
            # Friends on other computers, after the players here: friend and ignore them, never play as them.
            self._profiles += self._db.profiles.remote_friends(include_ignored=True)
        except StoreError as exc:  # e.g. the database went away: say so, keep the dialog usable
            self._profiles = []
            self._show_error(exc)
        self.list.blockSignals(True)
        self.list.clear()
        grey = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        for p in self._profiles:
            item = QListWidgetItem(self._item_text(p))
            item.setData(Qt.ItemDataRole.UserRole, p.id)
            if p.ignored:
                item.setForeground(QBrush(grey))
            if self._is_playing(p) or self._is_active(p):
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.list.addItem(item)
        if self._table_name and self._table_key != self._active_key:
            label = (
                translate("Players", "Playing now: %1. Your next games: %2.")
                .replace("%1", self._table_name)
                .replace("%2", self._active_name)
            )
        elif self._active_name:
            label = translate("Players", "Playing now: %1").replace("%1", self._active_name)
        else:
            label = translate("Players", "Nobody is playing yet: choose a player below.")
        self.active_label.setText(label)
        self.list.setVisible(bool(self._profiles))
        self.empty_label.setVisible(not self._profiles)
        row = next((i for i, p in enumerate(self._profiles) if p.id == select), 0 if self._profiles else -1)
        self.list.setCurrentRow(row)
        self.list.blockSignals(False)
        self._update_controls()

    def _item_text(self, p: Profile) -> str:
        """A profile as the list shows it: friend, on another computer, ignored, playing now or next."""
        text = p.name
        if p.friend:
            text = f"{FRIEND_MARK} {text}"
        if p.is_remote:
            text = translate("Players", "%1 (on another computer)").replace("%1", text)
        if p.ignored:
            text = translate("Players", "%1 (ignored)").replace("%1", text)
        if self._is_playing(p):
            text = translate("Players", "%1 (playing now)").replace("%1", text)
        elif self._is_active(p):
            text = translate("Players", "%1 (next games)").replace("%1", text)
        return text

    def profile_ids(self) -> list[int]:
        """The ids in the order shown."""
        return [p.id for p in self._profiles]

    def item_texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def selected(self) -> Profile | None:
        row = self.list.currentRow()
        return self._profiles[row] if 0 <= row < len(self._profiles) else None

    def select(self, profile_id: int) -> None:
        row = next((i for i, p in enumerate(self._profiles) if p.id == profile_id), -1)
        self.list.setCurrentRow(row)

    def error_text(self) -> str:
        """The validation error shown under the name field ("" when none)."""
        return self.error_label.text() if self.error_label.isVisibleTo(self) else ""

    def active_name(self) -> str:
        """The name of the player playing now (as shown at the top)."""
        return self._active_name

    def _is_active(self, p: Profile) -> bool:
        """Whether the next games are recorded for ``p``."""
        # A friend on another computer is never the player here, whatever its name.
        return bool(self._active_key) and name_key(p.name) == self._active_key and not p.is_remote

    def _is_playing(self, p: Profile) -> bool:
        """Whether ``p`` plays the game on the table (or, with none under way, the next one)."""
        who = self._table_key or self._active_key
        return bool(who) and name_key(p.name) == who and not p.is_remote

    def _update_controls(self) -> None:
        p = self.selected()
        for w in (self.rename_button, self.delete_button, self.friend_check, self.ignore_check):
            w.setEnabled(p is not None)
        self.play_as_button.setEnabled(p is not None and not p.is_remote and not self._is_active(p))
        self.rename_button.setEnabled(p is not None and not p.is_remote)
        self.friend_check.setChecked(p is not None and p.friend)
        self.ignore_check.setChecked(p is not None and p.ignored)

    def _show_error(self, exc: StoreError | None) -> None:
        self._show_text("" if exc is None else store_error_text(exc))

    def _show_text(self, text: str) -> None:
        """Say ``text`` under the name field ("" hides it)."""
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    # ------------------------------------------------------------ actions

    def create_profile(self) -> Profile | None:
        """Create a profile named as the name field says; a refused name is explained inline."""
        try:
            profile = self._db.profiles.create(self.name_edit.text())
        except StoreError as exc:
            self._show_error(exc)
            return None
        return self._changed(profile)

    def _changed(self, profile: Profile) -> Profile:
        """After a name was accepted: clear the field, select ``profile`` and tell the window."""
        self._show_error(None)
        self.name_edit.clear()
        self.refresh(select=profile.id)
        self.profiles_changed.emit()
        return profile

    def rename_profile(self) -> Profile | None:
        """Give the selected profile the name in the name field."""
        p = self.selected()
        if p is None:
            return None
        try:
            profile = self._db.profiles.rename(p.id, self.name_edit.text())
        except StoreError as exc:
            self._show_error(exc)
            return None
        if self._is_active(p):
            self._active_name, self._active_key = profile.name, name_key(profile.name)
        if self._table_key and name_key(p.name) == self._table_key:
            self._table_name, self._table_key = profile.name, name_key(profile.name)
        # The window follows the new name wherever it keeps it: the game on the table, the next games, the opponent
        # it offers; under the old name a game would be recorded for a new profile of that name.
        self.renamed.emit(p.name, profile.name)
        return self._changed(profile)

    def play_as_selected(self) -> Profile | None:
        """Make the selected profile the one playing: the window records the next games for it."""
        p = self.selected()
        if p is None:
            return None
        self._active_name, self._active_key = p.name, name_key(p.name)
        self.refresh(select=p.id)
        self.active_changed.emit(p.name)
        return p

    def delete_profile(self) -> bool:
        """Ask, then delete the selected profile, keeping or removing its history as the player chooses."""
        p = self.selected()
        if p is None:
            return False
        # The game under way, or the next one, would be recorded for a new profile of the same name.
        if self._table_key and name_key(p.name) == self._table_key:
            self._show_text(
                translate(
                    "Players", "%1 is playing the game on the table. Delete the player once that game is over."
                ).replace("%1", p.name)
            )
            return False
        if self._is_active(p):
            self._show_text(
                translate(
                    "Players",
                    "Your next games are recorded for %1. Choose another player with Play as this player first.",
                ).replace("%1", p.name)
            )
            return False
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(translate("Players", "Delete player?"))
        box.setText(translate("Players", "Delete the player %1?").replace("%1", p.name))
        box.setInformativeText(
            translate(
                "Players",
                "You can keep the games and duels of this player (they then show an anonymous player) "
                "or remove them for good.",
            )
        )
        keep = box.addButton(translate("Players", "Delete, &keep history"), QMessageBox.ButtonRole.AcceptRole)
        keep.setObjectName("keep_history")
        remove = box.addButton(translate("Players", "Delete &everything"), QMessageBox.ButtonRole.DestructiveRole)
        remove.setObjectName("remove_history")
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        cancel.setObjectName("cancel")
        box.setDefaultButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        box.deleteLater()
        if clicked not in (keep, remove):
            return False
        try:
            self._db.profiles.delete(p.id, keep_history=clicked is keep)
        except StoreError as exc:
            self._show_error(exc)
            return False
        self._show_error(None)
        self.refresh()
        self.profiles_changed.emit()
        return True

    def set_friend(self, on: bool) -> None:
        self._set_flag(self._db.profiles.set_friend, on)

    def set_ignored(self, on: bool) -> None:
        self._set_flag(self._db.profiles.set_ignored, on)

    def _set_flag(self, setter: Callable[[int, bool], object], on: bool) -> None:
        p = self.selected()
        if p is None:
            return
        try:
            setter(p.id, on)
        except StoreError as exc:
            self._show_error(exc)
        self.refresh(select=p.id)
        self.profiles_changed.emit()

    # -------------------------------------------------------------- slots

    def _on_play_as_button_clicked(self) -> None:
        self.play_as_selected()

    def _on_create_button_clicked(self) -> None:
        self.create_profile()

    def _on_rename_button_clicked(self) -> None:
        self.rename_profile()

    def _on_delete_button_clicked(self) -> None:
        self.delete_profile()

    def _on_friend_check_clicked(self, checked: bool) -> None:
        self.set_friend(checked)

    def _on_ignore_check_clicked(self, checked: bool) -> None:
        self.set_ignored(checked)

    def _on_list_current_row_changed(self, _row: int) -> None:
        self._update_controls()
        self._show_error(None)

    def _on_name_edit_text_edited(self, _text: str) -> None:
        self._show_error(None)
