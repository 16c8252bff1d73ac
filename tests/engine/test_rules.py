"""Every rule and scoring line of docs/rules.md, on hand-built positions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from spider_builders import brute_force_legal, col, make_game, make_state, mv, run

from spider_qt.engine import Game, IllegalMove, InvalidSave, Move
from spider_qt.engine.errors import ILLEGAL_CODES

DEAL = Move("deal")

# ------------------------------------------------------------------ movable runs


def test_movable_run_is_same_suit_descending_face_up() -> None:
    g = make_game("classic", 4, {0: "#Kc 9h 8h 7h", 1: "Th", 2: "9s", 3: "8c", 9: "Kd"})
    assert g.movable(0) == 3
    for count, dst, expect_src, expect_dst in [
        (3, 1, "#Kc", "Th 9h 8h 7h"),
        (2, 2, "#Kc 9h", "9s 8h 7h"),
        (1, 3, "#Kc 9h 8h", "8c 7h"),
    ]:
        h = g.copy()
        h.play(mv(0, count, dst))
        assert col(h, 0) == expect_src or (expect_src == "#Kc" and col(h, 0) == "Kc")
        assert col(h, dst) == expect_dst
    with pytest.raises(IllegalMove) as exc:
        g.play(mv(0, 4, 1))
    assert exc.value.code == "not_movable"


@pytest.mark.parametrize(
    ("column", "movable"),
    [
        ("9s 8h 7h", 2),  # a suit change ends the run even though the ranks descend
        ("7h 8h", 1),  # ascending
        ("8h 8h", 1),  # same rank
        ("9h 7h", 1),  # a gap
        ("#8h 7h", 1),  # a face-down card ends it
        ("Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h", 12),
        ("5d", 1),
        ("", 0),
    ],
)
def test_movable_counts(column: str, movable: int) -> None:
    g = make_game("classic", 4, {0: column, 9: "Kc"})
    assert g.movable(0) == movable
    h = make_game("classic", 4, {0: column, 1: "", 9: "Kc"})
    legal = {m for m in h.legal_moves() if m.kind == "move" and m.src == 0 and m.dst == 1}
    assert legal == {mv(0, k, 1) for k in range(1, movable + 1)}


def test_duel_face_down_top_is_not_movable() -> None:
    g = make_game("duel", 4, {0: "#5h #9s", 1: ""})
    assert g.movable(0) == 0
    assert not any(m.kind == "move" and m.src == 0 for m in g.legal_moves())
    with pytest.raises(IllegalMove) as exc:
        g.play(mv(0, 1, 1))
    assert exc.value.code == "not_movable"


# --------------------------------------------------------------- destinations


@pytest.mark.parametrize(
    ("target", "ok"),
    [("9h", True), ("9d", True), ("9s", True), ("Th", False), ("8s", False), ("7s", False), ("Kd", False)],
)
@pytest.mark.parametrize("rules", ["classic", "duel"])
def test_one_rank_higher_of_any_suit(rules: str, target: str, ok: bool) -> None:
    g = make_game(rules, 4, {0: "8d", 1: target, 9: "Kc"})
    if ok:
        g.play(mv(0, 1, 1))
        assert col(g, 1) == f"{target} 8d"
        assert col(g, 0) == ""
    else:
        before = g.state()
        with pytest.raises(IllegalMove) as exc:
            g.play(mv(0, 1, 1))
        assert exc.value.code == "no_fit"
        assert g.state() == before


def test_sequence_goes_by_its_base_card() -> None:
    g = make_game("classic", 4, {0: "Kd 7s 6s", 1: "8c", 2: "7h", 9: "Kc"})
    g.play(mv(0, 2, 1))
    assert col(g, 1) == "8c 7s 6s"
    g = make_game("classic", 4, {0: "Kd 7s 6s", 1: "8c", 2: "7h", 9: "Kc"})
    g.play(mv(0, 1, 2))
    assert col(g, 2) == "7h 6s"
    with pytest.raises(IllegalMove):
        g.play(mv(1, 1, 0))  # 8c cannot go on Kd


@pytest.mark.parametrize("rules", ["classic", "duel"])
def test_empty_column_accepts_anything(rules: str) -> None:
    g = make_game(rules, 4, {0: "#3c Kh Qh Jh", 1: "", 2: "4d", 9: "Kc"})
    for count in (1, 2, 3):
        h = g.copy()
        h.play(mv(0, count, 1))
        assert col(h, 1) == " ".join(["Kh", "Qh", "Jh"][3 - count :])
    h = g.copy()
    h.play(mv(2, 1, 1))
    assert col(h, 1) == "4d"


def test_duel_face_down_top_accepts_anything() -> None:
    g = make_game("duel", 4, {0: "Kd 7s 6s", 1: "#3h #5c", 2: "Qs", 9: "Kc"})
    for count in (1, 2):
        h = g.copy()
        h.play(mv(0, count, 1))
        assert col(h, 1) == "#3h #5c " + " ".join(["7s", "6s"][2 - count :])
        assert h.face_down(1) == 2
    h = g.copy()
    h.play(mv(2, 1, 1))
    assert col(h, 1) == "#3h #5c Qs"
    assert {m for m in g.legal_moves() if m.dst == 1} == {mv(0, 1, 1), mv(0, 2, 1), mv(2, 1, 1), mv(9, 1, 1)}


def test_classic_never_has_a_face_down_top() -> None:
    with pytest.raises(InvalidSave) as exc:
        make_game("classic", 4, {0: "#3h #5c", 9: "Kc"})
    assert exc.value.code == "bad_layout"
    # The same layout is fine under duel rules.
    make_game("duel", 4, {0: "#3h #5c", 9: "Kc"})


def _legal_position(rules: str) -> Game:
    return make_game(
        rules,
        4,
        {
            0: "#Kc 9h 8h 7h",
            1: "Th",
            2: "9s",
            3: "8c",
            4: "" if rules == "classic" else "#3s #4s",
            5: "#2d Ks",
            6: "Jd",
            7: "Qc",
            8: "5d",
            9: "Ah",
        },
        stock="" if rules == "classic" else "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc",
    )


_EXPECTED_MOVES = {
    mv(0, 3, 1), mv(0, 2, 2), mv(0, 1, 3), mv(0, 1, 4), mv(0, 2, 4), mv(0, 3, 4),
    mv(1, 1, 6), mv(1, 1, 4),
    mv(2, 1, 1), mv(2, 1, 4),
    mv(3, 1, 2), mv(3, 1, 4),
    mv(5, 1, 4),
    mv(6, 1, 7), mv(6, 1, 4),
    mv(7, 1, 5), mv(7, 1, 4),
    mv(8, 1, 4),
    mv(9, 1, 4),
}  # fmt: skip


@pytest.mark.parametrize("rules", ["classic", "duel"])
def test_legal_moves_lists_every_count_for_every_accepting_column_once(rules: str) -> None:
    g = _legal_position(rules)
    moves = g.legal_moves()
    assert len(moves) == len(set(moves))
    expected = set(_EXPECTED_MOVES)
    if rules == "duel":
        expected |= {DEAL, Move("flip", 4)}
    assert set(moves) == expected
    assert set(moves) == brute_force_legal(g)


# ------------------------------------------------------------ flipping cards


def test_classic_turns_the_source_card_after_a_move() -> None:
    g = make_game("classic", 4, {0: "#4c #5h 9s", 1: "Th", 9: "Kd"})
    g.play(mv(0, 1, 1))
    assert col(g, 0) == "#4c 5h"
    assert g.face_down(0) == 1
    assert (g.score, g.moves) == (499, 1)
    g.undo()
    assert col(g, 0) == "#4c #5h 9s"
    assert col(g, 1) == "Th"
    assert (g.score, g.moves) == (498, 2)


def test_classic_turns_the_card_under_a_removed_run() -> None:
    g = make_game("classic", 4, {0: "#4d " + run("s", "K", "2"), 1: "#7c As", 9: "Kd"})
    g.play(mv(1, 1, 0))
    assert col(g, 0) == "4d"
    assert col(g, 1) == "7c"
    assert g.state()["foundations"] == ["s"]
    assert g.score == 500 - 1 + 100
    g.undo()
    assert col(g, 0) == "#4d " + run("s", "K", "2")
    assert col(g, 1) == "#7c As"
    assert g.state()["foundations"] == []
    assert g.score == 500 - 2  # the run's 100 is taken back; both actions cost 1


def test_duel_never_turns_by_itself_and_flip_is_a_free_final_action() -> None:
    g = make_game("duel", 4, {0: "#4c #5h 9s", 1: "Th", 2: "4d", 3: "5s", 9: "Kd"})
    g.play(mv(0, 1, 1))
    assert col(g, 0) == "#4c #5h"
    assert Move("flip", 0) in g.legal_moves()
    assert (g.score, g.moves) == (-1, 1)
    g.play(Move("flip", 0))
    assert col(g, 0) == "#4c 5h"
    assert (g.score, g.moves) == (1, 1)  # +2, and a flip is not a move
    assert g.history == ["1>2", "flip 1"]
    assert not g.can_undo()
    with pytest.raises(IllegalMove) as exc:
        g.undo()
    assert exc.value.code == "nothing_to_undo"
    with pytest.raises(IllegalMove) as exc:
        g.play(Move("flip", 0))
    assert exc.value.code == "not_face_down"
    g.play(mv(2, 1, 0))  # 4d on 5h after the flip
    assert g.can_undo()
    g.undo()
    assert not g.can_undo()  # never past the flip
    assert col(g, 0) == "#4c 5h"


def test_duel_runs_leave_face_down_cards_face_down() -> None:
    g = make_game("duel", 4, {0: "#4d " + run("s", "K", "2"), 1: "#7c As", 9: "Kd"})
    g.play(mv(1, 1, 0))
    assert col(g, 0) == "#4d"
    assert col(g, 1) == "#7c"
    assert g.score == -1 + 2 + 26  # As on 2s also earns the same-suit bonus
    assert {m for m in g.legal_moves() if m.kind == "flip"} == {Move("flip", 0), Move("flip", 1)}
    g.undo()
    assert g.score == -2
    assert col(g, 0) == "#4d " + run("s", "K", "2")
    assert g.state()["foundations"] == []


def test_flip_is_refused_in_classic() -> None:
    g = Game.new("classic", 2, 3)
    with pytest.raises(IllegalMove) as exc:
        g.play(Move("flip", 0))
    assert exc.value.code == "no_flip_in_classic"
    assert not any(m.kind == "flip" for m in g.legal_moves())


# ------------------------------------------------------------------------- deals

_FULL = {c: f"{'A23456789'[c]}d" for c in range(9)}


def test_deal_puts_one_card_face_up_on_each_column() -> None:
    for rules in ("classic", "duel"):
        g = Game.new(rules, 4, 11)
        before = g.state()
        g.play(DEAL)
        after = g.state()
        assert after["stock"] == before["stock"][10:]
        for c in range(10):
            assert after["tableau"][c][:-1] == before["tableau"][c]
            assert after["tableau"][c][-1] == {"card": before["stock"][c], "up": True}
        assert (g.score, g.moves) == ((499, 1) if rules == "classic" else (-1, 1))


def test_classic_deal_needs_stock_and_no_empty_column() -> None:
    g = make_game("classic", 4, {**_FULL, 9: "Kc"}, stock="2c 3c 4c 5c 6c 7c 8c 9c Tc Jc")
    assert g.deal_allowed() and DEAL in g.legal_moves()
    e = make_game("classic", 4, {**_FULL, 3: "", 9: "Kc"}, stock="2c 3c 4c 5c 6c 7c 8c 9c Tc Jc")
    assert not e.deal_allowed() and DEAL not in e.legal_moves()
    with pytest.raises(IllegalMove) as exc:
        e.play(DEAL)
    assert exc.value.code == "empty_column"
    s = make_game("classic", 4, {**_FULL, 9: "Kc"})
    assert not s.deal_allowed() and DEAL not in s.legal_moves()
    with pytest.raises(IllegalMove) as exc:
        s.play(DEAL)
    assert exc.value.code == "stock_empty"


def test_duel_deal_is_allowed_with_empty_columns() -> None:
    g = make_game("duel", 4, {**_FULL, 3: "", 5: "#Qh", 9: ""}, stock="2c 3c 4c 5c 6c 7c 8c 9c Tc Jc")
    assert g.deal_allowed() and DEAL in g.legal_moves()
    g.play(DEAL)
    assert col(g, 3) == "5c"
    assert col(g, 5) == "#Qh 7c"
    assert col(g, 9).endswith(" Jc") and g.face_down(9) == g.column_length(9) - 1
    assert not g.deal_allowed()
    with pytest.raises(IllegalMove) as exc:
        g.play(DEAL)
    assert exc.value.code == "stock_empty"


@pytest.mark.parametrize(("rules", "score_after"), [("classic", 500 + 100 - 1), ("duel", -1 + 26)])
def test_deal_removes_a_run_it_completes(rules: str, score_after: int) -> None:
    columns = {**_FULL, 0: "#4d " + run("s", "K", "2"), 9: "Kc"}
    g = make_game(rules, 4, columns, stock="As 3c 4c 5c 6c 7c 8c 9c Tc Jc")
    before = g.state()
    g.play(DEAL)
    assert col(g, 0) == ("4d" if rules == "classic" else "#4d")
    assert g.state()["foundations"] == ["s"]
    assert g.score == score_after
    if rules == "classic":
        g.undo()
        after = g.state()
        assert after["tableau"] == before["tableau"] and after["stock"] == before["stock"]
        assert after["foundations"] == []
        assert g.score == 500 - 2
    else:
        assert not g.can_undo()  # a deal is final


# --------------------------------------------------------------------- runs


def test_run_must_be_one_suit() -> None:
    g = make_game("classic", 4, {0: "Ks " + run("h", "Q", "2"), 1: "Ad", 9: "Kc"})
    g.play(mv(1, 1, 0))
    assert g.column_length(0) == 13
    assert g.runs == 0


def test_run_must_be_all_face_up() -> None:
    g = make_game("classic", 4, {0: "#Ks " + run("s", "Q", "2"), 1: "As", 9: "Kc"})
    g.play(mv(1, 1, 0))
    assert g.column_length(0) == 13
    assert g.runs == 0


@pytest.mark.parametrize("rules", ["classic", "duel"])
def test_a_whole_moved_sequence_can_complete_a_run(rules: str) -> None:
    g = make_game(rules, 4, {0: "5d Ks", 1: "#7c " + run("s", "Q", "A"), 9: "Kc"})
    assert g.movable(1) == 12
    g.play(mv(1, 12, 0))
    assert col(g, 0) == "5d"
    assert col(g, 1) == ("7c" if rules == "classic" else "#7c")
    assert g.state()["foundations"] == ["s"]
    assert g.score == (500 + 100 - 1 if rules == "classic" else -1 + 2 + 26)  # duel: Qs on Ks earns +2


# ---------------------------------------------------------------------- win


@pytest.mark.parametrize(("rules", "start", "final"), [("classic", 1200, 1299), ("duel", 0, 127)])
def test_eighth_run_wins(rules: str, start: int, final: int) -> None:
    g = make_game(rules, 1, {0: run("s", "K", "2"), 1: "As"}, foundations="sssssss")
    assert g.score == start
    assert not g.over and not g.won
    g.play(mv(1, 1, 0))
    st = g.state()
    assert st["foundations"] == ["s"] * 8
    assert all(c == [] for c in st["tableau"])
    assert (st["won"], st["over"], st["score"], st["moves"]) == (True, True, final, 1)
    assert g.legal_moves() == []
    assert not g.can_undo()
    _assert_game_over(g)


def test_classic_win_from_play_counts_runs() -> None:
    g = make_game("classic", 2, {0: run("h", "K", "2"), 1: "Ah", 2: run("s", "K", "3"), 3: "2s", 4: "As"},
                  foundations="shshsh")  # fmt: skip
    g.play(mv(1, 1, 0))
    assert (g.runs, g.score, g.over) == (7, 500 + 700 - 1, False)
    g.play(mv(3, 1, 2))
    g.play(mv(4, 1, 2))
    assert (g.runs, g.won, g.score) == (8, True, 500 - 3 + 800)


def _assert_game_over(g: Game) -> None:
    before = g.state()
    actions: list[Callable[[], None]] = [lambda: g.play(DEAL), lambda: g.play(mv(0, 1, 1)), g.undo, g.finish]
    for action in actions:
        with pytest.raises(IllegalMove) as exc:
            action()
        assert exc.value.code == "game_over"
        assert isinstance(exc.value, ValueError)
    assert g.state() == before


# -------------------------------------------------------------------- scoring


def test_classic_score_is_500_minus_actions_plus_100_per_run() -> None:
    g = make_game("classic", 4, {0: run("s", "K", "3"), 1: "2s", 2: "As", 3: "#5c 9d", 4: "Tc", 9: "Kd"})
    g.play(mv(3, 1, 4))  # 499
    g.play(mv(1, 1, 0))  # 498
    g.play(mv(2, 1, 0))  # run: 597
    assert (g.score, g.moves, g.runs) == (597, 3, 1)
    g.undo()  # takes the run's 100 back: 597 - 100 - 1
    assert (g.score, g.moves, g.runs) == (496, 4, 0)
    assert g.score == 500 - g.moves + 100 * g.runs
    g.undo()
    g.undo()
    assert (g.score, g.moves) == (494, 6)
    assert col(g, 3) == "#5c 9d"
    assert not g.can_undo()


def test_classic_undo_goes_back_through_deals_to_the_start() -> None:
    g = Game.new("classic", 2, 2024)
    start = g.state()
    actions = 0
    for _ in range(3):
        for _ in range(4):
            moves = [m for m in g.legal_moves() if m.kind == "move"]
            if moves:
                g.play(moves[0])
                actions += 1
        g.play(DEAL)
        actions += 1
    assert g.stock_size == 20
    while g.can_undo():
        g.undo()
    end = g.state()
    for key in ("tableau", "stock", "foundations", "over", "won"):
        assert end[key] == start[key]
    assert end["moves"] == 2 * actions
    assert end["score"] == 500 - 2 * actions
    with pytest.raises(IllegalMove) as exc:
        g.undo()
    assert exc.value.code == "nothing_to_undo"


def test_duel_same_suit_bonus_once_per_physical_card() -> None:
    g = make_game("duel", 4, {0: "6s", 1: "7s", 2: "7s", 3: "7h", 4: "6s", 5: "8d"})
    g.play(mv(0, 1, 1))  # 6s on 7s: +2 - 1
    assert g.score == 1
    g.play(mv(1, 1, 2))  # the same 6s onto the other 7s: nothing more
    assert g.score == 0
    g.play(mv(2, 1, 1))  # and back
    assert g.score == -1
    g.play(mv(1, 1, 3))  # onto 7h: no bonus
    assert g.score == -2
    g.play(mv(4, 1, 2))  # the other physical 6s earns its own bonus
    assert g.score == -1


def test_duel_bonus_goes_by_the_base_card() -> None:
    g = make_game("duel", 4, {0: "7s 6s", 1: "8s", 2: "7s 6s", 3: "8h"})
    g.play(mv(0, 2, 1))  # base 7s on 8s: +2
    assert g.score == 1
    g.play(mv(2, 2, 3))  # base 7s on 8h; 6s already lies on a 7s: nothing
    assert g.score == 0


def test_duel_no_bonus_onto_face_down_or_empty_column() -> None:
    g = make_game("duel", 4, {0: "6s", 1: "#7s", 2: "", 3: "6s", 9: "Kc"})
    g.play(mv(0, 1, 1))
    g.play(mv(3, 1, 2))
    assert g.score == -2


def test_duel_undo_takes_back_points_and_makes_the_card_eligible_again() -> None:
    g = make_game("duel", 4, {0: "6s", 1: "7s", 9: "Kc"})
    g.play(mv(0, 1, 1))
    card = g.column_ids(1)[-1]
    assert g.score == 1 and g.earned_bonus(card)
    g.undo()
    assert g.score == -2  # the +2 goes; both -1s stay
    assert not g.earned_bonus(card)
    assert (col(g, 0), col(g, 1), g.moves) == ("6s", "7s", 2)
    g.play(mv(0, 1, 1))
    assert g.score == -1


def test_duel_undo_of_a_run_takes_back_26() -> None:
    g = make_game("duel", 4, {0: run("s", "K", "2"), 1: "As", 9: "Kc"})
    g.play(mv(1, 1, 0))
    assert g.score == -1 + 2 + 26
    g.undo()
    assert g.score == -2
    assert g.runs == 0


def test_duel_undo_reverts_several_moves_but_not_a_deal() -> None:
    g = make_game("duel", 4, {0: "9h", 1: "Th", 2: "4c", 3: "5d", 4: "Jc"},
                  stock="2c 3c 4c 5c 6c 7c 8c 9c Tc Jc")  # fmt: skip
    g.play(mv(0, 1, 1))
    g.play(mv(2, 1, 3))
    g.play(mv(1, 2, 4))
    g.undo()
    g.undo()
    assert (col(g, 1), col(g, 2), col(g, 3)) == ("Th 9h", "4c", "5d")
    g.play(mv(2, 1, 3))
    g.play(DEAL)
    assert not g.can_undo()
    before = g.state()
    with pytest.raises(IllegalMove) as exc:
        g.undo()
    assert exc.value.code == "nothing_to_undo"
    assert g.state() == before


# ------------------------------------------------------------ illegal actions


def _illegal_cases() -> list[tuple[str, Callable[[], Game], Callable[[Game], Any]]]:
    def classic() -> Game:
        return make_game("classic", 4, {0: "#4c 9s", 1: "", 2: "5d", 9: "Kc"})

    def duel() -> Game:
        return make_game("duel", 4, {0: "#4c 9s", 1: "#3c", 2: "5d", 9: "Kc"})

    def fresh_duel() -> Game:
        g = Game.new("duel", 2, 9)
        g.play(Move("deal"))
        return g

    def finished() -> Game:
        g = Game.new("classic", 1, 5)
        g.play(g.legal_moves()[0])
        g.finish()
        return g

    return [
        ("bad_move", classic, lambda g: g.play(Move("jump", 0, 1, 2))),
        ("bad_move", classic, lambda g: g.play("deal")),  # type: ignore[arg-type]
        ("bad_column", classic, lambda g: g.play(Move("move", 10, 1, 2))),
        ("bad_column", classic, lambda g: g.play(Move("move", 0, 1, -1))),
        ("bad_column", classic, lambda g: g.play(Move("move", None, 1, 2))),
        ("bad_column", classic, lambda g: g.play(Move("move", True, 1, 2))),
        ("bad_column", duel, lambda g: g.play(Move("flip", 10))),
        ("same_column", classic, lambda g: g.play(mv(0, 1, 0))),
        ("bad_count", classic, lambda g: g.play(mv(0, 0, 1))),
        ("bad_count", classic, lambda g: g.play(mv(0, -1, 1))),
        ("bad_count", classic, lambda g: g.play(Move("move", 0, "1", 1))),  # type: ignore[arg-type]
        ("bad_count", classic, lambda g: g.play(Move("move", 0, None, 1))),
        ("not_movable", classic, lambda g: g.play(mv(0, 2, 1))),
        ("not_movable", classic, lambda g: g.play(mv(1, 1, 0))),
        ("not_movable", duel, lambda g: g.play(mv(1, 1, 2))),
        ("no_fit", classic, lambda g: g.play(mv(0, 1, 2))),
        ("stock_empty", classic, lambda g: g.play(DEAL)),
        ("stock_empty", duel, lambda g: g.play(DEAL)),
        ("not_face_down", duel, lambda g: g.play(Move("flip", 0))),
        ("not_face_down", duel, lambda g: g.play(Move("flip", 9))),
        ("no_flip_in_classic", classic, lambda g: g.play(Move("flip", 0))),
        ("nothing_to_undo", classic, lambda g: g.undo()),
        ("nothing_to_undo", fresh_duel, lambda g: g.undo()),
        ("game_over", finished, lambda g: g.play(Move("deal"))),
        ("game_over", finished, lambda g: g.undo()),
        ("game_over", finished, lambda g: g.finish()),
    ]


@pytest.mark.parametrize(("code", "build", "action"), _illegal_cases())
def test_illegal_action_raises_with_code_and_changes_nothing(
    code: str, build: Callable[[], Game], action: Callable[[Game], Any]
) -> None:
    g = build()
    before = (g.state(), g.history, g.can_undo(), g.legal_moves(), g.to_json())
    with pytest.raises(IllegalMove) as exc:
        action(g)
    assert isinstance(exc.value, ValueError)
    assert exc.value.code == code
    assert code in ILLEGAL_CODES
    assert str(exc.value)
    assert (g.state(), g.history, g.can_undo(), g.legal_moves(), g.to_json()) == before


def test_finish_ends_the_game_without_changing_the_score() -> None:
    for rules in ("classic", "duel"):
        g = Game.new(rules, 2, 77)
        g.play(g.legal_moves()[0])
        score, moves = g.score, g.moves
        g.finish()
        assert (g.over, g.won, g.score, g.moves) == (True, False, score, moves)
        assert g.legal_moves() == []
        assert not g.can_undo() and not g.deal_allowed()
        assert g.history[-1] == "finish"
        assert g.view().legal_moves() == []
        _assert_game_over(g)
        assert Game.from_json(g.to_json()).state() == g.state()


# --------------------------------------------------------------- Game.new


@pytest.mark.parametrize(
    "kwargs",
    [
        {"rules": "Classic"},
        {"rules": "spider"},
        {"rules": None},
        {"rules": 1},
        {"rules": ["classic"]},
        {"suits": 3},
        {"suits": 0},
        {"suits": "2"},
        {"suits": 2.0},
        {"suits": True},
        {"seed": -1},
        {"seed": 2**63},
        {"seed": 2**64 + 5},
        {"seed": 1.0},
        {"seed": True},
        {"seed": False},
        {"seed": "5"},
        {"seed": None},
    ],
)
def test_new_rejects_bad_parameters(kwargs: dict[str, Any]) -> None:
    args: dict[str, Any] = {"rules": "duel", "suits": 2, "seed": 1}
    args.update(kwargs)
    with pytest.raises(ValueError):
        Game.new(**args)


@pytest.mark.parametrize("seed", [0, 1, 2**63 - 1])
def test_new_accepts_the_seed_range(seed: int) -> None:
    for rules in ("classic", "duel"):
        for suits in (1, 2, 4):
            st = Game.new(rules, suits, seed).state()
            assert (st["rules"], st["suits"], st["seed"]) == (rules, suits, seed)
            assert (st["score"], st["moves"], st["over"], st["won"]) == (
                500 if rules == "classic" else 0,
                0,
                False,
                False,
            )


def test_make_state_builder_is_sane() -> None:
    st = make_state("duel", 2, {0: "Kh", 9: "Qs"})
    assert st["tableau"][9][-1] == {"card": "Qs", "up": True}
    assert sum(len(c) for c in st["tableau"]) == 104
