"""A column's features, computed once and remembered: the hot part of ``Position`` (``position.py``).

Cards are ints as ``position.py`` describes (``code | uid << 6``); a column is a tuple of them, bottom first.
"""

from __future__ import annotations

import itertools
from typing import Any

COLUMNS = 10
RUN = 13

# Per-column features, a tuple read by index on the hot paths:
#   0 visible key, 1 full key, 2 movable run length, 3 same-suit links, 4 off-suit rank links, 5 breaks,
#   6 sum of squared same-suit sequence lengths, 7 chaos, 8 counts for the evaluation, 9 hash of the visible key,
#   10 hash of the full key, 11 a small int naming the counts, 12 code of the face-up top card (0: empty column,
#   15: no card face up), 13 serial number (the column's changes are remembered under it: ``after_removing``,
#   ``after_adding``), 14 the ranks that some part of the movable run could be put on, as a mask of ``tops`` fields
#   (below), 15 the top's rank (0: empty column, 15: no card face up), 16 ``1 << TOP_BITS * rank``: the column's bit in
#   ``tops`` once shifted by the column's index, 17 the column's cards, 18 how many of them lie face down.
# A position's ``tops`` is an int with a field of ``TOP_BITS`` bits for each rank 0..15: bit ``c`` of the field of rank
# ``r`` is set when column ``c``'s top is ``r``. A move changes two bits of it; ``tops & feature[14]`` gives every
# column (and the rank of its top) that some part of a column's movable run could go onto.
# The counts: (face-down cards, face-up cards over face-down ones, same, off, broken, long, no card face down).
Counts = tuple[int, int, int, int, int, int, int]
# fmt: off
Feat = tuple[
    tuple[int, ...], tuple[int, ...],  # 0 visible key, 1 full key
    int, int, int, int, int, int,  # 2 run, 3 same, 4 off, 5 broken, 6 long, 7 chaos
    Counts, int, int, int,  # 8 counts, 9 visible-key hash, 10 full-key hash, 11 counts' number
    int, int, int, int, int,  # 12 top code, 13 serial, 14 reach, 15 top rank, 16 bit in tops
    tuple[int, ...], int,  # 17 cards, 18 face down
]
# fmt: on
#: Bits per rank in a position's ``tops``: one per column.
TOP_BITS = COLUMNS
#: The field of rank 0 in ``tops``: the empty columns.
EMPTY_FIELD = (1 << TOP_BITS) - 1
#: A column after a move: its features (its cards among them), runs discarded, cards turned, and what the change
#: adds to a position's sums: visible-key hash, full-key hash, chaos; and the bits it flips in ``tops`` (unshifted).
After = tuple[Feat, int, int, int, int, int, int]

#: The counts met so far, each named by a small int (an evaluation looks its column values up by that int, which
#: is cheaper than hashing the counts). An empty column's counts are number 0.
COUNT_IDS: dict[Counts, int] = {(0, 0, 0, 0, 0, 0, 0): 0}


_MASK = (1 << 64) - 1
# A position's keys: the sum of its columns' key hashes, plus the stock's size (and for the visible key the runs
# discarded) times these odd constants, all modulo 2**64.
_K_LEFT = 0x9E3779B97F4A7C15
_K_RUNS = 0xC2B2AE3D27D4EB4F


def visible_digest(vsum: int, left: int, runs: int) -> int:
    """The visible key of a position: ``vsum`` (the sum of its columns' visible-key hashes modulo 2**64), ``left``
    cards in the stock, ``runs`` discarded."""
    return (vsum + left * _K_LEFT + runs * _K_RUNS) & _MASK


_FEATS: dict[tuple[tuple[int, ...], int], Feat] = {}
_FEATS_MAX = 50_000
# What becomes of a column when its top ``k`` cards are taken off (key ``k``) or cards are put on it (key: those
# cards): one dict per remembered column, at ``_AFTER[serial]``. The dicts are kept apart from the features so that
# nothing links a column's features back to them: the garbage collector then stops tracking the features and their
# changes (a dict inside each feature tuple made full collections pause for up to 100 ms).
#
# Several threads may search at once (a hint while the demo or the solver runs), and all of them share this memory.
# It stays right under any interleaving because every step that touches it is one call the interpreter does not
# interrupt: serial numbers come from ``next`` on a counter (never reused, so a column forgotten by another thread
# is looked up anew, not confused with a newer one), entries are read with ``dict.get``, and a count's number is
# given with ``dict.setdefault``.
_AFTER: dict[int, dict[Any, After]] = {}
_SERIALS = itertools.count(1)
_COUNT_NUMBERS = itertools.count(1)


def forget() -> None:
    """Drop the remembered columns and their changes (at the cap, and for a benchmark's cold start)."""
    _FEATS.clear()
    _AFTER.clear()


def _after(cards: tuple[int, ...], down: int, f: Feat) -> dict[Any, After]:
    """The remembered changes of the column ``cards`` (features ``f``; a column from before the last ``forget``
    is remembered anew; when another thread forgets it at once, a dict that is not remembered)."""
    after = _AFTER.get(f[13])
    if after is None:
        after = _AFTER.get(column_features(cards, down)[13])
    return {} if after is None else after


def column_features(cards: tuple[int, ...], down: int) -> Feat:
    """The features of one column (remembered: the same column turns up in many positions)."""
    key = (cards, down)
    f = _FEATS.get(key)
    if f is None:
        if len(_FEATS) > _FEATS_MAX:
            forget()
        f = _FEATS[key] = _column_features(cards, down)
    return f


def _column_features(cards: tuple[int, ...], down: int) -> Feat:
    n = len(cards)
    codes = [c & 63 for c in cards]
    fkey = (down, *codes)
    vkey = (down, *codes[down:])
    run = same = off = broken = long = reach = 0
    if down == n:
        top_code = top = 15 if n else 0
        counts: Counts = (down, 0, 0, 0, 0, 0, 0)
        chaos = down
    else:
        # One pass over the face-up cards, bottom up: ``seq`` counts the same-suit links of the current sequence.
        seq = 0
        a = codes[down]
        for i in range(down + 1, n):
            b = codes[i]
            if (a & 15) == (b & 15) + 1:
                if a == b + 1:  # same suit and one rank lower: the codes differ by exactly one
                    same += 1
                    seq += 1
                    a = b
                    continue
                off += 1
            else:
                broken += 1
            long += seq * seq
            seq = 0
            a = b
        long += seq * seq
        top_code = a
        top = a & 15
        run = seq + 1  # the movable run: the same-suit sequence at the top
        # Chaos: every face-down card, and every face-up card that does not continue a same-suit run below it.
        chaos = down + 1 + off + broken
        counts = (down, n - down if down else 0, same, off, broken, long, 0 if down else 1)
        # The fields of the ranks top + 1 .. top + run: where some part of the movable run could go.
        reach = ((1 << TOP_BITS * run) - 1) << TOP_BITS * (top + 1)
    cid = COUNT_IDS.get(counts)
    if cid is None:
        cid = COUNT_IDS.setdefault(counts, next(_COUNT_NUMBERS))
    serial = next(_SERIALS)
    _AFTER[serial] = {}  # the column's changes, under its serial number
    return (
        vkey,
        fkey,
        run,
        same,
        off,
        broken,
        long,
        chaos,
        counts,
        hash(vkey),
        hash(fkey),
        cid,
        top_code,
        serial,
        reach,
        top,
        1 << TOP_BITS * top,
        cards,
        down,
    )


def after_removing(cards: tuple[int, ...], down: int, k: int, f: Feat) -> After:
    """The column ``cards`` (``down`` face down, features ``f``) once its top ``k`` cards are taken off."""
    after = _after(cards, down, f)
    t = after.get(k)
    if t is None:
        t = after[k] = _settle(cards[:-k], down, f)
    return t


def after_adding(cards: tuple[int, ...], down: int, moved: tuple[int, ...], f: Feat, key: Any = None) -> After:
    """The column ``cards`` (``down`` face down, features ``f``) once ``moved`` is put on it (remembered under
    ``key``, by default ``moved``)."""
    after = _after(cards, down, f)
    if key is None:
        key = moved
    t = after.get(key)
    if t is None:
        t = after[key] = _settle(cards + moved, down, f)
    return t


def _settle(cards: tuple[int, ...], down: int, f: Feat) -> After:
    """A column (features ``f`` before) changed into ``cards``: a completed run discarded, then a face-down top
    turned."""
    ran = flip = 0
    n = len(cards)
    if n - down >= RUN and cards[-1] & 15 == 1 and _is_run(cards):
        cards = cards[:-RUN]
        n -= RUN
        ran = 1
    if n and down == n:
        down -= 1
        flip = 1
    nf = column_features(cards, down)
    return nf, ran, flip, nf[9] - f[9], nf[10] - f[10], nf[7] - f[7], nf[16] ^ f[16]


def _is_run(cards: tuple[int, ...]) -> bool:
    """Whether the top ``RUN`` cards of ``cards`` (its top an ace) are one suit from king down to ace."""
    n = len(cards)
    ace = cards[-1] & 63
    return all(cards[n - 1 - i] & 63 == ace + i for i in range(1, RUN))
