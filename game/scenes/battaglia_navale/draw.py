"""Drawing Battaglia Navale's screen: the chart and its pieces, highlights for what the rules
allow, and the frame that puts the whole screen together. The trays are drawn in
trays.py, the fire cards in fire_area.py, the banner, panel text and summary in
panels.py; ChartDrawing mixes them in, so the scene takes all drawing from this one class."""
from __future__ import annotations

import pygame

from ...rules.battaglia_navale.combat import aa_units, fire_units
from ...rules.battaglia_navale.placement import ship_cells
from ...ui import background, redraw
from ..base import moves_key
from . import art, fx
from . import colours
from .fire_area import FireAreaDrawing
from .legend import SHIP_TERMS
from .panels import BannerDrawing
from .trays import TRAY_ORDER, TrayDrawing

__all__ = ["ChartDrawing", "TRAY_ORDER"]


class ChartDrawing(TrayDrawing, FireAreaDrawing, BannerDrawing):
    """Mixed into the scene: everything here only reads the state and the scene's selections."""

    # -- the static parts ------------------------------------------------------------------------
    def _sync_base(self) -> None:
        st = self.game.state
        key = tuple((i.square, i.cells) for i in st.islands)
        if key != self._islands_key:
            self._islands_key = key
            index = {s: i for i, s in enumerate(self.players)}
            for flip, view in self.views.items():
                view.paint_base = art.ChartPainter(self.tmap, st.board, flip, st.islands, index)
                view.invalidate()

    def paint_frame(self, surface) -> None:
        """The night sea and the chart's wooden frame (painted within the surface's clip: the
        scene keeps its whole screen, not a copy of these)."""
        background.paint_sea(surface)
        chart = self.views[False]
        r = pygame.Rect(chart.origin, chart.size).inflate(12, 12)
        pygame.draw.rect(surface, (0, 0, 0), r.move(4, 5), border_radius=6)
        pygame.draw.rect(surface, (92, 66, 40), r, border_radius=6)
        pygame.draw.rect(surface, (150, 112, 66), r, 2, border_radius=6)

    # -- the whole screen ------------------------------------------------------------------------
    def draw(self, surface) -> None:
        self.hovering.drawn()
        key = self.kept_key(moves_key(self.game), self.buttons.version, self.log.scroll, len(self.log.entries))
        self.kept.draw(surface, key, self.paint)

    def paint(self, surface) -> None:
        """The whole screen (kept between frames: ``draw``); a part wholly outside the surface's
        clip is skipped (a mouse move repaints only what it changed)."""
        with self.drawn_marks.frame(surface):
            self._paint(surface)

    def _paint(self, surface) -> None:
        st = self.state
        self._sync_base()
        self.paint_frame(surface)
        self.view.draw(surface)
        self.note_chart(st)
        self._nord(surface)
        clip = surface.get_clip()
        lay = self.layout   # where each part is on this canvas (layout.py)
        if clip.colliderect(lay.chart):
            surface.set_clip(lay.chart.clip(clip))
            self._draw_highlights(surface, st)
            self._draw_pieces(surface, st)
            self._draw_overlays(surface, st)
            surface.set_clip(clip)
        for tray_side in self.players:
            if redraw.visible(surface, self.tray_rect(tray_side)):
                self._draw_tray(surface, st, tray_side)
        if redraw.visible(surface, lay.fire_area):
            self._draw_fire_area(surface, st, lay.fire_area)
        if redraw.visible(surface, lay.banner):
            self._draw_banner(surface, st)
        if redraw.visible(surface, lay.panel):
            self._draw_panel(surface, st, lay.panel)
        if redraw.visible(surface, self.log.rect):
            self.log.draw(surface)
        for show in self.shows:
            kwargs = {"square_rect": self.square_rect} if isinstance(show, fx.MissileShow) else {}
            if hasattr(show, "draw_flights"):
                show.draw_flights(surface, self.cell_center, self.tray_slot, self.seat, **kwargs)
        if self.game.outcome() is not None:
            self._draw_summary(surface, st)
        self.buttons.draw(surface)

    def _nord(self, surface) -> None:
        chart = self.view
        top = not self.flipped
        x = chart.origin[0] + chart.size[0] // 2
        y = chart.origin[1] - 6 if top else chart.origin[1] + chart.size[1] + 6
        r = pygame.Rect(0, 0, 64, 14)
        r.center = (x, y)
        pygame.draw.rect(surface, (236, 226, 196), r, border_radius=4)
        arrow = "▲ NORD" if top else "▼ NORD"
        art.blit_label(surface, arrow, r.center, 11, (60, 40, 20), True)
        self.drawn_marks.add(r, "nord")

    # -- highlights ----------------------------------------------------------------------------------
    def _tint(self, surface, rects, colour, alpha=80, edge=2, term: str | None = None, hatch: bool = False) -> None:
        """Tint rectangles of the chart; ``hatch`` lays diagonal lines over them too (squares under
        fire, a ship's place refused: a pattern beside the colour, issue 35)."""
        if not rects:
            return
        chart = self.layout.chart
        if term is not None:
            for r in rects:
                self.drawn_marks.add(r.clip(chart), term)
        layer = getattr(self, "_layer", None)
        if layer is None or layer.get_size() != chart.size:
            layer = self._layer = pygame.Surface(chart.size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, 0))
        for r in rects:
            rr = r.move(-chart.left, -chart.top)
            layer.fill((*colour, alpha), rr)
            if edge:
                pygame.draw.rect(layer, (*colour, 255), rr, edge)
            if hatch:
                art.hatch(layer, rr, (*colour, 200))
        surface.blit(layer, chart.topleft)

    def _draw_highlights(self, surface, st) -> None:
        phase, side = st.phase, self.game.to_move()
        if self.game.outcome() is not None:
            return
        if phase == "battery":
            self._tint(surface, [self.cell_rect(c) for c in self.idx["battery"]], colours.GOLD_GLOW, 70,
                       term="battery-site")
        elif phase == "fleet" and self.fleet_unit:
            anchors = [a for a, h in self.idx["fleet"].get(self.fleet_unit, ()) if h == self.fleet_heading]
            self._tint(surface, [self.cell_rect(c) for c in anchors], colours.GOLD_GLOW, 40, 1, term="placement-cell")
        elif phase == "place_planes" and self.plane_pick:
            self._tint(surface, [self.square_rect(st.raid.target)], colours.RED, 0, 3, term="target-square", hatch=True)
            self._tint(surface, [self.cell_rect(c) for c in self.idx["plane"].get(self.plane_pick, ())],
                       colours.GREEN, 60, 1,
                       term="plane-cell")
        elif phase in ("turn", "aa_reply"):
            self._turn_highlights(surface, st, side)

    def _turn_highlights(self, surface, st, side) -> None:
        if self.sel_square is not None:
            self._tint(surface, [self.square_rect(self.sel_square)], colours.GOLD_GLOW, 50, 3, term="selected-square")
            dests = self.destinations()
            self._tint(surface, [self.square_rect(s) for s in dests], colours.GREEN, 60, 3, term="destination-square")
            for s in dests:
                art.dashed_line(surface, colours.GREEN, self.square_rect(self.sel_square).center,
                                self.square_rect(s).center, 2)
        elif self.raid_mode:
            self._tint(surface, [self.square_rect(s) for s in self.raid_targets()], colours.RED, 60, 3,
                       term="target-square", hatch=True)
        else:
            movable = {self.square_of_unit(side, u) for u in self.idx["move"]}
            self._tint(surface, [self.square_rect(s) for s in movable], colours.GOLD_GLOW, 0, 2, term="movable-square")
        targets = self.attack_squares()
        if self.target is not None:
            self._tint(surface, [self.square_rect(self.target)], colours.RED, 70, 3, term="target-square", hatch=True)
        else:
            self._tint(surface, [self.square_rect(s) for s in targets], colours.RED, 25, 2, term="target-square",
                       hatch=True)
        for s in targets:
            art.crosshair(surface, self.square_rect(s).center, 12, colours.RED)
        aim = self.target if self.target is not None else self._hover_aim(st, targets)
        if aim is not None:
            self._lines_of_fire(surface, st, side, aim)
        for n in self.idx["polaris"]:
            r = self.cell_rect(st.board.platform_cells[side][n])
            redraw.outline(surface, colours.GOLD_GLOW, r.inflate(2, 2), 2)
            self.drawn_marks.add(r.inflate(2, 2), "turnable-counter")
        if self.adjust_unit:
            self._tint(surface, [self.square_rect(self.square_of_unit(side, self.adjust_unit))],
                       colours.GOLD_GLOW, 30, 3)

    def _hover_aim(self, st, targets):
        """The target square under the mouse, whose lines of fire are shown (when none is open)."""
        if self.hover is None or self.raid_mode or self.target is not None:
            return None
        hovered = st.board.square_of(self.hover)
        return hovered if hovered in targets and hovered != self.sel_square else None

    def _fire_lines(self, st, side, target) -> list:
        """(start, end, on) of each line of fire at the target square, the missile's last."""
        end = self.square_rect(target).center
        chosen = self.fire_sel | self.aa_sel if self.target == target else None
        units = set()
        if target in self.idx["fire"]:
            units |= set(fire_units(st, side, target))
        if target in self.idx["aa"]:
            units |= set(aa_units(st, side, target))
        out = []
        for u in sorted(units):
            start = self._unit_center(st, side, u)
            if start is not None:
                out.append((start, end, chosen is None or u in chosen))
        if target in self.idx["missile"]:
            out.append((self._middle(st.fleets[side].ships["S"].cells), end, "missile"))
        return out

    def _lines_of_fire(self, surface, st, side, target) -> None:
        """From each unit able to shoot at the target square: its line of fire (BN Fire, BN Aircraft)."""
        for start, end, on in self._fire_lines(st, side, target):
            if self.target is not None:  # (a line the mouse shows comes and goes with it: not a mark)
                self.drawn_marks.add(pygame.Rect(0, 0, 14, 14).move(int(start[0]) - 7, int(start[1]) - 7),
                                     "line-of-fire")
            if on == "missile":
                art.dashed_line(surface, (255, 200, 80), start, end, 3, 12)
            else:
                art.dashed_line(surface, colours.RED if on else (120, 90, 90), start, end, 3 if on else 1)

    # -- what the mouse shows ------------------------------------------------------------------------
    def mouse_shows(self):
        """What the mouse adds to the chart now: (the square aimed at, the ship placement shown)."""
        st = self.state
        if self.hover is None or self.game.outcome() is not None:
            return None
        aim = None
        if st.phase in ("turn", "aa_reply"):
            aim = self._hover_aim(st, self.attack_squares())
        ghost = self._ghost_at(st)
        return None if aim is None and ghost is None else (aim, ghost and ghost[:2])

    def mouse_rects(self, shows) -> list:
        """Where the mouse's additions are drawn (the lines of fire, the ship placement shown)."""
        aim, ghost = shows
        st = self.state
        out = []
        if aim is not None:
            pts = [p for start, end, _ in self._fire_lines(st, self.game.to_move(), aim) for p in (start, end)]
            if pts:
                xs, ys = [p[0] for p in pts], [p[1] for p in pts]
                out.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1).inflate(8, 8))
        found = self._ghost_at(st)
        if found is not None:
            cells = found[2]
            out.append(self.cell_rect(cells[0]).unionall([self.cell_rect(c) for c in cells]).inflate(4, 4))
        return [r.clip(self.layout.chart) for r in out]

    def _unit_center(self, st, side, unit):
        fleet = st.fleets[side]
        if unit == "B":
            return self.cell_center(fleet.battery.cell) if fleet.battery.active else None
        ship = fleet.ships[unit]
        return self._middle(ship.cells) if ship.afloat else None

    def _middle(self, cells):
        pts = [self.cell_center(c) for c in cells]
        return sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)

    # -- pieces ------------------------------------------------------------------------------------
    def ship_img(self, side, unit, cells):
        seat = self.seat(side)
        heading = "h" if len(cells) > 1 and cells[0][1] == cells[1][1] else "v"
        towards_enemy = "N" if seat == 0 else "S"
        if self.flipped:
            towards_enemy = {"N": "S", "S": "N"}[towards_enemy]
        bow = towards_enemy if heading == "v" else ("E" if (seat == 0) != self.flipped else "W")
        return art.ship_surface(unit, seat, len(cells), self.cell_px, heading, bow)

    def draw_ship(self, surface, side, unit, cells, alpha=255, sink=0.0, offset=(0, 0)) -> None:
        img = self.ship_img(side, unit, cells)
        r = self.cell_rect(cells[0]).union(self.cell_rect(cells[-1]))
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surface.blit(img, (r.left + offset[0], r.top + offset[1] + int(sink * 6)))

    def _draw_pieces(self, surface, st) -> None:
        board = st.board
        for side in self.players:
            fleet = st.fleets[side]
            for n, cell in board.platform_cells[side].items():
                surface.blit(art.polaris_counter_surface(n, n in fleet.polaris_turned, self.cell_px),
                             self.cell_rect(cell))
                self.drawn_marks.add(self.cell_rect(cell),
                                     "polaris-counter-turned" if n in fleet.polaris_turned else "polaris-counter")
        for side in self.players:
            fleet = st.fleets[side]
            seat = self.seat(side)
            if fleet.battery.active:
                surface.blit(art.battery_surface(seat, self.cell_px), self.cell_rect(fleet.battery.cell))
                self.drawn_marks.add(self.cell_rect(fleet.battery.cell), "battery")
            for ship in fleet.afloat():
                slide = self.slides.get((side, ship.unit))
                off = slide.offset(self.cell_center) if slide else (0, 0)
                self.draw_ship(surface, side, ship.unit, ship.cells, offset=off)
                self.drawn_marks.add(self.cell_rect(ship.cells[0]).union(self.cell_rect(ship.cells[-1])).move(off),
                                     SHIP_TERMS[ship.unit])
                self._damage(surface, ship, off)
                sel = (side == self.game.to_move() and (ship.unit in self.sel_units or ship.unit == self.adjust_unit))
                if sel:
                    r = self.cell_rect(ship.cells[0]).union(self.cell_rect(ship.cells[-1]))
                    pygame.draw.rect(surface, colours.GOLD_GLOW, r.move(off).inflate(4, 4), 3, border_radius=6)
                if ship.unit == "P":
                    aboard = [p for p in fleet.planes.values() if p.status == "aboard"]
                    for k, _ in enumerate(aboard):
                        c = ship.cells[min(k, len(ship.cells) - 1)]
                        pr = self.cell_rect(c).move(off)
                        img = art.plane_surface(seat, self.cell_px // 2, "N" if (seat == 0) != self.flipped else "S")
                        surface.blit(img, img.get_rect(center=pr.center))
                        self.drawn_marks.add(img.get_rect(center=pr.center), "plane-aboard")
        for side in self.players:  # planes aloft last: they fly over ships and batteries (BN Aircraft)
            fleet, seat = st.fleets[side], self.seat(side)
            for p in fleet.planes.values():
                if p.status == "aloft":
                    slide = self.slides.get((side, p.unit))
                    off = slide.offset(self.cell_center) if slide else (0, 0)
                    img = art.plane_surface(seat, self.cell_px - 4, "N" if (seat == 0) != self.flipped else "S")
                    r = self.cell_rect(p.cell)
                    surface.blit(img, img.get_rect(center=(r.centerx + off[0], r.centery + off[1])))
                    self.drawn_marks.add(img.get_rect(center=(r.centerx + off[0], r.centery + off[1])), "plane-aloft")
                    if p.unit in self.raid_sel and self.raid_mode:
                        redraw.outline(surface, colours.GOLD_GLOW, r.inflate(2, 2), 2)
        for show in self.shows:
            if hasattr(show, "draw_ghosts"):
                show.draw_ghosts(surface, self.draw_ship)

    def _damage(self, surface, ship, off) -> None:
        lost = ship.counters
        full = self.rules.data.unit(ship.unit)["counters"]
        hits = full - lost
        if hits <= 0:
            return
        r = self.cell_rect(ship.cells[0]).union(self.cell_rect(ship.cells[-1])).move(off)
        for k in range(hits):
            c = (r.left + 6 + k * 7, r.bottom - 5) if r.width > r.height else (r.right - 5, r.top + 6 + k * 7)
            pygame.draw.circle(surface, art.MARK_RED, c, 3)
            pygame.draw.circle(surface, (255, 220, 200), c, 3, 1)
        first = (r.left + 2, r.bottom - 9) if r.width > r.height else (r.right - 9, r.top + 2)
        span = 7 * hits + 2
        self.drawn_marks.add(pygame.Rect(first, (span, 8) if r.width > r.height else (8, span)), "damage-dot")

    def _draw_overlays(self, surface, st) -> None:
        for show in ([self.last_show] if self.last_show and self.last_show not in self.shows else []) + self.shows:
            if isinstance(show, fx.MissileShow):
                show.draw_sky(surface, self.square_rect)
            elif isinstance(show, fx.CardsShow):
                show.draw_marks(surface, self.cell_rect, note=self.drawn_marks.add)
        self._ghost(surface, st)

    def _ghost_at(self, st):
        """(action, legal, cells) of the ship placement under the mouse, or None."""
        if self.hover is None or self.game.outcome() is not None:
            return None
        side = self.game.to_move()
        if st.phase == "fleet" and self.fleet_unit:
            a = self.fleet_action(self.hover)
        elif self.adjust_unit and st.board.square_of(self.hover) == self.square_of_unit(side, self.adjust_unit):
            a = self.place_action(self.hover)
        else:
            return None
        cells = ship_cells(a.cell, a.heading, self.ship_length(a.unit))
        cells = [c for c in cells if 0 <= c[0] < st.board.cols and 0 <= c[1] < st.board.rows]
        return (a, a in self.legal_set, cells) if cells else None

    def _ghost(self, surface, st) -> None:
        """Where a click would set the ship: green if the rules allow it, red if not."""
        found = self._ghost_at(st)
        if found is None:
            return
        a, legal, cells = found
        side = self.game.to_move()
        if legal:
            img = self.ship_img(side, a.unit, cells).copy()
            img.set_alpha(170)
            r = self.cell_rect(cells[0]).union(self.cell_rect(cells[-1]))
            surface.blit(img, r)
        self._tint(surface, [self.cell_rect(c) for c in cells], colours.GREEN if legal else colours.RED,
                   40 if legal else 90, 2,
                   hatch=not legal)
