"""ST Using the Crew (move, activation and its example), ST Exceptions and Important
Clarifications, ST Conditions for Starting Actions, ST Turn Sequence 2 (first turn)."""
import pytest

from st_helpers import arrange
from game.rules.core import RuleError
from game.session.game import Game
from house import rules as house_rules

RULES = house_rules("steam-torpedo")


def ludwig_gatling(table):
    """Ludwig (Talion): Gatling gun in a1 beside the observation post and the chain."""
    game = table()
    arrange(game, "talion", {"a1": "gatling-gun", "b1": "observation-post", "b2": "anti-propeller-chain"},
            crew={"1": "a1"})
    return game


def test_example_of_compartment_activation_gatling_gun(table):
    game = ludwig_gatling(table)
    gatling = [a for a in game.legal_notations() if a.startswith("activate a1 by 1")]
    assert gatling == ["activate a1 by 1 to b1", "activate a1 by 1 to b2"]  # two compartments closer
    events = game.play("activate a1 by 1 to b1")
    sailor = game.state.subs["talion"].member("1")
    assert (sailor.cell, sailor.ready) == ("b1", False)
    attack = next(e for e in events if e.kind == "attack")
    assert attack.data["card"] == "gatling-gun" and attack.data["strength"] == 2
    assert attack.data["section"] == "starboard"  # the Rochelle figure lies on Talion's port
    assert game.state.phase == "damage" and game.to_move() == "rochelle"


def test_using_the_crew_b_adjacent_to_the_control_room_moves_into_it(table):
    game = table()
    arrange(game, "talion", {"b1": "gatling-gun"}, crew={"1": "b1"})
    assert [a for a in game.legal_notations() if a.startswith("activate b1 by 1")] == ["activate b1 by 1 to c2"]
    with pytest.raises(RuleError, match="closer to the control room"):
        game.play("activate b1 by 1 to a1")


def test_using_the_crew_a_move_one_compartment_diagonals_included_then_exhausted(table):
    game = table()
    game.play("move 1 b1")
    game.play("move 2 d1")
    sub = game.state.subs["talion"]
    assert (sub.member("1").cell, sub.member("1").ready) == ("b1", False)
    with pytest.raises(RuleError, match="exhausted"):
        game.play("move 1 a1")
    with pytest.raises(RuleError, match="adjacent"):
        game.play("move 3 a1")
    with pytest.raises(RuleError, match="adjacent"):
        game.play("move 3 c1 b1")  # only the commander has an extra step
    game.state.subs["talion"].at("d2").destroyed = True  # (a refused move restores a copy)
    with pytest.raises(RuleError, match="destroyed"):
        game.play("move 3 d2")


def test_exceptions_commander_extra_step_before_or_after(table):
    game = table()
    arrange(game, "talion", {"a1": "gatling-gun", "b1": "observation-post", "b2": "anti-propeller-chain"},
            crew={"C": "b2"})
    game.play("move C b1 a1")  # move plus extra step
    assert game.state.subs["talion"].member("C").cell == "a1"
    game = table()
    arrange(game, "talion", {"a1": "gatling-gun", "b1": "observation-post", "b2": "anti-propeller-chain"},
            crew={"C": "a2"})
    assert "activate a1 by C step-in to b1" in game.legal_notations()
    game.play("activate a1 by C step-in to b2")
    assert game.state.subs["talion"].member("C").cell == "b2"
    game = table()
    arrange(game, "talion", {"a1": "gatling-gun", "b1": "observation-post", "b2": "anti-propeller-chain"},
            crew={"C": "a1"})
    game.play("activate a1 by C to b1 then c1")
    assert game.state.subs["talion"].member("C").cell == "c1"
    with pytest.raises(RuleError, match="commander"):
        table().play("move 1 b1 a1")


def test_turn_sequence_2_no_activations_on_the_first_turn():
    game = Game(RULES, 4)
    game.play("keep")
    game.play("keep")
    game.play(f"oxygen {next(c for c, x in game.state.subs['talion'].compartments.items() if x.oxygen)}")
    assert not any(a.startswith(("activate", "use")) for a in game.legal_notations())
    with pytest.raises(RuleError, match="first turn"):
        game.play("activate c2 by 1")


def test_first_turn_option_own_lets_the_first_player_react_in_the_second_turn(table):
    game = table(options={"first_turn": "own"})
    state = game.state
    state.turn, state.turns_taken = 2, {"talion": 1, "rochelle": 0}
    state.active = "rochelle"
    assert not any(a.startswith("activate") for a in game.legal_notations())
    from game.rules.steam_torpedo.use import compartments_locked
    assert compartments_locked(state, "rochelle") and not compartments_locked(state, "talion")


def test_exceptions_enemy_crew_in_a_compartment_prevents_its_use(table):
    game = ludwig_gatling(table)
    boarder = game.state.subs["rochelle"].member("3")
    boarder.sub, boarder.cell = "talion", "a1"
    assert not any(a.startswith("activate a1") for a in game.legal_notations())
    with pytest.raises(RuleError, match="enemy crew member"):
        game.play("activate a1 by 1 to b1")


def test_exceptions_no_suitable_target(table):
    game = ludwig_gatling(table)
    game.state.subs["talion"].sector, game.state.subs["rochelle"].sector = 4, 3  # enemy behind
    with pytest.raises(RuleError, match="No suitable target"):
        game.play("activate a1 by 1 to b1")


def test_exceptions_cannot_activate_without_a_way_toward_the_control_room(table):
    game = ludwig_gatling(table)
    for cell in ("b1", "b2"):
        game.state.subs["talion"].at(cell).destroyed = True
    with pytest.raises(RuleError, match="cannot move toward the control room"):
        game.play("activate a1 by 1 to a2")


def test_exceptions_crew_aboard_the_enemy_move_but_use_nothing(table):
    game = table()
    arrange(game, "talion", {"b1": "diving-suits"}, crew={"2": "b1"})
    game.play("activate b1 by 2 on a1")  # Rochelle's starboard faces Talion
    sailor = game.state.subs["talion"].member("2")
    assert (sailor.sub, sailor.cell) == ("rochelle", "a1")
    game.state.turn += 2
    sailor.ready = True
    assert "move 2 b1" in game.legal_notations()
    with pytest.raises(RuleError, match="aboard the enemy"):
        game.play("activate a1 by 2 to b1")


def test_conditions_x2_two_ready_crew_double_the_effect(table):
    game = table()
    arrange(game, "talion", {"a1": "gatling-gun"}, crew={"1": "a1", "2": "a1"})
    assert "activate a1 by 1+2 to b1,b2" in game.legal_notations()
    events = game.play("activate a1 by 1+2 to b1,b2")
    assert next(e for e in events if e.kind == "attack").data["strength"] == 4
    with pytest.raises(RuleError, match="x2"):
        g2 = table()
        arrange(g2, "talion", {"a1": "steam-torpedo-tubes"}, crew={"1": "a1", "2": "a1"})
        g2.play("activate a1 by 1+2 to b1,b2")


def test_conditions_symbol_1_once_per_turn(table):
    game = table()
    arrange(game, "talion", {"d1": "steam-torpedo-tubes"}, crew={"1": "d1", "2": "d1"}, sector=2)
    game.play("activate d1 by 1 to c2")
    game.play("replace")
    with pytest.raises(RuleError, match="once per turn"):
        game.play("activate d1 by 2 to c2")


def test_conditions_presence_observation_post_aims_the_next_attacks(table):
    game = ludwig_gatling(table)
    game.state.subs["talion"].member("3").cell = "b1"
    with pytest.raises(RuleError, match="presence"):
        game.play("activate b1 by 3 to c2")
    game.play("use b1")
    with pytest.raises(RuleError, match="once per turn"):
        game.play("use b1")
    assert game.state.subs["talion"].member("3").ready  # presence exhausts nobody
    events = game.play("activate a1 by 1 to b2")
    assert next(e for e in events if e.kind == "attack").data["strength"] == 3


def test_type_the_control_room_cannot_be_chosen_as_the_target_of_a_repair(table):
    # ST Type: "The control room cannot be chosen as the target of compartment actions": the
    # Engineers' workshop repairs any damaged compartment of its own submarine but that one
    game = table()
    sub = arrange(game, "talion", {"a1": "engineers-workshop"}, crew={"1": "a1"})
    other = next(c for c in sub.compartments.values()
                 if c.card.durability >= 2 and not c.card.control_room and c.cell != "a1")
    sub.at("c2").damage = 1
    other.damage = 1
    repairs = [n for n in game.legal_notations() if n.startswith("activate a1")]
    assert repairs and all(n.endswith(f" on {other.cell}") for n in repairs)
    with pytest.raises(RuleError, match="control room cannot be chosen") as err:
        game.play("activate a1 by 1 to b1 on c2")
    assert err.value.rule == "ST Type"
    game.play(f"activate a1 by 1 to b1 on {other.cell}")
    sub = game.state.subs["talion"]  # (the refused play left a fresh copy of the position)
    assert sub.at(other.cell).damage == 0 and sub.at("c2").damage == 1
