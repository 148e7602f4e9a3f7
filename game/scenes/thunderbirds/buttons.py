"""Thunderbirds at War: the buttons of the action panel, one set per phase, each an action of
``game.legal_actions()`` (or a refused one with the engine's reason), and their labels.
"""
from __future__ import annotations

import pygame

from ...rules.thunderbirds import actions as A
from ...rules.thunderbirds import odds
from ...rules.thunderbirds.events import jettison_completes
from ...rules.thunderbirds.state import CONDITIONS, CREW, DEBRIEF, DECIDE, FLY, OVER, PLAN, POINTS, TARGET
from ...ui.widgets import Button
from ..modal import ChoiceScene
from .layout import button_area, target_note

BONUS_LABEL = {"cqp": "CQP +1", "disc": "DISC +1", "stam": "Stam +1", "man": "Man +1", "mid": "MiD +1"}
VERB_LABEL = {"roll": "Roll", "fire": "Open fire", "evade": "Manoeuvre"}
SIMPLE_LABEL = {"accept": ("Accept", "let the result stand"), "reroll": ("Reroll", "Reroll PDP, else a DISC"),
                "hold": ("Hold fire", "do not open fire (7.1.2[3])"),
                "jettison": ("Jettison", "drop the load (event 11)"),
                "keep": ("Keep the load", "fly it home (event 11: fuel halved)"),
                "continue": ("Press on low", "oxygen failure: fly at low altitude (event 13)"),
                "scrub": ("Scrub the mission", "head home (7.0.5)"),
                "extinguish": ("Flt. Eng.: fire", "his attempt in combat (8.2.3)"),
                "land": ("Land with the mine", "a skill check; failure destroys the Wimpy"),
                "ditch": ("Ditch at sea", "the Survival Table Over Sea (7.5.2[1])"),
                "next": ("Next mission", "on with the tour (10.0)")}


def option_label(data, notation: str) -> tuple[str, str]:
    """A decision's button text from its notation: `evade +man+disc` -> Manoeuvre, Man +1, DISC +1."""
    words = notation.split()
    if words[0] == "restore":
        pos = data.tables["crew"]["positions"][words[1]]["label"]
        return f"Restore the {pos}", "his spent bonus comes back (event 5)"
    if words[0] in SIMPLE_LABEL:
        return SIMPLE_LABEL[words[0]]
    bonuses = [b for b in (words[1] if len(words) > 1 else "").split("+") if b]
    label = VERB_LABEL.get(words[0], words[0].capitalize())
    if not bonuses:
        return label, "no points spent" if words[0] != "evade" else "pilot's skill check"
    return label + " " + " ".join(f"+{b.upper() if b in ('cqp', 'disc', 'mid') else b.capitalize()}"
                                  for b in bonuses), \
        ", ".join(BONUS_LABEL[b] for b in bonuses)


class ThunderbirdsButtons:
    """Mixin of ThunderbirdsScene: builds ``self.buttons`` from the state (``refresh``)."""

    def _button(self, buttons, rect, label, action=None, key=None, sub="", style="normal", fn=None, why=None):
        if fn is None:
            fn = (lambda a=action: self.perform(a))
        b = Button(rect, label, fn, key, self.why(action) if (why is None and action is not None) else (why or ""),
                   sub, style, action)
        buttons.append(b)
        return b

    def choose_fire_fighter(self, fighters: list) -> None:
        """8.2.3: the player sends any crew member to fight the fire: a choice of who (the
        roll has no DRMs, so each has the same chance; the one sent is away from his post)."""
        if not fighters:
            return
        crew = self.state.crew
        chance = odds.option_note(self.state, str(fighters[0]))

        def sending(action):
            return lambda: self.perform(action)
        choices = [(f"{crew[a.position].label} {crew[a.position].name}".strip(), sending(a)) for a in fighters]
        message = "A skill check with no modifiers: a wound does not count (8.2.3)." + (
            f" {chance}." if chance else "")
        self.app.push(ChoiceScene(self.app, "Who fights the fire?", choices + [("Not now", lambda: None)],
                                  message=message))

    def _grid(self, area: pygame.Rect, n: int, cols: int, max_h: int = 46, gap: int = 6):
        rows = max(1, -(-n // cols))
        h = min(max_h, (area.height - gap * (rows - 1)) // rows)
        w = (area.width - gap * (cols - 1)) // cols
        return [pygame.Rect(area.left + (i % cols) * (w + gap), area.top + (i // cols) * (h + gap), w, h)
                for i in range(n)]

    def refresh(self) -> None:
        st = self.state
        legal = self.game.legal_actions()
        area = button_area(self.layout, st)
        buttons: list[Button] = []
        keys = [pygame.K_1 + i for i in range(9)]
        if st.phase == TARGET:
            acts = list(legal)
            cols = 3 if len(acts) > 4 else 1
            for i, (a, r) in enumerate(zip(acts, self._grid(area, len(acts), cols, 46, 5))):
                if a.name == "roll":
                    label, sub = "Roll on Table 1", "Mission Randomizer (6.1)"
                else:
                    label, sub = a.name, target_note(self.board, a.name)
                    if st.options.get("target_method") == "historical":
                        label = f"Mission {st.options['historical_mission']}: {a.name}"
                b = self._button(buttons, r, label, a, sub=sub, style="primary" if len(acts) == 1 else "normal",
                                 key="tb go on" if len(acts) == 1 else None)
                b.target = a.name
        elif st.phase == CONDITIONS:
            r = self._grid(area, 1, 1, 56)[0]
            self._button(buttons, r, "Roll sky and moon", A.RollConditions(), "tb go on",
                         "two d10 on the Target Conditions table (6.2)", "primary")
        elif st.phase == CREW:
            others = [p for p in A.POSITIONS if p != "pilot"]
            crew = st.data.tables["crew"]
            for i, (a, r) in enumerate(zip(legal, self._grid(area, len(legal), 2, 44))):
                home = next(p for p in others if p not in a.positions)
                stand = next((s for s in crew["stand_ins"].get(home, []) if s in a.positions or s == "pilot"), None)
                sub = f"{crew['positions'][stand]['label']} stands in" if stand else "nobody does his job"
                self._button(buttons, r, f"Without the {crew['positions'][home]['label']}", a, keys[i], sub)
        elif st.phase == POINTS:
            self._points_buttons(buttons, area)
        elif st.phase == PLAN:
            rects = self._grid(area, 2, 2, 44)
            self._button(buttons, rects[0], "Clear the path", A.PlanHex("reset"), "tb clear path",
                         "start again from 6 Group")
            self._button(buttons, rects[1], "Karmoy box", A.PlanHex("karmoy"), "tb karmoy",
                         "3 + 2 stacked markers (7.10)")
        elif st.phase == FLY:
            rects = self._grid(area, 6, 2, 42)
            nxt = self.next_cell()
            named = self.board.places.get(nxt) if nxt else None  # a long "the sea 2 hexes ..." would not fit
            where = (f"into {named}" if named else "to the next marker") if nxt and nxt != self.board.karmoy else (
                "into the Karmoy box" if nxt else "end of the path")
            self._button(buttons, rects[0], "Fly on", A.Simple("fly"), "tb go on",
                         f"{where}, fuel -{self.rules.fuel_cost(st)}", "primary")
            self._button(buttons, rects[1], "Land here", A.Simple("land"), "tb land", "a field in England (7.8.2)")
            fighters = [a for a in legal if isinstance(a, A.Extinguish)]
            self._button(buttons, rects[2], "Fight the fire", fighters[0] if fighters else A.Extinguish("engineer"),
                         "tb fire", f"{len(st.fires)} fire{'s' if len(st.fires) != 1 else ''}, "
                         f"{st.fire_attempts} attempt{'s' if st.fire_attempts != 1 else ''} here (8.2.3)",
                         fn=lambda: self.choose_fire_fighter(fighters))
            self._button(buttons, rects[3], "Ditch", A.Simple("ditch"), "tb ditch", "cannot go on (7.8.4)", "danger")
            bad = ", ".join(m["label"] for m in st.malfunctions.values() if m["repairable"] and not m["failed"])
            self._button(buttons, rects[4], "Flt. Eng. repairs", A.Simple("repair"), "tb repair",
                         (bad or "nothing to repair") + " (8.1.2)")
        elif st.phase == DECIDE:
            opts = list(legal)
            cols = 3 if len(opts) > 4 else 2
            for i, (a, r) in enumerate(zip(opts, self._grid(area, len(opts), cols, 46, 5))):
                label, sub = option_label(st.data, str(a))
                if str(a) == "jettison":   # event 11: what dropping the load here counts for
                    sub = ("bombs on Germany: a completed mission" if jettison_completes(st)
                           else "dropped to save fuel: not a completed mission")
                note = odds.option_note(st, str(a))  # issue 15: the chance before the roll
                if note:
                    sub = note  # (the panel above says what a Reroll costs)
                style = "danger" if str(a) in ("accept",) and st.pending["kind"] == "hit" else (
                    "primary" if i == 0 else "normal")
                self._button(buttons, r, label, a, keys[i] if i < 9 else None, sub, style)
        elif st.phase == DEBRIEF:
            r = self._grid(area, 1, 1, 52)[0]
            t = st.tour
            self._button(buttons, r, "Next mission", A.Simple("next"), pygame.K_RETURN,
                         f"{t.successful} of {t.length} successful; mission {t.missions_flown + 1} next", "primary")
        elif st.phase == OVER:
            r = self._grid(area, 1, 1, 52)[0]
            self._button(buttons, r, "Back to title", None, pygame.K_RETURN, "the mission is over", "primary",
                         fn=self.app.to_title)
        undo_why = self.undo_refusal()
        u = self.layout["action"]
        self._button(buttons, pygame.Rect(u.right - 92, u.top + 6, 84, 26), "Undo", None, None, fn=self.undo,
                     why=undo_why)
        self.buttons.buttons = buttons
        self.hover_target_cell = None
        self._overlay = None
