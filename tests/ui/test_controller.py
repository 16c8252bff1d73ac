"""GameController: actions, redo, click-to-move ranking, the clock and the scene's legality answers."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.clock import FakeClock

from spider_qt.engine import Game, Move
from spider_qt.ui.controller import GameController, GameInfo
from spider_qt.ui.model import TableSnapshot


def col(*cards: str, down: int = 0) -> list[dict[str, Any]]:
    return [{"card": c, "up": i >= down} for i, c in enumerate(cards)]


def position(rules: str, tableau: list[list[dict[str, Any]]], suits: int = 1, stock_packets: int = 0) -> Game:
    """A legal position: the given columns, the rest of the 1-suit deck in stock/foundations."""
    from collections import Counter

    from spider_qt.engine.cards import deck_counter

    used = Counter(e["card"] for c in tableau for e in c)
    rest = deck_counter(suits) - used
    pool = sorted(rest.elements())
    stock = pool[: stock_packets * 10]
    left = Counter(pool[stock_packets * 10 :])
    runs = []
    while all(left[r + "s"] > 0 for r in "A23456789TJQK"):
        for r in "A23456789TJQK":
            left[r + "s"] -= 1
        runs.append("s")
    extra = sorted(left.elements())
    tableau = [list(c) for c in tableau]
    # park what is left face down under column 9 so all 104 cards are present
    tableau[9] = [{"card": c, "up": False} for c in extra] + tableau[9]
    state = {
        "rules": rules,
        "suits": suits,
        "seed": 1,
        "tableau": tableau,
        "stock": stock,
        "foundations": runs,
        "score": 500 if rules == "classic" else 0,
        "moves": 0,
        "over": False,
        "won": False,
    }
    return Game.from_state(state)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def ctl(qtbot: Any, clock: FakeClock) -> GameController:
    return GameController(clock=clock)


def test_new_game_publishes_a_snapshot_and_state(ctl: GameController, qtbot: Any) -> None:
    with qtbot.waitSignal(ctl.snapshot_changed) as blocker:
        ctl.new_game("classic", 2, 42)
    snap = blocker.args[0]
    assert isinstance(snap, TableSnapshot)
    assert snap.action == "new"
    assert [len(c) for c in snap.columns] == [6, 6, 6, 6, 5, 5, 5, 5, 5, 5]
    assert snap.stock_packets == 5
    assert ctl.game is not None and ctl.game.state() == Game.new("classic", 2, 42).state()


def test_moves_deal_undo_redo_in_classic(ctl: GameController, qtbot: Any) -> None:
    ctl.new_game("classic", 1, 7)
    g = ctl.game
    assert g is not None
    move = next(m for m in g.legal_moves() if m.kind == "move")
    assert ctl.move_cards(move.src or 0, move.count or 1, move.dst or 0)
    after = g.state()["tableau"]
    assert ctl.undo()
    assert ctl.can_redo()
    assert ctl.redo()
    assert g.state()["tableau"] == after
    assert not ctl.can_redo()
    assert g.moves == 3  # move, undo, redo (a move again)
    assert ctl.deal()
    assert g.stock_size == 40
    assert ctl.undo() and g.stock_size == 50
    assert ctl.redo() and g.stock_size == 40


def test_redo_is_cleared_by_a_new_action(ctl: GameController) -> None:
    ctl.new_game("classic", 1, 7)
    assert ctl.deal() and ctl.undo()
    assert ctl.can_redo()
    assert ctl.deal()
    assert not ctl.can_redo()


def test_no_redo_under_duel_rules(ctl: GameController) -> None:
    ctl.new_game("duel", 1, 7)
    g = ctl.game
    assert g is not None
    move = next(m for m in g.legal_moves() if m.kind == "move")
    assert ctl.play(move)
    assert ctl.undo()
    assert not ctl.can_redo()


def test_illegal_action_is_reported_with_its_code(ctl: GameController, qtbot: Any) -> None:
    ctl.new_game("classic", 1, 7)
    with qtbot.waitSignal(ctl.illegal_action) as blocker:
        assert not ctl.undo()
    assert blocker.args == ["nothing_to_undo"]


def test_click_move_prefers_same_suit_then_cards_then_empty(ctl: GameController) -> None:
    # 7h (2 suits) can go on 8s, on 8h (same suit) or an empty column: same suit first.
    g = position(
        "classic",
        [col("8s"), col("8h"), [], col("7h"), col("Ks"), col("Kh"), col("Qs"), col("Qh"), col("Js"), col("Jh")],
        suits=2,
    )
    ctl.load(g, GameInfo())
    assert ctl.ranked_targets(3, 1) == [1, 0, 2]
    assert ctl.click_move(3, 0)
    assert g.column_cards(1)[-1] == ("7h", True)
    # a second click on the same card cycles on to the next legal column
    assert ctl.click_move(1, 1)
    assert g.column_cards(0)[-1] == ("7h", True)
    assert ctl.click_move(0, 1)
    assert g.column_cards(2) == [("7h", True)]


def test_click_on_a_card_that_cannot_move_changes_nothing(ctl: GameController, qtbot: Any) -> None:
    g = position("classic", [col("9s", "3s"), col("Ks"), col("Ks"), col("Ks"), *[col("Qs")] * 6])
    ctl.load(g, GameInfo())
    before = g.state()
    with qtbot.waitSignal(ctl.illegal_action):
        assert not ctl.click_move(0, 0)  # 9s lies under 3s: not a run
    assert g.state() == before


def test_table_rules_answers(ctl: GameController) -> None:
    g = position(
        "duel",
        [col("5s", "4s", "3s"), col("6s"), [], col("Qs", "Ks", down=2), col("9s"), *[col("Js")] * 5],
    )
    ctl.load(g, GameInfo())
    assert ctl.movable(0) == 3
    assert ctl.targets(0, 3) == [1, 2, 3]  # on the 6, the empty column, the face-down top
    assert ctl.targets(0, 1) == [2, 3]
    assert ctl.can_flip(3) and not ctl.can_flip(0)
    assert ctl.can_deal() is False  # the stock is empty here


def test_time_limit_finishes_the_game(ctl: GameController, clock: FakeClock, qtbot: Any) -> None:
    ctl.new_game("duel", 1, 3, time_limit=1)
    shown: list[int] = []
    ctl.time_changed.connect(shown.append)
    clock.advance(0.5)
    ctl.tick()
    assert ctl.game is not None and not ctl.game.over
    assert ctl.remaining() == 0.5 and shown == []  # 0.5 s left still shows as 1 s
    with qtbot.waitSignals([ctl.time_up, ctl.game_over], order="strict"):
        clock.advance(0.5)
        ctl.tick()
    assert ctl.game.over
    assert ctl.remaining() == 0
    assert shown == [0]
    assert ctl.game.history[-1] == "finish"
    assert ctl.info.action_times == [1.0]


def test_the_timer_looks_at_the_clock(ctl: GameController, clock: FakeClock, qtbot: Any) -> None:
    """The running clock's timer calls tick(): the shown time follows the injected clock."""
    ctl.new_game("classic", 1, 1)
    clock.advance(61.0)
    with qtbot.waitSignal(ctl.time_changed, timeout=2000) as blocker:
        pass
    assert blocker.args == [61]


def test_clock_counts_elapsed_and_pauses(ctl: GameController, clock: FakeClock) -> None:
    ctl.load(Game.new("classic", 1, 1), GameInfo(), elapsed=100.0)
    assert ctl.elapsed() == 100.0
    clock.advance(2.5)
    assert ctl.elapsed() == 102.5
    assert ctl.shown_time() == 102
    ctl.pause_clock()
    clock.advance(50.0)
    assert ctl.elapsed() == 102.5
    ctl.resume_clock()
    clock.advance(1.5)
    assert ctl.elapsed() == 104.0
    ctl.finish()
    clock.advance(10.0)
    assert ctl.elapsed() == 104.0, "a finished game's clock stands still"


def test_action_times_follow_the_history(ctl: GameController, clock: FakeClock) -> None:
    ctl.new_game("classic", 1, 5)
    g = ctl.game
    assert g is not None
    clock.advance(3.0)
    ctl.deal()
    clock.advance(2.0)
    ctl.undo()
    clock.advance(0.5)
    ctl.finish()
    assert len(g.history) == 3
    assert ctl.info.action_times == [3.0, 5.0, 5.5]


def test_finish_and_no_actions_after(ctl: GameController, qtbot: Any) -> None:
    ctl.new_game("classic", 1, 5)
    with qtbot.waitSignal(ctl.game_over) as blocker:
        assert ctl.finish()
    assert blocker.args == [False]
    assert not ctl.finish()
    assert ctl.movable(0) == 0 and not ctl.can_deal()
    assert not ctl.play(Move("deal"))


def test_an_action_after_the_limit_is_refused_and_the_time_used_is_the_limit(
    ctl: GameController, clock: FakeClock, qtbot: Any
) -> None:
    """The clock was looked at five times a second only: a move in the gap after the limit counted, and the time
    recorded for a player who ran out was over the limit (1.03 to 1.19 s for 1 s), which decided ties."""
    ctl.new_game("duel", 1, 3, time_limit=1)
    game = ctl.game
    assert game is not None
    clock.advance(1.15)  # past the limit, before the timer looked
    refused: list[str] = []
    ctl.illegal_action.connect(refused.append)
    with qtbot.waitSignals([ctl.time_up, ctl.game_over], order="strict"):
        assert not ctl.play(next(m for m in game.legal_moves() if m.kind == "move"))
    assert refused == ["game_over"] and game.history == ["finish"]
    assert ctl.elapsed() == 1.0 and ctl.info.action_times == [1.0]
    clock.advance(5.0)
    assert ctl.elapsed() == 1.0  # all of the limit was used, and no more
    assert not ctl.undo() and not ctl.finish()
