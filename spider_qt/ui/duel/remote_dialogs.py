"""The screens of a duel with a friend on another computer: the challenge, the import card, and sending a message.

What they do is decided by ``spider_qt.duel.remote_flow``; ``RemoteDuels`` (``remote.py``) opens them.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from spider_qt.duel.remote import CheckResult, Message, Trust
from spider_qt.duel.remote_flow import ChallengeTerms
from spider_qt.i18n import retranslate_later
from spider_qt.store import Profile
from spider_qt.ui.art.contrast import mark_as_error
from spider_qt.ui.texts.names import ruleset_rules_name

__all__ = ["ChallengeFriendDialog", "ImportCard", "SendDialog", "deadline_text", "limit_text"]


def limit_text(time_limit_ms: int) -> str:
    """A time limit as the player reads it: whole minutes, or seconds under one."""
    minutes = time_limit_ms // 60_000
    if minutes >= 1 and time_limit_ms % 60_000 == 0:
        return QCoreApplication.translate("RemoteDuels", "%n minute(s)", "", minutes)
    return QCoreApplication.translate("RemoteDuels", "%n second(s)", "", max(1, time_limit_ms // 1000))


def deadline_text(expires_at: datetime) -> str:
    """A deadline in the player's local time (it is kept in UTC)."""
    moment = QDateTime.fromSecsSinceEpoch(int(expires_at.astimezone(UTC).timestamp())).toLocalTime()
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def _bold(label: QLabel, scale: float = 1.0) -> None:
    font = label.font()
    font.setBold(True)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)


class ChallengeFriendDialog(QDialog):
    """Game → Challenge a friend on another computer: rules, suits, time limit, the friend, a deadline, a message."""

    def __init__(self, friends: list[Profile], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ChallengeFriendDialog")
        self.friends = [f for f in friends if f.public_key is not None and not f.ignored]
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.rules_combo = QComboBox(self)
        for rules in ("duel", "classic"):
            self.rules_combo.addItem(ruleset_rules_name(rules), rules)
        self.suits_combo = QComboBox(self)
        for suits in (1, 2, 4):
            self.suits_combo.addItem("", suits)
        self.limit_spin = QSpinBox(self)
        self.limit_spin.setRange(1, 24 * 60)
        self.limit_spin.setValue(15)
        self.friend_combo = QComboBox(self)
        self.friend_combo.addItem("", None)
        for friend in self.friends:
            self.friend_combo.addItem(friend.name, friend.id)
        self.days_spin = QSpinBox(self)
        self.days_spin.setRange(1, 60)
        self.days_spin.setValue(7)
        self.message_edit = QLineEdit(self)
        self.message_edit.setMaxLength(200)
        self.form = QFormLayout()
        self.form_labels = [QLabel(self) for _ in range(6)]
        fields = (
            self.rules_combo, self.suits_combo, self.limit_spin, self.friend_combo, self.days_spin, self.message_edit,
        )  # fmt: skip
        for label, field in zip(self.form_labels, fields, strict=True):
            label.setBuddy(field)
            self.form.addRow(label, field)
        self.fairness = QLabel(self)
        self.fairness.setWordWrap(True)
        self.buttons = QDialogButtonBox(self)
        self.play_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.play_button.setObjectName("remote_play_now")
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(self.form)
        layout.addWidget(self.fairness)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.resize(max(self.sizeHint().width(), 520), self.sizeHint().height())

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("RemoteDuels", "Challenge a friend on another computer"))
        self.intro.setText(
            QCoreApplication.translate(
                "RemoteDuels",
                "You play a fresh deal now. Your result is sealed in a challenge that you send to your friend, by "
                "any channel. Your friend plays the same deal and answers; then both of you see who won.",
            )
        )
        for label, text in zip(
            self.form_labels,
            (
                QCoreApplication.translate("RemoteDuels", "&Rules:"),
                QCoreApplication.translate("RemoteDuels", "&Suits:"),
                QCoreApplication.translate("RemoteDuels", "&Time limit:"),
                QCoreApplication.translate("RemoteDuels", "&Friend:"),
                QCoreApplication.translate("RemoteDuels", "&Deadline:"),
                QCoreApplication.translate("RemoteDuels", "&Message:"),
            ),
            strict=True,
        ):
            label.setText(text)
        for i in range(self.suits_combo.count()):
            self.suits_combo.setItemText(
                i, QCoreApplication.translate("RemoteDuels", "%n suit(s)", "", int(self.suits_combo.itemData(i)))
            )
        self.limit_spin.setSuffix(QCoreApplication.translate("RemoteDuels", " min", "time limit unit"))
        self.days_spin.setSuffix(QCoreApplication.translate("RemoteDuels", " days", "deadline unit"))
        self.friend_combo.setItemText(0, QCoreApplication.translate("RemoteDuels", "Anyone who gets the challenge"))
        self.message_edit.setPlaceholderText(
            QCoreApplication.translate("RemoteDuels", "A word for your friend (optional)")
        )
        self.fairness.setText(
            QCoreApplication.translate(
                "RemoteDuels",
                "As in every duel: no hints, no demo, no solver, no undo of a deal, and the deal number stays hidden "
                "until the duel is over.",
            )
        )
        self.play_button.setText(QCoreApplication.translate("RemoteDuels", "&Play now"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)

    def terms(self) -> ChallengeTerms:
        """What the player chose."""
        friend = self.friend_combo.currentData()
        return ChallengeTerms(
            rules=str(self.rules_combo.currentData()),
            suits=int(self.suits_combo.currentData()),
            time_limit_ms=self.limit_spin.value() * 60_000,
            friend_id=None if friend is None else int(friend),
            message=self.message_edit.text().strip(),
            days=self.days_spin.value(),
        )


class ImportCard(QDialog):
    """A challenge that arrived: who, which rules, how long, the deadline, "score sealed", the key to compare;
    then Play now (the one attempt) or Not now."""

    def __init__(
        self, check: CheckResult, trust: Trust, known: Profile | None, player: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ImportCard")
        assert check.challenge is not None and check.rules is not None and check.suits is not None
        self.check = check
        self.trust = trust
        self.known = known
        self.player = player
        self.title = QLabel(self)
        self.title.setObjectName("import_title")
        _bold(self.title, 1.4)
        self.title.setWordWrap(True)
        self.details = QLabel(self)
        self.details.setObjectName("import_details")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label = QLabel(self)
        self.message_label.setWordWrap(True)
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.sealed = QLabel(self)
        self.sealed.setObjectName("import_sealed")
        self.sealed.setWordWrap(True)
        self.key_label = QLabel(self)
        self.key_label.setObjectName("import_key")
        self.key_label.setWordWrap(True)
        self.key_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if trust is Trust.KEY_CHANGED:
            mark_as_error(self.key_label)
        self.attempt = QLabel(self)
        self.attempt.setWordWrap(True)
        self.buttons = QDialogButtonBox(self)
        self.play_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.play_button.setObjectName("remote_play_now")
        self.later_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.title, self.details, self.message_label, self.sealed, self.key_label, self.attempt):
            layout.addWidget(widget)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.resize(max(self.sizeHint().width(), 520), self.sizeHint().height())

    def retranslate(self) -> None:
        check = self.check
        challenge = check.challenge
        assert challenge is not None and check.rules is not None and check.suits is not None
        name = challenge.signer_name
        self.setWindowTitle(QCoreApplication.translate("RemoteDuels", "A duel from a friend"))
        self.title.setText(
            QCoreApplication.translate("RemoteDuels", "%1 challenges %2 to a duel")
            .replace("%1", name)
            .replace("%2", self.player)
        )
        expires = datetime.strptime(str(challenge.payload["expires_at"]), "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
        lines = [
            QCoreApplication.translate("RemoteDuels", "Rules: %1, %n suit(s)", "", check.suits).replace(
                "%1", ruleset_rules_name(check.rules)
            ),
            QCoreApplication.translate("RemoteDuels", "Time limit: %1").replace(
                "%1", limit_text(int(challenge.payload["time_limit_ms"]))
            ),
            QCoreApplication.translate("RemoteDuels", "Answer by: %1").replace("%1", deadline_text(expires)),
        ]
        self.details.setText("\n".join(lines))
        text = str(challenge.payload["message"])
        self.message_label.setVisible(bool(text))
        self.message_label.setText(QCoreApplication.translate("RemoteDuels", "“%1”").replace("%1", text))
        self.sealed.setText(
            QCoreApplication.translate(
                "RemoteDuels", "%1's score is sealed: you see it after you have played and sent your answer."
            ).replace("%1", name)
        )
        fingerprint = challenge.signer_fingerprint
        if self.trust is Trust.KEY_CHANGED:
            self.key_label.setText(
                QCoreApplication.translate(
                    "RemoteDuels",
                    "Warning: this challenge is signed with another key than the one you know for %1. It may come "
                    "from someone else. Compare the fingerprint %2 with the one %1 sees in Player info before you "
                    "play.",
                )
                .replace("%1", name)
                .replace("%2", fingerprint)
            )
        elif self.trust is Trust.FIRST_USE:
            self.key_label.setText(
                QCoreApplication.translate(
                    "RemoteDuels",
                    "First message from this key. Its fingerprint is %1: compare it with the one %2 sees in Player "
                    "info (by phone or in person) to be sure the challenge is theirs.",
                )
                .replace("%1", fingerprint)
                .replace("%2", name)
            )
        else:
            known = QCoreApplication.translate("RemoteDuels", "Signed by %1, with the key you know (%2).")
            self.key_label.setText(known.replace("%1", name).replace("%2", fingerprint))
        self.attempt.setText(
            QCoreApplication.translate(
                "RemoteDuels", "You have one attempt: it counts from the moment you press Play now."
            )
        )
        self.play_button.setText(QCoreApplication.translate("RemoteDuels", "&Play now"))
        self.later_button.setText(QCoreApplication.translate("RemoteDuels", "&Not now"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)


class SendDialog(QDialog):
    """A message to send to the friend: Save as file…, Copy as text; written to the duels folder by itself when one
    is set. ``heading`` and ``text`` say what it is (the sealed result, the answer, the reveal)."""

    save_clicked = Signal()
    copy_clicked = Signal()

    def __init__(
        self, message: Message, heading: Callable[[], str], text: Callable[[], str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("SendDialog")
        self.message = message
        self._heading = heading
        self._text = text
        self.heading = QLabel(self)
        self.heading.setObjectName("send_heading")
        self.heading.setWordWrap(True)
        _bold(self.heading, 1.3)
        self.text = QLabel(self)
        self.text.setObjectName("send_text")
        self.text.setWordWrap(True)
        self.folder_label = QLabel(self)
        self.folder_label.setObjectName("send_folder")
        self.folder_label.setWordWrap(True)
        self.folder_label.hide()
        self.done_label = QLabel(self)
        self.done_label.setObjectName("send_done")
        self.done_label.setWordWrap(True)
        self.save_button = QPushButton(self)
        self.save_button.setObjectName("send_save")
        self.copy_button = QPushButton(self)
        self.copy_button.setObjectName("send_copy")
        self.close_button = QPushButton(self)
        self.save_button.clicked.connect(self.save_clicked)
        self.copy_button.clicked.connect(self.copy_clicked)
        self.close_button.clicked.connect(self.accept)
        box = QDialogButtonBox(self)
        for button in (self.save_button, self.copy_button):
            box.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        box.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        layout = QVBoxLayout(self)
        for widget in (self.heading, self.text, self.folder_label, self.done_label):
            layout.addWidget(widget)
        layout.addWidget(box)
        self.retranslate()
        self.resize(max(self.sizeHint().width(), 520), self.sizeHint().height())

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("RemoteDuels", "Send to your friend"))
        self.heading.setText(self._heading())
        self.text.setText(self._text())
        self.save_button.setText(QCoreApplication.translate("RemoteDuels", "&Save as file…"))
        self.copy_button.setText(QCoreApplication.translate("RemoteDuels", "&Copy as text"))
        self.close_button.setText(QCoreApplication.translate("RemoteDuels", "Close"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_later(self)
        super().changeEvent(event)

    def show_folder(self, text: str, error: bool = False) -> None:
        """What became of the copy in the duels folder."""
        self.folder_label.setText(text)
        if error:
            mark_as_error(self.folder_label)
        self.folder_label.show()

    def show_done(self, text: str) -> None:
        """What the last choice did (saved, copied)."""
        self.done_label.setText(text)
