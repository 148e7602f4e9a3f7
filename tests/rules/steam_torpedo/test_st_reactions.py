"""ST Conditions for Starting Actions: the reaction symbol; reactions in the opponent's turn."""
import pytest

from st_helpers import arrange
from game.rules.core import RuleError


def test_reaction_window_after_a_manoeuvre(table):
    game = table(active="rochelle")
    arrange(game, "talion", {"b2": "ballast-tanks"}, crew={"4": "b2"})
    game.state.subs["talion"].member("4").ready = False  # exhausted crew may react
    events = game.play("manoeuvre own 4 enemy 3")
    assert game.state.phase == "reaction" and game.to_move() == "talion"
    assert events[-1].kind == "reaction-offered" and events[-1].data["trigger"] == "manoeuvre"
    assert "pass" in game.legal_notations() and "react b2 by 4 on 2" in game.legal_notations()
    game.play("react b2 by 4 on 2")
    sailor = game.state.subs["talion"].member("4")
    assert (sailor.cell, sailor.ready) == ("c2", False)  # back to the control room, exhausted
    assert game.state.subs["talion"].sector == 2
    assert game.state.phase == "action" and game.to_move() == "rochelle"


def test_pass_returns_the_turn(table):
    game = table(active="rochelle")
    arrange(game, "talion", {"b2": "ballast-tanks"}, crew={"4": "b2"})
    game.play("manoeuvre own 4 enemy 3")
    with pytest.raises(RuleError, match="react or pass"):
        game.play("end")
    game.play("pass")
    assert game.state.phase == "action" and game.to_move() == "rochelle"
    assert game.state.subs["talion"].member("4").cell == "b2"


def test_no_window_when_there_is_nothing_to_react_with(table):
    game = table(active="rochelle")
    game.play("manoeuvre own 4 enemy 3")
    assert game.state.phase == "action" and game.to_move() == "rochelle"


def test_reaction_attack_after_an_activation_with_damage_steps_on_both_sides(table):
    game = table()
    arrange(game, "talion", crew={"3": "c2"}, sector=3)
    arrange(game, "rochelle", {"c1": "radio-shark"}, crew={"2": "c1"}, sector=2)
    # Talion sees Rochelle behind-close; Rochelle sees Talion ahead-close: the shark fits
    game.play("activate c2 by 3")  # the control room: attack 1 on Rochelle's bow
    assert game.state.phase == "damage" and game.to_move() == "rochelle"
    game.play("replace")
    assert game.state.phase == "reaction" and game.to_move() == "rochelle"
    assert game.state.reaction.trigger == "activation"
    events = game.play("react c1 by 2")
    attack = next(e for e in events if e.kind == "attack")
    assert attack.data["attacker"] == "rochelle" and attack.data["section"] == "stern"
    assert game.state.phase == "damage" and game.to_move() == "talion"  # the active player defends
    game.play("replace")
    assert game.state.phase == "action" and game.to_move() == "talion"
    assert game.state.subs["rochelle"].member("2").cell == "c2"
    assert game.state.subs["talion"].control_room.damage == 1


def test_reaction_needs_its_own_target(table):
    game = table()
    arrange(game, "talion", crew={"3": "c2"}, sector=3)
    arrange(game, "rochelle", {"c1": "radio-shark"}, crew={"2": "c1"}, sector=4)
    game.play("activate c2 by 3")  # Rochelle ahead-close of Talion: its stern is hit
    game.play("replace")
    assert game.state.phase == "action"  # Talion is behind the shark: no window


def test_no_reactions_in_the_first_round(table):
    game = table(active="rochelle")
    game.state.turn = 2
    arrange(game, "talion", {"b2": "ballast-tanks"}, crew={"4": "b2"})
    game.play("manoeuvre own 4 enemy 3")
    assert game.state.phase == "action"


def test_reaction_return_option_all_sends_every_crew_member_home(table):
    game = table(active="rochelle", options={"reaction_return": "all"})
    arrange(game, "talion", {"b2": "ballast-tanks"}, crew={"4": "b2", "3": "b2"})
    game.play("manoeuvre own 4 enemy 3")
    game.play("react b2 by 4 on 2")
    sub = game.state.subs["talion"]
    assert sub.member("3").cell == "c2" and not sub.member("3").ready


# -- "1" and "x2" in reactions: no house card has them, so test cards (tests/data) do -------
def reaction_test_cards():
    import yaml
    from pathlib import Path
    from game.rules.steam_torpedo.cards import read_cards
    from house import data
    path = Path(__file__).resolve().parents[2] / "data" / "steam_torpedo_reaction_cards.yaml"
    return read_cards(yaml.safe_load(path.read_text(encoding="utf-8")), data("steam-torpedo").numbers)


def rochelle_with(game, card_id, crew, layout=None):
    """Rochelle's c1 holds a test card with ``crew`` in it; a1 (the ram bow, 3 gears) has 2 damage."""
    from game.rules.steam_torpedo.state import Compartment
    sub = arrange(game, "rochelle", {"a1": "ram-bow", **(layout or {})}, crew=crew)
    card = reaction_test_cards()[card_id]
    sub.compartments["c1"] = Compartment("c1", card, oxygen=card.oxygen)
    sub.at("a1").damage = 2
    return sub


def test_conditions_x2_in_a_reaction_needs_two_crew_members_in_the_ready_state(table):
    game = table()
    sub = rochelle_with(game, "twin-pumps", {"2": "c1", "4": "c1"})
    sub.member("4").ready = False  # an exhausted crew member may react alone, not in an x2 pair
    game.play("manoeuvre own 4 enemy 3")
    assert game.state.phase == "reaction" and game.to_move() == "rochelle"
    legal = game.legal_notations()
    assert "react c1 by 2 on a1" in legal and "react c1 by 4 on a1" in legal
    assert "react c1 by 2+4 on a1" not in legal
    with pytest.raises(RuleError, match="ready state") as err:
        game.play("react c1 by 2+4 on a1")
    assert err.value.rule == "ST Conditions for Starting Actions"
    # both ready: used together, the effect doubled (2 damage markers removed)
    game = table()
    sub = rochelle_with(game, "twin-pumps", {"2": "c1", "4": "c1"})
    game.play("manoeuvre own 4 enemy 3")
    assert "react c1 by 2+4 on a1" in game.legal_notations()
    game.play("react c1 by 2+4 on a1")
    assert sub.at("a1").damage == 0


def test_conditions_symbol_1_holds_for_reactions_too(table):
    game = table()
    arrange(game, "talion", crew={"3": "c2"}, sector=3)
    sub = rochelle_with(game, "damage-control", {"2": "c1", "4": "c1", "1": "b1"}, {"b1": "ballast-tanks"})
    sub.sector = 2
    game.play("activate c2 by 3")  # Talion's control room: attack 1 on Rochelle's bow
    game.play("replace")
    assert game.state.phase == "reaction" and game.to_move() == "rochelle"
    game.play("react c1 by 2 on a1")  # the "1" card, once
    assert sub.at("a1").damage == 1
    game.play("pass")
    game.play("manoeuvre own 4 enemy 2")  # a second event in the same turn
    assert game.state.phase == "reaction" and game.to_move() == "rochelle"  # the ballast tanks could react
    assert not any(n.startswith("react c1") for n in game.legal_notations())
    with pytest.raises(RuleError, match="once per turn") as err:
        game.play("react c1 by 4 on a1")
    assert err.value.rule == "ST Conditions for Starting Actions"
