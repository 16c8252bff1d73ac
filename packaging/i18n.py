#!/usr/bin/env python3
"""Keep the Qt Linguist catalogues in step with the code, and build the ``.qm`` files.

Usage (from anywhere; paths are taken relative to the repository)::

    python packaging/i18n.py            # lupdate every .ts, then lrelease every .qm
    python packaging/i18n.py --release  # only rebuild the .qm files
    python packaging/i18n.py --check    # change nothing; list what is missing, untranslated or stale

``spider_qt_it/nl/de.ts`` hold every message; ``spider_qt_en.ts`` holds only the plural
forms, so English shows "1 move" and "2 moves" instead of the source's "move(s)".
Running it again at any time merges new strings in (marked unfinished until translated;
a new string identical to one already translated in the same file takes that translation)
and drops strings that left the code.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "spider_qt"
TRANSLATIONS = ROOT / "translations"
#: Languages with a full catalogue.
FULL = ("it", "nl", "de")
#: English is the source language: its catalogue holds only the plural forms.
PLURAL_ONLY = ("en",)


def source_files() -> list[Path]:
    """Every Python file lupdate reads, in a stable order."""
    return sorted(p for p in SOURCES.rglob("*.py") if "__pycache__" not in p.parts)


def ts_path(lang: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"spider_qt_{lang}.ts"


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (it ships the Qt Linguist tools)")
    return found


def lupdate(lang: str, ts_file: Path) -> None:
    """Merge the strings of the code into ``ts_file`` (created if missing)."""
    cmd = [_tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "relative"]
    if lang in PLURAL_ONLY:
        cmd.append("-pluralonly")
    cmd += [str(p) for p in source_files()]
    cmd += ["-source-language", "en", "-target-language", lang, "-ts", str(ts_file)]
    subprocess.run(cmd, check=True, cwd=ROOT)


def reuse_identical(ts_file: Path, lang: str) -> int:
    """Finish untranslated messages whose English already has one translation elsewhere in the file.

    lupdate pre-fills such messages but leaves them unfinished; English plural forms are
    derived from "(s)". Returns how many were finished (review them with ``git diff``).
    """
    tree = ET.parse(ts_file)
    known: dict[tuple[str, bool], list[str] | None] = {}
    todo: list[tuple[ET.Element, ET.Element, tuple[str, bool]]] = []
    for msg in tree.getroot().iter("message"):
        tr = msg.find("translation")
        if tr is None:
            continue
        key = (msg.findtext("source") or "", msg.get("numerus") == "yes")
        found = [f.text or "" for f in tr.iter("numerusform")] if key[1] else [tr.text or ""]
        if tr.get("type") == "unfinished":
            todo.append((msg, tr, key))
        elif not tr.get("type") and all(found) and known.setdefault(key, found) not in (None, found):
            known[key] = None  # translated differently in different places: no safe choice
    filled = 0
    for _msg, tr, (source, numerus) in todo:
        texts: list[str] | None = known.get((source, numerus))
        if lang in PLURAL_ONLY and numerus and "(s)" in source:
            texts = [source.replace("(s)", ""), source.replace("(s)", "s")]
        current = [f.text or "" for f in tr.iter("numerusform")] if numerus else [tr.text or ""]
        if not texts or (any(current) and current != texts):
            continue
        if numerus:
            for form, text in zip(tr.iter("numerusform"), texts, strict=False):
                form.text = text
        else:
            tr.text = texts[0]
        del tr.attrib["type"]
        filled += 1
    if filled:
        tree.write(ts_file, encoding="utf-8", xml_declaration=True)
    return filled


def lrelease(ts_file: Path, qm_file: Path) -> None:
    """Compile ``ts_file`` into ``qm_file`` (unfinished entries are left out, as Qt does)."""
    cmd = [_tool("pyside6-lrelease"), "-silent", str(ts_file), "-qm", str(qm_file)]
    subprocess.run(cmd, check=True, cwd=ROOT)


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    state: str  # "" (finished), "unfinished", "vanished" or "obsolete"
    forms: tuple[str, ...]
    note: str = ""  # a note for translators (lupdate takes it from a ``#:`` comment before the string)

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


def read_ts(ts_file: Path) -> list[Message]:
    """The messages of a .ts file."""
    root = ET.parse(ts_file).getroot()
    out: list[Message] = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            state = "" if tr is None else tr.get("type", "")
            numerus = msg.get("numerus") == "yes"
            if tr is None:
                forms: tuple[str, ...] = ()
            elif numerus:
                forms = tuple(f.text or "" for f in tr.iter("numerusform"))
            else:
                forms = (tr.text or "",)
            source, comment, note = (msg.findtext(tag) or "" for tag in ("source", "comment", "extracomment"))
            out.append(Message(name, source, comment, numerus, state, forms, note))
    return out


def problems(lang: str, committed: Path) -> list[str]:
    """What is wrong with the committed catalogue of ``lang`` against the current code."""
    found: list[str] = []
    if not committed.is_file():
        return [f"{committed.name}: missing"]
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / committed.name
        shutil.copyfile(committed, copy)
        lupdate(lang, copy)
        fresh = {m.key: m for m in read_ts(copy)}
    old = {m.key: m for m in read_ts(committed)}
    for key, msg in fresh.items():
        if msg.note:  # lupdate reads a ``#:`` comment as a note for translators, and gives it to the next string
            found.append(
                f"{committed.name}: [{key[0]}] {key[1]!r} gets a code comment as a note for translators: "
                f"{msg.note!r} (write it with '#', not '#:')"
            )
    for key in fresh.keys() - old.keys():
        found.append(f"{committed.name}: not in the catalogue: [{key[0]}] {key[1]!r}")
    for key in old.keys() - fresh.keys():
        found.append(f"{committed.name}: no longer in the code: [{key[0]}] {key[1]!r}")
    for key, msg in old.items():
        where = f"{committed.name}: [{key[0]}] {key[1]!r}"
        if msg.state:
            found.append(f"{where} is {msg.state}")
        elif not msg.forms or any(not f.strip() for f in msg.forms):
            found.append(f"{where} has an empty translation")
        elif key in fresh and fresh[key].numerus != msg.numerus:
            found.append(f"{where}: plural forms changed")
        elif msg.numerus and len(msg.forms) < 2:
            found.append(f"{where}: only {len(msg.forms)} plural form(s)")
        else:
            found += [f"{where}: {form!r} changes the placeholders" for form in msg.forms if _bad_markers(key[1], form)]
    return found


def _bad_markers(source: str, translation: str) -> bool:
    """Whether ``translation`` lost or invented a placeholder (%1, %n), or lost the source's accelerator (&)."""
    if set(_PLACEHOLDER.findall(source)) != set(_PLACEHOLDER.findall(translation)):
        return True
    wanted = len(_ACCELERATOR.findall(source))
    return wanted > 0 and len(_ACCELERATOR.findall(translation)) != wanted


_PLACEHOLDER = re.compile(r"%(?:\d+|n)")
_ACCELERATOR = re.compile(r"&(?![&#\w]+;)(?=\w)")


def check() -> list[str]:
    """Problems of every catalogue, plus any .qm file that is not built from its .ts."""
    found: list[str] = []
    for lang in FULL + PLURAL_ONLY:
        found += problems(lang, ts_path(lang))
    with tempfile.TemporaryDirectory() as tmp:
        for lang in FULL + PLURAL_ONLY:
            ts = ts_path(lang)
            qm = ts.with_suffix(".qm")
            if not ts.is_file():
                continue
            built = Path(tmp) / qm.name
            lrelease(ts, built)
            if not qm.is_file() or qm.read_bytes() != built.read_bytes():
                found.append(f"{qm.name}: out of date; run python packaging/i18n.py --release")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--check", action="store_true", help="report problems, change nothing")
    group.add_argument("--release", action="store_true", help="only compile .ts into .qm")
    args = parser.parse_args(argv)
    if args.check:
        found = check()
        for line in found:
            print(line)
        return 1 if found else 0
    TRANSLATIONS.mkdir(exist_ok=True)
    langs = FULL + PLURAL_ONLY
    if not args.release:
        for lang in langs:
            lupdate(lang, ts_path(lang))
            if reused := reuse_identical(ts_path(lang), lang):
                lupdate(lang, ts_path(lang))  # back to lupdate's own layout
                print(f"{ts_path(lang).name}: {reused} new string(s) took the translation of an identical one")
    for lang in langs:
        ts = ts_path(lang)
        lrelease(ts, ts.with_suffix(".qm"))
        msgs = read_ts(ts)
        done = sum(1 for m in msgs if not m.state and m.forms and all(f.strip() for f in m.forms))
        print(f"{ts.name}: {done}/{len(msgs)} translated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
