"""The hidden command-line options that drive the app in tests (kept apart so parsing stays light)."""

from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The hidden options that drive the real app in tests and benchmarks/chaos.py.

    ``--autoplay N``, ``--autoplay-seed S``, ``--autoplay-finish``, ``--print-state``.
    """
    parser.add_argument("--autoplay", type=int, default=0, metavar="N", help=argparse.SUPPRESS)
    parser.add_argument("--autoplay-seed", type=int, default=None, metavar="S", help=argparse.SUPPRESS)
    parser.add_argument("--print-state", action="store_true", help=argparse.SUPPRESS)
    # With --autoplay: end the game (the Done button) once the N actions are played, so it gets recorded.
    parser.add_argument("--autoplay-finish", action="store_true", help=argparse.SUPPRESS)
