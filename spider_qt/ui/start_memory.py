"""Memory the start-up leaves behind, given back: source lines PySide6 read, and the C heap's free pages."""

from __future__ import annotations

import linecache
import sys

from PySide6.QtCore import QCoreApplication, QTimer


def forget_module_sources() -> None:
    """Empty Python's cache of source lines.

    PySide6's import hook reads the whole source of every module imported after PySide6 (to see whether it asks for
    a ``__feature__``), and ``linecache`` keeps every line: some 5 MiB at start-up that nothing reads again (a
    traceback reads its lines anew). Emptied at each stage of the start, the heap reuses that room for the next.
    """
    linecache.clearcache()


def release_freed_memory_soon() -> None:
    """``release_freed_memory`` once the event loop is back, for the first deal's ``animations_finished``.

    Trimmed within that signal, the heap still held the deal's animations (their group is deleted later, from the
    event loop) and whatever the settle let go after it: some 2 MiB that the trim never gave back.
    """
    app = QCoreApplication.instance()
    if app is not None and not app.property("_heap_trimmed"):
        QTimer.singleShot(0, app, release_freed_memory)


def release_freed_memory() -> None:
    """Give the C heap's free pages back to the system once the first deal has settled (glibc only).

    Start-up frees a lot (import temporaries, images of the deal's frames); glibc keeps those pages
    in the process until asked. Runs once, after the first deal's animation.
    """
    app = QCoreApplication.instance()
    if app is None or app.property("_heap_trimmed"):
        return
    app.setProperty("_heap_trimmed", True)
    forget_module_sources()  # of the modules the first game needed
    if not sys.platform.startswith("linux"):
        return
    import ctypes

    try:
        trim = ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):  # not glibc (e.g. musl)
        return
    trim.argtypes = [ctypes.c_size_t]
    trim(0)
