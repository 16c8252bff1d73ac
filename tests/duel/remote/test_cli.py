"""``spider-duel --check-duel FILE…`` as a real process (§7): JSON on standard output, exit 0/1/2, nothing else."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from .conftest import Duel
from .duel_helpers import DATA, GOLDEN_FILES, forged


def _command() -> list[str]:
    found = shutil.which("spider-duel", path=str(Path(sys.executable).parent))
    return [found] if found else [sys.executable, "-m", "spider_qt"]


def _run(tmp_path: Path, *files: str | Path) -> tuple[int, str, str]:
    """Run the check with no display and a home of its own; it must leave that home empty."""
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local/share"))
    env.update(XDG_CACHE_HOME=str(home / ".cache"), XDG_STATE_HOME=str(home / ".local/state"))
    done = subprocess.run(
        [*_command(), "--check-duel", *map(str, files)], capture_output=True, env=env, timeout=120, check=False
    )
    assert list(home.iterdir()) == []  # no data folder, no settings, no cache
    return done.returncode, done.stdout.decode("utf-8"), done.stderr.decode("utf-8")


def _verdict(stdout: str) -> dict[str, Any]:
    assert stdout.endswith("\n") and stdout.count("\n") == 1
    verdict: dict[str, Any] = json.loads(stdout)
    return verdict


def test_an_honest_duel_in_any_order(tmp_path: Path) -> None:
    files = [DATA / GOLDEN_FILES[k] for k in ("answer", "reveal", "challenge")]
    code, out, err = _run(tmp_path, *files)
    assert (code, err) == (0, "")
    verdict = _verdict(out)
    assert list(verdict) == ["valid", "kind", "challenge_id", "rules", "suits", "challenger", "opponent", "winner"]
    assert verdict == {
        "valid": True,
        "kind": "reveal",
        "challenge_id": "0123456789abcdef0123456789abcdef",
        "rules": "duel",
        "suits": 2,
        "challenger": {"name": "Anna", "fingerprint": "KZDV VJ2U MNDU YAUF", "score": 35, "time_used_ms": 70650},
        "opponent": {"name": "Ben", "fingerprint": "ET3O 22WL 7YIA TQBQ", "score": 76, "time_used_ms": 112250},
        "winner": "opponent",
    }


def test_a_challenge_alone_keeps_its_score_sealed(tmp_path: Path) -> None:
    code, out, _ = _run(tmp_path, DATA / GOLDEN_FILES["challenge"])
    verdict = _verdict(out)
    assert code == 0 and verdict["kind"] == "challenge" and verdict["opponent"] is None and verdict["winner"] is None
    assert verdict["challenger"]["score"] is None and verdict["challenger"]["time_used_ms"] is None


def test_a_challenge_and_its_answer(tmp_path: Path) -> None:
    code, out, _ = _run(tmp_path, DATA / GOLDEN_FILES["challenge"], DATA / GOLDEN_FILES["answer"])
    verdict = _verdict(out)
    assert code == 0 and verdict["kind"] == "answer" and verdict["winner"] is None
    assert verdict["challenger"]["score"] is None and verdict["opponent"]["score"] == 76


def test_a_forged_answer_is_refused(tmp_path: Path, golden: Duel) -> None:
    def inflate(o: dict[str, Any]) -> None:
        o["payload"]["result"]["claimed"]["score"] = 500

    (tmp_path / "forged.spiderduel").write_bytes(forged(golden.answer, inflate))
    code, out, err = _run(tmp_path, DATA / GOLDEN_FILES["challenge"], tmp_path / "forged.spiderduel")
    verdict = _verdict(out)
    assert (code, err) == (1, "")
    assert list(verdict) == ["valid", "error", "detail"]
    assert verdict["valid"] is False and verdict["error"] == "claim" and "score" in verdict["detail"]


def test_a_file_that_is_no_message_is_refused_not_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("hello")
    code, out, _ = _run(tmp_path, tmp_path / "notes.txt")
    assert code == 1 and _verdict(out) == {
        "valid": False,
        "error": "not_json",
        "detail": "neither form: no '{' first and no BEGIN SPIDER DUEL MESSAGE line",
    }


@pytest.mark.parametrize(
    "files",
    [
        [],
        ["c", "c", "c", "c"],
        ["missing.spiderduel"],
        ["."],
    ],
)
def test_usage_errors(tmp_path: Path, files: list[str]) -> None:
    challenge = DATA / GOLDEN_FILES["challenge"]
    paths = [challenge if f == "c" else tmp_path / f for f in files]
    code, out, err = _run(tmp_path, *paths)
    assert code == 2 and out == "" and err.startswith("spider-duel: ") and err.endswith("\n")
