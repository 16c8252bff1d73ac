"""What the start-up gives back once the first deal has settled, and when (memory itself is measured by
``benchmarks/ui_speed.py``; these tests check the order of things, never a size)."""

from __future__ import annotations

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
