"""A duel between two data folders through the pure flow: challenge → answer → reveal, both ledgers the same."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.remote import play_some

from spider_qt.duel import remote_flow as flow
from spider_qt.duel.remote import KeyStore, Trust
from spider_qt.engine import Game
from spider_qt.store import Database, DuelError


@pytest.fixture
def two(tmp_path: Path):
    a_dir, b_dir = tmp_path / "anna", tmp_path / "ben"
    a_db, b_db = Database.open(a_dir), Database.open(b_dir)
    yield (a_db, KeyStore(a_dir), a_db.profiles.create("Anna")), (b_db, KeyStore(b_dir), b_db.profiles.create("Ben"))
    a_db.close()
    b_db.close()


def test_challenge_answer_reveal_records_the_same_duel_on_both_machines(two) -> None:
    (a_db, a_keys, anna), (b_db, b_keys, ben) = two
    remote = flow.begin_challenge(a_db, anna.id, flow.ChallengeTerms("duel", 1, 600_000, message="Your turn"))
    assert a_db.remote.get(remote.challenge_id).state == "playing"
    game_a = Game.new("duel", 1, flow.deal_seed_of(remote))
    times = play_some(game_a, 6)
    challenge = flow.seal_challenge(a_db, a_keys, remote, "Anna", game_a, times, times[-1] + 2)
    assert a_db.remote.get(remote.challenge_id).state == "awaiting_answer"

    arrival = flow.receive(b_db, b_keys, challenge.text_form().encode(), ben.id)
    assert arrival.status == "challenge" and arrival.trust is Trust.FIRST_USE
    assert arrival.check is not None and arrival.check.challenger.score is None  # sealed
    b_remote = flow.accept_challenge(b_db, arrival, ben.id)
    assert flow.deal_seed_of(b_remote) == game_a.seed
    with pytest.raises(DuelError):
        flow.accept_challenge(b_db, arrival, ben.id)  # one attempt per challenge here
    assert flow.receive(b_db, b_keys, challenge.json_form(), ben.id).status == "attempt_used"
    game_b = Game.new("duel", 1, flow.deal_seed_of(b_remote))
    times_b = play_some(game_b, 3)
    answer = flow.answer_challenge(b_db, b_keys, b_remote, "Ben", game_b, times_b, times_b[-1])

    closed = flow.receive(a_db, a_keys, answer.json_form(), anna.id)
    assert closed.status == "closed" and closed.reply is not None and closed.duel is not None
    assert flow.receive(a_db, a_keys, answer.json_form(), anna.id).status == "known"  # idempotent
    done = flow.receive(b_db, b_keys, closed.reply.json_form(), ben.id)
    assert done.status == "closed" and done.duel is not None

    da, db_ = a_db.duels.get(closed.duel.id), b_db.duels.get(done.duel.id)
    assert da.winner == db_.winner and da.status == db_.status == "finished"
    scores_a = (a_db.games.get(da.a_game).score, a_db.games.get(da.b_game).score)
    scores_b = (b_db.games.get(db_.a_game).score, b_db.games.get(db_.b_game).score)
    assert scores_a == scores_b == (game_a.score, game_b.score)
    assert a_db.profiles.get(da.b_profile).is_remote and b_db.profiles.get(db_.a_profile).is_remote
    assert [p.name for p in a_db.profiles.for_picker()] == ["Anna"]  # a remote friend never plays here
    assert flow.shown_state(a_db.remote.get(remote.challenge_id)) == "finished"


def test_a_refused_message_changes_nothing(two) -> None:
    (a_db, a_keys, anna), (b_db, b_keys, ben) = two
    remote = flow.begin_challenge(a_db, anna.id, flow.ChallengeTerms("classic", 2, 60_000))
    game = Game.new("classic", 2, flow.deal_seed_of(remote))
    times = play_some(game, 2)
    challenge = flow.seal_challenge(a_db, a_keys, remote, "Anna", game, times, times[-1])
    data = challenge.json_form().replace(b'"suits":2', b'"suits":4')
    arrival = flow.receive(b_db, b_keys, data, ben.id)
    assert arrival.status == "refused" and arrival.code == "signature"
    assert b_db.remote.all() == [] and b_db.profiles.remote_friends(True) == []
    assert flow.receive(b_db, b_keys, b"{", ben.id).code == "not_json"


def _sealed(db: Database, keys: KeyStore, profile_id: int, name: str, **terms: object):
    remote = flow.begin_challenge(db, profile_id, flow.ChallengeTerms("duel", 1, 600_000, **terms))  # type: ignore[arg-type]
    game = Game.new("duel", 1, flow.deal_seed_of(remote))
    times = play_some(game, 2)
    return remote, flow.seal_challenge(db, keys, remote, name, game, times, times[-1])


def test_what_arrives_is_told_apart_without_changing_anything(two, tmp_path: Path) -> None:
    from datetime import UTC, datetime, timedelta

    (a_db, a_keys, anna), (b_db, b_keys, ben) = two
    remote, challenge = _sealed(a_db, a_keys, anna.id, "Anna")
    assert flow.receive(a_db, a_keys, challenge.json_form(), anna.id).status == "own"
    assert flow.receive(b_db, b_keys, challenge.json_form(), None).status == "challenge"  # for whoever plays
    # An answer or reveal of a duel never played here.
    b_remote = flow.accept_challenge(b_db, flow.receive(b_db, b_keys, challenge.json_form(), ben.id), ben.id)
    game = Game.new("duel", 1, flow.deal_seed_of(b_remote))
    times = play_some(game, 1)
    answer = flow.answer_challenge(b_db, b_keys, b_remote, "Ben", game, times, times[-1])
    c_dir = tmp_path / "cara"
    with Database.open(c_dir) as c_db:
        cara = c_db.profiles.create("Cara")
        assert flow.receive(c_db, KeyStore(c_dir), answer.json_form(), cara.id).status == "unknown_duel"
        # A challenge named for Ben is not Cara's to take up.
        ben_key = b_keys.identity(ben.id, "Ben").public_key
        friend = a_db.profiles.remote("Ben", ben_key)
        _, private = _sealed(a_db, a_keys, anna.id, "Anna", friend_id=friend.id)
        assert flow.receive(c_db, KeyStore(c_dir), private.json_form(), cara.id).status == "not_for_us"
        assert c_db.remote.all() == [] and c_db.profiles.remote_friends(True) == []
    # Past its deadline and unanswered, a duel shows as expired (never enforced).
    later = datetime.now(UTC) + timedelta(days=8)
    assert flow.shown_state(a_db.remote.get(remote.challenge_id), later) == "expired"


def test_a_new_key_under_a_known_friends_name_is_a_warning(two, tmp_path: Path) -> None:
    (a_db, a_keys, anna), (b_db, b_keys, ben) = two
    _, first = _sealed(a_db, a_keys, anna.id, "Anna")
    arrival = flow.receive(b_db, b_keys, first.json_form(), ben.id)
    flow.accept_challenge(b_db, arrival, ben.id)  # Ben now knows Anna's key
    again = flow.receive(b_db, b_keys, _sealed(a_db, a_keys, anna.id, "Anna")[1].json_form(), ben.id)
    assert again.status == "challenge" and again.trust is Trust.KNOWN
    # Someone else signs as "Anna" with another key (another data folder).
    m_dir = tmp_path / "mallory"
    with Database.open(m_dir) as m_db:
        mallory = m_db.profiles.create("Anna")
        _, fake = _sealed(m_db, KeyStore(m_dir), mallory.id, "Anna")
    warned = flow.receive(b_db, b_keys, fake.json_form(), ben.id)
    assert warned.status == "challenge" and warned.trust is Trust.KEY_CHANGED
    assert warned.friend is not None and warned.friend.name == "Anna"


def test_an_ignored_friends_message_is_kept_aside(two) -> None:
    (a_db, a_keys, anna), (b_db, b_keys, ben) = two
    _, first = _sealed(a_db, a_keys, anna.id, "Anna")
    flow.accept_challenge(b_db, flow.receive(b_db, b_keys, first.json_form(), ben.id), ben.id)
    [friend] = b_db.profiles.remote_friends()
    b_db.profiles.set_ignored(friend.id, True)
    _, second = _sealed(a_db, a_keys, anna.id, "Anna")
    assert flow.receive(b_db, b_keys, second.json_form(), ben.id).status == "aside"
    assert len(b_db.remote.all()) == 1


def test_a_friends_name_that_no_profile_could_hold_is_kept_readable(tmp_path: Path) -> None:
    with Database.open(tmp_path) as db:
        long_name = db.profiles.remote("A" * 60, b"\x01" * 32)
        odd = db.profiles.remote("Ev\u202eil", b"\x02" * 32)
        assert long_name.name == "A" * 32 and odd.name == "Evil" and odd.is_remote
        assert db.profiles.remote("Other name", b"\x02" * 32).id == odd.id  # known by the key, not the name


def test_any_damaged_answer_is_a_clean_refusal_that_changes_nothing(tmp_path: Path) -> None:
    """Byte flips and cuts of an answer at the challenger's: always an Arrival (never another exception), and a
    refused one leaves every table as it was."""
    from helpers.examples import examples
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    a_dir, b_dir = tmp_path / "a", tmp_path / "b"
    a_db, b_db = Database.open(a_dir), Database.open(b_dir)
    a_keys, b_keys = KeyStore(a_dir), KeyStore(b_dir)
    anna, ben = a_db.profiles.create("Anna"), b_db.profiles.create("Ben")
    _, challenge = _sealed(a_db, a_keys, anna.id, "Anna")
    b_remote = flow.accept_challenge(b_db, flow.receive(b_db, b_keys, challenge.json_form(), ben.id), ben.id)
    game = Game.new("duel", 1, flow.deal_seed_of(b_remote))
    times = play_some(game, 3)
    answer = flow.answer_challenge(b_db, b_keys, b_remote, "Ben", game, times, times[-1]).json_form()

    def tables() -> list[list[tuple[object, ...]]]:
        return [
            [tuple(r) for r in a_db.conn.execute(f"SELECT * FROM {t}").fetchall()]
            for t in ("profiles", "games", "duels", "remote_duels")
        ]

    @settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(st.data())
    def check(data: st.DataObject) -> None:
        before = tables()  # (a flip in the JSON's spacing leaves a valid answer: the duel may close once)
        raw = bytearray(answer)
        if data.draw(st.booleans()):
            for _ in range(data.draw(st.integers(1, 4))):
                i = data.draw(st.integers(0, len(raw) - 1))
                raw[i] ^= data.draw(st.integers(1, 255))
        else:
            cut = data.draw(st.integers(0, len(raw) - 1))
            raw = raw[:cut]
        arrival = flow.receive(a_db, a_keys, bytes(raw), anna.id)
        if arrival.status == "refused":
            assert arrival.code is not None
            assert tables() == before

    check()
    a_db.close()
    b_db.close()
