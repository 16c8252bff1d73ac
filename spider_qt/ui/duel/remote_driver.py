"""The hidden test driver of a remote duel: one app process plays its side headless (the end-to-end tests).

``--remote-challenge`` starts a challenge to anyone; ``--remote-receive FILE`` hands a message to ``receive`` (a
challenge is taken up with Play now). Either side plays ``--remote-actions N`` random legal actions and ends its game
(Done); the message the app makes (the challenge, the answer or the reveal) is written to ``--remote-out FILE``.
The driver prints ``remote arrived <status>`` and ``remote wrote <kind>`` lines on stdout, then quits.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

if TYPE_CHECKING:
    from spider_qt.duel.remote import Message

__all__ = ["RemoteDriver", "start_remote_driver"]

ACTION_INTERVAL_MS = 1


def start_remote_driver(window: Any, args: argparse.Namespace) -> RemoteDriver | None:
    """The remote duel driver the command line asks for, if any, started from the event loop."""
    out = getattr(args, "remote_out", None)
    challenge = bool(getattr(args, "remote_challenge", False))
    receive = getattr(args, "remote_receive", None)
    if out is None or not (challenge or receive):
        return None
    from spider_qt.ui.prompts import QuietPrompts

    quiet = QuietPrompts()  # a box would stop the run: what it says goes to standard error
    window.prompts = quiet
    window.duels.prompts = quiet
    folder = getattr(args, "remote_folder", None)
    if folder:
        window.settings.set("remote/duels_folder", str(folder))
    name = getattr(args, "remote_name", None)
    if name:
        window.settings.set("new_game/player", name)
    driver = RemoteDriver(
        window, Path(out), challenge, None if receive is None else Path(receive), int(args.remote_actions or 0),
        getattr(args, "autoplay_seed", None),
    )  # fmt: skip
    QTimer.singleShot(0, driver.begin)
    return driver


class RemoteDriver(QObject):
    """Plays one side of a remote duel through the window's ``RemoteDuels``, as a player would. (The window is the
    main window, which this floor of the UI may not import.)"""

    def __init__(
        self, window: Any, out: Path, challenge: bool, receive: Path | None, actions: int, seed: int | None
    ) -> None:
        super().__init__(window)
        self.window = window
        self.out = out
        self.challenge = challenge
        self.receive = receive
        self.left = actions
        self.rng = random.Random(seed)
        self.timer = QTimer(self)
        self.timer.setInterval(ACTION_INTERVAL_MS)
        self.timer.timeout.connect(self._step)
        remote = window.remote_duels
        remote.message_made.connect(self._on_message_made)
        remote.arrived.connect(self._on_arrived)

    def begin(self) -> None:
        from spider_qt.duel.remote_flow import ChallengeTerms

        remote = self.window.remote_duels
        if self.challenge:
            if not remote.challenge(ChallengeTerms("classic", 1, 600_000, message="e2e")):
                self._quit("remote failed challenge")
                return
            self.timer.start()
        elif self.receive is not None:
            remote.receive(self.receive.read_bytes(), "file")

    def _on_arrived(self, status: str) -> None:
        print(f"remote arrived {status}", flush=True)
        if status == "challenge":
            from spider_qt.ui.duel.remote_dialogs import ImportCard

            card = self.window.remote_duels.dialog
            if isinstance(card, ImportCard):
                card.play_button.click()
            if self.window.duels.session is None:
                self._quit("remote failed play")
                return
            self.timer.start()
        elif status == "closed":
            if self.window.remote_duels.dialog is None or self.out.exists():
                self._quit("remote done")
        else:
            self._quit("remote stopped")

    def _step(self) -> None:
        c = self.window.controller
        game = c.game
        session = self.window.duels.session
        if game is None or session is None:
            return
        if session.phase == "cover":
            self.window.cover.start_button.click()
            return
        if game.over:
            self.timer.stop()
            return
        moves = [m for m in game.legal_moves()]
        if self.left <= 0 or not moves:
            self.timer.stop()
            c.finish()
            return
        if c.play(self.rng.choice(moves)):
            self.left -= 1

    def _on_message_made(self, message: Message) -> None:
        self.out.parent.mkdir(parents=True, exist_ok=True)
        self.out.write_bytes(message.json_form())
        print(f"remote wrote {message.kind}", flush=True)
        self._quit("remote done")

    @staticmethod
    def _quit(line: str) -> None:
        print(line, flush=True)
        QTimer.singleShot(0, QCoreApplication.quit)
