"""The names of the card backs and table cloths a player can choose, and the cloths' colours.

Plain data, no Qt: the settings check stored values against these names, and the window's first
frame paints the cloth, before the modules that draw backs and felt (and their Qt types) are loaded.
"""

from __future__ import annotations

# Card back designs by the name the settings keep; the first is the default (the spider web).
BACK_IDS: tuple[str, ...] = ("web", "rosette", "weave", "stars", "stripes")
DEFAULT_BACK = BACK_IDS[0]

RGB = tuple[int, int, int]

# Table cloths: name -> (colour at the centre, colour at the edges). The first is the default.
FELT_RGB: dict[str, tuple[RGB, RGB]] = {
    "green": ((0x2F, 0x84, 0x50), (0x0B, 0x34, 0x1F)),
    "blue": ((0x2C, 0x63, 0x96), (0x0C, 0x22, 0x3D)),
    "red": ((0x8E, 0x2E, 0x34), (0x36, 0x0D, 0x12)),
    "grey": ((0x5A, 0x62, 0x68), (0x1E, 0x22, 0x26)),
    "brown": ((0x86, 0x5A, 0x34), (0x33, 0x1E, 0x0E)),
}
FELT_IDS: tuple[str, ...] = tuple(FELT_RGB)
DEFAULT_FELT = FELT_IDS[0]


def felt_rgb(felt: str) -> tuple[RGB, RGB]:
    """Centre and edge colours of ``felt`` (the default cloth's for an unknown name)."""
    return FELT_RGB.get(felt, FELT_RGB[DEFAULT_FELT])
