"""The data folder's subfolders, apart from the code that fills them: the game's start-up clears what a killed
write left in them before it loads the rest of the store."""

from __future__ import annotations

__all__ = ["KEPT_FOLDER", "PENDING_FOLDER"]

#: Finished games the database could not take when they ended (busy, full, unavailable).
PENDING_FOLDER = "unrecorded"
#: Unfinished games set aside so that another game could take the table (a deal asked for, a file opened).
KEPT_FOLDER = "unfinished"
