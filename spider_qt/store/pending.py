"""Finished games waiting to be recorded, and unfinished games kept aside: each one ``.spider`` file."""

from __future__ import annotations

import contextlib
import os
import uuid
from datetime import datetime
from pathlib import Path

from spider_qt.engine import Game

from .errors import SaveFileError, WriteFailed
from .savefile import SaveMeta, load_game, save_game

__all__ = ["KEPT_FOLDER", "PENDING_FOLDER", "GameShelf"]

#: Finished games the database could not take when they ended (busy, full, unavailable).
PENDING_FOLDER = "unrecorded"
#: Unfinished games set aside so that another game could take the table (a deal asked for, a file opened).
KEPT_FOLDER = "unfinished"


class GameShelf:
    """A folder of games, one ``.spider`` file each, oldest first: games waiting to be recorded, or kept aside."""

    def __init__(self, data_dir: str | os.PathLike[str], name: str) -> None:
        self.folder = Path(data_dir) / name

    def add(self, game: Game, meta: SaveMeta, now: datetime | None = None) -> Path:
        """Keep ``game`` in a new file of the shelf; return its path.

        Raises:
            WriteFailed: the file could not be written (nothing is left half-written).
            RecordError: ``bad_record`` (the action times do not fit the game's history).
        """
        stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
        name = f"{stamp}-{game.rules}-{game.suits}-{game.seed}-{uuid.uuid4().hex[:6]}.spider"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise WriteFailed(self.folder / name, exc) from exc
        path = self.folder / name
        save_game(path, game, meta)
        return path

    def items(self) -> list[tuple[Path, Game, SaveMeta]]:
        """The games on the shelf, oldest first; a file that does not load is left where it is and skipped."""
        try:
            paths = sorted(p for p in self.folder.iterdir() if p.suffix == ".spider")
        except OSError:
            return []
        out: list[tuple[Path, Game, SaveMeta]] = []
        for path in paths:
            try:
                game, meta = load_game(path)
            except SaveFileError:
                continue
            out.append((path, game, meta))
        return out

    def remove(self, path: Path) -> None:
        """Take a game off the shelf (it was recorded); a file already gone is fine."""
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
