"""Damaged saves and snapshots: from_json/from_state raise InvalidSave or give a valid game, nothing else."""

from __future__ import annotations

import copy
import json
import random
import sys
from typing import Any

import pytest
from spider_builders import check_valid_state, make_game, mv, run

from spider_qt.engine import SAVE_VERSION, Game, InvalidSave, Move
from spider_qt.engine.errors import SAVE_CODES


def _base_games() -> list[Game]:
    games = []
    g = Game.new("classic", 2, 12345)
    for step in range(45):
        moves = sorted(g.legal_moves(), key=Move.to_text)
        if g.can_undo() and step % 6 == 5:
            g.undo()
        else:
            g.play(moves[(step * 5) % len(moves)])
    games.append(g)
    d = Game.new("duel", 4, 777)
    for step in range(40):
        moves = sorted(d.legal_moves(), key=Move.to_text)
        if d.can_undo() and step % 7 == 3:
            d.undo()
        else:
            d.play(moves[(step * 3) % len(moves)])
    d.finish()
    games.append(d)
    s = make_game("duel", 2, {0: "#4h 9s", 1: "Th", 2: "#5s", 3: "3s"}, stock="As 2s 3s 4s 5s 6s 7s 8s 9s Ts")
    s.play(mv(0, 1, 1))
    s.play(Move("flip", 0))
    s.play(mv(3, 1, 0))
    s.undo()
    s.play(Move("deal"))
    games.append(s)
    w = make_game("classic", 1, {0: run("s", "K", "2"), 1: "As"}, foundations="sssssss")
    w.play(mv(1, 1, 0))
    games.append(w)
    games.append(Game.new("duel", 1, 2**63 - 1))
    return games


BASES = _base_games()
SAVES = [g.to_json() for g in BASES]

_CARDS = ["As", "Ks", "Th", "7c", "2d", "Qh", "??", "1s", "AS", ""]
_ACTIONS = ["1>2", "11>2", "1>2x99", "flip 1", "flip 11", "undo", "finish", "deal", "", "1>1", "x", "3>7x0"]


def _palette(rng: random.Random) -> Any:
    options: list[Any] = [
        None, True, False, 0, -1, 1, 2, 4, 2**63, 2**70, 1.5, 1.0, float("nan"), "", "x", "classic", "duel",
        [], {}, [1, 2], {"card": "As", "up": True}, {"card": "As"}, ["As"], [[]], [None],
        rng.choice(_CARDS), rng.choice(_ACTIONS), "s" * 5000, list(range(200)),
    ]  # fmt: skip
    value = rng.choice(options)
    if rng.random() < 0.05:
        value = _nested(rng.randrange(1, 300))  # deeper nesting is tested on the text level
    return value


def _nested(depth: int) -> Any:
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*path, i))
    return out


def _get(node: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        node = node[p]
    return node


def _mutate_doc(doc: Any, rng: random.Random) -> Any:
    doc = copy.deepcopy(doc)
    paths = _paths(doc)
    path = rng.choice(paths)
    op = rng.randrange(8)
    if not path:
        return _palette(rng) if op == 0 else doc
    parent = _get(doc, path[:-1])
    key = path[-1]
    if op == 0:  # delete
        del parent[key]
    elif op == 1 and isinstance(parent, list):  # duplicate (a card too many, a repeated action)
        parent.insert(key, copy.deepcopy(parent[key]))
    elif op == 2 and isinstance(parent, list) and len(parent) > 1:  # swap
        j = rng.randrange(len(parent))
        parent[key], parent[j] = parent[j], parent[key]
    elif op == 3 and isinstance(parent[key], str):  # another card or action
        parent[key] = rng.choice(_CARDS + _ACTIONS)
    elif op == 4 and isinstance(parent, dict):  # an extra key
        parent["extra" + str(rng.randrange(3))] = _palette(rng)
    elif op == 5 and isinstance(parent[key], bool):
        parent[key] = not parent[key]
    elif op == 6 and isinstance(parent[key], int) and not isinstance(parent[key], bool):
        parent[key] = parent[key] + rng.choice([-1, 1, 10, -1000, 2**64])
    else:
        parent[key] = _palette(rng)
    return doc


def _mutate_text(text: str, rng: random.Random) -> str | bytes:
    data = text.encode()
    op = rng.randrange(7)
    if op == 0:
        return text[: rng.randrange(len(text))]
    if op == 1:
        b = bytearray(data)
        for _ in range(rng.randint(1, 3)):
            b[rng.randrange(len(b))] ^= 1 << rng.randrange(8)
        return bytes(b)
    if op == 2:
        i = rng.randrange(len(data))
        return data[:i] + rng.choice([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\x00"]) + data[i:]
    if op == 3:
        i = rng.randrange(len(text))
        return text[:i] + text[i + 1 :]
    if op == 4:  # a duplicated key: JSON keeps the last one
        key = rng.choice(['"version":2', '"history":[]', '"rules":"duel"', '"suits":1', '"seed":1', '"start":null'])
        return text[:-1] + "," + key + "}"
    if op == 5:
        i = rng.randrange(len(text))
        return text[:i] + rng.choice(["[", "]", "{", "}", ",", ":", '"', "\\", "1e999", "-", "\u2028"]) + text[i:]
    depth = rng.choice([10, 500, 5000, 100000])
    return "[" * depth + "]" * depth


def _check_outcome(load: Any, arg: Any) -> str:
    try:
        g = load(arg)
    except InvalidSave as exc:
        assert exc.code in SAVE_CODES, exc.code
        assert isinstance(exc, ValueError)
        assert str(exc)
        return "refused"
    except Exception as exc:  # noqa: BLE001 - the point of the test
        pytest.fail(f"{type(exc).__name__}: {exc} for input {str(arg)[:300]!r}")
    st = g.state()
    check_valid_state(st)
    again = Game.from_json(g.to_json())
    assert again.state() == st
    assert again.legal_moves() == g.legal_moves()
    g.view()
    return "loaded"


def test_fuzz_from_json() -> None:
    rng = random.Random(20240601)
    outcomes = {"refused": 0, "loaded": 0}
    for i in range(2500):
        base = SAVES[i % len(SAVES)]
        if i % 3 == 0:
            damaged: Any = _mutate_text(base, rng)
        else:
            doc = json.loads(base)
            for _ in range(rng.choice([1, 1, 1, 2, 3])):
                doc = _mutate_doc(doc, rng)
            damaged = json.dumps(doc) if rng.random() < 0.9 else json.dumps(doc).encode()
        outcomes[_check_outcome(Game.from_json, damaged)] += 1
    # Both outcomes happen: the mutations do not only break the JSON syntax.
    assert outcomes["refused"] > 1500
    assert outcomes["loaded"] > 20


@pytest.mark.parametrize(
    "damaged",
    [
        None, 5, 1.5, [], {}, b"", "", "null", "[]", "{}", '"text"', "\ufeff{}", b"\xff\xfe{\x00}\x00",
        "[" * 100000, "{" * 100000, '{"a":' * 50000, "1" * 5000, '{"version":' + "9" * 5000 + "}",
    ],
)  # fmt: skip
def test_from_json_refuses_non_saves(damaged: Any) -> None:
    with pytest.raises(InvalidSave):
        Game.from_json(damaged)


def test_deep_nesting_around_the_recursion_limit() -> None:
    limit = sys.getrecursionlimit()
    doc = json.loads(SAVES[0])
    head = '{"format":"spider-duel-game","version":1,"rules":'
    for depth in range(limit - 150, limit + 5, 3):
        nested = "[" * depth + "]" * depth
        for text in (head + nested + "}", '{"format":' + nested + "}", json.dumps(doc)[:-1] + ',"x":' + nested + "}"):
            _check_outcome(Game.from_json, text)


@pytest.mark.parametrize("version", [SAVE_VERSION + 1, 0, -1, "1", 1.0, True, None, 10**30])
def test_unknown_versions_are_refused(version: Any) -> None:
    doc = json.loads(SAVES[0])
    doc["version"] = version
    with pytest.raises(InvalidSave) as exc:
        Game.from_json(json.dumps(doc))
    assert exc.value.code == "bad_version"


@pytest.mark.parametrize("action", ["11>2", "1>2x99", "flip 1", "undo", "dance", "deal deal", "1>1"])
def test_illegal_history_entries_are_refused(action: str) -> None:
    doc = json.loads(SAVES[0])
    doc["history"].insert(0, action)
    doc["state"] = None
    with pytest.raises(InvalidSave) as exc:
        Game.from_json(json.dumps(doc))
    assert exc.value.code == "bad_history"


def test_history_that_disagrees_with_the_state_is_refused() -> None:
    doc = json.loads(SAVES[0])
    doc["history"] = doc["history"][:-1]
    with pytest.raises(InvalidSave) as exc:
        Game.from_json(json.dumps(doc))
    assert exc.value.code == "mismatch"


def test_saves_round_trip_exactly() -> None:
    for g, text in zip(BASES, SAVES, strict=True):
        h = Game.from_json(text)
        assert h.state() == g.state()
        assert h.history == g.history
        assert h.can_undo() == g.can_undo()
        assert h.to_json() == text
        assert Game.from_json(text.encode()).state() == g.state()


def test_fuzz_from_state() -> None:
    rng = random.Random(99)
    states = [g.state() for g in BASES]
    outcomes = {"refused": 0, "loaded": 0}
    for i in range(2000):
        d: Any = states[i % len(states)]
        for _ in range(rng.choice([1, 1, 2])):
            d = _mutate_doc(d, rng)
        outcomes[_check_outcome(Game.from_state, d)] += 1
    assert outcomes["refused"] > 1000
    assert outcomes["loaded"] > 20


def _state_cases() -> list[tuple[str, Any]]:
    good = Game.new("classic", 2, 5).state()
    cases: list[tuple[str, Any]] = [("not a dict", None), ("list", [good]), ("text", json.dumps(good))]

    def changed(name: str, **kw: Any) -> None:
        d = copy.deepcopy(good)
        d.update(kw)
        cases.append((name, d))

    changed("rules", rules="spider")
    changed("suits", suits=3)
    changed("seed bool", seed=True)
    changed("seed big", seed=2**63)
    changed("score float", score=1.5)
    changed("moves negative", moves=-1)
    changed("over int", over=1)
    changed("won without runs", won=True, over=True)
    changed("stock 9 cards", stock=good["stock"][:9])
    changed("stock extra card", stock=[*good["stock"], "As"])
    changed("nine columns", tableau=good["tableau"][:9])
    changed("wrong deck", suits=4)
    changed("runs incomplete", foundations=["s"])
    changed("bad suit", foundations=["x"])
    d = copy.deepcopy(good)
    d["tableau"][0][-1]["up"] = False
    cases.append(("classic face-down top", d))
    d = copy.deepcopy(good)
    d["tableau"][0][0]["up"] = True
    cases.append(("face-down above face-up", d))
    d = copy.deepcopy(good)
    d["tableau"][0].append(d["tableau"][1].pop())
    d["tableau"][0][-1]["extra"] = 1
    cases.append(("extra entry key", d))
    d = copy.deepcopy(good)
    d["tableau"][0][-1]["card"], d["stock"][0] = d["stock"][0], "Xs"
    cases.append(("unknown card", d))
    d = copy.deepcopy(good)
    del d["won"]
    cases.append(("missing key", d))
    # A complete run left on the table.
    st = make_game("classic", 1, {0: run("s", "K", "2"), 1: "As"}, foundations="sssssss").state()
    st["tableau"][0].append(st["tableau"][1].pop())
    cases.append(("run on the table", st))
    return cases


@pytest.mark.parametrize(("name", "bad"), _state_cases(), ids=[c[0] for c in _state_cases()])
def test_from_state_refuses_impossible_positions(name: str, bad: Any) -> None:
    with pytest.raises(InvalidSave):
        Game.from_state(bad)
