"""A message read and checked on its own (§5 from ``too_large`` through ``signature``), and signing one."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any, Literal

from .keys import Identity, fingerprint, key_text, verify
from .schema import FORMAT, VERSION, check_envelope, parse_key
from .textform import json_form, read_object, text_form
from .wire import b64url_decode, b64url_encode, canonical, digest_of, refuse

__all__ = ["Kind", "Message", "deal_seed", "file_name", "read_message", "sign_message", "signed_bytes"]

Kind = Literal["challenge", "answer", "reveal"]

_SIGNED_PREFIX = b"spider-duel/v1\x00"
_DEAL_PREFIX = b"spider-duel-deal\x00"


def signed_bytes(kind: str, payload: dict[str, Any]) -> bytes:
    """The bytes a message's signature covers: the domain, the kind and the canonical payload (§2)."""
    return _SIGNED_PREFIX + kind.encode("utf-8") + b"\x00" + canonical(payload)


def deal_seed(deal_token: str) -> int:
    """The deal's seed for ``Game.new`` from a challenge's ``deal_token`` (§4).

    Raises:
        ValueError: the token is not 16 bytes in unpadded base64url.
    """
    token = b64url_decode(deal_token, 16)
    if token is None:
        raise ValueError(f"not a deal token: {deal_token!r}")
    return int.from_bytes(hashlib.sha256(_DEAL_PREFIX + token).digest()[:8], "big") & (2**63 - 1)


@dataclass(frozen=True)
class Message:
    """One message that passed its own checks: well-formed and signed by ``signer_key``.

    ``obj`` is the whole message as read; treat it as read-only (the digest is over it).
    """

    obj: dict[str, Any] = field(repr=False)
    kind: Kind
    digest: str

    @property
    def payload(self) -> dict[str, Any]:
        """The signed payload."""
        payload: dict[str, Any] = self.obj["payload"]
        return payload

    @property
    def signer_name(self) -> str:
        """The name the signer gave (only shown: keys identify, names do not)."""
        name: str = self.obj["signer"]["name"]
        return name

    @property
    def signer_key(self) -> bytes:
        """The signer's 32-byte public key."""
        return parse_key(self.obj["signer"]["key"], "signer.key")

    @property
    def signer_fingerprint(self) -> str:
        """The signer's fingerprint, as shown."""
        return fingerprint(self.signer_key)

    @property
    def challenge_id(self) -> str:
        """The duel's id, which every kind carries."""
        cid: str = self.payload["challenge_id"]
        return cid

    def json_form(self) -> bytes:
        """The message in JSON form, as a file holds it."""
        return json_form(self.obj)

    def text_form(self) -> str:
        """The message in text form, for chat and mail."""
        return text_form(self.obj)

    def file_name(self) -> str:
        """The file name the message goes by (§6)."""
        return file_name(self)


def file_name(message: Message) -> str:
    """``<first 8 of challenge_id>-<kind>-<first 8 of the signer's fingerprint>.spiderduel`` (§6)."""
    short = message.signer_fingerprint.replace(" ", "")[:8]
    return f"{message.challenge_id[:8]}-{message.kind}-{short}.spiderduel"


def read_message(data: bytes) -> Message:
    """A message from a file's bytes, in either form, checked on its own from ``too_large`` through ``signature``.

    Raises:
        Refused: the first check that fails (``too_large``, ``not_json``, ``format``, ``version``, ``schema``,
            ``signature``); never another exception.
    """
    obj = read_object(data)
    check_envelope(obj)
    kind: Kind = obj["kind"]
    signature = b64url_decode(obj["signature"], 64)
    assert signature is not None  # check_envelope has checked it
    if not verify(parse_key(obj["signer"]["key"], "signer.key"), signature, signed_bytes(kind, obj["payload"])):
        refuse("signature", f"the {kind}'s signature does not verify for its signer's key")
    return Message(obj, kind, digest_of(obj))


def sign_message(identity: Identity, kind: Kind, payload: dict[str, Any]) -> Message:
    """A message of ``kind`` with ``payload``, signed by ``identity``, read back through every own check.

    Raises:
        ValueError: (``Refused``) what was given does not make a valid message, e.g. a name too long.
    """
    obj = {
        "format": FORMAT,
        "version": VERSION,
        "kind": kind,
        "payload": payload,
        "signer": {"name": identity.name, "key": key_text(identity.public_key)},
        "signature": b64url_encode(identity.private_key.sign(signed_bytes(kind, payload))),
    }
    return read_message(json_form(obj))
