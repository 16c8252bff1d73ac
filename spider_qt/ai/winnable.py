""" "Is this deal winnable?" answered in a process of its own (the app's solver runs there, not beside the table).

Lives in the Qt-free ``ai`` package so the process never loads Qt. A search in the game's own process shares the
interpreter with the table: every call from Qt into Python waits its turn behind the search, and the table and
the progress dialog stall for a few hundred milliseconds at a time while the solver runs for up to ten seconds.
"""

from __future__ import annotations

import time
from typing import Any

from spider_qt.engine import Game

from .solver import solve


def answer_winnable(state: dict[str, Any], budget_s: float, deadline: float, cancel: Any, answers: Any) -> None:
    """Solve the game ``state`` (``Game.state()``) and put ``("solved", SolveResult)`` on ``answers``.

    The search stops at ``deadline`` (``time.monotonic()`` seconds, so that the time the process took to start
    counts against the player's wait; the machine's monotonic clock is the same in every process, and unlike
    the wall clock it does not jump when the clock is set) or after ``budget_s``, whichever comes first, or once
    ``cancel`` (an event) is set. A failure is answered with ``("error", text)``: the app must hear of it
    instead of waiting.
    """
    try:
        game = Game.from_state(state)
        budget = max(0.0, min(budget_s, deadline - time.monotonic()))
        result = solve(game, budget, cancel.is_set)
    except Exception as exc:  # noqa: BLE001 - reported to the app, never lost
        answers.put(("error", f"{type(exc).__name__}: {exc}"))
        return
    answers.put(("solved", result))
