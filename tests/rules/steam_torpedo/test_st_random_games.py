"""Whole games: 60 random games to the end with invariants, notation round trips,
saves that replay, and a few greedy games (the balance tool plays 2,000)."""
import random

from game import games
from game.session.game import Game
from game.session.saves import load, save
from game.ai.players import GreedyPlayer
from house import rules as house_rules

RULES = house_rules("steam-torpedo")

RANDOM_GAMES = 60  # with the other tests of the folder, every branch of game/rules/steam_torpedo that 200
# reached (coverage --branch, each game's arcs measured alone: the same 2,529 arcs, all but two reached by
# the folder's other tests; both ends of a game, control room and oxygen, come in the first 20)
OPTION_CYCLE = [
    {},
    {"build": "custom", "first": "second-seat", "heading": "west"},
    {"build": "draft", "first": "random", "first_turn": "own", "reaction_return": "all"},
    {"first": "random", "heading": "west", "reaction_return": "all"},
]


def check_invariants(state):
    assert RULES.to_move(state) in state.players
    assert (state.phase == "damage") == (state.damage is not None)
    if state.phase == "reaction":  # (a reaction's attack keeps the window open under its damage step)
        assert state.reaction is not None
    if state.phase in ("build", "swap"):
        return
    for seat, sub in state.subs.items():
        assert 1 <= sub.sector <= 5
        assert sub.at("c2").card.control_room
        for comp in sub.compartments.values():
            if comp.destroyed:
                assert comp.oxygen == 0
            else:
                assert 0 <= comp.damage < comp.durability
                assert 0 <= comp.oxygen <= min(comp.oxygen_spaces, comp.durability - comp.damage)
        for m in sub.crew:
            if m.alive:
                assert not state.subs[m.sub].at(m.cell).destroyed


def test_60_random_games_reach_the_end():
    ends, seen = set(), set()
    for seed in range(RANDOM_GAMES):
        r = random.Random(seed)
        # no undo copies: RULES.clone is checked on its own (test_st_clone_and_lists.py)
        game = Game(RULES, seed, OPTION_CYCLE[seed % len(OPTION_CYCLE)], keep_history=False)
        oxygen_at_turn = {}
        moves = 0
        while game.outcome() is None:
            state = game.state
            legal = game.legal_actions()
            assert legal, f"no legal action in phase {state.phase}"
            for action in legal:  # every action met, once: its notation reads back as itself
                if action not in seen:
                    seen.add(action)
                    assert RULES.parse(str(action)) == action
            if state.phase == "recovery":  # the oxygen rule makes every game end
                total = state.subs[state.active].oxygen
                assert total < oxygen_at_turn.get(state.active, 99)
                oxygen_at_turn[state.active] = total
            game.play(r.choice(legal))
            check_invariants(game.state)
            moves += 1
            assert moves < 3000
        ends.add(game.outcome().kind)
        assert game.outcome().winner in game.players
    assert {"control_room", "oxygen"} <= ends


def test_a_saved_game_replays_to_the_same_state(tmp_path):
    r = random.Random(3)
    game = Game(RULES, 42, {"build": "custom"})
    for _ in range(150):
        if game.outcome() is not None:
            break
        game.play(r.choice(game.legal_actions()))
    save(game, tmp_path / "st.yaml")
    again = load(tmp_path / "st.yaml", games.rules_for)   # as the app loads a save
    assert again.moves == game.moves
    for seat in game.players:
        a, b = game.state.subs[seat], again.state.subs[seat]
        assert [(c.card.id, c.damage, c.oxygen, c.destroyed) for c in a.compartments.values()] == \
            [(c.card.id, c.damage, c.oxygen, c.destroyed) for c in b.compartments.values()]
        assert [(m.sub, m.cell, m.ready, m.alive) for m in a.crew] == [(m.sub, m.cell, m.ready, m.alive) for m in b.crew]
    assert game.state.phase == again.state.phase


def test_undo_restores_the_position():
    game = Game(RULES, 9, {"first": "random"})
    game.play("keep")
    game.play("keep")
    assert not game.can_undo()  # the random first player is a revealed result
    game = Game(RULES, 9, {"first": "first-seat"})
    game.play("keep")
    game.play("keep")
    cell = next(c for c, x in game.state.subs["talion"].compartments.items() if x.oxygen)
    game.play(f"oxygen {cell}")
    game.play("move 1 b1")
    assert game.can_undo()
    game.undo()
    assert game.state.subs["talion"].member("1").cell == "c2"


def test_greedy_games_end_with_a_winner():
    winners = set()
    for seed in range(12):
        players = ["talion", "rochelle"] if seed % 2 == 0 else ["rochelle", "talion"]
        game = Game(RULES, seed, {}, players)
        greedy = GreedyPlayer(seed)
        while game.outcome() is None:
            game.play(greedy.choose(game))
        winners.add(game.state.subs[game.outcome().winner].faction)
    assert winners == {"talion", "rochelle"}
