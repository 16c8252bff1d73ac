"""Player data: profiles, game records, statistics, duels, challenges and saved games (pure Python, no Qt).

Every path is injected: the UI passes a data folder (from ``QStandardPaths``), tests pass ``tmp_path``.
The names below are loaded on first use (PEP 562), each from its own module: the game's start-up, which only
clears what a killed write left in the data folder before its window shows, does not load the database.

Every error is a ``StoreError`` with a stable ``code`` for the UI to translate plus an English message.

Database (``<data_dir>/spider-duel.sqlite3``)::

    db = Database.open(data_dir, busy_timeout=5.0)   # DatabaseError: db_too_new (file untouched), db_locked,
                                      # db_full, db_read_only, db_denied, db_no_folder, db_failed: nothing moved
                                      # an older schema is upgraded in one transaction: all of it, or none
    db.recovered_from                 # Path a damaged/foreign file was moved to, else None: tell the player
    db.profiles.create(name) / rename(id, name) / delete(id, keep_history) / get(id) / find(name)
    db.profiles.for_picker(include_ignored=False, include_computers=False)   # friends first, then by name
    db.profiles.set_friend(id, flag) / set_ignored(id, flag) / computer(level) -> Profile (kind "computer")
                                      # a friend or ignored, never both: setting one clears the other
    db.games.record(profile_id, game, time_used=, action_times=, helped=, duel_id=) -> GameRecord
                                      # replayed from the deal; a snapshot-started game: RecordError not_from_deal
    db.games.get(id) / for_profile(profile_id, limit) / of_deal(profile_id, rules, suits, seed)
                                      # GameRecord.game(), .score_timeline(), .history
    db.stats.get(profile_id, rules, suits) -> Stats / for_profile(profile_id) / reset(profile_id)
    db.duels.create(rules, suits, seed, a_profile, b_profile, time_limit) ; add_game(duel_id, record_id)
    db.duels.create_challenge(record_id, time_limit, invited, invited_name) ; open_challenges(profile_id)
    db.duels.join(duel_id, profile_id) ; complete(duel_id, record_id) ; cancel(duel_id)
                                      # a profile a challenge made for a new name goes with it if nothing names it
    db.duels.void(duel_id) ; in_progress_on_deal(rules, suits, seed)   # a duel that cannot be played out
    db.duels.void_left_behind(spare=ids, spare_deals=deals)   # at start-up: duels no autosave can play on
    db.duels.head_to_head(profile_id, opponent_id) -> HeadToHead ; opponents(profile_id) ; get ; for_profile
    duel_winner(score_a, time_a, score_b, time_b) -> "a" | "b" | "draw"   # times in the whole seconds shown

What counts, when (``store.counting``, pure): ``same_game(a, b)``; ``on_game_over``, ``on_not_resumed``,
``on_new_deal``, ``on_open``, ``on_forfeit`` -> ``Count(played, why)`` / ``Drop(played, why)`` decisions that the
UI's recorder and shelf carry out; ``counted_already(played, records)`` keeps a game from counting twice.
    export_stats_csv(db, path)
    db.close()

Files::

    save_game(path, game, SaveMeta(...)) ; load_game(path) -> (Game, SaveMeta)   # SaveFileError codes
                                      # a duel's turn is file version 2 (versions that read 1 leave it alone)
    Autosave(data_dir).save(game, meta) / load() -> (Game, SaveMeta) | None / clear() / .newer_file
    (only regular files of at most MAX_SAVE_BYTES are read; a newer version's autosave is left alone)
    autosave.hold() -> the game beside / .held_file   # a duel that cannot be recorded now stays as it is
    autosave.strays()                 # games kept beside an autosave read again: for unfinished/ (or the records)
    duel_marks(path) -> (duel ids, deal | None)   # what a newer version's save tells of its duel, never raises
    push_recent(recent, path) -> list[str]
    GameShelf(data_dir, PENDING_FOLDER)   # finished games the database could not take yet: add / items / remove
    GameShelf(data_dir, KEPT_FOLDER)      # unfinished games set aside for another game (a deal asked for, Open)
    atomic_write_text / atomic_write_bytes / quarantine / remove_leftover_temp_files(folder)
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .atomic import atomic_write_bytes, atomic_write_text, quarantine, remove_leftover_temp_files
    from .database import DB_FILENAME, DEFAULT_BUSY_TIMEOUT, SCHEMA_VERSION, Database
    from .duels import Duel, DuelResult, HeadToHead, duel_winner
    from .errors import (
        DatabaseError,
        DuelError,
        ProfileError,
        QuarantineFailed,
        RecordError,
        SaveFileError,
        StoreError,
        WriteFailed,
    )
    from .folders import KEPT_FOLDER, PENDING_FOLDER
    from .games import GameRecord, replay_from_deal
    from .limits import MAX_ACTIONS, MAX_SAVE_BYTES, started_from_deal
    from .pending import GameShelf
    from .profiles import MAX_NAME_LENGTH, RESERVED_NAMES, Profile, name_key, name_skeleton
    from .savefile import AUTOSAVE_FILENAME, Autosave, SaveMeta, duel_marks, load_game, push_recent, save_game
    from .stats import Stats, export_stats_csv

#: Public name -> the module (in this package) that defines it.
_HOME: dict[str, str] = {
    **dict.fromkeys(("atomic_write_bytes", "atomic_write_text", "quarantine", "remove_leftover_temp_files"), "atomic"),
    **dict.fromkeys(("DB_FILENAME", "DEFAULT_BUSY_TIMEOUT", "SCHEMA_VERSION", "Database"), "database"),
    **dict.fromkeys(("Duel", "DuelResult", "HeadToHead", "duel_winner"), "duels"),
    **dict.fromkeys(
        (
            "DatabaseError",
            "DuelError",
            "ProfileError",
            "QuarantineFailed",
            "RecordError",
            "SaveFileError",
            "StoreError",
            "WriteFailed",
        ),
        "errors",
    ),
    **dict.fromkeys(("GameRecord", "replay_from_deal"), "games"),
    **dict.fromkeys(("MAX_ACTIONS", "MAX_SAVE_BYTES", "started_from_deal"), "limits"),
    **dict.fromkeys(("KEPT_FOLDER", "PENDING_FOLDER"), "folders"),
    "GameShelf": "pending",
    **dict.fromkeys(("MAX_NAME_LENGTH", "RESERVED_NAMES", "Profile", "name_key", "name_skeleton"), "profiles"),
    **dict.fromkeys(
        ("AUTOSAVE_FILENAME", "Autosave", "SaveMeta", "duel_marks", "load_game", "push_recent", "save_game"), "savefile"
    ),
    **dict.fromkeys(("Stats", "export_stats_csv"), "stats"),
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value  # found once: later uses are plain attribute reads
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


__all__ = [
    "AUTOSAVE_FILENAME",
    "DB_FILENAME",
    "DEFAULT_BUSY_TIMEOUT",
    "KEPT_FOLDER",
    "MAX_ACTIONS",
    "MAX_NAME_LENGTH",
    "MAX_SAVE_BYTES",
    "PENDING_FOLDER",
    "RESERVED_NAMES",
    "SCHEMA_VERSION",
    "Autosave",
    "Database",
    "DatabaseError",
    "Duel",
    "DuelError",
    "DuelResult",
    "GameRecord",
    "GameShelf",
    "HeadToHead",
    "Profile",
    "ProfileError",
    "QuarantineFailed",
    "RecordError",
    "SaveFileError",
    "SaveMeta",
    "Stats",
    "StoreError",
    "WriteFailed",
    "atomic_write_bytes",
    "atomic_write_text",
    "duel_marks",
    "duel_winner",
    "export_stats_csv",
    "load_game",
    "name_key",
    "name_skeleton",
    "push_recent",
    "quarantine",
    "remove_leftover_temp_files",
    "replay_from_deal",
    "save_game",
    "started_from_deal",
]
