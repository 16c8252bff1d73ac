"""Smaller parts of the public surface: constructors, read-only queries, views, replay errors and cards."""

from __future__ import annotations

import random

import pytest
from spider_builders import make_game

from spider_qt.engine import Card, Game, IllegalMove, Move, PlayerView


def test_games_and_views_come_only_from_their_factories() -> None:
    with pytest.raises(TypeError, match=r"Game\.new"):
        Game()
    with pytest.raises(TypeError, match=r"Game.view\(\)"):
        PlayerView()


def test_position_key_and_column_cards() -> None:
    g = make_game("classic", 4, {0: "#4c 5h 9s", 1: "Th", 9: "Kd"})
    assert g.column_cards(0) == [("4c", False), ("5h", True), ("9s", True)]
    h = g.copy()
    assert h.position_key() == g.position_key()
    h.play(Move("move", 0, 1, 1))
    assert h.position_key() != g.position_key()
    h.undo()
    assert h.position_key() == g.position_key()  # undo restores the position, not the score
    assert h.score != g.score


def test_view_extras() -> None:
    g = Game.new("duel", 4, 21)
    g.play(g.legal_moves()[0])
    v = g.view()
    assert (v.suits, v.score, v.over) == (4, g.score, False)
    assert v == g.view() and hash(v) == hash(g.view())
    assert v != Game.new("duel", 4, 22).view()
    assert repr(v) == f"<PlayerView rules='duel' suits=4 score={g.score} moves=1>"
    # determinize is Game.sample under its older name.
    assert v.determinize(random.Random(3)).state() == Game.sample(v, random.Random(3)).state()
    g.finish()
    assert g.view().over


def test_repr_of_a_played_game() -> None:
    g = Game.new("classic", 2, 5)
    g.play(Move("deal"))
    assert repr(g) == f"<Game rules='classic' suits=2 seed=5 actions=1 score={g.score} over=False>"


class _Unprintable:
    kind = "move"

    def __repr__(self) -> str:
        raise RuntimeError("no repr")


def test_refusals_never_fail_to_describe_the_action() -> None:
    g = Game.new("classic", 2, 5)
    g.finish()
    with pytest.raises(IllegalMove, match="that action is not allowed") as exc:
        g.play(_Unprintable())  # type: ignore[arg-type]
    assert exc.value.code == "game_over"


def test_replay_raises_the_engines_own_refusal() -> None:
    g = Game.new("classic", 2, 5)
    with pytest.raises(IllegalMove) as exc:
        g.replay(["deal", "flip 1"])
    assert exc.value.code == "no_flip_in_classic"  # not wrapped: the caller sees why
    with pytest.raises(IllegalMove) as exc:
        g.replay(["teleport"])
    assert exc.value.code == "bad_history"


def test_card_values() -> None:
    assert Card.parse("Th") == Card(10, "h") and Card(10, "h").red and not Card(1, "s").red
    for rank, suit in ((0, "s"), (14, "s"), ("1", "s"), (1, "x"), (1, "sh")):
        with pytest.raises(ValueError, match="card"):
            Card(rank, suit)  # type: ignore[arg-type]
