"""A player's folders made by the previous release (schema 4), opened by this version: nothing lost, nothing changed;
and opened by that release again after this version upgraded them.

``data/v4`` holds the settings and data folders that release's app made (``make_old_folder.py`` says how, and
``data/v4/made.json`` what it made and what its Statistics showed): profiles, finished games, a finished duel, an
open challenge to a name no profile had, a duel in progress waiting on Ben's cover in the autosave, and a game kept
aside in ``unfinished/``.

``data/v4-back`` is ``data/v4`` once this version had started on it (it upgraded the records to schema 5 and saved
the duel on Ben's cover) and quit, then that release's app started on it twice, as a player who went back would:
``spider-duel --deal 77 --autoplay 5 --autoplay-finish``, then ``spider-duel --autoplay 4`` (its test driver).
It could not use the records: it left them and the duel's autosave as they were, kept Anna's finished game of deal 77
in ``unrecorded/`` and her unfinished game beside the duel's, in ``autosave.v1.spider``.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from fault_helpers import database_held
from helpers import windows
from helpers.prompts import FakePrompts
from make_old_folder import statistics_shown  # the very reading the fixture was written down with
from PySide6.QtCore import Qt

from spider_qt.store import DB_FILENAME, KEPT_FOLDER, PENDING_FOLDER, SCHEMA_VERSION, Database, load_game
from spider_qt.ui.duel.challenges_dialog import ChallengesDialog
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.persistence.persistence import Persistence

FIXTURE = Path(__file__).parent / "data" / "v4"
WENT_BACK = Path(__file__).parent / "data" / "v4-back"
MADE: dict[str, Any] = json.loads((FIXTURE / "made.json").read_text("utf-8"))
GAMES_SQL = "SELECT id, profile_id, rules, suits, seed, score, won, duel_id FROM games ORDER BY id"


def older_folders(tmp: Path, fixture: Path = FIXTURE) -> Path:
    """A copy of the previous release's folders (``config`` and ``data``), its settings' Open recent entry pointing
    into the copy, as the player's own file does."""
    copy = tmp / "v4"
    shutil.copytree(fixture, copy)
    ini = copy / "config" / "spider-duel.ini"
    text = re.sub(r"(?m)^(recent_files=).*/data/", lambda m: f"{m[1]}{(copy / 'data').as_posix()}/", ini.read_text())
    ini.write_text(text)
    return copy


def start(qtbot: Any, monkeypatch: pytest.MonkeyPatch, folders: Path, prompts: FakePrompts) -> tuple[MainWindow, Any]:
    """``spider-duel --data-dir … --config-dir …`` through the app's own start-up, until its table is set."""
    argv = ["--data-dir", str(folders / "data"), "--config-dir", str(folders / "config")]
    win = windows.start_app(qtbot, monkeypatch, argv, prompts)
    qtbot.waitUntil(lambda: win.findChild(Persistence) is not None and win.controller.game is not None, timeout=10_000)
    return win, win.findChild(Persistence)


def finish_turn(win: MainWindow, qtbot: Any) -> None:
    c = win.controller
    game = c.game
    assert game is not None
    c.play(next(m for m in game.legal_moves() if m.kind in ("move", "flip")))
    assert c.finish()


def test_everything_the_previous_release_kept_is_there_and_its_duel_goes_on(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folders = older_folders(tmp_path)
    prompts = FakePrompts(answer=True)
    win, persist = start(qtbot, monkeypatch, folders, prompts)
    assert prompts.shown == []  # nothing to report: no warning, no question
    db = persist.recorder.db
    assert db is not None and db.schema_version == SCHEMA_VERSION
    assert sorted((p.id, p.name, p.friend) for p in db.profiles.for_picker()) == sorted(
        (i, name, friend) for i, name, friend in MADE["profiles"]
    )
    assert [list(row) for row in db.query(GAMES_SQL)] == MADE["games"]
    assert statistics_shown(db) == MADE["statistics"]
    anna, ben, cara = (db.profiles.find(name) for name in ("Anna", "Ben", "Cara"))
    assert anna is not None and ben is not None and cara is not None
    h2h = db.duels.head_to_head(anna.id, ben.id)
    assert (h2h.wins, h2h.losses, h2h.draws) == (0, 1, 0)

    # The duel in progress comes back on the cover of Ben, whose turn it is, as that release left it.
    session = win.duels.session
    assert session is not None and session.duel_id() == MADE["duel_in_progress"]
    assert session.turn == 1 and session.phase == "cover" and win.cover.isVisible()
    # The game kept aside is listed under Open recent.
    (kept,) = (folders / "data" / KEPT_FOLDER).iterdir()
    assert [action.data() for action in persist.files.recent_actions()] == [str(kept)]

    qtbot.mouseClick(win.cover.start_button, Qt.MouseButton.LeftButton)
    assert win.controller.info.player == "Ben"
    finish_turn(win, qtbot)
    qtbot.waitUntil(lambda: win.duels.result_dialog is not None, timeout=5000)
    duel = db.duels.get(MADE["duel_in_progress"])
    assert duel.status == "finished" and duel.b_game is not None
    h2h = db.duels.head_to_head(anna.id, ben.id)
    assert h2h.wins + h2h.losses + h2h.draws == 2
    win.duels.result_dialog.close()

    # Cara takes up the challenge the previous release left for her.
    dialog = ChallengesDialog(db, "Cara", win)
    qtbot.addWidget(dialog)
    assert dialog.challenge_ids() == [2]
    dialog.accept()
    assert dialog.chosen == (2, cara.id)
    assert win.duels.join(2, cara.id) is not None
    assert win.controller.info.player == "Cara" and win.controller.game is not None
    assert win.controller.game.seed == 202
    finish_turn(win, qtbot)
    qtbot.waitUntil(lambda: win.duels.result_dialog is not None, timeout=5000)
    challenge = db.duels.get(2)
    assert challenge.status == "finished" and challenge.b_profile == cara.id
    win.duels.result_dialog.close()

    # And the game kept aside opens where it was left.
    assert persist.files.open_path(kept)
    game = win.controller.game
    assert game is not None and (game.rules, game.seed, len(game.history)) == ("classic", 101, 6)
    persist.close()


def test_withdrawing_the_challenge_of_the_previous_release_keeps_the_profile_it_invited(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The previous release made Cara's profile with the challenge, but did not say so: this version cannot tell it
    from a profile made by hand, so withdrawing the challenge leaves it (and Dora, made by hand, of course)."""
    folders = older_folders(tmp_path)
    win, persist = start(qtbot, monkeypatch, folders, FakePrompts(answer=True))
    db = persist.recorder.db
    assert db is not None
    dialog = ChallengesDialog(db, "Anna", win)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.challenge_ids() == [] and [d.id for d in dialog.own] == [2]
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(0))
    qtbot.mouseClick(dialog.withdraw_button, Qt.MouseButton.LeftButton)
    assert dialog.own == []
    assert db.query("SELECT count(*) FROM duels WHERE id = 2")[0][0] == 0
    assert [p.name for p in db.profiles.for_picker() if p.name in ("Cara", "Dora")] == ["Cara", "Dora"]
    anna = db.profiles.find("Anna")
    assert anna is not None and db.stats.get(anna.id, "duel", 1).played == 3  # its game counts now
    win.duels.drop(uncover=True)
    persist.close()


def test_the_app_started_for_real_on_the_folders_resumes_the_duel(tmp_path: Path) -> None:
    folders = older_folders(tmp_path)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    argv = ["--data-dir", str(folders / "data"), "--config-dir", str(folders / "config"), "--print-state"]
    done = subprocess.run(
        [sys.executable, "-m", "spider_qt", *argv], env=env, capture_output=True, text=True, timeout=120, check=True
    )
    state = json.loads(done.stdout)
    assert state["resumed"] and state["player"] == "Ben"
    assert state["duel"]["duel_id"] == MADE["duel_in_progress"] and state["duel"]["phase"] == "cover"
    assert "spider-duel:" not in done.stderr  # no notice: nothing to warn of
    _game, meta = load_game(folders / "data" / "autosave.spider")
    assert meta.extra["duel"]["duel_id"] == MADE["duel_in_progress"]


def test_the_duel_in_progress_is_saved_as_a_file_the_previous_release_leaves_alone(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Once this version has upgraded the records, the previous release cannot use them. It read a duel's autosave
    all the same (file version 1) and put Ben's turn on the table as an ordinary game: no cover, hints allowed, the
    deal shown, and the duel lost with the next game. A file of a newer version it leaves as it is, keeping its
    own game beside it. Other games stay version 1: it goes on with them, and records them once it can."""
    folders = older_folders(tmp_path)
    win, persist = start(qtbot, monkeypatch, folders, FakePrompts(answer=True))
    assert win.duels.session is not None and win.duels.session.phase == "cover"
    persist.keeper.write()
    autosave = folders / "data" / "autosave.spider"
    assert json.loads(autosave.read_text("utf-8"))["version"] == 2
    win.duels.drop(uncover=True)
    (kept,) = (folders / "data" / KEPT_FOLDER).iterdir()
    assert persist.files.open_path(kept)  # a game alone
    persist.keeper.write()
    assert json.loads(autosave.read_text("utf-8"))["version"] == 1
    persist.close()


def test_what_the_previous_release_played_meanwhile_is_kept_and_recorded(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Back on this version after the previous release: the duel goes on; the game that release left unfinished
    beside the duel's autosave (``autosave.v1.spider``, never read again by either) is kept aside and listed under
    Open recent, and the one it finished is recorded."""
    folders = older_folders(tmp_path, WENT_BACK)
    data = folders / "data"
    beside = load_game(data / "autosave.v1.spider")[0]
    prompts = FakePrompts(answer=True)
    win, persist = start(qtbot, monkeypatch, folders, prompts)
    assert win.duels.session is not None and win.duels.session.phase == "cover" and win.duels.session.turn == 1
    assert not (data / "autosave.v1.spider").exists()
    kept = {path.name: load_game(path)[0] for path in (data / KEPT_FOLDER).iterdir()}
    (new_name,) = [name for name, game in kept.items() if game.to_json() == beside.to_json()]
    assert str(data / KEPT_FOLDER / new_name) in [action.data() for action in persist.files.recent_actions()]
    assert [(s.kind, s.title) for s in prompts.shown] == [("info", "Unfinished game kept")]
    assert new_name in prompts.shown[0].text
    db = persist.recorder.db
    assert db is not None and list((data / PENDING_FOLDER).iterdir()) == []
    assert [r.seed for r in db.games.for_profile(db.profiles.find("Anna").id, limit=1)] == [77]
    win.duels.drop(uncover=True)
    persist.close()


def test_a_duel_waits_untouched_while_the_records_cannot_be_used(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another program holds the previous release's records when this version starts, so it cannot upgrade them
    (it says so) and cannot record the duel in progress. That duel's turn was put on the table as an ordinary game:
    no cover, hints allowed, its deal shown, and the duel lost once another game was saved over it. It waits now,
    its autosave untouched, and the game played meanwhile is kept beside it, then aside once the duel goes on."""
    folders = older_folders(tmp_path)
    data = folders / "data"
    duel_save = (data / "autosave.spider").read_bytes()
    records = (data / DB_FILENAME).read_bytes()
    opened = Database.open.__func__  # type: ignore[attr-defined]
    monkeypatch.setattr(
        Database, "open", classmethod(lambda cls, folder, busy_timeout=0.2: opened(cls, folder, busy_timeout=0.2))
    )
    prompts = FakePrompts(answer=True)
    with database_held(data / DB_FILENAME, "write"):
        win, persist = start(qtbot, monkeypatch, folders, prompts)
        assert persist.recorder.db is None
        assert [(s.kind, s.title) for s in prompts.shown] == [("warn", "Statistics unavailable"), ("info", "Duel")]
        assert "in use by another program" in prompts.shown[0].text and "waits" in prompts.shown[1].text
        game = win.controller.game
        assert win.duels.session is None and game is not None
        assert (game.rules, game.seed) != ("duel", 203) and win.controller.info.player == "Anna"
        c = win.controller
        c.play(next(m for m in game.legal_moves() if m.kind in ("move", "flip")))
        persist.keeper.write()
        assert (data / "autosave.spider").read_bytes() == duel_save
        assert load_game(data / "autosave.v2.spider")[0].history == game.history
        meanwhile = game.to_json()
        persist.close()
        win.close()
    assert (data / "autosave.spider").read_bytes() == duel_save
    assert (data / DB_FILENAME).read_bytes() == records  # still the previous release's, not upgraded half-way

    prompts = FakePrompts(answer=True)
    win, persist = start(qtbot, monkeypatch, folders, prompts)
    assert persist.recorder.db is not None and persist.recorder.db.schema_version == SCHEMA_VERSION
    session = win.duels.session
    assert session is not None and session.duel_id() == MADE["duel_in_progress"] and session.phase == "cover"
    assert win.controller.info.player == "Ben" and win.cover.isVisible()
    assert not (data / "autosave.v2.spider").exists()
    kept = [path for path in (data / KEPT_FOLDER).iterdir() if load_game(path)[0].to_json() == meanwhile]
    assert len(kept) == 1 and str(kept[0]) in [action.data() for action in persist.files.recent_actions()]
    assert [(s.kind, s.title) for s in prompts.shown] == [("info", "Unfinished game kept")]
    win.duels.drop(uncover=True)
    persist.close()
