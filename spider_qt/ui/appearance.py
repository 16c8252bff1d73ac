"""The Options menu's card backs and table colours: applied at once, remembered in the settings."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from spider_qt.i18n import retranslate_later
from spider_qt.ui.looks import BACK_IDS, DEFAULT_BACK, FELT_IDS
from spider_qt.ui.scene.backs import BACKS
from spider_qt.ui.scene.card_art import CardArt
from spider_qt.ui.scene.table_scene import TableScene
from spider_qt.ui.settings import Settings
from spider_qt.ui.table_view import TableView


class _Window(Protocol):
    settings: Settings
    art: CardArt
    scene: TableScene
    view: TableView
    options_menu: QMenu


class AppearanceMenus(QObject):
    """Owns the "Card back" and "Table colour" submenus and applies a choice to the art and the view.

    The window draws the saved choices from the start (CardArt's ``back``, the view's felt).
    """

    def __init__(self, window: _Window) -> None:
        assert isinstance(window, QWidget)
        super().__init__(window)
        self.window = window
        settings = window.settings
        self.back_menu = QMenu(window)
        self.back_menu.setObjectName("card_back_menu")
        self.back_group = QActionGroup(self)
        self.back_actions: dict[str, QAction] = {}
        for back in BACK_IDS:
            action = QAction(self)
            action.setObjectName(f"back_{back}")
            action.setCheckable(True)
            action.setData(back)
            action.setChecked(back == settings.get("card_back"))
            action.triggered.connect(self._on_back_triggered)
            self.back_group.addAction(action)
            self.back_menu.addAction(action)
            self.back_actions[back] = action
        self.felt_menu = QMenu(window)
        self.felt_menu.setObjectName("felt_menu")
        self.felt_group = QActionGroup(self)
        self.felt_actions: dict[str, QAction] = {}
        for felt in FELT_IDS:
            action = QAction(self)
            action.setObjectName(f"felt_{felt}")
            action.setCheckable(True)
            action.setData(felt)
            action.setChecked(felt == settings.get("felt"))
            action.triggered.connect(self._on_felt_triggered)
            self.felt_group.addAction(action)
            self.felt_menu.addAction(action)
            self.felt_actions[felt] = action
        window.options_menu.addSeparator()
        window.options_menu.addMenu(self.back_menu)
        window.options_menu.addMenu(self.felt_menu)
        window.installEventFilter(self)
        self.retranslate()

    def apply(self, back: str, felt: str) -> None:
        """Show ``back`` on every face-down card and ``felt`` on the table."""
        design = BACKS.get(back, BACKS[DEFAULT_BACK])
        if self.window.art.back != design:
            self.window.art.back = design
            self.window.scene.set_art(self.window.art)
        self.window.view.set_felt(felt)

    def retranslate(self) -> None:
        self.back_menu.setTitle(self.tr("Card &back"))
        self.felt_menu.setTitle(self.tr("&Table colour"))
        back_names = {
            "web": self.tr("Spider web"),
            "rosette": self.tr("Red rosette"),
            "weave": self.tr("Green weave"),
            "stars": self.tr("Night sky"),
            "stripes": self.tr("Amber stripes"),
        }
        for back, action in self.back_actions.items():
            action.setText(back_names[back])
        felt_names = {
            "green": self.tr("Green"),
            "blue": self.tr("Blue"),
            "red": self.tr("Red"),
            "grey": self.tr("Grey"),
            "brown": self.tr("Brown"),
        }
        for felt, action in self.felt_actions.items():
            action.setText(felt_names[felt])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        return False

    def _on_back_triggered(self) -> None:
        action = self.back_group.checkedAction()
        if action is not None:
            back = str(action.data())
            self.window.settings.set("card_back", back)
            self.apply(back, self.window.view.felt)

    def _on_felt_triggered(self) -> None:
        action = self.felt_group.checkedAction()
        if action is not None:
            felt = str(action.data())
            self.window.settings.set("felt", felt)
            self.window.view.set_felt(felt)
