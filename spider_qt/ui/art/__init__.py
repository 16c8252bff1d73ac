"""How cards, backs, felt and icons are drawn: pictures only, no game logic."""
