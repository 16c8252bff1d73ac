"""The committed golden v1 files: the app reads them, and so does the spec's recipe written out here afresh.

The second reader uses only ``json``, ``hashlib``, ``base64``, ``zlib`` and ``cryptography`` as
REMOTE_DUELS.md describes them (the engine only to replay), so the app and the spec must agree byte for byte.
"""

from __future__ import annotations

import base64
import hashlib
import json
import zlib
from typing import Any

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from spider_qt.duel.remote import check_messages, file_name, read_message
from spider_qt.engine import Game, Move

from .conftest import Duel
from .duel_helpers import DATA, GOLDEN_FILES, GOLDEN_SETUP
from .make_golden import make_golden_duel

# ---------------------------------------------------------------- the spec's recipe, independently


def spec_canonical(x: Any) -> bytes:
    return json.dumps(x, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")


def spec_b64url(text: str) -> bytes:
    assert "=" not in text
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def spec_load(data: bytes) -> dict[str, Any]:
    text = data.decode("utf-8")
    if text.lstrip().startswith("{"):
        return json.loads(text)
    lines = [line.lstrip(" >").strip() for line in text.splitlines()]
    start = lines.index("-----BEGIN SPIDER DUEL MESSAGE-----")
    end = lines.index("-----END SPIDER DUEL MESSAGE-----", start)
    packed = "".join(lines[start + 1 : end])
    return json.loads(zlib.decompress(base64.b64decode(packed + "=" * (-len(packed) % 4))).decode("utf-8"))


def spec_verify(msg: dict[str, Any]) -> None:
    key = msg["signer"]["key"]
    assert key.startswith("ed25519:")
    signed = b"spider-duel/v1\x00" + msg["kind"].encode() + b"\x00" + spec_canonical(msg["payload"])
    Ed25519PublicKey.from_public_bytes(spec_b64url(key[8:])).verify(spec_b64url(msg["signature"]), signed)


def spec_digest(msg: dict[str, Any]) -> str:
    return "sha256:" + hashlib.sha256(spec_canonical(msg)).hexdigest()


def spec_fingerprint(key: str) -> str:
    raw = spec_b64url(key.removeprefix("ed25519:"))
    text = base64.b32encode(hashlib.sha256(raw).digest()).decode()[:16]
    return f"{text[:4]} {text[4:8]} {text[8:12]} {text[12:]}"


def spec_replay(challenge: dict[str, Any], result: dict[str, Any]) -> Game:
    token = spec_b64url(challenge["deal_token"])
    seed = int.from_bytes(hashlib.sha256(b"spider-duel-deal\x00" + token).digest()[:8], "big") & (2**63 - 1)
    game = Game.new(challenge["rules"], challenge["suits"], seed)
    for action in result["history"]:
        if action == "undo":
            game.undo()
        elif action == "finish":
            game.finish()
        else:
            game.play(Move.from_text(action))
    assert game.over
    claimed = result["claimed"]
    assert (claimed["score"], claimed["runs"], claimed["won"], claimed["moves"]) == (
        game.score,
        game.runs,
        game.won,
        game.moves,
    )
    return game


def spec_check(challenge: dict[str, Any], answer: dict[str, Any], reveal: dict[str, Any]) -> dict[str, Any]:
    """The whole duel by the spec's text; the §7 figures."""
    for msg in (challenge, answer, reveal):
        assert msg["format"] == "spider-duel-remote" and msg["version"] == 1
        spec_verify(msg)
    c, a, r = challenge["payload"], answer["payload"], reveal["payload"]
    assert a["challenge_id"] == r["challenge_id"] == c["challenge_id"]
    assert a["challenge_digest"] == r["challenge_digest"] == spec_digest(challenge)
    assert r["answer_digest"] == spec_digest(answer)
    assert reveal["signer"]["key"] == challenge["signer"]["key"] != answer["signer"]["key"]
    assert c["to"] is None or c["to"]["key"] == answer["signer"]["key"]
    salt = spec_b64url(r["salt"])
    commit = "sha256:" + hashlib.sha256(b"spider-duel-commit\x00" + salt + spec_canonical(r["result"])).hexdigest()
    assert commit == c["result_commit"]
    games = [spec_replay(c, r["result"]), spec_replay(c, a["result"])]
    used = [r["result"]["time_used_ms"], a["result"]["time_used_ms"]]
    for result in (r["result"], a["result"]):
        times = result["action_times_ms"]
        assert times == sorted(times) and len(times) == len(result["history"])
        assert times[-1] <= result["time_used_ms"] <= c["time_limit_ms"] + 1000
    key = [(-g.score, u // 1000) for g, u in zip(games, used, strict=True)]
    winner = "draw" if key[0] == key[1] else ("challenger" if key[0] < key[1] else "opponent")
    return {
        "scores": [g.score for g in games],
        "used": used,
        "winner": winner,
        "fingerprints": [spec_fingerprint(challenge["signer"]["key"]), spec_fingerprint(answer["signer"]["key"])],
    }


# ---------------------------------------------------------------- the tests


def _raw() -> dict[str, bytes]:
    return {kind: (DATA / name).read_bytes() for kind, name in GOLDEN_FILES.items()}


def test_the_golden_files_verify_by_the_spec_recipe_and_by_the_app_alike() -> None:
    raw = _raw()
    spec = spec_check(*(spec_load(raw[k]) for k in ("challenge", "answer", "reveal")))
    app = check_messages([raw["reveal"], raw["challenge"], raw["answer"]])  # any order
    assert app.valid, app.detail
    assert app.challenger is not None and app.opponent is not None
    assert [app.challenger.score, app.opponent.score] == spec["scores"]
    assert [app.challenger.time_used_ms, app.opponent.time_used_ms] == spec["used"]
    assert [app.challenger.fingerprint, app.opponent.fingerprint] == spec["fingerprints"]
    assert app.winner == spec["winner"]
    for data in raw.values():
        assert read_message(data).digest == spec_digest(spec_load(data))


def test_the_golden_files_are_both_forms_and_named_as_the_spec_says() -> None:
    raw = _raw()
    assert raw["challenge"].startswith(b"{") and raw["reveal"].startswith(b"{")
    assert raw["answer"].startswith(b"-----BEGIN SPIDER DUEL MESSAGE-----\n")
    for kind, data in raw.items():
        assert file_name(read_message(data)) == GOLDEN_FILES[kind]


def test_the_golden_duel_is_remade_byte_for_byte(golden: Duel) -> None:
    # Ed25519 signatures are deterministic: the same inputs make the same files, so making is pinned too.
    remade = make_golden_duel(golden.reveal.payload["result"], golden.answer.payload["result"])
    assert remade == _raw()


def test_the_golden_challenge_says_what_the_spec_fields_mean() -> None:
    c = spec_load(_raw()["challenge"])["payload"]
    assert c["deal_token"] == GOLDEN_SETUP.deal_token and c["deal_algo"] == "spider-duel-deal-1"
    assert c["to"]["name"] == "Ben" and c["message"] == "Beat this, Ben! — Anna ♠"
    assert "é" not in c["message"] and "—".encode() in _raw()["challenge"]  # raw UTF-8, not \\u escapes
    assert "result" not in c  # sealed: only the commitment travels


def test_the_golden_answer_alone_and_the_challenge_alone() -> None:
    raw = _raw()
    alone = check_messages([raw["challenge"]]).to_json()
    assert alone["kind"] == "challenge" and alone["opponent"] is None and alone["winner"] is None
    assert alone["challenger"] == {"name": "Anna", "fingerprint": "KZDV VJ2U MNDU YAUF", "score": None,
                                   "time_used_ms": None}  # fmt: skip
    pair = check_messages([raw["answer"], raw["challenge"]]).to_json()
    assert pair["kind"] == "answer" and pair["winner"] is None and pair["challenger"]["score"] is None
    assert (
        pair["opponent"]["name"] == "Ben"
        and pair["opponent"]["score"]
        == spec_check(*(spec_load(raw[k]) for k in ("challenge", "answer", "reveal")))["scores"][1]
    )
