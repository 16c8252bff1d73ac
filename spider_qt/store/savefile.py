"""``.spider`` game files and the autosave of the game in progress."""

from __future__ import annotations

import contextlib
import json
import math
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from spider_qt.engine import SAVE_VERSION as ENGINE_SAVE_VERSION
from spider_qt.engine import Game, InvalidSave

from .atomic import atomic_write_text, quarantine
from .errors import RecordError, SaveFileError, WriteFailed
from .games import check_times

__all__ = [
    "AUTOSAVE_FILENAME",
    "MAX_RECENT",
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "Autosave",
    "SaveMeta",
    "dumps_save",
    "load_game",
    "loads_save",
    "push_recent",
    "save_game",
]

SAVE_FORMAT = "spider-duel-save"
SAVE_VERSION = 1
AUTOSAVE_FILENAME = "autosave.spider"
MAX_RECENT = 8
_MAX_FILE_BYTES = 64 * 1024 * 1024  # far beyond any real game; refuses to parse something else entirely
_ENGINE_FORMAT = "spider-duel-game"


@dataclass(frozen=True, slots=True)
class SaveMeta:
    """What a saved game needs besides the engine's game: who plays, the clock, and the duel.

    ``action_times`` holds one time (seconds since the game's start) per history entry.
    ``duel_side`` is ``"a"`` or ``"b"``. ``extra`` keeps any other JSON values (and keys written
    by newer versions) unchanged.
    """

    player: str = ""
    profile_id: int | None = None
    time_used: float = 0.0
    action_times: tuple[float, ...] = ()
    helped: bool = False
    duel_id: int | None = None
    duel_side: str | None = None
    time_limit: float | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The meta as a JSON-ready dict."""
        d: dict[str, Any] = dict(self.extra)
        d.update(
            player=self.player,
            profile_id=self.profile_id,
            time_used=self.time_used,
            action_times=list(self.action_times),
            helped=self.helped,
            duel_id=self.duel_id,
            duel_side=self.duel_side,
            time_limit=self.time_limit,
        )
        return d

    @classmethod
    def from_dict(cls, d: Any) -> SaveMeta:
        """The meta from ``to_dict``'s form; missing keys take their defaults.

        Raises:
            ValueError: a value has the wrong type.
        """
        if not isinstance(d, dict):
            raise ValueError("meta must be a JSON object")
        known = {"player", "profile_id", "time_used", "action_times", "helped", "duel_id", "duel_side", "time_limit"}
        player = d.get("player", "")
        profile_id = d.get("profile_id")
        time_used = d.get("time_used", 0.0)
        times = d.get("action_times", [])
        helped = d.get("helped", False)
        duel_id = d.get("duel_id")
        duel_side = d.get("duel_side")
        time_limit = d.get("time_limit")
        if not isinstance(player, str):
            raise ValueError("meta 'player' must be text")
        for name, value in (("profile_id", profile_id), ("duel_id", duel_id)):
            if value is not None and (type(value) is not int):
                raise ValueError(f"meta {name!r} must be an integer or null")
        if not _number(time_used):
            raise ValueError("meta 'time_used' must be a finite number >= 0")
        if not isinstance(times, list) or not all(_number(t) for t in times):
            raise ValueError("meta 'action_times' must be a list of finite numbers >= 0")
        if not isinstance(helped, bool):
            raise ValueError("meta 'helped' must be true or false")
        if duel_side not in (None, "a", "b"):
            raise ValueError("meta 'duel_side' must be 'a', 'b' or null")
        if time_limit is not None and not (_number(time_limit) and time_limit > 0):
            raise ValueError("meta 'time_limit' must be a positive number or null")
        return cls(
            player=player,
            profile_id=profile_id,
            time_used=float(time_used),
            action_times=tuple(float(t) for t in times),
            helped=helped,
            duel_id=duel_id,
            duel_side=duel_side,
            time_limit=None if time_limit is None else float(time_limit),
            extra={k: v for k, v in d.items() if k not in known},
        )


def _number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value >= 0


def dumps_save(game: Game, meta: SaveMeta) -> str:
    """The text of a ``.spider`` file for ``game`` and ``meta``.

    Raises:
        RecordError: ``bad_record`` (the action times do not fit the game's history).
    """
    check_times(meta.time_used, meta.action_times, len(game.history))
    doc = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": json.loads(game.to_json()),
        "meta": meta.to_dict(),
    }
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n"


def loads_save(data: bytes | str) -> tuple[Game, SaveMeta]:
    """The game and meta of a ``.spider`` file's content (a bare ``Game.to_json()`` text is accepted too).

    Missing meta values take their defaults; missing action times count as 0.0 each.

    Raises:
        SaveFileError: ``bad_json``, ``foreign``, ``too_new``, ``damaged``.
    """
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise SaveFileError("bad_json", f"not UTF-8 text: {exc}") from None
    else:
        text = data
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise SaveFileError("bad_json", f"not valid JSON: {exc}") from None
    if not isinstance(doc, dict):
        raise SaveFileError("foreign", "not a Spider Duel game file (not a JSON object)")
    if doc.get("format") == _ENGINE_FORMAT:
        game = _game(doc)
        return game, SaveMeta(action_times=(0.0,) * len(game.history))
    if doc.get("format") != SAVE_FORMAT:
        raise SaveFileError("foreign", f"not a Spider Duel game file (format {doc.get('format')!r})")
    version = doc.get("version")
    if type(version) is not int or version < 1:
        raise SaveFileError("damaged", f"bad file version {version!r}", engine_code="bad_version")
    if version > SAVE_VERSION:
        raise SaveFileError("too_new", f"file version {version} is newer than this program reads ({SAVE_VERSION})")
    game = _game(doc.get("game"))
    raw_meta = doc.get("meta", {})
    if isinstance(raw_meta, dict) and "action_times" not in raw_meta:
        # Times unknown (an older or hand-made file): every action counts as played at the start.
        raw_meta = {**raw_meta, "action_times": [0.0] * len(game.history)}
    try:
        meta = SaveMeta.from_dict(raw_meta)
        check_times(meta.time_used, meta.action_times, len(game.history))
    except (ValueError, RecordError) as exc:
        raise SaveFileError("damaged", str(exc)) from None
    return game, meta


def _game(value: Any) -> Game:
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except (ValueError, RecursionError) as exc:
            raise SaveFileError("damaged", f"the game is not valid JSON: {exc}", engine_code="bad_json") from None
    if isinstance(value, dict):
        inner = value.get("version")
        if type(inner) is int and inner > ENGINE_SAVE_VERSION:
            raise SaveFileError("too_new", f"game version {inner} is newer than this program reads")
    try:
        return Game.from_json(json.dumps(value))
    except InvalidSave as exc:
        raise SaveFileError("damaged", exc.message, engine_code=exc.code) from None


def save_game(path: str | os.PathLike[str], game: Game, meta: SaveMeta) -> None:
    """Write a ``.spider`` file atomically.

    Raises:
        WriteFailed: the file could not be written (the old one is intact).
        RecordError: ``bad_record`` (the action times do not fit the game's history).
    """
    atomic_write_text(path, dumps_save(game, meta))


def load_game(path: str | os.PathLike[str]) -> tuple[Game, SaveMeta]:
    """The game and meta saved in a ``.spider`` file.

    Raises:
        SaveFileError: ``not_found``, ``unreadable``, ``bad_json``, ``foreign``, ``too_new``, ``damaged``.
    """
    source = Path(path)
    try:
        with source.open("rb") as f:
            data = f.read(_MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise SaveFileError("not_found", f"{source} does not exist") from None
    except OSError as exc:
        raise SaveFileError("unreadable", f"cannot read {source}: {exc.strerror or exc}") from None
    if len(data) > _MAX_FILE_BYTES:
        raise SaveFileError("foreign", f"{source} is far too large for a game file")
    return loads_save(data)


class Autosave:
    """The game in progress, kept in ``<data_dir>/autosave.spider`` after every action.

    Call ``load()`` at start-up before the first ``save()``: a damaged autosave is moved aside
    and reported there, so it is never overwritten unseen.
    """

    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.path = Path(data_dir) / AUTOSAVE_FILENAME

    def save(self, game: Game, meta: SaveMeta) -> None:
        """Replace the autosave atomically.

        Raises:
            WriteFailed: the write failed (the previous autosave is intact).
            RecordError: ``bad_record`` (the action times do not fit the game's history).
        """
        self.path.parent.mkdir(parents=True, exist_ok=True)
        save_game(self.path, game, meta)

    def load(self) -> tuple[Game, SaveMeta] | None:
        """The autosaved game and meta, or ``None`` when there is none.

        Raises:
            SaveFileError: the autosave is damaged (``bad_json``, ``foreign``, ``too_new``, ``damaged``;
                it was moved aside to ``error.quarantined``) or ``unreadable`` (left in place).
        """
        try:
            return load_game(self.path)
        except SaveFileError as exc:
            if exc.code == "not_found":
                return None
            if exc.code != "unreadable":
                exc.quarantined = quarantine(self.path)
            raise

    def clear(self) -> None:
        """Remove the autosave (the game ended).

        Raises:
            WriteFailed: the file could not be removed.
        """
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:
            raise WriteFailed(self.path, exc) from exc

    def exists(self) -> bool:
        """Whether there is an autosave to offer."""
        with contextlib.suppress(OSError):
            return self.path.is_file()
        return False


def push_recent(recent: Sequence[str], path: str, limit: int = MAX_RECENT) -> list[str]:
    """The recent-files list with ``path`` first, without duplicates, at most ``limit`` entries."""
    key = _path_key(path)
    rest = [p for p in recent if _path_key(p) != key]
    return [path, *rest][:limit]


def _path_key(path: str) -> str:
    return os.path.normcase(os.path.abspath(path))
