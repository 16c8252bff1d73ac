"""Two real app processes on two data folders play a remote duel headless: challenge → answer → reveal.

Each step is its own run of ``spider-duel`` with the hidden remote driver (``--remote-challenge`` or
``--remote-receive FILE``, ``--remote-out FILE``), as two players on two computers would open the messages one after
the other. Both databases then hold the same duel: the same two games, scores and winner; ``--check-duel`` agrees.
No duels folder is set: the folder mode is test_remote_duel_folder_processes.py's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from spider_qt.store import Database

TIMEOUT = 180  # a loaded machine is slow; it never fails the test by itself unless the app hangs


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONUNBUFFERED"] = "1"
    return env


def _run(folder: Path, *extra: str) -> list[str]:
    cmd = [sys.executable, "-m", "spider_qt", "--data-dir", str(folder), "--config-dir", str(folder), *extra]
    done = subprocess.run(cmd, capture_output=True, text=True, env=_env(), timeout=TIMEOUT, check=False)
    assert done.returncode == 0, done.stderr
    return [line for line in done.stdout.splitlines() if line.startswith("remote ")]


def test_two_processes_play_a_remote_duel_and_both_databases_agree(tmp_path: Path) -> None:
    anna, ben, mail = tmp_path / "anna", tmp_path / "ben", tmp_path / "mail"
    out = _run(anna, "--remote-name", "Anna", "--remote-challenge", "--remote-out", str(mail / "c"),
               "--remote-actions", "12", "--autoplay-seed", "7")  # fmt: skip
    assert out == ["remote wrote challenge", "remote done"]
    out = _run(ben, "--remote-name", "Ben", "--remote-receive", str(mail / "c"), "--remote-out", str(mail / "a"),
               "--remote-actions", "9", "--autoplay-seed", "8")  # fmt: skip
    assert out == ["remote arrived challenge", "remote wrote answer", "remote done"]
    out = _run(anna, "--remote-receive", str(mail / "a"), "--remote-out", str(mail / "r"))
    assert out[:2] == ["remote wrote reveal", "remote done"] and "remote arrived closed" in out
    out = _run(ben, "--remote-receive", str(mail / "r"), "--remote-out", str(mail / "none"))
    assert out == ["remote arrived closed", "remote done"]

    check = subprocess.run(
        [sys.executable, "-m", "spider_qt", "--check-duel", str(mail / "c"), str(mail / "a"), str(mail / "r")],
        capture_output=True, text=True, env=_env(), timeout=TIMEOUT, check=False,
    )  # fmt: skip
    verdict = json.loads(check.stdout)
    assert check.returncode == 0 and verdict["valid"]

    seen = []
    for folder in (anna, ben):
        with Database.open(folder) as db:
            [remote] = db.remote.all()
            assert remote.state == "finished" and remote.duel_id is not None
            duel = db.duels.get(remote.duel_id)
            a, b = db.games.get(duel.a_game or 0), db.games.get(duel.b_game or 0)
            seen.append((duel.winner, duel.seed, a.score, b.score, a.game().history, b.game().history))
    assert seen[0] == seen[1]
    winner = {"a": "challenger", "b": "opponent", "draw": "draw"}[seen[0][0] or ""]
    assert winner == verdict["winner"]
    assert (seen[0][2], seen[0][3]) == (verdict["challenger"]["score"], verdict["opponent"]["score"])
