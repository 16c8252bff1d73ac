"""The Challenges dialog's list of duels with friends on other computers: their state, Resend, Forget, the result."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from spider_qt.store import Database, StoreError
from spider_qt.store.remote import RemoteDuel
from spider_qt.ui.texts.names import ruleset_name

if TYPE_CHECKING:
    from spider_qt.duel.remote import Message

__all__ = ["INBOX_FOLDER", "RemoteDuelsList", "state_text"]

# Challenges that arrived and are not played yet (Not now, or a message from the duels folder while the player was
# busy) wait here, in the data folder, until Play now or Forget (``RemoteDuels`` keeps them; this list shows them).
INBOX_FOLDER = "remote-inbox"


def state_text(state: str) -> str:
    """A remote duel's state in the player's words."""
    texts = {
        "playing": QCoreApplication.translate("RemoteDuels", "being played here"),
        "awaiting_answer": QCoreApplication.translate("RemoteDuels", "waiting for the answer"),
        "awaiting_reveal": QCoreApplication.translate("RemoteDuels", "waiting for the reveal"),
        "finished": QCoreApplication.translate("RemoteDuels", "finished"),
        "expired": QCoreApplication.translate("RemoteDuels", "expired"),
    }
    return texts.get(state, state)


class RemoteDuelsList(QWidget):
    """The remote duels of this data folder, the last moved first; Resend, Forget and Result act on the selected one."""

    resend_requested = Signal(str)  # challenge id
    result_requested = Signal(int, int)  # duel id, the local profile looking
    open_requested = Signal(str)  # the file of a challenge that arrived and is not played yet

    def __init__(self, db: Database, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("remote_duels_list")
        self._db = db
        self.duels: list[RemoteDuel] = []
        self.waiting: list[tuple[Path, Message]] = []  # challenges that arrived, not played yet
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.tree = QTreeWidget(self)
        self.tree.setRootIsDecorated(False)
        self.tree.setColumnCount(5)
        self.resend_button = QPushButton(self)
        self.resend_button.setObjectName("remote_resend")
        self.forget_button = QPushButton(self)
        self.forget_button.setObjectName("remote_forget")
        self.result_button = QPushButton(self)
        self.result_button.setObjectName("remote_result")
        self.open_button = QPushButton(self)
        self.open_button.setObjectName("remote_open")
        self.open_button.clicked.connect(self._on_open_clicked)
        for button in (self.open_button, self.resend_button, self.forget_button, self.result_button):
            button.setAutoDefault(False)
        self.resend_button.clicked.connect(self._on_resend_clicked)
        self.forget_button.clicked.connect(self.forget_selected)
        self.result_button.clicked.connect(self._on_result_clicked)
        self.tree.itemSelectionChanged.connect(self._update_buttons)
        buttons = QHBoxLayout()
        for button in (self.open_button, self.resend_button, self.result_button, self.forget_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.tree, 1)
        layout.addLayout(buttons)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("RemoteDuels", "Duels with friends on other computers"))
        self.tree.setHeaderLabels(
            [
                QCoreApplication.translate("RemoteDuels", "Friend"),
                QCoreApplication.translate("RemoteDuels", "Who challenged"),
                QCoreApplication.translate("RemoteDuels", "Rules"),
                QCoreApplication.translate("RemoteDuels", "State"),
                QCoreApplication.translate("RemoteDuels", "Deadline"),
            ]
        )
        self.resend_button.setText(QCoreApplication.translate("RemoteDuels", "&Resend"))
        self.resend_button.setToolTip(
            QCoreApplication.translate("RemoteDuels", "Send your last message of this duel again")
        )
        self.forget_button.setText(QCoreApplication.translate("RemoteDuels", "&Forget"))
        self.forget_button.setToolTip(
            QCoreApplication.translate(
                "RemoteDuels", "Take it off this list. A finished duel stays in the records; the attempt stays used."
            )
        )
        self.result_button.setText(QCoreApplication.translate("RemoteDuels", "Re&sult"))
        self.open_button.setText(QCoreApplication.translate("RemoteDuels", "&Open…"))
        self.open_button.setToolTip(
            QCoreApplication.translate("RemoteDuels", "Show this challenge again, to play it now")
        )

    def refresh(self, now: datetime | None = None) -> None:
        from spider_qt.duel.remote_flow import shown_state
        from spider_qt.ui.duel.remote_dialogs import deadline_text

        moment = now or datetime.now(UTC)
        self.tree.clear()
        try:
            self.duels = self._db.remote.all()
        except StoreError:
            self.duels = []
        for duel in self.duels:
            friend = self._name(duel.friend_id) or QCoreApplication.translate("RemoteDuels", "anyone")
            who = QCoreApplication.translate("RemoteDuels", "you") if duel.role == "challenger" else friend
            rules = "%1 · %2".replace("%1", ruleset_name(duel.rules)).replace(
                "%2", QCoreApplication.translate("RemoteDuels", "%n suit(s)", "", duel.suits)
            )
            item = QTreeWidgetItem(
                [friend, who, rules, state_text(shown_state(duel, moment)), deadline_text(duel.expires_at)]
            )
            item.setData(0, Qt.ItemDataRole.UserRole, duel.challenge_id)
            self.tree.addTopLevelItem(item)
        self.waiting = _waiting(self._db, {d.challenge_id for d in self.duels})
        for path, message in self.waiting:
            payload = message.payload
            rules = "%1 · %2".replace("%1", ruleset_name(str(payload["rules"]))).replace(
                "%2", QCoreApplication.translate("RemoteDuels", "%n suit(s)", "", int(payload["suits"]))
            )
            expires = datetime.strptime(str(payload["expires_at"]), "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
            state = QCoreApplication.translate("RemoteDuels", "not played yet")
            name = message.signer_name
            item = QTreeWidgetItem([name, name, rules, state, deadline_text(expires)])
            item.setData(0, Qt.ItemDataRole.UserRole, str(path))
            self.tree.insertTopLevelItem(0, item)
        first = self.tree.topLevelItem(0)
        if first is not None:
            self.tree.setCurrentItem(first)
        for c in range(self.tree.columnCount()):
            self.tree.resizeColumnToContents(c)
        self.setVisible(bool(self.duels) or bool(self.waiting))
        self._update_buttons()

    def _name(self, profile_id: int | None) -> str:
        if profile_id is None:
            return ""
        try:
            return self._db.profiles.get(profile_id).name
        except StoreError:
            return "?"

    def selected(self) -> RemoteDuel | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        challenge_id = str(item.data(0, Qt.ItemDataRole.UserRole))
        return next((d for d in self.duels if d.challenge_id == challenge_id), None)

    def select(self, challenge_id: str) -> None:
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None and item.data(0, Qt.ItemDataRole.UserRole) == challenge_id:
                self.tree.setCurrentItem(item)

    def selected_waiting(self) -> Path | None:
        """The file of the selected challenge not played yet, if that is what is selected."""
        item = self.tree.currentItem()
        if item is None:
            return None
        key = str(item.data(0, Qt.ItemDataRole.UserRole))
        return next((path for path, _ in self.waiting if str(path) == key), None)

    def _update_buttons(self) -> None:
        duel = self.selected()
        waiting = self.selected_waiting()
        self.open_button.setVisible(bool(self.waiting))
        self.open_button.setEnabled(waiting is not None)
        self.resend_button.setEnabled(duel is not None and duel.state != "playing")
        self.forget_button.setEnabled(duel is not None or waiting is not None)
        self.result_button.setEnabled(duel is not None and duel.duel_id is not None)

    def forget_selected(self) -> bool:
        waiting = self.selected_waiting()
        if waiting is not None:
            try:
                waiting.unlink(missing_ok=True)
            except OSError:
                return False
            self.refresh()
            return True
        duel = self.selected()
        if duel is None:
            return False
        try:
            self._db.remote.forget(duel.challenge_id)
        except StoreError:
            return False
        self.refresh()
        return True

    def _on_resend_clicked(self) -> None:
        duel = self.selected()
        if duel is not None:
            self.resend_requested.emit(duel.challenge_id)

    def _on_open_clicked(self) -> None:
        waiting = self.selected_waiting()
        if waiting is not None:
            self.open_requested.emit(str(waiting))

    def _on_result_clicked(self) -> None:
        duel = self.selected()
        if duel is not None and duel.duel_id is not None:
            self.result_requested.emit(duel.duel_id, duel.profile_id)


def _waiting(db: Database, known: set[str]) -> list[tuple[Path, Message]]:
    """The challenges kept in the data folder's inbox that were not played here, oldest first (unreadable files and
    those of duels this folder has are left out)."""
    from spider_qt.duel.remote import Refused, read_message

    folder = db.path.parent / INBOX_FOLDER
    try:
        paths = sorted(p for p in folder.glob("*.spiderduel") if p.is_file() and not p.is_symlink())
    except OSError:
        return []
    found: list[tuple[Path, Message]] = []
    for path in paths:
        try:
            message = read_message(path.read_bytes())
        except (OSError, Refused):
            continue
        if message.kind == "challenge" and message.challenge_id not in known:
            found.append((path, message))
    return found
