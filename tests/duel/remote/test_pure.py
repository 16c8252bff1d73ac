"""The remote duel package is pure Python: importing it loads no Qt."""

from __future__ import annotations

import subprocess
import sys


def test_importing_the_package_loads_no_qt() -> None:
    code = (
        "import sys, spider_qt.duel.remote\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "[]"
