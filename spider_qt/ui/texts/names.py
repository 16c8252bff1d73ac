"""Translated names of the engine's rule sets and the computer's levels: the one place the UI turns them into words.

The engine knows rule sets by value (``RuleSet``) and by a plain name for files; the UI never
compares those names. A rule set registered without words here (a test variant, say) shows its
own name, so a new variant is playable before its translations exist.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import CLASSIC, DUEL, RuleSet
from spider_qt.i18n import format_percent

# Literal translate() calls, so that lupdate finds every string.
# name → (short name, "… rules", one-line summary), each a function so that it follows the language.
_WORDS: dict[str, tuple[Callable[[], str], Callable[[], str], Callable[[], str]]] = {
    CLASSIC.name: (
        lambda: QCoreApplication.translate("RuleSetNames", "Classic", "rule set (the Windows rules), next to Duel"),
        lambda: QCoreApplication.translate("RuleSetNames", "Classic rules"),
        lambda: QCoreApplication.translate("RuleSetNames", "Windows rules: cards turn by themselves, undo anything."),
    ),
    DUEL.name: (
        lambda: QCoreApplication.translate("RuleSetNames", "Duel"),
        lambda: QCoreApplication.translate("RuleSetNames", "Duel rules"),
        lambda: QCoreApplication.translate(
            "RuleSetNames", "StarGames rules: turn cards yourself, deal at any time, undo only card moves."
        ),
    ),
}


def _words_of(rules: str | RuleSet) -> tuple[Callable[[], str], Callable[[], str], Callable[[], str]] | None:
    return _WORDS.get(rules.name if isinstance(rules, RuleSet) else rules)


def _name_of(rules: str | RuleSet) -> str:
    return rules.name if isinstance(rules, RuleSet) else rules


def ruleset_name(rules: str | RuleSet) -> str:
    """The rule set's short translated name, e.g. "Classic" or "Duel"."""
    words = _words_of(rules)
    return words[0]() if words is not None else _name_of(rules)


def ruleset_rules_name(rules: str | RuleSet) -> str:
    """The rule set named as rules, e.g. "Duel rules"."""
    words = _words_of(rules)
    return words[1]() if words is not None else _name_of(rules)


def ruleset_summary(rules: str | RuleSet) -> str:
    """One line on how the rule set plays (empty for a rule set without words)."""
    words = _words_of(rules)
    return words[2]() if words is not None else ""


def level_name(level: str | None) -> str:
    """The computer's level in the player's language, e.g. "Master" (an unknown level shows as it is)."""
    names = {
        "beginner": QCoreApplication.translate("LevelNames", "Beginner"),
        "intermediate": QCoreApplication.translate("LevelNames", "Intermediate"),
        "expert": QCoreApplication.translate("LevelNames", "Expert"),
        "master": QCoreApplication.translate("LevelNames", "Master"),
    }
    return names.get(level or "", level or "")


# How often each level wins a classic deal, on one suit and on two: ``benchmarks/ai_strength.py`` on its 100 fixed deals
# per cell (docs/ai-api.md, "classic, 1" and "classic, 2"). Under duel rules the levels rank the same way.
LEVEL_WINS: dict[str, tuple[float, float]] = {
    "beginner": (0.11, 0.0),
    "intermediate": (0.72, 0.09),
    "expert": (0.83, 0.29),
    "master": (0.90, 0.46),
}


def level_line(level: str) -> str:
    """A level in one line with its strength, e.g. "Expert: wins 83% (1 suit), 29% (2 suits)"."""
    one, two = LEVEL_WINS.get(level, (0.0, 0.0))
    return (
        QCoreApplication.translate("LevelNames", "%1: wins %2 (1 suit), %3 (2 suits)")
        .replace("%1", level_name(level))
        .replace("%2", format_percent(one))
        .replace("%3", format_percent(two))
    )


def computer_name(level: str | None) -> str:
    """The computer opponent as players see it named, e.g. "Computer (Master)"."""
    # the context of the statistics, where this name first appeared (its translations live there)
    return QCoreApplication.translate("Statistics", "Computer (%1)").replace("%1", level_name(level))
