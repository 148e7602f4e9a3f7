"""Thunderbirds at War: the tour of operations on the hex map of north-west Europe, mission after
mission from briefing to landing, with a campaign screen (the debriefing) in between.

The map is the engine's board (maps/thunderbirds.tmx) painted once; the flight path, the
Wimpy and the highlights are drawn on top each frame. Every button and hex click becomes
an action from ``game.legal_actions()``; refusals come back from the engine with their rule.
The buttons live in buttons.py (the briefing's points in points.py), the panels
(tracks, crew, conditions, rolls) behind panels.py, pictures in art.py.
"""
from __future__ import annotations

import pygame

from ... import tiled
from ...rules.thunderbirds import actions as A
from ...rules.thunderbirds import planning
from ...rules.thunderbirds.board import DEFAULT_MAP
from ...rules.thunderbirds.briefing import PDP_LABEL
from ...rules.thunderbirds.state import CONDITIONS, CREW, DEBRIEF, DECIDE, FLY, OVER, PLAN, POINTS, TARGET
from ...rules.thunderbirds.steps import board as board_of
from ...ui import redraw, theme
from ...ui.anim import Tween
from ...ui.board import BoardView, file_key
from ...ui.marks import Mark
from ...ui.spell_out import FirstUse
from ..base import moves_key
from ..game_scene import GameScene
from . import art, panels
from .buttons import ThunderbirdsButtons, option_label
from .layout import MAX_SCALE, layout_for
from .points import BriefingPoints

__all__ = ["SCENE", "ThunderbirdsScene", "option_label"]


class ThunderbirdsScene(ThunderbirdsButtons, BriefingPoints, GameScene):
    frame = "canvas"   # laid out for the whole canvas (issue 35): layout.py's ``layout_for``

    def step_rule(self) -> str | None:
        """The rule the step's instruction cites (TaW 6.5.1 while planning, and so on)."""
        from ...rulebook import citations
        from .briefing import instruction
        cited = citations(instruction(self, self.state))
        return cited[-1] if cited else None

    def __init__(self, app, game, save_path=None, autosave=None):
        self.board = board_of(game.state)
        self.map_file = game.state.map_path or DEFAULT_MAP
        tmx = tiled.load(self.map_file)
        self.offmap = {o.cls: o for o in tmx.objects if o.cls in ("offmap_target", "direction_chart")}
        self.layout = self._layout_for(theme.canvas_size())
        self.log_rect = self.layout["log"].copy()
        super().__init__(app, game, save_path, autosave)
        self.points_cqp: set = set()
        self.points_pdp = {"man": 0, "stam": 0, "reroll": 0, "disc": 0}
        self.points_perm: str | None = None   # the PDP kept for good, chosen at this briefing
        self.hover_cell = None
        self.hover_target_cell = None
        # the hovered hex is drawn over the kept frame: a mouse move over the map shows the frame
        # again and draws it, painting nothing else (issue 35: a large map's frame is costly)
        self.hovering = redraw.Hover(lambda: panels.hover_shown(self, self.state),
                                     lambda cell: panels.hover_rects(self, cell), over=True)
        self.over_hover: list = []   # what the frame draws over the map, which the hover goes under
        self.wimpy_tween: Tween | None = None
        self.flips: dict = {}
        self.dice = panels.DiceTray(self.layout["rolls"].copy())
        self.dice.first_use = FirstUse(self.log.first_use.names)  # its own first uses, the log's words
        self.dice.show(game.state.last_rolls, 0)
        self._overlay: tuple | None = None  # (layer, corner): the highlights and the route, made again after a move
        self._overlay_marks: list = []  # what that layer shows that has a meaning, with its legend term
        self._lay_out()

    def _layout_for(self, size) -> dict:
        k = self.offmap["offmap_target"]
        return layout_for(size, self.board.grid.pixel_size, k.x + k.width / 2)

    def _lay_out(self) -> None:
        """The screen laid out for ``self.size`` (the canvas's when made, or resized): the map's
        view, the Karmoy box, the log, the dice tray and the buttons; the map painted now,
        so that its large working layers are gone before a frame is kept."""
        L = self.layout = self._layout_for(self.size)
        self.view = BoardView(self.board.grid, L["map_view"].copy(),
                              lambda surf, view: art.paint_map(surf, view, self.board, self.offmap), compact=True,
                              max_scale=MAX_SCALE,
                              key=("thunderbirds map", file_key(self.map_file)))  # all it paints is from the map
        # the box of the map sheet, drawn larger to hold its 5 markers, above its place on the map
        self.karmoy_rect = L["karmoy"].copy()
        self.log_rect = L["log"].copy()
        self.log.rect = self.log_rect.copy()   # as wide as ever: its wrapped lines stand
        self.dice.move_to(L["rolls"].copy())
        self.map_marks = [Mark(r, t) for r, t in art.map_marks(self.view, self.board, self.offmap)]
        self._overlay = None
        self.hover_cell = self.hover_target_cell = None
        self.refresh()
        self.view.base()

    def resized(self) -> None:
        """The canvas changed size: the whole screen laid out again for it (issue 35); the
        Wimpy's flight under way ends where it goes (its points were the old layout's)."""
        self.size = theme.canvas_size()
        self.wimpy_tween = None
        self._lay_out()

    @property
    def board_rect(self) -> pygame.Rect:
        """The board's place on the canvas (the map is drawn in its shape at its centre)."""
        return self.layout["map"].copy()

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
        # "" when allowed though not offered: `path reset` (TaW 6.5.1, docs/rules/thunderbirds.md)
        return str(self.game.why_not(action) or "")

    def marker_point(self, index: int, st=None) -> tuple[float, float]:
        """Screen point of flight path marker `index` (stacked markers side by side); ``st``:
        the view being drawn, when the caller has it (a view is a copy of the position)."""
        st = self.state if st is None else st
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

    def hint_rects(self, action) -> list:
        """The hex of the flight path the hint suggests (6.5.1), or the Karmoy box."""
        where = getattr(action, "where", None)
        if where == "karmoy":
            return [self.karmoy_rect]
        if where and "," in where:
            x, y = self.view.center(action.cell)
            r = int(24 * self.view.scale)   # the hex's size at the map's scale (24 at 1280 x 800)
            return [pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r)]
        return []

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
    def pointer_words(self) -> list:
        cell = panels.hover_shown(self, self.state)
        return panels.hover_rects(self, cell)[1:] if cell is not None else []   # the hovered hex's label

    def point_at(self, pos) -> None:
        self.hover_cell = self.view.cell_at(pos)
        self.hover_target_cell = None
        for b in self.buttons.buttons:
            if getattr(b, "target", None) and b.rect.collidepoint(pos) and b.target != "roll":
                self.hover_target_cell = self.board.targets.get(b.target)
        self.hovering.moved()

    def click_board(self, event) -> bool:
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
            action = A.PlanHex("karmoy" if karmoy else f"{cell[0]},{cell[1]}")
            why = planning.dead_end(self.game.state, action)
            if why:  # the rules would take it, but the path could not be finished from there
                self.refuse(why)
            else:
                self.perform(action)
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

    # -- play by keys (issue 35): the hexes of the plan, the flight and the target ------------
    def first_click(self, action):
        clicks = self.clicks_for(str(action))
        return clicks[0] if clicks else None

    def back_out(self) -> bool:
        """Esc drops the points chosen at the briefing but not confirmed (TaW 6.4: the crew's
        and the pilot's counters); with none chosen, False: the menu opens. (The flight path
        is made of moves, each taken back by Undo or all by Clear the path: 6.5.)"""
        if self.state.phase != POINTS or not (self.points_cqp or any(self.points_pdp.values()) or self.points_perm):
            return False
        self.points_cqp, self.points_pdp = set(), {k: 0 for k in self.points_pdp}
        self.points_perm = None
        self.refresh()
        return True

    def focus_rect(self, pos) -> pygame.Rect:
        if self.karmoy_rect.collidepoint(pos):
            return self.karmoy_rect.copy()
        return self.cell_box(self.view, pos)

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
            if b.action is not None and str(b.action) == notation and b.enabled:
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
    def _shown(self) -> tuple:
        """A summary of what a frame shows (besides the mouse)."""
        return (moves_key(self.game), self.buttons.version, self.log.scroll, len(self.log.entries),
                self.points_perm, tuple(self.points_cqp), tuple(self.points_pdp.values()), self.size)

    def draw(self, surface) -> None:
        self.hovering.drawn()
        self.kept.draw(surface, self.kept_key(*self._shown()), self.paint)
        panels.draw_hover(self, surface, self.state, self.over_hover)

    # -- what the marks mean (issue 15) ----------------------------------------------
    def marks(self) -> list:
        """The meaningful things of the last whole frame (drawn afresh off screen when the
        game moved on since), each with its term in assets/legend/thunderbirds.yaml."""
        if self.drawn_marks.key != self._shown():
            self.paint(pygame.Surface(self.size))
        return super().marks()

    def legend_picture(self, term_id: str, size: tuple[int, int]):
        from .legend import picture
        return picture(self, term_id, size)

    def covered(self) -> None:
        super().covered()
        self._overlay = None

    def paint(self, surface) -> None:
        """The whole screen (kept between frames: ``draw``), its marks noted as it goes."""
        with self.drawn_marks.frame(surface, self._shown()):
            self._paint_frame(surface)

    def _paint_frame(self, surface) -> None:
        st = self.state
        panels.paint_background(surface, self.view, self.karmoy_rect, self.layout)
        # the names of the target's and the route's hexes, put back over the ring and the markers
        # (issue 31: they covered "Lorient"); the bomber stays on top
        bounds = surface.get_rect()
        names = [(r, surface.subsurface(r.clip(bounds)).copy())
                 for r in panels.label_rects(self, {st.target_cell, *(m.cell for m in st.path)})]
        self.drawn_marks.extend(self.map_marks)
        self.drawn_marks.add(self.karmoy_rect, "karmoy-box")
        k = self.karmoy_rect
        self.drawn_marks.add(art.flak_box((k.left + 82, k.top + 12), 7), "flak-green")
        if self._overlay is None:
            self._overlay = panels.overlay(self, st)
        layer, corner = self._overlay
        if layer is not None:
            surface.blit(layer, corner)
        for rect, term in self._overlay_marks:
            self.drawn_marks.add(rect, term)
        # the hovered hex goes here, under what follows (``draw``: it is drawn over the kept frame,
        # clear of the places of what follows: ``over_hover``)
        over = self.over_hover = [rect for rect, _picture in names]
        over += panels.draw_path_markers(self, surface, st)
        for rect, picture in names:
            surface.blit(picture, rect.clip(bounds))
        over.append(panels.draw_wimpy(self, surface, st))
        L = self.layout
        for part, where in ((panels.draw_banner, L["banner"]), (panels.draw_briefing, L["target"].union(L["conditions"])),
                            (panels.draw_tracks, L["tracks"]), (panels.draw_crew, L["crew"]),
                            (panels.draw_action, L["action"])):
            if redraw.visible(surface, where):  # a mouse move repaints only what it changed
                part(self, surface, st)
        self.buttons.draw(surface)
        if redraw.visible(surface, self.log.rect):
            self.log.draw(surface)
        if st.phase in (FLY, DECIDE):
            over.append(panels.draw_event_card(self, surface, st))
        if st.phase == DEBRIEF or (st.phase == OVER and st.options.get("campaign") != "single mission"):
            panels.draw_campaign(self, surface, st, self.game.outcome())
        elif st.phase == OVER:
            panels.draw_summary(self, surface, st, self.game.outcome())


SCENE = ThunderbirdsScene
