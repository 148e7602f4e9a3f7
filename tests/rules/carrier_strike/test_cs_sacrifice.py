"""CS Sacrifice 1-6: only without torpedoes, exactly 4 in line, one space a turn, strike or lost."""
import pytest

from game.rules.core import RuleError

from cs_helpers import T_FACE, FixedRng, move_carrier, put, setup_game, start_turn

E, NE, NW, W, SW, SE = range(6)


def red_at_sacrifice_distance(torpedoes_left=False, ahead_of_the_bow=None):
    """Ra flies into the space 4 NW of Y1's bow (11,14), or so many spaces ahead of it."""
    game = setup_game()
    move_carrier(game, "Y1", (10, 14), E)
    g = game.state.grid
    for c in game.state.side_carriers("red"):
        c.torpedoes = 1 if torpedoes_left and c.id == "R1" else 0
    spot = g.step((11, 14), NW, 4) if ahead_of_the_bow is None else g.step((11, 14), E, ahead_of_the_bow)
    put(game, "Ra", cell=g.step(spot, W))
    put(game, "Yh", cell=g.step(spot, NE, 3))  # something to declare against either way
    start_turn(game, "red")
    game.state.rng = FixedRng([1])
    game.play("roll planes")
    game.play(f"fly Ra {spot[0]},{spot[1]}")
    return game, spot


def test_sacrifice_1_not_while_torpedoes_remain():
    game, spot = red_at_sacrifice_distance(torpedoes_left=True)
    assert not any(n.startswith("sacrifice") for n in game.legal_notations())
    with pytest.raises(RuleError) as err:
        game.play("sacrifice Ra SE")
    assert err.value.rule == "CS Sacrifice 1"


def test_sacrifice_2_3_5_the_plane_dives_a_space_a_turn_and_strikes_as_a_torpedo():
    game, spot = red_at_sacrifice_distance()
    game.play("sacrifice Ra SE")
    ra = game.state.planes["Ra"]
    assert ra.sacrifice.target == "Y1" and ra.sacrifice.path[-1] == (11, 14)
    for n in range(1, 4):
        start_turn(game, "red")
        assert game.state.planes["Ra"].cell == game.state.grid.step(spot, SE, n)
    events = start_turn(game, "red")
    assert "Ra" not in game.state.planes
    assert game.state.carriers["Y1"].hits == 1 and any(e.kind == "strike" for e in events)


def test_sacrifice_4_6_a_carrier_that_escapes_the_path_leaves_the_plane_lost():
    game, spot = red_at_sacrifice_distance()
    game.play("sacrifice Ra SE")
    start_turn(game, "yellow")
    game.state.rng = FixedRng([T_FACE])
    game.play("roll carrier")
    events = game.play("turn Y1 right")  # pivots off the dive path
    assert "Ra" not in game.state.planes and any(e.kind == "sacrifice_avoided" for e in events)


def test_sacrifice_4_a_diving_plane_can_be_dogfought():
    game, spot = red_at_sacrifice_distance()
    game.play("sacrifice Ra SE")
    put(game, "Ya", cell=game.state.grid.step(spot, E, 2))
    start_turn(game, "yellow")
    game.state.rng = FixedRng([1])
    game.play("roll planes")
    game.play(f"fly Ya {game.state.grid.step(spot, E, 3)[0]},{game.state.grid.step(spot, E, 3)[1]}")
    assert "dogfight Ya Ra" in game.legal_notations()
    assert not any(n.startswith("fly Ra") for n in game.legal_notations())


def test_sacrifice_2_exactly_four_spaces_from_the_nearest_space_of_the_carrier():
    # Y1 lies E-W (bow 11,14). Two spaces ahead of the bow a plane is in line with the stern
    # four spaces away, but the carrier is two away: no dive. Four ahead of the bow: a dive.
    for ahead, allowed in ((2, False), (4, True)):
        game, spot = red_at_sacrifice_distance(ahead_of_the_bow=ahead)
        assert ("sacrifice Ra W" in game.legal_notations()) is allowed
        if not allowed:
            with pytest.raises(RuleError) as err:
                game.play("sacrifice Ra W")
            assert err.value.rule == "CS Sacrifice 2" and "nearest space" in str(err.value)
