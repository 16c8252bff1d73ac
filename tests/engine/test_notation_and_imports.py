"""Move notation round trips, bad notation, and the engine's freedom from Qt."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from spider_qt.engine import Card, Game, Move


def _all_moves() -> list[Move]:
    moves = [Move("deal")] + [Move("flip", c) for c in range(10)]
    moves += [Move("move", s, k, d) for s in range(10) for d in range(10) for k in range(1, 14)]
    return moves


def test_notation_round_trip() -> None:
    texts = set()
    for move in _all_moves():
        text = move.to_text()
        assert Move.from_text(text) == move
        assert str(move) == text
        texts.add(text)
    assert len(texts) == 11 + 1300  # every move has its own text


def test_notation_examples() -> None:
    assert Move("move", 2, 1, 6).to_text() == "3>7"
    assert Move("move", 2, 4, 6).to_text() == "3>7x4"
    assert Move("move", 9, 2, 0).to_text() == "10>1x2"
    assert Move("flip", 3).to_text() == "flip 4"
    assert Move("deal").to_text() == "deal"
    assert Move.from_text(" 3 > 7 x 2 ") == Move("move", 2, 2, 6)
    assert Move.from_text("FLIP 10") == Move("flip", 9)
    assert Move.from_text("Deal") == Move("deal")


def test_legal_moves_of_real_games_round_trip() -> None:
    for rules in ("classic", "duel"):
        g = Game.new(rules, 4, 8)
        for step in range(60):
            moves = g.legal_moves()
            for m in moves:
                assert Move.from_text(m.to_text()) == m
            g.play(moves[step % len(moves)])


@pytest.mark.parametrize(
    "text",
    ["", " ", "0>1", "11>2", "1>11", "1>", ">2", "1>2x", "1>2x1000", "1>2x-1", "1-2", "1>2>3", "flip", "flip 0",
     "flip 11", "flip 1 2", "dael", "deal 1", "undo", "finish", "12", "1>2 extra", "x1>2"],
)  # fmt: skip
def test_bad_notation_raises_value_error(text: str) -> None:
    with pytest.raises(ValueError):
        Move.from_text(text)


@pytest.mark.parametrize("value", [None, 5, b"deal", ["deal"]])
def test_non_text_notation_raises_value_error(value: object) -> None:
    with pytest.raises(ValueError):
        Move.from_text(value)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "move",
    [
        Move("jump"),
        Move("flip"),
        Move("flip", 10),
        Move("move", 0, 1),
        Move("move", -1, 1, 2),
        Move("move", 0, 0, 2),
        Move("move", 0, None, 2),
        Move("move", 0, 1, 10),
    ],
)
def test_moves_without_notation_raise_value_error(move: Move) -> None:
    with pytest.raises(ValueError):
        move.to_text()


def test_move_is_a_frozen_value() -> None:
    m = Move("move", 1, 2, 3)
    assert m == Move("move", 1, 2, 3)
    assert hash(m) == hash(Move("move", 1, 2, 3))
    assert m != Move("move", 1, 3, 3)
    with pytest.raises(AttributeError):
        m.src = 4  # type: ignore[misc]
    assert eval(repr(m), {"Move": Move}) == m


def test_card_text() -> None:
    for text in ("As", "Th", "Kd", "7c"):
        assert str(Card.parse(text)) == text
    for bad in ("", "1s", "Ax", "10h", "as", None):
        with pytest.raises(ValueError):
            Card.parse(bad)  # type: ignore[arg-type]


def test_packages_load_no_qt() -> None:
    modules = ["spider_qt.engine"]
    for name in ("spider_qt.ai", "spider_qt.store"):
        if importlib.util.find_spec(name) is not None:
            modules.append(name)
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in modules)
        + "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6'))\n"
        + "print(repr(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.strip() == "[]", out.stdout
