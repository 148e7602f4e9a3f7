"""TaW 6.0-6.5: preparation (target, conditions, crew, points, flight path) and the map."""
import pytest
from taw_helpers import ScriptedRng, prepare

from game.rules.core import RuleError
from game.session.game import Game
from game.rules.thunderbirds.board import load_board
from house import rules as house_rules

RULES = house_rules("thunderbirds")

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


def test_6_1_the_calendar_may_start_at_each_of_table_4s_52_missions():
    """The option historical_mission offers Table 4's missions, as the house data lists them."""
    assert len(RULES.data.historical) == 52
    assert RULES.options["historical_mission"].choices == tuple(range(1, 53))


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
    game = prepare()
    assert game.state.fuel == 10 and len(game.state.path) == 10
    assert game.state.phase == "fly"
    monkeypatch.setitem(RULES.data.tables["path"], "min_markers", 9)
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


def briefed_for(name, seed=1):
    game = Game(RULES, seed, CHOICE)
    game.play(f"target {name}")
    while game.state.phase != "plan":
        game.play(game.legal_actions()[0])
    return game


def test_6_5_1_offered_markers_always_lead_to_a_finished_path():
    """Design (ledger, TaW 6.5.1): only markers after which the path can still be finished are
    offered, so any choice among them lays a path of 8-12 markers; `path reset` is not offered."""
    import random
    r = random.Random(7)
    for name in RULES.data.target_names:
        for seed in range(3):
            game = briefed_for(name, seed)
            choices = 0
            while game.state.phase == "plan":
                offered = game.legal_notations()
                assert offered and "path reset" not in offered, (name, offered)
                game.play(r.choice(offered))
                choices += 1
            assert game.state.phase == "fly" and 8 <= len(game.state.path) <= 12 and choices <= 12


def finishes(state, memo):
    """Brute force: some sequence of markers the rules accept finishes the path."""
    if state.phase != "plan":
        return True
    key = tuple((m.cell, m.exit, m.leg) for m in state.path)
    if key not in memo:
        memo[key] = any(finishes(after, memo) for _t, after in accepted(state))
    return memo[key]


def accepted(state):
    """(notation, position after) of every `path ...` marker the rules accept now."""
    from game.rules.thunderbirds.steps import board
    b = board(state)
    cur = state.path[-1].cell if state.path else b.home
    cells = b.karmoy_gates() if cur == b.karmoy else b.neighbours(cur)
    out = []
    for text in [f"path {c},{r}" for c, r in cells] + ["path karmoy"]:
        after = RULES.clone(state)
        try:
            RULES.apply(after, RULES.parse(text))
        except RuleError:
            continue
        out.append((text, after))
    return out


def test_6_5_1_offered_markers_are_exactly_the_accepted_ones_that_can_still_finish():
    """The rules accept any marker 6.5.1 and Table 5 allow (old saves replay); of those, the
    ones offered are exactly the ones a brute-force search can finish from; in a dead end (a
    marker typed by hand) only `path reset` is offered."""
    import random
    r = random.Random(3)
    memo = {}
    for name in RULES.data.target_names:
        game = briefed_for(name)
        memo.clear()
        while game.state.phase == "plan":
            acc = accepted(game.state)
            want = sorted(t for t, after in acc if finishes(after, memo)) or ["path reset"]
            assert sorted(game.legal_notations()) == want, (name, game.moves)
            if r.random() < 0.8 and acc:  # a marker typed by hand: the rules take it
                seen = {f"path {m.cell[0]},{m.cell[1]}" for m in game.state.path}
                loops = [t for t, _after in acc if t in seen]  # back over the path: Table 5 bites
                game.play(r.choice(loops) if loops and r.random() < 0.7 else r.choice(acc)[0])
            else:
                game.play(r.choice(game.legal_actions()))


def test_6_5_1_a_dead_end_typed_by_hand_offers_only_a_reset_and_old_saves_replay():
    """Table 5 can close every way home; the rules still take such markers and `path reset`
    (a save of an earlier version replays), and offer only `path reset` there."""
    loop = ["3,2", "4,2", "3,2", "2,1", "3,1", "4,2", "5,2", "5,3", "5,2"]
    game = prepare(target="Gardening", path=loop)
    assert game.legal_notations() == ["path reset"]
    assert [t for t, _after in accepted(game.state)] == ["path 4,2"]
    assert not finishes(game.state, {})
    game.play("path 4,2")  # accepted by 6.5.1 and Table 5, though no way home is left
    assert game.legal_notations() == ["path reset"] and len(game.state.path) == 10
    game.play("path reset")
    assert game.state.path == [] and "path reset" not in game.legal_notations()
    fresh = prepare(target="Gardening", path=["3,2", "4,2"])
    assert "path reset" not in fresh.legal_notations()
    fresh.play("path reset")  # not offered, still accepted
    assert fresh.state.path == []
    replay = Game.replay(RULES, 1, game.options, None, game.moves)
    assert replay.moves == game.moves and replay.state.path == []


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
