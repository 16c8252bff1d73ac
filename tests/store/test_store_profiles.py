"""Profiles: name rules, picker order, flags, deletion with or without history, computer opponents."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from store_helpers import lost_game, times_for

from spider_qt.store import Database, ProfileError


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    with Database.open(tmp_path) as database:
        yield database


def test_create_trims_and_keeps_case(db: Database) -> None:
    p = db.profiles.create("  Ann Lee \t")
    assert p.name == "Ann Lee"
    assert (p.kind, p.friend, p.ignored, p.deleted, p.level) == ("human", False, False, False, None)
    assert p.created_at.tzinfo is not None
    assert db.profiles.get(p.id) == p
    assert db.profiles.find(" ann lee") == p


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("", "name_empty"),
        ("   \t ", "name_empty"),
        ("x" * 33, "name_too_long"),
        ("bad\nname", "name_invalid"),
    ],
)
def test_bad_names_are_refused(db: Database, name: str, code: str) -> None:
    with pytest.raises(ProfileError) as info:
        db.profiles.create(name)
    assert info.value.code == code
    assert db.profiles.for_picker(include_ignored=True) == []


def test_name_limits_count_characters(db: Database) -> None:
    assert db.profiles.create("é" * 32).name == "é" * 32
    assert db.profiles.create("  " + "z" * 32 + "  ").name == "z" * 32


def test_names_are_unique_ignoring_case(db: Database) -> None:
    db.profiles.create("Ann")
    for clash in ("ann", " ANN ", "aNn"):
        with pytest.raises(ProfileError) as info:
            db.profiles.create(clash)
        assert info.value.code == "name_taken"
    straße = db.profiles.create("Straße")
    with pytest.raises(ProfileError):
        db.profiles.create("STRASSE")  # casefold makes these the same name
    assert db.profiles.find("strasse") == straße


def test_rename(db: Database) -> None:
    ann = db.profiles.create("Ann")
    bob = db.profiles.create("Bob")
    assert db.profiles.rename(ann.id, "ANN").name == "ANN"  # a change of case of its own name
    with pytest.raises(ProfileError) as info:
        db.profiles.rename(ann.id, "bob")
    assert info.value.code == "name_taken"
    with pytest.raises(ProfileError) as info:
        db.profiles.rename(ann.id, " ")
    assert info.value.code == "name_empty"
    renamed = db.profiles.rename(bob.id, "Robert")
    assert renamed.name == "Robert"
    assert db.profiles.create("Bob").name == "Bob"  # the old name is free again


def test_picker_lists_friends_first_then_by_name_and_hides_ignored(db: Database) -> None:
    names = ["zoe", "Adam", "mia", "Bert", "Carl"]
    ids = {n: db.profiles.create(n).id for n in names}
    db.profiles.set_friend(ids["zoe"], True)
    db.profiles.set_friend(ids["Bert"], True)
    db.profiles.set_ignored(ids["mia"], True)
    db.profiles.computer("expert")
    assert [p.name for p in db.profiles.for_picker()] == ["Bert", "zoe", "Adam", "Carl"]
    assert [p.name for p in db.profiles.for_picker(include_ignored=True)] == ["Bert", "zoe", "Adam", "Carl", "mia"]
    assert [p.name for p in db.profiles.for_picker(include_computers=True)][-1] == "expert"
    assert db.profiles.set_ignored(ids["mia"], False).ignored is False
    assert db.profiles.set_friend(ids["zoe"], False).friend is False
    assert [p.name for p in db.profiles.for_picker()] == ["Bert", "Adam", "Carl", "mia", "zoe"]


def test_a_profile_is_a_friend_or_ignored_never_both(db: Database) -> None:
    """The marks contradict each other (friends head the picker, ignored players are hidden from it): marking one
    takes the other away, and unmarking one leaves the other as it was."""
    ann = db.profiles.create("Ann")
    assert db.profiles.set_friend(ann.id, True).friend
    ignored = db.profiles.set_ignored(ann.id, True)  # she was a friend, and both marks stood
    assert (ignored.friend, ignored.ignored) == (False, True)
    assert db.profiles.find("Ann") == ignored
    friend = db.profiles.set_friend(ann.id, True)  # a friend again: no longer hidden
    assert (friend.friend, friend.ignored) == (True, False)
    assert [p.name for p in db.profiles.for_picker()] == ["Ann"]
    assert db.profiles.set_ignored(ann.id, False) == friend  # unignoring someone not ignored changes nothing
    assert (db.profiles.set_friend(ann.id, False).friend, db.profiles.get(ann.id).ignored) == (False, False)
    db.profiles.set_ignored(ann.id, True)
    assert db.profiles.set_ignored(ann.id, False).ignored is False
    assert db.profiles.get(ann.id).friend is False  # unignoring does not make a friend


def test_both_marks_left_by_an_older_version_read_as_ignored(db: Database) -> None:
    ann = db.profiles.create("Ann")
    with db.transaction() as conn:
        conn.execute("UPDATE profiles SET friend = 1, ignored = 1 WHERE id = ?", (ann.id,))
    both = db.profiles.get(ann.id)
    assert (both.friend, both.ignored) == (False, True)
    assert db.profiles.for_picker() == []
    friend = db.profiles.set_friend(ann.id, True)
    assert (friend.friend, friend.ignored) == (True, False)


def test_unknown_profile(db: Database) -> None:
    with pytest.raises(ProfileError) as info:
        db.profiles.get(99)
    assert info.value.code == "profile_not_found"
    with pytest.raises(ProfileError) as info:
        db.profiles.set_friend(99, True)
    assert info.value.code == "profile_not_found"


def test_computer_profiles_are_one_per_level(db: Database) -> None:
    expert = db.profiles.computer("expert")
    assert expert.is_computer and expert.level == "expert"
    assert db.profiles.computer("expert") == expert
    assert db.profiles.computer("beginner").id != expert.id
    for taken in ("expert", "Expert", "ЕXPERT", "master", "intermediate", "computer"):  # "Е" is Cyrillic
        with pytest.raises(ProfileError) as info:
            db.profiles.create(taken)  # a human is never named like a computer level
        assert info.value.code == "name_reserved"
    with pytest.raises(ProfileError) as info:
        db.profiles.computer("Bad Level!")
    assert info.value.code == "bad_level"
    with pytest.raises(ProfileError) as info:
        db.profiles.rename(expert.id, "Mr Robot")
    assert info.value.code == "computer_profile"
    with pytest.raises(ProfileError) as info:
        db.profiles.delete(expert.id, keep_history=True)
    assert info.value.code == "computer_profile"


def _play(db: Database, profile_id: int, seed: int = 7) -> int:
    game = lost_game(seed=seed)
    return db.games.record(profile_id, game, time_used=10.0, action_times=times_for(game)).id


def test_delete_keeping_history_anonymises(db: Database) -> None:
    ann = db.profiles.create("Ann")
    bob = db.profiles.create("Bob")
    duel = db.duels.create("duel", 2, 7, ann.id, bob.id)
    db.duels.add_game(duel.id, _play(db, ann.id))
    db.duels.add_game(duel.id, _play(db, bob.id))
    challenge = db.duels.create_challenge(_play(db, ann.id, seed=8))

    db.profiles.delete(ann.id, keep_history=True)
    gone = db.profiles.get(ann.id)
    assert gone.deleted
    assert db.profiles.for_picker(include_ignored=True) == [bob]
    assert len(db.games.for_profile(ann.id)) == 2
    assert db.duels.head_to_head(bob.id, ann.id).draws == 1
    assert db.duels.open_challenges(bob.id) == []
    assert all(d.id != challenge.id for d in db.duels.for_profile(ann.id))
    assert db.profiles.create("ann").id != ann.id  # the name is free
    with pytest.raises(ProfileError) as info:
        db.profiles.rename(ann.id, "Ghost")
    assert info.value.code == "profile_deleted"


def test_delete_with_history_removes_games_and_duels(db: Database) -> None:
    ann = db.profiles.create("Ann")
    bob = db.profiles.create("Bob")
    duel = db.duels.create("duel", 2, 7, ann.id, bob.id)
    db.duels.add_game(duel.id, _play(db, ann.id))
    bob_game = _play(db, bob.id)
    db.duels.add_game(duel.id, bob_game)

    db.profiles.delete(ann.id, keep_history=False)
    with pytest.raises(ProfileError):
        db.profiles.get(ann.id)
    assert db.duels.head_to_head(bob.id, ann.id).history == ()
    assert db.duels.for_profile(bob.id) == []
    kept = db.games.get(bob_game)  # the other player's game stays theirs, outside any duel
    assert kept.duel_id is None
    assert db.stats.get(bob.id, "duel", 2).played == 1


@pytest.mark.parametrize(
    ("first", "look_alike"),
    [
        ("Alice", "Ꭺlice"),  # Cherokee letter GO
        ("Alice", "ᗅlice"),  # Canadian syllabics carrier GHO
        ("Alice", "ᴀlice"),  # Latin letter small capital A
        ("Bob", "Bօb"),  # Armenian small letter OH
        ("Ꭺlice", "alice"),  # and the other way round
        ("Mary", "rnary"),
    ],
)
def test_look_alikes_of_unicodes_confusables_are_refused(tmp_path: Path, first: str, look_alike: str) -> None:
    """Issue 47 item 9: Cherokee, Canadian syllabics, small-capital and Armenian look-alikes were accepted."""
    with Database.open(tmp_path) as db:
        db.profiles.create(first)
    with Database.open(tmp_path) as db, pytest.raises(ProfileError) as info:  # the database file read afresh
        db.profiles.create(look_alike)
    assert info.value.code == "name_confusable" and info.value.existing == first


def test_names_that_only_look_different_stay_apart(db: Database) -> None:
    names = ["Ann", "Anna", "Eli", "Ell", "José", "Jose", "Zoë", "Olaf", "Ölaf", "李", "Łukasz", "Åsa", "Asa"]
    for name in names:
        db.profiles.create(name)
    assert len(db.profiles.for_picker(include_ignored=True)) == len(names)


@pytest.mark.parametrize("name", ["\u3164", "\u2800", "\u3164\u3164", "\u2800 \u2800", "\u115f\u1160", "\uffa0"])
def test_a_name_with_no_character_that_shows_is_refused(db: Database, name: str) -> None:
    """Issue 47 item 9: a Hangul filler or a Braille blank was accepted as a name nobody can see."""
    with pytest.raises(ProfileError) as info:
        db.profiles.create(name)
    assert info.value.code == "name_invisible"
    assert db.profiles.for_picker(include_ignored=True) == []


def test_an_invisible_character_beside_a_name_does_not_make_another_name(db: Database) -> None:
    db.profiles.create("Alice")
    for disguised in ("\u3164Alice", "Alice\u2800", "Al\u3164ice"):
        with pytest.raises(ProfileError) as info:
            db.profiles.create(disguised)
        assert info.value.code == "name_confusable"
