"""Fixtures: the golden duel read back, and an open duel (for anyone) made from the same two games."""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest

from spider_qt.duel.remote import (
    ChallengeSetup,
    Message,
    SealedChallenge,
    make_answer,
    make_challenge,
    make_reveal,
    read_message,
)

from .duel_helpers import ANNA, CARL, DATA, GOLDEN_FILES


class Duel(NamedTuple):
    challenge: Message
    answer: Message
    reveal: Message
    sealed: SealedChallenge | None = None

    def files(self) -> list[bytes]:
        return [self.challenge.json_form(), self.answer.json_form(), self.reveal.json_form()]


@pytest.fixture(scope="session")
def golden() -> Duel:
    """The committed golden duel: Anna challenges Ben by name."""
    c, a, r = (read_message((DATA / GOLDEN_FILES[kind]).read_bytes()) for kind in ("challenge", "answer", "reveal"))
    return Duel(c, a, r)


@pytest.fixture(scope="session")
def results(golden: Duel) -> tuple[dict[str, Any], dict[str, Any]]:
    """Anna's and Ben's results in the golden duel."""
    return golden.reveal.payload["result"], golden.answer.payload["result"]


@pytest.fixture(scope="session")
def open_duel(results: tuple[dict[str, Any], dict[str, Any]]) -> Duel:
    """A challenge for anyone on the golden deal, answered by Carl."""
    g = ChallengeSetup("f" * 32, "AAECAwQFBgcICQoLDA0ODw", "duel", 2, 600_000, "2026-12-04T21:00:00Z")
    sealed = make_challenge(ANNA, g, results[0])
    answer = make_answer(CARL, sealed.message, results[1])
    return Duel(sealed.message, answer, make_reveal(ANNA, sealed, answer), sealed)
