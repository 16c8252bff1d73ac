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

    def __call__(self, game: Game, time_used: float = 60.0, helped: bool = False, step: float = 1.5) -> int:
        self.n += 1
        record = self.db.games.record(
            self.profile_id,
            game,
            time_used=time_used,
            action_times=times_for(game, step),
            helped=helped,
            finished_at=START + timedelta(minutes=self.n),
        )
        return record.id


def test_record_keeps_everything(db: Database) -> None:
    ann = db.profiles.create("Ann")
    game = won_game()
    times = times_for(game, step=0.5)
    record = db.games.record(ann.id, game, time_used=95.5, action_times=times, helped=True, finished_at=START)
    again = db.games.get(record.id)
    assert again == record
    assert (record.rules, record.suits, record.seed) == ("classic", 1, 1)
    assert (record.score, record.moves, record.runs, record.won) == (1173, 127, 8, True)
    # A won game's clock stopped at its last action (63.5 s), whatever time the caller claims.
    assert (record.time_used, record.helped, record.finished_at, record.duel_id) == (63.5, True, START, None)
    assert record.action_times == tuple(times) and record.from_deal
    assert record.game().to_json() == game.to_json()
    timeline = record.score_timeline()
    assert timeline[0] == (0.0, 500) and timeline[-1] == (63.5, 1173) and len(timeline) == 128


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
    # A win's time is its last action's (times_for: step seconds per action); each detour costs 2 points.
    play(won_game(detours=3), step=2.0)  # win: 1167 points, 133 moves, 266 s
    play(won_game(detours=1), step=1.9)  # win: 1171, 129, 245.1 s
    play(lost_game(seed=1, rules="classic", suits=1))  # loss: streak broken
    play(won_game(detours=5), step=3.0)  # win: 1163, 137, 411 s
    play(won_game(), step=0.1, helped=True)  # won with help: played, not won; no best; ends the streak
    play(lost_game(seed=2, rules="classic", suits=1), helped=True)  # lost with help: played and lost
    play(won_game(detours=8), step=4.0)  # win: 1157, 143, 572 s
    play(won_game(detours=2), step=2.5)  # win: 1169, 131, 327.5 s

    s = db.stats.get(ann.id, "classic", 1)
    # Issue 48: a helped game left Played, Won and the win rate untouched, so one hint before giving up kept a loss
    # out. Every game started is played now, and a win with help is counted apart, never as a win.
    assert (s.played, s.won) == (8, 5)
    assert s.win_rate == pytest.approx(5 / 8)
    assert s.best_score == 1171
    assert s.best_time == pytest.approx(245.1)
    assert s.fewest_moves == 129
    assert (s.current_streak, s.longest_streak) == (2, 2)
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


def test_streaks_follow_the_order_of_play_when_the_wall_clock_was_set_back(db: Database) -> None:
    """The system clock set back an hour (by hand, or by NTP on a machine that was ahead) after two wins: the loss
    played next carries an earlier time. Ordered by time it came first, and the current streak was still 2."""
    ann = db.profiles.create("Ann")
    for minutes in (0, 1):
        db.games.record(ann.id, won_game(), time_used=60.0, action_times=times_for(won_game(), 1.5),
                        finished_at=START + timedelta(minutes=minutes))  # fmt: skip
    loss = lost_game(seed=1, rules="classic", suits=1)
    db.games.record(ann.id, loss, time_used=60.0, action_times=times_for(loss, 1.5),
                    finished_at=START - timedelta(hours=1))  # fmt: skip
    s = db.stats.get(ann.id, "classic", 1)
    assert (s.current_streak, s.longest_streak, s.played, s.won) == (0, 2, 3, 2)


def test_the_newest_game_comes_first_when_the_wall_clock_was_set_back(db: Database) -> None:
    """Ordered by time, the game recorded after the clock went back came last: a hot-seat duel looks for its
    player's game among the newest five to adopt it, and would have recorded it a second time."""
    ann = db.profiles.create("Ann")
    first = db.games.record(ann.id, won_game(), time_used=60.0, action_times=times_for(won_game(), 1.5),
                            finished_at=START)  # fmt: skip
    loss = lost_game(seed=1, rules="classic", suits=1)
    newest = db.games.record(ann.id, loss, time_used=60.0, action_times=times_for(loss, 1.5),
                             finished_at=START - timedelta(hours=1))  # fmt: skip
    assert [r.id for r in db.games.for_profile(ann.id)] == [newest.id, first.id]
    assert [r.id for r in db.games.for_profile(ann.id, limit=1)] == [newest.id]


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
    Recorder(db, ann.id)(won_game(), step=0.97)  # won at the 127th action: 123.19 s
    Recorder(db, ann.id)(lost_game(seed=1, rules="classic", suits=1))
    Recorder(db, tricky.id)(lost_game())
    Recorder(db, cpu.id)(lost_game(deals=1))
    db.profiles.create("Nobody")  # no games: no rows

    target = tmp_path / "export" / "stats.csv"
    target.parent.mkdir()
    assert export_stats_csv(db, target) == 3
    raw = target.read_bytes()
    assert raw.endswith(b"\r\n")
    assert raw.startswith(b"\xef\xbb\xbfprofile,")  # a byte-order mark: Excel reads the names as UTF-8
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"), newline="")))
    assert rows[0][:6] == ["profile", "kind", "rules", "suits", "played", "won"]
    assert rows[1:] == [  # in picker order: by name ("=" sorts before letters), computers last
        ['\'=cmd, "quoted"', "human", "duel", "2", "1", "0", "0.0000", "0", "", "", "0", "0", "0", "0"],
        ["Ann", "human", "classic", "1", "2", "1", "0.5000", "1173", "123.2", "127", "0", "1", "0", "0"],
        ["expert", "computer", "duel", "2", "1", "0", "0.0000", "-1", "", "", "0", "0", "0", "0"],
    ]
    assert [p.name for p in tmp_path.joinpath("export").iterdir()] == ["stats.csv"]


def test_a_rule_set_played_only_in_a_waiting_challenge_has_no_row_until_it_is_taken_up(
    db: Database, tmp_path: Path
) -> None:
    """Its game is out of the figures, and so is its rule set: a row of zeros told everyone reading the statistics
    or their export that the player has a challenge waiting, and on which kind of deal."""
    ann = db.profiles.create("Ann")
    bob = db.profiles.create("Bob")
    Recorder(db, ann.id)(lost_game(seed=1, rules="classic", suits=1))
    waiting = db.duels.create_challenge(Recorder(db, ann.id)(lost_game(seed=11, suits=4)))
    assert [(s.rules, s.suits) for s in db.stats.for_profile(ann.id)] == [("classic", 1)]
    assert export_stats_csv(db, tmp_path / "stats.csv") == 1
    rows = list(csv.reader((tmp_path / "stats.csv").open(encoding="utf-8-sig", newline="")))
    assert [row[:4] for row in rows[1:]] == [["Ann", "human", "classic", "1"]]
    db.duels.complete(waiting.id, Recorder(db, bob.id)(lost_game(seed=11, suits=4)))
    assert [(s.rules, s.suits, s.played) for s in db.stats.for_profile(ann.id)] == [("classic", 1, 1), ("duel", 4, 1)]


def test_the_export_keeps_every_formula_looking_text_a_hand_edited_database_holds_as_text(
    db: Database, tmp_path: Path
) -> None:
    """Names are checked when made, not when read: a hand edit can put a tab or line break before a formula, which
    some spreadsheets drop before running it; and the rule set is text from the file too."""
    import sqlite3

    from spider_qt.store import DB_FILENAME

    ann = db.profiles.create("Ann")
    Recorder(db, ann.id)(lost_game(seed=1, rules="classic", suits=1))
    conn = sqlite3.connect(tmp_path / DB_FILENAME)
    conn.execute("UPDATE profiles SET name = ? WHERE id = ?", ('\t=HYPERLINK("http://x")', ann.id))
    conn.execute("UPDATE games SET rules = '=1+1'")
    conn.commit()
    conn.close()
    assert export_stats_csv(db, tmp_path / "stats.csv") == 1
    rows = list(csv.reader((tmp_path / "stats.csv").open(encoding="utf-8-sig", newline="")))
    assert rows[1][:3] == ['\'\t=HYPERLINK("http://x")', "human", "'=1+1"]
    assert all(not cell or cell[0] not in "=+-@\t\r\n" for row in rows[1:] for cell in row[:3])


def test_games_with_help_recorded_before_keep_their_meaning_after_the_upgrade(tmp_path: Path) -> None:
    """Schema 6 counts every game with help as played; the ones recorded before stay apart, as they were then."""
    import sqlite3

    from spider_qt.store import DB_FILENAME

    with Database.open(tmp_path) as db:
        ann = db.profiles.create("Ann")
        play = Recorder(db, ann.id)
        play(won_game())
        play(won_game(), helped=True)
        play(lost_game(seed=2, rules="classic", suits=1), helped=True)
        play(won_game())
    # The file as schema 5 kept it: no helped_apart column.
    conn = sqlite3.connect(tmp_path / DB_FILENAME)
    for later in ("DROP TABLE remote_duels", "DROP INDEX profiles_by_key", "ALTER TABLE profiles DROP public_key"):
        conn.execute(later)  # schema 7's
    conn.execute("ALTER TABLE games DROP COLUMN helped_apart")
    conn.execute("PRAGMA user_version = 5")
    conn.commit()
    conn.close()

    with Database.open(tmp_path) as db:
        s = db.stats.get(ann.id, "classic", 1)
        # What schema 5's Statistics showed: two games without help, both won, a streak of two; two with help apart.
        assert (s.played, s.won, s.current_streak, s.longest_streak) == (2, 2, 2, 2)
        assert (s.helped_played, s.helped_won) == (2, 1)
        play = Recorder(db, ann.id)
        play(lost_game(seed=3, rules="classic", suits=1), helped=True)  # one with help now: played, and lost
        s = db.stats.get(ann.id, "classic", 1)
        assert (s.played, s.won, s.current_streak, s.longest_streak) == (3, 2, 0, 2)
        assert (s.helped_played, s.helped_won) == (3, 1)
