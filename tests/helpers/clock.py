"""A monotonic clock that only moves when a test moves it."""

from __future__ import annotations


class FakeClock:
    """Call it for the time in seconds; ``advance`` moves it on."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
