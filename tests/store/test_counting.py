"""What counts, when (``store.counting``) without a window: one row per event, and the game identity."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from spider_qt.engine import Game, Move
from spider_qt.store import SaveMeta
from spider_qt.store.counting import (
    SHARED_KEY,
    Count,
    Decision,
    Played,
    Why,
    counted_already,
    on_forfeit,
    on_game_over,
    on_new_deal,
    on_not_resumed,
    on_open,
    same_game,
    shared_at_open,
)

FIRST_MOVE = Move("move", 2, 1, 9)  # the first legal move of classic, 1 suit, deal 5


def game(*actions: str, seed: int = 5, over: bool = False) -> Game:
    """Classic, one suit, deal ``seed``: "d" deals, "m" plays the first move."""
    g = Game.new("classic", 1, seed)
    for action in actions:
        g.play(Move("deal") if action == "d" else FIRST_MOVE)
    if over:
        g.finish()
    return g


def snapshot() -> Game:
    g = Game.from_state(Game.new("classic", 1, 5).state())
    g.play(Move("deal"))
    return g


# The games of the table below, by name: T1, T2, T3 are one game at three points; M2 is another try of the deal.
T1, T2, T3 = game("d"), game("d", "d"), game("d", "d", "d")
M2 = game("m", "d")
OVER = game("d", "d", over=True)
OTHER = game("d", seed=6)
SNAP = snapshot()
EMPTY = game()
NAMES = {id(g): name for name, g in globals().copy().items() if isinstance(g, Game)}
KEPT = Path("unfinished")


def anna(g: Game, **changes: object) -> Played:
    return replace(Played(g, "Anna", 30.0), **changes)  # type: ignore[arg-type]


def kept(g: Game, player: str = "Anna") -> Played:
    return Played(g, player, 20.0, path=KEPT / f"{NAMES[id(g)]}-{player}.spider")


def seen(decisions: list[Decision]) -> list[tuple[str, str, str, Why, int | None, bool]]:
    """Each decision as (count or drop, game, player, why, shared, from the shelf)."""
    return [
        (
            "count" if isinstance(d, Count) else "drop",
            NAMES[id(d.played.game)],
            d.played.player,
            d.why,
            d.played.shared,
            d.played.path is not None,
        )
        for d in decisions
    ]


F, L, N, B, A, X = Why.FINISHED, Why.LEFT_FOR_NEW_DEAL, Why.NOT_RESUMED, Why.WENT_BACK, Why.DEALT_AGAIN, Why.FORFEITED

# (event, what happens, the decisions: (count/drop, game, player, why, shared, from the shelf))
TABLE: list[tuple[str, Callable[[], list[Decision]], list[tuple[str, str, str, Why, int | None, bool]]]] = [
    # -- game over
    ("game over", lambda: on_game_over(anna(OVER)), [("count", "OVER", "Anna", F, None, False)]),
    (
        "game over, opened from a file saved at action 1",
        lambda: on_game_over(anna(OVER, shared=1)),
        [("count", "OVER", "Anna", F, 1, False)],
    ),
    (
        "game over, found at the start (killed before its record)",
        lambda: on_game_over(anna(OVER), found=True),
        [("count", "OVER", "Anna", F, 3, False)],
    ),
    ("game over, a duel's turn (its duel records it)", lambda: on_game_over(anna(OVER, duel=True, duel_open=True)), []),
    (
        "game over, a challenge's game once its duel is over",
        lambda: on_game_over(anna(OVER, duel=True)),
        [("count", "OVER", "Anna", F, None, False)],
    ),
    ("game over, from a set position", lambda: on_game_over(anna(SNAP)), []),
    # -- not resumed
    ("not resumed", lambda: on_not_resumed(anna(T2)), [("count", "T2", "Anna", N, 2, False)]),
    (
        "not resumed, opened at action 1",
        lambda: on_not_resumed(anna(T2, shared=1)),
        [("count", "T2", "Anna", N, 1, False)],
    ),
    ("not resumed, no action yet", lambda: on_not_resumed(anna(EMPTY)), []),
    ("not resumed, from a set position", lambda: on_not_resumed(anna(SNAP)), []),
    # -- new deal
    (
        "new deal, leaving a game",
        lambda: on_new_deal(anna(T2), anna(OTHER), [], fresh=True),
        [("count", "T2", "Anna", L, None, False)],
    ),
    ("new deal, after a finished game", lambda: on_new_deal(anna(OVER), anna(OTHER), [], fresh=True), []),
    ("new deal, leaving a game with no action", lambda: on_new_deal(anna(EMPTY), anna(OTHER), [], fresh=True), []),
    ("new deal, leaving a duel's game", lambda: on_new_deal(anna(T2, duel=True), anna(OTHER), [], fresh=True), []),
    ("the same game put back (not a new deal)", lambda: on_new_deal(anna(T2), anna(T2), [], fresh=False), []),
    ("first game of the run", lambda: on_new_deal(None, anna(T1), [], fresh=True), []),
    (
        "dealt again: the deal's games kept aside count, an earlier point of one only goes",
        lambda: on_new_deal(
            None, anna(EMPTY), [kept(T1), kept(M2), kept(T3), kept(OTHER), kept(T2, "Ben")], fresh=True
        ),
        [
            ("count", "T3", "Anna", A, 3, True),
            ("count", "M2", "Anna", A, 2, True),
            ("drop", "T1", "Anna", A, None, True),
        ],
    ),
    (
        "dealt again, leaving the game a kept one was played on from (Restart)",
        lambda: on_new_deal(anna(T3), anna(EMPTY), [kept(T1)], fresh=True),
        [("count", "T3", "Anna", L, None, False), ("drop", "T1", "Anna", A, None, True)],
    ),
    (
        "put on the table, not dealt (a duel, a resumed game)",
        lambda: on_new_deal(None, anna(EMPTY), [kept(T2)], fresh=False),
        [],
    ),
    # -- open
    (
        "open an earlier point of the game in progress: going back",
        lambda: on_open(anna(T1), anna(T3), []).decisions,
        [("count", "T3", "Anna", B, None, False)],
    ),
    ("open the very game in progress", lambda: on_open(anna(T3), anna(T3), []).decisions, []),
    ("open another try of the deal", lambda: on_open(anna(M2), anna(T3), []).decisions, []),
    ("open another player's earlier point", lambda: on_open(Played(T1, "Ben"), anna(T3), []).decisions, []),
    ("open an earlier point of a finished game", lambda: on_open(anna(T1), anna(OVER), []).decisions, []),
    (
        "open an earlier point of games kept aside: the furthest counts, its earlier points go",
        lambda: on_open(anna(T1), anna(OTHER), [kept(T2), kept(T3), kept(M2), kept(T3, "Ben")]).decisions,
        [("count", "T3", "Anna", B, 3, True), ("drop", "T2", "Anna", B, None, True)],
    ),
    (
        "going back in the game in progress, which a kept point was played on from",
        lambda: on_open(anna(T1), anna(T3), [kept(T2)]).decisions,
        [("count", "T3", "Anna", B, None, False), ("drop", "T2", "Anna", B, None, True)],
    ),
    ("open a kept file again: going on with it", lambda: on_open(anna(T2), None, [kept(T2)]).decisions, []),
    # -- forfeit
    (
        "forfeit at the table",
        lambda: on_forfeit(anna(T2, duel=True), at_table=True),
        [("count", "T2", "Anna", X, None, False)],
    ),
    ("forfeit while the other side plays", lambda: on_forfeit(anna(T2, duel=True), at_table=False), []),
]


@pytest.mark.parametrize(("event", "decide", "expected"), TABLE, ids=[row[0] for row in TABLE])
def test_what_counts_when(
    event: str, decide: Callable[[], list[Decision]], expected: list[tuple[str, str, str, Why, int | None, bool]]
) -> None:
    assert seen(decide()) == expected


def test_every_reason_has_a_row() -> None:
    reasons = {row[3] for _event, _decide, expected in TABLE for row in expected}
    assert reasons == set(Why)


def test_going_back_says_so_and_names_the_kept_games_to_ask_about() -> None:
    opening = on_open(anna(T1), anna(T3), [kept(T2)])
    assert opening.back and opening.kept == []
    opening = on_open(anna(T1), anna(OTHER), [kept(T3)])
    assert not opening.back
    assert seen(list(opening.kept)) == [("count", "T3", "Anna", B, 3, True)]


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        (T1, T3, True),  # one history a prefix of the other, either way round
        (T3, T1, True),
        (T2, T2, True),
        (EMPTY, M2, True),  # the deal itself is the start of every try of it
        (M2, T2, False),  # two tries that parted at the first action
        (T1, OTHER, False),  # another deal
        (SNAP, T1, False),  # a set position is no deal's game
        (OVER, T3, False),  # ended with Done at action 3 ("finish"), the other dealt instead
    ],
)
def test_same_game(a: Game, b: Game, same: bool) -> None:
    assert same_game(a, b) is same


@pytest.mark.parametrize(
    ("played", "recorded", "already"),
    [
        (anna(T3), [T3], False),  # a game dealt here shares nothing until it is counted
        (anna(T3).whole, [T3], True),  # recorded as it is (the autosave outlived its record)
        (anna(T2).whole, [T3], True),  # recorded further on (kept aside, then played on and counted)
        (anna(T3).whole, [T2], False),  # a record that stopped earlier is another try of the deal
        (anna(M2, shared=1), [T3], False),  # parted from the record before the point it was opened at
        (anna(T3, shared=1), [T1], True),  # opened at a point a record reached: played on from a save
        (anna(T3, shared=0), [T1, T3], False),  # a file saved before any action is only the deal
        (anna(T2, shared=2), [OTHER], False),
    ],
)
def test_counted_once(played: Played, recorded: list[Game], already: bool) -> None:
    assert counted_already(played, recorded) is already


def test_a_file_shares_every_action_it_was_saved_with_or_what_it_shared_already() -> None:
    assert shared_at_open(T3, {}) == 3
    assert shared_at_open(T3, {SHARED_KEY: 1}) == 1
    assert shared_at_open(T1, {SHARED_KEY: 7}) == 1
    assert shared_at_open(T3, {SHARED_KEY: "2"}) == 3  # a value that is no count of actions is not believed
    assert shared_at_open(SNAP, {}) is None


def test_a_saved_game_reads_as_played() -> None:
    meta = SaveMeta(
        player="Anna", time_used=40.0, action_times=(1.0, 2.0), helped=True, extra={SHARED_KEY: 1, "duel": {}}
    )
    played = Played.of_meta(T2, meta, KEPT / "a.spider", duel=True, duel_open=True)
    assert (played.player, played.time_used, played.action_times, played.helped) == ("Anna", 40.0, (1.0, 2.0), True)
    assert (played.shared, played.duel, played.duel_open, played.path) == (1, True, True, KEPT / "a.spider")
    # The store reads no duel's state: what the duel is, its caller says (``ui.persistence.records.played_of_save``).
    assert (Played.of_meta(T2, meta).duel, Played.of_meta(T2, meta).duel_open) == (False, False)
    assert Played.of_meta(T2, SaveMeta(extra={"duel": {"phase": "over"}}), duel=True).duel_open is False
