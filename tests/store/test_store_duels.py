"""Duels, the winner rule, head-to-head records and open challenges (also across restarts)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from store_helpers import lost_game, times_for

from spider_qt.store import DB_FILENAME, Database, DuelError, duel_winner


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ((10, 300.0, 5, 100.0), "a"),  # higher score wins whatever the time
        ((5, 100.0, 10, 300.0), "b"),
        ((7, 120.0, 7, 121.5), "a"),  # equal scores: less time wins
        ((7, 121.5, 7, 120.0), "b"),
        ((-3, 60.0, -3, 60.0), "draw"),
        ((6, 12.2, 6, 12.9), "draw"),  # both read 0:12: the fraction nobody saw decides nothing
        ((6, 12.999, 6, 13.0), "a"),  # 0:12 against 0:13
        ((6, 13.0, 6, 12.999), "b"),
    ],
)
def test_duel_winner(args: tuple[int, float, int, float], expected: str) -> None:
    assert duel_winner(*args) == expected


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    with Database.open(tmp_path) as database:
        yield database


def play(db: Database, profile_id: int, deals: int = 0, time_used: float = 60.0, seed: int = 7) -> int:
    """Record a duel-rules game on deal (2 suits, seed): each deal costs a point, so score = -deals."""
    game = lost_game(seed=seed, deals=deals)
    return db.games.record(profile_id, game, time_used=time_used, action_times=times_for(game)).id


def test_duel_at_one_table_finishes_with_a_winner(db: Database) -> None:
    ann = db.profiles.create("Ann")
    cpu = db.profiles.computer("expert")
    duel = db.duels.create("duel", 2, 7, ann.id, cpu.id, time_limit=600)
    assert (duel.status, duel.winner, duel.time_limit) == ("in_progress", None, 600.0)
    after_a = db.duels.add_game(duel.id, play(db, ann.id, deals=0))
    assert after_a.status == "in_progress" and after_a.a_game is not None
    done = db.duels.add_game(duel.id, play(db, cpu.id, deals=2))
    assert (done.status, done.winner) == ("finished", "a")
    assert done.finished_at is not None
    assert db.games.get(done.b_game or 0).duel_id == duel.id


@pytest.mark.parametrize("challenge", [False, True])
def test_equal_scores_in_the_same_whole_second_are_a_draw(db: Database, challenge: bool) -> None:
    """Issue 48: "root wins" under "Time used 0:12 / 0:12": 12.2 s and 12.9 s both show 0:12, so it is a draw, at
    one table and in a challenge alike; 0:12 against 0:13 still wins."""
    ann, bob = db.profiles.create("Ann"), db.profiles.create("Bob")
    if challenge:
        duel = db.duels.create_challenge(play(db, ann.id, time_used=12.2))
        done = db.duels.complete(duel.id, play(db, bob.id, time_used=12.9))
    else:
        duel = db.duels.create("duel", 2, 7, ann.id, bob.id)
        db.duels.add_game(duel.id, play(db, ann.id, time_used=12.2))
        done = db.duels.add_game(duel.id, play(db, bob.id, time_used=12.9))
    assert (done.status, done.winner) == ("finished", "draw")
    assert db.duels.head_to_head(ann.id, bob.id).draws == 1
    faster = db.duels.create("duel", 2, 7, ann.id, bob.id)
    db.duels.add_game(faster.id, play(db, ann.id, time_used=12.9))
    assert db.duels.add_game(faster.id, play(db, bob.id, time_used=13.0)).winner == "a"


def test_add_game_checks(db: Database) -> None:
    ann = db.profiles.create("Ann")
    bob = db.profiles.create("Bob")
    eve = db.profiles.create("Eve")
    duel = db.duels.create("duel", 2, 7, ann.id, bob.id)
    cases = [
        (play(db, eve.id), "wrong_player"),
        (play(db, ann.id, seed=8), "deal_mismatch"),
    ]
    for record_id, code in cases:
        with pytest.raises(DuelError) as info:
            db.duels.add_game(duel.id, record_id)
        assert info.value.code == code
    db.duels.add_game(duel.id, play(db, ann.id))
    with pytest.raises(DuelError) as info:
        db.duels.add_game(duel.id, play(db, ann.id))
    assert info.value.code == "side_taken"
    with pytest.raises(DuelError) as info:
        db.duels.create("duel", 2, 7, ann.id, ann.id)
    assert info.value.code == "same_player"
    with pytest.raises(DuelError) as info:
        db.duels.create("poker", 2, 7, ann.id, bob.id)
    assert info.value.code == "bad_deal"
    with pytest.raises(DuelError) as info:
        db.duels.get(999)
    assert info.value.code == "duel_not_found"


def _duel(db: Database, a: int, b: int, a_deals: int, b_deals: int, a_time: float = 60, b_time: float = 60) -> str:
    duel = db.duels.create("duel", 2, 7, a, b)
    db.duels.add_game(duel.id, play(db, a, deals=a_deals, time_used=a_time))
    winner = db.duels.add_game(duel.id, play(db, b, deals=b_deals, time_used=b_time)).winner
    assert winner is not None
    return winner


def test_head_to_head_per_pair(db: Database) -> None:
    ann = db.profiles.create("Ann")
    bob = db.profiles.create("Bob")
    cpu = db.profiles.computer("master")
    assert _duel(db, ann.id, bob.id, 0, 1) == "a"  # Ann wins on score
    assert _duel(db, bob.id, ann.id, 0, 0, a_time=50, b_time=70) == "a"  # Bob wins on time
    assert _duel(db, ann.id, bob.id, 1, 1, a_time=40, b_time=40) == "draw"
    assert _duel(db, bob.id, ann.id, 2, 0) == "b"  # Ann wins
    assert _duel(db, ann.id, cpu.id, 3, 0) == "b"  # against the computer: a separate pair

    ann_bob = db.duels.head_to_head(ann.id, bob.id)
    assert (ann_bob.wins, ann_bob.losses, ann_bob.draws) == (2, 1, 1)
    assert [h.outcome for h in ann_bob.history] == ["win", "draw", "loss", "win"]  # most recent first
    latest = ann_bob.history[0]
    assert (latest.own_score, latest.opponent_score, latest.rules, latest.suits, latest.seed) == (0, -2, "duel", 2, 7)

    bob_ann = db.duels.head_to_head(bob.id, ann.id)
    assert (bob_ann.wins, bob_ann.losses, bob_ann.draws) == (1, 2, 1)

    ann_cpu = db.duels.head_to_head(ann.id, cpu.id)
    assert (ann_cpu.wins, ann_cpu.losses, ann_cpu.draws, len(ann_cpu.history)) == (0, 1, 0, 1)
    assert [(h.opponent_id, len(h.history)) for h in db.duels.opponents(ann.id)] == [(bob.id, 4), (cpu.id, 1)]


def test_a_forfeit_is_recorded_as_one_and_shown_from_both_sides(tmp_path: Path) -> None:
    with Database.open(tmp_path) as db:
        ann = db.profiles.create("Ann")
        bob = db.profiles.create("Bob")
        played = db.duels.create("duel", 2, 7, ann.id, bob.id)
        db.duels.add_game(played.id, play(db, ann.id, deals=2))
        db.duels.add_game(played.id, play(db, bob.id, deals=1))
        left = db.duels.create("duel", 2, 7, ann.id, bob.id)
        db.duels.add_game(left.id, play(db, ann.id, deals=0))
        # Bob leaves mid-game with the better score so far: he loses all the same, and says so.
        gone = db.duels.forfeit(left.id, "b", play(db, bob.id, deals=0, time_used=10))
        assert (gone.status, gone.winner, gone.forfeit_by) == ("finished", "a", "b")
        assert db.duels.get(played.id).forfeit_by is None
    with Database.open(tmp_path) as db:  # and after a restart
        bobs = db.duels.head_to_head(bob.id, ann.id)
        assert [(h.outcome, h.forfeited) for h in bobs.history] == [("loss", "own"), ("win", None)]
        anns = db.duels.head_to_head(ann.id, bob.id)
        assert [(h.outcome, h.forfeited) for h in anns.history] == [("win", "opponent"), ("loss", None)]
        assert (anns.wins, anns.losses, anns.draws) == (1, 1, 0)


def test_a_forged_forfeit_value_reads_as_none(tmp_path: Path) -> None:
    with Database.open(tmp_path) as db:
        ann = db.profiles.create("Ann")
        bob = db.profiles.create("Bob")
        duel = db.duels.create("duel", 2, 7, ann.id, bob.id)
        db.duels.forfeit(duel.id, "a")
    conn = sqlite3.connect(tmp_path / DB_FILENAME)
    conn.execute("PRAGMA ignore_check_constraints = 1")  # as a hand-edited file could hold it
    conn.execute("UPDATE duels SET forfeit_by = 'nobody' WHERE id = ?", (duel.id,))
    conn.commit()
    conn.close()
    with Database.open(tmp_path) as db:
        assert db.duels.get(duel.id).forfeit_by is None
        (result,) = db.duels.head_to_head(ann.id, bob.id).history
        assert (result.outcome, result.forfeited) == ("loss", None)


def test_unfinished_duels_do_not_count(db: Database) -> None:
    ann = db.profiles.create("Ann")
    bob = db.profiles.create("Bob")
    duel = db.duels.create("duel", 2, 7, ann.id, bob.id)
    db.duels.add_game(duel.id, play(db, ann.id))
    assert db.duels.head_to_head(ann.id, bob.id).history == ()
    assert [d.id for d in db.duels.for_profile(bob.id, status="in_progress")] == [duel.id]
    db.duels.cancel(duel.id)
    assert db.duels.for_profile(ann.id) == []
    assert len(db.games.for_profile(ann.id)) == 1


def test_a_duel_that_cannot_be_played_out_is_closed_void_and_counts_for_nobody(tmp_path: Path) -> None:
    """Its state at the table refused, a duel stayed in progress for ever: open in the records, with nothing to
    play it from or show it."""
    with Database.open(tmp_path) as db:
        ann = db.profiles.create("Ann")
        bob = db.profiles.create("Bob")
        played = db.duels.create("duel", 2, 7, ann.id, bob.id)
        db.duels.add_game(played.id, play(db, ann.id, deals=1))
        db.duels.add_game(played.id, play(db, bob.id, deals=0))
        stuck = db.duels.create("duel", 2, 8, ann.id, bob.id)
        first = play(db, ann.id, seed=8)
        db.duels.add_game(stuck.id, first)
        assert db.duels.in_progress_on_deal("duel", 2, 8) == [db.duels.get(stuck.id)]
        assert db.duels.in_progress_on_deal("duel", 2, 7) == [] and db.duels.in_progress_on_deal("duel", 1, 8) == []
        ann_stats = db.stats.get(ann.id, "duel", 2)
        closed = db.duels.void(stuck.id)
        assert (closed.status, closed.winner, closed.forfeit_by, closed.void) == ("finished", None, None, True)
        assert closed.finished_at is not None and closed.a_game == first and closed.b_game is None
        assert not db.duels.get(played.id).void
        with pytest.raises(DuelError) as again:
            db.duels.void(stuck.id)
        assert again.value.code == "duel_not_open"
        with pytest.raises(DuelError) as missing:
            db.duels.void(999)
        assert missing.value.code == "duel_not_found"
    with Database.open(tmp_path) as db:  # and after a restart
        assert db.duels.get(stuck.id).void and db.duels.in_progress_on_deal("duel", 2, 8) == []
        assert db.duels.for_profile(ann.id, status="in_progress") == []
        # Nobody won or lost it: the head-to-head record has the played duel only.
        anns = db.duels.head_to_head(ann.id, bob.id)
        assert ([h.duel_id for h in anns.history], anns.wins, anns.losses, anns.draws) == ([played.id], 0, 1, 0)
        assert [(h.opponent_id, len(h.history)) for h in db.duels.opponents(bob.id)] == [(ann.id, 1)]
        # Its recorded game stays as it is, with its duel, and counts as it did.
        assert db.games.get(first).duel_id == stuck.id
        assert db.stats.get(ann.id, "duel", 2) == ann_stats


def test_challenge_visibility(db: Database) -> None:
    ann = db.profiles.create("Ann")
    bob = db.profiles.create("Bob")
    eve = db.profiles.create("Eve")
    public = db.duels.create_challenge(play(db, ann.id), time_limit=300)
    private = db.duels.create_challenge(play(db, ann.id, seed=9), invited=bob.id)
    assert (public.status, public.invited, public.b_profile, public.time_limit) == ("open", None, None, 300.0)
    assert (private.rules, private.suits, private.seed) == ("duel", 2, 9)

    assert {d.id for d in db.duels.open_challenges(bob.id)} == {public.id, private.id}
    assert [d.id for d in db.duels.open_challenges(eve.id)] == [public.id]
    assert db.duels.open_challenges(ann.id) == []  # never one's own

    db.profiles.set_ignored(ann.id, True)
    assert db.duels.open_challenges(eve.id) == []
    assert [d.id for d in db.duels.open_challenges(eve.id, include_ignored=True)] == [public.id]
    # The mark is anyone's at this machine: it hides Ann's public challenge, never her invitation to Bob.
    assert [d.id for d in db.duels.open_challenges(bob.id)] == [private.id]
    db.profiles.set_ignored(ann.id, False)

    for duel_id, who, code in [(private.id, eve.id, "not_invited"), (public.id, ann.id, "own_challenge")]:
        with pytest.raises(DuelError) as info:
            db.duels.join(duel_id, who)
        assert info.value.code == code


def test_challenge_join_and_complete_across_restarts(tmp_path: Path) -> None:
    with Database.open(tmp_path) as db:
        ann = db.profiles.create("Ann")
        bob = db.profiles.create("Bob")
        eve = db.profiles.create("Eve")
        challenge = db.duels.create_challenge(play(db, ann.id, deals=1, time_used=90), invited=bob.id)

    with Database.open(tmp_path) as db:  # the app was closed and started again
        (seen,) = db.duels.open_challenges(bob.id)
        assert seen == challenge
        joined = db.duels.join(challenge.id, bob.id)
        assert (joined.status, joined.b_profile) == ("in_progress", bob.id)
        assert db.duels.open_challenges(bob.id) == []
        with pytest.raises(DuelError) as info:
            db.duels.complete(challenge.id, play(db, eve.id, deals=1))
        assert info.value.code == "wrong_player"

    with Database.open(tmp_path) as db:
        with pytest.raises(DuelError) as info:
            db.duels.complete(challenge.id, play(db, bob.id, seed=8))
        assert info.value.code == "deal_mismatch"
        done = db.duels.complete(challenge.id, play(db, bob.id, deals=1, time_used=80))
        assert (done.status, done.winner) == ("finished", "b")  # equal scores, Bob was faster

    with Database.open(tmp_path) as db:
        record = db.duels.head_to_head(bob.id, ann.id)
        assert (record.wins, record.losses, record.draws) == (1, 0, 0)
        assert (record.history[0].own_time, record.history[0].opponent_time) == (80.0, 90.0)
        with pytest.raises(DuelError) as info:
            db.duels.complete(challenge.id, play(db, bob.id))
        assert info.value.code == "duel_finished"


def test_complete_an_open_public_challenge_directly(db: Database) -> None:
    ann = db.profiles.create("Ann")
    bob = db.profiles.create("Bob")
    challenge = db.duels.create_challenge(play(db, ann.id, deals=1))
    done = db.duels.complete(challenge.id, play(db, bob.id, deals=3))
    assert (done.status, done.b_profile, done.winner) == ("finished", bob.id, "a")
    with pytest.raises(DuelError) as info:
        db.duels.join(challenge.id, bob.id)
    assert info.value.code == "duel_not_open"


def test_a_game_serves_one_duel_only(db: Database) -> None:
    ann = db.profiles.create("Ann")
    record_id = play(db, ann.id)
    db.duels.create_challenge(record_id)
    with pytest.raises(DuelError) as info:
        db.duels.create_challenge(record_id)
    assert info.value.code == "side_taken"
    with pytest.raises(DuelError) as info:
        db.duels.create_challenge(play(db, ann.id), invited=ann.id)
    assert info.value.code == "same_player"


def test_a_challenge_to_a_new_name_makes_its_profile_with_the_challenge_only(db: Database) -> None:
    ann = db.profiles.create("Ann")
    bob = db.profiles.create("Bob")
    taken = play(db, ann.id)
    public = db.duels.create_challenge(taken)
    with pytest.raises(DuelError):
        db.duels.create_challenge(taken, invited_name="Cara")  # refused: nothing of it is kept, no profile either
    assert db.profiles.find("Cara") is None
    to_bob = db.duels.create_challenge(play(db, ann.id, seed=8), invited_name=" bob ")
    assert to_bob.invited == bob.id  # an existing profile is found, not made again
    to_cara = db.duels.create_challenge(play(db, ann.id, seed=9), invited_name="Cara")
    cara = db.profiles.find("Cara")
    assert cara is not None and to_cara.invited == cara.id
    assert [d.id for d in db.duels.open_challenges(cara.id)] == [to_cara.id, public.id]


def test_a_withdrawn_challenge_takes_the_profile_it_made_for_its_invited_player(db: Database) -> None:
    """Withdrawn, a challenge to a new name left that player's profile behind, though it never played anything."""
    ann = db.profiles.create("Ann")
    to_cara = db.duels.create_challenge(play(db, ann.id, seed=8), invited_name="Cara")
    assert db.profiles.find("Cara") is not None
    db.duels.cancel(to_cara.id)
    assert db.profiles.find("Cara") is None
    assert [p.name for p in db.profiles.for_picker()] == ["Ann"]
    assert db.games.for_profile(ann.id)  # the author's game stays, an ordinary one


def test_a_withdrawn_challenge_leaves_every_profile_that_existed_before_or_has_anything_recorded(
    db: Database,
) -> None:
    ann = db.profiles.create("Ann")
    bob = db.profiles.create("Bob")  # made before the challenge, nothing recorded yet
    seeds = iter(range(20, 40))

    def challenge(**invite: object) -> int:
        return db.duels.create_challenge(play(db, ann.id, seed=next(seeds)), **invite).id  # type: ignore[arg-type]

    db.duels.cancel(challenge(invited_name="bob"))
    db.duels.cancel(challenge(invited=bob.id))
    assert db.profiles.find("Bob") == bob
    # Made by a challenge, then named by another: it goes with the last of them.
    first, second = challenge(invited_name="Cara"), challenge(invited_name="Cara")
    db.duels.cancel(first)
    assert db.profiles.find("Cara") is not None
    db.duels.cancel(second)
    assert db.profiles.find("Cara") is None
    # Made by a challenge, then it played, or was marked, or plays a duel: it stays.
    to_dan = challenge(invited_name="Dan")
    dan = db.profiles.find("Dan")
    assert dan is not None
    play(db, dan.id, seed=99)
    db.duels.cancel(to_dan)
    assert db.profiles.find("Dan") is not None
    to_eve = challenge(invited_name="Eve")
    eve = db.profiles.find("Eve")
    assert eve is not None
    db.profiles.set_ignored(eve.id, True)
    db.duels.cancel(to_eve)
    assert db.profiles.find("Eve") is not None
    to_fay = challenge(invited_name="Fay")
    fay = db.profiles.find("Fay")
    assert fay is not None
    db.duels.create("duel", 2, 7, ann.id, fay.id, time_limit=600)  # a duel at one table, not played yet
    db.duels.cancel(to_fay)
    assert db.profiles.find("Fay") is not None
    # A public challenge invites nobody: withdrawing it removes no profile.
    db.duels.cancel(challenge())
    assert [p.name for p in db.profiles.for_picker(include_ignored=True)] == ["Ann", "Bob", "Dan", "Eve", "Fay"]


def test_deleting_a_challenges_author_takes_the_profile_made_for_its_invited_player(db: Database) -> None:
    ann = db.profiles.create("Ann")
    bob = db.profiles.create("Bob")
    db.duels.create_challenge(play(db, ann.id, seed=8), invited_name="Cara")
    db.duels.create_challenge(play(db, ann.id, seed=9), invited=bob.id)
    assert db.profiles.find("Cara") is not None
    db.profiles.delete(ann.id, keep_history=True)
    assert [p.name for p in db.profiles.for_picker()] == ["Bob"]


def test_a_challenge_stored_before_the_profiles_said_what_made_them_keeps_its_invited_player(
    tmp_path: Path,
) -> None:
    """Schema 4 did not record which profile a challenge made: such a profile stays when its challenge goes."""
    with Database.open(tmp_path) as db:
        ann = db.profiles.create("Ann")
        challenge = db.duels.create_challenge(play(db, ann.id, seed=8), invited_name="Cara")
    conn = sqlite3.connect(tmp_path / DB_FILENAME)
    for later in ("DROP TABLE remote_duels", "DROP INDEX profiles_by_key", "ALTER TABLE profiles DROP public_key"):
        conn.execute(later)  # schema 7's
    conn.execute("ALTER TABLE profiles DROP COLUMN for_challenge")
    conn.execute("ALTER TABLE games DROP COLUMN helped_apart")  # (schema 6)
    conn.execute("PRAGMA user_version = 4")
    conn.commit()
    conn.close()
    with Database.open(tmp_path) as db:
        assert db.recovered_from is None
        db.duels.cancel(challenge.id)
        assert db.profiles.find("Cara") is not None


def test_duels_left_behind_are_closed_void_but_the_spared_ones_and_open_challenges(tmp_path: Path) -> None:
    """Only the game at the table plays a duel on: at start-up, a duel in progress whose autosave could not even be
    read stayed in progress for ever. The duel at the table, one a newer version's autosave may hold (known by its
    deal), an open challenge and a finished duel are left as they are."""
    with Database.open(tmp_path) as db:
        ann = db.profiles.create("Ann")
        bob = db.profiles.create("Bob")
        lost = db.duels.create("duel", 2, 7, ann.id, bob.id)
        first = play(db, ann.id, seed=7)
        db.duels.add_game(lost.id, first)
        also_lost = db.duels.create("duel", 1, 7, ann.id, bob.id)
        at_table = db.duels.create("duel", 2, 8, ann.id, bob.id)
        newer = db.duels.create("duel", 2, 9, ann.id, bob.id)
        finished = db.duels.create("duel", 2, 10, ann.id, bob.id)
        db.duels.add_game(finished.id, play(db, ann.id, seed=10))
        db.duels.add_game(finished.id, play(db, bob.id, deals=1, seed=10))
        challenge = db.duels.create_challenge(play(db, bob.id, seed=11), 600.0, None, None)
        closed = db.duels.void_left_behind(spare=[at_table.id], spare_deals=[("duel", 2, 9)])
        assert [d.id for d in closed] == [lost.id, also_lost.id] and all(d.void for d in closed)
        assert closed[0].a_game == first and db.games.get(first).duel_id == lost.id
        assert db.duels.get(at_table.id).status == "in_progress" and db.duels.get(newer.id).status == "in_progress"
        assert db.duels.get(challenge.id).status == "open"
        assert (db.duels.get(finished.id).winner, db.duels.get(finished.id).void) == ("a", False)
        assert db.duels.void_left_behind(spare=[at_table.id], spare_deals=[("duel", 2, 9)]) == []
        assert [d.id for d in db.duels.void_left_behind()] == [at_table.id, newer.id]
    with Database.open(tmp_path) as db:  # and after a restart
        assert db.duels.get(lost.id).void and db.duels.head_to_head(ann.id, bob.id).history != ()
        assert [h.duel_id for h in db.duels.head_to_head(ann.id, bob.id).history] == [finished.id]
