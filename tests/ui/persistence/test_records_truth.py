"""What the records say is what happened: one game counts once, a renamed player keeps their games, and an open
challenge's game stays out of sight (statistics, the table, Replay) until someone has played it."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path
from typing import Any

import pytest
from helpers import windows
from helpers.prompts import FakePrompts

from spider_qt.ai import solve
from spider_qt.duel.kinds import Kind
from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game
from spider_qt.i18n import LanguageSwitcher
from spider_qt.store import KEPT_FOLDER, Database, GameShelf, SaveMeta, load_game, save_game
from spider_qt.ui.controller import GameController


def _play(c: GameController, count: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        assert c.game is not None
        choices = [m for m in c.game.legal_moves() if m.kind in ("move", "flip")]
        if not choices:
            return
        assert c.play(rng.choice(choices))


def _games(tmp: Path) -> list[tuple[str, int, int, bool]]:
    db = Database.open(tmp / "data")
    try:
        rows = db.query("SELECT p.name, g.seed, g.score, g.won FROM games g JOIN profiles p ON p.id = g.profile_id")
        return [(r["name"], r["seed"], r["score"], bool(r["won"])) for r in rows]
    finally:
        db.close()


def _ann_plays(
    qtbot: Any, tmp: Path, rules: str, suits: int, seed: int, prompts: FakePrompts | None = None
) -> tuple[Any, Any, GameController]:
    """A window with its records attached, where Ann has started a game of this deal."""
    win, persist = windows.window_with_data(qtbot, tmp, prompts)
    assert not persist.keeper.resume()
    win.start_game(NewGameOptions(rules=rules, suits=suits, seed=seed, player="Ann"))
    return win, persist, win.controller


def test_a_game_opened_from_its_save_and_won_again_counts_once(qtbot: Any, tmp_path: Path) -> None:
    _win, persist, c = _ann_plays(qtbot, tmp_path, "classic", 1, 1)
    winning = solve(Game.new("classic", 1, 1), time_budget_s=10).moves
    for move in winning[:-1]:
        c.play(move)
    saved = tmp_path / "almost.spider"
    assert persist.files.save_to(saved)
    c.play(winning[-1])
    assert c.game is not None and c.game.won
    assert persist.files.open_path(saved)  # the same game, one move before its end
    c.play(winning[-1])
    assert c.game is not None and c.game.won
    assert [won for *_, won in _games(tmp_path)] == [True]  # was two wins and a streak of two, and could go on
    # A save of the game opened from a save remembers the first one's point, so it counts once too.
    assert persist.files.open_path(saved)
    again = tmp_path / "again.spider"
    assert persist.files.save_to(again)
    assert persist.files.open_path(again)
    c.play(winning[-1])
    assert len(_games(tmp_path)) == 1
    persist.close()


def test_a_game_opened_from_its_save_and_ended_again_counts_once(qtbot: Any, tmp_path: Path) -> None:
    _win, persist, c = _ann_plays(qtbot, tmp_path, "classic", 2, 5)
    _play(c, 4, seed=1)
    saved = tmp_path / "g.spider"
    assert persist.files.save_to(saved)
    c.finish()
    assert persist.files.open_path(saved)
    c.finish()
    assert len(_games(tmp_path)) == 1
    # Restart deals the deal afresh: a new game, which counts.
    c.restart()
    c.finish()
    assert len(_games(tmp_path)) == 2
    persist.close()


def _ann_saves(
    qtbot: Any, tmp: Path, name: str, *, answer: bool = True, rules: str = "classic"
) -> tuple[Any, GameController, FakePrompts, Path]:
    """Ann plays four actions of deal 5 (two suits) and saves the game to ``tmp / name``; questions get ``answer``."""
    prompts = FakePrompts(answer=answer)
    _win, persist, c = _ann_plays(qtbot, tmp, rules, 2, 5, prompts)
    _play(c, 4, seed=1)
    saved = tmp / name
    assert persist.files.save_to(saved)
    return persist, c, prompts, saved


@pytest.mark.parametrize("rules", ["classic", "duel"])
def test_opening_an_earlier_point_of_the_game_in_progress_goes_back_in_it_and_the_game_counts_once(
    qtbot: Any, tmp_path: Path, rules: str
) -> None:
    """Save, play on, open the save: the game on the table was kept aside uncounted, so a player could try a
    stretch again and again and keep the best (and, under duel rules, get round the limits on undo)."""
    persist, c, prompts, saved = _ann_saves(qtbot, tmp_path, "before.spider", rules=rules)
    _play(c, 3, seed=2)
    assert c.game is not None
    tried = c.game.history
    assert len(tried) > 4 and not c.game.over
    assert persist.files.open_path(saved)
    asked = prompts.texts("ask")[-1]
    assert "before.spider is an earlier point of the game in progress" in asked
    assert "counts as it stands" in asked and "not recorded again" in asked
    assert c.game is not None and len(c.game.history) < len(tried)
    kept = tmp_path / "data" / "unfinished"
    assert not kept.exists() or not any(kept.iterdir())  # nothing set aside to come back to
    assert [(name, won) for name, _seed, _score, won in _games(tmp_path)] == [("Ann", False)]  # the try counts
    _play(c, 3, seed=3)
    c.finish()
    assert len(_games(tmp_path)) == 1  # and the game played again from the earlier point does not count twice
    persist.close()


def test_opening_the_very_game_in_progress_asks_nothing_and_counts_it_once(qtbot: Any, tmp_path: Path) -> None:
    persist, c, prompts, saved = _ann_saves(qtbot, tmp_path, "now.spider")
    assert persist.files.open_path(saved)
    assert prompts.texts("ask") == [] and _games(tmp_path) == []
    c.finish()
    assert len(_games(tmp_path)) == 1
    persist.close()


def test_declining_to_go_back_leaves_the_game_in_progress(qtbot: Any, tmp_path: Path) -> None:
    persist, c, _prompts, saved = _ann_saves(qtbot, tmp_path, "before.spider", answer=False)
    _play(c, 2, seed=2)
    assert c.game is not None
    now = c.game.history
    assert not persist.files.open_path(saved)
    assert c.game.history == now and _games(tmp_path) == []
    persist.close()


def _other_deal(tmp: Path, actions: int) -> Path:
    """A saved game of Ann's on another deal (6), ``actions`` actions into it."""
    game = Game.new("classic", 2, 6)
    rng = random.Random(9)
    for _ in range(actions):
        game.play(rng.choice([m for m in game.legal_moves() if m.kind in ("move", "flip")]))
    path = tmp / "other.spider"
    save_game(path, game, SaveMeta(player="Ann", action_times=tuple(float(i) for i in range(actions))))
    return path


def _kept(tmp: Path) -> list[Path]:
    folder = tmp / "data" / "unfinished"
    return sorted(folder.iterdir()) if folder.exists() else []


@pytest.mark.parametrize(("rules", "other_actions"), [("classic", 0), ("duel", 0), ("classic", 3)])
def test_going_back_after_a_detour_through_another_file_counts_the_game_kept_aside(
    qtbot: Any, tmp_path: Path, rules: str, other_actions: int
) -> None:
    """Save at A, play on to B, open another file (B is kept aside, uncounted), open A: A was no longer compared
    with B, so the detour let a player try a stretch again and again and keep the best try."""
    persist, c, prompts, saved = _ann_saves(qtbot, tmp_path, "before.spider", rules=rules)
    _play(c, 3, seed=2)
    assert c.game is not None
    tried = c.game.history
    assert persist.files.open_path(_other_deal(tmp_path, other_actions))
    [kept] = _kept(tmp_path)
    assert str(kept.resolve()) in persist.files.recent_files()
    assert _games(tmp_path) == []  # kept aside, not abandoned
    assert persist.files.open_path(saved)
    asked = prompts.texts("ask")[-2 if other_actions else -1]
    assert "before.spider is an earlier point of a game you kept aside" in asked
    assert "counts as it stands" in asked and "not recorded again" in asked
    assert c.game is not None and len(c.game.history) < len(tried)
    # the try counts as it stood, and there is nothing left to come back to (the file opened on the way may be)
    assert [(name, seed) for name, seed, _score, _won in _games(tmp_path)] == [("Ann", 5)]
    assert [load_game(p)[0].seed for p in _kept(tmp_path)] == ([6] if other_actions else [])
    assert kept not in _kept(tmp_path) and str(kept.resolve()) not in persist.files.recent_files()
    _play(c, 3, seed=3)
    c.finish()
    assert len(_games(tmp_path)) == 1  # the game played again from A does not count twice
    persist.close()


def test_a_game_kept_aside_and_opened_again_is_taken_up_and_its_later_try_counts(qtbot: Any, tmp_path: Path) -> None:
    """Keeping a game aside is there to go on with it later: opening its file asks nothing and counts nothing. But
    played on, kept aside again and opened from the first file, the later try counts, once."""
    persist, c, prompts, _saved = _ann_saves(qtbot, tmp_path, "before.spider")
    other = _other_deal(tmp_path, 0)
    assert persist.files.open_path(other)
    [first] = _kept(tmp_path)
    asked = len(prompts.texts("ask"))
    assert persist.files.open_path(first)  # the very game, taken up where it was
    assert len(prompts.texts("ask")) == asked and _games(tmp_path) == []
    _play(c, 3, seed=2)
    assert persist.files.open_path(other)
    assert len(_kept(tmp_path)) == 2
    assert persist.files.open_path(first)
    assert "is an earlier point of a game you kept aside" in prompts.texts("ask")[-1]
    assert len(_games(tmp_path)) == 1 and _kept(tmp_path) == [first]
    c.finish()
    assert len(_games(tmp_path)) == 1
    persist.close()


def test_declining_to_go_back_to_a_game_kept_aside_changes_nothing(qtbot: Any, tmp_path: Path) -> None:
    persist, c, prompts, saved = _ann_saves(qtbot, tmp_path, "before.spider")
    _play(c, 3, seed=2)
    assert persist.files.open_path(_other_deal(tmp_path, 0))
    kept = _kept(tmp_path)
    prompts.answer = False
    assert not persist.files.open_path(saved)
    assert c.game is not None and c.game.seed == 6 and _kept(tmp_path) == kept and _games(tmp_path) == []
    persist.close()


def test_another_players_game_kept_aside_is_not_gone_back_in(qtbot: Any, tmp_path: Path) -> None:
    persist, c, prompts, saved = _ann_saves(qtbot, tmp_path, "before.spider")
    _play(c, 3, seed=2)
    assert persist.files.open_path(_other_deal(tmp_path, 0))
    game, meta = load_game(saved)
    bea = tmp_path / "bea.spider"
    save_game(bea, game, dataclasses.replace(meta, player="Bea"))
    assert persist.files.open_path(bea)
    assert not any("kept aside" in text for text in prompts.texts("ask"))
    assert len(_kept(tmp_path)) == 1 and _games(tmp_path) == []
    persist.close()


def test_a_player_renamed_during_a_game_keeps_it(qtbot: Any, tmp_path: Path) -> None:
    win, persist = windows.window_with_data(qtbot, tmp_path)
    assert not persist.keeper.resume()
    c = win.controller
    win.settings.set("new_game/player", "Ann")
    win.start_game(NewGameOptions(rules="classic", suits=1, seed=3, player="Ann"))
    _play(c, 3, seed=1)
    c.finish()  # Ann has a profile now
    win.start_game(NewGameOptions(rules="classic", suits=1, seed=4, player="Ann"))
    _play(c, 3, seed=2)
    dialog = persist.player.profiles_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    ann = persist.recorder.db.profiles.find("Ann")
    assert ann is not None
    dialog.select(ann.id)
    dialog.name_edit.setText("Anna")
    assert dialog.rename_profile() is not None
    dialog.close()
    assert win.player_label.text().startswith("Anna")
    c.finish()
    # Before, the game in play was recorded for a new profile "Ann", beside the renamed one.
    assert [name for name, *_ in _games(tmp_path)] == ["Anna", "Anna"]
    assert [p.name for p in persist.recorder.db.profiles.for_picker(include_ignored=True)] == ["Anna"]
    assert win.settings.get("new_game/player") == "Anna"
    persist.close()


def test_a_player_chosen_during_a_game_and_renamed_keeps_the_next_games(qtbot: Any, tmp_path: Path) -> None:
    """Ann plays; Play as Bea; Bea renamed Beatrice: the dialog said Ann played now, the rename went unheard and the
    next game was recorded for a new profile "Bea"."""
    win, persist, c = _ann_plays(qtbot, tmp_path, "classic", 1, 5)
    persist.recorder.db.profiles.create("Ann")
    _play(c, 2, seed=1)
    dialog = persist.player.profiles_dialog()
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Bea")
    bea = dialog.create_profile()
    assert bea is not None and dialog.play_as_selected() is not None
    dialog.close()
    dialog = persist.player.profiles_dialog()
    qtbot.addWidget(dialog)
    assert dialog.active_label.text() == "Playing now: Ann. Your next games: Bea."
    assert dialog.item_texts() == ["Ann (playing now)", "Bea (next games)"]
    dialog.select(bea.id)
    dialog.name_edit.setText("Beatrice")
    assert dialog.rename_profile() is not None
    assert win.settings.get("new_game/player") == "Beatrice"
    assert c.info.player == "Ann"  # the game on the table stays Ann's
    dialog.close()
    c.finish()
    win.start_game(NewGameOptions(rules="classic", suits=1, seed=6, player=win.settings.get("new_game/player")))
    _play(c, 2, seed=2)
    c.finish()
    assert sorted(name for name, *_ in _games(tmp_path)) == ["Ann", "Beatrice"]
    assert [p.name for p in persist.recorder.db.profiles.for_picker(include_ignored=True)] == ["Ann", "Beatrice"]
    persist.close()


def test_the_player_at_the_table_and_the_next_player_cannot_be_deleted(qtbot: Any, tmp_path: Path) -> None:
    """Deleted, Cy came back as a new profile with the game on the table (and "keep history" split Cy's games)."""
    win, persist, c = _ann_plays(qtbot, tmp_path, "classic", 1, 5)
    c.finish()
    win.start_game(NewGameOptions(rules="classic", suits=1, seed=7, player="Ann"))
    _play(c, 2, seed=1)
    for name in ("Bea", "Cy"):
        persist.recorder.db.profiles.create(name)
    win.settings.set("new_game/player", "Bea")  # "Play as" Bea, from the next game
    dialog = persist.player.profiles_dialog()
    qtbot.addWidget(dialog)
    ids = {p.name: p.id for p in persist.recorder.db.profiles.for_picker(include_ignored=True)}
    dialog.select(ids["Ann"])
    assert not dialog.delete_profile() and "Ann is playing the game on the table" in dialog.error_text()
    dialog.select(ids["Bea"])
    assert not dialog.delete_profile() and "Your next games are recorded for Bea" in dialog.error_text()
    assert {p.name for p in persist.recorder.db.profiles.for_picker(include_ignored=True)} == {"Ann", "Bea", "Cy"}
    dialog.close()
    persist.close()


def _leave_a_challenge(qtbot: Any, tmp: Path) -> tuple[Any, Any, int]:
    win, persist = windows.window_with_data(qtbot, tmp)
    assert not persist.keeper.resume()
    win.duels.seed_source = lambda: 777
    win.start_game(NewGameOptions(rules="duel", suits=2, seed=0, opponent=Kind.CHALLENGE, player="Ann"))
    c = win.controller
    _play(c, 10, seed=4)
    assert c.game is not None
    score = c.game.score
    c.finish()
    qtbot.waitUntil(lambda: win.duels.session is None, timeout=3000)
    return win, persist, score


def test_an_open_challenges_game_leaves_the_table_and_its_score_stays_out_of_statistics(
    qtbot: Any, tmp_path: Path
) -> None:
    win, persist, score = _leave_a_challenge(qtbot, tmp_path)
    c = win.controller
    # The author's result is shown, on an empty table: nothing to restart, save or replay, no deal number.
    assert win.result_panel.isVisible() and win.result_panel.values[0].text() == str(score)
    assert not win.result_panel.restart_button.isVisible()
    assert c.game is None and "777" not in win.windowTitle()
    assert not persist.files.act_save.isEnabled()
    assert not [label for label, *_ in persist.player.replay_choices()]
    win.restart()
    assert c.game is None
    # Whoever plays next at this machine, before taking the challenge up, finds no trace of its score.
    db = persist.recorder.db
    ann = db.profiles.find("Ann")
    assert ann is not None
    stats = db.stats.get(ann.id, "duel", 2)
    assert stats.played == 0 and stats.best_score is None
    dialog = persist.player.statistics_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.select_profile(ann.id)
    assert str(score) not in [dialog.table.cell_text("duel", 2, col) for col in range(dialog.table.COLUMNS)]
    persist.close()


def test_scores_in_the_replay_list_are_written_as_the_language_writes_numbers(qtbot: Any, tmp_path: Path) -> None:
    _win, persist, c = _ann_plays(qtbot, tmp_path, "classic", 1, 1)
    for move in solve(Game.new("classic", 1, 1), time_budget_s=10).moves:
        c.play(move)
    assert c.game is not None and c.game.won and c.game.score >= 1000
    switcher = LanguageSwitcher()
    switcher.switch("de")
    try:
        labels = [label for label, *_ in persist.player.replay_choices()]
        assert labels[0] == f"Das Spiel auf dem Tisch (Punkte {c.game.score // 1000}.{c.game.score % 1000:03d})"
    finally:
        switcher.switch("en")
    persist.close()


def test_a_replay_windows_title_follows_a_language_switch(qtbot: Any, tmp_path: Path) -> None:
    prompts = FakePrompts(answer=True)
    _win, persist, c = _ann_plays(qtbot, tmp_path, "classic", 1, 1, prompts)
    game = c.game
    assert game is not None
    c.play(next(m for m in game.legal_moves() if m.kind == "move"))
    c.finish()  # Ann's game, not won, is recorded
    [label] = [label for label, _load in persist.player.replay_list() if "deal 1" in label]
    assert "not won" in label
    prompts.item = label
    viewer = persist.player.choose_replay()
    assert viewer is not None
    qtbot.addWidget(viewer)
    assert viewer.windowTitle() == f"Replay: {label}"
    switcher = LanguageSwitcher()
    switcher.switch("de")
    try:
        qtbot.waitUntil(lambda: viewer.windowTitle().startswith("Wiedergabe: "), timeout=2000)
        assert "nicht gewonnen" in viewer.windowTitle() and "not won" not in viewer.windowTitle()
    finally:
        switcher.switch("en")
    qtbot.waitUntil(lambda: viewer.windowTitle() == f"Replay: {label}", timeout=2000)
    viewer.close()
    persist.close()


def _status(win: Any) -> str:
    return str(win.status_line.message_label.text())


def _kept_aside_on_deal_5(qtbot: Any, tmp: Path) -> tuple[Any, Any, GameController, list[int], Path]:
    """Ann plays deal 5 (two suits) to some point, then opens a game of another deal: hers is kept aside,
    uncounted. The window, its records, the controller, the kept game's history and its file."""
    win, persist, c = _ann_plays(qtbot, tmp, "classic", 2, 5)
    _play(c, 4, seed=1)
    assert c.game is not None
    tried = list(c.game.history)
    assert persist.files.open_path(_other_deal(tmp, 0))
    [kept] = _kept(tmp)
    assert str(kept.resolve()) in persist.files.recent_files() and _games(tmp) == []
    return win, persist, c, tried, kept


def test_a_new_game_of_a_deal_counts_the_game_of_it_kept_aside(qtbot: Any, tmp_path: Path) -> None:
    """Play deal 5 to B, open another file (B is kept aside), deal 5 again: B was never compared with the new
    game, so a player could keep several tries of one deal on the shelf and let only the best count."""
    win, persist, c, tried, kept = _kept_aside_on_deal_5(qtbot, tmp_path)
    kept_game, kept_meta = load_game(kept)
    score = kept_game.score
    shelf = GameShelf(tmp_path / "data", KEPT_FOLDER)
    bea = shelf.add(Game.new("classic", 2, 5), SaveMeta(player="Bea"))  # another player's: not hers to count
    one_suit = shelf.add(Game.new("classic", 1, 5), SaveMeta(player="Ann"))  # another deal (one suit)
    win.start_game(NewGameOptions(rules="classic", suits=2, seed=5, player="Ann"))
    assert c.game is not None and c.game.history == []
    assert [(name, seed, s) for name, seed, s, _won in _games(tmp_path)] == [("Ann", 5, score)]
    assert _kept(tmp_path) == sorted([bea, one_suit]) and str(kept.resolve()) not in persist.files.recent_files()
    qtbot.waitUntil(lambda: "now counts as it stood" in _status(win), timeout=3000)
    assert f"(score {score})" in _status(win) and "unfinished" in _status(win)
    assert persist.recorder.db is not None
    (record,) = persist.recorder.db.games.for_profile(persist.recorder.db.profiles.find("Ann").id)
    assert record.game().history == tried and record.time_used == kept_meta.time_used  # recorded as it stood
    win.start_game(NewGameOptions(rules="classic", suits=2, seed=5, player="Ann"))
    assert len(_games(tmp_path)) == 1  # counted once
    persist.close()


def test_a_restart_counts_the_game_of_its_deal_kept_aside(qtbot: Any, tmp_path: Path) -> None:
    """The same by Restart, from another try of deal 5 opened from a file (not an earlier point of the kept one,
    so opening it counted nothing): both tries count, each as it stood."""
    win, persist, c, tried, kept = _kept_aside_on_deal_5(qtbot, tmp_path)
    other_try = Game.new("classic", 2, 5)
    rng = random.Random(4)
    for _ in range(3):
        other_try.play(rng.choice([m for m in other_try.legal_moves() if m.kind in ("move", "flip")]))
    assert tried[: len(other_try.history)] != other_try.history
    saved = tmp_path / "other-try.spider"
    save_game(saved, other_try, SaveMeta(player="Ann", action_times=(1.0, 2.0, 3.0), time_used=4.0))
    assert persist.files.open_path(saved)
    assert _kept(tmp_path) == [kept] and _games(tmp_path) == []
    score = load_game(kept)[0].score
    win.restart()
    assert c.game is not None and c.game.history == [] and c.game.seed == 5
    assert sorted(s for _name, _seed, s, _won in _games(tmp_path)) == sorted([score, other_try.score])
    assert _kept(tmp_path) == [] and str(kept.resolve()) not in persist.files.recent_files()
    qtbot.waitUntil(lambda: f"now counts as it stood (score {score})" in _status(win), timeout=3000)
    persist.close()


def test_a_game_kept_aside_taken_up_and_played_on_counts_once_when_its_deal_is_dealt_again(
    qtbot: Any, tmp_path: Path
) -> None:
    """Its file stays on the shelf while it is played on: dealing its deal again counts the game left for it, as it
    stands, and takes the earlier point off the shelf without counting it a second time."""
    win, persist, c, _tried, kept = _kept_aside_on_deal_5(qtbot, tmp_path)
    assert persist.files.open_path(kept)  # taken up where it was
    _play(c, 3, seed=2)
    assert c.game is not None
    further = c.game.score, list(c.game.history)
    win.restart()
    assert [s for _name, _seed, s, _won in _games(tmp_path)] == [further[0]]
    assert persist.recorder.db is not None
    (record,) = persist.recorder.db.games.for_profile(persist.recorder.db.profiles.find("Ann").id)
    assert record.game().history == further[1]
    assert _kept(tmp_path) == [] and str(kept.resolve()) not in persist.files.recent_files()
    persist.close()


def test_a_duel_on_the_deal_of_a_game_kept_aside_counts_nothing_and_tells_nothing(qtbot: Any, tmp_path: Path) -> None:
    """A duel's deal is not for its players to know: a game alone kept aside on it stays where it is."""
    win, persist = windows.window_with_data(qtbot, tmp_path)
    assert not persist.keeper.resume()
    shelf = GameShelf(tmp_path / "data", KEPT_FOLDER)
    alone = Game.new("duel", 2, 31)
    alone.play(next(m for m in alone.legal_moves() if m.kind == "move"))
    kept = shelf.add(alone, SaveMeta(player="Ann", action_times=(1.0,), time_used=2.0))
    win.duels.seed_source = lambda: 31
    win.start_game(
        NewGameOptions(rules="duel", suits=2, seed=0, opponent=Kind.HOTSEAT, player="Ann", opponent_name="Bo")
    )
    assert win.duels.session is not None and win.controller.game is not None and win.controller.game.seed == 31
    qtbot.wait(50)
    assert _kept(tmp_path) == [kept] and _games(tmp_path) == [] and "counts as it stood" not in _status(win)
    persist.close()
