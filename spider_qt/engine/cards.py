"""Cards, suits and the physical deck of 104 cards.

Inside the engine a card is an int, its *physical id* 0..103: id ``i`` is copy
``i // 13`` of rank ``i % 13 + 1``; the copy's suit depends on the suit count
(1 suit: all spades; 2: spades, hearts alternating; 4: s h d c repeating).
The id lets the duel rules remember which physical card already earned a bonus.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

RANKS = "A23456789TJQK"
SUITS = "shdc"
SUIT_COUNTS = (1, 2, 4)
DECK_SIZE = 104
RUN_LENGTH = 13
RUNS_TO_WIN = 8

#: Suits of the eight copies of a 13-card suit, for each suit count.
COPY_SUITS: dict[int, str] = {1: "s" * 8, 2: "sh" * 4, 4: "shdc" * 2}

#: Rank (1 = Ace .. 13 = King) of each physical id.
RANK_OF: tuple[int, ...] = tuple(i % 13 + 1 for i in range(DECK_SIZE))


def suit_table(suits: int) -> tuple[str, ...]:
    """The suit letter of each physical id for a suit count."""
    copies = COPY_SUITS[suits]
    return tuple(copies[i // 13] for i in range(DECK_SIZE))


SUIT_OF: dict[int, tuple[str, ...]] = {n: suit_table(n) for n in SUIT_COUNTS}

#: Text of each physical id for each suit count ("As", "Th", ...).
TEXT_OF: dict[int, tuple[str, ...]] = {
    n: tuple(RANKS[RANK_OF[i] - 1] + SUIT_OF[n][i] for i in range(DECK_SIZE)) for n in SUIT_COUNTS
}


@dataclass(frozen=True, order=True)
class Card:
    """A card value: rank 1 (Ace) .. 13 (King) and suit letter ``s h d c``."""

    rank: int
    suit: str

    def __post_init__(self) -> None:
        if not (isinstance(self.rank, int) and 1 <= self.rank <= 13):
            raise ValueError(f"card rank must be 1..13, not {self.rank!r}")
        if self.suit not in SUITS or len(self.suit) != 1:
            raise ValueError(f"card suit must be one of 's', 'h', 'd', 'c', not {self.suit!r}")

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written ``text``, e.g. ``"Th"``.

        Raises:
            ValueError: ``text`` is not rank + suit.
        """
        if not isinstance(text, str) or len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
            raise ValueError(f"not a card: {text!r} (expected rank + suit such as 'As', 'Th', 'Kd')")
        return cls(RANKS.index(text[0]) + 1, text[1])

    @property
    def red(self) -> bool:
        """Hearts and diamonds are red."""
        return self.suit in "hd"

    def __str__(self) -> str:
        return RANKS[self.rank - 1] + self.suit


def deck_counter(suits: int) -> Counter[str]:
    """The multiset of card texts in a full 104-card deck of ``suits`` suits."""
    return Counter(TEXT_OF[suits])
