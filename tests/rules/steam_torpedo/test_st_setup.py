"""ST Setup 1-3, the compartment data and the Recovery Phase (ST Turn Sequence 1)."""
import pytest

from game.rules.core import RuleError
from game.session.game import Game
from house import rules as house_rules

RULES = house_rules("steam-torpedo")


def test_compartments_are_20_distinct_house_cards_10_per_faction():
    all_cards = RULES.data.cards
    assert len(all_cards) == 20
    assert len({c.name for c in all_cards.values()}) == 20
    for faction in ("talion", "rochelle"):
        ids = RULES.data.faction_set(faction)
        assert len(ids) == 10
        assert sum(all_cards[c].control_room for c in ids) == 1
    names = {c.name for c in all_cards.values()}
    assert {"Gatling gun", "Observation post", "Anti-propeller chain"} <= names
    assert all(c.reason for c in all_cards.values())
    assert {c.type for c in all_cards.values()} == {"standard", "engine", "armoured", "test"}


def test_control_room_is_engine_and_combat():  # ST Type
    for c in RULES.data.cards.values():
        if c.control_room:
            assert c.engine and c.combat


def test_setup_2_layout_control_room_in_centre_of_bottom_row_crew_and_oxygen():
    game = Game(RULES, 11)
    for seat, sub in game.state.subs.items():
        assert sub.at("c2").card.control_room
        assert sorted(c.card.id for c in sub.compartments.values()) == sorted(RULES.data.faction_set(sub.faction))
        assert [(m.id, m.cell, m.ready) for m in sub.crew] == [
            ("C", "c2", True), ("1", "c2", True), ("2", "c2", True), ("3", "c2", True), ("4", "c2", True)]
        assert all(c.oxygen == c.card.oxygen for c in sub.compartments.values())
        assert sub.sector == 3 and sub.heading == "east"
    assert game.state.phase == "swap" and game.to_move() == "talion"
    assert [e.kind for e in game.setup_events] == ["layout", "layout"]


def test_setup_2_layout_is_random_but_replays_from_the_seed():
    a, b = Game(RULES, 1), Game(RULES, 1)
    cards_of = lambda g: [x.card.id for x in g.state.subs["talion"].compartments.values()]
    assert cards_of(a) == cards_of(b)
    assert any(cards_of(Game(RULES, s)) != cards_of(a) for s in (2, 3, 4))


def test_setup_2_one_optional_swap_not_touching_the_control_room():
    game = Game(RULES, 5)
    with pytest.raises(RuleError, match="control room"):
        game.play("swap c2 a1")
    before = game.state.subs["talion"].at("a1").card, game.state.subs["talion"].at("e2").card
    game.play("swap a1 e2")
    after = game.state.subs["talion"].at("e2").card, game.state.subs["talion"].at("a1").card
    assert before == after
    assert game.to_move() == "rochelle"
    game.play("keep")
    assert game.state.phase == "recovery" and game.to_move() == "talion"


def test_setup_3_first_player_option():
    game = Game(RULES, 5, {"first": "second-seat"})
    game.play("keep")
    game.play("keep")
    assert game.to_move() == "rochelle" and game.state.active == "rochelle"
    seen = set()
    for seed in range(12):
        g = Game(RULES, seed, {"first": "random"})
        g.play("keep")
        g.play("keep")
        seen.add(g.state.active)
    assert seen == {"talion", "rochelle"}


def test_setup_1_custom_build_ten_distinct_with_a_control_room():
    game = Game(RULES, 3, {"build": "custom"})
    assert game.state.phase == "build" and game.to_move() == "talion"
    picks = ["gatling-gun", "krupp-deck-gun", "ram-bow", "radio-shark", "boiler-room",
             "armoured-bulkhead", "ballast-tanks", "harpoon-winch", "steam-torpedo-tubes"]
    game.play("build gatling-gun")
    with pytest.raises(RuleError, match="two identical"):
        game.play("build gatling-gun")
    for p in picks[1:]:
        game.play(f"build {p}")
    with pytest.raises(RuleError, match="control room"):
        game.play("build diving-suits")  # the last place must hold the control room
    assert {str(a) for a in game.legal_actions()} == {"build talion-control-room", "build rochelle-control-room"}
    game.play("build rochelle-control-room")
    assert game.to_move() == "rochelle"
    # each player builds from the whole card list: the same card may be in both submarines
    game.play("build gatling-gun")
    game.play("build talion-control-room")
    with pytest.raises(RuleError, match="one control room"):
        game.play("build rochelle-control-room")


def test_setup_1_custom_build_is_hidden_from_the_opponent():
    game = Game(RULES, 3, {"build": "custom"})
    game.play("build gatling-gun")
    assert RULES.view(game.state, "rochelle").builds["talion"] == ["?"]
    assert RULES.view(game.state, "talion").builds["talion"] == ["gatling-gun"]


def test_setup_1_the_log_of_a_custom_build_names_no_card():
    """The log is shown to both players: a secret pick is logged without its card; a draft's
    picks are open and named."""
    game = Game(RULES, 3, {"build": "custom"})
    events = game.play("build gatling-gun")
    assert [e.text for e in events] == ["Talion takes compartment 1 of 10"]
    draft = Game(RULES, 3, {"build": "draft"})
    assert [e.text for e in draft.play("build gatling-gun")] == ["Talion takes Gatling gun"]


def test_setup_1_draft_reading_one_box_of_cards():
    game = Game(RULES, 3, {"build": "draft"})
    game.play("build gatling-gun")
    assert game.to_move() == "rochelle"
    with pytest.raises(RuleError, match="already taken"):
        game.play("build gatling-gun")
    import random
    r = random.Random(1)
    while game.state.phase == "build":
        game.play(r.choice(game.legal_actions()))
    talion = {c.card.id for c in game.state.subs["talion"].compartments.values()}
    rochelle = {c.card.id for c in game.state.subs["rochelle"].compartments.values()}
    assert len(talion) == len(rochelle) == 10 and not talion & rochelle
    assert game.state.subs["talion"].at("c2").card.control_room


def test_turn_sequence_1_recovery_removes_one_oxygen_and_readies_the_crew(table):
    game = table()
    state = game.state
    state.phase = "recovery"
    sub = state.subs["talion"]
    sub.member("1").ready = False
    with pytest.raises(RuleError, match="oxygen"):
        game.play("end")
    cell = next(c for c, comp in sub.compartments.items() if comp.oxygen)
    empty = next(c for c, comp in sub.compartments.items() if not comp.oxygen)
    with pytest.raises(RuleError, match="no oxygen marker"):
        game.play(f"oxygen {empty}")
    total = sub.oxygen
    game.play(f"oxygen {cell}")
    assert game.state.subs["talion"].oxygen == total - 1
    assert all(m.ready for m in game.state.subs["talion"].crew)
    assert game.state.phase == "action"
