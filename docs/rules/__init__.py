"""Each game's rules ledger (the players read assets/houserules/ in F1), installed as the package game.ledgers (see setup.py); read through game.resources."""
