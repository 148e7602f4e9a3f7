"""Thunderbirds at War for the hint: playouts by the tour policy
(game/rules/thunderbirds/policy.py) to the end of the mission; the estimates are the chance the mission succeeds
(TaW 5.0) and the chance the crew returns (lands, or crashes in England: 7.8)."""
from __future__ import annotations

from ..rules.thunderbirds.policy import TourPolicy
from ..rules.thunderbirds.state import DEBRIEF, OVER
from .adapter import Adapter, copy_with_fresh_rng, give_or_take, least_sure, measured_from, points


class Thunderbirds(Adapter):
    game_id = "thunderbirds"
    playout_depth = 3000  # a mission is over long before: playouts stop there

    def __init__(self, rules):
        super().__init__(rules)
        self.policy = TourPolicy(rules, 0, explore=0.1)

    def sides(self, state):
        return ("crew",)

    def determinize(self, view, seat, rnd):
        # open information (face-down counters and chits are drawn from the generator as
        # they are turned): a copy with a fresh generator
        out = copy_with_fresh_rng(view, rnd, self.rules.clone)
        self.policy = TourPolicy(self.rules, rnd.randrange(1, 2**31), explore=0.1)  # the playouts' own generator
        return out

    def rank(self, state, legal, rnd):
        first = str(self.policy.choose(state))
        rest = [str(a) for a in legal if str(a) != first]
        rnd.shuffle(rest)
        return [first] + rest

    def favourites(self, state, legal) -> list:
        """The tour policy's own choice (without its exploring) first, the rest as given."""
        first = str(TourPolicy(self.rules, 0).choose(state))
        return [first] + [str(a) for a in legal if str(a) != first]

    def playout_action(self, state, legal, rnd):
        return self.policy.choose(state)

    def hint_start(self, state):
        return state.tour.missions_flown

    def playout_done(self, start, state) -> bool:
        """The mission being flown (or, between missions, the next one) is over."""
        return state.phase == OVER or state.tour.missions_flown > start

    @staticmethod
    def _marks(state) -> tuple[float, float]:
        res = state.result if state.phase in (DEBRIEF, OVER) else None
        if not res:
            return 0.0, 0.0
        home = res.get("end") == "landed" or (res.get("end") == "crashed" and res.get("terrain") == "england")
        return float(bool(res.get("successful"))), float(home)

    def hint_end(self, start, state) -> dict:
        success, home = self._marks(state)
        return {"success": success, "home": home}

    def reward(self, state) -> dict:
        success, home = self._marks(state)
        return {"crew": 0.6 * success + 0.4 * home if state.phase in (DEBRIEF, OVER) else 0.5}

    def hint_text(self, answer: dict) -> str:
        extra = answer.get("extra", {})
        success, home = extra.get("success", 0), extra.get("home", 0)
        return (f"the mission succeeds {success:.0%}, the crew returns {home:.0%} "
                f"(each {give_or_take(least_sure(success, home), measured_from(answer))})")

    def hint_short(self, answer: dict) -> str:
        extra = answer.get("extra", {})
        success, home = extra.get("success", 0), extra.get("home", 0)
        return (f"succeeds {success:.0%}, crew returns {home:.0%} "
                f"±{points(least_sure(success, home), measured_from(answer))}")
