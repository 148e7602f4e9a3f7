"""CS Winning 1-2, the public view and saves: play to a winner, replay from the moves."""
from game.rules.carrier_strike.state import Torpedo
from game.session.game import Game

from cs_helpers import T_FACE, FixedRng, put, setup_game, start_turn
from house import rules as house_rules

RULES = house_rules("carrier-strike")

E, NE, NW, W, SW, SE = range(6)


def test_winning_1_sinking_both_enemy_carriers():
    game = setup_game()
    state = game.state
    state.carriers["Y1"].sunk = True
    y2 = state.carriers["Y2"]
    y2.hits = 1
    g = state.grid
    state.torpedoes["T1"] = Torpedo("T1", "red", g.step(y2.middle, E), W, "W")
    start_turn(game, "yellow")
    state.rng = FixedRng([T_FACE])
    game.play("roll carrier")
    events = game.play("turn Y2 left")  # the turn ends: red's torpedo runs into Y2's middle
    assert game.outcome().winner == "red" and game.outcome().kind == "carriers_sunk"
    assert game.outcome().how == "sank both enemy carriers"
    assert events[-1].kind == "game_over" and game.legal_actions() == []


def test_winning_2_destroying_all_enemy_planes():
    game = setup_game()
    state = game.state
    for pid in [p.id for p in state.side_planes("yellow") if p.id != "Yh"]:
        del state.planes[pid]
    put(game, "Ra", cell=(9, 10))
    put(game, "Yh", cell=(13, 10))
    start_turn(game, "red")
    state.rng = FixedRng([1], [list(range(1, 13)), list(range(1, 13))])
    game.play("roll planes")
    game.play("fly Ra 10,10")
    game.play("dogfight Ra Yh")
    game.play("order 8,7,6,5,4")
    game.play("order 5,4,3,2,1")
    assert game.outcome().winner == "red" and game.outcome().kind == "planes_destroyed"
    assert game.outcome().how == "destroyed all enemy planes"


def test_winning_a_game_replays_exactly_from_its_seed_and_moves():
    import random
    from cs_helpers import policy
    game = Game(RULES, 11, {"players": 4, "plane_dice": 2})
    rng = random.Random(3)
    for _ in range(400):
        if game.outcome():
            break
        game.play(policy(rng, game.legal_actions(), game.state))
    again = Game.replay(RULES, 11, {"players": 4, "plane_dice": 2}, None, game.moves)
    assert again.moves == game.moves
    view_a, view_b = again.view("red-1"), game.view("red-1")
    assert {p.id: (p.cell, p.carrier, p.pilot) for p in view_a.planes.values()} == \
           {p.id: (p.cell, p.carrier, p.pilot) for p in view_b.planes.values()}
    assert all(p.pilot is None for p in view_a.side_planes("yellow") if not p.revealed)


def test_notation_bad_text_is_a_notation_error():
    import pytest
    from game.rules.core import NotationError
    for text in ("fly Ra", "launch", "order", "turn R1 around"):
        with pytest.raises(NotationError):
            RULES.parse(text)
    assert str(RULES.parse("dogfight Ra Yc fire SE")) == "dogfight Ra Yc fire SE"
