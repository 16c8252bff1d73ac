"""The kinds of duel, and for each one small flow that the code asks instead of testing the kind.

Pure Python (no Qt). A duel's ``Kind`` says who the opponent is; its ``Flow`` answers what follows from that: how
many sides the table knows, who plays second, whether the table is handed over, who records the game, what the
new-game settings remember. Code asks ``flow(kind).both_here`` rather than ``kind is Kind.HOTSEAT``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Kind(StrEnum):
    """Who the opponent is."""

    HOTSEAT = "hotseat"  # a second player at this machine, after the first
    COMPUTER = "computer"  # the computer plays the same deal meanwhile
    CHALLENGE = "challenge"  # played now, left for someone to take up later
    JOIN = "join"  # taking up someone's challenge (we are side b)
    REMOTE = "remote"  # one side of a duel with a friend on another computer: only this machine's player plays here


@dataclass(frozen=True, slots=True)
class Flow:
    """What a kind of duel means for the table, the records and the menus."""

    kind: Kind
    # The players the duel's state names: two, or one when the other side is not known at this table (a challenge
    # nobody has taken up yet, a friend on another computer).
    sides: int
    # The side this machine's player plays: the one who looks at the result (side b for the taker of a challenge).
    home_side: int
    # Both sides play at this table, one after the other: a cover hands the table over between the turns, and
    # either player may play the deal alone afterwards (hot-seat).
    both_here: bool
    # Side b is the computer, playing its copy of the deal meanwhile: the human may wait for it, or watch it.
    computer_plays: bool
    # The game is left for someone to take up later: it is recorded as a challenge (no duel exists until then), and
    # its player sees their own result at once (nobody else's is known).
    left_for_later: bool
    # The other side plays on another computer: this side's finished game is sealed into a message to send, and the
    # duel's result waits for the friend's message.
    played_elsewhere: bool
    # The players may agree to hints, the demo and the solver (a challenge's taker is not there to agree).
    help_possible: bool
    # The new-game dialog names the other player: the second player at this table, or whom a challenge is for.
    names_opponent: bool
    # What the settings' ``new_game/opponent`` keeps of this choice for the next new game (None: not kept).
    setting: str | None

    def hands_over(self, turn: int) -> bool:
        """Whether side ``turn``'s finished game hands the table to the other side's turn."""
        return self.both_here and turn == 0

    def opponent_side(self, turn: int) -> int:
        """The side opposite the player at the table when side ``turn`` plays."""
        return 1 - turn if self.both_here else 1 - self.home_side


FLOWS: dict[Kind, Flow] = {
    flow.kind: flow
    for flow in (
        Flow(
            Kind.HOTSEAT,
            sides=2,
            home_side=0,
            both_here=True,
            computer_plays=False,
            left_for_later=False,
            played_elsewhere=False,
            help_possible=True,
            names_opponent=True,
            setting="human",
        ),
        Flow(
            Kind.COMPUTER,
            sides=2,
            home_side=0,
            both_here=False,
            computer_plays=True,
            left_for_later=False,
            played_elsewhere=False,
            help_possible=True,
            names_opponent=False,
            setting="computer",
        ),
        Flow(
            Kind.CHALLENGE,
            sides=1,
            home_side=0,
            both_here=False,
            computer_plays=False,
            left_for_later=True,
            played_elsewhere=False,
            help_possible=False,
            names_opponent=True,
            setting=None,
        ),
        Flow(
            Kind.JOIN,
            sides=2,
            home_side=1,
            both_here=False,
            computer_plays=False,
            left_for_later=False,
            played_elsewhere=False,
            help_possible=False,
            names_opponent=False,
            setting=None,
        ),
        Flow(
            Kind.REMOTE,
            sides=1,
            home_side=0,
            both_here=False,
            computer_plays=False,
            left_for_later=False,
            played_elsewhere=True,
            help_possible=False,
            names_opponent=False,
            setting=None,
        ),
    )
}

# The settings' ``new_game/opponent`` for a game alone (and for a choice it does not keep).
ALONE_SETTING = "none"


def flow(kind: Kind) -> Flow:
    """The flow of a ``kind`` of duel."""
    return FLOWS[kind]


def to_setting(kind: Kind | None) -> str:
    """The settings' ``new_game/opponent`` value for a new game's choice (``None``: alone)."""
    setting = None if kind is None else FLOWS[kind].setting
    return ALONE_SETTING if setting is None else setting


def from_setting(value: object) -> Kind | None:
    """The new game's choice that the settings' ``new_game/opponent`` keeps ("human", "computer"; else alone)."""
    return next((f.kind for f in FLOWS.values() if f.setting is not None and f.setting == value), None)
