"""What the database's parts share: stored values read back safely, timestamps, and the connection they use.

The parts (profiles, games, statistics, duels) import this, never ``database.py``, which owns the connection,
the migrations and the parts themselves: the store's imports run one way.
"""

from __future__ import annotations

import functools
import math
import sqlite3
from collections.abc import Callable
from contextlib import AbstractContextManager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol, TypeVar

from .errors import DatabaseError


class Connection(Protocol):
    """What a part of the database uses of it (``Database`` is the one implementation)."""

    path: Path

    @property
    def conn(self) -> sqlite3.Connection: ...

    def transaction(self) -> AbstractContextManager[sqlite3.Connection]: ...

    def query(self, sql: str, params: tuple[object, ...] = ()) -> list[sqlite3.Row]: ...


def utc_now() -> datetime:
    """The current time in UTC, to the second (the store's timestamps)."""
    return datetime.now(UTC).replace(microsecond=0)


def to_text(moment: datetime) -> str:
    """A timestamp as sortable ISO 8601 text in UTC."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat()


def from_text(text: str) -> datetime:
    """The inverse of ``to_text``."""
    return datetime.fromisoformat(text)


def stored_seconds(value: object) -> float:
    """A stored number of seconds; anything else (text, infinity, a negative number) raises ``ValueError``."""
    seconds = float(value)  # type: ignore[arg-type]  # a str or bytes value raises ValueError, None TypeError
    if not math.isfinite(seconds) or seconds < 0:
        raise ValueError(f"{value!r} is not a number of seconds")
    return seconds


#: What reading a value that does not fit its column raises (text where a number belongs, a bad date, bad JSON).
_BAD_VALUE = (ValueError, TypeError, OverflowError, KeyError, IndexError)

_Part = TypeVar("_Part", bound=type)


def checks_stored_values(cls: _Part) -> _Part:
    """Class decorator of the database's parts: a stored value that does not fit its column raises
    ``DatabaseError("db_bad_value")`` from every public method, not a bare ``ValueError``.

    SQLite keeps any value in any column, so a hand-edited database can pass SQLite's own check and still hold
    text where a score belongs. The app then says that the statistics have a damaged entry, as it says any other
    trouble of the database, instead of failing where it reads it. The part keeps its ``Database`` in ``_db``.
    """
    for name, member in list(vars(cls).items()):
        if not name.startswith("_") and callable(member):
            setattr(cls, name, _reporting_bad_values(member))
    return cls


def _reporting_bad_values(method: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(method)
    def checked(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except _BAD_VALUE as exc:
            raise DatabaseError(
                "db_bad_value", f"a stored value does not fit its column: {exc}", self._db.path
            ) from exc

    return checked
