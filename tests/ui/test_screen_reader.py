"""What a screen reader finds: every control and every painted part of a window has a name to announce."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers.prompts import FakePrompts
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel, QWidget

from spider_qt.engine import Game
from spider_qt.i18n import LanguageSwitcher
from spider_qt.ui.duel.score_chart import ScoreChart
from spider_qt.ui.window.table_view import TableView


def accessible_name(widget: QWidget) -> str:
    face = QAccessible.queryAccessibleInterface(widget)
    return "" if face is None else face.text(QAccessible.Text.Name)


def unnamed(top: QWidget) -> list[str]:
    """The controls in ``top`` a screen reader reaches (those that take the keyboard, and the painted table and
    chart) that it could announce by no name."""
    found = []
    for widget in top.findChildren(QWidget):
        if not widget.isVisibleTo(top) or isinstance(widget, QLabel) or widget.focusProxy() is not None:
            continue
        reached = bool(widget.focusPolicy().value & Qt.FocusPolicy.TabFocus.value) and widget.isEnabled()
        if (reached or isinstance(widget, (TableView, ScoreChart))) and not accessible_name(widget):
            found.append(f"{type(widget).__name__} {widget.objectName()}".strip())
    return found


def test_every_window_names_its_controls_and_painted_parts(qtbot: Any, tmp_path: Path) -> None:
    """The table (a painted view the cards are played on with the keys), the duel result's chart, the replay's
    slider, and the lists of the Statistics, Player info, Profiles and Challenges windows had no name: a screen
    reader said only "graphic" or "table", or nothing."""
    from spider_qt.ui.dialogs.player_info import PlayerInfoDialog
    from spider_qt.ui.dialogs.profiles import ProfileManagerDialog
    from spider_qt.ui.dialogs.replay import ReplayViewer
    from spider_qt.ui.dialogs.statistics import StatisticsDialog
    from spider_qt.ui.duel.challenges_dialog import ChallengesDialog
    from ui.duel.test_duel_points import both_play, hot_seat, open_table

    t = open_table(qtbot, tmp_path, FakePrompts(answer=True))
    win = t.win
    hot_seat(t, first="Anna", second="Ben")
    assert unnamed(win) == []
    assert "column" in win.view.accessibleDescription()  # the keys that play on it
    result = both_play(t, qtbot, 4, 2)
    assert unnamed(result) == []
    assert "Anna" in result.chart.accessibleDescription() and "Ben" in result.chart.accessibleDescription()
    result.close()
    db = t.db
    anna, ben = db.profiles.find("Anna"), db.profiles.find("Ben")
    assert anna is not None and ben is not None
    replay = ReplayViewer(Game.new("classic", 1, 3), animation_speed=0.0, parent=win)
    for dialog in (
        StatisticsDialog(db, anna.id, win, t.prompts),
        PlayerInfoDialog(db, anna, ben, win),
        ProfileManagerDialog(db, win, active_name="Anna", table_name="Anna"),
        ChallengesDialog(db, "Anna", win),
        replay,
    ):
        qtbot.addWidget(dialog)
        dialog.show()
        assert unnamed(dialog) == [], type(dialog).__name__
        dialog.close()
    assert replay.view.accessibleName() and not replay.view.accessibleDescription()  # no keys play on a replay
    t.persist.close()


def test_the_names_follow_the_language(qtbot: Any, tmp_path: Path) -> None:
    from helpers import windows

    switcher = LanguageSwitcher()
    win = windows.make_window(qtbot, tmp_path, switcher=switcher)
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_series([("Anna", [(0.0, 0), (1.0, 5)])], [1.0])
    english = win.view.accessibleName(), chart.accessibleName()
    try:
        switcher.switch("de")
        qtbot.waitUntil(lambda: win.view.accessibleName() != english[0])
        qtbot.waitUntil(lambda: chart.accessibleName() != english[1])
        assert win.view.accessibleName() == "Spieltisch"
        assert chart.accessibleDescription() == "Anna (0:01): 5 Punkte"
    finally:
        switcher.switch("en")


def test_the_new_game_dialog_names_its_pickers(qtbot: Any, tmp_path: Path) -> None:
    """The second player's and the invited player's name fields, and the computer's skill, are pickers beside a
    radio button that is not their label: a screen reader announced an "editable combo box" and nothing more."""
    from PySide6.QtCore import QSettings

    from spider_qt.store import Database
    from spider_qt.ui.dialogs.new_game import NewGameDialog
    from spider_qt.ui.settings import Settings

    db = Database.open(tmp_path / "data")
    try:
        settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
        dialog = NewGameDialog(settings, opponents_enabled=True, db=db)
        qtbot.addWidget(dialog)
        dialog.show()
        assert unnamed(dialog) == []
        for combo in (dialog.opponent_combo, dialog.invited_combo, dialog.level_combo):
            assert accessible_name(combo)
            line = combo.lineEdit()
            assert line is None or accessible_name(line) == accessible_name(combo)
    finally:
        db.close()
