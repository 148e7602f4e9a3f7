"""CS Torpedo Runs 1-8: the run at exactly 6, the drop, the return, the run on and the hits."""
import pytest

from game.rules.carrier_strike.state import Torpedo
from game.rules.core import RuleError

from cs_helpers import F_FACE, T_FACE, FixedRng, move_carrier, put, setup_game, start_turn

E, NE, NW, W, SW, SE = range(6)


def at_run_distance(free_decks=()):
    """Red's Ra, carrying a torpedo, flies into the space 6 NW of Y1's bow (11,14)."""
    game = setup_game()
    move_carrier(game, "Y1", (10, 14), E)
    g = game.state.grid
    spot = g.step((11, 14), NW, 6)
    for cid in free_decks:
        del game.state.planes[game.state.deck(cid)[4]]
    put(game, "Ra", cell=g.step(spot, W), torpedo=True)
    start_turn(game, "red")
    game.state.rng = FixedRng([1])
    game.play("roll planes")
    return game, spot


def test_torpedo_runs_1_only_exactly_six_spaces_in_line():
    game, spot = at_run_distance()
    away = game.state.grid.step(game.state.planes["Ra"].cell, NW)  # off every line: the turn ends
    game.play(f"fly Ra {away[0]},{away[1]}")
    assert game.state.turn_side == "yellow"
    game, spot = at_run_distance()
    game.play(f"fly Ra {spot[0]},{spot[1]}")
    assert game.state.phase == "declare" and "drop Ra SE" in game.legal_notations()
    with pytest.raises(RuleError) as err:
        game.play("drop Ra E")
    assert err.value.rule == "CS Torpedo Runs 1"


def test_torpedo_runs_2_3_the_drop_and_no_free_rear_deck_means_lost_at_sea():
    game, spot = at_run_distance()
    game.play(f"fly Ra {spot[0]},{spot[1]}")
    events = game.play("drop Ra SE")
    g = game.state.grid
    torpedo = next(iter(game.state.torpedoes.values()))
    assert torpedo.cell == g.step(spot, SE) and g.distance(torpedo.cell, (11, 14)) == 5
    assert torpedo.path[:5] == tuple(g.step(spot, SE, n) for n in range(2, 7))
    assert "Ra" not in game.state.planes and any(e.kind == "lost_at_sea" for e in events)


def test_torpedo_runs_2_the_plane_returns_to_a_free_rear_deck_of_its_choice():
    game, spot = at_run_distance(free_decks=("R1", "R2"))
    game.play(f"fly Ra {spot[0]},{spot[1]}")
    game.play("drop Ra SE")
    assert game.state.phase == "return" and game.legal_notations() == ["return Ra R1", "return Ra R2"]
    game.play("return Ra R2")
    ra = game.state.planes["Ra"]
    assert ra.carrier == "R2" and ra.deck_part == 4 and not ra.torpedo


def test_torpedo_runs_4_torpedoes_run_at_the_start_of_their_owners_turns_only():
    game = setup_game()
    game.state.torpedoes["T1"] = Torpedo("T1", "red", (10, 10), E, "E")
    start_turn(game, "yellow")
    assert game.state.torpedoes["T1"].cell == (10, 10)
    start_turn(game, "red")
    assert game.state.torpedoes["T1"].cell == (11, 10)


def test_torpedo_runs_6_first_hit_destroys_the_planes_aboard_second_sinks():
    game = setup_game()
    y1 = move_carrier(game, "Y1", (10, 14), E)
    aboard = set(game.state.deck("Y1").values())
    game.state.torpedoes["T1"] = Torpedo("T1", "red", (12, 14), W, "W")
    events = start_turn(game, "red")
    assert y1.hits == 1 and not y1.sunk and not aboard & set(game.state.planes)
    assert [e.kind for e in events if e.kind in ("hit", "planes_destroyed")] == ["hit", "planes_destroyed"]
    assert "T1" not in game.state.torpedoes
    game.state.torpedoes["T2"] = Torpedo("T2", "red", (10, 13), SE, "SE")
    events = start_turn(game, "red")
    assert y1.sunk and y1.torpedoes == 0 and any(e.kind == "sunk" for e in events)
    assert game.state.carrier_at((10, 14)) is None


def test_torpedo_runs_7_a_torpedo_hits_its_own_sides_carrier():
    game = setup_game()
    r1 = move_carrier(game, "R1", (10, 4), E)
    game.state.torpedoes["T1"] = Torpedo("T1", "red", (10, 5), NW, "NW")  # NW of 10,5 is 10,4
    start_turn(game, "red")
    assert r1.hits == 1 and "T1" not in game.state.torpedoes


def test_torpedo_runs_7_8_a_missed_torpedo_runs_on_past_planes_and_off_the_board():
    game = setup_game()
    put(game, "Ya", cell=(20, 10))
    game.state.torpedoes["T1"] = Torpedo("T1", "red", (19, 10), E, "E")
    start_turn(game, "red")
    assert game.state.torpedoes["T1"].cell == (20, 10)  # shares the plane's space
    events = start_turn(game, "red")
    assert "T1" not in game.state.torpedoes and any(e.kind == "torpedo_gone" for e in events)


def fly_into(game, plane, spot, torpedo=True, enemy_near=None):
    """``plane`` (carrying a torpedo) flies one space into ``spot`` at the start of red's
    turn; ``enemy_near``: a yellow plane put there first, so that the declarations stay open."""
    g = game.state.grid
    put(game, plane, cell=g.step(spot, NE), torpedo=torpedo)
    if enemy_near is not None:
        put(game, "Yh", cell=enemy_near)
    start_turn(game, "red")
    game.state.rng = FixedRng([1])
    game.play("roll planes")
    game.play(f"fly {plane} {spot[0]},{spot[1]}")


def test_torpedo_runs_1_six_spaces_from_the_nearest_space_of_the_carrier():
    # Y1 lies E-W: bow 11,14, middle 10,14, stern 9,14. Four spaces ahead of the bow, a plane
    # is in line with the stern six spaces away, but the carrier (its bow) is only four away.
    g_game = setup_game()
    move_carrier(g_game, "Y1", (10, 14), E)
    g = g_game.state.grid
    too_near = g.step((11, 14), E, 4)
    fly_into(g_game, "Ra", too_near, enemy_near=g.step(too_near, NE, 3))
    assert g_game.state.phase == "declare" and not any(n.startswith("drop") for n in g_game.legal_notations())
    with pytest.raises(RuleError) as err:
        g_game.play("drop Ra W")
    assert err.value.rule == "CS Torpedo Runs 1" and "nearest space" in str(err.value)
    # six spaces ahead of the bow: the bow is the nearest space, six away; the run aims at it
    game = setup_game()
    move_carrier(game, "Y1", (10, 14), E)
    fly_into(game, "Ra", g.step((11, 14), E, 6))
    assert "drop Ra W" in game.legal_notations()
    events = game.play("drop Ra W")
    torpedo = next(iter(game.state.torpedoes.values()))
    assert torpedo.cell == g.step((11, 14), E, 5) and events[0].data["target"] == "Y1"


def test_torpedo_runs_5_a_carrier_that_sails_onto_a_torpedo_is_hit():
    # CS Torpedo Runs 5 (decided): the torpedo "reaches a space occupied by an enemy carrier"
    # when the carrier comes onto it too; a torpedo shares a space only with planes and
    # torpedoes (8); and it hits a carrier of its own side the same way (7).
    game = setup_game()
    y1 = move_carrier(game, "Y1", (10, 14), E)
    aboard = set(game.state.deck("Y1").values())
    start_turn(game, "yellow")
    game.state.torpedoes["T1"] = Torpedo("T1", "red", (12, 14), W, "W")  # just ahead of the bow
    game.state.rng = FixedRng([F_FACE])
    game.play("roll carrier")
    events = game.play("forward Y1")
    assert y1.cells[0] == (12, 14) and y1.hits == 1 and "T1" not in game.state.torpedoes
    assert [e.kind for e in events if e.kind in ("torpedo_met", "hit", "planes_destroyed")] == [
        "torpedo_met", "hit", "planes_destroyed"]
    assert not aboard & set(game.state.planes)
    # a pivot that swings the bow onto a torpedo of the carrier's own side
    start_turn(game, "yellow")
    bow_after = game.state.grid.step(y1.middle, NE)  # turning left: the bow swings to NE of the middle
    game.state.torpedoes["T2"] = Torpedo("T2", "yellow", bow_after, E, "E")
    game.state.rng = FixedRng([T_FACE])
    game.play("roll carrier")
    game.play("turn Y1 left")
    assert y1.cells[0] == bow_after and y1.sunk and "T2" not in game.state.torpedoes


def test_torpedo_runs_5_a_carrier_beside_a_torpedo_is_not_hit():
    game = setup_game()
    y1 = move_carrier(game, "Y1", (10, 14), E)
    start_turn(game, "yellow")
    beside = game.state.grid.step((12, 14), NE)  # next to the space the bow enters
    game.state.torpedoes["T1"] = Torpedo("T1", "red", beside, E, "E")
    game.state.rng = FixedRng([F_FACE])
    game.play("roll carrier")
    game.play("forward Y1")
    assert y1.hits == 0 and "T1" in game.state.torpedoes  # (it ran on at red's turn)
