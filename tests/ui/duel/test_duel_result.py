"""The duel result screen: winner and tie-break, the chart, where the games parted, and its buttons."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QFontMetrics

from spider_qt.engine import Game, Move
from spider_qt.i18n import LanguageSwitcher
from spider_qt.store import Database
from spider_qt.ui.duel.result_dialog import DuelResultDialog
from spider_qt.ui.duel.score_chart import first_divergence


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database.open(tmp_path)
    yield database
    database.close()


def played(moves: int, seed: int = 3) -> Game:
    game = Game.new("duel", 1, seed)
    for _ in range(moves):
        game.play(next(m for m in game.legal_moves() if m.kind == "move"))
    game.finish()
    return game


def finished_duel(db: Database, a_game: Game, a_time: float, b_game: Game, b_time: float) -> int:
    anna, ben = db.profiles.create("Anna"), db.profiles.create("Ben")
    duel = db.duels.create("duel", 1, a_game.seed, anna.id, ben.id, 900)
    for pid, game, used in ((anna.id, a_game, a_time), (ben.id, b_game, b_time)):
        times = [used * (i + 1) / len(game.history) for i in range(len(game.history))]
        rec = db.games.record(pid, game, time_used=used, action_times=times, duel_id=duel.id)
        db.duels.add_game(duel.id, rec.id)
    return duel.id


def dialog_for(db: Database, duel_id: int, qtbot: Any) -> DuelResultDialog:
    duel = db.duels.get(duel_id)
    dialog = DuelResultDialog(db, duel, duel.a_profile)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_charts_x_axis_counts_actions_and_says_so(db: Database, qtbot: Any) -> None:
    """Turned cards and deals are actions of their own under duel rules: the chart's axis runs past the Moves
    row, so its title names actions (German "Aktionen", as in "Ab Aktion 3 unterscheiden sich die Spiele")."""
    game = Game.new("duel", 1, 3)  # the deal of ``played``
    for _ in range(12):
        game.play(next(m for m in game.legal_moves() if m.kind in ("flip", "move")))
    game.play(Move("deal"))
    game.finish()
    actions = len(game.history)
    assert game.moves < actions
    switcher = LanguageSwitcher()
    try:
        switcher.switch("de")
        dialog = dialog_for(db, finished_duel(db, game, 60.0, played(2), 10.0), qtbot)
        x_max, _step, _lo, _hi = dialog.chart.axis_ranges()
        assert x_max >= actions > game.moves
        # #48 pt 9: the Moves row names the actions the chart counts, and the chart says what an action is.
        assert dialog.cells[0][2].text() == f"{game.moves} ({actions} Aktionen)"
        assert dialog.row_labels[2].text() == "Züge"
        assert dialog.chart.x_title() == "Aktionen (Züge, aufgedeckte Karten, Geben)"
        switcher.switch("en")
        qtbot.waitUntil(lambda: dialog.chart.x_title() == "Actions (moves, turned cards, deals)")
        qtbot.waitUntil(lambda: dialog.cells[0][2].text() == f"{game.moves} ({actions} actions)")
    finally:
        switcher.switch("en")


def test_first_divergence() -> None:
    assert first_divergence(["1>2", "deal"], ["1>2", "flip 3"]) == 1
    assert first_divergence(["1>2"], ["1>2", "deal"]) == 1
    assert first_divergence(["1>2"], ["1>2"]) is None


def test_higher_score_wins(db: Database, qtbot: Any) -> None:
    a, b = played(3), played(0)
    assert a.score != b.score
    dialog = dialog_for(db, finished_duel(db, a, 50.0, b, 10.0), qtbot)
    winner = "Anna" if a.score > b.score else "Ben"
    assert dialog.title.text() == f"{winner} wins"
    assert dialog.cells[0][1].text() == str(a.score) and dialog.cells[1][1].text() == str(b.score)
    assert dialog.divergence == 0 and "action 1" in dialog.divergence_label.text()
    series = dialog.chart.series
    assert [name for name, _ in series] == ["Anna", "Ben"]
    assert series[0][1][-1][1] == a.score and series[1][1][-1][1] == b.score
    image = dialog.chart.grab().toImage()
    assert image.width() >= 420  # painted without error


def test_equal_scores_less_time_wins_else_draw(db: Database, qtbot: Any) -> None:
    dialog = dialog_for(db, finished_duel(db, played(2), 80.0, played(2), 40.0), qtbot)
    assert dialog.winner == "b" and dialog.title.text() == "Ben wins"
    assert dialog.divergence is None
    db2 = Database.open(Path(str(db.path)).parent / "other")
    try:
        draw = dialog_for(db2, finished_duel(db2, played(1), 30.0, played(1), 30.0), qtbot)
        assert draw.winner == "draw" and draw.title.text() == "A draw"
    finally:
        db2.close()


def test_helped_game_is_marked(db: Database, qtbot: Any) -> None:
    anna, ben = db.profiles.create("Anna"), db.profiles.create("Ben")
    duel = db.duels.create("duel", 1, 3, anna.id, ben.id, 900)
    g = played(1)
    for pid, helped in ((anna.id, True), (ben.id, False)):
        rec = db.games.record(pid, g, time_used=5, action_times=[1.0, 2.0], helped=helped, duel_id=duel.id)
        db.duels.add_game(duel.id, rec.id)
    dialog = dialog_for(db, duel.id, qtbot)
    assert "helped" in dialog.cells[0][5].text() and "helped" not in dialog.cells[1][5].text()
    assert "demo" in dialog.cells[0][5].text()  # the demo helps too, as the status bar says


def test_buttons(db: Database, qtbot: Any) -> None:
    dialog = dialog_for(db, finished_duel(db, played(2), 20.0, played(1), 20.0), qtbot)
    viewer = dialog.watch_opponent()
    assert viewer.isVisible() and viewer.count == len(played(1).history)  # type: ignore[attr-defined]
    viewer.close()
    info = dialog.show_player_info()
    assert info.isVisible()
    info.close()
    dialog.friend_button.click()
    ben = db.profiles.find("Ben")
    assert ben is not None and ben.friend
    dialog.ignore_button.click()
    ben = db.profiles.find("Ben")
    assert ben is not None and ben.ignored
    with qtbot.waitSignal(dialog.rematch_clicked, timeout=1000):
        dialog.rematch_button.click()
    assert not dialog.isVisible()


def test_new_friend_and_ignore_exclude_each_other(db: Database, qtbot: Any) -> None:
    """Both stayed pressed: Ben was a friend and ignored at once."""
    dialog = dialog_for(db, finished_duel(db, played(2), 20.0, played(1), 20.0), qtbot)
    dialog.friend_button.click()
    assert dialog.friend_button.isChecked() and not dialog.ignore_button.isChecked()
    dialog.ignore_button.click()
    assert dialog.ignore_button.isChecked() and not dialog.friend_button.isChecked()
    ben = db.profiles.find("Ben")
    assert ben is not None and (ben.friend, ben.ignored) == (False, True)
    dialog.friend_button.click()
    assert dialog.friend_button.isChecked() and not dialog.ignore_button.isChecked()
    ben = db.profiles.find("Ben")
    assert ben is not None and (ben.friend, ben.ignored) == (True, False)


def test_the_divergence_is_told_in_words(db: Database, qtbot: Any) -> None:
    from spider_qt.i18n import LanguageSwitcher

    LanguageSwitcher().switch("en")  # English plurals come from their own small catalogue, as in the app
    a, b = played(2), played(1)
    dialog = dialog_for(db, finished_duel(db, a, 20.0, b, 20.0), qtbot)
    move = a.history[1]
    src, dst = move.split("x")[0].split(">")
    text = dialog.divergence_text()
    assert text.startswith("The games first differ at action 2.")
    assert f"Anna: moved 1 card from column {src} to column {dst}." in text
    assert text.endswith("Ben: ended the game.")
    assert ">" not in text


def test_the_charts_legend_gives_the_time_used_of_the_table(db: Database, qtbot: Any) -> None:
    """The legend took the time of each player's last action, beside a "Time used" row from the whole time: the row
    is what breaks a tie, so the two must agree. Both show the whole seconds the clock showed and ties compare:
    1.6 s reads 0:01 (it read 0:02, rounded, while ties compared fractions of a second)."""
    anna, ben = db.profiles.create("Anna"), db.profiles.create("Ben")
    a_game, b_game = played(2), played(3)
    duel = db.duels.create("duel", 1, a_game.seed, anna.id, ben.id, 900)
    for pid, game, used in ((anna.id, a_game, 1.6), (ben.id, b_game, 75.4)):
        times = [0.4 * (i + 1) for i in range(len(game.history))]  # the last action well before the time used
        rec = db.games.record(pid, game, time_used=used, action_times=times, duel_id=duel.id)
        db.duels.add_game(duel.id, rec.id)
    dialog = dialog_for(db, duel.id, qtbot)
    rows = [dialog.cells[side][4].text() for side in range(2)]
    assert rows == ["0:01", "1:15"]
    assert dialog.chart.legend_texts() == ["Anna (0:01)", "Ben (1:15)"]


def test_in_the_window_its_texts_get_the_lines_they_need_and_no_more(db: Database, qtbot: Any, tmp_path: Path) -> None:
    """Parented to the window (as the app shows it), one line of the tie rule was given 98 px instead of 14: large
    gaps around the texts and a squeezed chart."""
    from helpers import windows

    win = windows.make_window(qtbot, tmp_path, db)
    did = finished_duel(db, played(5), 60.0, played(3), 10.0)
    duel = db.duels.get(did)
    shown = DuelResultDialog(db, duel, duel.a_profile, win)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    line = shown.tie_label.fontMetrics().height()
    for label in (shown.tie_label, shown.divergence_label):
        if label.text():
            width = label.width()
            lines = max(1, -(-label.fontMetrics().horizontalAdvance(label.text()) // max(1, width)))
            assert label.minimumHeight() <= (lines + 1) * line, (label.text(), label.minimumHeight(), width)


def test_the_result_over_the_window_opens_at_its_own_size(db: Database, qtbot: Any) -> None:
    """Parented to the window, as the duel shows it, the dialog is 100 px wide until it is shown: its wrapped
    texts were fitted to that width, asked for hundreds of pixels, and the dialog opened 863 px tall, its buttons
    below a 768 px laptop screen."""
    from PySide6.QtWidgets import QMainWindow

    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    a, b = played(6), played(3)
    duel = db.duels.get(finished_duel(db, a, 20.0, b, 30.0))
    dialog = DuelResultDialog(db, duel, duel.a_profile, window)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() <= 600, dialog.size()  # the size it asks for: 620 × 600, less on a small screen
    for label in (dialog.divergence_label, dialog.tie_label):
        assert label.minimumHeight() <= 3 * label.fontMetrics().lineSpacing(), (label.text(), label.minimumHeight())


def test_two_long_names_stay_inside_the_charts_legend(db: Database, qtbot: Any) -> None:
    """Two names of 32 letters ran past the chart's right edge: the legend shortens them in the middle, keeping each
    player's time used."""
    long_a, long_b = "Annamaria Wilhelmina Vandenberg", "Bartholomew Maximilian Oakenshie"
    a, b = db.profiles.create(long_a), db.profiles.create(long_b)
    games = (played(2), played(1))
    duel = db.duels.create("duel", 1, games[0].seed, a.id, b.id, 900)
    for pid, game, used in ((a.id, games[0], 40.0), (b.id, games[1], 20.0)):
        times = [used * (i + 1) / len(game.history) for i in range(len(game.history))]
        db.duels.add_game(duel.id, db.games.record(pid, game, time_used=used, action_times=times, duel_id=duel.id).id)
    dialog = dialog_for(db, duel.id, qtbot)
    chart = dialog.chart
    chart.resize(480, chart.height())
    bold = chart.font()
    bold.setBold(True)  # the legend is painted bold
    metrics = QFontMetrics(bold)
    items = chart.legend_items(metrics)
    assert len(items) == 2
    last_x, last_text = items[-1]
    assert last_x + 22 + metrics.horizontalAdvance(last_text) <= chart.width()
    assert items[0][1].endswith("(0:40)") and last_text.endswith("(0:20)") and "…" in last_text
    chart.resize(1200, chart.height())
    assert [t for _x, t in chart.legend_items(metrics)] == [f"{long_a} (0:40)", f"{long_b} (0:20)"]  # room: whole


def test_equal_scores_in_the_same_whole_second_read_and_end_as_a_draw(db: Database, qtbot: Any) -> None:
    """Issue 48: a result said "root wins" under "Time used 0:12 / 0:12": the winner was decided by a fraction of a
    second the screen never showed. 12.2 s and 12.9 s both read 0:12, and the duel is a draw."""
    did = finished_duel(db, played(4), 12.2, played(4), 12.9)
    dialog = dialog_for(db, did, qtbot)
    assert [dialog.cells[side][4].text() for side in range(2)] == ["0:12", "0:12"]
    assert dialog.title.text() == "A draw"
    assert "whole seconds the clock shows" in dialog.tie_label.text()
