"""Stops a game's clock while one of the window's dialogs is open (New game, Help, the solver, questions).

Time counts on the win screen and in "best time", so minutes spent reading the help or choosing the
next game must not. A duel's clock is the exception (the window's ``may_pause`` says no): there time is
part of the contest, and Pause, which covers the table, is the only way to stop it.

Dialogs are children of the main window: the guard sees each one when Qt first polishes it and
watches its Show and Hide from then on (no application-wide event filter).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDialog, QWidget


class ClockGuard(QObject):
    """Pauses the clock while any dialog of ``window`` is visible, and restarts it when the last one closes."""

    def __init__(
        self,
        window: QWidget,
        *,
        may_pause: Callable[[], bool],
        pause: Callable[[], None],
        resume: Callable[[], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._may_pause = may_pause
        self._pause = pause
        self._resume = resume
        self._watched: set[int] = set()
        self._open: set[int] = set()
        self._modeless: set[int] = set()  # open dialogs that leave the table playable (the help)
        self._paused = False
        window.installEventFilter(self)

    @property
    def holding(self) -> bool:
        """Whether the guard has stopped the clock because a dialog is open."""
        return self._paused

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self._window:
            if kind == QEvent.Type.ChildPolished:
                child = event.child()  # type: ignore[attr-defined]
                if isinstance(child, QDialog) and id(child) not in self._watched:
                    key = id(child)
                    self._watched.add(key)
                    child.installEventFilter(self)
                    child.destroyed.connect(lambda _obj=None: self._forget(key))
                    if child.isVisible():
                        self._opened(key)
            return False
        if kind == QEvent.Type.Show and isinstance(watched, QDialog) and watched.isWindow():
            if not watched.isModal():
                self._modeless.add(id(watched))
            self._opened(id(watched))
        elif kind == QEvent.Type.Hide and isinstance(watched, QDialog):
            self._closed(id(watched))
        return False

    def _opened(self, key: int) -> None:
        self._open.add(key)
        if not self._paused and self._may_pause():
            self._paused = True
            self._pause()

    def table_used(self) -> None:
        """The player acted on the table: a dialog that leaves the table playable (the help) no longer holds the
        clock, or reading the rules beside the table would be play off the clock."""
        modeless = self._open & self._modeless
        if not modeless:
            return
        self._open -= modeless
        self._resume_if_none_open()

    def _forget(self, key: int) -> None:
        self._watched.discard(key)
        try:
            self._closed(key)
        except RuntimeError:
            # The dialog went with the window being torn down, after the game's clock: nothing is left to restart.
            self._paused = False

    def _closed(self, key: int) -> None:
        self._open.discard(key)
        self._modeless.discard(key)
        self._resume_if_none_open()

    def _resume_if_none_open(self) -> None:
        if not self._open and self._paused:
            self._paused = False
            self._resume()
