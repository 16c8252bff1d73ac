"""The duel's command policy as a Markdown table, rendered from ``model.verdict`` for ``docs/duels.md``.

``python -m spider_qt.duel.policy_doc docs/duels.md`` rewrites the table between the page's two markers;
with ``--check`` it only reports whether the page is current (a test does the same). The table asks
``verdict`` itself, for every phase and command and every duel that can be in that phase, so the page can
only say what the code does.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable, Sequence
from typing import TypeVar

from spider_qt.doc_tables import between_markers, page_tool
from spider_qt.duel.kinds import flow
from spider_qt.duel.model import Command, DuelState, DuelStateError, Hold, Kind, Phase, Player, Verdict, verdict

BEGIN = "<!-- BEGIN duel command policy: made by `python -m spider_qt.duel.policy_doc docs/duels.md` -->"
END = "<!-- END duel command policy -->"

# What each verdict lets a player do, in the page's words.
K = TypeVar("K")
_Case = tuple[Kind, bool]  # a duel's kind, and whether it allows help

WORDS = {Verdict.ALLOW: "yes", Verdict.CONFIRM: "asks first", Verdict.REFUSE: "no"}


def sample_states(phase: Phase) -> list[DuelState]:
    """Every kind of duel, with and without help agreed, that can be in ``phase`` (as the model checks it)."""
    states = []
    for kind in Kind:
        for allow_help in (False, True):
            people = (
                Player("Ada", 1),
                Player("Computer", 3, "expert") if flow(kind).computer_plays else Player("Bea", 2),
            )
            players = people[: flow(kind).sides]
            state = DuelState(kind, "duel", 2, 2026, 600, allow_help, players, phase=phase)
            try:
                DuelState.from_json(state.to_json())  # the model's own check: only states a duel can be in
            except DuelStateError:
                continue
            states.append(state)
    return states


def cell(phase: Phase, command: Command) -> str:
    """What ``command`` does in ``phase``: one word, or the words for each case when the duel decides."""
    answers = {(s.kind, s.allow_help): verdict(s, command) for s in sample_states(phase)}
    if len(set(answers.values())) == 1:
        return WORDS[next(iter(answers.values()))]
    by_help = _split(answers, lambda key: key[1])
    if by_help is not None:
        return f"{WORDS[by_help[True]]} if the duel allows help, else {WORDS[by_help[False]]}"
    by_kind = _split(answers, lambda key: key[0])
    if by_kind is not None:
        return "; ".join(f"{kind.value}: {WORDS[answer]}" for kind, answer in by_kind.items())
    return "; ".join(
        f"{kind.value}{' with help' if helped else ''}: {WORDS[answer]}" for (kind, helped), answer in answers.items()
    )


def _split(answers: dict[_Case, Verdict], part: Callable[[_Case], K]) -> dict[K, Verdict] | None:
    """The answers by one part of the key, when that part alone decides them; else None."""
    split: dict[K, Verdict] = {}
    for key, answer in answers.items():
        if split.setdefault(part(key), answer) is not answer:
            return None
    return split


def held_cell(command: Command) -> str:
    """What ``command`` does while a fault holds the duel (``Hold``), in whatever phase and for whatever reason."""
    answers = set()
    for phase in Phase:
        for state in sample_states(phase):
            for why in Hold:
                held = dataclasses.replace(state, held=why)
                try:
                    DuelState.from_json(held.to_json())
                except DuelStateError:
                    continue
                answers.add(verdict(held, command))
    if len(answers) != 1:
        raise AssertionError(f"{command}: a held duel answers {answers}, not one verdict")
    return WORDS[answers.pop()]


def render() -> str:
    """The policy table in Markdown: a row per command, a column per phase, and one for a duel a fault holds."""
    lines = [
        "| command | " + " | ".join(phase.value for phase in Phase) + " | held |",
        "|---|" + "---|" * (len(Phase) + 1),
    ]
    for command in Command:
        cells = [cell(phase, command) for phase in Phase] + [held_cell(command)]
        lines.append(f"| `{command.value}` | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def updated(page: str) -> str:
    """``page`` with the table between its markers rendered afresh.

    Raises:
        StalePageError: the page lacks a marker, or has them out of order.
    """
    return between_markers(page, BEGIN, END, render())


def main(argv: Sequence[str] | None = None) -> int:
    return page_tool(
        argv, what="the duel command policy table", module="spider_qt.duel.policy_doc", render=render, updated=updated
    )


if __name__ == "__main__":
    sys.exit(main())
