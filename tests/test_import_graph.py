"""No module of ``spider_qt`` imports itself back through others, not even under ``TYPE_CHECKING``.

import-linter's layer contracts keep the packages in order, but not the modules inside one wing: there the
scene and its parts (and, before, the store's database and its parts, and two dialogs) had grown import
circles, so that no part could be read or tested without the whole circle.
"""

from __future__ import annotations

import itertools
import textwrap
from collections.abc import Callable
from pathlib import Path

import grimp
import pytest


def import_graph(package: str) -> grimp.ImportGraph:
    """The package's imports between its own modules, those made only for type checking included."""
    return grimp.build_graph(package, exclude_type_checking_imports=False, cache_dir=None)


def circles(graph: grimp.ImportGraph) -> list[list[str]]:
    """The graph's import circles: each strongly connected set of modules (or a module importing itself), sorted.

    Kosaraju's two passes, each a walk with an explicit stack: a long import chain must not reach Python's
    recursion limit.
    """

    def imported(module: str) -> list[str]:
        return sorted(m for m in graph.find_modules_directly_imported_by(module) if m in graph.modules)

    def importers(module: str) -> list[str]:
        return sorted(m for m in graph.find_modules_that_directly_import(module) if m in graph.modules)

    found: list[list[str]] = []
    seen: set[str] = set()
    for module in reversed(_finish_order(sorted(graph.modules), imported)):
        if module in seen:
            continue
        component = _reach(module, importers, seen)
        if len(component) > 1 or graph.direct_import_exists(importer=module, imported=module):
            found.append(sorted(component))
    return sorted(found)


def _finish_order(modules: list[str], imported: Callable[[str], list[str]]) -> list[str]:
    """The modules in the order a depth-first walk along the imports finishes them."""
    seen: set[str] = set()
    order: list[str] = []
    for root in modules:
        if root in seen:
            continue
        seen.add(root)
        work = [(root, iter(imported(root)))]
        while work:
            module, rest = work[-1]
            nxt = next((m for m in rest if m not in seen), None)
            if nxt is None:
                work.pop()
                order.append(module)
            else:
                seen.add(nxt)
                work.append((nxt, iter(imported(nxt))))
    return order


def _reach(start: str, importers: Callable[[str], list[str]], seen: set[str]) -> list[str]:
    """The modules not yet seen that reach ``start`` through imports (marking them seen), ``start`` first."""
    seen.add(start)
    todo = [start]
    reached: list[str] = []
    while todo:
        module = todo.pop()
        reached.append(module)
        for m in importers(module):
            if m not in seen:
                seen.add(m)
                todo.append(m)
    return reached


def describe(graph: grimp.ImportGraph, circle: list[str]) -> str:
    """One circle: its modules, and a chain from the first through others back to itself."""
    first = circle[0]
    ways_back = [
        graph.find_shortest_chain(importer=m, imported=first)
        for m in graph.find_modules_directly_imported_by(first)
        if m in circle and m != first
    ]
    way_back = min((way for way in ways_back if way), key=len, default=(first,))
    return f"{', '.join(circle)} (e.g. {' -> '.join((first, *way_back))})"


def test_spider_qt_has_no_import_circles() -> None:
    graph = import_graph("spider_qt")
    found = circles(graph)
    assert found == [], "import circles:\n" + "\n".join(describe(graph, c) for c in found)


def _write_package(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))


def test_a_circle_closed_only_under_type_checking_is_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The shape the scene had: the facade imports its part, the part imports the facade to type it.
    _write_package(
        tmp_path,
        {
            "circled/__init__.py": "",
            "circled/facade.py": "from circled import part\n",
            "circled/part.py": """\
                from typing import TYPE_CHECKING

                from circled import lower

                if TYPE_CHECKING:
                    from circled.facade import Facade
                """,
            "circled/lower.py": "",
            "circled/selfish.py": "from circled import selfish\n",
        },
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    graph = import_graph("circled")
    assert circles(graph) == [["circled.facade", "circled.part"], ["circled.selfish"]]
    assert describe(graph, ["circled.facade", "circled.part"]) == (
        "circled.facade, circled.part (e.g. circled.facade -> circled.part -> circled.facade)"
    )
    assert describe(graph, ["circled.selfish"]) == "circled.selfish (e.g. circled.selfish -> circled.selfish)"


def test_circles_are_found_in_a_long_chain_and_apart_from_each_other() -> None:
    graph = grimp.ImportGraph()
    chain = [f"m{i:04}" for i in range(3000)]
    for a, b in itertools.pairwise(chain):
        graph.add_import(importer=a, imported=b)
    graph.add_import(importer=chain[-1], imported=chain[1500])
    for a, b in [("x", "y"), ("y", "z"), ("z", "x"), ("z", chain[0])]:
        graph.add_import(importer=a, imported=b)
    assert circles(graph) == [chain[1500:], ["x", "y", "z"]]
