"""Tables in the documentation that the code renders: a page holds its table between two marker lines, and a small
command rewrites it there (or, with ``--check``, only says whether it is current). Pure Python, no Qt."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path


class StalePageError(ValueError):
    """A page without the table's two markers, in order."""


def between_markers(page: str, begin: str, end: str, table: str) -> str:
    """``page`` with ``table`` between the lines ``begin`` and ``end``, in place of what stood there.

    Raises:
        StalePageError: the page lacks a marker, or has them out of order.
    """
    start = page.find(begin)
    stop = page.find(end)
    if start < 0 or stop < start:
        raise StalePageError(f"the page needs the lines {begin!r} and then {end!r}")
    return page[: start + len(begin)] + "\n" + table + "\n" + page[stop:]


def page_tool(
    argv: Sequence[str] | None,
    *,
    what: str,
    module: str,
    render: Callable[[], str],
    updated: Callable[[str], str],
) -> int:
    """The command behind ``python -m MODULE [PAGE] [--check]``: print the table, bring PAGE up to date, or only
    report (exit 1) that it is not current. ``what`` names the table in the messages."""
    parser = argparse.ArgumentParser(description=f"Render {what} into a Markdown page.")
    parser.add_argument("page", type=Path, nargs="?", help="the page to update (default: print the table)")
    parser.add_argument("--check", action="store_true", help="only report whether the page is current")
    args = parser.parse_args(argv)
    if args.page is None:
        print(render())
        return 0
    text = args.page.read_text(encoding="utf-8")
    try:
        fresh = updated(text)
    except StalePageError as exc:
        print(f"{args.page}: {exc}", file=sys.stderr)
        return 1
    if fresh == text:
        return 0
    if args.check:
        print(f"{args.page}: {what} is not current; run python -m {module}")
        return 1
    args.page.write_text(fresh, encoding="utf-8")
    return 0
