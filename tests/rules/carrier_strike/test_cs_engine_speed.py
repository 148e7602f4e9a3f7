"""The engine's speed structures keep the rules as they were: clone(state) is an
independent copy, and each position's legal actions are worked out once."""
import copy
import random

import pytest

from game.rules.carrier_strike import fleet

from game.rules.carrier_strike.rules import CarrierStrikeRules
from game.session.game import Game
from house import rules as house_rules

RULES = house_rules("carrier-strike")

OPTIONS = [{"players": 2}, {"players": 3, "plane_dice": 2}, {"players": 4, "partial_moves": True}]


def fingerprint(state) -> str:
    """Everything of a position that play can change, the generator included."""
    fields = {name: value for name, value in vars(state).items() if name not in ("rng", "tables", "legal")}
    return repr(sorted(fields.items())) + repr((state.rng.draws, state.rng._random.getstate()))


def random_moves(state, chooser, n):
    played = []
    for _ in range(n):
        if RULES.outcome(state) is not None:
            break
        action = chooser.choice(RULES.legal_actions(state))
        played.append((str(action), [(e.kind, e.text, e.data) for e in RULES.apply(state, action)]))
    return played


@pytest.mark.parametrize("options", OPTIONS)
def test_clone_is_independent_and_plays_on_identically(options):
    game = Game(RULES, 7, options)
    chooser = random.Random(7)
    for stop in (0, 30, 200, 400):  # during setup, early and later in the game
        random_moves(game.state, chooser, stop)
        state = game.state
        before = fingerprint(state)
        twin = RULES.clone(state)
        assert fingerprint(twin) == before
        assert twin.tables is state.tables  # the board's tables are shared, not copied
        first = random_moves(twin, random.Random(stop), 300)
        assert fingerprint(state) == before  # the original did not move
        assert random_moves(state, random.Random(stop), 300) == first  # same moves, events, draws
        assert fingerprint(state) == fingerprint(twin)


def test_a_deepcopy_of_a_position_shares_its_legal_actions():
    """A position's legal actions never change once worked out (state.LegalActions): a deep
    copy of the position (copy.deepcopy, as code without RULES.clone makes one) shares them
    rather than copying them, and lists the same actions."""
    state = RULES.new_state(5, {})
    chooser = random.Random(5)
    random_moves(state, chooser, 40)
    listed = RULES.legal_actions(state)
    assert state.legal is not None
    twin = copy.deepcopy(state)
    assert twin.legal is state.legal and twin is not state
    assert RULES.legal_actions(twin) == listed


def test_clone_keeps_the_generator_state_without_reseeding():
    state = RULES.new_state(3, {})
    twin = RULES.clone(state)
    assert twin.rng is not state.rng and twin.rng.draws == state.rng.draws
    assert [twin.rng.die() for _ in range(20)] == [state.rng.die() for _ in range(20)]


def test_each_position_has_its_legal_actions_worked_out_once(monkeypatch):
    counts = {"legal": 0, "candidates": 0}
    legal_now, candidates, movement = (CarrierStrikeRules._legal_now, CarrierStrikeRules._candidates,
                                       fleet.movement)

    def counting(name, real):
        def wrapper(*args):
            counts[name] += 1
            return real(*args)
        return wrapper

    monkeypatch.setattr(CarrierStrikeRules, "_legal_now", counting("legal", legal_now))
    monkeypatch.setattr(CarrierStrikeRules, "_candidates", counting("candidates", candidates))
    chooser = random.Random(5)
    for options in OPTIONS:
        state = RULES.new_state(5, options)
        for _ in range(1500):
            if RULES.outcome(state) is not None:
                break
            counts.update(legal=0, candidates=0)
            monkeypatch.setattr(fleet, "movement", counting("legal", movement))
            actions = RULES.legal_actions(state)
            assert RULES.legal_actions(state) == actions  # asked again: the same list, not worked out again
            assert counts["legal"] <= 1
            monkeypatch.setattr(fleet, "movement", movement)  # apply may work out the next position's list
            RULES.apply(state, chooser.choice(actions))
            assert counts["candidates"] == 0  # checked against the list already made


def test_an_edited_state_forgets_its_list():
    from cs_helpers import put, setup_game, start_turn
    from cs_helpers import FixedRng
    game = setup_game()
    start_turn(game, "red")
    game.state.rng = FixedRng([3])
    game.play("roll planes")
    put(game, "Ra", cell=(10, 10))
    assert any(n.startswith("fly Ra ") for n in game.legal_notations())


@pytest.mark.parametrize("options", OPTIONS)
def test_a_list_made_from_the_position_before_is_the_list_worked_out_afresh(options):
    """Plane moves are remade after a taxi, launch or flight only for the planes it can
    concern: at every position the list equals one computed from nothing."""
    from cs_helpers import policy
    for seed in range(4):
        state = RULES.new_state(seed, options)
        chooser = random.Random(seed)
        for _ in range(2500):
            if RULES.outcome(state) is not None:
                break
            actions = RULES.legal_actions(state)
            fresh = RULES.clone(state)
            fresh.forget_legal()
            assert RULES.legal_actions(fresh) == actions, state.phase
            RULES.apply(state, policy(chooser, actions, state) if seed % 2 else chooser.choice(actions))


def test_a_launch_taking_the_last_torpedo_lets_a_plane_land_on_the_teammates_carrier():
    """CS Teams 3: with its carrier's torpedoes gone a plane may take the teammate's rear
    deck; the list made after the launch knows it as a fresh one does."""
    from cs_helpers import FixedRng, put, setup_game, start_turn
    from game.rules.carrier_strike.fleet import behind_space
    game = setup_game(options={"players": 4})
    state = game.state
    state.carriers["R1"].torpedoes = 1
    del state.planes[state.deck("R1")[4]]  # both rear decks free
    del state.planes[state.deck("R2")[4]]
    put(game, "Rb", cell=behind_space(state, state.carriers["R2"]))  # red-1's plane behind R2
    start_turn(game, "red")
    assert game.state.throw.command == ("R1",)
    state.rng = FixedRng([3])
    game.play("roll planes")
    assert "land Rb R2" not in game.legal_notations()  # its own carrier still has a torpedo
    game.play("launch Ra +torpedo")
    assert "land Rb R2" in game.legal_notations()
    fresh = RULES.clone(game.state)
    fresh.forget_legal()
    assert RULES.legal_actions(fresh) == game.legal_actions()


def test_the_straight_line_tables_made_as_asked_are_the_boards_lines():
    """Rays, torpedo runs and dives are made cell by cell when first asked (CS Torpedo Runs
    1-2, CS Sacrifice 2): each is the straight walk over the board, and the aims of every
    cell (made at once) are those of its runs and dives."""
    from game.rules.carrier_strike.tables import tables_for
    grid, data = RULES.board.grid, RULES.data
    tables = tables_for(grid, data)
    for cell in sorted(tables.cells):
        walks = []
        for d in range(6):
            out, here = [], cell
            while grid.contains(here := grid.step(here, d)):
                out.append(here)
            walks.append(tuple(out))
        assert tables.rays[cell] == tuple(walks)
        assert tables.runs[cell] == tuple((d, w[data.torpedo_run - 1], w[data.torpedo_drop - 1])
                                          for d, w in enumerate(walks) if len(w) >= data.torpedo_run)
        assert tables.dives[cell] == tuple((d, w[data.sacrifice_distance - 1])
                                           for d, w in enumerate(walks) if len(w) >= data.sacrifice_distance)
        assert tables.run_aims[cell] == tables.bits(aim for _d, aim, _drop in tables.runs[cell])
        assert tables.dive_aims[cell] == tables.bits(aim for _d, aim in tables.dives[cell])
    with pytest.raises(KeyError):
        tables.rays[(-5, -5)]  # off the board: no line is made for it
