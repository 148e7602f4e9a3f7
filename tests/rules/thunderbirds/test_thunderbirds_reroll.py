"""TaW 6.4.2[1]: "1 Reroll of any die roll, including Luftwaffe and flak rolls": the Reroll PDP
(else a DISC, 6.4.2[2]) on the table rolls too (LW Intensity, zone flak, malfunctions, Lost,
survival, crew hit), once a die; Option `reroll` "skill checks only" keeps it to the GRT."""
from taw_helpers import ScriptedRng, let_stand, prepare, texts
from test_thunderbirds_flight import fly, to_shaded

from game.rules.thunderbirds.steps import push, run


def test_6_4_2_1_reroll_the_luftwaffe_intensity_roll():
    game = prepare()
    to_shaded(game)
    fly(game, dice=[4, 0], picks=["No Event"])  # LW MED d10 4: 1 fighter
    s = game.state
    assert s.pending["kind"] == "reroll" and game.legal_notations() == ["accept", "reroll"]
    assert s.pending["label"] == "LW Intensity table (MED): 1 fighter. Reroll?"
    ev = game.play("reroll")  # d10 0: no fighter
    assert "Pilot Reroll spent: reroll (6.4.2[1])" in texts(ev)
    assert "LW Intensity table (MED) (reroll): d10 0 = 0: 0 fighters" in texts(ev)
    assert s.pdp["reroll"] == 0 and s.fighters == 0 and s.phase == "fly"
    assert not any("spots the Wimpy" in t for t in texts(ev))


def test_6_4_2_1_a_die_is_rerolled_once_and_the_disc_stands_in_for_the_reroll():
    game = prepare(points="points cqp:gun pdp:disc,disc")  # no Reroll PDP: a DISC forces the reroll
    to_shaded(game)
    fly(game, dice=[4, 8, 0, 0], picks=["No Event"])
    ev = game.play("reroll")  # d10 8: 2 fighters, and no second reroll of that die; neither spots
    s = game.state
    assert "Pilot DISC spent: reroll (6.4.2[1])" in texts(ev) and s.pdp["disc"] == 1
    assert "LW Intensity table (MED) (reroll): d10 8 = 8: 2 fighters" in texts(ev)
    assert [t for t in texts(ev) if "spots the Wimpy" in t] == [
        "Fighter 1 spots the Wimpy: d10 0 = 0: not spotted", "Fighter 2 spots the Wimpy: d10 0 = 0: not spotted"]
    assert s.phase == "fly"


def test_6_4_2_1_a_good_result_or_no_point_left_asks_nothing():
    game = prepare()
    to_shaded(game)
    ev = fly(game, dice=[0], picks=["No Event"])  # no fighter: nothing to reroll
    assert game.state.phase == "fly" and "LW Intensity table (MED): d10 0 = 0: 0 fighters" in texts(ev)
    game = prepare(points="points cqp:gun pdp:man")  # neither Reroll nor DISC
    to_shaded(game)
    ev = fly(game, dice=[4, 9, 0, 0], picks=["No Event"])  # fighter spots; gunner does not; fighter misses
    assert "LW Intensity table (MED): d10 4 = 4: 1 fighter" in texts(ev)
    assert "Fighter 1 fires: d10 0 = 0: missed" in texts(ev) and game.state.phase == "fly"


def test_6_4_2_1_reroll_the_zone_flak_table():
    game = prepare()
    to_shaded(game)
    game.state.altitude = "low"
    fly(game, dice=[8, 0], picks=["No Event"])  # green d10 8: 2 flak dice
    assert game.state.pending["label"] == "Zone flak table (green): 2 flak dice. Reroll?"
    ev = game.play("reroll")  # d10 0: no flak dice
    assert "Zone flak table (green) (reroll): d10 0 = 0: 0 flak dice" in texts(ev)
    assert game.state.phase == "fly" and not any("spots the Wimpy" in t for t in texts(ev))


def test_6_4_2_1_reroll_a_malfunction_roll():
    from test_thunderbirds_events import draw
    game = prepare()
    draw(game, 8, position=1)  # heating system: d10 each hex, 0-2 it fails for good
    fly(game, dice=[2, 7], picks=["No Event"])
    assert game.state.pending["label"] == "Heating system (event 8): fails on 0-2: fails completely. Reroll?"
    game.play("reroll")
    assert not game.state.malfunctions["heater"]["failed"]


def test_6_4_2_1_reroll_the_dice_of_lost():
    from test_thunderbirds_events import draw
    game = prepare()
    ev = draw(game, 2, position=4, leg="homebound", dice=[3, 9, 5])  # the Ruhr; d10 3: 1 hex
    assert game.state.pending["label"] == "Lost: distance off course: 1 hex. Reroll?"
    ev += game.play("reroll")  # d10 9: 2 hexes; then d6 5, west
    assert game.state.pending["label"] == "Lost: direction chart: direction 5. Reroll?"
    ev += game.play("accept")
    assert game.state.wimpy == (4, 4) and "Lost: the Wimpy is 2 hexes off course, over occupied Europe 1 hex west of Amsterdam (7.9)" in texts(ev)


def test_6_4_2_1_reroll_a_survival_roll():
    game = prepare()
    fly(game, picks=["MED", "No Event"])
    game.state.fuel = 0
    game.state.rng = ScriptedRng([9, 2, 8, 9, 9, 9])  # pilot rescued; gunner 2: killed
    game.play("ditch")
    assert game.state.pending["label"] == "Survival Table (Over Sea): Rear Gunner: killed. Reroll?"
    ev = game.play("reroll")  # 8: rescued
    assert "Survival Table (Over Sea): Rear Gunner (reroll): d10 8 = 8: rescued" in texts(ev)
    assert set(game.state.result["fates"].values()) == {"rescued"}


def test_6_4_2_1_reroll_the_wireless_roll_of_a_ditching():
    game = prepare(crew="gunner,aimer,navigator,wireless")
    s = game.state
    s.position, s.wimpy, s.fuel = 1, s.path[1].cell, 0
    s.rng = ScriptedRng([2, 6, 5, 5, 5, 5, 5])  # wireless fails, rerolled 6: +1 for every man
    game.play("ditch")
    assert s.pending["label"] == "Wireless operator signals the position: no signal. Reroll?"
    ev = game.play("reroll")
    assert "Survival Table (Over Sea): Pilot: d10 5, +1 Wireless = 6: rescued" in texts(ev)
    assert set(s.result["fates"].values()) == {"rescued"}


def test_6_4_2_1_reroll_the_crew_hit_d6():
    game = prepare()
    s = game.state
    s.position, s.wimpy, s.lw_chit = 1, s.path[1].cell, "LOW"
    s.rng = ScriptedRng([2, 5], ["Crew Hit"])  # d6 2: the gunner; rerolled 5: the wireless seat, empty
    push(s, {"do": "damage", "source": "Flak"})
    run(s, [])
    assert s.pending["label"] == "Crew hit: Rear Gunner. Reroll?"
    ev = game.play("reroll")
    assert "Crew hit: d6 5, no one at that position" in texts(ev) and not s.crew["gunner"].wounds


def test_6_4_2_1_option_skill_checks_only_the_tables_stand():
    game = prepare(options={"reroll": "skill checks only"})
    to_shaded(game)
    fly(game, dice=[4, 6], picks=["No Event"])  # 1 fighter: no reroll offered; the fighter spots
    s = game.state
    assert s.fighters == 1 and s.pending["label"].startswith("Fighter 1 spots the Wimpy: spotted")
    assert game.legal_notations() == ["accept", "reroll"]  # the GRT roll may still be rerolled


def test_6_4_2_1_the_bombs_away_roll_is_still_never_rerolled():
    """7.5.6: "Rerolls are not permitted as the bombs cannot be recalled and dropped again"."""
    game = prepare()
    s = game.state
    s.rng = ScriptedRng([0])
    push(s, {"do": "bombs_away"})
    run(s, [])
    game.play("roll")
    assert s.pending is None and s.bombed == "germany"


def test_let_stand_accepts_only_a_table_reroll():
    game = prepare()
    to_shaded(game)
    fly(game, dice=[4, 6], picks=["No Event"])
    let_stand(game, "LW Intensity table (MED)")
    assert game.state.pending["label"].startswith("Fighter 1 spots the Wimpy")
