"""``python -m spider_qt`` starts the game (and is the packaged bundle's entry point)."""

from __future__ import annotations

import multiprocessing
import sys

from spider_qt.ui.app import main

if __name__ == "__main__":
    # In the packaged bundle the computer player and thinking ahead run in processes started from this same
    # executable: such a start must run the child's work and exit here, never reach the game's own start-up
    # (whose argument parser would refuse the child's arguments, and the child would die). Elsewhere a no-op.
    multiprocessing.freeze_support()
    sys.exit(main())
