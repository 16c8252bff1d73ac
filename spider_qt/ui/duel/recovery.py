"""Duels that can never be played out: their autosave was refused or lost, and the records close them void.

Only the autosave can play a duel on (one Spider Duel runs per data folder). A duel whose autosave is damaged, a
newer version's, or gone would otherwise stay in progress in the records for ever: such a duel ends without a
winner, counts for neither player, and keeps the games already recorded for it (``Duels.void``).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from spider_qt.store import SaveFileError, StoreError, duel_marks
from spider_qt.ui.texts.errors import store_error_text

if TYPE_CHECKING:
    from spider_qt.engine import Game
    from spider_qt.store import Database

# How long a duel in progress waits for the newer version whose autosave holds it (this version cannot play it).
NEWER_VERSION_WAIT = timedelta(days=7)


def duel_refused_text(exc: Exception, where: str, *, closed: bool = False) -> str:
    """What to tell the player when an autosaved duel cannot come back (``exc`` a ``DuelStateError``), where its
    file went (``AutosaveKeeper.set_aside``) and, when ``closed``, that its duel ended void (``close_refused_duel``)."""
    newer = getattr(exc, "code", "") == "too_new"
    text = store_error_text(SaveFileError("too_new" if newer else "damaged", str(exc)))
    if closed:
        text += "\n\n" + _ends_void()
    return text + ("\n\n" + where if where else "")


def close_refused_duel(db: Database | None, game: Game | None, named: int | None) -> bool:
    """Close void the duel in progress that an autosave refused at start-up was played from; whether one was.

    The refused state is not trusted as a whole: the duel it names (``named``, ``SavedDuel.named_id``) is closed only
    if it is in progress on the deal of the autosaved ``game`` (loaded on its own), or else the one duel in progress
    there is. Without this the duel stayed in progress for ever, with nothing left to play it from.
    """
    if db is None or game is None:
        return False
    try:
        found = db.duels.in_progress_on_deal(game.rules, game.suits, game.seed)
        chosen = [d for d in found if named is not None and d.id == named] or (found if len(found) == 1 else [])
        if not chosen:
            return False
        db.duels.void(chosen[0].id)
    except StoreError:
        return False  # the records cannot be changed now: the duel stays as it was, as before
    return True


def close_left_behind(db: Database, kept: Iterable[int | None], newer_file: Path | None) -> str:
    """At start-up, once the autosave has been resumed, refused or kept aside: close void every duel in progress
    but those ``kept`` names (the ids of the duel at the table and the one resumed, None for none); what to tell
    the player ("" when none was closed).

    A newer version's autosave (``newer_file``), left as it is beside ours, may hold a duel: the duels it names,
    and every duel on its deal, are spared (all, when even its deal cannot be read), for ``NEWER_VERSION_WAIT``
    after they began. Open challenges are not in progress and stay open.
    """
    spare = {duel_id for duel_id in kept if duel_id is not None}
    try:
        if newer_file is not None:
            # Its duel waits for the newer version, but not for ever: a file that only says it is newer (a hand-edited
            # "version") kept a duel from ending, and with it its loss.
            ids, deal = duel_marks(newer_file)
            since = datetime.now(UTC) - NEWER_VERSION_WAIT
            for duel in db.duels.in_progress():
                named = deal is None or duel.id in ids or (duel.rules, duel.suits, duel.seed) == deal
                if named and duel.created_at >= since:
                    spare.add(duel.id)
    except StoreError:
        return ""
    try:
        closed = db.duels.void_left_behind(spare=spare)
    except StoreError:
        return ""  # the records cannot be changed now: the duels stay as they were, to be closed at the next start
    if not closed:
        return ""
    if len(closed) == 1:
        lost = QCoreApplication.translate(
            "Saving",
            "The duel in progress has no unfinished game left to go on from: it was lost, or could not be read.",
        )
        return lost + "\n\n" + _ends_void()
    return QCoreApplication.translate(
        "Saving",
        "The duels in progress have no unfinished game left to go on from (it was lost, or could not be "
        "read), so they end without a winner: they count for neither player, and the games already recorded "
        "for them stay as they are.",
    )


def _ends_void() -> str:
    return QCoreApplication.translate(
        "Saving",
        "The duel cannot go on, so it ends without a winner: it counts for neither player, and the games "
        "already recorded for it stay as they are.",
    )
