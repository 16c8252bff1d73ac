"""The duels folder through the inbox: real folders, real files and the sync tools' noise around them.

Scans are asked for with ``scan_now`` where the test needs one at a given point; where the test waits for the
watcher itself (the folder deleted and made again), the wait is a guard, never a measurement.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from helpers.prompts import FakePrompts
from helpers.remote import challenge_in, make_challenge

from spider_qt.duel.remote import Message, read_message
from spider_qt.store import Database
from spider_qt.ui.duel.folder_dialog import DuelsFolderDialog
from spider_qt.ui.duel.folder_watch import FolderWatch
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.texts import duel_inbox as texts
from spider_qt.ui.texts.remote import arrival_text

DATA = Path(__file__).resolve().parents[2] / "duel" / "remote" / "data"
CHALLENGE = DATA / "01234567-challenge-KZDVVJ2U.spiderduel"
ANSWER = DATA / "01234567-answer-ET3O22WL.spiderduel"
REVEAL = DATA / "01234567-reveal-KZDVVJ2U.spiderduel"
GUARD_MS = 30_000  # a guard against a hang, never a measurement


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    """The window's own data folder (a challenge for anyone is for its player)."""
    with Database.open(tmp_path / "data") as opened:
        yield opened


@pytest.fixture
def fresh(tmp_path: Path) -> Message:
    """A challenge for anyone that Anna made on her computer: what the player here can take up."""
    return make_challenge(tmp_path / "anna")


def _window(
    qtbot: Any, tmp_path: Path, prompts: FakePrompts | None = None, db: Database | None = None
) -> tuple[MainWindow, list[Any]]:
    win = windows.make_window(qtbot, tmp_path, db, prompts=prompts or FakePrompts())
    got: list[tuple[bytes, str]] = []
    win.inbox.message_arrived.connect(lambda data, origin: got.append((bytes(data), origin)))
    return win, got


def _settled(path: Path) -> None:
    """Date the file back a minute: a sync tool finished writing it long ago."""
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns - 60 * 10**9))


def _put(folder: Path, source: Path | Message, name: str | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    if isinstance(source, Message):
        target, data = folder / (name or source.file_name()), source.json_form()
    else:
        target, data = folder / (name or source.name), source.read_bytes()
    target.write_bytes(data)
    _settled(target)
    return target


def _watch(win: MainWindow) -> FolderWatch:
    watch = win.inbox.watch
    assert watch is not None
    return watch


def test_a_message_in_a_friends_sub_folder_arrives_once_with_a_notice_and_a_count(
    qtbot: Any, tmp_path: Path, db: Database, fresh: Message
) -> None:
    root = tmp_path / "Duels"
    pair = root / "Anna and Ben"
    file = _put(pair, fresh)
    prompts = FakePrompts()
    win, got = _window(qtbot, tmp_path, prompts, db)
    challenges = win.act_challenges.text()
    win.inbox.set_folder(str(root))  # Duels folder…: scanned at once
    assert got == [(fresh.json_form(), "folder")]
    assert win.inbox.pending_count == 1
    assert win.act_challenges.text() == challenges + texts.challenges_count_suffix(1)
    assert file.name in win.status_line.message_label.text()
    assert sorted(_watch(win).watched()) == sorted([str(tmp_path), str(root), str(pair)])
    _watch(win).scan_now()
    win.inbox.start_watching()  # as at the next start: the folder's message is known by now
    assert len(got) == 1 and win.inbox.pending_count == 1
    win.inbox.mark_seen()
    assert win.act_challenges.text() == challenges
    assert prompts.shown == []  # the folder never puts up a box


def test_a_folder_set_before_the_start_is_scanned_once_the_window_is_built(
    qtbot: Any, tmp_path: Path, db: Database, fresh: Message
) -> None:
    root = tmp_path / "Duels"
    _put(root / "anna-ben", fresh)
    from PySide6.QtCore import QSettings

    QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat).setValue("remote/duels_folder", str(root))
    win, got = _window(qtbot, tmp_path, None, db)  # connected after the window was built, as the remote duels are
    qtbot.waitUntil(lambda: bool(got))
    assert got == [(fresh.json_form(), "folder")] and win.inbox.pending_count == 1


def test_a_folder_message_that_is_not_for_this_player_is_told_and_never_counted(
    qtbot: Any, tmp_path: Path, db: Database
) -> None:
    # The bug: every message from the folder was counted on the Challenges entry and announced as arrived ("See
    # Challenges"), over the status bar's word of what it was, though Challenges… never listed it.
    root = tmp_path / "Duels"
    _put(root / "pair", CHALLENGE)  # a challenge for a friend whose key is not this player's
    prompts = FakePrompts()
    win, got = _window(qtbot, tmp_path, prompts, db)
    challenges = win.act_challenges.text()
    win.inbox.set_folder(str(root))
    assert got == [(CHALLENGE.read_bytes(), "folder")]
    assert win.status_line.message_label.text() == arrival_text("not_for_us")
    assert win.inbox.pending_count == 0 and win.act_challenges.text() == challenges
    assert prompts.shown == []


def test_our_own_message_sent_before_the_watch_started_never_arrives(qtbot: Any, tmp_path: Path, db: Database) -> None:
    # The bug: a message sent while the folder was set but not watched yet (the first moment after a start, the
    # test driver) was not known as ours, so the next start's scan brought it back as an arrival.
    root = tmp_path / "Duels"
    win, got = _window(qtbot, tmp_path, None, db)
    assert win.inbox.watch is None
    win.settings.set("remote/duels_folder", str(root))
    own = challenge_in(db, "Ben")
    win.remote_duels.send(own, lambda: "Send", lambda: "")
    [written] = root.rglob("*.spiderduel")
    assert written.read_bytes() == own.json_form()
    _settled(written)
    win.inbox.start_watching()  # as at the next start
    assert got == [] and win.inbox.pending_count == 0


def test_the_count_follows_the_challenges_entry_into_another_language(
    qtbot: Any, tmp_path: Path, db: Database, fresh: Message
) -> None:
    root = tmp_path / "Duels"
    _put(root / "pair", fresh)
    win, _got = _window(qtbot, tmp_path, None, db)
    win.inbox.set_folder(str(root))
    try:
        windows.switch_language(qtbot, win, "de")
        german = win.act_challenges.text()
        assert german.endswith(texts.challenges_count_suffix(1)) and "(1 " in german
        assert german != "&Challenges… (1 new)"
    finally:
        windows.switch_language(qtbot, win, "en")
    assert win.act_challenges.text() == "&Challenges… (1 new)"


def test_sync_noise_is_ignored_and_a_half_written_file_waits_until_it_is_whole(qtbot: Any, tmp_path: Path) -> None:
    root = tmp_path / "Duels"
    pair = root / "anna-ben"
    pair.mkdir(parents=True)
    whole = CHALLENGE.read_bytes()
    # What Syncthing, LibreOffice-like lock files, hidden files and a download in progress leave around.
    for name in (
        ".syncthing.01234567-challenge-KZDVVJ2U.spiderduel.tmp",
        "~01234567-challenge-KZDVVJ2U.spiderduel",
        ".01234567-challenge-KZDVVJ2U.spiderduel",
        "01234567-challenge-KZDVVJ2U.spiderduel.part",
    ):
        (pair / name).write_bytes(whole[: len(whole) // 2])
        _settled(pair / name)
    (pair / "notes.txt").write_text("bring snacks", encoding="utf-8")
    win, got = _window(qtbot, tmp_path)
    win.inbox.set_folder(str(root))
    watch = _watch(win)
    assert got == []
    half = pair / CHALLENGE.name
    half.write_bytes(whole[: len(whole) // 2])  # the sync tool writes it in place, in two goes
    watch.scan_now()
    with half.open("ab") as f:
        f.write(whole[len(whole) // 2 :])
    watch.scan_now()
    assert got == []  # still changing: not read
    assert CHALLENGE.name not in win.status_line.message_label.text()  # and never called a bad message
    watch.scan_now()  # unchanged since the last scan: whole now
    assert got == [(whole, "folder")]


def test_a_conflict_copy_is_only_a_duplicate_and_our_own_message_is_no_arrival(
    qtbot: Any, tmp_path: Path, db: Database, fresh: Message
) -> None:
    root = tmp_path / "Duels"
    pair = root / "anna-ben"
    stem = _put(pair, fresh).stem
    win, got = _window(qtbot, tmp_path, None, db)
    win.inbox.set_folder(str(root))
    assert [origin for _data, origin in got] == ["folder"]
    _put(pair, fresh, f"{stem}.sync-conflict-20261204-201500-ABCDEFG.spiderduel")
    _put(pair, fresh, f"{stem} (conflicted copy 2026-12-04).spiderduel")
    # Our own reveal, written through the inbox as the remote duels send it: known at once.
    written = win.inbox.write_to_folder(read_message(REVEAL.read_bytes()), "anna-ben")
    assert written is not None and written.parent == pair and written.is_file()
    _watch(win).scan_now()
    assert len(got) == 1 and win.inbox.pending_count == 1


def test_a_bad_file_in_the_folder_is_told_in_the_status_bar_once(qtbot: Any, tmp_path: Path) -> None:
    root = tmp_path / "Duels"
    bad = root / "pair" / "00000000-answer-AAAAAAAA.spiderduel"
    bad.parent.mkdir(parents=True)
    damaged = json.loads(read_message(ANSWER.read_bytes()).json_form())
    del damaged["payload"]["result"]
    bad.write_text(json.dumps(damaged), encoding="utf-8")
    _settled(bad)
    prompts = FakePrompts()
    win, got = _window(qtbot, tmp_path, prompts)
    win.inbox.set_folder(str(root))
    shown = win.status_line.message_label.text()
    assert bad.name in shown and texts.refusal_reason("schema") in shown
    win.status_line.message_label.clear()
    _watch(win).scan_now()
    assert bad.name not in win.status_line.message_label.text()  # once per version of the file
    assert got == [] and prompts.shown == [] and win.inbox.pending_count == 0


def test_links_in_the_folder_are_not_followed(qtbot: Any, tmp_path: Path) -> None:
    root = tmp_path / "Duels"
    elsewhere = tmp_path / "elsewhere"
    _put(elsewhere, REVEAL)
    root.mkdir()
    (root / "linked-pair").symlink_to(elsewhere, target_is_directory=True)
    (root / REVEAL.name).symlink_to(elsewhere / REVEAL.name)
    win, got = _window(qtbot, tmp_path)
    win.inbox.set_folder(str(root))
    assert got == []


def test_the_folder_deleted_and_made_again_keeps_working(qtbot: Any, tmp_path: Path) -> None:
    root = tmp_path / "Duels"
    pair = root / "anna-ben"
    _put(pair, CHALLENGE)
    win, got = _window(qtbot, tmp_path)
    win.inbox.set_folder(str(root))
    watch = _watch(win)
    assert len(got) == 1
    shutil.rmtree(root)
    watch.scan_now()
    assert str(root) not in watch.watched() and str(tmp_path) in watch.watched()
    # The sync tool brings it back, with the old challenge and the friend's new answer: the watcher sees it.
    _put(pair, CHALLENGE)
    answer = pair / ANSWER.name
    answer.write_bytes(ANSWER.read_bytes())  # fresh: read once it has stayed the same for a scan
    qtbot.waitUntil(lambda: len(got) == 2, timeout=GUARD_MS)
    assert got[1] == (ANSWER.read_bytes(), "folder")
    assert str(pair) in watch.watched()
    # A new file in the sub-folder is seen by the watcher too (not only by the minute's rescan).
    reveal = pair / REVEAL.name
    reveal.write_bytes(REVEAL.read_bytes())
    qtbot.waitUntil(lambda: len(got) == 3, timeout=GUARD_MS)
    assert got[2] == (REVEAL.read_bytes(), "folder")
    assert win.inbox.pending_count == 0  # none of them was for this player (the status bar said so): none counted


def test_activating_the_window_scans_the_folder(qtbot: Any, tmp_path: Path) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    root = tmp_path / "Duels"
    root.mkdir()
    win, _got = _window(qtbot, tmp_path)
    win.inbox.set_folder(str(root))
    scans = _watch(win).scans
    QApplication.sendEvent(win, QEvent(QEvent.Type.WindowActivate))
    assert _watch(win).scans == scans + 1


def test_the_duels_folder_dialog_sets_makes_and_clears_the_folder(qtbot: Any, tmp_path: Path) -> None:
    prompts = FakePrompts()
    win, _got = _window(qtbot, tmp_path, prompts)
    new = tmp_path / "Sync" / "Duels"
    dialog = DuelsFolderDialog("", prompts, win)
    qtbot.addWidget(dialog)
    dialog.path_edit.setText("relative/folder")
    dialog.accept()
    assert dialog.result() != DuelsFolderDialog.DialogCode.Accepted and prompts.shown[-1].kind == "warn"
    dialog.path_edit.setText(str(new))
    dialog.accept()
    assert dialog.chosen() == str(new) and new.is_dir()
    win.inbox.set_folder(dialog.chosen())
    assert win.settings.get("remote/duels_folder") == str(new) and win.inbox.watch is not None
    cleared = DuelsFolderDialog(str(new), prompts, win)
    qtbot.addWidget(cleared)
    cleared.path_edit.clear()
    cleared.accept()
    win.inbox.set_folder(cleared.chosen())
    assert win.settings.get("remote/duels_folder") == "" and win.inbox.watch is None
    assert win.inbox.act_folder in win.game_menu.actions()
