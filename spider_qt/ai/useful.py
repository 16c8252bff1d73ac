"""The moves that still get somewhere in a position, for Hint pressed again (as Windows Spider cycles its hints).

The first hint is the strongest move the computer finds (``hint``); each press of H again on the same position shows
the next of these, round and round. A move "gets somewhere" as the hint's own last resort judges it (the opponent's
progress move): it turns a card, joins a same-suit run (one not split off such a run), empties a column, or deals.
"""

from __future__ import annotations

from typing import Any

from spider_qt.engine import Move, PlayerView


def useful_moves(view: PlayerView) -> list[Move]:
    """Every move that gets somewhere now: turning cards first, then card moves, then the deal."""
    legal = view.legal_moves()
    tableau = view.state()["tableau"]
    flips = [m for m in legal if m.kind == "flip"]
    moves = [m for m in legal if m.kind == "move" and _gets_somewhere(tableau, m)]
    deals = [m for m in legal if m.kind == "deal"]
    return flips + moves + deals


def _gets_somewhere(tableau: list[list[dict[str, Any]]], m: Move) -> bool:
    if m.src is None or m.dst is None or m.count is None:
        return False
    src, dst = tableau[m.src], tableau[m.dst]
    rest = src[: len(src) - m.count]
    suit = src[-m.count]["card"][1]
    if rest and not rest[-1]["up"]:
        return True  # turns a card (or lets it be turned)
    if dst and dst[-1]["up"] and dst[-1]["card"][1] == suit:
        return not (rest and rest[-1]["up"] and rest[-1]["card"][1] == suit)  # joins a run it was not part of
    return not rest and bool(dst)  # empties a column
