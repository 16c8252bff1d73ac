"""The new-game dialog: rules, suits, opponent, time limit, deal number, player."""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QRadioButton,
    QStyle,
    QStyleOptionComboBox,
    QVBoxLayout,
    QWidget,
)

from spider_qt.duel.kinds import Kind, flow, from_setting, to_setting
from spider_qt.duel.setup import NewGameOptions, random_seed
from spider_qt.engine import CLASSIC, DUEL, MAX_SEED, RULESETS, RuleSet
from spider_qt.i18n import retranslate_later
from spider_qt.store.profiles import default_player_name
from spider_qt.ui.art.contrast import mark_as_error
from spider_qt.ui.dialogs.level_lines import show_level_lines
from spider_qt.ui.settings import Settings
from spider_qt.ui.texts.domains import translate
from spider_qt.ui.texts.names import level_name, ruleset_name, ruleset_summary
from spider_qt.ui.window.shell import wrapped_height

if TYPE_CHECKING:
    from spider_qt.store import Database  # loaded on first need, not before the first frame

LEVELS = ("beginner", "intermediate", "expert", "master")
TIME_LIMITS = (5, 10, 15, 20, 30)


class NewGameDialog(QDialog):
    """Choose how to play the next game; remembers the last choices."""

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        *,
        opponents_enabled: bool = True,
        db: Database | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._db = db
        self.setModal(True)

        self.rules_box = QGroupBox(self)
        # One button per registered rule set, in the registry's order.
        self.rules_radios = {name: QRadioButton(self.rules_box) for name in RULESETS}
        self.classic_radio = self.rules_radios[CLASSIC.name]
        self.duel_radio = self.rules_radios[DUEL.name]
        self.rules_hint = QLabel(self.rules_box)
        self.rules_hint.setWordWrap(True)
        self.rules_hint.setObjectName("hint")
        self.rules_hint.setMinimumWidth(200)  # long languages wrap the hint into a narrow column otherwise
        self.rules_hint.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        rl = QVBoxLayout(self.rules_box)
        self.rules_group = QButtonGroup(self)
        for radio in self.rules_radios.values():
            rl.addWidget(radio)
            self.rules_group.addButton(radio)
        rl.addWidget(self.rules_hint)

        self.suits_box = QGroupBox(self)
        self.suit_radios = {n: QRadioButton(self.suits_box) for n in (1, 2, 4)}
        sl = QVBoxLayout(self.suits_box)
        self.suits_group = QButtonGroup(self)
        for radio in self.suit_radios.values():
            sl.addWidget(radio)
            self.suits_group.addButton(radio)

        self.opponent_box = QGroupBox(self)
        self.opp_none = QRadioButton(self.opponent_box)
        self.opp_human = QRadioButton(self.opponent_box)
        self.opp_computer = QRadioButton(self.opponent_box)
        self.opp_challenge = QRadioButton(self.opponent_box)
        # An editable picker: known profiles (friends first, ignored ones hidden) or a new name typed in.
        self.opponent_combo = QComboBox(self.opponent_box)
        self.opponent_combo.setEditable(True)
        self.opponent_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.opponent_name = _line_edit(self.opponent_combo)
        self.opponent_name.setMaxLength(32)
        self.invited_combo = QComboBox(self.opponent_box)
        self.invited_combo.setEditable(True)
        self.invited_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        _line_edit(self.invited_combo).setMaxLength(32)
        for combo in (self.opponent_combo, self.invited_combo):
            # As wide as its placeholder (``retranslate``), however long the names of the profiles it offers.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.level_combo = QComboBox(self.opponent_box)
        # Each picker under its choice, in line with the choice's text: beside it, the pickers made the dialog wider
        # than a 640 x 480 screen (German's "Als Herausforderung hinterlassen" and a placeholder to show whole).
        ol = QGridLayout(self.opponent_box)
        style = self.opponent_box.style()
        indent = style.pixelMetric(QStyle.PixelMetric.PM_ExclusiveIndicatorWidth) + style.pixelMetric(
            QStyle.PixelMetric.PM_RadioButtonLabelSpacing
        )
        ol.setHorizontalSpacing(0)
        ol.setColumnMinimumWidth(0, indent)
        ol.setColumnStretch(1, 1)
        ol.addWidget(self.opp_none, 0, 0, 1, 2)
        for row, (radio, picker) in enumerate(
            (
                (self.opp_human, self.opponent_combo),
                (self.opp_computer, self.level_combo),
                (self.opp_challenge, self.invited_combo),
            )
        ):
            ol.addWidget(radio, 1 + 2 * row, 0, 1, 2)
            ol.addWidget(picker, 2 + 2 * row, 1)
        self.opp_group = QButtonGroup(self)
        for b in (self.opp_none, self.opp_human, self.opp_computer, self.opp_challenge):
            self.opp_group.addButton(b)
        # The kind of duel each choice begins (``opp_none``: a game alone).
        self.opponent_radios = {
            Kind.HOTSEAT: self.opp_human,
            Kind.COMPUTER: self.opp_computer,
            Kind.CHALLENGE: self.opp_challenge,
        }
        self._fill_profiles()
        self.opponent_box.setEnabled(opponents_enabled)

        self.form = QFormLayout()
        self.player_edit = QLineEdit(self)
        self.player_edit.setMaxLength(32)
        self.time_combo = QComboBox(self)
        self.random_check = QCheckBox(self)
        self.deal_edit = QLineEdit(self)
        self.deal_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,19}"), self))
        deal_row = QHBoxLayout()
        deal_row.addWidget(self.random_check)
        deal_row.addWidget(self.deal_edit, 1)
        self.allow_help_check = QCheckBox(self)
        self.time_note = _Note(self)
        self.deal_note = _Note(self)
        self.player_label = QLabel(self)
        self.time_label = QLabel(self)
        self.deal_label = QLabel(self)
        for label, field in ((self.player_label, self.player_edit), (self.time_label, self.time_combo)):
            label.setBuddy(field)  # its Alt+letter goes to the field
        self.deal_label.setBuddy(self.deal_edit)
        self.form.addRow(self.player_label, self.player_edit)
        time_form = QFormLayout()
        time_form.addRow(self.time_label, self.time_combo)
        time_form.addRow(self.time_note)
        deal_form = QFormLayout()
        deal_form.addRow(self.deal_label, deal_row)
        deal_form.addRow(self.deal_note)
        self.error_label = QLabel(self)
        mark_as_error(self.error_label)  # a red that reads on a dark desktop's window as well
        self.error_label.hide()

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        # Two columns, so that the dialog fits a 640 x 480 screen in every language: the game on the left (rules,
        # suits, time limit), the players and the deal on the right.
        game = QVBoxLayout()
        game.addWidget(self.rules_box)
        game.addWidget(self.suits_box)
        game.addLayout(time_form)
        game.addStretch(1)
        players = QVBoxLayout()
        players.addLayout(self.form)
        players.addWidget(self.opponent_box)
        players.addLayout(deal_form)
        players.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(game, 2)
        columns.addLayout(players, 3)
        layout = QVBoxLayout(self)
        # Always exactly as big as its content. Resizable, it kept any height it was once given (a window manager's
        # first configure, a border dragged, a switch to a shorter language) and the columns' stretches turned the
        # rest into a blank band above "Both players agree" (#48: a 170 px gap).
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        layout.addLayout(columns)
        layout.addWidget(self.allow_help_check)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

        # Tab follows the columns as they are read, not the order the controls were made in.
        chain = [
            *self.rules_radios.values(),
            *self.suit_radios.values(),
            self.time_combo,
            self.player_edit,
            self.opp_none,
            self.opp_human,
            self.opponent_combo,
            self.opp_computer,
            self.level_combo,
            self.opp_challenge,
            self.invited_combo,
            self.random_check,
            self.deal_edit,
            self.allow_help_check,
        ]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

        for b in (*self.rules_radios.values(), self.opp_none, self.opp_human, self.opp_computer):
            b.toggled.connect(self._update_enabled)
        self.opp_challenge.toggled.connect(self._update_enabled)
        for b in (self.opp_human, self.opp_computer, self.opp_challenge):
            b.toggled.connect(self._on_opponent_toggled)
        self.random_check.toggled.connect(self._update_enabled)
        self.retranslate()
        self._load()
        self._update_enabled()

    # ------------------------------------------------------------- language

    def retranslate(self) -> None:
        self.setWindowTitle(translate("NewGame", "New game"))
        self.rules_box.setTitle(translate("NewGame", "Rules"))
        for name, radio in self.rules_radios.items():
            radio.setText(ruleset_name(name))
        self.suits_box.setTitle(translate("NewGame", "Suits"))
        self.suit_radios[1].setText(translate("NewGame", "1 suit (beginner)"))
        self.suit_radios[2].setText(translate("NewGame", "2 suits (intermediate)"))
        self.suit_radios[4].setText(translate("NewGame", "4 suits (expert)"))
        self.opponent_box.setTitle(translate("NewGame", "Opponent"))
        self.opp_none.setText(translate("NewGame", "None: play alone"))
        self.opp_human.setText(translate("NewGame", "Second player"))
        self.opponent_name.setPlaceholderText(translate("NewGame", "Name of the second player"))
        self.opp_computer.setText(translate("NewGame", "Computer"))
        self.opp_challenge.setText(translate("NewGame", "Leave as a challenge"))
        _line_edit(self.invited_combo).setPlaceholderText(translate("NewGame", "Anyone (or type a player to invite)"))
        for combo in (self.opponent_combo, self.invited_combo):
            _make_room_for_placeholder(combo)
        self.opponent_combo.setToolTip(translate("NewGame", "Pick a player or type a new name"))
        # Named for a screen reader, which would announce only "editable combo box": the radio buttons beside the
        # pickers are not their labels.
        for combo, name in (
            (self.opponent_combo, translate("NewGame", "Name of the second player")),
            (self.invited_combo, self.opp_challenge.text()),
            (self.level_combo, self.opp_computer.text()),
        ):
            combo.setAccessibleName(name.replace("&", ""))
            line = combo.lineEdit()
            if line is not None:
                line.setAccessibleName(name.replace("&", ""))
        current = self.level_combo.currentIndex()
        self.level_combo.clear()
        for level in LEVELS:
            self.level_combo.addItem(level_name(level), level)
        show_level_lines(self.level_combo)  # in the open list, each level with its strength, from the benchmark
        self.level_combo.setCurrentIndex(max(0, current))
        self.player_label.setText(translate("NewGame", "Your name:"))
        # An empty name plays under the default player's name: show that very name, as the table does.
        self.player_edit.setPlaceholderText(default_player_name())
        self.time_label.setText(translate("NewGame", "Time limit:"))
        current = self.time_combo.currentIndex()
        self.time_combo.clear()
        for minutes in TIME_LIMITS:
            self.time_combo.addItem(translate("NewGame", "%n minute(s)", "", minutes), minutes)
        self.time_combo.setCurrentIndex(max(0, current))
        self.deal_label.setText(translate("NewGame", "Deal number:"))
        self.random_check.setText(translate("NewGame", "Random"))
        self.deal_edit.setPlaceholderText(translate("NewGame", "e.g. 12345"))
        _make_room_for_placeholder_of(self.deal_edit)
        self.allow_help_check.setText(translate("NewGame", "Both players agree to hints and the solver"))
        self.time_note.setText(translate("NewGame", "Every duel has a time limit, with classic rules too."))
        self.deal_note.setText(
            translate("NewGame", "A duel is always dealt at random; its deal number is shown when both have finished.")
        )
        self._update_hint()
        from spider_qt.ui.texts import mnemonics

        mnemonics.assign(
            [
                *self.rules_radios.values(),
                *(self.suit_radios[n] for n in sorted(self.suit_radios)),
                self.opp_none,
                self.opp_human,
                self.opp_computer,
                self.opp_challenge,
                self.player_label,
                self.time_label,
                self.deal_label,
                self.random_check,
                self.allow_help_check,
            ],
            reserved=self.buttons.buttons(),
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)

    def _update_hint(self) -> None:
        self.rules_hint.setText(ruleset_summary(self._chosen_rules()))
        self._reserve_hint_height()

    def _reserve_hint_height(self) -> None:
        """Keep room for the longest rule-set summary, so switching rules never moves the controls below.

        Measured from the font (``wrapped_height``), not with ``QLabel.heightForWidth``, which never answers less than
        the label's minimum height: the room set here could then only grow, and once the hint had been measured tall
        (a longer language, a narrower moment) the dialog kept the blank room for good.
        """
        width = max(self.rules_hint.width(), self.rules_hint.minimumWidth())
        shown = self.rules_hint.text()
        heights = []
        for name in RULESETS:
            self.rules_hint.setText(ruleset_summary(name))
            heights.append(wrapped_height(self.rules_hint, width))
        self.rules_hint.setText(shown)
        self.rules_hint.setMinimumHeight(max(heights, default=0))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._reserve_hint_height()

    def _chosen_rules(self) -> RuleSet:
        return next(
            (RULESETS[name] for name, radio in self.rules_radios.items() if radio.isChecked() and name in RULESETS),
            CLASSIC,
        )

    # --------------------------------------------------------------- values

    def _load(self) -> None:
        s = self._settings
        self.suit_radios[s.get("new_game/suits")].setChecked(True)
        kept = from_setting(s.get("new_game/opponent"))
        (self.opp_none if kept is None else self.opponent_radios[kept]).setChecked(True)
        # After the opponent, whose choice turns on the duel's rules: a duel last played under classic rules keeps them.
        self.rules_radios.get(s.get("new_game/rules"), self.classic_radio).setChecked(True)
        self.level_combo.setCurrentIndex(LEVELS.index(s.get("new_game/level")))
        self.time_combo.setCurrentIndex(TIME_LIMITS.index(s.get("new_game/time_limit")))
        self.player_edit.setText(s.get("new_game/player"))
        self.opponent_name.setText(s.get("new_game/opponent_name"))
        self.allow_help_check.setChecked(s.get("new_game/allow_help"))
        self.random_check.setChecked(True)

    def choose_opponent(self, opponent: Kind) -> None:
        """Open with a duel of kind ``opponent`` (hot-seat at this computer, or the computer) chosen, under the duel
        rules (the welcome card's buttons); the player may still change anything."""
        radio = self.opponent_radios.get(opponent)
        if radio is not None:
            self.duel_radio.setChecked(True)
            radio.setChecked(True)

    def _chosen_opponent(self) -> Kind | None:
        """The kind of duel chosen now (None: a game alone)."""
        return next((kind for kind, radio in self.opponent_radios.items() if radio.isChecked()), None)

    def _update_enabled(self) -> None:
        opponent = not self.opp_none.isChecked()
        # Every duel has a time limit, whatever its rules; a game alone has one when its rule set is timed.
        timed = self._chosen_rules().timed or opponent
        self.time_combo.setEnabled(timed)
        self.time_label.setEnabled(timed)
        # The notes stay in place (greyed when they do not apply), so choosing an opponent moves nothing.
        self.time_note.setEnabled(opponent)
        # A duel's deal is always a fresh random one: nobody may practise it first.
        self.random_check.setEnabled(not opponent)
        if opponent:
            self.random_check.setChecked(True)
        self.deal_label.setEnabled(not opponent)
        self.deal_note.setEnabled(opponent)
        self.opponent_combo.setEnabled(self.opp_human.isChecked())
        self.invited_combo.setEnabled(self.opp_challenge.isChecked())
        self.level_combo.setEnabled(self.opp_computer.isChecked())
        # A challenge's taker is not here to agree, and plays without help: so does its author.
        chosen = self._chosen_opponent()
        self.allow_help_check.setEnabled(chosen is not None and flow(chosen).help_possible)
        self.deal_edit.setEnabled(not opponent and not self.random_check.isChecked())
        self._update_hint()

    def _fill_profiles(self) -> None:
        names: list[str] = []
        if self._db is not None:
            from spider_qt.store import StoreError

            try:
                names = [p.name for p in self._db.profiles.for_picker()]
            except StoreError:
                names = []
        for combo in (self.opponent_combo, self.invited_combo):
            combo.clear()
            combo.addItems(names)
            combo.setCurrentIndex(-1)
            combo.setEditText("")

    def _on_opponent_toggled(self, checked: bool) -> None:
        if checked:
            # Duels are what opponents are for; classic rules stay possible by choosing them again.
            self.duel_radio.setChecked(True)

    def _typed_seed(self) -> int | None:
        text = self.deal_edit.text().strip()
        if not text:
            return None
        value = int(text)
        return value if 0 <= value <= MAX_SEED else None

    def options(self) -> NewGameOptions:
        """The choices in the dialog now (a random deal number when Random is ticked)."""
        if self.random_check.isChecked():
            seed = random_seed()
        else:
            typed = self._typed_seed()
            seed = typed if typed is not None else 0
        opponent = self._chosen_opponent()
        how = None if opponent is None else flow(opponent)
        suits = next(n for n, r in self.suit_radios.items() if r.isChecked())
        return NewGameOptions(
            rules=self._chosen_rules().name,
            suits=suits,
            seed=seed,
            opponent=opponent,
            level=str(self.level_combo.currentData()),
            time_limit=int(self.time_combo.currentData()),
            # Left empty, the field shows (and means) the default player: the duel and the settings get that name.
            player=self.player_edit.text().strip() or default_player_name(),
            opponent_name=(
                self.invited_combo.currentText().strip()
                if how is not None and how.left_for_later
                else self.opponent_name.text().strip()
            ),
            allow_help=self.allow_help_check.isChecked() and how is not None and how.help_possible,
        )

    def set_deal(self, seed: int) -> None:
        """Pre-fill a typed deal number (e.g. to replay a known deal)."""
        self.random_check.setChecked(False)
        self.deal_edit.setText(str(seed))

    def accept(self) -> None:
        if not self.random_check.isChecked() and self._typed_seed() is None:
            self.error_label.setText(
                translate("NewGame", "Type a deal number from 0 to %1, or tick Random.").replace("%1", str(MAX_SEED))
            )
            self.error_label.show()
            self.deal_edit.setFocus()
            return
        if self.opp_human.isChecked() and not self.opponent_name.text().strip():
            self.error_label.setText(translate("NewGame", "Type the second player's name."))
            self.error_label.show()
            self.opponent_name.setFocus()
            return
        from spider_qt.store.profiles import name_skeleton

        opts = self.options()
        how = None if opts.opponent is None else flow(opts.opponent)
        named = how is not None and how.names_opponent  # the second player, or whom a challenge is for
        invited = self.invited_combo.lineEdit() or self.invited_combo
        second = invited if how is not None and how.left_for_later else self.opponent_name
        for name, edit in ((opts.player, self.player_edit), (opts.opponent_name, second)):
            if edit is second and not named:
                continue
            problem = self._name_problem(name)
            if problem:
                self.error_label.setText(problem)
                self.error_label.show()
                edit.setFocus()
                return
        if (
            named
            and opts.opponent_name  # a challenge open to anyone names nobody
            and name_skeleton(opts.opponent_name) == name_skeleton(opts.player)  # case and look-alikes too
        ):
            self.error_label.setText(translate("NewGame", "A duel needs two different players."))
            self.error_label.show()
            return
        s = self._settings
        s.set("new_game/rules", opts.rules)
        s.set("new_game/suits", opts.suits)
        s.set("new_game/opponent", to_setting(opts.opponent))  # (a challenge is not kept: the next game is alone)
        s.set("new_game/level", opts.level)
        s.set("new_game/time_limit", opts.time_limit)
        s.set("new_game/player", opts.player)
        if how is not None and how.both_here:  # the second player at this computer, not whom a challenge was for
            s.set("new_game/opponent_name", opts.opponent_name)
        s.set("new_game/allow_help", opts.allow_help)
        self._accepted = opts
        super().accept()

    def _name_problem(self, name: str) -> str:
        """Why a typed player name cannot be recorded (a computer's name, a look-alike of another player…), or ""."""
        from spider_qt.store import ProfileError, StoreError
        from spider_qt.store.profiles import clean_name
        from spider_qt.ui.texts.errors import store_error_text

        if not name:
            return ""  # the default player's name is used
        try:
            if self._db is not None:
                self._db.profiles.check_name(name)
            else:
                clean_name(name)
        except ProfileError as exc:
            return store_error_text(exc)
        except StoreError:
            return ""  # the database is unavailable: games are kept and recorded later, as ever
        return ""

    def chosen(self) -> NewGameOptions:
        """The options confirmed with OK (the deal number fixed at that moment)."""
        return getattr(self, "_accepted", None) or self.options()


def _line_edit(combo: QComboBox) -> QLineEdit:
    edit = combo.lineEdit()
    assert edit is not None
    return edit


def _placeholder_width(edit: QLineEdit) -> int:
    """The width ``edit`` needs to show its placeholder whole: the text, the 2 px Qt keeps on either side of it, the
    room it leaves for letters that reach left of their place (12 px in some fonts), its margins and frame."""
    metrics = edit.fontMetrics()
    margins = edit.textMargins()
    frame = edit.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, edit) if edit.hasFrame() else 0
    return (
        metrics.horizontalAdvance(edit.placeholderText())
        + 4
        + max(0, -metrics.minLeftBearing())
        + margins.left()
        + margins.right()
        + 2 * frame
    )


def _make_room_for_placeholder(combo: QComboBox) -> None:
    """Make an editable picker wide enough to show its placeholder whole (in the language of the moment), and no
    wider however long the names it offers."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    option.rect = QRect(0, 0, 1000, combo.sizeHint().height())
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    combo.setMinimumWidth(_placeholder_width(_line_edit(combo)) + option.rect.width() - field.width())


def _make_room_for_placeholder_of(edit: QLineEdit) -> None:
    """Make a field at least wide enough to show its placeholder whole (Italian's "es. 12345" showed "es. 1...")."""
    edit.setMinimumWidth(_placeholder_width(edit))


class _Note(QLabel):
    """A word-wrapped note that asks for the lines it needs at the width it gets: a dialog's layout counts one line
    for a word-wrapped label, and at the dialog's smallest the notes took the height of the choices above them."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("hint")
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        if not self.isVisible():
            return  # its width is not yet the one the layout gives it
        need = wrapped_height(self, self.width())
        if self.minimumHeight() != need:
            self.setMinimumHeight(need)
