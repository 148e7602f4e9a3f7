"""The Same 4 Cats for the hint: the face-down decks' order sampled; playouts to the end of
the mission; the estimates are the chance the mission hits its ship and the chance of being
shot down (S4C 4.5-4.6)."""
from __future__ import annotations

import copy

from ..rules.same4cats import actions as A
from .adapter import Adapter, fresh_rng, give_or_take, least_sure, measured_from, points

WEIGHTS = {A.Draw: 3.0, A.Torpedo: 1.0, A.Abort: 0.2, A.Continue: 1.0, A.Repair: 1.0, A.Retry: 0.5, A.Target: 1.0}
VALUE = {"hit": 1.0, "miss": 0.35, "aborted": 0.25, "shot down": 0.0}


class Same4Cats(Adapter):
    game_id = "same4cats"
    playout_depth = 400  # a mission is over long before: playouts stop there
    hint_measure = 4     # its card's chances (a hit, shot down) as measured: 2,000 playouts at Hard

    def sides(self, state):
        return ("player",)

    def determinize(self, view, seat, rnd):
        seen = copy.copy(view)
        seen.rng = None  # the game's generator is never copied into the search
        out = copy.deepcopy(seen)
        out.rng = fresh_rng(rnd)
        for deck in (out.event_deck, out.mission_deck, out.target_deck):
            rnd.shuffle(deck)  # the view gives them sorted: the order is what is hidden
        return out

    def weight(self, state, action) -> float:
        return WEIGHTS.get(type(action), 1.0)

    def hint_start(self, state):
        return len(state.missions_flown)

    def playout_done(self, start, state) -> bool:
        return state.shot_down or len(state.missions_flown) > start

    def _result(self, start, state) -> str | None:
        if state.shot_down:
            return "shot down"
        if len(state.missions_flown) > start:
            return state.missions_flown[start].result
        return None

    def hint_end(self, start, state) -> dict:
        result = self._result(start, state)
        return {"hit": float(result == "hit"), "shot down": float(result == "shot down")}

    def reward(self, state) -> dict:
        return {"player": self.evaluate(state)["player"]}

    def evaluate(self, state) -> dict:
        if state.shot_down:
            return {"player": 0.0}
        if state.missions_flown:
            return {"player": VALUE.get(state.missions_flown[-1].result, 0.5)}
        return {"player": 0.5}

    def hint_text(self, answer: dict) -> str:
        extra = answer.get("extra", {})
        hit, down = extra.get("hit", 0), extra.get("shot down", 0)
        return (f"the mission hits {hit:.0%}, shot down {down:.0%} "
                f"(each {give_or_take(least_sure(hit, down), measured_from(answer))})")

    def hint_short(self, answer: dict) -> str:
        extra = answer.get("extra", {})
        hit, down = extra.get("hit", 0), extra.get("shot down", 0)
        return f"hits {hit:.0%}, shot down {down:.0%} ±{points(least_sure(hit, down), measured_from(answer))}"
