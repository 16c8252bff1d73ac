"""The hidden test driver: ``--print-state`` prints the resumed game, ``--autoplay N`` plays random actions."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer

if TYPE_CHECKING:
    from spider_qt.ui.controller import GameController
    from spider_qt.ui.persistence.autosave import AutosaveKeeper

AUTOPLAY_INTERVAL_MS = 1
COVERED_PATIENCE = 12.0  # seconds the driver waits on a covered duel table before it quits


class Driver(QObject):
    """Drives the real app from the command line for the end-to-end tests (output on stdout)."""

    def __init__(
        self,
        controller: GameController,
        keeper: AutosaveKeeper,
        parent: QObject,
        press_start: Callable[[], bool] | None = None,
        duel_state: Callable[[], dict[str, object] | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.keeper = keeper
        # A duel's turn begins with Start on its cover; the driver presses it as a player would.
        self._press_start = press_start
        self._duel_state = duel_state
        self._autoplay_left = 0
        self._autoplay_finish = False
        self._covered_since = 0.0
        self._autoplay_rng = random.Random()
        self._autoplay_timer = QTimer(self)
        self._autoplay_timer.setInterval(AUTOPLAY_INTERVAL_MS)
        self._autoplay_timer.timeout.connect(self._on_autoplay_timer_timeout)

    def print_state(self) -> None:
        """``--print-state``: resume and print the game as one JSON line on stdout."""
        resumed = self.keeper.resume()
        game = self.controller.game
        doc: dict[str, object] = {"resumed": resumed}
        if resumed and game is not None:
            meta = self.keeper.resumed_meta
            duel = None if self._duel_state is None else self._duel_state()
            # A duel's players are opponents at one machine: in a duel this prints what the table shows, not the
            # face-down cards, the stock or the deal number (with which the deal could be practised elsewhere). A
            # duel that is not being played shows a cover over the table: then neither its cards nor its moves.
            covered = duel is not None and duel.get("phase") != "playing"
            if covered:
                doc.update(covered=True, actions=len(game.history))
            else:
                state = game.state() if duel is None else _without_deal(game.view().state())
                doc.update(state=state, history=game.history)
            doc.update(
                elapsed=self.controller.elapsed(),
                time_used=None if meta is None else meta.time_used,
                action_times=list(self.controller.info.action_times),
                player=self.controller.info.player,
                helped=self.controller.info.helped,
                can_undo=game.can_undo(),
            )
            if duel is not None:
                duel = _without_deal(duel)
                before = self.controller.elapsed()
                time.sleep(0.05)  # a running clock would move meanwhile
                doc.update(duel=duel, clock_running=self.controller.elapsed() != before)
        print(json.dumps(doc), flush=True)

    def start_autoplay(
        self, count: int, seed: int | None = None, interval_ms: int = AUTOPLAY_INTERVAL_MS, finish: bool = False
    ) -> None:
        """``--autoplay N``: play N random legal actions (undo now and then), one per timer tick.

        Prints ``played <notation>`` after each action's autosave was written, then quits; with
        ``finish`` it first ends the game (the Done button), so that the game is recorded.
        """
        self._autoplay_left = count
        self._autoplay_finish = finish
        self._autoplay_rng = random.Random(seed)
        self._autoplay_timer.start(max(1, interval_ms))

    def stop(self) -> None:
        self._autoplay_timer.stop()

    def _on_autoplay_timer_timeout(self) -> None:
        game = self.controller.game
        if game is None:
            return
        if not game.over and self._waits_on_the_cover():
            return
        if self._autoplay_left <= 0 and self._autoplay_finish and not game.over:
            # Done once: in a hot-seat duel the next player's game follows, and is theirs to play in a later run.
            self._autoplay_finish = False
            if self.controller.finish():
                print("played finish", flush=True)
            return
        if self._autoplay_left <= 0 or game.over:
            self._autoplay_timer.stop()
            print("autoplay done", flush=True)
            QCoreApplication.quit()
            return
        rng = self._autoplay_rng
        moves = game.legal_moves()
        if game.can_undo() and (not moves or rng.random() < 0.1):
            ok = self.controller.undo()
            notation = "undo"
        elif moves:
            move = rng.choice(moves)
            ok = self.controller.play(move)
            notation = move.to_text()
        else:
            self._autoplay_timer.stop()
            print("autoplay stuck", flush=True)
            QCoreApplication.quit()
            return
        if ok:
            self._autoplay_left -= 1
            print(f"played {notation}", flush=True)
            print(f"elapsed {self.controller.elapsed():.3f}", flush=True)

    def _waits_on_the_cover(self) -> bool:
        """Press Start (or Try again) on a duel's cover, as a player would; whether the table is still covered (a
        duel held by a fault, or the computer still playing). After a while covered it quits, as a player would
        (Quit keeps the duel), for the next run to go on with it."""
        if self._press_start is None or not self._press_start():
            self._covered_since = 0.0
            return False
        self._covered_since = self._covered_since or time.monotonic()
        if time.monotonic() - self._covered_since > COVERED_PATIENCE:
            self._autoplay_timer.stop()
            print("autoplay covered", flush=True)
            QCoreApplication.quit()
        return True


def _without_deal(doc: dict[str, object]) -> dict[str, object]:
    """``doc`` less the numbers that rebuild a duel's deal (its ``seed``, and the computer's ``bot_seed``)."""
    return {k: v for k, v in doc.items() if k not in ("seed", "bot_seed")}
