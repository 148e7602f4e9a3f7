"""CS Planes 1-7: deck parts, launching with a torpedo, flying, landing, the dice count."""
import pytest

from game.rules.core import RuleError

from cs_helpers import FixedRng, move_carrier, put, setup_game, start_turn

E, NE, NW, W, SW, SE = range(6)


def red_roll(game, points, options=None):
    start_turn(game, "red")
    game.state.rng = FixedRng([points])
    game.play("roll planes")
    assert game.state.roll.points_left == points


def test_planes_3_4_deck_parts_count_one_space_each_and_launch_in_front():
    game = setup_game()
    move_carrier(game, "R1", (10, 4), E)
    red_roll(game, 3)
    assert "launch Ra" in game.legal_notations() and "taxi Rb" not in game.legal_notations()
    with pytest.raises(RuleError) as err:
        game.play("launch Rb")
    assert err.value.rule == "CS Planes 3-4"
    game.play("launch Ra")
    assert game.state.planes["Ra"].cell == (12, 4)  # the space immediately in front of the bow 11,4
    game.play("taxi Rb")
    assert game.state.planes["Rb"].deck_part == 1
    assert game.state.roll.points_left == 1


def test_planes_5_a_torpedo_is_taken_at_launch():
    game = setup_game()
    move_carrier(game, "R1", (10, 4), E)
    red_roll(game, 2)
    game.play("launch Ra +torpedo")
    assert game.state.planes["Ra"].torpedo and game.state.carriers["R1"].torpedoes == 5


def test_planes_6_7_no_passing_over_planes_or_carriers():
    game = setup_game()
    move_carrier(game, "R1", (10, 4), E)
    put(game, "Ra", cell=(10, 6))
    put(game, "Rb", cell=(11, 6))
    red_roll(game, 4)
    with pytest.raises(RuleError) as err:
        game.play("fly Ra 11,6")
    assert err.value.rule == "CS Planes 6"
    put(game, "Rb", cell=(10, 3))
    with pytest.raises(RuleError) as err:
        game.play("fly Rb 10,4")
    assert err.value.rule == "CS Planes 7"
    with pytest.raises(RuleError) as err:
        game.play("fly Ra 10,8")
    assert err.value.rule == "CS Planes 2"


def test_planes_1_the_whole_count_is_used_unless_the_option_allows_less():
    game = setup_game()
    red_roll(game, 3)
    with pytest.raises(RuleError) as err:
        game.play("end")
    assert err.value.rule == "CS Planes 1"
    relaxed = setup_game(options={"partial_moves": True})
    red_roll(relaxed, 3)
    relaxed.play("launch Ra")
    relaxed.play("end")
    assert relaxed.state.phase != "move"


def test_planes_4_landing_on_the_free_rear_deck_from_behind_returns_the_torpedo():
    game = setup_game()
    r1 = move_carrier(game, "R1", (10, 4), E)
    rear = game.state.deck("R1")[4]
    del game.state.planes[rear]  # free the rear deck
    put(game, "Ye", cell=(8, 6))
    plane = put(game, "Ra", cell=(8, 4), torpedo=True)  # 9,4 is the stern: 8,4 is behind it
    red_roll(game, 1)
    assert "land Ra R1" in game.legal_notations()
    game.play("land Ra R1")
    assert plane.carrier == "R1" and plane.deck_part == 4 and plane.cell is None
    assert not plane.torpedo and r1.torpedoes == 7


def test_planes_4_no_landing_on_an_occupied_rear_deck():
    game = setup_game()
    move_carrier(game, "R1", (10, 4), E)
    put(game, "Ra", cell=(8, 4))
    red_roll(game, 1)
    assert "land Ra R1" not in game.legal_notations()
    with pytest.raises(RuleError) as err:
        game.play("land Ra R1")
    assert err.value.rule == "CS Teams 3"
