"""Ending the app's helper processes (the duel's computer player, thinking ahead, the solver) and their queues."""

from __future__ import annotations

import contextlib
from typing import Any


def close_queue(q: Any) -> None:
    """Close a ``multiprocessing`` queue without waiting for what it still holds to be read."""
    with contextlib.suppress(OSError, ValueError):
        q.close()
        q.cancel_join_thread()


def end_process(process: Any, grace_s: float = 0.3) -> None:
    """Give ``process`` ``grace_s`` to end by itself, then terminate it."""
    process.join(grace_s)
    if process.is_alive():
        process.terminate()
        process.join(1.0)
