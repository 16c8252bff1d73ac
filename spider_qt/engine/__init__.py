"""The Spider rules engine: pure Python, no Qt (its public API is described in ``docs/engine-api.md``)."""

from __future__ import annotations

from .cards import RANKS, SUITS, Card
from .change import Change, RunRemoved
from .deal import MAX_SEED, Xoshiro256, deal_layout, shuffled_deck
from .errors import IllegalMove, InvalidSave, SpiderError
from .game import RULES, Game
from .kinds import CardId, Column, IllegalCode, MoveKind, SaveCode
from .moves import Move
from .rules import CLASSIC, DUEL, RULESETS, RuleSet, Scoring, find_ruleset, register_ruleset, unregister_ruleset
from .saves import MAX_ACTIONS, SAVE_VERSION
from .view import HIDDEN, PlayerView

__all__ = [
    "CLASSIC",
    "DUEL",
    "HIDDEN",
    "MAX_ACTIONS",
    "MAX_SEED",
    "RANKS",
    "RULES",
    "RULESETS",
    "SAVE_VERSION",
    "SUITS",
    "Card",
    "CardId",
    "Change",
    "Column",
    "Game",
    "IllegalCode",
    "IllegalMove",
    "InvalidSave",
    "Move",
    "MoveKind",
    "PlayerView",
    "RuleSet",
    "RunRemoved",
    "SaveCode",
    "Scoring",
    "SpiderError",
    "Xoshiro256",
    "deal_layout",
    "find_ruleset",
    "register_ruleset",
    "shuffled_deck",
    "unregister_ruleset",
]
