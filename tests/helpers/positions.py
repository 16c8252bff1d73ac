"""Game positions the tests start from."""

from __future__ import annotations

from collections import Counter
from typing import Any

from spider_qt.engine import Game
from spider_qt.engine.cards import RANKS


def _spades_endgame(
    rules: str, seed: int, tableau: list[list[dict[str, Any]]], runs: int, moves: int, score: int
) -> dict[str, Any]:
    """A 1-suit state, not over, with ``runs`` runs discarded and the stock empty."""
    return {
        "rules": rules,
        "suits": 1,
        "seed": seed,
        "tableau": tableau,
        "stock": [],
        "foundations": ["s"] * runs,
        "score": score,
        "moves": moves,
        "over": False,
        "won": False,
    }


def near_won_state(rules: str = "classic", seed: int = 99) -> dict[str, Any]:
    """The state of ``near_won``: seven runs discarded, spades K..2 on column 0, the last Ace on column 1."""
    tableau: list[list[dict[str, Any]]] = [[] for _ in range(10)]
    tableau[0] = [{"card": r + "s", "up": True} for r in reversed(RANKS[1:])]
    tableau[1] = [{"card": "As", "up": True}]
    return _spades_endgame(rules, seed, tableau, runs=7, moves=50, score=1150 if rules == "classic" else 300)


def near_won(rules: str = "classic", seed: int = 99) -> Game:
    """A 1-suit game one move from the win: the Ace on column 1 goes onto the 2 of column 0."""
    return Game.from_state(near_won_state(rules, seed))


def one_move_from_stuck(rules: str = "classic") -> Game:
    """A 1-suit game whose one legal action (3 onto 4, column 9 to 8) leaves no legal action but undo or Done.

    Six runs are discarded and the stock is empty. After that move no card fits anywhere (the tops are
    K K J J 9 9 7 7, the run 4-3 and an Ace), no card is face down on top and nothing is left to deal.
    """
    tableau: list[list[dict[str, Any]]] = [[] for _ in range(10)]
    for col, ranks in enumerate(["A223", "4556", "688T", "TQQ"]):
        tableau[col] = [{"card": r + "s", "up": False} for r in ranks]
    for col, rank in enumerate("KKJJ9977"):
        tableau[col].append({"card": rank + "s", "up": True})
    tableau[8] = [{"card": "4s", "up": True}]
    tableau[9] = [{"card": "As", "up": True}, {"card": "3s", "up": True}]
    score = 1000 if rules == "classic" else 200
    return Game.from_state(_spades_endgame(rules, 99, tableau, runs=6, moves=60, score=score))


def counter_of(game: Game) -> Counter[str]:
    """The multiset of card texts on the table and in the stock."""
    st = game.state()
    c: Counter[str] = Counter(e["card"] for col in st["tableau"] for e in col)
    c.update(st["stock"])
    return c
