"""A 640 × 480 screen: the dialogs fit it in every language, with room for a window's frame, and show every text
whole (German has the longest ones)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QLabel, QLineEdit, QStyle, QWidget

from spider_qt.engine import Game
from spider_qt.i18n import LanguageSwitcher
from spider_qt.store import Database
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.dialogs.player_info import PlayerInfoDialog
from spider_qt.ui.duel.challenges_dialog import ChallengesDialog
from spider_qt.ui.duel.result_dialog import DuelResultDialog
from spider_qt.ui.main_window import MainWindow
from ui.duel.test_duel_result import dialog_for, finished_duel, played
from ui.window_helpers import switch_language

SCREEN = QSize(640, 480)
# What a dialog may take of it: the window's borders and title bar need the rest.
ROOM = QSize(620, 444)
LANGUAGES = ("en", "it", "nl", "de")


@pytest.fixture
def vga(monkeypatch: pytest.MonkeyPatch) -> Iterator[QSize]:
    """Every screen's free area (what the app asks for when it sizes a window) is 640 × 480."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(QPoint(0, 0), SCREEN))
    yield SCREEN


@pytest.fixture
def german() -> Iterator[None]:
    switcher = LanguageSwitcher()
    switcher.switch("de")
    yield
    switcher.switch("en")


def _fits(size: QSize, room: QSize = ROOM) -> bool:
    return size.width() <= room.width() and size.height() <= room.height()


def _wrapped_lines_height(label: QLabel) -> int:
    inner = label.contentsRect().width() - 2 * label.margin()
    text = label.fontMetrics().boundingRect(QRect(0, 0, max(1, inner), 1 << 20), Qt.TextFlag.TextWordWrap, label.text())
    return text.height()


def cut_off(dialog: QDialog) -> list[str]:
    """What of ``dialog`` does not show whole: a control outside it, a text narrower or lower than it needs, a
    placeholder wider than its field."""
    found = []
    bounds = dialog.rect()
    for widget in dialog.findChildren(QWidget):
        if widget.isWindow() or not widget.isVisibleTo(dialog):
            continue
        where = QRect(widget.mapTo(dialog, QPoint(0, 0)), widget.size())
        name = widget.objectName() or type(widget).__name__
        text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
        if not bounds.contains(where):
            found.append(f"{name} {text!r} lies outside the dialog: {where} in {bounds}")
        if isinstance(widget, QLabel) and widget.wordWrap() and text:
            if widget.contentsRect().height() < _wrapped_lines_height(widget):
                found.append(f"{text!r} shows {widget.height()} px of its wrapped lines")
        elif text:
            need = widget.minimumSizeHint()
            if widget.width() < need.width() or widget.height() < need.height():
                found.append(f"{text!r} is {widget.size()}, it needs {need}")
        if isinstance(widget, QLineEdit) and widget.placeholderText():
            frame = widget.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth) if widget.hasFrame() else 0
            metrics = widget.fontMetrics()
            # Its frame, the 2 px a line edit keeps on either side of its text, and the room Qt leaves for letters
            # that reach left of their place when it draws a placeholder.
            lean = max(0, -metrics.minLeftBearing())
            need_width = metrics.horizontalAdvance(widget.placeholderText()) + 2 * frame + 4 + lean
            if widget.width() < need_width:
                found.append(f"placeholder {widget.placeholderText()!r} gets {widget.width()} px of {need_width}")
    return found


def _at_its_smallest(qtbot: Any, dialog: QDialog) -> None:
    dialog.resize(dialog.minimumSizeHint())
    qtbot.waitUntil(lambda: dialog.size() == dialog.minimumSizeHint().expandedTo(dialog.minimumSize()))


def _dispose(dialog: QDialog) -> None:
    """Delete ``dialog`` now: left to the window's end, it heard the next test's language switch after its Python
    side was collected, and retranslated without its controls."""
    dialog.close()
    dialog.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_new_game_dialog_fits_in_every_language(
    window: MainWindow, qtbot: Any, db: Database, vga: QSize, lang: str
) -> None:
    db.profiles.create("Christiane Müller-Lüdenscheidt")  # a long name in the pickers
    dialog = NewGameDialog(window.settings, window, db=db)  # the window's, deleted at the end (``_dispose``)
    dialog.show()
    qtbot.waitExposed(dialog)
    try:
        switch_language(window, lang)  # while it is open: its texts and sizes follow
        assert dialog.windowTitle() != "New game" or lang == "en"
        # It was 712 × 482 in English and 788 × 482 in German, with the suits side by side and each opponent's
        # picker beside its choice.
        assert _fits(dialog.minimumSizeHint()), (lang, dialog.minimumSizeHint())
        assert _fits(dialog.sizeHint()), (lang, dialog.sizeHint())
        assert _fits(dialog.size()), (lang, dialog.size())
        _at_its_smallest(qtbot, dialog)
        assert cut_off(dialog) == [], lang
        for radio in (dialog.duel_radio, dialog.opp_challenge):  # the longest rule summary, every picker enabled
            radio.setChecked(True)
            qtbot.wait(10)
            assert cut_off(dialog) == [], lang
    finally:
        switch_language(window, "en")
        _dispose(dialog)


def test_the_new_game_dialog_takes_tab_in_the_order_it_is_read(window: MainWindow, qtbot: Any) -> None:
    """Left column (the game) from the top, then the right one (the players and the deal), then the checkbox below."""
    dialog = NewGameDialog(window.settings, window)  # the window's, deleted at the end (``_dispose``)
    order = [
        dialog.classic_radio,
        dialog.suit_radios[1],
        dialog.time_combo,
        dialog.player_edit,
        dialog.opp_none,
        dialog.opponent_combo,
        dialog.level_combo,
        dialog.invited_combo,
        dialog.random_check,
        dialog.deal_edit,
        dialog.allow_help_check,
    ]
    chain: list[QWidget] = []
    widget = dialog.classic_radio.nextInFocusChain()
    while widget is not dialog.classic_radio and len(chain) < 200:
        chain.append(widget)
        widget = widget.nextInFocusChain()
    positions = [chain.index(w) for w in order[1:]]
    assert positions == sorted(positions), [type(chain[p]).__name__ for p in positions]
    _dispose(dialog)


def test_the_duel_result_fits(qtbot: Any, db: Database, vga: QSize) -> None:
    for lang in LANGUAGES:
        switcher = LanguageSwitcher()
        switcher.switch(lang)
        try:
            dialog = dialog_for(db, finished_duel_named(db, lang), qtbot)
            # Italian's row of buttons made it 735 px wide, German's 485 px high.
            assert _fits(dialog.minimumSizeHint()), (lang, dialog.minimumSizeHint())
            assert _fits(dialog.size()), (lang, dialog.size())
            assert cut_off(dialog) == [], lang
            dialog.close()
        finally:
            switcher.switch("en")


def finished_duel_named(db: Database, lang: str) -> int:
    a, b = played(6), played(3)
    duel_id = finished_duel(db, a, 20.0, b, 30.0)
    # ``finished_duel`` names its players Anna and Ben: the next language's duel needs names of its own.
    duel = db.duels.get(duel_id)
    assert duel.b_profile is not None
    db.profiles.rename(duel.a_profile, f"Anna {lang}")
    db.profiles.rename(duel.b_profile, f"Ben {lang}")
    return duel_id


def test_the_duel_result_against_the_computer_with_help_fits(
    qtbot: Any, db: Database, vga: QSize, german: None
) -> None:
    """The longest texts: the computer's tie rule, and "mit Hilfe (Tipps, Demo oder Lösungssuche)" on both sides
    (it made the dialog 639 px wide, 455 high)."""
    ann, robot = db.profiles.create("Ann"), db.profiles.computer("expert")
    a_game, b_game = played(6), played(3)
    duel = db.duels.create("duel", 1, a_game.seed, ann.id, robot.id, 900)
    for pid, game, used in ((ann.id, a_game, 20.0), (robot.id, b_game, 30.0)):
        times = [used * (i + 1) / len(game.history) for i in range(len(game.history))]
        record = db.games.record(pid, game, time_used=used, action_times=times, duel_id=duel.id, helped=True)
        db.duels.add_game(duel.id, record.id)
    dialog = DuelResultDialog(db, db.duels.get(duel.id), ann.id)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert "Tipps" in dialog.cells[0][5].text() and "Computer" in dialog.tie_label.text()
    assert _fits(dialog.minimumSizeHint()), dialog.minimumSizeHint()
    assert _fits(dialog.size()), dialog.size()
    assert cut_off(dialog) == []
    _, _, lo, hi = dialog.chart.axis_ranges()
    plot = dialog.chart.plot_rect()
    steps = len(range(lo, hi + 1, dialog.chart._y_step()))
    line = dialog.chart.fontMetrics().height()
    assert plot.height() / max(1, steps - 1) >= line, (plot.height(), steps)  # the score numbers stay apart


def test_player_info_shows_every_row_of_its_table(qtbot: Any, db: Database, vga: QSize, german: None) -> None:
    ann, robot = db.profiles.create("Ann"), db.profiles.computer("expert")
    for seed in range(3):
        game = Game.new("classic", 1 + seed % 2, 40 + seed)
        game.finish()
        db.games.record(ann.id, game, time_used=60.0, action_times=[1.0] * len(game.history))
    dialog = PlayerInfoDialog(db, ann, robot)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert _fits(dialog.size()), dialog.size()
    assert _fits(dialog.minimumSizeHint()), dialog.minimumSizeHint()
    table = dialog.table
    # It showed two of its six rows, with a scroll bar, and the list of duels below took the rest.
    qtbot.waitUntil(lambda: not table.verticalScrollBar().isVisible())
    last = table.rowCount() - 1
    assert table.rowViewportPosition(last) + table.rowHeight(last) <= table.viewport().height()
    assert cut_off(dialog) == []


def test_the_challenges_dialog_fits(qtbot: Any, db: Database, vga: QSize, german: None) -> None:
    ann, ben = db.profiles.create("Ann"), db.profiles.create("Benedikt Sommerfeld")
    game = Game.new("duel", 2, 7)
    game.finish()
    record = db.games.record(ben.id, game, time_used=60.0, action_times=[1.0] * len(game.history))
    db.duels.create_challenge(record.id, 900.0, invited=ann.id)
    dialog = ChallengesDialog(db, "Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.tree.topLevelItemCount() == 1
    assert _fits(dialog.size()), dialog.size()  # it opened 640 wide: the whole screen, and its frame beyond
    assert cut_off(dialog) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_replay_fits_with_a_long_game(qtbot: Any, vga: QSize, lang: str) -> None:
    """A game of 1,101 actions over an hour: its label beside the buttons and the slider made the replay 653 px
    wide in German and 773 px in Italian, and left the slider 55 px of a 640 px screen."""
    from spider_qt.ui.dialogs.replay import ReplayViewer
    from ui.dialogs.test_replay import played_game

    game = played_game(seed=5, actions=1100)
    times = [1.0 + 3.4 * i for i in range(len(game.history))]
    switcher = LanguageSwitcher()
    switcher.switch(lang)
    try:
        viewer = ReplayViewer(game, times, animation_speed=0.0)
        qtbot.addWidget(viewer)
        viewer.show()
        qtbot.waitExposed(viewer)
        viewer.go_to(viewer.count)  # the widest label: the last action, past the hour
        assert _fits(viewer.minimumSizeHint()), (lang, viewer.minimumSizeHint())
        assert _fits(viewer.size()), (lang, viewer.size())
        assert cut_off(viewer) == [], lang
        assert viewer.slider.width() >= viewer.width() * 2 // 5, lang  # room to pick one action out of a thousand
        _at_its_smallest(qtbot, viewer)
        assert cut_off(viewer) == [], lang
    finally:
        switcher.switch("en")
