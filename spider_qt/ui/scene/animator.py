"""Runs the table's animations: one group at a time, the steps that settle the table when it ends.

Also the small builders every choreography uses (a property animation, a glide, a flip, a fade).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtWidgets import QGraphicsScene

from spider_qt.ui.scene.card_item import CardItem

# Base duration of a card glide at speed 1.0, in milliseconds.
MOVE_MS = 220
FLY_Z = 1000.0
DRAG_Z = 3000.0


def prop(
    target: QObject, name: bytes, start: object, end: object, ms: float, curve: QEasingCurve.Type
) -> QPropertyAnimation:
    """Animate property ``name`` of ``target`` to ``end`` (from ``start``, or from where it is for None)."""
    anim = QPropertyAnimation(target, name)
    if start is not None:
        anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setDuration(max(1, int(ms)))
    anim.setEasingCurve(curve)
    return anim


def fade_out(
    it: CardItem, ms: float, after: float = 0.6, curve: QEasingCurve.Type = QEasingCurve.Type.InQuad
) -> QSequentialAnimationGroup:
    """Over ``ms``: stay as it is for the share ``after``, then fade to nothing."""
    fade = QSequentialAnimationGroup()
    fade.addPause(int(ms * after))
    fade.addAnimation(prop(it, b"opacity", None, 0.0, ms * (1.0 - after), curve))
    return fade


def add_glide(
    group: QParallelAnimationGroup,
    it: CardItem,
    target: QPointF,
    delay: float,
    ms: float,
    scale_to: float | None = None,
    fade: bool = False,
    appear: bool = False,
) -> None:
    """After ``delay``: glide ``it`` to ``target`` (scaling, fading in at the start or out at the end)."""
    seq = QSequentialAnimationGroup()
    if delay > 0:
        seq.addPause(int(delay))
    par = QParallelAnimationGroup()
    if appear:
        par.addAnimation(prop(it, b"opacity", 0.0, 1.0, min(60.0, ms * 0.2), QEasingCurve.Type.Linear))
    par.addAnimation(prop(it, b"pos", None, QPointF(target), ms, QEasingCurve.Type.OutCubic))
    if scale_to is not None:
        par.addAnimation(prop(it, b"scale", None, scale_to, ms, QEasingCurve.Type.OutCubic))
    if fade:
        par.addAnimation(fade_out(it, ms))
    seq.addAnimation(par)
    group.addAnimation(seq)


def add_flip(group: QParallelAnimationGroup, it: CardItem, delay: float, ms: float) -> None:
    """After ``delay``: turn ``it`` over (``begin_flip`` was called) in ``ms``."""
    seq = QSequentialAnimationGroup()
    if delay > 0:
        seq.addPause(int(delay))
    seq.addAnimation(prop(it, b"flip", 0.0, 1.0, ms, QEasingCurve.Type.InOutSine))
    group.addAnimation(seq)


class Animator(QObject):
    """One running animation group, the steps that end it, and the extra items it shows (celebration cards).

    ``finished`` is said when a group ran to its end, after its finalizers and the settle step ran.
    A stopped group runs its finalizers but not the settle step: whoever stops decides where items go.
    """

    finished = Signal()

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self._scene = scene
        self._group: QParallelAnimationGroup | None = None
        self._finalizers: list[Callable[[], None]] = []
        self._settle: Callable[[], None] | None = None
        self.extra_items: list[CardItem] = []

    def running(self) -> bool:
        return self._group is not None

    def begin(self) -> QParallelAnimationGroup:
        """A new group, the running one from now on (stop the previous one first).

        Every card keeps its painted look from now until the table settles: the moving ones are blitted, and so
        are those they pass over (each painted once, then blitted, for as long as anything moves).
        """
        for it in self._scene.items():
            if isinstance(it, CardItem):
                it.set_cached(True)
        self._group = QParallelAnimationGroup(self._scene)
        return self._group

    def add_finalizer(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` when the running group ends or is stopped."""
        self._finalizers.append(fn)

    def remove_item(self, it: CardItem) -> None:
        """Take ``it`` off the scene (when it is still there)."""
        if it.scene() is self._scene:
            self._scene.removeItem(it)

    def start(self, settle: Callable[[], None]) -> bool:
        """Start the running group; ``settle`` puts everything in place at its end.

        An empty group ends at once (finalizers and ``settle`` run now): returns False then, without
        saying ``finished``.
        """
        group = self._group
        assert group is not None
        self._settle = settle
        if group.animationCount() == 0:
            self._group = None
            group.deleteLater()
            self._end()
            return False
        group.finished.connect(self._on_group_finished)
        group.start()
        return True

    def _end(self) -> None:
        fins, self._finalizers = self._finalizers, []
        for fn in fins:
            fn()
        settle, self._settle = self._settle, None
        if settle is not None:
            settle()

    def _on_group_finished(self) -> None:
        group = self._group
        self._group = None
        if group is not None:
            group.deleteLater()
        self._end()
        for it in self.extra_items:
            self.remove_item(it)
        self.extra_items.clear()
        self.finished.emit()

    def stop(self) -> bool:
        """Stop the running group where it is; returns whether one ran."""
        group = self._group
        if group is None:
            return False
        self._group = None
        try:
            group.finished.disconnect(self._on_group_finished)
        except (RuntimeError, TypeError):
            pass
        group.stop()
        group.deleteLater()
        self._settle = None
        fins, self._finalizers = self._finalizers, []
        for fn in fins:
            fn()
        for it in self.extra_items:
            self.remove_item(it)
        self.extra_items.clear()
        return True
