"""Duels use the records' database in the chosen data folder, never another folder's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QWidget

from spider_qt.ui import paths
from spider_qt.ui.controller import GameController
from spider_qt.ui.duel.coordinator import DuelCoordinator
from spider_qt.ui.prompts import Prompts


class Host(QWidget):
    """A table's host with only what the coordinator hears from: the game controller."""

    def __init__(self) -> None:
        super().__init__()
        self.controller = GameController()


@pytest.fixture
def default_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "default-data"
    monkeypatch.setattr(paths, "data_dir", lambda override=None: folder)
    return folder


def test_an_unavailable_records_database_means_no_duel_database(qtbot: Any, default_folder: Path) -> None:
    widget = Host()
    qtbot.addWidget(widget)
    duels = DuelCoordinator(widget, widget, Prompts(), saved_db=lambda: None, store_attached=lambda: True)
    assert duels.database() is None
    assert not default_folder.exists()  # nothing was opened in the platform's folder instead


def test_without_a_store_the_duels_open_the_default_folder(qtbot: Any, default_folder: Path) -> None:
    widget = Host()
    qtbot.addWidget(widget)
    duels = DuelCoordinator(widget, widget, Prompts(), saved_db=lambda: None)
    db = duels.database()
    try:
        assert db is not None and default_folder.exists()
    finally:
        if db is not None:
            db.close()
