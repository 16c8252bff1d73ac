"""The ``Move`` value type and its text notation.

Notation (columns written 1..10 for people):

- ``deal``: deal ten cards from the stock;
- ``flip 4``: turn the face-down top card of column 4 (duel rules);
- ``3>7``: move the top card of column 3 onto column 7;
- ``3>7x4``: move the top 4 cards of column 3 onto column 7.

Saved games also log the actions ``undo`` and ``finish`` (see ``ACTIONS``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .kinds import Column, MoveKind

KINDS: tuple[MoveKind, ...] = ("move", "deal", "flip")
ACTIONS = ("undo", "finish")

_MOVE_RE = re.compile(r"^\s*(10|[1-9])\s*>\s*(10|[1-9])\s*(?:[x×*]\s*(\d{1,3}))?\s*$")
_FLIP_RE = re.compile(r"^\s*flip\s+(10|[1-9])\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class Move:
    """One action: ``Move("move", src, count, dst)``, ``Move("deal")`` or ``Move("flip", src)``.

    Columns are numbered 0..9. A ``Move`` is only a value: whether it is legal
    is for ``Game.play`` to say.
    """

    kind: MoveKind
    src: Column | None = None
    count: int | None = None
    dst: Column | None = None

    def __str__(self) -> str:
        return self.to_text()

    def to_text(self) -> str:
        """The move in notation, e.g. ``"3>7x2"``."""
        if self.kind == "deal":
            return "deal"
        if self.kind == "flip":
            return f"flip {_col(self.src) + 1}"
        if self.kind == "move":
            text = f"{_col(self.src) + 1}>{_col(self.dst) + 1}"
            if type(self.count) is not int or self.count < 1:
                raise ValueError(f"count must be a positive int, not {self.count!r}")
            if self.count != 1:
                text += f"x{self.count}"
            return text
        raise ValueError(f"unknown move kind {self.kind!r}")

    @classmethod
    def from_text(cls, text: str) -> Move:
        """Parse notation.

        Raises:
            ValueError: ``text`` is not a move in notation.
        """
        if not isinstance(text, str):
            raise ValueError(f"not a move: {text!r}")
        if text.strip().lower() == "deal":
            return cls("deal")
        m = _FLIP_RE.match(text)
        if m:
            return cls("flip", int(m.group(1)) - 1)
        m = _MOVE_RE.match(text)
        if m:
            count = int(m.group(3)) if m.group(3) else 1
            return cls("move", int(m.group(1)) - 1, count, int(m.group(2)) - 1)
        raise ValueError(f"not a move: {text!r} (expected e.g. 'deal', 'flip 4', '3>7' or '3>7x2')")


def _col(value: int | None) -> int:
    # Only columns 0..9 have a notation; anything else would write text that does not parse back.
    if type(value) is not int or not 0 <= value <= 9:
        raise ValueError(f"column must be an int from 0 to 9, not {value!r}")
    return value
