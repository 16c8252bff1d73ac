"""Fixtures of the engine tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers_variant import UNDOABLE_FLIPS, VARIANT, registered

from spider_qt.engine import RuleSet


@pytest.fixture
def variant() -> Iterator[RuleSet]:
    """The test-only third rule set (``helpers_variant.VARIANT``), registered for one test."""
    with registered(VARIANT):
        yield VARIANT


@pytest.fixture
def test_rulesets() -> Iterator[tuple[RuleSet, ...]]:
    """Both test-only rule sets, registered for one test."""
    with registered(VARIANT, UNDOABLE_FLIPS):
        yield (VARIANT, UNDOABLE_FLIPS)
