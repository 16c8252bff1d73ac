"""The project's own icons: drawn at every size, and on the toolbar when no icon theme has them."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QIcon

from spider_qt.ui.art import icons
from spider_qt.ui.main_window import MainWindow


def ink(icon: QIcon, size: int, dpr: float) -> tuple[int, int]:
    """(pixels with some ink, pixels in all) of ``icon`` rendered at ``size`` for ``dpr``."""
    image = icon.pixmap(QSize(size, size), dpr).toImage()
    inked = sum(image.pixelColor(x, y).alpha() > 40 for x in range(image.width()) for y in range(image.height()))
    return inked, image.width() * image.height()


@pytest.mark.parametrize("name", sorted(icons.DRAWINGS))
@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_every_drawing_inks_a_fair_part_of_its_square(qapp: Any, name: str, dpr: float) -> None:
    icon = icons.drawn_icon(name, QColor("black"), dpr)
    assert not icon.isNull()
    for size in (16, 24, 48):
        inked, total = ink(icon, size, dpr)
        assert icon.pixmap(QSize(size, size), dpr).width() == round(size * dpr)
        assert 0.06 * total < inked < 0.6 * total, (name, size, inked, total)


def test_drawings_take_the_colour_they_are_given(qapp: Any) -> None:
    image = icons.drawn_icon("undo", QColor(200, 30, 30), 1.0).pixmap(QSize(24, 24), 1.0).toImage()
    colours = {
        image.pixelColor(x, y).rgb() for x in range(24) for y in range(24) if image.pixelColor(x, y).alpha() == 255
    }
    assert colours == {QColor(200, 30, 30).rgb()}


def test_toolbar_actions_have_icons(window: MainWindow) -> None:
    for action in (window.act_new, window.act_restart, window.act_undo, window.act_redo, window.act_hint):
        assert not action.icon().isNull(), action.text()
        assert not action.icon().pixmap(QSize(24, 24)).isNull()


def _theme_with_document_new(folder: Any) -> str:
    theme = folder / "testtheme"
    (theme / "24x24" / "actions").mkdir(parents=True)
    (theme / "index.theme").write_text(
        "[Icon Theme]\nName=testtheme\nDirectories=24x24/actions\n\n[24x24/actions]\nSize=24\nType=Fixed\n"
    )
    from PySide6.QtGui import QImage

    image = QImage(24, 24, QImage.Format.Format_ARGB32)
    image.fill(QColor(10, 200, 10))
    image.save(str(theme / "24x24" / "actions" / "document-new.png"))
    return str(folder)


def test_a_theme_with_the_icon_gives_it_and_hicolor_is_not_searched(qapp: Any, tmp_path: Any) -> None:
    """A desktop's icon theme gives its own icons; hicolor (all a desktop without icon settings has) holds no
    action icons, and is not searched for them: the drawings are used at once."""
    paths, name = QIcon.themeSearchPaths(), QIcon.themeName()
    try:
        QIcon.setThemeSearchPaths([_theme_with_document_new(tmp_path)])
        QIcon.setThemeName("testtheme")
        assert icons.icon("new_game").name() == "document-new"
        assert icons.icon("undo").name() == ""  # not in that theme: drawn
        QIcon.setThemeName("hicolor")
        drawn = icons.icon("new_game")
        assert drawn.name() == ""
        assert drawn.pixmap(QSize(24, 24)).toImage() == icons.drawn_icon("new_game").pixmap(QSize(24, 24)).toImage()
    finally:
        QIcon.setThemeSearchPaths(paths)
        QIcon.setThemeName(name)
