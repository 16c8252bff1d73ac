"""Table questions the engine answers (``targets``, ``can_flip``) and ``started_from_deal``."""

from __future__ import annotations

import random

import pytest
from helpers_variant import UNDOABLE_FLIPS, VARIANT, registered
from spider_builders import make_game

from spider_qt.engine import Game, Move

RULES = ["classic", "duel", VARIANT.name, UNDOABLE_FLIPS.name]


def _positions(rules: str) -> list[Game]:
    """Positions met in random play (with undos), a few per suit count."""
    out = []
    for suits in (1, 2, 4):
        for seed in range(3):
            g = Game.new(rules, suits, seed)
            rng = random.Random(seed)
            for step in range(150):
                moves = g.legal_moves()
                if g.over or not moves:
                    break
                if g.can_undo() and rng.random() < 0.1:
                    g.undo()
                else:
                    g.play(rng.choice(moves))
                if step % 15 == 0:
                    out.append(g.copy())
    return out


@pytest.mark.parametrize("rules", RULES)
def test_targets_and_can_flip_equal_the_legal_moves(rules: str) -> None:
    with registered(VARIANT, UNDOABLE_FLIPS):
        positions = _positions(rules)
        assert positions
        for g in positions:
            legal = g.legal_moves()
            for src in range(10):
                for count in range(15):
                    expected = sorted(m.dst for m in legal if m.kind == "move" and (m.src, m.count) == (src, count))
                    assert g.targets(src, count) == expected, (g.state(), src, count)
            for c in range(10):
                assert g.can_flip(c) == (Move("flip", c) in legal)


def test_targets_on_a_built_position() -> None:
    others = {5: "Jc", 6: "Jh", 7: "2c", 8: "3c", 9: "Kd"}
    g = make_game("duel", 4, {0: "5h 9s 8s", 1: "Th", 2: "", 3: "#Qc", 4: "9d", **others})
    assert g.targets(0, 1) == [2, 3, 4]  # 8s on the empty column, the face-down top and 9d
    assert g.targets(0, 2) == [1, 2, 3]  # 9s 8s on Th, the empty column, the face-down top
    assert g.targets(0, 3) == []  # 5h does not continue the run
    assert g.can_flip(3) and not g.can_flip(0) and not g.can_flip(2)
    c = make_game("classic", 4, {0: "5h 9s 8s", 1: "Th", 2: "", 3: "Qc", 4: "9d", **others})
    assert c.targets(0, 2) == [1, 2]
    assert not any(c.can_flip(col) for col in range(10))


@pytest.mark.parametrize("bad", [-1, 10, None, "1", 1.0, True])
def test_targets_and_can_flip_refuse_nonsense_quietly(bad: object) -> None:
    g = Game.new("duel", 2, 5)
    assert g.targets(bad, 1) == []  # type: ignore[arg-type]
    assert g.targets(0, bad) == []  # type: ignore[arg-type]
    assert g.can_flip(bad) is False  # type: ignore[arg-type]


def test_nothing_is_a_target_once_the_game_is_over() -> None:
    g = make_game("duel", 4, {0: "#4c 9s", 1: "Th", 9: "Kd"})
    assert g.targets(0, 1) and g.can_flip(9) is False
    g.finish()
    assert g.targets(0, 1) == []
    assert not any(g.can_flip(c) for c in range(10))


# ------------------------------------------------------------------ started_from_deal


@pytest.mark.parametrize("rules", ["classic", "duel"])
def test_started_from_deal_survives_saves_and_copies(rules: str) -> None:
    g = Game.new(rules, 2, 99)
    for m in g.legal_moves()[:1]:
        g.play(m)
    assert g.started_from_deal
    assert Game.from_json(g.to_json()).started_from_deal
    assert g.copy().started_from_deal and g.copy(history=False).started_from_deal

    s = Game.from_state(g.state())
    assert not s.started_from_deal
    s.play(s.legal_moves()[0])
    assert not Game.from_json(s.to_json()).started_from_deal
    assert not s.copy().started_from_deal and not s.copy(history=False).started_from_deal
    assert not Game.sample(g.view(), random.Random(1)).started_from_deal
