"""The engine package's names: each loads from its module on first use, and the names are the whole API."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

import spider_qt.engine as engine


def test_every_public_name_resolves_to_its_modules_object() -> None:
    for name in engine.__all__:
        value = getattr(engine, name)
        home = importlib.import_module(f"spider_qt.engine.{engine._HOME[name]}")
        assert value is getattr(home, name)
    assert set(engine._HOME) == set(engine.__all__)
    assert set(engine.__all__) <= set(dir(engine))


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'Gmae'"):
        _ = engine.Gmae  # type: ignore[attr-defined]
    with pytest.raises(ImportError):
        exec("from spider_qt.engine import Gmae", {})


def test_star_import_gives_the_api() -> None:
    namespace: dict[str, object] = {}
    exec("from spider_qt.engine import *", namespace)
    assert {"Game", "Move", "PlayerView", "RULESETS", "find_ruleset"} <= set(namespace)


def test_the_rule_sets_load_without_the_game() -> None:
    # Start-up reads the rule sets and a move's notation before its window shows; the game comes later.
    code = (
        "import sys\n"
        "from spider_qt.engine import MAX_SEED, RULESETS, Move\n"
        "assert 'classic' in RULESETS and MAX_SEED > 0 and Move.from_text('deal').kind == 'deal'\n"
        "print('spider_qt.engine.game' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
