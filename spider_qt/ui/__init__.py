"""The Qt user interface: the only package that imports PySide6."""

from __future__ import annotations

import ctypes
import os
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


def _standard_library_folder() -> str:
    """The folder of Python's own pure-Python modules, with a trailing separator (``os`` is always one of them)."""
    return os.path.join(os.path.dirname(os.__file__), "")


def _spare_feature_scan() -> bool:
    """Spare our own modules and Python's standard library PySide6's ``__feature__`` scan; returns whether it could
    be done.

    Once PySide6 is imported, its import hook reads the whole source of every module imported after it (to learn
    whether the module may ask for a ``__feature__`` such as ``snake_case``): for the hundred-odd modules of this
    package and the forty-odd of the standard library the start imports after PySide6, some 10 ms before the table's
    first frame, and their every line kept in ``linecache``. No module here asks for a feature, so each is recorded
    as PySide6 would record a module that uses it with none switched on (0), unread; a standard library module
    (a ``.py`` file in Python's own folder, not in its site-packages) never names PySide6, so it is recorded as
    PySide6 records a module that does not use it (-1), unread. Any other module is read as before. The hook looks
    ``feature_imported`` up on every call; with another PySide6 whose support module differs, nothing changes
    (``tests/ui/test_start_up_path.py`` notices).
    """
    feature = sys.modules.get("shibokensupport.feature")
    scan = getattr(feature, "feature_imported", None)
    known = getattr(feature, "pyside_feature_dict", None)
    if scan is None or not isinstance(known, dict) or getattr(scan, "spares", None) == __name__:
        return scan is not None and getattr(scan, "spares", None) == __name__
    stdlib = _standard_library_folder()
    installed = tuple(os.path.join(stdlib, folder, "") for folder in ("site-packages", "dist-packages"))

    def feature_imported(module: object) -> None:
        name = getattr(module, "__name__", None)
        if isinstance(name, str):
            if name == "spider_qt" or name.startswith("spider_qt."):
                known.setdefault(name, 0)
                return
            file = getattr(module, "__file__", None)
            if (
                isinstance(file, str)
                and file.endswith(".py")
                and file.startswith(stdlib)
                and not file.startswith(installed)
            ):
                known.setdefault(name, -1)
                return
        scan(module)

    feature_imported.spares = __name__  # type: ignore[attr-defined]
    feature.feature_imported = feature_imported  # type: ignore[union-attr]
    return True


FEATURE_SCAN_SPARED = _spare_feature_scan()
