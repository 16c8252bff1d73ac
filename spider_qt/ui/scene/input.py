"""Mouse and keyboard play on the table: turns presses, drags and keys into the scene's request signals.

Neither class decides rules: they ask the scene's ``TableRules`` what may be picked up and where it may go.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeAlias

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from spider_qt.ui.scene.animator import DRAG_Z
from spider_qt.ui.scene.card_item import CardItem
from spider_qt.ui.scene.layout import COLUMNS
from spider_qt.ui.scene.table_port import InputTable

# What a mouse press landed on: a face-up card, a face-down card, the stock, or nothing.
PressKind: TypeAlias = Literal["card", "down", "stock", "none"]

# How long a drop waits for the controller's answer before the cards go home.
DROP_TIMEOUT_MS = 600


@dataclass
class _Press:
    pos: QPointF
    kind: PressKind
    col: int = -1
    index: int = -1


class DragHandler:
    """Mouse play: click, double-click, drag and drop."""

    def __init__(self, scene: InputTable) -> None:
        self._scene = scene
        self._press: _Press | None = None
        # The card the last press landed on, and whether its release turned it: a double-click's second click that
        # lands elsewhere (the first one moved the card away) or follows a turn is not a second action.
        self._pressed_card: int | None = None
        self._turned_card: int | None = None
        self._clicked_stock = False  # the last press's release asked for a deal
        self.cards: list[CardItem] = []  # the cards being dragged, base first
        self._offsets: list[QPointF] = []
        self._src = -1
        self.targets: list[int] = []
        self.pending_drop: tuple[int, ...] | None = None

    def active(self) -> bool:
        return bool(self.cards)

    def _card_at(self, pos: QPointF) -> CardItem | None:
        scene = self._scene
        for it in scene.items(pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            if isinstance(it, CardItem) and it.card_id in scene.where and scene.cards.get(it.card_id) is it:
                return it
        return None

    def _classify(self, pos: QPointF) -> _Press:
        scene = self._scene
        if scene.covered:
            return _Press(QPointF(pos), "none")
        it = self._card_at(pos)
        if it is not None:
            col, index = scene.where[it.card_id]
            return _Press(QPointF(pos), "card" if it.face_up else "down", col, index)
        if scene.stock.hit(pos):
            return _Press(QPointF(pos), "stock")
        return _Press(QPointF(pos), "none")

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.cards:
            # A press while the button was held: the drag's release went elsewhere (a dialog opened mid-drag).
            # This click puts the cards back; dropped where it lands, they would make a move never meant.
            self.cancel(animate=True)
            return
        self._scene.finish_animations()
        self._scene.keys.hide_focus()
        self._scene.keys.cancel_pick()
        self._press = self._classify(event.scenePos())
        pressed = self._card_at(event.scenePos())
        self._pressed_card = None if pressed is None else pressed.card_id
        self._turned_card = None
        self._clicked_stock = False

    def double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self._scene
        if event.button() != Qt.MouseButton.LeftButton or self.cards:
            return
        scene.finish_animations()
        press = self._classify(event.scenePos())
        under = self._card_at(event.scenePos())
        first = self._pressed_card
        if first is not None and (under is None or under.card_id != first or self._turned_card == first):
            # One gesture, one action: the first click already moved this card away (the second would act on what
            # it uncovered) or turned it (under duel rules a turn is final, and the move after it was never meant).
            self._press = None
            return
        if press.kind == "stock" and self._clicked_stock:
            self._press = None  # the first click dealt: a second row, under duel rules for good, was never meant
            return
        if scene.click_mode == "double":
            # Emitted here, not on the release: the second click of a pair may come without one.
            self._press = None
            if press.kind == "card" and scene.rules is not None:
                scene.card_clicked.emit(press.col, press.index)
            return
        self._press = press  # in single-click mode a quick second click is just another click

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self._scene
        pos = event.scenePos()
        if self.cards:
            for it, off in zip(self.cards, self._offsets, strict=True):
                it.setPos(pos - off)
            self._update_target(pos)
            return
        press = self._press
        if press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return
        if (pos - press.pos).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        if press.kind != "card" or scene.rules is None:
            return
        count = len(scene.columns[press.col]) - press.index
        movable = scene.rules.movable(press.col)
        if count > movable or count <= 0:
            scene.shake(scene.columns[press.col][press.index :])
            return
        self._start(press.col, press.index, press.pos)
        for it, off in zip(self.cards, self._offsets, strict=True):
            it.setPos(pos - off)
        self._update_target(pos)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self._scene
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.cards:
            self._drop(event.scenePos())
            return
        press, self._press = self._press, None
        if press is None or scene.rules is None:
            return
        if press.kind == "card":
            if scene.click_mode == "single":
                scene.card_clicked.emit(press.col, press.index)
        elif press.kind == "down":
            col = scene.columns[press.col]
            if press.index == len(col) - 1 and scene.rules.can_flip(press.col):
                self._turned_card = col[press.index].card_id
                scene.flip_requested.emit(press.col)
        elif press.kind == "stock":
            self._clicked_stock = True
            scene.stock_clicked.emit()  # a refused deal is explained by the window

    def _start(self, col: int, index: int, press_pos: QPointF) -> None:
        scene = self._scene
        assert scene.rules is not None
        self.cards = scene.columns[col][index:]
        self._src = col
        self._offsets = [press_pos - it.pos() for it in self.cards]
        self.targets = [t for t in scene.rules.targets(col, len(self.cards)) if t != col]
        scene.clear_hint()
        for it in scene.cards.values():
            it.set_cached(True)  # the cards dragged are blitted, and so are those they pass over, until it settles
        for k, it in enumerate(self.cards):
            it.setZValue(DRAG_Z + k)
            it.set_lifted(True)
        for t in self.targets:
            scene.column_marks[t].set_glow("target")

    def _update_target(self, pos: QPointF) -> None:
        dst = self._drop_column(pos)
        columns = self._scene.columns
        for t in self.targets:
            top = columns[t][-1] if columns[t] else None
            if top is not None:
                top.set_highlight("target" if t == dst else None)

    def _drop_column(self, pos: QPointF) -> int | None:
        lay = self._scene.table_layout
        if pos.y() < lay.column_rect(0).top():
            return None  # dropped on the top band (the HUD, the stock, the discard boxes): not on a column
        if not self._scene.sceneRect().contains(pos):
            return None  # off the table (below the window, on the status bar): the cards were dragged out of sight
        dst = lay.column_at(pos.x())
        if dst is None and self.cards:
            lead = self.cards[0]
            cx = lead.pos().x() + lay.card_width / 2
            dst = lay.column_at(cx)
        return dst

    def _drop(self, pos: QPointF) -> None:
        dst = self._drop_column(pos)
        src = self._src
        count = len(self.cards)
        if dst is not None and dst != src and dst in self.targets:
            dropped = tuple(it.card_id for it in self.cards)
            self.end()
            self.pending_drop = dropped
            self._scene.move_requested.emit(src, count, dst)
            if self.pending_drop == dropped:
                # The controller did not answer with a sync right away; if it never does, go home.
                QTimer.singleShot(DROP_TIMEOUT_MS, lambda: self._drop_timeout(dropped))
            return
        self.cancel(animate=True)

    def _drop_timeout(self, dropped: tuple[int, ...]) -> None:
        if self.pending_drop == dropped and not self._scene.is_animating() and not self.cards:
            self.pending_drop = None
            self._scene.go_home()

    def end(self) -> None:
        """Forget the drag; items stay where they are (a sync or an animation moves them)."""
        columns = self._scene.columns
        for it in self.cards:
            it.set_lifted(False)
        for t in self.targets:
            self._scene.column_marks[t].set_glow(None)
            if columns[t]:
                columns[t][-1].set_highlight(None)
        self.cards = []
        self._offsets = []
        self.targets = []
        self._src = -1
        self._press = None

    def cancel(self, animate: bool) -> None:
        """Stop a drag: the cards glide home (or jump there)."""
        if not self.cards:
            return
        self.end()
        if animate and self._scene.speed > 0:
            self._scene.go_home()
        else:
            self._scene.place_cards()


class KeyboardPicker:
    """Keyboard play: a focused column, a pick-up of its top cards, and putting them down elsewhere."""

    def __init__(self, scene: InputTable) -> None:
        self._scene = scene
        self.focus_col = 0
        self._focus_visible = False
        self._blurred = False  # the frame was shown when the table lost the keyboard focus
        self.pick: tuple[int, int] | None = None

    def key_press(self, event: QKeyEvent) -> bool:
        """Columns, pick-up and put-down. Returns whether the key was handled."""
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier) or self._scene.covered:
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            self._set_focus((self.focus_col + step) % COLUMNS)
            return True
        if Qt.Key.Key_0 <= key <= Qt.Key.Key_9 and mods == Qt.KeyboardModifier.NoModifier:
            n = int(key) - int(Qt.Key.Key_0)
            self._set_focus(9 if n == 0 else n - 1)
            return True
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            return self._change_count(+1 if key == Qt.Key.Key_Up else -1)
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._scene.drag.active():
            return True  # the mouse holds cards: picking up others with the keys as well would make two moves at once
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._focus_visible = True
            self._activate()
            return True
        if key == Qt.Key.Key_Escape and self._scene.drag.active():
            self._scene.drag.cancel(animate=True)  # as Esc puts back cards picked up with the keys
            return True
        if key == Qt.Key.Key_Escape and self.pick is not None:
            self.cancel_pick()
            return True
        return False

    def _change_count(self, step: int) -> bool:
        rules = self._scene.rules
        if self.pick is None or rules is None:
            return False
        src, count = self.pick
        count = min(rules.movable(src), count + 1) if step > 0 else max(1, count - 1)
        self.pick = (src, count)
        self._focus_visible = True
        self.refresh()
        return True

    @property
    def focus_shown(self) -> bool:
        """Whether the focused column's frame is shown (or would be, once the table has the keyboard again)."""
        return self._focus_visible or self._blurred

    def reset(self) -> None:
        """A new deal on the table, or another player's game: the frame starts hidden on the first column. It stayed
        where the last game left it, so in a hot-seat duel the second player saw the column the first had last
        worked on."""
        self.pick = None
        self.focus_col = 0
        self._blurred = False
        self._focus_visible = False

    def _set_focus(self, col: int) -> None:
        self.focus_col = col
        self._focus_visible = True
        self.refresh()

    def hide_focus(self) -> None:
        if self._focus_visible:
            self._focus_visible = False
            self.refresh()

    def blur(self) -> None:
        """The table lost the keyboard focus (Tab to a button, a menu): its frame goes until the focus comes back,
        so that only one thing on screen looks focused."""
        self._blurred = self._focus_visible
        self.hide_focus()

    def unblur(self) -> None:
        """The keyboard focus is back on the table: the frame comes back where it was, if it was shown."""
        if self._blurred and not self._focus_visible:
            self._focus_visible = True
            self.refresh()
        self._blurred = False

    def _activate(self) -> None:
        scene = self._scene
        if scene.rules is None:
            return
        scene.finish_animations()
        if self.pick is None:
            self._pick_up(self.focus_col)
            return
        col = self.focus_col
        src, count = self.pick
        if col == src:
            self.cancel_pick()
        else:
            # The whole run picked up, or the longest part of it the column takes (9-8-7 of hearts onto the 8 of
            # spades moves the 7): what a player putting the run down there means.
            fits = next((n for n in range(count, 0, -1) if col in scene.rules.targets(src, n)), 0)
            if fits:
                self.cancel_pick()
                scene.move_requested.emit(src, fits, col)
            else:
                scene.shake(scene.columns[src][-count:])

    def _pick_up(self, col: int) -> None:
        scene = self._scene
        assert scene.rules is not None
        cards = scene.columns[col]
        if not cards:
            return
        if not cards[-1].face_up:
            if scene.rules.can_flip(col):
                scene.flip_requested.emit(col)
            return
        most = scene.rules.movable(col)
        if most <= 0:
            scene.shake(cards[-1:])
            return
        self.pick = (col, most)
        self.refresh()

    def cancel_pick(self) -> None:
        if self.pick is not None:
            self.pick = None
            self.refresh()

    def refresh(self) -> None:
        """Focus frame, picked cards and the would-be target, from the keyboard state."""
        scene = self._scene
        target_ok = False
        if self.pick is not None and scene.rules is not None:
            src, count = self.pick
            if self.focus_col != src:
                target_ok = self.focus_col in scene.rules.targets(src, count)
        for c, ci in enumerate(scene.column_marks):
            if c == self.focus_col and self._focus_visible:
                if self.pick is None or self.pick[0] == c:
                    ci.set_focus("plain")
                else:
                    ci.set_focus("ok" if target_ok else "bad")
            elif ci.focus is not None:
                ci.set_focus(None)
        self._mark_cards()
        if target_ok and scene.columns[self.focus_col]:
            scene.columns[self.focus_col][-1].set_highlight("target")

    def _mark_cards(self) -> None:
        scene = self._scene
        picked: set[int] = set()
        if self.pick is not None:
            src, count = self.pick
            picked = {it.card_id for it in scene.columns[src][-count:]}
        hinted = set(map(id, scene.hint_cards))
        dragging = scene.drag.active()
        for col in scene.columns:
            for it in col:
                if it.card_id in picked:
                    it.set_highlight("selected")
                    it.set_lifted(True)
                elif it.highlight == "selected":
                    it.set_highlight(None)
                    it.set_lifted(False)
                elif it.highlight == "target" and not dragging:
                    it.set_highlight(None)
                elif it.highlight is None and id(it) in hinted:
                    it.set_highlight("hint")
