"""The Qt user interface: the only package that imports PySide6."""

from __future__ import annotations

import ctypes
import sys

import PySide6


def _guard_bool_refcount() -> bool:
    """Work around PySide6 6.12.0 on Python < 3.12: ``SignalInstance.emit()`` returns ``True``
    without taking a reference, so every emit from Python drops one reference to ``True``
    until the interpreter aborts ("bool_dealloc: deallocating True or False").

    Python 3.12 made ``True`` and ``False`` immortal; on older Pythons we give both a
    reference count so large that no program can exhaust it, which is what 3.12 does.
    Returns whether the guard was applied.
    """
    if sys.version_info >= (3, 12) or not PySide6.__version__.startswith("6.12"):
        return False
    for obj in (True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += 1 << 48
    return True


BOOL_GUARD_APPLIED = _guard_bool_refcount()
