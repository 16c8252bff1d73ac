"""The two forms a message travels in (§6): the JSON form, and the text form for chat and mail.

The text form is the standard base64 of the zlib-compressed JSON between BEGIN and END lines. Mail
quoting (``>``), indentation, text around the block and missing ``=`` padding are all tolerated.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from typing import Any

from .wire import MAX_BYTES, canonical, parse_json_object, refuse

__all__ = ["BEGIN", "END", "json_form", "read_object", "text_form"]

BEGIN = "-----BEGIN SPIDER DUEL MESSAGE-----"
END = "-----END SPIDER DUEL MESSAGE-----"
_LINE = 64
_B64 = re.compile(r"[A-Za-z0-9+/]*")
_BLANK = b" \t\r\n"


def json_form(message: dict[str, Any]) -> bytes:
    """The JSON form of a message as written to a file: its canonical bytes and a newline."""
    return canonical(message) + b"\n"


def text_form(message: dict[str, Any]) -> str:
    """The text form of a message: BEGIN, base64 of the zlib-compressed JSON in lines of 64, END."""
    packed = base64.b64encode(zlib.compress(canonical(message), 9)).decode("ascii")
    lines = [packed[i : i + _LINE] for i in range(0, len(packed), _LINE)]
    return "\n".join([BEGIN, *lines, END]) + "\n"


def read_object(data: bytes) -> dict[str, Any]:
    """The message object in a file's bytes, in either form (§6), read strictly.

    Raises:
        Refused: ``too_large`` or ``not_json``.
    """
    if len(data) > MAX_BYTES:
        refuse("too_large", f"the file has {len(data)} bytes, over the limit of {MAX_BYTES}")
    body = data[3:] if data.startswith(b"\xef\xbb\xbf") else data
    if body.lstrip(_BLANK).startswith(b"{"):
        return parse_json_object(data)
    return parse_json_object(_unpack(_block(body)))


def _block(data: bytes) -> str:
    """The base64 text between the first BEGIN line and the next END line."""
    text = data.decode("utf-8", errors="replace")  # text around the block is ignored, whatever it holds
    inside: list[str] | None = None
    for raw in text.splitlines():
        line = raw.lstrip(" \t>").rstrip()
        if inside is None:
            if line == BEGIN:
                inside = []
        elif line == END:
            return "".join("".join(inside).split())
        else:
            inside.append(line)
    if inside is None:
        refuse("not_json", "neither form: no '{' first and no BEGIN SPIDER DUEL MESSAGE line")
    refuse("not_json", "the text form has a BEGIN line but no END line")


def _unpack(packed: str) -> bytes:
    """The JSON bytes of a text form's data: base64 (``=`` optional), then one whole zlib stream."""
    bare = packed.rstrip("=")
    pad = len(packed) - len(bare)
    if not _B64.fullmatch(bare) or len(bare) % 4 == 1 or (pad and pad != -len(bare) % 4):
        refuse("not_json", "the text form's data is not base64")
    try:
        compressed = base64.b64decode(bare + "=" * (-len(bare) % 4), validate=True)
    except (binascii.Error, ValueError):
        refuse("not_json", "the text form's data is not base64")
    inflater = zlib.decompressobj()
    try:
        out = inflater.decompress(compressed, MAX_BYTES + 1)
    except zlib.error as exc:
        refuse("not_json", f"the text form's data is not a zlib stream ({exc})")
    if len(out) > MAX_BYTES:
        refuse("too_large", f"the text form holds over {MAX_BYTES} bytes of JSON")
    if not inflater.eof or inflater.unused_data:
        refuse("not_json", "the text form's data is not one whole zlib stream")
    return out
