"""Copies of a position (Rules.clone) and the tables the engine keeps in the state (state.derived)."""
import copy
import random

import pytest

from bn_sea import game_at_sea, stage
from game.rules.battaglia_navale.position import taken_masks
from game.rules.core import RuleError
from game.session.game import Game
from house import rules as house_rules

RULES = house_rules("battaglia-navale")


def fingerprint(state):
    """Everything play may change, as text: fleets, deck, turn, raid, phase, generator."""
    return repr((state.fleets, state.deck, state.phase, state.to_move, state.islands, sorted(map(sorted, state.blocked_sides)),
                 state.first_player, state.turn, state.raid, state.aa_square, state.last_fire,
                 state.turn_number, state.quiet_turns, state.result, state.rng.seed, state.rng.draws,
                 state.rng._random.getstate()))


def play_random(rules, state, r, n):
    """n random legal moves (fewer if the game ends); the notations, legal lists and events."""
    out = []
    for _ in range(n):
        if rules.outcome(state) is not None:
            break
        legal = rules.legal_actions(state)
        action = r.choice(legal)
        events = rules.apply(state, action)
        out.append((str(action), [str(a) for a in legal], [(e.kind, e.text, e.data) for e in events]))
    return out


def positions(seed, every=60, moves=900):
    """States met along a random game, setup included, one every few moves."""
    g = Game(RULES, seed, keep_history=False)
    r = random.Random(seed)
    for i in range(moves):
        if g.outcome() is not None:
            break
        if i % every == 0 or g.state.phase not in ("turn",):
            yield g.state
        g.play(r.choice(g.legal_actions()))


def test_bn_clone_is_independent_and_plays_on_like_the_original():
    for seed in range(2):
        for state in positions(seed):
            before = fingerprint(state)
            legal = [str(a) for a in RULES.legal_actions(state)]
            twin = RULES.clone(state)
            assert fingerprint(twin) == before
            assert [str(a) for a in RULES.legal_actions(twin)] == legal
            other = RULES.clone(state)
            on_twin = play_random(RULES, twin, random.Random(seed), 60)
            assert fingerprint(state) == before  # the original is untouched ...
            assert [str(a) for a in RULES.legal_actions(state)] == legal  # ... and so is what it derived
            on_other = play_random(RULES, other, random.Random(seed), 60)
            assert on_other == on_twin           # both copies go on alike ...
            reference = copy.deepcopy(state)
            assert play_random(RULES, reference, random.Random(seed), 60) == on_twin  # ... as the original would


def test_bn_clone_shares_the_chart_and_copies_the_generator():
    g = game_at_sea()
    twin = RULES.clone(g.state)
    assert twin.board is g.state.board
    assert twin.rng is not g.state.rng and twin.fleets["white"] is not g.state.fleets["white"]
    assert twin.rng.randint(1, 1000) == g.state.rng.randint(1, 1000)


def test_bn_legal_actions_kept_in_the_state_are_those_computed_afresh():
    """The derived tables (taken cells, the legal list and its parts) kept and updated between
    moves give what a fresh computation gives (the options that change the rules included)."""
    for seed, options in ((4, {}), (5, {"aa_timing": "reply", "plane_flight": "straight"}),
                          (6, {"friendly_fire": True, "southern_island": "none"})):
        g = Game(RULES, seed, options, keep_history=False)
        r = random.Random(seed)
        for _ in range(700):
            if g.outcome() is not None:
                break
            legal = g.legal_actions()
            fresh = copy.deepcopy(g.state)
            assert fresh.derived is None
            assert [str(a) for a in RULES.legal_actions(fresh)] == [str(a) for a in legal]
            assert g.state.derived.masks == taken_masks(g.state)
            g.play(r.choice(legal))


def test_bn_a_state_edited_by_hand_is_derived_anew_after_changed():
    g = game_at_sea()
    before = g.legal_notations()
    ship = g.state.fleets["white"].ships["C"]
    ship.cells = ()  # the Battleship leaves the chart
    g.state.changed()
    after = g.legal_notations()
    assert any(n.startswith("move C ") for n in before)
    assert not any(n.startswith("move C ") for n in after)


def test_bn_a_ship_set_in_its_square_can_take_the_room_another_ship_needed():
    """The moves kept between a setting and the next (BN Positioning) are looked at again when the
    ship set takes the last room of a square another ship could move to."""
    g = game_at_sea()
    stage(g, white={"C": "e16h", "I": "e14h", "Ct": "e9h"})
    g.play("move I N1")  # to square 10, at e10h beside the Destroyer at e9h
    assert "move C N1" in g.legal_notations()
    g.play("place I h10v")  # now no four cells in a row are free in square 10
    assert "move C N1" not in g.legal_notations()
    with pytest.raises(RuleError):
        g.play("move C N1")
