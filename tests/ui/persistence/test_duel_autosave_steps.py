"""The autosave writes a duel's steps by listening to its session's ``changed`` itself, and reads the duel's JSON
only at the save boundary."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers import windows
from PySide6.QtCore import Qt

from spider_qt.duel.kinds import Kind
from spider_qt.duel.model import DuelState
from spider_qt.duel.saved import saved_duel
from spider_qt.duel.setup import NewGameOptions
from spider_qt.engine import Game
from spider_qt.store import SaveMeta, load_game
from spider_qt.ui.persistence.records import played_of_save

GAME = Game.new("duel", 1, 5)


def _duel_flags(extra: dict[str, object]) -> tuple[bool, bool]:
    played = played_of_save(GAME, SaveMeta(extra=extra))
    return played.duel, played.duel_open


def test_a_saved_game_counts_as_its_duel_says() -> None:
    """As the store's counting read the JSON itself before: a duel's game, open unless its state says "over"
    (a damaged state too, which its duel's recovery settles)."""
    assert _duel_flags({}) == (False, False)
    assert _duel_flags({"duel": {}}) == (True, True)
    assert _duel_flags({"duel": {"phase": "over"}}) == (True, False)
    assert _duel_flags({"duel": "damaged"}) == (True, False)


def _saved_state(persist: Any) -> tuple[Game, DuelState]:
    game, meta = load_game(persist.keeper.autosave.path)
    duel = saved_duel(meta.extra)
    assert duel is not None and duel.state is not None
    return game, duel.state


def test_each_step_of_a_duel_is_written_without_a_card_action(qtbot: Any, tmp_path: Path) -> None:
    win, persist = windows.window_with_data(qtbot, tmp_path)
    assert not persist.keeper.resume()
    win.duels.seed_source = lambda: 31
    win.start_game(
        NewGameOptions(rules="duel", suits=1, seed=31, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben")
    )
    session = win.duels.session
    assert session is not None
    assert _saved_state(persist)[1] == session.state and session.phase == "playing"
    session.pause()
    assert _saved_state(persist)[1].phase == "paused" == session.phase  # a pause is a step: written at once
    qtbot.mouseClick(win.cover.start_button, Qt.MouseButton.LeftButton)
    assert _saved_state(persist)[1].phase == "playing" == session.phase
    persist.close()


def test_a_turn_handed_over_is_never_written_halfway(qtbot: Any, tmp_path: Path) -> None:
    """Only whole steps are written: Anna's finished game goes with her own turn, Ben's cover with his new deal."""
    win, persist = windows.window_with_data(qtbot, tmp_path)
    assert not persist.keeper.resume()
    win.duels.seed_source = lambda: 32
    win.start_game(
        NewGameOptions(rules="duel", suits=1, seed=32, opponent=Kind.HOTSEAT, player="Anna", opponent_name="Ben")
    )
    written: list[tuple[bool, int, str, str]] = []
    save = persist.keeper.autosave.save

    def watched(game: Game, meta: SaveMeta) -> None:
        duel = saved_duel(meta.extra)
        assert duel is not None and duel.state is not None
        written.append((game.over, duel.state.turn, duel.state.phase.value, meta.player))
        save(game, meta)

    persist.keeper.autosave.save = watched
    win.controller.finish()
    qtbot.waitUntil(lambda: win.cover.isVisible(), timeout=3000)
    assert written[0] == (True, 0, "playing", "Anna")  # Done: Anna's finished turn, before the duel records it
    assert written[-1] == (False, 1, "cover", "Ben")  # Ben's deal on his cover
    assert all(turn == 0 for over, turn, _phase, _player in written if over)  # never Anna's game under Ben's turn
    assert _saved_state(persist)[1].turn == 1
    persist.close()
