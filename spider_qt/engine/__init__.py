"""The Spider rules engine: pure Python, no Qt (see ENGINE_API.md)."""

from __future__ import annotations

from .cards import RANKS, SUITS, Card
from .deal import MAX_SEED, Xoshiro256, deal_layout, shuffled_deck
from .errors import IllegalMove, InvalidSave, SpiderError
from .game import RULES, SAVE_VERSION, Game
from .moves import Move
from .view import HIDDEN, PlayerView

__all__ = [
    "HIDDEN",
    "MAX_SEED",
    "RANKS",
    "RULES",
    "SAVE_VERSION",
    "SUITS",
    "Card",
    "Game",
    "IllegalMove",
    "InvalidSave",
    "Move",
    "PlayerView",
    "SpiderError",
    "Xoshiro256",
    "deal_layout",
    "shuffled_deck",
]
