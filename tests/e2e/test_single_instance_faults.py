"""The single-instance lock and socket against a determined opponent (issue 47 item 8): idle and endless
connections, a lock that is a named pipe or a folder, a lock naming a process that is no Spider Duel, and the
sockets that killed runs leave behind. Real processes, real sockets, real files."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDir, QLockFile

from spider_qt.ui.single_instance import LOCK_FILENAME, Claim, SingleInstance, server_name

GUARD = 60.0  # seconds: a guard against a hang, never a measurement


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONUNBUFFERED"] = "1"
    return env


def _app(folder: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "spider_qt", "--data-dir", str(folder), "--config-dir", str(folder), *extra]


def _socket_path(folder: Path) -> Path:
    return Path(QDir.tempPath()) / server_name(folder)


def _start_owner(folder: Path) -> subprocess.Popen[str]:
    """A real Spider Duel on ``folder``, once it listens."""
    owner = subprocess.Popen(
        _app(folder, "--rules", "classic", "--suits", "1", "--deal", "5"),
        env=_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + GUARD
    while not _listens(_socket_path(folder)):
        assert owner.poll() is None, owner.communicate()
        assert time.monotonic() < deadline, "the app never listened"
        time.sleep(0.1)
    return owner


def _listens(path: Path) -> bool:
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        probe.connect(str(path))
    except OSError:
        return False
    finally:
        probe.close()
    return True


def _second_start(folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(_app(folder), env=_env(), capture_output=True, text=True, timeout=GUARD)


def _stop(owner: subprocess.Popen[str]) -> None:
    owner.send_signal(signal.SIGKILL)
    owner.communicate(timeout=GUARD)


#: Opens N connections to a socket and holds them, saying nothing, until its stdin closes.
_FLOOD = (
    "import resource, socket, sys\n"
    "soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)\n"
    "resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))\n"
    "held = []\n"
    "for _ in range(int(sys.argv[2])):\n"
    "    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\n"
    "    try:\n        s.connect(sys.argv[1])\n    except OSError:\n        s.close(); continue\n"
    "    held.append(s)\n"
    "print(len(held), flush=True)\n"
    "sys.stdin.read()\n"
)


def test_a_flood_of_idle_connections_leaves_the_owner_answering(tmp_path: Path) -> None:
    """About 1,060 idle connections made the running app close its server for the rest of the run: later starts were
    told it "does not answer"."""
    owner = _start_owner(tmp_path)
    try:
        flood = subprocess.Popen(
            [sys.executable, "-c", _FLOOD, str(_socket_path(tmp_path)), "1500"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert flood.stdout is not None and int(flood.stdout.readline()) > 0
        second = _second_start(tmp_path)  # while the flood holds its connections
        assert second.returncode == 0 and "brought to the front" in second.stderr, second.stderr
        flood.communicate("", timeout=GUARD)
        third = _second_start(tmp_path)
        assert third.returncode == 0 and "brought to the front" in third.stderr, third.stderr
        assert owner.poll() is None
    finally:
        _stop(owner)


def test_a_connection_that_says_nothing_is_dropped(tmp_path: Path) -> None:
    owner = _start_owner(tmp_path)
    try:
        idle = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        idle.connect(str(_socket_path(tmp_path)))
        idle.settimeout(GUARD)
        try:
            assert idle.recv(16) == b""  # the owner hung up on it (a few seconds), instead of holding it for ever
        finally:
            idle.close()
    finally:
        _stop(owner)


def test_an_endless_question_is_cut_off_and_the_owner_answers_on(tmp_path: Path) -> None:
    """300 MiB sent without a newline added about 310 MB to the app that was never given back."""
    owner = _start_owner(tmp_path)
    try:
        talker = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        talker.connect(str(_socket_path(tmp_path)))
        talker.settimeout(GUARD)
        chunk = b"x" * 65536
        sent = 0
        try:
            while sent < 300 * 1024 * 1024:
                sent += talker.send(chunk)
        except OSError:
            pass  # the owner hung up: it read a little, and no more
        finally:
            talker.close()
        assert sent < 16 * 1024 * 1024, f"{sent} bytes were taken before the owner hung up"
        second = _second_start(tmp_path)
        assert second.returncode == 0 and "brought to the front" in second.stderr, second.stderr
    finally:
        _stop(owner)


_CLAIM = (
    "import sys\nfrom pathlib import Path\nfrom PySide6.QtCore import QCoreApplication\n"
    "from spider_qt.ui.single_instance import SingleInstance\n"
    "app = QCoreApplication([])\ni = SingleInstance(Path(sys.argv[1]))\nprint(i.claim().value, flush=True)\n"
    "i.release()\n"
)


def _claim_in_a_process(folder: Path) -> str:
    done = subprocess.run(
        [sys.executable, "-c", _CLAIM, str(folder)], env=_env(), capture_output=True, text=True, timeout=GUARD
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_lock_that_is_a_named_pipe_is_set_aside_unread(tmp_path: Path) -> None:
    """A lock file that was a FIFO hung start-up (opening it waits for a writer)."""
    os.mkfifo(tmp_path / LOCK_FILENAME)
    assert _claim_in_a_process(tmp_path) == "owner"
    aside = [p for p in tmp_path.iterdir() if p.name.startswith(LOCK_FILENAME + ".bad-")]
    assert len(aside) == 1 and aside[0].is_fifo()


def test_a_lock_that_is_a_folder_does_not_refuse_the_start(tmp_path: Path) -> None:
    (tmp_path / LOCK_FILENAME).mkdir()
    (tmp_path / LOCK_FILENAME / "inside").write_text("kept", "utf-8")
    assert _claim_in_a_process(tmp_path) == "owner"
    (aside,) = [p for p in tmp_path.iterdir() if p.name.startswith(LOCK_FILENAME + ".bad-")]
    assert (aside / "inside").read_text("utf-8") == "kept"  # moved, never emptied


def test_a_lock_naming_a_live_process_that_is_no_spider_duel_is_taken_over(tmp_path: Path) -> None:
    """A lock naming a live process that is not Spider Duel (its id reused after a crash) refused the start."""
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import os, sys\nfrom PySide6.QtCore import QLockFile\n"
            "lock = QLockFile(sys.argv[1]); assert lock.tryLock(0); print('locked', flush=True)\n"
            "os.execvp('sleep', ['sleep', '600'])",  # the same process id, now another program
            str(tmp_path / LOCK_FILENAME),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        deadline = time.monotonic() + GUARD
        while b"sleep" not in Path(f"/proc/{holder.pid}/cmdline").read_bytes():
            assert time.monotonic() < deadline
            time.sleep(0.05)
        assert holder.poll() is None  # alive, and holding the lock file's name
        assert _claim_in_a_process(tmp_path) == "owner"
    finally:
        holder.kill()
        holder.wait(timeout=GUARD)


def test_a_live_spider_duel_that_listens_keeps_its_lock(tmp_path: Path, qapp: Any) -> None:
    owner = _start_owner(tmp_path)
    try:
        instance = SingleInstance(tmp_path)
        assert instance.claim() is Claim.FORWARDED
        assert instance.owner_pid == owner.pid
    finally:
        _stop(owner)


@pytest.mark.parametrize("listens", ["at the claim", "after the first frame"])
def test_a_killed_runs_socket_is_removed_by_the_next_owner(tmp_path: Path, qapp: Any, listens: str) -> None:
    """Killed runs left their socket behind in the temporary folder for good. The game claims its folder without
    listening and listens once the table is on screen: the sockets are removed then, with no cost before it."""
    killed_folder = tmp_path / "killed"
    owner = _start_owner(killed_folder)
    _stop(owner)
    left = _socket_path(killed_folder)
    assert left.is_socket()  # what a kill leaves
    lock = QLockFile(str(tmp_path / "own" / LOCK_FILENAME))
    del lock
    (tmp_path / "own").mkdir()
    instance = SingleInstance(tmp_path / "own")
    try:
        if listens == "at the claim":
            assert instance.claim() is Claim.OWNER
        else:
            assert instance.claim(listen=False) is Claim.OWNER
            assert left.exists()
            instance.listen()
        assert not left.exists()
        assert _socket_path(tmp_path / "own").is_socket()  # its own stays, listening
    finally:
        instance.release()
