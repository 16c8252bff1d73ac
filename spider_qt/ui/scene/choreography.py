"""What the table animates: a new snapshot's differences, finished runs, a win, a refused drop.

The facade (``TableScene``, seen here as a ``ChoreographyTable``) keeps the items up to date; these functions
build animations for what changed between the snapshot shown before and the one shown now, into the
animator's running group. Which cards
left in finished runs (or came back from the discard pile) is what the engine's ``Change`` says: nothing
here works it out from ranks or the stock's order. A snapshot without a ``Change`` (a replay step taken
without one) still animates, only more plainly: leaving cards fly straight to the next discard box.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from functools import partial

from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPointF, QRectF, QSequentialAnimationGroup

from spider_qt.engine import Change
from spider_qt.engine.cards import RANKS
from spider_qt.ui.model import CardView, TableSnapshot
from spider_qt.ui.scene.animator import FLY_Z, MOVE_MS, add_flip, add_glide, fade_out, prop
from spider_qt.ui.scene.card_item import CardItem
from spider_qt.ui.scene.layout import DISCARD_BOXES
from spider_qt.ui.scene.table_port import ChoreographyTable


@dataclass
class SyncDiff:
    """Cards of the new snapshot by id (column, index, view), which items are new and which left the table."""

    old: TableSnapshot
    new: TableSnapshot
    new_ids: dict[int, tuple[int, int, CardView]]
    old_where: dict[int, tuple[int, int]]
    created: list[int]
    gone: list[int]

    @property
    def change(self) -> Change | None:
        return self.new.change

    def is_deal(self) -> bool:
        """A deal from the stock (played, or redone), which paces its cards slower than other appearances."""
        change = self.change
        if change is not None:
            return change.move.kind == "deal" and not change.undo
        return self.new.action == "deal"


@dataclass
class _Plan:
    """One sync's animation under construction."""

    scene: ChoreographyTable
    diff: SyncDiff
    group: QParallelAnimationGroup
    ms: float
    order: int = 0
    flip_after: dict[int, float] = field(default_factory=dict)  # card id -> earliest flip start (ms)
    moving: list[int] = field(default_factory=list)
    move_end: float = 0.0
    leave_end: float = 0.0

    def fly_z(self) -> float:
        self.order += 1
        return FLY_Z + self.order


def animate_sync(scene: ChoreographyTable, diff: SyncDiff) -> None:
    """Animate from ``diff.old`` (what the items show) to ``diff.new`` (where the items now belong)."""
    group = scene.animator.begin()
    plan = _Plan(scene, diff, group, MOVE_MS / scene.speed)
    _appear(plan)
    _glide_staying(plan)
    to_discard = _leave(plan)
    _discard_boxes(plan)
    _turn_staying(plan, to_discard)


def _appear(plan: _Plan) -> None:
    """Cards that appear: dealt from the stock, or back from the discard pile after an undo."""
    scene, diff = plan.scene, plan.diff
    lay = scene.table_layout
    new_ids = diff.new_ids
    if diff.new.action == "new":
        deal_order = sorted(diff.created, key=lambda cid: (new_ids[cid][1], new_ids[cid][0]))
        step = 24 / scene.speed
    else:
        deal_order = sorted(diff.created, key=lambda cid: (new_ids[cid][0], new_ids[cid][1]))
        step = (75 if diff.is_deal() else 20) / scene.speed
    origin = lay.deal_origin()
    boxes = _returning_boxes(diff)
    for k, cid in enumerate(deal_order):
        c, i, cv = new_ids[cid]
        it = scene.cards[cid]
        it.face_up = cv.up
        box = boxes.get(cid)
        src_rect = origin if box is None else lay.discard_rects[box]
        it.setPos(src_rect.topLeft())
        it.setScale(src_rect.width() / lay.card_width)
        it.setZValue(plan.fly_z())
        from_stock = box is None
        if cv.up and from_stock:
            it.set_face_up(False)
            it.face_up = True
            it.begin_flip()
        delay = k * step
        dur = plan.ms * 1.25
        if from_stock:
            it.setOpacity(0.0)  # waiting cards are not drawn: each one shows as it leaves the stock
        add_glide(plan.group, it, lay.card_pos(c, i), delay, dur, scale_to=1.0, appear=from_stock)
        if cv.up and from_stock:
            plan.flip_after[cid] = delay + dur * 0.55


def _returning_boxes(diff: SyncDiff) -> dict[int, int]:
    """Card id -> discard box, for the cards of runs an undo brings back (the latest run from the last box)."""
    change = diff.change
    if change is None or not change.undo:
        return {}
    last = len(diff.old.foundations) - 1
    return {
        cid: max(0, min(last - r, DISCARD_BOXES - 1))
        for r, run in enumerate(change.runs_removed)
        for cid in run.cards
        if cid in diff.new_ids
    }


def _glide_staying(plan: _Plan) -> None:
    """Cards that stay on the table glide to their new places."""
    scene, diff = plan.scene, plan.diff
    lay = scene.table_layout
    created = set(diff.created)
    for cid, (c, i, _cv) in diff.new_ids.items():
        if cid not in created and QPointF(scene.cards[cid].pos() - lay.card_pos(c, i)).manhattanLength() > 0.5:
            plan.moving.append(cid)
    plan.moving.sort(key=lambda cid: (diff.old_where.get(cid, (0, 0)), diff.new_ids[cid][:2]))
    for k, cid in enumerate(plan.moving):
        c, i, _cv = diff.new_ids[cid]
        it = scene.cards[cid]
        dist = math.hypot(it.pos().x() - lay.card_pos(c, i).x(), it.pos().y() - lay.card_pos(c, i).y())
        dur = plan.ms * min(1.5, max(0.75, math.sqrt(max(dist, 1.0) / (lay.card_width * 3))))
        delay = min(k, 12) * 14 / scene.speed
        it.setZValue(plan.fly_z())
        add_glide(plan.group, it, lay.card_pos(c, i), delay, dur)
        plan.move_end = max(plan.move_end, delay + dur)


def _leave(plan: _Plan) -> list[int]:
    """Cards that leave the table: back into the stock, or to the discard pile (a finished run)."""
    scene, diff = plan.scene, plan.diff
    lay = scene.table_layout
    origin = lay.deal_origin()
    stock_ids = {cv.id for cv in diff.new.stock}
    to_stock = [cid for cid in diff.gone if cid in stock_ids]
    to_discard = [cid for cid in diff.gone if cid not in stock_ids]
    plan.leave_end = plan.move_end
    for k, cid in enumerate(sorted(to_stock, key=lambda x: diff.old_where.get(x, (0, 0)), reverse=True)):
        it = scene.cards.pop(cid)
        it.setZValue(plan.fly_z())
        it.face_up = False
        it.begin_flip()
        delay = k * 40 / scene.speed
        add_flip(plan.group, it, delay, plan.ms * 0.6)
        add_glide(
            plan.group, it, origin.topLeft(), delay, plan.ms * 1.2, scale_to=origin.width() / lay.card_width, fade=True
        )
        plan.leave_end = max(plan.leave_end, delay + plan.ms * 1.2)
        scene.animator.add_finalizer(partial(scene.animator.remove_item, it))
    if to_discard:
        plan.leave_end = max(plan.leave_end, _animate_runs(plan, _leaving_runs(plan, to_discard)))
    return to_discard


def _discard_boxes(plan: _Plan) -> None:
    """A new box shows its suit once its run has landed; otherwise the boxes show the snapshot now."""
    scene, old, new = plan.scene, plan.diff.old, plan.diff.new
    if len(new.foundations) > len(old.foundations):
        for b in range(len(old.foundations), min(len(new.foundations), DISCARD_BOXES)):
            scene.boxes[b].set_suit(None)
        scene.animator.add_finalizer(scene.show_discard_suits)
    else:
        scene.show_discard_suits()


def _turn_staying(plan: _Plan, to_discard: list[int]) -> None:
    """Face changes of cards that stay turn after the others have moved away; dealt cards turn as they land."""
    scene = plan.scene
    turn_at = max(plan.move_end, plan.leave_end if to_discard else plan.move_end)
    created = set(plan.diff.created)
    for cid, (_c, _i, cv) in plan.diff.new_ids.items():
        it = scene.cards[cid]
        if cid in created:
            if cid in plan.flip_after:
                add_flip(plan.group, it, plan.flip_after[cid], plan.ms * 0.7)
            continue
        if it.face_up != cv.up or it.shows_face() != (cv.up and not scene.covered):
            it.face_up = cv.up
            it.begin_flip()
            start = turn_at if cid not in plan.moving else plan.move_end
            add_flip(plan.group, it, start, plan.ms * 0.8)


def _leaving_runs(plan: _Plan, to_discard: list[int]) -> list[tuple[int, list[int]]]:
    """The finished runs that leave, as the engine reports them: (column, card ids King first).

    A card dealt straight into a run was never on the table: it gets an item at the stock for the flight.
    Cards leaving without a reported run (a snapshot without a ``Change``) fly from where they are (column -1).
    """
    scene, change = plan.scene, plan.diff.change
    runs: list[tuple[int, list[int]]] = []
    placed: set[int] = set()
    if change is not None and not change.undo:
        for run in change.runs_removed:
            for cid in run.cards:
                if cid not in scene.cards:
                    _stock_item(plan, cid)
            runs.append((run.col, list(run.cards)))
            placed.update(run.cards)
    rest = sorted((cid for cid in to_discard if cid not in placed), key=lambda x: plan.diff.old_where.get(x, (99, 0)))
    if rest:
        runs.append((-1, rest))
    return runs


def _stock_item(plan: _Plan, cid: int) -> None:
    """An item for card ``cid``, face up and small on the stock (dealt into a run that leaves at once)."""
    scene = plan.scene
    lay = scene.table_layout
    old_stock = {cv.id: cv.text for cv in plan.diff.old.stock}
    it = CardItem(cid, old_stock.get(cid, ""), True, scene.images.pixmap, lay.card_width, lay.card_height)
    it.set_covered(scene.covered)
    origin = lay.deal_origin()
    it.setPos(origin.topLeft())
    it.setScale(origin.width() / lay.card_width)
    scene.addItem(it)
    scene.cards[cid] = it


def _animate_runs(plan: _Plan, runs: list[tuple[int, list[int]]]) -> float:
    """Finished runs: glide on top of their column, then fly one by one into their discard box."""
    scene = plan.scene
    lay = scene.table_layout
    end = start = plan.move_end
    first_box = len(plan.diff.old.foundations)
    new = scene.snapshot
    # Where the run lies just before it leaves: on top of its column in the new layout.
    cols = [list(col) for col in new.columns]
    for kc, part in runs:
        if kc >= 0:
            cols[kc] = cols[kc] + [CardView(cid, scene.cards[cid].text, True) for cid in part]
    extended = scene.layout_for(TableSnapshot(tuple(tuple(c) for c in cols), new.stock, new.foundations))
    for r, (kc, part) in enumerate(runs):
        box = lay.discard_rects[min(first_box + r, DISCARD_BOXES - 1)]
        base = len(new.columns[kc]) if kc >= 0 else 0
        t0 = start + r * 120 / scene.speed
        for k, cid in enumerate(part):
            it = scene.cards.pop(cid)
            it.setZValue(FLY_Z + 200 + r * 20 + k)
            if not it.face_up:
                it.face_up = True
                it.begin_flip()
                add_flip(plan.group, it, 0, plan.ms * 0.5)
            on_top = extended.card_pos(kc, base + k) if kc >= 0 else None
            # the top card (an Ace) leaves first
            leave = t0 + plan.ms * 1.15 + (len(part) - 1 - k) * 38 / scene.speed
            plan.group.addAnimation(_run_card_flight(plan, it, on_top, leave, box))
            end = max(end, leave + plan.ms * 1.3)
            scene.animator.add_finalizer(partial(scene.animator.remove_item, it))
    return end


def _run_card_flight(
    plan: _Plan, it: CardItem, on_top: QPointF | None, leave: float, box: QRectF
) -> QSequentialAnimationGroup:
    """One card of a finished run: to its place on top of the column, then at ``leave`` ms into ``box``."""
    lay = plan.scene.table_layout
    seq = QSequentialAnimationGroup()
    if on_top is not None and QPointF(it.pos() - on_top).manhattanLength() > 0.5:
        glide = QParallelAnimationGroup()
        glide.addAnimation(prop(it, b"pos", it.pos(), on_top, plan.ms, QEasingCurve.Type.OutCubic))
        if it.scale() != 1.0:  # dealt straight from the stock into the run
            glide.addAnimation(prop(it, b"scale", None, 1.0, plan.ms, QEasingCurve.Type.OutCubic))
        seq.addAnimation(glide)
    elapsed = seq.duration() if seq.animationCount() else 0
    seq.addPause(int(max(0.0, leave - elapsed)))
    fly = QParallelAnimationGroup()
    dur = plan.ms * 1.3
    fly.addAnimation(prop(it, b"pos", None, box.topLeft(), dur, QEasingCurve.Type.InOutCubic))
    fly.addAnimation(prop(it, b"scale", None, box.width() / lay.card_width, dur, QEasingCurve.Type.InOutCubic))
    fly.addAnimation(fade_out(it, dur))
    seq.addAnimation(fly)
    return seq


# ---------------------------------------------------------------------- a win, a refused drop, a refusal


def animate_celebration(scene: ChoreographyTable) -> None:
    """The discard boxes pulse and their cards spring out and bounce down the table."""
    lay = scene.table_layout
    group = scene.animator.begin()
    ms = MOVE_MS / scene.speed
    rng = random.Random(len(scene.snapshot.foundations) * 7919 + 17)
    for i, box in enumerate(scene.boxes):
        pulse = QSequentialAnimationGroup()
        pulse.addPause(int(i * 90 / scene.speed))
        for _ in range(2):
            pulse.addAnimation(prop(box, b"scale", 1.0, 1.3, ms, QEasingCurve.Type.OutQuad))
            pulse.addAnimation(prop(box, b"scale", 1.3, 1.0, ms, QEasingCurve.Type.InQuad))
        group.addAnimation(pulse)
    suits = list(scene.snapshot.foundations) or ["s"] * DISCARD_BOXES
    ranks = RANKS[::-1]
    floor = lay.height - lay.card_height - lay.margin * 0.5
    k = 0
    for b, suit in enumerate(suits[:DISCARD_BOXES]):
        rect = lay.discard_rects[b]
        for rank in ranks:
            it = CardItem(-1, rank + suit, True, scene.images.pixmap, lay.card_width, lay.card_height)
            it.set_covered(scene.covered)
            it.setPos(rect.topLeft())
            it.setScale(rect.width() / lay.card_width)
            it.setZValue(FLY_Z + 500 + k)
            it.setOpacity(0.0)
            scene.addItem(it)
            scene.animator.extra_items.append(it)
            delay = int((b * 13 + ranks.index(rank)) * 28 / scene.speed)
            dur = ms * rng.uniform(5.5, 7.5)
            end_x = rng.uniform(lay.left, lay.width - lay.left - lay.card_width)
            seq = QSequentialAnimationGroup()
            seq.addPause(delay)
            par = QParallelAnimationGroup()
            par.addAnimation(prop(it, b"opacity", 0.0, 1.0, ms * 0.3, QEasingCurve.Type.Linear))
            par.addAnimation(prop(it, b"x", rect.left(), end_x, dur, QEasingCurve.Type.OutQuad))
            par.addAnimation(prop(it, b"y", rect.top(), floor, dur * 0.8, QEasingCurve.Type.OutBounce))
            par.addAnimation(prop(it, b"scale", None, 1.0, ms * 1.5, QEasingCurve.Type.OutCubic))
            par.addAnimation(fade_out(it, dur, after=0.8, curve=QEasingCurve.Type.Linear))
            seq.addAnimation(par)
            group.addAnimation(seq)
            k += 1


def animate_home(scene: ChoreographyTable) -> bool:
    """Glide every card that is off its place back to it (an illegal drop); False when none is off."""
    lay = scene.table_layout
    off = [
        (it, lay.card_pos(c, i))
        for c, col in enumerate(scene.columns)
        for i, it in enumerate(col)
        if QPointF(it.pos() - lay.card_pos(c, i)).manhattanLength() > 0.5
    ]
    if scene.speed <= 0 or not off:
        return False
    group = scene.animator.begin()
    ms = MOVE_MS / max(scene.speed, 0.01)
    for it, target in off:
        add_glide(group, it, target, 0, ms)
    return True


def animate_shake(scene: ChoreographyTable, items: list[CardItem]) -> None:
    """A short refusal wiggle of cards that may not be picked up."""
    group = scene.animator.begin()
    amp = max(2.0, scene.table_layout.card_width * 0.04)
    for it in items:
        home = QPointF(it.pos())
        seq = QSequentialAnimationGroup()
        for dx in (amp, -amp, amp * 0.6, -amp * 0.4, 0.0):
            seq.addAnimation(prop(it, b"pos", None, home + QPointF(dx, 0), 45, QEasingCurve.Type.InOutSine))
        group.addAnimation(seq)
