"""New duel states: from the new-game dialog's choices, or by taking up a challenge (store, no Qt)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from spider_qt.duel import model as dm
from spider_qt.duel.kinds import Kind, flow
from spider_qt.engine import CLASSIC, MAX_SEED

if TYPE_CHECKING:
    # The store is loaded when a duel begins, not with the table that shows the new-game choices.
    from spider_qt.store import Database


@dataclass(frozen=True)
class NewGameOptions:
    """What the player chose."""

    rules: str = CLASSIC.name
    suits: int = 1
    seed: int = 0
    opponent: Kind | None = None  # the kind of duel (hot-seat, the computer, a challenge); None: a game alone
    level: str = "intermediate"
    time_limit: int = 15  # minutes, duel rules
    player: str = ""
    opponent_name: str = ""  # the second player, or the invited profile of a challenge ("" = anyone)
    allow_help: bool = False


def random_seed() -> int:
    """A fresh deal number."""
    return random.SystemRandom().randrange(0, 1_000_000_000)


# A duel's time limit when a challenge has none (seconds).
DEFAULT_LIMIT = 15 * 60


def fresh_seed() -> int:
    """A duel's deal: always a fresh random one, never typed (nobody can have practised it), from the engine's whole
    range of 2**63 deal numbers. The deal algorithm is public: from the ten cards face up at the start, a search of
    a billion numbers finds the deal in minutes (and with it every face-down card); of 2**63 it never ends."""
    return random.SystemRandom().randrange(0, MAX_SEED + 1)


def new_duel_state(db: Database, options: NewGameOptions, seed: int) -> dm.DuelState:
    """A duel about to begin on deal ``seed``; its players' profiles are found or created, its duel record made.

    Raises:
        StoreError: a profile or the duel cannot be created.
        ValueError: ``options`` ask for a kind of duel that starts from someone's challenge (``joined_state``, remote).
    """
    from spider_qt.store.profiles import default_player_name

    kind = options.opponent or Kind.HOTSEAT
    if kind in (Kind.JOIN, Kind.REMOTE):
        raise ValueError(f"a {kind.value} duel is not chosen in the new-game dialog")
    name = options.player.strip() or default_player_name()  # no name given: the default player, as the table says
    first = db.profiles.find(name) or db.profiles.create(name)
    limit = options.time_limit * 60  # every duel has a time limit, whatever its rules
    players = [dm.Player(first.name, first.id)]
    invited: int | None = None
    invited_name: str | None = None
    duel_id: int | None = None
    how = flow(kind)
    if how.computer_plays:
        bot = db.profiles.computer(options.level)
        players.append(dm.Player(bot.name, bot.id, options.level))
    elif how.left_for_later:
        if options.opponent_name:
            # A new name's profile is made only when the challenge is stored (``create_challenge``): an author who
            # leaves first leaves no profile behind. The name is checked now, so a bad one is told before playing.
            guest = db.profiles.find(options.opponent_name)
            if guest is not None:
                invited = guest.id
            else:
                invited_name = db.profiles.check_name(options.opponent_name)
    else:
        second = db.profiles.find(options.opponent_name) or db.profiles.create(options.opponent_name)
        players.append(dm.Player(second.name, second.id))
    if not how.left_for_later:
        duel_id = db.duels.create(
            options.rules, options.suits, seed, players[0].profile_id, players[1].profile_id, limit
        ).id
    return dm.DuelState(
        kind=kind,
        rules=options.rules,
        suits=options.suits,
        seed=seed,
        time_limit=limit,
        # The taker of a challenge always plays without help (``joined_state``): its author does too.
        allow_help=bool(options.allow_help) and how.help_possible,
        players=tuple(players),
        duel_id=duel_id,
        invited=invited,
        invited_name=invited_name,
        bot_seed=random.SystemRandom().randrange(1 << 30),
    )


def joined_state(db: Database, duel_id: int, profile_id: int) -> dm.DuelState:
    """Side b of an open challenge, taken up by ``profile_id``.

    Raises:
        StoreError: the challenge is gone, private to someone else, or the player's own.
    """
    duel = db.duels.join(duel_id, profile_id)
    a, b = db.profiles.get(duel.a_profile), db.profiles.get(profile_id)
    return dm.DuelState(
        kind=Kind.JOIN,
        rules=duel.rules,
        suits=duel.suits,
        seed=duel.seed,
        time_limit=int(duel.time_limit) if duel.time_limit is not None else DEFAULT_LIMIT,
        allow_help=False,
        players=(dm.Player(a.name, a.id), dm.Player(b.name, b.id)),
        turn=1,
        records=(duel.a_game, None),
        duel_id=duel.id,
        invited=duel.invited,
    )
