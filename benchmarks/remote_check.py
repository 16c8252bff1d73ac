"""Checking remote duel messages: a real-sized duel and the largest one a reader accepts.

Run: python3 benchmarks/remote_check.py [--runs N]

Prints the median of N runs (default 5) of ``check_messages`` over a challenge, answer and reveal:
once for a short computer-played duel, once for the largest (two games of 10,000 actions, the
history limit), in both forms. The largest must stay well under a second, so that a folder scan or
an import never makes the window wait.
"""

from __future__ import annotations

import argparse
import functools
import statistics
import time
from collections.abc import Callable

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from spider_qt.ai import Opponent
from spider_qt.duel.remote import (
    ChallengeSetup,
    Identity,
    check_messages,
    make_answer,
    make_challenge,
    make_reveal,
    result_payload,
)
from spider_qt.engine import Game

ANNA = Identity("Anna", Ed25519PrivateKey.from_private_bytes(bytes(range(32))))
BEN = Identity("Ben", Ed25519PrivateKey.from_private_bytes(bytes(range(32, 64))))
SETUP = ChallengeSetup("0" * 32, "AAECAwQFBgcICQoLDA0ODw", "classic", 1, 86_400_000, "2026-12-04T20:00:00Z")


def _bot_game() -> Game:
    game = SETUP.new_game()
    bot = Opponent("intermediate", 1)
    while not game.over:
        move = bot.choose(game.view())
        if move is None:
            game.finish()
        else:
            game.play(move)
    return game


def _longest_game() -> Game:
    """10,000 actions: a move and its undo, again and again, then finish."""
    game = SETUP.new_game()
    move = game.legal_moves()[0]
    while len(game.history) + 4 <= 10_000:
        game.play(move)
        game.undo()
    game.play(move)
    game.finish()
    return game


def _duel(game: Game) -> tuple[list[bytes], list[bytes]]:
    times = [10 * i for i in range(len(game.history))]
    result = result_payload(game, times, times[-1])
    sealed = make_challenge(ANNA, SETUP, result)
    answer = make_answer(BEN, sealed.message, result)
    reveal = make_reveal(ANNA, sealed, answer)
    messages = (sealed.message, answer, reveal)
    return [m.json_form() for m in messages], [m.text_form().encode() for m in messages]


def _median_seconds(runs: int, once: Callable[[], object]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        once()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    for label, game in (("computer-played", _bot_game()), ("largest (10,000 actions)", _longest_game())):
        json_files, text_files = _duel(game)
        for form, files in (("JSON form", json_files), ("text form", text_files)):
            assert check_messages(files).valid
            seconds = _median_seconds(runs, functools.partial(check_messages, files))
            size = sum(len(f) for f in files)
            print(f"{label}, {form}: {len(game.history)} actions a side, {size:,} bytes, {seconds * 1000:.1f} ms")


if __name__ == "__main__":
    main()
