"""Carrier Strike's playout policy (game/ai/carrier_strike.py): a plane carrying a torpedo is
drawn towards the enemy's carriers afloat; every other move weighs by its kind alone;
aimed (the arena's "+aimed" players), a plane without a torpedo is drawn home to take one."""
from game import games
from game.ai import adapter_for
from game.ai.carrier_strike import HOMEWARD, WEIGHTS, _homes, _homeward
from game.rules.carrier_strike import actions as A
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
