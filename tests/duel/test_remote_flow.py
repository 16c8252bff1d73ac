"""A duel between two data folders through the pure flow: challenge → answer → reveal, both ledgers the same."""

from __future__ import annotations

from pathlib import Path

import pytest

from spider_qt.duel import remote_flow as flow
from spider_qt.duel.remote import KeyStore, Trust
from spider_qt.engine import Game
from spider_qt.store import Database, DuelError


def play_some(game: Game, moves: int) -> list[float]:
    """A few legal moves, then the game is finished; one time (seconds) per action."""
    for _ in range(moves):
        move = next((m for m in game.legal_moves() if m.kind == "move"), None)
        if move is None:
            break
        game.play(move)
    game.finish()
    return [1.5 * (i + 1) for i in range(len(game.history))]


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
