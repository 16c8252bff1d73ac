"""Master's choice worked out in a process of its own while the player thinks (the app's "thinking ahead").

Lives in the Qt-free ``ai`` package so the worker process never loads Qt. Searching in the game's own process
would share the interpreter with the table: every call from Qt into Python (a card painted, an event handled)
would then wait its turn behind the search, and a repaint of the table could stall for half a second.
"""

from __future__ import annotations

import multiprocessing
import queue
from collections.abc import Callable
from typing import Any

from spider_qt.engine import Game

from .opponent import hint_details

#: Seconds between checks, while no request comes, that the game's process is still there.
PARENT_CHECK_S = 1.0


def _parent_alive() -> bool:
    parent = multiprocessing.parent_process()
    return parent is None or parent.is_alive()


def serve_hints(requests: Any, answers: Any, parent_alive: Callable[[], bool] = _parent_alive) -> None:
    """Answer ``(ident, state)`` requests with ``("hint", ident, move, source)``: master's choice with no cap.

    ``state`` is ``Game.state()`` of the position; only what its ``PlayerView`` shows is used. Requests that
    queued up while a search ran are skipped but for the newest (the player has moved on). A failed request is
    answered with ``("error", ident, text)``. ``None`` ends the loop, and so does the end of the game's process
    (``parent_alive``, checked every ``PARENT_CHECK_S`` while idle): a game that crashed leaves nothing behind.
    """
    while True:
        try:
            item = requests.get(timeout=PARENT_CHECK_S)
        except queue.Empty:
            if not parent_alive():
                return
            continue
        while item is not None:
            try:
                newer = requests.get_nowait()
            except queue.Empty:
                break
            item = newer
        if item is None:
            return
        ident, state = item
        try:
            move, source = hint_details(Game.from_state(state).view(), None)
        except Exception as exc:  # noqa: BLE001 - the app must hear of any failure instead of waiting
            answers.put(("error", ident, f"{type(exc).__name__}: {exc}"))
            continue
        answers.put(("hint", ident, move, source))
