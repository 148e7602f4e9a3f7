"""CS Dogfights 1-8: declaring, torpedoes lost or fired, dealing with advantages, secret orders."""
import pytest

from game.rules.carrier_strike import actions as A
from game.rules.core import RuleError

from cs_helpers import FixedRng, move_carrier, put, setup_game, start_turn
from house import rules as house_rules

RULES = house_rules("carrier-strike")

E, NE, NW, W, SW, SE = range(6)
ONE_TO_TWELVE = list(range(1, 13))


def red_flies_into_range(challenger="Ra", defender="Yh", decks=(), free_r1=True, start=(9, 10)):
    game = setup_game()  # pilots: Ra 4 ... Rg/Rh 1; Ya 4 ... Yh 1
    if free_r1:
        del game.state.planes[game.state.deck("R1")[4]]
    put(game, challenger, cell=start, torpedo=True)
    put(game, defender, cell=(13, 10), torpedo=True)
    start_turn(game, "red")
    game.state.rng = FixedRng([1], decks)
    game.play("roll planes")
    game.play(f"fly {challenger} 10,10")
    return game


def test_dogfights_1_range_is_four_spaces_any_path():
    game = red_flies_into_range()
    assert game.state.phase == "declare" and "dogfight Ra Yh" in game.legal_notations()
    put(game, "Yh", cell=(15, 10))  # 5 away
    with pytest.raises(RuleError) as err:
        game.play("dogfight Ra Yh")
    assert err.value.rule == "CS Dogfights 1"


def test_dogfights_3_to_6_torpedoes_lost_pilots_revealed_advantage_dealt_and_best_five_kept():
    yh_deck = [12, 11, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    game = red_flies_into_range(decks=[ONE_TO_TWELVE, yh_deck])
    events = game.play("dogfight Ra Yh")
    ra, yh = game.state.planes["Ra"], game.state.planes["Yh"]
    assert not ra.torpedo and not yh.torpedo
    assert ra.revealed and yh.revealed
    df = game.state.dogfight
    assert df.strengths == {"Ra": 4, "Yh": 1} and df.advantage == {"Ra": 3, "Yh": 0}
    assert df.dealt["Ra"] == [1, 2, 3, 4, 5, 6, 7, 8]  # 5 + an advantage of 3
    assert df.hands["Ra"] == [8, 7, 6, 5, 4] and df.hands["Yh"] == [12, 11, 3, 2, 1]
    assert [e.kind for e in events].count("torpedo_jettisoned") == 2
    assert game.view("yellow").planes["Ra"].pilot == 4  # revealed to both now


def test_dogfights_6_each_side_orders_in_secret_then_five_face_offs():
    game = red_flies_into_range(decks=[ONE_TO_TWELVE, [12, 11, 1, 2, 3] + list(range(4, 11))])
    game.play("dogfight Ra Yh")
    assert game.state.phase == "order" and game.to_move() == "red" and game.state.private_for == "red"
    assert game.view("yellow").dogfight.hands["Ra"] == [None] * 5
    assert game.view("red").dogfight.hands["Yh"] == [None] * 5
    with pytest.raises(RuleError) as err:
        game.play("order 12,7,6,5,4")
    assert err.value.rule == "CS Dogfights 6"
    game.play("order 8,7,6,5,4")
    assert game.to_move() == "yellow"
    assert game.view("yellow").dogfight.orders["Ra"] == (None,) * 5
    events = game.play("order 12,11,3,2,1")
    # 8-12, 7-11, 6-3, 5-2, 4-1: red wins 3-2 (CS Dogfights 7-8)
    assert [e.kind for e in events].count("face_off") == 5
    assert "Yh" not in game.state.planes
    assert game.state.planes["Ra"].carrier == "R1" and game.state.planes["Ra"].deck_part == 4
    assert game.state.last_dogfight.winner == "Ra" and game.state.last_dogfight.score == {"Ra": 3, "Yh": 2}


@pytest.mark.parametrize("listed", [False, True])
def test_dogfights_6_an_order_is_the_hand_s_own_cards_each_once(listed):
    """Whether the 120 orders were listed first or not, an order is accepted when it holds
    the hand's cards, each once, and refused otherwise (CS Dogfights 6)."""
    game = red_flies_into_range(decks=[ONE_TO_TWELVE, [12, 11, 1, 2, 3] + list(range(4, 11))])
    game.play("dogfight Ra Yh")
    for cards, ok in [((4, 5, 6, 7, 8), True), ((8, 7, 6, 5), False), ((8, 8, 6, 5, 4), False),
                      ((8, 7, 6, 5, 4, 3), False), ((8, 7, 6, 5, 12), False)]:
        state = RULES.clone(game.state)
        if listed:
            assert A.Order((8, 7, 6, 5, 4)) in RULES.legal_actions(state)
        if ok:
            RULES.apply(state, A.Order(cards))
            assert state.dogfight.orders["Ra"] == cards
        else:
            with pytest.raises(RuleError) as err:
                RULES.apply(state, A.Order(cards))
            assert err.value.rule == "CS Dogfights 6", cards


def test_dogfights_8_a_tie_removes_both_planes():
    game = red_flies_into_range("Rg", "Yh", decks=[ONE_TO_TWELVE, ONE_TO_TWELVE])
    game.play("dogfight Rg Yh")
    assert game.state.dogfight.advantage == {"Rg": 0, "Yh": 0}
    game.play("order 5,4,3,2,1")
    events = game.play("order 5,4,3,2,1")
    assert "Rg" not in game.state.planes and "Yh" not in game.state.planes
    assert any(e.kind == "dogfight_result" and e.data["winner"] is None for e in events)


def test_dogfights_3_a_challenger_at_run_distance_may_fire_and_stays_to_fight():
    game = setup_game()
    move_carrier(game, "Y1", (10, 14), E)
    g = game.state.grid
    spot = g.step((11, 14), NW, 6)
    put(game, "Ra", cell=g.step(spot, W), torpedo=True)
    put(game, "Yh", cell=g.step(spot, E, 3))
    start_turn(game, "red")
    game.state.rng = FixedRng([1], [ONE_TO_TWELVE, ONE_TO_TWELVE])
    game.play("roll planes")
    game.play(f"fly Ra {spot[0]},{spot[1]}")
    assert "dogfight Ra Yh fire SE" in game.legal_notations()
    game.play("dogfight Ra Yh fire SE")
    assert len(game.state.torpedoes) == 1 and game.state.planes["Ra"].cell == spot


def test_dogfights_1_only_a_plane_that_moved_in_the_throw_may_declare():
    # "You must end the movement of your plane within four spaces" (CS Dogfights 1; the same
    # words for runs, CS Torpedo Runs 1, and dives, CS Sacrifice 2)
    game = setup_game()
    put(game, "Ra", cell=(9, 10))
    put(game, "Rb", cell=(12, 12))  # within four of Yh too, but it stays where it is
    put(game, "Yh", cell=(13, 10))
    start_turn(game, "red")
    game.state.rng = FixedRng([1])
    game.play("roll planes")
    game.play("fly Ra 10,10")
    assert game.state.grid.distance((12, 12), (13, 10)) <= 4
    assert "dogfight Ra Yh" in game.legal_notations()
    assert not any(n.startswith("dogfight Rb") for n in game.legal_notations())
    with pytest.raises(RuleError) as err:
        game.play("dogfight Rb Yh")
    assert err.value.rule == "CS Dogfights 1" and "did not move" in str(err.value)


def test_dogfights_1_torpedo_runs_1_no_attack_after_a_carrier_throw():
    game = setup_game()
    put(game, "Ra", cell=(10, 10), torpedo=True)
    put(game, "Yh", cell=(13, 10))  # within four: a dogfight, had Ra flown there
    start_turn(game, "red")
    game.state.rng = FixedRng([4])  # F on the house T/F die
    game.play("roll carrier")
    events = game.play("forward R1")
    assert any(e.kind == "carrier_moved" for e in events)  # moved, not forfeited
    assert game.state.turn_side == "yellow" and game.state.phase == "choose"  # no declarations
