"""Carrier Strike! (Milton Bradley, 1977): carriers, torpedo runs and dogfights on a hex sea,
for two players or two teams.

Rulebook: assets/rulebooks/carrier-strike.txt ("CS"); decisions and house data:
docs/rules/carrier-strike.md. The Rules class is rules.CarrierStrikeRules, made with its data
(data.Data) by games.rules_for; the parts are named in GAME
(game/rules/spec.py says the layout).
"""
from ..spec import GameSpec

GAME = GameSpec(
    id="carrier-strike", title="Carrier Strike!", players="2-4 players",
    blurb="Carriers, torpedo runs and dogfights on a hex sea.",
    prefix="CS", package=__name__, rules="rules:CarrierStrikeRules", reads_map=True,
    house_tables="house_tables:extras", computer="game.ai.carrier_strike:CarrierStrike",
    computer_seats=True, scene="game.scenes.carrier_strike.scene:SCENE",
    aliases={"setup": "Setting Up the Game", "start": "Playing the Game", "carriers": "Movement of Carriers",
             "planes": "Movement of Planes", "sacrifice": "Sacrifice Attacks", "winning": "Winning the Game",
             "teams": "Playing with Teams (3 or 4 Players)", "torpedo": "Torpedo Runs"},
)
