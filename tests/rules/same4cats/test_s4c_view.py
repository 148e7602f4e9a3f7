"""What the player sees (Rules.view): the face-down decks (S4C 2.2: Mission, Target Ship and
Event decks) show their cards but not their order, and the random generator, from which the
order could be rebuilt, is withheld. Two states that differ only there look the same."""
import copy
import random

from game.rules.core import Rng
from game.session.game import Game
from house import rules as house_rules

RULES = house_rules("same4cats")


def test_s4c_2_2_states_differing_in_the_order_of_the_face_down_decks_look_the_same():
    game = Game(RULES, 5)
    game.play(f"target {game.state.target_choices[0]}")
    a = game.state
    b = copy.deepcopy(a)
    for name in ("event_deck", "mission_deck", "target_deck"):
        setattr(b, name, list(reversed(getattr(a, name))))
    b.rng = Rng(8)
    assert b.event_deck != a.event_deck
    seen = RULES.view(a, "player")
    assert seen == RULES.view(b, "player")
    assert not any(isinstance(v, (Rng, random.Random)) for v in vars(seen).values())
    assert seen.damage == a.damage and seen.distance_track == a.distance_track
