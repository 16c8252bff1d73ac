"""Helpers for the engine tests: hand-built positions and independent checks."""

from __future__ import annotations

from collections import Counter
from typing import Any

from spider_qt.engine import Game, Move
from spider_qt.engine.cards import deck_counter

RUN_RANKS = "KQJT98765432A"


def run(suit: str, high: str = "K", low: str = "A") -> str:
    """The face-up cards from ``high`` down to ``low`` of one suit, as column text."""
    ranks = RUN_RANKS[RUN_RANKS.index(high) : RUN_RANKS.index(low) + 1]
    return " ".join(r + suit for r in ranks)


def parse_column(text: str) -> list[dict[str, Any]]:
    """Column text, bottom first: ``"#Ks #5h 9h 8h"`` (``#`` marks a face-down card)."""
    entries = []
    for word in text.split():
        if word.startswith("#"):
            entries.append({"card": word[1:], "up": False})
        else:
            entries.append({"card": word, "up": True})
    return entries


def column_text(column: list[dict[str, Any]]) -> str:
    """The inverse of ``parse_column``."""
    return " ".join(("" if e["up"] else "#") + e["card"] for e in column)


def make_state(
    rules: str,
    suits: int,
    columns: dict[int, str],
    *,
    stock: str = "",
    foundations: str = "",
    filler: int = 9,
    score: int | None = None,
    moves: int = 0,
    over: bool = False,
    seed: int = 0,
) -> dict[str, Any]:
    """A full snapshot: the given columns, stock and runs; every other card face down under column ``filler``.

    The filler cards sit below the column's given cards (sorted, so the layout is reproducible).
    """
    tableau = [parse_column(columns.get(c, "")) for c in range(10)]
    stock_cards = stock.split()
    found = list(foundations)
    used: Counter[str] = Counter(e["card"] for col in tableau for e in col)
    used.update(stock_cards)
    for s in found:
        used.update(r + s for r in RUN_RANKS)
    left = deck_counter(suits) - used
    too_many = used - deck_counter(suits)
    if too_many:
        raise AssertionError(f"position uses cards the deck lacks: {dict(too_many)}")
    filler_cards = [{"card": card, "up": False} for card in sorted(left.elements())]
    tableau[filler] = filler_cards + tableau[filler]
    if score is None:
        score = 500 + 100 * len(found) if rules == "classic" else 0
    return {
        "rules": rules,
        "suits": suits,
        "seed": seed,
        "tableau": tableau,
        "stock": stock_cards,
        "foundations": found,
        "score": score,
        "moves": moves,
        "over": over,
        "won": len(found) == 8,
    }


def make_game(rules: str, suits: int, columns: dict[int, str], **kw: Any) -> Game:
    """``Game.from_state`` of ``make_state``."""
    return Game.from_state(make_state(rules, suits, columns, **kw))


def col(g: Game, c: int) -> str:
    """Column ``c`` of ``g`` as column text."""
    return column_text(g.state()["tableau"][c])


def mv(src: int, count: int, dst: int) -> Move:
    return Move("move", src, count, dst)


def card_multiset(state: dict[str, Any]) -> Counter[str]:
    """All cards of a snapshot: tableau, stock and each discarded run."""
    cards: Counter[str] = Counter(e["card"] for column in state["tableau"] for e in column)
    cards.update(state["stock"])
    for s in state["foundations"]:
        cards.update(r + s for r in RUN_RANKS)
    return cards


def check_valid_state(state: dict[str, Any]) -> None:
    """Assert the structural invariants of a snapshot (the engine's own validator included)."""
    assert card_multiset(state) == deck_counter(state["suits"])
    assert len(state["tableau"]) == 10
    assert len(state["stock"]) % 10 == 0 and len(state["stock"]) <= 50
    for column in state["tableau"]:
        ups = [e["up"] for e in column]
        assert ups == sorted(ups), "face-down cards must lie below face-up ones"
        if state["rules"] == "classic" and column:
            assert column[-1]["up"], "classic never leaves a face-down top"
    assert state["won"] == (len(state["foundations"]) == 8)
    if state["won"]:
        assert state["over"]
    Game.from_state(state)  # the engine's validator accepts it


def brute_force_legal(g: Game) -> set[Move]:
    """Every action that ``play`` accepts, found by trying them all on copies."""
    candidates = [Move("deal")]
    candidates += [Move("flip", c) for c in range(10)]
    candidates += [Move("move", s, k, d) for s in range(10) for d in range(10) for k in range(1, 14) if s != d]
    legal = set()
    for m in candidates:
        h = g.copy()
        try:
            h.play(m)
        except ValueError:
            continue
        legal.add(m)
    return legal
