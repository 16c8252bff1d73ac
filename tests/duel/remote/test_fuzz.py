"""Damaged messages, in both forms: always a clean refusal (or, for a harmless change, the same message)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.examples import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from spider_qt.duel.remote import CODES, Refused, check_messages, read_message

from .duel_helpers import DATA, GOLDEN_FILES

_KINDS = ("challenge", "answer", "reveal")
_MESSAGES = {kind: read_message((DATA / GOLDEN_FILES[kind]).read_bytes()) for kind in _KINDS}
_FORMS: dict[tuple[str, str], bytes] = {}
for _kind, _msg in _MESSAGES.items():
    _FORMS[(_kind, "json")] = _msg.json_form()
    _FORMS[(_kind, "text")] = _msg.text_form().encode("ascii")
_WHICH = st.sampled_from(sorted(_FORMS))


def _flipped(data: bytes, flips: list[tuple[int, int]]) -> bytes:
    out = bytearray(data)
    for where, mask in flips:
        out[where % len(out)] ^= mask
    return bytes(out)


def _without_name(obj: dict[str, Any]) -> dict[str, Any]:
    return {**obj, "signer": {**obj["signer"], "name": None}}


def _judge(kind: str, damaged: bytes) -> None:
    """One damaged message, alone and in its full duel: refused cleanly, or still the very same message."""
    original = _MESSAGES[kind]
    try:
        message = read_message(damaged)
    except Refused as exc:
        assert exc.code in CODES[:6]  # a message on its own fails at most at the signature
    else:
        # Only a harmless change passes: whitespace, line breaks, or the shown name (names are not signed).
        assert _without_name(message.obj) == _without_name(original.obj)
    files: list[Any] = [_MESSAGES[k].json_form() for k in _KINDS]
    files[_KINDS.index(kind)] = damaged
    result = check_messages(files)
    if result.valid:
        assert [_without_name(m.obj) for m in result.messages] == [_without_name(_MESSAGES[k].obj) for k in _KINDS]
        assert [m.digest for m in result.messages[:-1]] == [_MESSAGES[k].digest for k in _KINDS[:-1]]
        assert result.winner == "opponent"
    else:
        assert result.error in CODES and result.detail


@settings(max_examples=examples(300))
@given(_WHICH, st.lists(st.tuples(st.integers(0, 10**6), st.integers(1, 255)), min_size=1, max_size=4))
def test_byte_flips(which: tuple[str, str], flips: list[tuple[int, int]]) -> None:
    _judge(which[0], _flipped(_FORMS[which], flips))


@settings(max_examples=examples(200))
@given(_WHICH, st.integers(0, 10**6), st.integers(1, 200))
def test_cuts(which: tuple[str, str], start: int, length: int) -> None:
    data = _FORMS[which]
    start %= len(data)
    _judge(which[0], data[:start] + data[start + length :])


@settings(max_examples=examples(100))
@given(_WHICH, st.integers(0, 10**6))
def test_truncations(which: tuple[str, str], keep: int) -> None:
    data = _FORMS[which]
    _judge(which[0], data[: keep % len(data)])


@settings(max_examples=examples(100))
@given(_WHICH, st.integers(0, 10**6), st.binary(min_size=1, max_size=8))
def test_insertions(which: tuple[str, str], where: int, junk: bytes) -> None:
    data = _FORMS[which]
    where %= len(data) + 1
    _judge(which[0], data[:where] + junk + data[where:])


@pytest.mark.parametrize("which", sorted(_FORMS))
def test_every_single_bit_of_the_first_kilobyte(which: tuple[str, str]) -> None:
    data = _FORMS[which][:1024]
    rest = _FORMS[which][1024:]
    for i in range(len(data)):
        for bit in (1, 32, 128):
            _judge(which[0], _flipped(data, [(i, bit)]) + rest)
