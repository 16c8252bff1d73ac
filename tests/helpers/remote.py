"""The friend's side of a remote duel, made through the pure flow in a data folder of its own: real signed messages
that a window or an app process under test receives as if they came from another computer."""

from __future__ import annotations

from pathlib import Path

from spider_qt.duel import remote_flow as flow
from spider_qt.duel.remote import KeyStore, Message
from spider_qt.engine import Game
from spider_qt.store import Database


def play_some(game: Game, moves: int) -> list[float]:
    """A few legal moves, then the game is finished; one time (seconds) per action."""
    for _ in range(moves):
        move = next((m for m in game.legal_moves() if m.kind == "move"), None)
        if move is None:
            break
        game.play(move)
    game.finish()
    return [1.5 * (i + 1) for i in range(len(game.history))]


def make_challenge(folder: Path, name: str = "Anna", moves: int = 4, note: str = "") -> Message:
    """A challenge for anyone from ``name`` playing in the data folder ``folder`` (made on first use)."""
    with Database.open(folder) as db:
        return challenge_in(db, name, moves, note)


def challenge_in(db: Database, name: str, moves: int = 4, note: str = "") -> Message:
    """A challenge for anyone from ``name`` playing in the open database ``db`` (its keys beside it)."""
    profile = db.profiles.find(name) or db.profiles.create(name)
    remote = flow.begin_challenge(db, profile.id, flow.ChallengeTerms("classic", 1, 600_000, message=note))
    game = Game.new("classic", 1, flow.deal_seed_of(remote))
    times = play_some(game, moves)
    return flow.seal_challenge(db, KeyStore(db.path.parent), remote, name, game, times, times[-1] + 1)


def close_with(folder: Path, answer: bytes, name: str = "Anna") -> Message:
    """The challenger in ``folder`` takes the friend's ``answer``: the duel is recorded there; the reveal to send."""
    with Database.open(folder) as db:
        profile = db.profiles.find(name)
        assert profile is not None
        arrival = flow.receive(db, KeyStore(folder), answer, profile.id)
        assert arrival.status == "closed" and arrival.reply is not None, arrival
        return arrival.reply
