"""Master's choice worked out in a process of its own while the player thinks (the app's "thinking ahead").

Lives in the Qt-free ``ai`` package so the worker process never loads Qt. Searching in the game's own process
would share the interpreter with the table: every call from Qt into Python (a card painted, an event handled)
would then wait its turn behind the search, and a repaint of the table could stall for half a second.
"""

from __future__ import annotations

import queue
from typing import Any

from spider_qt.engine import Game

from .opponent import hint_details


def serve_hints(requests: Any, answers: Any) -> None:
    """Answer ``(ident, state)`` requests with ``("hint", ident, move, source)``: master's choice with no cap.

    ``state`` is ``Game.state()`` of the position; only what its ``PlayerView`` shows is used. Requests that
    queued up while a search ran are skipped but for the newest (the player has moved on). A failed request is
    answered with ``("error", ident, text)``. ``None`` ends the loop.
    """
    while True:
        item = requests.get()
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
