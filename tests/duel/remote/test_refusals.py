"""Every refusal code of REMOTE_DUELS.md §5, each reached by a message forged for it, and the winner rule."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from spider_qt.duel.remote import (
    CODES,
    ChallengeSetup,
    Refused,
    check_messages,
    commit_of,
    make_answer,
    make_challenge,
    make_reveal,
    read_message,
)
from spider_qt.duel.remote.wire import b64url_encode

from .conftest import Duel
from .duel_helpers import ANNA, BEN, CARL, forged, resign, unsigned

Change = Callable[[dict[str, Any]], object]


def _code(files: list[bytes]) -> str | None:
    result = check_messages(files)
    assert result.valid == (result.error is None)
    if not result.valid:
        assert result.error in CODES and result.detail and "\n" not in result.detail
    return result.error


def test_the_golden_duel_is_valid(golden: Duel) -> None:
    result = check_messages(golden.files())
    assert result.valid, result.detail
    assert result.kind == "reveal" and result.winner == "opponent"


def test_every_code_is_reached_by_this_module() -> None:
    # The tests below reach each code; this list is the spec's, in its order.
    assert CODES == (
        "too_large", "not_json", "format", "version", "schema", "signature",
        "chain", "commit", "replay", "claim", "clock",
    )  # fmt: skip


def _set(obj: dict[str, Any], path: str, value: Any) -> None:
    *parents, last = path.split(".")
    for key in parents:
        obj = obj[key]
    if value is _DELETE:
        del obj[last]
    else:
        obj[last] = value


_DELETE = object()


def test_too_large(golden: Duel) -> None:
    assert _code([golden.challenge.json_form() + b" " * (1024 * 1024)]) == "too_large"


def test_not_json(golden: Duel) -> None:
    assert _code([golden.challenge.json_form()[:-10]]) == "not_json"
    assert _code([b"\xef\xbb\xbf" + golden.challenge.json_form()]) is None  # a byte-order mark is ignored


@pytest.mark.parametrize(
    ("path", "value", "code"),
    [
        ("format", "spider-duel", "format"),
        ("format", _DELETE, "format"),
        ("kind", "rematch", "format"),
        ("version", 2, "version"),
        ("version", "1", "version"),
        ("version", True, "version"),
        ("version", 1.0, "version"),
        ("version", _DELETE, "version"),
    ],
)
def test_format_and_version(golden: Duel, path: str, value: Any, code: str) -> None:
    assert _code([unsigned(golden.challenge, lambda o: _set(o, path, value))]) == code


def test_version_is_checked_before_kind_and_asks_for_an_update(golden: Duel) -> None:
    def newer(o: dict[str, Any]) -> None:
        o["version"], o["kind"] = 2, "rematch"

    result = check_messages([unsigned(golden.challenge, newer)])
    assert result.error == "version" and "update Spider Duel" in (result.detail or "")


_SCHEMA_CHALLENGE = [
    ("payload.challenge_id", _DELETE),
    ("payload.challenge_id", "0123456789ABCDEF0123456789ABCDEF"),
    ("payload.created_at", "2026-02-30T10:00:00Z"),
    ("payload.expires_at", "2026-12-11 20:00:00Z"),
    ("payload.expires_at", "2026-12-11T24:00:00Z"),
    ("payload.rules", "spiderette"),
    ("payload.suits", 3),
    ("payload.suits", True),
    ("payload.suits", 2.0),
    ("payload.deal_algo", "spider-duel-deal-2"),
    ("payload.deal_token", "AAECAwQFBgcICQoLDA0ODw=="),
    ("payload.time_limit_ms", 0),
    ("payload.time_limit_ms", 86_400_001),
    ("payload.to", "Ben"),
    ("payload.to.name", ""),
    ("payload.to.name", " \u200b "),
    ("payload.to.key", "ed25519:AAAA"),
    ("payload.result_commit", "sha256:" + "A" * 64),
    ("payload.message", "m" * 201),
    ("payload.message", None),
    ("payload.extra", {"nested": [1, 2.5]}),
    ("payload.extra", 2**53),
    ("payload.extra", -(2**53)),
    ("signer.name", "n" * 65),
    ("signer.key", "ed25519:" + "A" * 44),
    ("signer", _DELETE),
    ("payload", []),
    ("extra", 1e3),
]


@pytest.mark.parametrize(("path", "value"), _SCHEMA_CHALLENGE)
def test_schema_challenge(golden: Duel, path: str, value: Any) -> None:
    assert _code([forged(golden.challenge, lambda o: _set(o, path, value))]) == "schema"


_SCHEMA_RESULT = [
    ("payload.result.history", "deal"),
    ("payload.result.history.0", 7),
    ("payload.result.history", [None]),
    ("payload.result.action_times_ms", ["1"]),
    ("payload.result.action_times_ms.0", -1),
    ("payload.result.action_times_ms.0", 1.0),
    ("payload.result.time_used_ms", -5),
    ("payload.result.claimed.runs", 9),
    ("payload.result.claimed.won", 0),
    ("payload.result.claimed.score", False),
    ("payload.result.claimed.moves", _DELETE),
    ("payload.challenge_digest", "sha256:1234"),
]


def _set_listed(obj: dict[str, Any], path: str, value: Any) -> None:
    *parents, last = path.split(".")
    for key in parents:
        obj = obj[int(key)] if isinstance(obj, list) else obj[key]
    if isinstance(obj, list):
        obj[int(last)] = value
    elif value is _DELETE:
        del obj[last]
    else:
        obj[last] = value


@pytest.mark.parametrize(("path", "value"), _SCHEMA_RESULT)
def test_schema_answer(golden: Duel, path: str, value: Any) -> None:
    answer = forged(golden.answer, lambda o: _set_listed(o, path, value))
    assert _code([golden.challenge.json_form(), answer]) == "schema"


def test_schema_reveal_salt_and_history_length(golden: Duel) -> None:
    short_salt = forged(golden.reveal, lambda o: _set(o, "payload.salt", b64url_encode(bytes(31))))
    assert _code([short_salt]) == "schema"

    def long_history(o: dict[str, Any]) -> None:
        o["payload"]["result"]["history"] = ["deal"] * 10_001
        o["payload"]["result"]["action_times_ms"] = [0] * 10_001

    assert _code([forged(golden.reveal, long_history)]) == "schema"


def test_schema_is_checked_message_by_message_in_order(golden: Duel) -> None:
    bad_schema = forged(golden.answer, lambda o: _set(o, "payload.result.claimed.runs", 9))
    bad_signature = unsigned(golden.challenge, lambda o: _set(o, "payload.message", "changed"))
    assert _code([bad_signature, bad_schema]) == "signature"
    assert _code([bad_schema, bad_signature]) == "schema"


def test_signature(golden: Duel) -> None:
    assert _code([unsigned(golden.challenge, lambda o: _set(o, "payload.time_limit_ms", 900_000))]) == "signature"
    # Ben's key under Anna's signature.
    bens_key = golden.answer.obj["signer"]["key"]
    assert _code([unsigned(golden.challenge, lambda o: _set(o, "signer.key", bens_key))]) == "signature"
    # A well-formed signature of the wrong bytes.
    sig = b64url_encode(ANNA.private_key.sign(b"something else"))
    assert _code([unsigned(golden.challenge, lambda o: _set(o, "signature", sig))]) == "signature"


def test_a_challenge_signature_does_not_pass_as_an_answer_signature(golden: Duel) -> None:
    # A well-formed answer whose signature Anna made over the same payload as a challenge: the kind is signed too.
    obj = copy.deepcopy(golden.answer.obj)
    as_challenge = json.loads(resign({**obj, "kind": "challenge"}, BEN))
    obj["signature"] = as_challenge["signature"]
    assert _code([golden.challenge.json_form(), json.dumps(obj).encode()]) == "signature"
    assert _code([golden.challenge.json_form(), resign(obj, BEN)]) is None


def test_chain(golden: Duel, open_duel: Duel) -> None:
    c, a, r = golden.files()
    assert _code([a]) == "chain"
    assert _code([c, r]) == "chain"
    assert _code([a, r]) == "chain"
    assert _code([c, c]) == "chain"
    assert _code([c, a, a]) == "chain"
    assert _code([]) == "chain"
    # The golden answer spliced onto the open challenge, and the other way round.
    assert _code([open_duel.challenge.json_form(), a]) == "chain"
    assert _code([c, open_duel.answer.json_form()]) == "chain"
    assert _code([c, a, open_duel.reveal.json_form()]) == "chain"
    # A right digest with a wrong id.
    wrong_id = forged(golden.answer, lambda o: _set(o, "payload.challenge_id", "e" * 32))
    assert _code([c, wrong_id]) == "chain"


def test_chain_signers(golden: Duel, open_duel: Duel, results: tuple[dict[str, Any], dict[str, Any]]) -> None:
    c = golden.challenge.json_form()
    # The answer to a challenge for Ben, signed by Carl.
    assert _code([c, forged(golden.answer, lambda o: None, CARL)]) == "chain"
    # The challenger answering her own open challenge.
    oc = open_duel.challenge.json_form()
    assert _code([oc, forged(open_duel.answer, lambda o: None, ANNA)]) == "chain"
    # A reveal signed by the one who answered.
    reveal_by_ben = forged(golden.reveal, lambda o: None, BEN)
    assert _code([c, golden.answer.json_form(), reveal_by_ben]) == "chain"
    with pytest.raises(Refused) as info:
        make_answer(ANNA, open_duel.challenge, results[1])
    assert info.value.code == "chain"


def test_commit(golden: Duel) -> None:
    c, a, _ = golden.files()
    other_salt = forged(golden.reveal, lambda o: _set(o, "payload.salt", b64url_encode(bytes(32))))
    assert _code([c, a, other_salt]) == "commit"

    def better(o: dict[str, Any]) -> None:
        o["payload"]["result"]["time_used_ms"] -= 1000

    assert _code([c, a, forged(golden.reveal, better)]) == "commit"


def _reveal_with(duel: Duel, change: Change) -> list[bytes]:
    """The open duel with Anna's result changed, the commitment made over the changed result (so it opens)."""
    assert duel.sealed is not None
    result = copy.deepcopy(duel.sealed.result)
    change(result)
    salt = duel.sealed.salt
    challenge = forged(duel.challenge, lambda o: _set(o, "payload.result_commit", commit_of(result, salt)))
    ch = read_message(challenge)
    answer = forged(duel.answer, lambda o: _set(o, "payload.challenge_digest", ch.digest))

    def reveal_change(o: dict[str, Any]) -> None:
        o["payload"]["result"] = result
        o["payload"]["challenge_digest"] = ch.digest
        o["payload"]["answer_digest"] = read_message(answer).digest

    return [challenge, answer, forged(duel.reveal, reveal_change)]


def _answer_with(duel: Duel, change: Change) -> list[bytes]:
    def edit(o: dict[str, Any]) -> None:
        change(o["payload"]["result"])

    return [duel.challenge.json_form(), forged(duel.answer, edit)]


def _drop_finish(r: dict[str, Any]) -> None:
    assert r["history"][-1] == "finish"
    r["history"].pop()
    r["action_times_ms"].pop()


def _illegal_first(r: dict[str, Any]) -> None:
    r["history"][0] = "1>1"


def _unwritten(r: dict[str, Any]) -> None:
    r["history"][3] = "1>2x1000"  # the shape of a move, but the engine writes no such count


def _after_the_end(r: dict[str, Any]) -> None:
    r["history"].append("deal")
    r["action_times_ms"].append(r["action_times_ms"][-1])


def _written(text: str, index: int = 0) -> Change:
    def change(r: dict[str, Any]) -> None:
        r["history"][index] = text

    return change


def _one_time_less(r: dict[str, Any]) -> None:
    r["action_times_ms"].pop(0)


@pytest.mark.parametrize(
    ("change", "code", "words"),
    [
        # §5 replay: "an action is not exactly as the engine writes it" (the first such action is named).
        (_written("2 > 4"), "replay", "action 0"),
        (_written("2>4x1"), "replay", "action 0"),
        (_written("2>4x02", 4), "replay", "action 4"),
        (_written("Deal", 7), "replay", "action 7"),
        (_written("flip 11"), "replay", "action 0"),
        (_written(""), "replay", "action 0"),
        (_drop_finish, "replay", "not over"),
        (_illegal_first, "replay", "action 0"),
        (_unwritten, "replay", "action 3"),
        (_after_the_end, "replay", "action"),
        (lambda r: r["claimed"].update(score=r["claimed"]["score"] + 1), "claim", "score"),
        (lambda r: r["claimed"].update(runs=1), "claim", "runs"),
        (lambda r: r["claimed"].update(won=True), "claim", "won"),
        (lambda r: r["claimed"].update(moves=0), "claim", "moves"),
        (lambda r: r["action_times_ms"].__setitem__(2, 0), "clock", "before"),
        (_one_time_less, "clock", "times for"),
        (lambda r: r.update(time_used_ms=r["action_times_ms"][-1] - 1), "clock", "last"),
        (lambda r: r.update(time_used_ms=601_001), "clock", "limit"),
    ],
)
def test_replay_claim_clock_for_both_results(open_duel: Duel, change: Change, code: str, words: str) -> None:
    for files in (_answer_with(open_duel, change), _reveal_with(open_duel, change)):
        result = check_messages(files)
        assert result.error == code, result.detail
        assert words in (result.detail or "")


def test_clock_slack_is_one_second(open_duel: Duel) -> None:
    def at_limit(r: dict[str, Any]) -> None:
        r["time_used_ms"] = 601_000

    assert _code(_reveal_with(open_duel, at_limit)) is None


def test_the_answer_is_replayed_before_the_reveal(open_duel: Duel) -> None:
    files = _reveal_with(open_duel, lambda r: r["claimed"].update(moves=0))
    answer = read_message(files[1])
    bad_answer = forged(answer, lambda o: o["payload"]["result"].update(time_used_ms=700_000))
    rev = read_message(files[2])
    reveal = forged(rev, lambda o: _set(o, "payload.answer_digest", read_message(bad_answer).digest))
    assert check_messages([files[0], bad_answer, reveal]).error == "clock"


@pytest.mark.parametrize(
    ("anna_ms", "ben_ms", "winner"),
    [(9_999, 9_001, "draw"), (9_999, 10_000, "challenger"), (20_000, 19_999, "opponent"), (5_000, 5_000, "draw")],
)
def test_equal_scores_go_to_fewer_whole_seconds(
    results: tuple[dict[str, Any], dict[str, Any]], anna_ms: int, ben_ms: int, winner: str
) -> None:
    setup = ChallengeSetup("a" * 32, "AAECAwQFBgcICQoLDA0ODw", "duel", 2, 600_000, "2026-12-04T21:00:00Z")

    def timed(ms: int) -> dict[str, Any]:
        r = copy.deepcopy(results[0])
        n = len(r["history"])
        r["action_times_ms"] = [ms * (i + 1) // n for i in range(n)]
        r["time_used_ms"] = ms
        return r

    sealed = make_challenge(ANNA, setup, timed(anna_ms))
    answer = make_answer(BEN, sealed.message, timed(ben_ms))
    result = check_messages([sealed.message, answer, make_reveal(ANNA, sealed, answer)])
    assert result.valid and result.winner == winner
    assert result.challenger is not None and result.opponent is not None
    assert result.challenger.score == result.opponent.score


def test_higher_score_wins_whatever_the_time(golden: Duel) -> None:
    result = check_messages(golden.files())
    assert result.challenger is not None and result.opponent is not None
    assert result.challenger.score is not None and result.opponent.score is not None
    assert result.opponent.score > result.challenger.score
    assert result.opponent.time_used_ms is not None and result.challenger.time_used_ms is not None
    assert result.opponent.time_used_ms > result.challenger.time_used_ms and result.winner == "opponent"


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (lambda r: r["action_times_ms"].__setitem__(0, 1.5), "schema"),
        (lambda r: r.update(history=r["history"] * 200, action_times_ms=r["action_times_ms"] * 200), "schema"),
        (lambda r: r["claimed"].update(score=999), "claim"),
        (lambda r: r.update(time_used_ms=700_000), "clock"),
    ],
)
def test_a_challenge_is_not_made_over_a_result_its_reveal_could_not_carry(
    results: tuple[dict[str, Any], dict[str, Any]], change: Change, code: str
) -> None:
    result = copy.deepcopy(results[0])
    change(result)
    setup = ChallengeSetup.new("duel", 2, 600_000)
    setup = ChallengeSetup(setup.challenge_id, "AAECAwQFBgcICQoLDA0ODw", "duel", 2, 600_000, setup.created_at)
    with pytest.raises(Refused) as info:
        make_challenge(ANNA, setup, result)
    assert info.value.code == code
