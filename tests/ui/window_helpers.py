"""Positions and checks shared by the window tests."""

from __future__ import annotations

from collections import Counter
from typing import Any

from spider_qt.engine import Game
from spider_qt.engine.cards import RANKS, deck_counter


def near_won(rules: str = "classic") -> Game:
    """Seven runs discarded; spades K..2 in column 0 and the last ace on column 1."""
    left = deck_counter(1)
    for _ in range(7):
        for r in RANKS:
            left[r + "s"] -= 1
    assert sum(left.values()) == 13
    tableau: list[list[dict[str, Any]]] = [[] for _ in range(10)]
    tableau[0] = [{"card": r + "s", "up": True} for r in reversed(RANKS[1:])]
    tableau[1] = [{"card": "As", "up": True}]
    state = {
        "rules": rules,
        "suits": 1,
        "seed": 99,
        "tableau": tableau,
        "stock": [],
        "foundations": ["s"] * 7,
        "score": 1150 if rules == "classic" else 300,
        "moves": 50,
        "over": False,
        "won": False,
    }
    return Game.from_state(state)


def counter_of(game: Game) -> Counter[str]:
    st = game.state()
    c: Counter[str] = Counter(e["card"] for col in st["tableau"] for e in col)
    c.update(st["stock"])
    return c


def switch_language(window: Any, code: str) -> None:
    """Switch the window's language and let the event loop deliver it, as it does for a player."""
    from PySide6.QtWidgets import QApplication

    window.set_language(code)
    for _ in range(3):  # LanguageChange is posted; each window then retranslates from the event loop
        QApplication.processEvents()
