"""Carrier Strike for the search: the enemy's pilot discs and dogfight cards sampled from
what is left of them; attacks preferred in playouts; planes and carriers as the evaluation.
Teams (3-4 players) play for their side."""
from __future__ import annotations

from ..rules.carrier_strike import actions as A
from ..rules.carrier_strike.combat import attack_spots, hull_map
from ..rules.carrier_strike.fleet import behind_space, landing_options
from ..rules.carrier_strike.odds import chances, discs_left, possible_discs
from ..rules.carrier_strike.state import CARRIER, DECLARE, MOVE, PILOTS, PLACE, RETURN, copy_state
from . import fitted
from .adapter import Adapter, copy_with_fresh_rng, squash
from .turn_plan import Plan

WEIGHTS = {A.Drop: 12.0, A.DeclareDogfight: 4.0, A.DeclareSacrifice: 1.0, A.Launch: 4.0, A.Taxi: 2.0,
           A.Fly: 1.0, A.Land: 1.5, A.Forward: 1.0, A.Turn: 1.0, A.End: 0.15}
SIDES = ("red", "yellow")
PLANNED = (MOVE, CARRIER, DECLARE, RETURN)   # "+plan": the phases of a throw after its roll
HOMEWARD = 0.5    # aimed: a plane without a torpedo on a deck, or at the space behind it
AIMED_SPAN = 20   # aimed: the hexes from which a torpedo plane's approach counts
PLANE = 3.0       # a plane's worth in the evaluation
FIGHT_EVEN = 0.5  # odds: a dogfight's weight, as a share of its kind's, at even odds ...
FIGHT_LEAN = 1.5  # ... and its rise with each plane the challenger expects to gain (its chance to win less its loss)
FIGHT_LEAST = 0.02  # ... and the least share, a fight it expects to lose


class CarrierStrike(Adapter):
    game_id = "carrier-strike"
    playout_depth = 12
    # the hint's chance to win: fitted on 1,000 games (tools/hint_check.py carrier-strike
    # --games 1000 --spread 300 --fit), checked on 1,000 others (docs/AI.md)
    calibration = (0.59, 0.0)
    # ... and judged by the fitted weights (its Hard hint's, ai.hint_kind): too timid measured,
    # where the hand's read too bold (tools/hint_check.py carrier-strike --games 1000 --spread 300
    # --level normal@fitted --fit, a alone: session 59, docs/arena/hint.md)
    fitted_calibration = (1.28, 0.0)
    # The arena's "+plan" players (session 55): a throw's moves planned whole (game/ai/turn_plan.py),
    # once its dice are rolled: the planes' moves, a carrier's, the declarations. The best turn of
    # each of the best first moves is then measured by policy playouts from its end (the enemy's
    # roll and throw after it played by the policy). The roll, the discs, the cards' order and
    # the setup stay the tree's. No level plans (docs/AI.md).
    plan_trials = {"normal": Plan(width=8, replies=0, reply_width=0, playouts=300, choices=6, spread=True),
                   "hard": Plan(width=8, replies=0, reply_width=0, playouts=1000, choices=8, spread=True)}
    unseen: frozenset = frozenset()   # the planes whose disc the seat deciding does not know (its view's)
    # The terms of a position the arena's "@fitted" players weigh by the weights fitted on kept
    # games (tools/fit_evaluation.py, game/ai/data/carrier-strike.yaml; session 56): each the red
    # side's less the yellow's. "hull": the hits each carrier afloat can still take (CS Torpedo
    # Runs 6); "planes short": planes fewer than two, the way to losing them all (CS Winning 2).
    fitted_terms = ("hull", "planes", "planes short", "torpedo planes", "torpedoes running", "to move",
                    "first seat")

    def side(self, state, seat):
        return state.side_of(seat) if seat in state.seats else seat

    def sides(self, state):
        return SIDES

    def determinize(self, view, seat, rnd):
        out = copy_with_fresh_rng(view, rnd, copy_state)
        mine = self.side(view, seat)
        self.unseen = frozenset(pid for pid, p in view.planes.items() if p.pilot is None)
        assigned = set(out.seats)
        if out.phase == PILOTS:  # seats after the one choosing now have not assigned theirs yet
            assigned = set(out.seats[:out.seats.index(out.pending_seat)])
        for side in SIDES:
            if side == mine:
                continue
            planes = [p for p in out.planes.values() if p.side == side]
            left = list(view.data.pilot_discs)
            for p in planes:
                if p.pilot is not None:
                    left.remove(p.pilot)
            rnd.shuffle(left)
            for p in planes:
                if p.pilot is None and p.seat in assigned and left:
                    p.pilot = left.pop()
        df = out.dogfight  # its own copy (the finished one, last_dogfight, is shared: never read)
        if df is not None:
            for pid in list(df.dealt):
                if df.dealt[pid] and df.dealt[pid][0] is None:
                    dealt = rnd.sample(list(view.data.dogfight_deck), len(df.dealt[pid]))
                    df.dealt[pid] = dealt
                    if not df.done:
                        df.hands[pid] = sorted(dealt, reverse=True)[:view.data.cards_kept]
                    if pid in df.orders and df.orders[pid] and df.orders[pid][0] is None:
                        order = list(df.hands[pid])
                        rnd.shuffle(order)
                        df.orders[pid] = tuple(order)
        out.legal = None
        return out

    # "aimed" (the arena's "+aimed" players, session 50): a plane in flight without a torpedo
    # flies home to take one (CS Planes 4) while its carriers have any. The hand policy weighs
    # all its hexes alike and the evaluation counts it nowhere, so a search whose ties went one
    # way flew it back and forth (docs/arena/runs.md, session 49). Aimed, the policy leans its
    # flight toward the space behind a carrier it may land on, and the evaluation counts it up
    # to HOMEWARD nearer home, HOMEWARD on a deck (where it takes a torpedo as it launches: a
    # torpedo is worth more, so it launches armed). A torpedo plane's approach counts from
    # AIMED_SPAN hexes (hand: 10; beyond them a plane far off saw nothing to gain by flying and a
    # game stalled, session 50), and toward the spaces a run starts from, six from a carrier in
    # line with it (CS Torpedo Runs 1), not its middle (there torpedo planes circled beside the
    # carrier they were after and a game stalled, session 50).

    # "odds" (the arena's "+odds" players, session 54): the hand policy declared every dogfight
    # alike (CS Dogfights 1-2), and both levels challenged from a weaker pilot in a quarter of
    # their dogfights (Normal against Easy, 200 games: 222 of 868 at a disadvantage, where the
    # challenger loses 60-81%, docs/arena/runs.md). With odds, a declaration weighs by the planes
    # the challenger expects to gain, its chances as its seat sees them (game/rules/carrier_strike/odds.py:
    # its own disc, the enemy's if shown, else each it may still have), and the evaluation counts
    # a dogfight declared and not yet fought by the planes each side expects to lose in it.

    def weight(self, state, action) -> float:
        return self.weights(state, [action])[0]

    def weights(self, state, legal) -> list:
        """By kind of move; a plane with a torpedo closes on the enemy's carriers. The enemy's
        carriers and each plane's distance to them are worked out once for all its moves."""
        out = []
        near: dict = {}   # plane id -> (distances to the targets, its distance now), or None: not a torpedo plane in flight
        grid = state.grid
        for action in legal:
            kind = type(action)
            w = WEIGHTS.get(kind, 1.0)
            if kind is A.Fly:
                pid = action.plane
                if pid not in near:
                    plane = state.planes.get(pid)
                    targets = self._aims(state, plane.side) if plane is not None and plane.torpedo \
                        and plane.cell is not None else None
                    if not targets and self.policy == "aimed" and plane is not None and not plane.torpedo \
                            and plane.cell is not None:
                        targets = _homes(state, plane)
                    if targets:
                        table = _nearest(grid, targets)
                        near[pid] = (table, table(plane.cell))
                    else:
                        near[pid] = None
                known = near[pid]
                if known is not None:
                    w *= 4.0 if known[0](action.cell) < known[1] else 0.5
            elif kind is A.DeclareDogfight and self.policy == "odds":
                w *= max(FIGHT_LEAST, FIGHT_EVEN + FIGHT_LEAN * _fight_gain(state, action.plane, action.target))
            out.append(w)
        return out

    def evaluate(self, state) -> dict:
        """CS Winning: carriers afloat and planes kept; on the way there, torpedoes carried
        near the enemy's carriers and torpedoes running at them. By the fitted weights where
        ``evaluation`` is "fitted" (the arena's "@fitted" players: ``terms``)."""
        p = self.fitted_chance(state)
        if p is not None:
            return {"red": p, "yellow": 1.0 - p}
        score = self._scores(state)
        df = state.dogfight
        if self.policy == "odds" and df is not None and not df.done:
            for pid, lost in _expected_losses(state, df).items():
                score[state.planes[pid].side] -= PLANE * lost
        p = squash(score["red"] - score["yellow"], 6.0)
        return {"red": p, "yellow": 1.0 - p}

    def _scores(self, state) -> dict:
        """Each side's worth, in the evaluation's points, before any dogfight declared is fought."""
        score = {}
        grid = state.grid
        for side in SIDES:
            v = 0.0
            for c in state.side_carriers(side):
                v += 0.0 if c.sunk else 10.0 - 3.0 * c.hits + 0.4 * c.torpedoes
            planes = state.side_planes(side)
            v += PLANE * len(planes)
            targets = self._aims(state, side)
            reach = _nearest(grid, targets) if targets else None
            span = AIMED_SPAN if self.policy == "aimed" else 10
            for p in planes:
                if p.torpedo:
                    v += 1.0
                    if p.cell is not None and reach is not None:
                        d = reach(p.cell)
                        v += 2.0 * max(0.0, (span - d) / span)
                elif self.policy == "aimed":
                    v += _homeward(state, p)
            v += 3.0 * _running(state, side)
            score[side] = v
        return score

    def terms(self, state) -> dict | None:
        """``fitted_terms`` of the red side less the yellow's (None while a carrier is being placed)."""
        if state.phase == PLACE:
            return None
        red, yellow = _terms(state, "red"), _terms(state, "yellow")
        out = {k: red[k] - yellow[k] for k in red}
        mover = self.rules.to_move(state)
        out["to move"] = 1.0 if mover is not None and self.side(state, mover) == "red" else -1.0
        out["first seat"] = 1.0
        return out

    # -- a throw planned whole (the arena's "+plan"; game/ai/turn_plan.py) -------------------
    def plans(self, view) -> bool:
        return view.outcome is None and view.phase in PLANNED

    def turn_over(self, state, seat) -> bool:
        """The seat's part is over: the game, a dogfight declared (its cards are dealt: what
        follows is the cards' order, and chance), a throw begun (each begins with its roll, CS
        Start 2: chance), or another seat to move (a plane of the seat's returned in the enemy's
        throw, CS Dogfights 8, and the enemy's declarations go on)."""
        return state.outcome is not None or state.phase not in PLANNED or state.pending_seat != seat

    def plan_key(self, state):
        roll = state.roll
        df = state.dogfight
        return (state.phase, state.pending_seat, state.turn_number, state.throw_index,
                roll.points_left if roll is not None else None, state.moved,
                tuple((p.id, p.cell, p.carrier, p.deck_part, p.torpedo, p.sacrifice is not None)
                      for p in state.planes.values()),
                tuple((c.id, c.cells, c.hits, c.sunk, c.torpedoes) for c in state.carriers.values()),
                tuple((t.id, t.cell) for t in state.torpedoes.values()),
                (df.challenger, df.defender) if df is not None and not df.done else None,
                tuple(state.returning), state.outcome is not None)

    def plan_score(self, state, seat) -> float:
        """The evaluation's points of the seat's side less the enemy's, a dogfight declared
        counted by the planes each side expects to lose in it as the seat saw the discs
        (``unseen``: a disc it did not know, each its side may still have). By the fitted weights
        (``evaluation`` "fitted"): the red side's fitted sum (its chance's logit), a plane
        expected lost weighed as a plane, for the seat's side."""
        if state.outcome is not None:
            won = self.reward(state).get(self.side(state, seat), 0.5)
            return 1000.0 * (won - 0.5)
        w = fitted.weights(self.game_id, self.fitted_terms) if self.evaluation == "fitted" else None
        t = self.terms(state) if w is not None else None
        score = {"red": fitted.logit(w, t), "yellow": 0.0} if t is not None else self._scores(state)
        plane = w["planes"] if t is not None else PLANE
        df = state.dogfight
        if df is not None and not df.done:
            for pid, lost in _expected_losses(state, df, self.unseen).items():
                score[state.planes[pid].side] -= plane * lost
        mine = self.side(state, seat)
        return score[mine] - score[state.enemy(mine)]

    def _aims(self, state, side) -> list:
        """Where the side's torpedo planes head: by hand the middle hexes of the enemy's
        carriers, aimed the spaces a torpedo run at them starts from."""
        return _run_spots(state, side) if self.policy == "aimed" else _targets(state, side)


_DUELS: dict = {}  # (deck, dealt, kept, the challenger's discs, the defender's) -> (win, tie, lose), floats


def _terms(state, side) -> dict:
    """One side's part of the fitted terms (``CarrierStrike.fitted_terms``)."""
    sink = state.data.hits_sink
    planes = state.side_planes(side)
    return {"hull": float(sum(sink - c.hits for c in state.side_carriers(side) if not c.sunk)),
            "planes": float(len(planes)), "planes short": float(max(0, 2 - len(planes))),
            "torpedo planes": float(sum(1 for p in planes if p.torpedo)),
            "torpedoes running": float(_running(state, side))}


def _running(state, side) -> int:
    """The side's torpedoes running whose path crosses an enemy carrier afloat (CS Torpedo Runs)."""
    enemy_cells = {cell for c in state.side_carriers(state.enemy(side)) if not c.sunk for cell in c.cells}
    return sum(1 for t in state.torpedoes.values() if t.side == side and enemy_cells.intersection(t.path))


def _chances(data, mine: tuple, theirs: tuple) -> tuple:
    """odds.chances as floats, kept."""
    key = (data.dogfight_deck, data.cards_dealt, data.cards_kept, mine, theirs)
    out = _DUELS.get(key)
    if out is None:
        out = _DUELS[key] = tuple(float(x) for x in chances(data, list(mine), list(theirs)))
    return out


def _fight_gain(state, challenger: str, defender: str) -> float:
    """The planes the challenger's side expects to gain by a dogfight (CS Dogfights 8): the
    defender lost if it wins or ties, itself if it loses or ties, or wins with no free rear deck."""
    c, d = state.planes[challenger], state.planes[defender]
    win, tie, lose = _chances(state.data, tuple(sorted(possible_discs(state, c, c.seat))),
                              tuple(sorted(possible_discs(state, d, c.seat))))
    home = bool(landing_options(state, c))
    return (win + tie) - (lose + tie + (0.0 if home else win))


def _expected_losses(state, df, unseen: frozenset = frozenset()) -> dict:
    """Each plane of a dogfight declared (its discs shown) and not yet fought: its chance of
    being lost in it (shot down, a tie, or a win with no free rear deck). A plane in ``unseen``
    counts each disc its side may still have, not the one shown (a sample's)."""
    c, d = state.planes[df.challenger], state.planes[df.defender]
    win, tie, lose = _chances(state.data, _discs(state, c, unseen), _discs(state, d, unseen))
    c_home, d_home = bool(landing_options(state, c)), bool(landing_options(state, d))
    return {c.id: lose + tie + (0.0 if c_home else win), d.id: win + tie + (0.0 if d_home else lose)}


def _discs(state, plane, unseen: frozenset) -> tuple:
    """The plane's disc, or, in ``unseen``, each its side may still have (odds.discs_left: only
    planes shown before the sample was drawn count, the one shown in it being this plane)."""
    return tuple(sorted(discs_left(state, plane))) if plane.id in unseen else (plane.pilot,)


def _torpedoes_left(state, side) -> bool:
    """Whether a carrier of the side afloat still has a torpedo to arm a plane with."""
    return any(c.afloat and c.torpedoes for c in state.side_carriers(side))


def _homes(state, plane) -> list:
    """The spaces behind the carriers where a plane without a torpedo may land to take one
    (CS Planes 4, CS Teams 3): none when its carriers have no torpedo left."""
    if not _torpedoes_left(state, plane.side):
        return []
    carriers = state.carriers
    return [behind_space(state, carriers[cid]) for cid in landing_options(state, plane)]


def _homeward(state, plane) -> float:
    """The aimed evaluation's worth of a plane without a torpedo: HOMEWARD on a deck of a side
    with torpedoes left, in flight up to that as it nears (within 10 hexes) the space behind a
    carrier it may land on, nothing when there is none."""
    if plane.cell is None:
        return HOMEWARD if plane.carrier is not None and _torpedoes_left(state, plane.side) else 0.0
    homes = [h for h in _homes(state, plane) if h is not None]
    if not homes:
        return 0.0
    return HOMEWARD * max(0.0, (10 - _nearest(state.grid, homes)(plane.cell)) / 10)


def _targets(state, side) -> list:
    """The middle hexes of the enemy's carriers afloat."""
    return [c.cells[1] for c in state.side_carriers(state.enemy(side)) if c.cells and not c.sunk]


_SPOTS: dict = {}  # (grid, run length, side, the carriers' spaces) -> the spaces a run at them starts from


def _run_spots(state, side) -> list:
    """The spaces, free of carriers, from which a torpedo run at an enemy carrier afloat
    starts (CS Torpedo Runs 1: six spaces from its nearest space, in line with one of them),
    in a fixed order; kept for the same carriers' spaces (at most 256 sets)."""
    run = state.data.torpedo_run   # a player's own data set may change it
    key = (state.grid, run, side, tuple((c.cells, c.sunk) for c in state.carriers.values()))
    spots = _SPOTS.get(key)
    if spots is None:
        if len(_SPOTS) >= 256:
            _SPOTS.clear()
        enemy = [c for c in state.side_carriers(state.enemy(side)) if c.cells and not c.sunk]
        starts = {s for c in enemy for s in attack_spots(state, c, run)}
        spots = _SPOTS[key] = sorted(starts - hull_map(state).keys())
    return spots


_NEAREST: dict = {}  # (grid, targets) -> {cell: hexes to the nearest of them}, filled as asked


def _nearest(grid, targets):
    """A function: a cell's distance in hexes to the nearest of targets. The distances are
    kept for the same grid and targets (a carrier moves once a turn, a playout asks hundreds
    of times between); at most 256 sets of targets are kept."""
    key = (grid, tuple(targets))
    table = _NEAREST.get(key)
    if table is None:
        if len(_NEAREST) >= 256:
            _NEAREST.clear()
        table = _NEAREST[key] = {}
    get = table.get

    def distance(cell) -> int:
        d = get(cell)
        if d is None:
            d = table[cell] = min(grid.distance(cell, t) for t in targets)
        return d
    return distance
