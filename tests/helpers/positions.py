"""Game positions the tests start from."""

from __future__ import annotations

from collections import Counter
from typing import Any

from spider_qt.engine import Game
from spider_qt.engine.cards import RANKS


def near_won_state(rules: str = "classic", seed: int = 99) -> dict[str, Any]:
    """The state of ``near_won``: seven runs discarded, spades K..2 on column 0, the last Ace on column 1."""
    tableau: list[list[dict[str, Any]]] = [[] for _ in range(10)]
    tableau[0] = [{"card": r + "s", "up": True} for r in reversed(RANKS[1:])]
    tableau[1] = [{"card": "As", "up": True}]
    return {
        "rules": rules,
        "suits": 1,
        "seed": seed,
        "tableau": tableau,
        "stock": [],
        "foundations": ["s"] * 7,
        "score": 1150 if rules == "classic" else 300,
        "moves": 50,
        "over": False,
        "won": False,
    }


def near_won(rules: str = "classic", seed: int = 99) -> Game:
    """A 1-suit game one move from the win: the Ace on column 1 goes onto the 2 of column 0."""
    return Game.from_state(near_won_state(rules, seed))


def counter_of(game: Game) -> Counter[str]:
    """The multiset of card texts on the table and in the stock."""
    st = game.state()
    c: Counter[str] = Counter(e["card"] for col in st["tableau"] for e in col)
    c.update(st["stock"])
    return c
