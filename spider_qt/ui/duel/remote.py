"""RemoteDuels: duels with a friend on another computer, at this window (the window owns one).

Its one entry point for what arrives by any channel is ``receive(data, origin)``: the message is checked (a refusal
is told in the player's words and changes nothing), and the right screen follows: the import card of a challenge,
or the result of a duel that an answer or a reveal closed. For sending it offers Save as file…, Copy as text, and
writes to the duels folder (setting ``remote/duels_folder``) by itself, one sub-folder per pair of friends.
The steps themselves are decided by the pure ``spider_qt.duel.remote_flow``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QWidget

from spider_qt.duel import model as dm
from spider_qt.ui.window.part import WindowPart

if TYPE_CHECKING:
    from spider_qt.duel.remote import KeyStore, Message
    from spider_qt.duel.remote_flow import Arrival, ChallengeTerms
    from spider_qt.engine import Game
    from spider_qt.store import Database, StoreError
    from spider_qt.store.remote import RemoteDuel
    from spider_qt.ui.controller import GameController
    from spider_qt.ui.duel.challenges_dialog import ChallengesDialog
    from spider_qt.ui.duel.coordinator import DuelCoordinator
    from spider_qt.ui.duel.remote_dialogs import SendDialog
    from spider_qt.ui.prompts import Prompts
    from spider_qt.ui.settings import Settings

__all__ = ["ASIDE_FOLDER", "RemoteDuels", "RemoteHost"]

# Messages signed by an ignored friend are kept here (in the data folder), never imported.
ASIDE_FOLDER = "remote-aside"


def _heading(kind: str) -> str:
    """The send dialog's heading for a message of ``kind``."""
    texts = {
        "challenge": QCoreApplication.translate("RemoteDuels", "Send the challenge"),
        "answer": QCoreApplication.translate("RemoteDuels", "Send your answer"),
        "reveal": QCoreApplication.translate("RemoteDuels", "Send the reveal"),
    }
    return texts[kind]


class RemoteHost(Protocol):
    """The window as remote duels see it."""

    duels: DuelCoordinator
    prompts: Prompts
    settings: Settings
    controller: GameController

    def allows(self, command: dm.Command) -> bool: ...

    def leave_table(self) -> None: ...

    def show_message(self, text: str, msecs: int = 4000, kind: str = "") -> None: ...


class RemoteDuels(WindowPart):
    """The window's remote duels: the challenge action, what arrives, and what goes out."""

    arrived = Signal(str)  # what ``receive`` made of a message: a ``remote_flow`` status (tests and the status bar)
    message_made = Signal(object)  # a Message offered to send (made now, or again): the test driver writes it

    def __init__(self, window: QWidget, host: RemoteHost, menu_after: object = None) -> None:
        super().__init__(window)
        self.window = window
        self.w = host
        self.act_challenge = self.make_action(self.challenge_dialog, "remote_challenge")
        menu = getattr(window, "game_menu", None)
        if menu is not None:
            before = None
            actions = menu.actions()
            if menu_after in actions:
                index = actions.index(menu_after)
                before = actions[index + 1] if index + 1 < len(actions) else None
            if before is None:
                menu.addAction(self.act_challenge)
            else:
                menu.insertAction(before, self.act_challenge)
        host.duels.remote_sink = self.seal
        host.duels.remote_hook = self.attach_list
        # The last screen shown (the import card, the send dialog, the result): tests and the window look at it.
        self.dialog: QDialog | None = None
        self.result_dialog: QDialog | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.act_challenge.setText(
            QCoreApplication.translate("RemoteDuels", "Challenge a fr&iend on another computer…")
        )

    # ------------------------------------------------------------ the data

    def _database(self) -> Database | None:
        db = self.w.duels.database()
        if db is None:
            self.w.prompts.warn(
                self.window,
                QCoreApplication.translate("RemoteDuels", "Duel with a friend"),
                QCoreApplication.translate("Duel", "Duels need the statistics file, which is unavailable."),
            )
        return db

    @staticmethod
    def keys(db: Database) -> KeyStore:
        """The private keys of this data folder's players (beside its database)."""
        from spider_qt.duel.remote import KeyStore

        return KeyStore(db.path.parent)

    def player_id(self, db: Database) -> int:
        """The profile of the player at this machine now (made on first use, as a game recorded under it would be).

        Raises:
            StoreError: it cannot be read or made.
        """
        name = self.player_name()
        profile = db.profiles.find(name) or db.profiles.create(name)
        return profile.id

    def player_name(self) -> str:
        """The name of the player at this machine now (the new-game dialog's, else the login name)."""
        from spider_qt.store.profiles import default_player_name

        return str(self.w.settings.get("new_game/player")).strip() or default_player_name()

    def _store_failed(self, exc: StoreError) -> None:
        from spider_qt.ui.texts.errors import store_error_text

        self.w.prompts.warn(
            self.window, QCoreApplication.translate("RemoteDuels", "Duel with a friend"), store_error_text(exc)
        )

    # ------------------------------------------------------------ challenging

    def challenge_dialog(self) -> None:
        """Game → Challenge a friend on another computer…: choose, then play at once."""
        from spider_qt.ui.duel.remote_dialogs import ChallengeFriendDialog

        if not self.w.allows(dm.Command.NEW_GAME):
            return
        db = self._database()
        if db is None:
            return
        dialog = ChallengeFriendDialog(db.profiles.remote_friends(), self.window)
        self.dialog = dialog
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        terms = dialog.terms()
        dialog.deleteLater()
        self.dialog = None
        if accepted:
            self.challenge(terms)

    def challenge(self, terms: ChallengeTerms) -> bool:
        """Start a challenge with ``terms``: its attempt is recorded, then the challenger plays its deal."""
        from spider_qt.duel import remote_flow as flow
        from spider_qt.store import StoreError

        db = self._database()
        if db is None or not self.w.duels.confirm(dm.Command.NEW_GAME):
            return False
        try:
            pid = self.player_id(db)
            self.keys(db).identity(pid, db.profiles.get(pid).name)  # a damaged key is told before anything is played
            remote = flow.begin_challenge(db, pid, terms)
        except StoreError as exc:
            self._store_failed(exc)
            return False
        return self._play(db, remote, pid)

    def _play(self, db: Database, remote: RemoteDuel, profile_id: int) -> bool:
        from spider_qt.duel import remote_flow as flow

        self.w.duels.drop(uncover=True)
        state = dm.DuelState(
            kind=dm.Kind.REMOTE,
            rules=remote.rules,
            suits=remote.suits,
            seed=flow.deal_seed_of(remote),
            time_limit=max(1, remote.time_limit_ms // 1000),
            allow_help=False,
            players=(dm.Player(db.profiles.get(profile_id).name, profile_id),),
        )
        return self.w.duels.start_remote(state, remote.challenge_id) is not None

    def seal(self, challenge_id: str, game: Game, action_times: list[float], time_used: float) -> None:
        """This machine's side is played: seal it into the challenge or the answer, then offer to send it.

        Raises:
            StoreError: nothing was kept (the duel is held and this is tried again).
            Refused: the message could not be made.
        """
        from spider_qt.duel import remote_flow as flow

        db = self.w.duels.database()
        if db is None:
            from spider_qt.store import DatabaseError

            raise DatabaseError("db_failed", "the statistics file is unavailable")
        remote = db.remote.get(challenge_id)
        if remote is None or remote.state != "playing":
            return  # sealed before (a retry after the write): nothing to do twice
        name = db.profiles.get(remote.profile_id).name
        keys = self.keys(db)
        if remote.role == "challenger":
            message = flow.seal_challenge(db, keys, remote, name, game, action_times, time_used)
        else:
            message = flow.answer_challenge(db, keys, remote, name, game, action_times, time_used)
        QTimer.singleShot(0, lambda: self._after_sealed(challenge_id, message, game))

    def _after_sealed(self, challenge_id: str, message: Message, game: Game) -> None:
        from spider_qt.i18n import format_number
        from spider_qt.ui.duel.score_chart import time_used_text

        db = self.w.duels.database()
        remote = None if db is None else db.remote.get(challenge_id)
        if remote is None or db is None:
            return
        if self.w.duels.session is None and self.w.controller.game is game:
            self.w.leave_table()  # the deal stays unseen until the duel is over: nothing of it is left on the table
        friend = "" if remote.friend_id is None else db.profiles.get(remote.friend_id).name
        used_ms = self._own_time_ms(remote)
        role = remote.role

        def text() -> str:  # in the language of the moment (the dialog follows a switch)
            who = friend or QCoreApplication.translate("RemoteDuels", "your friend")
            figures = (
                QCoreApplication.translate(
                    "RemoteDuels", "Your game: %1 points, %2 moves, %3 (as your app measured it)."
                )
                .replace("%1", format_number(game.score))
                .replace("%2", format_number(game.moves))
                .replace("%3", time_used_text(used_ms / 1000))
            )
            if role == "challenger":
                after = QCoreApplication.translate(
                    "RemoteDuels", "Your score is sealed until %1 answers: nobody can see it or change it before then."
                )
            else:
                after = QCoreApplication.translate(
                    "RemoteDuels", "Send it to %1. You see who won when %1's reveal comes back."
                )
            return figures + "\n\n" + after.replace("%1", who)

        self.send(message, partial(_heading, message.kind), text, remote)

    @staticmethod
    def _own_time_ms(remote: RemoteDuel) -> int:
        import json

        if remote.own_result is None:
            return 0
        return int(json.loads(remote.own_result).get("time_used_ms", 0))

    # ------------------------------------------------------------ sending

    def send(
        self, message: Message, heading: Callable[[], str], text: Callable[[], str], remote: RemoteDuel | None = None
    ) -> SendDialog:
        """Offer ``message`` to send: Save as file…, Copy as text; into the duels folder by itself when one is set.
        ``heading`` and ``text`` give what it is in the language of the moment."""
        from spider_qt.ui.duel.remote_dialogs import SendDialog

        dialog = SendDialog(message, heading, text, self.window)
        dialog.save_clicked.connect(lambda: self._save_file(dialog))
        dialog.copy_clicked.connect(lambda: self._copy_text(dialog))
        folder = str(self.w.settings.get("remote/duels_folder")).strip()
        if folder:
            self._write_to_folder(dialog, Path(folder), message, remote)
        self.dialog = dialog
        dialog.show()
        self.message_made.emit(message)
        return dialog

    def _save_file(self, dialog: SendDialog) -> None:
        from spider_qt.store import StoreError, atomic_write_bytes

        message = dialog.message
        path = self.w.prompts.choose_save_path(
            self.window,
            QCoreApplication.translate("RemoteDuels", "Save the duel message"),
            str(Path.home() / message.file_name()),
            QCoreApplication.translate("RemoteDuels", "Spider Duel messages (*.spiderduel)"),
            "spiderduel",
        )
        if not path:
            return
        try:
            atomic_write_bytes(path, message.json_form())
        except (StoreError, OSError) as exc:
            self.w.prompts.warn(self.window, QCoreApplication.translate("RemoteDuels", "Duel with a friend"), str(exc))
            return
        dialog.show_done(
            QCoreApplication.translate("RemoteDuels", "Saved as %1. Send this file to your friend.").replace("%1", path)
        )

    @staticmethod
    def _copy_text(dialog: SendDialog) -> None:
        QGuiApplication.clipboard().setText(dialog.message.text_form())
        dialog.show_done(
            QCoreApplication.translate("RemoteDuels", "Copied. Paste it into a chat or a mail to your friend.")
        )

    def _write_to_folder(self, dialog: SendDialog, folder: Path, message: Message, remote: RemoteDuel | None) -> None:
        from spider_qt.duel.remote import DuelsFolder
        from spider_qt.store import StoreError

        pair = self.pair_folder(remote, message)
        inbox = getattr(self.w, "inbox", None)
        try:
            # Through the inbox when it watches the folder: it knows the file as ours, never as one that arrived.
            written = None if inbox is None else inbox.write_to_folder(message, pair)
            if written is None:
                written = DuelsFolder(folder / pair).write(message)
        except (StoreError, OSError) as exc:
            text = QCoreApplication.translate(
                "RemoteDuels", "It could not be put in your duels folder (%1): send it another way."
            ).replace("%1", str(exc))
            dialog.show_folder(text, error=True)
            return
        text = QCoreApplication.translate(
            "RemoteDuels", "It is in your duels folder already (%1): your sync tool carries it."
        ).replace("%1", str(written))
        dialog.show_folder(text)

    def pair_folder(self, remote: RemoteDuel | None, message: Message) -> str:
        """The duels folder's sub-folder of a pair of friends: both keys' fingerprints, in order, the same on both
        machines; a challenge for anyone goes in ``anyone``."""
        db = self.w.duels.database()
        friend_key = None
        if db is not None and remote is not None and remote.friend_id is not None:
            friend_key = db.profiles.get(remote.friend_id).public_key
        if friend_key is None:
            return "anyone"
        from spider_qt.duel.remote import fingerprint

        pair = sorted(fp.replace(" ", "")[:8] for fp in (message.signer_fingerprint, fingerprint(friend_key)))
        return "-".join(pair)

    def resend(self, challenge_id: str) -> SendDialog | None:
        """Offer this machine's last message of a remote duel again (the Challenges list's Resend)."""
        from spider_qt.duel import remote_flow as flow

        db = self._database()
        remote = None if db is None else db.remote.get(challenge_id)
        message = None if remote is None else flow.outgoing(remote)
        if message is None:
            return None

        def again() -> str:
            return QCoreApplication.translate(
                "RemoteDuels", "The same message as before: sending it again changes nothing."
            )

        return self.send(message, partial(_heading, message.kind), again, remote)

    def attach_list(self, dialog: ChallengesDialog) -> None:
        """The Challenges dialog's remote duels: Resend and Result close it and open their screen."""
        db = self.w.duels.database()

        def resend(challenge_id: str) -> None:
            dialog.reject()
            self.resend(challenge_id)

        def result(duel_id: int, viewer: int) -> None:
            dialog.reject()
            if db is not None:
                self.show_result(db, duel_id, viewer)

        def open_kept(path: str) -> None:
            dialog.reject()
            try:
                data = Path(path).read_bytes()
            except OSError:
                return
            self.receive(data, "inbox")

        dialog.remote_list.resend_requested.connect(resend)
        dialog.remote_list.result_requested.connect(result)
        dialog.remote_list.open_requested.connect(open_kept)

    # ------------------------------------------------------------ receiving

    def receive(self, data: bytes, origin: str) -> None:
        """A message arrived (a file, a drop, a paste, the duels folder: ``origin`` says which, for the log): check it
        and show what follows. Never raises for a message; a refusal changes nothing and is told."""
        from spider_qt.duel import remote_flow as flow
        from spider_qt.store import StoreError

        db = self._database()
        if db is None:
            return
        try:
            at_table = db.profiles.find(self.player_name())  # no profile is made for a message that may be refused
            arrival = flow.receive(db, self.keys(db), data, None if at_table is None else at_table.id)
        except StoreError as exc:
            self._store_failed(exc)
            self.arrived.emit("store_failed")
            return
        self._show(db, arrival, data, quiet=origin == "folder")
        self._notice(arrival)
        self.arrived.emit(arrival.status)

    def _notice(self, arrival: Arrival) -> None:
        """A line in the status bar for what arrived and opened a screen (it may have come by itself, from the
        duels folder, while the player looked elsewhere)."""
        signer = "" if arrival.message is None else arrival.message.signer_name
        if arrival.status == "challenge":
            text = QCoreApplication.translate("RemoteDuels", "A challenge from %1 arrived.").replace("%1", signer)
        elif arrival.status == "closed":
            text = QCoreApplication.translate("RemoteDuels", "Your duel with %1 is over: see its result.").replace(
                "%1", signer
            )
        else:
            return
        self.w.show_message(text, 10000)

    def _show(self, db: Database, arrival: Arrival, data: bytes, *, quiet: bool = False) -> None:
        """``quiet``: it came by itself (the duels folder), so what is no screen is told in the status bar, never in a
        box that would stop whatever the player was doing."""
        from spider_qt.ui.texts.remote import arrival_text

        if arrival.status == "challenge":
            self._import_card(db, arrival)
        elif arrival.status == "closed":
            self._closed(db, arrival)
        elif arrival.status == "aside":
            self._keep_aside(db, arrival, data)
        else:
            title = QCoreApplication.translate("RemoteDuels", "Duel with a friend")
            text = arrival_text(arrival.status, arrival.code)
            if quiet:
                self.w.show_message(text, 10000)
            elif arrival.status == "refused":
                self.w.prompts.warn(self.window, title, text)
            else:
                self.w.prompts.info(self.window, title, text)

    def _keep_aside(self, db: Database, arrival: Arrival, data: bytes) -> None:
        from spider_qt.store import StoreError, atomic_write_bytes

        assert arrival.message is not None and arrival.friend is not None
        folder = db.path.parent / ASIDE_FOLDER
        try:
            folder.mkdir(parents=True, exist_ok=True)
            atomic_write_bytes(folder / arrival.message.file_name(), bytes(data))
        except (StoreError, OSError):
            pass  # kept aside or not, it is never imported
        self.w.show_message(
            QCoreApplication.translate(
                "RemoteDuels", "A duel message from %1, whom you ignore, was kept aside."
            ).replace("%1", arrival.friend.name),
            8000,
        )

    @staticmethod
    def inbox(db: Database) -> Path:
        """Where challenges not played yet wait (in the data folder)."""
        from spider_qt.ui.duel.remote_list import INBOX_FOLDER

        return db.path.parent / INBOX_FOLDER

    def _keep_in_inbox(self, db: Database, message: Message) -> Path | None:
        """Keep a challenge that arrived until it is played or forgotten; its file, or None if it cannot be kept."""
        from spider_qt.store import StoreError, atomic_write_bytes

        path = self.inbox(db) / message.file_name()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if not path.exists():
                atomic_write_bytes(path, message.json_form())
        except (StoreError, OSError):
            return None  # it is shown now all the same; only a later Play from the list needs the file
        return path

    def _import_card(self, db: Database, arrival: Arrival) -> None:
        from spider_qt.duel import remote_flow as flow
        from spider_qt.duel.remote import Trust
        from spider_qt.store import StoreError
        from spider_qt.ui.duel.remote_dialogs import ImportCard

        assert arrival.check is not None and arrival.message is not None
        kept = self._keep_in_inbox(db, arrival.message)
        name = self.player_name() if arrival.player_id is None else db.profiles.get(arrival.player_id).name
        card = ImportCard(arrival.check, arrival.trust or Trust.FIRST_USE, arrival.friend, name, self.window)
        self.dialog = card

        def play_now() -> None:
            if not self.w.allows(dm.Command.NEW_GAME) or not self.w.duels.confirm(dm.Command.NEW_GAME):
                return
            try:
                pid = self.player_id(db) if arrival.player_id is None else arrival.player_id
                remote = flow.accept_challenge(db, arrival, pid)
            except StoreError as exc:
                self._store_failed(exc)
                return
            if kept is not None:
                kept.unlink(missing_ok=True)  # the attempt is on record now: the challenge is no longer waiting
            self._play(db, remote, pid)

        card.accepted.connect(play_now)
        card.finished.connect(lambda _code: card.deleteLater())
        card.show()

    def _closed(self, db: Database, arrival: Arrival) -> None:
        """An answer (we are the challenger: the reveal is made, to send) or a reveal closed the duel: the result."""
        assert arrival.duel is not None and arrival.player_id is not None
        self.show_result(db, arrival.duel.id, arrival.player_id)
        if arrival.reply is not None:
            friend = arrival.message.signer_name if arrival.message is not None else ""

            def text() -> str:
                return QCoreApplication.translate(
                    "RemoteDuels",
                    "%1's answer is checked and the duel is recorded. Send this reveal so that %1 sees the same "
                    "result.",
                ).replace("%1", friend)

            self.send(arrival.reply, partial(_heading, "reveal"), text, arrival.remote)

    def show_result(self, db: Database, duel_id: int, viewer: int) -> QDialog:
        """The result screen of a finished remote duel (both games watchable), as the Challenges list shows it too."""
        from spider_qt.ui.duel.result_dialog import past_result_screen

        dialog = past_result_screen(db, db.duels.get(duel_id), viewer, self.window)
        self.result_dialog = dialog
        dialog.finished.connect(lambda _code: dialog.deleteLater())
        dialog.show()
        return dialog
