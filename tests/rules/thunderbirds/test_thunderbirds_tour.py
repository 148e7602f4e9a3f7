"""TaW 5.0, 6.4.1, 6.4.3, 7.0.2, 7.11.2, Table 4 NOTE, 10.0-10.2: the tour of operations as one game."""
import random

import pytest
from taw_helpers import ScriptedRng, greedy, texts

from game.rules.core import NotationError, RuleError
from game.session.game import Game
from game.rules.thunderbirds.survival import end
from house import rules as house_rules

RULES = house_rules("thunderbirds")


def mission_end(game, how="landed", bombed="target", earned=2, fates=None, flags=()):
    """End the mission in play as given (the tour's bookkeeping runs as in play)."""
    s = game.state
    if not s.crew:
        for m in ("conditions", "crew gunner,aimer,navigator,engineer"):
            game.play(m) if s.phase != "target" else None
    s.bombed, s.cqp_earned, s.flags = bombed, earned, list(flags)
    s.wimpy = (2, 2)
    s.rng = ScriptedRng([9] * 6) if fates is None else s.rng
    for pos, wounds in (fates or {}).items():
        s.crew[pos].wounds = wounds
    ev = []
    end(s, ev, how, "Test")
    return ev


def brief(game):
    game.play(game.legal_notations()[0])  # the target of the calendar
    game.play("conditions")
    game.play("crew gunner,aimer,navigator,engineer")


def test_10_0_between_missions_a_debriefing_then_the_next_mission():
    game = Game(RULES, 1)
    assert game.legal_notations() == ["target Lorient"]  # Table 4, mission 1
    brief(game)
    mission_end(game)
    s = game.state
    assert s.phase == "debrief" and game.legal_notations() == ["next"] and game.outcome() is None
    assert (s.tour.missions_flown, s.tour.successful) == (1, 1)
    game.play("next")
    assert s.phase == "target" and s.crew == {} and s.airframe == [None] * 8
    assert game.legal_notations() == ["target Lorient"]  # mission 2 of Table 4


def test_6_4_1_cqp_earned_by_target_colour_to_a_limit_of_5():
    game = Game(RULES, 1)
    for earned, bank in ((2, 2), (3, 5), (1, 5)):
        brief(game)
        mission_end(game, earned=earned)
        assert game.state.tour.cqp_bank == bank
        game.play("next")
    assert game.state.cqp_bank == 5


def test_6_4_1_the_cqp_bank_is_a_level_the_points_assigned_do_not_leave_it():
    game = Game(RULES, 1, {"crew_quality": 4})
    brief(game)
    game.play("points cqp:gun,aim,nav pdp:-")
    assert game.state.tour.cqp_bank == 4 and game.state.cqp_bank == 4
    mission_end(game, earned=1)
    assert game.state.tour.cqp_bank == 5


def test_6_4_1_option_spent_when_assigned_the_bank_keeps_the_points_remaining():
    """Option `cqp_bank` "spent when assigned" (Table 5: the CQP counter keeps "track of points remaining")."""
    game = Game(RULES, 1, {"crew_quality": 4, "cqp_bank": "spent when assigned"})
    brief(game)
    ev = game.play("points cqp:gun,aim,nav pdp:-")
    assert game.state.tour.cqp_bank == 1 and "3 CQP leave the bank: 1 left (Table 5)" in texts(ev)
    mission_end(game, earned=2)
    game.play("next")
    brief(game)
    assert game.state.cqp_bank == 3 and max(len(a.cqp) for a in game.legal_actions()) == 3


def test_5_0_an_unsuccessful_mission_earns_nothing():
    game = Game(RULES, 1)
    brief(game)
    mission_end(game, bombed="off target")
    assert game.state.tour.successful == 0 and game.state.tour.cqp_bank == 0


def test_6_4_3_a_red_target_brings_a_sprog_who_gets_no_cqp_and_lowers_the_crew_s():
    game = Game(RULES, 1, {"historical_mission": 4, "crew_quality": 3})  # Lorient in red
    game.state.tour.missions_flown = 3
    game.state.rng = ScriptedRng([3, 3], ["navigator"])
    ev = game.play("target Lorient")
    assert any("a sprog from the BCATP" in t for t in texts(ev))
    assert game.state.tour.roster["navigator"].sprog
    game.play("conditions")
    game.play("crew gunner,aimer,navigator,engineer")
    acts = game.legal_actions()
    assert max(len(a.cqp) for a in acts) == 2  # 3 - 1 (6.4.3)
    assert not any("nav" in a.cqp for a in acts)  # no CQP on his first mission


def test_6_4_3_the_dead_and_wounded_are_replaced_by_sprogs():
    game = Game(RULES, 1, {"historical_mission": 3})  # the next mission is period 2's 2nd Lorient
    brief(game)
    gunner = game.state.tour.roster["gunner"].name
    ev = mission_end(game, fates={"gunner": 2, "aimer": 1})
    t = game.state.tour
    assert t.roster["gunner"].sprog and t.roster["aimer"].sprog and t.roster["gunner"].name != gunner
    assert [m.fate for m in t.departed] == ["killed", "wounded"]
    assert any("leaves the crew: killed" in x for x in texts(ev))


def sprog_crew(bank, red=True):
    """A crew briefed for Table 4's 4th mission (Lorient, red) with `bank` CQP; the red name's
    sprog (or, with red=False, an old hand) flies as navigator."""
    game = Game(RULES, 1, {"historical_mission": 4 if red else 5, "crew_quality": bank})
    game.state.rng = ScriptedRng([3, 3], ["navigator"])
    game.play(game.legal_notations()[0])
    game.play("conditions")
    game.play("crew gunner,aimer,navigator,engineer")
    return game


@pytest.mark.parametrize("bank, allotment", [(5, 2), (4, 2), (3, 2), (2, 1), (1, 1)])
def test_6_4_3_sprog_lowers_cqp_allotment(bank, allotment):
    """6.4.3: the sprog lowers the crew's usable allotment (up to 3, 6.4.1[1]) by 1, to a minimum
    of 1: with 4 or 5 banked the crew still loses a point ("3 CQP ... reduced to 2")."""
    game = sprog_crew(bank)
    assert game.state.sprog
    assert max(len(a.cqp) for a in game.legal_actions()) == allotment
    veteran = sprog_crew(bank, red=False)
    assert not veteran.state.sprog
    assert max(len(a.cqp) for a in veteran.legal_actions()) == min(bank, 3)


def test_6_4_3_sprogs_are_read_from_the_calendar_not_the_tour_s_count():
    """"none can be assigned before mission period 2, 2nd Lorient": a tour whose first mission
    is that red Lorient gets its sprog at once; one that starts at Table 4's first mission gets
    old hands as replacements until the calendar reaches it."""
    game = Game(RULES, 1, {"historical_mission": 4})
    assert game.state.tour.missions_flown == 0
    game.state.rng = ScriptedRng([], ["aimer"])
    ev = game.play("target Lorient")
    assert any("a sprog from the BCATP, replaces" in x for x in texts(ev))
    assert game.state.tour.roster["aimer"].sprog
    early = Game(RULES, 1)  # Table 4's 1st mission: Lorient, January, Period 2
    brief(early)
    ev = mission_end(early, fates={"gunner": 2})
    gunner = early.state.tour.roster["gunner"]
    assert not gunner.sprog and any(f"{gunner.name} joins as Rear Gunner" == x for x in texts(ev))
    third = Game(RULES, 1, {"historical_mission": 3})  # the next mission is the red Lorient
    brief(third)
    mission_end(third, fates={"gunner": 2})
    assert third.state.tour.roster["gunner"].sprog


def test_6_4_3_random_assignment_reads_the_selection_s_place_in_table_4():
    game = Game(RULES, 1, {"target_method": "random"})
    game.state.rng = ScriptedRng([1, 0, 3, 3], [])  # d6 1, d10 0 -> Random Selection 1 (January, Period 2)
    game.play("target roll")
    brief_rest = ("conditions", "crew gunner,aimer,navigator,engineer")
    for m in brief_rest:
        game.play(m)
    mission_end(game, fates={"gunner": 2})
    assert not game.state.tour.roster["gunner"].sprog
    game.play("next")
    game.state.rng = ScriptedRng([3, 3])
    game.play("target Lorient")  # the 2nd target of selection 1, still before the 2nd Lorient of period 2
    for m in brief_rest:
        game.play(m)
    mission_end(game)
    game.play("next")
    game.state.rng = ScriptedRng([1, 1, 3, 3], ["wireless"])  # Random Selection 2: Gardening first
    game.play("target roll")
    for m in brief_rest:
        game.play(m)
    mission_end(game, fates={"aimer": 2})
    assert game.state.tour.roster["aimer"].sprog  # he joins for the next target: the red Lorient
    game.play("next")
    game.state.rng = ScriptedRng([], ["wireless"])
    ev = game.play("target Lorient")
    assert game.state.target == "Lorient" and game.state.tour.sel_index == 1
    assert game.state.tour.roster["wireless"].sprog and any("a sprog" in x for x in texts(ev))


def test_7_11_3_a_sprog_who_replaces_a_decorated_man_does_not_fly_with_his_mid():
    """7.11.2-7.11.4: the MiD +1 belongs to the man; the red name's sprog takes his seat, not his MiD."""
    game = Game(RULES, 1, {"historical_mission": 3})  # then mission 4: Lorient in red
    brief(game)
    game.state.mid_award = {"position": "navigator", "name": game.state.tour.roster["navigator"].name,
                            "award": "DFM"}
    mission_end(game)
    t = game.state.tour
    assert t.mid["position"] == "navigator"
    game.play("next")
    game.state.rng = ScriptedRng([3, 3], ["navigator"])
    ev = game.play("target Lorient")
    assert any("his MiD +1 leaves with him (7.11.3)" in x for x in texts(ev)) and t.mid is None
    game.play("conditions")
    game.play("crew gunner,aimer,navigator,engineer")
    nav = game.state.crew["navigator"]
    assert nav.sprog and not nav.mid
    from game.rules.thunderbirds.grt import bonus_choices
    assert "mid" not in bonus_choices(game.state, {"actor": "navigator", "cqp": "nav"})


def test_7_11_3_the_mid_is_cancelled_when_its_man_is_killed():
    game = Game(RULES, 1, {"historical_mission": 5})  # Lorient, Oldenburg: no red name
    brief(game)
    game.state.mid_award = {"position": "gunner", "name": "x", "award": "DFM"}
    mission_end(game)
    assert game.state.tour.mid["position"] == "gunner"
    game.play("next")
    brief(game)
    ev = mission_end(game, fates={"gunner": 2})
    assert game.state.tour.mid is None and any("the MiD is cancelled (7.11.3)" in x for x in texts(ev))
    assert game.state.tour.roster["gunner"].sprog and not game.state.tour.roster["gunner"].awards


def test_7_11_2_the_mid_stays_with_its_man_when_the_red_name_replaces_another():
    game = Game(RULES, 1, {"historical_mission": 3})
    brief(game)
    game.state.mid_award = {"position": "gunner", "name": game.state.tour.roster["gunner"].name, "award": "DFM"}
    mission_end(game)
    game.play("next")
    game.state.rng = ScriptedRng([3, 3], ["navigator"])
    game.play("target Lorient")
    game.play("conditions")
    game.play("crew gunner,aimer,navigator,engineer")
    assert game.state.crew["gunner"].mid and not game.state.crew["navigator"].mid


def test_7_0_2_the_last_mission_s_lw_chit_sits_out():
    game = Game(RULES, 1)
    brief(game)
    game.state.lw_chit = "HIGH"
    mission_end(game)
    game.play("next")
    assert game.state.tour.last_lw_chit == "HIGH"
    from game.rules.thunderbirds.flight import take_off
    s = game.state
    s.rng = ScriptedRng([], ["HIGH", "LOW"])
    take_off(s, [])
    assert s.lw_chit == "LOW"


def test_7_11_2_mid_gives_a_bonus_from_the_next_mission_until_the_period_ends():
    game = Game(RULES, 1)  # January, Period 2: missions 1 and 2
    brief(game)
    game.state.mid_award = {"position": "gunner", "name": "x", "award": "DFM"}
    mission_end(game)
    t = game.state.tour
    assert t.mid["position"] == "gunner" and t.mid["until"] == 0 and "DFM" in t.roster["gunner"].awards
    game.play("next")
    brief(game)
    assert game.state.crew["gunner"].mid
    from game.rules.thunderbirds.grt import bonus_choices
    assert "mid" in bonus_choices(game.state, {"actor": "gunner", "cqp": "gun"})
    mission_end(game)
    game.play("next")  # January, Period 3: the period is over
    assert t.mid is None


def test_7_11_2_mid_in_the_last_mission_of_a_period_lasts_through_the_next():
    game = Game(RULES, 1, {"historical_mission": 2})  # the last mission of January, Period 2
    brief(game)
    game.state.mid_award = {"position": "pilot", "name": "x", "award": "DFC"}
    mission_end(game)
    t = game.state.tour
    for _ in range(4):  # January, Period 3: four missions, the pilot's MiD +1 holds
        game.play("next")
        assert t.mid is not None
        brief(game)
        assert game.state.crew["pilot"].mid
        mission_end(game)
    game.play("next")
    assert t.mid is None


def test_events_9_and_17_advanced_training_skips_the_next_mission():
    game = Game(RULES, 1)
    brief(game)
    mission_end(game, flags=["advanced training"])
    ev = game.play("next")
    assert game.state.tour.slot == 2 and any("skips mission 2 (Lorient)" in x for x in texts(ev))
    assert game.legal_notations() == ["target Gardening"]  # mission 3 of Table 4


def pilot_killed(option):
    game = Game(RULES, 1, {"lost_aircraft": option, "historical_mission": 10})  # sprogs by then (6.4.3)
    brief(game)
    mission_end(game, earned=1)
    game.play("next")
    brief(game)
    mission_end(game, bombed="off target", fates={"pilot": 2})
    return game


def test_10_2_1_option_1_missions_back_to_zero_and_a_new_crew():
    game = pilot_killed("reset missions")
    t = game.state.tour
    assert t.successful == 0 and t.cqp_bank == 0 and t.pilots == 2 and game.outcome() is None
    assert all(m.sprog for p, m in t.roster.items() if p != "pilot")


def test_10_2_2_option_2_missions_kept_and_a_new_crew():
    game = pilot_killed("keep missions")
    t = game.state.tour
    assert t.successful == 1 and t.cqp_bank == 0 and t.pilots == 2 and game.outcome() is None


def ditched_over_europe(fates, options=None):
    """The second mission ends over Occupied Europe with the crew's fates as given."""
    game = Game(RULES, 1, {"historical_mission": 10, **(options or {})})
    brief(game)
    mission_end(game, earned=1)
    game.play("next")
    brief(game)
    s = game.state
    pilot = s.tour.roster["pilot"].name
    for pos, fate in fates.items():
        s.crew[pos].fate = fate
    s.bombed, s.wimpy = "target", (5, 4)
    s.result = {"end": "ditched", "text": "Test", "successful": False, "cqp_earned": 0}
    ev = []
    from game.rules.thunderbirds.tour import finish_mission
    finish_mission(s, ev)
    return game, pilot, ev


@pytest.mark.parametrize("fate", ["evaded", "escaped", "rescued"])
def test_summary_note_taken_in_by_the_resistance_or_escaped_the_career_goes_on(fate):
    """Summary NOTE: "your career is over unless you are rescued at sea, taken in by the
    resistance, escape from Stalag 13 or crash land in England"."""
    game, pilot, ev = ditched_over_europe({"pilot": fate, "gunner": fate, "aimer": "captured"})
    t = game.state.tour
    assert t.pilots == 1 and t.roster["pilot"].name == pilot and t.successful == 1 and t.cqp_bank == 1
    assert not t.roster["gunner"].sprog and t.roster["aimer"].sprog  # the captured aimer is replaced
    if fate != "rescued":
        assert any("is back with the squadron" in x and "(Summary NOTE)" in x for x in texts(ev))
    assert game.outcome() is None and game.state.phase == "debrief"


@pytest.mark.parametrize("fate", ["killed", "captured"])
def test_summary_note_killed_or_captured_the_career_is_over(fate):
    game, pilot, ev = ditched_over_europe({"pilot": fate})
    t = game.state.tour
    assert t.pilots == 2 and t.roster["pilot"].name != pilot and t.cqp_bank == 0


@pytest.mark.parametrize("fate", ["evaded", "escaped"])
def test_summary_note_option_not_within_five_months_an_evader_s_career_is_over(fate):
    """The stricter reading: "You may in fact survive to fight again, but unfortunately not
    within the five months covered by this game"."""
    game, pilot, ev = ditched_over_europe({"pilot": fate, "gunner": fate},
                                          {"evaders": "not within five months"})
    t = game.state.tour
    assert t.pilots == 2 and t.roster["pilot"].name != pilot and t.cqp_bank == 0
    assert any(m.fate == fate for m in t.departed)


def test_the_pilot_s_career_end_as_the_end_of_the_game():
    game = pilot_killed("end the tour")
    assert game.outcome().winner is None and game.outcome().kind == "career_over"
    assert "career is over" in game.outcome().how


def test_5_0_thirty_successful_missions_win_the_tour():
    game = Game(RULES, 1, {"tour_length": 5})
    for _ in range(5):
        brief(game)
        mission_end(game)
        if game.outcome() is None:
            game.play("next")
    assert game.outcome().winner == "crew" and game.state.phase == "over"


def test_6_1_random_assignment_flies_the_selection_in_order():
    game = Game(RULES, 1, {"target_method": "random"})
    game.state.rng = ScriptedRng([1, 1, 5, 5], [])  # d6 1, d10 1 -> Random Selection 2
    game.play("target roll")
    assert game.state.target == "Gardening" and game.state.tour.selection == 2
    game.play("conditions")
    game.play("crew gunner,aimer,navigator,engineer")
    mission_end(game)
    game.play("next")
    assert game.legal_notations() == ["target Lorient"]  # the second target of selection 2


def test_a_whole_tour_replays_from_its_seed_and_moves():
    """Its speed is measured by tools/bench.py, never here."""
    r = random.Random(7)
    game = Game(RULES, 7, {"tour_length": 30})
    while game.outcome() is None:
        game.play(greedy(game, r))
    assert game.state.tour.successful == 30
    again = Game.replay(RULES, 7, {"tour_length": 30}, None, game.moves)
    assert again.state.tour.history == game.state.tour.history and again.outcome() == game.outcome()


# -- Table 4 NOTE (displaced): "The pilot may only choose three of the five. After drawing Mentioned
# in Dispatches, he may select one of the four to be permanently available. He would then be able
# to take three more. This may only occur once for a pilot."
def pilot_mentioned(game):
    """The pilot is listed for the DFC in the mission in play (7.11.1, d6 1); the tour goes on."""
    brief(game)
    game.state.mid_award = {"position": "pilot", "name": "x", "award": "DFC"}
    ev = mission_end(game)
    game.play("next")
    brief(game)
    return ev


def test_table_4_note_after_his_mid_the_pilot_selects_one_pdp_to_keep_and_takes_three_more():
    game = Game(RULES, 1)
    ev = pilot_mentioned(game)
    assert any("may choose one PDP to keep for good" in x for x in texts(ev))
    notations = game.legal_notations()
    assert notations and all(" perm:" in n for n in notations)  # the choice is offered, and due
    assert {n.split("perm:")[1] for n in notations} == {"man", "stam", "reroll", "disc"}
    with pytest.raises(RuleError, match="Table 4 NOTE"):
        game.play("points cqp:- pdp:man,reroll,disc")
    ev = game.play("points cqp:- pdp:man,reroll,disc perm:stam")
    s = game.state
    assert s.pdp == {"man": 1, "stam": 1, "reroll": 1, "disc": 1}  # four PDP this mission
    assert s.tour.permanent_pdp == "stam" and not s.tour.permanent_pdp_due
    assert any("Stam +1 (permanent) + Man +1, Reroll, DISC" in x for x in texts(ev))


def test_table_4_note_every_later_mission_the_permanent_pdp_and_three_of_the_other_counters():
    game = Game(RULES, 1)
    pilot_mentioned(game)
    game.play("points cqp:- pdp:man,stam,reroll perm:disc")
    mission_end(game)
    game.play("next")
    brief(game)
    assert not any(" perm:" in n for n in game.legal_notations())
    with pytest.raises(RuleError, match="once, after his MiD"):
        game.play("points cqp:- pdp:man perm:reroll")
    # two DISC counters in all (6.4.2[1]): the permanent one and one more
    with pytest.raises(RuleError, match="DISC is the pilot's for good"):
        game.play("points cqp:- pdp:disc,disc")
    game.play("points cqp:- pdp:man,reroll,disc")
    assert game.state.pdp == {"man": 1, "stam": 0, "reroll": 1, "disc": 2}


def test_table_4_note_only_once_for_a_pilot_and_it_outlasts_the_mid_period():
    game = Game(RULES, 1)  # January, Period 2: missions 1 and 2
    pilot_mentioned(game)
    game.play("points cqp:- pdp:- perm:reroll")
    mission_end(game)
    game.play("next")  # January, Period 3: the MiD +1 of 7.11.2[2] is over
    t = game.state.tour
    assert t.mid is None and t.permanent_pdp == "reroll"
    brief(game)
    game.state.mid_award = {"position": "pilot", "name": "x", "award": "DFC"}  # a second DFC
    mission_end(game)
    game.play("next")
    assert t.mid["position"] == "pilot" and t.permanent_pdp == "reroll" and not t.permanent_pdp_due
    brief(game)
    assert not any(" perm:" in n for n in game.legal_notations())


def test_table_4_note_a_crew_member_s_dfm_gives_the_pilot_nothing():
    game = Game(RULES, 1)
    brief(game)
    game.state.mid_award = {"position": "gunner", "name": "x", "award": "DFM"}
    mission_end(game)
    assert not game.state.tour.permanent_pdp_due


def test_table_4_note_a_new_pilot_starts_without_it():
    game = Game(RULES, 1, {"lost_aircraft": "keep missions"})
    pilot_mentioned(game)
    game.play("points cqp:- pdp:- perm:man")
    mission_end(game, bombed="off target", fates={"pilot": 2})  # 10.2.2: a new bird and a new crew
    t = game.state.tour
    assert t.pilots == 2 and t.permanent_pdp is None and not t.permanent_pdp_due


def test_table_4_note_option_mid_period_the_pdp_lasts_while_the_pilot_s_mid_does():
    game = Game(RULES, 1, {"permanent_pdp": "mid period"})
    pilot_mentioned(game)
    game.play("points cqp:- pdp:- perm:man")
    assert game.state.pdp["man"] == 1
    mission_end(game)
    ev = game.play("next")  # January, Period 3: the MiD +1 ends, and the permanent PDP with it
    t = game.state.tour
    assert any("ends with its period" in x for x in texts(ev))
    assert t.mid is None and t.permanent_pdp is None
    brief(game)
    game.state.mid_award = {"position": "pilot", "name": "x", "award": "DFC"}
    mission_end(game)
    game.play("next")
    brief(game)
    assert all(" perm:" in n for n in game.legal_notations())  # a new MiD, a new choice


def test_table_4_note_the_notation_of_the_permanent_pdp():
    a = RULES.parse("points cqp:gun pdp:man,disc perm:disc")
    assert (a.cqp, a.pdp, a.permanent) == (("gun",), ("man", "disc"), "disc")
    assert str(a) == "points cqp:gun pdp:man,disc perm:disc"
    assert str(RULES.parse("points cqp:- pdp:-")) == "points cqp:- pdp:-"
    with pytest.raises(NotationError):
        RULES.parse("points cqp:- pdp:- perm:gun")
