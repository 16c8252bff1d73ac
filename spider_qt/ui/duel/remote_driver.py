"""The hidden test driver of a remote duel: one app process plays its side headless (the end-to-end tests).

``--remote-challenge`` starts a challenge to anyone; ``--remote-receive FILE`` hands a message to ``receive`` (a
challenge is taken up with Play now). Either side plays ``--remote-actions N`` random legal actions and ends its game
(Done); the message the app makes (the challenge, the answer or the reveal) is written to ``--remote-out FILE``.
The driver prints ``remote arrived <status>`` and ``remote wrote <kind>`` lines on stdout, then quits.

Folder mode, ``--remote-wait S`` with ``--remote-folder DIR``: nothing is handed over by hand (OUT gets each message
made all the same). The driver sets the
duels folder as Duels folder… does, makes its challenge (``--remote-challenge``) or waits, and acts on what the
folder brings by itself until the duel is closed, or quits after S seconds (``remote timeout``). It also prints
what the folder's scans do: ``remote scan <n>`` after each, ``remote found <file>`` and ``remote refused <file>
<code>``. A message met before (``known``) is no reason to stop there: a sync tool may bring one back.
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
SCAN_POLL_MS = 20  # how often folder mode looks whether the duels folder was scanned again


def start_remote_driver(window: Any, args: argparse.Namespace) -> RemoteDriver | None:
    """The remote duel driver the command line asks for, if any, started from the event loop."""
    out = getattr(args, "remote_out", None)
    challenge = bool(getattr(args, "remote_challenge", False))
    receive = getattr(args, "remote_receive", None)
    folder = getattr(args, "remote_folder", None)
    wait = float(getattr(args, "remote_wait", 0) or 0) if folder else 0.0
    if out is None or not (challenge or receive or wait):
        return None
    from spider_qt.ui.prompts import QuietPrompts

    quiet = QuietPrompts()  # a box would stop the run: what it says goes to standard error
    window.prompts = quiet
    window.duels.prompts = quiet
    settle = getattr(args, "remote_settle", None)
    if settle is not None:
        from spider_qt.duel.remote import folder as duels_folder

        duels_folder.SETTLE_SECONDS = float(settle)
    if folder and not wait:
        window.settings.set("remote/duels_folder", str(folder))
    name = getattr(args, "remote_name", None)
    if name:
        window.settings.set("new_game/player", name)
    driver = RemoteDriver(
        window, Path(out), challenge, None if receive is None else Path(receive), int(args.remote_actions or 0),
        getattr(args, "autoplay_seed", None),
    )  # fmt: skip
    if wait:
        driver.wait_on(str(folder), wait)
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
        self.folder = ""  # folder mode: the duels folder watched, and the duel closed through it
        self.scans = 0
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

    def wait_on(self, folder: str, seconds: float) -> None:
        """Folder mode: watch ``folder`` once begun, act on what it brings, give up after ``seconds``."""
        self.folder = folder
        QTimer.singleShot(round(seconds * 1000), self, lambda: self._quit("remote timeout"))
        poll = QTimer(self)
        poll.setInterval(SCAN_POLL_MS)
        poll.timeout.connect(self._poll_scans)
        poll.start()

    def begin(self) -> None:
        from spider_qt.duel.remote_flow import ChallengeTerms

        remote = self.window.remote_duels
        if self.folder:
            inbox = self.window.inbox
            inbox.set_folder(self.folder)  # as Duels folder… sets it: watched and scanned from now on
            watch = inbox.watch
            watch.found.connect(lambda _data, path: print(f"remote found {Path(path).name}", flush=True))
            watch.refused.connect(lambda path, code: print(f"remote refused {Path(path).name} {code}", flush=True))
            print("remote watching", flush=True)
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
            if self.folder or self.window.remote_duels.dialog is None or self.out.exists():
                self._quit("remote done")
        elif status != "known" or not self.folder:  # the folder may bring a message again (restored): nothing new
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
        if not self.folder:
            self._quit("remote done")  # folder mode goes on until what it sent is answered through the folder

    def _poll_scans(self) -> None:
        watch = self.window.inbox.watch
        scans = 0 if watch is None else watch.scans
        if scans != self.scans:
            self.scans = scans
            print(f"remote scan {scans}", flush=True)

    @staticmethod
    def _quit(line: str) -> None:
        print(line, flush=True)
        QTimer.singleShot(0, QCoreApplication.quit)
