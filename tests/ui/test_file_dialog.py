"""The open/save dialog shows file dates in the game's language, and a saved game's suggested name says what it is."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QTreeView

from spider_qt.i18n import LanguageSwitcher
from spider_qt.ui.file_dialog import DATE_COLUMN, file_dialog, suggested_name


def test_the_date_column_follows_the_chosen_language(qtbot: Any, tmp_path: Path) -> None:
    saved = tmp_path / "game.spider"
    saved.write_text("{}", encoding="utf-8")
    when = dt.datetime(2026, 12, 1, 3, 21)
    os.utime(saved, (when.timestamp(), when.timestamp()))
    switcher = LanguageSwitcher()
    switcher.switch("de")
    try:
        dialog = file_dialog(None, "Open", str(tmp_path), "Spider Duel games (*.spider)", save=False, native=False)
        qtbot.addWidget(dialog)
        dialog.setViewMode(QFileDialog.ViewMode.Detail)
        dialog.show()
        tree = dialog.findChild(QTreeView, "treeView")
        assert tree is not None
        proxy = tree.model()
        source = proxy.sourceModel()  # type: ignore[attr-defined]
        assert isinstance(source, QFileSystemModel)
        qtbot.waitUntil(lambda: proxy.rowCount(proxy.mapFromSource(source.index(str(tmp_path)))) == 1)  # type: ignore[attr-defined]
        row = proxy.mapFromSource(source.index(str(saved)))  # type: ignore[attr-defined]
        shown = proxy.data(row.siblingAtColumn(DATE_COLUMN))
        expected = QLocale("de").toString(QDateTime(QDate(2026, 12, 1), QTime(3, 21)), QLocale.FormatType.ShortFormat)
        assert shown == expected  # e.g. "01.12.26 03:21", not the C locale's "1 12 2026 03:21"
        dialog.reject()
    finally:
        switcher.switch("en")


def test_the_suggested_name_says_rules_suits_deal_and_date() -> None:
    name = suggested_name("duel", 4, 1234567, dt.date(2026, 12, 1))
    assert name == "Spider Duel, 4-suit, deal 1234567, 2026-12-01.spider"
    assert suggested_name("classic", 1, 5, dt.date(2026, 1, 2)) == "Spider Classic, 1-suit, deal 5, 2026-01-02.spider"
    assert "/" not in name and ":" not in name
