"""The duel strip keeps its buttons in reach whatever the names and the language: long names are shortened."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from spider_qt.duel.kinds import Kind
from spider_qt.duel.setup import NewGameOptions
from spider_qt.ui.dialogs.profiles import FRIEND_MARK, ProfileManagerDialog
from ui.duel.test_duel_points import open_table
from ui.window_helpers import switch_language

LONG_A = "Annemarie Wilhelmina van Oosterhout"[:32]
LONG_B = "Bartholomeus Maximiliaan Vandenberg"[:32]


def test_long_names_are_shortened_and_leave_stays_on_the_strip(qtbot: Any, tmp_path: Path) -> None:
    t = open_table(qtbot, tmp_path)
    try:
        t.win.resize(1024, 700)
        switch_language(t.win, "de")
        t.win.start_game(
            NewGameOptions(rules="duel", suits=1, seed=1, opponent=Kind.HOTSEAT, player=LONG_A, opponent_name=LONG_B)
        )
        qtbot.wait(50)
        strip = t.win.duel_strip
        assert strip.isVisible()
        for button in (strip.info_button, strip.friend_button, strip.ignore_button, strip.leave_button):
            assert button.isVisible(), button.objectName()
            assert strip.rect().contains(button.geometry()), button.objectName()
        players = strip.players_label
        assert LONG_A in players.full_text() and LONG_B in players.full_text()
        assert players.text() != players.full_text() and players.text().endswith("…")
        assert players.toolTip() == players.full_text()  # the whole names on hover
        # A wide window shows them whole again.
        t.win.resize(1920, 1080)
        qtbot.waitUntil(lambda: players.text() == players.full_text(), timeout=2000)
        assert players.toolTip() == ""
    finally:
        switch_language(t.win, "en")
        t.persist.close()


def test_short_names_fit_whole_at_the_smallest_window_in_italian_and_german(qtbot: Any, tmp_path: Path) -> None:
    """At 800 pixels the strip used to keep a fixed share for each label and cut "Anna gioca" to "Gioca A…" with
    room to spare; whose turn it is gets its room first now, and short names fit whole."""
    t = open_table(qtbot, tmp_path)
    try:
        t.win.resize(800, 600)
        for language in ("it", "de"):
            switch_language(t.win, language)
            t.win.start_game(
                NewGameOptions(rules="duel", suits=1, seed=1, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben")
            )
            qtbot.wait(50)
            strip = t.win.duel_strip
            for label in (strip.players_label, strip.turn_label):
                assert label.text() == label.full_text(), (language, label.text())
            for button in (strip.info_button, strip.friend_button, strip.ignore_button, strip.leave_button):
                assert strip.rect().contains(button.geometry()), (language, button.objectName())
            t.win.duels.drop(uncover=True)
    finally:
        switch_language(t.win, "en")
        t.persist.close()


def test_new_friend_then_ignore_leaves_the_opponent_ignored_only(qtbot: Any, tmp_path: Path) -> None:
    """The strip's buttons set marks that contradict each other: the last one pressed is the one that stays, and the
    Profiles dialog shows it alone (it showed "★ Ben (ignored)")."""
    t = open_table(qtbot, tmp_path)
    try:
        t.win.start_game(
            NewGameOptions(rules="duel", suits=1, seed=1, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben")
        )
        qtbot.wait(50)
        strip = t.win.duel_strip
        strip.friend_button.click()
        strip.ignore_button.click()
        ben = t.db.profiles.find("Ben")
        assert ben is not None and (ben.friend, ben.ignored) == (False, True)
        profiles = ProfileManagerDialog(t.db)
        qtbot.addWidget(profiles)
        assert "Ben (ignored)" in profiles.item_texts()
        strip.friend_button.click()
        profiles.refresh()
        assert f"{FRIEND_MARK} Ben" in profiles.item_texts()
        ben = t.db.profiles.find("Ben")
        assert ben is not None and (ben.friend, ben.ignored) == (True, False)
        t.win.duels.drop(uncover=True)
    finally:
        t.persist.close()
