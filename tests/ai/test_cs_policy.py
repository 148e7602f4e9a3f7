"""Carrier Strike's playout policy (game/ai/carrier_strike.py): a plane carrying a torpedo is
drawn towards the enemy's carriers afloat; every other move weighs by its kind alone;
aimed (the arena's "+aimed" players), a plane without a torpedo is drawn home to take one."""
from game import games
from game.ai import adapter_for
from game.ai.carrier_strike import HOMEWARD, WEIGHTS, _homes, _homeward, _run_spots
from game.rules.carrier_strike import actions as A
from game.rules.carrier_strike.combat import attack_spots, drop_directions
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
