"""Card backs and table colours: chosen from the Options menu, drawn at once, remembered across a restart."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QMenu

from spider_qt.duel.setup import NewGameOptions
from spider_qt.i18n import LanguageSwitcher
from spider_qt.ui.art.backs import BACKS, paint_back_design
from spider_qt.ui.art.card_art import CardArt
from spider_qt.ui.art.card_back import WEB_BACK
from spider_qt.ui.art.felt import FELTS, grain_image
from spider_qt.ui.art.looks import BACK_IDS, DEFAULT_BACK, FELT_IDS
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.settings import Settings


def _open_window(qtbot: Any, ini: Path) -> MainWindow:
    settings = Settings(QSettings(str(ini), QSettings.Format.IniFormat))
    settings.set("animation_speed", 0.0)
    switcher = LanguageSwitcher()
    switcher.switch("en")
    win = MainWindow(settings, switcher)
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    win.start_game(NewGameOptions(rules="classic", suits=1, seed=7))
    qtbot.waitUntil(lambda: not win.scene.is_animating())
    return win


def _choose(qtbot: Any, window: MainWindow, menu: QMenu, name: str) -> None:
    """Open ``menu`` (reachable from Options) and click its entry ``name`` with the mouse, as a player does."""
    assert menu.menuAction() in window.options_menu.actions()
    action = next(a for a in menu.actions() if a.objectName() == name)
    menu.popup(window.mapToGlobal(QPoint(40, 40)))
    qtbot.waitExposed(menu)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    qtbot.waitUntil(lambda: not menu.isVisible())


def _table(window: MainWindow) -> QImage:
    window.view.viewport().repaint()
    return window.view.viewport().grab().toImage()


def _felt_spot(window: MainWindow) -> QPoint:
    """A point of bare felt: below the columns' first cards, in the middle of the table's bottom edge."""
    vp = window.view.viewport()
    return QPoint(vp.width() // 2, vp.height() - 4)


def _stock_spot(window: MainWindow) -> QPoint:
    """The middle of the top packet of the stock (a face-down card)."""
    return window.scene.table_layout.stock_rects[-1].center().toPoint()


def _distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


# The offscreen platform cannot raise a popup or grab the keyboard for it; the menu works all the same.
@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing the keyboard)")
def test_choices_change_the_table_and_survive_a_restart(qtbot: Any, tmp_path: Path) -> None:
    ini = tmp_path / "settings.ini"
    window = _open_window(qtbot, ini)
    before = _table(window)
    felt_before = before.pixelColor(_felt_spot(window))
    stock_before = before.pixelColor(_stock_spot(window))

    _choose(qtbot, window, window.appearance.felt_menu, "felt_red")
    _choose(qtbot, window, window.appearance.back_menu, "back_stars")

    after = _table(window)
    felt_after = after.pixelColor(_felt_spot(window))
    assert felt_after.red() > felt_after.green() + 20, felt_after.name()  # the green cloth became red
    assert _distance(felt_before, felt_after) > 40
    assert _distance(stock_before, after.pixelColor(_stock_spot(window))) > 60  # the stock shows the new back
    assert window.appearance.felt_actions["red"].isChecked()
    assert window.appearance.back_actions["stars"].isChecked()
    window.settings.sync()
    window.close()

    again = _open_window(qtbot, ini)
    assert again.view.felt == "red"
    assert again.art.back.name == "stars"
    assert again.appearance.felt_actions["red"].isChecked()
    assert again.appearance.back_actions["stars"].isChecked()
    image = _table(again)
    assert _distance(image.pixelColor(_felt_spot(again)), felt_after) < 12
    assert _distance(image.pixelColor(_stock_spot(again)), after.pixelColor(_stock_spot(window))) < 12


def test_every_back_is_drawn_and_all_differ() -> None:
    art = CardArt()
    images = []
    for back in BACK_IDS:
        art.back = BACKS[back]
        images.append(art.back_image(90))
    middles = {img.pixelColor(img.width() // 2, img.height() // 2).name() for img in images}
    corners = {img.pixelColor(img.width() // 5, img.height() // 7).name() for img in images}
    assert len(middles | corners) >= len(BACK_IDS)
    assert len({bytes(img.constBits()) for img in images}) == len(BACK_IDS)  # type: ignore[call-overload]
    blank = QImage(90, 126, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(blank)
    try:
        with pytest.raises(ValueError, match="unknown card back"):
            paint_back_design(painter, 90, 126, "lace")
    finally:
        painter.end()


def test_every_felt_has_its_own_colour(make_table: Any) -> None:
    view, _scene = make_table(640, 480)
    seen = set()
    for felt in FELT_IDS:
        view.set_felt(felt)
        view.viewport().repaint()
        seen.add(view.viewport().grab().toImage().pixelColor(320, 200).name())
    assert len(seen) == len(FELT_IDS)
    view.set_felt("plaid")  # an unknown id (a hand-edited file) gets the default cloth
    assert view.felt == FELT_IDS[0]


def test_the_grain_is_faint_and_the_same_every_time() -> None:
    a, b = grain_image(1.0), grain_image(1.0)
    assert a == b
    alphas = [a.pixelColor(x, y).alpha() for x in range(0, 96, 3) for y in range(0, 96, 3)]
    assert max(alphas) <= 16 and any(alphas)


def test_the_names_the_settings_accept_are_the_designs_drawn() -> None:
    # ui.looks names the backs and cloths without Qt (the settings and the first frame use it);
    # the drawing modules must offer exactly those, the default first.
    assert tuple(BACKS) == BACK_IDS
    assert DEFAULT_BACK == WEB_BACK.name == BACK_IDS[0]
    assert tuple(FELTS) == FELT_IDS
