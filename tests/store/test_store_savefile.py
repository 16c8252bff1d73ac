"""``.spider`` files and the autosave: round trip and every kind of bad file."""

from __future__ import annotations

import dataclasses
import errno
import json
import os
from pathlib import Path

import pytest
from store_helpers import times_for

from spider_qt.engine import Game
from spider_qt.store import (
    Autosave,
    RecordError,
    SaveFileError,
    SaveMeta,
    WriteFailed,
    duel_marks,
    load_game,
    push_recent,
    save_game,
)
from spider_qt.store.savefile import SAVE_VERSION


def _midgame() -> tuple[Game, SaveMeta]:
    game = Game.new("duel", 2, 4242)
    for _ in range(3):
        game.play(game.legal_moves()[0])
    game.undo()
    meta = SaveMeta(
        player="Ann",
        profile_id=3,
        time_used=42.5,
        action_times=tuple(times_for(game)),
        helped=True,
        duel_id=7,
        duel_side="b",
        time_limit=600.0,
        extra={"ui": {"zoom": 1.25}},
    )
    return game, meta


def test_round_trip_keeps_game_and_meta(tmp_path: Path) -> None:
    game, meta = _midgame()
    path = tmp_path / "my game.spider"
    save_game(path, game, meta)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert (doc["format"], doc["version"]) == ("spider-duel-save", 1)
    loaded, loaded_meta = load_game(path)
    assert loaded_meta == meta
    assert loaded.to_json() == game.to_json()
    assert loaded.history == game.history
    assert loaded.can_undo() == game.can_undo()
    # The restored game goes on exactly like the original.
    for g in (game, loaded):
        g.play(g.legal_moves()[-1])
    assert loaded.state() == game.state()


def test_game_as_text_and_bare_engine_save_are_accepted(tmp_path: Path) -> None:
    game, _ = _midgame()
    as_text = tmp_path / "text.spider"
    as_text.write_text(json.dumps({"format": "spider-duel-save", "version": 1, "game": game.to_json()}))
    loaded, loaded_meta = load_game(as_text)
    zeros = (0.0,) * len(game.history)
    assert loaded.to_json() == game.to_json() and loaded_meta == SaveMeta(action_times=zeros)
    bare = tmp_path / "bare.spider"
    bare.write_text(game.to_json())
    bare_game, bare_meta = load_game(bare)
    assert bare_game.to_json() == game.to_json() and bare_meta == SaveMeta(action_times=zeros)


def test_save_refuses_times_that_do_not_fit(tmp_path: Path) -> None:
    game, _ = _midgame()
    with pytest.raises(RecordError):
        save_game(tmp_path / "x.spider", game, SaveMeta(action_times=(1.0,)))
    assert list(tmp_path.iterdir()) == []


def _bad_files() -> dict[str, tuple[bytes, str]]:
    game, meta = _midgame()
    good = {"format": "spider-duel-save", "version": 1, "game": json.loads(game.to_json()), "meta": meta.to_dict()}
    text = json.dumps(good).encode()
    broken_game = json.loads(game.to_json())
    broken_game["history"].append("9>9")
    return {
        "truncated": (text[: len(text) // 2], "bad_json"),
        "garbage": (os.urandom(64) + b"\x00", "bad_json"),
        "empty": (b"", "bad_json"),
        "non-utf8": (text.replace(b'"Ann"', b'"Ann\xff"'), "bad_json"),
        "foreign-json": (json.dumps({"name": "shopping list", "items": [1, 2]}).encode(), "foreign"),
        "json-list": (b"[1, 2, 3]", "foreign"),
        "too-new": (json.dumps({**good, "version": SAVE_VERSION + 1}).encode(), "too_new"),
        "game-too-new": (json.dumps({**good, "game": {**good["game"], "version": 99}}).encode(), "too_new"),
        "bad-version": (json.dumps({**good, "version": "one"}).encode(), "damaged"),
        "bad-game": (json.dumps({**good, "game": broken_game}).encode(), "damaged"),
        "bad-meta": (json.dumps({**good, "meta": {"time_used": "soon"}}).encode(), "damaged"),
        "times-mismatch": (json.dumps({**good, "meta": {"action_times": [1.0]}}).encode(), "damaged"),
    }


@pytest.mark.parametrize("case", sorted(_bad_files()))
def test_bad_spider_files(tmp_path: Path, case: str) -> None:
    content, code = _bad_files()[case]
    path = tmp_path / "bad.spider"
    path.write_bytes(content)
    with pytest.raises(SaveFileError) as info:
        load_game(path)
    assert info.value.code == code
    assert info.value.message
    if case == "bad-game":
        assert info.value.engine_code == "bad_history"
    assert path.read_bytes() == content  # load_game never moves a file the player chose


def test_missing_and_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError) as info:
        load_game(tmp_path / "missing.spider")
    assert info.value.code == "not_found"
    (tmp_path / "folder.spider").mkdir()
    with pytest.raises(SaveFileError) as info:
        load_game(tmp_path / "folder.spider")
    assert info.value.code == "not_regular"


def test_autosave_cycle(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path / "data")
    assert autosave.load() is None and not autosave.exists()
    game, meta = _midgame()
    autosave.save(game, meta)
    assert autosave.path == tmp_path / "data" / "autosave.spider"
    loaded = autosave.load()
    assert loaded is not None
    assert (loaded[0].to_json(), loaded[1]) == (game.to_json(), meta)
    game.play(game.legal_moves()[0])
    meta2 = SaveMeta(player="Ann", time_used=50.0, action_times=tuple(times_for(game)))
    autosave.save(game, meta2)
    loaded = autosave.load()
    assert loaded is not None and loaded[1] == meta2
    autosave.clear()
    autosave.clear()
    assert autosave.load() is None
    assert list((tmp_path / "data").iterdir()) == []


@pytest.mark.parametrize("case", sorted(c for c in _bad_files() if "too-new" not in c))
def test_damaged_autosave_is_quarantined_and_reported(tmp_path: Path, case: str) -> None:
    content, code = _bad_files()[case]
    autosave = Autosave(tmp_path)
    autosave.path.write_bytes(content)
    with pytest.raises(SaveFileError) as info:
        autosave.load()
    assert info.value.code == code
    moved = info.value.quarantined
    assert moved is not None and moved.name.startswith("autosave.spider.bad-")
    assert moved.read_bytes() == content
    assert not autosave.path.exists()
    assert autosave.load() is None
    game, meta = _midgame()
    autosave.save(game, meta)  # a new autosave never touches the quarantined one
    assert moved.read_bytes() == content


def test_autosave_disk_full_keeps_previous_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    autosave = Autosave(tmp_path)
    game, meta = _midgame()
    autosave.save(game, meta)
    before = autosave.path.read_bytes()
    game.play(game.legal_moves()[0])

    def disk_full(fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", disk_full)
    with pytest.raises(WriteFailed) as info:
        autosave.save(game, SaveMeta(action_times=tuple(times_for(game))))
    monkeypatch.undo()
    assert info.value.code == "write_failed" and info.value.errno == errno.ENOSPC
    assert autosave.path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.spider"]


def test_push_recent() -> None:
    recent: list[str] = []
    for i in range(10):
        recent = push_recent(recent, f"/games/g{i}.spider")
    assert recent == [f"/games/g{i}.spider" for i in range(9, 1, -1)]
    recent = push_recent(recent, "/games/g5.spider")
    assert recent[:3] == ["/games/g5.spider", "/games/g9.spider", "/games/g8.spider"]
    assert len(recent) == 8 and len(set(recent)) == 8
    assert push_recent(["/a/../games/x.spider"], "/games/x.spider") == ["/games/x.spider"]


def test_duel_marks_read_what_a_newer_versions_save_tells_of_its_duel(tmp_path: Path) -> None:
    """A newer version's autosave is not loaded, but the duel it may hold must not be closed behind its back."""
    game, meta = _midgame()
    path = tmp_path / "autosave.spider"
    save_game(path, game, dataclasses.replace(meta, duel_id=7, extra={"duel": {"duel_id": 8, "version": 99}}))
    doc = json.loads(path.read_text("utf-8"))
    doc["version"] = 99
    path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(SaveFileError):
        load_game(path)
    assert duel_marks(path) == ({7, 8}, ("duel", 2, 4242))
    doc["game"] = game.to_json()  # the game as text, as older files have it
    doc["meta"] = {"duel": "?"}
    path.write_text(json.dumps(doc), "utf-8")
    assert duel_marks(path) == (set(), ("duel", 2, 4242))
    for content in ("{", "[]", '{"game": {"rules": 1}}', '{"game": "{"}'):
        path.write_text(content, "utf-8")
        assert duel_marks(path) == (set(), None)
    assert duel_marks(tmp_path / "missing.spider") == (set(), None)


def test_the_games_kept_beside_the_autosave_are_found_once_it_is_read_again(tmp_path: Path) -> None:
    game, meta = _midgame()
    for name in ("autosave.v1.spider", "autosave.v2.spider", "autosave.v9.spider", "autosave.vx.spider"):
        save_game(tmp_path / name, game, meta)
    (tmp_path / "autosave.v1.spider.bad-20261204").write_text("set aside")
    autosave = Autosave(tmp_path)
    assert autosave.load() is None
    # an older version's and this one's; not a newer version's, nor anything else
    assert [p.name for p in autosave.strays()] == ["autosave.v1.spider", "autosave.v2.spider"]
    (tmp_path / "autosave.spider").write_text(json.dumps({"format": "spider-duel-save", "version": SAVE_VERSION + 1}))
    newer = Autosave(tmp_path)
    assert newer.load() is not None and newer.path.name == "autosave.v2.spider"
    assert [p.name for p in newer.strays()] == ["autosave.v1.spider"]  # the one in use is no stray


def test_a_held_autosave_is_left_as_it_is_and_the_game_beside_it_goes_on(tmp_path: Path) -> None:
    game, meta = _midgame()
    save_game(
        tmp_path / "autosave.spider", game, SaveMeta(action_times=meta.action_times, extra={"duel": {"phase": "cover"}})
    )
    held = (tmp_path / "autosave.spider").read_bytes()
    autosave = Autosave(tmp_path)
    assert autosave.load() is not None and autosave.can_hold
    assert autosave.hold() is None  # nothing kept beside it yet
    assert autosave.held_file == tmp_path / "autosave.spider" and not autosave.can_hold
    autosave.save(game, meta)
    autosave.clear()
    autosave.save(game, meta)
    assert (tmp_path / "autosave.spider").read_bytes() == held
    again = Autosave(tmp_path)  # the next start, the records still unavailable
    again.load()
    beside = again.hold()
    assert beside is not None and beside[0].history == game.history
