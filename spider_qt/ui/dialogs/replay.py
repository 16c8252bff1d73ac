"""The replay viewer: a finished game played back on its own read-only table."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from spider_qt.engine import Change, Game, Move
from spider_qt.i18n import format_number, format_speed, relabel_speeds, retranslate_later
from spider_qt.store import GameRecord
from spider_qt.ui.art.card_art import CardArt
from spider_qt.ui.model import TableSnapshot, apply_action
from spider_qt.ui.scene.table_scene import TableScene
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.window.panels import format_clock
from spider_qt.ui.window.shell import fitted_size
from spider_qt.ui.window.table_view import TableView

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_MS = 900  # between two actions at 1x


class _ReadOnly:
    """Answers the scene's legality questions with "nothing": a replay cannot be played on."""

    def movable(self, col: int) -> int:
        return 0

    def targets(self, src: int, count: int) -> list[int]:
        return []

    def can_flip(self, col: int) -> bool:
        return False

    def can_deal(self) -> bool:
        return False


def start_of(game: Game) -> Game:
    """A fresh engine game at the position ``game`` started from (its deal, or its custom start)."""
    doc: Any = json.loads(game.to_json())
    start = doc.get("start")
    return Game.new(game.rules, game.suits, game.seed) if start is None else Game.from_state(start)


def _kind(action: str) -> str:
    if action in ("undo", "finish"):
        return action
    return Move.from_text(action).kind


def _scores_of(start: Game, history: Sequence[str]) -> set[int]:
    """The scores of every position of ``history`` played from ``start``."""
    game = start.copy()
    scores = {game.score}
    for action in history:
        apply_action(game, action)
        scores.add(game.score)
    return scores


class ReplayViewer(QDialog):
    """Step through a game's history: back/forward, play/pause at 0.5x–4x, and a slider to jump to any move."""

    def __init__(
        self,
        game: Game,
        action_times: Sequence[float] | None = None,
        *,
        title: str | Callable[[], str] = "",
        animation_speed: float = 1.0,
        four_color: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._history = game.history
        self._times = tuple(action_times) if action_times is not None else ()
        self._title = title  # a text, or one written anew in the language of the moment
        self._start = start_of(game)
        self.game = self._start.copy()
        self._scores = _scores_of(self._start, self._history)  # every score the game passes through
        self._position = 0
        self._speed = 1.0

        self.art = CardArt(four_color=four_color)
        self.scene = TableScene(self.art, self)
        self.scene.set_rules(_ReadOnly())
        self._animation_speed = animation_speed  # the player's; the replay's pace multiplies it
        self.scene.set_animation_speed(animation_speed)
        self.view = TableView(self.scene, self, keyboard_play=False)

        self.back_button = QPushButton(self)
        self.play_button = QPushButton(self)
        self.play_button.setCheckable(True)
        self.forward_button = QPushButton(self)
        self.speed_combo = QComboBox(self)
        for speed in SPEEDS:
            self.speed_combo.addItem(format_speed(speed), speed)
        self.speed_combo.setCurrentIndex(SPEEDS.index(1.0))
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, len(self._history))
        self.slider.setPageStep(10)
        self.label = QLabel(self)

        # The slider and where it is on a row of their own, the buttons below: beside the buttons, the slider had
        # 55 px of a 640 px screen in German (20 actions to the pixel in a long game), and a long game's label
        # made the viewer wider than the screen in German and Italian.
        position = QHBoxLayout()
        position.addWidget(self.slider, 1)
        position.addWidget(self.label)
        controls = QHBoxLayout()
        controls.addWidget(self.back_button)
        controls.addWidget(self.play_button)
        controls.addWidget(self.forward_button)
        controls.addWidget(self.speed_combo)
        controls.addStretch(1)
        # Skip: shown when the viewer plays a duel's computer turn by itself (``offer_skip``); it closes the viewer.
        self.skip_button = QPushButton(self)
        self.skip_button.clicked.connect(self.close)
        self.skip_button.hide()
        controls.addWidget(self.skip_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(position)
        layout.addLayout(controls)

        self._timer = QTimer(self)
        self._timer.timeout.connect(self._on_timer_timeout)
        self.back_button.clicked.connect(self.step_back)
        self.forward_button.clicked.connect(self.step_forward)
        self.play_button.toggled.connect(self._on_play_button_toggled)
        self.speed_combo.currentIndexChanged.connect(self._on_speed_combo_current_index_changed)
        self.slider.valueChanged.connect(self._on_slider_value_changed)
        # The keys a player tries first: the slider has the keyboard (arrows step, Home and End jump to either end) and
        # Space plays and pauses. The table and the buttons take no focus: the table would use the arrows for its
        # column frame, a button would take Space.
        for widget in (self.view, self.back_button, self.play_button, self.forward_button):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setSingleStep(1)
        self.slider.setFocus()

        self.retranslate()
        self._show("load")
        self.resize(fitted_size(self, QSize(1100, 760)))

    @classmethod
    def from_record(
        cls, record: GameRecord, *, title: str | Callable[[], str] = "", parent: QWidget | None = None, **kwargs: Any
    ) -> ReplayViewer:
        """A viewer for a recorded game (own games and duel opponents' alike).

        Raises:
            RecordError: the stored game no longer loads.
        """
        return cls(record.game(), record.action_times, title=title, parent=parent, **kwargs)

    # ---------------------------------------------------------------- state

    @property
    def position(self) -> int:
        """How many actions of the history are shown played."""
        return self._position

    @property
    def count(self) -> int:
        """Actions in the whole game."""
        return len(self._history)

    def speed(self) -> float:
        return self._speed

    def is_playing(self) -> bool:
        return self._timer.isActive()

    def label_text(self) -> str:
        return self.label.text()

    # ------------------------------------------------------------- stepping

    def step_forward(self) -> bool:
        """Play the next action of the history."""
        if self._position >= len(self._history):
            return False
        action = self._history[self._position]
        change = apply_action(self.game, action)
        self._position += 1
        self._show(_kind(action), change)
        return True

    def step_back(self) -> bool:
        """Go back one action (the position is rebuilt from the start: undo is not allowed in every rule set)."""
        if self._position == 0:
            return False
        self.go_to(self._position - 1)
        return True

    def go_to(self, position: int) -> None:
        """Show the position after ``position`` actions, replayed from the start on a fresh game."""
        position = max(0, min(position, len(self._history)))
        if position == self._position:
            return
        if position == self._position + 1:
            self.step_forward()
            return
        game = self._start.copy()
        game.replay(self._history[:position])
        self.game = game
        self._position = position
        self._show("load")

    def play(self) -> None:
        """Play the moves one after the other at the chosen speed."""
        if self._position >= len(self._history):
            self.go_to(0)
        self._timer.start(round(STEP_MS / self._speed))
        self._sync_play_button()

    def offer_skip(self) -> None:
        """Show Skip (the viewer plays a duel's computer turn by itself, over the result)."""
        self.skip_button.show()

    def pause(self) -> None:
        self._timer.stop()
        self._sync_play_button()

    def set_speed(self, speed: float) -> None:
        """0.5, 1, 2 or 4 times the normal pace."""
        self._speed = float(speed)
        index = self.speed_combo.findData(self._speed)
        if index >= 0 and index != self.speed_combo.currentIndex():
            self.speed_combo.setCurrentIndex(index)
        if self._timer.isActive():
            self._timer.setInterval(round(STEP_MS / self._speed))
        # The cards move at the replay's pace too: at 4x a deal's cards took four of its steps.
        self.scene.set_animation_speed(self._animation_speed * self._speed)

    def _show(self, action: str, change: Change | None = None) -> None:
        self.scene.sync(TableSnapshot.from_game(self.game, action, change), animate=action != "load")
        self.slider.blockSignals(True)
        self.slider.setValue(self._position)
        self.slider.blockSignals(False)
        self.back_button.setEnabled(self._position > 0)
        self.forward_button.setEnabled(self._position < len(self._history))
        self._update_label()

    def _update_label(self) -> None:
        time = self._times[self._position - 1] if self._times and self._position > 0 else None
        self.label.setText(self._label_for(self._position, self.game.score, time))

    def _label_for(self, position: int, score: int, time: float | None) -> str:
        text = (
            translate("Replay", "Action %1 of %2 · score %3")
            .replace("%1", format_number(position))
            .replace("%2", format_number(len(self._history)))
            .replace("%3", format_number(score))
        )
        return text if time is None else f"{text} · {format_clock(round(time))}"  # as the table's clock shows it

    def _fit_label(self) -> None:
        """Give the label one width for the whole game, its widest text's: taking the width of each text, it made the
        slider beside it grow and shrink as the replay went on, and jump under the mouse dragging it."""
        metrics = self.label.fontMetrics()
        last = max(self._times) if self._times else None
        widest = max(
            metrics.horizontalAdvance(self._label_for(len(self._history), score, last)) for score in self._scores
        )
        margins = self.label.contentsMargins()
        self.label.setFixedWidth(widest + metrics.averageCharWidth() + margins.left() + margins.right())

    def _sync_play_button(self) -> None:
        self.play_button.blockSignals(True)
        self.play_button.setChecked(self._timer.isActive())
        self.play_button.blockSignals(False)
        self.play_button.setText(
            translate("Replay", "Pause") if self._timer.isActive() else translate("Replay", "Play", "verb")
        )
        self.play_button.setToolTip(translate("Replay", "Play or pause (Space)"))

    # ---------------------------------------------------------- translation

    def retranslate(self) -> None:
        relabel_speeds(self.speed_combo)  # "0,5×" stayed after a switch from German
        title = self._title() if callable(self._title) else self._title
        self.setWindowTitle(title or translate("Replay", "Replay", "noun: window title of the replay viewer"))
        self.back_button.setText(translate("Replay", "◀ Back"))
        self.back_button.setToolTip(translate("Replay", "One action back (Left arrow; Home: the start)"))
        self.forward_button.setText(translate("Replay", "Forward ▶"))
        self.forward_button.setToolTip(translate("Replay", "One action forward (Right arrow; End: the end)"))
        self.speed_combo.setToolTip(translate("Replay", "Replay speed"))
        self.skip_button.setText(translate("Replay", "Skip"))
        self.slider.setToolTip(translate("Replay", "Jump to any action"))
        self.slider.setAccessibleName(
            translate("Replay", "Action", "a screen reader's name of the slider: the action shown")
        )
        self._sync_play_button()
        self._fit_label()
        self._update_label()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # keys the focused control leaves alone (the slider handles the arrows, Home and End itself)
        actions: dict[Qt.Key, Callable[[], object]] = {
            Qt.Key.Key_Space: self.play_button.toggle,
            Qt.Key.Key_Left: self.step_back,
            Qt.Key.Key_Right: self.step_forward,
            Qt.Key.Key_Home: lambda: self.go_to(0),
            Qt.Key.Key_End: lambda: self.go_to(len(self._history)),
        }
        action = actions.get(Qt.Key(event.key()))
        if action is not None and not event.modifiers():
            action()
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)

    # ---------------------------------------------------------------- slots

    def _on_timer_timeout(self) -> None:
        if self.slider.isSliderDown():
            return  # held under the mouse: the replay waits (the handle went on moving away from the mouse)
        if self.scene.is_animating():
            return  # the last action's cards are still on their way: cut short, they jumped to their places
        self.step_forward()
        if self._position >= len(self._history):
            self.pause()  # on the last action, not one step later: the button said Pause a while longer

    def _on_play_button_toggled(self, checked: bool) -> None:
        if checked:
            self.play()
        else:
            self.pause()

    def _on_speed_combo_current_index_changed(self, index: int) -> None:
        self.set_speed(float(self.speed_combo.itemData(index)))

    def _on_slider_value_changed(self, value: int) -> None:
        self.go_to(value)

    def done(self, result: int) -> None:
        self._timer.stop()
        super().done(result)
