"""Computer-played duels sent across: exported, read back in either form, the same scores and winner."""

from __future__ import annotations

import base64

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spider_qt.duel.remote import (
    ChallengeSetup,
    CheckResult,
    Recipient,
    check_messages,
    make_answer,
    make_challenge,
    make_reveal,
    read_message,
    result_payload,
)
from spider_qt.engine import Game
from spider_qt.store import duel_winner

from .duel_helpers import ANNA, BEN, bot_game, steady_times


def _duel(
    setup: ChallengeSetup, levels: tuple[str, str], bot_seeds: tuple[int, int], steps: tuple[int, int]
) -> CheckResult:
    games: list[Game] = []
    results = []
    for level, bot_seed, step in zip(levels, bot_seeds, steps, strict=True):
        game = bot_game(setup.new_game(), level, bot_seed, undo_after=3 if setup.rules == "classic" else None)
        times, used = steady_times(game, step_ms=step)
        games.append(game)
        results.append(result_payload(game, times, min(used, setup.time_limit_ms)))
    sealed = make_challenge(ANNA, setup, results[0], to=Recipient("Ben", BEN.public_key), message="Dein Zug ♥")
    # Ben gets the challenge as text pasted into a chat, and sends his answer as a file.
    challenge_at_ben = read_message(("Anna wrote:\n" + sealed.message.text_form()).encode())
    assert check_messages([challenge_at_ben]).challenger.score is None  # type: ignore[union-attr]
    answer = make_answer(BEN, challenge_at_ben, results[1])
    reveal = make_reveal(ANNA, sealed, read_message(answer.json_form()))
    for files in (
        [sealed.message.json_form(), answer.json_form(), reveal.json_form()],
        [reveal.text_form().encode(), sealed.message.text_form().encode(), answer.text_form().encode()],
    ):
        result = check_messages(files)
        assert result.valid, result.detail
        assert result.challenger is not None and result.opponent is not None
        assert (result.challenger.score, result.opponent.score) == (games[0].score, games[1].score)
        assert result.challenger.game is not None and result.challenger.game.history == games[0].history
        assert result.opponent.game is not None and result.opponent.game.state() == games[1].state()
        used = [results[0]["time_used_ms"] // 1000, results[1]["time_used_ms"] // 1000]
        expected = duel_winner(games[0].score, used[0], games[1].score, used[1])
        assert result.winner == {"a": "challenger", "b": "opponent", "draw": "draw"}[expected]
        assert result.seed == setup.seed and result.rules == setup.rules and result.suits == setup.suits
    return result


@pytest.mark.parametrize(
    ("rules", "suits", "levels"),
    [
        ("duel", 1, ("expert", "beginner")),
        ("duel", 2, ("intermediate", "intermediate")),
        ("duel", 4, ("beginner", "expert")),
        ("classic", 1, ("intermediate", "beginner")),
    ],
)
def test_computer_played_duels(rules: str, suits: int, levels: tuple[str, str]) -> None:
    _duel(ChallengeSetup.new(rules, suits, 900_000), levels, (1, 2), (900, 1_100))


def test_identical_games_tie_on_whole_seconds() -> None:
    setup = ChallengeSetup.new("duel", 1, 600_000)
    result = _duel(setup, ("beginner", "beginner"), (5, 5), (1_000, 1_000))
    assert result.winner == "draw"


@settings(max_examples=6, deadline=None)
@given(st.binary(min_size=16, max_size=16), st.sampled_from([1, 2, 4]), st.integers(0, 2**32))
def test_any_deal_token(token: bytes, suits: int, bot_seed: int) -> None:
    deal_token = base64.urlsafe_b64encode(token).rstrip(b"=").decode()
    setup = ChallengeSetup("c" * 32, deal_token, "duel", suits, 3_600_000, "2026-12-04T21:00:00Z")
    _duel(setup, ("beginner", "beginner"), (bot_seed, bot_seed + 1), (700, 1_300))
