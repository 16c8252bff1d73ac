"""Card art, icons and sounds shipped with the game."""
