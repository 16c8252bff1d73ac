"""Which characters look alike, from Unicode's confusables data (UTS #39), and which show nothing at all.

The data is the ``confusables.json`` that the ``confusable-homoglyphs`` package keeps from Unicode's
``confusables.txt``. It pairs each character with the prototype it is confused with, in both directions: a
character with one partner is either a source or a prototype with one source. Either way the two belong to one
class, and the classes that the pairs join are exactly those of the UTS #39 skeleton: two characters have the same
skeleton when they fall in the same class. A source whose prototype is a sequence ("m" looks like "rn") is
replaced by it.

``fold`` is case-blind, as names are: it folds case, maps every character to its class's representative (a plain
lowercase letter where the class has one), and repeats until nothing changes, so that a Cherokee capital reaches
"A", then "a". Small capitals ("ᴀ"), which the data pairs with other small forms only, map to their letter by
their Unicode name.
"""

from __future__ import annotations

import json
import unicodedata
from functools import cache
from importlib import resources
from typing import Any

__all__ = ["fold", "invisible", "visible"]

# Default_Ignorable_Code_Point (Unicode's DerivedCoreProperties.txt): characters a renderer shows as nothing.
_DEFAULT_IGNORABLE = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160), (0x17B4, 0x17B5), (0x180B, 0x180F),
    (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
)  # fmt: skip
# Characters that are drawn as an empty cell though Unicode calls them symbols or letters.
_BLANK = {0x2800, 0x3164, 0x115F, 0x1160, 0xFFA0}
_MARKS = ("\u200e", "\u200f")
_ROUNDS = 4  # fold, map, fold again...: a chain is never longer than this in the data


def invisible(ch: str) -> bool:
    """Whether ``ch`` shows nothing: a space, a control or format character, a default-ignorable one (the Hangul
    filler), a blank (the Braille blank), or a mark with nothing to sit on."""
    code = ord(ch)
    if code in _BLANK or any(lo <= code <= hi for lo, hi in _DEFAULT_IGNORABLE):
        return True
    return ch.isspace() or unicodedata.category(ch)[0] in ("Z", "C")


def visible(text: str) -> bool:
    """Whether ``text`` has at least one character that shows (a letter, a digit, a symbol, a punctuation mark)."""
    return any(not invisible(ch) and unicodedata.category(ch)[0] != "M" for ch in text)


@cache
def _tables() -> tuple[dict[str, str], dict[str, str]]:
    """(character → its class's representative, character → the sequence it stands for)."""
    # Imported by name (so that a bundle carries the package), on first need: importing the store needs no more.
    import confusable_homoglyphs

    raw = resources.files(confusable_homoglyphs).joinpath("confusables.json").read_text("utf-8")
    # Each entry's partner alone ("c"), as it is read: the whole file's objects (a name for every entry) took some
    # 7 MiB that the process kept after they were freed, scattered between the few that stay.
    data: list[tuple[str, list[str]]] = json.loads(raw, object_pairs_hook=_partner_or_pairs)
    del raw
    classes = _Classes()
    sequences: dict[str, str] = {}
    for key, entries in data:
        if len(key) != 1:
            continue  # a sequence is only ever a prototype: its pairs are read from the other side
        partners = ["".join(c for c in entry if c not in _MARKS) for entry in entries]
        longer = [p for p in partners if len(p) > 1]
        if longer:
            sequences[key] = longer[0]
            continue
        for partner in partners:
            if len(partner) == 1:
                classes.join(key, partner)
    representative = classes.representatives()
    for code in [*range(0x1D00, 0x1D2C), *range(0x0250, 0x02B0)]:  # Phonetic and IPA Extensions: ᴀ, ʙ, ɢ, ʜ, ɪ...
        name = unicodedata.name(chr(code), "")
        if name.startswith("LATIN LETTER SMALL CAPITAL ") and len(name.split()[-1]) == 1:
            representative[chr(code)] = name.split()[-1].lower()
    return representative, sequences


def _partner_or_pairs(pairs: list[tuple[str, Any]]) -> Any:
    """``json.loads``'s hook: an entry ``{"c": partner, "n": its name}`` becomes its partner; the file's one object
    of all characters stays a list of (character, its entries)."""
    first = pairs[0] if pairs else None
    if first is not None and first[0] == "c" and isinstance(first[1], str):
        return first[1]
    return pairs


class _Classes:
    """Characters joined into classes (union-find)."""

    def __init__(self) -> None:
        self._parent: dict[str, str] = {}

    def _root(self, ch: str) -> str:
        parent = self._parent
        while parent.get(ch, ch) != ch:
            parent[ch] = parent.get(parent[ch], parent[ch])
            ch = parent[ch]
        return ch

    def join(self, a: str, b: str) -> None:
        ra, rb = self._root(a), self._root(b)
        self._parent.setdefault(a, a)
        self._parent.setdefault(b, b)
        if ra != rb:
            self._parent[ra] = rb

    def representatives(self) -> dict[str, str]:
        members: dict[str, list[str]] = {}
        for ch in list(self._parent):
            members.setdefault(self._root(ch), []).append(ch)
        return {ch: min(group, key=_preference) for group in members.values() for ch in group}


def _preference(ch: str) -> tuple[int, int]:
    """A class's representative: a plain lowercase letter, else any ASCII character, else the lowest code point."""
    if "a" <= ch <= "z":
        return (0, ord(ch))
    return (1 if ord(ch) < 128 else 2, ord(ch))


def fold(text: str) -> str:
    """``text`` as it looks, case-blind: equal for two texts a reader easily takes for one another."""
    representative, sequences = _tables()
    for _ in range(_ROUNDS):
        folded = unicodedata.normalize("NFKC", text).casefold()
        mapped = "".join(representative.get(s, s) for ch in folded for s in sequences.get(ch, ch))
        mapped = "".join(ch for ch in mapped if not invisible(ch))
        if mapped == text:
            break
        text = mapped
    return text
