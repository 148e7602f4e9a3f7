"""What a seat sees (Rules.view): CS Setup 3 (pilot discs are secret) and CS Dogfights 3-6
(cards dealt, kept and ordered in secret). Two states that differ only in the other side's
secrets, or in the random generator, look the same to a seat; the view holds no generator."""
import copy
import random

from game.rules.core import Rng

from cs_helpers import FixedRng, put, setup_game, start_turn
from house import rules as house_rules

RULES = house_rules("carrier-strike")


def holds_a_generator(view) -> bool:
    return any(isinstance(v, (Rng, random.Random, FixedRng)) for v in vars(view).values())


def test_setup_3_states_differing_in_the_other_sides_pilots_and_the_generator_look_the_same():
    game = setup_game(5)
    a = game.state
    b = RULES.clone(a)
    yellow = sorted((p for p in b.planes.values() if p.side == "yellow"), key=lambda p: p.pilot)
    ya, yb = yellow[0], yellow[-1]  # discs 1 and 4
    assert ya.pilot != yb.pilot
    ya.pilot, yb.pilot = yb.pilot, ya.pilot
    b.rng = Rng(77)
    assert RULES.view(a, "red") == RULES.view(b, "red")
    assert RULES.view(a, "yellow") != RULES.view(b, "yellow")  # yellow knows its own discs
    assert not holds_a_generator(RULES.view(a, "red")) and not holds_a_generator(RULES.view(a, "yellow"))


def ra_meets_yh():
    """Red's Ra flies in range of yellow's Yh, the cards to be dealt known: 1-12 for Ra, then
    12, 11, 1, 2, 3 first for Yh."""
    game = setup_game()
    del game.state.planes[game.state.deck("R1")[4]]
    put(game, "Ra", cell=(9, 10), torpedo=True)
    put(game, "Yh", cell=(13, 10), torpedo=True)
    start_turn(game, "red")
    game.state.rng = FixedRng([1], [list(range(1, 13)), [12, 11, 1, 2, 3] + list(range(4, 11))])
    game.play("roll planes")
    game.play("fly Ra 10,10")
    return game


def test_dogfights_3_to_6_states_differing_in_the_other_sides_cards_look_the_same():
    game = ra_meets_yh()
    game.play("dogfight Ra Yh")
    game.play("order 8,7,6,5,4")  # red's secret order; yellow orders next
    a = game.state
    assert a.phase == "order" and game.to_move() == "yellow"
    b = RULES.clone(a)
    b.dogfight = copy.deepcopy(a.dogfight)
    b.dogfight.dealt["Ra"] = [12, 11, 10, 9, 8, 7, 6, 5]
    b.dogfight.hands["Ra"] = [12, 11, 10, 9, 8]
    b.dogfight.orders["Ra"] = (8, 9, 10, 11, 12)
    b.rng = Rng(3)
    assert RULES.view(a, "yellow") == RULES.view(b, "yellow")
    assert RULES.view(a, "red") != RULES.view(b, "red")
    assert not holds_a_generator(RULES.view(a, "yellow"))


def test_dogfights_3_a_view_is_the_seat_s_own_copy_and_hiding_in_it_leaves_the_game_whole():
    """The cards dealt in the last dogfight stay hidden from the other side in its view, and
    the game keeps them; whatever is done to a view (a search samples into it) never reaches
    the game."""
    game = ra_meets_yh()
    for move in ("dogfight Ra Yh", "order 8,7,6,5,4", "order 12,11,3,2,1"):
        game.play(move)
    st = game.state
    dealt = list(st.last_dogfight.dealt["Ra"])
    assert st.last_dogfight.done and dealt == [1, 2, 3, 4, 5, 6, 7, 8]
    seen = RULES.view(st, "yellow")
    assert seen.last_dogfight.dealt["Ra"] == [None] * 8 and st.last_dogfight.dealt["Ra"] == dealt
    before = RULES.view(st, "red")
    for p in seen.planes.values():   # as a search fills in what it cannot see
        p.pilot, p.cell = 1, (0, 0)
    seen.carriers[next(iter(seen.carriers))].hits += 1
    seen.last_dogfight.dealt["Yh"] = [0]
    assert RULES.view(st, "red") == before and st.last_dogfight.dealt["Ra"] == dealt
