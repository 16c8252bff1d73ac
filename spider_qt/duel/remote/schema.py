"""What a reader accepts (§8), and the envelope's first checks (§5 ``format``, ``version``, ``schema``).

Each check names the first rule a message breaks, with the path of the value (``payload.result.history[3]``).
"""

from __future__ import annotations

import re
import unicodedata
from datetime import datetime
from typing import Any, Final, NoReturn

from .wire import b64url_decode, is_huge, refuse

__all__ = [
    "DEAL_ALGO",
    "FORMAT",
    "KINDS",
    "MAX_ACTIONS",
    "MAX_TIME_LIMIT_MS",
    "VERSION",
    "check_envelope",
    "check_result",
    "parse_key",
]

FORMAT: Final = "spider-duel-remote"
VERSION: Final = 1
KINDS: Final = ("challenge", "answer", "reveal")
DEAL_ALGO: Final = "spider-duel-deal-1"
MAX_ACTIONS: Final = 10_000
MAX_TIME_LIMIT_MS: Final = 86_400_000
MAX_NAME = 64
MAX_MESSAGE = 200
MAX_INT = 2**53  # every integer's absolute value is below this
MAX_DEPTH = 64  # nesting deeper than this is refused before anything recurses over it
KEY_PREFIX: Final = "ed25519:"

_HEX32 = re.compile(r"[0-9a-f]{32}")
_DIGEST = re.compile(r"sha256:[0-9a-f]{64}")
_DATE = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})Z")


def _bad(path: str, why: str) -> NoReturn:
    refuse("schema", f"{path}: {why}")


def check_envelope(msg: dict[str, Any]) -> None:
    """Check a parsed message from ``format`` through ``schema`` (§5), in that order.

    Raises:
        Refused: ``format``, ``version`` or ``schema``.
    """
    if msg.get("format") != FORMAT:
        refuse("format", f"format is {_short(msg.get('format'))}, not {FORMAT!r}")
    version = msg.get("version")
    if type(version) is not int or version != VERSION:
        if type(version) is int and version > VERSION:
            refuse("version", f"version {version} is newer than this app reads (1): update Spider Duel")
        refuse("version", f"version is {_short(version)}, not the integer 1")
    kind = msg.get("kind")
    if kind not in KINDS:
        refuse("format", f"unknown kind {_short(kind)}")
    _check_values(msg)
    payload = _obj(msg, "payload", "")
    signer = _obj(msg, "signer", "")
    _name(signer, "name", "signer.")
    parse_key(_field(signer, "key", "signer."), "signer.key")
    if b64url_decode(_str(msg, "signature", ""), 64) is None:
        _bad("signature", "not 64 bytes in unpadded base64url")
    if kind == "challenge":
        _check_challenge(payload)
    elif kind == "answer":
        _check_answer(payload)
    else:
        _check_reveal(payload)


def parse_key(value: Any, path: str) -> bytes:
    """The 32 raw bytes of an ``"ed25519:<base64url>"`` key.

    Raises:
        Refused: ``schema``, naming ``path``.
    """
    if not isinstance(value, str):
        _bad(path, f"must be a string, not {_kind_of(value)}")
    raw = b64url_decode(value[len(KEY_PREFIX) :], 32) if value.startswith(KEY_PREFIX) else None
    if raw is None:
        _bad(path, "not 'ed25519:' and 32 bytes in unpadded base64url")
    return raw


# ---------------------------------------------------------------- every value


def _check_values(root: Any) -> None:
    """Only strings, integers below 2**53, booleans, null, lists and objects, anywhere, nested at most MAX_DEPTH."""
    stack: list[tuple[Any, str, int]] = [(root, "", 0)]
    while stack:
        value, path, depth = stack.pop()
        if depth > MAX_DEPTH:
            _bad(path or "message", f"nested over {MAX_DEPTH} levels deep")
        if isinstance(value, dict):
            stack.extend((v, f"{path}.{k}" if path else k, depth + 1) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((v, f"{path}[{i}]", depth + 1) for i, v in enumerate(value))
        elif isinstance(value, float):
            _bad(path, "a float (times are integer milliseconds; no floats anywhere)")
        elif is_huge(value) or (type(value) is int and abs(value) >= MAX_INT):
            _bad(path, "an integer out of range (its absolute value must be below 2**53)")


# ---------------------------------------------------------------- payloads


def _check_challenge(p: dict[str, Any]) -> None:
    if not _HEX32.fullmatch(_str(p, "challenge_id", "payload.")):
        _bad("payload.challenge_id", "not 32 lower-case hex digits")
    for key in ("created_at", "expires_at"):
        _date(p, key)
    if _field(p, "rules", "payload.") not in ("duel", "classic"):
        _bad("payload.rules", f"unknown rules {_short(p['rules'])}")
    suits = _field(p, "suits", "payload.")
    if type(suits) is not int or suits not in (1, 2, 4):
        _bad("payload.suits", f"must be 1, 2 or 4, not {_short(suits)}")
    if _field(p, "deal_algo", "payload.") != DEAL_ALGO:
        _bad("payload.deal_algo", f"unknown deal algorithm {_short(p['deal_algo'])}")
    if b64url_decode(_str(p, "deal_token", "payload."), 16) is None:
        _bad("payload.deal_token", "not 16 bytes in unpadded base64url")
    _int(p, "time_limit_ms", "payload.", 1, MAX_TIME_LIMIT_MS)
    to = _field(p, "to", "payload.")
    if to is not None:
        if not isinstance(to, dict):
            _bad("payload.to", f"must be an object or null, not {_kind_of(to)}")
        _name(to, "name", "payload.to.")
        parse_key(_field(to, "key", "payload.to."), "payload.to.key")
    _digest(p, "result_commit")
    message = _str(p, "message", "payload.")
    if len(message) > MAX_MESSAGE:
        _bad("payload.message", f"{len(message)} characters, over {MAX_MESSAGE}")


def _check_answer(p: dict[str, Any]) -> None:
    _challenge_ref(p)
    _check_result(_obj(p, "result", "payload."))


def _check_reveal(p: dict[str, Any]) -> None:
    _challenge_ref(p)
    _digest(p, "answer_digest")
    _check_result(_obj(p, "result", "payload."))
    if b64url_decode(_str(p, "salt", "payload."), 32) is None:
        _bad("payload.salt", "not 32 bytes in unpadded base64url")


def _challenge_ref(p: dict[str, Any]) -> None:
    if not _HEX32.fullmatch(_str(p, "challenge_id", "payload.")):
        _bad("payload.challenge_id", "not 32 lower-case hex digits")
    _digest(p, "challenge_digest")


def check_result(result: Any) -> None:
    """Check a ``result`` on its own as §8 says (every value, then its fields), as inside an answer or reveal.

    Raises:
        Refused: ``schema``.
    """
    _check_values(result)
    if not isinstance(result, dict):
        _bad("payload.result", f"must be an object, not {_kind_of(result)}")
    _check_result(result)


def _check_result(r: dict[str, Any]) -> None:
    at = "payload.result."
    # The notation of each action and the count of times are checked later, under the codes §5 gives them:
    # ``replay`` ("an action is not exactly as the engine writes it") and ``clock`` ("their count differs").
    history = _list(r, "history", at)
    for i, action in enumerate(history):
        if not isinstance(action, str):
            _bad(f"{at}history[{i}]", f"must be a string, not {_kind_of(action)}")
    times = _list(r, "action_times_ms", at)
    for i, t in enumerate(times):
        if type(t) is not int or t < 0:
            _bad(f"{at}action_times_ms[{i}]", f"must be an integer >= 0, not {_short(t)}")
    _int(r, "time_used_ms", at, 0, MAX_INT - 1)
    claimed = _obj(r, "claimed", at)
    _int(claimed, "score", f"{at}claimed.", -MAX_INT + 1, MAX_INT - 1)
    _int(claimed, "moves", f"{at}claimed.", -MAX_INT + 1, MAX_INT - 1)
    _int(claimed, "runs", f"{at}claimed.", 0, 8)
    if type(_field(claimed, "won", f"{at}claimed.")) is not bool:
        _bad(f"{at}claimed.won", f"must be a boolean, not {_short(claimed['won'])}")


# ---------------------------------------------------------------- single fields


def _field(obj: dict[str, Any], key: str, at: str) -> Any:
    if key not in obj:
        _bad(f"{at}{key}", "missing")
    return obj[key]


def _obj(obj: dict[str, Any], key: str, at: str) -> dict[str, Any]:
    value = _field(obj, key, at)
    if not isinstance(value, dict):
        _bad(f"{at}{key}", f"must be an object, not {_kind_of(value)}")
    return value


def _list(obj: dict[str, Any], key: str, at: str) -> list[Any]:
    value = _field(obj, key, at)
    if not isinstance(value, list):
        _bad(f"{at}{key}", f"must be a list, not {_kind_of(value)}")
    if len(value) > MAX_ACTIONS:
        _bad(f"{at}{key}", f"{len(value)} entries, over {MAX_ACTIONS}")
    return value


def _str(obj: dict[str, Any], key: str, at: str) -> str:
    value = _field(obj, key, at)
    if not isinstance(value, str):
        _bad(f"{at}{key}", f"must be a string, not {_kind_of(value)}")
    return value


def _int(obj: dict[str, Any], key: str, at: str, lo: int, hi: int) -> int:
    value = _field(obj, key, at)
    if type(value) is not int:
        _bad(f"{at}{key}", f"must be an integer, not {_kind_of(value)}")
    if not lo <= value <= hi:
        _bad(f"{at}{key}", f"{value} is outside {lo}..{hi}")
    return value


def _digest(obj: dict[str, Any], key: str) -> None:
    if not _DIGEST.fullmatch(_str(obj, key, "payload.")):
        _bad(f"payload.{key}", "not 'sha256:' and 64 lower-case hex digits")


def _date(obj: dict[str, Any], key: str) -> None:
    m = _DATE.fullmatch(_str(obj, key, "payload."))
    try:
        if m is None:
            raise ValueError("not YYYY-MM-DDTHH:MM:SSZ")
        year, month, day, hour, minute, second = (int(part) for part in m.groups())
        datetime(year, month, day, hour, minute, second)
    except ValueError:
        _bad(f"payload.{key}", f"{_short(obj[key])} is not a UTC time as YYYY-MM-DDTHH:MM:SSZ")


def _name(obj: dict[str, Any], key: str, at: str) -> None:
    name = _str(obj, key, at)
    if not 1 <= len(name) <= MAX_NAME:
        _bad(f"{at}{key}", f"{len(name)} characters, not 1 to {MAX_NAME}")
    if not any(_visible(ch) for ch in name):
        _bad(f"{at}{key}", "has no visible character")


def _visible(ch: str) -> bool:
    # Separators (spaces) and the "other" categories (controls, format characters, unassigned) show nothing.
    return unicodedata.category(ch)[0] not in "ZC"


def _kind_of(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if type(value) is int:
        return "an integer"
    if isinstance(value, float):
        return "a float"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return "a number out of range"


def _short(value: Any) -> str:
    text = repr(value) if isinstance(value, str | int | bool | type(None)) else _kind_of(value)
    return text if len(text) <= 40 else text[:37] + "..."
