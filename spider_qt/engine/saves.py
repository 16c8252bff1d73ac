"""Checks at the engine's boundary: game parameters, snapshots (``from_state``) and saved games (``from_json``).

Everything read from outside is checked here, one small check per rule, and refused with
``InvalidSave`` (or ``ValueError`` for ``Game.new``): never another exception, whatever the
input. Numbers are range-checked so that no later step (the database, the score display)
meets a value no real game could reach. The checks build plain values; ``game.py`` turns
them into a ``Game``.
"""

from __future__ import annotations

import json
from typing import Any, NamedTuple, NoReturn

from .cards import DECK_SIZE, RANK_OF, RANKS, RUN_LENGTH, RUNS_TO_WIN, SUIT_COUNTS, SUIT_OF, TEXT_OF
from .deal import COLUMNS, MAX_SEED
from .errors import InvalidSave
from .kinds import SaveCode
from .rules import RuleSet, find_ruleset

SAVE_FORMAT = "spider-duel-game"
SAVE_VERSION = 1

#: The longest history ``from_json`` accepts. Real games are far shorter: a won 4-suit game
#: takes a few hundred actions, and even a player who undoes freely rarely passes 2,000; an
#: action a second for 10,000 actions is close to three hours of clicking. The cap keeps the
#: replay of the largest accepted save well under a second (``benchmarks/engine_speed.py``).
MAX_ACTIONS = 10_000

#: The longest save text ``from_json`` reads: ample for MAX_ACTIONS actions written with
#: indentation (about 20 characters each) plus two snapshots, so parsing stays fast too.
MAX_SAVE_CHARS = 1_000_000

_STATE_KEYS = ("rules", "suits", "seed", "tableau", "stock", "foundations", "score", "moves", "over", "won")
_STOCK_MAX = 50


class ParsedState(NamedTuple):
    """A checked snapshot, in the engine's own representation."""

    ruleset: RuleSet
    suits: int
    seed: int
    cols: list[list[int]]
    down: list[int]
    stock: list[int]
    found: list[str]
    score: int
    moves: int
    over: bool
    won: bool


class ParsedSave(NamedTuple):
    """A checked save document, before its history is replayed."""

    ruleset: RuleSet
    suits: int
    seed: int
    start: dict[str, Any] | None
    history: list[str]
    state: Any


def _fail(code: SaveCode, msg: str) -> NoReturn:
    raise InvalidSave(code, msg)


# ------------------------------------------------------------------ parameters


def check_params(rules: Any, suits: Any, seed: Any, error: type[Exception]) -> RuleSet:
    """The rule set named by ``rules`` (a name or a registered ``RuleSet``), after checking all three.

    Raises:
        ValueError: (or ``error``, e.g. ``InvalidSave`` with code ``bad_value``) any of them is wrong.
    """
    try:
        ruleset = _ruleset_of(rules)
        if type(suits) is not int or suits not in SUIT_COUNTS:
            raise ValueError(f"suits must be 1, 2 or 4, not {suits!r}")
        if type(seed) is not int or not 0 <= seed <= MAX_SEED:
            raise ValueError(f"seed must be an int from 0 to 2**63 - 1, not {seed!r}")
    except ValueError as exc:
        if error is InvalidSave:
            raise InvalidSave("bad_value", str(exc)) from None
        raise error(str(exc)) from None
    return ruleset


def _ruleset_of(rules: Any) -> RuleSet:
    if isinstance(rules, RuleSet):
        if find_ruleset(rules.name) != rules:
            raise ValueError(f"rule set {rules.name!r} differs from the registered one of that name")
        return rules
    return find_ruleset(rules)


def score_bounds(rs: RuleSet) -> tuple[int, int]:
    """The lowest and highest score a game under ``rs`` can reach within ``MAX_ACTIONS`` actions."""
    s = rs.scoring
    # Each action changes the score by its own cost plus at most the points of a whole deal's events.
    reach = MAX_ACTIONS * abs(s.per_action) + RUNS_TO_WIN * abs(s.per_run) + abs(s.clear)
    reach += DECK_SIZE * (abs(s.per_flip) + abs(s.same_suit)) * (2 if rs.undo_past_flip_or_deal else 1)
    return s.start - reach, s.start + reach


# ------------------------------------------------------------------- snapshots


def parse_state(d: Any) -> ParsedState:
    """Check a snapshot in the form ``Game.state()`` returns.

    Raises:
        InvalidSave: it is malformed, out of range, or no real deal could reach it.
    """
    ruleset, suits, seed = _check_header(d)
    score, moves, over, won = _check_counters(d, ruleset)
    tableau, stock, found = _check_shapes(d, suits)
    free = _free_ids(suits)
    for i, s in enumerate(found):
        for rank in RANKS:
            _take(free, rank + s, suits, f"foundation {i}")
    cols, down = _check_tableau(tableau, free, suits)
    stock_ids = [_take(free, card, suits, f"stock card {i}") for i, card in enumerate(stock)]
    _check_all_used(free)
    _check_layout(cols, down, ruleset, suits)
    _check_outcome(found, over, won)
    return ParsedState(ruleset, suits, seed, cols, down, stock_ids, list(found), score, moves, over, won)


def _check_header(d: Any) -> tuple[RuleSet, int, int]:
    if not isinstance(d, dict):
        _fail("bad_type", f"a snapshot must be a dict, not {type(d).__name__}")
    missing = [k for k in _STATE_KEYS if k not in d]
    if missing:
        _fail("bad_format", f"snapshot lacks {', '.join(missing)}")
    return check_params(d["rules"], d["suits"], d["seed"], InvalidSave), d["suits"], d["seed"]


def _check_counters(d: dict[str, Any], ruleset: RuleSet) -> tuple[int, int, bool, bool]:
    score, moves, over, won = d["score"], d["moves"], d["over"], d["won"]
    for key, value in (("score", score), ("moves", moves)):
        if type(value) is not int:
            _fail("bad_type", f"snapshot '{key}' must be an int, not {value!r}")
    if not 0 <= moves <= MAX_ACTIONS:
        _fail("bad_value", f"snapshot 'moves' must be 0..{MAX_ACTIONS}, not {_short(moves)}")
    lo, hi = score_bounds(ruleset)
    if not lo <= score <= hi:
        _fail("bad_value", f"snapshot 'score' must be {lo}..{hi} under {ruleset.name} rules, not {_short(score)}")
    for key, value in (("over", over), ("won", won)):
        if type(value) is not bool:
            _fail("bad_type", f"snapshot '{key}' must be true or false, not {value!r}")
    return score, moves, over, won


def _short(n: int) -> str:
    # An out-of-range number may have thousands of digits; the message needs only its size.
    return str(n) if abs(n) < 10**30 else f"{'-' if n < 0 else ''}a number of {n.bit_length()} bits"


def _check_shapes(d: dict[str, Any], suits: int) -> tuple[list[Any], list[Any], list[str]]:
    tableau, stock, found = d["tableau"], d["stock"], d["foundations"]
    if not isinstance(tableau, list) or len(tableau) != COLUMNS or not all(isinstance(c, list) for c in tableau):
        _fail("bad_layout", "snapshot 'tableau' must be a list of 10 columns")
    if not isinstance(stock, list) or not all(isinstance(s, str) for s in stock):
        _fail("bad_type", "snapshot 'stock' must be a list of card strings")
    if len(stock) % COLUMNS or len(stock) > _STOCK_MAX:
        _fail("bad_layout", f"the stock must hold 0, 10, 20, 30, 40 or 50 cards, not {len(stock)}")
    if not isinstance(found, list) or not all(isinstance(s, str) for s in found):
        _fail("bad_type", "snapshot 'foundations' must be a list of suit letters")
    if len(found) > RUNS_TO_WIN:
        _fail("bad_layout", f"at most 8 runs can be discarded, not {len(found)}")
    for i, s in enumerate(found):
        if s not in SUIT_OF[suits]:
            _fail("bad_cards", f"foundation {i}: {s!r} is not a suit of a {suits}-suit game")
    return tableau, stock, found


def _free_ids(suits: int) -> dict[str, list[int]]:
    # Physical ids for each card text, handed out lowest first in order of appearance.
    free: dict[str, list[int]] = {}
    for card_id in range(DECK_SIZE - 1, -1, -1):
        free.setdefault(TEXT_OF[suits][card_id], []).append(card_id)
    return free


def _take(free: dict[str, list[int]], card: Any, suits: int, where: str) -> int:
    pool = free.get(card) if isinstance(card, str) else None
    if pool is None:
        _fail("bad_cards", f"{where}: {card!r} is not a card of a {suits}-suit deck")
    if not pool:
        _fail("bad_cards", f"{where}: one {card} too many for a {suits}-suit deck")
    return pool.pop()


def _check_tableau(tableau: list[Any], free: dict[str, list[int]], suits: int) -> tuple[list[list[int]], list[int]]:
    cols: list[list[int]] = []
    downs: list[int] = []
    for c, column in enumerate(tableau):
        ids = []
        down = 0
        for i, entry in enumerate(column):
            if not isinstance(entry, dict) or set(entry) != {"card", "up"} or type(entry["up"]) is not bool:
                _fail("bad_type", f"column {c} card {i}: expected {{'card': str, 'up': bool}}")
            ids.append(_take(free, entry["card"], suits, f"column {c} card {i}"))
            if not entry["up"]:
                if down != i:
                    _fail("bad_layout", f"column {c}: face-down card {i} lies above a face-up card")
                down += 1
        cols.append(ids)
        downs.append(down)
    return cols, downs


def _check_all_used(free: dict[str, list[int]]) -> None:
    left = sorted(card for card, pool in free.items() for _ in pool)
    if left:
        _fail("bad_cards", f"{len(left)} card(s) missing from the snapshot: {' '.join(left[:8])}")


def _check_layout(cols: list[list[int]], down: list[int], ruleset: RuleSet, suits: int) -> None:
    for c, cards in enumerate(cols):
        if ruleset.auto_flip and cards and down[c] == len(cards):
            _fail("bad_layout", f"column {c}: {ruleset.name} rules never leave a face-down top card")
        if complete_run_on_top(cards, down[c], SUIT_OF[suits]):
            _fail("bad_layout", f"column {c}: a complete run is still on the table")


def complete_run_on_top(cards: list[int], down: int, suit: tuple[str, ...]) -> bool:
    """Whether the top 13 cards of a column are face up and form King down to Ace of one suit."""
    n = len(cards)
    if n - down < RUN_LENGTH:
        return False
    top = cards[n - RUN_LENGTH :]
    s = suit[top[0]]
    return all(RANK_OF[card] == RUN_LENGTH - i and suit[card] == s for i, card in enumerate(top))


def _check_outcome(found: list[str], over: bool, won: bool) -> None:
    all_runs = len(found) == RUNS_TO_WIN
    if won != all_runs:
        _fail("bad_layout", f"'won' is {won} but {len(found)} run(s) are discarded")
    if won and not over:
        _fail("bad_layout", "a won game must be over")


# ----------------------------------------------------------------------- saves


def parse_save(text: Any) -> ParsedSave:
    """Check a saved game's text up to, not including, the replay of its history.

    Raises:
        InvalidSave: it is not a save document this version reads, or it is too long.
    """
    doc = _load_json(text)
    if doc.get("format") != SAVE_FORMAT:
        _fail("bad_format", f"not a Spider Duel saved game (format {_clip(doc.get('format'))})")
    _check_version(doc.get("version"))
    ruleset = check_params(doc.get("rules"), doc.get("suits"), doc.get("seed"), InvalidSave)
    history = doc.get("history")
    if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
        _fail("bad_type", "saved game 'history' must be a list of action strings")
    if len(history) > MAX_ACTIONS:
        _fail("too-long", f"saved game has {len(history)} actions; at most {MAX_ACTIONS} are accepted")
    return ParsedSave(ruleset, doc["suits"], doc["seed"], doc.get("start"), history, doc.get("state"))


def _load_json(text: Any) -> dict[str, Any]:
    if isinstance(text, (bytes, bytearray)):
        if len(text) > 4 * MAX_SAVE_CHARS:  # 4 bytes per character at most in UTF-8
            _fail("too-long", f"saved game is {len(text):,} bytes; at most {MAX_SAVE_CHARS:,} characters are read")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            _fail("bad_json", f"saved game is not UTF-8 text: {exc}")
    if not isinstance(text, str):
        _fail("bad_type", f"saved game must be text, not {type(text).__name__}")
    if len(text) > MAX_SAVE_CHARS:
        _fail("too-long", f"saved game is {len(text):,} characters; at most {MAX_SAVE_CHARS:,} are read")
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as exc:
        _fail("bad_json", f"saved game is not valid JSON: {exc}")
    if not isinstance(doc, dict):
        _fail("bad_format", "saved game must be a JSON object")
    return doc


def _check_version(version: Any) -> None:
    if type(version) is not int:
        _fail("bad_version", f"saved game version must be an int, not {_clip(version)}")
    if version > SAVE_VERSION:
        _fail("bad_version", f"saved game version {_short(version)} is newer than this program reads ({SAVE_VERSION})")
    if version < 1:
        _fail("bad_version", f"unknown saved game version {_short(version)}")


def _clip(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
