"""A win the solver proved is followed to the end: the demo never gives up on a deal it was told is winnable."""

from __future__ import annotations

from spider_qt.ai import Opponent, solve
from spider_qt.ai.line import ProvenLine, line_move, proven_line
from spider_qt.engine import Game, Move

#: A four-suit deal the solver proves winnable within a node budget (no clock: the same answer on any machine).
SEED = 4501
NODES = 300_000


def demo_step(game: Game, line: ProvenLine | None, bot: Opponent) -> Move | None:
    """What a demo that follows a proven line does: the line's move while on it, else the computer's choice."""
    move = line_move(line, game)
    return move if move is not None else bot.choose(game.view())


def test_the_demo_follows_a_proven_win_on_four_suits_to_the_end() -> None:
    # The report: "winnable in 171 moves" on a four-suit deal, then the demo dealt the whole stock and
    # gave up about 50 moves later. A demo that follows the solver's line wins.
    game = Game.new("classic", 4, SEED)
    result = solve(game, max_nodes=NODES)
    assert result.status == "winnable"
    line = proven_line(game, result.moves)
    assert line is not None and len(line) == len(result.moves)
    bot = Opponent("expert", seed=SEED)
    for _ in range(2 * len(line)):
        if game.over:
            break
        move = demo_step(game, line, bot)
        assert move is not None, "the demo gave up on a proven win"
        game.play(move)
    assert game.won


def test_a_demo_started_part_way_along_the_line_picks_it_up() -> None:
    game = Game.new("classic", 4, SEED)
    line = proven_line(game, solve(game, max_nodes=NODES).moves)
    assert line is not None
    for m in line.moves[:40]:  # the player plays the first moves of the win themselves
        game.play(m)
    assert line_move(line, game) == line.moves[40]
    while not game.over:
        move = line_move(line, game)
        assert move is not None
        game.play(move)
    assert game.won


def test_a_position_off_the_line_gets_no_move_from_it() -> None:
    game = Game.new("classic", 4, SEED)
    line = proven_line(game, solve(game, max_nodes=NODES).moves)
    assert line is not None
    off = [m for m in game.legal_moves() if m != line.moves[0] and m.kind == "move"]
    assert off
    game.play(off[0])
    if game.position_key() not in line.keys:
        assert line_move(line, game) is None
    assert line_move(None, game) is None


def test_a_line_that_does_not_win_from_the_position_is_refused() -> None:
    game = Game.new("classic", 4, SEED)
    result = solve(game, max_nodes=NODES)
    later = game.copy(history=False)
    later.play(next(m for m in later.legal_moves() if m.kind == "move" and m != result.moves[0]))
    # The solver's answer was about the position before that move: it is not taken as a win from the new one
    # unless it happens to be one.
    line = proven_line(later, result.moves)
    if line is not None:
        replay = later.copy(history=False)
        for m in line.moves:
            replay.play(m)
        assert replay.won
    assert proven_line(game, ()) is None
    assert proven_line(game, result.moves[:-1]) is None  # stops short of the win
