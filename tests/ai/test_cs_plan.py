"""Carrier Strike's throws planned whole (the arena's "+plan" players, issue 33;
game/ai/turn_plan.py over game/ai/carrier_strike.py's hooks): once the dice are rolled, the
planes' moves, a carrier's move and the declarations are planned to the throw's end (CS Start 2,
CS Planes 1, CS Dogfights 2), a dogfight declared counted by the discs as the seat saw them."""
import random

import pytest

from game import games
from game.ai import adapter_for
from game.ai.carrier_strike import PLANE
from game.ai.players import decide, make_player
from game.ai.turn_plan import Plan, Planner, measure_turn, measured_first
from game.rules.carrier_strike import actions as A
from game.rules.carrier_strike.fleet import landing_options
from game.rules.carrier_strike.odds import chances, possible_discs
from game.rules.carrier_strike.state import CHOOSE, DECLARE, MOVE, ORDER, RETURN
from positions import enemy_discs_swapped, seek

RULES = games.rules_for("carrier-strike")


def test_plan_is_a_player_of_its_own_and_plans_no_tree():
    assert make_player("normal+plan", 1).planned is True
    assert make_player("normal+plan+odds", 1).policy == "odds"
    for bad in ("normal+plan+plan", "normal+plan+tree", "normal+plan+reuse", "greedy+plan", "random+plan"):
        with pytest.raises(ValueError, match="plan"):
            make_player(bad, 1)


def test_cs_start_2_the_roll_is_the_tree_s_and_the_throw_after_it_is_planned():
    adapter = adapter_for(RULES)
    game = seek(RULES, lambda g: g.state.phase == CHOOSE and g.state.turn_number > 2, what="a roll to choose")
    assert not adapter.plans(game.state)
    game = seek(RULES, lambda g: g.state.phase == MOVE and g.state.roll.points_left >= 3 and len(g.legal_actions()) > 5,
                what="a movement of three points or more")
    seat = game.to_move()
    assert adapter.plans(game.state) and not adapter.turn_over(game.state, seat)
    d = decide(RULES, RULES.view(game.state, seat), seat, "normal", 7, time_cap=False, planned=True)
    assert d.looked > 2 * len(game.legal_actions())   # planned to the throw's end ...
    plan = adapter.plan_trials["normal"]
    assert d.playouts == plan.playouts // plan.choices * plan.choices   # ... its best turns measured, no tree
    assert d.notation in {str(a) for a in game.legal_actions()}
    assert d.estimate == max(row["estimate"] for row in d.top)
    again = decide(RULES, RULES.view(game.state, seat), seat, "normal", 7, time_cap=False, planned=True)
    assert again.notation == d.notation
    plain = decide(RULES, RULES.view(game.state, seat), seat, "normal", 7, time_cap=False, scale=0.2)
    assert plain.playouts > 0 and plain.looked == 0   # without +plan, the level's tree


def a_dogfight_against_a_hidden_disc():
    """A declaration (CS Dogfights 2) where a dogfight may be declared at an enemy plane whose
    disc the seat has not seen, and the enemy's unseen discs differ."""
    def found(g):
        st = g.state
        if st.phase != DECLARE:
            return False
        side = st.side_of(g.to_move())
        hidden = [p for p in st.planes.values() if p.side != side and not p.revealed]
        return len({p.pilot for p in hidden}) > 1 and any(
            type(a) is A.DeclareDogfight and not st.planes[a.target].revealed for a in g.legal_actions())
    return seek(RULES, found, range(1, 80), 3000, what="a dogfight against a hidden disc")


def test_cs_dogfights_4_a_declared_dogfight_counts_the_discs_the_seat_saw_not_the_sample_s():
    game = a_dogfight_against_a_hidden_disc()
    st, seat = game.state, game.to_move()
    action = next(a for a in game.legal_actions() if type(a) is A.DeclareDogfight and not st.planes[a.target].revealed)
    adapter = adapter_for(RULES)
    view = RULES.view(st, seat)
    scores, sampled = set(), set()
    for k in range(12):
        base = adapter.determinize(view, seat, random.Random(k))
        RULES.apply(base, action)
        assert base.phase == ORDER and adapter.turn_over(base, seat)
        sampled.add(base.planes[action.target].pilot)
        scores.add(round(adapter.plan_score(base, seat), 9))
    assert len(sampled) > 1 and len(scores) == 1   # the sample's disc changes nothing
    # ... and the count is the odds the board shows (game/rules/carrier_strike/odds.py)
    challenger, defender = st.planes[action.plane], st.planes[action.target]
    win, tie, lose = (float(x) for x in chances(st.data, possible_discs(st, challenger, seat),
                                                possible_discs(st, defender, seat)))
    base = adapter.determinize(view, seat, random.Random(0))
    RULES.apply(base, action)
    side = st.side_of(seat)
    raw = adapter._scores(base)
    lost_mine = lose + tie + (0.0 if landing_options(base, base.planes[challenger.id]) else win)
    lost_theirs = win + tie + (0.0 if landing_options(base, base.planes[defender.id]) else lose)
    expected = (raw[side] - PLANE * lost_mine) - (raw[base.enemy(side)] - PLANE * lost_theirs)
    assert adapter.plan_score(base, seat) == pytest.approx(expected)


def test_cs_setup_3_a_planned_decision_is_blind_to_the_enemy_s_discs_and_the_generator():
    game = a_dogfight_against_a_hidden_disc()
    st, seat = game.state, game.to_move()
    other = enemy_discs_swapped(RULES, st, seat)
    for level in ("normal", "hard"):   # (the turns and their measure's playouts)
        a, b = (decide(RULES, RULES.view(s, seat), seat, level, 99, time_cap=False, planned=True, quick_single=False)
                for s in (st, other))
        assert a.looked and (a.notation, a.estimate, a.top) == (b.notation, b.estimate, b.top)


def test_hard_measures_more_turns_longer_and_a_turn_ends_where_chance_or_another_seat_takes_over():
    game = seek(RULES, lambda g: g.state.phase == MOVE and g.state.roll.points_left >= 3 and g.state.turn_number > 4,
                what="a movement")
    seat = game.to_move()
    view = RULES.view(game.state, seat)
    normal, hard = (decide(RULES, view, seat, level, 3, time_cap=False, planned=True) for level in ("normal", "hard"))
    assert hard.playouts > 3 * normal.playouts > 0
    adapter = adapter_for(RULES)
    base = adapter.determinize(view, seat, random.Random(3))
    while not adapter.turn_over(base, seat):
        RULES.apply(base, RULES.legal_actions(base)[0])
    assert base.phase in (CHOOSE, ORDER) and not adapter.plans(base)   # the next roll, or a dogfight's cards


def test_cs_dogfights_8_a_plane_returning_in_the_enemy_s_throw_is_planned_to_its_deck_alone():
    """The seat to move seats its plane that won a dogfight of the enemy's throw; the enemy's
    declarations go on, then the seat's own roll: the plan ends at the deck chosen (a turn
    planned past it would cross the roll, whose dice another sample throws otherwise)."""
    game = seek(RULES, lambda g: g.state.phase == RETURN and g.state.turn_side != g.state.side_of(g.to_move()),
                range(1, 40), 3000, what="a plane returning in the enemy's throw")
    seat = game.to_move()
    view = RULES.view(game.state, seat)
    d = decide(RULES, view, seat, "normal", 5, time_cap=False, planned=True, quick_single=False)
    assert d.notation in {str(a) for a in game.legal_actions()}
    adapter = adapter_for(RULES)
    base = adapter.determinize(view, seat, random.Random(5))
    for turn in Planner(RULES, adapter).turns(base, seat, 8, spread=True):
        assert turn.moves == (turn.first,) and turn.first.startswith("return")


def test_spread_every_first_move_ends_a_turn_and_the_measure_orders_them():
    game = seek(RULES, lambda g: g.state.phase == MOVE and g.state.roll.points_left >= 4 and len(g.legal_actions()) > 4,
                what="a movement of four points or more")
    seat = game.to_move()
    adapter = adapter_for(RULES)
    view = RULES.view(game.state, seat)
    base = adapter.determinize(view, seat, random.Random(1))
    legal = {str(a) for a in adapter.searchable(base, RULES.legal_actions(base))}
    narrow = Planner(RULES, adapter).turns(base, seat, 2)
    spread = Planner(RULES, adapter).turns(base, seat, 2, spread=True)
    assert {t.first for t in spread} == legal != {t.first for t in narrow}
    for turn in spread:   # a turn's moves replay it on another sample: the throw is over where it ends
        again = adapter.determinize(view, seat, random.Random(5))
        for move in turn.moves:
            RULES.apply(again, RULES.parse(move))
        assert turn.moves[0] == turn.first and adapter.turn_over(again, seat)
    firsts = []
    for turn in spread:
        if turn.first not in {t.first for t in firsts}:
            firsts.append(turn)
    plan = Plan(width=2, replies=0, reply_width=0, playouts=60, choices=3, spread=True)
    side = adapter.side(view, seat)
    ordered, played, means = measured_first(RULES, adapter, view, seat, side, firsts, plan, random.Random(9), Planner(RULES, adapter))
    assert played == 60 and len(means) == 3 and ordered[3:] == firsts[3:]
    assert [means[t.first] for t in ordered[:3]] == sorted(means.values(), reverse=True)
    common = random.Random(9).randrange(1, 2**31)   # the same samples and dice for every turn measured
    for turn in firsts[:3]:
        assert means[turn.first] == measure_turn(RULES, adapter, view, seat, side, turn.moves, 20, adapter.playout_depth,
                                                 common)
