"""Steam Torpedo for the search: open information but for a custom build's picks; the
material evaluation (game/rules/steam_torpedo/evaluation.py), and the terms a fitted one
weighs (tried, not kept: docs/AI.md)."""
from __future__ import annotations

from ..rules.core import RuleError
from ..rules.steam_torpedo import actions as A
from ..rules.steam_torpedo.setup import check_build
from ..rules.steam_torpedo.evaluation import evaluate
from ..rules.steam_torpedo.state import ACTION, BUILD, RECOVERY, SWAP
from .adapter import Adapter, copy_with_fresh_rng, squash
from .turn_plan import Plan

WEIGHTS = {A.Activate: 6.0, A.Use: 4.0, A.React: 4.0, A.Move: 1.5, A.EndTurn: 0.3, A.Pass: 1.0,
           A.Damage: 1.0, A.Replace: 1.0, A.Manoeuvre: 1.0, A.Breathe: 1.0}
AIMED, ASTRAY = 2.0, 0.2   # the "aimed" policy's crew moves, all told: to a card it can use, elsewhere


class SteamTorpedo(Adapter):
    game_id = "steam-torpedo"
    playout_depth = 12
    # the hint's chance to win: fitted on 1,000 games (tools/hint_check.py steam-torpedo
    # --games 1000 --spread 80 --fit), checked on 1,000 others (docs/AI.md)
    calibration = (2.8, 0.09)

    # Normal and Hard plan whole turns (game/ai/turn_plan.py): a turn is up to five crew moves or
    # activations and a manoeuvre, deeper than the tree grows (docs/arena/runs.md); Easy searches.
    # Hard plans three half-turns: its turn, the opponent's reply, its own next turn (session 60:
    # against Normal 63.0% of 200 where planning two won 58.0%, docs/AI.md).
    turn_plans = {"normal": Plan(width=8, replies=0, reply_width=0),
                  "hard": Plan(width=8, replies=8, reply_width=4, again=4)}

    def plans(self, view) -> bool:
        return view.phase not in (BUILD, SWAP) and view.outcome is None   # (the builds and the swap: the search)

    def turn_over(self, state, seat) -> bool:
        return state.outcome is not None or (
            state.active != seat and state.phase in (ACTION, RECOVERY) and self.rules.to_move(state) != seat)

    def plan_key(self, state):
        r, d = state.reaction, state.damage
        subs = tuple((seat, sub.sector,
                      tuple((c.cell, c.damage, c.oxygen, c.destroyed) for c in sub.compartments.values()),
                      tuple((m.id, m.sub, m.cell, m.ready, m.alive) for m in sub.crew))
                     for seat, sub in state.subs.items())
        return (state.phase, state.active, state.manoeuvred, tuple(state.used), state.aim, tuple(state.reacted),
                (r.reactor, r.trigger, tuple(r.used)) if r else None,
                (d.attacker, d.section, d.total, d.left, d.after) if d else None, state.outcome is not None, subs)

    def plan_score(self, state, seat) -> float:
        return evaluate(state, seat)

    def plan_other(self, state, seat) -> str:
        return state.other(seat)

    def determinize(self, view, seat, rnd):
        out = copy_with_fresh_rng(view, rnd, lambda v: v.copy())
        for other, picks in list(out.builds.items()):
            if other == seat or "?" not in picks:
                continue
            out.builds[other] = []
            for _ in picks:  # a custom build's hidden picks: any the rules allow, in turn
                options = []
                for cid in out.data.cards:
                    try:
                        check_build(out, other, A.Build(cid))
                    except RuleError:
                        continue
                    options.append(cid)
                if not options:
                    break
                out.builds[other].append(rnd.choice(sorted(options)))
        return out

    # "aimed" (the arena's "+aimed" players): the playouts move a crew member mostly to a
    # compartment whose card it could use there (a trigger, an attack or an effect, not destroyed,
    # no enemy in it, none of its own crew there but for a per-crew attack), seldom elsewhere,
    # and the crew's moves all told weigh as one move.

    def weight(self, state, action) -> float:
        if self.policy == "aimed" and type(action) is A.Move:   # (its order: the aimed first)
            return WEIGHTS[A.Move] if self._aimed(state, action) else ASTRAY
        return WEIGHTS.get(type(action), 1.0)

    def weights(self, state, legal) -> list:
        """By the "aimed" policy the crew's moves share one weight, however many there are (the
        aimed ones AIMED, the rest ASTRAY), so a playout activates, uses and ends its turns as
        often whatever the crew's paths."""
        if self.policy != "aimed":
            return super().weights(state, legal)
        aimed = [type(a) is A.Move and self._aimed(state, a) for a in legal]
        moves = sum(1 for a in legal if type(a) is A.Move)
        n_aimed = sum(aimed)
        out = []
        for a, good in zip(legal, aimed):
            if type(a) is not A.Move:
                out.append(WEIGHTS.get(type(a), 1.0))
            elif good:
                out.append(AIMED / n_aimed)
            else:
                out.append(ASTRAY / (moves - n_aimed))
        return out

    def _aimed(self, state, action) -> bool:
        seat = self.rules.to_move(state)
        member = next((m for m in state.subs[seat].crew if m.id == action.crew and m.alive), None)
        if member is None:
            return False
        sub = state.subs[member.sub]
        comp = sub.compartments.get(action.path[-1])
        if comp is None or comp.destroyed:
            return False
        card = comp.card
        if card.trigger == "none" or not (card.attack or card.effect):
            return False
        for side in state.subs.values():
            for m in side.crew:
                if m.alive and m.sub == member.sub and m.cell == comp.cell and m is not member:
                    if m.owner != seat or not card.attack_per_crew:
                        return False
        return True

    # the material lead (the hand evaluation: evaluation.py), whose turn it is, and the first
    # seat's edge. Each of the material's terms weighed apart predicted the outcome as well on
    # held-out games and played worse (docs/arena/runs.md).
    fitted_terms = ("material", "to move", "first seat")

    def terms(self, state) -> dict | None:
        if state.phase == BUILD:
            return None
        a = state.players[0]
        return {"material": evaluate(state, a), "to move": 1.0 if self.rules.to_move(state) == a else -1.0,
                "first seat": 1.0}

    def evaluate(self, state) -> dict:
        """The material lead, squashed (the hand weights: the levels'); by the fitted weights
        (game/ai/data/steam-torpedo.yaml) where ``evaluation`` is "fitted" and the submarines
        are built."""
        a, b = state.players
        p = self.fitted_chance(state)
        if p is None:
            p = squash(evaluate(state, a), 20.0)
        return {a: p, b: 1.0 - p}
