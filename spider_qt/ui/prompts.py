"""Message boxes, file choosers and list pickers behind one small object, so tests can answer them."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

# The dialogs' classes are loaded when first asked (PySide6 builds a class's enums when it is first
# used, which is time before the first frame): QMessageBox and QInputDialog are imported in each method.
if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

# Room for a title bar's buttons on one side of its title (close, maximise, minimise at about 32 pixels each).
_TITLE_BAR_BUTTONS = 100


def question(
    parent: QWidget | None,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton,
    default: QMessageBox.StandardButton | None = None,
) -> QMessageBox.StandardButton:
    """A question box that shows ``title`` (the question itself) in bold above ``text``, and answers the button
    pressed (``NoButton`` when the box was closed otherwise).

    ``QMessageBox.question`` shows the title only in the title bar, which a desktop may leave out: GNOME shows a
    dialog attached to its window without one, and macOS ignores a message box's title. The player then read
    only "Your game ends now and your score counts as it stands." above Yes and No.
    """
    from PySide6.QtWidgets import QMessageBox

    box = _question_box(parent, title, text, buttons)
    if default is not None:
        box.setDefaultButton(default)
    _wide_for_title(box)
    box.exec()
    clicked = box.clickedButton()
    return QMessageBox.StandardButton.NoButton if clicked is None else box.standardButton(clicked)


def _question_box(parent: QWidget | None, title: str, text: str, buttons: QMessageBox.StandardButton) -> QMessageBox:
    """A question box with ``title`` in bold above ``text`` (see ``question``)."""
    import html  # here: not needed before the first frame

    from PySide6.QtCore import Qt  # here: the Qt namespace costs the first frame time (see ``spider_qt.ui.app``)
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Question, title, f"<b>{html.escape(title)}</b>", buttons, parent)
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setInformativeText(text)
    return box


def _wide_for_title(box: QMessageBox) -> None:
    """Keep ``box`` wide enough for its window title; call it last, as a new text or check box lays it out anew.

    Qt sizes a message box by its texts only: "Abandon this game?" above "It counts as lost." made a box so narrow
    that the window manager cut its own title bar's text.
    """
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QGridLayout, QSizePolicy, QSpacerItem

    layout = box.layout()
    if not isinstance(layout, QGridLayout):
        return
    # The title bar's font is the desktop's; the box's own, bold, is a fair measure of it. Room is left for the
    # title bar's buttons on either side (the title is centred on many desktops).
    bold = box.font()
    bold.setBold(True)
    wide = QFontMetrics(bold).horizontalAdvance(box.windowTitle()) + 2 * _TITLE_BAR_BUTTONS
    spacer = QSpacerItem(wide, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
    layout.addItem(spacer, layout.rowCount(), 0, 1, layout.columnCount())


class Prompts:
    """Asks the player through Qt's standard dialogs; app.py makes one and hands it to every part."""

    def ask(self, parent: QWidget | None, title: str, text: str, *, default_yes: bool = False) -> bool:
        """A Yes/No question; True for Yes."""
        from PySide6.QtWidgets import QMessageBox

        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        return question(parent, title, text, yes | no, yes if default_yes else None) == yes

    def ask_once(self, parent: QWidget | None, title: str, text: str, dont_ask: str) -> tuple[bool, bool]:
        """A Yes/No question with a ``dont_ask`` check box ("Don't ask again"); (Yes pressed, box ticked).

        A stand-in that answers ``ask`` in its own way (a test's, the hidden driver's) answers this too, box unticked.
        """
        if type(self).ask is not Prompts.ask:
            return self.ask(parent, title, text), False
        from PySide6.QtWidgets import QCheckBox, QMessageBox

        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = _question_box(parent, title, text, yes | no)
        box.setCheckBox(QCheckBox(dont_ask, box))
        _wide_for_title(box)
        box.exec()
        clicked = box.clickedButton()
        pressed_yes = clicked is not None and box.standardButton(clicked) == yes
        ticked = box.checkBox().isChecked()
        box.deleteLater()
        return pressed_yes, ticked

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

    def choose_save_path(self, parent: QWidget | None, title: str, start: str, filters: str, suffix: str = "") -> str:
        """A file name to save to, or "" when the player cancelled; with ``suffix`` ("csv"), one that ends in it.

        A name typed without the suffix gets it before the dialog asks about replacing a file of that name: added
        afterwards, the file it then named was written over without a word. Where a desktop's own dialog adds
        nothing, the question is asked here.
        """
        from pathlib import Path

        from PySide6.QtCore import QCoreApplication

        from spider_qt.ui import file_dialog as fd  # not needed before the first frame

        dialog = fd.file_dialog(parent, title, start, filters, save=True)
        if suffix:
            dialog.setDefaultSuffix(suffix)
        chosen = fd.chosen_path(dialog)
        dialog.deleteLater()  # parented to the window: each Save as or Export stayed its child otherwise
        if not chosen or not suffix or chosen.lower().endswith("." + suffix.lower()):
            return chosen
        named = f"{chosen}.{suffix}"
        if Path(named).exists():
            question = QCoreApplication.translate("Saving", "%1 already exists. Replace it?")
            if not self.ask(parent, title, question.replace("%1", Path(named).name)):
                return ""
        return named

    def choose_open_path(self, parent: QWidget | None, title: str, start: str, filters: str) -> str:
        """A file to open, or "" when the player cancelled."""
        from spider_qt.ui import file_dialog as fd

        dialog = fd.file_dialog(parent, title, start, filters, save=False)
        chosen = fd.chosen_path(dialog)
        dialog.deleteLater()  # as in choose_save_path
        return chosen

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
