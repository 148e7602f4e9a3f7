"""Steam Torpedo: First Contact (Roudy and Sautter): a duel of steam-age submarines.

Rulebook: assets/rulebooks/steam-torpedo.txt ("ST"); decisions and house data:
docs/rules/steam-torpedo.md. The Rules class is rules.SteamTorpedoRules, made with the game's
data (data.Data); the parts are named in GAME (game/rules/spec.py says the layout).
"""
from ..spec import GameSpec

GAME = GameSpec(
    id="steam-torpedo", title="Steam Torpedo", players="2 players",
    blurb="A duel of steam-age submarines, compartment by compartment.",
    prefix="ST", package=__name__, rules="rules:SteamTorpedoRules",
    house_tables="house_tables:extras", computer="game.ai.steam_torpedo:SteamTorpedo",
    computer_seats=True, scene="game.scenes.steam_torpedo.scene:SCENE",
)
