"""Finished games waiting to be recorded, and unfinished games kept aside: each one ``.spider`` file."""

from __future__ import annotations

import contextlib
import dataclasses
import errno
import itertools
import os
import stat
import uuid
from datetime import datetime
from pathlib import Path

from spider_qt.engine import Game

from .errors import SaveFileError, WriteFailed
from .folders import KEPT_FOLDER, PENDING_FOLDER
from .savefile import SaveMeta, load_game, save_game

__all__ = ["HUMAN_SECONDS_PER_ACTION", "KEPT_FOLDER", "PENDING_FOLDER", "GameShelf", "human_times"]


class GameShelf:
    """A folder of games, one ``.spider`` file each, oldest first: games waiting to be recorded, or kept aside."""

    def __init__(self, data_dir: str | os.PathLike[str], name: str) -> None:
        self.folder = Path(data_dir) / name

    def add(self, game: Game, meta: SaveMeta, now: datetime | None = None) -> Path:
        """Keep ``game`` in a new file of the shelf; return its path.

        Raises:
            WriteFailed: the file could not be written (nothing is left half-written), or the shelf is a symbolic
                link (never written through).
            RecordError: ``bad_record`` (the action times do not fit the game's history).
        """
        stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
        name = f"{stamp}-{game.rules}-{game.suits}-{game.seed}-{uuid.uuid4().hex[:6]}.spider"
        if self.folder.is_symlink():
            raise WriteFailed(self.folder / name, OSError(errno.ELOOP, "the folder is a symbolic link"))
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise WriteFailed(self.folder / name, exc) from exc
        path = self.folder / name
        save_game(path, game, meta)
        return path

    def items(self) -> list[tuple[Path, Game, SaveMeta]]:
        """The games on the shelf, oldest first; a file that does not load is left where it is and skipped.

        Each game is replayed from its history as it loads. A shelf that is a symbolic link, or a file in it that is
        one, is never followed: the app writes its shelves itself, so what a link reaches is someone else's (saved
        games elsewhere, recorded as lost and deleted, once). A game whose times make no sense (``human_times``)
        comes back marked as helped: it counts, but never as a best time or in a streak.
        """
        if self.folder.is_symlink():
            return []
        try:
            paths = sorted(p for p in self.folder.iterdir() if p.suffix == ".spider" and _regular(p))
        except OSError:
            return []
        out: list[tuple[Path, Game, SaveMeta]] = []
        for path in paths:
            try:
                game, meta = load_game(path)
            except SaveFileError:
                continue
            if not meta.helped and not human_times(game, meta):
                meta = dataclasses.replace(meta, helped=True)
            out.append((path, game, meta))
        return out

    def remove(self, path: Path) -> None:
        """Take a game off the shelf (it was recorded); a file already gone is fine. Only a file of the shelf itself
        is removed, never one reached through a symbolic link."""
        if self.folder.is_symlink() or path.parent != self.folder or not _regular(path):
            return
        with contextlib.suppress(FileNotFoundError):
            path.unlink()


#: The least time a person takes per action on average over a game (a click, a key); a bot's file is faster.
HUMAN_SECONDS_PER_ACTION = 0.1


def human_times(game: Game, meta: SaveMeta) -> bool:
    """Whether the times kept with ``game`` could be a person's: one per action, never going back, and no faster
    than ``HUMAN_SECONDS_PER_ACTION`` per action over the game (a file written by hand or by a program, dropped on
    the shelf, had a won game in 0.0 s)."""
    times = meta.action_times
    played = sum(1 for action in game.history if action != "finish")
    if len(times) != len(game.history) or any(b < a for a, b in itertools.pairwise(times)):
        return False
    return played == 0 or (times[-1] if times else 0.0) >= played * HUMAN_SECONDS_PER_ACTION


def _regular(path: Path) -> bool:
    """Whether ``path`` is a regular file itself (not a symbolic link, whatever it points to)."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False
