"""Setup: islands, coastal battery, fleets in the base, first player by lot
(BN Preliminaries, BN Positioning, BN Start)."""
import pytest

from bn_sea import cells, deck, game_at_sea
from game.rules.battaglia_navale.board import parse_cell
from game.rules.core import RuleError
from game.session.game import Game
from house import rules as house_rules

RULES = house_rules("battaglia-navale")


def test_bn_preliminaries_island_straddles_the_south_side_of_the_drawn_square():
    g = Game(RULES, 5)
    deck(g, 9, 17)  # card 9 prints 7; card 17 prints no number
    events = g.play("islands")
    st = g.state
    assert [i.square for i in st.islands] == [7]
    assert set(st.islands[0].cells) == set(cells("j8", "k8", "j9", "k9"))
    assert {st.board.square_of(c) for c in st.islands[0].cells} == {7, 11}
    assert frozenset((7, 11)) in st.blocked_sides
    assert "no number" in events[1].text
    assert st.deck[-2:] == [9, 17]  # the two cards go back under the deck


def test_bn_preliminaries_island_on_the_southern_row_lies_on_the_edge_or_is_not_placed():
    from game.rules.battaglia_navale.data import Data, FireCard
    from game.rules.battaglia_navale.rules import BattagliaNavaleRules
    data = Data(RULES.data.docs)   # data of the test's own: card 1 puts its island on the southern row
    data.fire_cards[1] = FireCard(1, ((0, 0),), 22)
    rules = BattagliaNavaleRules(data)
    for option, expected in (("edge", [22]), ("none", [])):
        g = Game(rules, 5, {"southern_island": option})
        deck(g, 1, 20)
        g.play("islands")
        assert [i.square for i in g.state.islands] == expected
    g = Game(rules, 5)
    deck(g, 1, 20)
    g.play("islands")
    isl = g.state.islands[0]
    assert isl.blocks is None and set(isl.cells) == set(cells("f24", "g24"))


def test_bn_preliminaries_battery_goes_next_to_white_lines_promontory_or_platform():
    g = Game(RULES, 2)
    g.play("islands")
    with pytest.raises(RuleError) as err:
        g.play("battery p21")  # open water of the base, next to nothing
    assert err.value.rule == "BN Preliminaries"
    with pytest.raises(RuleError):
        g.play("battery e5")  # not in the base at all
    g.play("battery j22")  # east of the promontory
    assert g.state.fleets["white"].battery.cell == parse_cell("j22")
    assert g.to_move() == "grey"


def test_bn_positioning_ships_lie_inside_one_square_of_the_base():
    g = Game(RULES, 2)
    g.play("islands")
    g.play("battery j22")
    g.play("battery g3")
    for bad in ("fleet C l21h",   # across the side between squares 23 and 24
                "fleet C a1h",    # outside the base
                "fleet C i22v",   # onto the promontory
                "fleet C j22h",   # onto the battery
                "fleet C o22v"):  # onto the Polaris platform
        with pytest.raises(RuleError) as err:
            g.play(bad)
        assert err.value.rule == "BN Positioning"
    g.play("fleet C i21h")
    assert g.state.fleets["white"].ships["C"].cells == cells("i21", "j21", "k21", "l21")
    assert g.state.fleets["white"].ships["C"].heading == "h"
    with pytest.raises(RuleError):
        g.play("fleet C m21h")  # already placed


def test_bn_preliminaries_automatic_fleet_placement_fills_the_base():
    g = game_at_sea(3)
    st = g.state
    for side in ("white", "grey"):
        base = set(st.board.bases[side])
        for ship in st.fleets[side].ships.values():
            assert ship.afloat and {st.board.square_of(c) for c in ship.cells} <= base
            assert len({st.board.square_of(c) for c in ship.cells}) == 1
    occupied = [c for f in st.fleets.values() for s in f.ships.values() for c in s.cells]
    assert len(occupied) == len(set(occupied))


def test_bn_start_first_player_by_lot_and_both_seats_can_start():
    firsts = set()
    for seed in range(12):
        g = Game(RULES, seed)
        g.play("islands")
        g.play(g.legal_notations()[0])
        g.play(g.legal_notations()[0])
        g.play("fleet auto")
        g.play("fleet auto")
        events = g.play("lot")
        assert events[0].kind == "lot" and g.to_move() == g.state.first_player
        firsts.add(g.state.first_player)
    assert firsts == {"white", "grey"}


def test_bn_setup_actions_are_refused_out_of_phase():
    g = Game(RULES, 1)
    with pytest.raises(RuleError):
        g.play("fleet auto")
    g = game_at_sea(1)
    with pytest.raises(RuleError):
        g.play("islands")


def test_bn_positioning_fleet_options_leave_room_for_the_rest_of_the_fleet_as_the_search_finds_it():
    """The listed base placements (a known way for the rest of the fleet to fit lets most of them
    skip the search) are exactly those after which the search still fits the rest, on bases
    crowded at random, packed ones included."""
    import random
    from game.rules.battaglia_navale import setup
    from game.rules.battaglia_navale.board import default_board
    from game.rules.battaglia_navale.placement import fleet_fits_in, masks_in, placements_in
    b, r = default_board(RULES.data), random.Random(7)
    sc, cols = b.square_cells, b.square_cols
    units = [(u, RULES.data.unit(u)["cells"]) for u in RULES.data.numbers["ship_order"]]
    listed_some = refused_some = 0
    for _ in range(300):
        base = tuple(sorted(r.sample(range(1, 25), r.choice([1, 2, 2, 3]))))
        density = r.random() * 0.6
        masks = tuple(sum(1 << i for i in range(sc * sc) if r.random() < density) for _ in base)
        todo = tuple(u for u in units if r.random() < 0.8)
        expected = []
        for name, length in todo:
            rest = [n for u, n in todo if u != name]
            for k, sq in enumerate(base):
                for (anchor, heading, cells_), spot in zip(placements_in(sc, cols, sq, length),
                                                           masks_in(sc, cols, sq, length)):
                    if spot & masks[k]:
                        continue
                    if fleet_fits_in(sc, cols, base, rest, masks[:k] + (masks[k] | spot,) + masks[k + 1:]):
                        expected.append((name, anchor, heading, cells_))
                    else:
                        refused_some += 1
        assert list(setup._fleet_options(sc, cols, base, todo, masks)) == expected
        listed_some += bool(expected)
    assert listed_some > 50 and refused_some > 50  # both kinds of placement were met
