"""Message boxes, file choosers and list pickers behind one small object, so tests can answer them."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

# The dialogs' classes are loaded when first asked (PySide6 builds a class's enums when it is first
# used, which is time before the first frame): QMessageBox and QInputDialog are imported in each method.
if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


class Prompts:
    """Asks the player through Qt's standard dialogs; app.py makes one and hands it to every part."""

    def ask(self, parent: QWidget | None, title: str, text: str, *, default_yes: bool = False) -> bool:
        """A Yes/No question; True for Yes."""
        from PySide6.QtWidgets import QMessageBox

        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        default = QMessageBox.StandardButton.Yes if default_yes else QMessageBox.StandardButton.NoButton
        return QMessageBox.question(parent, title, text, buttons, default) == QMessageBox.StandardButton.Yes

    def warn(self, parent: QWidget | None, title: str, text: str, *, critical: bool = False) -> None:
        """Something went wrong; the player only needs to read it."""
        from PySide6.QtWidgets import QMessageBox

        if critical:
            QMessageBox.critical(parent, title, text)
        else:
            QMessageBox.warning(parent, title, text)

    def info(self, parent: QWidget | None, title: str, text: str) -> None:
        """A plain notice."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(parent, title, text)

    def about(self, parent: QWidget | None, title: str, text: str) -> None:
        """The About box (rich text)."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(parent, title, text)

    def choose_save_path(self, parent: QWidget | None, title: str, start: str, filters: str) -> str:
        """A file name to save to, or "" when the player cancelled."""
        from spider_qt.ui import file_dialog as fd  # not needed before the first frame

        return fd.chosen_path(fd.file_dialog(parent, title, start, filters, save=True))

    def choose_open_path(self, parent: QWidget | None, title: str, start: str, filters: str) -> str:
        """A file to open, or "" when the player cancelled."""
        from spider_qt.ui import file_dialog as fd

        return fd.chosen_path(fd.file_dialog(parent, title, start, filters, save=False))

    def choose_item(self, parent: QWidget | None, title: str, label: str, items: list[str]) -> str | None:
        """One of ``items``, or None when the player cancelled."""
        from PySide6.QtWidgets import QInputDialog

        chosen, ok = QInputDialog.getItem(parent, title, label, items, 0, False)
        return chosen if ok and chosen in items else None


class QuietPrompts(Prompts):
    """For the hidden test driver: notices go to stderr and questions take their default answer."""

    def ask(self, parent: QWidget | None, title: str, text: str, *, default_yes: bool = False) -> bool:
        return default_yes

    def warn(self, parent: QWidget | None, title: str, text: str, *, critical: bool = False) -> None:
        print(f"spider-duel: {title}: {text}", file=sys.stderr, flush=True)

    def info(self, parent: QWidget | None, title: str, text: str) -> None:
        print(f"spider-duel: {title}: {text}", file=sys.stderr, flush=True)
