"""The Qt user interface: the only package that imports PySide6."""

from __future__ import annotations

import ctypes
import sys

import PySide6


def _pin_singletons() -> bool:
    """Work around PySide6 6.12.0 on Python < 3.12, which drops references it never took.

    ``SignalInstance.emit()`` returns ``True`` and Qt methods returning ``void`` return
    ``None`` without a new reference, so a long session aborts with "bool_dealloc" or
    "none_dealloc". Python 3.12 made ``None``, ``True`` and ``False`` immortal; on older
    Pythons we give them a reference count no program can exhaust, which is what 3.12
    does. (ob_refcnt is the first field of every object in release builds.)
    Returns whether the guard was applied.
    """
    if sys.version_info >= (3, 12) or not PySide6.__version__.startswith("6.12"):
        return False
    for obj in (None, True, False):
        refcount = ctypes.c_ssize_t.from_address(id(obj))
        if refcount.value < 1 << 60:
            refcount.value += 1 << 60
    return True


SINGLETONS_PINNED = _pin_singletons()
