"""Switching language while many windows are open, some closed and kept: every one follows, nothing breaks.

Qt hands LanguageChange to every widget while walking copies of their child lists; windows that
change themselves on the way used to free children still on such a list (a crash seen in play).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QWidget

from spider_qt.ui.controller import GameInfo
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.persistence import persistence
from ui.window_helpers import near_won, switch_language

TITLES = {
    "en": ("Statistics", "New game"),
    "de": ("Statistik", "Neues Spiel"),
    "it": ("Statistiche", "Nuova partita"),
    "nl": ("Statistieken", "Nieuw spel"),
}


def test_every_open_and_closed_window_follows_repeated_switches(window: MainWindow, qtbot: Any, tmp_path: Path) -> None:
    args = argparse.Namespace(data_dir=str(tmp_path / "data"), autoplay=0, autoplay_seed=None, print_state=False)
    persist = persistence.attach(window, args)
    window.controller.load(near_won("classic"), GameInfo(player="Ada"))
    window.controller.move_cards(1, 1, 0)  # the win: the result panel
    # A game from a set position is never recorded, so the player's profile is made here.
    assert persist.recorder.db is not None and persist.recorder.db.profiles.find("Ada") is None
    persist.recorder.db.profiles.create("Ada")
    opened: list[QWidget] = []
    for make in (persist.player.profiles_dialog, persist.player.statistics_dialog, persist.player.player_info_dialog):
        dialog = make()
        assert dialog is not None
        dialog.show()
        opened.append(dialog)
    game = window.controller.game
    assert game is not None
    replay = persist.player.open_replay(game, tuple(window.controller.info.action_times), "")
    new_game = NewGameDialog(window.settings, window)
    new_game.show()
    help_window = window.help_attachment.show_help() if hasattr(window, "help_attachment") else None
    opened[0].close()  # closed but kept, as a player leaves them
    replay.close()
    statistics = opened[1]
    for lang in ("de", "it", "nl", "en", "de", "en"):
        switch_language(window, lang)
        expected_stats, expected_new = TITLES[lang]
        assert statistics.windowTitle() == expected_stats
        assert new_game.windowTitle() == expected_new
    assert window.hud.done_button.text() == "Leave"
    for w in (*opened, new_game, help_window):  # the replay viewer deletes itself when closed
        if w is not None:
            w.close()
            w.deleteLater()  # the app deletes its dialogs after use; these must not outlive the database
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    persist.close()
