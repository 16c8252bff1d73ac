"""Keeping Python's cycle collector out of a search that must answer quickly.

A hint's searches create and drop tens of thousands of small objects; each time enough of them pile
up, the cycle collector walks every tracked object of the process, the search's own sets of
positions included, and those walks made a hint's slowest answers nearly twice as slow
(``benchmarks/hint_latency.py`` compares).
Nothing a search makes holds a reference cycle, so reference counting frees it all the same while
the collector is held off. The collector is held off for as long as any caller (on any thread) is
inside ``collector_held()``, and then left as it was found.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_holders = 0
_was_enabled = False


@contextmanager
def collector_held() -> Iterator[None]:
    """Hold the cycle collector off for the ``with`` block (nested and concurrent blocks are fine)."""
    global _holders, _was_enabled
    with _lock:
        if _holders == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _holders += 1
    try:
        yield
    finally:
        with _lock:
            _holders -= 1
            if _holders == 0 and _was_enabled:
                gc.enable()
