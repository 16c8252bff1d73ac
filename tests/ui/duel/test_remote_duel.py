"""A duel with a friend on another computer, through the real windows: two windows on two data folders in one test.

Anna challenges from the Game menu, plays with real drags and Done, and sends the challenge (Copy as text, the
duels folder); Ben's window receives it, shows the import card and plays; Anna's window receives the answer, shows
the result and makes the reveal; Ben's receives the reveal and shows the same result. Both databases hold the same
duel. Each tampered message shows its own refusal and changes nothing.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from helpers.prompts import FakePrompts
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from spider_qt.duel.remote import CODES, Message, read_message
from spider_qt.store import Database
from spider_qt.ui.duel.remote_dialogs import ChallengeFriendDialog, ImportCard, SendDialog
from spider_qt.ui.main_window import MainWindow
from spider_qt.ui.texts.remote import refusal_text
from ui.duel.test_duel import play_drags, press_done


@dataclass
class Side:
    window: MainWindow
    db: Database
    prompts: FakePrompts
    folder: Path


def make_side(qtbot: Any, folder: Path, name: str) -> Side:
    folder.mkdir()
    db = Database.open(folder / "data")
    prompts = FakePrompts(answer=True)
    window = windows.make_window(qtbot, folder, db, prompts=prompts)
    window.settings.set("new_game/player", name)
    return Side(window, db, prompts, folder)


@pytest.fixture
def sides(qtbot: Any, tmp_path: Path) -> Iterator[tuple[Side, Side]]:
    anna, ben = make_side(qtbot, tmp_path / "anna", "Anna"), make_side(qtbot, tmp_path / "ben", "Ben")
    yield anna, ben
    for side in (anna, ben):
        side.window.close()
        side.db.close()


def challenge_from_menu(qtbot: Any, side: Side, *, suits: int = 1, minutes: int = 10) -> None:
    """Game → Challenge a friend on another computer…, filled in and Play now."""

    def fill() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, ChallengeFriendDialog))
        dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("duel"))
        dialog.suits_combo.setCurrentIndex(dialog.suits_combo.findData(suits))
        dialog.limit_spin.setValue(minutes)
        dialog.message_edit.setText("Beat this!")
        qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill)
    action = side.window.remote_duels.act_challenge
    assert action in side.window.game_menu.actions()
    action.trigger()


def play_some(qtbot: Any, w: MainWindow, moves: int) -> None:
    """``moves`` actions with the real widgets: a single-card drag where the deal has one, else Deal on the HUD."""
    for _ in range(moves):
        game = w.controller.game
        assert game is not None
        if any(m.kind == "move" and m.count == 1 and game.column_length(m.dst or 0) > 0 for m in game.legal_moves()):
            play_drags(w, 1)
        else:
            before = len(game.history)
            qtbot.mouseClick(w.hud.deal_button, Qt.MouseButton.LeftButton)
            assert len(game.history) == before + 1


def finish_turn(qtbot: Any, side: Side, moves: int) -> SendDialog:
    """Play ``moves`` actions with real widgets and press Done; the send dialog comes up."""
    w = side.window
    play_some(qtbot, w, moves)
    press_done(w, qtbot)
    qtbot.waitUntil(lambda: isinstance(w.remote_duels.dialog, SendDialog), timeout=5000)
    dialog = w.remote_duels.dialog
    assert isinstance(dialog, SendDialog)
    return dialog


def copied(qtbot: Any, dialog: SendDialog) -> bytes:
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    text = QGuiApplication.clipboard().text()
    assert "-----BEGIN SPIDER DUEL MESSAGE-----" in text
    return text.encode()


def statuses(side: Side) -> list[str]:
    seen: list[str] = []
    side.window.remote_duels.arrived.connect(seen.append)
    return seen


def test_two_windows_play_a_remote_duel_and_record_the_same_duel(qtbot: Any, sides: tuple[Side, Side]) -> None:
    anna, ben = sides
    anna.window.settings.set("remote/duels_folder", str(anna.folder / "sync"))
    challenge_from_menu(qtbot, anna)
    session = anna.window.duels.session
    assert session is not None and session.kind == "remote"
    assert not anna.window.hints_allowed()
    assert "deal" not in anna.window.windowTitle().lower()  # the deal number is never shown
    sealed = finish_turn(qtbot, anna, 3)
    assert "sealed" in sealed.text.text()
    assert not anna.window.controller.has_game()  # the deal leaves the table, unseen
    assert "duels folder" in sealed.folder_label.text()
    in_folder = list((anna.folder / "sync" / "anyone").glob("*.spiderduel"))
    assert len(in_folder) == 1
    challenge = copied(qtbot, sealed)
    [remote] = anna.db.remote.all()
    assert remote.state == "awaiting_answer" and remote.role == "challenger"

    ben_seen = statuses(ben)
    ben.window.remote_duels.receive(challenge, "paste")
    assert ben_seen == ["challenge"]
    assert ben.window.message_label.text() == "A challenge from Anna arrived."
    card = ben.window.remote_duels.dialog
    assert isinstance(card, ImportCard)
    assert "Anna challenges Ben" in card.title.text()
    assert "Time limit: 10 minute" in card.details.text()
    assert "sealed" in card.sealed.text()
    fingerprint = read_message(challenge).signer_fingerprint
    assert fingerprint in card.key_label.text() and "First message" in card.key_label.text()
    assert ben.db.remote.all() == []  # nothing is recorded before Play now
    qtbot.mouseClick(card.play_button, Qt.MouseButton.LeftButton)
    assert ben.window.duels.session is not None and ben.window.duels.session.kind == "remote"
    assert [r.state for r in ben.db.remote.all()] == ["playing"]  # the one attempt, recorded as it starts
    ben.window.remote_duels.receive(challenge, "file")
    assert ben_seen[-1] == "attempt_used"
    answer_dialog = finish_turn(qtbot, ben, 1)
    assert "answer" in answer_dialog.heading.text().lower()
    answer = copied(qtbot, answer_dialog)
    assert [r.state for r in ben.db.remote.all()] == ["awaiting_reveal"]

    anna_seen = statuses(anna)
    anna.window.remote_duels.receive(answer, "file")
    assert anna_seen == ["closed"]
    result_a = anna.window.remote_duels.result_dialog
    assert result_a is not None and "reported" in result_a.tie_label.text()  # type: ignore[attr-defined]
    reveal_dialog = anna.window.remote_duels.dialog
    assert isinstance(reveal_dialog, SendDialog) and "reveal" in reveal_dialog.heading.text().lower()
    reveal = copied(qtbot, reveal_dialog)
    anna.window.remote_duels.receive(answer, "file")
    assert anna_seen[-1] == "known"  # read twice, recorded once

    ben.window.remote_duels.receive(reveal, "folder")
    assert ben_seen[-1] == "closed"
    assert ben.window.message_label.text() == "Your duel with Anna is over: see its result."
    result_b = ben.window.remote_duels.result_dialog
    assert result_b is not None
    assert result_b.title.text() == result_a.title.text()  # type: ignore[attr-defined]
    watched = result_b.watch_game(0)  # type: ignore[attr-defined]
    assert watched.isVisible()  # Anna's game, replayed at Ben's
    watched.close()

    [duel_a] = anna.db.duels.for_profile(anna.db.profiles.find("Anna").id)  # type: ignore[union-attr]
    [duel_b] = ben.db.duels.for_profile(ben.db.profiles.find("Ben").id)  # type: ignore[union-attr]
    assert duel_a.winner == duel_b.winner and duel_a.status == duel_b.status == "finished"
    for duel_x in (duel_a, duel_b):
        assert duel_x.a_game is not None and duel_x.b_game is not None
    games_a = [anna.db.games.get(g) for g in (duel_a.a_game, duel_a.b_game)]  # type: ignore[arg-type]
    games_b = [ben.db.games.get(g) for g in (duel_b.a_game, duel_b.b_game)]  # type: ignore[arg-type]
    assert [(g.score, g.moves, g.game().history) for g in games_a] == [
        (g.score, g.moves, g.game().history) for g in games_b
    ]
    assert duel_a.seed == duel_b.seed
    assert [r.state for r in anna.db.remote.all()] == [r.state for r in ben.db.remote.all()] == ["finished"]


def _tampered(message: bytes, change: Any) -> bytes:
    doc = json.loads(message)
    change(doc)
    return json.dumps(doc).encode()


def test_each_tampered_message_shows_its_refusal_and_changes_nothing(qtbot: Any, sides: tuple[Side, Side]) -> None:
    anna, ben = sides
    challenge_from_menu(qtbot, anna, suits=2)
    sealed = finish_turn(qtbot, anna, 2)
    good: Message = sealed.message
    data = good.json_form()

    def bump(path: list[str], value: Any) -> Any:
        def change(doc: dict[str, Any]) -> None:
            target = doc
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = value

        return change

    cases = {
        "too_large": b"{" + b" " * (1024 * 1024 + 10) + b"}",
        "not_json": data[: len(data) // 2],
        "format": _tampered(data, bump(["format"], "chess")),
        "version": _tampered(data, bump(["version"], 2)),
        "schema": _tampered(data, bump(["payload", "suits"], 3)),
        "signature": _tampered(data, bump(["payload", "message"], "changed")),
    }
    before = ben.db.conn.execute("SELECT count(*) FROM profiles").fetchone()[0]
    seen = statuses(ben)
    texts = set()
    for code, bad in cases.items():
        ben.prompts.shown.clear()
        ben.window.remote_duels.receive(bad, "file")
        assert seen[-1] == "refused", code
        [shown] = ben.prompts.shown
        assert shown.kind == "warn" and shown.text == refusal_text(code), code
        assert "Nothing was changed" in shown.text
        texts.add(shown.text)
    assert len(texts) == len(cases)  # each names what is wrong in its own words
    assert ben.db.remote.all() == []
    assert ben.db.conn.execute("SELECT count(*) FROM profiles").fetchone()[0] == before
    assert set(cases) <= set(CODES)


def _forged_answer(challenge: Message, change: Any) -> bytes:
    """An answer to ``challenge`` signed by a stranger's valid key, its payload changed by ``change`` first."""
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from spider_qt.duel.remote import Identity, deal_seed, result_payload
    from spider_qt.engine import Game

    game = Game.new(challenge.payload["rules"], challenge.payload["suits"], deal_seed(challenge.payload["deal_token"]))
    game.replay(["deal"])
    game.finish()
    payload = {
        "challenge_id": challenge.challenge_id,
        "challenge_digest": challenge.digest,
        "result": result_payload(game, [1000, 2000], 3000),
    }
    change(payload)
    identity = Identity("Ben", Ed25519PrivateKey.generate())
    return _signed_unchecked(identity, "answer", payload).json_form()


def _signed_unchecked(identity: Any, kind: str, payload: dict[str, Any]) -> Message:
    """A message signed as the spec says, without the maker's own read-back (which would refuse it)."""
    from spider_qt.duel.remote import key_text, read_message
    from spider_qt.duel.remote.wire import b64url_encode, canonical

    signed = b"spider-duel/v1\x00" + kind.encode() + b"\x00" + canonical(payload)
    doc = {
        "format": "spider-duel-remote",
        "version": 1,
        "kind": kind,
        "payload": payload,
        "signer": {"name": identity.name, "key": key_text(identity.public_key)},
        "signature": b64url_encode(identity.private_key.sign(signed)),
    }
    return read_message(json.dumps(doc).encode())


def _tables(db: Database) -> list[list[tuple[Any, ...]]]:
    return [
        [tuple(r) for r in db.conn.execute(f"SELECT * FROM {table}").fetchall()]
        for table in ("profiles", "games", "duels", "remote_duels")
    ]


def test_forged_answers_and_reveal_show_their_refusal_and_change_nothing(qtbot: Any, sides: tuple[Side, Side]) -> None:
    """The codes only a well-signed message can reach: chain, replay, claim and clock at the challenger's, and
    commit at the friend's (a reveal whose salt does not open the seal)."""
    anna, ben = sides
    challenge_from_menu(qtbot, anna, suits=1)
    challenge = finish_turn(qtbot, anna, 2).message

    def result(doc: dict[str, Any]) -> dict[str, Any]:
        return doc["result"]

    forged = {
        "chain": lambda d: d.update(challenge_digest="sha256:" + "0" * 64),
        "replay": lambda d: result(d).update(history=["deal", "deal"] * 30, action_times_ms=list(range(60))),
        "claim": lambda d: result(d)["claimed"].update(score=result(d)["claimed"]["score"] + 100),
        "clock": lambda d: result(d).update(action_times_ms=[2000, 1000]),
    }
    seen = statuses(anna)
    before = _tables(anna.db)
    texts = set()
    for code, change in forged.items():
        anna.prompts.shown.clear()
        anna.window.remote_duels.receive(_forged_answer(challenge, change), "file")
        assert seen[-1] == "refused", code
        [shown] = anna.prompts.shown
        assert shown.text == refusal_text(code), code
        texts.add(shown.text)
    assert len(texts) == len(forged)
    assert _tables(anna.db) == before

    # Ben plays honestly; a reveal whose salt is not the seal's is refused at his machine (commit).
    ben.window.remote_duels.receive(challenge.json_form(), "file")
    card = ben.window.remote_duels.dialog
    assert isinstance(card, ImportCard)
    qtbot.mouseClick(card.play_button, Qt.MouseButton.LeftButton)
    answer = finish_turn(qtbot, ben, 1).message
    [row] = anna.db.remote.all()
    anna_key = anna.window.remote_duels.keys(anna.db).identity(row.profile_id, "Anna")
    from spider_qt.duel.remote.wire import b64url_encode

    payload = {
        "challenge_id": challenge.challenge_id,
        "challenge_digest": challenge.digest,
        "answer_digest": answer.digest,
        "result": json.loads(row.own_result or "{}"),
        "salt": b64url_encode(b"\x01" * 32),
    }
    bad_reveal = _signed_unchecked(anna_key, "reveal", payload)
    before_ben = _tables(ben.db)
    ben.prompts.shown.clear()
    ben.window.remote_duels.receive(bad_reveal.json_form(), "file")
    [shown] = ben.prompts.shown
    assert shown.text == refusal_text("commit")
    assert _tables(ben.db) == before_ben


def test_challenges_list_resend_and_forget_player_info_and_an_ignored_friend(
    qtbot: Any, sides: tuple[Side, Side]
) -> None:
    from spider_qt.ui.dialogs.player_info import PlayerInfoDialog
    from spider_qt.ui.dialogs.profiles import ProfileManagerDialog
    from spider_qt.ui.duel.challenges_dialog import ChallengesDialog
    from spider_qt.ui.duel.remote import ASIDE_FOLDER

    anna, ben = sides
    challenge_from_menu(qtbot, anna)
    sent = finish_turn(qtbot, anna, 1)
    challenge = sent.message
    sent.close()

    states: list[str] = []

    def resend_from_list() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, ChallengesDialog) and w.isVisible())
        listed = dialog.remote_list
        assert listed.isVisible()
        states.extend(listed.tree.topLevelItem(i).text(3) for i in range(listed.tree.topLevelItemCount()))
        qtbot.mouseClick(listed.resend_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, resend_from_list)
    anna.window.act_challenges.trigger()
    assert states == ["waiting for the answer"]
    resent = anna.window.remote_duels.dialog
    assert isinstance(resent, SendDialog) and resent.message.digest == challenge.digest
    resent.close()

    # Ben takes it up; Anna is then his friend on another computer, known by her key.
    ben.window.remote_duels.receive(challenge.text_form().encode(), "paste")
    card = ben.window.remote_duels.dialog
    assert isinstance(card, ImportCard)
    qtbot.mouseClick(card.play_button, Qt.MouseButton.LeftButton)
    [friend] = ben.db.profiles.remote_friends()
    assert friend.name == "Anna" and friend.is_remote
    assert [p.name for p in ben.db.profiles.for_picker(include_ignored=True)] == ["Ben"]
    info = PlayerInfoDialog(ben.db, friend, parent=ben.window)
    assert challenge.signer_fingerprint in info.key_label.text()
    anna_profile = anna.db.profiles.find("Anna")
    assert anna_profile is not None
    own_info = PlayerInfoDialog(anna.db, anna_profile, parent=anna.window)
    assert challenge.signer_fingerprint in own_info.key_label.text()  # what Ben compares with
    for dialog in (info, own_info):
        dialog.deleteLater()

    # Ignore works for her in the profile manager; her next message is kept aside, not imported.
    manager = ProfileManagerDialog(ben.db, ben.window, active_name="Ben")
    manager.select(friend.id)
    assert not manager.play_as_button.isEnabled() and not manager.rename_button.isEnabled()
    manager.ignore_check.click()
    assert ben.db.profiles.get(friend.id).ignored
    manager.deleteLater()
    seen = statuses(ben)
    ben.window.remote_duels.receive(challenge.json_form(), "folder")
    assert seen == ["aside"]
    assert (ben.db.path.parent / ASIDE_FOLDER / challenge.file_name()).read_bytes() == challenge.json_form()
    assert [r.challenge_id for r in ben.db.remote.all()] == [challenge.challenge_id]

    # Forget takes Anna's duel off her list; its attempt stays used.
    def forget_in_list() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, ChallengesDialog) and w.isVisible())
        qtbot.mouseClick(dialog.remote_list.forget_button, Qt.MouseButton.LeftButton)
        assert not dialog.remote_list.isVisible()
        dialog.reject()

    QTimer.singleShot(0, forget_in_list)
    anna.window.act_challenges.trigger()
    assert anna.db.remote.all() == []
    assert anna.db.remote.get(challenge.challenge_id) is not None


def test_a_remote_turn_comes_back_after_a_restart_and_is_sealed_once(qtbot: Any, tmp_path: Path) -> None:
    """The attempt is recorded as play starts and the turn travels with the autosave: after a restart the player
    goes on from the cover, and the finished game is sealed into the challenge (once, never a second attempt)."""
    from spider_qt.duel.remote_flow import ChallengeTerms

    win, persist = windows.window_with_data(qtbot, tmp_path)
    win.settings.set("new_game/player", "Anna")
    assert not persist.keeper.resume()
    assert win.remote_duels.challenge(ChallengeTerms("classic", 1, 300_000))
    c = win.controller
    assert c.game is not None
    for _ in range(2):
        c.play(next(m for m in c.game.legal_moves() if m.kind in ("move", "flip", "deal")))
    history = list(c.game.history)
    win.quit_app()  # "Quit during the duel?" yes: the duel stays where it is
    persist.close()
    win.close()

    again, persist = windows.window_with_data(qtbot, tmp_path)
    assert persist.keeper.resume()
    qtbot.waitUntil(lambda: again.duels.session is not None, timeout=5000)
    assert (
        again.duels.session is not None
        and again.duels.session.kind == "remote"
        and again.duels.session.phase == "cover"
    )
    assert again.controller.game is not None and again.controller.game.history == history
    qtbot.mouseClick(again.cover.start_button, Qt.MouseButton.LeftButton)
    press_done(again, qtbot)
    qtbot.waitUntil(lambda: isinstance(again.remote_duels.dialog, SendDialog), timeout=5000)
    db = again.duels.database()
    assert db is not None
    [remote] = db.remote.all()
    assert remote.state == "awaiting_answer" and remote.challenge is not None
    sealed = read_message(remote.challenge)
    assert sealed.kind == "challenge"
    persist.close()


def test_a_damaged_key_is_told_before_anything_is_played_and_left_as_it_is(
    qtbot: Any, sides: tuple[Side, Side]
) -> None:
    anna, _ben = sides
    profile = anna.db.profiles.create("Anna")
    key_file = anna.window.remote_duels.keys(anna.db).path(profile.id)
    key_file.parent.mkdir(parents=True)
    key_file.write_bytes(b"not a key")
    challenge_from_menu(qtbot, anna)
    assert anna.window.duels.session is None and anna.db.remote.all() == []
    [shown] = anna.prompts.shown
    assert shown.kind == "warn" and "key" in shown.text and "damaged" in shown.text
    assert str(key_file.parent) in shown.text  # the folder it is in, to move it away
    assert key_file.read_bytes() == b"not a key"  # never replaced behind the player's back


def test_leaving_a_remote_game_ends_it_as_it_stands_and_offers_the_answer(qtbot: Any, sides: tuple[Side, Side]) -> None:
    anna, ben = sides
    challenge_from_menu(qtbot, anna)
    challenge = finish_turn(qtbot, anna, 1).message
    ben.window.remote_duels.receive(challenge.json_form(), "file")
    card = ben.window.remote_duels.dialog
    assert isinstance(card, ImportCard)
    qtbot.mouseClick(card.play_button, Qt.MouseButton.LeftButton)
    play_some(qtbot, ben.window, 2)
    qtbot.mouseClick(ben.window.duel_strip.leave_button, Qt.MouseButton.LeftButton)
    assert any(s.title == "End your game now?" for s in ben.prompts.shown)
    qtbot.waitUntil(lambda: isinstance(ben.window.remote_duels.dialog, SendDialog), timeout=5000)
    answer = ben.window.remote_duels.dialog
    assert isinstance(answer, SendDialog) and answer.message.kind == "answer"
    assert [r.state for r in ben.db.remote.all()] == ["awaiting_reveal"]
    assert ben.window.duels.session is None and not ben.window.controller.has_game()


def test_a_challenge_signed_with_another_key_under_a_known_name_is_a_warning(
    qtbot: Any, sides: tuple[Side, Side], tmp_path: Path
) -> None:
    from spider_qt.duel import remote_flow as flow
    from spider_qt.duel.remote import KeyStore
    from spider_qt.engine import Game

    anna, ben = sides
    challenge_from_menu(qtbot, anna)
    ben.window.remote_duels.receive(finish_turn(qtbot, anna, 1).message.json_form(), "file")
    card = ben.window.remote_duels.dialog
    assert isinstance(card, ImportCard)
    qtbot.mouseClick(card.play_button, Qt.MouseButton.LeftButton)  # Ben now knows Anna's key
    finish_turn(qtbot, ben, 1).close()

    # Someone else calls themselves Anna, with a key of their own.
    with Database.open(tmp_path / "mallory") as db:
        fake = db.profiles.create("Anna")
        remote = flow.begin_challenge(db, fake.id, flow.ChallengeTerms("classic", 1, 60_000))
        game = Game.new("classic", 1, flow.deal_seed_of(remote))
        game.finish()
        forged = flow.seal_challenge(db, KeyStore(tmp_path / "mallory"), remote, "Anna", game, [0.5], 1.0)
    ben.window.remote_duels.receive(forged.json_form(), "file")
    warned = ben.window.remote_duels.dialog
    assert isinstance(warned, ImportCard)
    assert warned.key_label.text().startswith("Warning:") and forged.signer_fingerprint in warned.key_label.text()


def test_the_send_dialog_follows_a_language_switch(qtbot: Any, sides: tuple[Side, Side]) -> None:
    anna, _ben = sides
    challenge_from_menu(qtbot, anna)
    sent = finish_turn(qtbot, anna, 1)
    windows.switch_language(qtbot, anna.window, "de")
    qtbot.waitUntil(lambda: sent.heading.text() == "Herausforderung senden", timeout=5000)
    assert "versiegelt" in sent.text.text() and sent.copy_button.text() == "Als Text &kopieren"
    windows.switch_language(qtbot, anna.window, "en")


def test_a_challenge_not_played_at_once_waits_in_challenges(qtbot: Any, sides: tuple[Side, Side]) -> None:
    """Not now (or a challenge from the duels folder while the player was busy) keeps it: Challenges lists it as not
    played yet, Open… shows its card again, and Play now takes it out of the list (Forget drops it)."""
    from spider_qt.ui.duel.challenges_dialog import ChallengesDialog
    from spider_qt.ui.duel.remote_list import INBOX_FOLDER

    anna, ben = sides
    challenge_from_menu(qtbot, anna)
    challenge = finish_turn(qtbot, anna, 1).message
    ben.window.remote_duels.receive(challenge.json_form(), "folder")
    card = ben.window.remote_duels.dialog
    assert isinstance(card, ImportCard)
    qtbot.mouseClick(card.later_button, Qt.MouseButton.LeftButton)
    inbox = ben.db.path.parent / INBOX_FOLDER
    assert [p.name for p in inbox.iterdir()] == [challenge.file_name()]
    assert ben.db.remote.all() == []  # no attempt yet

    listed: list[str] = []

    def open_from_list() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, ChallengesDialog) and w.isVisible())
        tree = dialog.remote_list.tree
        listed.extend(tree.topLevelItem(i).text(3) for i in range(tree.topLevelItemCount()))
        qtbot.mouseClick(dialog.remote_list.open_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, open_from_list)
    ben.window.act_challenges.trigger()
    assert listed == ["not played yet"]
    again = ben.window.remote_duels.dialog
    assert isinstance(again, ImportCard) and again is not card
    qtbot.mouseClick(again.play_button, Qt.MouseButton.LeftButton)
    assert ben.window.duels.session is not None
    assert list(inbox.iterdir()) == [] and [r.state for r in ben.db.remote.all()] == ["playing"]
    finish_turn(qtbot, ben, 1).close()  # (Challenges waits while a duel is played)

    # Another challenge, forgotten from the list: its file goes, nothing is recorded.
    challenge_from_menu(qtbot, anna)
    second = finish_turn(qtbot, anna, 1).message
    ben.window.remote_duels.receive(second.json_form(), "folder")
    later = ben.window.remote_duels.dialog
    assert isinstance(later, ImportCard)
    later.reject()

    def forget_in_list() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, ChallengesDialog) and w.isVisible())
        dialog.remote_list.select(str(inbox / second.file_name()))
        qtbot.mouseClick(dialog.remote_list.forget_button, Qt.MouseButton.LeftButton)
        dialog.reject()

    QTimer.singleShot(0, forget_in_list)
    ben.window.act_challenges.trigger()
    assert list(inbox.iterdir()) == []
    assert [r.challenge_id for r in ben.db.remote.all()] == [challenge.challenge_id]
