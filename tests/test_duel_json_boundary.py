"""No module of ``spider_qt`` reads a duel's JSON but the save boundary.

A game's duel travels typed (``GameInfo.duel``); it becomes JSON only in ``spider_qt/duel/saved.py`` (with the file
format itself, ``store/savefile.py``, which writes a duel's turn as a newer file version and reads what a newer
version's file names). Before, the JSON was read by string key at 19 places in 7 modules. This scan fails when one
comes back: ``x["duel"]``, ``x.get("duel")`` (or ``pop``, ``setdefault``), ``"duel" in x``, and the keys' names
(``DUEL_KEY``, ``REMOTE_KEY``) outside the boundary.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "spider_qt"
# The save boundary, and where the remote key is defined (the model: its name only, read nowhere there).
BOUNDARY = {"duel/saved.py", "store/savefile.py"}
KEY_NAMES = {"DUEL_KEY", "REMOTE_KEY"}
KEY_DEFINED = {"duel/model.py"}
KEYS = {"duel", "remote_duel"}
_READS = {"get", "pop", "setdefault"}


def _key(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value in KEYS


def duel_json_reads(source: str) -> list[tuple[int, str]]:
    """Where ``source`` reads a duel's JSON by its key: (line, what)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Subscript) and _key(node.slice):
            found.append((node.lineno, f"[{ast.unparse(node.slice)}]"))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _READS:
            if node.args and _key(node.args[0]):
                found.append((node.lineno, f".{node.func.attr}({ast.unparse(node.args[0])})"))
        elif isinstance(node, ast.Compare) and _key(node.left):
            if any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops):
                found.append((node.lineno, f"{ast.unparse(node.left)} in"))
        elif isinstance(node, ast.Name) and node.id in KEY_NAMES:
            found.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute) and node.attr in KEY_NAMES:
            found.append((node.lineno, node.attr))
        elif isinstance(node, ast.alias) and node.name in KEY_NAMES:
            found.append((getattr(node, "lineno", 0), f"import {node.name}"))
    return sorted(found)


def test_the_scan_finds_each_way_the_duel_json_was_read() -> None:
    old = (
        'state = meta.extra["duel"]\n'
        'state = extra.get("duel")\n'
        'if "duel" not in c.info.extra: pass\n'
        'if "duel" in meta.extra: pass\n'
        'info.extra["duel"] = state.to_json()\n'
        "remote = extra.get(REMOTE_KEY)\n"
        "from spider_qt.duel.model import REMOTE_KEY\n"
        "info.extra[dm.REMOTE_KEY] = remote_id\n"
        'duel = doc["meta"].pop("duel")\n'
    )
    assert [line for line, _what in duel_json_reads(old)] == [1, 2, 3, 4, 5, 6, 7, 8, 9]
    # The rules named "duel" and a duel's own fields are no duel JSON read by its key.
    assert duel_json_reads('if rules not in ("duel", "classic"): pass\nphase = state.get("phase")\n') == []


def test_no_module_outside_the_save_boundary_reads_the_duel_json() -> None:
    offenders: list[str] = []
    checked = 0
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name in BOUNDARY:
            continue
        checked += 1
        reads = duel_json_reads(path.read_text(encoding="utf-8"))
        if name in KEY_DEFINED:
            reads = [(line, what) for line, what in reads if what not in KEY_NAMES]
        offenders += [f"spider_qt/{name}:{line}: {what}" for line, what in reads]
    assert checked > 100  # the whole package was scanned
    assert not offenders, "the duel's JSON is read outside the save boundary (duel/saved.py):\n" + "\n".join(offenders)


def test_the_boundary_is_where_the_key_is_read() -> None:
    saved = (PACKAGE / "duel" / "saved.py").read_text(encoding="utf-8")
    assert duel_json_reads(saved), "the boundary itself reads the duel's key"
