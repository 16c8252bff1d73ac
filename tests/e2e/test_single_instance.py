"""One app per data folder: two real processes on one folder, a crashed owner's lock, an owner that does not answer."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLockFile

from spider_qt.store import load_game
from spider_qt.ui.single_instance import LOCK_FILENAME, Claim, SingleInstance, elsewhere_text

GUARD = 60.0  # seconds: a guard against a hang, never a measurement


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONUNBUFFERED"] = "1"
    return env


def _app(folder: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "spider_qt", "--data-dir", str(folder), "--config-dir", str(folder), *extra]


def _game_in(path: Path) -> tuple[str, int, int, list[str]]:
    game = load_game(path)[0]
    return game.rules, game.suits, game.seed, game.history


def _release(instance: SingleInstance) -> None:
    """Release the folder and let Qt delete the server and its sockets now, inside the test."""
    instance.release()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _wait_for(condition: Any, proc: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + GUARD
    while not condition():
        assert proc.poll() is None, f"the first app ended early: {proc.communicate()}"
        assert time.monotonic() < deadline, "the first app never got ready"
        time.sleep(0.05)


def test_a_second_start_on_the_same_folder_brings_the_first_forward_and_overwrites_nothing(tmp_path: Path) -> None:
    first = subprocess.Popen(
        _app(tmp_path, "--rules", "classic", "--suits", "1", "--deal", "5"),
        env=_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        autosave = tmp_path / "autosave.spider"
        _wait_for(lambda: autosave.exists() and (tmp_path / LOCK_FILENAME).exists(), first)
        before = _game_in(autosave)  # its clock is saved now and then, so compare the game itself
        # Another deal asked for on the command line: before, this replaced the first window's game.
        second = subprocess.run(
            _app(tmp_path, "--rules", "duel", "--suits", "4", "--deal", "6"),
            env=_env(),
            capture_output=True,
            text=True,
            timeout=GUARD,
        )
        assert second.returncode == 0, second.stderr
        assert "brought to the front" in second.stderr
        assert _game_in(autosave) == before
        assert first.poll() is None  # the first one plays on
    finally:
        first.send_signal(signal.SIGKILL)  # a crash: its lock stays behind
        first.communicate(timeout=GUARD)
    assert (tmp_path / LOCK_FILENAME).exists()
    # The lock of the crashed process is taken over: this start plays (and resumes its game).
    third = subprocess.run(
        _app(tmp_path, "--autoplay", "3", "--autoplay-seed", "1"),
        env=_env(),
        capture_output=True,
        text=True,
        timeout=GUARD,
    )
    assert third.returncode == 0, third.stderr
    assert third.stdout.count("played ") == 3
    assert not (tmp_path / LOCK_FILENAME).exists()  # released on a clean exit


def test_a_lock_of_a_dead_process_is_taken_over(tmp_path: Path, qapp: Any) -> None:
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\nfrom PySide6.QtCore import QCoreApplication, QEvent, QLockFile\n"
            "lock = QLockFile(sys.argv[1]); assert lock.tryLock(0); print('locked', flush=True); time.sleep(600)",
            str(tmp_path / LOCK_FILENAME),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
    holder.kill()
    holder.wait(timeout=GUARD)
    instance = SingleInstance(tmp_path)
    try:
        assert instance.claim() is Claim.OWNER
    finally:
        _release(instance)


@pytest.mark.parametrize("content", [b"", b"garbage\n\x00\xff"], ids=["empty", "garbled"])
def test_a_lock_file_that_names_no_owner_is_taken_over(tmp_path: Path, qapp: Any, content: bytes) -> None:
    # A power cut soon after a start can leave the lock file empty: it used to lock the player out for good.
    (tmp_path / LOCK_FILENAME).write_bytes(content)
    instance = SingleInstance(tmp_path)
    try:
        assert instance.claim() is Claim.OWNER
        assert instance.owner_pid == 0  # nobody was named, nobody was asked to step aside
    finally:
        _release(instance)
    assert not (tmp_path / LOCK_FILENAME).exists()


def test_an_owner_that_does_not_answer_is_named_in_the_message(tmp_path: Path, qapp: Any) -> None:
    # A live process holds the lock and listens, but never answers (a hung copy: its event loop does not run).
    from PySide6.QtNetwork import QLocalServer

    from spider_qt.ui.single_instance import server_name

    lock = QLockFile(str(tmp_path / LOCK_FILENAME))
    assert lock.tryLock(0)
    hung = QLocalServer()
    assert hung.listen(server_name(tmp_path))
    try:
        instance = SingleInstance(tmp_path)
        assert instance.claim() is Claim.ELSEWHERE
        text = elsewhere_text(instance)
        assert str(tmp_path) in text and str(os.getpid()) in text
    finally:
        hung.close()
        lock.unlock()


def test_a_folder_where_no_lock_can_be_written_does_not_stop_the_game(tmp_path: Path, qapp: Any) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file, not a folder")
    instance = SingleInstance(blocker)
    assert instance.claim() is Claim.UNLOCKED


#: A second start's claim in its own process: it says "asking", then prints what it found.
_SECOND_CLAIM = (
    "import sys\nfrom pathlib import Path\nfrom PySide6.QtCore import QCoreApplication\n"
    "from spider_qt.ui.single_instance import SingleInstance\n"
    "app = QCoreApplication([])\nprint('asking', flush=True)\n"
    "print(SingleInstance(Path(sys.argv[1])).claim().value, flush=True)"
)


def _second_claim(folder: Path) -> subprocess.Popen[str]:
    """A second start claiming ``folder``, already asking when this returns."""
    second = subprocess.Popen(
        [sys.executable, "-c", _SECOND_CLAIM, str(folder)], stdout=subprocess.PIPE, text=True, env=_env()
    )
    assert second.stdout is not None and second.stdout.readline().strip() == "asking"
    return second


def _answer_until_it_ends(second: subprocess.Popen[str], qapp: Any) -> str:
    """Run the owner's event loop (it answers from there) until the second start ends; its last word."""
    deadline = time.monotonic() + GUARD
    while second.poll() is None and time.monotonic() < deadline:
        qapp.processEvents()
        time.sleep(0.01)
    out, _ = second.communicate(timeout=GUARD)
    return out.strip()


def test_one_process_claims_and_a_second_claim_is_forwarded(tmp_path: Path, qapp: Any) -> None:
    owner = SingleInstance(tmp_path)
    assert owner.claim() is Claim.OWNER
    asked: list[bool] = []
    owner.activation_requested.connect(lambda: asked.append(True))
    second = _second_claim(tmp_path)
    answer = _answer_until_it_ends(second, qapp)
    _release(owner)
    assert answer == "forwarded" and asked == [True]


def test_a_second_start_while_the_owner_is_still_starting_waits_for_it(tmp_path: Path, qapp: Any) -> None:
    # The game takes the lock before its window shows and listens only once the window is on screen:
    # a second start in between retries instead of calling the owner hung.
    owner = SingleInstance(tmp_path)
    assert owner.claim(listen=False) is Claim.OWNER
    assert owner.server is None
    asked: list[bool] = []
    owner.activation_requested.connect(lambda: asked.append(True))
    second = _second_claim(tmp_path)
    time.sleep(0.3)  # let it find no server first (it then retries); not a measurement
    owner.listen()
    answer = _answer_until_it_ends(second, qapp)
    _release(owner)
    assert answer == "forwarded" and asked == [True]


def test_the_owner_removes_what_a_killed_write_left_and_nothing_else(tmp_path: Path, qapp: Any) -> None:
    """A write killed before its rename left a hidden ``.autosave.spider.XXXXXXXX.tmp`` for good, one per crash."""
    from spider_qt.ui.app import _claim_data_folder, build_parser

    autosave = tmp_path / "autosave.spider"
    autosave.write_text("the old autosave\n", encoding="utf-8")
    writer = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import os, sys, time\nfrom spider_qt.store import atomic_write_bytes\n"
            "def stuck(fd):\n    print('writing', flush=True); time.sleep(600)\n"
            "os.fsync = stuck\natomic_write_bytes(sys.argv[1], b'x' * 100000)",
            str(autosave),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert writer.stdout is not None and writer.stdout.readline().strip() == "writing"
    writer.kill()
    writer.wait(timeout=GUARD)
    left = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(left) == 1 and left[0].startswith(".autosave.spider.")
    kept = tmp_path / "unfinished"
    kept.mkdir()
    (kept / ".Anna deal 7.spider.abcd_123.tmp").write_bytes(b"killed too")
    own = ["notes.tmp", ".notes.tmp", ".plan.short.tmp", ".x.abcdEFGH.tmp"]  # not names a write of ours makes
    for name in own:
        (tmp_path / name).write_text("the player's", encoding="utf-8")
    (tmp_path / ".folder.abcdefgh.tmp").mkdir()

    instance = _claim_data_folder(build_parser().parse_args(["--data-dir", str(tmp_path)]))
    assert isinstance(instance, SingleInstance)
    try:
        assert sorted(p.name for p in tmp_path.iterdir() if ".tmp" in p.name) == sorted([*own, ".folder.abcdefgh.tmp"])
        assert list(kept.iterdir()) == []
        assert autosave.read_text(encoding="utf-8") == "the old autosave\n"
    finally:
        _release(instance)
