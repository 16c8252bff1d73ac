"""The hidden command-line options that drive the app in tests (kept apart so parsing stays light)."""

from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The hidden test-driver options: ``--autoplay N`` (seed, pace, ``--autoplay-finish``) and ``--print-state``.

    They drive the real app in the end-to-end tests and benchmarks/chaos.py.
    """
    parser.add_argument("--autoplay", type=int, default=0, metavar="N", help=argparse.SUPPRESS)
    parser.add_argument("--autoplay-seed", type=int, default=None, metavar="S", help=argparse.SUPPRESS)
    parser.add_argument("--autoplay-interval-ms", type=int, default=1, metavar="MS", help=argparse.SUPPRESS)
    parser.add_argument("--print-state", action="store_true", help=argparse.SUPPRESS)
    # With --autoplay: end the game (the Done button) once the N actions are played, so it gets recorded.
    parser.add_argument("--autoplay-finish", action="store_true", help=argparse.SUPPRESS)
    # With --autoplay: when no game is resumed, begin a duel instead of a game alone ("hotseat" or "computer"), so
    # that benchmarks/chaos.py can hit duels with faults.
    parser.add_argument("--autoplay-duel", choices=("hotseat", "computer"), default=None, help=argparse.SUPPRESS)
    # A remote duel played headless (``ui/duel/remote_driver.py``): challenge anyone, or take up / close the duel of a
    # message; play N random actions and Done; write the message made to OUT.
    parser.add_argument("--remote-challenge", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--remote-receive", default=None, metavar="FILE", help=argparse.SUPPRESS)
    parser.add_argument("--remote-out", default=None, metavar="FILE", help=argparse.SUPPRESS)
    parser.add_argument("--remote-actions", type=int, default=5, metavar="N", help=argparse.SUPPRESS)
    parser.add_argument("--remote-name", default=None, metavar="NAME", help=argparse.SUPPRESS)
    parser.add_argument("--remote-folder", default=None, metavar="DIR", help=argparse.SUPPRESS)
    # Folder mode (with --remote-folder): keep running, up to S seconds, for what the duels folder brings (a challenge
    # is played, an answer or a reveal closes the duel) until the duel is closed; no --remote-receive.
    parser.add_argument("--remote-wait", type=float, default=0.0, metavar="S", help=argparse.SUPPRESS)
    # How long a file in the duels folder that is no message stays pending before it is refused (a loaded machine
    # in the tests may pause a writer longer than the app's few seconds).
    parser.add_argument("--remote-settle", type=float, default=None, metavar="S", help=argparse.SUPPRESS)
