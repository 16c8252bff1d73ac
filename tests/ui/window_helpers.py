"""Positions and checks shared by the window tests."""

from __future__ import annotations

from typing import Any

from helpers.positions import counter_of as counter_of
from helpers.positions import near_won as near_won
from PySide6.QtCore import QPoint, QPointF

from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.scene.card_item import CardItem


def card_item(window: MainWindow, card_id: int) -> CardItem:
    """The scene's item of card ``card_id``."""
    return next(i for i in window.scene.items() if isinstance(i, CardItem) and i.card_id == card_id)


def view_point(window: MainWindow, item: CardItem, fy: float = 0.08) -> QPoint:
    """A point on ``item`` in the view's coordinates, ``fy`` of its height from its top."""
    rect = item.boundingRect()
    scene_pt = item.mapToScene(QPointF(rect.center().x(), rect.top() + rect.height() * fy))
    return window.view.mapFromScene(scene_pt)


def switch_language(window: Any, code: str) -> None:
    """Switch the window's language and let the event loop deliver it, as it does for a player."""
    from PySide6.QtWidgets import QApplication

    window.set_language(code)
    for _ in range(3):  # LanguageChange is posted; each window then retranslates from the event loop
        QApplication.processEvents()
