"""Player info (#48 pt 8): a chooser for the player; the duel rows of the statistics say "cleared", not "won"."""

from __future__ import annotations

from typing import Any

from spider_qt.engine import Game
from spider_qt.store import Database
from spider_qt.ui.dialogs.player_info import PlayerInfoDialog


def _record(db: Database, name: str, rules: str = "classic", moves: int = 3) -> None:
    profile = db.profiles.find(name) or db.profiles.create(name)
    game = Game.new(rules, 1, 7)
    for _ in range(moves):
        game.play(next(m for m in game.legal_moves() if m.kind in ("move", "flip")))
    game.finish()
    db.games.record(profile.id, game, time_used=30.0, action_times=[float(i + 1) for i in range(len(game.history))])


def test_player_info_chooses_among_the_players_and_shows_the_one_chosen(qtbot: Any, db: Database) -> None:
    _record(db, "Anna")
    _record(db, "Ben")
    _record(db, "Ben")
    anna, ben = db.profiles.find("Anna"), db.profiles.find("Ben")
    assert anna is not None and ben is not None
    dialog = PlayerInfoDialog(db, anna, ben)
    qtbot.addWidget(dialog)
    dialog.show()
    combo = dialog.player_combo
    assert combo.isEnabled() and combo.currentText() == "Anna"
    assert {combo.itemText(i) for i in range(combo.count())} >= {"Anna", "Ben"}
    assert dialog.summary_label.text().startswith("1 game")
    assert dialog.duel_box.isVisible()  # Anna against Ben
    combo.setCurrentIndex(combo.findText("Ben"))
    assert dialog.profile.id == ben.id and dialog.windowTitle() == "Player info: Ben"
    assert dialog.summary_label.text().startswith("2 game")
    assert not dialog.duel_box.isVisible()  # Ben against Ben: no head-to-head
    combo.setCurrentIndex(combo.findText("Anna"))
    assert dialog.duel_box.isVisible() and dialog.duel_box.title() == "Against Ben"


def test_during_a_duel_the_chooser_offers_only_the_opponent(qtbot: Any, db: Database) -> None:
    _record(db, "Anna")
    _record(db, "Ben")
    anna, ben = db.profiles.find("Anna"), db.profiles.find("Ben")
    assert anna is not None and ben is not None
    dialog = PlayerInfoDialog(db, ben, anna, in_duel=True)
    qtbot.addWidget(dialog)
    assert dialog.player_combo.count() == 1 and not dialog.player_combo.isEnabled()


def test_the_duel_rows_say_cleared_with_a_tooltip(qtbot: Any, db: Database) -> None:
    _record(db, "Anna", rules="duel")
    anna = db.profiles.find("Anna")
    assert anna is not None
    dialog = PlayerInfoDialog(db, anna)
    qtbot.addWidget(dialog)
    table = dialog.table
    assert table.cell_text("duel", 1, 1) == "0 cleared"
    assert table.cell_text("classic", 1, 1) == "0"
    row = 3  # duel, one suit: after classic's three rows
    item = table.item(row, 1)
    assert item is not None and "won on points" in item.toolTip()


def test_the_statistics_table_leaves_no_empty_area(qtbot: Any, db: Database) -> None:
    """#48 pt 14: the Statistics window was 360 pixels tall whatever its rows needed, a third of its grid empty
    below them, and a blank band right of its last column."""
    from spider_qt.ui.dialogs.statistics import StatisticsDialog

    _record(db, "Anna")
    anna = db.profiles.find("Anna")
    assert anna is not None
    dialog = StatisticsDialog(db, anna.id)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    assert table.height() == table.full_height(table.width())  # every row, and nothing below them
    assert table.verticalHeader().length() + table.horizontalHeader().height() + 2 * table.frameWidth() >= (
        table.height() - 2
    )
    # the columns reach the right edge (once the header has laid them out)
    qtbot.waitUntil(lambda: table.horizontalHeader().length() == table.viewport().width())
