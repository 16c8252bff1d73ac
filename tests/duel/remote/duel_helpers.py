"""Fixed test identities, computer-played results and forgeries for the remote duel tests."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from spider_qt.ai import Opponent
from spider_qt.duel.remote import ChallengeSetup, Identity, Message, key_text, result_payload
from spider_qt.duel.remote.messages import signed_bytes
from spider_qt.duel.remote.wire import b64url_encode, canonical
from spider_qt.engine import Game

DATA = Path(__file__).parent / "data"

#: The spec's test key (§9): private seed bytes 0..31; Ben's is 32..63 and Carl's 64..95.
ANNA = Identity("Anna", Ed25519PrivateKey.from_private_bytes(bytes(range(32))))
BEN = Identity("Ben", Ed25519PrivateKey.from_private_bytes(bytes(range(32, 64))))
CARL = Identity("Carl", Ed25519PrivateKey.from_private_bytes(bytes(range(64, 96))))

#: The golden duel's fixed inputs (the salt is bytes 96..127).
GOLDEN_SETUP = ChallengeSetup(
    challenge_id="0123456789abcdef0123456789abcdef",
    deal_token="AAECAwQFBgcICQoLDA0ODw",
    rules="duel",
    suits=2,
    time_limit_ms=600_000,
    created_at="2026-12-04T20:00:00Z",
)
GOLDEN_EXPIRY = "2026-12-11T20:00:00Z"
GOLDEN_SALT = bytes(range(96, 128))
GOLDEN_MESSAGE = "Beat this, Ben! — Anna ♠"
GOLDEN_FILES = {
    "challenge": "01234567-challenge-KZDVVJ2U.spiderduel",
    "answer": "01234567-answer-ET3O22WL.spiderduel",
    "reveal": "01234567-reveal-KZDVVJ2U.spiderduel",
}


def bot_game(game: Game, level: str, bot_seed: int, undo_after: int | None = None, max_actions: int = 600) -> Game:
    """``game`` played to its end by the computer; with ``undo_after``, that many actions in one is taken back."""
    bot = Opponent(level, bot_seed)
    while not game.over:
        if len(game.history) == undo_after and game.can_undo():
            game.undo()
            undo_after = None
            continue
        move = bot.choose(game.view()) if len(game.history) < max_actions else None
        if move is None:
            game.finish()
        else:
            game.play(move)
    return game


def steady_times(game: Game, step_ms: int = 1_300, slack_ms: int = 450) -> tuple[list[int], int]:
    """Per-action times of a steady player, and the time used (a little after the last action)."""
    times = [step_ms * (i + 1) for i in range(len(game.history))]
    return times, times[-1] + slack_ms


def bot_result(setup: ChallengeSetup, level: str, bot_seed: int, undo_after: int | None = None) -> dict[str, Any]:
    """A computer-played result on ``setup``'s deal."""
    game = bot_game(setup.new_game(), level, bot_seed, undo_after)
    times, used = steady_times(game)
    return result_payload(game, times, used)


def identity_of(obj: dict[str, Any]) -> Identity:
    """The test identity whose key signed ``obj``."""
    return next(i for i in (ANNA, BEN, CARL) if key_text(i.public_key) == obj["signer"]["key"])


def resign(obj: dict[str, Any], identity: Identity | None = None, signer: Identity | None = None) -> bytes:
    """``obj`` with its signer set to ``identity`` (when given), signed again (by ``signer`` if given), in JSON form."""
    obj = copy.deepcopy(obj)
    if identity is not None:
        obj["signer"] = {"name": identity.name, "key": key_text(identity.public_key)}
    signer = signer or identity or identity_of(obj)
    obj["signature"] = b64url_encode(signer.private_key.sign(signed_bytes(obj["kind"], obj["payload"])))
    return canonical(obj)


def forged(message: Message, change: Callable[[dict[str, Any]], object], identity: Identity | None = None) -> bytes:
    """``message`` changed by ``change`` (which edits the object in place) and signed again."""
    obj = copy.deepcopy(message.obj)
    signer = identity or identity_of(obj)
    change(obj)
    return resign(obj, identity, signer)


def unsigned(message: Message, change: Callable[[dict[str, Any]], object]) -> bytes:
    """``message`` changed by ``change`` with its old signature kept."""
    obj = copy.deepcopy(message.obj)
    change(obj)
    return json.dumps(obj, ensure_ascii=False).encode("utf-8")
