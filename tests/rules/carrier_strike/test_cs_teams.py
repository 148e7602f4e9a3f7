"""CS Teams 1-4: one carrier per player, two throws a team turn, landing on a teammate's
carrier, taking over a teammate's units."""
import pytest

from game.rules.carrier_strike.fleet import landing_options
from game.rules.core import RuleError

from cs_helpers import F_FACE, FixedRng, move_carrier, put, setup_game, start_turn
from house import rules as house_rules

RULES = house_rules("carrier-strike")

E, NE, NW, W, SW, SE = range(6)


def test_teams_1_four_players_each_command_one_carrier():
    game = setup_game(options={"players": 4})
    seats = {c.id: c.seat for c in game.state.carriers.values()}
    assert seats == {"R1": "red-1", "R2": "red-2", "Y1": "yellow-1", "Y2": "yellow-2"}
    assert game.state.planes["Ra"].seat == "red-1" and game.state.planes["Re"].seat == "red-2"
    assert RULES.seats_for({"players": 4}) == game.state.seats


def test_teams_2_two_throws_a_team_turn_one_for_each_carrier_or_its_planes():
    game = setup_game(options={"players": 4})
    start_turn(game, "red")
    assert game.to_move() == "red-1" and game.state.throw.command == ("R1",)
    game.state.rng = FixedRng([2, F_FACE])
    game.play("roll planes")
    with pytest.raises(RuleError) as err:
        game.play("launch Re")
    assert err.value.rule == "CS Teams 2"
    game.play("launch Ra")
    game.play("taxi Rb")
    assert game.to_move() == "red-2" and game.state.turn_side == "red"
    game.play("roll carrier")
    assert game.legal_notations() == ["forward R2"]
    game.play("forward R2")
    assert game.state.turn_side == "yellow" and game.to_move() == "yellow-1"


def test_teams_2_note_a_lone_player_against_a_team_takes_both_throws():
    game = setup_game(options={"players": 3})
    assert game.state.seats == ["red", "yellow-1", "yellow-2"]
    start_turn(game, "red")
    assert [t.seat for t in game.state.throws] == ["red", "red"]
    assert [t.carrier for t in game.state.throws] == ["R1", "R2"]


def test_teams_3_a_plane_returns_to_the_teammates_carrier_only_when_its_own_is_full_or_out_of_torpedoes():
    game = setup_game(options={"players": 4})
    state = game.state
    ra = put(game, "Ra", cell=(10, 10))
    assert landing_options(state, ra) == []  # both rear decks taken: lost at sea
    del state.planes[state.deck("R2")[4]]
    assert landing_options(state, ra) == ["R2"]  # own rear deck taken, the teammate's free
    del state.planes[state.deck("R1")[4]]
    assert landing_options(state, ra) == ["R1"]  # own rear deck free: own carrier only
    state.carriers["R1"].torpedoes = 0  # CS Teams 3 NOTE
    assert landing_options(state, ra) == ["R1", "R2"]


def test_teams_3_returning_to_a_teammates_carrier_hands_the_plane_over():
    game = setup_game(options={"players": 4})
    state = game.state
    del state.planes[state.deck("R2")[4]]
    move_carrier(game, "R2", (10, 8), E)
    ra = put(game, "Ra", cell=(8, 8))  # behind R2's stern 9,8
    start_turn(game, "red")
    state.rng = FixedRng([1])
    game.play("roll planes")
    game.play("land Ra R2")
    ra = game.state.planes["Ra"]
    assert ra.carrier == "R2" and ra.seat == "red-2" and ra.command == "R2"


def test_teams_4_a_player_who_lost_the_carrier_moves_the_teammates_units():
    game = setup_game(options={"players": 4})
    game.state.carriers["R1"].sunk = True
    for pid in list(game.state.planes):
        if game.state.planes[pid].command == "R1":
            del game.state.planes[pid]
    start_turn(game, "red")
    assert game.to_move() == "red-1" and game.state.throw.command == ("R1", "R2")
    game.state.rng = FixedRng([F_FACE])
    game.play("roll carrier")
    assert game.legal_notations() == ["forward R2"]
