"""Thunderbirds at War: the CQP and PDP the player sets at the briefing (6.4), toggled button by
button and confirmed as one AssignPoints action; the pilot's kept PDP (Table 4 NOTE) set apart.
"""
from __future__ import annotations

import pygame

from ...rules.thunderbirds import actions as A
from ...rules.thunderbirds.briefing import PDP_LABEL
from ...ui import theme


# what each counter does, spelled out where its button is (issue 31; TaW 6.4.1[1], 6.4.2)
CQP_SKILL = {"gun": "gunnery", "aim": "bombing", "nav": "navigation", "repair": "repairs"}
PDP_TIPS = {
    "man": "Manoeuvre +1, a Pilot Discretionary Point (PDP): +1 once on one of the pilot's manoeuvres, "
           "spent before the die roll (6.4.2)",
    "stam": "Stamina +1, a Pilot Discretionary Point (PDP): a wounded man's -2 die roll modifier becomes -1, "
            "once (6.4.2)",
    "reroll": "Reroll, a Pilot Discretionary Point (PDP): one die roll rolled again, once (6.4.2)",
    "disc": "Discretionary marker (DISC), a Pilot Discretionary Point (PDP), up to two: gives a man a point he "
            "lacks, or replaces one used (6.4.2[2]). Click for one more",
}


def cqp_tip(who: str, kind: str) -> str:
    return (f"A Crew Quality Point (CQP) for the {who}: +1 once on a {CQP_SKILL.get(kind, 'skill')} check this "
            f"mission, spent before the die roll (6.4.1)")


def points_words(action) -> str:
    """The points chosen, as the buttons above name them: "Gun CQP, Nav CQP; Man x2, Reroll"."""
    cqp = [f"{k.capitalize()} CQP" for k in action.cqp]
    counts: dict = {}
    for k in action.pdp:
        counts[k] = counts.get(k, 0) + 1
    pdp = [PDP_LABEL[k] + (f" x{n}" if n > 1 else "") for k, n in counts.items()]
    kept = [f"keeps {PDP_LABEL[action.permanent]}"] if action.permanent else []
    return "; ".join(part for part in (", ".join(cqp), ", ".join(pdp + kept)) if part) or "no points spent"


class BriefingPoints:
    """Mixin of ThunderbirdsScene: the points buttons and the choices they hold until confirmed."""

    def _points_buttons(self, buttons, area):
        st = self.state
        t = self.rules.data.tables
        kinds = [k for k, who in t["cqp"]["kinds"].items() if who in st.crew]
        top = pygame.Rect(area.left, area.top + 16, area.width, 40)
        for k, r in zip(kinds, self._grid(top, 4, 4, 40)):
            on = k in self.points_cqp
            who = t["crew"]["positions"][t["cqp"]["kinds"][k]]["label"]
            b = self._button(buttons, r, f"{k.capitalize()} CQP", None, None, f"{who}: {'on' if on else 'off'}",
                             "primary" if on else "normal", fn=lambda k=k: self._toggle_cqp(k))
            b.tip = cqp_tip(who, k)
        mid = pygame.Rect(area.left, area.top + 80, area.width, 40)
        kept = self.kept_pdp()
        for k, r in zip(PDP_LABEL, self._grid(mid, 4, 4, 40)):
            n = self.points_pdp[k]
            if k == "disc":
                sub = f"x{n}" + (" + 1 kept" if kept == k else "")
            else:
                sub = "kept" if kept == k else ("taken" if n else "not taken")
            b = self._button(buttons, r, PDP_LABEL[k], None, None, sub, "primary" if n or kept == k else "normal",
                             fn=lambda k=k: self._toggle_pdp(k))
            b.tip = PDP_TIPS[k]
        top = 130
        if st.tour.permanent_pdp_due:  # Table 4 NOTE: the pilot's MiD lets him keep one PDP
            row = pygame.Rect(area.left, area.top + 146, area.width, 38)
            for k, r in zip(PDP_LABEL, self._grid(row, 4, 4, 38)):
                on = self.points_perm == k
                b = self._button(buttons, r, f"Keep {PDP_LABEL[k]}", None, None, "chosen" if on else "choose",
                                 "primary" if on else "normal", fn=lambda k=k: self._choose_perm(k))
                b.tip = (f"The pilot was Mentioned in Dispatches: he keeps this counter for good "
                         f"(Table 4 NOTE). {PDP_TIPS[k]}")
            top = 192
        action = self.points_action()
        conf = pygame.Rect(area.left, area.top + top, area.width, 44)
        self._button(buttons, conf, "Confirm points and plan the flight", action, pygame.K_RETURN,
                     points_words(action), "primary")

    def kept_pdp(self) -> str | None:
        """The pilot's permanent PDP at this briefing: the one being chosen, else the tour's (Table 4 NOTE)."""
        tour = self.state.tour
        return self.points_perm if tour.permanent_pdp_due else tour.permanent_pdp

    def pdp_cap(self, k: str, kept: str | None) -> int:
        """Counters of kind `k` the player may still toggle (6.4.2[1]), the kept one set apart."""
        return self.rules.data.tables["pdp"]["max_each"][k] - (1 if kept == k else 0)

    def points_action(self):
        order = ("man", "stam", "reroll", "disc")
        pdp = tuple(k for k in order for _ in range(self.points_pdp[k]))
        cqp = tuple(k for k in A.CQP_KINDS if k in self.points_cqp)
        perm = self.points_perm if self.state.tour.permanent_pdp_due else None
        return A.AssignPoints(cqp, pdp, perm)

    def _choose_perm(self, k):
        self.points_perm = k
        self.points_pdp[k] = min(self.points_pdp[k], self.pdp_cap(k, k))
        self.app.sounds.play("click")
        self.refresh()

    def _toggle_cqp(self, k):
        self.points_cqp ^= {k}
        self.app.sounds.play("click")
        self.refresh()

    def _toggle_pdp(self, k):
        cap = self.pdp_cap(k, self.kept_pdp())
        if cap == 0:
            self.app.toast(f"{PDP_LABEL[k]} is the pilot's already: kept since his MiD (TaW Table 4 NOTE)",
                           theme.GOLD)
            return
        self.points_pdp[k] = (self.points_pdp[k] + 1) % (cap + 1)
        self.app.sounds.play("click")
        self.refresh()
