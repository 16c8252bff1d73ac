"""A recording stand-in for ``Prompts``: tests read what was asked and set the answers."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

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

    def choose_save_path(self, parent: QWidget | None, title: str, start: str, filters: str, suffix: str = "") -> str:
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


class BoxAnswerer:
    """Answers Qt's real question boxes as they open: presses ``answer`` (or the next of ``answers``) on each, and
    keeps what each showed (window title, text, informative text). Call ``stop`` when done."""

    def __init__(self, answer: QMessageBox.StandardButton, answers: list[QMessageBox.StandardButton] | None = None):
        self.answer = answer
        self.answers = list(answers or [])
        self.seen: list[tuple[str, str, str]] = []
        self._timer = QTimer()
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._poll)
        self._timer.start()

    def _poll(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            return
        self.seen.append((box.windowTitle(), box.text(), box.informativeText()))
        button = box.button(self.answers.pop(0) if self.answers else self.answer)
        assert button is not None, "the box has no such button"
        button.click()

    def stop(self) -> None:
        self._timer.stop()
