"""What arrives by any channel gets a status-bar notice and a count on the Challenges entry, not only what the duels
folder brings: File → Open, a drop, Paste duel message, the command line's FILE and the folder, through real
widgets. What is no news (a message read before, one the Challenges list opens again) is never counted."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from helpers.prompts import FakePrompts
from helpers.remote import make_challenge
from PySide6.QtCore import QEvent, QMimeData, Qt, QTimer, QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from spider_qt.duel.remote import Message
from spider_qt.store import Database
from spider_qt.ui.duel.challenges_dialog import ChallengesDialog
from spider_qt.ui.duel.remote_dialogs import ImportCard
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.texts import duel_inbox as texts
from spider_qt.ui.texts.remote import arrival_text
from ui.duel.test_duel_inbox import _drop

pytestmark = pytest.mark.filterwarnings("ignore:Function.*is marked as deprecated:DeprecationWarning")

NOTICE = "A challenge from Anna arrived."


@pytest.fixture
def challenge(tmp_path: Path) -> tuple[Message, Path]:
    """A challenge for anyone that Anna made on her computer, saved as the file she sent."""
    message = make_challenge(tmp_path / "anna")
    path = tmp_path / "mail" / message.file_name()
    path.parent.mkdir()
    path.write_bytes(message.json_form())
    return message, path


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    with Database.open(tmp_path / "data") as opened:
        yield opened


def _window(qtbot: Any, tmp_path: Path, db: Database) -> tuple[MainWindow, str]:
    """A window on this player's own data folder, and its Challenges entry's name before anything arrived."""
    win = windows.make_window(qtbot, tmp_path, db, prompts=FakePrompts(answer=True))
    return win, win.act_challenges.text()


def _told_and_counted(win: MainWindow, entry: str, count: int = 1) -> None:
    assert NOTICE in win.status_line.message_label.text()
    assert win.inbox.pending_count == count
    assert win.act_challenges.text() == entry + texts.challenges_count_suffix(count)
    assert isinstance(win.remote_duels.dialog, ImportCard)  # and the challenge itself is shown


def _close_app(win: MainWindow) -> None:
    """Put the import card away, then close the records of a window the app's start-up made (a card left open
    would outlive the window's clock, a trouble of its own)."""
    card = win.remote_duels.dialog
    if card is not None:
        card.reject()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    persist = win.saver
    assert persist is not None
    persist.close()


def test_a_challenge_dropped_on_the_table_is_told_and_counted(
    qtbot: Any, tmp_path: Path, db: Database, challenge: tuple[Message, Path]
) -> None:
    win, entry = _window(qtbot, tmp_path, db)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(challenge[1]))])
    assert _drop(win.view.viewport(), mime) == (True, True)
    qtbot.waitUntil(lambda: win.inbox.pending_count == 1)
    _told_and_counted(win, entry)


def test_a_challenge_pasted_as_text_is_told_and_counted(
    qtbot: Any, tmp_path: Path, db: Database, challenge: tuple[Message, Path]
) -> None:
    win, entry = _window(qtbot, tmp_path, db)
    QGuiApplication.clipboard().setText(challenge[0].text_form())
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    qtbot.keyClick(win, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    _told_and_counted(win, entry)


def test_a_challenge_in_the_duels_folder_is_told_and_counted(
    qtbot: Any, tmp_path: Path, db: Database, challenge: tuple[Message, Path]
) -> None:
    root = tmp_path / "Duels"
    (root / "anyone").mkdir(parents=True)
    (root / "anyone" / challenge[1].name).write_bytes(challenge[1].read_bytes())
    win, entry = _window(qtbot, tmp_path, db)
    win.inbox.set_folder(str(root))
    qtbot.waitUntil(lambda: win.inbox.pending_count == 1, timeout=30_000)  # once the file was seen unchanged
    assert challenge[1].name in win.status_line.message_label.text()  # the folder's own notice names the file
    assert win.act_challenges.text() == entry + texts.challenges_count_suffix(1)
    assert isinstance(win.remote_duels.dialog, ImportCard)


def test_the_same_challenge_again_is_no_news_and_opening_challenges_clears_the_count(
    qtbot: Any, tmp_path: Path, db: Database, challenge: tuple[Message, Path]
) -> None:
    win, entry = _window(qtbot, tmp_path, db)
    assert win.inbox.open_file(challenge[1])
    _told_and_counted(win, entry)
    card = win.remote_duels.dialog
    assert isinstance(card, ImportCard)
    card.reject()  # not now: it waits in the Challenges list
    QGuiApplication.clipboard().setText(challenge[0].text_form())
    win.inbox.act_paste.trigger()  # the friend sent it twice
    assert win.inbox.pending_count == 1

    # Challenges…: the count goes; Open there shows the challenge again, and that is no arrival to count.
    opened: list[ChallengesDialog] = []

    def open_waiting() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, ChallengesDialog) and w.isVisible())
        opened.append(dialog)
        assert dialog.remote_list.selected_waiting() is not None  # the challenge not played yet, listed first
        dialog.remote_list.open_button.click()

    QTimer.singleShot(0, open_waiting)
    win.act_challenges.trigger()
    assert opened and win.act_challenges.text() == entry and win.inbox.pending_count == 0
    assert isinstance(win.remote_duels.dialog, ImportCard) and win.remote_duels.dialog is not card
    assert win.inbox.pending_count == 0


def test_a_challenge_chosen_in_file_open_is_told_and_counted(
    qtbot: Any, tmp_path: Path, challenge: tuple[Message, Path]
) -> None:
    prompts = FakePrompts(answer=True, open_path=str(challenge[1]))
    win, persist = windows.window_with_data(qtbot, tmp_path, prompts)
    try:
        entry = win.act_challenges.text()
        persist.files.act_open.trigger()
        _told_and_counted(win, entry)
    finally:
        persist.close()


def test_a_challenge_named_on_the_command_line_is_told_and_counted(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, challenge: tuple[Message, Path]
) -> None:
    prompts = FakePrompts(answer=True)
    argv = ["--data-dir", str(tmp_path / "data"), "--config-dir", str(tmp_path), "--lang", "en", str(challenge[1])]
    win = windows.start_app(qtbot, monkeypatch, argv, prompts)
    qtbot.waitUntil(lambda: hasattr(win, "inbox") and win.inbox.pending_count == 1, timeout=20_000)
    _told_and_counted(win, "&Challenges…")
    assert prompts.texts("warn") == []
    _close_app(win)


def test_what_is_no_news_by_hand_is_told_in_a_box_and_never_counted(
    qtbot: Any, tmp_path: Path, db: Database, challenge: tuple[Message, Path]
) -> None:
    prompts = FakePrompts(answer=True)
    win = windows.make_window(qtbot, tmp_path, db, prompts=prompts)
    entry = win.act_challenges.text()
    answer = Path(__file__).resolve().parents[2] / "duel" / "remote" / "data" / "01234567-answer-ET3O22WL.spiderduel"
    assert win.inbox.open_file(answer)  # a message, but of a duel never played here
    assert prompts.texts("info")[-1].endswith(arrival_text("unknown_duel"))
    assert win.inbox.pending_count == 0 and win.act_challenges.text() == entry


def test_the_duels_folder_at_the_start_waits_for_the_data_folder_of_the_command_line(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, challenge: tuple[Message, Path]
) -> None:
    # The bug: the folder's first scan ran once the window was built, before the app attached the records of
    # --data-dir, so what it brought was judged, and kept, in the platform's default data folder.
    from PySide6.QtCore import QSettings

    from spider_qt.ui.duel.remote_list import INBOX_FOLDER

    root = tmp_path / "Duels"
    (root / "anyone").mkdir(parents=True)
    (root / "anyone" / challenge[1].name).write_bytes(challenge[1].read_bytes())
    os.utime(root / "anyone" / challenge[1].name, (1_700_000_000, 1_700_000_000))  # whole long ago
    config = QSettings(str(tmp_path / "spider-duel.ini"), QSettings.Format.IniFormat)
    config.setValue("remote/duels_folder", str(root))
    config.sync()
    argv = ["--data-dir", str(tmp_path / "data"), "--config-dir", str(tmp_path), "--lang", "en"]
    win = windows.start_app(qtbot, monkeypatch, argv, FakePrompts(answer=True))
    qtbot.waitUntil(lambda: hasattr(win, "inbox") and win.inbox.pending_count == 1, timeout=20_000)
    assert challenge[1].name in win.status_line.message_label.text()
    assert (tmp_path / "data" / INBOX_FOLDER / challenge[0].file_name()).is_file()  # kept where the records are
    db = win.duels.database()
    assert db is not None and db.path.parent == tmp_path / "data"
    _close_app(win)
