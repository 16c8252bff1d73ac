"""Keys per profile in the data folder, and trust on first use."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from spider_qt.duel.remote import KeyFileError, KeyStore, Trust, TrustStore, fingerprint
from spider_qt.duel.remote.keys import public_bytes
from spider_qt.store.errors import WriteFailed

from .duel_helpers import ANNA, BEN


def test_a_key_is_made_on_first_use_and_kept(tmp_path: Path) -> None:
    store = KeyStore(tmp_path)
    assert not store.has_key(3)
    first = store.private_key(3)
    assert store.has_key(3) and store.path(3).parent == tmp_path / "keys"
    again = KeyStore(tmp_path).private_key(3)
    assert public_bytes(first) == public_bytes(again)
    assert public_bytes(store.private_key(4)) != public_bytes(first)
    identity = store.identity(3, "Anna")
    assert identity.name == "Anna" and identity.fingerprint == fingerprint(public_bytes(first))
    assert sorted(p.name for p in (tmp_path / "keys").iterdir()) == ["profile-3.key", "profile-4.key"]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_a_new_key_file_is_private(tmp_path: Path) -> None:
    store = KeyStore(tmp_path)
    store.private_key(1)
    assert stat.S_IMODE(store.path(1).stat().st_mode) == 0o600


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[: len(data) // 2],  # cut short
        lambda data: b"",
        lambda data: data.replace(b'"private": "', b'"private": "B', 1),  # one character more
        lambda data: b"\xff" + data,
        lambda data: data.replace(b"spider-duel-key", b"something-else"),
    ],
)
def test_a_damaged_key_file_is_reported_and_left_as_it_is(tmp_path: Path, damage: object) -> None:
    store = KeyStore(tmp_path)
    store.private_key(7)
    path = store.path(7)
    broken = damage(path.read_bytes())  # type: ignore[operator]
    path.write_bytes(broken)
    with pytest.raises(KeyFileError) as info:
        store.private_key(7)
    assert info.value.code == "key_damaged" and info.value.path == path
    assert path.read_bytes() == broken  # never silently replaced
    with pytest.raises(KeyFileError):
        store.identity(7, "Anna")


def test_halves_that_disagree_are_damage(tmp_path: Path) -> None:
    store = KeyStore(tmp_path)
    store.private_key(1)
    store.private_key(2)
    one, two = store.path(1).read_text(), store.path(2).read_text()
    public_two = two.split('"public": ')[1]
    store.path(1).write_text(one.split('"public": ')[0] + '"public": ' + public_two)
    with pytest.raises(KeyFileError):
        store.private_key(1)


def test_a_new_key_only_when_the_player_sets_the_damaged_one_aside(tmp_path: Path) -> None:
    store = KeyStore(tmp_path)
    old = public_bytes(store.private_key(1))
    store.path(1).write_bytes(b"garbage")
    moved = store.set_aside(1)
    assert moved is not None and moved.read_bytes() == b"garbage" and moved.name.startswith("profile-1.key.bad-")
    assert public_bytes(store.private_key(1)) != old
    assert store.set_aside(99) is None


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="POSIX permissions, not as root")
def test_an_unreadable_key_file_is_its_own_error(tmp_path: Path) -> None:
    store = KeyStore(tmp_path)
    store.private_key(1)
    store.path(1).chmod(0)
    with pytest.raises(KeyFileError) as info:
        store.private_key(1)
    assert info.value.code == "key_unreadable"


def test_a_key_that_cannot_be_saved_is_not_handed_out(tmp_path: Path) -> None:
    (tmp_path / "keys").write_text("a file where the folder should be")
    with pytest.raises(WriteFailed):
        KeyStore(tmp_path).private_key(1)
    (tmp_path / "keys").unlink()
    (tmp_path / "keys").mkdir()
    (tmp_path / "keys" / "profile-1.key").mkdir()  # a folder where the file goes: never replaced
    with pytest.raises(KeyFileError):
        KeyStore(tmp_path).private_key(1)


def test_profile_ids_are_checked(tmp_path: Path) -> None:
    for bad in (-1, "1", True, 1.0):
        with pytest.raises(ValueError):
            KeyStore(tmp_path).path(bad)  # type: ignore[arg-type]


def test_trust_on_first_use_then_a_changed_key_warns() -> None:
    trust = TrustStore()
    assert trust.judge(None, ANNA.public_key) is Trust.FIRST_USE
    assert trust.judge(5, ANNA.public_key) is Trust.FIRST_USE
    trust.remember(5, ANNA.public_key)
    assert trust.judge(5, ANNA.public_key) is Trust.KNOWN
    assert trust.judge(5, BEN.public_key) is Trust.KEY_CHANGED
    assert trust.friend_with(ANNA.public_key) == 5 and trust.friend_with(BEN.public_key) is None
    trust.forget(5)
    assert trust.judge(5, BEN.public_key) is Trust.FIRST_USE
    with pytest.raises(ValueError):
        trust.remember(6, b"short")


def test_trust_store_round_trip(tmp_path: Path) -> None:
    trust = TrustStore()
    trust.remember(2, BEN.public_key)
    trust.remember(1, ANNA.public_key)
    path = tmp_path / "trust.json"
    assert TrustStore.load(path).key_of(1) is None
    trust.save(path)
    back = TrustStore.load(path)
    assert back.key_of(1) == ANNA.public_key and back.key_of(2) == BEN.public_key
    path.write_text('{"format": "spider-duel-trust", "version": 1, "keys": {"1": "ed25519:xx"}}')
    with pytest.raises(ValueError):
        TrustStore.load(path)
    path.write_bytes(b"\xff")
    with pytest.raises(ValueError):
        TrustStore.load(path)
