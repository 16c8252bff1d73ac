"""The wire format's recipes: the spec's §9 test vectors, base64url, the strict JSON reader and the text form."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from spider_qt.duel.remote import MAX_BYTES, Refused, canonical, deal_seed, digest_of, fingerprint, key_text
from spider_qt.duel.remote.messages import signed_bytes
from spider_qt.duel.remote.textform import BEGIN, END, read_object, text_form
from spider_qt.duel.remote.wire import b64url_decode, b64url_encode, parse_json_object

from .duel_helpers import ANNA

VECTOR_PAYLOAD = {"b": 1, "a": "é\n\u2028", "c": [True, None], "Z": {"y": -2}}
VECTOR_HEX = "7b225a223a7b2279223a2d327d2c2261223a22c3a95c6ee280a8222c2262223a312c2263223a5b747275652c6e756c6c5d7d"
VECTOR_KEY = "ed25519:A6EHv_POEL4dcN0Y50vAmWfk1jCbpQ1fHdyGZBJVMbg"
VECTOR_SIGNATURE = "9mz6QTZ_13lGEtpaK55v3uz68kmSrKjo2K5Qtu0B3iw6_k_CEkdUB6w08LDnqI95oLvtBbdG6HtnYXiXbBDJAQ"
VECTOR_DIGEST = "sha256:8bfcb581f713de65f861458ac6700344211cdcfbfd15cd5d64ecd66fda2bdd5a"


def test_canonical_bytes_of_the_spec_vector() -> None:
    assert canonical(VECTOR_PAYLOAD).hex() == VECTOR_HEX
    assert canonical(dict(reversed(list(VECTOR_PAYLOAD.items())))) == bytes.fromhex(VECTOR_HEX)


def test_the_spec_test_key_and_its_fingerprint() -> None:
    assert key_text(ANNA.public_key) == VECTOR_KEY
    assert fingerprint(ANNA.public_key) == "KZDV VJ2U MNDU YAUF"
    assert ANNA.fingerprint == "KZDV VJ2U MNDU YAUF"


def test_the_spec_signature_and_digest() -> None:
    signature = b64url_encode(ANNA.private_key.sign(signed_bytes("challenge", VECTOR_PAYLOAD)))
    assert signature == VECTOR_SIGNATURE
    message = {
        "format": "spider-duel-remote",
        "version": 1,
        "kind": "challenge",
        "payload": VECTOR_PAYLOAD,
        "signer": {"name": "Anna", "key": VECTOR_KEY},
        "signature": signature,
    }
    assert digest_of(message) == VECTOR_DIGEST


def test_the_spec_deal_token_gives_its_seed() -> None:
    assert deal_seed("AAECAwQFBgcICQoLDA0ODw") == 5450419030579056275


@pytest.mark.parametrize(
    ("text", "size", "ok"),
    [
        ("AAECAwQFBgcICQoLDA0ODw", 16, True),
        ("AAECAwQFBgcICQoLDA0ODw==", 16, False),  # padding is not allowed
        ("AAECAwQFBgcICQoLDA0ODx", 16, False),  # does not re-encode to itself (stray low bits)
        ("AAECAwQFBgcICQoLDA0OD", 16, False),  # too short
        ("AAECAwQFBgcICQoLDA0OD+", 16, False),  # standard base64, not base64url
        ("AAECAwQFBgcICQoLDA0O\u00e9w", 16, False),
    ],
)
def test_base64url_fields_are_exact(text: str, size: int, ok: bool) -> None:
    assert (b64url_decode(text, size) is not None) == ok


@pytest.mark.parametrize(
    "raw",
    [
        b'{"a": 1, "a": 2}',
        b'{"a": {"b": 1, "b": 1}}',
        b'{"a": NaN}',
        b'{"a": Infinity}',
        b'{"a": -Infinity}',
        b'{"a": "\\ud800"}',
        b'{"\\udc00": 1}',
        b'{"a": "\\ude00\\ud83d"}',
        b"[1, 2]",
        b'"text"',
        b"{'a': 1}",
        b'{"a": 1,}',
        b'{"a": "\xff"}',
        b"\xfe\xff\x00{\x00}",
        "{}".encode("utf-16"),
        b'{"a": "tab\there"}',
        b"{" * 100_000,
        b'{"a": 1} x',
    ],
)
def test_strict_json_refuses(raw: bytes) -> None:
    with pytest.raises(Refused) as info:
        parse_json_object(raw)
    assert info.value.code == "not_json"


def test_strict_json_takes_a_bom_paired_surrogates_and_floats_for_the_schema() -> None:
    assert parse_json_object(b'\xef\xbb\xbf{"a": "\\ud83d\\ude00"}') == {"a": "\U0001f600"}
    assert parse_json_object(b' \r\n{"t": 1.5}\n')["t"] == 1.5


def _packed(data: bytes) -> str:
    return base64.b64encode(zlib.compress(data)).decode("ascii")


def test_text_form_round_trip_and_its_shape() -> None:
    obj = {"b": ["é", 1], "a": None}
    text = text_form(obj)
    lines = text.splitlines()
    assert lines[0] == BEGIN and lines[-1] == END
    assert all(len(line) <= 64 for line in lines[1:-1]) and all(len(line) == 64 for line in lines[1:-2])
    assert read_object(text.encode()) == obj


def test_text_form_survives_mail_quoting_indentation_crlf_and_lost_padding() -> None:
    obj = {"message": "x" * 300}
    packed = _packed(canonical(obj))
    assert packed.endswith("=")
    body = [packed[i : i + 50] for i in range(0, len(packed), 50)]
    body[-1] = body[-1].rstrip("=")
    mail = "\r\n".join(["Hi Ben, here it is:", "", "> > " + BEGIN, *(">  " + b for b in body), "> " + END, "Anna"])
    assert read_object(mail.encode()) == obj


def test_text_form_reads_the_first_block_only() -> None:
    first, second = text_form({"n": 1}), text_form({"n": 2})
    assert read_object(f"junk {{\n{first}\nmore\n{second}".encode()) == {"n": 1}


@pytest.mark.parametrize(
    "text",
    [
        "hello, no message here",
        f"{BEGIN}\neJyrVgEAAAX/Af8=\n",  # no END line
        f"{BEGIN}\neJyrVg!EAAAX\n{END}\n",  # not base64
        f"{BEGIN}\neJyrVgE=AAAX\n{END}\n",  # padding in the middle
        f"{BEGIN}\n{_packed(b'{}')[:-6]}\n{END}\n",  # a cut zlib stream
        f"{BEGIN}\n{base64.b64encode(zlib.compress(b'{}') + b'extra').decode()}\n{END}\n",  # not one whole stream
        f"{BEGIN}\n{base64.b64encode(b'{}').decode()}\n{END}\n",  # not zlib at all
        f"{BEGIN}\n{_packed(b'[1]')}\n{END}\n",  # JSON, but not an object
        "",
    ],
)
def test_text_form_refusals(text: str) -> None:
    with pytest.raises(Refused) as info:
        read_object(text.encode())
    assert info.value.code == "not_json"


def test_too_large_file_and_too_large_text_form() -> None:
    with pytest.raises(Refused) as info:
        read_object(b"{" + b" " * MAX_BYTES + b"}")
    assert info.value.code == "too_large"
    exactly = b"{" + b" " * (MAX_BYTES - 2) + b"}"
    assert read_object(exactly) == {}
    bomb = json.dumps({"pad": " " * MAX_BYTES}).encode()  # compresses to about a kilobyte
    with pytest.raises(Refused) as info:
        read_object(text_form(json.loads(bomb)).encode())
    assert info.value.code == "too_large"
