"""What the start-up gives back once the first deal has settled, and when (memory itself is measured by
``benchmarks/ui_speed.py``; these tests check the order of things, never a size)."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

from spider_qt.ui import start_memory

GUARD_MS = 10_000  # a guard against a hang, never a measurement


def test_the_heap_is_trimmed_after_the_deal_s_animations_are_deleted_not_within_its_signal(
    qapp: Any, qtbot: Any, monkeypatch: Any
) -> None:
    """Trimmed within ``animations_finished``, the heap still held the deal's animation group (deleted later,
    from the event loop): the trim gave back some 2 MiB less."""
    trimmed: list[bool] = []
    group = QObject()  # stands for the deal's animation group, deleted once the loop is back
    gone: list[bool] = []
    group.destroyed.connect(lambda: gone.append(True))
    monkeypatch.setattr(start_memory, "release_freed_memory", lambda: trimmed.append(bool(gone)))
    qapp.setProperty("_heap_trimmed", False)
    group.deleteLater()
    start_memory.release_freed_memory_soon()  # as the first deal's animations_finished calls it
    assert trimmed == []
    qtbot.waitUntil(lambda: bool(trimmed), timeout=GUARD_MS)
    assert trimmed == [True]


def test_a_heap_already_trimmed_is_not_trimmed_again_at_the_next_deal(qapp: Any, qtbot: Any, monkeypatch: Any) -> None:
    trimmed: list[int] = []
    monkeypatch.setattr(start_memory, "release_freed_memory", lambda: trimmed.append(1))
    qapp.setProperty("_heap_trimmed", True)
    start_memory.release_freed_memory_soon()
    qtbot.wait(50)
    assert trimmed == []


# An owner that listens for second starts, in a process of its own: says whether QtNetwork is loaded once it listens,
# and once a second start has brought it to the front.
_OWNER = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QTimer
from spider_qt.ui.single_instance import Claim, SingleInstance
app = QCoreApplication([])
instance = SingleInstance(Path(sys.argv[1]))
assert instance.claim(listen=True) is Claim.OWNER
print("listening", "PySide6.QtNetwork" in sys.modules, flush=True)
def asked():
    print("asked", "PySide6.QtNetwork" in sys.modules, flush=True)
    instance.release()
    app.quit()
instance.activation_requested.connect(asked)
QTimer.singleShot(60_000, app.quit)
app.exec()
"""


def test_the_owner_answers_second_starts_without_loading_qtnetwork(tmp_path: Path, qapp: Any) -> None:
    """QLocalServer loaded QtNetwork (some 3 MiB resident) for the listener alone; a second start, which asks with
    QLocalSocket, is answered all the same, on a socket its user alone may reach."""
    from PySide6.QtCore import QDir

    from spider_qt.ui.single_instance import Claim, SingleInstance, server_name

    owner = subprocess.Popen(
        [sys.executable, "-c", _OWNER, str(tmp_path)],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert owner.stdout is not None
        assert owner.stdout.readline().split() == ["listening", "False"]
        path = Path(QDir.tempPath()) / server_name(tmp_path)
        assert stat.S_ISSOCK(path.stat().st_mode)
        assert path.stat().st_mode & 0o077 == 0
        assert SingleInstance(tmp_path).claim(listen=False) is Claim.FORWARDED
        assert owner.stdout.readline().split() == ["asked", "False"]
        assert owner.wait(timeout=GUARD_MS / 1000) == 0
        assert not path.exists()  # released: its socket is gone with it
    finally:
        owner.kill()
        owner.wait()
