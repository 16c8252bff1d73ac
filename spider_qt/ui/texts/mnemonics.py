"""Underlined shortcut letters (Alt+letter) for a dialog's controls, chosen at run time for the language shown.

Translators cannot keep a dozen letters unique per dialog in four languages by hand, and a letter that is
right in English ("&Classic") may clash in German. So a dialog hands its controls, in order of importance, to
``assign`` after every retranslation: each control whose text has no ``&`` yet gets the first letter that no
earlier control took, preferring the start of a word, then any letter or digit. A text that brings its own
``&`` keeps it, and its letter counts as taken.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

#: What takes a letter: a dialog's buttons and labels, and a menu's items (whose letter picks the item in its menu).
Labelled = QAbstractButton | QLabel | QAction


def taken_letter(text: str) -> str | None:
    """The letter ``text`` marks with ``&`` (``&&`` is a plain ampersand), lower-cased, or None."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].casefold()
            i += 1
        i += 1
    return None


def with_mnemonic(text: str, taken: set[str]) -> str:
    """``text`` with ``&`` before the first letter not in ``taken`` (word starts first); ``text`` unchanged when it
    already has one or no letter is free. The chosen letter is added to ``taken``."""
    own = taken_letter(text)
    if own is not None:
        taken.add(own)
        return text
    plain = [i for i, ch in enumerate(text) if ch.isalnum()]
    starts = [i for i in plain if i == 0 or not text[i - 1].isalnum()]
    for i in [*starts, *(i for i in plain if i not in starts)]:
        letter = text[i].casefold()
        if letter not in taken:
            taken.add(letter)
            return text[:i] + "&" + text[i:]
    return text


def assign(controls: Sequence[Labelled], reserved: Iterable[QWidget] = ()) -> None:
    """Give each of ``controls`` (most important first) its own shortcut letter; ``reserved`` (the dialog's OK and
    Cancel, say) keep theirs, which no control takes."""
    taken: set[str] = set()
    for widget in reserved:
        if isinstance(widget, QAbstractButton | QLabel):
            letter = taken_letter(widget.text())
            if letter is not None:
                taken.add(letter)
    for control in controls:
        control.setText(with_mnemonic(control.text(), taken))
