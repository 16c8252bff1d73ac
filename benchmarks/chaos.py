"""Chaos: the real app plays by itself while faults hit it at random; nothing may be lost.

Run: python3 benchmarks/chaos.py [--rounds N] [--seed S] [--budget SECONDS] [--json]

Each round starts the real app (``python -m spider_qt --autoplay K``) on one data folder after
injecting one fault picked at random:

- ``kill``: SIGKILL at a random moment (during start-up, or after a random number of actions);
- ``lock``: a second process holds the database with an exclusive lock for a random 0.2–7 s;
- ``full``: the disk is full (a small tmpfs filled up; needs root, else these rounds are skipped);
- ``damage``: the autosave is damaged (cut short): the app must set it aside byte for byte;
- ``torn``: a half-written temporary autosave is left beside the real one (a crash mid-write);
- ``bot``: the computer player's process is killed, up to three times, during the run (in a duel against it);
- ``none``.

With ``--duel-share`` (default 0.5) that share of the runs begins a duel when nothing is resumed (hot-seat or
against the computer, at random; ``--autoplay-duel``), so the faults also hit duels: a lock or a full disk at a
turn's end or mid-turn, a kill, a computer player that dies. A duel then goes on over several runs (its autosave
holds it) and must never end void: every duel finished at the end has a winner or a forfeit, and every duel still
in progress is the one the autosave holds.

Some rounds end the game (``--autoplay-finish``: the player gives up), so that statistics rows
are written too, also while the database is locked or the disk is full.

After each round the script reads the autosave and the database (read-only) and checks:
a game that was saved before the round is still there (resumed and extended, or recorded as
finished, or waiting in the autosave to be recorded at the next start); every statistics row
seen before is still there. It prints: actions played, faults injected (by kind), games lost,
statistics rows lost (both must be 0), plus actions that could not be saved because the disk was
full (the app says so), damaged autosaves set aside intact, and records written late.
A final clean start records anything still waiting.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
import queue
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from spider_qt.engine import Game
from spider_qt.store import AUTOSAVE_FILENAME, DB_FILENAME, PENDING_FOLDER, SaveFileError, load_game

FAULTS = ("kill", "lock", "full", "damage", "torn", "bot", "none")
GUARD = 90.0  # seconds a round may take before it is stopped: a guard against a hang, not a measurement

_HOLDER = textwrap.dedent(
    """
    import sqlite3, sys, time
    conn = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=30)
    conn.execute("PRAGMA locking_mode = EXCLUSIVE")
    conn.execute("BEGIN EXCLUSIVE")
    conn.execute("CREATE TABLE IF NOT EXISTS chaos_holder (x)")
    print("locked", flush=True)
    time.sleep(float(sys.argv[2]))
    conn.execute("ROLLBACK")
    conn.close()
    """
)


@dataclass
class Tally:
    """What the rounds did and found."""

    rounds: int = 0
    actions: int = 0
    faults: Counter[str] = field(default_factory=Counter)
    games_lost: int = 0
    rows_lost: int = 0
    unsaved_full_disk: int = 0
    set_aside_intact: int = 0
    set_aside_changed: int = 0
    games_finished: int = 0
    recorded_late: int = 0
    rows: int = 0
    duel_runs: int = 0
    duels_finished: int = 0
    duels_void: int = 0
    duels_void_by_design: int = 0
    duels_stranded: int = 0
    bots_killed: int = 0
    problems: list[str] = field(default_factory=list)


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONUNBUFFERED"] = "1"
    env.pop("QT_LOGGING_RULES", None)
    return env


def _reader(stream: IO[str], lines: queue.Queue[str | None]) -> None:
    for line in stream:
        lines.put(line.rstrip("\n"))
    lines.put(None)


def _mount_tmpfs(where: Path, size_kib: int) -> str | None:
    """Mount a small tmpfs at ``where``; the reason it cannot be, or ``None``."""
    if os.geteuid() != 0:
        return "not root: no tmpfs, so no full-disk faults"
    where.mkdir(parents=True, exist_ok=True)
    try:
        done = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={size_kib}k", "tmpfs", str(where)],
            capture_output=True,
            text=True,
            timeout=30,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"mount failed: {exc}"
    return None if done.returncode == 0 else f"mount failed: {done.stderr.strip()}"


def _fill(folder: Path) -> Path:
    filler = folder / "chaos-filler"
    with open(filler, "wb", buffering=0) as f:
        try:
            while True:
                f.write(b"\xff" * 4096)
        except OSError as exc:
            if exc.errno != errno.ENOSPC:
                raise
        with contextlib.suppress(OSError):
            while f.write(b"\xff"):
                pass
    return filler


def _rows(data: Path) -> dict[int, list[str]]:
    """Every game row of the database (id → history), read-only; {} when there is no database yet."""
    path = data / DB_FILENAME
    if not path.exists():
        return {}
    for _ in range(50):
        try:
            conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=10)
            try:
                rows = conn.execute("SELECT id, game_json FROM games").fetchall()
            finally:
                conn.close()
            return {int(i): list(json.loads(text).get("history", [])) for i, text in rows}
        except sqlite3.OperationalError as exc:
            if "no such table" in str(exc):
                return {}
            time.sleep(0.1)
    raise RuntimeError(f"the database {path} stays busy")


def _saved_games(data: Path) -> list[Game]:
    """The games in the autosave and beside it (``autosave.v<N>.spider``: where a run keeps its game alone while a
    duel's autosave waits for its records), newest first, read without touching them; damaged ones left out."""
    paths = [data / AUTOSAVE_FILENAME, *data.glob(Path(AUTOSAVE_FILENAME).stem + ".v*.spider")]
    found = []
    for path in paths:
        with contextlib.suppress(SaveFileError, OSError):
            found.append((path.stat().st_mtime_ns, load_game(path)[0]))
    return [game for _, game in sorted(found, key=lambda pair: -pair[0])]


def _saved(data: Path) -> Game | None:
    """The game the app plays on: the newest saved one; None when there is none or it is damaged."""
    games = _saved_games(data)
    return games[0] if games else None


def _shelf(data: Path) -> list[list[str]]:
    """The histories of the finished games waiting to be recorded (the database was busy, full or off)."""
    out = []
    for path in sorted((data / PENDING_FOLDER).glob("*.spider")):
        with contextlib.suppress(SaveFileError):
            out.append(load_game(path)[0].history)
    return out


def _children(pid: int) -> list[int]:
    """The computer player's processes among those ``pid`` started, from /proc (not multiprocessing's tracker)."""
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*/children"):
        with contextlib.suppress(OSError):
            found += [int(p) for p in task.read_text().split()]
    players = []
    for child in found:
        with contextlib.suppress(OSError):
            if b"resource_tracker" not in Path(f"/proc/{child}/cmdline").read_bytes():
                players.append(child)
    return players


def _kill_bots(pid: int, rng: random.Random, killed: list[int], stop: threading.Event) -> None:
    """Kill the app's computer player up to three times: each time a random moment after it is seen running."""
    for _ in range(3):
        children: list[int] = []
        while not children:
            if stop.wait(0.02):
                return
            children = _children(pid)
        if stop.wait(rng.uniform(0.0, 0.4)):
            return
        for child in children:
            with contextlib.suppress(OSError):
                os.kill(child, signal.SIGKILL)
                killed.append(child)


def _run_app(
    data: Path, rng: random.Random, fault: str, actions: int, finish: bool, seed: int, duel: str | None = None
) -> tuple[list[str], str, int]:
    """One run of the real app; returns the actions it reported, its standard error and computer players killed."""
    extra = ["--autoplay", str(actions), "--autoplay-seed", str(seed)]
    extra += ["--autoplay-finish"] * finish + (["--autoplay-duel", duel] if duel is not None else [])
    command = [sys.executable, "-m", "spider_qt", "--data-dir", str(data), "--config-dir", str(data), *extra]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env())
    assert proc.stdout is not None and proc.stderr is not None
    lines: queue.Queue[str | None] = queue.Queue()
    errors: queue.Queue[str | None] = queue.Queue()
    threading.Thread(target=_reader, args=(proc.stdout, lines), daemon=True).start()
    threading.Thread(target=_reader, args=(proc.stderr, errors), daemon=True).start()
    seen: list[str] = []
    killed: list[int] = []
    stop_killing = threading.Event()
    if fault == "bot":
        threading.Thread(target=_kill_bots, args=(proc.pid, rng, killed, stop_killing), daemon=True).start()
    kill_after = rng.randint(0, max(0, actions - 1)) if fault == "kill" else None
    if kill_after == 0:
        time.sleep(rng.uniform(0.0, 0.8))  # during start-up or resume
    deadline = time.monotonic() + GUARD
    ended = False
    while not ended and time.monotonic() < deadline:
        if kill_after is not None and sum(s.startswith("played ") for s in seen) >= kill_after:
            time.sleep(rng.uniform(0.0, 0.02))  # the kill lands anywhere in the next action's write
            break
        try:
            line = lines.get(timeout=0.5)
        except queue.Empty:
            continue
        if line is None:
            ended = True
        else:
            seen.append(line)
    stop_killing.set()
    if proc.poll() is None:
        proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    while not ended:
        line = lines.get(timeout=30)
        if line is None:
            break
        seen.append(line)
    err: list[str] = []
    while (e := errors.get(timeout=30)) is not None:
        err.append(e)
    played = [s.removeprefix("played ") for s in seen if s.startswith("played ")]
    return played, "\n".join(err), len(killed)


def _check_kept(
    tally: Tally,
    where: str,
    expected: list[str],
    played: list[str],
    saved: Game | None,
    others: list[Game],
    new_rows: list[list[str]],
    fault: str,
    shelf: list[list[str]],
) -> None:
    """Count a game saved before the round as lost unless it is in the autosave, recorded, or waiting to be."""
    kept_in = [g for g in ([saved] if saved is not None else []) + others if g.history[: len(expected)] == expected]
    kept = bool(kept_in)
    if kept:
        saved = max(kept_in, key=lambda g: len(g.history))
    recorded = any(h[: len(expected)] == expected for h in [*new_rows, *shelf])
    if not (kept or recorded):
        tally.games_lost += 1
        tally.problems.append(f"{where}: the saved game of {len(expected)} actions is lost")
        return
    if saved is None or not kept:
        return
    if fault == "full":
        tally.unsaved_full_disk += max(0, len(expected) + len(played) - len(saved.history))
    elif fault != "kill" and not recorded and saved.history != expected + played:
        # Without a full disk or a kill, every action the app reported is in the autosave.
        tally.games_lost += 1
        tally.problems.append(f"{where}: reported actions are missing from the autosave")


@dataclass
class _Fault:
    """One fault in place for a round, and how to take it away."""

    holder: subprocess.Popen[str] | None = None
    filler: Path | None = None
    damaged: bytes | None = None
    voided_by_design: int | None = None


def _inject(fault: str, data: Path, fs: Path, rng: random.Random, number: int) -> _Fault:
    done = _Fault()
    autosave = data / AUTOSAVE_FILENAME
    if fault == "lock" and (data / DB_FILENAME).exists():
        done.holder = subprocess.Popen(
            [sys.executable, "-c", _HOLDER, str(data / DB_FILENAME), f"{rng.uniform(0.2, 7.0):.2f}"],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert done.holder.stdout is not None and done.holder.stdout.readline().strip() == "locked"
    elif fault == "full":
        done.filler = _fill(fs)
    elif fault == "damage" and autosave.exists():
        damaged_duel = _autosaved_duel(data)
        if damaged_duel is not None:
            done.voided_by_design = damaged_duel  # a duel with no autosave to go on from ends void, by design
        content = autosave.read_bytes()
        done.damaged = content[: rng.randint(1, max(1, len(content) - 1))]
        autosave.write_bytes(done.damaged)
    elif fault == "torn":
        (data / f".{AUTOSAVE_FILENAME}.chaos{number}.tmp").write_text('{"format": "spider-duel-save", "ver')
    return done


def _remove(fault: _Fault, data: Path, tally: Tally, where: str) -> None:
    if fault.holder is not None:
        fault.holder.wait(timeout=60)
    if fault.filler is not None:
        fault.filler.unlink()
    if fault.damaged is not None:
        bad = sorted(data.glob(f"{AUTOSAVE_FILENAME}.bad-*"), key=lambda p: p.stat().st_mtime_ns)
        if bad and bad[-1].read_bytes() == fault.damaged:
            tally.set_aside_intact += 1
        else:
            tally.set_aside_changed += 1
            tally.problems.append(f"{where}: the damaged autosave was not set aside intact")


@dataclass
class _Known:
    """What the script knows is saved: rows seen, the unfinished game, finished games waiting for a row."""

    rows: dict[int, list[str]] = field(default_factory=dict)
    expected: list[str] | None = None
    waiting: list[list[str]] = field(default_factory=list)


def _verify(known: _Known, data: Path, tally: Tally, where: str, fault: str, played: list[str]) -> None:
    """After a round: count rows and games lost, then remember what is saved now."""
    rows = _rows(data)
    lost_rows = [i for i in known.rows if i not in rows]
    if lost_rows:
        tally.rows_lost += len(lost_rows)
        tally.problems.append(f"{where}: statistics rows {lost_rows} are gone")
    new_rows = [h for i, h in rows.items() if i not in known.rows]
    known.rows = rows
    saved = _saved(data)
    shelf = _shelf(data)
    for history in known.waiting:
        if history in new_rows:
            tally.recorded_late += 1
        elif history not in shelf and not (saved is not None and saved.history == history):
            tally.games_lost += 1
            tally.problems.append(f"{where}: a finished game was neither recorded nor kept")
    if known.expected is not None:
        _check_kept(tally, where, known.expected, played, saved, _saved_games(data), new_rows, fault, shelf)
    tally.games_finished += sum(1 for h in new_rows if h and h[-1] == "finish")
    # Finished games the database could not take yet: they must show up as rows later.
    # (a duel's finished turn stays in the autosave after its record, while the duel goes on: it waits for nothing)
    recorded = list(rows.values())
    waiting = [*shelf, *([saved.history] if saved is not None and saved.over else [])]
    known.waiting = [h for h in waiting if h not in recorded]
    known.expected = None if saved is None or saved.over else saved.history


def _duels(data: Path) -> list[tuple[int, str, str | None, str | None]]:
    """Every duel (id, status, winner, forfeit_by), read-only; [] when there is no database yet."""
    path = data / DB_FILENAME
    if not path.exists():
        return []
    for _ in range(50):
        try:
            conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=10)
            try:
                return [tuple(r) for r in conn.execute("SELECT id, status, winner, forfeit_by FROM duels")]
            finally:
                conn.close()
        except sqlite3.OperationalError as exc:
            if "no such table" in str(exc):
                return []
            time.sleep(0.1)
    raise RuntimeError(f"the database {path} stays busy")


def _autosaved_duel(data: Path) -> int | None:
    """The duel id the autosave holds, if it holds a duel."""
    try:
        meta = load_game(data / AUTOSAVE_FILENAME)[1]
    except SaveFileError:
        return None
    duel = meta.extra.get("duel")
    duel_id = duel.get("duel_id") if isinstance(duel, dict) else None
    return duel_id if isinstance(duel_id, int) else None


def _check_duels(data: Path, tally: Tally, damaged: set[int]) -> None:
    """At the end: no duel ended void (but one whose autosave the script damaged, as the rules say), and only the
    duel the autosave holds is still in progress."""
    held = _autosaved_duel(data)
    for duel_id, status, winner, _forfeit in _duels(data):
        if status == "finished" and winner is None and duel_id in damaged:
            tally.duels_void_by_design += 1
        elif status == "finished" and winner is None:
            tally.duels_void += 1
            tally.problems.append(f"duel {duel_id} ended void")
        elif status == "finished":
            tally.duels_finished += 1
        elif status == "in_progress" and duel_id != held:
            tally.duels_stranded += 1
            tally.problems.append(f"duel {duel_id} is in progress with no autosave to go on from")


def chaos(
    rounds: int, seed: int, budget: float, folder: Path, finish_share: float = 0.3, duel_share: float = 0.5
) -> Tally:
    """Play ``rounds`` rounds (or until ``budget`` seconds are used) and tally what was lost."""
    rng = random.Random(seed)
    tally = Tally()
    fs = folder / "fs"
    no_tmpfs = _mount_tmpfs(fs, 6 * 1024)
    if no_tmpfs is not None:
        fs.mkdir(parents=True, exist_ok=True)
        tally.problems.append(no_tmpfs)
    data = fs / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "spider-duel.ini").write_text("[General]\nanimation_speed=0\nresume=always\n", "utf-8")
    faults = [f for f in FAULTS if not (f == "full" and no_tmpfs)]
    known = _Known()
    damaged_duels: set[int] = set()
    started = time.monotonic()
    try:
        for number in range(1, rounds + 1):
            if time.monotonic() - started > budget:
                break
            fault = rng.choice(faults)
            where = f"round {number} ({fault})"
            tally.rounds += 1
            tally.faults[fault] += 1
            injected = _inject(fault, data, fs, rng, number)
            if injected.voided_by_design is not None:
                damaged_duels.add(injected.voided_by_design)
            duel = rng.choice(("hotseat", "computer")) if rng.random() < duel_share else None
            if fault == "bot":
                duel = "computer"
            tally.duel_runs += duel is not None
            # A duel's turn ends more often: its end is where a held database or a dead computer player bites.
            finish = rng.random() < (max(finish_share, 0.6) if duel is not None else finish_share)
            played, err, killed = _run_app(data, rng, fault, rng.randint(3, 30), finish, number, duel)
            tally.bots_killed += killed
            tally.actions += len(played)
            _remove(injected, data, tally, where)
            if injected.damaged is not None:
                known.expected = None  # the damage itself took that game: nothing the app could keep
            _verify(known, data, tally, where, fault, played)
            if "Traceback" in err:
                tally.problems.append(f"{where}: the app raised:\n{err[-2000:]}")
        # A last clean start records whatever waits in the autosave or the shelf.
        played, _err, _killed = _run_app(data, rng, "none", 1, False, 0)
        tally.actions += len(played)
        _verify(known, data, tally, "the last start", "none", played)
        _check_duels(data, tally, damaged_duels)
        for _history in known.waiting:
            tally.games_lost += 1
            tally.problems.append("a finished game was never recorded")
        tally.rows = len(known.rows)
    finally:
        if no_tmpfs is None:
            subprocess.run(["umount", "-l", str(fs)], check=False, timeout=30)
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--budget", type=float, default=1800.0, help="stop starting rounds after this many seconds")
    parser.add_argument("--finish-share", type=float, default=0.3, help="share of rounds that end their game")
    parser.add_argument("--duel-share", type=float, default=0.5, help="share of runs that begin a duel")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON line too")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="spider-chaos-"))
    started = time.monotonic()
    try:
        tally = chaos(args.rounds, args.seed, args.budget, folder, args.finish_share, args.duel_share)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    seconds = time.monotonic() - started
    faults = ", ".join(f"{k} {tally.faults[k]}" for k in FAULTS if tally.faults[k])
    print(f"rounds {tally.rounds} in {seconds:.0f} s (seed {args.seed})")
    print(f"actions played {tally.actions}")
    print(f"faults injected {sum(tally.faults.values())} ({faults})")
    print(f"games lost {tally.games_lost}")
    print(f"statistics rows lost {tally.rows_lost}")
    print(
        f"duels ended void {tally.duels_void}, stranded in progress {tally.duels_stranded} "
        f"(and {tally.duels_void_by_design} void by design: the script damaged their autosave)"
    )
    print(
        f"duels: {tally.duel_runs} runs began or went on with a duel, {tally.duels_finished} finished, "
        f"{tally.bots_killed} computer players killed"
    )
    print(
        f"also: {tally.rows} statistics rows at the end, {tally.games_finished} games finished, "
        f"{tally.recorded_late} recorded at the next start, {tally.set_aside_intact} damaged autosaves set aside "
        f"intact ({tally.set_aside_changed} not), {tally.unsaved_full_disk} actions not saved on a full disk "
        "(the player is told)"
    )
    for problem in tally.problems:
        print(f"note: {problem}")
    if args.json:
        doc = {
            "rounds": tally.rounds,
            "actions": tally.actions,
            "faults": dict(tally.faults),
            "games_lost": tally.games_lost,
            "rows_lost": tally.rows_lost,
            "rows": tally.rows,
            "recorded_late": tally.recorded_late,
            "set_aside_intact": tally.set_aside_intact,
            "set_aside_changed": tally.set_aside_changed,
            "duel_runs": tally.duel_runs,
            "duels_finished": tally.duels_finished,
            "duels_void": tally.duels_void,
            "duels_void_by_design": tally.duels_void_by_design,
            "duels_stranded": tally.duels_stranded,
            "bots_killed": tally.bots_killed,
            "problems": tally.problems,
        }
        print(json.dumps(doc))


if __name__ == "__main__":
    main()
