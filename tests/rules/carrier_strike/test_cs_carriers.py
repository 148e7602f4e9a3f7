"""CS Carriers 1-6: forward, pivot, planes aboard, pushes and forfeits."""
import pytest

from game.rules.core import RuleError

from cs_helpers import F_FACE, T_FACE, FixedRng, move_carrier, put, setup_game, start_turn

E, NE, NW, W, SW, SE = range(6)


def red_rolls(game, face):
    start_turn(game, "red")
    game.state.rng = FixedRng([face])
    game.play("roll carrier")
    return game.state.carriers["R1"]


def test_carriers_1_f_moves_one_space_forward_with_planes_aboard():
    game = setup_game()
    r1 = move_carrier(game, "R1", (10, 4), E)
    deck_before = game.state.deck("R1")
    red_rolls(game, F_FACE)
    assert game.legal_notations() == ["forward R1", "forward R2"]
    with pytest.raises(RuleError) as err:
        game.play("turn R1 left")
    assert err.value.rule == "CS Carriers 1" and "rolled F" in err.value.reason
    game.play("forward R1")
    r1 = game.state.carriers["R1"]  # a refused move restores the state from a copy
    assert r1.cells == ((12, 4), (11, 4), (10, 4)) and r1.heading == E
    assert game.state.deck("R1") == deck_before  # CS Carriers 3


def test_carriers_2_t_pivots_on_the_middle_space():
    game = setup_game()
    r1 = move_carrier(game, "R1", (10, 4), E)
    red_rolls(game, T_FACE)
    assert "forward R1" not in game.legal_notations()
    game.play("turn R1 left")
    g = game.state.grid
    assert r1.middle == (10, 4) and r1.heading == NE and r1.heading_name == "NE"
    assert r1.bow == g.step((10, 4), NE) and r1.stern == g.step((10, 4), SW)


def test_carriers_4_a_plane_ahead_is_pushed_one_space_along():
    game = setup_game()
    r1 = move_carrier(game, "R1", (10, 4), E)
    put(game, "Yc", cell=(12, 4))
    put(game, "Yd", cell=(13, 4))  # behind it: pushed along too (house: planes never share)
    red_rolls(game, F_FACE)
    events = game.play("forward R1")
    assert game.state.planes["Yc"].cell == (13, 4) and game.state.planes["Yd"].cell == (14, 4)
    assert r1.bow == (12, 4)
    moved = [e for e in events if e.kind == "carrier_moved"][0]
    assert ("Yc", (12, 4), (13, 4)) in moved.data["pushes"]


def test_carriers_4_a_pivot_sweeps_a_plane_round_with_the_bow():
    game = setup_game()
    r1 = move_carrier(game, "R1", (10, 4), E)
    g = game.state.grid
    in_the_way = g.step((10, 4), NE)
    put(game, "Yc", cell=in_the_way)
    red_rolls(game, T_FACE)
    game.play("turn R1 left")
    assert r1.bow == in_the_way
    assert game.state.planes["Yc"].cell == g.step((10, 4), NW)  # still just ahead of the bow's sweep


def test_carriers_5_leaving_the_board_forfeits_the_move_and_ends_the_turn():
    game = setup_game()
    r1 = move_carrier(game, "R1", (10, 1), NE)  # bow on row 0
    before = r1.cells
    red_rolls(game, F_FACE)
    events = game.play("forward R1")
    assert r1.cells == before
    forfeit = [e for e in events if e.kind == "forfeit"][0]
    assert forfeit.data["rule"] == "CS Carriers 5" and "leave the board" in forfeit.text
    assert game.state.turn_side == "yellow" and game.to_move() == "yellow"


def test_carriers_5_coming_next_to_another_carrier_forfeits():
    game = setup_game()
    r1 = move_carrier(game, "R1", (10, 8), E)
    move_carrier(game, "Y1", (14, 8), E)  # R1's bow would be at 12,8, next to Y1's stern 13,8
    before = r1.cells
    red_rolls(game, F_FACE)
    events = game.play("forward R1")
    assert r1.cells == before and any(e.kind == "forfeit" and "Y1" in e.text for e in events)


def test_carriers_6_pushing_a_plane_off_the_board_forfeits():
    game = setup_game()
    r1 = move_carrier(game, "R1", (17, 4), E)  # bow at 18,4; a plane at 19,4 would go to 20,4 ... 21,4
    put(game, "Yc", cell=(19, 4))
    put(game, "Yd", cell=(20, 4))
    before = r1.cells
    red_rolls(game, F_FACE)
    events = game.play("forward R1")
    assert r1.cells == before and game.state.planes["Yd"].cell == (20, 4)
    assert [e.data["rule"] for e in events if e.kind == "forfeit"] == ["CS Carriers 6"]
