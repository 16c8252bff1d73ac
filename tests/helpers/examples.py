"""How many examples a hypothesis test that sets its own count tries: all of them, except in the inner loop."""

from __future__ import annotations

from hypothesis import settings

# Hypothesis's own default count, which the ci and dev profiles keep (tests/conftest.py).
DEFAULT = 100


def examples(full: int) -> int:
    """``full``, scaled as the loaded profile scales hypothesis's default count: all of them in CI and in a full run,
    a quarter in the inner loop (``-m "not slow ..."``). Read when the test module is imported, after the profile
    is loaded."""
    return max(1, full * settings.default.max_examples // DEFAULT)
