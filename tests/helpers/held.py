"""A demo whose moves wait until the test lets them go (``held_demo`` in tests/ui/conftest.py)."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field


@dataclass
class HeldDemo:
    """The demo's moves wait for ``release``: ``thinking`` is set once it has started working one out."""

    thinking: threading.Event = field(default_factory=threading.Event)
    release: threading.Event = field(default_factory=threading.Event)
