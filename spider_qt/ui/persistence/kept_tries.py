"""The games kept aside in ``unfinished/``, and carrying out what counts of them.

Opening a file keeps the game in progress aside, uncounted, to go on with later. Without more, that shelf would let
a player hold several tries of one stretch or one deal and let only the best count. So a kept game counts as it
stands when the player goes back to an earlier point of it or deals its deal again: ``store.counting`` decides
(``on_open``, ``on_new_deal``), and this shelf carries the decisions out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from spider_qt.i18n import format_number
from spider_qt.store import GameShelf
from spider_qt.store.counting import Count, Decision, Drop, Played
from spider_qt.ui.persistence.records import played_of_save

if TYPE_CHECKING:
    from pathlib import Path

    from spider_qt.ui.prompts import Prompts


class KeptTries:
    """The shelf of games kept aside, as the records see it.

    ``settle(count)`` records a counted game (whether it was, or was kept to record later); ``on_counted(path)``
    hears of each file taken off the shelf once its game counts (or was the same game, counted already).
    """

    def __init__(
        self,
        shelf: GameShelf,
        prompts: Prompts,
        widget: QWidget,
        settle: Callable[[Count], bool],
        on_counted: Callable[[str], None],
    ) -> None:
        self.shelf = shelf
        self.prompts = prompts
        self.widget = widget
        self._settle = settle
        self._on_counted = on_counted

    def games(self) -> list[Played]:
        """The games on the shelf, oldest first."""
        return [played_of_save(game, meta, path) for path, game, meta in self.shelf.items()]

    def ask_back(self, what: str, tries: list[Count]) -> bool:
        """Whether the player goes back to ``what``, an earlier point of the games kept aside ``tries`` (which
        then count as they stand)."""
        question = (
            QCoreApplication.translate(
                "Saving",
                "%1 is an earlier point of a game you kept aside in %3. Go back to it? That game counts as it "
                "stands (score %2), and what you play from the earlier point is not recorded again.",
            )
            .replace("%1", what)
            .replace("%2", _scores(tries))
            .replace("%3", str(self.shelf.folder))
        )
        return self.prompts.ask(self.widget, QCoreApplication.translate("Saving", "Open a game"), question)

    def execute(self, decisions: Iterable[Decision]) -> list[Count]:
        """Carry out ``decisions`` in their order: record each count, and take each kept file counted (or dropped)
        off the shelf. Returns the counts of kept files that were recorded (or kept to record later)."""
        counted: list[Count] = []
        for decision in decisions:
            path = decision.played.path
            if isinstance(decision, Drop):
                if path is not None:
                    self._take_off_shelf(path)
                continue
            # (not recorded nor kept to record later: it stays where it is)
            if self._settle(decision) and path is not None:
                counted.append(decision)
                self._take_off_shelf(path)
        return counted

    def dealt_again_text(self, counted: list[Count]) -> str:
        """What to tell the player when games of the deal just dealt, kept aside, now count ("" when none did)."""
        if not counted:
            return ""
        return (
            QCoreApplication.translate(
                "Saving", "Your game of this deal kept aside in %1 now counts as it stood (score %2)."
            )
            .replace("%1", str(self.shelf.folder))
            .replace("%2", _scores(counted))
        )

    def _take_off_shelf(self, path: Path) -> None:
        try:
            self.shelf.remove(path)
        except OSError:
            return  # left on the shelf (the app's own folder refused): opening a file must not fail for it
        self._on_counted(str(path))


def _scores(tries: list[Count]) -> str:
    return ", ".join(format_number(count.played.game.score) for count in tries)
