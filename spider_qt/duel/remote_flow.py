"""The steps of a duel with a friend on another computer, decided without a window (pure Python, no Qt).

The challenger: ``begin_challenge`` (the attempt is recorded before the deal is shown) → plays → ``seal_challenge``
(the challenge to send; the duel waits for the answer). The friend: ``receive`` tells what a message is and whether
to trust its key → ``accept_challenge`` (the one attempt here, recorded when Play now starts) → plays →
``answer_challenge`` (the answer to send). The challenger's app ``receive``\\ s the answer: it is checked, both games
go into the ledger and the reveal is made, at once. The friend's app ``receive``\\ s the reveal: checked, recorded.
A message refused changes nothing in the database.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from spider_qt.duel import ledger
from spider_qt.duel.remote import (
    ChallengeSetup,
    CheckResult,
    KeyStore,
    Message,
    Recipient,
    Refused,
    SealedChallenge,
    Trust,
    check_messages,
    key_text,
    make_answer,
    make_challenge,
    make_reveal,
    read_message,
    result_payload,
)
from spider_qt.duel.remote.wire import b64url_decode, b64url_encode
from spider_qt.engine import Game
from spider_qt.store import Database, Duel, Profile, StoreError
from spider_qt.store.remote import RemoteDuel

__all__ = [
    "Arrival",
    "ChallengeTerms",
    "accept_challenge",
    "answer_challenge",
    "begin_challenge",
    "challenge_setup",
    "deal_seed_of",
    "outgoing",
    "receive",
    "seal_challenge",
    "shown_state",
]

ShownState = Literal["playing", "awaiting_answer", "awaiting_reveal", "finished", "expired"]
Status = Literal[
    "refused",  # a refusal code of the spec (``code``): nothing changed
    "aside",  # signed by an ignored friend: kept aside, not imported
    "challenge",  # a new challenge for us: show the import card (``trust`` tells what to say of the key)
    "closed",  # an answer or a reveal closed the duel: it is in the ledger (``duel``), show the result
    "known",  # a message of a duel this machine already has as far as it goes: nothing new
    "own",  # our own message came back
    "unknown_duel",  # an answer or reveal for a challenge this machine never played
    "not_for_us",  # a challenge for a friend whose key is none of ours
    "attempt_used",  # a challenge already played (or started) here
    "key_damaged",  # our key cannot be read
]


@dataclass(frozen=True)
class ChallengeTerms:
    """What the challenger chose: the rules, the time limit, the friend (None: anyone), the deadline, a message."""

    rules: str
    suits: int
    time_limit_ms: int
    friend_id: int | None = None
    message: str = ""
    days: int = 7


@dataclass(frozen=True)
class Arrival:
    """What a message that arrived is, and what the app does with it."""

    status: Status
    code: str | None = None  # the refusal code (``status == "refused"``)
    detail: str = ""
    message: Message | None = None
    check: CheckResult | None = None
    trust: Trust | None = None
    friend: Profile | None = None  # the known friend who signed it (or the one whose key changed)
    player_id: int | None = None  # the local profile it is for
    remote: RemoteDuel | None = None
    duel: Duel | None = None
    reply: Message | None = None  # the reveal made on an answer: send it


def _now(now: datetime | None) -> datetime:
    return now if now is not None else datetime.now(UTC)


def _utc(text: str) -> datetime:
    return datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)


# ---------------------------------------------------------------- the challenger


def begin_challenge(db: Database, profile_id: int, terms: ChallengeTerms, now: datetime | None = None) -> RemoteDuel:
    """A new challenge by local profile ``profile_id``, recorded as being played (its deal is made here).

    Raises:
        ValueError: rules, suits or time limit a message cannot carry.
        StoreError: the friend is unknown, or the record failed.
    """
    moment = _now(now)
    setup = ChallengeSetup.new(terms.rules, terms.suits, terms.time_limit_ms, moment)
    friend = None if terms.friend_id is None else db.profiles.get(terms.friend_id)
    created = _utc(setup.created_at)
    expires = created + timedelta(days=max(1, terms.days))
    doc = {
        "deal_token": setup.deal_token,
        "created_at": setup.created_at,
        "expires_at": expires.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "to_name": None if friend is None else friend.name,
        "to_key": None if friend is None or friend.public_key is None else key_text(friend.public_key),
        "message": terms.message[:200],
    }
    return db.remote.start(
        setup.challenge_id,
        "challenger",
        profile_id,
        friend_id=None if friend is None else friend.id,
        rules=setup.rules,
        suits=setup.suits,
        time_limit_ms=setup.time_limit_ms,
        created_at=created,
        expires_at=expires,
        terms=json.dumps(doc, sort_keys=True),
    )


def challenge_setup(remote: RemoteDuel) -> ChallengeSetup:
    """The challenger's setup of a remote duel (from its terms, kept across a crash)."""
    doc = json.loads(remote.terms)
    return ChallengeSetup(
        remote.challenge_id, str(doc["deal_token"]), remote.rules, remote.suits, remote.time_limit_ms,
        str(doc["created_at"]),
    )  # fmt: skip


def deal_seed_of(remote: RemoteDuel) -> int:
    """The seed of the deal a remote duel is played on (never shown before the duel is over)."""
    if remote.role == "challenger":
        return challenge_setup(remote).seed
    assert remote.challenge is not None
    seed = check_messages([remote.challenge]).seed
    assert seed is not None
    return seed


def _times_ms(action_times: list[float], time_used: float, limit_ms: int) -> tuple[list[int], int]:
    """The app's clock in whole milliseconds, as the messages carry it: non-decreasing, none after the time used, and
    at most the time limit (the clock stops there; a tick late is not more time)."""
    times: list[int] = []
    for t in action_times:
        ms = min(limit_ms, max(0, round(t * 1000)))
        times.append(max(ms, times[-1]) if times else ms)
    used = min(limit_ms, max(round(time_used * 1000), times[-1] if times else 0))
    return times, used


def seal_challenge(
    db: Database, keys: KeyStore, remote: RemoteDuel, name: str, game: Game, action_times: list[float],
    time_used: float,
) -> Message:  # fmt: skip
    """The challenger has played ``game``: the challenge sealing its result, kept with the duel (which now waits for
    the answer). ``action_times`` and ``time_used`` are the app's clock in seconds.

    Raises:
        KeyFileError, WriteFailed: the profile's key cannot be read or made.
        Refused: the game would be refused by the friend's app (it never is for a game played here).
        StoreError: nothing was kept.
    """
    if not game.over:
        game.finish()
    times, used = _times_ms(action_times, time_used, remote.time_limit_ms)
    result = result_payload(game, times, used)
    doc = json.loads(remote.terms)
    to = None
    if doc.get("to_key"):
        key = b64url_decode(str(doc["to_key"]).removeprefix("ed25519:"), 32)
        assert key is not None
        to = Recipient(str(doc["to_name"]), key)
    sealed = make_challenge(
        keys.identity(remote.profile_id, name),
        challenge_setup(remote),
        result,
        to=to,
        message=str(doc.get("message") or ""),
        expires_at=_utc(str(doc["expires_at"])),
    )
    db.remote.played(
        remote.challenge_id,
        json.dumps(result, sort_keys=True),
        challenge=sealed.message.json_form(),
        salt=b64url_encode(sealed.salt),
    )
    return sealed.message


# ---------------------------------------------------------------- the friend


def accept_challenge(db: Database, arrival: Arrival, profile_id: int) -> RemoteDuel:
    """Play now: the friend's key is remembered (it was shown to compare) and the one attempt here is recorded.

    Raises:
        StoreError: ``attempt_used`` (played here before), or the record failed; nothing was kept.
    """
    message = arrival.message
    assert message is not None and message.kind == "challenge"
    p = message.payload
    with db.transaction():
        friend = db.profiles.remote(message.signer_name, message.signer_key)
        return db.remote.start(
            message.challenge_id,
            "opponent",
            profile_id,
            friend_id=friend.id,
            rules=str(p["rules"]),
            suits=int(p["suits"]),
            time_limit_ms=int(p["time_limit_ms"]),
            created_at=_utc(str(p["created_at"])),
            expires_at=_utc(str(p["expires_at"])),
            terms=json.dumps({"message": p["message"]}),
            challenge=message.json_form(),
        )


def answer_challenge(
    db: Database, keys: KeyStore, remote: RemoteDuel, name: str, game: Game, action_times: list[float],
    time_used: float,
) -> Message:  # fmt: skip
    """The friend has played ``game``: the answer to send, kept with the duel (which now waits for the reveal).

    Raises:
        as ``seal_challenge``.
    """
    assert remote.challenge is not None
    if not game.over:
        game.finish()
    times, used = _times_ms(action_times, time_used, remote.time_limit_ms)
    result = result_payload(game, times, used)
    answer = make_answer(keys.identity(remote.profile_id, name), read_message(remote.challenge), result)
    db.remote.played(remote.challenge_id, json.dumps(result, sort_keys=True), answer=answer.json_form())
    return answer


# ---------------------------------------------------------------- what arrives


def _own_keys(db: Database, keys: KeyStore) -> dict[bytes, int]:
    """The public keys of this machine's players who have one, to their profile ids."""
    found: dict[bytes, int] = {}
    for profile in db.profiles.for_picker(include_ignored=True):
        if keys.has_key(profile.id):
            try:
                found[keys.identity(profile.id, profile.name).public_key] = profile.id
            except StoreError:
                continue  # a damaged key is told when that player signs
    return found


def _judge(db: Database, message: Message) -> tuple[Trust, Profile | None]:
    """Trust on first use: a key seen before is known; a new key under the name of a known friend is a warning."""
    friend = db.profiles.with_key(message.signer_key)
    if friend is not None:
        return Trust.KNOWN, friend
    wanted = message.signer_name.casefold()
    same_name = next((p for p in db.profiles.remote_friends(True) if p.name.casefold() == wanted), None)
    return (Trust.KEY_CHANGED, same_name) if same_name is not None else (Trust.FIRST_USE, None)


def receive(
    db: Database, keys: KeyStore, data: bytes | Message, player_id: int | None, now: datetime | None = None
) -> Arrival:
    """What the message ``data`` is, for the local player ``player_id`` (the one at the table, None while that one
    has no profile yet: a challenge for anyone is then ``player_id`` None, taken up by whoever plays); an answer or a
    reveal that closes a duel is recorded now (both games, in the ledger) and, for an answer, the reveal made.

    Never raises for a bad message: a refusal comes back as ``status == "refused"`` with its code, and changes
    nothing. A StoreError (the records cannot be written) is raised, with nothing kept.
    """
    try:
        message = data if isinstance(data, Message) else read_message(data)
    except Refused as exc:
        return Arrival("refused", exc.code, exc.detail)
    trust, friend = _judge(db, message)
    if friend is not None and friend.ignored and trust is Trust.KNOWN:
        return Arrival("aside", message=message, friend=friend)
    own = _own_keys(db, keys)
    if message.signer_key in own:
        return Arrival("own", message=message)
    remote = db.remote.get(message.challenge_id)
    if message.kind == "challenge":
        return _challenge_arrives(message, remote, own, player_id, trust, friend)
    if remote is None:
        return Arrival("unknown_duel", message=message)
    if remote.state == "finished":
        return Arrival("known", message=message, remote=remote, player_id=remote.profile_id)
    if message.kind == "answer" and remote.role == "challenger" and remote.state == "awaiting_answer":
        return _answer_arrives(db, keys, message, remote, trust, friend)
    if message.kind == "reveal" and remote.role == "opponent" and remote.state == "awaiting_reveal":
        return _reveal_arrives(db, message, remote)
    return Arrival("known", message=message, remote=remote, player_id=remote.profile_id)


def _challenge_arrives(
    message: Message, remote: RemoteDuel | None, own: dict[bytes, int], player_id: int | None, trust: Trust,
    friend: Profile | None,
) -> Arrival:  # fmt: skip
    check = check_messages([message])
    if not check.valid:
        return Arrival("refused", check.error, check.detail or "")
    if remote is not None:
        return Arrival("attempt_used", message=message, check=check, remote=remote, player_id=remote.profile_id)
    to = message.payload["to"]
    if to is not None:
        key = b64url_decode(str(to["key"]).removeprefix("ed25519:"), 32)
        if key not in own:
            return Arrival("not_for_us", message=message, check=check)
        assert key is not None
        player_id = own[key]
    return Arrival("challenge", message=message, check=check, trust=trust, friend=friend, player_id=player_id)


def _answer_arrives(
    db: Database, keys: KeyStore, answer: Message, remote: RemoteDuel, trust: Trust, friend: Profile | None
) -> Arrival:
    assert remote.challenge is not None and remote.own_result is not None and remote.salt is not None
    challenge = read_message(remote.challenge)
    check = check_messages([challenge, answer])
    if not check.valid:
        return Arrival("refused", check.error, check.detail or "")
    salt = b64url_decode(remote.salt, 32)
    assert salt is not None
    sealed = SealedChallenge(challenge, json.loads(remote.own_result), salt)
    name = db.profiles.get(remote.profile_id).name
    reveal = make_reveal(keys.identity(remote.profile_id, name), sealed, answer)
    full = check_messages([challenge, answer, reveal])
    with db.transaction():
        opponent = db.profiles.remote(answer.signer_name, answer.signer_key)
        duel = _record(db, full, remote, remote.profile_id, opponent.id)
        done = db.remote.finish(
            remote.challenge_id, duel.id, friend_id=opponent.id, answer=answer.json_form(), reveal=reveal.json_form()
        )
    return Arrival(
        "closed", message=answer, check=full, trust=trust, friend=friend, player_id=remote.profile_id, remote=done,
        duel=duel, reply=reveal,
    )  # fmt: skip


def _reveal_arrives(db: Database, reveal: Message, remote: RemoteDuel) -> Arrival:
    assert remote.challenge is not None and remote.answer is not None
    full = check_messages([remote.challenge, remote.answer, reveal])
    if not full.valid:
        return Arrival("refused", full.error, full.detail or "")
    with db.transaction():
        assert full.challenge is not None
        challenger = db.profiles.remote(full.challenge.signer_name, full.challenge.signer_key)
        duel = _record(db, full, remote, challenger.id, remote.profile_id)
        done = db.remote.finish(remote.challenge_id, duel.id, reveal=reveal.json_form())
    return Arrival("closed", message=reveal, check=full, player_id=remote.profile_id, remote=done, duel=duel)


def _record(db: Database, full: CheckResult, remote: RemoteDuel, a_profile: int, b_profile: int) -> Duel:
    assert full.valid and full.challenger is not None and full.opponent is not None and full.winner is not None
    assert full.reveal is not None and full.answer is not None

    def side(profile_id: int, result: dict[str, Any], game: Game | None) -> ledger.RemoteSide:
        assert game is not None
        return ledger.RemoteSide(profile_id, game, int(result["time_used_ms"]), list(result["action_times_ms"]))

    winner = {"challenger": "a", "opponent": "b", "draw": "draw"}[full.winner]
    return ledger.record_remote(
        db,
        remote.duel_id,
        time_limit_ms=remote.time_limit_ms,
        challenger=side(a_profile, full.reveal.payload["result"], full.challenger.game),
        opponent=side(b_profile, full.answer.payload["result"], full.opponent.game),
        winner="a" if winner == "a" else "b" if winner == "b" else "draw",
    )


# ---------------------------------------------------------------- the list


def shown_state(remote: RemoteDuel, now: datetime | None = None) -> ShownState:
    """The state the Challenges list shows: a duel past its deadline and not finished is expired."""
    if remote.expired(_now(now)):
        return "expired"
    return remote.state


def outgoing(remote: RemoteDuel) -> Message | None:
    """The message this machine sends (again) for a remote duel: the challenge, the answer, or the reveal."""
    if remote.role == "challenger":
        data = remote.reveal if remote.state == "finished" else remote.challenge
    else:
        data = remote.answer
    if data is None or remote.state == "playing":
        return None
    return read_message(data)
