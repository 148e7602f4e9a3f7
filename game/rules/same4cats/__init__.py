"""278th Squadron "The Same 4 Cats": SM79 Damned Hunchback, a solitaire campaign.

Rulebook: assets/rulebooks/same4cats.txt ("S4C"); decisions and house data:
docs/rules/same4cats.md. The Rules class is rules.Same4CatsRules, bound to its data (data.Data,
game/rules/gamedata.py) by games.rules_for; the parts are named in GAME (game/rules/spec.py says
the layout).
"""
from ..spec import GameSpec

GAME = GameSpec(
    id="same4cats", title="The Same 4 Cats", players="1 player",
    blurb="Fly an SM.79 torpedo bomber through ten missions of 1940-42.",
    prefix="S4C", package=__name__, rules="rules:Same4CatsRules",
    house_tables="house_tables:extras", computer="game.ai.same4cats:Same4Cats",
    scene="game.scenes.same4cats.scene:SCENE",
)
