"""Open and save dialogs whose date column follows the game's language, and the name a saved game gets."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from PySide6.QtCore import QCoreApplication, QIdentityProxyModel, QLocale, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QWidget

from spider_qt.ui.texts.names import ruleset_name

# The column of Qt's own file dialog that shows when a file was last changed (a plain comment: lupdate
# would take a "#:" one before a translate() call as a note for translators).
DATE_COLUMN = 3


class LocalDates(QIdentityProxyModel):
    """Shows the file dialog's "Date Modified" in the language's own short date and time format.

    Qt's own dialog formats it with the system locale (on a C locale: "1 12 2026 03:21"), not with
    the language the player chose.
    """

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and index.column() == DATE_COLUMN:
            source = self.sourceModel()
            if isinstance(source, QFileSystemModel):
                info = source.fileInfo(self.mapToSource(index))
                when = info.lastModified()
                if when.isValid():
                    return QLocale().toString(when, QLocale.FormatType.ShortFormat)
        return super().data(index, role)


def file_dialog(
    parent: QWidget | None, title: str, start: str, filters: str, *, save: bool, native: bool = True
) -> QFileDialog:
    """An open (or save) dialog at ``start``; Qt's own dialog shows dates in the language's format.

    A desktop's native dialog, where there is one, formats dates itself and is used as is.
    """
    dialog = QFileDialog(parent, title, start, filters)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile if save else QFileDialog.FileMode.ExistingFile)
    if not native:
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setProxyModel(LocalDates(dialog))  # only Qt's own dialog uses it
    return dialog


def chosen_path(dialog: QFileDialog) -> str:
    """Run ``dialog``; the file chosen, or "" when the player cancelled."""
    if dialog.exec() != QFileDialog.DialogCode.Accepted:
        return ""
    files = dialog.selectedFiles()
    return files[0] if files else ""


def suggested_name(rules: str, suits: int, seed: int, when: dt.date) -> str:
    """A file name that says what the game is: rules, suits, deal number and date (ISO, so names sort)."""
    rules_name = ruleset_name(rules)
    text = (
        QCoreApplication.translate(
            "Saving",
            "Spider %1, %2-suit, deal %3, %4",
            "suggested file name: rules, suit count (1, 2 or 4), deal number, date",
        )
        .replace("%1", rules_name)
        .replace("%2", str(suits))
        .replace("%3", str(seed))
        .replace("%4", when.isoformat())
    )
    # No character a file system refuses or a shell would trip over.
    return re.sub(r'[\\/:*?"<>|]+', "-", text).strip() + ".spider"
