"""The card table: layout, sync, real mouse drags on the view, clicks, keyboard play, cover, run removal."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from spider_qt.engine import Game, Move
from spider_qt.engine.cards import RANKS, deck_counter
from spider_qt.ui.model import TableSnapshot
from spider_qt.ui.scene.card_item import CardItem
from spider_qt.ui.scene.layout import READABLE_UP_FAN, compute_layout
from spider_qt.ui.scene.table_scene import TableScene
from spider_qt.ui.window.table_view import TableView

DESCENDING = "KQJT98765432A"


class EngineRules:
    """TableRules answered from a real engine game."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def movable(self, col: int) -> int:
        return self.game.movable(col)

    def targets(self, src: int, count: int) -> list[int]:
        moves = self.game.legal_moves()
        return sorted({m.dst for m in moves if m.kind == "move" and m.src == src and m.count == count})

    def can_flip(self, col: int) -> bool:
        return Move("flip", col) in self.game.legal_moves()

    def can_deal(self) -> bool:
        return self.game.deal_allowed()


def build(rules: str, columns: dict[int, str], *, foundations: str = "") -> Game:
    """A 1-suit position: the given columns ("#" = face down); the other cards fill the stock and the free columns."""
    tableau: list[list[dict[str, Any]]] = [[] for _ in range(10)]
    used: Counter[str] = Counter()
    for c, text in columns.items():
        for word in text.split():
            card = word.lstrip("#")
            tableau[c].append({"card": card, "up": not word.startswith("#")})
            used[card] += 1
    for s in foundations:
        used.update(r + s for r in RANKS)
    left = sorted((deck_counter(1) - used).elements())
    n_stock = min(50, len(left) // 10 * 10)
    stock_cards, rest = left[:n_stock], left[n_stock:]
    free = [c for c in range(10) if c not in columns] or [9]
    for k, card in enumerate(rest):
        tableau[free[k % len(free)]].insert(0, {"card": card, "up": False})
    if rules == "classic":
        for c in free:
            if tableau[c] and not any(e["up"] for e in tableau[c]):
                tableau[c][-1]["up"] = True
    state = {
        "rules": rules,
        "suits": 1,
        "seed": 1,
        "tableau": tableau,
        "stock": stock_cards,
        "foundations": list(foundations),
        "score": 500,
        "moves": 0,
        "over": False,
        "won": False,
    }
    return Game.from_state(state)


@pytest.fixture
def table(make_table: Any) -> tuple[TableView, TableScene]:
    return make_table(1024, 700)  # type: ignore[no-any-return]


def show(scene: TableScene, game: Game, action: str = "load") -> EngineRules:
    rules = EngineRules(game)
    scene.set_rules(rules)
    scene.sync(TableSnapshot.from_game(game, action))
    return rules


def card_point(view: TableView, scene: TableScene, col: int, index: int) -> QPoint:
    """A viewport point on the visible part of card ``index`` of column ``col``."""
    lay = scene.table_layout
    p = lay.card_pos(col, index)
    n = len(scene.snapshot.columns[col])
    y = (p.y() + lay.card_pos(col, index + 1).y()) / 2 if index < n - 1 else p.y() + lay.card_height / 2
    return view.mapFromScene(QPointF(p.x() + lay.card_width / 2, y))


def drag(view: TableView, start: QPoint, end: QPoint) -> None:
    vp = view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    steps = 6
    for k in range(1, steps + 1):
        x = start.x() + (end.x() - start.x()) * k // steps
        y = start.y() + (end.y() - start.y()) * k // steps
        QTest.mouseMove(vp, QPoint(x, y))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def at_home(scene: TableScene) -> bool:
    lay = scene.table_layout
    return all(
        (it.pos() - lay.card_pos(c, i)).manhattanLength() < 0.5
        for c in range(10)
        for i, it in enumerate(scene.column_items(c))
    )


def move_position() -> Game:
    """Column 0 holds 9s 8s 7s (movable 3), column 1 tops with Ts (takes it), column 2 with 4s (does not)."""
    return build("classic", {0: "#Ks 2s 9s 8s 7s", 1: "#Qs Ts", 2: "#Js 4s", 3: "#Ks 5s", 4: "8s", 5: "Js 3s"})


def test_sync_places_one_item_per_card_at_layout_positions(table: tuple[TableView, TableScene]) -> None:
    _view, scene = table
    game = Game.new("classic", 2, 4242)
    show(scene, game)
    lay = scene.table_layout
    items = scene.card_items()
    assert len(items) == 54
    assert len({it.card_id for it in items}) == 54
    for c in range(10):
        col = game.column_ids(c)
        down = game.face_down(c)
        assert [it.card_id for it in scene.column_items(c)] == col
        for i, it in enumerate(scene.column_items(c)):
            assert it.pos() == lay.card_pos(c, i)
            assert it.face_up == (i >= down)
            assert it.shows_face() == (i >= down)
            assert it.text == game.card_text(it.card_id)
        # face-down cards overlap tightly, the first face-up card follows its fan
        assert lay.card_pos(c, 1).y() - lay.card_pos(c, 0).y() == pytest.approx(0.12 * lay.card_height, abs=1)
    assert scene.stock_packets_shown() == 5
    assert scene.discard_suits_shown() == [None] * 8


def test_real_drag_onto_legal_column_emits_move(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    view, scene = table
    rules = show(scene, move_position())
    assert rules.movable(0) == 3 and 1 in rules.targets(0, 3)
    with qtbot.waitSignal(scene.move_requested, timeout=1000) as blocker:
        drag(view, card_point(view, scene, 0, 2), card_point(view, scene, 1, 1))
    assert blocker.args == [0, 3, 1]


def test_drop_low_in_the_column_area_counts(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    view, scene = table
    show(scene, move_position())
    lay = scene.table_layout
    top = lay.card_rect(1, 1)
    low = view.mapFromScene(QPointF(top.center().x() + lay.card_width * 0.4, lay.height - 8))
    assert low.y() > top.bottom() + lay.card_height  # far below the target's top card
    with qtbot.waitSignal(scene.move_requested, timeout=1000) as blocker:
        drag(view, card_point(view, scene, 0, 2), low)
    assert blocker.args == [0, 3, 1]


def test_a_drop_on_the_top_band_is_no_drop(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    """Released over the stock, the discard boxes or the HUD, above a column that takes the cards: the move used to
    be played on that column, as if the band above it were part of it."""
    view, scene = table
    moves = _moves_asked(scene)
    lay = scene.table_layout
    above = view.mapFromScene(QPointF(lay.column_x(1) + lay.card_width / 2, lay.stock_area.center().y()))
    drag(view, card_point(view, scene, 0, 2), above)
    qtbot.wait(50)
    assert moves == [] and not scene.is_dragging()
    qtbot.waitUntil(lambda: at_home(scene), timeout=2000)


def _moves_asked(scene: TableScene) -> list[tuple[int, int, int]]:
    """Shows ``move_position()``; the moves the table asks for (column, count, column), as they come."""
    show(scene, move_position())
    moves: list[tuple[int, int, int]] = []
    scene.move_requested.connect(lambda s, n, d: moves.append((s, n, d)))
    return moves


@pytest.mark.parametrize("side", ["below", "left", "right"])
def test_a_drop_outside_the_table_is_no_drop(qtbot: Any, table: tuple[TableView, TableScene], side: str) -> None:
    """Released off the table (below the window, over the status bar, beside it), with the cards dragged out of
    sight: below it the move used to be played on the column above the pointer, as if the column went on."""
    view, scene = table
    moves = _moves_asked(scene)
    lay = scene.table_layout
    x = lay.column_x(1) + lay.card_width / 2
    point = {
        "below": QPointF(x, lay.height + 40),
        "left": QPointF(-40, lay.card_rect(0, 2).center().y()),
        "right": QPointF(lay.width + 40, lay.card_rect(9, 0).center().y()),
    }[side]
    start = card_point(view, scene, 0, 2)
    end = view.mapFromScene(point)
    assert not view.viewport().rect().contains(end)
    vp = view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, view.mapFromScene(QPointF(x, lay.height - 8)))  # over column 1, which takes the run
    assert scene.column_items(1)[-1].highlight == "target"
    QTest.mouseMove(vp, end)
    assert scene.column_items(1)[-1].highlight is None  # off the table nothing says it would be dropped there
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.wait(50)
    assert moves == [] and not scene.is_dragging()
    qtbot.waitUntil(lambda: at_home(scene), timeout=2000)


def test_a_drag_whose_release_never_came_goes_home(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    """A dialog opened mid-drag (F2 with the button held) takes the release: the cards hung in the air, and the
    next click, wherever it landed, dropped them there (a move the player never made)."""
    from PySide6.QtWidgets import QLineEdit

    view, scene = table
    moves = _moves_asked(scene)
    vp = view.viewport()
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    start = card_point(view, scene, 0, 2)
    view.setFocus()
    QTest.mousePress(vp, left, none, start)
    QTest.mouseMove(vp, start + QPoint(30, 60))
    assert scene.is_dragging()
    other = QLineEdit()  # the dialog: it takes the keyboard focus, and the release goes to it
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    other.setFocus()
    qtbot.waitUntil(lambda: not view.hasFocus())
    assert not scene.is_dragging()
    qtbot.waitUntil(lambda: at_home(scene), timeout=2000)
    # The focus never moved, but the release was lost all the same: the next press puts the cards back.
    view.activateWindow()
    view.setFocus()
    QTest.mousePress(vp, left, none, start)
    QTest.mouseMove(vp, start + QPoint(30, 60))
    assert scene.is_dragging()
    target = card_point(view, scene, 1, 1)
    QTest.mousePress(vp, left, none, target)
    QTest.mouseRelease(vp, left, none, target)
    qtbot.wait(50)
    assert moves == [] and not scene.is_dragging()
    qtbot.waitUntil(lambda: at_home(scene), timeout=2000)


def _hold_over_column_1(view: TableView, scene: TableScene) -> tuple[list[tuple[int, int, int]], QPoint]:
    """Shows ``move_position()`` and holds column 0's run with the mouse over column 1, which takes it; the moves
    the table asks for, and the point over column 1."""
    moves = _moves_asked(scene)
    vp = view.viewport()
    start, target = card_point(view, scene, 0, 2), card_point(view, scene, 1, 1)
    view.setFocus()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(30, 60))
    QTest.mouseMove(vp, target)
    assert scene.is_dragging()
    return moves, target


def _release(view: TableView, point: QPoint) -> None:
    vp = view.viewport()
    QTest.mouseMove(vp, point)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def test_esc_puts_back_the_cards_being_dragged(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    """Esc puts back the cards picked up with the keys; the cards held with the mouse stayed in the air, and the
    release over a column that takes them played the move all the same."""
    view, scene = table
    moves, target = _hold_over_column_1(view, scene)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert not scene.is_dragging()
    _release(view, target)
    qtbot.wait(50)
    assert moves == []
    qtbot.waitUntil(lambda: at_home(scene), timeout=2000)


def test_space_during_a_mouse_drag_picks_up_nothing(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    """Space or Enter with cards held by the mouse picked up the focused column from the keyboard as well: two
    pick-ups at once, the keyboard's left lit as "selected" after the mouse's move."""
    view, scene = table
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_3)  # the keyboard's focus on a column whose top card could be picked up
    moves, target = _hold_over_column_1(view, scene)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
        QTest.keyClick(view, key)
        assert scene.keys.pick is None
    assert not any(it.highlight == "selected" for col in scene.columns for it in col)
    _release(view, target)
    assert moves == [(0, len(scene.columns[0]) - 2, 1)]
    assert scene.keys.pick is None


def test_illegal_drop_emits_nothing_and_cards_return(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    view, scene = table
    rules = show(scene, move_position())
    assert 2 not in rules.targets(0, 3)
    moves: list[tuple[int, int, int]] = []
    scene.move_requested.connect(lambda s, n, d: moves.append((s, n, d)))
    vp = view.viewport()
    start, end = card_point(view, scene, 0, 2), card_point(view, scene, 2, 1)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, QPoint(start.x() + 20, start.y() + 20))
    QTest.mouseMove(vp, end)
    assert scene.is_dragging()
    lifted = scene.column_items(0)[2:]
    assert all(it.lifted for it in lifted)
    assert scene.column_glow(1) == "target" and scene.column_glow(2) is None
    assert (lifted[0].pos() - scene.table_layout.card_pos(0, 2)).manhattanLength() > 50
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert moves == []
    assert not scene.is_dragging()
    assert at_home(scene)
    assert not any(it.lifted for it in lifted)


def test_pressing_a_card_that_may_not_move_lifts_nothing(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    view, scene = table
    rules = show(scene, move_position())
    assert rules.movable(0) == 3  # the 2s under 9s 8s 7s may not move
    moves: list[tuple[int, int, int]] = []
    clicks: list[tuple[int, int]] = []
    scene.move_requested.connect(lambda s, n, d: moves.append((s, n, d)))
    scene.card_clicked.connect(lambda c, i: clicks.append((c, i)))
    vp = view.viewport()
    start, end = card_point(view, scene, 0, 1), card_point(view, scene, 4, 0)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, QPoint(start.x() + 30, start.y() + 30))
    QTest.mouseMove(vp, end)
    assert not scene.is_dragging()
    assert at_home(scene)
    assert not any(it.lifted for it in scene.card_items())
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert moves == [] and clicks == []


def test_click_emits_card_clicked_single_and_double(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    view, scene = table
    show(scene, move_position())
    clicks: list[tuple[int, int]] = []
    scene.card_clicked.connect(lambda c, i: clicks.append((c, i)))
    vp = view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, card_point(view, scene, 0, 3))
    assert clicks == [(0, 3)]
    scene.set_click_mode("double")
    point = card_point(view, scene, 5, 1)
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert clicks == [(0, 3)]
    QTest.mouseDClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert clicks == [(0, 3), (5, 1)]


def test_clicking_the_stock_emits_stock_clicked(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    view, scene = table
    game = Game.new("classic", 1, 7)
    show(scene, game)
    packet = scene.table_layout.stock_rects[-1]
    with qtbot.waitSignal(scene.stock_clicked, timeout=1000):
        QTest.mouseClick(
            view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            view.mapFromScene(packet.center()),
        )


def test_clicking_a_face_down_top_in_duel_emits_flip(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    view, scene = table
    game = build("duel", {0: "#Ks 9s", 1: "#Qs #5s"})
    rules = show(scene, game)
    assert rules.can_flip(1) and not rules.can_flip(0)
    flips: list[int] = []
    scene.flip_requested.connect(flips.append)
    vp = view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, card_point(view, scene, 1, 0))
    assert flips == []  # not the top card
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, card_point(view, scene, 1, 1))
    assert flips == [1]


def keyboard_ready(view: TableView, scene: TableScene) -> list[tuple[int, int, int]]:
    """``move_position`` on the table, the keyboard on the view; the moves the scene asks for, as they come."""
    show(scene, move_position())
    view.setFocus()
    moves: list[tuple[int, int, int]] = []
    scene.move_requested.connect(lambda s, n, d: moves.append((s, n, d)))
    return moves


def test_keyboard_put_down_moves_the_part_of_the_run_a_column_takes(
    qtbot: Any, table: tuple[TableView, TableScene]
) -> None:
    """Space picks up the whole run (9 8 7): put down on the 8 of column 5, the 7 goes there. It used to wiggle and
    stay: the run had to be shortened with the arrows first, which nothing said."""
    view, scene = table
    moves = keyboard_ready(view, scene)
    QTest.keyClick(view, Qt.Key.Key_1)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert scene.picked() == (0, 3)
    QTest.keyClick(view, Qt.Key.Key_5)  # column 5 tops with the 8 of spades
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert moves == [(0, 1, 4)] and scene.picked() is None


def test_keyboard_pick_up_and_put_down(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    view, scene = table
    moves = keyboard_ready(view, scene)
    QTest.keyClick(view, Qt.Key.Key_1)
    assert scene.focus_column() == 0
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert scene.picked() == (0, 3)
    assert all(it.highlight == "selected" for it in scene.column_items(0)[2:])
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert scene.picked() == (0, 2)
    QTest.keyClick(view, Qt.Key.Key_Up)
    QTest.keyClick(view, Qt.Key.Key_Up)
    assert scene.picked() == (0, 3)  # never more than the movable run
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Return)  # column 2 does not take it: nothing
    assert moves == [] and scene.picked() == (0, 3)
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert scene.focus_column() == 1
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert moves == [(0, 3, 1)]
    QTest.keyClick(view, Qt.Key.Key_0)
    assert scene.focus_column() == 9
    QTest.keyClick(view, Qt.Key.Key_5)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert scene.picked() == (4, 1)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert scene.picked() is None


def test_keyboard_flip_in_duel(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    view, scene = table
    show(scene, build("duel", {1: "#Qs #5s"}))
    flips: list[int] = []
    scene.flip_requested.connect(flips.append)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_2)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert flips == [1]


def test_tall_column_fan_compresses_and_stays_in_view() -> None:
    ups = " ".join(r + "s" for r in DESCENDING[:12]) + " " + " ".join(r + "s" for r in DESCENDING[:12])
    game = build("classic", {0: "#Ks #Qs #Js #Ts #9s #8s " + ups, 1: "5s"})
    snap = TableSnapshot.from_game(game)
    n = len(snap.columns[0])
    assert n == 30
    for w, h in ((800, 600), (1024, 700), (1920, 1080)):
        lay = compute_layout(w, h, 240, snap)
        bottom = lay.card_rect(0, n - 1).bottom()
        assert bottom <= h
        assert bottom > h * 0.8  # it uses the room it has
        assert lay.fans[0][1] < 0.27 * lay.card_height  # compressed
        assert lay.fans[1][1] == pytest.approx(0.27 * lay.card_height)  # a short column keeps its fan


@pytest.mark.parametrize(("w", "h"), [(800, 600), (1024, 700), (1920, 1080)])
def test_every_face_up_index_stays_visible(w: int, h: int) -> None:
    ups = " ".join(r + "s" for r in DESCENDING[:12])
    game = build("classic", {0: "#Ks #Qs #Js #Ts #9s " + ups + " 9s 8s", 2: "Ks"})
    for snap in (TableSnapshot.from_game(game), TableSnapshot.from_game(Game.new("classic", 2, 99))):
        lay = compute_layout(w, h, 240, snap)
        for c, col in enumerate(snap.columns):
            for i in range(len(col) - 1):
                if col[i].up:
                    strip = lay.card_pos(c, i + 1).y() - lay.card_pos(c, i).y()
                    assert strip >= READABLE_UP_FAN * lay.card_height - 1
            if col:
                assert lay.card_rect(c, len(col) - 1).bottom() <= h


@pytest.mark.parametrize(("w", "h"), [(1280, 800), (1920, 1080)])
def test_a_long_column_gets_smaller_cards_rather_than_unreadable_corners(w: int, h: int) -> None:
    """Cards were sized by the window alone: at 1280 x 800 a column of 5 face-down and 20 face-up cards left each
    face-up card 0.137 of a card height, the rank cut (Q read as O) and no suit. The cards shrink instead."""
    ups = " ".join(r + "s" for r in DESCENDING[:12]) + " " + " ".join(r + "s" for r in DESCENDING[:8])
    long_game = build("classic", {0: "#Ks #Qs #Js #Ts #9s " + ups})
    snap = TableSnapshot.from_game(long_game)
    assert len(snap.columns[0]) == 25
    lay = compute_layout(w, h, 240, snap)
    for i in range(5, 24):
        strip = lay.card_pos(0, i + 1).y() - lay.card_pos(0, i).y()
        assert strip >= READABLE_UP_FAN * lay.card_height - 1, i
    assert lay.card_rect(0, 24).bottom() <= h
    fresh = compute_layout(w, h, 240, TableSnapshot.from_game(Game.new("classic", 2, 99)))
    assert lay.card_width < fresh.card_width  # smaller only when a column needs it
    assert lay.card_width >= fresh.card_width * 0.5


def test_card_width_scales_with_the_viewport() -> None:
    snap = TableSnapshot.from_game(Game.new("classic", 1, 3))
    sizes = [(800, 600), (1024, 700), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160)]
    widths = [compute_layout(w, h, 200, snap).card_width for w, h in sizes]
    assert widths == sorted(widths) and len(set(widths)) == len(widths)
    assert widths[-1] / widths[0] == pytest.approx(3840 / 800, rel=0.05)
    for (w, h), cw in zip(sizes, widths, strict=True):
        lay = compute_layout(w, h, 200, snap)
        assert lay.column_x(9) + cw <= w and lay.column_x(0) >= 0
        assert lay.card_height == pytest.approx(cw * 1.4)
        assert lay.discard_rects[-1].right() <= w and lay.stock_area.left() >= lay.hud_rect.right()


def test_device_pixel_ratio_two_renders_sharp_images(table: tuple[TableView, TableScene]) -> None:
    view, scene = table
    show(scene, Game.new("classic", 4, 11))
    scene.set_viewport_size(1024, 700, 2.0, 0)
    cw = scene.table_layout.card_width
    for it in scene.card_items():
        pm = it.current_pixmap()
        assert pm.devicePixelRatio() == 2.0
        assert pm.width() == round(cw * 2)
    assert view.grab().width() > 0


def test_set_covered_hides_every_face(table: tuple[TableView, TableScene]) -> None:
    _view, scene = table
    show(scene, Game.new("duel", 2, 5))
    assert any(it.shows_face() for it in scene.card_items())
    scene.set_covered(True)
    assert not any(it.shows_face() for it in scene.card_items())
    images = {it.current_pixmap().cacheKey() for it in scene.card_items()}
    assert len(images) == 1  # every card painted with the one back image
    scene.set_covered(False)
    assert all(it.shows_face() == it.face_up for it in scene.card_items())


def test_run_removal_sends_cards_away_and_a_box_appears(table: tuple[TableView, TableScene]) -> None:
    _view, scene = table
    game = build("classic", {0: "#Qs " + " ".join(r + "s" for r in DESCENDING[:12]), 1: "As"}, foundations="ss")
    show(scene, game)
    run_ids = game.column_ids(0)[1:] + game.column_ids(1)
    assert scene.discard_suits_shown()[:3] == ["s", "s", None]
    scene.sync(TableSnapshot.from_game(game, "move", game.play(Move("move", 1, 1, 0))))
    ids = {it.card_id for it in scene.card_items()}
    assert not ids & set(run_ids)
    assert len(scene.column_items(0)) == 1 and scene.column_items(0)[0].shows_face()  # auto-turned
    assert scene.discard_suits_shown()[:3] == ["s", "s", "s"]
    # the items really left the scene, not only the columns
    assert sum(1 for _ in scene.items()) == len(ids) + 10 + 1 + 1 + 8


def flying(scene: TableScene, ids: set[int]) -> list[CardItem]:
    """The items of cards ``ids`` still in the scene (off the table's columns: flying)."""
    return [it for it in scene.items() if isinstance(it, CardItem) and it.card_id in ids]


@pytest.mark.animation
def test_animated_run_removal_finishes(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    _view, scene = table
    scene.set_animation_speed(2.0)
    game = build("classic", {0: "#Qs " + " ".join(r + "s" for r in DESCENDING[:12]), 1: "As"})
    show(scene, game)
    run_ids = set(game.column_ids(0)[1:] + game.column_ids(1))
    change = game.play(Move("move", 1, 1, 0))
    assert set(change.runs_removed[0].cards) == run_ids
    with qtbot.waitSignal(scene.animations_finished, timeout=5000):
        scene.sync(TableSnapshot.from_game(game, "move", change))
        assert scene.is_animating()
        assert len(flying(scene, run_ids)) == 13, "the run's cards fly to the discard pile"
        assert scene.discard_suits_shown()[0] is None  # filled when the run lands
    assert not scene.is_animating()
    assert flying(scene, run_ids) == []
    assert scene.discard_suits_shown()[0] == "s"
    assert at_home(scene)
    assert len(scene.card_items()) == 104 - 13 - 0 - len(game.stock_ids())
    assert scene.column_items(0)[0].shows_face()


@pytest.mark.animation
def test_undo_brings_a_run_back_from_its_discard_box(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    """The engine's Change says which run came back: its cards start in the box it had filled."""
    _view, scene = table
    game = build("classic", {0: "#Qs " + " ".join(r + "s" for r in DESCENDING[:12]), 1: "As"}, foundations="ss")
    show(scene, game)
    run_ids = set(game.column_ids(0)[1:] + game.column_ids(1))
    scene.sync(TableSnapshot.from_game(game, "move", game.play(Move("move", 1, 1, 0))))
    assert scene.discard_suits_shown()[:3] == ["s", "s", "s"]
    scene.set_animation_speed(2.0)
    change = game.undo()
    with qtbot.waitSignal(scene.animations_finished, timeout=5000):
        scene.sync(TableSnapshot.from_game(game, "undo", change))
        box = scene.table_layout.discard_rects[2]
        back = [it for it in scene.card_items() if it.card_id in run_ids]
        assert len(back) == 13
        assert all((it.pos() - box.topLeft()).manhattanLength() < 0.5 for it in back), "they leave the third box"
        assert all(abs(it.scale() - box.width() / scene.table_layout.card_width) < 1e-6 for it in back)
        assert scene.discard_suits_shown()[:3] == ["s", "s", None]
    assert at_home(scene)
    assert [it.card_id for it in scene.column_items(1)] == game.column_ids(1)
    assert not scene.column_items(0)[0].shows_face(), "the Queen turned face down again"


def deal_into_a_run() -> Game:
    """Five runs discarded, spades K..2 face up on column 0, and the stock's first card (dealt there) the Ace."""
    left = deck_counter(1)
    for _ in range(5):
        for r in RANKS:
            left[r + "s"] -= 1
    column = [r + "s" for r in DESCENDING[:12]]
    left.subtract([*column, "As"])
    rest = sorted(left.elements())
    tableau: list[list[dict[str, Any]]] = [[{"card": c, "up": True} for c in column]] + [[] for _ in range(9)]
    for k, card in enumerate(rest[9:]):
        tableau[1 + k % 9].append({"card": card, "up": False})
    for col in tableau[1:]:
        col[-1]["up"] = True
    state = {
        "rules": "classic", "suits": 1, "seed": 1, "tableau": tableau, "stock": ["As", *rest[:9]],
        "foundations": ["s"] * 5, "score": 500, "moves": 0, "over": False, "won": False,
    }  # fmt: skip
    return Game.from_state(state)


@pytest.mark.animation
def test_a_card_dealt_into_a_run_flies_with_it(qtbot: Any, table: tuple[TableView, TableScene]) -> None:
    """The Ace never rests on the table: it flies from the stock onto its column and on with the run."""
    _view, scene = table
    game = deal_into_a_run()
    show(scene, game)
    change = game.play(Move("deal"))
    (run,) = change.runs_removed
    ace = change.dealt[0]
    assert run.col == 0 and ace in run.cards
    scene.set_animation_speed(2.0)
    with qtbot.waitSignal(scene.animations_finished, timeout=5000):
        scene.sync(TableSnapshot.from_game(game, "deal", change))
        (ace_item,) = flying(scene, {ace})
        assert ace_item.text == "As" and ace_item.shows_face()
        assert ace_item.pos() == scene.table_layout.deal_origin().topLeft(), "it starts on the stock"
        assert len(flying(scene, set(run.cards))) == 13
    assert flying(scene, set(run.cards)) == []
    assert scene.discard_suits_shown()[:6] == ["s"] * 6
    assert scene.column_items(0) == []
    assert at_home(scene)


def test_hint_glows_until_cleared(table: tuple[TableView, TableScene]) -> None:
    _view, scene = table
    game = move_position()
    show(scene, game)
    scene.show_hint(0, 3, 1)
    assert [it.highlight for it in scene.column_items(0)[2:]] == ["hint"] * 3
    assert scene.column_glow(1) == "hint"
    scene.clear_hint()
    assert all(it.highlight is None for it in scene.card_items())
    scene.show_hint_deal()
    assert scene.hint_shown()
    scene.sync(TableSnapshot.from_game(game))
    assert not scene.hint_shown()


def test_a_hint_onto_an_empty_column_keeps_its_glow_when_the_window_is_resized(
    qtbot: Any, table: tuple[TableView, TableScene]
) -> None:
    """An empty column shows that it is the hint's target only by its glow: a resize (or any relayout) put it out,
    leaving the hinted cards pointing nowhere."""
    view, scene = table
    show(scene, move_position())  # columns 6 to 9 are empty
    scene.show_hint(0, 3, 6)
    assert scene.column_glow(6) == "hint"
    view.resize(view.width() + 120, view.height() + 80)
    qtbot.waitUntil(lambda: scene.table_layout.width == view.viewport().width())
    assert scene.column_glow(6) == "hint"
    assert [it.highlight for it in scene.column_items(0)[2:]] == ["hint"] * 3
    scene.clear_hint()
    assert scene.column_glow(6) is None


def test_deal_and_new_game_sync_reuse_ids(table: tuple[TableView, TableScene]) -> None:
    _view, scene = table
    game = Game.new("classic", 1, 21)
    show(scene, game, "new")
    before = {it.card_id: it for it in scene.card_items()}
    scene.sync(TableSnapshot.from_game(game, "deal", game.play(Move("deal"))))
    after = {it.card_id: it for it in scene.card_items()}
    assert len(after) == 64 and all(after[cid] is it for cid, it in before.items())
    assert scene.stock_packets_shown() == 4
    assert all(col[-1].shows_face() for col in (scene.column_items(c) for c in range(10)))


def test_a_reused_card_shows_its_new_face_after_the_suit_count_changes(table: tuple[TableView, TableScene]) -> None:
    """Physical ids are kept across games; id 13 is a heart with 2 suits and a spade with 1."""
    view, scene = table
    two = Game.new("classic", 2, 5)
    scene.sync(TableSnapshot.from_game(two, "load"), animate=False)
    view.grab()  # painted once: every card's look is cached now
    one = Game.new("classic", 1, 5)  # the same seed: the same ids in the same places
    scene.sync(TableSnapshot.from_game(one, "load"), animate=False)
    hearts = [
        cid
        for col in range(10)
        for cid in one.column_ids(col)[one.face_down(col) :]
        if two.card_text(cid).endswith("h")
    ]
    assert hearts, "seed 5 puts a face-up heart (2 suits) on the table"
    image = view.grab().toImage()
    for cid in hearts:
        item = next(i for i in scene.card_items() if i.card_id == cid)
        assert item.text == one.card_text(cid) and item.text.endswith("s")
        corner = view.mapFromScene(item.mapToScene(item.boundingRect().topLeft()))
        w = int(item.boundingRect().width())
        red = 0
        for x in range(corner.x() + 2, corner.x() + w // 4):
            for y in range(corner.y() + 2, corner.y() + w // 3):
                c = image.pixelColor(x, y)
                red += c.red() > 150 and c.green() < 90 and c.blue() < 90
        assert red == 0, f"card {cid} still shows a red index after becoming {item.text}"
