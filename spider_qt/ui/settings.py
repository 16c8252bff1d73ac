"""Persisted settings: one declarative schema with defaults, stored through QSettings.

Values of the wrong type (a hand-edited or damaged file) fall back to the
default instead of breaking start-up.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from spider_qt.engine import CLASSIC, RULESETS
from spider_qt.ui.art.looks import BACK_IDS, DEFAULT_BACK, DEFAULT_FELT, FELT_IDS

SETTINGS_VERSION = 1


@dataclass(frozen=True)
class Option:
    """One setting: key, type, default and the allowed values (None = any of that type, or those ``valid`` takes)."""

    key: str
    type: type
    default: Any
    choices: tuple[Any, ...] | None = None
    valid: Callable[[Any], bool] | None = None


def _profile_name(value: str) -> bool:
    """Whether a player's profile can have this name ("" = the default player): a hand-edited name of 40 letters,
    or "Master", would have left every game of it unrecorded."""
    from spider_qt.store.profiles import recordable_name

    return not value or recordable_name(value) is not None


SCHEMA: tuple[Option, ...] = (
    Option("animation_speed", float, 1.0, (0.0, 0.5, 1.0, 2.0)),
    Option("four_color", bool, False),
    Option("card_back", str, DEFAULT_BACK, BACK_IDS),
    Option("felt", str, DEFAULT_FELT, FELT_IDS),
    Option("click_mode", str, "single", ("single", "double", "off")),
    Option("language", str, "", ("", "en", "it", "nl", "de")),
    Option("resume", str, "always", ("always", "ask", "never")),
    Option("duel/watch_computer", bool, True),  # the computer's game replays by itself at a duel's end
    Option("confirm_abandon", bool, True),  # New game or Restart asks before a game in progress counts as lost
    Option("new_game/rules", str, CLASSIC.name, tuple(RULESETS)),
    Option("new_game/suits", int, 1, (1, 2, 4)),
    Option("new_game/opponent", str, "none", ("none", "human", "computer")),
    Option("new_game/level", str, "intermediate", ("beginner", "intermediate", "expert", "master")),
    Option("new_game/time_limit", int, 15, (5, 10, 15, 20, 30)),
    Option("new_game/player", str, "", valid=_profile_name),
    Option("new_game/opponent_name", str, "", valid=_profile_name),
    Option("new_game/allow_help", bool, False),
    Option("recent_files", list, []),
    Option("remote/duels_folder", str, ""),  # the duels folder a sync tool keeps in step ("" = none)
    Option("remote/known_digests", list, []),  # messages the duels folder has already brought (newest last)
)

_BY_KEY = {o.key: o for o in SCHEMA}


class Settings:
    """Typed access to the schema's settings; unknown keys are refused."""

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self._qs = qsettings if qsettings is not None else QSettings()
        stored = self._qs.value("settings_version")
        if stored is None:
            self._qs.setValue("settings_version", SETTINGS_VERSION)

    @property
    def qsettings(self) -> QSettings:
        return self._qs

    def get(self, key: str) -> Any:
        """The value of ``key``, or its default when absent or invalid."""
        opt = _BY_KEY[key]
        raw = self._qs.value(key)
        if raw is None:
            return opt.default
        try:
            if opt.type is bool:
                value: Any = raw if isinstance(raw, bool) else str(raw).lower() in ("true", "1", "yes")
            elif opt.type is list:
                value = [str(v) for v in raw] if isinstance(raw, (list, tuple)) else ([str(raw)] if raw else [])
            elif opt.type is str and isinstance(raw, (list, tuple)):
                # An INI file read a text with an unquoted comma (``player=Smith, John``, typed by hand) as a list.
                value = ", ".join(str(v) for v in raw)
            else:
                value = opt.type(raw)
        except (TypeError, ValueError):
            return opt.default
        if opt.choices is not None and value not in opt.choices:
            return opt.default
        if opt.valid is not None and not opt.valid(value):
            return opt.default
        return value

    def set(self, key: str, value: Any) -> None:
        """Store ``value`` for ``key``.

        Raises:
            ValueError: the value is not allowed for that setting.
        """
        opt = _BY_KEY[key]
        if opt.choices is not None and value not in opt.choices:
            raise ValueError(f"{value!r} is not allowed for setting {key!r}")
        self._qs.setValue(key, value)

    def geometry(self) -> QByteArray | None:
        value = self._qs.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, data: QByteArray) -> None:
        self._qs.setValue("window/geometry", data)

    def sync(self) -> None:
        self._qs.sync()

    def write_problem(self) -> str | None:
        """Write what is pending now; the settings file's path if it cannot be written (a read-only folder, a file
        where a folder should be), else None."""
        self._qs.sync()
        if self._qs.status() == QSettings.Status.AccessError:
            return self._qs.fileName()
        return None
