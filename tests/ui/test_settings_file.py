"""A settings file left with wrong values (hand-edited, an older or newer version): each bad value gets its
default, the good ones beside it stay."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from helpers.prompts import FakePrompts
from PySide6.QtCore import QSettings

from spider_qt.store.profiles import default_player_name
from spider_qt.ui.persistence import persistence
from spider_qt.ui.settings import Settings


def _settings(tmp_path: Path, text: str) -> Settings:
    path = tmp_path / "spider-duel.ini"
    path.write_text("[General]\nsettings_version=1\n" + text, encoding="utf-8")
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


@pytest.mark.parametrize(
    "name",
    ["A" * 40, "Master", "  expert ", "Tab\\there", "Computer"],
    ids=["too-long", "a-computer-level", "a-level-with-spaces", "a-control-character", "the-word-computer"],
)
def test_a_player_name_no_profile_can_have_is_the_default_player(tmp_path: Path, name: str) -> None:
    """Such a name (no dialog lets it in) left every game unrecorded: "Game not recorded" after each one."""
    s = _settings(
        tmp_path,
        f"animation_speed=fast\nfelt=plaid\nfour_color=true\n[new_game]\nplayer={name}\n"
        f"opponent_name={name}\nsuits=2\n",
    )
    assert s.get("new_game/player") == "" and s.get("new_game/opponent_name") == ""
    # the good values beside them stay
    assert s.get("four_color") is True and s.get("new_game/suits") == 2
    assert s.get("animation_speed") == 1.0


def test_a_name_with_a_comma_typed_into_the_file_is_that_name(tmp_path: Path) -> None:
    """An unquoted comma makes an INI text a list: the player was "['Smith', 'John']" on the table and in the
    statistics."""
    s = _settings(tmp_path, "[new_game]\nplayer=Smith, John\nrules=classic, duel\n")
    assert s.get("new_game/player") == "Smith, John"
    assert s.get("new_game/rules") == "classic"  # not one of the rule sets: the default


def test_good_names_are_kept(tmp_path: Path) -> None:
    s = _settings(tmp_path, '[new_game]\nplayer=Anna\nopponent_name="Smith, John"\n')
    assert s.get("new_game/player") == "Anna" and s.get("new_game/opponent_name") == "Smith, John"


def test_the_app_plays_and_records_as_the_default_player_instead_of_an_unusable_name(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = tmp_path / "config"
    config.mkdir()
    (config / "spider-duel.ini").write_text(
        "[General]\nsettings_version=1\n[new_game]\nplayer=" + "B" * 50 + "\n", encoding="utf-8"
    )
    argv = ["--data-dir", str(tmp_path / "data"), "--config-dir", str(config), "--lang", "en", "--deal", "3"]
    win = windows.start_app(qtbot, monkeypatch, argv, FakePrompts(answer=True))
    qtbot.waitUntil(lambda: win.findChild(persistence.Persistence) is not None and win.controller.game is not None)
    assert win.controller.info.player == default_player_name()
    assert win.settings.get("new_game/player") == default_player_name()  # and the good name is written back
    persist = win.findChild(persistence.Persistence)
    assert persist is not None
    persist.close()
    win.close()
    win.switcher.switch("en")
