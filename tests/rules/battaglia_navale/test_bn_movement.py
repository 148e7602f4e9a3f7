"""Movement of the units of one square (BN Movement), obstacles (BN Obstacles) and the
positioning of ships (BN Positioning)."""
import pytest

from bn_sea import cells, game_at_sea, stage
from game.rules.battaglia_navale.setup import island_for
from game.rules.core import RuleError


def ship(g, side, code):
    return g.state.fleets[side].ships[code]


def add_island(g, card):
    isl = island_for(g.state, card)
    g.state.islands.append(isl)
    g.state.blocked_sides = g.state.blocked_sides | {isl.blocks}


def test_bn_movement_one_or_two_squares_in_a_straight_line():
    g = game_at_sea()
    stage(g, white={"C": "e14h"})
    with pytest.raises(RuleError) as err:
        g.play("move C N3")
    assert err.value.rule == "BN Movement"
    events = g.play("move C N2")
    assert events[0].data["route"] == [10, 6]
    assert ship(g, "white", "C").cells == cells("e6", "f6", "g6", "h6")  # keeps its place in the square


def test_bn_movement_only_the_units_of_one_square_move_in_a_turn():
    g = game_at_sea()
    stage(g, white={"C": "e14h", "I": "e18h"})
    g.play("move C N1")
    with pytest.raises(RuleError) as err:
        g.play("move I N1")
    assert "one square" in err.value.reason and err.value.rule == "BN Movement"


def test_bn_movement_ships_of_one_square_move_together_or_each_its_own_way():
    g = game_at_sea()
    stage(g, white={"C": "e14h", "I": "e16h", "Ct": "e15h"})
    g.play("move C N1")
    g.play("move I S2")
    g.play("move Ct N1")
    st = g.state
    assert st.board.square_of(ship(g, "white", "C").cells[0]) == 10
    assert st.board.square_of(ship(g, "white", "I").cells[0]) == 22
    assert st.board.square_of(ship(g, "white", "Ct").cells[0]) == 10
    with pytest.raises(RuleError):
        g.play("move C N1")  # each unit moves once a turn
    g.play("end")
    assert g.to_move() == "grey"


def test_bn_obstacles_never_stop_where_an_enemy_unit_is_but_pass_through():
    g = game_at_sea()
    stage(g, white={"C": "e14h"}, grey={"Ct": "e10h"})
    with pytest.raises(RuleError) as err:
        g.play("move C N1")
    assert err.value.rule == "BN Obstacles"
    g.play("move C N2")
    assert g.state.board.square_of(ship(g, "white", "C").cells[0]) == 6


def test_bn_obstacles_an_enemy_battery_does_not_bar_the_square():
    """The battery is an element, not a unit: a ship may stop in its square (not on its cell)."""
    g = game_at_sea()
    stage(g, white={"I": "e14h"}, grey={"C": "a1h"}, batteries={"grey": "e5"})
    assert g.state.board.square_of(g.state.fleets["grey"].battery.cell) == 6
    assert "move I N2" in g.legal_notations()
    g.play("move I N2")
    cruiser = ship(g, "white", "I")
    assert g.state.board.square_of(cruiser.cells[0]) == 6
    assert cells("e5")[0] not in cruiser.cells  # the battery's cell stays its own
    with pytest.raises(RuleError) as err:
        g.play("place I e5h")
    assert err.value.rule == "BN Positioning"


def test_bn_obstacles_planes_aloft_do_not_bar_the_square():
    g = game_at_sea()
    stage(g, white={"I": "e14h"}, grey={"C": "a1h", "A1": "f9"})
    g.play("move I N1")
    assert g.state.board.square_of(ship(g, "white", "I").cells[0]) == 10


def test_bn_obstacles_an_island_blocks_the_way():
    g = game_at_sea()
    add_island(g, 15)  # card 15: island on the south side of square 10
    stage(g, white={"C": "e14h"})
    with pytest.raises(RuleError) as err:
        g.play("move C N2")
    assert err.value.rule == "BN Obstacles"
    g.play("move C E1")


def test_bn_obstacles_a_promontory_blocks_the_way_and_piers_do_not():
    g = game_at_sea()
    stage(g, white={"C": "e22h", "I": "m21h", "Ct": "j23h"})
    with pytest.raises(RuleError) as err:
        g.play("move C E1")  # square 22 -> 23 across the white promontory
    assert err.value.rule == "BN Obstacles"
    g.play("move I N1")  # from square 24 across the north pier into square 20
    g.play("end")
    g.play("polaris 1")  # grey's turn
    with pytest.raises(RuleError):
        g.play("move Ct W1")  # 23 -> 22 across the promontory again
    g.play("move Ct E1")  # 23 -> 24 across the middle pier


def test_bn_movement_a_move_cannot_leave_the_chart():
    g = game_at_sea()
    stage(g, white={"C": "a14h"})
    with pytest.raises(RuleError):
        g.play("move C W1")


def test_bn_positioning_moved_ship_is_set_inside_its_square_never_across_a_side():
    g = game_at_sea()
    stage(g, white={"I": "e14h"})
    with pytest.raises(RuleError):
        g.play("place I e10v")  # not moved yet
    g.play("move I N1")
    g.play("place I h9v")
    assert ship(g, "white", "I").cells == cells("h9", "h10", "h11")
    with pytest.raises(RuleError) as err:
        g.play("place I g9h")  # g9, h9, i9: across the east side
    assert err.value.rule == "BN Positioning"
    assert "place I e12h" in g.legal_notations()


def test_bn_positioning_a_ship_is_set_on_free_cells_or_its_own_never_on_another_ships():
    g = game_at_sea()
    stage(g, white={"C": "e9h", "I": "e14h"})
    g.play("move I N1")
    assert ship(g, "white", "I").cells == cells("e10", "f10", "g10")
    with pytest.raises(RuleError) as err:
        g.play("place I h9v")  # h9 is the cruiser's
    assert err.value.reason == "Those cells are not free" and err.value.rule == "BN Positioning"
    g.play("place I f10h")  # f10 and g10 are its own
    assert ship(g, "white", "I").cells == cells("f10", "g10", "h10")
    g.play("place I e10h")  # back where it came, over its own cells again
    assert ship(g, "white", "I").cells == cells("e10", "f10", "g10")


def test_bn_positioning_a_full_square_cannot_be_entered():
    g = game_at_sea()
    # square 10 keeps only h11, e12 and h12 free: no room for a 3-cell cruiser
    stage(g, white={"C": "e9h", "P": "e10h", "Ct": "e11h", "S": "f12h", "I": "e14h"})
    with pytest.raises(RuleError) as err:
        g.play("move I N1")
    assert err.value.rule == "BN Positioning"
    g.play("move I N2")  # passes over square 10 into square 6


def test_bn_movement_the_carrier_carries_its_planes():
    g = game_at_sea()
    stage(g, white={"P": "e14h", "A1": "aboard"})
    g.play("move P W1")
    st = g.state
    assert st.plane_square(st.fleets["white"].planes["A1"]) == 13


def test_bn_positioning_setting_line_made_when_read_names_the_square_and_heading():
    """The log line of a ship set in its square (movement.PlaceEvent) is made on first read: the
    side, the ship, the square and the heading in words; copied or pickled, the same line."""
    import copy
    import pickle
    import random
    from house import rules as house_rules
    RULES = house_rules("battaglia-navale")
    from game.rules.core import Event
    from game.session.game import Game
    game, r, placed = Game(RULES, 3), random.Random(3), []
    for _ in range(3000):
        if game.outcome() is not None or len(placed) > 30:
            break
        placed += [e for e in game.play(r.choice(game.legal_actions())) if e.kind == "place"]
    assert placed
    for e in placed:
        ship = game.state.fleets[e.data["side"]].ships[e.data["unit"]].name
        assert e.text.startswith(f"{e.data['side'].capitalize()} {ship} set in square ")
        assert e.text.endswith("east-west" if e.data["heading"] == "h" else "north-south")
        for twin in (copy.copy(e), copy.deepcopy(e), pickle.loads(pickle.dumps(e))):
            assert twin == Event(e.kind, e.text) and twin.data == e.data
