"""Statistics per profile, rule set and suit count, and their CSV export."""

from __future__ import annotations

import csv
import io
import os
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from .atomic import atomic_write_text
from .counting import RECORDS_THAT_COUNT
from .values import checks_stored_values, stored_seconds

if TYPE_CHECKING:
    from .profiles import Profiles
    from .values import Connection

__all__ = ["CSV_COLUMNS", "Statistics", "Stats", "compute_stats", "export_stats_csv"]


@dataclass(frozen=True, slots=True)
class Stats:
    """The record of one profile in one rule set and suit count.

    Every game started counts in ``played``, with help or without. ``won``, the bests and the streaks count only
    games without help: a game where a hint, the demo or the solver was used is never a win (a win with help is
    counted apart, in ``helped_won``) and ends a streak. ``helped_played`` counts the games with help. A game with
    help recorded before version 6 of the records stays out of ``played``, as it was then (``helped_apart``).
    Bests are ``None`` until there is a game (score) or a win (time, moves) to take them from.
    """

    profile_id: int
    rules: str
    suits: int
    played: int = 0
    won: int = 0
    best_score: int | None = None
    best_time: float | None = None
    fewest_moves: int | None = None
    current_streak: int = 0
    longest_streak: int = 0
    helped_played: int = 0
    helped_won: int = 0

    @property
    def win_rate(self) -> float:
        """Wins without help over games played, from 0.0 to 1.0 (0.0 before the first game)."""
        return self.won / self.played if self.played else 0.0


def compute_stats(profile_id: int, rules: str, suits: int, games: Iterable[sqlite3.Row]) -> Stats:
    """The statistics of ``games`` (rows with score, moves, won, time_used, helped, helped_apart), oldest first."""
    played = won = helped_played = helped_won = 0
    best_score: int | None = None
    best_time: float | None = None
    fewest_moves: int | None = None
    streak = longest = 0
    for g in games:
        if g["helped"]:
            helped_played += 1
            helped_won += bool(g["won"])
            if not g["helped_apart"]:
                played += 1  # played, and not won: one hint before giving up must not keep a loss out
                streak = 0
            continue
        played += 1
        score = int(g["score"])
        best_score = score if best_score is None else max(best_score, score)
        if g["won"]:
            won += 1
            streak += 1
            longest = max(longest, streak)
            time_used = stored_seconds(g["time_used"])
            moves = int(g["moves"])
            best_time = time_used if best_time is None else min(best_time, time_used)
            fewest_moves = moves if fewest_moves is None else min(fewest_moves, moves)
        else:
            streak = 0
    return Stats(
        profile_id, rules, suits, played, won, best_score, best_time, fewest_moves, streak, longest,
        helped_played, helped_won,
    )  # fmt: skip


@checks_stored_values
class Statistics:
    """Statistics computed from the recorded games of ``db`` (``db.stats``): only games dealt from a deal number."""

    def __init__(self, db: Connection, profiles: Profiles) -> None:
        self._db = db
        self._profiles = profiles

    def get(self, profile_id: int, rules: str, suits: int) -> Stats:
        """The profile's statistics for one rule set and suit count (all zero if never played).

        The streaks follow the order the games were recorded in, not their times: a wall clock set back (by hand,
        by NTP) gives a later game an earlier time.
        """
        rows = self._db.query(
            f"""SELECT score, moves, won, time_used, helped, helped_apart FROM games
               WHERE profile_id = ? AND rules = ? AND suits = ? AND {RECORDS_THAT_COUNT}
               ORDER BY id""",
            (profile_id, rules, suits),
        )
        return compute_stats(profile_id, rules, suits, rows)

    def for_profile(self, profile_id: int) -> list[Stats]:
        """The profile's statistics for every rule set and suit count it played, by rules then suits."""
        # The same games as ``get``: a rule set played only in a challenge nobody took up yet has no row (a row of
        # zeros in the export told that the player has a challenge waiting, and on which deal kind).
        combos = self._db.query(
            f"""SELECT DISTINCT rules, suits FROM games WHERE profile_id = ? AND {RECORDS_THAT_COUNT}
               ORDER BY rules, suits""",
            (profile_id,),
        )
        return [self.get(profile_id, str(r["rules"]), int(r["suits"])) for r in combos]

    def reset(self, profile_id: int) -> None:
        """Start the profile's statistics afresh; its games stay for replays and duel history.

        Raises:
            ProfileError: ``profile_not_found``.
        """
        self._profiles.get(profile_id)
        with self._db.transaction() as conn:
            conn.execute("UPDATE games SET counted = 0 WHERE profile_id = ?", (profile_id,))


CSV_COLUMNS = (
    "profile", "kind", "rules", "suits", "played", "won", "win_rate", "best_score", "best_time_seconds",
    "fewest_moves", "current_streak", "longest_streak", "helped_played", "helped_won",
)  # fmt: skip


def _cell(text: str) -> str:
    # A text such as "=SUM(...)" must stay text when the file is opened in a spreadsheet; some spreadsheets drop a
    # leading tab or line break first, and the database may hold whatever a hand edit put there (names are not
    # checked again when read), so those are marked too, and so is every text cell, not only the name.
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r", "\n") else text


class _WithStatistics(Protocol):
    """A database, as far as the CSV export reads it."""

    @property
    def profiles(self) -> Profiles: ...

    @property
    def stats(self) -> Statistics: ...


def export_stats_csv(db: _WithStatistics, path: str | os.PathLike[str]) -> int:
    """Write every live profile's statistics to a UTF-8 CSV file atomically; return the number of data rows.

    The file starts with a byte-order mark: without one, Excel reads it in the system's code page, and "Jürgen"
    shows as "JÃ¼rgen". One row per profile, rule set and suit count played; ``win_rate`` is a fraction with 4
    decimals, empty cells mean "none yet".

    Raises:
        WriteFailed: the file could not be written (the old one is intact).
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    rows = 0
    for profile in db.profiles.for_picker(include_ignored=True, include_computers=True):
        for s in db.stats.for_profile(profile.id):
            writer.writerow(
                [
                    _cell(profile.name), _cell(profile.kind), _cell(s.rules), s.suits, s.played, s.won,
                    f"{s.win_rate:.4f}",
                    "" if s.best_score is None else s.best_score,
                    "" if s.best_time is None else f"{s.best_time:.1f}",
                    "" if s.fewest_moves is None else s.fewest_moves,
                    s.current_streak, s.longest_streak, s.helped_played, s.helped_won,
                ]
            )  # fmt: skip
            rows += 1
    atomic_write_text(path, "\ufeff" + out.getvalue())
    return rows
