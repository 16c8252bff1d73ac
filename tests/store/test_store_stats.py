"""Game records and the statistics computed from them, with the CSV export."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from store_helpers import lost_game, times_for, won_game

from spider_qt.engine import Game
from spider_qt.store import Database, ProfileError, RecordError, export_stats_csv

START = datetime(2024, 3, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    with Database.open(tmp_path) as database:
        yield database


class Recorder:
    """Records games one minute apart so their order is the play order."""

    def __init__(self, db: Database, profile_id: int) -> None:
        self.db = db
        self.profile_id = profile_id
        self.n = 0

    def __call__(self, game: Game, time_used: float = 60.0, helped: bool = False) -> int:
        self.n += 1
        record = self.db.games.record(
            self.profile_id,
            game,
            time_used=time_used,
            action_times=times_for(game),
            helped=helped,
            finished_at=START + timedelta(minutes=self.n),
        )
        return record.id


def test_record_keeps_everything(db: Database) -> None:
    ann = db.profiles.create("Ann")
    game = won_game(score=1000, moves=30)
    record = db.games.record(ann.id, game, time_used=95.5, action_times=[4.25], helped=True, finished_at=START)
    again = db.games.get(record.id)
    assert again == record
    assert (record.rules, record.suits, record.seed) == ("classic", 1, 3)
    assert (record.score, record.moves, record.runs, record.won) == (1099, 31, 8, True)
    assert (record.time_used, record.helped, record.finished_at, record.duel_id) == (95.5, True, START, None)
    assert record.action_times == (4.25,)
    assert record.game().to_json() == game.to_json()
    assert record.score_timeline() == [(0.0, 1000), (4.25, 1099)]


def test_score_timeline_of_a_fresh_deal(db: Database) -> None:
    ann = db.profiles.create("Ann")
    game = lost_game(deals=2)
    record = db.games.record(ann.id, game, time_used=9.0, action_times=[2.0, 5.0, 9.0])
    assert record.score_timeline() == [(0.0, 0), (2.0, -1), (5.0, -2), (9.0, -2)]


@pytest.mark.parametrize(
    ("time_used", "times"),
    [(10.0, [1.0]), (10.0, [1.0, 2.0, 3.0, 4.0]), (-1.0, [1.0, 2.0, 3.0]), (10.0, [1.0, float("nan"), 3.0])],
)
def test_record_refuses_times_that_do_not_fit(db: Database, time_used: float, times: list[float]) -> None:
    ann = db.profiles.create("Ann")
    with pytest.raises(RecordError) as info:
        db.games.record(ann.id, lost_game(deals=2), time_used=time_used, action_times=times)
    assert info.value.code == "bad_record"
    assert db.games.for_profile(ann.id) == []


def test_record_for_unknown_profile_or_missing_record(db: Database) -> None:
    game = lost_game()
    with pytest.raises(ProfileError):
        db.games.record(42, game, time_used=1.0, action_times=times_for(game))
    with pytest.raises(RecordError) as info:
        db.games.get(42)
    assert info.value.code == "game_not_found"


def test_stats_streaks_bests_and_helped_games(db: Database) -> None:
    ann = db.profiles.create("Ann")
    play = Recorder(db, ann.id)
    play(won_game(score=900, moves=50), time_used=300)  # win
    play(won_game(score=950, moves=45), time_used=250)  # win
    play(lost_game(seed=1, rules="classic", suits=1))  # loss: streak broken
    play(won_game(score=800, moves=60), time_used=400)  # win
    play(won_game(score=2000, moves=5), time_used=10, helped=True)  # helped: ignored for bests and streaks
    play(lost_game(seed=2, rules="classic", suits=1), helped=True)  # helped loss: does not break the streak
    play(won_game(score=700, moves=70), time_used=500)  # win
    play(won_game(score=990, moves=41), time_used=260)  # win

    s = db.stats.get(ann.id, "classic", 1)
    assert (s.played, s.won) == (6, 5)
    assert s.win_rate == pytest.approx(5 / 6)
    assert s.best_score == 1089  # 990 + the winning run (+100) - the move (-1)
    assert s.best_time == 250
    assert s.fewest_moves == 42
    assert (s.current_streak, s.longest_streak) == (3, 3)
    assert (s.helped_played, s.helped_won) == (2, 1)

    # Another rule set and suit count are kept apart.
    play(lost_game(seed=5))
    assert db.stats.get(ann.id, "duel", 2).played == 1
    assert [(x.rules, x.suits) for x in db.stats.for_profile(ann.id)] == [("classic", 1), ("duel", 2)]
    assert db.stats.get(ann.id, "classic", 4).played == 0


def test_longest_streak_survives_a_loss(db: Database) -> None:
    ann = db.profiles.create("Ann")
    play = Recorder(db, ann.id)
    for _ in range(4):
        play(won_game())
    play(lost_game(seed=1, rules="classic", suits=1))
    play(won_game())
    s = db.stats.get(ann.id, "classic", 1)
    assert (s.current_streak, s.longest_streak, s.played, s.won) == (1, 4, 6, 5)


def test_loss_only_stats_have_no_win_bests(db: Database) -> None:
    ann = db.profiles.create("Ann")
    Recorder(db, ann.id)(lost_game(deals=1))
    s = db.stats.get(ann.id, "duel", 2)
    assert (s.played, s.won, s.win_rate, s.best_score, s.best_time, s.fewest_moves) == (1, 0, 0.0, -1, None, None)


def test_reset_is_per_profile_and_keeps_the_games(db: Database) -> None:
    ann = db.profiles.create("Ann")
    bob = db.profiles.create("Bob")
    Recorder(db, ann.id)(won_game())
    Recorder(db, bob.id)(won_game())
    db.stats.reset(ann.id)
    assert db.stats.get(ann.id, "classic", 1).played == 0
    assert db.stats.for_profile(ann.id) == []
    assert db.stats.get(bob.id, "classic", 1).won == 1
    assert len(db.games.for_profile(ann.id)) == 1
    Recorder(db, ann.id)(lost_game(seed=1, rules="classic", suits=1))
    assert (db.stats.get(ann.id, "classic", 1).played, db.stats.get(ann.id, "classic", 1).won) == (1, 0)


def test_export_stats_csv(db: Database, tmp_path: Path) -> None:
    ann = db.profiles.create("Ann")
    tricky = db.profiles.create('=cmd, "quoted"')
    cpu = db.profiles.computer("expert")
    Recorder(db, ann.id)(won_game(score=1000, moves=20), time_used=123.45)
    Recorder(db, ann.id)(lost_game(seed=1, rules="classic", suits=1))
    Recorder(db, tricky.id)(lost_game())
    Recorder(db, cpu.id)(lost_game(deals=1))
    db.profiles.create("Nobody")  # no games: no rows

    target = tmp_path / "export" / "stats.csv"
    target.parent.mkdir()
    assert export_stats_csv(db, target) == 3
    raw = target.read_bytes()
    assert raw.endswith(b"\r\n")
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8"), newline="")))
    assert rows[0][:6] == ["profile", "kind", "rules", "suits", "played", "won"]
    assert rows[1:] == [  # in picker order: by name ("=" sorts before letters), computers last
        ['\'=cmd, "quoted"', "human", "duel", "2", "1", "0", "0.0000", "0", "", "", "0", "0", "0", "0"],
        ["Ann", "human", "classic", "1", "2", "1", "0.5000", "1099", "123.5", "21", "0", "1", "0", "0"],
        ["expert", "computer", "duel", "2", "1", "0", "0.0000", "-1", "", "", "0", "0", "0", "0"],
    ]
    assert [p.name for p in tmp_path.joinpath("export").iterdir()] == ["stats.csv"]
