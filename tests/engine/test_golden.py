"""Golden deals, the pinned PRNG, legal-move counts per seed, and an unbiasedness check.

The literal data below was computed once from the engine and checked by eye;
it pins what a deal number means forever. If one of these tests fails, every
saved deal number would change meaning: fix the engine, not the data.
"""

from __future__ import annotations

from collections import Counter

import pytest
from spider_builders import column_text

from spider_qt.engine import MAX_SEED, Game, Xoshiro256, shuffled_deck
from spider_qt.engine.cards import deck_counter

GOLDEN_DEALS: dict[tuple[int, int], tuple[list[str], list[str]]] = {
    (1, 0): (
        [
            "#As #7s #5s #Js #2s 6s",
            "#5s #Qs #6s #7s #8s 9s",
            "#Js #9s #Js #Ts #5s 4s",
            "#Ks #As #2s #3s #2s 4s",
            "#7s #7s #Ts #Ts As",
            "#Ts #Js #4s #8s 9s",
            "#4s #7s #4s #3s 9s",
            "#6s #Ts #Ks #Js 6s",
            "#9s #As #Qs #As Ks",
            "#8s #3s #6s #Qs 8s",
        ],
        [
            "5s Ks 7s Qs 3s As 5s 2s 7s 5s",
            "4s Ts 9s Ks Qs Ks 2s 8s 2s 2s",
            "4s Ks Qs Qs Ks 8s Ts Js 6s 4s",
            "Ts 5s 9s 5s 3s 3s As As 7s 3s",
            "8s Js 9s 3s Js Qs 2s 6s 8s 6s",
        ],
    ),
    (1, MAX_SEED): (
        [
            "#9s #Js #6s #5s #Qs Qs",
            "#Js #2s #5s #5s #As Ks",
            "#8s #9s #8s #4s #9s Ks",
            "#2s #3s #Ts #Qs #2s As",
            "#3s #7s #Ks #5s 2s",
            "#8s #9s #Js #Js 8s",
            "#3s #Ts #7s #2s 4s",
            "#4s #As #3s #Ts 9s",
            "#Ks #Qs #Ts #7s 8s",
            "#7s #Qs #Js #8s 7s",
        ],
        [
            "5s Qs 6s 4s Ts 2s 3s Ts 7s 4s",
            "As 4s 6s Ts 6s 2s 8s 9s 7s Ts",
            "Ks Qs As 8s 2s 5s Qs Ks 6s 6s",
            "3s 3s 9s 9s As Ks 6s Js Js 7s",
            "5s As Ks 6s 3s 4s As Js 4s 5s",
        ],
    ),
    (2, 12345): (
        [
            "#Qs #Ks #Kh #8h #Kh 3s",
            "#8s #3s #8s #Js #5s 9h",
            "#2s #9h #Ts #4s #3h 4s",
            "#4h #Js #2s #7s #3h Kh",
            "#Ah #5h #7s #Qs Th",
            "#8s #8h #Js #Kh 7h",
            "#5h #Js #7s #6s Qh",
            "#4s #9s #9h #8h Qh",
            "#2h #Ts #Ah #2h Ah",
            "#6s #Ks #9h #7h 2h",
        ],
        [
            "6h 9s 2s 6s As Jh As Jh Th 9s",
            "Qs Ah Jh 7h 3s 4h 7h Qh 8h Th",
            "Qs Ks 5s 5s 5h 2h 5s Ts Ks 5h",
            "4h Jh 4s Qh 6h Ts 6s 8s 9s As",
            "4h Th 3s 3h As 6h 3h 7s 6h 2s",
        ],
    ),
    (2, 7): (
        [
            "#4s #9s #6s #Js #6h Ah",
            "#Ah #5s #Jh #3s #6h 8s",
            "#2s #3s #3h #Js #6s Jh",
            "#7s #2s #Th #3s #7h 2h",
            "#5h #8h #Ts #6h 2h",
            "#Kh #4h #7s #8h As",
            "#Qh #Th #Ks #4h 4s",
            "#Ks #6h #Kh #Ts As",
            "#Ks #Qs #3h #7s 7h",
            "#4h #Jh #2s #2s Qs",
        ],
        [
            "Ah Ts Th 9s 3h 4s 5h 4s 9h 5s",
            "5h 9s 6s Qh 8s As 3s 8h Qh 2h",
            "2h Kh Js Kh Qh As 8h 7h 8s Ah",
            "4h 8s Qs 9h Qs Jh 5h Ts Th 3h",
            "7h 9h 6s Js 5s Ks 9s 5s 9h 7s",
        ],
    ),
    (4, 42): (
        [
            "#Kd #Td #Jc #9c #3c 2c",
            "#Tc #7h #Ad #As #3h 5s",
            "#6h #6d #7s #5d #Th 9s",
            "#Ks #2h #6d #Qd #Jd 2c",
            "#6s #9d #Jd #Ac 4s",
            "#6h #8s #Qh #Ah 7c",
            "#8c #8d #Kd #5s 3h",
            "#Ac #3s #Qc #Qd 4h",
            "#Ks #Kh #8s #4d Kc",
            "#7d #8c #9s #8h 7c",
        ],
        [
            "As Js 6c Th 8h 3d Tc 3c 9c Td",
            "2s 5c 9h 7h Jh Ad 4d 2d 5h 5h",
            "Js 2h Ts 3d Kc 7d 8d 4s 9d Ah",
            "6c Jc Qs 6s Ts 5c 5d 4c Kh 9h",
            "Jh 4c 2s 4h 2d Qh Qc Qs 7s 3s",
        ],
    ),
    (4, 1000000): (
        [
            "#7d #6c #Kd #8h #3d 7s",
            "#Ad #As #Qh #As #8d 6s",
            "#7d #5c #Td #Th #4h 7c",
            "#5d #7h #Kc #Qd #7s 9s",
            "#4d #Ac #4d #6h 5s",
            "#9c #Ad #Qh #Tc Ts",
            "#9d #Kh #Qs #4h 5s",
            "#8h #Ts #Ah #4c 9d",
            "#Qc #Qs #Js #2c 2d",
            "#3h #6s #7h #Ah 3s",
        ],
        [
            "6c 2s 2d 8s 3s Kd 3c 9c Ks 8s",
            "9s Jc 4s Td 9h 8c Jc 3d Jd Js",
            "2c 6d Kc Kh 4c 2h Qc 2s Jh 8d",
            "5h 8c Jh Tc 5h 4s Qd 2h 3h Ac",
            "5d 9h 3c 6h Jd 5c 7c Ks Th 6d",
        ],
    ),
}

# First six outputs of xoshiro256** seeded through SplitMix64.
GOLDEN_PRNG = {
    0: [
        0x99EC5F36CB75F2B4,
        0xBF6E1F784956452A,
        0x1A5F849D4933E6E0,
        0x6AA594F1262D2D2C,
        0xBBA5AD4A1F842E59,
        0xFFEF8375D9EBCACA,
    ],
    12345: [
        0xBE6A36374160D49B,
        0x214AAA0637A688C6,
        0xF69D16DE9954D388,
        0x0C60048C4E96E033,
        0x8E2076AEED51C648,
        0x02BBCC1C1FC50F84,
    ],
}

# Legal-move counts along a fixed playout of 150 actions (see ``_playout_counts``), per (rules, suits, seed).
GOLDEN_COUNTS = {
    ("classic", 1, 0): (
        "4 4 4 6 9 10 10 13 12 12 12 11 10 5 8 9 9 9 10 10 10 10 12 12 12 12 12 12 15 15 "
        "14 14 14 14 14 14 14 14 14 14 14 14 14 14 14 14 14 14 14 14 14 14 14 14 10 9 9 9 6 6 "
        "6 6 6 6 6 7 9 9 8 11 5 6 6 7 9 10 14 17 16 18 18 18 21 21 21 21 21 18 16 16 "
        "16 16 16 16 16 16 16 16 16 14 14 14 14 14 14 14 14 14 16 16 16 16 16 16 17 17 17 17 17 17 "
        "17 17 17 17 17 17 17 17 17 10 10 10 10 10 11 11 11 11 11 11 11 11 11 11 14 14 13 13 13 14"
    ),
    ("classic", 2, 12345): (
        "7 7 6 6 6 7 7 8 7 8 7 8 7 7 7 8 6 6 5 5 6 7 7 6 6 6 7 7 8 10 "
        "10 10 9 8 7 7 7 7 7 7 8 9 11 11 11 7 6 6 6 6 6 6 6 6 6 6 9 8 8 7 "
        "7 6 10 10 10 10 7 6 3 6 8 8 8 11 12 12 10 10 9 9 9 9 9 8 8 9 9 6 7 9 "
        "9 9 10 10 9 9 11 11 11 11 9 9 9 8 10 10 10 8 8 9 9 9 8 9 8 8 9 9 11 11 "
        "11 11 10 10 10 10 11 11 31 11 31 12 12 12 12 12 13 13 13 13 13 13 34 34 13 11 11 11 11 13"
    ),
    ("classic", 4, 42): (
        "7 6 3 4 5 4 8 5 7 7 8 6 6 6 4 4 6 6 7 9 10 10 8 6 6 6 8 8 7 11 "
        "9 9 6 6 6 6 8 8 9 9 8 7 5 5 5 5 5 7 7 8 4 4 4 4 4 4 4 4 4 4 "
        "4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 "
        "4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 "
        "4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4"
    ),
    ("duel", 1, 0): (
        "4 14 14 14 4 14 14 14 14 14 14 14 14 14 14 14 14 5 5 15 6 17 5 5 8 19 9 9 7 8 "
        "8 10 28 28 11 10 10 10 32 9 32 32 10 10 32 11 8 8 4 3 3 5 6 6 7 7 8 8 10 9 "
        "9 10 10 12 15 15 15 16 16 16 16 16 17 18 19 19 19 19 17 14 14 17 17 17 17 17 34 34 34 11 "
        "11 13 14 15 15 16 16 16 16 16 16 16 16 16 16 17 17 17 19 18 18 18 13 13 13 14 14 14 14 14 "
        "38 38 38 15 15 38 38 14 14 14 12 12 38 11 11 13 41 41 68 42 42 42 42 15 15 15 15 13 7 7"
    ),
    ("duel", 2, 12345): (
        "7 16 7 17 26 17 17 7 17 17 17 17 17 17 17 17 17 17 17 28 28 28 17 17 17 7 18 18 7 7 "
        "8 19 7 18 6 8 8 3 7 7 9 7 6 6 7 10 11 9 7 7 7 7 7 8 8 8 7 6 6 6 "
        "6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 "
        "6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 "
        "6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6"
    ),
    ("duel", 4, 42): (
        "7 15 22 15 15 6 8 8 18 10 6 8 8 11 11 9 8 9 9 7 7 7 6 6 6 6 6 6 6 7 "
        "7 7 7 7 7 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 "
        "4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 "
        "4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 "
        "4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4"
    ),
    ("duel", 1, 3): (
        "6 7 9 9 7 11 11 10 10 10 9 10 11 11 10 12 13 12 13 15 15 16 17 17 14 14 16 16 16 41 "
        "42 42 42 17 16 16 16 43 15 15 15 15 15 15 15 15 15 15 16 16 16 16 16 16 16 5 4 5 6 7 "
        "10 10 10 12 12 12 12 12 12 12 12 12 12 12 12 11 11 11 11 11 11 11 11 11 11 37 37 37 12 12 "
        "37 11 37 12 12 37 12 12 11 11 12 12 12 12 12 12 12 12 12 14 43 14 14 12 12 12 12 12 12 12 "
        "12 12 12 12 44 14 14 14 14 15 15 15 15 16 16 16 16 33 54 32 32 32 10 10 10 10 10 32 9 33"
    ),
}


@pytest.mark.parametrize(("suits", "seed"), list(GOLDEN_DEALS))
@pytest.mark.parametrize("rules", ["classic", "duel"])
def test_golden_deal(rules: str, suits: int, seed: int) -> None:
    columns, stock = GOLDEN_DEALS[suits, seed]
    st = Game.new(rules, suits, seed).state()
    assert [column_text(c) for c in st["tableau"]] == columns
    assert st["stock"] == " ".join(stock).split()


@pytest.mark.parametrize(("suits", "seed"), list(GOLDEN_DEALS))
def test_golden_data_is_a_sane_deal(suits: int, seed: int) -> None:
    columns, stock = GOLDEN_DEALS[suits, seed]
    parsed = [c.split() for c in columns]
    assert [len(c) for c in parsed] == [6, 6, 6, 6, 5, 5, 5, 5, 5, 5]
    for column in parsed:
        assert not column[-1].startswith("#"), "the top card is face up"
        assert all(word.startswith("#") for word in column[:-1]), "all other cards are face down"
    stock_cards = " ".join(stock).split()
    assert all(len(p.split()) == 10 for p in stock)
    assert len(stock_cards) == 50
    cards = Counter(w.lstrip("#") for c in parsed for w in c) + Counter(stock_cards)
    assert sum(cards.values()) == 104
    assert cards == deck_counter(suits)


def test_deal_depends_on_suits_and_seed_only() -> None:
    for suits in (1, 2, 4):
        classic = Game.new("classic", suits, 99)
        duel = Game.new("duel", suits, 99)
        assert classic.state()["tableau"] == duel.state()["tableau"]
        assert classic.state()["stock"] == duel.state()["stock"]
    # The physical order is the same for every suit count; only the suits of the copies differ.
    assert [Game.new("classic", s, 99).column_ids(0) for s in (1, 2, 4)] == [shuffled_deck(99)[0:60:10]] * 3
    assert Game.new("classic", 2, 1).state()["tableau"] != Game.new("classic", 2, 2).state()["tableau"]


@pytest.mark.parametrize("seed", list(GOLDEN_PRNG))
def test_golden_prng(seed: int) -> None:
    rng = Xoshiro256(seed)
    assert [rng.next64() for _ in range(6)] == GOLDEN_PRNG[seed]


def _reference_xoshiro(seed: int, n: int) -> list[int]:
    """An independent transcription of SplitMix64 + xoshiro256** (Blackman & Vigna)."""
    m = 2**64
    x = seed % m
    s = []
    for _ in range(4):
        x = (x + 0x9E3779B97F4A7C15) % m
        z = x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) % m
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) % m
        s.append(z ^ (z >> 31))

    def rotl(v: int, k: int) -> int:
        return ((v << k) % m) | (v >> (64 - k))

    out = []
    for _ in range(n):
        out.append((rotl((s[1] * 5) % m, 7) * 9) % m)
        t = (s[1] << 17) % m
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 45)
    return out


@pytest.mark.parametrize("seed", [0, 1, 12345, 2**32 + 7, MAX_SEED])
def test_prng_matches_reference(seed: int) -> None:
    rng = Xoshiro256(seed)
    assert [rng.next64() for _ in range(50)] == _reference_xoshiro(seed, 50)


def test_splitmix_seeding_matches_published_values() -> None:
    # SplitMix64 from state 0 yields these four words (the widely published reference sequence).
    assert Xoshiro256(0)._s == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F, 0xF88BB8A8724C81EC]


def test_below_is_in_range_and_rejects_bad_bounds() -> None:
    rng = Xoshiro256(5)
    for n in (1, 2, 3, 7, 104, 2**63 + 1):
        assert all(0 <= rng.below(n) < n for _ in range(200))
    assert {rng.below(3) for _ in range(200)} == {0, 1, 2}
    with pytest.raises(ValueError):
        rng.below(0)


def _playout_counts(rules: str, suits: int, seed: int, steps: int = 150) -> list[int]:
    """Counts along a playout whose choices come from a fixed LCG over the moves sorted by notation."""
    g = Game.new(rules, suits, seed)
    counts = []
    x = seed % 2**31
    for _ in range(steps):
        moves = sorted(g.legal_moves(), key=lambda m: m.to_text())
        counts.append(len(moves))
        if not moves:
            break
        x = (x * 1103515245 + 12345) % 2**31
        g.play(moves[(x >> 8) % len(moves)])
    return counts


@pytest.mark.parametrize("key", list(GOLDEN_COUNTS))
def test_golden_legal_move_counts(key: tuple[str, int, int]) -> None:
    assert _playout_counts(*key) == [int(n) for n in GOLDEN_COUNTS[key].split()]


def test_shuffle_is_a_permutation() -> None:
    for seed in (0, 1, MAX_SEED):
        assert sorted(shuffled_deck(seed)) == list(range(104))


def test_deals_are_not_biased() -> None:
    """Over 2000 seeds the first card and the card at the stock's end are spread evenly over the 104 ids."""
    seeds = 2000
    first: Counter[int] = Counter()
    last: Counter[int] = Counter()
    mean_pos = [0] * 104
    for seed in range(seeds):
        deck = shuffled_deck(seed * 7919 + 3)
        first[deck[0]] += 1
        last[deck[-1]] += 1
        mean_pos[deck[52]] += 1
    expected = seeds / 104
    for counts in (first, last, Counter(dict(enumerate(mean_pos)))):
        assert len(counts) > 95, "nearly every id shows up somewhere"
        chi2 = sum((counts.get(i, 0) - expected) ** 2 / expected for i in range(104))
        # 103 degrees of freedom: the 99.9 % quantile is about 150.
        assert chi2 < 150, chi2
    # Suits of the top card of column 0 in 4-suit deals: each suit about a quarter.
    suits = Counter(Game.new("classic", 4, seed).state()["tableau"][0][-1]["card"][1] for seed in range(400))
    assert all(70 < suits[s] < 130 for s in "shdc"), suits
