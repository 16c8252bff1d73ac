"""``python -m spider_qt`` starts the game (and is the packaged bundle's entry point)."""

from __future__ import annotations

import sys

from spider_qt.launcher import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        # In the packaged bundle the computer player and thinking ahead run in processes started from this same
        # executable: such a start must run the child's work and exit here, never reach the game's own start-up
        # (whose argument parser would refuse the child's arguments, and the child would die). Elsewhere there is
        # nothing to do, and multiprocessing is not loaded before the first frame.
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
