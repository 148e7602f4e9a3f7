"""What a seat sees (Rules.view): ST Setup 1 (a custom build's picks are hidden from the
opponent until both are done) and the random generator (it foretells the layout shuffle of
ST Setup 2 and the first player), withheld. Two states that differ only there look the same."""
import random

from game.rules.core import Rng
from game.session.game import Game
from house import rules as house_rules

RULES = house_rules("steam-torpedo")


def holds_a_generator(view) -> bool:
    return any(isinstance(v, (Rng, random.Random)) for v in vars(view).values())


def test_setup_1_states_differing_in_the_opponents_picks_look_the_same_to_the_builder():
    game = Game(RULES, 3, {"build": "custom"})
    for _ in range(3):
        game.play(game.legal_notations()[0])  # talion's first picks
    assert game.to_move() == "talion"
    a = game.state
    b = RULES.clone(a)
    b.builds["talion"] = list(reversed(a.builds["talion"]))
    b.rng = Rng(11)
    assert b.builds["talion"] != a.builds["talion"]
    assert RULES.view(a, "rochelle") == RULES.view(b, "rochelle")
    assert RULES.view(a, "talion") != RULES.view(b, "talion")  # the builder sees its own picks
    assert not holds_a_generator(RULES.view(a, "rochelle"))


def test_setup_2_the_generator_is_not_in_the_view():
    game = Game(RULES, 4)
    while game.state.phase in ("build", "swap"):
        game.play(game.legal_notations()[0])
    a = game.state
    b = RULES.clone(a)
    b.rng = Rng(99)
    for seat in a.players:
        seen = RULES.view(a, seat)
        assert seen == RULES.view(b, seat) and not holds_a_generator(seen)
        assert seen.subs == a.subs and seen.phase == a.phase  # the open information is all there
    assert a.rng is not None  # the game's own state keeps it
