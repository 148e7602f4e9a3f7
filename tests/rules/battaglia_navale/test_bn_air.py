"""The Aircraft Carrier, bombing planes and anti-aircraft fire (BN Aircraft, BN Battery)."""
import pytest

from bn_sea import cells, deck, game_at_sea, stage
from game.rules.core import RuleError


def planes(g, side):
    return g.state.fleets[side].planes


def raid_on_10(g, *cards):
    stage(g, white={"P": "e22h", "A1": "aboard", "A2": "aboard"}, grey={"I": "f10h", "C": "e15h"})
    deck(g, *cards)
    g.play("raid 10 A1,A2")
    assert g.state.phase == "place_planes"
    g.play("plane A1 e9")
    return g.play("plane A2 h12")


def test_bn_aircraft_raid_flies_three_squares_places_planes_and_bombs():
    g = game_at_sea()
    events = raid_on_10(g, 18, 20)  # card 18 marks c2 of square 10: g10, the grey cruiser
    st = g.state
    assert planes(g, "white")["A1"].status == "aloft" and planes(g, "white")["A1"].cell == cells("e9")[0]
    assert st.fleets["grey"].ships["I"].counters == 3
    assert st.last_fire.kind == "bombing" and st.last_fire.cards == (18, 20)  # one card per plane
    assert g.to_move() == "grey" and any(e.kind == "bombing" for e in events)


def test_bn_aircraft_planes_fly_over_islands_and_promontories_but_only_three_squares():
    g = game_at_sea()
    stage(g, white={"P": "e22h", "A1": "aboard"}, grey={"I": "f6h", "C": "j23h"})
    with pytest.raises(RuleError) as err:
        g.play("raid 6 A1")  # four squares
    assert err.value.rule == "BN Aircraft"
    g.play("raid 23 A1")  # across the white promontory


def test_bn_aircraft_a_raid_excludes_any_other_move():
    g = game_at_sea()
    stage(g, white={"P": "e22h", "Ct": "e23h", "A1": "aboard"}, grey={"I": "f14h"})
    g.state.fleets["white"].ships["Ct"].cells = cells("e21", "f21", "g21")
    g.play("move Ct N1")
    with pytest.raises(RuleError):
        g.play("raid 14 A1")


def test_bn_aircraft_no_free_cell_no_bombing():
    g = game_at_sea()
    stage(g, white={"P": "e18h", "A1": "aboard"},
          grey={"C": "e9h", "P": "e10h", "I": "e11h", "Ct": "e12h"})
    g.state.fleets["grey"].ships["Ct"].cells = cells("e12", "f12", "g12")
    g.state.fleets["grey"].ships["S"].cells = cells("h11", "h12")
    with pytest.raises(RuleError) as err:
        g.play("raid 10 A1")
    assert "free" in err.value.reason


def test_bn_aircraft_plane_cells_must_be_free():
    g = game_at_sea()
    stage(g, white={"P": "e22h", "A1": "aboard"}, grey={"I": "f10h"})
    g.play("raid 10 A1")
    with pytest.raises(RuleError):
        g.play("plane A1 g10")  # the grey cruiser is there


def test_bn_aircraft_a_mark_on_a_plane_cell_falls_into_the_water():
    g = game_at_sea()
    stage(g, white={"P": "e22h", "A1": "aboard"}, grey={"I": "f10h"})
    deck(g, 9)  # b2 f10 (cruiser), c2 g10 (cruiser)
    g.play("raid 10 A1")
    g.play("plane auto")
    assert [m.result for m in g.state.last_fire.marks] == ["hit", "hit"]
    # a second raid whose mark lands under the plane: card 15 marks a2 (e10) and d3 (h11)
    stage(g, white={"P": "e22h", "A1": "e10"}, grey={"I": "f11h"})
    g.state.to_move, g.state.phase = "white", "turn"
    deck(g, 15)
    g.play("raid 10 A1")
    g.play("plane A1 e10")
    results = {m.cell: m.result for m in g.state.last_fire.marks}
    assert results[cells("e10")[0]] == "water"


def test_bn_aircraft_anti_aircraft_from_the_square_and_the_four_next_to_it():
    g = game_at_sea()
    raid_on_10(g, 20, 20)
    # grey: cruiser in 10, battleship in 14 (adjacent); a destroyer two squares away cannot
    g.state.fleets["grey"].ships["Ct"].cells = cells("e18", "f18", "g18")
    notes = g.legal_notations()
    assert "aa 10 C,I" in notes and not any(n.startswith("aa 10") and "Ct" in n for n in notes)
    with pytest.raises(RuleError) as err:
        g.play("aa 10 Ct")
    assert err.value.rule == "BN Aircraft"
    deck(g, 11, 20, 20)  # card 11 marks a1 (e9: plane A1) and d4 (h12: plane A2)
    events = g.play("aa 10 C,I")
    assert planes(g, "white")["A1"].status == "down" and planes(g, "white")["A2"].status == "down"
    assert g.state.fleets["grey"].tray.count("A1") == 1
    assert any(e.kind == "plane_down" for e in events)


def test_bn_aircraft_anti_aircraft_fire_excludes_any_other_fire_but_not_moving():
    """BN Aircraft: "Whoever carries out anti-aircraft fire may not, in the same move, carry out any
    other fire": it is the move's one fire; ships that did not fire may still move."""
    g = game_at_sea()
    raid_on_10(g, 20, 20)
    g.state.fleets["grey"].ships["Ct"].cells = cells("e18", "f18", "g18")  # in reach of the carrier in 22
    g.state.changed()
    assert "fire 22 Ct" in g.legal_notations()
    deck(g, 20, 20, 20)
    g.play("aa 10 C,I")
    assert g.to_move() == "grey"
    notes = g.legal_notations()
    assert not any(n.startswith(("fire", "aa", "missile")) for n in notes)
    with pytest.raises(RuleError) as err:
        g.play("fire 22 Ct")
    assert err.value.rule == "BN Fire"
    with pytest.raises(RuleError) as err:
        g.play("move I N1")  # the cruiser fired: it stays
    assert err.value.rule == "BN Fire"
    g.play("move Ct W1")
    g.play("end")
    assert g.to_move() == "white"


def test_bn_aircraft_anti_aircraft_fire_after_moving():
    g = game_at_sea()
    raid_on_10(g, 20, 20)
    g.state.fleets["grey"].ships["Ct"].cells = cells("e18", "f18", "g18")
    g.state.changed()
    assert not any(n.startswith("aa 10") and "Ct" in n for n in g.legal_notations())
    g.play("move Ct N1")  # into square 14, next to the planes' square
    assert "aa 10 Ct" in g.legal_notations()
    deck(g, 20)
    g.play("aa 10 Ct")
    assert g.state.last_fire.kind == "anti_aircraft" and g.legal_notations() == ["end"]


def test_bn_aircraft_anti_aircraft_whole_turn_option():
    g = game_at_sea(options={"aa_timing": "turn"})
    raid_on_10(g, 20, 20)
    g.state.fleets["grey"].ships["Ct"].cells = cells("e18", "f18", "g18")
    g.state.changed()
    g.play("move Ct N1")
    with pytest.raises(RuleError) as err:
        g.play("aa 10 Ct")
    assert err.value.rule == "BN Aircraft"
    g.undo()
    deck(g, 20, 20, 20)
    g.play("aa 10 C,I")
    assert g.to_move() == "white"  # option: anti-aircraft fire took grey's whole turn


def test_bn_aircraft_planes_that_take_off_together_always_fly_together():
    """BN Aircraft: one, two or all three planes take off; "when planes take off in 2 or 3, they
    must then always fly together, following the same route" (raids and landing alike)."""
    g = game_at_sea()
    stage(g, white={"P": "e22h", "A1": "aboard", "A2": "aboard", "A3": "aboard"},
          grey={"I": "f10h", "C": "f6h"})
    notes = g.legal_notations()
    assert {"raid 10 A1", "raid 10 A2,A3", "raid 10 A1,A2,A3"} <= set(notes)
    deck(g, 20, 20)
    g.play("raid 10 A1,A2")
    g.play("plane auto")
    assert g.state.fleets["white"].planes["A1"].flight == ("A1", "A2")
    g.play("polaris 1")  # grey
    notes = g.legal_notations()
    assert "raid 6 A1,A2" in notes and "raid 6 A1" not in notes and "raid 6 A2" not in notes
    assert "raid 10 A3" in notes  # the plane still aboard takes off alone if it likes
    assert "land A1,A2" in notes and "land A1" not in notes
    for text in ("raid 6 A1", "land A2", "raid 6 A1,A3"):
        with pytest.raises(RuleError) as err:
            g.play(text)
        assert err.value.rule == "BN Aircraft"
    g.play("land A1,A2")
    assert all(p.status == "aboard" and p.flight == () for p in planes(g, "white").values())


def test_bn_aircraft_free_cells_are_cells_not_occupied_by_enemy_units():
    """BN Aircraft: planes are placed on "free cells (that is, cells not occupied by enemy units)": a
    cell of one's own ship or of the enemy battery is free; an enemy ship's cell or a plane's is not."""
    g = game_at_sea()
    stage(g, white={"P": "e22h", "Ct": "e9h", "A1": "aboard", "A2": "aboard"},
          grey={"I": "f10h", "A1": "e12"}, batteries={"grey": "h12"})
    g.play("raid 10 A1,A2")
    notes = g.legal_notations()
    assert {"plane A1 e9", "plane A1 h12", "plane A1 e10"} <= set(notes)
    assert "plane A1 f10" not in notes and "plane A1 e12" not in notes
    with pytest.raises(RuleError) as err:
        g.play("plane A1 g10")
    assert err.value.rule == "BN Aircraft"
    g.play("plane A1 e9")  # over the white destroyer
    assert "plane A2 e9" not in g.legal_notations()
    deck(g, 5)  # card 5 marks b2 (f10: the grey cruiser), c3 (g11), a1 (e9: under plane A1)
    g.play("plane A2 h12")
    results = {m.cell: m.result for m in g.state.last_fire.marks}
    assert results[cells("f10")[0]] == "hit" and results[cells("e9")[0]] == "water"
    assert g.state.fleets["white"].ships["Ct"].counters == 3


def test_bn_aircraft_anti_aircraft_reply_option_is_a_free_reply():
    g = game_at_sea(options={"aa_timing": "reply"})
    raid_on_10(g, 20, 20)
    assert g.state.phase == "aa_reply" and g.to_move() == "grey"
    g.play("hold")
    assert g.state.phase == "turn" and g.to_move() == "grey"
    assert not any(n.startswith("aa ") for n in g.legal_notations())


def test_bn_aircraft_carrier_sunk_planes_aboard_lost_airborne_fly_on():
    g = game_at_sea()
    stage(g, white={"P": "e14h", "A1": "a5", "A2": "aboard", "A3": "aboard"}, grey={"Ct": "e18h"})
    g.state.fleets["white"].ships["P"].counters = 1
    g.state.to_move = "grey"
    deck(g, 18)  # g14
    g.play("fire 14 Ct")
    white = planes(g, "white")
    assert white["A2"].status == "down" and white["A3"].status == "down" and white["A1"].status == "aloft"
    assert sorted(g.state.fleets["grey"].tray) == ["A2", "A3", "P"]
    g.state.fleets["grey"].ships["C"].cells = cells("a6", "b6", "c6", "d6")
    g.play("end")
    assert "raid 5 A1" in g.legal_notations()  # the airborne plane fights on
    assert not any(n.startswith("land") for n in g.legal_notations())


def test_bn_aircraft_planes_aloft_may_land_on_the_carrier_decided():
    g = game_at_sea()
    stage(g, white={"P": "e22h", "A1": "e9"})
    assert "land A1" in g.legal_notations()
    g.play("land A1")
    assert planes(g, "white")["A1"].status == "aboard" and g.to_move() == "grey"


def test_bn_aircraft_planes_aloft_raid_again_from_where_they_are():
    g = game_at_sea()
    stage(g, white={"P": "e22h", "A1": "e9"}, grey={"I": "f6h"})
    g.play("raid 6 A1")
    assert g.state.raid.origin == 10


def test_bn_battery_fires_at_planes_in_its_own_square_and_one_square_away():
    """BN Battery: "It may fire either against surface ships or against planes ... in addition, in
    both cases, against enemy ships or planes that are in its own square"."""
    g = game_at_sea()
    stage(g, white={"P": "e22h", "A1": "aboard", "A2": "aboard"}, grey={"I": "f10h", "C": "a1h"},
          batteries={"grey": "h12"})
    deck(g, 20, 20)
    g.play("raid 10 A1,A2")
    g.play("plane A1 e9")
    g.play("plane A2 h11")
    assert "aa 10 B" in g.legal_notations()  # its own square
    deck(g, 16)  # card 16 marks d2 (h10: the grey cruiser's cell, no plane) and a3 (e11)
    g.play("aa 10 B")
    assert planes(g, "white")["A2"].status == "aloft"
    g.play("end")
    stage(g, white={"P": "e22h", "A1": "e13"}, grey={"C": "a1h"}, batteries={"grey": "h12"})
    g.state.to_move = "grey"
    g.state.changed()
    assert "aa 14 B" in g.legal_notations()  # one square away
    deck(g, 1)  # card 1 marks a1: e13, the plane
    g.play("aa 14 B")
    assert planes(g, "white")["A1"].status == "down" and g.state.fleets["grey"].tray == ["A1"]
