"""Write the golden v1 duel files in ``data/``: ``python -m tests.duel.remote.make_golden`` from the project folder.

Run once when the files were made; every later version must still read them as they are (they are
committed, never remade to fit a change). Anna's game includes an undo; the answer is kept in text form.
"""

from __future__ import annotations

from datetime import UTC, datetime

from spider_qt.duel.remote import Recipient, SealedChallenge, make_answer, make_challenge, make_reveal

from .duel_helpers import (
    ANNA,
    BEN,
    DATA,
    GOLDEN_EXPIRY,
    GOLDEN_FILES,
    GOLDEN_MESSAGE,
    GOLDEN_SALT,
    GOLDEN_SETUP,
    bot_result,
)


def make_golden_duel(anna_result: dict[str, object], ben_result: dict[str, object]) -> dict[str, bytes]:
    """The three golden files' bytes, made from the fixed inputs and the two results."""
    expiry = datetime.strptime(GOLDEN_EXPIRY, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    sealed: SealedChallenge = make_challenge(
        ANNA,
        GOLDEN_SETUP,
        anna_result,
        to=Recipient("Ben", BEN.public_key),
        message=GOLDEN_MESSAGE,
        expires_at=expiry,
        salt=GOLDEN_SALT,
    )
    answer = make_answer(BEN, sealed.message, ben_result)
    reveal = make_reveal(ANNA, sealed, answer)
    return {
        "challenge": sealed.message.json_form(),
        "answer": answer.text_form().encode("ascii"),
        "reveal": reveal.json_form(),
    }


def main() -> None:
    files = make_golden_duel(
        bot_result(GOLDEN_SETUP, "beginner", 11, undo_after=5), bot_result(GOLDEN_SETUP, "intermediate", 12)
    )
    for kind, data in files.items():
        (DATA / GOLDEN_FILES[kind]).write_bytes(data)
        print(DATA / GOLDEN_FILES[kind], len(data))


if __name__ == "__main__":
    main()
