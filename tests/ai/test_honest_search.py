"""Issue 14, honest play: the computer decides from Rules.view of its seat only. Two states
that differ only in what the seat cannot see give the same decision for the same search
seed; the samplers never read the game's seed or generator."""
import random

import pytest

from game import games
from game.ai import SEAT_KINDS, adapter_for, hint_kind
from game.ai.players import Reuse, decide
from game.rules.carrier_strike.state import ORDER
from game.rules.core import Rng
from game.session.game import Game
from positions import enemy_discs_swapped


def played(game_id, seed, until, limit=3000):
    game = Game(games.rules_for(game_id), seed)
    r = random.Random(seed)
    for _ in range(limit):
        if game.outcome() is not None or until(game):
            break
        game.play(r.choice(game.legal_actions()))
    assert game.outcome() is None and until(game)
    return game


def same_decision(rules, state_a, state_b, seat):
    """Easy's decisions (the hint's card measured) from the two states' views; those of a search
    in two trees grown apart and summed (root-parallel, issue 33), and of one leaning on the
    policy's priors with short playouts by its aimed policy (the arena's "+bias+d4+aimed"),
    and of one by its odds policy (Carrier Strike's dogfights by their odds, "+odds"), and a
    game's own seat kinds (ai.SEAT_KINDS), fitted weights and its hint's (ai.hint_kind), checked equal here too. Steam Torpedo's Hard plans whole turns (game/ai/turn_plan.py): there
    the first pair is the planner's decisions and its hint's card."""
    def both(level, scale, parts=None, **variant):
        return [decide(rules, rules.view(st, seat), seat, level, 1234, quick_single=False, scale=scale,
                       time_cap=False, parts=parts, **variant) for st in (state_a, state_b)]
    hard_a, hard_b = both("hard", 0.06, parts=2)
    assert (hard_a.notation, hard_a.estimate, hard_a.top) == (hard_b.notation, hard_b.estimate, hard_b.top)
    lean_a, lean_b = both("easy", 0.5, bias=1.0, depth=4, policy="aimed")
    assert (lean_a.notation, lean_a.estimate, lean_a.top) == (lean_b.notation, lean_b.estimate, lean_b.top)
    odds_a, odds_b = both("easy", 0.5, policy="odds")
    assert (odds_a.notation, odds_a.estimate, odds_a.top) == (odds_b.notation, odds_b.estimate, odds_b.top)
    for kind in sorted(set(SEAT_KINDS.get(rules.game_id, {}).values()) | {"easy@fitted", hint_kind(rules.game_id, "easy")}):
        kind_a, kind_b = both(kind, 0.5)   # (the seats' kinds of a game whose levels are its own, fitted weights, the hint's)
        assert (kind_a.notation, kind_a.estimate, kind_a.top) == (kind_b.notation, kind_b.estimate, kind_b.top)
    return both("easy", 0.5)


def test_bn_fire_deck_order_and_generator_hidden_same_decision():
    """BN Fire: the deck's order is face down. Another order and another generator: same move."""
    game = played("battaglia-navale", 3, lambda g: g.state.phase == "turn" and len(g.legal_actions()) > 3)
    rules, seat = game.rules, game.to_move()
    other = rules.clone(game.state)
    other.deck = list(reversed(other.deck))
    other.rng = Rng(999)
    other.seed = 999  # the view still carries it today: the sampler must not read it
    assert other.deck != game.state.deck
    a, b = same_decision(rules, game.state, other, seat)
    assert a.notation == b.notation and a.estimate == b.estimate and a.playouts == b.playouts > 1


def test_cs_enemy_pilots_and_generator_hidden_same_decision():
    """CS Setup 3: the enemy's pilot discs are secret. Swapped discs, another generator: same move."""
    def ready(g):
        st = g.state
        if st.phase not in ("move", "choose") or len(g.legal_actions()) < 2:
            return False
        enemy = [p for p in st.planes.values() if p.side != st.side_of(g.to_move()) and not p.revealed]
        return len({p.pilot for p in enemy}) > 1
    game = played("carrier-strike", 5, ready)
    rules, seat = game.rules, game.to_move()
    st = game.state
    other = enemy_discs_swapped(rules, st, seat)
    a, b = same_decision(rules, st, other, seat)
    assert a.notation == b.notation and a.estimate == b.estimate


def test_cs_enemy_dogfight_cards_hidden_same_decision():
    """CS Dogfights 5-6: the enemy's dealt cards and order are secret."""
    game = played("carrier-strike", 11, lambda g: g.state.phase == ORDER, limit=20000)
    rules, seat = game.rules, game.to_move()
    st = game.state
    other = rules.clone(st)
    df = other.dogfight
    enemy = next(pid for pid, owner in df.seats.items() if st.side_of(owner) != st.side_of(seat))
    df.hands[enemy] = [1, 2, 3, 4, 5][:len(df.hands[enemy])]
    df.dealt[enemy] = list(df.hands[enemy]) + list(df.dealt[enemy][len(df.hands[enemy]):])
    other.rng = Rng(77)
    other.forget_legal()
    assert other.dogfight.hands != st.dogfight.hands
    a, b = same_decision(rules, st, other, seat)
    assert a.notation == b.notation and a.estimate == b.estimate


def test_st_generator_hidden_same_decision():
    """Steam Torpedo is open but for the dice to come: another generator, same move."""
    game = played("steam-torpedo", 2, lambda g: g.state.phase == "action" and len(g.legal_actions()) > 3)
    rules, seat = game.rules, game.to_move()
    other = rules.clone(game.state)
    other.rng = Rng(31337)
    a, b = same_decision(rules, game.state, other, seat)
    assert a.notation == b.notation and a.estimate == b.estimate


def test_st_a_tree_kept_between_decisions_is_as_blind_to_the_dice_to_come():
    """Issue 33, tree reuse: a seat's second decision in a row, grown on from the tree of its
    first, is the same from two states that differ only in the generator (the dice to come)."""
    def twice(g):
        return g.state.phase == "action" and len(g.legal_actions()) > 3
    game = played("steam-torpedo", 2, twice)
    rules, seat = game.rules, game.to_move()
    states = [rules.clone(game.state), rules.clone(game.state)]
    states[1].rng = Rng(31337)
    kept = [Reuse(), Reuse()]
    moves = list(game.moves)
    firsts = [decide(rules, rules.view(st, seat), seat, "easy", 99, time_cap=False, reuse=r, moves=moves)
              for st, r in zip(states, kept)]
    assert firsts[0].notation == firsts[1].notation and kept[0].node is not None
    for st in states:   # the move played alike (the same dice), then the dice to come differ again
        st.rng = Rng(5)
        rules.apply(st, rules.parse(firsts[0].notation))
    states[0].rng, states[1].rng = Rng(1), Rng(31337)
    assert rules.to_move(states[0]) == seat, "the position chosen has the seat move twice"
    grown_from = kept[0].node.visits
    seconds = [decide(rules, rules.view(st, seat), seat, "easy", 100, time_cap=False, reuse=r,
                      moves=moves + [firsts[0].notation]) for st, r in zip(states, kept)]
    assert (seconds[0].notation, seconds[0].estimate) == (seconds[1].notation, seconds[1].estimate)
    assert grown_from > 0   # (the second search grew a kept tree: it had visits before it began)


@pytest.mark.parametrize("game_id", ["battaglia-navale", "carrier-strike", "steam-torpedo", "same4cats", "thunderbirds"])
def test_sampled_positions_never_share_the_games_generator(game_id):
    game = played(game_id, 7, lambda g: len(g.history) >= 12)
    rules, seat = game.rules, game.to_move()
    adapter = adapter_for(rules)
    before = game.state.rng._random.getstate()
    sample = adapter.determinize(rules.view(game.state, seat), seat, random.Random(1))
    assert sample.rng is not game.state.rng
    assert sample.rng._random.getstate() != before
    for _ in range(5):  # playing on the sample leaves the game as it was
        legal = rules.legal_actions(sample)
        if not legal or rules.outcome(sample) is not None:
            break
        rules.apply(sample, legal[0])
    assert game.state.rng._random.getstate() == before
