"""Battaglia Navale: two fleets, planes and a Polaris missile on a sea chart of 24 squares of
4 x 4 cells.

Rulebook: assets/rulebooks/battaglia-navale.txt ("BN"); decisions and house data:
docs/rules/battaglia-navale.md. The Rules object is rules.RULES; the parts are named in
GAME (game/rules/spec.py says the layout).
"""
from ..spec import GameSpec

GAME = GameSpec(
    id="battaglia-navale", title="Battaglia Navale", players="2 players",
    blurb="Fleets, planes and a Polaris missile on a squared sea chart.",
    prefix="BN", package=__name__, rules="rules:BattagliaNavaleRules", reads_map=True,
    house_tables="house_tables:extras", computer="game.ai.battaglia_navale:BattagliaNavale",
    computer_seats=True, scene="game.scenes.battaglia_navale.scene:SCENE",
    aliases={"fire": "Carrying out and checking the ships' fire", "battery": "Fire of the coastal battery",
             "aircraft": "The Aircraft Carrier and the bombing planes",
             "polaris": "The Polaris nuclear missile submarine", "movement": "Movement and fire of the ships",
             "obstacles": "Obstacles to navigation", "start": "Start of the game", "end": "End of the game",
             "positioning": "Positioning the ships"},
)
