"""The duel on screen: the session at the table, the coordinator of turns, the strip, the result screen."""
