"""The ``spider-duel`` command and ``python -m spider_qt``: the game's start, with the cyclic collector held.

A start makes a few hundred thousand objects and leaves almost no cyclic garbage among them (PySide6's enum types,
the modules' classes, the window's widgets all stay): the collector's passes over them cost some 8 ms before the
table's first frame. It is held from here, before PySide6 is imported, and let go once the table is on screen
(``spider_qt.ui.app``), or when the command ends sooner.

It also asks the X server whether it is there before PySide6 is imported: asked just before Qt connects, the
question could make Qt's own connection wait some 16 ms for the server's reset (``spider_qt.x_display``).
"""

from __future__ import annotations

import gc
import os
import sys

from spider_qt.x_display import early_x_answers


def main() -> int:
    gc.disable()
    # The X server is asked now, well before Qt connects to it (``spider_qt.x_display``).
    x_answers = early_x_answers(os.environ, sys.platform)
    from spider_qt.ui.app import main as start_game

    return start_game(collector_held=True, x_answers=x_answers)
