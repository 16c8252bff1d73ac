"""A duel's autosave checked against the store's duel row before it is trusted.

The README leaves file editing out of its promise, but a hand-edited autosave could hand Bob's turn to the master
computer, cut a finished turn's history, or change the clock, and the app believed it. The duel row in the database
is written by the app alone, at other moments; the autosave must agree with it:

- the same deal (rules, suits, number) in the state, its game and the row, and the same time limit;
- the same sides: profiles, and a computer opponent at its level exactly where the row has one;
- the game is the player's whose turn the state says it is;
- a turn whose game the row already holds comes back as that game (a crash can leave it autosaved), never as
  another;
- the clock never goes back: one time per action, never decreasing, within the time used and the time limit.

An autosave that disagrees is not resumed: the side whose turn the records say it is leaves the duel (it loses, as
with Leave), since the file was changed while that side's turn was kept.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from spider_qt.duel.kinds import flow
from spider_qt.duel.model import DuelState
from spider_qt.engine import Game
from spider_qt.store import Database, SaveMeta, StoreError

__all__ = ["EditedDuel", "edited_duel", "edited_duel_text"]

_SLACK = 1.0  # seconds: the clock is saved every second, so two of its readings may differ by that much


@dataclass(frozen=True)
class EditedDuel:
    """An autosave that disagrees with its duel's row: which duel, the side on turn there, and why (for logs)."""

    duel_id: int
    side: str
    why: str

    def settle(self, db: Database) -> bool:
        """The side on turn leaves the duel (it loses); whether the records could be changed."""
        try:
            db.duels.forfeit(self.duel_id, "a" if self.side == "a" else "b")
        except StoreError:
            return False
        return True


def edited_duel(db: Database | None, state: DuelState, game: Game, meta: SaveMeta) -> EditedDuel | None:
    """Why the duel autosave ``game``/``meta`` (its duel's ``state`` as ``duel.saved`` read it) cannot be what the
    app wrote, or None when it agrees with the store (or there is nothing to check it against: no database, no
    stored duel, a duel no longer in progress)."""
    if db is None:
        return None
    if state.duel_id is None:
        return None  # a challenge being left: no row yet
    try:
        row = db.duels.get(state.duel_id)
        if row.status != "in_progress" or row.b_profile is None:
            return None
        side = "a" if row.a_game is None else "b"
        why = _disagreement(db, state, game, meta, row.a_profile, row.b_profile)
        if why is None and row.a_game is not None and state.turn == 0:
            recorded = db.games.get(row.a_game).game()
            if recorded.history != game.history:
                why = "the first side's recorded game differs from the autosaved one"
        if why is None:
            why = _row_deal(state, game, row.rules, row.suits, row.seed, row.time_limit)
    except (StoreError, ValueError):
        return None  # the records cannot be read now: the usual checks of a resumed duel apply
    return None if why is None else EditedDuel(state.duel_id, side, why)


def _disagreement(
    db: Database, state: DuelState, game: Game, meta: SaveMeta, a_profile: int, b_profile: int
) -> str | None:
    if len(state.players) != 2 or not 0 <= state.turn < 2:
        return "the state does not name two sides"
    a, b = state.players
    if (a.profile_id, b.profile_id) != (a_profile, b_profile):
        return "the sides' profiles differ from the duel's"
    bot = db.profiles.get(b_profile)
    if bot.is_computer != flow(state.kind).computer_plays or (bot.is_computer and bot.level != b.level):
        return "the opponent differs from the duel's"
    if db.profiles.get(a_profile).is_computer:
        return "a computer plays the first side"
    if meta.player.strip() != state.players[state.turn].name.strip():
        return "the game is not the player's whose turn it is"
    return _clock_goes_back(game, meta, state.time_limit)


def _row_deal(state: DuelState, game: Game, rules: str, suits: int, seed: int, time_limit: float | None) -> str | None:
    deal = (rules, suits, seed)
    if (state.rules, state.suits, state.seed) != deal or (game.rules, game.suits, game.seed) != deal:
        return "the deal differs from the duel's"
    if time_limit is not None and abs(float(state.time_limit) - float(time_limit)) > _SLACK:
        return "the time limit differs from the duel's"
    return None


def _clock_goes_back(game: Game, meta: SaveMeta, limit: int) -> str | None:
    times = meta.action_times
    if len(times) != len(game.history):
        return "not one time per action"
    if any(later < earlier for earlier, later in itertools.pairwise(times)):
        return "the clock goes back"
    if times and meta.time_used + _SLACK < times[-1]:
        return "the time used is less than the last action's"
    if meta.time_used > limit + _SLACK:
        return "the time used is over the limit"
    return None


def edited_duel_text(where: str, *, left: bool) -> str:
    """What to tell the player when a duel's autosave disagreed with the records; ``where`` its file went."""
    text = QCoreApplication.translate(
        "Saving",
        "The unfinished duel turn was changed outside Spider Duel: it does not agree with the duel kept in the "
        "records, so it is not continued.",
    )
    if left:
        text += "\n\n" + QCoreApplication.translate(
            "Saving", "The player whose turn it was has left the duel, as with Leave: the duel is lost for them."
        )
    return text + ("\n\n" + where if where else "")
