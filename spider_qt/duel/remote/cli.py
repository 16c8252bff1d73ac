"""``spider-duel --check-duel FILE [FILE …]`` (§7): check messages, print one JSON object, no window, no data folder."""

from __future__ import annotations

import json
import sys
from typing import BinaryIO, TextIO

from .check import check_messages
from .wire import MAX_BYTES

__all__ = ["FLAG", "check_duel_main"]

#: The option ``spider-duel``'s ``main`` hands over to ``check_duel_main``.
FLAG = "--check-duel"

_USAGE = "usage: spider-duel --check-duel FILE [FILE ...]  (one to three duel messages)"


def check_duel_main(files: list[str], out: BinaryIO | None = None, err: TextIO | None = None) -> int:
    """Check the messages in ``files``; return the exit status: 0 valid, 1 refused, 2 usage error.

    The verdict goes to ``out`` (standard output) as one line of JSON in UTF-8, a usage error to ``err``.
    """
    out = sys.stdout.buffer if out is None else out
    err = sys.stderr if err is None else err
    if files[:1] == ["--"]:
        files = files[1:]
    if not files or len(files) > 3:
        print(f"spider-duel: {len(files)} files given. {_USAGE}", file=err)
        return 2
    contents: list[bytes] = []
    for name in files:
        try:
            with open(name, "rb") as f:
                contents.append(f.read(MAX_BYTES + 1))  # enough to tell that it is too large
        except OSError as exc:
            print(f"spider-duel: cannot read {name}: {exc.strerror or exc}", file=err)
            return 2
    result = check_messages(contents)
    out.write(json.dumps(result.to_json(), ensure_ascii=False).encode("utf-8") + b"\n")
    out.flush()
    return 0 if result.valid else 1
