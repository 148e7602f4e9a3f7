"""The template game: a toy race with the shape every game's rules package takes
(game/rules/spec.py says the layout). It is in no registry, so no screen lists it; the tests
play it through the same API as the five games (tests/test_template_game.py,
tests/test_core.py).

Adding a game: copy this folder to game/rules/<package>/ and fill it in; add its scene
(game/scenes/<package>/scene.py: SCENE), its computer (game/ai/<package>.py, if it has
one), its map (maps/<game id>.tmx), rulebook (assets/rulebooks/<game id>.txt), house rules
(assets/houserules/<game id>.md) and ledger (docs/rules/<game id>.md); then one line in
game/rules/registry.py.
"""
from ..spec import GameSpec

GAME = GameSpec(
    id="toy", title="Toy race", players="2 players",
    blurb="Step or roll to reach exactly 10.",
    prefix="TOY", package=__name__, rules="rules:ToyRules",
)
