"""``spider-duel FILE`` while Spider Duel is open on the same data folder: the running window gets the message.

The running app is this test's own, built by the app's start-up with its single-instance claim; the second start is
a real process, as a double-click on a ``.spiderduel`` file starts it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers.prompts import FakePrompts
from PySide6.QtWidgets import QApplication

from spider_qt.ui import app as app_module
from spider_qt.ui import prompts as prompts_module
from spider_qt.ui.single_instance import SingleInstance, _file_of, _open_line

DATA = Path(__file__).resolve().parents[1] / "duel" / "remote" / "data"
CHALLENGE = DATA / "01234567-challenge-KZDVVJ2U.spiderduel"
GUARD_MS = 60_000  # a guard against a hang, never a measurement


@pytest.mark.parametrize(
    "path", ["/home/anna/Duels/ben's challenge.spiderduel", "/tmp/two\nlines.spiderduel", "/tmp/caf\udce9.spiderduel"]
)
def test_the_open_request_carries_any_path_on_one_line(path: str) -> None:
    line = _open_line(path)
    assert line.count(b"\n") == 1 and line.endswith(b"\n")
    assert _file_of(line) == path
    assert _file_of(b"spider-duel: come to the front\n") is None
    assert _file_of(b"spider-duel: open !!not base64!!\n") is None


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the window comes to the front (offscreen: no)
def test_a_second_start_with_a_duel_file_hands_it_to_the_running_window(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    prompts = FakePrompts(answer=True)
    monkeypatch.setattr(prompts_module, "Prompts", lambda: prompts)
    args = app_module.build_parser().parse_args(
        ["--data-dir", str(data), "--config-dir", str(tmp_path), "--lang", "en"]
    )
    settings, switcher = app_module._settings_and_language(args)
    settings.set("animation_speed", 0.0)
    instance = app_module._claim_data_folder(args)
    assert isinstance(instance, SingleInstance)
    startup = app_module._Startup(QApplication.instance(), args, settings, switcher, instance)  # type: ignore[arg-type]
    window = startup.window
    qtbot.addWidget(window)
    try:
        startup.show_window()
        qtbot.waitUntil(lambda: instance.server is not None and window.saver is not None, timeout=GUARD_MS)
        got: list[tuple[bytes, str]] = []
        window.inbox.message_arrived.connect(lambda message, origin: got.append((bytes(message), origin)))
        friend = tmp_path / "from Ben"
        friend.mkdir()
        (friend / "ben's challenge.spiderduel").write_bytes(CHALLENGE.read_bytes())
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONUNBUFFERED": "1"}
        # A file manager starts it in the file's folder, or anywhere with the whole path: a relative one here.
        command = [sys.executable, "-m", "spider_qt", "--data-dir", str(data), "--config-dir", str(tmp_path)]
        second = subprocess.Popen(
            [*command, "ben's challenge.spiderduel"],
            cwd=friend,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=GUARD_MS)
        _out, err = second.communicate()
        assert second.returncode == 0, err
        assert "brought to the front" in err
        qtbot.waitUntil(lambda: bool(got), timeout=GUARD_MS)
        assert got == [(CHALLENGE.read_bytes(), "file")]
        assert prompts.texts("warn") == []
    finally:
        if window.saver is not None:
            window.saver.close()
        instance.release()
        # The sockets it let go are deleted later, by the event loop: while the instance (their owner's parent) still
        # exists. Left to pytest-qt's processing after the test, they were deleted after the test's locals had freed
        # it, and crashed in ~QLocalSocket about one run in two.
        QApplication.processEvents()
