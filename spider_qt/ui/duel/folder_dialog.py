"""Duels folder…: the small dialog that sets the folder a sync tool keeps in step with a friend's, or clears it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from spider_qt.ui.prompts import Prompts

CONTEXT = "RemoteDuels"


class DuelsFolderDialog(QDialog):
    """The folder's path, Browse… and Clear; OK makes a folder that is not there yet (``chosen`` is then set)."""

    def __init__(self, current: str, prompts: Prompts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prompts = prompts
        self._chosen = current
        self.setWindowTitle(QCoreApplication.translate("RemoteDuels", "Duels folder"))
        explain = QLabel(
            QCoreApplication.translate(
                "RemoteDuels",
                "A folder that your sync tool (Syncthing, Nextcloud, Dropbox…) keeps in step with your friends' "
                "computers. Put one sub-folder in it for each friend: challenges, answers and reveals then travel "
                "by themselves. Leave it empty to send and receive duel messages by hand.",
            )
        )
        explain.setWordWrap(True)
        self.path_edit = QLineEdit(current)
        self.path_edit.setObjectName("duels_folder_path")
        self.path_edit.setClearButtonEnabled(True)
        self.path_edit.setPlaceholderText(QCoreApplication.translate("RemoteDuels", "No duels folder"))
        explain.setBuddy(self.path_edit)
        self.browse_button = QPushButton(QCoreApplication.translate("RemoteDuels", "&Browse…"))
        self.browse_button.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path_edit, 1)
        row.addWidget(self.browse_button)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(explain)
        layout.addLayout(row)
        layout.addWidget(self.buttons)
        self.resize(560, self.sizeHint().height())

    def chosen(self) -> str:
        """The folder chosen (absolute), or "" for none."""
        return self._chosen

    def accept(self) -> None:
        text = self.path_edit.text().strip()
        if not text:
            self._chosen = ""
            super().accept()
            return
        folder = Path(text).expanduser()
        if not folder.is_absolute():
            self.prompts.warn(
                self,
                QCoreApplication.translate("RemoteDuels", "Duels folder"),
                QCoreApplication.translate("RemoteDuels", "Give the folder's whole path, or choose it with Browse…"),
            )
            return
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self.prompts.warn(
                self,
                QCoreApplication.translate("RemoteDuels", "Duels folder"),
                QCoreApplication.translate("RemoteDuels", "The folder %1 cannot be made (%2).")
                .replace("%1", str(folder))
                .replace("%2", exc.strerror or ""),
            )
            return
        if not folder.is_dir():
            self.prompts.warn(
                self,
                QCoreApplication.translate("RemoteDuels", "Duels folder"),
                QCoreApplication.translate("RemoteDuels", "%1 is not a folder.").replace("%1", str(folder)),
            )
            return
        self._chosen = str(folder)
        super().accept()

    def _browse(self) -> None:
        start = self.path_edit.text().strip() or str(Path.home())
        chosen = QFileDialog.getExistingDirectory(
            self, QCoreApplication.translate("RemoteDuels", "Choose the duels folder"), start
        )
        if chosen:
            self.path_edit.setText(chosen)
