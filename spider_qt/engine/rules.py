"""Rule sets: the flags and scoring in which the classic and the duel game differ, and their registry.

A ``RuleSet`` is a frozen value; the engine tests its flags, never its name. The name is what
``Game.rules``, ``state()["rules"]`` and saved games carry, so a saved game finds its rule set
again through ``find_ruleset``. The rules themselves are told in ``docs/rules.md``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, fields
from types import MappingProxyType

# Names go into saves and settings files as they are, so keep them plain.
_NAME = re.compile(r"[a-z][a-z0-9_-]{0,31}")


@dataclass(frozen=True, slots=True)
class Scoring:
    """Points of one rule set: the start value and what each event adds (negative: costs)."""

    start: int
    per_action: int  # every move, deal and undo
    per_run: int  # every run sent to the discard pile
    per_flip: int  # every card turned face up, by the player or by itself
    same_suit: int  # a move's base card onto the next higher card of its suit, once per physical card
    clear: int  # all eight runs discarded

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if type(value) is not int:
                raise TypeError(f"Scoring.{f.name} must be an int, not {value!r}")


@dataclass(frozen=True, slots=True)
class RuleSet:
    """One way to play Spider: what the engine does differently, and the scoring."""

    name: str
    auto_flip: bool  # a face-down top card turns by itself; otherwise the player flips it
    deal_needs_every_column: bool  # a deal is refused while a column is empty
    undo_past_flip_or_deal: bool  # undo may take back flips and deals; otherwise they are final
    face_down_top_accepts_any: bool  # a column with a face-down top takes any card, like an empty one
    redo: bool  # the UI offers Redo
    timed: bool  # each player has a time limit
    scoring: Scoring

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not _NAME.fullmatch(self.name):
            raise ValueError(f"a rule set name must be lower-case letters, digits, '-' or '_', not {self.name!r}")
        for f in fields(self):
            if f.name not in ("name", "scoring") and type(getattr(self, f.name)) is not bool:
                raise TypeError(f"RuleSet.{f.name} must be a bool, not {getattr(self, f.name)!r}")
        if not isinstance(self.scoring, Scoring):
            raise TypeError(f"RuleSet.scoring must be a Scoring, not {self.scoring!r}")


CLASSIC = RuleSet(
    name="classic",
    auto_flip=True,
    deal_needs_every_column=True,
    undo_past_flip_or_deal=True,
    face_down_top_accepts_any=False,
    redo=True,
    timed=False,
    scoring=Scoring(start=500, per_action=-1, per_run=100, per_flip=0, same_suit=0, clear=0),
)

DUEL = RuleSet(
    name="duel",
    auto_flip=False,
    deal_needs_every_column=False,
    undo_past_flip_or_deal=False,
    face_down_top_accepts_any=True,
    redo=False,
    timed=True,
    scoring=Scoring(start=0, per_action=-1, per_run=26, per_flip=2, same_suit=2, clear=100),
)

_REGISTRY: dict[str, RuleSet] = {CLASSIC.name: CLASSIC, DUEL.name: DUEL}
_BUILT_IN = frozenset(_REGISTRY)

#: Every known rule set by name, in display order (a read-only view of the registry).
RULESETS: Mapping[str, RuleSet] = MappingProxyType(_REGISTRY)


def find_ruleset(name: str) -> RuleSet:
    """The registered rule set called ``name``.

    Raises:
        ValueError: no rule set has that name.
    """
    rs = _REGISTRY.get(name) if isinstance(name, str) else None
    if rs is None:
        known = ", ".join(repr(n) for n in _REGISTRY)
        raise ValueError(f"rules must be one of {known}, not {name!r}")
    return rs


def register_ruleset(rs: RuleSet) -> None:
    """Add a rule set to the registry (registering an equal one again is allowed).

    Raises:
        TypeError: ``rs`` is not a ``RuleSet``.
        ValueError: another rule set already has its name.
    """
    if not isinstance(rs, RuleSet):
        raise TypeError(f"not a RuleSet: {rs!r}")
    old = _REGISTRY.get(rs.name)
    if old is not None and old != rs:
        raise ValueError(f"a different rule set is already registered as {rs.name!r}")
    _REGISTRY[rs.name] = rs


def unregister_ruleset(name: str) -> None:
    """Remove a registered rule set (for tests that add a variant for a while).

    Raises:
        ValueError: ``name`` is a built-in rule set or not registered.
    """
    if name in _BUILT_IN:
        raise ValueError(f"the built-in rule set {name!r} cannot be removed")
    if name not in _REGISTRY:
        raise ValueError(f"no rule set {name!r} is registered")
    del _REGISTRY[name]
