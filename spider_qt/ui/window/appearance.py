"""The Options menu's looks: animation speed, click to move, four colours, card backs and table colours.

Each choice is applied at once and remembered in the settings.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from spider_qt.ui.art.backs import BACKS
from spider_qt.ui.art.card_art import CardArt
from spider_qt.ui.art.looks import BACK_IDS, DEFAULT_BACK, FELT_IDS
from spider_qt.ui.scene.table_scene import TableScene
from spider_qt.ui.settings import Settings
from spider_qt.ui.texts import mnemonics
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.window.actions import WindowActions
from spider_qt.ui.window.part import WindowPart
from spider_qt.ui.window.table_view import TableView


class _Window(Protocol):
    settings: Settings
    art: CardArt
    scene: TableScene
    view: TableView
    options_menu: QMenu
    window_actions: WindowActions


class AppearanceMenus(WindowPart):
    """Owns the "Card back" and "Table colour" submenus and applies a choice there, or of the window's animation
    speed, click to move and four-colour actions, to the art, the scene and the view.

    The window draws the saved choices from the start (CardArt's ``back``, the view's felt).
    """

    def __init__(self, window: _Window) -> None:
        assert isinstance(window, QWidget)
        super().__init__(window)
        self.window = window
        settings = window.settings
        self.back_menu, self.back_group, self.back_actions = self._choices(
            "card_back_menu", "back", BACK_IDS, str(settings.get("card_back")), self._on_back_triggered
        )
        self.felt_menu, self.felt_group, self.felt_actions = self._choices(
            "felt_menu", "felt", FELT_IDS, str(settings.get("felt")), self._on_felt_triggered
        )
        window.options_menu.addSeparator()
        window.options_menu.addMenu(self.back_menu)
        window.options_menu.addMenu(self.felt_menu)
        # Each choice shows what it looks like: drawn when its menu first opens (not before the first frame).
        self.back_menu.aboutToShow.connect(self.draw_previews)
        self.felt_menu.aboutToShow.connect(self.draw_previews)
        actions = window.window_actions
        for speed, a in actions.speed_actions.items():
            a.triggered.connect(lambda _c=False, s=speed: self.set_animation_speed(s))
        actions.act_four_color.toggled.connect(self.set_four_color)
        for a in (actions.act_single_click, actions.act_double_click, actions.act_no_click):
            a.triggered.connect(lambda _c=False, a=a: self.set_click_mode(str(a.data())))
        self.retranslate()

    def set_animation_speed(self, speed: float) -> None:
        self.window.settings.set("animation_speed", speed)
        self.window.scene.set_animation_speed(speed)

    def set_four_color(self, on: bool) -> None:
        self.window.settings.set("four_color", on)
        self.window.art.four_color = on
        self.window.scene.set_art(self.window.art)

    def set_click_mode(self, mode: str) -> None:
        self.window.settings.set("click_mode", mode)
        self.window.scene.set_click_mode(mode)

    def draw_previews(self) -> None:
        """Give every card back and table colour its picture (once)."""
        if any(not a.icon().isNull() for a in self.back_actions.values()):
            return
        from spider_qt.ui.art.previews import back_preview, felt_preview

        dpr = self.window.devicePixelRatioF()
        for back, action in self.back_actions.items():
            action.setIcon(back_preview(back, dpr))
        for felt, action in self.felt_actions.items():
            action.setIcon(felt_preview(felt, dpr))

    def _choices(
        self, menu_name: str, prefix: str, ids: tuple[str, ...], chosen: str, slot: Callable[[], None]
    ) -> tuple[QMenu, QActionGroup, dict[str, QAction]]:
        """A submenu of checkable actions, one per id in ``ids``, of which only one is checked (``chosen``)."""
        menu = QMenu(self.window)
        menu.setObjectName(menu_name)
        group = QActionGroup(self)
        actions: dict[str, QAction] = {}
        for ident in ids:
            action = QAction(self)
            action.setObjectName(f"{prefix}_{ident}")
            action.setCheckable(True)
            action.setData(ident)
            action.setChecked(ident == chosen)
            action.triggered.connect(slot)
            group.addAction(action)
            menu.addAction(action)
            actions[ident] = action
        return menu, group, actions

    def apply(self, back: str, felt: str) -> None:
        """Show ``back`` on every face-down card and ``felt`` on the table."""
        design = BACKS.get(back, BACKS[DEFAULT_BACK])
        if self.window.art.back != design:
            self.window.art.back = design
            self.window.scene.set_art(self.window.art)
        self.window.view.set_felt(felt)

    def retranslate(self) -> None:
        self.back_menu.setTitle(translate("Menus", "Card &back"))
        self.felt_menu.setTitle(translate("Menus", "&Table colour"))
        back_names = {
            "web": translate("Menus", "Spider web"),
            "rosette": translate("Menus", "Red rosette"),
            "weave": translate("Menus", "Green weave"),
            "stars": translate("Menus", "Night sky"),
            "stripes": translate("Menus", "Amber stripes"),
        }
        for back, action in self.back_actions.items():
            action.setText(back_names[back])
        felt_names = {
            "green": translate("Menus", "Green"),
            "blue": translate("Menus", "Blue"),
            "red": translate("Menus", "Red"),
            "grey": translate("Menus", "Grey"),
            "brown": translate("Menus", "Brown"),
        }
        for felt, action in self.felt_actions.items():
            action.setText(felt_names[felt])
        # In a submenu, a letter picks the item: each gets its own, in the language now.
        mnemonics.assign(list(self.back_actions.values()))
        mnemonics.assign(list(self.felt_actions.values()))

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
