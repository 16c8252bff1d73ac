"""Application start-up: command line, QApplication, main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QMainWindow


def main(argv: list[str] | None = None) -> int:
    """Start the game; returns the process exit code."""
    app = QApplication(sys.argv if argv is None else ["spider-duel", *argv])
    app.setApplicationName("Spider Duel")
    window = QMainWindow()
    window.setWindowTitle("Spider Duel")
    window.resize(1024, 700)
    window.show()
    return app.exec()
