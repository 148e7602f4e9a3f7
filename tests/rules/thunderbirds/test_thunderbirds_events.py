"""TaW Table 3: every event, targetbound and homebound, with fixed draws (7.9, 7.11, 8.1)."""
import pytest
from taw_helpers import ScriptedRng, let_stand, prepare, texts

from game.rules.thunderbirds import events
from game.rules.thunderbirds.steps import run

# ESSEN_PATH: 6 Group 2,2 -> 3,2 sea, 4,2 sea, 4,3 occupied (green zone), 5,4 occupied, 6,4 the Ruhr
# (target, marker 5) -> 5,4, 4,3, 3,3 sea, 3,2 sea, 2,2 6 Group.


def at(game, position, leg="targetbound", dice=(), picks=()):
    s = game.state
    s.position, s.wimpy, s.leg, s.lw_chit = position, s.path[position].cell, leg, "LOW"
    if leg == "homebound":
        s.bombed, s.ordnance_aboard = "target", False
    s.rng = ScriptedRng(list(dice), list(picks))
    return s


def draw(game, chit, position=1, leg="targetbound", dice=(), picks=()):
    """Resolve event `chit` with the Wimpy on marker `position`, then run the steps it queued."""
    s = at(game, position, leg, dice, picks)
    ev = []
    events.resolve(s, ev, chit)
    run(s, ev)
    return ev


def fly(game, dice=(), picks=()):
    game.state.rng = ScriptedRng(list(dice), list(picks))
    return game.play("fly")


def test_event_1_targetbound_wear_and_tear_over_the_sea_only():
    game = prepare()
    fly(game, picks=["MED", "Event", 1, "CRIT MAN"])  # 3,2 is sea
    assert game.state.airframe[0] == "CRIT MAN"
    game2 = prepare()
    draw(game2, 1, position=2)  # 4,3 Occupied Europe
    assert game2.state.airframe[0] is None


@pytest.mark.parametrize("chit,leg,name", [(1, "homebound", "Helmut Schmidt"), (9, "targetbound", "Hans Schultz")])
def test_events_1_and_9_the_ace_attacks_as_two_fighters(chit, leg, name):
    game = prepare()
    ev = draw(game, chit, position=8 if leg == "homebound" else 1, leg=leg, dice=[7], picks=["No Effect"])
    assert f"Ace {name}, first attack: d10 7 = 7: hit" in texts(ev)  # no spotting, no evasion
    assert game.state.airframe[0] == "No Effect"
    assert game.state.pending["kind"] == "bonus" and "hold" in game.legal_notations()
    game.state.rng = ScriptedRng([8])
    game.play("hold")  # the second attack: the pilot may evade it
    assert game.state.pending["kind"] == "hit" and "evade" in game.legal_notations()


@pytest.mark.parametrize("chits,units", [((2,), ["fighter", "flak"]), ((15,), ["fighter"]), ((16,), ["flak"]),
                                         ((18, 16), ["flak"])])
def test_events_2_15_16_18_tactical_advantage_replaces_the_earlier_one(chits, units):
    game = prepare()
    for c in chits:
        draw(game, c)
    s = game.state
    assert s.tactical_advantage["units"] == units and s.tactical_advantage["chit"] == chits[-1]
    assert [c["chit"] for c in s.active_events if c.get("ta")] == [chits[-1]]


def test_events_12_and_15_homebound_tactical_advantage_lasts_the_homebound_flight():
    game = prepare()
    draw(game, 15, position=6, leg="homebound")
    assert game.state.tactical_advantage == {"chit": 15, "units": ["fighter", "flak"], "spotting_only": False}


def test_7_9_lost_moves_the_wimpy_and_relays_the_markers_to_england():
    game = prepare()
    ev = draw(game, 2, position=4, leg="homebound", dice=[3, 5])  # the Ruhr; d10 3: 1 hex, d6 5: W
    ev += let_stand(game, "Lost: distance off course")
    ev += let_stand(game, "Lost: direction chart")
    s = game.state
    assert s.wimpy == (5, 4) and "Lost: the Wimpy is 1 hex off course, over Amsterdam (7.9)" in texts(ev)
    from game.rules.thunderbirds.steps import board
    assert board(s).hex(s.path[-1].cell).england and len(s.path) - s.position - 1 <= 5


def test_7_9_lost_is_no_event_over_water_or_outside_the_zones():
    game = prepare()
    ev = draw(game, 2, position=8, leg="homebound")
    assert "Already over water: ignore (Table 3)" in texts(ev)
    ev = draw(game, 2, position=6, leg="homebound")  # 4,3 has no zone number
    assert any("no event (7.9)" in t for t in texts(ev))


def test_7_11_mentioned_in_dispatches():
    game = prepare()
    s = at(game, 8, "homebound", [2])  # d6 2: the gunner's marker
    ev = []
    events.resolve(s, ev, 3)
    run(s, ev)
    assert s.mid_award["position"] == "gunner" and s.mid_award["award"] == "DFM"
    ev = []
    events.resolve(s, ev, 3)  # 7.11.4: no second MiD while one is in force
    assert "A Mentioned in Dispatches is still in force: no effect (7.11.4)" in texts(ev)


def test_7_11_1_no_dispatches_without_a_successful_run_or_repair():
    game = prepare()
    s = at(game, 8, "homebound")
    s.bombed = None
    ev = []
    events.resolve(s, ev, 3)
    assert s.mid_award is None and any("no event (7.11.1)" in t for t in texts(ev))


def test_event_4_engine_malfunction_scrubs_and_may_fail():
    game = prepare()
    ev = draw(game, 4, position=1)  # 4,2 over the sea, not the target zone
    s = game.state
    assert "Event 4: the mission is scrubbed (7.0.5)" in texts(ev)
    assert s.scrubbed and s.leg == "homebound" and "engine" in s.malfunctions
    assert s.path[-1].cell == (2, 2) and all(m.leg == "homebound" for m in s.path[2:])
    assert any(c.get("kind") == "malfunction" for c in s.active_events)
    fly(game, dice=[1] + [9] * 5, picks=["No Event"])  # the engine fails: no field below
    let_stand(game, "Engine (event 4): fails on 0-2")
    assert s.result["end"] == "crashed" and "event 4" in s.result["text"]


def test_events_4_and_14_a_lurking_night_fighter():
    game = prepare()
    draw(game, 4, position=8, leg="homebound", dice=[7])
    let_stand(game, "Event 4: the night fighter spots you on 6-9")
    assert game.state.pending["kind"] == "bonus" and "fire" in game.legal_notations()
    game = prepare()
    ev = draw(game, 4, position=8, leg="homebound", dice=[3])
    assert game.state.pending is None and "Event 4: the night fighter spots you on 6-9: d10 3 = 3: no event" in texts(ev)
    ev = draw(prepare(), 14, position=1)  # targetbound, over the sea: not the continent
    assert "Not over the continent: no event" in texts(ev)


def test_event_5_homebound_period_of_calm_restores_a_bonus():
    game = prepare()
    s = game.state
    s.crew["gunner"].cqp_used = True
    draw(game, 5, position=8, leg="homebound")
    assert not s.crew["gunner"].cqp_used
    s.crew["gunner"].cqp_used = s.crew["navigator"].cqp_used = True
    draw(game, 5, position=8, leg="homebound")
    assert game.legal_notations() == ["restore gunner", "restore navigator"]
    game.play("restore navigator")
    assert not s.crew["navigator"].cqp_used and s.crew["gunner"].cqp_used


def test_event_6_homebound_search_and_rescue():
    ev = draw(prepare(), 6, position=8, leg="homebound", dice=[2])
    assert "Search and Rescue: rescued on 0-4: d10 2 = 2: the dinghy's crew is rescued" in texts(ev)


def test_events_7_and_8_homebound_landing_weather_the_later_takes_precedence():
    game = prepare()
    draw(game, 7, position=8, leg="homebound")
    draw(game, 8, position=8, leg="homebound")
    s = game.state
    assert s.landing_weather["drm"] == -2 and [c["chit"] for c in s.active_events if c.get("weather")] == [8]
    fly(game, dice=[9], picks=["No Event"])  # 6 Group: the landing roll at -2
    events_ = game.play("roll")
    assert s.result["end"] == "landed"
    assert "Pilot lands at 6 Group: d10 9, -2 fog (event 8) = 7: landed" in texts(events_)


def test_event_8_heater_flies_low_scrubs_and_the_engineer_repairs_it():
    game = prepare()
    draw(game, 8, position=1)
    s = game.state
    assert s.altitude == "low" and s.scrubbed and s.malfunctions["heater"]["repairable"]
    s.repair_attempts = 1
    assert "repair" in game.legal_notations()
    game.state.rng = ScriptedRng([7])
    game.play("repair")
    game.play("roll")  # no Repair CQP assigned: roll as is
    assert "heater" not in s.malfunctions and s.altitude == "high" and s.major_repair


def repair_roll(options=None, sky=(0, 0)):
    game = prepare(options=options, sky=sky)  # d10 0 and 0: Clear, Full moon (+1 each)
    draw(game, 8, position=1)
    game.state.repair_attempts = 1
    game.state.rng = ScriptedRng([4])
    game.play("repair")
    return game.play("roll")


def test_6_2_sky_and_moon_modify_the_flight_engineer_s_repair_roll():
    """6.2, Summary NOTE ("apply to each skill check"): the repair is a skill check like any other."""
    ev = repair_roll()
    assert "Flt. Engineer repairs the Heating system (event 8): d10 4, +1 clear, +1 full moon = 6: repaired" in texts(ev)
    ev = repair_roll(sky=(9, 9))  # heavy clouds, new moon
    assert ("Flt. Engineer repairs the Heating system (event 8): d10 4, -1 heavy clouds, -1 new moon = 2: "
            "not repaired") in texts(ev)
    ev = repair_roll({"conditions": "spotting only"})
    assert "Flt. Engineer repairs the Heating system (event 8): d10 4 = 4: not repaired" in texts(ev)


def test_event_8_heater_fails_for_good_on_0_to_2():
    game = prepare()
    draw(game, 8, position=1)
    fly(game, dice=[2], picks=["No Event"])
    let_stand(game, "Heating system (event 8): fails on 0-2")
    assert game.state.malfunctions["heater"]["failed"] and "repair" not in game.legal_notations()


def test_events_9_and_17_homebound_flags_skip_the_next_mission():
    game = prepare()
    draw(game, 9, position=8, leg="homebound")
    draw(game, 17, position=8, leg="homebound")
    assert game.state.flags == ["advanced training", "leave"]


def test_event_10_targetbound_the_pilot_is_ill():
    game = prepare()
    draw(game, 10, position=1)  # 4,2: closer to base
    assert game.state.scrubbed
    game = prepare()
    draw(game, 10, position=3)  # 5,4: closer to the target
    assert game.state.pilot_ill and not game.state.scrubbed


@pytest.mark.parametrize("chit", [10, 11])
def test_events_10_and_11_homebound_flak_damage_costs_fuel_on_0_to_4(chit):
    game = prepare()
    draw(game, chit, position=7, leg="homebound")
    s = game.state
    assert s.altitude == "low"
    s.fuel = 5
    fly(game, dice=[3], picks=["No Event"])
    let_stand(game, f"{'Oxygen' if chit == 10 else 'Heating'} (flak) (event {chit}): extra fuel on 0-4")
    assert s.fuel == 3  # one for the hex, one more for the roll


def test_event_11_targetbound_icing_halves_the_fuel_or_drops_the_load():
    game = prepare()
    game.state.fuel = 9
    draw(game, 11, position=1)
    assert game.legal_notations() == ["jettison", "keep"]
    game.play("keep")
    s = game.state
    assert s.fuel == 4 and s.scrubbed and ["icing (event 11)", 0] in s.landing_reasons
    from game.rules.thunderbirds.steps import board
    assert board(s).hex(s.path[-1].cell).england


def test_event_12_coned_no_spotting_and_plus_1_to_flak():
    game = prepare()
    ev = draw(game, 12, position=1)
    assert "Not in the target hex nor at low altitude: no event" in texts(ev)
    game = prepare()
    game.state.altitude = "low"
    draw(game, 12, position=2)
    assert game.state.coned and game.state.pending["kind"] == "coned"
    game.play("accept")
    game.state.rng = ScriptedRng([9, 5])
    ev = []
    from game.rules.thunderbirds.steps import push
    push(game.state, {"do": "zone_flak", "colour": "green"})
    run(game.state, ev)
    ev += let_stand(game, "Zone flak table (green)")
    assert "Zone flak die 1/2: d10 5, +1 CONED (event 12) = 6: hit" in texts(ev)


def test_event_13_oxygen_far_from_the_target_press_on_or_scrub():
    game = prepare()
    draw(game, 13, position=0)
    assert game.legal_notations() == ["continue", "scrub"]
    game.play("continue")
    assert game.state.altitude == "low" and not game.state.scrubbed
    game = prepare()
    draw(game, 13, position=3)  # within two hexes of the target: -2
    assert game.state.malfunctions["oxygen"]["drm"] == -2


def test_event_14_homebound_perforated_tank():
    game = prepare()
    draw(game, 14, position=6, leg="homebound")
    s = game.state
    from game.rules.thunderbirds.steps import board
    assert s.fuel <= 3 and board(s).hex(s.path[-1].cell).england


def test_event_16_homebound_out_of_fuel():
    game = prepare()
    draw(game, 16, position=8, leg="homebound", dice=[9] * 5)
    assert game.state.result["end"] == "ditched"


def test_event_17_targetbound_altimeter_fails_low_and_minus_2():
    game = prepare()
    draw(game, 17, position=0)
    fly(game, dice=[0], picks=["No Event"])
    let_stand(game, "Altimeter (event 17): fails on 0-2")
    m = game.state.malfunctions["altimeter"]
    assert m["failed"] and m["drm"] == -2 and game.state.altitude == "low"


def test_event_18_homebound_mid_air_collision():
    game = prepare()
    draw(game, 18, position=7, leg="homebound")
    fly(game, dice=[1] + [9] * 5, picks=["No Event"])
    let_stand(game, "Collision damage (event 18): fails on 0-2")
    assert game.state.result["end"] == "crashed" and "event 18" in game.state.result["text"]


@pytest.mark.parametrize("chit", [3, 13])
def test_events_3_targetbound_and_13_homebound_are_no_event(chit):
    leg = "targetbound" if chit == 3 else "homebound"
    ev = draw(prepare(), chit, position=1 if chit == 3 else 8, leg=leg)
    assert "no event" in texts(ev)[-1].lower()
