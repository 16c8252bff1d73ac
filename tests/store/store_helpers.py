"""Builders of finished games for the store tests."""

from __future__ import annotations

from typing import Any

from spider_qt.engine import Game, Move

RANKS = "A23456789TJQK"


def won_game(score: int = 1200, moves: int = 40, seed: int = 3, rules: str = "classic") -> Game:
    """A one-suit game one move from the win, then won (score and moves chosen through the snapshot)."""
    column = [{"card": f"{r}s", "up": True} for r in reversed(RANKS[1:])]
    state: dict[str, Any] = {
        "rules": rules,
        "suits": 1,
        "seed": seed,
        "tableau": [column, [{"card": "As", "up": True}]] + [[] for _ in range(8)],
        "stock": [],
        "foundations": ["s"] * 7,
        "score": score,
        "moves": moves,
        "over": False,
        "won": False,
    }
    game = Game.from_state(state)
    game.play(Move("move", 1, 1, 0))
    assert game.won
    return game


def lost_game(seed: int = 7, deals: int = 0, rules: str = "duel", suits: int = 2) -> Game:
    """A fresh deal where the player deals ``deals`` times and then presses Done."""
    game = Game.new(rules, suits, seed)
    for _ in range(deals):
        game.play(Move("deal"))
    game.finish()
    return game


def times_for(game: Game, step: float = 1.5) -> list[float]:
    """One action time per history entry, ``step`` seconds apart."""
    return [step * (i + 1) for i in range(len(game.history))]
