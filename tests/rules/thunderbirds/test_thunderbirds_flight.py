"""TaW 7.0-7.8 and 8.2.5 with fixed dice: a mission to the Ruhr (Essen) and back."""
import pytest
from taw_helpers import ScriptedRng, let_stand, prepare, texts

from game.rules.core import RuleError


def fly(game, dice=(), picks=()):
    game.state.rng = ScriptedRng(list(dice), list(picks))
    return game.play("fly")


def test_7_0_3_entering_a_hex_spends_fuel_and_flips_the_marker():
    game = prepare()
    events = fly(game, picks=["MED", "No Event"])
    s = game.state
    assert s.lw_chit == "MED"  # 7.0.1
    assert (s.fuel, s.wimpy, s.path[0].back) == (9, (3, 2), "No Event")
    assert s.phase == "fly" and "Flight path marker turned: No Event" in texts(events)


def to_shaded(game):
    fly(game, picks=["MED", "No Event"])
    fly(game, picks=["No Event"])


def test_7_1_gunner_spots_and_drives_off_a_fighter_with_his_cqp():
    game = prepare()
    to_shaded(game)
    fly(game, dice=[4, 6, 7, 5], picks=["No Event"])  # LW MED d10 4 -> 1 fighter
    let_stand(game, "LW Intensity table (MED)")  # fighter spots (6)
    assert game.state.pending["kind"] == "reroll"  # a Reroll may force the fighter to roll again
    game.play("accept")
    assert game.state.pending["kind"] == "bonus"  # the pilot may give a DISC to the spotting roll
    game.play("roll")  # gunner spots (7)
    assert "fire +cqp" in game.legal_notations() and "hold" in game.legal_notations()
    events = game.play("fire +cqp")  # d10 5 + 1 = 6
    assert "Gunner fires at fighter 1: d10 5, +1 Gun CQP = 6: driven off" in texts(events)
    assert game.state.crew["gunner"].cqp_used and game.state.airframe[0] is None
    assert game.state.phase == "fly"


def test_7_1_2_5_pilot_manoeuvre_cancels_a_fighter_hit():
    game = prepare()
    to_shaded(game)
    fly(game, dice=[4, 6, 7, 2, 8, 5], picks=["No Event"])
    let_stand(game, "LW Intensity table")
    game.play("accept")  # the spotting roll stands
    game.play("roll")
    game.play("fire")  # 2: missed
    assert game.state.pending["kind"] == "reroll"
    game.play("accept")  # fighter fires: 8, a hit
    assert game.state.pending["kind"] == "hit"
    assert {"accept", "reroll", "evade +man"} <= set(game.legal_notations())
    events = game.play("evade +man")  # 5 + 1 = 6
    assert any("Pilot manoeuvres: d10 5, +1 Man +1 = 6: evaded" == t for t in texts(events))
    assert game.state.airframe[0] is None and game.state.pdp["man"] == 0


def test_7_1_2_6_an_accepted_hit_turns_the_left_most_airframe_counter():
    game = prepare()
    to_shaded(game)
    fly(game, dice=[4, 6, 7, 2, 8], picks=["No Event", "No Effect"])
    let_stand(game, "LW Intensity table")
    game.play("accept")  # the spotting roll stands
    game.play("roll")
    game.play("fire")
    game.play("accept")
    game.play("accept")
    assert game.state.airframe[:2] == ["No Effect", None]


def test_6_4_2_reroll_forces_the_fighter_to_roll_again():
    game = prepare()
    to_shaded(game)
    fly(game, dice=[4, 6, 0, 9, 3], picks=["No Event"])
    let_stand(game, "LW Intensity table")
    game.play("accept")  # the spotting roll stands
    game.play("roll")  # gunner does not spot (0)
    game.play("accept")  # fighter fires: 9, hit
    events = game.play("reroll")  # 3: missed
    assert "Pilot Reroll spent: reroll (6.4.2[1])" in texts(events)
    assert game.state.airframe[0] is None and game.state.pdp["reroll"] == 0


def test_7_2_zone_flak_at_low_altitude():
    game = prepare()
    to_shaded(game)
    game.state.altitude = "low"
    fly(game, dice=[8, 6, 9, 0], picks=["No Event", "No Effect"])  # green d10 8 -> 2 dice
    let_stand(game, "Zone flak table (green)")  # spotted
    game.play("accept")  # the spotting roll stands
    assert game.state.pending["kind"] == "hit"  # first die 9 hits
    game.play("accept")
    assert game.state.airframe[0] == "No Effect" and game.state.phase == "fly"
    assert not any("LW Intensity" in e.text for e in game.log())  # 7.1.1[2]: no fighters low


def to_ruhr(game):
    to_shaded(game)
    fly(game, dice=[0], picks=["No Event"])  # 4,3: no fighters
    fly(game, dice=[0], picks=["No Event"])  # 5,4: no fighters
    fly(game, picks=["No Event"])  # the Ruhr: no LW roll (7.5.1 NOTE)


def test_7_5_bombing_the_ruhr():
    game = prepare()
    game_rng = [5, 6, 4, 5, 0, 5]
    to_shaded(game)
    fly(game, dice=[0], picks=["No Event"])
    fly(game, dice=[0], picks=["No Event"])
    game.state.rng = ScriptedRng(game_rng, ["No Event", "No Effect"])
    game.play("fly")
    assert game.state.pending["label"].startswith("Navigator locates the target")
    events = game.play("roll +cqp")  # 5 + 1: located; descend; no zone flak in the Ruhr (7.5.1[3])
    assert game.state.altitude == "low" and not any("Zone flak" in t for t in texts(events))
    events = game.play("roll")  # aimer locates visually: 6
    assert "Wall of fire die 1/3: d10 4, +1 Ruhr = 5: missed" in texts(events)  # 7.5.5
    assert game.state.pending["kind"] == "hit"  # second die 5 + 1
    game.play("accept")
    assert game.state.airframe[0] == "No Effect"
    assert game.state.pending["label"].startswith("Bombs away")
    events = game.play("roll +cqp")  # 5 + 1 = 6, on target (7.5.6)
    s = game.state
    assert s.bombed == "target" and s.cqp_earned == 3 and not s.ordnance_aboard
    assert (s.altitude, s.leg, len(s.event_pool)) == ("high", "homebound", 18)  # 7.7.1
    assert s.bomb_track == "Return to high altitude"


@pytest.mark.parametrize("colour, dice", [("green", 1), ("yellow", 2), ("red", 3)])
def test_7_5_4_target_flak_from_the_bombing_track(colour, dice):
    """7.5.4: the target flak spots the Wimpy (sky and moon), then rolls the dice of its bombing
    track (house data: green 1, yellow 2, red 3; 7.5.4[1])."""
    from game.rules.thunderbirds.steps import board, push, run
    game = prepare(points="points cqp:gun pdp:man")  # no Reroll, no DISC: nothing to decide on the dice
    s = game.state
    s.target_cell, s.target_flak = board(s).targets["Hamburg"], colour
    s.rng = ScriptedRng([9] + [0] * dice)  # spotted; every die misses
    ev = []
    push(s, {"do": "target_flak"})
    run(s, ev)
    assert "Target flak spots the Wimpy: d10 9 = 9: spotted" in texts(ev)
    assert [t for t in texts(ev) if t.startswith("Target flak die")] == [
        f"Target flak die {k}/{dice}: d10 0 = 0: missed" for k in range(1, dice + 1)]
    assert s.bomb_track == "Target flak"


def test_7_6_an_exhausted_event_pool_is_rebuilt():
    game = prepare()
    s = game.state
    s.event_pool = []
    s.active_events.append({"kind": "chit", "chit": 15, "leg": "targetbound", "text": "kept", "ta": True})
    ev = fly(game, picks=["MED", "Event", 3])
    assert "The event pool is exhausted: its chits are returned and mixed (7.6)" in texts(ev)
    assert sorted(s.event_pool) == [n for n in range(1, 19) if n not in (3, 15)]  # 15 stays in the box


def test_7_5_2_target_not_located_over_germany_jettison():
    game = prepare()
    to_shaded(game)
    fly(game, dice=[0], picks=["No Event"])
    fly(game, dice=[0], picks=["No Event"])
    game.state.rng = ScriptedRng([0], ["No Event"])
    game.play("fly")
    game.play("roll")  # navigator: 0
    game.play("accept")
    assert game.legal_notations() == ["jettison", "keep"]
    game.play("jettison")
    assert game.state.bombed == "germany" and game.state.cqp_earned == 1
    assert game.state.altitude == "high"


def test_7_5_1_option_aimer_tries_when_the_navigator_fails():
    game = prepare(options={"locating": "navigator or aimer"})
    to_shaded(game)
    fly(game, dice=[0], picks=["No Event"])
    fly(game, dice=[0], picks=["No Event"])
    game.state.rng = ScriptedRng([0, 7, 0, 0, 0], ["No Event"])
    game.play("fly")
    game.play("roll")
    game.play("accept")  # navigator failed: the aimer tries visually
    game.play("roll")
    assert game.state.located


def test_7_8_1_landing_at_6_group():
    game = prepare()
    game.state.rng = ScriptedRng([], [])
    s = game.state
    s.position, s.leg, s.lw_chit, s.bombed, s.ordnance_aboard = 8, "homebound", "LOW", "target", False
    s.wimpy = s.path[8].cell
    fly(game, picks=["No Event"])
    assert game.outcome().winner == "crew" and s.result["end"] == "landed"


def test_7_8_1_landing_with_a_mine_needs_a_roll():
    game = prepare()
    s = game.state
    s.position, s.leg, s.lw_chit, s.ordnance, s.ordnance_aboard = 8, "homebound", "LOW", "mines", True
    s.wimpy = s.path[8].cell
    fly(game, dice=[2], picks=["No Event"])
    assert game.state.pending["kind"] == "mine" and game.legal_notations() == ["land", "ditch"]
    game.play("land")
    assert game.state.pending["kind"] == "bonus"
    game.play("roll")
    game.play("accept")
    # 7.5.2[1]: failure causes catastrophic loss of the aircraft and crew
    assert game.state.result["end"] == "destroyed" and game.outcome().winner is None


def test_7_5_2_1_with_a_mine_aboard_the_pilot_may_ditch_over_the_sea():
    """7.5.2[1]: "Failure causes catastrophic loss of the aircraft and crew unless the pilot opts
    to ditch over the sea (go to Survival Table)": the choice is the action `ditch`."""
    game = prepare(options={"reroll": "skill checks only"})
    s = game.state
    s.position, s.leg, s.lw_chit, s.ordnance, s.ordnance_aboard = 8, "homebound", "LOW", "mines", True
    s.wimpy = s.path[8].cell
    fly(game, picks=["No Event"])
    assert game.legal_notations() == ["land", "ditch"]
    s.rng = ScriptedRng([9, 5, 0, 7, 6])
    ev = game.play("ditch")
    assert "The pilot ditches over the sea rather than land with a mine (7.5.2[1])" in s.result["text"]
    assert (s.result["end"], s.result["terrain"]) == ("ditched", "sea")
    assert "Survival Table (Over Sea): Pilot: d10 9 = 9: rescued" in texts(ev)
    assert s.result["fates"]["aimer"] == "killed" and s.result["fates"]["gunner"] == "captured"


def test_7_8_2_landing_elsewhere_in_england():
    path = ["3,2", "4,2", "4,3", "5,4", "6,4", "5,4", "4,3", "3,3", "2,3", "2,2"]
    game = prepare(path=path)
    s = game.state
    s.position, s.leg, s.lw_chit, s.bombed = 7, "homebound", "LOW", "target"
    s.wimpy = s.path[7].cell
    fly(game, picks=["No Event"])  # 2,3 is England
    assert "land" in game.legal_notations()
    game.play("land")
    assert s.result["end"] == "landed" and "field in England" in s.result["text"]


def test_7_8_4_out_of_fuel_the_wimpy_ditches():
    game = prepare()
    fly(game, picks=["MED", "No Event"])
    game.state.fuel = 0
    assert game.legal_notations() == ["ditch"]
    game.state.rng = ScriptedRng([9, 5, 0, 7, 2])  # no Wireless aboard: one d10 per crew member
    events = game.play("ditch")
    events += let_stand(game, "Survival Table (Over Sea): Rear Gunner")  # captured
    events += let_stand(game, "Survival Table (Over Sea): Aimer")  # killed
    events += let_stand(game, "Survival Table (Over Sea): Flt. Engineer")  # killed
    assert game.state.result["end"] == "ditched" and game.state.result["terrain"] == "sea"
    # Survival Table Over Sea (house): 0-3 killed, 4-5 captured, 6+ rescued
    assert game.state.result["fates"] == {"pilot": "rescued", "gunner": "captured", "aimer": "killed",
                                          "navigator": "rescued", "engineer": "killed"}
    assert "Survival Table (Over Sea): Pilot: d10 9 = 9: rescued" in texts(events)


def test_8_2_5_the_last_airframe_counter_crashes_the_wimpy():
    game = prepare()
    to_shaded(game)
    game.state.airframe[:7] = ["No Effect"] * 7
    fly(game, dice=[4, 6, 0, 9] + [9] * 5, picks=["No Event", "No Effect"])
    let_stand(game, "LW Intensity table")
    game.play("accept")  # the spotting roll stands
    game.play("roll")
    game.play("accept")
    game.play("accept")
    assert game.state.result["end"] == "crashed" and "8.2.5" in game.state.result["text"]
    assert game.state.result["terrain"] == "occupied" and set(game.state.result["fates"].values()) == {"escaped"}


def test_6_5_1_2_a_second_unique_event_is_no_event():
    game = prepare()
    fly(game, picks=["MED", "Event", 5])
    assert game.state.nav_drm == -1
    events = fly(game, picks=["Event", 6])
    assert game.state.nav_drm == -1 and any("second UNIQUE" in t for t in texts(events))


def test_event_15_tactical_advantage_adds_to_fighter_rolls():
    game = prepare()
    fly(game, picks=["MED", "Event", 15])
    fly(game, picks=["No Event"])
    fly(game, dice=[4, 5, 0, 5], picks=["No Event"])
    events = let_stand(game, "LW Intensity table")
    assert "Fighter 1 spots the Wimpy: d10 5, +1 German Tactical Advantage (event 15) = 6: spotted" in texts(events)


def test_refusals_name_the_rule():
    game = prepare()
    with pytest.raises(RuleError, match="7.0.3|7.8"):
        game.play("land")
    to_shaded(game)
    fly(game, dice=[4, 6], picks=["No Event"])
    with pytest.raises(RuleError, match="First decide"):
        game.play("fly")
