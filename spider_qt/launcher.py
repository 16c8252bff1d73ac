"""The ``spider-duel`` command and ``python -m spider_qt``: the game's start, with the cyclic collector held.

A start makes a few hundred thousand objects and leaves almost no cyclic garbage among them (PySide6's enum types,
the modules' classes, the window's widgets all stay): the collector's passes over them cost some 8 ms before the
table's first frame. It is held from here, before PySide6 is imported, and let go once the table is on screen
(``spider_qt.ui.app``), or when the command ends sooner.
"""

from __future__ import annotations

import gc


def main() -> int:
    gc.disable()
    from spider_qt.ui.app import main as start_game

    return start_game(collector_held=True)
