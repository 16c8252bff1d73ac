"""``python -m spider_qt`` starts the game."""

from __future__ import annotations

import sys

from spider_qt.ui.app import main

if __name__ == "__main__":
    sys.exit(main())
