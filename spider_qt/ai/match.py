"""A whole computer game played for a duel, reporting each action through a queue.

Lives in the Qt-free ``ai`` package so a worker process that runs it never loads Qt.
"""

from __future__ import annotations

import multiprocessing
import time
from typing import Any

from spider_qt.engine import Game

from .opponent import Opponent


def _parent_alive() -> bool:
    """Whether the process that started this one (the game's) is still there; True when there is none."""
    parent = multiprocessing.parent_process()
    return parent is None or parent.is_alive()


def play_match(
    out: Any,
    cancel: Any,
    rules: str,
    suits: int,
    seed: int,
    level: str,
    time_limit: float | None,
    bot_seed: int,
    pace: float | None = None,
) -> None:
    """Play deal ``(rules, suits, seed)`` at ``level``; put ``("action", text, seconds)`` per action on ``out``.

    Ends with ``("done", seconds)``, ``("cancelled",)`` when ``cancel`` (an Event) is set, or
    ``("error", text)``: the parent always hears how the game ended. The game ends when ``time_limit`` runs out:
    on the clock, or, with ``pace`` (the seconds each action is counted as), once the actions made use it up,
    so the computer is held to the limit as it is counted. When the game's process is gone (killed), the game
    stops with nothing more put: nobody is left to read it, and a crash leaves no computer playing on behind it.
    """
    game = Game.new(rules, suits, seed)
    bot = Opponent(level, bot_seed)
    started = time.monotonic()
    try:
        while not game.over:
            if cancel.is_set():
                out.put(("cancelled",))
                return
            if not _parent_alive():
                return
            counted_out = pace is not None and time_limit is not None and len(game.history) * pace >= time_limit
            move = None if counted_out else bot.choose(game.view())
            used = time.monotonic() - started
            if move is None or (time_limit is not None and used >= time_limit):
                game.finish()
                out.put(("action", "finish", min(used, time_limit) if time_limit is not None else used))
                break
            game.play(move)
            out.put(("action", move.to_text(), used))
        out.put(("done", time.monotonic() - started))
    except Exception as exc:  # noqa: BLE001 - the parent must hear of any failure instead of waiting forever
        out.put(("error", f"{type(exc).__name__}: {exc}"))
