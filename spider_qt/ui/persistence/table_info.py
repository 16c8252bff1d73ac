"""A save and the game at the table: the two functions where a game's values cross the save boundary.

``info_of`` reads a loaded save into the controller's ``GameInfo`` (its duel's JSON back into a ``DuelState``);
``meta_of`` writes the table's ``GameInfo`` into what a save keeps (the duel's state as JSON). Both leave the duel's
JSON to ``spider_qt.duel.saved``; no other part of the window reads it.
"""

from __future__ import annotations

import json

from spider_qt.duel.saved import saved_duel, with_duel, without_duel
from spider_qt.engine import Game, Move
from spider_qt.store import SaveMeta
from spider_qt.ui.controller import GameInfo
from spider_qt.ui.window.table_phase import GameTable, TablePhase

__all__ = ["REDO_KEY", "info_of", "load_into", "meta_of", "redo_moves"]

# Where a save keeps the classic game's redo list (in SaveMeta.extra, as move notation).
REDO_KEY = "redo"


def info_of(meta: SaveMeta) -> GameInfo:
    """The controller's account of a saved game, its duel's state read back from JSON (``duel.saved``)."""
    duel = saved_duel(meta.extra)
    return GameInfo(
        player=meta.player,
        time_limit=None if meta.time_limit is None else round(meta.time_limit),
        helped=meta.helped,
        action_times=list(meta.action_times),
        extra=without_duel(meta.extra),
        duel=None if duel is None else duel.state,
        remote_duel=None if duel is None else duel.remote_id,
    )


def meta_of(info: GameInfo, time_used: float, redo: list[Move]) -> SaveMeta:
    """What a save keeps of the game at the table besides the engine's game: its account, the ``time_used``, the
    ``redo`` list, and its duel's state as JSON (``duel.saved``). A deep copy: later play does not change it."""
    extra: dict[str, object] = json.loads(json.dumps(with_duel(info.extra, info.duel, info.remote_duel)))
    if redo:
        extra[REDO_KEY] = [m.to_text() for m in redo]
    return SaveMeta(
        player=info.player,
        time_used=time_used,
        action_times=tuple(info.action_times),
        helped=info.helped,
        time_limit=None if info.time_limit is None else float(info.time_limit),
        extra=extra,
    )


def load_into(table: GameTable, game: Game, info: GameInfo, elapsed: float) -> None:
    """Put a resumed or opened ``game`` on the table, with its redo list and ``elapsed`` seconds used."""
    table.set_phase(TablePhase.PLAYING)
    redo = info.extra.pop(REDO_KEY, None)
    table.controller.load(game, info, elapsed)
    table.controller.set_redo_moves(redo_moves(redo))


def redo_moves(saved: object) -> list[Move]:
    """The redo list kept in a save; anything unreadable gives none (the game itself is not affected)."""
    if not isinstance(saved, list):
        return []
    try:
        return [Move.from_text(text) for text in saved if isinstance(text, str)]
    except ValueError:
        return []
