"""A hint holds Python's cycle collector off while it searches, and always leaves it as it found it."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest

import spider_qt.ai.opponent as opponent_module
from spider_qt.ai._pauses import collector_held
from spider_qt.ai.opponent import hint_details
from spider_qt.engine import Game, Move, PlayerView


@pytest.fixture(autouse=True)
def collector_on() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_the_collector_is_off_inside_and_on_again_after() -> None:
    with collector_held():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_nested_holds_release_only_at_the_outermost() -> None:
    with collector_held():
        with collector_held():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()


def test_an_error_inside_still_gives_the_collector_back() -> None:
    with pytest.raises(RuntimeError), collector_held():
        raise RuntimeError("search failed")
    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off() -> None:
    gc.disable()
    with collector_held():
        assert not gc.isenabled()
    assert not gc.isenabled()


def test_overlapping_holds_on_two_threads() -> None:
    """The second thread's hold outlives the first one's: the collector stays off until both are out."""
    entered = threading.Event()
    release = threading.Event()
    seen: list[bool] = []

    def other() -> None:
        with collector_held():
            entered.set()
            release.wait(10)
            seen.append(gc.isenabled())

    t = threading.Thread(target=other)
    with collector_held():
        t.start()
        assert entered.wait(10)
    assert not gc.isenabled()  # the other thread still holds it
    release.set()
    t.join(10)
    assert seen == [False]
    assert gc.isenabled()


def test_a_hint_searches_with_the_collector_held(monkeypatch: pytest.MonkeyPatch) -> None:
    states: list[bool] = []
    real = opponent_module._hint_details

    def spy(view: PlayerView, nodes: int | None) -> tuple[Move | None, str]:
        states.append(gc.isenabled())
        return real(view, nodes)

    monkeypatch.setattr(opponent_module, "_hint_details", spy)
    move, source = hint_details(Game.new("duel", 2, 4242).view())
    assert states == [False]
    assert gc.isenabled()
    assert source in ("master", "expert", "progress")
    assert move is not None


def test_holding_the_collector_never_changes_a_hint() -> None:
    g = Game.new("classic", 1, 4243)
    for _ in range(12):
        view = g.view()
        held = hint_details(view)
        assert opponent_module._hint_details(view) == held
        if held[0] is None:
            break
        g.play(held[0])
