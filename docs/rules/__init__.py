"""Each game's rules ledger, shown by F1, installed as the package game.ledgers (see setup.py); read through game.resources."""
