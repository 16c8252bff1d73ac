"""Making the three messages: a challenge that seals the challenger's result, an answer, a reveal.

Every message made is read back through the same checks a friend's app runs, so the app never sends
what it would refuse.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from spider_qt.engine import Game

from .check import check_messages, commit_of, replay_result
from .keys import Identity, key_text
from .messages import Message, deal_seed, sign_message
from .schema import DEAL_ALGO, MAX_TIME_LIMIT_MS, check_result
from .wire import Refused, b64url_encode

__all__ = [
    "DEFAULT_EXPIRY",
    "ChallengeSetup",
    "Recipient",
    "SealedChallenge",
    "make_answer",
    "make_challenge",
    "make_reveal",
    "result_payload",
    "utc_text",
]

#: How long a challenge is shown as open when no expiry is given.
DEFAULT_EXPIRY = timedelta(days=7)


def utc_text(moment: datetime) -> str:
    """A time as messages write it: UTC, ``YYYY-MM-DDTHH:MM:SSZ`` (a naive time is taken as UTC)."""
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass(frozen=True)
class Recipient:
    """The friend a challenge is for: the name shown and their 32-byte public key."""

    name: str
    key: bytes


@dataclass(frozen=True)
class ChallengeSetup:
    """A challenge before it is sent: its id, its deal and its terms. The challenger plays ``new_game()`` first."""

    challenge_id: str
    deal_token: str
    rules: str
    suits: int
    time_limit_ms: int
    created_at: str

    @classmethod
    def new(cls, rules: str, suits: int, time_limit_ms: int, now: datetime | None = None) -> ChallengeSetup:
        """A fresh challenge with a random id and a random deal.

        Raises:
            ValueError: the rules, suits or time limit are not ones a message may carry.
        """
        if rules not in ("duel", "classic") or type(suits) is not int or suits not in (1, 2, 4):
            raise ValueError(f"no remote duel with rules {rules!r} and {suits!r} suits")
        if type(time_limit_ms) is not int or not 1 <= time_limit_ms <= MAX_TIME_LIMIT_MS:
            raise ValueError(f"the time limit must be 1 to {MAX_TIME_LIMIT_MS:,} ms, not {time_limit_ms!r}")
        created = utc_text(now or datetime.now(UTC))
        return cls(secrets.token_hex(16), b64url_encode(secrets.token_bytes(16)), rules, suits, time_limit_ms, created)

    @property
    def seed(self) -> int:
        """The deal's seed (§4); not to be shown until the duel is over."""
        return deal_seed(self.deal_token)

    def new_game(self) -> Game:
        """The game the duel is played on."""
        return Game.new(self.rules, self.suits, self.seed)


@dataclass(frozen=True)
class SealedChallenge:
    """A challenge made, with what its maker must keep for the reveal: the result and the salt."""

    message: Message
    result: dict[str, Any]
    salt: bytes


def result_payload(game: Game, action_times_ms: Sequence[int], time_used_ms: int) -> dict[str, Any]:
    """The ``result`` of a finished game: its history, per-action times and what the app computed (§3).

    Raises:
        ValueError: the game is not over, or the times do not fit its history.
    """
    if not game.over:
        raise ValueError("the game is not over: end it with finish() first")
    times = [int(t) for t in action_times_ms]
    if len(times) != len(game.history):
        raise ValueError(f"{len(times)} action times for {len(game.history)} actions")
    return {
        "history": game.history,
        "action_times_ms": times,
        "time_used_ms": int(time_used_ms),
        "claimed": {"score": game.score, "runs": game.runs, "won": game.won, "moves": game.moves},
    }


def make_challenge(
    identity: Identity,
    setup: ChallengeSetup,
    result: dict[str, Any],
    *,
    to: Recipient | None = None,
    message: str = "",
    expires_at: datetime | None = None,
    salt: bytes | None = None,
) -> SealedChallenge:
    """The challenge for ``setup``, sealing the challenger's ``result`` (see ``result_payload``).

    Raises:
        ValueError: (``Refused`` for a bad result or field) the challenge would not pass a friend's checks.
    """
    salt = secrets.token_bytes(32) if salt is None else salt
    if len(salt) != 32:
        raise ValueError("the salt must be 32 bytes")
    check_result(result)  # the reveal must be able to carry it
    replay_result(setup.rules, setup.suits, setup.seed, result, setup.time_limit_ms, "challenger")
    created = datetime.strptime(setup.created_at, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    payload = {
        "challenge_id": setup.challenge_id,
        "created_at": setup.created_at,
        "expires_at": utc_text(expires_at or created + DEFAULT_EXPIRY),
        "rules": setup.rules,
        "suits": setup.suits,
        "deal_algo": DEAL_ALGO,
        "deal_token": setup.deal_token,
        "time_limit_ms": setup.time_limit_ms,
        "to": None if to is None else {"name": to.name, "key": key_text(to.key)},
        "result_commit": commit_of(result, salt),
        "message": message,
    }
    sealed = SealedChallenge(sign_message(identity, "challenge", payload), result, salt)
    _must_pass([sealed.message])
    return sealed


def make_answer(identity: Identity, challenge: Message, result: dict[str, Any]) -> Message:
    """The answer to ``challenge`` with the friend's ``result``.

    Raises:
        ValueError: (``Refused``) the pair would not pass the checks, e.g. answering one's own challenge.
    """
    payload = {"challenge_id": challenge.challenge_id, "challenge_digest": challenge.digest, "result": result}
    answer = sign_message(identity, "answer", payload)
    _must_pass([challenge, answer])
    return answer


def make_reveal(identity: Identity, sealed: SealedChallenge, answer: Message) -> Message:
    """The reveal that opens ``sealed``'s commitment, after checking ``answer``.

    Raises:
        ValueError: (``Refused``) the answer, or the whole duel, does not pass the checks.
    """
    challenge = sealed.message
    _must_pass([challenge, answer])
    payload = {
        "challenge_id": challenge.challenge_id,
        "challenge_digest": challenge.digest,
        "answer_digest": answer.digest,
        "result": sealed.result,
        "salt": b64url_encode(sealed.salt),
    }
    reveal = sign_message(identity, "reveal", payload)
    _must_pass([challenge, answer, reveal])
    return reveal


def _must_pass(messages: list[Message]) -> None:
    result = check_messages(messages)
    if not result.valid:
        assert result.error is not None and result.detail is not None
        raise Refused(result.error, result.detail)
