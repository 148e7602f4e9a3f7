"""CS Setup 1-6 and CS Start 1: carriers on their halves, secret pilot discs, high roll starts."""
import pytest

from game.rules.carrier_strike.fleet import carrier_cells
from game.rules.core import RuleError
from game.session.game import Game

from cs_helpers import FixedRng, setup_game
from house import rules as house_rules

RULES = house_rules("carrier-strike")


def test_setup_6_a_carrier_must_lie_on_its_own_half():
    game = Game(RULES, 3)
    assert game.to_move() == "red" and game.state.phase == "place"
    with pytest.raises(RuleError) as err:
        game.play("place R1 10,16 E")  # the yellow half
    assert err.value.rule == "CS Setup 6" and "red half" in err.value.reason
    assert "place R1 10,16 E" not in game.legal_notations()
    game.play("place R1 10,4 E")
    cells = game.state.carriers["R1"].cells
    assert cells == carrier_cells(game.state.grid, (10, 4), 0)
    assert all(c in RULES.board.halves["red"] for c in cells)


def test_setup_6_two_carriers_may_not_be_adjacent():
    game = Game(RULES, 3)
    game.play("place R1 5,4 SE")
    game.play("place Y1 5,16 NE")
    with pytest.raises(RuleError) as err:
        game.play("place R2 7,4 W")  # its stern would touch R1's middle
    assert err.value.rule == "CS Setup 6" and "adjacent" in err.value.reason
    assert "place R2 7,4 W" not in game.legal_notations()
    assert "place R2 8,4 E" in game.legal_notations()


def test_setup_3_4_four_planes_per_carrier_get_two_discs_of_each_strength():
    game = setup_game(5)
    for side in ("red", "yellow"):
        strengths = sorted(p.pilot for p in game.state.side_planes(side))
        assert strengths == [1, 1, 2, 2, 3, 3, 4, 4]
    deck = game.state.deck("R1")
    assert sorted(deck) == [1, 2, 3, 4]  # four planes on the four deck parts


def test_setup_3_a_disc_value_runs_out():
    game = Game(RULES, 5)
    for text in ["place R1 5,4 SE", "place Y1 5,16 NE", "place R2 15,4 SW", "place Y2 15,16 NW"]:
        game.play(text)
    game.play("pilot Ra 4")
    game.play("pilot Rb 4")
    with pytest.raises(RuleError) as err:
        game.play("pilot Rc 4")
    assert err.value.rule == "CS Setup 3"


def test_setup_3_pilot_discs_are_private_to_their_side():
    game = setup_game(5)
    red_view = game.view("red")
    assert all(p.pilot is not None for p in red_view.side_planes("red"))
    assert all(p.pilot is None for p in red_view.side_planes("yellow"))
    assert red_view.rng is None
    texts = " ".join(e.text for e in game.log())
    assert "disc 4" not in texts and all(str(e.data).find("pilot") < 0 or "plane" in e.data for e in game.log())


def test_setup_3_pilots_are_chosen_one_seat_at_a_time():
    game = Game(RULES, 5)
    for text in ["place R1 5,4 SE", "place Y1 5,16 NE", "place R2 15,4 SW", "place Y2 15,16 NW"]:
        game.play(text)
    assert game.state.phase == "pilots" and game.to_move() == "red"
    assert game.state.private_for == "red"
    assert all(n.startswith("pilot R") for n in game.legal_notations())


@pytest.mark.parametrize("dice, first", [((2, 5), "yellow"), ((3, 3, 6, 1), "red")])
def test_start_1_high_roll_goes_first_and_ties_roll_again(dice, first):
    game = Game(RULES, 5)
    for text in ["place R1 5,4 SE", "place Y1 5,16 NE", "place R2 15,4 SW", "place Y2 15,16 NW"]:
        game.play(text)
    while game.state.phase == "pilots":
        if sum(p.pilot is None for p in game.state.planes.values()) == 1:
            game.state.rng = FixedRng(dice)
        game.play(game.legal_notations()[0])
    assert game.state.turn_side == first and game.to_move() == first
    assert game.state.phase == "choose"
    assert game.legal_notations() == ["roll planes", "roll carrier"]
