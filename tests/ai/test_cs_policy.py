"""Carrier Strike's playout policy (game/ai/carrier_strike.py): a plane carrying a torpedo is
drawn towards the enemy's carriers afloat; every other move weighs by its kind alone."""
from game import games
from game.ai import adapter_for
from game.ai.carrier_strike import WEIGHTS
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
