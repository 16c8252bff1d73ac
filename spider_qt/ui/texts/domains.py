"""The one way the interface translates: in a domain's context ("Duel", "Table", "Menus", "Saving", …).

A context names what the player is doing, not the class that shows it, so a class can move or split without its
texts leaving their translations behind. Write ``translate("Table", "Undo")``: lupdate reads any call named
``translate`` whose context and source are literal strings, and the disambiguation and count, when given, as
positional arguments (a keyword ``disambiguation=`` is not read, and neither is a ``partial`` of this function).
``packaging/retire_class_contexts.py`` moves ``self.tr`` calls and class-named contexts here, translations and all.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["translate"]


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``source`` in the current language, as the catalogues have it in ``context`` (``%n`` chooses the plural)."""
    return QCoreApplication.translate(context, source, disambiguation, n)
