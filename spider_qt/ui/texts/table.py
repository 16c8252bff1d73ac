"""What the status bar says about refused actions and hints (in the window's translation context)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from spider_qt.engine import MAX_ACTIONS, Move

if TYPE_CHECKING:
    from spider_qt.engine import Game


def illegal_move_text(code: str) -> str:
    """Why an action was refused, from the engine's error ``code``."""
    messages = {
        "not_movable": QCoreApplication.translate(
            "Table", "Only a run of one suit in falling order can move together."
        ),
        "no_fit": QCoreApplication.translate("Table", "That card does not fit there."),
        "empty_column": QCoreApplication.translate("Table", "Fill every empty column before dealing."),
        "stock_empty": QCoreApplication.translate("Table", "The stock is empty."),
        "nothing_to_undo": QCoreApplication.translate("Table", "There is nothing to undo."),
        "game_over": QCoreApplication.translate("Table", "The game is over."),
        "too_many_actions": QCoreApplication.translate(
            "Table", "This game has reached its limit of %1 actions: press Done to end it."
        ).replace("%1", QLocale().toString(MAX_ACTIONS)),
    }
    return messages.get(code) or QCoreApplication.translate("Table", "That move is not allowed.")


def deal_refusal(game: Game) -> str:
    """The refusal code of a deal ``game`` does not allow now: ``stock_empty`` or ``empty_column``."""
    return "stock_empty" if game.stock_size == 0 else "empty_column"


def undo_refusal(game: Game) -> str:
    """Why Undo did nothing in ``game`` (not over): the action cap, a deal or a turned card behind it, or nothing."""
    history = game.history
    if game.at_action_cap:
        return illegal_move_text("too_many_actions")
    final = not game.ruleset.undo_past_flip_or_deal and any(a not in ("undo", "finish") for a in history)
    if history and history[-1] == "deal" and not game.can_undo():
        return QCoreApplication.translate("Table", "Undo never goes back past a deal: the cards dealt stay.")
    if final and not game.can_undo():
        # a turned card or a deal stands behind the last action that could be taken back
        return QCoreApplication.translate("Table", "Turned cards and deals are final: Undo never goes back past them.")
    return illegal_move_text("nothing_to_undo")


def stuck_text(can_undo: bool) -> str:
    """What the status bar says when the game is not over but no card can move, no card turn and no deal be made."""
    if can_undo:
        return QCoreApplication.translate("Table", "No move is left: undo a move, or press Done to end the game.")
    return QCoreApplication.translate("Table", "No move is left: press Done to end the game.")


def hint_text(move: Move | None) -> str:
    """The hint for ``move`` (None: nothing useful is left)."""
    if move is None:
        return QCoreApplication.translate("Table", "No useful move is left.")
    if move.kind == "deal":
        return QCoreApplication.translate("Table", "Hint: deal new cards.")
    if move.kind == "flip" and move.src is not None:
        return QCoreApplication.translate("Table", "Hint: turn the card in column %1.").replace("%1", str(move.src + 1))
    if move.dst is not None:
        return QCoreApplication.translate("Table", "Hint: move to column %1.").replace("%1", str(move.dst + 1))
    return ""


def no_help_in_duel_text() -> str:
    """Why H does nothing in a duel whose players did not agree to help when it began."""
    return QCoreApplication.translate(
        "Table", "No hints in this duel: the players did not agree to hints, the demo and the solver."
    )


def clocks_disagreed_text() -> str:
    """What the status bar says when the machine's clocks disagreed while the game's clock ran."""
    return QCoreApplication.translate(
        "Table", "This computer's clocks disagreed while your clock ran: the longer time counts."
    )


def clocks_rule_text() -> str:
    """How a duel's time is measured, for the result screen (the help says it at length)."""
    return QCoreApplication.translate(
        "Table", "Each time is the longest that this computer's clocks measured (see Help)."
    )
