"""The compact search position plays exactly like the engine, and ai/ reads only the engine's public API."""

from __future__ import annotations

import gc
import itertools
import random
import re
import sys
import threading
from pathlib import Path

import pytest
from helpers.examples import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from spider_qt.ai import _columns as columns_module
from spider_qt.ai import position
from spider_qt.ai._search import STRONG, _child_columns, _column_value, _column_values, _value, evaluate, plan
from spider_qt.ai.opponent import CASUAL, GREEDY
from spider_qt.ai.position import DEAL, Position, decode, encode_move, engine_moves, forget
from spider_qt.ai.solver import search_line
from spider_qt.engine import Game, Move

AI = Path(__file__).resolve().parents[2] / "spider_qt" / "ai"


def turn_tops(g: Game) -> None:
    """Flip every face-down top card (the search does so for free under rules without automatic turning)."""
    if g.ruleset.auto_flip or g.over:
        return
    for c in range(10):
        if g.can_flip(c):
            g.play(Move("flip", c))


def table_bonus(p: Position) -> int:
    """The bonus mask restricted to cards still on the table (the engine also remembers discarded ones)."""
    mask = 0
    for col in p.cols:
        for card in col:
            mask |= 1 << (card >> 6)
    return p.bonus & mask


@pytest.mark.parametrize("rules", ["classic", "duel"])
@pytest.mark.parametrize("suits", [1, 2, 4])
def test_random_play_matches_the_engine(rules: str, suits: int) -> None:
    for seed in range(4):
        g = Game.new(rules, suits, 900 + seed)
        turn_tops(g)
        p = Position.from_game(g)
        rng = random.Random(seed)
        for _step in range(250):
            legal = set(g.legal_moves())
            moves = p.legal()
            assert {decode(m) for m in moves} <= legal
            assert {decode(m) for m in p.candidates()} <= legal
            if not moves or g.over:
                break
            m = rng.choice(moves)
            g.play(decode(m))
            turn_tops(g)
            p = p.apply(m)
            q = Position.from_game(g)
            assert (p.cols, p.down, p.stock, p.runs, p.score, p.won) == (
                q.cols,
                q.down,
                q.stock,
                q.runs,
                q.score,
                q.won,
            )
            assert table_bonus(p) == table_bonus(q)
            assert p.exact_key() == q.exact_key() and p.key() == q.key() and p.visible_key() == q.visible_key()
            # What a move keeps up to date (keys above; chaos, face-down count, features) matches a fresh count.
            assert (p.chaos(), p.hidden(), p.empty_columns()) == (q.chaos(), q.hidden(), q.empty_columns())
            assert [f[:13] + f[14:] for f in p.feats] == [f[:13] + f[14:] for f in q.feats]  # 13: a serial number
            assert p.tops == q.tops
            assert p.candidates() == reference_candidates(p)
            for w in (STRONG, CASUAL, GREEDY):
                for m in p.candidates():
                    c = p.apply(m)
                    values = _column_values(w)
                    columns = sum(_column_value(f, w, values) for f in p.feats)
                    assert _value(c, w, _child_columns(p, c, m, columns, w, values)) == evaluate(c, w)


def reference_candidates(p: Position) -> list[int]:
    """``Position.candidates`` written plainly from its rules, as a filter over ``legal()``."""
    out = []
    for m in p.legal():
        if m == DEAL:
            continue
        src, dst, k = m & 15, (m >> 4) & 15, m >> 8
        f = p.feats[src]
        length = f[2]
        cards = p.cols[src]
        suit = (cards[-1] >> 4) & 3
        if p.cols[dst]:
            g = p.feats[dst]
            same = (p.cols[dst][-1] >> 4) & 3 == suit
            joins = k < length and same and k + g[2] > length  # part of a run joins a longer run of its suit
            whole = k == length  # the whole run, onto any suit
            if joins or whole:
                out.append(m)
        elif k == length and len(cards) > length:  # the whole run into the first empty column, uncovering a card
            out.append(m)
        elif k < length and p.stock:  # part of it, while a deal is to come and another column can use the card left
            rank = cards[-k - 1] & 15
            if any(
                c != src and p.feats[c][2] and (p.cols[c][-1] & 15) <= rank < (p.cols[c][-1] & 15) + p.feats[c][2]
                for c in range(10)
            ):
                out.append(m)

    # In the order the search tries them: by source column; then onto columns by the rank of their top, lowest
    # first, and by column; then the whole run into the empty column, then its parts, smallest first.
    def order(m: int) -> tuple[int, int, int, int]:
        src, dst, k = m & 15, (m >> 4) & 15, m >> 8
        if p.cols[dst]:
            return (src, p.cols[dst][-1] & 15, dst, 0)
        return (src, 99, dst, 0 if k == p.feats[src][2] else k)

    return sorted(out, key=order)


def snapshot(p: Position) -> tuple[object, ...]:
    return (
        p.cols,
        p.down,
        p.stock,
        p.runs,
        p.score,
        p.moves,
        p.bonus,
        p.won,
        p.key(),
        p.visible_key(),
        p.chaos(),
        p.tops,
    )


@pytest.mark.parametrize("rules", ["classic", "duel"])
@pytest.mark.parametrize("suits", [1, 4])
def test_fresh_builds_only_positions_not_seen_and_the_remembered_columns_change_nothing(rules: str, suits: int) -> None:
    rng = random.Random(suits)
    g = Game.new(rules, suits, 77)
    p = Position.from_game(g).flipped()
    for _step in range(60):
        moves = p.legal()
        if not moves:
            break
        for m in moves:
            forget()  # nothing remembered: every column and its change worked out anew
            cold = snapshot(p.apply(m))
            warm = p.apply(m)  # the same move again: the change to each column is remembered now
            assert snapshot(warm) == cold
            seen: set[object] = set()
            made = p.fresh(m, seen)
            assert made is not None and snapshot(made) == cold and seen == {warm.visible_key()}
            assert p.fresh(m, seen) is None  # met before: recognised by its key, nothing built
            full: set[object] = {warm.key()}
            assert p.fresh(m, full, full=True) is None
            assert p.fresh(m, {warm.visible_key()}, full=True) is not None  # each search its own key
        p = p.apply(rng.choice(moves))


def test_a_run_trades_one_off_suit_place_for_another_to_free_a_card_for_its_suit() -> None:
    """The 7 of spades lies on the 8 of hearts; the 7 of hearts, on a face-down card, could go onto the 8 of clubs.
    Better: the 7 of spades onto the 8 of clubs first, then the 7 of hearts onto its own 8 of hearts. The same card
    turns, with a same-suit link more. The searches try that trade, and the plan search takes it."""
    from spider_qt.engine import RULESETS

    def cards(*texts: str) -> tuple[int, ...]:
        return tuple(position.code_of_text(t) for t in texts)

    cols = [cards("Kd", "8h", "7s"), cards("8c"), cards("Qd", "7h")] + [cards("2d", "Ks")] * 7
    p = Position.make(cols, [1, 0, 1] + [1] * 7, (), 0, 500, 0, 0, RULESETS["classic"])
    trade = 0 | 1 << 4 | 1 << 8  # 7s from column 0 onto the 8c in column 1
    build = 2 | 0 << 4 | 1 << 8  # then 7h from column 2 onto the 8h in column 0, turning a card
    assert trade in p.candidates()
    _value, line = plan(p, (), 1000, STRONG)
    assert [m for m, _key in line] == [trade, build]
    end = p.apply(trade).apply(build)
    assert end.hidden() == p.hidden() - 1 and end.feats[0][3] == 1  # a card turned, 8h 7h a same-suit link


def test_keys_ignore_column_order_and_visible_key_ignores_hidden_cards() -> None:
    g = Game.new("classic", 2, 31)
    p = Position.from_game(g)
    order = list(range(10))
    random.Random(1).shuffle(order)
    swapped = Position.make(
        [p.cols[c] for c in order], [p.down[c] for c in order], p.stock, p.runs, p.score, p.moves, p.bonus, p.rules
    )
    assert swapped.exact_key() == p.exact_key() and swapped.visible_key() == p.visible_key()
    view = g.view()
    a, b = Position.sample(view, random.Random(1)), Position.sample(view, random.Random(2))
    assert a.visible_key() == b.visible_key() == p.visible_key()
    assert a.exact_key() != b.exact_key()
    from spider_qt.ai._search import view_key

    assert view_key(view.state()) == p.visible_key()  # the opponent's memory of views matches its searches


def test_moves_round_trip_and_flips_are_spelled_out_for_the_engine() -> None:
    for move in (Move("deal"), Move("move", 3, 2, 7), Move("move", 9, 13, 0)):
        assert decode(encode_move(move)) == move
    assert encode_move(Move("deal")) == DEAL
    g = Game.new("duel", 1, 5)
    # A move that leaves its column's top card face down: the search turns it for free, the engine needs a flip.
    move = next(
        m for m in g.legal_moves() if m.kind == "move" and m.src is not None and m.count == g.column_length(m.src) - 5
    )
    assert engine_moves(g, [encode_move(move)]) == [move, Move("flip", move.src)]
    assert g.moves == 0  # the game itself is untouched


def test_ai_reads_no_private_engine_field() -> None:
    # Only the AI's own objects may use underscored names; a read like `game._cols` would bypass the engine's API.
    pattern = re.compile(r"\b(?!self\b|cls\b)[a-z_][a-z0-9_]*\._[a-z]")
    hits = [
        f"{path.name}:{n}: {line.strip()}"
        for path in sorted(AI.glob("*.py"))
        for n, line in enumerate(path.read_text().splitlines(), 1)
        if pattern.search(line.split("#")[0])
    ]
    assert hits == []


def test_remembered_columns_give_the_garbage_collector_nothing_to_walk() -> None:
    # Tens of thousands of remembered columns stay alive for the whole game: if the collector had to walk them (a
    # dict inside each column's features did that), its full collections would pause a search, or the table.
    forget()
    search_line(Position.from_game(Game.new("classic", 4, 404)), 5000)
    assert len(columns_module._FEATS) > 500
    # A full collection untracks the tuples in which nothing is tracked, in the order of the collector's list, and
    # then the dicts in which nothing is tracked. The changes nest three tuples deep (a change holds features, which
    # hold key tuples), so each pass untracks at least one more level, and after the third even a change that lies
    # before its features in that list, and its dict, are untracked (which order earlier collections left
    # depends on what ran before this test: after a hint, three passes were needed).
    for _ in range(3):
        gc.collect()
    assert not any(gc.is_tracked(f) for f in columns_module._FEATS.values())
    assert not any(gc.is_tracked(changes) for changes in columns_module._AFTER.values())


@pytest.mark.parametrize("suits", [1, 4])
def test_searches_answer_the_same_when_the_memory_starts_afresh_midway(
    suits: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    g = Game.new("classic", suits, 515)
    forget()
    wide = search_line(Position.from_game(g), 4000), plan(Position.from_game(g), set(), 2000)
    monkeypatch.setattr(columns_module, "_FEATS_MAX", 30)  # forgets every few dozen columns, in the middle of moves
    forget()
    assert (search_line(Position.from_game(g), 4000), plan(Position.from_game(g), set(), 2000)) == wide


def _searches(seed: int, suits: int) -> tuple[object, object]:
    g = Game.new("classic", suits, seed)
    return search_line(Position.from_game(g), 2500), plan(Position.from_game(g), set(), 1200)


def test_searches_in_several_threads_at_once_answer_as_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    # The app searches in more than one thread at a time (a hint while the demo or the solver runs), and every search
    # shares the remembered columns. Here the interpreter switches threads every microsecond and the memory starts
    # afresh every few hundred columns, in the middle of other threads' moves: each search must still answer exactly
    # as it does alone (before the memory was made safe for this, such runs raised IndexError within seconds).
    jobs = [(seed, suits) for seed in (21, 22) for suits in (1, 2, 4)]
    forget()
    alone = {job: _searches(*job) for job in jobs}
    monkeypatch.setattr(columns_module, "_FEATS_MAX", 300)
    answers: dict[tuple[int, int], list[object]] = {job: [] for job in jobs}
    errors: list[BaseException] = []

    def run(share: list[tuple[int, int]]) -> None:
        for job in share:
            try:
                answers[job].append(_searches(*job))
            except BaseException as exc:  # noqa: BLE001 - collected and reported by the test
                errors.append(exc)

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        forget()
        threads = [threading.Thread(target=run, args=(jobs[i::3] + jobs[: i + 1],)) for i in range(3)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(interval)
    assert errors == []
    assert sum(len(a) for a in answers.values()) == len(jobs) + 6
    for job, got in answers.items():
        assert got and all(a == alone[job] for a in got), job


def plain_features(cards: tuple[int, ...], down: int) -> tuple[int, ...]:
    """A column's run, links and chaos, counted the plain way (pairs of neighbouring face-up cards)."""
    up = [c & 63 for c in cards[down:]]
    pairs = list(itertools.pairwise(up))
    same = sum(1 for a, b in pairs if a == b + 1)
    off = sum(1 for a, b in pairs if a & 15 == (b & 15) + 1 and a != b + 1)
    broken = len(pairs) - same - off
    run = 0
    while run < len(up) and (run == 0 or up[-run - 1] == up[-run] + 1):
        run += 1
    # Squares of the lengths (in links) of the same-suit sequences.
    long = seq = 0
    for a, b in pairs:
        if a == b + 1:
            seq += 1
        else:
            long += seq * seq
            seq = 0
    long += seq * seq
    chaos = down + (1 + off + broken if up else 0)
    return run, same, off, broken, long, chaos


@settings(max_examples=examples(300), deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 3), st.integers(1, 13)), max_size=24),
    st.integers(0, 24),
    st.randoms(use_true_random=False),
)
def test_column_features_match_a_plain_count(cards: list[tuple[int, int]], down: int, rnd: random.Random) -> None:
    # Mostly runs: each card continues the one below it (same suit or not) more often than not.
    codes: list[int] = []
    for suit, rank in cards:
        if codes and codes[-1] & 15 > 1 and rnd.random() < 0.7:
            below = codes[-1]
            codes.append(below - 1 if rnd.random() < 0.7 else suit << 4 | ((below & 15) - 1))
        else:
            codes.append(suit << 4 | rank)
    column = tuple(c | i << 6 for i, c in enumerate(codes))
    down = min(down, len(column))
    f = columns_module._column_features(column, down)
    assert (f[2], f[3], f[4], f[5], f[6], f[7]) == plain_features(column, down)
