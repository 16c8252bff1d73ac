"""``.spider`` game files and the autosave of the game in progress."""

from __future__ import annotations

import contextlib
import json
import math
import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from spider_qt.engine import SAVE_VERSION as ENGINE_SAVE_VERSION
from spider_qt.engine import Game, InvalidSave

from .atomic import atomic_write_text, quarantine, read_at_most
from .errors import QuarantineFailed, RecordError, SaveFileError, WriteFailed
from .games import check_times
from .limits import MAX_ACTIONS, MAX_ID, MAX_SAVE_BYTES, MAX_SECONDS

__all__ = [
    "AUTOSAVE_FILENAME",
    "DUEL_SAVE_VERSION",
    "MAX_RECENT",
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "Autosave",
    "SaveMeta",
    "duel_marks",
    "dumps_save",
    "load_game",
    "loads_save",
    "push_recent",
    "save_game",
]

SAVE_FORMAT = "spider-duel-save"
#: The newest file version this program reads.
SAVE_VERSION = 2
#: A turn of a duel (``"duel"`` in the meta) is written as version 2, every other game as 1. Programs that read
#: version 1 only (those of database schema 4 and before) put a duel's turn on the table as an ordinary game
#: when the records are not theirs to use: no cover, hints allowed, and the duel lost with the next game. A newer
#: file they leave as it is, and keep their own game beside it (``Autosave``).
DUEL_SAVE_VERSION = 2
_PLAIN_SAVE_VERSION = 1
AUTOSAVE_FILENAME = "autosave.spider"
MAX_RECENT = 8
_ENGINE_FORMAT = "spider-duel-game"
# The largest score or move count a loaded game may show: JSON's exact integers, far beyond any real game.
_MAX_COUNT = 2**53


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
            if value is not None and (type(value) is not int or not 0 <= value <= MAX_ID):
                raise ValueError(f"meta {name!r} must be an integer from 0 to {MAX_ID} or null")
        if not _number(time_used):
            raise ValueError(f"meta 'time_used' must be a number of seconds from 0 to {MAX_SECONDS}")
        if not isinstance(times, list) or len(times) > MAX_ACTIONS or not all(_number(t) for t in times):
            raise ValueError(
                f"meta 'action_times' must be a list of at most {MAX_ACTIONS} numbers of seconds "
                f"from 0 to {MAX_SECONDS}"
            )
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
    return (
        isinstance(value, (int, float))
        and not isinstance(value, bool)
        and math.isfinite(value)
        and 0 <= value <= MAX_SECONDS
    )


def dumps_save(game: Game, meta: SaveMeta) -> str:
    """The text of a ``.spider`` file for ``game`` and ``meta``.

    Raises:
        RecordError: ``bad_record`` (the action times do not fit the game's history).
    """
    check_times(meta.time_used, meta.action_times, len(game.history))
    doc = {
        "format": SAVE_FORMAT,
        "version": DUEL_SAVE_VERSION if "duel" in meta.extra else _PLAIN_SAVE_VERSION,
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
        history = value.get("history")
        if isinstance(history, list) and len(history) > MAX_ACTIONS:
            raise SaveFileError(
                "damaged", f"a history of {len(history)} actions is over the limit of {MAX_ACTIONS}", "too-long"
            )
    try:
        game = Game.from_json(json.dumps(value))
    except InvalidSave as exc:
        raise SaveFileError("damaged", exc.message, engine_code=exc.code) from None
    except (ValueError, TypeError, OverflowError, RecursionError) as exc:
        # The engine checks every value; this keeps any slip of it a refused file, never a crash.
        raise SaveFileError("damaged", f"the game cannot be loaded: {exc}", engine_code="bad_value") from None
    if not (abs(game.score) <= _MAX_COUNT and game.moves <= _MAX_COUNT):
        raise SaveFileError("damaged", f"score {game.score} or moves {game.moves} out of range", "bad_value")
    return game


def save_game(path: str | os.PathLike[str], game: Game, meta: SaveMeta) -> None:
    """Write a ``.spider`` file atomically.

    Raises:
        WriteFailed: the file could not be written (the old one is intact).
        RecordError: ``bad_record`` (the action times do not fit the game's history).
    """
    atomic_write_text(path, dumps_save(game, meta))


def load_game(path: str | os.PathLike[str]) -> tuple[Game, SaveMeta]:
    """The game and meta saved in a ``.spider`` file (only a regular file of at most ``MAX_SAVE_BYTES`` is read).

    Raises:
        SaveFileError: ``not_found``, ``unreadable``, ``not_regular``, ``too_large``, ``bad_json``,
            ``foreign``, ``too_new``, ``damaged``.
    """
    source = Path(path)
    try:
        return loads_save(_read_regular(source))
    except SaveFileError as exc:
        exc.path = source
        raise


def duel_marks(path: str | os.PathLike[str]) -> tuple[set[int], tuple[str, int, int] | None]:
    """What a save this version does not load (a newer version's) tells of the duel it may be a turn of, read
    without trusting the rest: the duel ids it names and its game's deal ``(rules, suits, seed)``.

    Never raises: a file that cannot be read gives ``(set(), None)`` (nothing known, not even the deal).
    """
    ids: set[int] = set()
    try:
        doc = json.loads(_read_regular(Path(path)).decode("utf-8-sig"))
    except (SaveFileError, ValueError, RecursionError):
        return ids, None
    if not isinstance(doc, dict):
        return ids, None
    meta = doc.get("meta")
    if isinstance(meta, dict):
        duel = meta.get("duel")
        for value in (meta.get("duel_id"), duel.get("duel_id") if isinstance(duel, dict) else None):
            if type(value) is int:
                ids.add(value)
    game = doc.get("game")
    if isinstance(game, str):
        try:
            game = json.loads(game)
        except (ValueError, RecursionError):
            game = None
    if not isinstance(game, dict):
        return ids, None
    rules, suits, seed = game.get("rules"), game.get("suits"), game.get("seed")
    if isinstance(rules, str) and type(suits) is int and type(seed) is int:
        return ids, (rules, suits, seed)
    return ids, None


def _read_regular(source: Path) -> bytes:
    """The bytes of ``source``, read only if it is a regular file within the size cap.

    Raises:
        SaveFileError: ``not_found``, ``unreadable``, ``not_regular``, ``too_large``.
    """
    # O_NONBLOCK: opening a FIFO (a named pipe) must not wait for a writer that never comes.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(source, flags)
    except FileNotFoundError:
        raise SaveFileError("not_found", f"{source} does not exist") from None
    except IsADirectoryError:
        raise SaveFileError("not_regular", f"{source} is a folder, not a game file") from None
    except OSError as exc:
        error = SaveFileError("unreadable", f"cannot read {source}: {exc.strerror or exc}")
        error.errno = exc.errno
        raise error from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveFileError("not_regular", f"{source} is not a regular file (a folder, pipe or device)")
        if info.st_size > MAX_SAVE_BYTES:
            raise SaveFileError(
                "too_large", f"{source} has {info.st_size} bytes, over the {MAX_SAVE_BYTES} a game uses"
            )
        data = read_at_most(fd, MAX_SAVE_BYTES)
        if len(data) > MAX_SAVE_BYTES:
            raise SaveFileError("too_large", f"{source} grew over the {MAX_SAVE_BYTES} bytes a game uses")
        return data
    except OSError as exc:
        error = SaveFileError("unreadable", f"cannot read {source}: {exc.strerror or exc}")
        error.errno = exc.errno
        raise error from None
    finally:
        os.close(fd)


class Autosave:
    """The game in progress, kept in ``<data_dir>/autosave.spider`` after every action.

    Call ``load()`` at start-up before the first ``save()``: a damaged autosave is moved aside
    and reported there, so it is never overwritten unseen. An autosave written by a newer
    version is left untouched (``newer_file``); this version then keeps its own game beside it
    in ``autosave.v<N>.spider``. So it does with a duel it cannot play now (``hold``). A game kept
    beside an autosave that is read again (``strays``) is for the caller to keep elsewhere.
    """

    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.folder = Path(data_dir)
        self.path = self.folder / AUTOSAVE_FILENAME
        self.newer_file: Path | None = None
        self.held_file: Path | None = None

    @property
    def beside(self) -> Path:
        """Where this version keeps its game beside an autosave it leaves alone."""
        return self.folder / f"autosave.v{SAVE_VERSION}.spider"

    @property
    def can_hold(self) -> bool:
        """Whether ``hold`` can keep a game beside the autosave in use (not when that is already the one beside)."""
        return self.path != self.beside

    def hold(self) -> tuple[Game, SaveMeta] | None:
        """Leave the autosave just loaded as it is (``held_file``: a duel's turn, whose records cannot be used now)
        and keep this run's game beside it, as for a newer version's; the game kept there before, if any.

        Raises:
            SaveFileError: as ``load``, for the game beside it.
        """
        assert self.can_hold, "the autosave in use is already the one kept beside another"
        self.held_file, self.path = self.path, self.beside
        return self.load()

    def strays(self) -> list[Path]:
        """The games kept beside the autosave (``autosave.v<N>.spider``, by this version or an older one, while the
        autosave was a newer version's or held) that are not the file in use now, oldest version first."""
        found: list[tuple[int, Path]] = []
        with contextlib.suppress(OSError):
            for path in self.folder.iterdir():
                number = path.name.removeprefix("autosave.v").removesuffix(".spider")
                ours = path.name == f"autosave.v{number}.spider" and number.isascii() and number.isdigit()
                if ours and int(number) <= SAVE_VERSION and path != self.path:
                    found.append((int(number), path))
        return [path for _number, path in sorted(found)]

    def save(self, game: Game, meta: SaveMeta) -> None:
        """Replace the autosave atomically.

        Raises:
            WriteFailed: the write failed (the previous autosave is intact).
            RecordError: ``bad_record`` (the action times do not fit the game's history).
        """
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise WriteFailed(self.path, exc) from exc
        save_game(self.path, game, meta)

    def load(self) -> tuple[Game, SaveMeta] | None:
        """The autosaved game and meta, or ``None`` when there is none.

        Raises:
            SaveFileError: the autosave is damaged (``bad_json``, ``foreign``, ``damaged``,
                ``too_large``), ``unreadable`` or ``symlink`` (a symbolic link, never followed): it was moved aside to
                ``error.quarantined``, or could not be,
                see ``error.quarantine_error``; or ``not_regular`` (left in place).
        """
        if self.path.is_symlink():
            # Spider Duel writes its autosave as a file; a link there is someone else's, and what it points to (a
            # damaged file, a folder, a loop) is not this game's: never followed, never called damaged.
            link = SaveFileError("symlink", f"{self.path} is a symbolic link, not followed", path=self.path)
            try:
                link.quarantined = quarantine(self.path)  # the link moves; whatever it points to is untouched
            except QuarantineFailed as failed:
                link.quarantine_error = failed
            raise link
        try:
            return load_game(self.path)
        except SaveFileError as exc:
            if exc.code == "not_found":
                return None
            if exc.code == "too_new" and self.newer_file is None:
                # A newer version's game stays as it is; this version keeps its own autosave beside it.
                self.newer_file = self.path
                self.path = self.beside
                return self.load()
            if exc.code not in ("not_regular", "too_new"):
                # An unreadable one too (left by a run as another user, say): moving it needs no read access, and
                # left in place it would be overwritten by the next game's first autosave.
                try:
                    exc.quarantined = quarantine(self.path)
                except QuarantineFailed as failed:
                    exc.quarantine_error = failed
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
