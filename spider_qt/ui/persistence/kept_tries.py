"""The games kept aside in ``unfinished/``, and when one of them counts after all.

Opening a file keeps the game in progress aside, uncounted, to go on with later. Without more, that shelf would let
a player hold several tries of one stretch or one deal and let only the best count. So a kept game counts as it
stands (as a game left for a new deal does) when the player goes back to an earlier point of it (``going_back``)
or deals its deal again (``of_deal``); what is played on from there is not recorded again (``Recorder``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from spider_qt.engine import Game
from spider_qt.i18n import format_number
from spider_qt.store import GameShelf, SaveMeta

if TYPE_CHECKING:
    from spider_qt.ui.prompts import Prompts

# A game kept aside in ``unfinished/``: its file, the game and what the file keeps besides.
KeptGame = tuple[Path, Game, SaveMeta]


class KeptTries:
    """The shelf of games kept aside, as the records see it.

    ``settle(game, meta)`` records a kept game as it stands (whether it was); ``on_counted(path)`` hears of each
    file taken off the shelf once its game counts (or was the same game, counted already).
    """

    def __init__(
        self,
        shelf: GameShelf,
        prompts: Prompts,
        widget: QWidget,
        settle: Callable[[Game, SaveMeta], bool],
        on_counted: Callable[[str], None],
    ) -> None:
        self.shelf = shelf
        self.prompts = prompts
        self.widget = widget
        self._settle = settle
        self._on_counted = on_counted

    def going_back(self, opened: Game, player: str) -> list[KeptGame]:
        """The games kept aside that ``opened`` (of ``player``) is an earlier point of, newest first. The very point
        (a kept file opened again) is left out: going on with it is what keeping it is for."""
        return [
            (path, kept, meta)
            for path, kept, meta in reversed(self.shelf.items())
            if "duel" not in meta.extra
            and same_player(player, meta.player)
            and earlier_point(opened, kept)
            and kept.history != opened.history
        ]

    def ask_back(self, what: str, tries: list[KeptGame]) -> bool:
        """Whether the player goes back to ``what``, an earlier point of the games kept aside ``tries`` (which
        then count as they stand)."""
        question = (
            QCoreApplication.translate(
                "Persistence",
                "%1 is an earlier point of a game you kept aside in %3. Go back to it? That game counts as it "
                "stands (score %2), and what you play from the earlier point is not recorded again.",
            )
            .replace("%1", what)
            .replace("%2", _scores(tries))
            .replace("%3", str(self.shelf.folder))
        )
        return self.prompts.ask(self.widget, QCoreApplication.translate("Persistence", "Open a game"), question)

    def count(self, count: list[KeptGame], drop: list[KeptGame]) -> list[KeptGame]:
        """Record the games kept aside ``count`` as they stand, and take them off the shelf with ``drop``, their
        earlier points (``split_tries``). Returns those of ``count`` that were recorded."""
        counted: list[KeptGame] = []
        for path, kept, meta in count:
            # (not recorded nor kept to record later: it stays where it is)
            if self._settle(kept, meta):
                counted.append((path, kept, meta))
                self._take_off_shelf(path)
        for path, _kept, _meta in drop:
            self._take_off_shelf(path)
        return counted

    def of_deal(self, game: Game, player: str, left: tuple[Game, str] | None) -> str:
        """``game`` of ``player`` was just dealt: that player's games of its deal kept aside count as they stand and
        leave the shelf; what to tell the player ("" when none did).

        Dealing the same deal again is a new deal, and a game left for a new deal counts as it stands. A kept game
        that ``left`` (the game left for this one and its player, counted just now) was played on from is that
        game, and only goes (``split_tries``).
        """
        if not game.started_from_deal:
            return ""
        deal = (game.rules, game.suits, game.seed)
        tries = [
            (path, kept, meta)
            for path, kept, meta in self.shelf.items()
            if "duel" not in meta.extra
            and kept.started_from_deal
            and (kept.rules, kept.suits, kept.seed) == deal
            and same_player(player, meta.player)
        ]
        if not tries:
            return ""
        ahead: list[Game] = []
        if left is not None and left[0] is not game:
            old, old_player = left
            if old.started_from_deal and (old.rules, old.suits, old.seed) == deal and same_player(player, old_player):
                ahead.append(old)
        counted = self.count(*split_tries(tries, ahead))
        if not counted:
            return ""
        return (
            QCoreApplication.translate(
                "Persistence", "Your game of this deal kept aside in %1 now counts as it stood (score %2)."
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


def _scores(tries: list[KeptGame]) -> str:
    return ", ".join(format_number(kept.score) for _path, kept, _meta in tries)


def earlier_point(opened: Game, game: Game) -> bool:
    """Whether ``opened`` is ``game`` at an earlier point (or the same one): the same deal, dealt, its actions the
    first of ``game``'s."""
    return (
        opened.started_from_deal
        and game.started_from_deal
        and (opened.rules, opened.suits, opened.seed) == (game.rules, game.suits, game.seed)
        and game.history[: len(opened.history)] == opened.history
    )


def _reaches(games: list[Game], earlier: Game) -> bool:
    """Whether one of ``games`` has ``earlier``'s actions first (the same game, played on)."""
    return any(g.history[: len(earlier.history)] == earlier.history for g in games)


def split_tries(tries: list[KeptGame], ahead: list[Game]) -> tuple[list[KeptGame], list[KeptGame]]:
    """The kept ``tries`` that count, and those that only go: an earlier point of another try or of a game in
    ``ahead`` (the game in progress, counted) is the same game, played on (a kept file opened again), so only the
    furthest point counts, and anything played on from an earlier one would not count either."""
    reached = list(ahead)
    count: list[KeptGame] = []
    drop: list[KeptGame] = []
    for kept in sorted(tries, key=lambda t: -len(t[1].history)):
        if _reaches(reached, kept[1]):
            drop.append(kept)
        else:
            count.append(kept)
            reached.append(kept[1])
    return count, drop


def same_player(name: str, other: str) -> bool:
    """Whether two games' player names are the same player (no name is the default player)."""
    from spider_qt.store.profiles import default_player_name

    return (name.strip() or default_player_name()) == (other.strip() or default_player_name())
