"""The card table: draws TableSnapshot values, animates their differences, turns input into requests.

The scene never decides rules. It shows what the controller hands it, asks a
``TableRules`` object what may be picked up and where it may go, and emits
signals; the controller plays the move and calls :meth:`TableScene.sync` again.

The parts: ``table_items`` (the fixed pieces), ``card_images`` (pixmaps at the current size),
``animator`` and ``choreography`` (what moves how), ``input`` (mouse and keyboard). The parts see the scene
through the Protocols of ``table_port`` (what each needs of it), so none of them imports this module.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from spider_qt.ui.art.card_art import CardArt
from spider_qt.ui.model import CardView, TableRules, TableSnapshot
from spider_qt.ui.scene.animator import Animator
from spider_qt.ui.scene.card_images import CardImages
from spider_qt.ui.scene.card_item import CardItem, HighlightKind
from spider_qt.ui.scene.input import DragHandler, KeyboardPicker
from spider_qt.ui.scene.layout import COLUMNS, DISCARD_BOXES, TableLayout, compute_layout
from spider_qt.ui.scene.table_items import ColumnItem, DiscardBox, StockItem, TrayItem
from spider_qt.ui.scene.table_port import ClickMode


class TableScene(QGraphicsScene):
    """The table: card items kept by id, animated to the snapshot the controller hands over."""

    move_requested = Signal(int, int, int)
    card_clicked = Signal(int, int)
    flip_requested = Signal(int)
    stock_clicked = Signal()
    animations_finished = Signal()

    def __init__(self, art: CardArt, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rules: TableRules | None = None
        self._snapshot = TableSnapshot.empty()
        self._width = 1024.0
        self._height = 700.0
        self._dpr = 1.0
        self._hud_width = 0.0
        self._hud_height = 0.0
        self.speed = 1.0
        self.click_mode: ClickMode = "single"
        self.covered = False
        self._layout = compute_layout(self._width, self._height, 0.0, self._snapshot)
        # The parts below share this state: card items by id, where each is, the columns bottom card first.
        self.cards: dict[int, CardItem] = {}
        self.where: dict[int, tuple[int, int]] = {}
        self.columns: list[list[CardItem]] = [[] for _ in range(COLUMNS)]
        self.hint_cards: list[CardItem] = []
        self._hint_col = -1
        self._celebrate_next = False  # a win celebration waits for the running animation
        self.images = CardImages(art, lambda: self._layout, self)
        self.images.rendered.connect(self._on_image_rendered)
        self.animator = Animator(self)
        self.animator.finished.connect(self._on_animator_finished)
        self.drag = DragHandler(self)
        self.keys = KeyboardPicker(self)

        self.setSceneRect(0, 0, self._width, self._height)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.column_marks = [ColumnItem() for _ in range(COLUMNS)]
        for ci in self.column_marks:
            self.addItem(ci)
        self.stock = StockItem(self.images.stock_back)
        self.addItem(self.stock)
        self._tray = TrayItem()
        self.addItem(self._tray)
        self.boxes = [DiscardBox(lambda: self.images.art) for _ in range(DISCARD_BOXES)]
        for b in self.boxes:
            self.addItem(b)
        self._place_static()

    # ================================================================== configuration

    def set_rules(self, rules: TableRules) -> None:
        """The object answering what may be picked up and where it may go."""
        self.rules = rules

    def set_animation_speed(self, factor: float) -> None:
        """1.0 normal, 0.5 slow, 2.0 fast, 0 off."""
        self.speed = max(0.0, float(factor))

    def animation_speed(self) -> float:
        return self.speed

    def set_click_mode(self, mode: str) -> None:
        """``"single"`` or ``"double"``: which click asks the controller for a click-to-move; ``"off"``: none (cards
        move by dragging, and with the keys)."""
        self.click_mode = "double" if mode == "double" else "off" if mode == "off" else "single"

    def set_art(self, art: CardArt) -> None:
        """New card art (e.g. four colours toggled): every image is rendered again."""
        self.images.set_art(art)
        self._clear_pixmaps()
        self._repaint_cached()

    def _repaint_cached(self) -> None:
        """Items keep their painted look as pixmaps: paint every one of them again."""
        for it in self.items():
            it.update()

    def set_viewport_size(
        self, width: float, height: float, dpr: float, hud_width: float, hud_height: float = 0.0
    ) -> None:
        """The view's size in device-independent pixels (and its device pixel ratio); lays the table out again."""
        new = (
            max(1.0, float(width)),
            max(1.0, float(height)),
            float(dpr) if dpr > 0 else 1.0,
            max(0.0, float(hud_width)),
            max(0.0, float(hud_height)),
        )
        if new == (self._width, self._height, self._dpr, self._hud_width, self._hud_height):
            return  # e.g. the HUD's clock text changed but not its size: keep running animations going
        self._width, self._height, self._dpr, self._hud_width, self._hud_height = new
        self.images.set_device_pixel_ratio(self._dpr)
        self.setSceneRect(0, 0, self._width, self._height)
        self.relayout()

    @property
    def table_layout(self) -> TableLayout:
        """The current geometry."""
        return self._layout

    def layout_for(self, snapshot: TableSnapshot) -> TableLayout:
        """The geometry ``snapshot`` would have at the current size."""
        return compute_layout(self._width, self._height, self._hud_width, snapshot, self._hud_height)

    @property
    def snapshot(self) -> TableSnapshot:
        """What the table shows (after running animations end)."""
        return self._snapshot

    def device_pixel_ratio(self) -> float:
        return self._dpr

    def card_items(self) -> list[CardItem]:
        """The items of the tableau cards, column by column, bottom card first."""
        return [it for col in self.columns for it in col]

    def item_at(self, col: int, index: int) -> CardItem:
        return self.columns[col][index]

    def column_items(self, col: int) -> list[CardItem]:
        return list(self.columns[col])

    def stock_packets_shown(self) -> int:
        return self.stock.count

    def discard_suits_shown(self) -> list[str | None]:
        return [b.suit for b in self.boxes]

    def focus_column(self) -> int:
        return self.keys.focus_col

    def column_glow(self, col: int) -> HighlightKind | None:
        return self.column_marks[col].glow

    def is_animating(self) -> bool:
        """Whether any animation is running."""
        return self.animator.running()

    def image_ready(self, text: str | None) -> bool:
        """Whether the image of card ``text`` (``None``: the back, big and small) is rendered at this size."""
        return self.images.is_ready(text)

    def _clear_pixmaps(self, keep_old: bool = False) -> None:
        # Mid-game (after a resize, say): the backs are needed by the next deal's first frame, and
        # rendering them costs more than a frame. An empty table (start-up) renders them when it deals.
        # After a resize (``keep_old``) the cards show their images of the old size until these are rendered.
        again = [None, *(it.text for it in self.card_items() if it.face_up)] if self.cards else []
        self.images.clear(again, keep_old)

    def _on_image_rendered(self, text: str | None, small: bool) -> None:
        """The image of ``text`` (``None``: the back; ``small``: the stock's) is rendered at this size: what
        shows the old one is painted again."""
        if small:
            self.stock.update()
            return
        for it in list(self.cards.values()) + self.animator.extra_items:
            if (it.shows_face() and it.text == text) or (text is None and not it.shows_face()):
                it.update()

    # ================================================================== layout

    def relayout(self) -> None:
        """Lay out again at the current size, re-render images crisp, place everything without animation.

        When only the top row moves (the HUD's text got wider, e.g. Done turning into Leave as a game is
        won) and every card keeps its place and size, running animations go on.
        """
        new = self.layout_for(self._snapshot)
        if self.animator.running() and self._same_card_places(new):
            self._layout = new
            self._place_static_geometry_only()
            return
        was = self._stop_animations()
        self.drag.cancel(animate=False)
        self._layout = new
        self._clear_pixmaps(keep_old=True)
        self.images.size_item_cache()
        for it in self.cards.values():
            it.set_size(self._layout.card_width, self._layout.card_height)
        self._repaint_cached()
        self._place_static()
        self.place_cards()
        self.keys.refresh()
        if was:
            self.animations_finished.emit()

    def _same_card_places(self, new: TableLayout) -> bool:
        old = self._layout
        return (
            new.card_width == old.card_width
            and new.left == old.left
            and new.columns_top == old.columns_top
            and new.fans == old.fans
            and new.downs == old.downs
            and new.discard_rects == old.discard_rects
            and self.images.all_at_ratio(self._dpr)
        )

    def show_discard_suits(self) -> None:
        """Each discard box shows the suit of its run in the snapshot (or nothing)."""
        found = self._snapshot.foundations
        for i, b in enumerate(self.boxes):
            b.set_suit(found[i] if i < len(found) else None)

    def _place_static(self) -> None:
        self._place_static_geometry_only()
        self.stock.set_count(self._snapshot.stock_packets)
        self.show_discard_suits()

    def _place_static_geometry_only(self) -> None:
        lay = self._layout
        for c, ci in enumerate(self.column_marks):
            n = len(self._snapshot.columns[c])
            slot = lay.card_rect(c, 0)
            extent = QRectF(slot)
            if n:
                extent.setBottom(lay.card_rect(c, n - 1).bottom())
            ci.set_geometry(lay.column_rect(c), slot, extent)
            ci.set_empty(n == 0)
            ci.set_glow(self._glow_of(c))
        self.stock.set_geometry(lay)
        for i, b in enumerate(self.boxes):
            b.set_rect(lay.discard_rects[i])
        pad = lay.gap * 0.6
        first, last = lay.discard_rects[0], lay.discard_rects[-1]
        self._tray.set_rect(QRectF(first.topLeft(), last.bottomRight()).adjusted(-pad, -pad, pad, pad))

    def _glow_of(self, col: int) -> HighlightKind | None:
        """The glow column ``col`` has now: a target of the cards dragged, the target of the hint shown, or none."""
        if self.drag.active() and col in self.drag.targets:
            return "target"
        return "hint" if col == self._hint_col else None

    def place_cards(self) -> None:
        """Every card item exactly at its place, face and z, without animation."""
        lay = self._layout
        for c, col in enumerate(self.columns):
            for i, it in enumerate(col):
                it.setPos(lay.card_pos(c, i))
                it.setZValue(i + 1)
                it.set_face_up(it.face_up)
                # Qt repaints on setScale/setRotation even when nothing changes: only reset what differs.
                if it.scale() != 1.0:
                    it.setScale(1.0)
                it.setOpacity(1.0)
                if it.rotation() != 0.0:
                    it.setRotation(0.0)
                it.set_lifted(False)
                it.show()

    # ================================================================== sync

    def sync(self, snapshot: TableSnapshot, animate: bool = True) -> None:
        """Show ``snapshot``, animating what its ``change`` did (the difference from what is shown now)."""
        self._stop_animations()
        self.drag.pending_drop = None
        self.drag.end()
        if snapshot.action in ("new", "load"):
            self.keys.reset()  # another deal, or another player's game: no trace of where the last one's keys were
        else:
            self.keys.pick = None
        self._clear_hint_marks()
        for it in self.cards.values():
            it.set_highlight(None)
            it.set_lifted(False)
        old = self._snapshot
        self._snapshot = snapshot
        lay = self.layout_for(snapshot)
        resized = lay.card_width != self._layout.card_width
        self._layout = lay
        instant = not animate or self.speed <= 0 or snapshot.action in ("load", "finish")

        new_ids = {cv.id: (c, i, cv) for c, col in enumerate(snapshot.columns) for i, cv in enumerate(col)}
        if snapshot.action == "new" and not instant:
            for it in self.cards.values():
                self.removeItem(it)
            self.cards.clear()
        old_where = dict(self.where)
        gone = [cid for cid in self.cards if cid not in new_ids]
        created = [cid for cid in new_ids if cid not in self.cards]
        for _c, _i, cv in new_ids.values():
            self._card_item(cv, lay)
        self.columns = [[self.cards[cv.id] for cv in col] for col in snapshot.columns]
        self.where = {cid: (c, i) for cid, (c, i, _cv) in new_ids.items()}
        if resized:
            # A long column takes smaller cards (and gives them back when it goes): every card takes the new size, as
            # after a window resize. Only the cards new on the table had it; the others overlapped at the new places.
            self._clear_pixmaps(keep_old=True)
            self.images.size_item_cache()
            for it in self.cards.values():
                it.set_size(lay.card_width, lay.card_height)
            self._repaint_cached()
        self._place_static_geometry_only()

        if instant:
            for cid in gone:
                self.removeItem(self.cards.pop(cid))
            for cid, (_c, _i, cv) in new_ids.items():
                self.cards[cid].face_up = cv.up
            self._settle()
            self.animations_finished.emit()
            return

        # Images: the back shows in the first frame (render it now); faces only once cards turn over, so they
        # are rendered between frames, the earliest needed first.
        self.images.ensure([None])
        self.images.queue(
            [cv.text for _c, _i, cv in sorted(new_ids.values(), key=lambda e: (e[1], e[0])) if cv.up], front=True
        )
        self.stock.set_count(snapshot.stock_packets)
        from spider_qt.ui.scene import choreography  # here: the empty table's first frame moves nothing

        choreography.animate_sync(self, choreography.SyncDiff(old, snapshot, new_ids, old_where, created, gone))
        if not self.animator.start(self._settle):
            self.animations_finished.emit()

    def _card_item(self, cv: CardView, lay: TableLayout) -> CardItem:
        """The item of card ``cv`` showing its text (made and added when it is new)."""
        it = self.cards.get(cv.id)
        if it is None:
            it = CardItem(cv.id, cv.text, cv.up, self.images.pixmap, lay.card_width, lay.card_height)
            it.set_covered(self.covered)
            self.cards[cv.id] = it
            self.addItem(it)
        else:
            it.set_text(cv.text)
        return it

    # ================================================================== animations

    def _settle(self) -> None:
        """After the animations: every item exactly at its place, face and z; the cards at rest let go of their
        painted looks (``CardItem.set_cached``)."""
        self._place_static()
        self.place_cards()
        self.keys.refresh()
        for it in self.cards.values():
            if not it.lifted and it.highlight is None:
                it.set_cached(False)

    def _on_animator_finished(self) -> None:
        if self._celebrate_next:
            self._celebrate_next = False
            self._start_celebration()  # says animations_finished when it ends
            return
        self.animations_finished.emit()

    def _stop_animations(self) -> bool:
        """Stop what runs; items keep their current positions, every other transient state is settled."""
        self._celebrate_next = False
        if not self.animator.stop():
            return False
        for it in self.cards.values():
            it.set_face_up(it.face_up)
            if it.scale() != 1.0:
                it.setScale(1.0)
            if it.opacity() != 1.0:
                it.setOpacity(1.0)
            if it.rotation() != 0.0:
                it.setRotation(0.0)
        for b in self.boxes:
            if b.scale() != 1.0:
                b.setScale(1.0)
        return True

    def finish_animations(self) -> None:
        """Jump every running animation to its end (and say so)."""
        if not self._stop_animations():
            return
        self._settle()
        self.animations_finished.emit()

    def go_home(self) -> None:
        """Glide every card that is off its place back to it (an illegal drop)."""
        self._stop_animations()
        from spider_qt.ui.scene import choreography

        if choreography.animate_home(self):
            self.animator.start(self._settle)
        else:
            self.place_cards()

    def shake(self, items: list[CardItem]) -> None:
        """A short refusal wiggle of cards that may not be picked up."""
        if self.speed <= 0 or not items or self.animator.running():
            return
        from spider_qt.ui.scene import choreography

        choreography.animate_shake(self, items)
        self.animator.start(self._settle)

    def celebrate(self) -> None:
        """A win: the discard boxes pulse and their cards spring out and bounce down the table.

        Starts once what runs now has ended (the last run still flies to the discard pile).
        """
        if self.animator.running():
            self._celebrate_next = True
            return
        self._start_celebration()

    def _start_celebration(self) -> None:
        if self.speed <= 0:
            self.animations_finished.emit()
            return
        from spider_qt.ui.scene import choreography

        choreography.animate_celebration(self)
        self.animator.start(self._settle)

    # ================================================================== hints, cover

    def show_hint(self, src: int, count: int, dst: int) -> None:
        """Glow the top ``count`` cards of ``src`` and the column ``dst`` until clear_hint() or the next sync."""
        self._clear_hint_marks()
        col = self.columns[src] if 0 <= src < COLUMNS else []
        self.hint_cards = col[max(0, len(col) - count) :] if count > 0 else []
        for it in self.hint_cards:
            it.set_highlight("hint")
        if 0 <= dst < COLUMNS:
            self._hint_col = dst
            self.column_marks[dst].set_glow("hint")
            if self.columns[dst]:
                self.columns[dst][-1].set_highlight("hint")
                self.hint_cards.append(self.columns[dst][-1])

    def show_hint_deal(self) -> None:
        """Glow the stock."""
        self._clear_hint_marks()
        self.stock.set_glow(True)

    def clear_hint(self) -> None:
        """Remove any hint glow."""
        self._clear_hint_marks()

    def hint_shown(self) -> bool:
        return bool(self.hint_cards) or self._hint_col >= 0 or self.stock.glow

    def _clear_hint_marks(self) -> None:
        for it in self.hint_cards:
            if it.highlight == "hint":
                it.set_highlight(None)
        self.hint_cards = []
        if self._hint_col >= 0:
            if self.column_marks[self._hint_col].glow == "hint":
                self.column_marks[self._hint_col].set_glow(None)
            self._hint_col = -1
        if self.stock.glow:
            self.stock.set_glow(False)

    def set_covered(self, covered: bool) -> None:
        """Show every card as a back (the duel cover screen) or show the table again."""
        self.covered = covered
        for it in list(self.cards.values()) + self.animator.extra_items:
            it.set_covered(covered)
        if covered:
            self._clear_hint_marks()

    def is_covered(self) -> bool:
        return self.covered

    # ================================================================== input

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.drag.press(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.drag.double_click(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.drag.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.drag.release(event)

    def is_dragging(self) -> bool:
        return self.drag.active()

    def key_press(self, event: QKeyEvent) -> bool:
        """Keyboard play: columns, pick-up and put-down. Returns whether the key was handled."""
        return self.keys.key_press(event)

    def picked(self) -> tuple[int, int] | None:
        """The keyboard pick-up (column, count), if any."""
        return self.keys.pick
