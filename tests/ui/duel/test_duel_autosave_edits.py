"""A hand-edited duel autosave is checked against the duel's row in the records (issue 47 item 10): it could cut
the history before a flip, hand Bob's turn to the master computer, or say a version it is not and keep the duel
waiting for ever. Real autosave files and a real SQLite file, through the app's own start-up."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.prompts import FakePrompts

from spider_qt.engine import Game
from spider_qt.store import DB_FILENAME, Database
from ui.duel.test_duel_escapes import _quit_on_bos_cover, _start, _window

Edit = Callable[[dict[str, Any]], None]


def _to_master(doc: dict[str, Any]) -> None:
    """Bo's turn handed to the master computer."""
    duel = doc["meta"]["duel"]
    duel["kind"] = "computer"
    duel["players"][1]["level"] = "master"


def _swap_sides(doc: dict[str, Any]) -> None:
    duel = doc["meta"]["duel"]
    duel["players"] = list(reversed(duel["players"]))


def _ann_again_cut_before_her_flip(doc: dict[str, Any]) -> None:
    """Ann's finished turn back on the table, its history cut before her last action (a flip or a move)."""
    ann = Game.new("duel", 2, doc["meta"]["duel"]["seed"])
    history = doc["ann_history"]
    ann.replay(history[: len(history) - 2])
    doc["game"] = json.loads(ann.to_json())
    doc["meta"]["duel"]["turn"] = 0
    doc["meta"]["duel"]["phase"] = "playing"
    doc["meta"]["player"] = "Ann"
    doc["meta"]["action_times"] = [float(i) for i in range(len(ann.history))]
    doc["meta"]["time_used"] = float(len(ann.history))


def _clock_back(doc: dict[str, Any]) -> None:
    """Bo's clock set back: the time used below his last action's."""
    doc["meta"]["time_used"] = 0.0
    doc["meta"]["action_times"] = [5.0] * len(doc["meta"]["action_times"])


def _other_time_limit(doc: dict[str, Any]) -> None:
    doc["meta"]["duel"]["time_limit"] = 3 * 3600


EDITS: dict[str, Edit] = {
    "to the master computer": _to_master,
    "sides swapped": _swap_sides,
    "history cut before a flip": _ann_again_cut_before_her_flip,
    "clock set back": _clock_back,
    "time limit raised": _other_time_limit,
}


def _play_one(qtbot: Any, tmp_path: Path) -> int:
    """Bo starts his turn, plays one action and quits: the duel waits on his cover."""
    win, persist = _window(qtbot, tmp_path)
    assert persist.keeper.resume() and win.duels.session is not None
    win.cover.start_button.click()
    c = win.controller
    assert c.game is not None
    c.play(next(m for m in c.game.legal_moves() if m.kind in ("move", "flip")))
    win.quit_app()
    persist.close()
    return len(c.game.history)


@pytest.mark.parametrize("edit", list(EDITS))
def test_a_hand_edited_duel_autosave_is_not_resumed_and_the_side_on_turn_leaves(
    qtbot: Any, tmp_path: Path, edit: str
) -> None:
    duel_id = _quit_on_bos_cover(qtbot, tmp_path)
    _play_one(qtbot, tmp_path)
    data = tmp_path / "data"
    with Database.open(data) as db:
        duel = db.duels.get(duel_id)
        assert duel.a_game is not None
        ann_history = db.games.get(duel.a_game).game().history
    autosave = data / "autosave.spider"
    doc = json.loads(autosave.read_text("utf-8"))
    if isinstance(doc["game"], str):
        doc["game"] = json.loads(doc["game"])
    doc["ann_history"] = ann_history
    EDITS[edit](doc)
    doc.pop("ann_history")
    autosave.write_text(json.dumps(doc), "utf-8")
    before = autosave.read_bytes()

    prompts = FakePrompts(answer=True)
    win, persist = _window(qtbot, tmp_path, prompts)
    assert not persist.keeper.resume() and win.duels.session is None
    (warning,) = prompts.texts("warn")
    assert "changed outside Spider Duel" in warning and "left the duel" in warning
    (kept,) = data.glob("autosave.spider.bad-*")
    assert kept.read_bytes() == before and str(kept) in warning
    assert persist.recorder.db is not None
    duel = persist.recorder.db.duels.get(duel_id)
    assert (duel.status, duel.forfeit_by, duel.winner) == ("finished", "b", "a")  # Bo's turn, by the records
    persist.close()


def test_an_unedited_autosave_still_resumes(qtbot: Any, tmp_path: Path) -> None:
    duel_id = _quit_on_bos_cover(qtbot, tmp_path)
    played = _play_one(qtbot, tmp_path)
    prompts = FakePrompts(answer=True)
    win, persist = _window(qtbot, tmp_path, prompts)
    assert persist.keeper.resume() and win.duels.session is not None and win.duels.session.duel_id() == duel_id
    assert win.controller.game is not None and len(win.controller.game.history) == played
    assert prompts.texts("warn") == []
    win.duels.drop(uncover=True)
    persist.close()


def test_a_newer_versions_autosave_keeps_its_duel_waiting_a_week_at_most(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file that only says "version": 3 kept the duel waiting for ever (and its loss never came)."""
    duel_id = _quit_on_bos_cover(qtbot, tmp_path)
    data = tmp_path / "data"
    autosave = data / "autosave.spider"
    doc = json.loads(autosave.read_text("utf-8"))
    doc["version"] = 3
    autosave.write_text(json.dumps(doc), "utf-8")
    with sqlite3.connect(data / DB_FILENAME) as conn:  # the duel began eight days ago
        conn.execute("UPDATE duels SET created_at = '2000-01-01T00:00:00+00:00' WHERE id = ?", (duel_id,))
    prompts = FakePrompts(answer=True)
    persist = _start(qtbot, monkeypatch, tmp_path, prompts)
    assert persist.recorder.db is not None
    assert persist.recorder.db.duels.get(duel_id).void  # no longer in progress for ever
    assert json.loads(autosave.read_text("utf-8")) == doc  # the newer version's file is still left untouched
    persist.close()
