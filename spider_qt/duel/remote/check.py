"""Checking a set of messages (§5): each on its own, then the chain, the commitment, and both games replayed.

``check_messages`` never raises: it returns a ``CheckResult`` that is either valid (with both sides'
replayed results and the winner, as far as the set reveals them) or names the first refusal.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from spider_qt.engine import Game, IllegalMove, Move
from spider_qt.store.duels import duel_winner

from .messages import Kind, Message, deal_seed, read_message
from .schema import parse_key
from .wire import RefusalCode, Refused, b64url_decode, canonical, refuse

__all__ = ["CheckResult", "Side", "check_messages", "commit_of", "replay_result"]

Winner = Literal["challenger", "opponent", "draw"]
_COMMIT_PREFIX = b"spider-duel-commit\x00"
_CLOCK_SLACK_MS = 1000


def commit_of(result: dict[str, Any], salt: bytes) -> str:
    """A challenge's ``result_commit`` over ``result`` with a 32-byte ``salt`` (§3)."""
    return "sha256:" + hashlib.sha256(_COMMIT_PREFIX + salt + canonical(result)).hexdigest()


@dataclass(frozen=True)
class Side:
    """One player of a checked duel. ``score``, ``time_used_ms`` and ``game`` are None while sealed."""

    name: str
    key: bytes
    fingerprint: str
    score: int | None = None
    time_used_ms: int | None = None
    game: Game | None = None

    def to_json(self) -> dict[str, Any]:
        """The side as ``--check-duel`` prints it."""
        return {
            "name": self.name,
            "fingerprint": self.fingerprint,
            "score": self.score,
            "time_used_ms": self.time_used_ms,
        }


@dataclass(frozen=True)
class CheckResult:
    """What checking a set of messages found: valid with the duel as far as known, or the first refusal."""

    valid: bool
    error: RefusalCode | None = None
    detail: str | None = None
    kind: Kind | None = None
    challenge: Message | None = None
    answer: Message | None = None
    reveal: Message | None = None
    challenger: Side | None = None
    opponent: Side | None = None
    winner: Winner | None = None

    @property
    def challenge_id(self) -> str | None:
        """The duel's id (None when refused)."""
        return None if self.challenge is None else self.challenge.challenge_id

    @property
    def rules(self) -> str | None:
        """The duel's rule set."""
        return None if self.challenge is None else str(self.challenge.payload["rules"])

    @property
    def suits(self) -> int | None:
        """The duel's suit count."""
        return None if self.challenge is None else int(self.challenge.payload["suits"])

    @property
    def seed(self) -> int | None:
        """The deal's seed (keep it from the players until the duel is over)."""
        return None if self.challenge is None else deal_seed(self.challenge.payload["deal_token"])

    @property
    def messages(self) -> tuple[Message, ...]:
        """The checked messages, in the duel's order."""
        return tuple(m for m in (self.challenge, self.answer, self.reveal) if m is not None)

    def to_json(self) -> dict[str, Any]:
        """The object ``spider-duel --check-duel`` prints (§7)."""
        if not self.valid:
            return {"valid": False, "error": self.error, "detail": self.detail}
        assert self.challenger is not None
        return {
            "valid": True,
            "kind": self.kind,
            "challenge_id": self.challenge_id,
            "rules": self.rules,
            "suits": self.suits,
            "challenger": self.challenger.to_json(),
            "opponent": None if self.opponent is None else self.opponent.to_json(),
            "winner": self.winner,
        }


def check_messages(items: Sequence[bytes | Message]) -> CheckResult:
    """Check one to three messages (file bytes or messages already read), in the given order, as §5 says."""
    try:
        return _check(items)
    except Refused as exc:
        return CheckResult(False, exc.code, exc.detail)


def _check(items: Sequence[bytes | Message]) -> CheckResult:
    messages = [item if isinstance(item, Message) else read_message(item) for item in items]
    by_kind = _chain(messages)
    challenge = by_kind["challenge"]
    answer, reveal = by_kind.get("answer"), by_kind.get("reveal")
    if reveal is not None:
        salt = b64url_decode(reveal.payload["salt"], 32)
        assert salt is not None  # the schema has checked it
        if commit_of(reveal.payload["result"], salt) != challenge.payload["result_commit"]:
            refuse("commit", "the reveal's result and salt do not give the challenge's result_commit")
    p = challenge.payload
    rules, suits, limit, seed = p["rules"], p["suits"], p["time_limit_ms"], deal_seed(p["deal_token"])
    challenger = Side(challenge.signer_name, challenge.signer_key, challenge.signer_fingerprint)
    opponent = None
    if answer is not None:
        opponent = _side(answer, replay_result(rules, suits, seed, answer.payload["result"], limit, "answer"))
    winner: Winner | None = None
    if reveal is not None:
        # The challenge's name, not the reveal's: names are not signed, and the answer pins the challenge's digest.
        challenger = _side(challenge, replay_result(rules, suits, seed, reveal.payload["result"], limit, "reveal"))
        assert opponent is not None and opponent.score is not None and opponent.time_used_ms is not None
        assert challenger.score is not None and challenger.time_used_ms is not None
        outcome = duel_winner(
            challenger.score, challenger.time_used_ms // 1000, opponent.score, opponent.time_used_ms // 1000
        )
        winner = "challenger" if outcome == "a" else "opponent" if outcome == "b" else "draw"
    last = reveal or answer or challenge
    return CheckResult(True, None, None, last.kind, challenge, answer, reveal, challenger, opponent, winner)


def _side(message: Message, game_and_time: tuple[Game, int]) -> Side:
    game, used = game_and_time
    return Side(message.signer_name, message.signer_key, message.signer_fingerprint, game.score, used, game)


def _chain(messages: list[Message]) -> dict[Kind, Message]:
    """The messages by kind, once the set is a challenge, its answer and its reveal, or a start of that."""
    if not 1 <= len(messages) <= 3:
        refuse("chain", f"{len(messages)} messages: a duel is one to three")
    by_kind: dict[Kind, Message] = {}
    for m in messages:
        if m.kind in by_kind:
            refuse("chain", f"two messages of the kind {m.kind}")
        by_kind[m.kind] = m
    if "challenge" not in by_kind:
        refuse("chain", "no challenge among the messages")
    if "reveal" in by_kind and "answer" not in by_kind:
        refuse("chain", "a reveal without the answer it follows")
    challenge = by_kind["challenge"]
    answer = by_kind.get("answer")
    if answer is not None:
        _refers(answer, challenge.challenge_id, "challenge_digest", challenge.digest)
        to = challenge.payload["to"]
        if answer.signer_key == challenge.signer_key:
            refuse("chain", "the answer is signed by the challenger")
        if to is not None and answer.signer_key != parse_key(to["key"], "payload.to.key"):
            refuse("chain", "the answer is not signed by the friend the challenge was for")
    reveal = by_kind.get("reveal")
    if reveal is not None:
        assert answer is not None
        _refers(reveal, challenge.challenge_id, "challenge_digest", challenge.digest)
        _refers(reveal, challenge.challenge_id, "answer_digest", answer.digest)
        if reveal.signer_key != challenge.signer_key:
            refuse("chain", "the reveal is not signed by the challenger")
    return by_kind


def _refers(message: Message, challenge_id: str, key: str, digest: str) -> None:
    if message.challenge_id != challenge_id:
        refuse("chain", f"the {message.kind}'s challenge_id is not the challenge's")
    if message.payload[key] != digest:
        what = key.removesuffix("_digest")
        refuse("chain", f"the {message.kind}'s {key} does not match the {what} given")


def replay_result(
    rules: str, suits: int, seed: int, result: dict[str, Any], time_limit_ms: int, whose: str = "result"
) -> tuple[Game, int]:
    """The game a result's history plays on the deal, after checking it through ``replay``, ``claim`` and ``clock``.

    Returns the replayed game and ``time_used_ms``.

    Raises:
        Refused: ``replay``, ``claim`` or ``clock``, naming ``whose`` result.
    """
    game = Game.new(rules, suits, seed)
    history: list[str] = result["history"]
    # Notation as ``g.history`` writes it, exactly: "3>7", never "3 > 7", "3>7x1" or "Deal".
    for i, action in enumerate(history):
        try:
            if action == "undo":
                game.undo()
            elif action == "finish":
                game.finish()
            else:
                move = Move.from_text(action)
                if move.to_text() != action:
                    refuse("replay", f"the {whose}'s action {i} {action!r} is not as the engine writes it")
                game.play(move)
        except IllegalMove as exc:
            refuse("replay", f"the {whose}'s action {i} {action!r} is illegal: {exc}")
        except Refused:
            raise
        except ValueError as exc:
            refuse("replay", f"the {whose}'s action {i} {action!r} is not as the engine writes it: {exc}")
    if not game.over:
        refuse("replay", f"the {whose}'s game is not over after its {len(history)} actions (not won, no finish)")
    claimed = result["claimed"]
    for key, value in (("score", game.score), ("runs", game.runs), ("won", game.won), ("moves", game.moves)):
        if claimed[key] != value or type(claimed[key]) is not type(value):
            refuse("claim", f"the {whose}'s claimed {key} is {claimed[key]!r} but its replay gives {value!r}")
    return game, _check_clock(result, time_limit_ms, whose)


def _check_clock(result: dict[str, Any], time_limit_ms: int, whose: str) -> int:
    times: list[int] = result["action_times_ms"]
    used: int = result["time_used_ms"]
    if len(times) != len(result["history"]):
        refuse("clock", f"the {whose} has {len(times)} action times for {len(result['history'])} actions")
    for i in range(1, len(times)):
        if times[i] < times[i - 1]:
            refuse("clock", f"the {whose}'s action time {i} ({times[i]} ms) is before the one before it")
    if times and times[-1] > used:
        refuse("clock", f"the {whose}'s last action time ({times[-1]} ms) is after its time used ({used} ms)")
    if used > time_limit_ms + _CLOCK_SLACK_MS:
        refuse("clock", f"the {whose}'s time used ({used} ms) exceeds the time limit ({time_limit_ms} ms) by over 1 s")
    return used
