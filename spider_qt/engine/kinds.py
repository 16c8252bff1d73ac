"""Type aliases of the engine's small vocabularies: columns, card ids, move kinds and error codes."""

from __future__ import annotations

from typing import Literal, TypeAlias

#: A column number, 0..9.
Column: TypeAlias = int
#: A physical card id, 0..103 (see ``cards``).
CardId: TypeAlias = int

#: What a ``Move`` does.
MoveKind: TypeAlias = Literal["move", "deal", "flip"]

#: Why ``Game.play``/``undo``/``finish`` refused an action (``IllegalMove.code``).
IllegalCode: TypeAlias = Literal[
    "game_over",
    "bad_move",
    "bad_column",
    "same_column",
    "bad_count",
    "not_movable",
    "no_fit",
    "stock_empty",
    "empty_column",
    "not_face_down",
    "no_flip_in_classic",
    "nothing_to_undo",
    "too_many_actions",
]

#: Why ``Game.from_state``/``from_json`` refused a snapshot or save (``InvalidSave.code``).
SaveCode: TypeAlias = Literal[
    "bad_json",
    "bad_format",
    "bad_version",
    "bad_type",
    "bad_value",
    "bad_cards",
    "bad_layout",
    "bad_history",
    "mismatch",
    "too-long",
]
