"""Deals: the project's own pinned PRNG and an unbiased Fisher-Yates shuffle.

The generator is xoshiro256** (Blackman & Vigna), its 256-bit state filled by
SplitMix64 from the deal seed. Both are defined on 64-bit unsigned integers,
so a deal number yields the same cards on every machine and Python version.
Golden tests pin deals; changing anything here changes every deal number.

Shuffle: the canonical deck (physical ids 0..103) is shuffled by Fisher-Yates
from the top down; each bound is drawn with rejection sampling, so no
position is favoured. The shuffled order is then dealt row by row: row 0
gives columns 0..9 one card each, ..., until columns 0-3 hold 6 cards and
4-9 hold 5 (54 cards); the remaining 50 cards form the stock in order.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1
MAX_SEED = (1 << 63) - 1
COLUMNS = 10
COLUMN_SIZES = (6, 6, 6, 6, 5, 5, 5, 5, 5, 5)


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (64 - k))) & MASK64


class Xoshiro256:
    """xoshiro256** seeded through SplitMix64."""

    def __init__(self, seed: int) -> None:
        state = []
        x = seed & MASK64
        for _ in range(4):
            x = (x + 0x9E3779B97F4A7C15) & MASK64
            z = x
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            state.append(z ^ (z >> 31))
        self._s = state

    def next64(self) -> int:
        """The next 64-bit output."""
        s = self._s
        result = (_rotl((s[1] * 5) & MASK64, 7) * 9) & MASK64
        t = (s[1] << 17) & MASK64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = _rotl(s[3], 45)
        return result

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("bound must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            r = self.next64()
            if r < limit:
                return r % n


def shuffled_deck(seed: int) -> list[int]:
    """The 104 physical ids in the order the deal ``seed`` shuffles them."""
    rng = Xoshiro256(seed)
    deck = list(range(104))
    for i in range(103, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal_layout(seed: int) -> tuple[list[list[int]], list[int]]:
    """The ten columns (bottom card first) and the stock (next deal first) of a deal."""
    order = shuffled_deck(seed)
    columns: list[list[int]] = [[] for _ in range(COLUMNS)]
    pos = 0
    for row in range(max(COLUMN_SIZES)):
        for c in range(COLUMNS):
            if row < COLUMN_SIZES[c]:
                columns[c].append(order[pos])
                pos += 1
    return columns, order[pos:]
