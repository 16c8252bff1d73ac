"""The computer opponent, hints and the deal solver (pure Python; depends only on ``spider_qt.engine``)."""

from __future__ import annotations

from ._pool import set_workers
from .line import ProvenLine, line_move, proven_line
from .opponent import LEVELS, Opponent, hint, hint_details
from .solver import STATUSES, SolveResult, solve

__all__ = [
    "LEVELS",
    "STATUSES",
    "Opponent",
    "ProvenLine",
    "SolveResult",
    "hint",
    "hint_details",
    "line_move",
    "proven_line",
    "set_workers",
    "solve",
]
