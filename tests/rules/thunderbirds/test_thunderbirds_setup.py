"""TaW 6.0-6.5: preparation (target, conditions, crew, points, flight path) and the map."""
import pytest
from taw_helpers import ScriptedRng, prepare

from game.rules.core import Game, RuleError
from game.rules.thunderbirds import RULES
from game.rules.thunderbirds.board import load_board

CHOICE = {"target_method": "choice", "campaign": "single mission"}


def test_map_targets_zones_and_6_group():
    b = load_board()
    assert b.hex(b.home).england
    assert b.hex(b.targets["Hamburg"]).zone == 2 and b.hex(b.targets["Gardening"]).zone == 1
    assert {b.hex(b.targets[t]).zone for t in ("Kiel", "Wilhelmshaven", "Oldenburg")} == {3}
    assert b.targets["Essen"] == b.targets["Wuppertal"] and b.hex(b.targets["Essen"]).ruhr
    assert b.hex(b.targets["Stuttgart"]).zone == 4
    assert b.hex(b.targets["Cologne"]).germany and b.hex(b.targets["Cologne"]).shaded
    assert b.hex(b.targets["Lorient"]).terrain == "occupied"
    assert b.karmoy[1] == -2  # two hexes above the map (7.10)
    assert 5 <= b.distance(b.home, b.targets["Essen"]) <= 6
    assert sorted(b.directions) == [1, 2, 3, 4, 5, 6]


def test_6_1_intentional_selection_offers_every_target():
    game = Game(RULES, 1, CHOICE)
    assert "target Essen" in game.legal_notations() and "target Karmoy" in game.legal_notations()
    with pytest.raises(RuleError, match="not a target"):
        game.play("target Berlin")


def test_6_1_historical_order():
    game = Game(RULES, 1, {"target_method": "historical", "historical_mission": 13})
    assert game.legal_notations() == ["target Cologne"]
    game.play("target Cologne")
    assert game.state.target == "Cologne"


def test_6_1_random_assignment_uses_table_1():
    game = Game(RULES, 1, {"target_method": "random", "campaign": "single mission"})
    game.state.rng = ScriptedRng([3, 1], ["Essen"])  # d6 3, d10 1 -> Random Selection 7
    events = game.play("target roll")
    assert game.state.target == "Essen"
    assert "Random Selection 7" in events[0].text


def test_6_2_target_conditions():
    game = Game(RULES, 1, CHOICE)
    game.play("target Essen")
    game.state.rng = ScriptedRng([0, 9])
    game.play("conditions")
    assert game.state.sky == {"name": "Clear", "drm": 1, "die": 0}
    assert game.state.moon["drm"] == -1


def test_6_3_crew_is_the_pilot_and_four_others():
    game = Game(RULES, 1, CHOICE)
    game.play("target Essen")
    game.play("conditions")
    assert len(game.legal_actions()) == 5
    game.play("crew gunner,aimer,navigator,wireless")
    assert list(game.state.crew) == ["pilot", "gunner", "aimer", "navigator", "wireless"]
    with pytest.raises(RuleError):
        Game(RULES, 1, CHOICE).play("crew gunner,aimer")


def test_6_4_cqp_limits_and_pdp():
    game = Game(RULES, 1, {**CHOICE, "crew_quality": 2})
    game.play("target Essen")
    game.play("conditions")
    game.play("crew gunner,aimer,navigator,wireless")
    with pytest.raises(RuleError, match="Up to 2 CQP"):
        game.play("points cqp:gun,aim,nav pdp:-")
    with pytest.raises(RuleError):  # no flight engineer aboard for a Repair +1
        game.play("points cqp:repair pdp:-")
    with pytest.raises(RuleError):  # only one Reroll PDP
        game.play("points cqp:- pdp:reroll,reroll")
    game.play("points cqp:gun,nav pdp:man,disc,disc")
    assert game.state.crew["gunner"].cqp == "gun" and game.state.pdp["disc"] == 2


def test_6_4_3_sprog_lowers_cqp():
    game = Game(RULES, 1, {"target_method": "historical", "historical_mission": 4, "crew_quality": 3,
                        "campaign": "single mission"})  # Lorient (red)
    game.play("target Lorient")
    game.play("conditions")
    game.play("crew gunner,aimer,navigator,engineer")
    assert not any(len(a.cqp) == 3 for a in game.legal_actions())
    assert any(len(a.cqp) == 2 for a in game.legal_actions())


def test_6_5_1_path_needs_8_to_12_markers_and_sets_fuel(monkeypatch):
    from game.rules.thunderbirds import data
    game = prepare()
    assert game.state.fuel == 10 and len(game.state.path) == 10
    assert game.state.phase == "fly"
    monkeypatch.setitem(data.tables()["path"], "min_markers", 9)
    short = prepare(target="Gardening", path=["3,2", "4,2", "4,3", "5,3", "4,3", "3,3", "3,2"])
    with pytest.raises(RuleError, match="at least 9"):
        short.play("path 2,2")
    short.play("path 2,1")
    short.play("path 2,2")
    assert short.state.fuel == 9


def test_6_5_1_path_refuses_a_detour_too_long():
    game = prepare(path=["3,2", "4,2"])
    with pytest.raises(RuleError, match="too few markers"):
        for p in ["4,1", "5,1", "5,0", "6,0", "7,0"]:
            game.play(f"path {p}")


def test_table_5_stacked_markers_point_different_ways():
    game = prepare(path=["3,2", "4,2", "4,3", "5,4", "6,4", "5,4"])
    game.play("path 5,3")  # 5,4 already has a marker pointing to 6,4; this one points to 5,3
    assert game.state.path[5].exit != game.state.path[3].exit
    again = prepare(path=["3,2", "4,2", "4,3", "5,4", "6,4", "5,4"])
    with pytest.raises(RuleError, match="different hexsides"):
        again.play("path 6,4")


def test_7_10_karmoy_stacks_3_and_2_markers():
    game = prepare(target="Karmoy", path=["2,1", "3,0", "4,0"])
    game.play("path karmoy")
    assert [m.leg for m in game.state.path[3:]] == ["targetbound"] * 3 + ["homebound"] * 2
    for p in ["4,0", "3,0", "2,1", "2,2"]:
        game.play(f"path {p}")
    assert game.state.fuel == 12 and game.state.phase == "fly"


def test_parse_round_trip():
    for text in ["target Essen", "conditions", "crew gunner,aimer,navigator,engineer",
                 "points cqp:gun,nav pdp:man,disc,disc", "points cqp:- pdp:-", "path 3,4", "path karmoy",
                 "fly", "roll +cqp+disc", "fire +cqp", "evade +man", "hold", "reroll", "accept", "jettison"]:
        assert str(RULES.parse(text)) == text
