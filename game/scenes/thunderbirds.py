"""Thunderbirds at War: the tour of operations on the hex map of north-west Europe, mission after
mission from briefing to landing, with a campaign screen (the debriefing) in between.

The map is the engine's board (maps/thunderbirds.tmx) painted once; the flight path, the
Wimpy and the highlights are drawn on top each frame. Every button and hex click becomes
an action from ``game.legal_actions()``; refusals come back from the engine with their rule.
Panels (tracks, crew, conditions, rolls) live in thunderbirds_panels.py, pictures in
thunderbirds_art.py.
"""
from __future__ import annotations

import copy

import pygame

from .. import tiled
from ..rules.core import RuleError
from ..rules.thunderbirds import actions as A
from ..rules.thunderbirds import data
from ..rules.thunderbirds.board import DEFAULT_MAP
from ..rules.thunderbirds.briefing import PDP_LABEL
from ..rules.thunderbirds.flight import board as board_of
from ..rules.thunderbirds.state import CONDITIONS, CREW, DEBRIEF, DECIDE, FLY, OVER, PLAN, POINTS, TARGET
from ..ui import theme
from ..ui.anim import Tween
from ..ui.board import BoardView
from ..ui.widgets import Button, ButtonRow
from . import thunderbirds_art as art
from . import thunderbirds_panels as panels
from .game_scene import GameScene

L = panels.LAYOUT
BONUS_LABEL = {"cqp": "CQP +1", "disc": "DISC +1", "stam": "Stam +1", "man": "Man +1", "mid": "MiD +1"}
VERB_LABEL = {"roll": "Roll", "fire": "Open fire", "evade": "Manoeuvre"}
SIMPLE_LABEL = {"accept": ("Accept", "let the result stand"), "reroll": ("Reroll", "Reroll PDP, else a DISC"),
                "hold": ("Hold fire", "do not open fire (7.1.2[3])"),
                "jettison": ("Jettison", "bomb Germany: a successful mission"),
                "keep": ("Keep the load", "fly it home (event 11: fuel halved)"),
                "continue": ("Press on low", "oxygen failure: fly at low altitude (event 13)"),
                "scrub": ("Scrub the mission", "head home (7.0.5)"),
                "extinguish": ("Flt. Eng.: fire", "his attempt in combat (8.2.3)"),
                "land": ("Land with the mine", "a skill check; failure destroys the Wimpy"),
                "ditch": ("Ditch at sea", "the Survival Table Over Sea (7.5.2[1])"),
                "next": ("Next mission", "on with the tour (10.0)")}


def option_label(notation: str) -> tuple[str, str]:
    """A decision's button text from its notation: `evade +man+disc` -> Manoeuvre, Man +1, DISC +1."""
    words = notation.split()
    if words[0] == "restore":
        pos = data.tables()["crew"]["positions"][words[1]]["label"]
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


class ThunderbirdsScene(GameScene):
    log_rect = L["log"]

    def __init__(self, app, game, save_path=None):
        self.log_rect = L["log"].copy()
        super().__init__(app, game, save_path)
        self.board = board_of(game.state)
        tmx = tiled.load(game.state.map_path or DEFAULT_MAP)
        offmap = {o.cls: o for o in tmx.objects if o.cls in ("offmap_target", "direction_chart")}
        self.view = BoardView(self.board.grid, L["map"].copy(),
                              lambda surf, view: art.paint_map(surf, view, self.board, offmap))
        k = offmap["offmap_target"]
        x, y = self.view.to_screen(k.x + k.width / 2, k.y + k.height / 2)
        top = L["target"].top - 2  # the box of the map sheet, drawn larger to hold its 5 markers
        self.karmoy_rect = pygame.Rect(int(x) - 76, top, 152, int(self.view.origin[1]) - 4 - top)
        self.buttons = ButtonRow()
        self.buttons.refused = lambda why: app.toast(f"Not allowed: {why}")
        self.points_cqp: set = set()
        self.points_pdp = {"man": 0, "stam": 0, "reroll": 0, "disc": 0}
        self.points_perm: str | None = None   # the PDP kept for good, chosen at this briefing
        self.hover_cell = None
        self.hover_target_cell = None
        self.wimpy_tween: Tween | None = None
        self.flips: dict = {}
        self.dice = panels.DiceTray(L["rolls"])
        self.dice.show(game.state.last_rolls, 0)
        self._bg: pygame.Surface | None = None
        self._overlay: pygame.Surface | None = None
        self.refresh()

    # -- helpers ---------------------------------------------------------------
    @property
    def state(self):
        return self.game.view()

    def secs(self, s: float) -> float:
        return s * self.app.settings.animation_scale

    def why(self, action) -> str:
        """Why the engine refuses an action now ("" when legal): asked of a copy of the state."""
        if action in self.game.legal_actions():
            return ""
        if self.game.outcome() is not None:
            return "The mission is over (TaW 7.8)"
        try:
            self.rules.apply(copy.deepcopy(self.game.state), action)
        except RuleError as exc:
            return f"{exc.reason} ({exc.rule})"
        return "Not possible now"

    def marker_point(self, index: int) -> tuple[float, float]:
        """Screen point of flight path marker `index` (stacked markers side by side)."""
        st = self.state
        m = st.path[index]
        if m.karmoy:
            same = [i for i, o in enumerate(st.path) if o.karmoy]
            k = same.index(index)
            r = self.karmoy_rect
            return r.left + 16 + k * 24 + (6 if k >= 3 else 0), r.bottom - 16
        same = [i for i, o in enumerate(st.path) if o.cell == m.cell and not o.karmoy]
        k, n = same.index(index), len(same)
        cx, cy = self.view.center(m.cell)
        return cx + (k - (n - 1) / 2) * 19 * self.view.scale, cy + 14 * self.view.scale

    def cell_point(self, cell) -> tuple[float, float]:
        if cell == self.board.karmoy:
            return self.karmoy_rect.center
        return self.view.center(cell)

    def wimpy_point(self) -> tuple[float, float]:
        st = self.state
        if st.position >= 0 and st.path[st.position].karmoy:
            r = self.karmoy_rect
            return r.right - 24, r.top + 24
        cx, cy = self.view.center(st.wimpy or self.board.home)
        return cx, cy - 12 * self.view.scale

    def next_cell(self):
        st = self.state
        if st.phase in (FLY, DECIDE) and 0 <= st.position + 1 < len(st.path):
            return st.path[st.position + 1].cell
        return None

    # -- buttons ---------------------------------------------------------------
    def _button(self, buttons, rect, label, action=None, key=None, sub="", style="normal", fn=None, why=None):
        if fn is None:
            fn = (lambda a=action: self.perform(a))
        b = Button(rect, label, fn, key, self.why(action) if (why is None and action is not None) else (why or ""),
                   sub, style)
        b.notation = str(action) if action is not None else None
        buttons.append(b)
        return b

    def _grid(self, area: pygame.Rect, n: int, cols: int, max_h: int = 46, gap: int = 6):
        rows = max(1, -(-n // cols))
        h = min(max_h, (area.height - gap * (rows - 1)) // rows)
        w = (area.width - gap * (cols - 1)) // cols
        return [pygame.Rect(area.left + (i % cols) * (w + gap), area.top + (i // cols) * (h + gap), w, h)
                for i in range(n)]

    def refresh(self) -> None:
        st = self.state
        legal = self.game.legal_actions()
        area = panels.button_area(st)
        buttons: list[Button] = []
        keys = [pygame.K_1 + i for i in range(9)]
        if st.phase == TARGET:
            acts = list(legal)
            cols = 3 if len(acts) > 4 else 1
            for i, (a, r) in enumerate(zip(acts, self._grid(area, len(acts), cols, 46, 5))):
                if a.name == "roll":
                    label, sub = "Roll on Table 1", "Mission Randomizer (6.1)"
                else:
                    label, sub = a.name, panels.target_note(self.board, a.name)
                    if st.options.get("target_method") == "historical":
                        label = f"Mission {st.options['historical_mission']}: {a.name}"
                b = self._button(buttons, r, label, a, sub=sub, style="primary" if len(acts) == 1 else "normal",
                                 key=pygame.K_SPACE if len(acts) == 1 else None)
                b.target = a.name
        elif st.phase == CONDITIONS:
            r = self._grid(area, 1, 1, 56)[0]
            self._button(buttons, r, "Roll sky and moon", A.RollConditions(), pygame.K_SPACE,
                         "two d10 on the Target Conditions table (6.2)", "primary")
        elif st.phase == CREW:
            others = [p for p in A.POSITIONS if p != "pilot"]
            crew = data.tables()["crew"]
            for i, (a, r) in enumerate(zip(legal, self._grid(area, len(legal), 2, 44))):
                home = next(p for p in others if p not in a.positions)
                stand = next((s for s in crew["stand_ins"].get(home, []) if s in a.positions or s == "pilot"), None)
                sub = f"{crew['positions'][stand]['label']} stands in" if stand else "nobody does his job"
                self._button(buttons, r, f"Without the {crew['positions'][home]['label']}", a, keys[i], sub)
        elif st.phase == POINTS:
            self._points_buttons(buttons, area)
        elif st.phase == PLAN:
            rects = self._grid(area, 2, 2, 44)
            self._button(buttons, rects[0], "Clear the path", A.PlanHex("reset"), pygame.K_BACKSPACE,
                         "start again from 6 Group")
            self._button(buttons, rects[1], "Karmoy box", A.PlanHex("karmoy"), pygame.K_k,
                         "3 + 2 stacked markers (7.10)")
        elif st.phase == FLY:
            rects = self._grid(area, 6, 2, 42)
            nxt = self.next_cell()
            where = f"into hex {nxt[0]},{nxt[1]}" if nxt and nxt != self.board.karmoy else (
                "into the Karmoy box" if nxt else "end of the path")
            self._button(buttons, rects[0], "Fly on", A.Simple("fly"), pygame.K_SPACE,
                         f"{where}, fuel -{self.rules.fuel_cost(st)}", "primary")
            self._button(buttons, rects[1], "Land here", A.Simple("land"), pygame.K_l, "a field in England (7.8.2)")
            self._button(buttons, rects[2], "Fight the fire", A.Simple("extinguish"), pygame.K_f,
                         f"{len(st.fires)} fire(s), {st.fire_attempts} attempt(s) here (8.2.3)")
            self._button(buttons, rects[3], "Ditch", A.Simple("ditch"), pygame.K_d, "cannot go on (7.8.4)", "danger")
            bad = ", ".join(m["label"] for m in st.malfunctions.values() if m["repairable"] and not m["failed"])
            self._button(buttons, rects[4], "Flt. Eng. repairs", A.Simple("repair"), pygame.K_r,
                         (bad or "nothing to repair") + " (8.1.2)")
        elif st.phase == DECIDE:
            opts = list(legal)
            cols = 3 if len(opts) > 4 else 2
            for i, (a, r) in enumerate(zip(opts, self._grid(area, len(opts), cols, 46, 5))):
                label, sub = option_label(str(a))
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
        undo_why = "" if self.game.can_undo() else self.game.undo_reason()
        u = L["action"]
        self._button(buttons, pygame.Rect(u.right - 92, u.top + 6, 84, 26), "Undo", None, None, fn=self.undo,
                     why=undo_why)
        self.buttons.buttons = buttons
        self.hover_target_cell = None
        self._overlay = None

    def _points_buttons(self, buttons, area):
        st = self.state
        t = data.tables()
        kinds = [k for k, who in t["cqp"]["kinds"].items() if who in st.crew]
        top = pygame.Rect(area.left, area.top + 16, area.width, 40)
        for k, r in zip(kinds, self._grid(top, 4, 4, 40)):
            on = k in self.points_cqp
            who = t["crew"]["positions"][t["cqp"]["kinds"][k]]["label"]
            self._button(buttons, r, f"{k.capitalize()} CQP", None, None, f"{who}: {'on' if on else 'off'}",
                         "primary" if on else "normal", fn=lambda k=k: self._toggle_cqp(k))
        mid = pygame.Rect(area.left, area.top + 80, area.width, 40)
        kept = self.kept_pdp()
        for k, r in zip(PDP_LABEL, self._grid(mid, 4, 4, 40)):
            n = self.points_pdp[k]
            if k == "disc":
                sub = f"x{n}" + (" + 1 kept" if kept == k else "")
            else:
                sub = "kept" if kept == k else ("taken" if n else "not taken")
            self._button(buttons, r, PDP_LABEL[k], None, None, sub, "primary" if n or kept == k else "normal",
                         fn=lambda k=k: self._toggle_pdp(k))
        top = 130
        if st.tour.permanent_pdp_due:  # Table 4 NOTE: the pilot's MiD lets him keep one PDP
            row = pygame.Rect(area.left, area.top + 146, area.width, 38)
            for k, r in zip(PDP_LABEL, self._grid(row, 4, 4, 38)):
                on = self.points_perm == k
                self._button(buttons, r, f"Keep {PDP_LABEL[k]}", None, None, "chosen" if on else "choose",
                             "primary" if on else "normal", fn=lambda k=k: self._choose_perm(k))
            top = 192
        action = self.points_action()
        conf = pygame.Rect(area.left, area.top + top, area.width, 44)
        self._button(buttons, conf, "Confirm points and plan the flight", action, pygame.K_RETURN,
                     str(action), "primary")

    def kept_pdp(self) -> str | None:
        """The pilot's permanent PDP at this briefing: the one being chosen, else the tour's (Table 4 NOTE)."""
        tour = self.state.tour
        return self.points_perm if tour.permanent_pdp_due else tour.permanent_pdp

    def pdp_cap(self, k: str, kept: str | None) -> int:
        """Counters of kind `k` the player may still toggle (6.4.2[1]), the kept one set apart."""
        return data.tables()["pdp"]["max_each"][k] - (1 if kept == k else 0)

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

    # -- moves and animation -----------------------------------------------------
    def event_colour(self, event):
        return {"roll": theme.TEXT, "damage": theme.BAD, "wound": theme.BAD, "end": theme.GOLD,
                "event": (240, 170, 90), "plan": theme.TEXT_DIM, "bombs": theme.GOOD, "lw": theme.ACCENT,
                "marker": theme.TEXT_DIM}.get(event.kind, (200, 208, 220))

    def after_move(self, events) -> None:
        st = self.state
        t = 0.0
        rolls = list(st.last_rolls)
        sound = "click"
        for e in events:
            if e.kind == "move":
                a, b = self._point_for(e.data.get("frm")), self._marker_or_cell(e.data.get("index"), e.data["to"])
                self.wimpy_tween = Tween(a, b, self.secs(0.5))
                t = max(t, 0.5)
            elif e.kind == "marker":
                self.flips[("m", e.data["index"])] = Tween(0.0, 1.0, self.secs(0.3), delay=self.secs(t))
                t += 0.35
                sound = "card"
        dice_start = t
        t += len(rolls) * 0.45
        for e in events:
            if e.kind == "damage":
                self.flips[("a", e.data["slot"])] = Tween(0.0, 1.0, self.secs(0.35), delay=self.secs(t))
                t += 0.4
                if e.data["counter"] != "No Effect":
                    sound = "boom"
        if rolls:
            self.dice.show(rolls, self.secs(dice_start), self.secs(0.45))
            if sound == "click":
                sound = "dice"
        elif st.phase not in (TARGET,):
            self.dice.show([], 0)
        end = next((e for e in events if e.kind == "end"), None)
        if end is not None:
            how = end.data.get("end")
            sound = "fanfare" if end.data.get("successful") else {"ditched": "splash"}.get(how, "boom")
        self.app.sounds.play(sound)
        if st.phase != POINTS:
            self.points_cqp, self.points_pdp = set(), {k: 0 for k in self.points_pdp}
            self.points_perm = None
        self.refresh()

    def _point_for(self, cell):
        if cell is None:
            cell = self.board.home
        if cell == self.board.karmoy:
            r = self.karmoy_rect
            return r.right - 24, r.top + 24
        cx, cy = self.view.center(cell)
        return cx, cy - 12 * self.view.scale

    def _marker_or_cell(self, index, cell):
        return self._point_for(cell)

    def after_undo(self) -> None:
        self.flips.clear()
        self.wimpy_tween = None
        self.dice.show(self.state.last_rolls, 0)
        self.refresh()

    def update(self, dt: float) -> bool:
        moving = False
        if self.wimpy_tween is not None:
            moving = self.wimpy_tween.update(dt)
            if self.wimpy_tween.done:
                self.wimpy_tween = None
        for key in list(self.flips):
            tw = self.flips[key]
            moving = tw.update(dt) or moving
            if tw.done:
                del self.flips[key]
        moving = self.dice.update(dt) or moving
        return moving

    # -- input -------------------------------------------------------------------
    def handle_board(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_cell = self.view.cell_at(event.pos)
            self.hover_target_cell = None
            for b in self.buttons.buttons:
                if getattr(b, "target", None) and b.rect.collidepoint(event.pos) and b.target != "roll":
                    self.hover_target_cell = self.board.targets.get(b.target)
        if self.buttons.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.karmoy_rect.collidepoint(event.pos):
                return self.click_cell(self.board.karmoy)
            cell = self.view.cell_at(event.pos)
            if cell is not None:
                return self.click_cell(cell)
        return False

    def click_cell(self, cell) -> bool:
        st = self.state
        karmoy = cell == self.board.karmoy
        if st.phase == PLAN:
            self.perform(A.PlanHex("karmoy" if karmoy else f"{cell[0]},{cell[1]}"))
        elif st.phase == FLY:
            nxt = self.next_cell()
            here = st.wimpy
            if nxt is not None and cell == nxt:
                self.perform(A.Simple("fly"))
            elif cell == here and A.Simple("land") in self.game.legal_actions():
                self.perform(A.Simple("land"))
            elif nxt is None:
                self.app.toast("The flight path ends here: land or ditch with the buttons (TaW 7.8)", theme.GOLD)
            else:
                where = "the Karmoy box" if nxt == self.board.karmoy else f"hex {nxt[0]},{nxt[1]}"
                self.app.toast(f"The Wimpy follows its flight path: the next marker is in {where} (TaW 7.0.3)",
                               theme.GOLD)
        elif st.phase == TARGET:
            names = [a for a in self.game.legal_actions() if self.board.targets.get(a.name) == cell]
            if len(names) == 1:
                self.perform(names[0])
            elif names:
                self.app.toast(f"Several targets in this hex: choose one of {', '.join(a.name for a in names)} "
                               "with the buttons (TaW 6.1)", theme.GOLD)
            else:
                self.app.toast("No target you may choose lies in this hex (TaW 6.1, Table 4)", theme.GOLD)
        elif st.phase == DECIDE:
            self.app.toast(f"First decide: {st.pending['label']}", theme.GOLD)
        elif st.phase in (CONDITIONS, CREW, POINTS):
            self.app.toast("The flight path is planned after the briefing (TaW 4.0, 6.5)", theme.GOLD)
        return True

    def clicks_for(self, notation: str) -> list[tuple[int, int]]:
        """The clicks this scene needs to play `notation` (tests and demos use it)."""
        st = self.state
        if st.phase == POINTS and notation.startswith("points"):
            want = A.parse(notation)
            out = []
            for b in self.buttons.buttons:
                if b.label.endswith(" CQP"):
                    k = b.label.split()[0].lower()
                    if (k in want.cqp) != (k in self.points_cqp):
                        out.append(b.rect.center)
            have = dict(self.points_pdp)
            kept = self.kept_pdp()
            if want.permanent and want.permanent != self.points_perm:
                keep = next(b for b in self.buttons.buttons if b.label == f"Keep {PDP_LABEL[want.permanent]}")
                out.append(keep.rect.center)
                kept = want.permanent
                have[kept] = min(have[kept], self.pdp_cap(kept, kept))  # as _choose_perm clamps
            labels = {v: k for k, v in PDP_LABEL.items()}
            for b in self.buttons.buttons:
                k = labels.get(b.label)
                if k:
                    cap = self.pdp_cap(k, kept) + 1
                    out += [b.rect.center] * ((want.pdp.count(k) - have[k]) % cap)
            conf = next(b for b in self.buttons.buttons if b.label.startswith("Confirm"))
            return out + [conf.rect.center]
        for b in self.buttons.buttons:
            if getattr(b, "notation", None) == notation and b.enabled:
                return [b.rect.center]
        if st.phase == PLAN and notation.startswith("path "):
            where = notation.split()[1]
            if where == "karmoy":
                return [self.karmoy_rect.center]
            c, r = (int(v) for v in where.split(","))
            return [tuple(int(v) for v in self.view.center((c, r)))]
        if st.phase == FLY and notation == "fly" and self.next_cell() is not None:
            return [tuple(int(v) for v in self.cell_point(self.next_cell()))]
        return []

    # -- drawing -----------------------------------------------------------------
    def draw(self, surface) -> None:
        st = self.state
        if self._bg is None:
            self._bg = panels.background(self.view, self.karmoy_rect)
        surface.blit(self._bg, (0, 0))
        if self._overlay is None:
            self._overlay = panels.overlay(self, st)
        surface.blit(self._overlay, (0, 0))
        panels.draw_hover(self, surface, st)
        panels.draw_path_markers(self, surface, st)
        panels.draw_wimpy(self, surface, st)
        panels.draw_banner(self, surface, st)
        panels.draw_briefing(self, surface, st)
        panels.draw_tracks(self, surface, st)
        panels.draw_crew(self, surface, st)
        panels.draw_action(self, surface, st)
        self.buttons.draw(surface)
        self.log.draw(surface)
        if st.phase in (FLY, DECIDE):
            panels.draw_event_card(self, surface, st)
        if st.phase == DEBRIEF or (st.phase == OVER and st.options.get("campaign") != "single mission"):
            panels.draw_campaign(self, surface, st, self.game.outcome())
        elif st.phase == OVER:
            panels.draw_summary(self, surface, st, self.game.outcome())


SCENE = ThunderbirdsScene
