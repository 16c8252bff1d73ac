"""What counts in the statistics, and when: one game identity and one decision per event (pure Python).

A game counts once, as the player left it: finished, or left unfinished for a new deal, not resumed, gone back in,
dealt again while it was kept aside, or forfeited. Each ``on_…`` function below is one event; it returns what to
count (``Count``: which game, for whom, and ``why``) and which kept files only go (``Drop``). The callers (the
autosave's keeper, the recorder, the shelf of games kept aside) execute the decisions; none of them decides.

One game identity, ``same_game``: the same deal, and one history a prefix of the other. A game that came to the
table from a file, an autosave or the shelf shares its first actions (``Played.shared``) with a game that may be
recorded already; it is counted only when no record of its player got as far as that point
(``counted_already``): played on again from a save, it is the game already counted, and is not counted twice.
A game dealt here shares nothing (``shared`` is None) until it is counted.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from pathlib import Path
from typing import Protocol

from spider_qt.engine import Game

from .profiles import default_player_name
from .savefile import SaveMeta

__all__ = [
    "RECORDS_THAT_COUNT",
    "SHARED_KEY",
    "Count",
    "Decision",
    "Drop",
    "Opening",
    "Played",
    "Why",
    "counted_already",
    "earlier_point",
    "on_forfeit",
    "on_game_over",
    "on_new_deal",
    "on_not_resumed",
    "on_open",
    "same_game",
    "same_player",
    "shared_at_open",
    "split_tries",
]

# In a game's ``extra`` (``GameInfo.extra``, ``SaveMeta.extra``): how many of its first actions it shares with a game
# that may be recorded already (the actions it had when it was saved to the file it was opened from). The key's text
# is what saves of earlier versions carry.
SHARED_KEY = "opened_at_action"


# The records that count in statistics (an SQL condition on ``games``): not set aside by a reset, dealt from a deal
# number (an older version recorded games from set positions), and not a challenge nobody has taken up yet.
RECORDS_THAT_COUNT = """counted = 1 AND from_deal = 1
    AND (duel_id IS NULL OR duel_id NOT IN (SELECT id FROM duels WHERE status = 'open'))"""


class Why(StrEnum):
    """Why a game counts (or a kept file goes)."""

    FINISHED = "finished"  # it ended: won, given up with Done, or out of time
    LEFT_FOR_NEW_DEAL = "left for a new deal"  # unfinished, when New game or Restart dealt another
    NOT_RESUMED = "not resumed"  # unfinished at a start that did not continue it
    WENT_BACK = "went back"  # an earlier point of it was opened: it counts as it stood
    DEALT_AGAIN = "dealt again"  # kept aside, when its deal was dealt again
    FORFEITED = "forfeited"  # a duel's turn left before its end (Leave, New game)


class Dealt(Protocol):
    """A game or a record, as far as its identity goes."""

    @property
    def rules(self) -> str: ...

    @property
    def suits(self) -> int: ...

    @property
    def seed(self) -> int: ...

    @property
    def history(self) -> Sequence[str]: ...

    @property
    def started_from_deal(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class Played:
    """A game as the counting rule sees it: whose it is, the time it used, what it shares with records, and where it
    is (``path``: the file of a game kept aside). ``duel``: a duel's game (its duel decides what it counts for);
    ``duel_open``: a turn of a duel not over yet, which its duel records when it ends.
    """

    game: Game
    player: str
    time_used: float = 0.0
    action_times: tuple[float, ...] = ()
    helped: bool = False
    shared: int | None = None
    duel: bool = False
    duel_open: bool = False
    path: Path | None = None

    @classmethod
    def of_meta(
        cls, game: Game, meta: SaveMeta, path: Path | None = None, *, duel: bool = False, duel_open: bool = False
    ) -> Played:
        """A saved game (the autosave, a kept file, the pending shelf) with what its file keeps besides. ``duel`` and
        ``duel_open`` are what the caller read of the duel the save holds (``spider_qt.duel.saved``): the store does
        not read a duel's state."""
        return cls(
            game,
            meta.player,
            meta.time_used,
            tuple(meta.action_times),
            meta.helped,
            shared_of(meta.extra),
            duel=duel,
            duel_open=duel_open,
            path=path,
        )

    @property
    def whole(self) -> Played:
        """This game, counted only if no record got as far (a game saved or shelved that may have been recorded)."""
        whole = len(self.game.history)
        return replace(self, shared=whole if self.shared is None else min(self.shared, whole))


@dataclass(frozen=True, slots=True)
class Count:
    """Record ``played`` for its player, because ``why`` (unless ``counted_already`` says it was)."""

    played: Played
    why: Why


@dataclass(frozen=True, slots=True)
class Drop:
    """Take the kept file of ``played`` off the shelf uncounted: it is a game counted with another (``why``)."""

    played: Played
    why: Why


Decision = Count | Drop


@dataclass(frozen=True, slots=True)
class Opening:
    """What opening a file means. ``back``: it is an earlier point of the game on the table, which counts as it
    stands when the file differs from it. ``kept``: the games kept aside it is an earlier point of, which count
    (the player is asked first). ``decisions``: everything to count and drop, the table's game first."""

    back: bool
    kept: list[Count]
    decisions: list[Decision]


def same_game(a: Dealt, b: Dealt) -> bool:
    """Whether ``a`` and ``b`` are one game: the same deal, dealt, and one history a prefix of the other."""
    if not (a.started_from_deal and b.started_from_deal) or (a.rules, a.suits, a.seed) != (b.rules, b.suits, b.seed):
        return False
    short, long = (a.history, b.history) if len(a.history) <= len(b.history) else (b.history, a.history)
    return list(long[: len(short)]) == list(short)


def earlier_point(opened: Dealt, game: Dealt) -> bool:
    """Whether ``opened`` is ``game`` at an earlier point (or the same one)."""
    return same_game(opened, game) and len(opened.history) <= len(game.history)


def counted_already(played: Played, recorded: Iterable[Dealt]) -> bool:
    """Whether one of ``recorded`` (its player's records) is ``played`` at the point it shares, or further on.

    A point before the first action is only the deal: every try of it is a game of its own.
    """
    if not played.shared:
        return False
    point = _Point(played.game, played.shared)
    return any(earlier_point(point, record) for record in recorded)


@dataclass(frozen=True, slots=True)
class _Point:
    """``game`` as it was after its first ``actions`` actions (only what its identity needs)."""

    game: Game
    actions: int

    @property
    def rules(self) -> str:
        return self.game.rules

    @property
    def suits(self) -> int:
        return self.game.suits

    @property
    def seed(self) -> int:
        return int(self.game.seed)

    @property
    def history(self) -> Sequence[str]:
        return self.game.history[: self.actions]

    @property
    def started_from_deal(self) -> bool:
        return self.game.started_from_deal


def same_player(name: str, other: str) -> bool:
    """Whether two games' player names are the same player (no name is the default player)."""
    return (name.strip() or default_player_name()) == (other.strip() or default_player_name())


def shared_of(extra: Mapping[str, object]) -> int | None:
    """The actions a game shares with a game that may be recorded already, as its ``extra`` keeps them."""
    shared = extra.get(SHARED_KEY)
    return shared if type(shared) is int and shared >= 0 else None


def shared_at_open(opened: Game, extra: Mapping[str, object]) -> int | None:
    """What a game opened from a file shares with a game that may be recorded: every action it was saved with (the
    game it was saved from may have been played on and recorded), or fewer when it was itself opened at a point
    before them. None for a game from a set position, which never counts."""
    if not opened.started_from_deal:
        return None
    saved = shared_of(extra)
    whole = len(opened.history)
    return whole if saved is None else min(saved, whole)


def _counts(played: Played) -> bool:
    """Whether the rule of games alone decides what ``played`` counts (a duel's game is its duel's)."""
    return played.game.started_from_deal and not played.duel


def on_game_over(ended: Played, *, found: bool = False) -> list[Decision]:
    """A game ended: it counts as finished. ``found``: it ended in an earlier run, which did not live to record it
    (or kept it beside a duel), and may have been recorded already. A duel's turn is its duel's to record."""
    if not ended.game.started_from_deal or ended.duel_open:
        return []
    return [Count(ended.whole if found else ended, Why.FINISHED)]


def on_not_resumed(left: Played) -> list[Decision]:
    """The autosaved game was not continued at the start (the resume setting, or the player said no): it counts as
    played and lost, as a game left for a new deal does. One with no action yet was never played."""
    if not _counts(left) or not left.game.history:
        return []
    return [Count(left.whole, Why.NOT_RESUMED)]


def on_new_deal(
    previous: Played | None, dealt: Played | None, kept: Sequence[Played], *, fresh: bool
) -> list[Decision]:
    """``dealt`` took the table from ``previous`` (either may be None); ``fresh``: it was dealt afresh (New game,
    Restart) outside a duel, not brought back; ``kept``: the games on the shelf.

    The game left unfinished counts (``LEFT_FOR_NEW_DEAL``). A deal dealt afresh also counts the player's games of
    that deal kept aside (``DEALT_AGAIN``): dealing it again is a new deal, and several tries cannot wait on the
    shelf for the best to count. A kept game that the game just left was played on from is that game, and only goes.
    """
    decisions: list[Decision] = []
    left = previous is not None and (dealt is None or previous.game is not dealt.game)
    if left and previous is not None and _counts(previous) and not previous.game.over and previous.game.history:
        decisions.append(Count(previous, Why.LEFT_FOR_NEW_DEAL))
    if dealt is None or not fresh or not dealt.game.started_from_deal:
        return decisions
    game = dealt.game
    tries = [k for k in kept if _counts(k) and same_player(dealt.player, k.player) and _same_deal(k.game, game)]
    ahead = []
    if left and previous is not None and _same_deal(previous.game, game) and same_player(dealt.player, previous.player):
        ahead.append(previous.game)
    count, drop = split_tries(tries, ahead)
    decisions += [Count(k.whole, Why.DEALT_AGAIN) for k in count]
    decisions += [Drop(k, Why.DEALT_AGAIN) for k in drop]
    return decisions


def on_open(opened: Played, table: Played | None, kept: Sequence[Played]) -> Opening:
    """``opened`` (a file) is to take the table from ``table``, with ``kept`` on the shelf.

    When the file holds an earlier point of the game in progress (the same player's, the same deal, its actions the
    first of the game's), opening it goes back in that game: the game counts as it stands (``WENT_BACK``), and
    what is played on from the earlier point is not counted again (``opened.shared``). The same holds for the
    games kept aside: otherwise opening another file first, which keeps the game in progress aside, would let a try
    escape the rule. A kept file opened again is going on with it, not going back.
    """
    in_progress = table is not None and not table.game.over and bool(table.game.history)
    back = (
        in_progress
        and table is not None
        and _counts(table)
        and same_player(opened.player, table.player)
        and earlier_point(opened.game, table.game)
    )
    tries = [
        k
        for k in reversed(kept)
        if _counts(k)
        and same_player(opened.player, k.player)
        and earlier_point(opened.game, k.game)
        and k.game.history != opened.game.history
    ]
    count, drop = split_tries(tries, [table.game] if back and table is not None else [])
    decisions: list[Decision] = []
    if back and table is not None and table.game.history != opened.game.history:
        decisions.append(Count(table, Why.WENT_BACK))
    counted = [Count(k.whole, Why.WENT_BACK) for k in count]
    decisions += counted
    decisions += [Drop(k, Why.WENT_BACK) for k in drop]
    return Opening(back, counted, decisions)


def on_forfeit(leaver: Played, *, at_table: bool) -> list[Decision]:
    """A duel's side leaves before its end: its game counts as it stands, and it loses the duel. ``at_table``: the
    leaver's game is on the table (not while waiting for the other side or watching its game)."""
    if not at_table or not leaver.game.started_from_deal:
        return []
    return [Count(leaver, Why.FORFEITED)]


def _same_deal(a: Game, b: Game) -> bool:
    return a.started_from_deal and b.started_from_deal and (a.rules, a.suits, a.seed) == (b.rules, b.suits, b.seed)


def _reaches(games: Sequence[Game], earlier: Game) -> bool:
    """Whether one of ``games`` has ``earlier``'s actions first (the same game, played on)."""
    return any(g.history[: len(earlier.history)] == earlier.history for g in games)


def split_tries(tries: Sequence[Played], ahead: Sequence[Game]) -> tuple[list[Played], list[Played]]:
    """The kept ``tries`` that count, and those that only go: an earlier point of another try or of a game in
    ``ahead`` (the game in progress, counted) is the same game, played on (a kept file opened again), so only the
    furthest point counts, and anything played on from an earlier one would not count either."""
    reached = list(ahead)
    count: list[Played] = []
    drop: list[Played] = []
    for kept in sorted(tries, key=lambda t: -len(t.game.history)):
        if _reaches(reached, kept.game):
            drop.append(kept)
        else:
            count.append(kept)
            reached.append(kept.game)
    return count, drop
