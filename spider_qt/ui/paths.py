"""Where the player's data lives: one place, so tests and ``--data-dir`` can redirect it."""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QStandardPaths


def data_dir(override: str | Path | None = None) -> Path:
    """The folder for profiles, statistics, saves and the autosave, created if missing and possible.

    ``override`` (the ``--data-dir`` argument) wins over the platform's application-data folder.
    A folder that cannot be created (a read-only file system, a file in the way) is still returned:
    the store then says why for each of its parts, and play goes on.
    """
    if override:
        folder = Path(override).expanduser()
    else:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        folder = Path(location) if location else Path.home() / ".spider-duel"
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def documents_dir() -> Path:
    """The folder a file dialog starts in when there is no recent file: Documents, else the home folder.

    Never a folder that does not exist: Qt's dialog would fall back to the current working directory.
    """
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if location and Path(location).is_dir():
        return Path(location)
    return Path.home()
