"""Carrier Strike's playout policy (game/ai/carrier_strike.py): a plane carrying a torpedo is
drawn towards the enemy's carriers afloat; every other move weighs by its kind alone;
aimed (the arena's "+aimed" players), a plane without a torpedo is drawn home to take one;
with odds ("+odds"), a dogfight is declared and counted by its odds."""
import pytest

from game import games
from game.ai import adapter_for
from game.ai.carrier_strike import (FIGHT_EVEN, FIGHT_LEAN, FIGHT_LEAST, HOMEWARD, WEIGHTS, _homes, _homeward,
                                    _run_spots)
from game.rules.carrier_strike import actions as A
from game.rules.carrier_strike import odds
from game.rules.carrier_strike.combat import attack_spots, drop_directions
from game.rules.carrier_strike.fleet import landing_options
from positions import seek


def torpedo_plane_flying():
    """A position where a plane with a torpedo, in flight, has moves to choose from."""
    rules = games.rules_for("carrier-strike")
    game = seek(rules, lambda g: any(type(a) is A.Fly and g.state.planes[a.plane].torpedo
                                     for a in g.legal_actions()), range(1, 40), 400, what="torpedo plane in flight")
    return rules, game.state, game.legal_actions()


def test_a_torpedo_plane_is_drawn_to_the_nearest_enemy_carrier_and_other_moves_weigh_by_kind():
    rules, st, legal = torpedo_plane_flying()
    policy = adapter_for(rules)
    weights = policy.weights(st, legal)
    assert weights == [policy.weight(st, a) for a in legal]
    grid = st.grid
    closer = farther = 0
    for action, w in zip(legal, weights):
        base = WEIGHTS.get(type(action), 1.0)
        plane = st.planes.get(getattr(action, "plane", None) or "")
        if type(action) is A.Fly and plane.torpedo:
            targets = [c.cells[1] for c in st.carriers.values() if c.side != plane.side and c.cells and not c.sunk]
            now = min(grid.distance(plane.cell, t) for t in targets)
            then = min(grid.distance(action.cell, t) for t in targets)
            assert w == base * (4.0 if then < now else 0.5), (action, now, then)
            closer += then < now
            farther += then >= now
        else:
            assert w == base, action
    assert closer and farther


def unarmed_plane_with_a_deck_to_land_on(rules):
    """A position where a plane without a torpedo, in flight, has moves to choose from and a
    carrier of its side with torpedoes left has a free rear deck (CS Planes 4)."""
    def found(g):
        return any(type(a) is A.Fly and not g.state.planes[a.plane].torpedo
                   and _homes(g.state, g.state.planes[a.plane]) for a in g.legal_actions())
    return seek(rules, found, range(1, 40), 400, what="plane without a torpedo that may land")


def test_aimed_a_plane_without_a_torpedo_flies_home_and_is_worth_more_nearer_it():
    rules = games.rules_for("carrier-strike")
    game = unarmed_plane_with_a_deck_to_land_on(rules)
    st, legal = game.state, game.legal_actions()
    hand, aimed = adapter_for(rules), adapter_for(rules)
    aimed.policy = "aimed"
    flights = [a for a in legal if type(a) is A.Fly and not st.planes[a.plane].torpedo]
    plane = st.planes[flights[0].plane]
    homes = _homes(st, plane)
    now = min(st.grid.distance(plane.cell, h) for h in homes)
    worth = []
    for action, h, w in zip(legal, hand.weights(st, legal), aimed.weights(st, legal)):
        if action in flights and action.plane == plane.id:
            then = min(st.grid.distance(action.cell, c) for c in homes)
            assert h == WEIGHTS[A.Fly] and w == WEIGHTS[A.Fly] * (4.0 if then < now else 0.5), (action, now, then)
            trial = rules.clone(st)
            rules.apply(trial, action)
            worth.append((then, _homeward(trial, trial.planes[plane.id])))
    assert len({d for d, _ in worth}) > 1
    # nearer home, worth more (HOMEWARD at the space behind the carrier, nothing 10 hexes off)
    for (d1, v1), (d2, v2) in zip(sorted(worth), sorted(worth)[1:]):
        assert d1 == d2 or v1 > v2 or v1 == v2 == 0.0
    assert all(v == HOMEWARD * max(0.0, (10 - d) / 10) for d, v in worth)


def test_aimed_a_torpedo_plane_heads_for_the_spaces_a_run_starts_from():
    """CS Torpedo Runs 1: a run starts exactly six spaces from the carrier, in line with it;
    aimed, a torpedo plane is drawn to those spaces (by hand: to the carrier's middle), and its
    approach is worth most there, where it may drop."""
    rules, st, legal = torpedo_plane_flying()
    aimed = adapter_for(rules)
    aimed.policy = "aimed"
    flights = [a for a in legal if type(a) is A.Fly and st.planes[a.plane].torpedo]
    plane = st.planes[flights[0].plane]
    spots = _run_spots(st, plane.side)
    enemy = [c for c in st.carriers.values() if c.side != plane.side and c.cells and not c.sunk]
    assert spots and set(spots) == {s for c in enemy for s in attack_spots(st, c, 6)} - \
        {cell for c in st.carriers.values() if not c.sunk for cell in c.cells}
    now = min(st.grid.distance(plane.cell, s) for s in spots)
    for action, w in zip(legal, aimed.weights(st, legal)):
        if action in flights and action.plane == plane.id:
            then = min(st.grid.distance(action.cell, s) for s in spots)
            assert w == WEIGHTS[A.Fly] * (4.0 if then < now else 0.5), (action, now, then)
    # at each spot the plane may drop (unless a carrier lies where the torpedo would fall), and
    # its worth there is more than one space off it
    drops, worth = 0, []
    for spot in spots[:12]:
        trial = rules.clone(st)
        trial.planes[plane.id].cell = spot
        drops += bool(drop_directions(trial, trial.planes[plane.id]))
        worth.append(aimed.evaluate(trial)[plane.side])
        off = [n for n in st.grid.neighbours(spot) if n not in spots
               and trial.carrier_at(n) is None and min(st.grid.distance(n, s) for s in spots) == 1]
        if off:
            trial.planes[plane.id].cell = off[0]
            assert aimed.evaluate(trial)[plane.side] < worth[-1], (spot, off[0])
    assert drops >= len(spots[:12]) - 1, (drops, spots[:12])


def dogfight_to_declare(rules):
    """A position where a plane may challenge an enemy plane (CS Dogfights 1-2), both with a
    free rear deck to come back to (else the winner is lost at sea, CS Dogfights 8)."""
    def found(g):
        return any(type(a) is A.DeclareDogfight and a.fire is None
                   and landing_options(g.state, g.state.planes[a.plane])
                   and landing_options(g.state, g.state.planes[a.target]) for a in g.legal_actions())
    return seek(rules, found, range(1, 40), 600, what="dogfight to declare")


def a_fight(game):
    return next(a for a in game.legal_actions() if type(a) is A.DeclareDogfight and a.fire is None
                and landing_options(game.state, game.state.planes[a.plane])
                and landing_options(game.state, game.state.planes[a.target]))


def test_odds_a_dogfight_is_declared_by_the_planes_the_challenger_expects_to_gain():
    """The arena's "+odds": a declaration weighs by the challenger's chances as its seat sees
    them (the odds the board shows, game/rules/carrier_strike/odds.py), the hand policy's alike."""
    rules = games.rules_for("carrier-strike")
    game = dogfight_to_declare(rules)
    legal = game.legal_actions()
    fight = a_fight(game)
    end = next(a for a in legal if type(a) is A.End)
    hand, with_odds = adapter_for(rules), adapter_for(rules)
    with_odds.policy = "odds"
    weights = {}
    for mine, theirs, shown in ((4, 1, True), (1, 4, True), (2, 2, True), (1, None, False), (4, None, False)):
        st = rules.clone(game.state)
        c, d = st.planes[fight.plane], st.planes[fight.target]
        c.pilot = mine
        d.pilot, d.revealed = (theirs, True) if shown else (d.pilot, False)
        assert hand.weight(st, fight) == WEIGHTS[A.DeclareDogfight]
        w = weights[(mine, theirs)] = with_odds.weight(st, fight)
        chances = odds.dogfight_odds(st, c.id, d.id, c.seat)
        gain = float(chances.win + chances.tie - chances.plane_lost)
        assert w == pytest.approx(WEIGHTS[A.DeclareDogfight] * max(FIGHT_LEAST, FIGHT_EVEN + FIGHT_LEAN * gain))
    end_weight = with_odds.weight(game.state, end)
    assert weights[(4, 1)] > weights[(2, 2)] > end_weight > weights[(1, 4)]
    assert weights[(4, None)] > end_weight > weights[(1, None)]   # the enemy's disc hidden: each it may have


def test_odds_a_dogfight_declared_counts_the_planes_each_side_expects_to_lose():
    rules = games.rules_for("carrier-strike")
    game = dogfight_to_declare(rules)
    fight = a_fight(game)
    hand, with_odds = adapter_for(rules), adapter_for(rules)
    with_odds.policy = "odds"
    side = game.state.planes[fight.plane].side
    seen = {}
    for mine, theirs in ((4, 1), (1, 4)):
        st = rules.clone(game.state)
        st.planes[fight.plane].pilot, st.planes[fight.target].pilot = mine, theirs
        rules.apply(st, fight)
        assert st.dogfight is not None and not st.dogfight.done
        seen[mine] = (hand.evaluate(st)[side], with_odds.evaluate(st)[side])
    assert seen[4][0] == seen[1][0]     # by hand, the pilots count for nothing
    assert seen[4][1] > seen[4][0] > seen[1][1]
