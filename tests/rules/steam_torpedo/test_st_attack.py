"""ST Attack Results (and its example), ST Durability Points, ST Oxygen Supply, ST End of the Game."""
import pytest

from st_helpers import arrange
from game.rules.core import RuleError


def ludwig_fires_at_brunos_stern(table):
    """Ludwig's steam torpedo tubes (attack 3) on the stern of Bruno's submarine, where
    three compartments are destroyed and the armoured one has one durability point left,
    with 2 sailors in it."""
    game = table()
    arrange(game, "talion", {"d1": "steam-torpedo-tubes"}, crew={"1": "d1"}, sector=2)
    bruno = arrange(game, "rochelle", {"a1": "armoured-citadel"}, crew={"1": "a1", "2": "a1"}, sector=3)
    for cell in ("b1", "a2", "b2"):
        bruno.at(cell).destroyed = True
    bruno.at("a1").damage = 2
    events = game.play("activate d1 by 1 to c2")
    attack = next(e for e in events if e.kind == "attack")
    assert (attack.data["strength"], attack.data["armour"], attack.data["damage"]) == (3, 1, 2)
    assert attack.data["section"] == "stern"
    assert game.state.phase == "damage" and game.to_move() == "rochelle"
    assert game.legal_notations() == ["replace", "damage a1"]
    return game


def test_example_of_an_attack_option_1_replace_by_one_control_room_marker(table):
    game = ludwig_fires_at_brunos_stern(table)
    game.play("replace")
    bruno = game.state.subs["rochelle"]
    assert bruno.control_room.damage == 1
    assert bruno.at("a1").damage == 2 and not bruno.at("a1").destroyed
    assert bruno.member("1").alive and bruno.member("2").alive
    assert game.state.phase == "action" and game.to_move() == "talion"


def test_example_of_an_attack_option_2_distribute_then_the_rest_costs_the_control_room(table):
    game = ludwig_fires_at_brunos_stern(table)
    events = game.play("damage a1")
    bruno = game.state.subs["rochelle"]
    assert bruno.at("a1").destroyed  # turned face down
    assert not bruno.member("1").alive and not bruno.member("2").alive
    assert [e.kind for e in events][:4] == ["damage", "destroyed", "crew-killed", "crew-killed"]
    assert "control-room" in [e.kind for e in events]
    assert bruno.control_room.damage == 1
    assert game.state.damage is None and game.to_move() == "talion"


def test_attack_results_4_armour_counts_crewed_armoured_compartments_of_the_section(table):
    game = table()
    arrange(game, "talion", {"d1": "steam-torpedo-tubes"}, crew={"1": "d1"}, sector=2)
    arrange(game, "rochelle", {"a1": "armoured-citadel", "d1": "ram-bow"}, crew={"3": "d1"}, sector=3)
    events = game.play("activate d1 by 1 to c2")
    attack = next(e for e in events if e.kind == "attack")
    assert attack.data["armour"] == 0  # the citadel is empty; the crewed ram bow is in the bow
    assert attack.data["damage"] == 3


def test_attack_results_5_replace_only_before_placing_and_only_in_the_section(table):
    game = table()
    arrange(game, "talion", {"d1": "steam-torpedo-tubes"}, crew={"1": "d1"}, sector=2)
    arrange(game, "rochelle", sector=3)
    game.play("activate d1 by 1 to c2")
    with pytest.raises(RuleError, match="not in the attacked section"):
        game.play("damage e1")
    game.play("damage a1")
    with pytest.raises(RuleError, match="Only all"):
        game.play("replace")
    assert game.state.damage.left == 2


def test_control_room_cannot_take_distributed_damage(table):
    game = table()
    arrange(game, "talion", {"a1": "gatling-gun"}, crew={"1": "a1"})
    # Rochelle, north figure facing east, shows its starboard (row 1) to Talion beside it
    game.play("activate a1 by 1 to b1")
    assert "damage c2" not in game.legal_notations()
    game.state.damage.section = "port"  # a far-side hit, to try the control room
    with pytest.raises(RuleError, match="single marker"):
        game.play("damage c2")


def test_durability_damage_covers_oxygen_last(table):
    game = table()
    arrange(game, "talion", {"d1": "steam-torpedo-tubes"}, crew={"1": "d1"}, sector=2)
    arrange(game, "rochelle", {"a1": "accumulator-room"}, sector=3)  # 2 gears, 1 with oxygen
    game.play("activate d1 by 1 to c2")
    game.play("damage a1")
    assert game.state.subs["rochelle"].at("a1").oxygen == 1
    game.play("damage a1")
    comp = game.state.subs["rochelle"].at("a1")
    assert comp.destroyed and comp.oxygen == 0


def test_end_of_the_game_control_room_destroyed(table):
    game = table()
    arrange(game, "talion", {"d1": "steam-torpedo-tubes"}, crew={"1": "d1"}, sector=2)
    arrange(game, "rochelle", sector=3)
    game.state.subs["rochelle"].control_room.damage = 2
    events = game.play("activate d1 by 1 to c2")
    events += game.play("replace")
    assert game.outcome().winner == "talion" and game.outcome().kind == "control_room"
    assert events[-1].kind == "game-over"
    assert game.legal_actions() == []
    with pytest.raises(RuleError, match="over"):
        game.play("end")


def test_end_of_the_game_whole_crew_dead(table):
    game = table()
    arrange(game, "talion", {"d1": "steam-torpedo-tubes"}, crew={"1": "d1"}, sector=2)
    arrange(game, "rochelle", {"a1": "radio-shark"}, sector=3,
            crew={"C": "a1", "1": "a1", "2": "a1", "3": "a1", "4": "a1"})
    game.play("activate d1 by 1 to c2")
    game.play("damage a1")
    assert game.outcome().winner == "talion" and game.outcome().kind == "crew"


def test_oxygen_supply_no_oxygen_left_loses(table):
    game = table()
    state = game.state
    state.phase = "recovery"
    sub = state.subs["talion"]
    for comp in sub.compartments.values():
        comp.oxygen = 0
    sub.at("e1").oxygen = 1
    game.play("oxygen e1")
    assert game.outcome().winner == "rochelle" and game.outcome().kind == "oxygen"


def krupp_gun_crew(table, crew: dict):
    """Bruno's Krupp deck gun (per-crew attack 2, "1") in a1, Talion at range ahead."""
    game = table(active="rochelle")
    arrange(game, "rochelle", {"a1": "krupp-deck-gun"}, crew=crew, sector=1)
    arrange(game, "talion", sector=3)
    return game


def test_attack_results_3_per_crew_symbol_strength_follows_the_active_crew_in_it(table):
    one = krupp_gun_crew(table, {"1": "a1"})
    attack = next(e for e in one.play("activate a1 by 1 to b1") if e.kind == "attack")
    assert (attack.data["strength"], attack.data["crew"], attack.data["section"]) == (2, 1, "stern")

    two = krupp_gun_crew(table, {"1": "a1", "2": "a1"})
    attack = next(e for e in two.play("activate a1 by 1 to b1") if e.kind == "attack")
    assert (attack.data["strength"], attack.data["crew"]) == (4, 2)  # the activator counts too
    assert two.state.subs["rochelle"].member("2").ready  # the gun crew stays, still ready

    tired = krupp_gun_crew(table, {"1": "a1", "2": "a1"})
    tired.state.subs["rochelle"].member("2").ready = False  # only active crew work the gun
    attack = next(e for e in tired.play("activate a1 by 1 to b1") if e.kind == "attack")
    assert attack.data["strength"] == 2


def test_attack_results_the_attacker_cannot_undo_the_defenders_damage_placement(table):
    game = ludwig_fires_at_brunos_stern(table)
    game.play("damage a1")
    assert game.to_move() == "talion" and not game.can_undo()
    assert game.undo_reason() == "The last move was Panzer La Rochelle's: a player takes back only their own moves"
    with pytest.raises(RuleError):
        game.undo()
    assert game.state.subs["rochelle"].at("a1").destroyed


def test_attack_results_the_defender_cannot_undo_the_attack_that_opened_the_damage_step(table):
    game = ludwig_fires_at_brunos_stern(table)
    assert game.to_move() == "rochelle" and not game.can_undo()
    assert "Talion's" in game.undo_reason()
