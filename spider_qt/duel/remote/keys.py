"""Keys and identities: one Ed25519 key per local profile, fingerprints, and trust on first use.

A profile's private key lives in ``<data folder>/keys/profile-<id>.key``, made on first use and
written atomically. A damaged key file is reported (``KeyFileError``) and never replaced behind
the player's back: only ``KeyStore.set_aside`` moves it away, when the player asks for a new key.
"""

from __future__ import annotations

import base64
import enum
import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

from spider_qt.store.atomic import atomic_write_bytes, quarantine
from spider_qt.store.errors import StoreError, WriteFailed

from .schema import KEY_PREFIX
from .wire import b64url_decode, b64url_encode

__all__ = [
    "Identity",
    "KeyFileError",
    "KeyStore",
    "Trust",
    "TrustStore",
    "fingerprint",
    "key_text",
    "public_bytes",
    "verify",
]

KEY_FORMAT = "spider-duel-key"
KEYS_FOLDER = "keys"
_MAX_KEY_FILE = 4096


def public_bytes(private: Ed25519PrivateKey) -> bytes:
    """The 32 raw bytes of ``private``'s public key."""
    return private.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)


def key_text(raw: bytes) -> str:
    """A public key as messages write it: ``"ed25519:"`` and its unpadded base64url."""
    return KEY_PREFIX + b64url_encode(raw)


def fingerprint(raw: bytes) -> str:
    """The fingerprint of a 32-byte public key, as shown: ``"ABCD EFGH IJKL MNOP"`` (§2)."""
    text = base64.b32encode(hashlib.sha256(raw).digest()).decode("ascii")[:16]
    return " ".join(text[i : i + 4] for i in range(0, 16, 4))


def verify(raw_key: bytes, signature: bytes, data: bytes) -> bool:
    """Whether ``signature`` is a valid RFC 8032 Ed25519 signature of ``data`` by the key ``raw_key``."""
    try:
        Ed25519PublicKey.from_public_bytes(raw_key).verify(signature, data)
    except (InvalidSignature, ValueError):
        return False
    return True


@dataclass(frozen=True)
class Identity:
    """A local player as messages sign: the name shown to friends and the profile's private key."""

    name: str
    private_key: Ed25519PrivateKey

    @property
    def public_key(self) -> bytes:
        """The 32 raw bytes of the public key."""
        return public_bytes(self.private_key)

    @property
    def fingerprint(self) -> str:
        """The public key's fingerprint, as shown."""
        return fingerprint(self.public_key)


class KeyFileError(StoreError):
    """A profile's key file exists but cannot be used. It is left as it is.

    Codes: ``key_damaged`` (not a key file, or its two halves disagree) and ``key_unreadable`` (the system
    refused to read it).
    """


class KeyStore:
    """The private keys of the local profiles, in ``data_dir/keys``."""

    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.folder = Path(data_dir) / KEYS_FOLDER

    def path(self, profile_id: int) -> Path:
        """The key file of a profile (which may not exist yet)."""
        if type(profile_id) is not int or profile_id < 0:
            raise ValueError(f"a profile id must be an int >= 0, not {profile_id!r}")
        return self.folder / f"profile-{profile_id}.key"

    def has_key(self, profile_id: int) -> bool:
        """Whether the profile has a key file (damaged or not)."""
        return self.path(profile_id).is_file()

    def private_key(self, profile_id: int) -> Ed25519PrivateKey:
        """The profile's key, made and saved first if it has none.

        Raises:
            KeyFileError: the key file is damaged or unreadable (it is left untouched).
            WriteFailed: a new key could not be saved.
        """
        path = self.path(profile_id)
        if os.path.lexists(path):
            return self._load(path)
        key = Ed25519PrivateKey.generate()
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise WriteFailed(self.folder, exc) from exc
        atomic_write_bytes(path, _key_file(key))
        return key

    def identity(self, profile_id: int, name: str) -> Identity:
        """The profile as it signs, under ``name`` (see ``private_key`` for what it raises)."""
        return Identity(name, self.private_key(profile_id))

    def set_aside(self, profile_id: int) -> Path | None:
        """Move a profile's key file away (``<name>.bad-<time>``) so that a new key is made; return where it went.

        Only for the player's explicit choice: friends will see a changed key.
        """
        path = self.path(profile_id)
        return quarantine(path) if os.path.lexists(path) else None

    def _load(self, path: Path) -> Ed25519PrivateKey:
        try:
            with open(path, "rb") as f:
                data = f.read(_MAX_KEY_FILE + 1)
        except OSError as exc:
            why = exc.strerror or str(exc)
            raise KeyFileError("key_unreadable", f"cannot read the key file {path}: {why}", path) from exc
        key = _parse_key_file(data)
        if key is None:
            raise KeyFileError("key_damaged", f"the key file {path} is damaged; it was left as it is", path)
        return key


def _key_file(key: Ed25519PrivateKey) -> bytes:
    seed = key.private_bytes_raw()
    doc = {"format": KEY_FORMAT, "version": 1, "private": b64url_encode(seed), "public": key_text(public_bytes(key))}
    return (json.dumps(doc, indent=1) + "\n").encode("ascii")


def _parse_key_file(data: bytes) -> Ed25519PrivateKey | None:
    """The key a key file holds, or None when it is not exactly a key file whose halves agree."""
    try:
        doc: Any = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(doc, dict) or doc.get("format") != KEY_FORMAT or doc.get("version") != 1:
        return None
    private, public = doc.get("private"), doc.get("public")
    seed = b64url_decode(private, 32) if isinstance(private, str) else None
    if seed is None or not isinstance(public, str):
        return None
    key = Ed25519PrivateKey.from_private_bytes(seed)
    return key if key_text(public_bytes(key)) == public else None


class Trust(enum.Enum):
    """What to tell the player about a key that signed a message."""

    KNOWN = "known"  # the friend's key, as before
    FIRST_USE = "first_use"  # a key never seen for this friend: show the fingerprint to compare
    KEY_CHANGED = "key_changed"  # the friend had another key: warn, do not accept silently


class TrustStore:
    """The known friends' public keys, by profile id: trust on first use, as SSH and Signal do.

    Pure and in memory; ``to_json``/``from_json`` (and ``load``/``save``) keep it between runs.
    """

    def __init__(self, keys: dict[int, bytes] | None = None) -> None:
        self._keys: dict[int, bytes] = dict(keys or {})

    def judge(self, profile_id: int | None, raw_key: bytes) -> Trust:
        """How far to trust ``raw_key`` for the friend ``profile_id`` (None: a friend not known yet)."""
        known = None if profile_id is None else self._keys.get(profile_id)
        if known is None:
            return Trust.FIRST_USE
        return Trust.KNOWN if known == raw_key else Trust.KEY_CHANGED

    def remember(self, profile_id: int, raw_key: bytes) -> None:
        """Accept ``raw_key`` as the friend's key (after the player compared the fingerprint)."""
        if len(raw_key) != 32:
            raise ValueError("an Ed25519 public key has 32 bytes")
        self._keys[profile_id] = bytes(raw_key)

    def forget(self, profile_id: int) -> None:
        """Drop what is known of a friend's key."""
        self._keys.pop(profile_id, None)

    def key_of(self, profile_id: int) -> bytes | None:
        """The friend's known key, if any."""
        return self._keys.get(profile_id)

    def friend_with(self, raw_key: bytes) -> int | None:
        """The friend whose key this is (keys are compared by their bytes, never by name)."""
        return next((pid for pid, key in self._keys.items() if key == raw_key), None)

    def to_json(self) -> str:
        """The store as JSON text."""
        keys = {str(pid): key_text(key) for pid, key in sorted(self._keys.items())}
        return json.dumps({"format": "spider-duel-trust", "version": 1, "keys": keys}, indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str) -> TrustStore:
        """A store read back from ``to_json``'s text.

        Raises:
            ValueError: the text is not such a store.
        """
        doc = json.loads(text)
        if not isinstance(doc, dict) or doc.get("format") != "spider-duel-trust" or doc.get("version") != 1:
            raise ValueError("not a Spider Duel trust store")
        raw = doc.get("keys")
        if not isinstance(raw, dict):
            raise ValueError("the trust store has no keys")
        keys: dict[int, bytes] = {}
        for pid, text_key in raw.items():
            ok = isinstance(text_key, str) and text_key.startswith(KEY_PREFIX) and pid.isdigit()
            key = b64url_decode(text_key[len(KEY_PREFIX) :], 32) if ok else None
            if key is None:
                raise ValueError(f"the trust store's entry {pid!r} is not a key")
            keys[int(pid)] = key
        return cls(keys)

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> TrustStore:
        """The store in ``path``; an empty one when there is no such file.

        Raises:
            ValueError: the file is not a trust store (it is left as it is).
            OSError: it cannot be read.
        """
        try:
            data = Path(path).read_bytes()
        except FileNotFoundError:
            return cls()
        try:
            return cls.from_json(data.decode("utf-8"))
        except (UnicodeDecodeError, RecursionError) as exc:
            raise ValueError(f"{path} is not a trust store") from exc

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the store to ``path`` atomically.

        Raises:
            WriteFailed: it could not be written; the old file is intact.
        """
        atomic_write_bytes(path, self.to_json().encode("ascii"))
