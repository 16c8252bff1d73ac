"""Spider Duel: Spider Solitaire with the StarGames duel, for the desktop."""

from __future__ import annotations

from importlib import metadata

try:
    __version__ = metadata.version("spider-duel")
except metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"
