"""docs/data.md shows what counts as the counting policy decides it: rendered from ``store.counting``, kept current."""

from __future__ import annotations

from pathlib import Path

import pytest

from spider_qt.doc_tables import StalePageError
from spider_qt.store import counting, counting_doc
from spider_qt.store.counting import Count, Why, counted_already
from spider_qt.store.counting_doc import BEGIN, END, cell, examples, render, updated

PAGE = Path(__file__).resolve().parents[2] / "docs" / "data.md"


def _rows(page: str) -> list[tuple[str, str, str]]:
    """The page's table: (event, what counts, decided by) per row, as the page shows it."""
    block = page.split(BEGIN, 1)[1].split(END, 1)[0].strip().splitlines()
    assert block[0] == "| event | what counts (why) | decided by |"
    rows = []
    for line in block[2:]:
        event, counts, decided_by = (part.strip() for part in line.strip("|").split(" | "))
        rows.append((event, counts, decided_by.strip("`")))
    return rows


def test_the_page_shows_what_counts_as_the_code_renders_it() -> None:
    page = PAGE.read_text(encoding="utf-8")
    assert updated(page) == page, "docs/data.md is not current: run python -m spider_qt.store.counting_doc docs/data.md"
    assert counting_doc.main(["--check", str(PAGE)]) == 0


def test_every_row_of_the_page_says_what_its_decision_function_answers() -> None:
    rows = _rows(PAGE.read_text(encoding="utf-8"))
    assert [event for event, _counts, _by in rows] == [example.event for example in examples()]
    for (event, counts, decided_by), example in zip(rows, examples(), strict=True):
        assert getattr(counting, decided_by) is example.decide, event
        decisions = example.decisions()
        assert counts == cell(example), event
        if not decisions:
            assert counts == "nothing", event
        for decision in decisions:
            assert f"({decision.why.value})" in counts or "counted already" in counts, (event, decision)


def test_every_event_of_the_policy_has_a_row() -> None:
    events = {name for name in counting.__all__ if name.startswith("on_")}
    assert events == {example.decide.__name__ for example in examples()}


def test_every_reason_to_count_shows_on_the_page() -> None:
    counted = set()
    for example in examples():
        for decision in example.decisions():
            if isinstance(decision, Count) and not counted_already(decision.played, example.recorded):
                counted.add(decision.why)
    assert counted == set(Why)
    page = PAGE.read_text(encoding="utf-8")
    assert all(f"({why.value})" in page for why in Why)


def test_a_game_counted_already_shows_as_nothing_new() -> None:
    # played on from a file saved along the way, or from a point gone back to: the policy still answers Count,
    # and the record already there is what makes it nothing new
    again = [e for e in examples() if cell(e).startswith("nothing new")]
    assert len(again) == 2
    for example in again:
        (decision,) = example.decisions()
        assert isinstance(decision, Count) and decision.why is Why.FINISHED
        assert counted_already(decision.played, example.recorded)
        assert not counted_already(decision.played, ())


def test_check_fails_on_a_stale_page_and_a_run_without_it_brings_the_page_up_to_date(tmp_path: Path) -> None:
    stale = tmp_path / "data.md"
    text = f"# Data\n\n{BEGIN}\n| an old table |\n{END}\n\nAfter.\n"
    stale.write_text(text, encoding="utf-8")
    assert counting_doc.main(["--check", str(stale)]) == 1
    assert stale.read_text(encoding="utf-8") == text  # --check never writes
    assert counting_doc.main([str(stale)]) == 0
    assert stale.read_text(encoding="utf-8") == f"# Data\n\n{BEGIN}\n{render()}\n{END}\n\nAfter.\n"
    assert counting_doc.main(["--check", str(stale)]) == 0


@pytest.mark.parametrize("text", ["no markers", f"{END}\n{BEGIN}\n", f"{BEGIN} only"])
def test_a_page_without_both_markers_in_order_is_refused(tmp_path: Path, text: str) -> None:
    with pytest.raises(StalePageError):
        updated(text)
    page = tmp_path / "page.md"
    page.write_text(text, encoding="utf-8")
    assert counting_doc.main([str(page)]) == 1
    assert page.read_text(encoding="utf-8") == text


def test_the_readme_says_the_counting_rule_in_one_sentence() -> None:
    """The front door says what the help's "Games with help" says: every game started is played, and a win with
    help is apart and never raises the win rate (the front-door rewrite had dropped it)."""
    readme = (PAGE.parents[1] / "README.md").read_text(encoding="utf-8")
    flat = " ".join(readme.split())
    start = flat.index("Every game you start counts as played")
    sentence = flat[start : flat.index(".", start) + 1]
    assert '"won with help"' in sentence and "never raises your win rate" in sentence
