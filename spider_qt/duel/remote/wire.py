"""The wire format's building blocks: canonical bytes, base64url, strict JSON reading, digests.

Every recipe here is fixed by ``REMOTE_DUELS.md`` §2 and §5 (its test vectors are in §9): tools outside
the project build the same bytes from the spec's text alone, so nothing here may change meaning.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import re
from typing import Any, Literal, NoReturn

__all__ = [
    "CODES",
    "MAX_BYTES",
    "Refused",
    "b64url_decode",
    "b64url_encode",
    "canonical",
    "digest_of",
    "parse_json_object",
    "sha256_hex",
]

#: The largest message, as a file or as decompressed text form: 1 MiB.
MAX_BYTES = 1024 * 1024

RefusalCode = Literal[
    "too_large", "not_json", "format", "version", "schema", "signature", "chain", "commit", "replay", "claim", "clock"
]

#: The refusal codes, in the order the checks run (§5).
CODES: tuple[RefusalCode, ...] = (
    "too_large",
    "not_json",
    "format",
    "version",
    "schema",
    "signature",
    "chain",
    "commit",
    "replay",
    "claim",
    "clock",
)

_B64URL = re.compile(r"[A-Za-z0-9_-]*")
_UTF8_BOM = b"\xef\xbb\xbf"


class Refused(ValueError):
    """A message or a set of messages refused: ``code`` is one of ``CODES``, ``detail`` one English line."""

    def __init__(self, code: RefusalCode, detail: str) -> None:
        one_line = " ".join(detail.split())
        super().__init__(f"{code}: {one_line}")
        self.code: RefusalCode = code
        self.detail = one_line


def refuse(code: RefusalCode, detail: str) -> NoReturn:
    """Raise ``Refused(code, detail)``."""
    raise Refused(code, detail)


def canonical(value: Any) -> bytes:
    """The canonical bytes of a JSON value (§2): sorted keys, no spaces, raw UTF-8, no NaN."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")


def sha256_hex(data: bytes) -> str:
    """``"sha256:"`` and the lower-case hex SHA-256 of ``data``."""
    return "sha256:" + hashlib.sha256(data).hexdigest()


def digest_of(message: dict[str, Any]) -> str:
    """The digest of a whole message, signature included (§2)."""
    return sha256_hex(canonical(message))


def b64url_encode(data: bytes) -> str:
    """RFC 4648 §5 base64url without ``=`` padding."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def b64url_decode(text: str, size: int) -> bytes | None:
    """The ``size`` bytes that ``text`` encodes as unpadded base64url, or None unless it re-encodes to ``text``."""
    if len(text) != (size * 4 + 2) // 3 or not _B64URL.fullmatch(text):
        return None
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        return None
    if len(data) != size or b64url_encode(data) != text:
        return None
    return data


class _Huge:
    """An integer literal too long to be read as a number: kept so that the schema can name it."""

    def __init__(self, text: str) -> None:
        self.text = text


def _read_int(text: str) -> int | _Huge:
    # A 5,000-digit literal would make int() raise (Python's digit limit): nothing near it is ever in range.
    return int(text) if len(text) <= 24 else _Huge(text)


def _no_constant(name: str) -> NoReturn:
    refuse("not_json", f"{name} is not JSON")


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj: dict[str, Any] = {}
    for key, value in pairs:
        if key in obj:
            refuse("not_json", f"the key {key!r} appears twice in one object")
        obj[key] = value
    return obj


def parse_json_object(data: bytes) -> dict[str, Any]:
    """The JSON object in ``data`` (UTF-8, a leading byte-order mark ignored), read strictly (§5 ``not_json``).

    Floats are read as Python floats and huge integer literals as an opaque value, for the schema to refuse.

    Raises:
        Refused: ``not_json``.
    """
    if data.startswith(_UTF8_BOM):
        data = data[len(_UTF8_BOM) :]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        refuse("not_json", f"not UTF-8 (byte {exc.start})")
    try:
        value = json.loads(
            text, object_pairs_hook=_pairs, parse_constant=_no_constant, parse_int=_read_int, strict=True
        )
    except json.JSONDecodeError as exc:
        refuse("not_json", f"not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}")
    except RecursionError:
        refuse("not_json", "not JSON this reader can take: nested too deeply")
    if not isinstance(value, dict):
        refuse("not_json", f"the JSON is not an object but {_json_type(value)}")
    _refuse_lone_surrogates(value)
    return value


def _json_type(value: Any) -> str:
    if isinstance(value, list):
        return "an array"
    if isinstance(value, str):
        return "a string"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    return "a number"


def _has_surrogate(text: str) -> bool:
    # UTF-8 decoding never yields a surrogate, and json joins paired escapes: any left came from a lone escape.
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _refuse_lone_surrogates(root: Any) -> None:
    stack = [root]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                if _has_surrogate(key):
                    refuse("not_json", "an unpaired surrogate escape in a key")
                stack.append(item)
        elif isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, str) and _has_surrogate(value):
            refuse("not_json", "an unpaired surrogate escape in a string")


def is_huge(value: Any) -> bool:
    """Whether ``value`` is an integer literal too long to read (see ``parse_json_object``)."""
    return isinstance(value, _Huge)
