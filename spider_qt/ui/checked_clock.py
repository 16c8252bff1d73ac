"""A game clock that does not trust one clock of the machine (no Qt).

The game's clock was the monotonic clock alone, which a program can slow for one process: under
``faketime -f '+0 x0.1'`` twelve real seconds of a duel turn counted as 1.2. ``CheckedClock`` reads several clocks
and counts the one that moved furthest:

- the monotonic clock (what the game used before);
- boot time (``CLOCK_BOOTTIME``: the monotonic clock, with the time the machine slept);
- the kernel's uptime, read from ``/proc/uptime``: a file, which a library slipped into the process to slow its
  clocks does not change.

The wall clock is read too, but only compared: anyone may set it, and a step forward must not take time from a
player who did nothing. When the clocks disagree by more than ``MARGIN`` seconds while the clock runs, the extra
time counted is kept (``take_doubt``), so the game can say so. Time that passes while the clock is stopped (a
pause, a machine asleep during a pause) is never counted: ``sync`` starts each running stretch afresh.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping

__all__ = ["MARGIN", "CheckedClock", "default_sources"]

#: Seconds by which the clocks may differ within a running stretch before the stretch counts as doubtful.
MARGIN = 1.0
#: Clocks that count; the others (the wall clock) are only compared.
COUNTED = ("monotonic", "boot", "uptime")

Source = Callable[[], float | None]


def _boot_time() -> float | None:
    boot = getattr(time, "CLOCK_BOOTTIME", None)
    if boot is None:
        return None
    try:
        return time.clock_gettime(boot)
    except OSError:
        return None


def _kernel_uptime() -> float | None:
    try:
        with open("/proc/uptime", "rb") as f:
            return float(f.read(64).split()[0])
    except (OSError, ValueError, IndexError):
        return None


def default_sources() -> dict[str, Source]:
    """The machine's clocks, by name (a clock this system lacks reads as None and is left out)."""
    return {"monotonic": time.monotonic, "boot": _boot_time, "uptime": _kernel_uptime, "wall": time.time}


class CheckedClock:
    """Call it for the time in seconds (as ``time.monotonic``): it moves as the furthest-moving counted clock.

    ``sync()`` starts a running stretch (nothing that passed before it counts twice or raises a doubt);
    ``take_doubt()`` gives the seconds counted beyond the monotonic clock, and the wall clock's disagreement, since
    it was last taken.
    """

    def __init__(self, sources: Mapping[str, Source] | None = None, margin: float = MARGIN) -> None:
        self._sources = dict(sources or default_sources())
        self._margin = margin
        self._base = 0.0
        self._anchor: dict[str, float] = {}
        self._last = 0.0
        self._doubt = 0.0
        self.sync()

    def _read(self) -> dict[str, float]:
        out: dict[str, float] = {}
        for name, source in self._sources.items():
            value = source()
            if value is not None:
                out[name] = float(value)
        return out

    def sync(self) -> None:
        """Start a running stretch now: the clocks are compared from here (what they did before is no doubt)."""
        now = self._read()
        self._base = self._advance(now)
        self._anchor = now

    def __call__(self) -> float:
        now = self._read()
        value = self._advance(now)
        moved = self._moved(now)
        counted = [max(0.0, moved[name]) for name in COUNTED if name in moved]
        lead = max(counted, default=0.0)
        spread = lead - min(counted, default=lead)
        if "wall" in moved:
            spread = max(spread, abs(moved["wall"] - lead))
        if spread > self._margin:
            # Counted so far, and compared afresh from here: a lead is never hidden by a later one.
            self._doubt += max(spread, lead - max(0.0, moved.get("monotonic", lead)))
            self._base = value
            self._anchor = now
        return value

    def _moved(self, now: dict[str, float]) -> dict[str, float]:
        return {name: now[name] - self._anchor[name] for name in now if name in self._anchor}

    def _advance(self, now: dict[str, float]) -> float:
        """The reading at ``now``: the base moved on by the furthest-moving counted clock, never going back."""
        moved = self._moved(now)
        lead = max((max(0.0, moved[name]) for name in COUNTED if name in moved), default=0.0)
        self._last = max(self._last, self._base + lead)
        return self._last

    def take_doubt(self) -> float:
        """Seconds by which the clocks disagreed since the last call (0.0 when they agreed)."""
        doubt, self._doubt = self._doubt, 0.0
        return doubt
