"""A settings file left with wrong values (hand-edited, an older or newer version): each bad value gets its
default, the good ones beside it stay."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from helpers.prompts import FakePrompts
from PySide6.QtCore import QSettings

from spider_qt.duel.kinds import Kind, to_setting
from spider_qt.store.profiles import default_player_name
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.persistence import persistence
from spider_qt.ui.settings import SCHEMA, Settings


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


@pytest.mark.parametrize(
    ("stored", "kind"),
    [("human", Kind.HOTSEAT), ("computer", Kind.COMPUTER), ("none", None), ("challenge", None), ("robot", None)],
)
def test_the_opponent_kept_as_a_word_opens_the_new_game_dialog_on_its_kind(
    qtbot: Any, tmp_path: Path, stored: str, kind: Kind | None
) -> None:
    """The file keeps the words it always kept ("none", "human", "computer"); the dialog's choice is a kind."""
    dialog = NewGameDialog(_settings(tmp_path, f"[new_game]\nopponent={stored}\n"))
    qtbot.addWidget(dialog)
    assert dialog.options().opponent is kind


@pytest.mark.parametrize(
    ("kind", "stored"),
    # A challenge is not kept: the next new game opens alone.
    [(Kind.HOTSEAT, "human"), (Kind.COMPUTER, "computer"), (Kind.CHALLENGE, "none"), (None, "none")],
)
def test_the_new_game_dialog_writes_the_opponent_in_the_old_words(
    qtbot: Any, tmp_path: Path, kind: Kind | None, stored: str
) -> None:
    s = _settings(tmp_path, "[new_game]\nopponent=computer\nplayer=Anna\nopponent_name=Ben\n")
    dialog = NewGameDialog(s)
    qtbot.addWidget(dialog)
    if kind is None:
        dialog.opp_none.setChecked(True)
    else:
        dialog.choose_opponent(kind)
    dialog.accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted and dialog.chosen().opponent is kind
    s.sync()
    assert f"opponent={stored}\n" in (tmp_path / "spider-duel.ini").read_text(encoding="utf-8")
    again = Settings(QSettings(str(tmp_path / "spider-duel.ini"), QSettings.Format.IniFormat))
    assert again.get("new_game/opponent") == stored


def test_the_opponent_setting_takes_the_words_every_choice_is_kept_in() -> None:
    option = next(o for o in SCHEMA if o.key == "new_game/opponent")
    assert option.choices == ("none", "human", "computer")
    assert {to_setting(k) for k in (None, *Kind)} == set(option.choices)
