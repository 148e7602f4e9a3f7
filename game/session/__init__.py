"""A game in play and what keeps it, above the rules layer (game/rules/) and below the
computer players and the screens: ``Game`` (game.py: moves, undo, replay), saves and
autosaves (saves.py), the saves folder as the Load screen lists it (library.py), a
record seen at any move (timeline.py), where a game stands in one line (summary.py), and
a game played to its end by given players (play.py)."""
