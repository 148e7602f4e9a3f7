"""The games Sortie plays: one descriptor each (game/rules/spec.py), in the title's order.
Adding a game: its own folders (game/rules/<game>/, game/scenes/<game>/, maps, rulebook,
ledger) and one line here."""
from __future__ import annotations

from . import battaglia_navale, carrier_strike, same4cats, steam_torpedo, thunderbirds
from .spec import GameSpec

GAMES: dict[str, GameSpec] = {g.id: g for g in (
    same4cats.GAME,
    battaglia_navale.GAME,
    thunderbirds.GAME,
    steam_torpedo.GAME,
    carrier_strike.GAME,
)}
