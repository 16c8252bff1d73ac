"""Compiled Qt translations (.qm) shipped with the game; sources are the .ts files."""
