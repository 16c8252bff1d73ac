# ruff: noqa: F811 - the fixtures of test_persistence, imported by name, are taken as parameters
"""Faults of issue 47 met through the real window and real files: a game alone at its action cap, an autosave that
is a symbolic link, and the shelves (``unrecorded/``, ``unfinished/``) with links and games no person played."""

from __future__ import annotations

from pathlib import Path

import pytest

from spider_qt.engine import Game
from ui.persistence.test_persistence import (  # noqa: F401 - boxes, data_dir and make are fixtures
    AUTOSAVE_FILENAME,
    Boxes,
    Factory,
    autosave_path,
    boxes,
    data_dir,
    load_game,
    make,
    play_some,
    start,
    won_but_one,
)

# ---------------------------------------------------------------- the action cap


def test_a_game_alone_at_its_action_cap_refuses_with_a_message_and_resumes_whole(
    make: Factory, data_dir: Path, boxes: Boxes
) -> None:
    """Issue 47 item 6: a game alone went past 10,000 actions, was autosaved, then called damaged and moved aside at
    the next start (its unfinished game lost)."""
    from spider_qt.engine import MAX_ACTIONS
    from spider_qt.store import SaveMeta, save_game

    game = Game.new("classic", 1, 12)
    move = next(m for m in game.legal_moves() if m.kind == "move")
    while len(game.history) + 2 <= MAX_ACTIONS - 3:
        game.play(move)
        game.undo()
    data_dir.mkdir(parents=True)
    times = tuple(float(i) for i in range(len(game.history)))
    save_game(autosave_path(data_dir), game, SaveMeta(player="Ann", time_used=len(times), action_times=times))
    win, p = make()
    assert p.keeper.resume()
    c = win.controller
    assert c.play(move) and c.undo() and c.play(move)  # the last three actions the cap leaves before Done
    for refused in (lambda: c.play(move), c.undo, c.deal):
        win.show_message("")
        assert not refused()
        assert "limit of 10,000 actions" in win.status_line.message_label.text()
    saved = load_game(autosave_path(data_dir))[0]
    assert len(saved.history) == MAX_ACTIONS - 1

    win2, p2 = make()  # the next start resumes it: nothing is moved aside
    assert p2.keeper.resume() and not list(data_dir.glob(AUTOSAVE_FILENAME + ".bad-*"))
    assert boxes.texts("warning") == []
    assert win2.controller.finish()  # Done still fits, and the game is recorded
    assert p2.recorder.db is not None
    profile = p2.recorder.db.profiles.find("Ann")
    assert profile is not None and p2.recorder.db.stats.get(profile.id, "classic", 1).played == 1


@pytest.mark.parametrize("target", ["garbage", "save", "missing", "loop"])
def test_an_autosave_that_is_a_symbolic_link_is_never_followed_nor_called_damaged(
    make: Factory, data_dir: Path, tmp_path: Path, boxes: Boxes, target: str
) -> None:
    """Issue 47 item 9: an autosave that was a symbolic link (to another file) was called "damaged"."""
    from spider_qt.store import SaveMeta, save_game

    data_dir.mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere.spider"
    if target == "garbage":
        elsewhere.write_bytes(b"not a game at all")
    elif target == "save":
        save_game(elsewhere, Game.new("classic", 1, 5), SaveMeta(player="Zed"))
    link = autosave_path(data_dir)
    link.symlink_to(link if target == "loop" else elsewhere)
    before = elsewhere.read_bytes() if elsewhere.exists() else None
    win, p = make()
    assert not p.keeper.resume()
    warnings = boxes.texts("warning")
    assert len(warnings) == 1 and "symbolic link" in warnings[0], warnings
    assert "damaged" not in warnings[0]
    aside = list(data_dir.glob(AUTOSAVE_FILENAME + ".bad-*"))
    assert len(aside) == 1 and aside[0].is_symlink() and aside[0].name in warnings[0]
    assert (elsewhere.read_bytes() if elsewhere.exists() else None) == before  # what it points to is untouched
    game = start(win)
    play_some(win, 2)
    assert not link.is_symlink() and load_game(link)[0].history == game.history


# ---------------------------------------------------------------- shelf folders


def test_a_game_dropped_into_unrecorded_with_times_no_person_could_play_counts_as_unrated(
    make: Factory, data_dir: Path
) -> None:
    """Issue 47 item 7: a file dropped into unrecorded/ reached Statistics silently, a best time of 0.0 s and no
    help mark."""
    from spider_qt.store import PENDING_FOLDER, SaveMeta, save_game

    game, last = won_but_one()
    game.play(last)
    shelf = data_dir / PENDING_FOLDER
    shelf.mkdir(parents=True)
    instant = (0.0,) * len(game.history)
    save_game(shelf / "dropped.spider", game, SaveMeta(player="Eve", time_used=0.0, action_times=instant))
    honest = Game.new("classic", 1, 77)
    honest.play(next(m for m in honest.legal_moves() if m.kind == "move"))
    honest.finish()
    save_game(shelf / "honest.spider", honest, SaveMeta(player="Fay", time_used=9.0, action_times=(4.0, 9.0)))
    _win, p = make()
    assert p.recorder.db is not None
    eve, fay = p.recorder.db.profiles.find("Eve"), p.recorder.db.profiles.find("Fay")
    assert eve is not None and fay is not None
    (record,) = p.recorder.db.games.for_profile(eve.id)
    assert record.won and record.helped  # it counts, unrated: the help mark keeps it out of bests
    stats = p.recorder.db.stats.get(eve.id, "classic", 1)
    assert (stats.helped_played, stats.helped_won, stats.best_time) == (1, 1, None)
    assert not p.recorder.db.games.for_profile(fay.id)[0].helped  # a person's pace stays rated
    assert list(shelf.iterdir()) == []


def test_an_unrecorded_folder_that_is_a_symbolic_link_is_never_followed(
    make: Factory, data_dir: Path, tmp_path: Path
) -> None:
    """Issue 47 item 7: an unrecorded/ that was a symbolic link made the app record the saved games it found through
    the link as lost games, and delete those files."""
    from spider_qt.store import KEPT_FOLDER, PENDING_FOLDER, SaveMeta, save_game

    mine = tmp_path / "my saved games"
    mine.mkdir()
    for seed in (1, 2):
        save_game(mine / f"game{seed}.spider", Game.new("classic", 1, seed), SaveMeta(player="Gus"))
    before = {p.name: p.read_bytes() for p in mine.iterdir()}
    data_dir.mkdir(parents=True)
    (data_dir / PENDING_FOLDER).symlink_to(mine, target_is_directory=True)
    (data_dir / KEPT_FOLDER).mkdir()
    (data_dir / KEPT_FOLDER / "linked.spider").symlink_to(mine / "game1.spider")
    win, p = make()
    assert (
        p.recorder.db is not None and p.recorder.db.profiles.find("Gus") is None
    )  # nothing recorded through the links
    assert {q.name: q.read_bytes() for q in mine.iterdir()} == before  # and nothing deleted
    assert p.recorder.pending.items() == [] and p.keeper.kept.items() == []
    # a game that could not be recorded now is not written through the link either
    start(win, player="Gus")
    p.recorder.pending.remove(mine / "game1.spider")
    assert {q.name: q.read_bytes() for q in mine.iterdir()} == before
