"""The duel inbox's channels: each hands the message's exact bytes to ``message_arrived``, and what is no message is
explained by name, never passed on (real windows, real files, the real clipboard and real drop events)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from helpers.prompts import FakePrompts
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QGuiApplication
from PySide6.QtWidgets import QApplication

from spider_qt.duel.remote import MAX_BYTES, Refused, read_message
from spider_qt.ui.duel import inbox as inbox_module
from spider_qt.ui.duel.inbox import DuelInbox
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.texts import duel_inbox as texts

pytestmark = pytest.mark.filterwarnings("ignore:Function.*is marked as deprecated:DeprecationWarning")

DATA = Path(__file__).resolve().parents[2] / "duel" / "remote" / "data"
CHALLENGE = DATA / "01234567-challenge-KZDVVJ2U.spiderduel"
ANSWER = DATA / "01234567-answer-ET3O22WL.spiderduel"


class Arrivals:
    """What ``message_arrived`` carried, in order."""

    def __init__(self, inbox: DuelInbox) -> None:
        self.got: list[tuple[bytes, str]] = []
        inbox.message_arrived.connect(lambda data, origin: self.got.append((bytes(data), origin)))


def _window(qtbot: Any, tmp_path: Path, prompts: FakePrompts | None = None) -> tuple[MainWindow, Arrivals]:
    win = windows.make_window(qtbot, tmp_path, prompts=prompts or FakePrompts())
    return win, Arrivals(win.inbox)


def _chat_text() -> str:
    """The challenge's text form as a mail quotes it: "> " before each line, words around the block."""
    block = read_message(CHALLENGE.read_bytes()).text_form()
    quoted = "\n".join("> " + line for line in block.splitlines())
    return f"Anna wrote:\n> Here is my challenge, beat it!\n{quoted}\n\nSee you!\n"


# --- opening a file ---------------------------------------------------------------------------------------------


def test_a_file_opened_arrives_with_its_exact_bytes_in_either_form(qtbot: Any, tmp_path: Path) -> None:
    win, arrivals = _window(qtbot, tmp_path)
    text_file = tmp_path / "from mail.spiderduel"
    text_file.write_text(_chat_text(), encoding="utf-8")
    assert win.inbox.open_file(CHALLENGE)
    assert win.inbox.open_file(str(text_file))
    assert arrivals.got == [(CHALLENGE.read_bytes(), "file"), (text_file.read_bytes(), "file")]


def test_the_command_line_file_arrives_through_the_real_start_up(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[Arrivals] = []
    attach = inbox_module.attach_inbox

    def attach_and_listen(*args: Any) -> DuelInbox:
        inbox = attach(*args)
        seen.append(Arrivals(inbox))  # as the remote duels connect themselves when the window is built
        return inbox

    monkeypatch.setattr(inbox_module, "attach_inbox", attach_and_listen)
    prompts = FakePrompts(answer=True)
    argv = ["--data-dir", str(tmp_path / "data"), "--config-dir", str(tmp_path), "--lang", "en", str(ANSWER)]
    win = windows.start_app(qtbot, monkeypatch, argv, prompts)
    qtbot.waitUntil(lambda: bool(seen) and bool(seen[0].got), timeout=20_000)
    assert seen[0].got == [(ANSWER.read_bytes(), "file")]
    assert win.inbox.pending_count == 0  # of a duel never played here: nothing new for Challenges… to count
    assert prompts.texts("warn") == []
    persist = win.saver
    assert persist is not None
    persist.close()


def test_a_spiderduel_chosen_in_open_arrives_and_the_open_dialog_offers_such_files(qtbot: Any, tmp_path: Path) -> None:
    class Chooser(FakePrompts):
        filters: str = ""

        def choose_open_path(self, parent: Any, title: str, start: str, filters: str) -> str:
            self.filters = filters
            return super().choose_open_path(parent, title, start, filters)

    prompts = Chooser(open_path=str(CHALLENGE))
    win, persist = windows.window_with_data(qtbot, tmp_path, prompts)
    arrivals = Arrivals(win.inbox)
    try:
        persist.files.act_open.trigger()
        assert arrivals.got == [(CHALLENGE.read_bytes(), "file")]
        assert "*.spiderduel" in prompts.filters.split(";;")[0]  # shown with the games, first
        assert not [s for s in prompts.shown if s.kind == "warn"]
        # Open recent takes it too, and a saved game is opened as before.
        prompts.open_path = str(tmp_path / "missing.spiderduel")
        persist.files.act_open.trigger()
        assert len(arrivals.got) == 1
        assert prompts.texts("warn") == [
            f"{texts.refused_title()}\n{texts.refused_file_text('missing.spiderduel', texts.MISSING)}"
        ]
    finally:
        persist.close()


# --- dropping -----------------------------------------------------------------------------------------------


def _drop(target: Any, mime: QMimeData) -> tuple[bool, bool]:
    """A real drag entering ``target``, moving and dropping there: whether the move (what the pointer shows) and the
    drop were accepted."""
    pos = QPoint(target.width() // 2, target.height() // 2)
    copy, left, none = Qt.DropAction.CopyAction, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(target, QDragEnterEvent(pos, copy, mime, left, none))
    move = QDragMoveEvent(pos, copy, mime, left, none)
    QApplication.sendEvent(target, move)
    drop = QDropEvent(QPointF(pos), copy, mime, left, none)
    QApplication.sendEvent(target, drop)
    return move.isAccepted(), drop.isAccepted()


def test_a_file_dropped_on_the_table_or_the_window_arrives_with_its_exact_bytes(qtbot: Any, tmp_path: Path) -> None:
    win, arrivals = _window(qtbot, tmp_path)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(CHALLENGE))])
    assert _drop(win.view.viewport(), mime) == (True, True)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(ANSWER))])
    assert _drop(win, mime) == (True, True)
    text = QMimeData()
    text.setText(_chat_text())  # text dragged from a mail
    assert _drop(win.view.viewport(), text) == (True, True)
    qtbot.waitUntil(lambda: len(arrivals.got) == 3)  # read once each drop is over
    assert arrivals.got == [
        (CHALLENGE.read_bytes(), "drop"),
        (ANSWER.read_bytes(), "drop"),
        (_chat_text().encode("utf-8"), "drop"),
    ]


def test_a_dropped_file_that_is_no_message_is_explained_once_the_drop_is_over(qtbot: Any, tmp_path: Path) -> None:
    prompts = FakePrompts()
    win, arrivals = _window(qtbot, tmp_path, prompts)
    photo = tmp_path / "holiday.jpg"
    photo.write_bytes(b"\xff\xd8\xff\xe0 a photo, not a duel")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(photo))])
    assert _drop(win.view.viewport(), mime) == (True, True)
    assert prompts.shown == []  # not inside the drop: its source waits for that
    qtbot.waitUntil(lambda: bool(prompts.shown))
    assert prompts.texts("warn") == [f"{texts.refused_title()}\n{texts.refused_file_text(photo.name, 'not_json')}"]
    assert arrivals.got == []


def test_plain_text_is_not_taken_as_a_drop(qtbot: Any, tmp_path: Path) -> None:
    win, arrivals = _window(qtbot, tmp_path)
    text = QMimeData()
    text.setText("just some words")
    assert _drop(win.view.viewport(), text)[0] is False  # the pointer says no drop here
    assert arrivals.got == []


# --- pasting ------------------------------------------------------------------------------------------------


def test_paste_duel_message_takes_the_text_form_from_the_clipboard(qtbot: Any, tmp_path: Path) -> None:
    win, arrivals = _window(qtbot, tmp_path)
    assert win.inbox.act_paste.shortcut().toString() == "Ctrl+Shift+V"
    assert win.inbox.act_paste in win.game_menu.actions()
    QGuiApplication.clipboard().setText(_chat_text())
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    qtbot.keyClick(win, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert arrivals.got == [(_chat_text().encode("utf-8"), "paste")]


def test_paste_takes_a_message_file_copied_in_a_file_manager(qtbot: Any, tmp_path: Path) -> None:
    win, arrivals = _window(qtbot, tmp_path)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(ANSWER))])
    QGuiApplication.clipboard().setMimeData(mime)
    win.inbox.act_paste.trigger()
    assert arrivals.got == [(ANSWER.read_bytes(), "paste")]


def test_paste_with_no_message_on_the_clipboard_says_what_to_copy(qtbot: Any, tmp_path: Path) -> None:
    prompts = FakePrompts()
    win, arrivals = _window(qtbot, tmp_path, prompts)
    QGuiApplication.clipboard().clear()
    win.inbox.act_paste.trigger()
    QGuiApplication.clipboard().setText("hello, want to play?")
    win.inbox.act_paste.trigger()
    assert arrivals.got == []
    assert prompts.texts("warn") == [
        f"{texts.refused_title()}\n{texts.refused_paste_text(texts.EMPTY_CLIPBOARD)}",
        f"{texts.refused_title()}\n{texts.refused_paste_text('not_json')}",
    ]
    assert "-----BEGIN SPIDER DUEL MESSAGE-----" in prompts.shown[0].text


# --- bad input ----------------------------------------------------------------------------------------------


def _changed(change: Any) -> bytes:
    obj = json.loads(read_message(ANSWER.read_bytes()).json_form())
    change(obj)
    return json.dumps(obj).encode()


def _bad_files() -> dict[str, bytes]:
    def schema(obj: dict[str, Any]) -> None:
        obj["signer"]["name"] = 7

    def signature(obj: dict[str, Any]) -> None:
        obj["payload"]["result"]["time_used_ms"] += 1000  # a faster time claimed after signing

    return {
        "too_large": b" " * (MAX_BYTES + 1),
        "not_json": b"\x89PNG\r\n\x1a\nnot a message at all",
        "format": _changed(lambda obj: obj.update(format="some-other-game")),
        "version": _changed(lambda obj: obj.update(version=99)),
        "schema": _changed(schema),
        "signature": _changed(signature),
    }


@pytest.mark.parametrize("code", ["too_large", "not_json", "format", "version", "schema", "signature"])
def test_each_refusal_is_named_in_the_players_words_and_goes_no_further(qtbot: Any, tmp_path: Path, code: str) -> None:
    data = _bad_files()[code]
    with pytest.raises(Refused) as refused:
        read_message(data)
    assert refused.value.code == code  # the file is refused for the reason meant
    prompts = FakePrompts()
    win, arrivals = _window(qtbot, tmp_path, prompts)
    bad = tmp_path / f"bad-{code}.spiderduel"
    bad.write_bytes(data)
    assert win.inbox.open_file(bad) is False
    assert arrivals.got == []
    (shown,) = prompts.shown
    assert (shown.kind, shown.title) == ("warn", texts.refused_title())
    assert bad.name in shown.text and texts.refusal_reason(code) in shown.text


def test_every_refusal_code_has_its_own_sentence() -> None:
    from spider_qt.duel.remote import CODES

    reasons = [texts.refusal_reason(code) for code in CODES]
    assert len(set(reasons)) == len(CODES)
    assert texts.refusal_reason("no such code") not in reasons


def test_a_folder_a_missing_file_and_an_unreadable_one_are_named(qtbot: Any, tmp_path: Path) -> None:
    prompts = FakePrompts()
    win, arrivals = _window(qtbot, tmp_path, prompts)
    folder = tmp_path / "looks like one.spiderduel"
    folder.mkdir()
    assert not win.inbox.open_file(folder)
    assert not win.inbox.open_file(tmp_path / "gone.spiderduel")
    expected = [
        texts.refused_file_text(folder.name, texts.NOT_A_FILE),
        texts.refused_file_text("gone.spiderduel", texts.MISSING),
    ]
    locked = tmp_path / "locked.spiderduel"
    locked.write_bytes(CHALLENGE.read_bytes())
    locked.chmod(0)
    if os.access(locked, os.R_OK):  # root reads it all the same
        locked.chmod(0o644)
    else:
        assert not win.inbox.open_file(locked)
        expected.append(texts.refused_file_text(locked.name, texts.UNREADABLE, os.strerror(13)))
    assert [s.text for s in prompts.shown] == expected
    assert arrivals.got == []


def test_the_inbox_speaks_the_players_language(qtbot: Any, tmp_path: Path) -> None:
    prompts = FakePrompts()
    win, _arrivals = _window(qtbot, tmp_path, prompts)
    english = (win.inbox.act_paste.text(), win.inbox.act_folder.text(), texts.refusal_reason("signature"))
    try:
        for lang in ("de", "it", "nl"):
            windows.switch_language(qtbot, win, lang)
            now = (win.inbox.act_paste.text(), win.inbox.act_folder.text(), texts.refusal_reason("signature"))
            assert all(a != b and b for a, b in zip(english, now, strict=True)), lang
            win.inbox.open_file(tmp_path / "gone.spiderduel")
            assert prompts.shown[-1].title not in ("", "Not a duel message"), lang
    finally:
        windows.switch_language(qtbot, win, "en")
