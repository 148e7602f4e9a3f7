"""The template game (game/rules/template/) has the layout every game's rules package has
(game/rules/spec.py), and plays through the same API; so does each of the five games."""
import inspect
import random

import pytest

from game.datacheck.checker import house_paths, load_house
from game.rules import template
from game.session.game import Game
from game.rules.registry import GAMES
from game.rules.template.data import Data

SPECS = [*GAMES.values(), template.GAME]


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_a_rules_package_has_the_shared_layout(spec):
    rules_class = spec.load(spec.rules)
    assert rules_class.game_id == spec.id
    assert list(inspect.signature(rules_class).parameters)[0] == "data"   # Rules are made on their data
    assert spec.load(spec.data).__mro__[1].__name__ == "GameData"
    assert all(path.is_file() for path in house_paths(spec).values())          # data/<file> of its schema
    assert list(inspect.signature(spec.load(spec.map_check).check).parameters) == ["board", "data"]
    phases = spec.load(spec.phases)
    ends = spec.load(spec.phases.partition(":")[0]).ENDS
    assert phases and ends
    # apply dispatches through one table by the action's type (Carrier Strike's is bound to its Rules)
    engine = spec.load("engine") if spec.has("engine") else spec.load(spec.rules.partition(":")[0])
    handlers = getattr(engine, "HANDLERS", None)
    assert handlers or spec.id == "carrier-strike"
    assert all(isinstance(kind, type) and callable(h) for kind, h in (handlers or {}).items())


def test_the_template_plays_to_its_end_and_replays_from_its_seed_and_moves():
    rules = template.GAME.load(template.GAME.rules)(Data(load_house(template.GAME)))
    for seed in range(1, 6):
        game, chooser = Game(rules, seed), random.Random(seed)
        while game.outcome() is None:
            game.play(chooser.choice(game.legal_actions()))
        out = game.outcome()
        assert out.kind in template.phases.ENDS and out.winner in rules.players
        again = Game.replay(rules, seed, {}, None, game.moves)
        assert [e.text for e in again.log()] == [e.text for e in game.log()]


def test_the_template_is_in_no_list_of_games():
    assert template.GAME.id not in GAMES
