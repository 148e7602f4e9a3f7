"""TaW 8.0-8.3 and Table 5a: every airframe counter, fire, fuel and wounds, with fixed draws."""
import pytest
from taw_helpers import ScriptedRng, let_stand, prepare, texts

from game.rules.thunderbirds.steps import push, run


def hit(game, counter, dice=(), picks=()):
    """One point of damage: the next airframe counter is `counter`."""
    s = game.state
    s.rng = ScriptedRng(list(dice), [counter] + list(picks))
    ev = []
    push(s, {"do": "damage", "source": "Flak"})
    run(s, ev)
    return ev


def flying(position=1):
    game = prepare()
    s = game.state
    s.position, s.wimpy, s.lw_chit = position, s.path[position].cell, "LOW"
    return game


def test_8_0_beginners_remove_the_boom_counter():
    from game.session.game import Game
    from house import rules as house_rules
    RULES = house_rules("thunderbirds")
    assert "BOOM" in Game(RULES, 1).state.airframe_pool
    assert "BOOM" not in Game(RULES, 1, {"boom": False}).state.airframe_pool


def test_table_5a_no_effect_is_discarded_others_go_to_the_active_events_box():
    game = flying()
    hit(game, "No Effect")
    hit(game, "CRIT MAN")
    assert game.state.airframe[:2] == ["No Effect", "CRIT MAN"]
    assert [c["name"] for c in game.state.active_events if c["kind"] == "counter"] == ["CRIT MAN"]


def test_table_5a_crew_hit_d6_wounds_then_kills():
    game = flying()
    ev = hit(game, "Crew Hit", dice=[2])
    ev += let_stand(game, "Crew hit")  # 6.4.2[1]: the d6 could be rerolled
    g = game.state.crew["gunner"]
    assert g.wounded and "Crew hit: d6 2: the Rear Gunner is wounded (-2 on the GRT) (8.3)" in texts(ev)
    hit(game, "Crew Hit", dice=[2])
    let_stand(game, "Crew hit")
    assert g.killed and game.state.member("gunner") is None


def test_8_3_the_flight_engineer_replaces_a_dead_pilot():
    game = flying()
    game.state.crew["pilot"].wounds = 1
    ev = hit(game, "Crew Hit", dice=[1])
    ev += let_stand(game, "Crew hit")
    from game.rules.thunderbirds.grt import seat
    assert seat(game.state, "pilot").position == "engineer"
    assert "The Flt. Engineer takes the controls (8.3)" in texts(ev) and game.state.result is None


def test_6_4_2_stamina_makes_a_wound_minus_1():
    from game.rules.thunderbirds.grt import crew_mods
    game = flying()
    m = game.state.crew["aimer"]
    m.wounds = 1
    assert crew_mods(game.state, m) == [("wounded", -2)]
    m.stamina = True
    assert crew_mods(game.state, m) == [("wounded, Stam +1", -1)]


def test_table_5a_crit_land_minus_2_and_automatic_failure_with_another_effect():
    game = flying(8)
    game.state.leg, game.state.bombed, game.state.ordnance_aboard = "homebound", "target", False
    hit(game, "CRIT LAND")
    game.state.rng = ScriptedRng([9], ["No Event"])
    game.play("fly")
    assert game.state.pending["kind"] == "bonus"
    ev = game.play("roll")
    assert "Pilot lands at 6 Group: d10 9, -2 CRIT LAND = 7: landed" in texts(ev)
    game = flying(8)
    game.state.leg, game.state.ordnance_aboard = "homebound", False
    hit(game, "CRIT LAND")
    game.state.landing_weather = {"chit": 8, "drm": -2, "name": "fog"}
    game.state.rng = ScriptedRng([5] * 5, ["No Event"])
    game.play("fly")
    assert game.state.result["end"] == "crashed" and "CRIT LAND" in game.state.result["text"]


def test_table_5a_crit_fire_one_more_counter_and_8_2_4_spreading():
    game = flying()
    hit(game, "CRIT FIRE", picks=["No Effect"])
    s = game.state
    assert s.airframe[:2] == ["CRIT FIRE", "No Effect"] and len(s.fires) == 1
    s.rng = ScriptedRng([0], ["No Event"])  # 4,3 at high altitude: LW LOW d10 0, no fighters
    game.play("fly")
    assert s.airframe[2] is None  # first hex: not yet
    s.rng = ScriptedRng([0], ["No Effect", "No Event"])
    game.play("fly")
    assert s.airframe[2] == "No Effect"  # every second hex entered (8.2.4)


def test_8_2_3_extinguishing_two_attempts_at_high_altitude_one_at_low():
    game = flying()
    hit(game, "CRIT FIRE", picks=["No Effect"])
    s = game.state
    s.rng = ScriptedRng([0], ["No Event"])
    game.play("fly")
    assert s.fire_attempts == 2 and "extinguish engineer" in game.legal_notations()
    s.rng = ScriptedRng([3, 8])
    game.play("extinguish engineer")
    game.play("accept") if s.pending else None
    assert s.fires and s.fire_attempts == 1
    game.play("extinguish engineer")
    assert not s.fires and not [m for m in game.legal_notations() if m.startswith("extinguish")]
    assert not any(c.get("name") == "CRIT FIRE" for c in s.active_events)
    s.altitude = "low"
    s.rng = ScriptedRng([0], ["No Event"])
    hit(game, "CRIT FIRE", picks=["No Effect"])
    s.rng = ScriptedRng([0, 0, 0], ["No Event"])
    game.play("fly")
    assert s.fire_attempts == 1


def test_8_2_3_the_player_sends_any_crew_member_and_a_wound_does_not_count():
    """8.2.3 "Any crew member can attempt to put out a fire with a successful skill check with
    no DRMs": the player chooses who (every man at his post), and the roll has no modifier at
    all, a wounded man's -2 (8.3) included (the specific rule over the general one)."""
    game = flying()
    hit(game, "CRIT FIRE", picks=["No Effect"])
    s = game.state
    s.rng = ScriptedRng([0], ["No Event"])
    game.play("fly")
    fighters = sorted(m for m in game.legal_notations() if m.startswith("extinguish "))
    assert fighters == sorted(f"extinguish {p}" for p in ("engineer", "wireless", "navigator", "aimer", "gunner")
                              if s.member(p) is not None)
    s.crew["gunner"].wounds = 1
    low = s.data.tables["grt"]["success_from"]
    s.rng = ScriptedRng([low])   # the lowest success: a -2 would fail it
    events = game.play("extinguish gunner")
    game.play("accept") if s.pending else None
    assert not s.fires, [e.text for e in events]
    assert events[0].text.startswith(f"{s.crew['gunner'].label} fights the fire: ")
    assert not any("wounded" in e.text for e in events)
    # a save's bare "extinguish" (before the player chose) still sends the Flt. Engineer
    hit(game, "CRIT FIRE", picks=["No Effect"])
    s.rng = ScriptedRng([0], ["No Event"])
    game.play("fly")
    s.rng = ScriptedRng([low])
    events = game.play("extinguish")
    assert events[0].text.startswith(f"{s.crew['engineer'].label} fights the fire: "), [e.text for e in events]


def test_8_2_3_in_combat_only_the_engineer_fights_the_fire():
    game = flying(2)
    hit(game, "CRIT FIRE", picks=["No Effect"])
    s = game.state
    s.combat_fire_attempt = 1
    s.rng = ScriptedRng([8, 8])
    push(s, {"do": "check", "key": "flak_hit", "label": "Zone flak die 1/1", "actor": None, "unit": "flak",
             "spotting": False, "mods": [], "rerollable": True, "evadable": True, "damaging": True,
             "words": ["hit", "missed"], "stage": "pre", "cond": True})
    run(s, [])
    assert "extinguish" in game.legal_notations()
    game.play("extinguish")
    assert not s.fires and s.pending["kind"] == "hit" and "extinguish" not in game.legal_notations()


@pytest.mark.parametrize("counter", ["Slowdown", "Fly-low"])
def test_table_5a_slowdown_and_fly_low_force_low_altitude_and_3_fuel_per_2_hexes(counter):
    game = flying()
    hit(game, counter)
    s = game.state
    assert s.altitude == "low" and s.forced_low
    costs = []
    for _ in range(2):
        s.rng = ScriptedRng([0], ["No Event"])
        costs.append(game.play("fly")[0].data["cost"])
    assert costs == [1, 2]


def test_table_5a_crit_fuel_and_8_2_2_3_the_cap_of_one_extra_a_hex():
    from game.rules.thunderbirds.damage import fuel_cost
    game = flying()
    hit(game, "CRIT FUEL")
    s = game.state
    assert s.altitude == "high" and fuel_cost(s) == 1
    s.malfunctions["heater"] = {"fuel": True, "low": True, "drm": 0, "label": "heater", "failed": False,
                                "repairable": True}
    assert fuel_cost(s) == 2  # 8.2.2[2]: event and airframe damage add up, capped at one a hex


def test_table_5a_crit_man_prevents_manoeuvres():
    from game.rules.thunderbirds.steps import can_manoeuvre
    game = flying()
    assert can_manoeuvre(game.state)
    hit(game, "CRIT MAN")
    assert not can_manoeuvre(game.state)


def test_table_5a_crit_bay_scrubs_the_mission_before_bombing():
    game = flying()
    ev = hit(game, "CRIT BAY")
    assert game.state.scrubbed and "CRIT BAY: the mission is scrubbed (7.0.5)" in texts(ev)


def test_table_5a_boom_destroys_a_loaded_bomber_else_structural():
    game = flying()
    hit(game, "BOOM")
    assert game.state.result["end"] == "destroyed" and set(game.state.result["fates"].values()) == {"killed"}
    game = flying(6)
    game.state.ordnance_aboard = False
    ev = hit(game, "BOOM")
    assert game.state.result is None and "BOOM without a bomb load: simple structural damage (Table 5a)" in texts(ev)


def test_6_2_sky_and_moon_modify_the_wireless_roll_of_a_ditching():
    for sky, options, text in (((0, 9), None, "d10 5, +1 clear, -1 new moon = 5: no signal"),
                               ((0, 3), None, "d10 5, +1 clear = 6: position sent"),
                               ((0, 3), {"conditions": "spotting only"}, "d10 5 = 5: no signal")):
        game = prepare(crew="gunner,aimer,navigator,wireless", sky=sky, options=options,
                       points="points cqp:gun pdp:man")
        s = game.state
        s.position, s.wimpy, s.fuel = 1, s.path[1].cell, 0
        s.rng = ScriptedRng([5, 9, 9, 9, 9, 9])
        ev = game.play("ditch")
        assert f"Wireless operator signals the position: {text}" in texts(ev)


def test_7_8_4_the_wireless_operator_gives_plus_1_on_survival_rolls():
    game = prepare(crew="gunner,aimer,navigator,wireless")
    s = game.state
    s.position, s.wimpy = 1, s.path[1].cell
    s.fuel = 0
    s.rng = ScriptedRng([6, 5, 5, 5, 5, 5])  # wireless succeeds; each member 5 + 1 = 6: rescued
    ev = game.play("ditch")
    assert "Survival Table (Over Sea): Pilot: d10 5, +1 Wireless = 6: rescued" in texts(ev)
    assert set(s.result["fates"].values()) == {"rescued"}
