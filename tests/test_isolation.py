"""The test run keeps away from the player's own files."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, QStandardPaths


def test_settings_and_data_of_the_tests_live_in_a_folder_of_the_run(qapp: Any) -> None:
    places = Path(os.environ["XDG_CONFIG_HOME"]).parent
    assert places.name.startswith("spider-duel-tests-")
    assert Path(QSettings().fileName()).is_relative_to(places)
    data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert Path(data).is_relative_to(places)
