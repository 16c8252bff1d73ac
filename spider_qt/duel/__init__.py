"""The duel, without a window: its model, its setup, its ledger and the messages between machines.

Pure Python like the engine, the AI and the store: the UI shows a duel, this package decides it.
"""
