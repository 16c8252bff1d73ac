"""Spider Duel: Spider Solitaire with the StarGames duel, for the desktop."""

from __future__ import annotations

from functools import cache


@cache
def version() -> str:
    """The installed version, from the package metadata (pyproject.toml is its one source)."""
    from importlib import metadata  # read only when asked: it costs a noticeable part of start-up

    try:
        return metadata.version("spider-duel")
    except metadata.PackageNotFoundError:  # running from a source tree that was never installed
        return "0.0.0+source"


def __getattr__(name: str) -> str:
    if name == "__version__":
        return version()
    raise AttributeError(f"module 'spider_qt' has no attribute {name!r}")
