"""The bounds every number the store reads or writes is checked against (so SQLite never overflows)."""

from __future__ import annotations

from spider_qt.engine import MAX_ACTIONS, Game

__all__ = ["MAX_ACTIONS", "MAX_ID", "MAX_SAVE_BYTES", "MAX_SECONDS", "started_from_deal"]

#: The largest time a save or record may claim: 100 days of play, in seconds.
MAX_SECONDS = 100 * 24 * 3600.0
#: The largest id (profile, duel) a save may name: SQLite's largest integer.
MAX_ID = 2**63 - 1
#: The largest ``.spider`` file read. A game of MAX_ACTIONS actions with its clock and a full redo
#: list takes about 0.3 MB (measured in benchmarks/store_speed.py); seven times that leaves room for
#: the extra values a newer version may add, and keeps the largest accepted file loading in well under a second.
MAX_SAVE_BYTES = 2 * 1024 * 1024


def started_from_deal(game: Game) -> bool:
    """Whether ``game`` was dealt from its deal number (not started from a snapshot)."""
    return game.started_from_deal
