"""What counts, as a Markdown table rendered from ``counting``'s decisions, for ``docs/data.md``.

``python -m spider_qt.store.counting_doc docs/data.md`` rewrites the table between the page's two markers; with
``--check`` it only reports whether the page is current (a test does the same). Each row is one event in the page's
words with an example of it, and its cells are what the event's decision function answers for that example: which
game counts and why (``Why``), which kept file only goes, or nothing; a game whose point a record already reached
(``counted_already``) is shown as counted already. So the page can only say what the code does.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from spider_qt.doc_tables import between_markers, page_tool
from spider_qt.engine import Game, Move

from .counting import (
    Count,
    Decision,
    Opening,
    Played,
    counted_already,
    on_forfeit,
    on_game_over,
    on_new_deal,
    on_not_resumed,
    on_open,
)

BEGIN = "<!-- BEGIN what counts: made by `python -m spider_qt.store.counting_doc docs/data.md` -->"
END = "<!-- END what counts -->"

KEPT = Path("unfinished")


def _game(deals: int, *, seed: int = 5, over: bool = False) -> Game:
    """Classic, one suit, deal ``seed``, after ``deals`` deals from the stock (ended with Done if ``over``)."""
    game = Game.new("classic", 1, seed)
    for _ in range(deals):
        game.play(Move("deal"))
    if over:
        game.finish()
    return game


def _played(game: Game, *, kept: bool = False, **changes: object) -> Played:
    path = KEPT / f"try-{len(game.history)}.spider" if kept else None
    return Played(game, "Anna", 30.0, path=path, **changes)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Example:
    """An event in the page's words (``event``), and an example of it: ``decide`` is the event's decision function,
    called with ``args``; ``roles`` names the example's games as the page speaks of them; ``recorded``: the
    player's records already there."""

    event: str
    decide: Callable[..., list[Decision] | Opening]
    args: Callable[[], tuple[tuple[object, ...], dict[str, object]]]
    roles: dict[int, str] = field(default_factory=dict)
    recorded: tuple[Game, ...] = ()

    def decisions(self) -> list[Decision]:
        args, kwargs = self.args()
        answer = self.decide(*args, **kwargs)
        return answer.decisions if isinstance(answer, Opening) else answer


def _example(
    event: str,
    decide: Callable[..., list[Decision] | Opening],
    roles: dict[str, Game],
    args: Callable[[], tuple[tuple[object, ...], dict[str, object]]],
    recorded: tuple[Game, ...] = (),
) -> Example:
    return Example(event, decide, args, {id(game): name for name, game in roles.items()}, recorded)


def examples() -> list[Example]:
    """The events of the page, in its order, each with its example."""
    over, unfinished, other = _game(2, over=True), _game(2), _game(1, seed=6)
    further, earlier, back_to = _game(3), _game(2), _game(1)
    kept_far, kept_near, again = _game(3), _game(1), _game(0)
    snap = Game.from_state(_game(1).state())
    return [
        _example(
            "the game is over (every run discarded, Done pressed, or a duel's time limit run out)",
            on_game_over,
            {"the game, as played": over},
            lambda: ((_played(over),), {}),
        ),
        _example(
            "a new deal (New game, Restart) while a game is unfinished",
            on_new_deal,
            {"the unfinished game, as played": unfinished},
            lambda: ((_played(unfinished), _played(other), []), {"fresh": True}),
        ),
        _example(
            "the game is not continued at the next start (`resume=ask` answered no, or `resume=never`)",
            on_not_resumed,
            {"the game, as played": unfinished},
            lambda: ((_played(unfinished),), {}),
        ),
        _example(
            "the game is not continued at the next start, and nobody had made an action in it",
            on_not_resumed,
            {},
            lambda: ((_played(_game(0)),), {}),
        ),
        _example(
            "another file is opened while a game is unfinished (the app asks first, and keeps the game aside in"
            " `unfinished/`, to go on with later: it is listed under Open recent)",
            on_open,
            {},
            lambda: ((_played(other), _played(unfinished), []), {}),
        ),
        _example(
            "a file saved along the way is played on again after its game counted, and ends",
            on_game_over,
            {"the game": over},
            lambda: ((_played(over, shared=1),), {}),
            recorded=(_game(2),),
        ),
        _example(
            "a file of an earlier point of the game on the table is opened, going back in it (the app asks first)",
            on_open,
            {"the game on the table, as it stood": further, "the file": back_to},
            lambda: ((_played(back_to), _played(further), []), {}),
        ),
        _example(
            "the game played on from that earlier point ends",
            on_game_over,
            {"the game played on": over},
            lambda: ((_played(over, shared=1),), {}),
            recorded=(further,),
        ),
        _example(
            "a file of an earlier point of a game kept aside in `unfinished/` is opened (the app asks first)",
            on_open,
            {"the kept game, as it stood": earlier, "the file": back_to},
            lambda: ((_played(back_to), _played(other), [_played(earlier, kept=True)]), {}),
        ),
        _example(
            "its deal is dealt again (New game, Restart) while tries of it are kept aside in `unfinished/`",
            on_new_deal,
            {"the kept try furthest on, as it stood": kept_far, "a kept earlier point of that try": kept_near},
            lambda: (
                (None, _played(again), [_played(kept_near, kept=True), _played(kept_far, kept=True)]),
                {"fresh": True},
            ),
        ),
        _example(
            "a duel is left before the end (Leave, New game) at the table",
            on_forfeit,
            {"the leaver's game, as it stands": unfinished},
            lambda: ((_played(unfinished, duel=True, duel_open=True),), {"at_table": True}),
        ),
        _example(
            "a duel is left before the end while the other side plays",
            on_forfeit,
            {},
            lambda: ((_played(unfinished, duel=True, duel_open=True),), {"at_table": False}),
        ),
        _example(
            "a duel's turn ends while its duel goes on (the duel records it when it ends)",
            on_game_over,
            {},
            lambda: ((_played(over, duel=True, duel_open=True),), {}),
        ),
        _example(
            "a game opened from a set position ends",
            on_game_over,
            {},
            lambda: ((_played(snap),), {}),
        ),
    ]


def cell(example: Example) -> str:
    """What ``example``'s event counts, in the page's words: each game counted and why, each kept file that only goes,
    or nothing."""
    parts = []
    for decision in example.decisions():
        role = example.roles[id(decision.played.game)]
        if not isinstance(decision, Count):
            parts.append(f"{role} only goes, uncounted ({decision.why.value})")
        elif counted_already(decision.played, example.recorded):
            parts.append(f"nothing new: {role} was counted already")
        else:
            parts.append(f"{role} ({decision.why.value})")
    return "; ".join(parts) or "nothing"


def render() -> str:
    """The table in Markdown: a row per event, what counts (and why), and the function that decides it."""
    lines = ["| event | what counts (why) | decided by |", "|---|---|---|"]
    for example in examples():
        lines.append(f"| {example.event} | {cell(example)} | `{example.decide.__name__}` |")
    return "\n".join(lines)


def updated(page: str) -> str:
    """``page`` with the table between its markers rendered afresh.

    Raises:
        StalePageError: the page lacks a marker, or has them out of order.
    """
    return between_markers(page, BEGIN, END, render())


def main(argv: Sequence[str] | None = None) -> int:
    return page_tool(
        argv, what="the what-counts table", module="spider_qt.store.counting_doc", render=render, updated=updated
    )


if __name__ == "__main__":
    sys.exit(main())
