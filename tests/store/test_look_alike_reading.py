"""The confusables data is read keeping each entry's partner alone (its name dropped as it is read).

Reading the whole file's objects (a dict with a name for every entry) left some 7 MiB in the process at the first
start, where the default player's name is checked against the computer opponents' names (#48 16: 97-100 MiB).
"""

from __future__ import annotations

import json
from importlib import resources

import confusable_homoglyphs

from spider_qt.store import look_alike
from spider_qt.store.profiles import name_skeleton


def test_each_entry_is_read_as_its_partner_in_the_file_order() -> None:
    raw = resources.files(confusable_homoglyphs).joinpath("confusables.json").read_text("utf-8")
    whole = json.loads(raw)
    partners = json.loads(raw, object_pairs_hook=look_alike._partner_or_pairs)
    assert partners == [(key, [entry["c"] for entry in entries]) for key, entries in whole.items()]
    assert "c" in whole  # the letter c is a character of the file too: its entries stay a list, not a partner


def test_look_alikes_still_fold_to_one_skeleton() -> None:
    assert name_skeleton("Rnaster") == name_skeleton("master")  # "rn" reads as "m"
    assert name_skeleton("Ꭺnna") == name_skeleton("anna")  # a Cherokee capital
    assert name_skeleton("ᴀnna") == name_skeleton("Anna")  # a small capital
    assert name_skeleton("Bob") != name_skeleton("Rob")
