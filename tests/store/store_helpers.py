"""Builders of finished games for the store tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from spider_qt.engine import Game, Move

RANKS = "A23456789TJQK"
WON_DEALS: dict[str, Any] = json.loads((Path(__file__).parent / "data" / "won_deals.json").read_text("utf-8"))


def won_game(detours: int = 0, rules: str = "classic") -> Game:
    """A one-suit game dealt from its deal number and won (a solver's winning line, kept in data/won_deals.json).

    Each detour plays the first move and takes it back before the winning line: two more actions,
    so the score is 2 lower and the move count 2 higher per detour.
    """
    line = WON_DEALS[rules]
    history = line["history"]
    game = Game.new(rules, line["suits"], line["seed"])
    game.replay([history[0], "undo"] * detours + history)
    assert game.won
    return game


def snapshot_won_game(score: int = 1_000_000, moves: int = 40, seed: int = 3, rules: str = "classic") -> Game:
    """A game started from a hand-made snapshot one move from the win, then won (what a forged file holds)."""
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
