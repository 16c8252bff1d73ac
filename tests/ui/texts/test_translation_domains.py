"""Translation contexts name domains, not classes (issue 45): the moving script, and the window after the move."""

from __future__ import annotations

import ast
import importlib.util
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtCore import QTranslator

from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.window.time_up import TimeUpPanel
from ui.window_helpers import switch_language

ROOT = Path(__file__).resolve().parents[3]


def _load_script() -> ModuleType:
    path = ROOT / "packaging" / "retire_class_contexts.py"
    spec = importlib.util.spec_from_file_location("spider_retire_class_contexts", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


script = _load_script()
needs_linguist = pytest.mark.skipif(
    shutil.which("pyside6-lupdate") is None or shutil.which("pyside6-lrelease") is None,
    reason="the Qt Linguist tools of PySide6 are not on PATH",
)


# ------------------------------------------------------------------ the repository, after the move


def test_no_text_is_translated_in_a_class_context() -> None:
    """No ``tr()`` is left (its context is whatever class holds it), and every catalogue context is a domain or
    names no class of the package."""
    classes: set[str] = set()
    calls: list[str] = []
    for path in sorted((ROOT / "spider_qt").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                classes.add(node.name)
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "tr":
                calls.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert calls == []
    for lang in script.LANGS:
        names = {c.findtext("name") for c in script.read_ts(script.ts_path(ROOT, lang)).iter("context")}
        assert not {n for n in names if n in classes and n not in script.DOMAINS}, lang
        assert not {n for n in names if n is not None and script.retired(n)}, lang


def test_a_second_run_changes_nothing() -> None:
    trees = script.read_catalogues(ROOT)
    assert script.plan_moves(trees) == {}
    changed, problems = script.rewrite_code(ROOT, {})
    assert (changed, problems) == ({}, [])


def test_every_class_has_a_place_for_its_disambiguation() -> None:
    assert set(script.PLACE) == set(script.DOMAIN_OF)
    assert set(script.DOMAIN_OF.values()) <= script.DOMAINS


# ------------------------------------------------------------------ the script, on a small tree


CODE = '''"""A fixture."""

from PySide6.QtWidgets import QDialog


class PlayerInfoDialog(QDialog):
    def texts(self, n: int) -> list[str]:
        return [self.tr("won"), self.tr("Score"), self.tr("%n game(s)", "", n)]


class ProfileManagerDialog(QDialog):
    def texts(self) -> list[str]:
        return [self.tr("won"), self.tr("Score")]
'''

TEST = """def test_words(_tr):
    assert _tr("PlayerInfoDialog", "won") == "vinto"
"""


def _ts(lang: str, contexts: dict[str, list[tuple[str, str | tuple[str, str]]]]) -> str:
    parts = [f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="{lang}">']
    for name, messages in contexts.items():
        parts.append(f"<context><name>{name}</name>")
        for source, translation in messages:
            if isinstance(translation, tuple):
                forms = "".join(f"<numerusform>{f}</numerusform>" for f in translation)
                parts.append(f'<message numerus="yes"><source>{source}</source><translation>{forms}</translation>')
            else:
                parts.append(f"<message><source>{source}</source><translation>{translation}</translation>")
            parts.append("</message>")
        parts.append("</context>")
    return "".join(parts) + "</TS>\n"


def _tree(tmp_path: Path) -> Path:
    """A repository in small: two classes that both go to "Players", Italian telling their "won" apart."""
    (tmp_path / "spider_qt" / "ui").mkdir(parents=True)
    (tmp_path / "spider_qt" / "ui" / "dialogs.py").write_text(CODE, encoding="utf-8")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_words.py").write_text(TEST, encoding="utf-8")
    (tmp_path / "translations").mkdir()
    words: dict[str, tuple[str, str, str, tuple[str, str]]] = {
        "it": ("vinto", "Punteggio", "vinta", ("%n partita", "%n partite")),
        "de": ("gewonnen", "Punkte", "gewonnen", ("%n Spiel", "%n Spiele")),
    }
    for lang, (won, score, won_profiles, games) in words.items():
        info: list[tuple[str, str | tuple[str, str]]] = [("won", won), ("Score", score), ("%n game(s)", games)]
        profiles: list[tuple[str, str | tuple[str, str]]] = [("won", won_profiles), ("Score", score)]
        contexts = {"PlayerInfoDialog": info, "ProfileManagerDialog": profiles}
        (tmp_path / "translations" / f"spider_qt_{lang}.ts").write_text(_ts(lang, contexts), encoding="utf-8")
    return tmp_path


def _keys(ts_file: Path) -> dict[tuple[str, str, str], tuple[str, ...] | None]:
    return {key: script.finished_forms(msg) for _c, msg, key in script.messages(script.read_ts(ts_file))}


def test_two_classes_meet_in_a_domain_and_keep_both_translations(tmp_path: Path, monkeypatch: Any) -> None:
    root = _tree(tmp_path)
    monkeypatch.setattr(script, "tidy", lambda root, paths: None)
    assert script.main(["--root", str(root)]) == 0
    code = (root / "spider_qt" / "ui" / "dialogs.py").read_text(encoding="utf-8")
    assert "self.tr(" not in code and "from spider_qt.ui.texts.domains import translate\n" in code
    # Equal groups: the first class of DOMAIN_OF keeps the plain text, the other names its place.
    assert code.count('translate("Players", "won")') == 1
    assert code.count('translate("Players", "won", "player info")') == 1
    assert 'translate("Players", "%n game(s)", "", n)' in code
    assert code.count('translate("Players", "Score")') == 2  # alike in every language: one message
    assert '_tr("Players", "won", "player info")' in (root / "tests" / "test_words.py").read_text(encoding="utf-8")
    it = _keys(root / "translations" / "spider_qt_it.ts")
    assert it == {
        ("Players", "won", "player info"): ("vinto",),
        ("Players", "Score", ""): ("Punteggio",),
        ("Players", "%n game(s)", ""): ("%n partita", "%n partite"),
        ("Players", "won", ""): ("vinta",),
    }
    de = _keys(root / "translations" / "spider_qt_de.ts")
    assert de[("Players", "won", "player info")] == de[("Players", "won", "")] == ("gewonnen",)
    snapshot = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    assert script.main(["--root", str(root)]) == 0
    assert {p: p.read_bytes() for p in root.rglob("*") if p.is_file()} == snapshot


@needs_linguist
def test_lupdate_reads_the_rewritten_calls_and_the_translations_load(tmp_path: Path, monkeypatch: Any) -> None:
    """What lupdate extracts from the new code is exactly what the catalogue holds after the move, and Qt finds the
    disambiguated translation at run time."""
    root = _tree(tmp_path)
    monkeypatch.setattr(script, "tidy", lambda root, paths: None)
    assert script.main(["--root", str(root)]) == 0
    fresh = tmp_path / "fresh.ts"
    code = str(root / "spider_qt" / "ui" / "dialogs.py")
    subprocess.run(["pyside6-lupdate", "-silent", code, "-ts", str(fresh)], check=True)
    moved = root / "translations" / "spider_qt_it.ts"
    assert set(_keys(fresh)) == set(_keys(moved))
    qm = tmp_path / "it.qm"
    subprocess.run(["pyside6-lrelease", "-silent", str(moved), "-qm", str(qm)], check=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("Players", "won", "player info") == "vinto"
    assert translator.translate("Players", "won") == "vinta"


def test_a_class_without_a_domain_stops_the_run(tmp_path: Path, monkeypatch: Any, capsys: Any) -> None:
    root = _tree(tmp_path)
    (root / "spider_qt" / "ui" / "dialogs.py").write_text(
        CODE + '\n\nclass Newcomer(QDialog):\n    def title(self) -> str:\n        return self.tr("Hello")\n'
    )
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    monkeypatch.setattr(script, "tidy", lambda root, paths: None)
    assert script.main(["--root", str(root)]) == 1
    assert "class Newcomer has no domain" in capsys.readouterr().out
    assert {p: p.read_bytes() for p in root.rglob("*") if p.is_file()} == before


def _git(root: Path, *args: str) -> str:
    command = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", *args]
    return subprocess.run(command, cwd=root, capture_output=True, text=True, check=True).stdout.strip()


def test_after_a_merge_a_translation_changed_on_the_other_side_is_kept(tmp_path: Path, monkeypatch: Any) -> None:
    """A branch that still used class contexts changed Italian "Score" under ProfileManagerDialog; once merged into
    a tree already moved (where "Score" was one message of "Players"), --base tells the change from a second meaning:
    the newer translation is the one kept, and the Italian "won" that meant two things before stays two."""
    root = _tree(tmp_path)
    monkeypatch.setattr(script, "tidy", lambda root, paths: None)
    _git(root, "init", "-q")
    _git(root, "add", "-A")
    _git(root, "commit", "-q", "-m", "base")
    base = _git(root, "rev-parse", "HEAD")
    assert script.main(["--root", str(root)]) == 0
    it = root / "translations" / "spider_qt_it.ts"
    merged = script.read_ts(it)  # the union of both sides, as merge_ts.py makes it
    theirs: dict[str, list[tuple[str, str | tuple[str, str]]]] = {
        "ProfileManagerDialog": [("won", "vinta"), ("Score", "Punti")]
    }
    merged.extend(ET.fromstring(_ts("it", theirs)).findall("context"))
    it.write_bytes(ET.tostring(merged, encoding="utf-8"))
    assert script.main(["--root", str(root), "--base", base]) == 0
    assert _keys(it) == {
        ("Players", "won", "player info"): ("vinto",),
        ("Players", "Score", ""): ("Punti",),
        ("Players", "%n game(s)", ""): ("%n partita", "%n partite"),
        ("Players", "won", ""): ("vinta",),
    }


# ------------------------------------------------------------------ the window, after the move


def test_the_window_speaks_german_from_the_domain_contexts(window: MainWindow) -> None:
    """The HUD's verb, the result panel's and the time-up panel's "Time is up" (two German phrasings that the
    move kept apart), and the menus, after a switch at run time, and back."""
    panel = TimeUpPanel(window.view.viewport())
    switch_language(window, "de")
    try:
        assert window.hud.deal_button.text() == "Geben"
        assert window.hud.undo_button.text() == "Rückgängig"
        window.result_panel.show_result(False, 480, 20, 60, reason="time")
        assert window.result_panel.title.text() == "Zeit abgelaufen"
        panel.show_for("Anna", 1000)
        assert panel.title.text() == "Die Zeit ist abgelaufen"
        assert translate("Table", "Time is up", "time up") == "Die Zeit ist abgelaufen"
        assert window.help_menu.title().replace("&", "") == "Hilfe"
    finally:
        switch_language(window, "en")
    assert window.hud.deal_button.text() == "Deal"
    assert window.result_panel.title.text() == "Time is up"
    panel.retranslate()
    assert panel.title.text() == "Time is up"
