"""A win the solver proved, for the demo and hints to follow in solo play (never in a duel).

Once "Is this deal winnable?" has answered "winnable", the player has been told the deal can be won from
that position; a demo started then must not deal the stock away and give up. ``proven_line`` turns the
solver's answer into a line keyed by the full position before each of its moves (the solver read the whole
game, which is allowed only in solo play), and ``line_move`` gives the line's move for the position on the
table, or ``None`` once the game has left the line (a move of the player's own, an undo past its start).
Both are pure functions of their arguments.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from spider_qt.engine import Game, Move


@dataclass(frozen=True)
class ProvenLine:
    """A winning line: ``moves[i]`` is to be played in the position whose ``Game.position_key()`` is ``keys[i]``."""

    moves: tuple[Move, ...]
    keys: tuple[Hashable, ...]

    def __len__(self) -> int:
        return len(self.moves)


def proven_line(game: Game, moves: Sequence[Move]) -> ProvenLine | None:
    """The line ``moves`` (a ``SolveResult.moves`` for ``game``'s current position), or ``None`` when they do not
    win from there (the game moved on since the solver was asked, or the answer was not "winnable").

    ``game`` is left as it is: the moves are replayed on a copy.
    """
    g = game.copy(history=False)
    keys: list[Hashable] = []
    for m in moves:
        if g.over or m not in g.legal_moves():
            return None
        keys.append(g.position_key())
        g.play(m)
    if not g.won or not keys:
        return None
    return ProvenLine(tuple(moves), tuple(keys))


def line_move(line: ProvenLine | None, game: Game) -> Move | None:
    """The move of ``line`` for the position of ``game`` now, or ``None`` when that position is not on it.

    A position that comes back later in the line (a line never repeats one, but be safe) gets its last move:
    following from there still wins.
    """
    if line is None or game.over:
        return None
    key = game.position_key()
    found: Move | None = None
    for k, m in zip(line.keys, line.moves, strict=True):
        if k == key:
            found = m
    return found
