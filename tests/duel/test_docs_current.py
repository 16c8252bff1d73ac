"""docs/duels.md shows the duel's command policy as the code decides it: rendered from ``verdict``, kept current."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from spider_qt.doc_tables import StalePageError
from spider_qt.duel import policy_doc
from spider_qt.duel.model import COMPUTER_SECONDS_PER_ACTION, Command, Hold, Kind, Phase, verdict
from spider_qt.duel.policy_doc import BEGIN, END, WORDS, cell, render, sample_states, updated

PAGE = Path(__file__).resolve().parents[2] / "docs" / "duels.md"


def _table(page: str) -> dict[str, dict[str, str]]:
    """The page's policy table: each command's cell per phase, as the page shows it."""
    block = page.split(BEGIN, 1)[1].split(END, 1)[0].strip().splitlines()
    phases = [name.strip() for name in block[0].strip("|").split("|")][1:]
    rows = {}
    for line in block[2:]:
        command, *cells = (part.strip() for part in line.strip("|").split("|"))
        rows[command.strip("`")] = dict(zip(phases, cells, strict=True))
    return rows


def test_the_page_shows_the_policy_as_the_code_renders_it() -> None:
    page = PAGE.read_text(encoding="utf-8")
    assert updated(page) == page, "docs/duels.md is not current: run python -m spider_qt.duel.policy_doc docs/duels.md"
    assert policy_doc.main(["--check", str(PAGE)]) == 0


def test_every_cell_of_the_page_says_what_verdict_answers_for_each_duel_in_that_phase() -> None:
    table = _table(PAGE.read_text(encoding="utf-8"))
    assert list(table) == [c.value for c in Command]
    for command in Command:
        assert list(table[command.value]) == [p.value for p in Phase] + ["held"]
        for phase in Phase:
            shown = table[command.value][phase.value]
            for state in sample_states(phase):
                assert WORDS[verdict(state, command)] in shown, (command, phase, state.kind, state.allow_help)
                if phase is not Phase.OVER:
                    held = dataclasses.replace(state, held=Hold.TURN)
                    assert table[command.value]["held"] == WORDS[verdict(held, command)], (command, phase)


def test_a_cell_names_the_condition_when_the_duel_decides() -> None:
    # hints are the one command whose answer depends on the duel (help agreed or not) rather than on the phase alone
    assert cell(Phase.PLAYING, Command.HINT) == "yes if the duel allows help, else no"
    assert cell(Phase.PAUSED, Command.HINT) == "no"
    assert cell(Phase.PLAYING, Command.LEAVE) == "asks first"


def test_the_samples_are_every_duel_the_model_accepts_in_a_phase() -> None:
    every = {(k, h) for k in Kind for h in (False, True)}
    # a remote duel never has help: there is nobody to agree to it at this table
    assert {(s.kind, s.allow_help) for s in sample_states(Phase.SETUP)} == every - {(Kind.REMOTE, True)}
    # only a duel against the computer waits for, or watches, the other side
    assert {s.kind for s in sample_states(Phase.WAITING)} == {Kind.COMPUTER}
    assert {s.kind for s in sample_states(Phase.WATCHING)} == {Kind.COMPUTER}


def test_the_page_states_the_computers_pace_as_the_model_counts_it() -> None:
    assert f"{int(COMPUTER_SECONDS_PER_ACTION)} seconds per action" in PAGE.read_text(encoding="utf-8")


def test_check_fails_on_a_stale_page_and_a_run_without_it_brings_the_page_up_to_date(tmp_path: Path) -> None:
    stale = tmp_path / "duels.md"
    text = f"# Duels\n\n{BEGIN}\n| an old table |\n{END}\n\nAfter.\n"
    stale.write_text(text, encoding="utf-8")
    assert policy_doc.main(["--check", str(stale)]) == 1
    assert stale.read_text(encoding="utf-8") == text  # --check never writes
    assert policy_doc.main([str(stale)]) == 0
    assert stale.read_text(encoding="utf-8") == f"# Duels\n\n{BEGIN}\n{render()}\n{END}\n\nAfter.\n"
    assert policy_doc.main(["--check", str(stale)]) == 0


@pytest.mark.parametrize("text", ["no markers", f"{END}\n{BEGIN}\n", f"{BEGIN} only"])
def test_a_page_without_both_markers_in_order_is_refused(tmp_path: Path, text: str) -> None:
    with pytest.raises(StalePageError):
        updated(text)
    page = tmp_path / "page.md"
    page.write_text(text, encoding="utf-8")
    assert policy_doc.main([str(page)]) == 1
    assert page.read_text(encoding="utf-8") == text
