"""More samples for a hindsight look-ahead (``_search.hop``) whose best first moves are too close to call.

``hop`` scores each first move by its mean best value over the samples. When the two best means differ by less
than twice the standard error of their difference, more samples are drawn and their results merged in, as if
``hop`` had searched them all at once.
"""

from __future__ import annotations

import math
import statistics

from ._search import HopResult, PlanStep

#: The value of a first move in a batch where it was missing (``hop`` counts a missing move as worthless).
MISSING = -1e6
#: Two first moves are told apart when their means differ by this many standard errors.
HOP_Z = 2.0


def hop_close(found: HopResult, n: int) -> bool:
    """Whether the two best first moves of ``found`` (over ``n`` samples) are within the noise of the samples."""
    ranked = sorted(found.value, key=lambda f: (-found.value[f], f))[:2]
    if len(ranked) < 2 or found.value[ranked[1]] < MISSING / 2 or n < 2:
        return False
    spread = 0.0
    for f in ranked:
        values = [v for v, _line in found.lines[f]]
        if len(values) >= 2:
            spread += statistics.pvariance(values)
    gap = found.value[ranked[0]] - found.value[ranked[1]]
    return gap < HOP_Z * math.sqrt(spread / n)


def merge_hop(a: HopResult, na: int, b: HopResult, nb: int) -> HopResult:
    """``a`` (over ``na`` samples) and ``b`` (over ``nb`` more) as one result over all of them."""
    n = na + nb
    value: dict[int, float] = {}
    progress: dict[int, float] = {}
    runs: dict[int, float] = {}
    lines: dict[int, list[tuple[float, tuple[PlanStep, ...]]]] = {}
    for f in set(a.value) | set(b.value):
        value[f] = (a.value.get(f, MISSING) * na + b.value.get(f, MISSING) * nb) / n
        progress[f] = (a.progress.get(f, 0.0) * na + b.progress.get(f, 0.0) * nb) / n
        runs[f] = (a.runs.get(f, 0.0) * na + b.runs.get(f, 0.0) * nb) / n
        lines[f] = [*a.lines.get(f, []), *b.lines.get(f, [])]
    return HopResult(value, progress, runs, lines)
