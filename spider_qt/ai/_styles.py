"""The levels' styles of play: budgets, look-ahead and judgement, per level and suit count."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ._search import STRONG, Weights

LEVELS: tuple[str, ...] = ("beginner", "intermediate", "expert", "master")

#: A beginner judges by rank only: it hardly tells a same-suit build from any other.
CASUAL = Weights(
    run=1000.0,
    hidden=15.0,
    dig=0.0,
    same=5.0,
    long=0.0,
    off=5.0,
    broken=3.0,
    empty=10.0,
    clear=0.0,
    score=10.0,
    step=1.0,
)
#: An intermediate player judges well but does not count its moves.
GREEDY = Weights(step=1.0)


@dataclass(frozen=True)
class Style:
    """How a level plays."""

    budget: int  # positions a plan search may evaluate (per sample for a hindsight search)
    depth: int  # moves of look-ahead
    weights: Weights
    slip: float = 0.0  # chance of an arbitrary move
    early_deal: float = 0.0  # chance of dealing while small gains remain
    thrifty: bool = True  # once the stock is empty, stop when no run, card or empty column can be gained
    strict: bool = False  # follow only plans that turn a card, discard a run or empty a column
    persist: int = 0  # beginner: careless tries before giving up once the stock is empty
    hop: int = 0  # master: samples for look-ahead in hindsight (``hop``), searched past turned cards
    hop_budget: int = 0  # positions per sample for ``hop``
    hop_suits: tuple[int, ...] = ()  # the suit counts where ``hop`` plays better than the plan search
    end_hop: int = 0  # samples for ``hop`` once the stock is empty (every suit count)
    end_budget: int = 0  # positions per sample for the end-game ``hop``
    end_runs: float = 0.0  # end game (classic): keep playing only while this share of samples discards a run
    solve_samples: int = 0  # master: samples of the unseen cards, each solved with full information
    solve_nodes: int = 0  # positions the solver may make per sample
    solve_quorum: float = 0.0  # master: a win is followed only when wins * 2 >= samples * solve_quorum ...
    quorum_suits: tuple[int, ...] = ()  # ... with these suit counts (on two suits a lone win is still worth it)
    quorum_duel: bool = True  # ... under duel rules too (where every card turned on the way scores, or not)
    solve_deals: tuple[tuple[int, int], ...] = ()  # (suit count, deals left): solve only from then on
    end_solve: int = 0  # master, stock empty: samples that every promising first move is solved in (``_decide_end``)
    end_nodes: int = 0  # positions per solve there
    end_total: int = 0  # positions for all of those solves together
    end_wins: int = 1  # a move replaces the usual one only when it wins in at least this many samples ...
    end_margin: int = 2  # ... and in this many more than the usual move (stopping wins in none)
    # Close decisions get more samples (in batches of the usual count), up to this many more: ``_sampled``.
    solve_more: int = 0  # samples solved when the first ``solve_samples`` disagree
    end_more: int = 0  # samples for ``_decide_end`` while some move wins where the usual one does not, not clearly
    hop_more: int = 0  # samples for ``hop`` while its two best first moves are within its noise
    # Positions all the searches of one move may make together (0: no ceiling). The first samples of each search
    # always run; the ones drawn for close decisions only as far as they fit under it (``_budget``).
    move_nodes: int = 0


STYLES: dict[str, Style] = {
    "beginner": Style(0, 1, CASUAL, slip=0.15, early_deal=0.15, thrifty=False, persist=25),
    "intermediate": Style(60, 2, GREEDY, thrifty=False),
    # On one suit the expert looks past the cards it turns (in hindsight over two samples, like master over six):
    # a plan that stops at the first turned card gives up on one-suit deals that are still won.
    "expert": Style(1500, 60, STRONG, hop=2, hop_budget=1000, hop_suits=(1,)),
    # Master's look-ahead in hindsight averages six samples, and up to twelve more while its two best first moves
    # are within the samples' noise. Once the stock is empty it checks each move against eight samples of the
    # face-down cards (``_decide_end``), and against up to 24 more while some move wins where its own does not,
    # but not clearly; its solved samples get up to six more while they disagree. The rest of the time it is as
    # quick as before: these draw more samples only where the first ones leave the decision open.
    "master": Style(
        4000,
        200,
        STRONG,
        hop=6,
        hop_budget=5000,
        hop_suits=(1,),
        solve_samples=3,
        solve_nodes=8000,
        solve_quorum=1.0,
        quorum_suits=(1,),
        solve_deals=((1, 0),),
        end_solve=8,
        end_nodes=20000,
        end_total=200000,
        solve_more=6,
        end_more=24,
        hop_more=12,
        move_nodes=140_000,
    ),
}

#: Weights that make turning a card count for more (a face-down card at 80 instead of 30): the expert and master
#: on four suits, and master on two (there with its points weighed more, below).
DIGGER = Weights(hidden=80.0)

#: With four suits a run needs patient sorting and most moves earn nothing: the stronger levels follow only
#: plans that turn a card, discard a run or empty a column, and once the stock is empty they search past turned
#: cards in hindsight (``hop``) and keep playing only while enough samples still discard a run. The expert and
#: master weigh a face-down card at 80 instead of 30 (as master does on two suits): screened on the expert over
#: 1,000 fresh classic deals, that won 17 of them against 4 and discarded 0.21 runs a game against 0.09
#: (``docs/ai-notes.md``).
FOUR_SUIT_STYLES: dict[str, Style] = {
    # The beginner on four suits deals only when its one-move look finds nothing. Dealing at random while small
    # gains remain is a beginner's mistake on one and two suits, but on four, where it completes no run anyway, each
    # card move it leaves out is a classic point kept: with it, the beginner scored more than the intermediate
    # (462.2 against 458.3 on the benchmark's deals; without it 445.0, ``docs/ai-notes.md``).
    "beginner": dataclasses.replace(STYLES["beginner"], early_deal=0.0),
    "intermediate": Style(200, 6, GREEDY, strict=True, end_hop=1, end_budget=600, end_runs=0.5),
    "expert": Style(2500, 200, DIGGER, strict=True, end_hop=2, end_budget=1500, end_runs=0.5),
    "master": Style(
        4000,
        200,
        DIGGER,
        strict=True,
        end_hop=3,
        end_budget=2400,
        end_runs=0.5,
        solve_samples=3,
        solve_nodes=13000,  # six of them fit under its ceiling (``docs/ai-notes.md``: 20,000 left room for four)
        solve_quorum=1.0,
        quorum_suits=(4,),
        solve_more=3,
        move_nodes=80_000,
    ),
}

#: On two suits master weighs a face-down card at 80 instead of 30, and solves samples only once the stock is empty.
#: Turning cards matters more there than the general weights say: the expert's plan search with a face-down card
#: at 80 won 737 of 2,000 fresh classic deals against 422 (``docs/ai-notes.md``). With a deal to come, a sample's
#: win leans on cards only the sample knows, and following it did worse than the plan search with these weights.
#: Under duel rules master also weighs the points it makes at 20 instead of 10 (``Weights.score``; classic rules do not
#: count it): the duel is won on points, and with 10 master played the expert's very game, action for action, in 11
#: of the benchmark's 100 two-suit duel deals. With 20 it was ahead of the expert on 66 of them instead of 51
#: (``docs/ai-notes.md``).
TWO_SUIT_STYLES: dict[str, Style] = {
    "master": dataclasses.replace(
        STYLES["master"], weights=dataclasses.replace(DIGGER, score=20.0), solve_deals=((1, 0), (2, 0))
    ),
}


#: The styles that replace ``STYLES`` for a suit count.
_SUIT_STYLES: dict[int, dict[str, Style]] = {2: TWO_SUIT_STYLES, 4: FOUR_SUIT_STYLES}


def style_for(level: str, suits: int) -> Style:
    """How ``level`` plays with ``suits`` suits."""
    return _SUIT_STYLES.get(suits, {}).get(level, STYLES[level])
