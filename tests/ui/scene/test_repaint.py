"""What the table paints again, and when card images are rendered: the reasons the deal keeps its frame budget.

benchmarks/ui_speed.py measures the frame times; these tests pin the behaviour behind them, so that a
change which makes every sync repaint the whole table, or renders card images in the middle of an
animation, fails here rather than only showing as slower figures.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPaintEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game, Move
from spider_qt.ui.art.card_art import CardArt
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.model import TableSnapshot
from spider_qt.ui.scene.card_item import CardItem
from spider_qt.ui.scene.table_items import TrayItem
from spider_qt.ui.scene.table_scene import TableScene
from spider_qt.ui.window.table_view import TableView


@pytest.fixture
def big_table(make_table: Any) -> tuple[TableView, TableScene]:
    return make_table(1920, 1080)  # type: ignore[no-any-return]


@pytest.fixture
def card_paints(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The text of every card whose paint() runs (a card painted from its cached look does not run it)."""
    painted: list[str] = []
    original = CardItem.paint

    def counting(self: CardItem, painter: Any, option: Any, widget: Any = None) -> None:
        painted.append(self.text)
        original(self, painter, option, widget)

    monkeypatch.setattr(CardItem, "paint", counting)
    yield painted


@pytest.fixture
def painted_regions(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[QRect]]:
    """The bounding rectangle of every repaint of a TableView's viewport."""
    regions: list[QRect] = []
    original = TableView.paintEvent

    def recording(self: TableView, event: QPaintEvent) -> None:
        regions.append(event.region().boundingRect())
        original(self, event)

    monkeypatch.setattr(TableView, "paintEvent", recording)
    yield regions


def every_packet_dealt() -> Game:
    game = Game.new("classic", 4, 31)
    while game.deal_allowed():
        game.play(Move("deal"))
    return game


def test_a_full_table_at_1080p_repaints_from_cached_card_looks_while_anything_moves(
    big_table: tuple[TableView, TableScene], card_paints: list[str]
) -> None:
    """All 104 cards on a 1920x1080 table fit Qt's pixmap cache: while anything moves (an animation or a drag
    caches every card's look), a second repaint paints no card again."""
    view, scene = big_table
    game = every_packet_dealt()
    scene.sync(TableSnapshot.from_game(game, "load"), animate=False)
    assert len(scene.card_items()) == 104
    scene.animator.begin()  # as every animation does first
    assert all(it.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache for it in scene.card_items())
    view.grab()
    assert len(card_paints) >= 104
    card_paints.clear()
    view.grab()
    view.grab()
    assert card_paints == []
    assert not scene.animator.start(lambda: None)  # an empty group: over at once


def test_cards_at_rest_keep_no_cached_look_and_render_no_image_again(
    qtbot: Any, big_table: tuple[TableView, TableScene], card_paints: list[str]
) -> None:
    """Each card's cached look stayed in Qt's pixmap cache for as long as it lay on the table: some 5 MiB of the
    newcomer's start (the first deal's 54 cards at 1280x800). Once the table settles the cards at rest let go of
    it and are painted from their images, which are not rendered again; a glowing card keeps its look."""
    view, scene = big_table
    scene.set_animation_speed(4.0)
    game = Game.new("classic", 1, 5)
    scene.sync(TableSnapshot.from_game(game, "load"), animate=False)
    view.grab()
    move = next(m for m in game.legal_moves() if m.kind == "move")
    game.play(move)
    finished: list[bool] = []
    scene.animations_finished.connect(lambda: finished.append(True))
    scene.sync(TableSnapshot.from_game(game, "move"), animate=True)
    assert scene.is_animating()
    assert all(it.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache for it in scene.card_items())
    qtbot.waitUntil(lambda: bool(finished), timeout=10_000)
    assert all(it.cacheMode() == QGraphicsItem.CacheMode.NoCache for it in scene.card_items())
    rendered = scene.images.art.cache_size
    card_paints.clear()
    view.grab()
    assert len(card_paints) == len(scene.card_items())  # painted from their images...
    assert scene.images.art.cache_size == rendered  # ...which are not rendered again
    glowing = scene.card_items()[-1]
    glowing.set_highlight("hint")
    assert glowing.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache


def test_a_move_repaints_only_around_the_columns_it_touches(
    qtbot: Any, big_table: tuple[TableView, TableScene], painted_regions: list[QRect]
) -> None:
    view, scene = big_table
    game, move = next(
        (g, m)
        for g in (Game.new("classic", 1, seed) for seed in range(1, 200))
        for m in g.legal_moves()
        if m.kind == "move" and abs(m.src - m.dst) <= 3
    )
    scene.sync(TableSnapshot.from_game(game, "load"), animate=False)
    view.grab()
    qtbot.wait(50)
    game.play(move)
    painted_regions.clear()
    scene.sync(TableSnapshot.from_game(game, "move"), animate=False)
    qtbot.waitUntil(lambda: bool(painted_regions), timeout=2000)
    qtbot.wait(50)
    lay = scene.table_layout
    touched = lay.column_rect(min(move.src, move.dst)).united(lay.column_rect(max(move.src, move.dst)))
    far = [c for c in range(10) if not lay.column_rect(c).intersects(touched.adjusted(-30, 0, 30, 0))]
    assert far, "the move leaves some columns far away"
    for region in painted_regions:
        for c in far:
            assert not view.mapFromScene(lay.column_rect(c)).boundingRect().intersects(region), (
                f"column {c} was painted again by a move from {move.src} to {move.dst} (region {region})"
            )


class RecordingArt(CardArt):
    """Card art that notes every face it renders, and whether that card already showed its face then."""

    def __init__(self) -> None:
        super().__init__()
        self.rendered: list[str] = []
        self.scene: TableScene | None = None
        self.shown_before: list[str] = []

    def card_image(self, text: str, width: int, dpr: float = 1.0) -> QImage:
        self.rendered.append(text)
        if self.scene is not None and any(it.text == text and it.shows_face() for it in self.scene.card_items()):
            self.shown_before.append(text)
        return super().card_image(text, width, dpr)


def test_the_deal_renders_its_images_before_it_needs_them(qtbot: Any, make_table: Any) -> None:
    """The back is ready for the deal's first frame; the faces are rendered before any of them turns over.

    The deal runs at a tenth of its speed, so the first card turns over seconds after the deal starts,
    long after the faces (ten renders a frame apart) are ready: the order is checked, not the time.
    """
    art = RecordingArt()
    _view, scene = make_table(1920, 1080, art)
    art.scene = scene
    scene.set_animation_speed(0.1)
    game = Game.new("classic", 4, 8)
    scene.sync(TableSnapshot.from_game(game, "new"))
    assert scene.is_animating()
    assert scene.image_ready(None), "the back is rendered before the first frame"
    faces = {cv.text for col in TableSnapshot.from_game(game, "new").columns for cv in col if cv.up}
    qtbot.waitUntil(lambda: all(scene.image_ready(t) for t in faces), timeout=10000)
    assert art.shown_before == [], "a face was rendered only once its card turned over"
    assert not any(it.shows_face() for it in scene.card_items()), "the faces were ready before the cards turned over"
    assert sorted(art.rendered) == sorted(faces), "each face is rendered once"
    scene.finish_animations()
    assert all(it.shows_face() == it.face_up for it in scene.card_items())
    assert sorted(art.rendered) == sorted(faces), "the settled table renders no face again"


def test_four_colours_reach_the_cards_on_the_table(window: MainWindow, qtbot: Any) -> None:
    """The cards keep their painted look as pixmaps: toggling the four-colour deck must paint them again."""
    window.start_game(NewGameOptions(rules="classic", suits=4, seed=11))
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=5000)
    diamonds = [
        it for it in window.scene.card_items() if it.face_up and it.text.endswith("d") and it.text[0] not in "JQK"
    ]
    assert diamonds, "deal 11 shows a face-up diamond"
    card = diamonds[0]

    def blue_pixels() -> int:
        image = window.view.grab().toImage()
        top_left = window.view.mapFromScene(card.mapToScene(0, 0))
        w = int(card.size()[0])
        count = 0
        for x in range(top_left.x() + 2, top_left.x() + w // 4):
            for y in range(top_left.y() + 2, top_left.y() + w // 3):
                c = QColor(image.pixelColor(x, y))
                count += c.blue() > 150 and c.red() < 90
        return count

    assert blue_pixels() == 0
    window.act_four_color.setChecked(True)
    assert blue_pixels() > 10
    window.act_four_color.setChecked(False)
    assert blue_pixels() == 0


def test_a_wider_hud_keeps_the_deal_going_and_a_resize_settles_it(
    qtbot: Any, big_table: tuple[TableView, TableScene]
) -> None:
    """Only the top row moves when the HUD's texts change: running animations go on. A real resize settles them."""
    _view, scene = big_table
    scene.set_animation_speed(1.0)
    game = Game.new("classic", 2, 4)
    scene.sync(TableSnapshot.from_game(game, "new"))
    assert scene.is_animating()
    stock_before = scene.table_layout.stock_area
    lay = scene.table_layout
    scene.set_viewport_size(lay.width, lay.height, scene.device_pixel_ratio(), lay.hud_rect.width() + 60)
    assert scene.is_animating()
    assert scene.table_layout.stock_area.left() > stock_before.left()
    scene.set_viewport_size(lay.width - 300, lay.height, scene.device_pixel_ratio(), lay.hud_rect.width() + 60)
    assert not scene.is_animating()
    new = scene.table_layout
    assert all(
        (it.pos() - new.card_pos(c, i)).manhattanLength() < 0.5
        for c in range(10)
        for i, it in enumerate(scene.column_items(c))
    )


def test_a_resize_shows_the_old_images_first_and_renders_each_face_again_once(qtbot: Any, make_table: Any) -> None:
    """The frames of a resize (a maximise, a window dragged bigger) render no card image: the cards show their
    images of the old size, and each face on the table is rendered at the new size once, between frames."""
    art = RecordingArt()
    view, scene = make_table(1280, 800, art)
    game = every_packet_dealt()
    scene.sync(TableSnapshot.from_game(game, "load"), animate=False)
    view.grab()
    faces = sorted({it.text for it in scene.card_items() if it.face_up})
    qtbot.waitUntil(lambda: all(scene.image_ready(t) for t in faces), timeout=10000)
    for size in ((1400, 880), (1600, 1000), (1920, 1080)):
        art.rendered.clear()
        view.resize(*size)
        qtbot.waitUntil(lambda size=size: scene.table_layout.width == size[0], timeout=2000)
        view.grab()
        assert art.rendered == [], f"card images rendered for the first frame at {size}"
    width = scene.table_layout.card_width
    assert all(abs(it.current_pixmap().deviceIndependentSize().width() - width) > 1 for it in scene.card_items())
    qtbot.waitUntil(lambda: all(scene.image_ready(t) for t in [None, *faces]), timeout=10000)
    assert sorted(art.rendered) == faces, "each face is rendered once at the new size"
    assert all(abs(it.current_pixmap().deviceIndependentSize().width() - width) <= 1 for it in scene.card_items())
    # The cards painted with the old images are painted again with the new ones.
    painted: list[str] = []
    original = CardItem.paint

    def counting(self: CardItem, painter: Any, option: Any, widget: Any = None) -> None:
        painted.append(self.text)
        original(self, painter, option, widget)

    CardItem.paint = counting  # type: ignore[method-assign]
    try:
        view.grab()
    finally:
        CardItem.paint = original  # type: ignore[method-assign]
    assert painted == [], "every card was painted again with its new image when it was rendered"


class DragAnyRules:
    """Every card may be picked up, and goes nowhere (no column glows as the cards pass over it)."""

    def movable(self, col: int) -> int:
        return 13

    def targets(self, col: int, count: int) -> list[int]:
        return []

    def can_flip(self, col: int) -> bool:
        return False


def test_dragged_cards_keep_their_painted_look_wherever_the_mouse_takes_them(
    qtbot: Any, big_table: tuple[TableView, TableScene], card_paints: list[str]
) -> None:
    """A drag moves the cards' cached looks: no card is painted again as they follow the mouse, whatever
    fraction of a pixel the cards end up at."""
    view, scene = big_table
    scene.set_rules(DragAnyRules())  # type: ignore[arg-type]
    scene.sync(TableSnapshot.from_game(every_packet_dealt(), "load"), animate=False)
    view.grab()
    col = max(range(10), key=lambda c: len(scene.columns[c]))
    index = len(scene.columns[col]) - 10
    press = scene.columns[col][index].pos() + QPointF(20.3, 8.6)
    scene.drag._start(col, index, press)
    view.grab()  # the lifted cards are painted once, with their shadow
    card_paints.clear()
    for step in range(1, 25):
        event = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMouseMove)
        event.setScenePos(press + QPointF(step * 23.37, step * 5.41))
        event.setButtons(Qt.MouseButton.LeftButton)
        scene.drag.move(event)
        view.grab()
    assert card_paints == [], f"cards painted again while dragged: {len(card_paints)} paints in 24 steps"


def on_screen(view: TableView) -> QImage:
    """What the window system holds of the view: its backing store, painted part by part as updates come.
    A grab of the view paints it whole again, and so never shows a part an update missed."""
    window = view.window()
    shot = window.screen().grabWindow(window.winId()).toImage()
    corner = view.viewport().mapTo(window, QPoint(0, 0))
    return shot.copy(QRect(corner, view.viewport().size())).convertToFormat(QImage.Format.Format_RGB32)


def stale_pixels(view: TableView, area: QRect) -> int:
    """How many pixels of ``area`` on screen differ from a fresh render of the view (a rounding step is no
    difference: a felt painted in parts may differ by one from a felt painted whole)."""
    shown = on_screen(view)
    fresh = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert shown.size() == fresh.size(), "the view is on screen"
    area = area.intersected(shown.rect())
    if shown.copy(area) == fresh.copy(area):
        return 0
    count = 0
    for y in range(area.top(), area.bottom() + 1):
        for x in range(area.left(), area.right() + 1):
            a, b = QColor(shown.pixel(x, y)), QColor(fresh.pixel(x, y))
            count += max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) > 3
    return count


def _move_the_stock(scene: TableScene) -> QGraphicsItem:
    lay = scene.table_layout  # as a language with longer button texts does: the HUD widens, the stock moves right
    scene.set_viewport_size(lay.width, lay.height, scene.device_pixel_ratio(), lay.hud_rect.width() + 90)
    return scene.stock


def _move_a_column_place(scene: TableScene) -> QGraphicsItem:
    mark = scene.column_marks[0]
    lay = scene.table_layout
    down = lay.card_height * 1.5
    slot = lay.card_rect(0, 0).translated(0, down)
    mark.set_geometry(lay.column_rect(0).translated(0, down), slot, slot)
    return mark


def _move_a_discard_box(scene: TableScene) -> QGraphicsItem:
    box = scene.boxes[-1]
    rect = scene.table_layout.discard_rects[-1]
    box.set_rect(rect.translated(0, rect.height() * 1.5))
    return box


def _move_the_tray(scene: TableScene) -> QGraphicsItem:
    tray = next(it for it in scene.items() if isinstance(it, TrayItem))
    rect = tray.sceneBoundingRect()
    tray.set_rect(rect.translated(0, rect.height() * 1.5))
    return tray


@pytest.mark.parametrize(
    "move", [_move_the_stock, _move_a_column_place, _move_a_discard_box, _move_the_tray], ids=lambda f: f.__name__[6:]
)
def test_a_moved_table_piece_leaves_no_copy_behind_on_screen(
    qtbot: Any, make_table: Any, move: Callable[[TableScene], QGraphicsItem]
) -> None:
    """Qt finds the area a moved item leaves from where the view last painted it. On a real screen another part
    of the view is often painted between the move and Qt's processing of it (a language switch: the HUD, with
    its new texts, before the stock it pushed aside), which records the item's new area as where it was painted:
    the old area kept a copy of the stock. Each piece asks for its old area to be painted again as it moves."""
    view, scene = make_table(1280, 800)  # an empty table: every column shows its place, the stock its outline
    qtbot.waitUntil(lambda: on_screen(view).size() == view.viewport().size(), timeout=3000)
    places = {id(it): view.mapFromScene(it.sceneBoundingRect()).boundingRect() for it in scene.items()}
    assert all(stale_pixels(view, place) == 0 for place in places.values())
    item = move(scene)
    old, new = places[id(item)], view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    assert not new.contains(old), "the piece moved"
    view.viewport().repaint(QRect(0, 0, 4, 4))  # another part of the view is painted first
    try:
        qtbot.waitUntil(lambda: stale_pixels(view, old) == 0, timeout=1500)
    except qtbot.TimeoutError:
        pytest.fail(f"{stale_pixels(view, old)} pixels of the piece's old place are still on screen")


def test_cards_pushed_down_by_a_taller_hud_leave_no_copy_behind_on_screen(qtbot: Any, make_table: Any) -> None:
    """A narrow window in a language with longer texts puts the HUD's buttons in a second row: the top row grows
    and every column moves down (at 800x600, English to German left the old top edges of the cards on screen).
    The column places span their columns: moved, they have the cards' old places painted again too."""
    view, scene = make_table(1280, 800)
    scene.sync(TableSnapshot.from_game(Game.new("classic", 1, 3), "load"), animate=False)
    qtbot.waitUntil(lambda: on_screen(view).size() == view.viewport().size(), timeout=3000)
    tops = [view.mapFromScene(col[0].sceneBoundingRect()).boundingRect() for col in scene.columns]
    qtbot.waitUntil(lambda: all(stale_pixels(view, top) == 0 for top in tops), timeout=3000)
    lay = scene.table_layout
    scene.set_viewport_size(
        lay.width, lay.height, scene.device_pixel_ratio(), lay.hud_rect.width(), lay.mini_size[1] + 40
    )
    assert scene.table_layout.columns_top > lay.columns_top + 20, "the columns moved down"
    view.viewport().repaint(QRect(0, 0, 4, 4))  # another part of the view is painted first
    try:
        qtbot.waitUntil(lambda: all(stale_pixels(view, top) == 0 for top in tops), timeout=1500)
    except qtbot.TimeoutError:
        stale = sum(stale_pixels(view, top) for top in tops)
        pytest.fail(f"{stale} pixels of the cards' old places are still on screen")
