"""Battaglia Navale for the search: the deck's order sampled, fire preferred in playouts,
captured counters (BN End) as the evaluation."""
from __future__ import annotations

import copy

from ..rules.battaglia_navale import actions as A
from ..rules.battaglia_navale.state import clone
from .adapter import Adapter, fresh_rng, squash

WEIGHTS = {A.Fire: 8.0, A.Missile: 10.0, A.Raid: 6.0, A.AntiAircraft: 5.0, A.Move: 1.0, A.Place: 0.2,
           A.EndTurn: 0.6, A.HoldFire: 1.0, A.Pass: 0.3, A.AutoFleet: 50.0, A.AutoPlanes: 50.0,
           A.TurnPolaris: 4.0, A.Land: 2.0}


class BattagliaNavale(Adapter):
    game_id = "battaglia-navale"
    playout_depth = 12
    hint_candidates = 6   # the hint measures the search's six most visited moves (docs/arena/hint.md)
    # the hint's chance to win: its scale a fitted at Hard, the hint's level, on 2,000 games (seeds
    # 2001-4000, docs/arena/results/hint/check-hard*.jsonl: a = 0.747), with no b (the seat to
    # move won 49.1% of the first 1,000 and 53.0% of the others). Fitted on either half, it scored
    # the other half at Brier 0.2176 and 0.2132, where the calibration before scored 0.2174 and
    # 0.2163: (0.6, 0.12), fitted at Normal, which read 3 points high (`tools/hint_check.py folds`,
    # docs/arena/runs.md, session 53)
    calibration = (0.75, 0.0)

    def determinize(self, view, seat, rnd):
        out = copy.copy(view)
        out.rng = fresh_rng(rnd)
        # BN Fire: used cards go to the bottom, so the deck always holds every fire card;
        # the seat does not know their order (a player with a perfect memory of the cycle
        # would: the computer does not use it).
        deck = sorted(view.data.fire_cards)
        if len(deck) != len(view.deck):
            deck = (deck * (len(view.deck) // max(1, len(deck)) + 1))[:len(view.deck)]
        rnd.shuffle(deck)
        out.deck = deck
        out.derived = None
        return clone(out)

    def searchable(self, state, legal) -> list:
        """A ship set again in its square this turn is not set again (BN Positioning): setting
        it back and forth changes nothing, and a search that found no better move would do so
        for ever (a Hard game against random play stopped at 3,000 moves, one ship set 2,800
        times). Every other move stays, the end of the turn among them."""
        placed = state.turn.placed if state.phase == "turn" else ()
        if not placed:
            return legal
        kept = [a for a in legal if type(a) is not A.Place or a.unit not in placed]
        return kept or legal

    def weight(self, state, action) -> float:
        return WEIGHTS.get(type(action), 1.0)

    def evaluate(self, state) -> dict:
        a, b = state.players
        lead = len(state.fleets[a].tray) - len(state.fleets[b].tray)
        p = squash(lead, 3.0)
        return {a: p, b: 1.0 - p}
