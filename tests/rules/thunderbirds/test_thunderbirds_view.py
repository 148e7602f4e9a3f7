"""What the crew sees (Rules.view): solitaire, with nothing hidden in the state (TaW 6.5: a
face-down marker's back is drawn when it is turned), except the random generator, which
foretells every later draw and roll: withheld. Two states that differ only in it look the same."""
import random

from game.rules.core import Rng
from game.session.game import Game
from house import rules as house_rules

RULES = house_rules("thunderbirds")


def test_taw_6_5_the_view_holds_no_generator_and_hides_nothing_else():
    game = Game(RULES, 6)
    for _ in range(3):
        game.play(game.legal_notations()[0])
    a = game.state
    b = RULES.clone(a)
    b.rng = Rng(1234)
    seen = RULES.view(a, "crew")
    assert seen == RULES.view(b, "crew")
    assert not any(isinstance(v, (Rng, random.Random)) for v in vars(seen).values())
    assert {k: v for k, v in vars(seen).items() if k != "rng"} == {k: v for k, v in vars(a).items() if k != "rng"}
    assert a.rng is not None  # the game's own state keeps it
