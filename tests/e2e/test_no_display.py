"""Started without any display, the game says so plainly and exits 1 (Qt alone would abort with 134)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from spider_qt.ui.app import display_problem


def _env_without_display() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["DISPLAY"] = ""
    env["WAYLAND_DISPLAY"] = ""
    env["LC_ALL"] = "C.UTF-8"  # the message is in the system's language: these tests read English
    return env


def _commands() -> list[list[str]]:
    commands = [[sys.executable, "-m", "spider_qt"]]
    script = Path(sys.executable).with_name("spider-duel")
    if script.is_file():
        commands.append([str(script)])  # the installed command, as a player types it
    return commands


@pytest.mark.parametrize("command", _commands(), ids=lambda c: Path(c[-1]).name)
def test_no_display_exits_1_with_a_plain_message(command: list[str], tmp_path: Path) -> None:
    result = subprocess.run(
        [*command, "--config-dir", str(tmp_path), "--data-dir", str(tmp_path)],
        env=_env_without_display(),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 1, result.stderr
    assert "no display found" in result.stderr
    assert "xcb-cursor" not in result.stderr
    assert result.stdout == ""
    assert list(tmp_path.iterdir()) == []  # nothing was created: it stopped before Qt started


def test_headless_platforms_and_other_systems_need_no_display() -> None:
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_problem({}, "win32") is None
    assert display_problem({"DISPLAY": ":0"}, "linux", x_answers=lambda _d: True) is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    problem = display_problem({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert problem is not None and "DISPLAY" in problem
    problem = display_problem({"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0"}, "linux")
    assert problem is not None and "WAYLAND_DISPLAY" in problem


def test_a_display_nobody_answers_at_is_told_not_aborted_on(tmp_path: Path) -> None:
    """A DISPLAY left over from another session (ssh, a closed desktop): Qt aborted with exit 134 and advice to
    install xcb-cursor, which was there. The local X socket is asked first now."""
    assert display_problem({"DISPLAY": ":0"}, "linux", x_answers=lambda _d: False) is not None
    assert (
        display_problem({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux", x_answers=lambda _d: False) is None
    )
    assert display_problem({"DISPLAY": ":0", "WAYLAND_DISPLAY": "w-0"}, "linux", x_answers=lambda _d: False) is None
    free = next(n for n in range(170, 300) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    env = _env_without_display()
    env["DISPLAY"] = f":{free}"
    result = subprocess.run(
        [sys.executable, "-m", "spider_qt", "--config-dir", str(tmp_path), "--data-dir", str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 1, result.stderr
    assert f"no X11 display answers at DISPLAY=:{free}" in result.stderr and "xcb-cursor" not in result.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's abstract socket names")
def test_the_x_probe_sees_a_server_that_listens_and_none_that_does_not() -> None:
    """The probe asks the X server's socket with the C socket module (``socket`` built its enums before the window):
    a listening server answers, a display nobody listens on does not."""
    import socket

    from spider_qt.x_display import local_x_answers

    free = next(n for n in range(300, 400) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    assert not local_x_answers(f":{free}")
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(f"\0/tmp/.X11-unix/X{free}")  # Linux's abstract name, as X servers listen on too
        server.listen(1)
        assert local_x_answers(f":{free}")
        assert local_x_answers(f"unix:{free}.0")
    assert not local_x_answers(f":{free}")
    assert local_x_answers("localhost:10.0")  # another host's display is taken on trust


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's abstract socket names")
def test_the_launcher_asks_the_x_server_once_before_pyside6_is_imported(tmp_path: Path) -> None:
    """Where the game is the X server's only client (``xvfb-run``), the question's connection, made just before
    Qt's, was the last to leave: the server reset itself, and Qt's connection waited for that (some 16 ms on Xvfb,
    on the way to the window and the table). The launcher asks before PySide6 is imported, once, and the start's
    check takes that answer."""
    import socket

    free = next(n for n in range(400, 500) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    probe = (
        "import sys, types\n"
        "seen = {}\n"
        "fake_ui = types.ModuleType('spider_qt.ui')\n"
        "fake_app = types.ModuleType('spider_qt.ui.app')\n"
        "def main(**kwargs):\n"
        "    seen['pyside6 before the app'] = 'PySide6' in sys.modules\n"
        "    seen['answers'] = kwargs['x_answers'](sys.argv[1])\n"
        "    return 0\n"
        "fake_app.main = main\n"
        "sys.modules.update({'spider_qt.ui': fake_ui, 'spider_qt.ui.app': fake_app})\n"
        "from spider_qt.launcher import main as launch\n"
        "launch()\n"
        "print(seen['pyside6 before the app'], seen['answers'])\n"
    )
    env = {**_env_without_display(), "DISPLAY": f":{free}"}
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(f"\0/tmp/.X11-unix/X{free}")
        server.listen(4)
        server.settimeout(0.2)
        out = subprocess.run(
            [sys.executable, "-c", probe, f":{free}"], env=env, capture_output=True, text=True, timeout=60, check=True
        ).stdout
        asked = 0
        try:
            while True:
                server.accept()[0].close()
                asked += 1
        except TimeoutError:
            pass
    assert out.split() == ["False", "True"]
    assert asked == 1  # asked early, and the check used that answer


def test_the_early_ask_is_only_made_where_qt_would_use_x11() -> None:
    from spider_qt.x_display import early_x_answers, local_x_answers, x11_display

    assert x11_display({"DISPLAY": ":0"}, "linux") == ":0"
    assert x11_display({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "w-0"}, "linux") == ":0"
    assert x11_display({"DISPLAY": ":0", "WAYLAND_DISPLAY": "w-0"}, "linux") is None  # Qt takes Wayland first
    assert x11_display({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert x11_display({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland"}, "linux") is None
    assert x11_display({"DISPLAY": ""}, "linux") is None
    assert x11_display({"DISPLAY": ":0"}, "win32") is None
    # Nothing asked: the start's check asks for itself, as it did before.
    assert early_x_answers({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}, "linux") is local_x_answers
