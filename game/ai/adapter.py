"""What a game gives the shared search: how to sample what its seat cannot see, a cheap
heuristic policy for playouts, and an evaluation of a position cut short."""
from __future__ import annotations

import math

from ..rules.core import Rng
from . import fitted


def fresh_rng(rnd) -> Rng:
    """A generator for one sampled position: drawn from the search's own ``random.Random``,
    never from the game's."""
    return Rng(rnd.randrange(1, 2**31))


def copy_with_fresh_rng(view, rnd, copier):
    """``copier(view)`` (the rules' own clone) for a view whose generator is withheld: a
    fresh one is lent to the view for the copy, and the view is left as it was."""
    withheld = view.rng
    view.rng = fresh_rng(rnd)
    try:
        return copier(view)
    finally:
        view.rng = withheld


def points(p: float, n: int) -> int:
    """The half-width of the 95% interval of a chance measured over ``n`` playouts (normal
    approximation), in percentage points."""
    return max(1, round(196 * math.sqrt(max(p * (1 - p), 0.25 / max(n, 1)) / max(n, 1))))


def give_or_take(p: float, n: int) -> str:
    """How sure a chance measured over ``n`` playouts is, in words ("give or take 7 points")."""
    k = points(p, n)
    return f"give or take {k} point{'s' if k != 1 else ''}"


def least_sure(*ps: float) -> float:
    """Of several chances measured together, the one whose interval is widest."""
    return max(ps, key=lambda p: p * (1 - p))


def measured_from(answer: dict) -> int:
    """The playouts the hint's estimate is the mean of (older answers: the search's)."""
    return answer.get("measured_from") or answer.get("playouts") or 1


def calibrate(p: float, a: float, b: float) -> float:
    """A measured chance shown through a calibration (a, b): logistic(a * logit(p) + b)."""
    p = min(max(p, 1e-4), 1 - 1e-4)
    return squash(a * math.log(p / (1 - p)) + b, 1.0)


def squash(x: float, scale: float) -> float:
    """A material lead as a chance to win (logistic)."""
    x = max(-50.0, min(50.0, x / scale))
    return 1.0 / (1.0 + math.exp(-x))


class Adapter:
    """Defaults for a game; each game overrides what it must."""

    game_id = ""
    playout_depth = 30
    estimates_always = False
    # The hint's chance to win as a chance: the playouts cut short read the evaluation, whose
    # scale is the search's, not a probability's. (a, b): shown = logistic(a * logit(p) + b),
    # fitted by tools/hint_check.py --fit on outcomes (docs/AI.md); (1, 0) shows it as measured.
    calibration = (1.0, 0.0)
    # ... and where the hint judges by the fitted weights (``evaluation``: Carrier Strike's Hard hint, ai.hint_kind),
    # their own, fitted the same way (None: ``calibration``).
    fitted_calibration: tuple | None = None
    # The terms of a position a fitted evaluation weighs (``terms``; none: the game has only its
    # hand-weighted one). The levels play by the hand weights: "fitted" (the arena's
    # "easy@fitted") weighs the terms by the weights tools/fit_evaluation.py fitted, which
    # played no better (docs/AI.md).
    fitted_terms: tuple = ()
    evaluation = "hand"
    # The playout policy: "hand", the game's weights below; "aimed", a game's sharper one where
    # it has one (Steam Torpedo: its crew's moves; Carrier Strike: a plane without a torpedo
    # flown home to take one), played by the arena's "+aimed" players; "odds", Carrier Strike's
    # dogfights declared and counted by their odds (the arena's "+odds").
    policy = "hand"
    # The hint measures each move of its card by this many times the level's measuring playouts
    # (``players.hint_playouts``): a game whose chances the card shows as they are measured, far
    # from 0 and 100%, needs more for them to hold still when asked again (docs/arena/hint.md).
    hint_measure = 1
    # The search's most visited moves the hint measures (besides the policy's favourite); its
    # card shows the best three. A game whose near-equal moves share the tries unevenly from
    # one search to the next measures more of them, so each ask weighs the same ones.
    hint_candidates = 3

    def __init__(self, rules):
        self.rules = rules

    # -- who plays --------------------------------------------------------------
    def side(self, state, seat: str) -> str:
        """The side a seat plays for (teams share one)."""
        return seat

    def sides(self, state) -> tuple:
        return tuple(self.rules.players)

    # -- what the seat cannot see -------------------------------------------------
    def determinize(self, view, seat: str, rnd):
        """A full position consistent with ``view``: the hidden parts sampled with ``rnd``,
        a fresh generator for what is still to come. Never reads a seed or a generator
        from the view. The result is the search's own (play on it freely)."""
        raise NotImplementedError

    # -- the heuristic policy ----------------------------------------------------------
    def weight(self, state, action) -> float:
        return 1.0

    def rank(self, state, legal, rnd) -> list:
        """Notations best first: by the policy's weight, ties in a random order."""
        keyed = [(-self.weight(state, a), rnd.random(), str(a)) for a in legal]
        keyed.sort()
        return [k for _, _, k in keyed]

    def favourites(self, state, legal) -> list:
        """Notations best first by the policy, ties in the order given: where the hint's
        measure cannot tell moves apart it names the first of them (game/ai/mcts.py)."""
        weights = self.weights(state, legal)
        ranked = sorted(range(len(legal)), key=lambda i: -weights[i])
        return [str(legal[i]) for i in ranked]

    def searchable(self, state, legal) -> list:
        """The legal moves the search considers (all of them unless a game leaves out moves
        that only go round in circles); never none when some are legal."""
        return legal

    def weights(self, state, legal) -> list:
        """The policy's weight of each legal move (a game may work out once what they share)."""
        return [self.weight(state, a) for a in legal]

    def playout_action(self, state, legal, rnd):
        if len(legal) == 1:
            return legal[0]
        weights = self.weights(state, legal)
        total = sum(weights)
        r = rnd.random() * total
        for a, w in zip(legal, weights):
            r -= w
            if r <= 0:
                return a
        return legal[-1]

    # -- scoring -----------------------------------------------------------------
    def evaluate(self, state) -> dict:
        """Side -> chance to win of a position cut short (0..1)."""
        return {s: 0.5 for s in self.sides(state)}

    def terms(self, state) -> dict | None:
        """Each of ``fitted_terms`` for the first side less the other's (None: a position the
        fitted evaluation does not judge, as a submarine still being built)."""
        return None

    def fitted_chance(self, state) -> float | None:
        """The first side's chance by the fitted weights (game/ai/fitted.py), else None."""
        if self.evaluation != "fitted" or not self.fitted_terms:
            return None
        w = fitted.weights(self.game_id, self.fitted_terms)
        t = self.terms(state) if w is not None else None
        return None if t is None else fitted.chance(w, t)

    def reward(self, state) -> dict:
        out = self.rules.outcome(state)
        if out is None:
            return self.evaluate(state)
        return {s: (0.5 if out.winner is None else 1.0 if out.winner == s else 0.0) for s in self.sides(state)}

    def shown_by(self) -> tuple:
        """The calibration (a, b) the hint's chance is shown through, by the evaluation it judges by."""
        if self.evaluation == "fitted" and self.fitted_calibration is not None:
            return self.fitted_calibration
        return self.calibration

    def calibrated(self, p: float) -> float:
        """The hint's measured chance to win as shown (see ``calibration``)."""
        a, b = self.shown_by()
        if (a, b) == (1.0, 0.0):
            return p
        return calibrate(p, a, b)

    # -- whole turns planned (game/ai/turn_plan.py) -------------------------------------------
    # The levels that plan whole turns instead of searching move by move (level -> turn_plan.Plan):
    # none but where a game's turn is many moves of one seat and the plan played better (docs/AI.md).
    turn_plans: dict = {}
    # ... and those the arena's "+plan" players try before a level is given them (the same form).
    plan_trials: dict = {}

    def plans(self, view) -> bool:
        """Whether a position is one the planner decides (else the tree search does)."""
        return False

    def turn_over(self, state, seat: str) -> bool:
        """Whether ``seat``'s turn has ended (or the game) at ``state``."""
        raise NotImplementedError

    def plan_key(self, state):
        """A hashable key of a position: the same position reached in another order, the same key."""
        raise NotImplementedError

    def plan_score(self, state, seat: str) -> float:
        """The game's evaluation of a position for ``seat`` (higher is better; any scale)."""
        raise NotImplementedError

    def plan_other(self, state, seat: str) -> str:
        """The seat whose turn follows ``seat``'s."""
        raise NotImplementedError

    # -- the hint's own estimates (solitaire games) ----------------------------------------
    def hint_start(self, state):
        return None

    def playout_done(self, start, state) -> bool:
        """A playout may stop before its depth (a solitaire mission is over)."""
        return False

    def hint_end(self, start, state) -> dict:
        return {}

    def hint_text(self, answer: dict) -> str:
        """The hint's estimate as the player reads it (``answer``: the worker's dict)."""
        p = answer["estimate"]
        return f"chance to win {p:.0%}, {give_or_take(p, measured_from(answer))}"

    def hint_short(self, answer: dict) -> str:
        """The same, short, for one of the hint card's best moves ("54% to win ±8")."""
        p = answer["estimate"]
        return f"{p:.0%} to win ±{points(p, measured_from(answer))}"
