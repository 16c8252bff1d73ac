"""Starts, resumes and ends duels at the window's table, and shows their results (the window owns one)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from spider_qt.duel.kinds import Kind
from spider_qt.duel.model import POLICY, Command, DuelState, Phase, Verdict
from spider_qt.duel.setup import NewGameOptions
from spider_qt.ui.window.table_phase import DuelTable, TablePhase

if TYPE_CHECKING:
    from spider_qt.duel.saved import SavedDuel
    from spider_qt.engine import Game
    from spider_qt.store import Database, Duel, StoreError
    from spider_qt.ui.duel.challenges_dialog import ChallengesDialog
    from spider_qt.ui.duel.result_dialog import DuelResultDialog
    from spider_qt.ui.duel.session import DuelSession
    from spider_qt.ui.prompts import Prompts
    from spider_qt.ui.window.panels import WelcomePanel

# How long the status bar says who won a duel that a player left (the table may show it longer).
FORFEIT_MESSAGE_MS = 15000


class DuelHost(DuelTable, Protocol):
    """The window as the duel coordinator sees it."""

    welcome_panel: WelcomePanel

    def start_game(self, options: NewGameOptions) -> None: ...

    def new_game_dialog(self) -> None: ...

    def set_phase(
        self,
        phase: TablePhase,
        *,
        name: str = "",
        result: tuple[bool, int, int, int, str] | None = None,
        duel: tuple[Callable[[], str], str] | None = None,
    ) -> None: ...

    def result_figures(self) -> tuple[bool, int, int, int, str]: ...


class DuelCoordinator(QObject):
    """Owns the duel session at the table (if any) and the database it records into.

    ``session_begun(session)``: a duel session took the table (the autosave listens to its ``changed``).
    """

    session_begun = Signal(object)  # DuelSession

    def __init__(
        self,
        host: DuelHost,
        widget: QWidget,
        prompts: Prompts,
        saved_db: Callable[[], Database | None],
        store_attached: Callable[[], bool] = lambda: False,
    ) -> None:
        super().__init__(widget)
        self.host = host
        self.widget = widget
        self.prompts = prompts
        self._saved_db = saved_db
        self._store_attached = store_attached
        self._db: Database | None = None
        self.session: DuelSession | None = None
        # Where a new duel's deal comes from: always a fresh random number (tests pin it here).
        self.seed_source: Callable[[], int] | None = None
        self.result_dialog: DuelResultDialog | None = None
        # What seals a remote duel's finished side into its message (set by ``RemoteDuels``).
        self.remote_sink: Callable[[str, Game, list[float], float], None] | None = None
        # What hooks the Challenges dialog's list of remote duels (Resend, Result) up to ``RemoteDuels``.
        self.remote_hook: Callable[[ChallengesDialog], None] | None = None
        # What moves the autosaved game aside, never deleting it, and says where (set by the autosave's owner).
        self.set_autosave_aside: Callable[[], str] = lambda: ""
        # Who won the duel a New game just forfeited, told with the new game's deal (``tell_forfeit_news``).
        self._forfeit_news: Callable[[], str] | None = None
        # The game on the table when the result screen was shown: the duel's end, which the screen belongs to.
        self._result_game: Game | None = None
        host.controller.game_started.connect(self._on_table_moved_on)
        host.controller.game_closed.connect(self._on_table_moved_on)

    def set_database(self, db: Database | None) -> None:
        """Use ``db`` for duels and challenges (tests; otherwise the records' database)."""
        self._db = db

    def database(self) -> Database | None:
        """The profiles and duels database, opened on first need."""
        saved = self._saved_db()
        if saved is not None:
            return saved
        if self._store_attached():
            # The records' database (in the chosen data folder) is unavailable: no duel then, and never
            # one recorded in another folder's database.
            return self._db
        if self._db is None:
            from spider_qt.store import Database, StoreError
            from spider_qt.ui import paths

            try:
                self._db = Database.open(paths.data_dir())
            except (StoreError, OSError):
                return None
        return self._db

    def start(self, options: NewGameOptions) -> DuelSession | None:
        """Begin a duel (hot-seat, against the computer, or left as a challenge) on one deal."""
        from spider_qt.ui.duel.session import DuelSession

        db = self.database()
        if db is None:
            self.prompts.warn(
                self.widget,
                QCoreApplication.translate("Duel", "Duel"),
                QCoreApplication.translate("Duel", "Duels need the statistics file, which is unavailable."),
            )
            return None
        seed = None if self.seed_source is None else self.seed_source()
        return self._open(lambda: DuelSession.from_options(self.host, db, options, self, seed=seed))

    def join(self, duel_id: int, profile_id: int) -> DuelSession | None:
        """Play an open challenge's deal as ``profile_id``."""
        from spider_qt.ui.duel.session import DuelSession

        db = self.database()
        if db is None:
            return None
        self.drop()
        return self._open(lambda: DuelSession.for_challenge(self.host, db, duel_id, profile_id, self))

    def start_remote(self, state: DuelState, challenge_id: str) -> DuelSession | None:
        """Play this machine's side of a remote duel (its attempt is recorded already): the deal, never its number."""
        from spider_qt.ui.duel.session import DuelSession

        db = self.database()
        if db is None:
            return None
        self.drop()

        def make() -> DuelSession:
            session = DuelSession(self.host, db, state, self)
            session.remote_id = challenge_id
            return session

        return self._open(make)

    def _open(self, make: Callable[[], DuelSession]) -> DuelSession | None:
        """The session ``make`` opens, started at the table; ``None`` when the store refused (that is explained)."""
        from spider_qt.store import StoreError

        try:
            session = make()
        except StoreError as exc:
            self.store_failed(exc)
            return None
        self._begin(session)
        session.start()
        return session

    def restore(self, saved: SavedDuel) -> DuelSession | None:
        """After resuming an autosaved duel game (its duel as the save held it): the duel comes back on the cover of
        the side whose turn it is.

        A damaged duel state is explained (as a damaged file is) and the table is left empty: never half a duel.
        """
        from spider_qt.ui.duel.session import DuelSession

        db = self.database()
        if db is None:
            return None
        state = saved.state
        if state is None:
            # The autosave checks the state before resuming; this is for a state handed over otherwise.
            from spider_qt.ui.duel.recovery import close_refused_duel, duel_refused_text

            assert saved.refused is not None
            closed = close_refused_duel(db, self.host.controller.game, saved.named_id)
            where = self.set_autosave_aside()  # kept, never deleted: a newer version may want it
            self.prompts.warn(
                self.widget,
                QCoreApplication.translate("Duel", "Duel"),
                duel_refused_text(saved.refused, where, closed=closed),
            )
            self.host.leave_table()
            return None
        self.drop()
        session = DuelSession(self.host, db, state, self)
        session.remote_id = saved.remote_id
        self._begin(session)
        session.restore()
        return session

    def verdict(self, command: Command) -> Verdict:
        """What the duel at the table allows for ``command`` (everything when there is none)."""
        if self.session is not None:
            return self.session.verdict(command)
        game = self.host.controller.game
        if self.result_dialog is not None and game is not None and game is self._result_game:
            # The finished duel's end is on the table (its session is over): the policy of a duel that is over
            # holds, so Restart is not a second "Play this deal alone" under whoever played last.
            return POLICY[Phase.OVER][command]
        return Verdict.ALLOW

    def confirm(self, command: Command) -> bool:
        """Ask before ``command`` where the policy says so; a confirmed Leave or New game forfeits the duel."""
        verdict = self.verdict(command)
        if verdict is Verdict.REFUSE:
            return False
        if verdict is Verdict.ALLOW or self.session is None:
            return True
        if command is Command.QUIT:
            title = QCoreApplication.translate("Duel", "Quit during the duel?")
            text = QCoreApplication.translate(
                "Duel",
                "The duel stays where it is: it continues on the cover of the player whose turn it is "
                "when Spider Duel starts again.",
            )
            return self.prompts.ask(self.widget, title, text)
        session = self.session
        turn, phase = session.state.turn, session.state.phase
        name = session.player_name(turn)
        if session.flow.played_elsewhere:
            title = QCoreApplication.translate("Duel", "End your game now?")
            text = QCoreApplication.translate(
                "Duel",
                "If you leave now, your game ends as it stands and it is your result in this duel: you can "
                "send it, but not play it again.",
            )
        elif session.flow.left_for_later:
            # Nobody has taken anything up: no duel exists yet to forfeit.
            title = QCoreApplication.translate("Duel", "Leave without a challenge?")
            text = QCoreApplication.translate(
                "Duel",
                "If you leave now, no challenge is left: your game counts as it stands, as an ordinary game.",
            )
        else:
            title = QCoreApplication.translate("Duel", "Leave the duel?")
            text = QCoreApplication.translate(
                "Duel",
                "The duel is not over. If you leave now, %1 forfeits it: the game counts as it stands "
                "and the duel is lost.",
            ).replace("%1", name)
        if not self.prompts.ask(self.widget, title, text):
            return False
        if self.session is not session or (session.state.turn, session.state.phase) != (turn, phase):
            return False  # the clock ran out while the question was open: the duel moved on, nobody forfeits
        session.forfeit()
        if session.state.held is not None:
            return False  # a forfeit the records cannot take now holds the duel (covered, tried again)
        if len(session.state.players) == 2:  # (a challenge left, or a remote game, has no winner here to tell)
            self._tell_forfeit(session.state, turn, on_table=command is Command.LEAVE)
        return True

    def _tell_forfeit(self, state: DuelState, leaver: int, *, on_table: bool) -> None:
        """A Leave or New game forfeited the duel: say who won ("Bob wins: Alice left the duel") in the status bar,
        and, ``on_table`` (the table empties after a Leave), on the panel of the empty table until it is used; else
        with the new game's deal (``tell_forfeit_news``)."""
        from spider_qt.ui.texts.duel_news import forfeit_headline

        headline = forfeit_headline(state, leaver)
        if on_table:
            self.host.welcome_panel.set_news(headline)
            self.host.show_message(headline(), FORFEIT_MESSAGE_MS)
        else:
            self._forfeit_news = headline

    def tell_forfeit_news(self, then: str = "") -> bool:
        """Say who won the duel a New game just forfeited, once, in the status bar (followed by ``then``, the new
        game's deal); whether there was any to say."""
        news, self._forfeit_news = self._forfeit_news, None
        if news is None:
            return False
        self.host.show_message(f"{news()} · {then}" if then else news(), FORFEIT_MESSAGE_MS)
        return True

    def _begin(self, session: DuelSession) -> None:
        self.session = session
        session.remote_sink = self.remote_sink
        session.result_ready.connect(partial(self._on_session_result_ready, session))
        session.challenge_left.connect(self._on_session_challenge_left)
        session.own_result.connect(self._on_session_own_result)
        session.store_failed.connect(self.store_failed)
        session.ended.connect(partial(self._on_session_ended, session))
        session.changed.connect(self.host.refresh_duel_state)
        self.session_begun.emit(session)

    def drop(self, *, uncover: bool = False) -> None:
        """Forget the duel at the table (its store records stay as they are); ``uncover``: the game on the table
        shows, no longer under the duel's cover or the computer's game that was watched."""
        if self.session is not None:
            self.session.cancel()
            self.session.deleteLater()
            self.session = None
        if uncover and (self.host.phase.covered or self.host.phase is TablePhase.WATCHING):
            self.host.set_phase(TablePhase.PLAYING)

    def _on_session_ended(self, session: DuelSession) -> None:
        if self.session is session:
            session.cancel()
            session.deleteLater()  # as ``drop`` does: an ended session kept as our child stayed for the evening
            self.session = None
        self.host.refresh_duel_state()

    def show_opponent_info(self, side: int) -> None:
        """The seeds' Player Info about one side: during the duel without statistics, which could tell its score."""
        from spider_qt.ui.dialogs.player_info import PlayerInfoDialog

        db = self.database()
        session = self.session
        if db is None or session is None or side >= len(session.state.players):
            return
        from spider_qt.store import StoreError

        try:
            shown = db.profiles.get(session.state.players[side].profile_id)
            viewer = db.profiles.get(session.state.players[1 - side].profile_id)
        except StoreError as exc:
            self.store_failed(exc)
            return
        from spider_qt.ui.duel.result_dialog import past_result_screen

        dialog = PlayerInfoDialog(
            db, shown, viewer, self.widget, in_duel=not session.state.over, result_screen=past_result_screen
        )
        dialog.exec()
        dialog.deleteLater()

    def store_failed(self, exc: StoreError) -> None:
        from spider_qt.ui.texts.errors import store_error_text

        self.prompts.warn(self.widget, QCoreApplication.translate("Duel", "Duel"), store_error_text(exc))

    def _on_session_own_result(self, game: Game, elapsed: float) -> None:
        """A challenger's own result (the opponent plays later).

        The challenge's game leaves the table: until someone takes it up, its deal stays unseen (nothing to
        restart, save or replay here, as the replay list keeps it to itself).
        """
        figures = (game.won, game.score, game.moves, int(elapsed), "")
        self.host.leave_table()
        self.host.set_phase(TablePhase.RESULT, result=figures)

    def _on_session_challenge_left(self, _duel_id: int) -> None:
        self.host.show_message(
            QCoreApplication.translate("Duel", "Your game is left as a challenge: another player can take it up."),
            10000,
        )

    def _on_session_result_ready(self, session: DuelSession, duel: Duel, viewer: int) -> None:
        both_here = session.flow.both_here
        allow_help = session.state.allow_help
        # Shown once the action that ended the duel (Done, the last move) has run its course: the duel is recorded
        # already, and the screen then keeps the keyboard instead of handing it back to the table.
        QTimer.singleShot(0, lambda: self.show_result(duel, viewer, allow_help=allow_help, both_here=both_here))

    def show_result(self, duel: Duel, viewer: int, *, allow_help: bool = False, both_here: bool = False) -> None:
        """Both players have finished: the result screen, seen by profile ``viewer``; ``allow_help`` says whether
        both agreed to hints, the demo and the solver (the store does not keep it; a rematch does); ``both_here``
        that both players sit at this machine (hot-seat: either may play the deal alone)."""
        from spider_qt.ui.duel.result_dialog import DuelResultDialog

        db = self.database()
        if db is None:
            return
        self._let_go_of_result()
        dialog = DuelResultDialog(db, duel, viewer, self.widget, both_here=both_here)
        settings = self.host.settings
        dialog.replay_looks = {  # the replay of the opponent's game shows the cards as the table does
            "animation_speed": float(settings.get("animation_speed")),
            "four_color": bool(settings.get("four_color")),
        }
        table_game = self.host.controller.game
        self._result_game = table_game
        if table_game is not None:
            dialog.set_table_game(table_game.history)
        dialog.rematch_clicked.connect(lambda: self.rematch(duel, allow_help=allow_help))
        dialog.play_alone_clicked.connect(lambda profile_id: self.play_alone(duel, profile_id))
        dialog.new_game_clicked.connect(self.host.new_game_dialog)
        dialog.leave_clicked.connect(self.host.leave_table)
        dialog.finished.connect(lambda _code: self._result_closed(dialog))
        self.result_dialog = dialog  # first: the window's actions follow the phase, and ask ``verdict``
        self.host.set_phase(TablePhase.RESULT)
        dialog.show()
        if dialog.opponent.is_computer and settings.get("duel/watch_computer"):
            turn = dialog.watch_opponent()  # the computer's turn, played out by itself (computer_turn.py)
            turn.play()  # type: ignore[attr-defined]
            turn.offer_skip()  # type: ignore[attr-defined]

    def _on_table_moved_on(self) -> None:
        """Another game took the table, or it was left: the finished duel's result screen closes and is not shown
        again. Left open behind a new game, its Leave, Rematch and Play alone dropped a duel in progress there
        without forfeiting it, its Player info showed statistics during that duel, and closing it afterwards put
        the old duel's winner on the result panel of a game alone."""
        if self.result_dialog is None or self.host.controller.game is self._result_game:
            return
        self.result_dialog.close()
        self._let_go_of_result()

    def _let_go_of_result(self) -> None:
        """The last duel's result screen is no longer the one to show again: it goes now, or once the player closes
        it (one more stayed the window's child for every duel of a session)."""
        dialog, self.result_dialog = self.result_dialog, None
        self._result_game = None
        if dialog is None:
            return
        if dialog.isVisible():
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        else:
            dialog.deleteLater()

    def _result_closed(self, dialog: DuelResultDialog) -> None:
        """The result screen closed (Esc, or a choice on it): until the table moves on, its panel says who won
        and offers the screen again, so closing it never loses the duel's result."""
        game = self.host.controller.game
        if dialog is not self.result_dialog or self.host.phase is not TablePhase.RESULT or game is None:
            return
        if game is not self._result_game:
            return  # another game ended on the table meanwhile: its panel is its own
        player = self.host.controller.info.player
        self.host.set_phase(TablePhase.RESULT, result=self.host.result_figures(), duel=(dialog.winner_text, player))

    def reopen_result(self) -> None:
        """Show the last duel's result screen again (the table still shows that duel's end)."""
        dialog = self.result_dialog
        if (
            dialog is None
            or self.host.phase is not TablePhase.RESULT
            or self.host.controller.game is not self._result_game
        ):
            return
        self.host.set_phase(TablePhase.RESULT)
        if dialog.isVisible():  # open somewhere behind: bring it forward
            dialog.raise_()
            dialog.activateWindow()
        else:
            dialog.show()

    def rematch(self, duel: Duel, *, allow_help: bool = False) -> None:
        """The same players on a new deal, under the same rules, suits, time limit and agreement on help. Two people
        take turns at who plays first: the one who played second (who sat waiting, and who took up the challenge in
        a duel from a challenge) plays first now. Against the computer the person always plays (it plays meanwhile).
        """
        from spider_qt.duel.setup import random_seed

        db = self.database()
        if db is None or duel.b_profile is None:
            return
        a, b = db.profiles.get(duel.a_profile), db.profiles.get(duel.b_profile)
        limit = int((duel.time_limit or 900) // 60)
        if b.is_computer:
            options = NewGameOptions(
                rules=duel.rules, suits=duel.suits, seed=random_seed(), opponent=Kind.COMPUTER,
                level=b.level or "beginner", time_limit=limit, player=a.name, allow_help=allow_help,
            )  # fmt: skip
        else:
            options = NewGameOptions(
                rules=duel.rules, suits=duel.suits, seed=random_seed(), opponent=Kind.HOTSEAT,
                time_limit=limit, player=b.name, opponent_name=a.name, allow_help=allow_help,
            )  # fmt: skip
        self.host.start_game(options)

    def play_alone(self, duel: Duel, profile_id: int) -> None:
        """The duel's deal again, alone (its number is no secret any more), by profile ``profile_id``, with the
        duel's time limit where its rules keep time (it was always the 15 minutes of a new game's default)."""
        db = self.database()
        name = db.profiles.get(profile_id).name if db is not None else ""
        options = NewGameOptions(rules=duel.rules, suits=duel.suits, seed=duel.seed, player=name)
        if duel.time_limit:
            options = dataclasses.replace(options, time_limit=max(1, round(duel.time_limit / 60)))
        self.host.start_game(options)

    def challenges_dialog(self) -> None:
        """The open challenges the current player may take up."""
        from spider_qt.ui.duel.challenges_dialog import ChallengesDialog

        db = self.database()
        if db is None:
            return
        settings = self.host.settings
        dialog = ChallengesDialog(db, str(settings.get("new_game/player")), self.widget)
        if self.remote_hook is not None:
            self.remote_hook(dialog)
        accepted = dialog.exec() == ChallengesDialog.DialogCode.Accepted
        chosen = dialog.chosen
        dialog.deleteLater()  # the window's child otherwise, one more each time the list is opened
        if accepted and chosen is not None:
            duel_id, profile_id = chosen
            settings.set("new_game/player", db.profiles.get(profile_id).name)
            self.join(duel_id, profile_id)
