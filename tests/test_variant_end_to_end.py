"""A test-only third rule set, registered here and nowhere else, played through the engine, the AI and the store.

Nothing in the product names a rule set outside the engine's registry, so a variant needs no other file
changed: the computer opponent plays it by its flags, the hint answers, the solver searches it, a saved
game comes back, and the statistics keep it apart from the built-in rule sets.
"""

from __future__ import annotations

from pathlib import Path

from helpers_variant import VARIANT, registered

from spider_qt.ai import LEVELS, Opponent, hint
from spider_qt.engine import RULESETS, Game
from spider_qt.store import Database, load_game, save_game
from spider_qt.store.savefile import SaveMeta


def _play_with(level: str, seed: int, max_actions: int = 400) -> Game:
    game = Game.new(VARIANT.name, suits=1, seed=seed)
    bot = Opponent(level=level, seed=3)
    for _ in range(max_actions):
        if game.over:
            break
        move = bot.choose(game.view())
        if move is None:
            game.finish()
            break
        assert move in game.legal_moves()
        game.play(move)
    return game


def test_the_variant_is_played_by_the_ai_and_kept_by_the_store(tmp_path: Path) -> None:
    with registered(VARIANT):
        assert VARIANT.name in RULESETS
        # The AI: every level plays it to the end with legal moves only, and the hint answers.
        games = {level: _play_with(level, seed=2026) for level in LEVELS[:2]}
        for level, game in games.items():
            assert game.ruleset is VARIANT, level
            assert game.moves > 0, level
        fresh = Game.new(VARIANT.name, suits=1, seed=2026)
        suggestion = hint(fresh.view())
        assert suggestion is not None and suggestion in fresh.legal_moves()

        # The store: a saved game comes back as the same variant, and statistics keep it apart.
        played = games[LEVELS[1]]
        times = tuple(float(i) for i in range(1, len(played.history) + 1))
        path = tmp_path / "variant.spider"
        save_game(path, played, SaveMeta(player="Vera", time_used=times[-1], action_times=times))
        loaded, _meta = load_game(path)
        assert loaded.ruleset is VARIANT and loaded.state() == played.state()

        db = Database.open(tmp_path / "data")
        try:
            vera = db.profiles.create("Vera")
            record = db.games.record(vera.id, played, time_used=times[-1], action_times=times)
            assert record.game().state() == played.state()
            stats = db.stats.get(vera.id, VARIANT.name, 1)
            assert stats.played == 1 and stats.rules == VARIANT.name
            assert db.stats.get(vera.id, "classic", 1).played == 0
        finally:
            db.close()
    assert VARIANT.name not in RULESETS
