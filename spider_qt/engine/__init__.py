"""The Spider rules engine: pure Python, no Qt (its public API is described in ``docs/engine-api.md``).

The names below are loaded on first use (PEP 562), each from its own module: a program that needs
only the rule sets or a move's notation (the game's start-up, before its window shows) does not pay
for the whole engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

#: Public name -> the module (in this package) that defines it.
_HOME: dict[str, str] = {
    **dict.fromkeys(("RANKS", "SUITS", "Card"), "cards"),
    **dict.fromkeys(("Change", "RunRemoved"), "change"),
    **dict.fromkeys(("MAX_SEED", "Xoshiro256", "deal_layout", "shuffled_deck"), "deal"),
    **dict.fromkeys(("IllegalMove", "InvalidSave", "SpiderError"), "errors"),
    **dict.fromkeys(("RULES", "Game"), "game"),
    **dict.fromkeys(("CardId", "Column", "IllegalCode", "MoveKind", "SaveCode"), "kinds"),
    "Move": "moves",
    **dict.fromkeys(
        ("CLASSIC", "DUEL", "RULESETS", "RuleSet", "Scoring", "find_ruleset", "register_ruleset", "unregister_ruleset"),
        "rules",
    ),
    **dict.fromkeys(("MAX_ACTIONS", "SAVE_VERSION"), "saves"),
    **dict.fromkeys(("HIDDEN", "PlayerView"), "view"),
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value  # found once: later uses are plain attribute reads
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


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
