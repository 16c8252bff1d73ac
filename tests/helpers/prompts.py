"""A recording stand-in for ``Prompts``: tests read what was asked and set the answers."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtWidgets import QWidget

from spider_qt.ui.prompts import Prompts


@dataclass
class Shown:
    """One prompt the app put up: its kind ("ask", "warn", "info", …), title and text."""

    kind: str
    title: str
    text: str


@dataclass
class FakePrompts(Prompts):
    """Answers every question with ``answer`` (or the next of ``answers``) and records everything shown."""

    answer: bool = True
    answers: list[bool] = field(default_factory=list)
    save_path: str = ""
    open_path: str = ""
    item: str | None = None
    shown: list[Shown] = field(default_factory=list)

    def ask(self, parent: QWidget | None, title: str, text: str, *, default_yes: bool = False) -> bool:
        self.shown.append(Shown("ask", title, text))
        return self.answers.pop(0) if self.answers else self.answer

    def warn(self, parent: QWidget | None, title: str, text: str, *, critical: bool = False) -> None:
        self.shown.append(Shown("critical" if critical else "warn", title, text))

    def info(self, parent: QWidget | None, title: str, text: str) -> None:
        self.shown.append(Shown("info", title, text))

    def about(self, parent: QWidget | None, title: str, text: str) -> None:
        self.shown.append(Shown("about", title, text))

    def choose_save_path(self, parent: QWidget | None, title: str, start: str, filters: str) -> str:
        self.shown.append(Shown("save_path", title, start))
        return self.save_path

    def choose_open_path(self, parent: QWidget | None, title: str, start: str, filters: str) -> str:
        self.shown.append(Shown("open_path", title, start))
        return self.open_path

    def choose_item(self, parent: QWidget | None, title: str, label: str, items: list[str]) -> str | None:
        self.shown.append(Shown("item", title, "\n".join(items)))
        return self.item

    def texts(self, kind: str | None = None) -> list[str]:
        """Title and text of each prompt shown (of one kind when given)."""
        return [f"{s.title}\n{s.text}" for s in self.shown if kind is None or s.kind == kind]
