"""The duel's ledger: each side's game is recorded once, with its duel, in one transaction (no Qt).

The ``duels`` row is a duel's truth across runs: a side has played when its slot there holds a game. Every path that
records a duel game (a turn that ends, a forfeit, the computer's game, a challenge left for others, and a game that
comes from another machine) goes through these functions, so that a retry after a crash or a failed write finds the
side recorded and records nothing twice. A side is known by ``(duel_id, side)``, never by comparing games' text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from spider_qt.duel import model as dm
from spider_qt.engine import Game
from spider_qt.store import Database, Duel, GameRecord
from spider_qt.store.duels import Outcome

Side = Literal["a", "b"]


def side_of(index: int) -> Side:
    """The store's name of a duel's side: the first player (index 0) is side ``a``."""
    return "a" if index == 0 else "b"


def recorded(db: Database, duel_id: int, index: int) -> GameRecord | None:
    """The game side ``index`` of duel ``duel_id`` has on record, or None while it has not played.

    Raises:
        StoreError: the duel or its game cannot be read.
    """
    duel = db.duels.get(duel_id)
    slot = duel.a_game if index == 0 else duel.b_game
    return None if slot is None else db.games.get(slot)


def record_side(
    db: Database,
    state: dm.DuelState,
    index: int,
    game: Game,
    *,
    time_used: float,
    action_times: Sequence[float],
    helped: bool,
) -> GameRecord:
    """Record side ``index``'s game in its duel and attach it, in one transaction; a side on record already is
    returned as it is (a retry records nothing twice).

    ``state`` must have its duel (``duel_id``); a challenge's author records with ``record_challenge`` instead.
    The time kept is the larger of ``time_used`` and the last action's time.

    Raises:
        StoreError: the record or the attachment failed; nothing of either is kept.
    """
    if state.duel_id is None:
        raise ValueError("a side is recorded in its duel: this state has none yet (a challenge: record_challenge)")
    player = state.players[index]
    used = max([float(time_used), *action_times])
    with db.transaction():
        earlier = recorded(db, state.duel_id, index)
        if earlier is not None:
            return earlier
        record = db.games.record(
            player.profile_id,
            game,
            time_used=used,
            action_times=list(action_times),
            helped=helped,
            duel_id=state.duel_id,
        )
        db.duels.add_game(state.duel_id, record.id)
        return record


def record_computer(db: Database, state: dm.DuelState, bot_game: Game) -> GameRecord:
    """Record the computer's game (side b), its time counted at the stated human pace (``dm.computer_time``), never
    its computation time; idempotent as ``record_side`` is.

    Raises:
        StoreError: as ``record_side``.
    """
    limit = state.time_limit
    actions = len(bot_game.history)
    times = [dm.computer_time(i + 1, limit) for i in range(actions)]
    return record_side(
        db, state, 1, bot_game, time_used=dm.computer_time(actions, limit), action_times=times, helped=False
    )


def record_challenge(
    db: Database,
    state: dm.DuelState,
    game: Game,
    *,
    time_used: float,
    action_times: Sequence[float],
    helped: bool,
) -> Duel:
    """Record a challenge author's game and leave it as an open challenge, in one transaction.

    Raises:
        StoreError: the record or the challenge failed; nothing of either is kept.
    """
    player = state.players[0]
    used = max([float(time_used), *action_times])
    with db.transaction():
        record = db.games.record(
            player.profile_id, game, time_used=used, action_times=list(action_times), helped=helped
        )
        return db.duels.create_challenge(record.id, float(state.time_limit), state.invited, state.invited_name)


def record_forfeit(
    db: Database,
    state: dm.DuelState,
    game: Game | None,
    *,
    time_used: float,
    action_times: Sequence[float],
    helped: bool,
) -> GameRecord | None:
    """The side whose turn it is leaves before the end: its game as it stands (if it has one) is recorded with the
    duel, and the duel finishes with the other side as winner, in one transaction. Returns the leaver's record.
    A challenge's author who leaves has no duel yet: the game is recorded alone.

    A duel finished already (a retry after the forfeit was written) is left as it is.

    Raises:
        StoreError: nothing of the forfeit is kept.
    """
    if state.duel_id is None:
        # A challenge's author left before the end: no duel exists yet; the game counts as it stands, alone.
        if game is None:
            return None
        used = max([float(time_used), *action_times])
        return db.games.record(
            state.players[0].profile_id, game, time_used=used, action_times=list(action_times), helped=helped
        )
    side = side_of(state.turn)
    with db.transaction():
        duel = db.duels.get(state.duel_id)
        earlier = recorded(db, state.duel_id, state.turn)
        if duel.status == "finished":
            return earlier
        record = earlier
        if record is None and game is not None:
            record = db.games.record(
                state.players[state.turn].profile_id,
                game,
                time_used=max([float(time_used), *action_times]),
                action_times=list(action_times),
                helped=helped,
                duel_id=state.duel_id,
            )
        # (a record on its side already is the leaver's: forfeit keeps it and attaches nothing again)
        db.duels.forfeit(state.duel_id, side, record.id if record is not None and earlier is None else None)
        return record


@dataclass(frozen=True)
class RemoteSide:
    """One side of a duel played on two machines, as its checked message tells it: the profile it is recorded under
    here (a local player, or the friend on the other computer), its replayed game and the times its app reported."""

    profile_id: int
    game: Game
    time_used_ms: int
    action_times_ms: Sequence[int]


def record_remote(
    db: Database,
    duel_id: int | None,
    *,
    time_limit_ms: int,
    challenger: RemoteSide,
    opponent: RemoteSide,
    winner: Outcome,
) -> Duel:
    """Record both games of a finished remote duel with their duel, in one transaction, and set its ``winner`` as the
    checked messages decide it (whole seconds: both machines record the same). The challenger is side ``a``.

    ``duel_id`` is the duel recorded before, if any (a retry): a side on record there is not recorded again.

    Raises:
        StoreError: nothing of the duel is kept.
    """
    game = challenger.game
    with db.transaction():
        if duel_id is None:
            duel_id = db.duels.create(
                game.rules, game.suits, game.seed, challenger.profile_id, opponent.profile_id, time_limit_ms / 1000
            ).id
        for index, side in enumerate((challenger, opponent)):
            if recorded(db, duel_id, index) is not None:
                continue
            record = db.games.record(
                side.profile_id,
                side.game,
                time_used=side.time_used_ms / 1000,
                action_times=[t / 1000 for t in side.action_times_ms],
                helped=False,
                duel_id=duel_id,
            )
            db.duels.add_game(duel_id, record.id)
        return db.duels.settle(duel_id, winner)
