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


def one_move_from_stuck_state(rules: str = "classic") -> dict[str, Any]:
    """The state of ``one_move_from_stuck``: six runs discarded, the stock empty, every column topped by a card.

    The only legal action is the 3 of column 9 onto the 4 of column 8. After it no card fits anywhere (the
    tops are K K J J 9 9 7 7, the run 4-3 and an Ace), no card is face down on top and nothing is left to deal.
    """
    tableau: list[list[dict[str, Any]]] = [[] for _ in range(10)]
    down = ["A223", "4556", "688T", "TQQ"]
    for col, ranks in enumerate(down):
        tableau[col] = [{"card": r + "s", "up": False} for r in ranks]
    for col, rank in enumerate("KKJJ9977"):
        tableau[col].append({"card": rank + "s", "up": True})
    tableau[8] = [{"card": "4s", "up": True}]
    tableau[9] = [{"card": "As", "up": True}, {"card": "3s", "up": True}]
    return {
        "rules": rules,
        "suits": 1,
        "seed": 99,
        "tableau": tableau,
        "stock": [],
        "foundations": ["s"] * 6,
        "score": 1000 if rules == "classic" else 200,
        "moves": 60,
        "over": False,
        "won": False,
    }


def one_move_from_stuck(rules: str = "classic") -> Game:
    """A 1-suit game whose one legal action (3 onto 4, column 9 to 8) leaves no legal action but undo or Done."""
    return Game.from_state(one_move_from_stuck_state(rules))


def counter_of(game: Game) -> Counter[str]:
    """The multiset of card texts on the table and in the stock."""
    st = game.state()
    c: Counter[str] = Counter(e["card"] for col in st["tableau"] for e in col)
    c.update(st["stock"])
    return c
