"""Test-only rule sets, registered for a while, to prove that nothing outside the engine names a rule set.

``VARIANT`` (``"test-variant"``) is the third variant the whole product is driven with: cards
turn by themselves as in the classic game, the score is counted as in the duel, deals are
allowed with empty columns, and anything that turned a card (a flip, a deal) is final.
``UNDOABLE_FLIPS`` covers the other corners: the player turns cards, a face-down top takes
nothing, and undo may take back flips and deals.

Use the ``registered`` context manager (or a fixture built on it, as ``tests/engine/conftest.py``
does), so the registry is left as it was for the next test.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

from spider_qt.engine import Change, Game, RuleSet, Scoring, register_ruleset, unregister_ruleset

VARIANT = RuleSet(
    name="test-variant",
    auto_flip=True,
    deal_needs_every_column=False,
    undo_past_flip_or_deal=False,
    face_down_top_accepts_any=False,
    redo=False,
    timed=False,
    scoring=Scoring(start=0, per_action=-1, per_run=26, per_flip=2, same_suit=2, clear=100),
)

UNDOABLE_FLIPS = RuleSet(
    name="test-undoable-flips",
    auto_flip=False,
    deal_needs_every_column=True,
    undo_past_flip_or_deal=True,
    face_down_top_accepts_any=False,
    redo=True,
    timed=False,
    scoring=Scoring(start=100, per_action=-2, per_run=50, per_flip=3, same_suit=0, clear=0),
)


@contextmanager
def registered(*rulesets: RuleSet) -> Iterator[None]:
    """Register ``rulesets`` for the duration of a ``with`` block."""
    for rs in rulesets:
        register_ruleset(rs)
    try:
        yield
    finally:
        for rs in rulesets:
            unregister_ruleset(rs.name)


def play_some(g: Game, steps: int, seed: int) -> list[Change]:
    """Play up to ``steps`` random legal actions on ``g`` (about one in eight an undo); return their changes."""
    rng = random.Random(seed)
    changes = []
    for _ in range(steps):
        moves = g.legal_moves()
        if g.over or not moves:
            break
        if g.can_undo() and rng.random() < 0.125:
            changes.append(g.undo())
        else:
            changes.append(g.play(rng.choice(moves)))
    return changes
