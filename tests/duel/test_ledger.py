"""The duel's ledger, without a window: each side recorded once, with its duel, in one transaction."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest

from spider_qt.duel import ledger
from spider_qt.duel import model as dm
from spider_qt.engine import Game, Move
from spider_qt.store import Database, DatabaseError, StoreError

SEED = 4242


def finished(deals: int = 0) -> Game:
    """A fresh duel deal where the player deals ``deals`` times and then presses Done."""
    game = Game.new("duel", 2, SEED)
    for _ in range(deals):
        game.play(Move("deal"))
    game.finish()
    return game


def times_for(game: Game) -> list[float]:
    return [1.5 * (i + 1) for i in range(len(game.history))]


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database.open(tmp_path)
    yield database
    database.close()


def hot_seat(db: Database) -> dm.DuelState:
    anna, ben = db.profiles.create("Anna"), db.profiles.create("Ben")
    duel = db.duels.create("duel", 2, SEED, anna.id, ben.id, 900.0)
    return dm.DuelState(
        kind=dm.Kind.HOTSEAT,
        rules="duel",
        suits=2,
        seed=SEED,
        time_limit=900,
        allow_help=False,
        players=(dm.Player("Anna", anna.id), dm.Player("Ben", ben.id)),
        duel_id=duel.id,
        phase=dm.Phase.PLAYING,
    )


def games_of(db: Database, state: dm.DuelState, side: int) -> int:
    return len(db.games.for_profile(state.players[side].profile_id))


def test_a_side_recorded_twice_is_recorded_once(db: Database) -> None:
    state = hot_seat(db)
    game = finished(deals=1)
    first = ledger.record_side(db, state, 0, game, time_used=20.0, action_times=times_for(game), helped=False)
    again = ledger.record_side(db, state, 0, game, time_used=21.0, action_times=times_for(game), helped=False)
    assert again.id == first.id
    assert games_of(db, state, 0) == 1
    assert state.duel_id is not None
    duel = db.duels.get(state.duel_id)
    assert duel.a_game == first.id and duel.b_game is None and duel.status == "in_progress"
    assert first.duel_id == duel.id and first.time_used == 20.0


def test_the_duel_finishes_when_both_sides_are_on_record(db: Database) -> None:
    state = hot_seat(db)
    a, b = finished(deals=0), finished(deals=2)
    ledger.record_side(db, state, 0, a, time_used=5.0, action_times=times_for(a), helped=False)
    rec_b = ledger.record_side(db, state, 1, b, time_used=9.0, action_times=times_for(b), helped=False)
    assert state.duel_id is not None
    duel = db.duels.get(state.duel_id)
    assert duel.status == "finished" and duel.b_game == rec_b.id
    assert ledger.recorded(db, state.duel_id, 1) == rec_b


def test_a_record_that_cannot_be_attached_leaves_no_game_behind(db: Database) -> None:
    """One transaction: a game recorded but not attached (a crash in between) cannot happen."""
    state = hot_seat(db)
    other = Game.new("duel", 2, SEED + 1)  # another deal: the duel refuses it after the game row was written
    other.finish()
    with pytest.raises(StoreError):
        ledger.record_side(db, state, 0, other, time_used=1.0, action_times=times_for(other), helped=False)
    assert games_of(db, state, 0) == 0


def test_a_failed_write_keeps_nothing_and_a_retry_records_once(db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    state = hot_seat(db)
    game = finished(deals=1)

    def full(*_args: object, **_kwargs: object) -> None:
        raise DatabaseError("db_full", "disk full", db.path)

    with monkeypatch.context() as m:
        m.setattr(db.duels, "add_game", full)
        with pytest.raises(DatabaseError):
            ledger.record_side(db, state, 0, game, time_used=3.0, action_times=times_for(game), helped=False)
    assert games_of(db, state, 0) == 0
    ledger.record_side(db, state, 0, game, time_used=3.0, action_times=times_for(game), helped=False)
    ledger.record_side(db, state, 0, game, time_used=3.0, action_times=times_for(game), helped=False)
    assert games_of(db, state, 0) == 1


def test_the_computer_s_game_counts_at_the_stated_human_pace(db: Database) -> None:
    anna = db.profiles.create("Anna")
    bot = db.profiles.computer("expert")
    duel = db.duels.create("duel", 2, SEED, anna.id, bot.id, 600.0)
    state = dm.DuelState(
        kind=dm.Kind.COMPUTER,
        rules="duel",
        suits=2,
        seed=SEED,
        time_limit=600,
        allow_help=False,
        players=(dm.Player("Anna", anna.id), dm.Player(bot.name, bot.id, "expert")),
        duel_id=duel.id,
        turn=1,
    )
    bot_game = finished(deals=3)
    record = ledger.record_computer(db, state, bot_game)
    assert record.time_used == dm.computer_time(len(bot_game.history), 600)
    assert ledger.record_computer(db, state, bot_game).id == record.id
    assert db.duels.get(duel.id).b_game == record.id


def test_a_challenge_and_its_author_s_game_are_kept_together(db: Database) -> None:
    anna = db.profiles.create("Anna")
    state = dm.DuelState(
        kind=dm.Kind.CHALLENGE,
        rules="duel",
        suits=2,
        seed=SEED,
        time_limit=600,
        allow_help=False,
        players=(dm.Player("Anna", anna.id),),
        invited=anna.id,  # to oneself: the store refuses it after the game row was written
    )
    game = finished()
    with pytest.raises(StoreError):
        ledger.record_challenge(db, state, game, time_used=2.0, action_times=times_for(game), helped=False)
    assert db.games.for_profile(anna.id) == []
    public = dataclasses.replace(state, invited=None)
    duel = ledger.record_challenge(db, public, game, time_used=2.0, action_times=times_for(game), helped=False)
    assert duel.status == "open" and duel.a_game is not None
    assert [r.id for r in db.games.for_profile(anna.id)] == [duel.a_game]


def test_a_forfeit_records_the_leaver_s_game_and_the_other_side_wins(db: Database) -> None:
    state = hot_seat(db)
    game = Game.new("duel", 2, SEED)
    game.play(Move("deal"))
    record = ledger.record_forfeit(db, state, game, time_used=4.0, action_times=times_for(game), helped=False)
    assert record is not None and state.duel_id is not None
    duel = db.duels.get(state.duel_id)
    assert duel.status == "finished" and duel.forfeit_by == "a" and duel.winner == "b" and duel.a_game == record.id
    # a retry (the forfeit written, the session stopped before it knew) changes nothing
    again = ledger.record_forfeit(db, state, game, time_used=5.0, action_times=times_for(game), helped=False)
    assert again == record and games_of(db, state, 0) == 1


def test_a_forfeit_while_waiting_keeps_the_side_already_on_record(db: Database) -> None:
    state = hot_seat(db)
    game = finished()
    played = ledger.record_side(db, state, 0, game, time_used=1.0, action_times=times_for(game), helped=False)
    record = ledger.record_forfeit(db, state, None, time_used=1.0, action_times=[], helped=False)
    assert record == played and state.duel_id is not None
    duel = db.duels.get(state.duel_id)
    assert duel.forfeit_by == "a" and duel.a_game == played.id and games_of(db, state, 0) == 1
