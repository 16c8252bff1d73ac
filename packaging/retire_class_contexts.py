#!/usr/bin/env python3
"""Give every translated text a domain's context ("Duel", "Table", …) instead of a class's, translations and all.

Usage (from anywhere; paths are taken relative to the repository)::

    python packaging/retire_class_contexts.py            # rewrite the code and move the catalogues' messages
    python packaging/retire_class_contexts.py --dry-run  # say what would change, change nothing
    python packaging/retire_class_contexts.py --verify REV  # every translation of REV's catalogues is still here
    python packaging/retire_class_contexts.py --base REV    # after a merge: keep what either side changed since REV

then ``python packaging/i18n.py`` (lupdate puts the locations right and builds the .qm files).

The code: ``self.tr("x", …)`` in class ``C`` becomes ``translate("D", "x", …)`` (``spider_qt.ui.texts.domains``),
``D`` being ``C``'s domain in ``CONTEXTS``; a literal context of a retired name (``QCoreApplication.translate("C",
…)``, ``QT_TRANSLATE_NOOP("C", …)``, a module's ``CONTEXT = "C"``; in tests any call whose first two arguments are
literals, like ``_tr("C", "x")``) becomes ``"D"``. The catalogues: each message of a retired context ``C`` moves to
``D`` with its translations, in every language. Texts of two contexts that meet in one domain with the same source
become one message when they are translated alike in every language; when they are not (Italian "vinto" for a duel,
"vinta" for a game), each keeps its own translation under a disambiguation naming where it is shown (``PLACE``),
in the catalogues and in the call alike. One group keeps the plain text: the domain's own, else the largest.

It runs on any tree: a ``self.tr`` in a class it does not know stops it (add the class to ``CONTEXTS``), and once
everything is moved a run changes nothing. After merging a branch that still used class contexts: in a .py file's
conflicting hunks keep that branch's side (its ``self.tr`` lines), merge the catalogues so that both sides' messages
are kept (or take the side with the class contexts whole), then run this with ``--base`` the merge base, so that a
translation the branch changed under a class context is not mistaken for another meaning, and then i18n.py.
"""

from __future__ import annotations

import argparse
import ast
import copy
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("it", "nl", "de", "en")
HELPER_MODULE = "spider_qt.ui.texts.domains"
HELPER_IMPORT = f"from {HELPER_MODULE} import translate\n"

#: Each class (of ``self.tr``) or retired context: the domain its texts belong to, and where they are shown
#: (the disambiguation its texts get where the same words are translated otherwise elsewhere in the domain).
CONTEXTS: dict[str, tuple[str, str]] = {
    # the duel: its strip, its result, its score chart, open challenges, leaving it, the computer as a player
    "DuelResultDialog": ("Duel", "duel result"),
    "DuelSession": ("Duel", "computer player"),
    "ScoreChart": ("Duel", "score chart"),
    "ChallengesDialog": ("Duel", "open challenges"),
    "DuelStrip": ("Duel", "duel strip"),
    "DuelCoordinator": ("Duel", "leaving a duel"),
    "ComputerTurn": ("Duel", "options"),
    # duels by message with a friend on another computer
    "DuelInbox": ("RemoteDuels", "duel inbox"),
    "DuelsFolderDialog": ("RemoteDuels", "duels folder"),
    # the table and what is shown on it
    "MainWindow": ("Table", "window"),
    "TableView": ("Table", "table"),
    "Hud": ("Table", "table buttons"),
    "ResultPanel": ("Table", "game result"),
    "TimeUpPanel": ("Table", "time up"),
    "CoverScreen": ("Table", "cover"),
    "WelcomeCard": ("Welcome", "welcome card"),
    "WelcomePanel": ("Welcome", "free table"),
    "AppearanceMenus": ("Menus", "appearance"),
    "HelpMenu": ("Menus", "help menu"),
    "ProfileManagerDialog": ("Players", "profiles"),
    "PlayerInfoDialog": ("Players", "player info"),
    "StatisticsDialog": ("Statistics", "statistics"),
    "HelpWindow": ("Help", "help"),
    "NewGameDialog": ("NewGame", "new game"),
    "ReplayViewer": ("Replay", "replay"),
    # the computer's help: hints, the demo, is it winnable
    "Assist": ("Assist", "assist"),
    "HintCycle": ("Assist", "hint"),
    "Prompts": ("Saving", "replace file"),
    "SingleInstance": ("Startup", "second start"),
}
DOMAIN_OF = {context: domain for context, (domain, _place) in CONTEXTS.items()}
PLACE = {context: place for context, (_domain, place) in CONTEXTS.items()}

#: The domains: the only contexts that may share a name with a class.
DOMAINS = frozenset(DOMAIN_OF.values()) | {"Saving", "Table", "Menus", "Duel", "Statistics"}

Key = tuple[str, str, str]  # context, source, disambiguation ("" for none)
Forms = tuple[str, ...]


def retired(context: str) -> bool:
    return context in DOMAIN_OF and DOMAIN_OF[context] != context


def combine(comment: str, place: str) -> str:
    return f"{comment}; {place}" if comment else place


# ------------------------------------------------------------------ catalogues


def ts_path(root: Path, lang: str) -> Path:
    return root / "translations" / f"spider_qt_{lang}.ts"


def message_key(context: str, msg: ET.Element) -> Key:
    return (context, msg.findtext("source") or "", msg.findtext("comment") or "")


def finished_forms(msg: ET.Element) -> Forms | None:
    """The translation of ``msg`` (its plural forms), or None while it is unfinished."""
    tr = msg.find("translation")
    if tr is None or tr.get("type"):
        return None
    forms = tuple(f.text or "" for f in tr.iter("numerusform")) if msg.get("numerus") == "yes" else (tr.text or "",)
    return forms if all(f.strip() for f in forms) else None


def read_ts(path: Path) -> ET.Element:
    return ET.fromstring(path.read_bytes())


def read_catalogues(root: Path) -> dict[str, ET.Element]:
    """Each language's catalogue, as its ``<TS>`` element."""
    return {lang: read_ts(ts_path(root, lang)) for lang in LANGS if ts_path(root, lang).is_file()}


def messages(catalogue: ET.Element) -> Iterator[tuple[ET.Element, ET.Element, Key]]:
    for ctx in catalogue.findall("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.findall("message"):
            yield ctx, msg, message_key(name, msg)


def compatible(a: dict[str, Forms | None], b: dict[str, Forms | None]) -> bool:
    """Whether two texts may be one message: no language translates them differently (unfinished fits all)."""
    return all(a.get(lang) is None or b.get(lang) is None or a[lang] == b[lang] for lang in LANGS)


def translated_alike(keys: list[Key], sigs: dict[Key, dict[str, Forms | None]]) -> list[list[Key]]:
    """``keys`` in groups that may be one message each, in order of first appearance."""
    clusters: list[list[Key]] = []
    for key in keys:
        home = next((c for c in clusters if all(compatible(sigs[key], sigs[k]) for k in c)), None)
        if home is None:
            clusters.append([key])
        else:
            home.append(key)
    return clusters


def plan_moves(trees: dict[str, ET.Element]) -> dict[Key, Key]:
    """Where each message of a retired context goes: its domain, with a disambiguation where two translations meet."""
    sigs: dict[Key, dict[str, Forms | None]] = {}
    for lang, tree in trees.items():
        for _ctx, msg, key in messages(tree):
            if retired(key[0]) or key[0] in DOMAINS:
                sigs.setdefault(key, {})[lang] = finished_forms(msg)
    groups: dict[Key, list[Key]] = {}
    for key in sigs:
        domain = DOMAIN_OF.get(key[0], key[0])
        groups.setdefault((domain, key[1], key[2]), []).append(key)
    moves: dict[Key, Key] = {}
    order = list(DOMAIN_OF)
    for target, members in groups.items():
        movers = sorted((k for k in members if retired(k[0])), key=lambda k: order.index(k[0]))
        if not movers:
            continue
        own = [k for k in members if not retired(k[0])]  # the domain's own message, already there
        clusters = translated_alike(own + movers, sigs)
        plain = clusters[0] if own else max(clusters, key=len)
        for cluster in clusters:
            for key in cluster:
                if retired(key[0]):
                    comment = key[2] if cluster is plain else combine(key[2], PLACE[key[0]])
                    moves[key] = (target[0], key[1], comment)
    # A disambiguation already in the domain (an earlier run gave it) takes the same text translated alike.
    clash = [
        new
        for old, new in moves.items()
        if new in sigs and not retired(new[0]) and not compatible(sigs[old], sigs[new])
    ]
    if clash:
        raise SystemExit(f"a disambiguation is already taken in its domain: {clash}")
    return moves


def move_messages(trees: dict[str, ET.Element], moves: dict[Key, Key]) -> int:
    """Move the retired contexts' messages to their domains, in place; returns how many messages moved."""
    moved = 0
    for root in trees.values():
        contexts = {c.findtext("name") or "": c for c in root.findall("context")}
        for name, ctx in list(contexts.items()):
            if not retired(name):
                continue
            for msg in ctx.findall("message"):
                new = moves[message_key(name, msg)]
                target = contexts.get(new[0]) or _new_context(root, new[0], contexts)
                ctx.remove(msg)
                _set_comment(msg, new[2])
                there = next((m for m in target.findall("message") if message_key(new[0], m) == new), None)
                if there is None:
                    target.append(msg)
                elif finished_forms(there) is None and finished_forms(msg) is not None:
                    target.insert(list(target).index(there), msg)
                    target.remove(there)
                moved += 1
            root.remove(ctx)
            del contexts[name]
    return moved


def _new_context(root: ET.Element, name: str, contexts: dict[str, ET.Element]) -> ET.Element:
    ctx = ET.Element("context")
    ET.SubElement(ctx, "name").text = name
    later = [c for n, c in contexts.items() if n > name]
    root.insert(list(root).index(later[0]) if later else len(root), ctx)
    contexts[name] = ctx
    return ctx


def _set_comment(msg: ET.Element, comment: str) -> None:
    old = msg.find("comment")
    if old is not None:
        msg.remove(old)
    if comment:
        source = msg.find("source")
        assert source is not None
        new = ET.Element("comment")
        new.text = comment
        new.tail = source.tail
        msg.insert(list(msg).index(source) + 1, new)


def write_catalogues(root: Path, trees: dict[str, ET.Element]) -> None:
    for lang, catalogue in trees.items():
        ET.indent(catalogue, space="    ")
        body = ET.tostring(catalogue, encoding="unicode")
        text = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n"
        ts_path(root, lang).write_text(text, encoding="utf-8")


# ------------------------------------------------------------------ code


@dataclass
class FileEdits:
    path: Path
    data: bytes
    edits: list[tuple[int, int, str]] = field(default_factory=list)  # byte start, byte end, replacement
    uses_helper: bool = False
    line_starts: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.line_starts = [0]
        for i, byte in enumerate(self.data):
            if byte == 0x0A:
                self.line_starts.append(i + 1)

    def start(self, node: ast.expr) -> int:
        return self.line_starts[node.lineno - 1] + node.col_offset

    def end(self, node: ast.expr) -> int:
        assert node.end_lineno is not None and node.end_col_offset is not None
        return self.line_starts[node.end_lineno - 1] + node.end_col_offset

    def replace(self, node: ast.expr, text: str) -> None:
        self.edits.append((self.start(node), self.end(node), text))

    def apply(self) -> str:
        data = self.data
        for start, end, text in sorted(self.edits, reverse=True):
            data = data[:start] + text.encode("utf-8") + data[end:]
        return data.decode("utf-8")


def literal(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def string_of(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


TRANSLATING = {"translate", "QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3", "QT_TRANSLATE_N_NOOP"}


def callee(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


class Rewriter(ast.NodeVisitor):
    """Collects the edits of one file; ``problems`` lists what it cannot rewrite by itself."""

    def __init__(self, edits: FileEdits, moves: dict[Key, Key], *, is_test: bool) -> None:
        self.out = edits
        self.moves = moves
        self.is_test = is_test
        self.classes: list[str] = []
        self.problems: list[str] = []

    def where(self, node: ast.AST) -> str:
        return f"{self.out.path}:{getattr(node, 'lineno', 0)}"

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Assign(self, node: ast.Assign) -> None:
        value = string_of(node.value)
        names = [t.id for t in node.targets if isinstance(t, ast.Name)]
        if names == ["CONTEXT"] and value is not None and retired(value):
            self.out.replace(node.value, literal(DOMAIN_OF[value]))
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "tr" and isinstance(func.value, ast.Name):
            self.self_tr(node)
        elif node.args and (callee(node) in TRANSLATING or self.is_test) and len(node.args) >= 2:
            context, source = string_of(node.args[0]), string_of(node.args[1])
            if context is not None and retired(context) and (source is not None or self.is_test):
                self.literal_context(node, context, source)
        self.generic_visit(node)

    def self_tr(self, node: ast.Call) -> None:
        if node.keywords or not node.args or not self.classes:
            self.problems.append(f"{self.where(node)}: a tr() call this script cannot read")
            return
        cls = self.classes[-1]
        if cls not in DOMAIN_OF:
            self.problems.append(f"{self.where(node)}: class {cls} has no domain: add it to CONTEXTS")
            return
        source = string_of(node.args[0])
        comment = string_of(node.args[1]) if len(node.args) > 1 else ""
        if source is None or comment is None:
            self.problems.append(f"{self.where(node)}: tr() of a text that is not a literal string")
            return
        new = self.moves.get((cls, source, comment), (DOMAIN_OF[cls], source, comment))
        self.out.replace(node.func, "translate")
        self.out.edits.append((self.out.start(node.args[0]), self.out.start(node.args[0]), literal(new[0]) + ", "))
        self.set_comment(node, comment, new[2])
        self.out.uses_helper = True

    def literal_context(self, node: ast.Call, context: str, source: str | None) -> None:
        """A literal context; a test may look up texts it names elsewhere (``_tr("C", text) for text in …``)."""
        comment = string_of(node.args[2]) if len(node.args) > 2 else ""
        if comment is None:
            self.problems.append(f"{self.where(node)}: a disambiguation that is not a literal string")
            return
        if source is None:
            self.out.replace(node.args[0], literal(DOMAIN_OF[context]))
            return
        new = self.moves.get((context, source, comment), (DOMAIN_OF[context], source, comment))
        self.out.replace(node.args[0], literal(new[0]))
        if new[2] != comment and callee(node) == "QT_TRANSLATE_NOOP":
            self.problems.append(f"{self.where(node)}: {source!r} needs the disambiguation {new[2]!r}: use NOOP3")
            return
        self.set_comment(node, comment, new[2], first=1)

    def set_comment(self, node: ast.Call, old: str, new: str, first: int = 0) -> None:
        """Put the disambiguation ``new`` after the source (argument ``first``) of ``node``."""
        if new == old:
            return
        if len(node.args) > first + 1:
            self.out.replace(node.args[first + 1], literal(new))
        else:
            end = self.out.end(node.args[first])
            self.out.edits.append((end, end, ", " + literal(new)))


def python_files(root: Path) -> list[Path]:
    found = [*(root / "spider_qt").rglob("*.py"), *(root / "tests").rglob("*.py")]
    return sorted(p for p in found if "__pycache__" not in p.parts)


def rewrite_code(root: Path, moves: dict[Key, Key]) -> tuple[dict[Path, str], list[str]]:
    """The new text of every file that changes, and what stops the rewrite."""
    changed: dict[Path, str] = {}
    problems: list[str] = []
    for path in python_files(root):
        data = path.read_bytes()
        if b"tr(" not in data and not any(name.encode() in data for name in DOMAIN_OF):
            continue
        tree = ast.parse(data, filename=str(path))
        edits = FileEdits(path.relative_to(root), data)
        rewriter = Rewriter(edits, moves, is_test=path.is_relative_to(root / "tests"))
        rewriter.visit(tree)
        problems += rewriter.problems
        if not edits.edits:
            continue
        text = edits.apply()
        if edits.uses_helper and HELPER_IMPORT.strip() not in text:
            clash = _names_bound(tree) & {"translate"}
            if clash:
                problems.append(f"{edits.path}: the name 'translate' is taken; rename it before the run")
            text = _add_import(text, tree, data)
        changed[path] = text
    return changed, problems


def _names_bound(tree: ast.Module) -> set[str]:
    """The names a module binds (methods aside): a ``translate`` among them would hide the helper."""
    names = {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.alias):
            names.add(node.asname or node.name.split(".")[0])
    return names


def _add_import(text: str, tree: ast.Module, data: bytes) -> str:
    """The helper's import after the module's last top-level import (ruff's isort puts it in its place)."""
    imports = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    if not imports:
        raise SystemExit("a module with tr() calls and no imports")
    last_line = max(n.end_lineno or n.lineno for n in imports)
    # The edits changed lines, not their number before the imports: count lines in the new text.
    lines = text.splitlines(keepends=True)
    return "".join(lines[:last_line]) + HELPER_IMPORT + "".join(lines[last_line:])


def tidy(root: Path, paths: list[Path]) -> None:
    """Sort the imports and format the changed files as the project does (ruff, if it is installed)."""
    ruff = Path(sys.executable).with_name("ruff")
    command = str(ruff) if ruff.is_file() else "ruff"
    files = [str(p) for p in paths]
    try:
        subprocess.run([command, "check", "--quiet", "--select", "I", "--fix", *files], cwd=root, check=False)
        subprocess.run([command, "format", "--quiet", *files], cwd=root, check=False)
    except FileNotFoundError:
        print("ruff not found: sort the imports and format the changed files yourself")


# ------------------------------------------------------------------ after a merge


def catalogue_at(root: Path, rev: str, lang: str) -> ET.Element | None:
    rel = ts_path(root, lang).relative_to(root).as_posix()
    shown = subprocess.run(["git", "show", f"{rev}:{rel}"], cwd=root, capture_output=True, check=False)
    return ET.fromstring(shown.stdout) if shown.returncode == 0 else None


def settle_with_base(root: Path, trees: dict[str, ET.Element], rev: str) -> int:
    """Where a retired context's text and its domain's differ and one of them is still what that text was at
    ``rev`` (the merge base), the other is newer: both take it. Returns how many translations changed.

    After merging a branch that still used class contexts, this keeps a translation it changed rather than leave it
    for lupdate to drop. Texts the base already translated differently are left as they are (two meanings).
    """
    settled = 0
    for lang, catalogue in trees.items():
        base_root = catalogue_at(root, rev, lang)
        if base_root is None:
            continue
        was: dict[Key, set[Forms | None]] = {}
        for _c, msg, (context, source, comment) in messages(base_root):
            was.setdefault((DOMAIN_OF.get(context, context), source, comment), set()).add(finished_forms(msg))
        here = {key: msg for _c, msg, key in messages(catalogue)}
        for key, msg in here.items():
            target = (DOMAIN_OF.get(key[0], key[0]), key[1], key[2])
            own, before = here.get(target), was.get(target, set())
            if not retired(key[0]) or own is None or len(before) != 1:
                continue
            mine, theirs, old = finished_forms(own), finished_forms(msg), before.pop()
            if None in (mine, theirs, old) or mine == theirs or old not in (mine, theirs):
                continue
            newer, older = (msg, own) if mine == old else (own, msg)
            old_tr, new_tr = older.find("translation"), newer.find("translation")
            assert old_tr is not None and new_tr is not None
            older.insert(list(older).index(old_tr), copy.deepcopy(new_tr))
            older.remove(old_tr)
            settled += 1
            print(f"{lang}: [{key[0]}] {key[1]!r} is {finished_forms(newer)!r} now in both (it was {old!r} at {rev})")
    return settled


# ------------------------------------------------------------------ verification


def verify(root: Path, rev: str) -> list[str]:
    """Every finished translation of the catalogues at ``rev`` is in today's, in its domain, word for word."""
    problems: list[str] = []
    for lang in LANGS:
        before = catalogue_at(root, rev, lang)
        if before is None:
            problems.append(f"{lang}: no catalogue at {rev}")
            continue
        now = {key: finished_forms(msg) for _c, msg, key in messages(read_ts(ts_path(root, lang)))}
        old = [(key, forms) for _c, msg, key in messages(before) if (forms := finished_forms(msg)) is not None]
        kept = 0
        for (context, source, comment), forms in old:
            domain = DOMAIN_OF.get(context, context)
            places = [comment] + ([combine(comment, PLACE[context])] if retired(context) else [])
            if any(now.get((domain, source, c)) == forms for c in places):
                kept += 1
            else:
                problems.append(f"{lang}: [{context}] {source!r} lost its translation {forms!r}")
        pairs_before = {(s, f) for (_c, s, _d), f in old}
        pairs_now = {(s, f) for (_c, s, _d), f in now.items() if f is not None}
        done_now = sum(1 for f in now.values() if f is not None)
        print(
            f"{lang}: {len(old)} finished messages before, {kept} of them found word for word; "
            f"{done_now} finished messages now (texts translated alike in one domain are one message); "
            f"distinct (source, translation) pairs {len(pairs_before)} before, {len(pairs_now)} now"
        )
        problems += [f"{lang}: the pair {p!r} is gone" for p in sorted(pairs_before - pairs_now)]
    return problems


# ------------------------------------------------------------------ main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository (default: this one)")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--dry-run", action="store_true", help="say what would change, change nothing")
    group.add_argument("--verify", metavar="REV", help="check against the catalogues of git revision REV")
    parser.add_argument(
        "--base", metavar="REV", help="after a merge: where a translation changed since REV on one side, keep it"
    )
    args = parser.parse_args(argv)
    root: Path = args.root.resolve()
    if args.verify:
        problems = verify(root, args.verify)
        print("\n".join(problems) if problems else "every translation is still there")
        return 1 if problems else 0
    trees = read_catalogues(root)
    if args.base:
        settle_with_base(root, trees, args.base)
    moves = plan_moves(trees)
    changed, problems = rewrite_code(root, moves)
    if problems:
        print("\n".join(problems))
        return 1
    split = sorted({(old[0], new) for old, new in moves.items() if new[2] != old[2]})
    for context, (domain, source, comment) in split:
        print(f"[{context} -> {domain}] {source!r} keeps its own translation as {comment!r}")
    used = keys_in_code(root, changed)
    orphans = sorted({(old[0], new) for old, new in moves.items() if new[2] != old[2] and new not in used})
    if args.dry_run:
        print(f"{len(changed)} file(s) and {len(moves)} message(s) would change")
    else:
        for path, text in changed.items():
            path.write_text(text, encoding="utf-8")
        moved = move_messages(trees, moves)
        if moved:
            write_catalogues(root, trees)
        tidy(root, sorted(changed))
        print(f"{len(changed)} file(s) rewritten, {moved} message(s) moved; now run python packaging/i18n.py")
    for context, (domain, source, comment) in orphans:
        print(
            f"NOTE: [{context}] {source!r} is translated otherwise than the same text already in {domain}, and no "
            f"code asks for it as {comment!r} (its call was moved before): lupdate will drop it. If a merge brought "
            "a newer translation, put it on the plain message by hand."
        )
    return 1 if orphans else 0


def keys_in_code(root: Path, changed: dict[Path, str]) -> set[Key]:
    """The (context, source, disambiguation) of every literal ``translate`` call of the package, once rewritten."""
    keys: set[Key] = set()
    for path in sorted((root / "spider_qt").rglob("*.py")):
        text = changed.get(path) or path.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Call) and callee(node) in TRANSLATING and len(node.args) >= 2:
                context, source = string_of(node.args[0]), string_of(node.args[1])
                comment = string_of(node.args[2]) if len(node.args) > 2 else ""
                if context is not None and source is not None and comment is not None:
                    keys.add((context, source, comment))
    return keys


if __name__ == "__main__":
    sys.exit(main())
