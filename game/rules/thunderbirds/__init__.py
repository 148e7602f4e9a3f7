"""Thunderbirds at War: Bombing the Reich (Paper Wars 79), a solitaire tour of a Wellington
crew.

Rulebook: assets/rulebooks/thunderbirds.txt ("TaW"); decisions and house data:
docs/rules/thunderbirds.md. The Rules class is rules.ThunderbirdsRules, made with the data
it plays with (data.Data) by game/games.py's rules_for; the parts are named in GAME
(game/rules/spec.py says the layout).
"""
from ..spec import GameSpec

GAME = GameSpec(
    id="thunderbirds", title="Thunderbirds at War", players="1 player",
    blurb="A Wellington crew of 6 Group bombing the Reich, early 1943.",
    prefix="TaW", package=__name__, rules="rules:ThunderbirdsRules", reads_map=True,
    house_tables="house_tables:extras", computer="game.ai.thunderbirds:Thunderbirds",
    scene="game.scenes.thunderbirds.scene:SCENE",
)
