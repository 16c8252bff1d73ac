"""The save boundary of a duel: the one place where a duel's state becomes JSON in a save, and JSON a state again.

Everywhere else a game's duel travels typed: the table's game info holds the ``DuelState`` it is a turn of, and a
remote duel's challenge id beside it. Only here are they turned into the values a save keeps (``with_duel``, when the
autosave or a file is written) and read back from them (``saved_duel``, once for each save loaded; ``without_duel``
gives the rest of its values). Below this module only the file format itself looks at the duel's key
(``store.savefile``: the version a file is written as, and ``duel_marks`` for a newer version's file). The test
``tests/test_duel_json_boundary.py`` keeps every other module of ``spider_qt`` away from the key.

The on-disk form is what it always was: the state's ``to_json`` under ``"duel"`` and the challenge id under
``"remote_duel"``, beside the save's other values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from spider_qt.duel.model import REMOTE_KEY, DuelState, DuelStateError

__all__ = ["DUEL_KEY", "SavedDuel", "saved_duel", "with_duel", "without_duel"]

#: The key a save keeps its duel's state under.
DUEL_KEY = "duel"


@dataclass(frozen=True, slots=True)
class SavedDuel:
    """What a save holds of the duel its game is a turn of, read once.

    ``state`` is the duel's state, or None when it was refused (``refused`` says why: a newer version's, or
    damaged). ``named_id`` is the duel id its JSON names even then: a hint to find the duel, never trusted as a
    whole. ``open``: the duel is not over (a refused state counts as open unless it says "over"), so the duel, not
    the game alone, records the game. ``remote_id``: a remote duel's challenge id, kept beside it.
    """

    state: DuelState | None
    refused: DuelStateError | None = None
    named_id: int | None = None
    open: bool = False
    remote_id: str | None = None


def saved_duel(values: Mapping[str, object]) -> SavedDuel | None:
    """The duel a save's values (``SaveMeta.extra``) hold, checked in full; None when the game is no duel's."""
    if DUEL_KEY not in values:
        return None
    doc = values[DUEL_KEY]
    named = doc.get("duel_id") if isinstance(doc, dict) else None
    is_open = isinstance(doc, dict) and doc.get("phase") != "over"
    remote = values.get(REMOTE_KEY)
    remote_id = remote if isinstance(remote, str) else None
    try:
        state = DuelState.from_json(doc)
    except DuelStateError as exc:
        return SavedDuel(None, exc, named if type(named) is int else None, is_open, remote_id)
    return SavedDuel(state, None, state.duel_id, is_open, remote_id)


def without_duel(values: Mapping[str, object]) -> dict[str, object]:
    """A save's values less its duel's (``saved_duel`` reads those)."""
    if DUEL_KEY not in values:
        return dict(values)
    return {key: value for key, value in values.items() if key not in (DUEL_KEY, REMOTE_KEY)}


def with_duel(values: Mapping[str, object], duel: DuelState | None, remote_id: str | None) -> dict[str, object]:
    """The values a save keeps: ``values`` with the duel's state as JSON and its challenge id, when there is a duel."""
    saved = dict(values)
    if duel is not None:
        saved[DUEL_KEY] = duel.to_json()
        if remote_id is not None:
            saved[REMOTE_KEY] = remote_id
    return saved
