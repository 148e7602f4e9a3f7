"""Fire with the 20-card deck (BN Fire), the coastal battery (BN Battery) and the
'Important rule for fire' (obstacles)."""
import pytest

from bn_sea import cells, deck, game_at_sea, stage
from game.rules.battaglia_navale.setup import island_for
from game.rules.core import RuleError


def grey(g, code):
    return g.state.fleets["grey"].ships[code]


def test_bn_fire_battleship_reaches_two_squares_and_draws_two_cards():
    g = game_at_sea()
    stage(g, white={"C": "e22h"}, grey={"I": "f14h"})
    deck(g, 9, 20)  # card 9 marks b2 and c2 (f14, g14); card 20 is "Colpi inesplosi"
    events = g.play("fire 14 C")
    st = g.state
    assert st.last_fire.cards == (9, 20)
    assert [m.result for m in st.last_fire.marks] == ["hit", "hit"]
    assert grey(g, "I").counters == 2 and st.fleets["white"].tray == ["I", "I"]
    assert st.deck[-2:] == [9, 20]  # used cards go to the bottom of the deck
    assert events[0].kind == "fire" and "Colpi inesplosi" in events[0].text


def test_bn_fire_cruiser_and_destroyer_reach_one_square():
    g = game_at_sea()
    stage(g, white={"I": "e22h", "Ct": "e18h"}, grey={"C": "e14h"})
    with pytest.raises(RuleError) as err:
        g.play("fire 14 I")
    assert err.value.rule == "BN Fire"
    assert "fire 14 Ct" in g.legal_notations() and "fire 14 Ct,I" not in g.legal_notations()


def test_bn_fire_only_along_north_south_east_west():
    g = game_at_sea()
    stage(g, white={"Ct": "a17h"}, grey={"C": "e14h"})  # square 17 is diagonal to 14
    with pytest.raises(RuleError):
        g.play("fire 14 Ct")


def test_bn_fire_several_ships_one_target_cards_add_up():
    g = game_at_sea()
    stage(g, white={"C": "e22h", "Ct": "e18h"}, grey={"I": "f14h"})
    deck(g, 20, 18, 20)
    g.play("fire 14 C,Ct")
    assert g.state.last_fire.cards == (20, 18, 20)  # 2 for the Battleship, 1 for the Destroyer
    assert grey(g, "I").counters == 3


def test_bn_fire_all_counters_handed_over_sinks_the_ship():
    g = game_at_sea()
    stage(g, white={"Ct": "e18h"}, grey={"Ct": "f14h"})
    grey(g, "Ct").counters = 1
    deck(g, 18)
    events = g.play("fire 14 Ct")
    assert grey(g, "Ct").sunk and not grey(g, "Ct").afloat
    assert any(e.kind == "sunk" for e in events)


def test_bn_fire_colpi_inesplosi_does_nothing():
    g = game_at_sea()
    stage(g, white={"Ct": "e18h"}, grey={"C": "e14h"})
    deck(g, 20)
    g.play("fire 14 Ct")
    assert g.state.last_fire.marks == [] and grey(g, "C").counters == 5


def test_bn_fire_important_rule_no_fire_across_an_island():
    g = game_at_sea()
    isl = island_for(g.state, 10)  # card 10: island on the south side of square 14
    g.state.islands.append(isl)
    g.state.blocked_sides = g.state.blocked_sides | {isl.blocks}
    stage(g, white={"C": "e22h", "Ct": "e18h"}, grey={"C": "e14h"})
    with pytest.raises(RuleError) as err:
        g.play("fire 14 C")
    assert err.value.rule == "BN Fire"
    assert not any(n.startswith("fire 14") for n in g.legal_notations())


def test_bn_fire_no_fire_across_a_promontory():
    g = game_at_sea()
    stage(g, white={"Ct": "e22h"}, grey={"I": "m22v"}, batteries={"white": "j22"})
    g.state.fleets["grey"].ships["I"].cells = cells("j23", "k23", "l23")
    with pytest.raises(RuleError):
        g.play("fire 23 Ct")  # square 22 to 23 crosses the white promontory


def test_bn_fire_target_must_hold_enemy_elements_and_carrier_fires_only_at_planes():
    g = game_at_sea()
    stage(g, white={"C": "e22h", "P": "e18h"}, grey={"I": "f14h"})
    with pytest.raises(RuleError):
        g.play("fire 10 C")
    with pytest.raises(RuleError) as err:
        g.play("fire 14 P")
    assert err.value.rule == "BN Movement"


def test_bn_fire_hit_on_battery_hands_it_over():
    g = game_at_sea()
    stage(g, white={"Ct": "o19v"}, batteries={"grey": "o22"})
    g.state.fleets["grey"].battery.cell = cells("g14")[0]
    stage_sq = 14
    g.state.fleets["white"].ships["Ct"].cells = cells("e18", "f18", "g18")
    deck(g, 18)  # c2 of square 14 is g14
    events = g.play(f"fire {stage_sq} Ct")
    assert g.state.fleets["grey"].battery.captured and g.state.fleets["white"].tray == ["B"]
    assert any(e.kind == "battery_captured" for e in events)


def test_bn_battery_fires_in_its_own_square_and_one_square_away():
    g = game_at_sea()
    stage(g, grey={"I": "m22v"}, batteries={"white": "n21"})
    deck(g, 7)  # card 7 marks a2 (m22), d2, b3
    g.play("fire 24 B")
    assert grey(g, "I").counters == 3
    g.play("end")
    g.play("polaris 1")
    stage(g, grey={"I": "m18v"}, batteries={"white": "n21"})
    assert "fire 20 B" in g.legal_notations()
    stage(g, grey={"I": "m14v"}, batteries={"white": "n21"})
    assert not any(n.startswith("fire 16") for n in g.legal_notations())


def test_bn_fire_hits_on_turned_polaris_counters_turn_them_back():
    g = game_at_sea()
    stage(g, grey={"C": "m14h"})
    g.state.fleets["white"].polaris_turned = [1, 2]
    g.state.to_move = "grey"
    deck(g, 2, 20)  # card 2 marks d3: p23, counter 2 of the white platform
    g.play("fire 24 C")
    assert g.state.fleets["white"].polaris_turned == [1]


def test_bn_fire_before_moving_fired_ships_stay_others_may_move():
    g = game_at_sea()
    stage(g, white={"Ct": "e18h", "I": "e19h"}, grey={"C": "e14h"})
    deck(g, 20)
    g.play("fire 14 Ct")
    with pytest.raises(RuleError) as err:
        g.play("move Ct W1")
    assert err.value.rule == "BN Fire"
    g.play("move I W1")
    with pytest.raises(RuleError):
        g.play("fire 14 I")  # one fire per turn


def test_bn_fire_after_moving_even_with_the_ship_that_moved():
    g = game_at_sea()
    stage(g, white={"Ct": "e22h"}, grey={"C": "e14h"})
    g.play("move Ct N1")
    deck(g, 20)
    g.play("fire 14 Ct")
    g.play("end")
    assert g.to_move() == "grey"


def test_bn_fire_own_ships_are_spared_unless_friendly_fire():
    for friendly, expected in ((False, 4), (True, 3)):
        g = game_at_sea(options={"friendly_fire": friendly})
        stage(g, white={"Ct": "e18h", "I": "f14h"}, grey={"C": "e16h"})
        deck(g, 18)  # g14: the white cruiser
        g.play("fire 14 Ct")
        assert g.state.fleets["white"].ships["I"].counters == expected


def test_bn_battery_fires_at_an_enemy_ship_that_stopped_in_its_own_square():
    """BN Battery: "it may fire against enemy ships or planes that are in its own square"; the
    battery does not bar the square (BN Obstacles: it is an element, not a unit)."""
    g = game_at_sea()
    stage(g, white={"C": "a14h"}, grey={"Ct": "m18h"}, batteries={"white": "n21"})
    g.state.to_move = "grey"
    g.state.changed()
    assert "move Ct S1" in g.legal_notations()
    g.play("move Ct S1")  # into square 24, the white battery's square
    assert g.state.fleets["grey"].ships["Ct"].cells == cells("m22", "n22", "o22")
    g.play("end")
    assert "fire 24 B" in g.legal_notations()
    deck(g, 9)  # card 9 marks b2 and c2: n22 and o22
    g.play("fire 24 B")
    assert grey(g, "Ct").counters == 1 and g.state.fleets["white"].tray == ["Ct", "Ct"]


def test_bn_fire_move_first_and_then_fire_the_moving_is_over():
    """BN Fire: "either move first and then fire, or fire first and then move": after moving and
    then firing, no ship of the square moves any more (nor is set in its square)."""
    g = game_at_sea()
    stage(g, white={"C": "e22h", "Ct": "e23h", "I": "e24h"}, grey={"C": "e14h"})
    g.play("move Ct N1")
    deck(g, 20, 20)
    g.play("fire 14 C")
    notes = g.legal_notations()
    assert not any(n.startswith(("move", "place")) for n in notes) and notes == ["end"]
    with pytest.raises(RuleError) as err:
        g.play("move I N1")  # a third ship of the first square: refused
    assert err.value.rule == "BN Fire"
    with pytest.raises(RuleError) as err:
        g.play("place Ct e17v")
    assert err.value.rule == "BN Fire"


def test_bn_fire_first_and_then_move_all_the_ships_that_did_not_fire():
    g = game_at_sea()
    stage(g, white={"C": "e22h", "Ct": "e23h", "I": "e24h"}, grey={"C": "e14h"})
    deck(g, 20, 20)
    g.play("fire 14 C")
    g.play("move Ct N1")
    g.play("move I W1")
    g.play("place Ct e17v")
    assert g.state.fleets["white"].ships["Ct"].cells == cells("e17", "e18", "e19")
