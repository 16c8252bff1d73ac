"""Remote duels through a shared duels folder, with real app processes: no message is handed over by hand.

Folder mode: two apps (two data folders) run at the same time, each set to one shared duels folder, as two computers
whose sync tool keeps it in step. Anna's app challenges and waits; Ben's app finds the challenge by itself, plays,
answers; Anna's finds the answer and reveals; Ben's finds the reveal. Both databases hold the same duel.

Sync noise: one app (Ben's) and this test as the sync tool and Anna's computer (the pure flow in a data folder of its
own). A file written in two pieces waits until whole and is read once; temporary and hidden names, hidden folders and
conflict copies are left alone; the folder deleted and made again is watched again. The app never changes a file it
did not write.

The hidden driver's ``--remote-wait`` keeps each app running until the duel is closed; it prints ``remote …`` lines
(what arrived, what it wrote, what the folder's scans found, each scan's number). Waits are generous guards against a
hang on a loaded machine, never measurements.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.remote import close_with, make_challenge

from spider_qt.duel.remote import read_message
from spider_qt.store import Database

pytestmark = [pytest.mark.process, pytest.mark.slow]

WAIT = 240  # what the driver waits for the folder at most (seconds): a guard, never a measurement
GUARD = WAIT + 60  # what the test waits for a line or an exit at most


class App:
    """One ``spider-duel`` process with the remote driver, its ``remote …`` lines read as they come."""

    def __init__(self, data: Path, *args: str) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
        out = ("--remote-out", str(data / "made.spiderduel"))  # each message made, as well as into the folder
        cmd = [sys.executable, "-m", "spider_qt", "--data-dir", str(data), "--config-dir", str(data), *out, *args]
        data.mkdir(parents=True, exist_ok=True)
        self.errors = data / "stderr.txt"
        self.lines: list[str] = []
        self._changed = threading.Condition()
        with self.errors.open("wb") as err:
            self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=err, text=True, env=env)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            if line.startswith("remote "):
                with self._changed:
                    self.lines.append(line.rstrip("\n"))
                    self._changed.notify_all()
        with self._changed:
            self._changed.notify_all()

    def wait_for(self, seen: Callable[[list[str]], bool], what: str) -> None:
        """Wait until ``seen`` holds of the lines so far (the app still running or not)."""
        with self._changed:
            ok = self._changed.wait_for(lambda: seen(self.lines) or self.proc.poll() is not None, timeout=GUARD)
            if not (ok and seen(self.lines)):
                self.proc.kill()
                raise AssertionError(f"waited for {what}: {self.lines[-20:]}\n{self.errors.read_text()[-3000:]}")

    def scans(self) -> int:
        """The number of the last scan of the duels folder the app told of."""
        with self._changed:
            return max((int(line.split()[2]) for line in self.lines if line.startswith("remote scan ")), default=0)

    def wait_scans(self, after: int, more: int) -> int:
        """Wait until ``more`` scans have been told after scan ``after``; the last one's number."""
        self.wait_for(lambda _lines: self.scans() >= after + more, f"scan {after + more}")
        return self.scans()

    def finish(self) -> list[str]:
        """Wait for the app to quit; its lines, without the scan counts."""
        try:
            code = self.proc.wait(timeout=GUARD)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise
        self._reader.join(timeout=GUARD)
        assert code == 0, self.errors.read_text()[-3000:]
        return [line for line in self.lines if not line.startswith("remote scan ")]


def _events(lines: list[str]) -> list[str]:
    """What happened to the duel, in order (arrivals, messages written, the end), without the folder's details."""
    return [line for line in lines if line.split()[1] in ("arrived", "wrote", "done", "stopped", "timeout", "failed")]


def _found(lines: list[str]) -> list[str]:
    return [line.split()[2] for line in lines if line.startswith("remote found ")]


def _stamp(path: Path) -> tuple[bytes, int, int]:
    """A file as it is: its bytes, its inode and its time (a rewrite, a touch or a replacement changes one)."""
    st = path.stat()
    return path.read_bytes(), st.st_ino, st.st_mtime_ns


def _duel_of(data: Path, challenge_id: str = "") -> tuple[object, ...]:
    """The remote duel of a data folder (its only one, or ``challenge_id``) as its ledger holds it: winner, deal,
    both scores and both games."""
    with Database.open(data) as db:
        [remote] = [r for r in db.remote.all() if r.challenge_id == challenge_id or not challenge_id]
        assert remote.state == "finished" and remote.duel_id is not None
        duel = db.duels.get(remote.duel_id)
        a, b = db.games.get(duel.a_game or 0), db.games.get(duel.b_game or 0)
        return duel.winner, duel.seed, a.score, b.score, a.game().history, b.game().history


def test_two_apps_duel_through_a_shared_folder_with_no_manual_import(tmp_path: Path) -> None:
    anna_data, ben_data, shared = tmp_path / "anna", tmp_path / "ben", tmp_path / "Sync" / "Duels"
    shared.mkdir(parents=True)
    folder = ("--remote-folder", str(shared), "--remote-wait", str(WAIT))
    ben = App(ben_data, "--remote-name", "Ben", "--remote-actions", "9", "--autoplay-seed", "8", *folder)
    ben.wait_for(lambda lines: "remote watching" in lines, "Ben's app watching the folder")
    anna = App(anna_data, "--remote-name", "Anna", "--remote-challenge", "--remote-actions", "12",
               "--autoplay-seed", "7", *folder)  # fmt: skip

    # Each message is stamped once its author says it is written (atomically, before the line): at the end it is
    # still that very file, though the other app read it.
    anna.wait_for(lambda lines: "remote wrote challenge" in lines, "Anna's challenge")
    [challenge] = (shared / "anyone").glob("*-challenge-*.spiderduel")
    stamps = {challenge: _stamp(challenge)}
    ben.wait_for(lambda lines: "remote wrote answer" in lines, "Ben's answer")
    [answer] = shared.glob("*/*-answer-*.spiderduel")
    stamps[answer] = _stamp(answer)
    anna.wait_for(lambda lines: "remote wrote reveal" in lines, "Anna's reveal")
    [reveal] = shared.glob("*/*-reveal-*.spiderduel")
    stamps[reveal] = _stamp(reveal)

    anna_lines, ben_lines = anna.finish(), ben.finish()
    assert _events(anna_lines) == ["remote wrote challenge", "remote wrote reveal", "remote arrived closed",
                                   "remote done"]  # fmt: skip
    assert _events(ben_lines) == ["remote arrived challenge", "remote wrote answer", "remote arrived closed",
                                  "remote done"]  # fmt: skip
    assert _found(anna_lines) == [answer.name]  # its own files are never news to it
    assert _found(ben_lines) == [challenge.name, reveal.name]

    assert _duel_of(anna_data) == _duel_of(ben_data)
    check = subprocess.run(
        [sys.executable, "-m", "spider_qt", "--check-duel", str(challenge), str(answer), str(reveal)],
        capture_output=True, text=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), timeout=GUARD, check=False,
    )  # fmt: skip
    verdict = json.loads(check.stdout)
    assert check.returncode == 0 and verdict["valid"]
    winner, _seed, challenger_score, opponent_score, *_games = _duel_of(anna_data)
    assert {"a": "challenger", "b": "opponent", "draw": "draw"}[str(winner)] == verdict["winner"]
    assert (challenger_score, opponent_score) == (verdict["challenger"]["score"], verdict["opponent"]["score"])

    # The folder holds the three messages and nothing else (no temporary left behind), each as its author wrote it.
    files = sorted(p for p in shared.rglob("*") if p.is_file())
    assert files == sorted(stamps)
    assert {p: _stamp(p) for p in files} == stamps
    assert answer.parent == reveal.parent != challenge.parent  # the pair's own sub-folder


def _piece_by_piece(path: Path, data: bytes, app: App) -> None:
    """Write ``data`` into ``path`` in two pieces, as a copy over a slow link does, the app scanning in between."""
    middle = len(data) // 2
    with path.open("wb") as f:
        f.write(data[:middle])
    # The half stays pending: the app looks at it again and again (every scan after the first sees it unchanged).
    app.wait_scans(app.scans(), 3)
    assert not [line for line in app.lines if path.name in line]  # neither read nor called a bad file
    with path.open("ab") as f:
        f.write(data[middle:])


def _like_syncthing(path: Path, data: bytes) -> None:
    """Write ``data`` as Syncthing does: into a hidden temporary beside ``path``, then renamed."""
    temporary = path.with_name(f".syncthing.{path.name}.tmp")
    temporary.write_bytes(data)
    temporary.rename(path)


def test_sync_noise_half_written_temporaries_conflict_copies_and_the_folder_made_again(tmp_path: Path) -> None:
    anna_data, ben_data, shared = tmp_path / "anna", tmp_path / "ben", tmp_path / "Sync" / "Duels"
    real = make_challenge(anna_data, "Anna", note="the real one")
    other = make_challenge(anna_data, "Anna", note="never to be read")  # what the noise holds: whole, valid
    anyone = shared / "anyone"
    anyone.mkdir(parents=True)
    ours: dict[Path, tuple[bytes, int, int]] = {}  # every file this test (the sync tool) put there, as it put it

    def put(path: Path, data: bytes) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        ours[path] = _stamp(path)
        return path

    name = other.file_name()
    noise = [
        anyone / f".syncthing.{name}.tmp",  # Syncthing's temporary
        anyone / f"~syncthing~{name}.tmp",  # Syncthing's on some systems
        anyone / f".{name}.~1a2b3c4d",  # Nextcloud's
        anyone / f".{name}",  # any hidden file
        anyone / f"~${name}",  # an office-style lock
        anyone / f"{name}.part",  # a download in progress
        anyone / f"{name}.~tmp",  # a copy in progress (file managers, OneDrive)
        anyone / f"{name}.!sync",  # Resilio Sync's
        shared / ".tmp.drivedownload" / name,  # Google Drive's download folder
        shared / ".dropbox.cache" / name,  # Dropbox's hidden cache folder
        shared / ".stversions" / "anyone" / name.replace(".spiderduel", "~20261204-101500.spiderduel"),  # versions
        shared / f".syncthing.{name}.tmp",
    ]
    for path in noise[:7]:
        put(path, other.json_form())
    settle = ("--remote-settle", str(GUARD))  # a file that is no message stays pending, however slow this machine
    ben = App(ben_data, "--remote-name", "Ben", "--remote-actions", "6", "--autoplay-seed", "3",
              "--remote-folder", str(shared), "--remote-wait", str(WAIT), *settle)  # fmt: skip
    ben.wait_for(lambda lines: "remote watching" in lines, "Ben's app watching the folder")
    for path in noise[7:]:  # more noise while the app runs: the watcher sees it, the scans leave it
        put(path, other.json_form())

    # A challenge written in two pieces: pending while half, read once whole.
    challenge = anyone / real.file_name()
    _piece_by_piece(challenge, real.json_form(), ben)
    ours[challenge] = _stamp(challenge)
    ben.wait_for(lambda lines: "remote wrote answer" in lines, "Ben's answer")
    [answer] = shared.glob("*/*-answer-*.spiderduel")
    answer_bytes = answer.read_bytes()
    pair = answer.parent

    # Conflict copies, of the challenge and of Ben's own answer: duplicates, never news.
    stem = challenge.stem
    put(anyone / f"{stem} (conflicted copy 2026-12-04).spiderduel", real.json_form())
    put(anyone / f"{stem}.sync-conflict-20261204-101500-ABCDEFG.spiderduel", real.text_form().encode())
    put(pair / f"{answer.stem} (Anna's conflicted copy 2026-12-04).spiderduel", answer_bytes)
    ben.wait_scans(ben.scans(), 2)
    assert {p: _stamp(p) for p in ours} == ours  # the app changed none of the files it did not write

    # Anna's computer takes the answer (through the test), while the folder is deleted and made again: the sync
    # tool brings back what it held, and the reveal with it.
    reveal = close_with(anna_data, answer_bytes)
    seen = ben.scans()
    shutil.rmtree(shared)
    ben.wait_scans(seen, 1)  # the app saw it gone
    assert "remote done" not in ben.lines
    back = [(p, data) for p, (data, _ino, _time) in ours.items() if p.parent == anyone and p.name[0] not in ".~"]
    ours = {}
    for path, data in back:
        put(path, data)
    restored = put(pair / answer.name, answer_bytes)
    del ours[restored]  # Ben's own file, brought back
    _like_syncthing(pair / reveal.file_name(), reveal.json_form())
    ours[pair / reveal.file_name()] = _stamp(pair / reveal.file_name())

    lines = ben.finish()
    assert _events(lines) == ["remote arrived challenge", "remote wrote answer", "remote arrived closed",
                              "remote done"]  # fmt: skip
    assert _found(lines) == [challenge.name, reveal.file_name()]  # each once; no noise, no copy
    assert not [line for line in lines if line.startswith("remote refused ")]
    assert _duel_of(anna_data, real.challenge_id) == _duel_of(ben_data)
    assert read_message(restored.read_bytes()).digest == read_message(answer_bytes).digest

    # Nor after the folder came back; and it wrote nothing more there.
    assert {p: _stamp(p) for p in ours} == ours
    written = {p for p in shared.rglob("*") if p.is_file()} - set(ours) - {restored}
    assert written == set(), written
