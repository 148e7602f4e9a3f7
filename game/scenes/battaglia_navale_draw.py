"""Drawing Battaglia Navale's screen: the chart and its pieces, highlights for what the rules
allow, the two trays, the fire cards, the turn banner, the action panel and the summary."""
from __future__ import annotations

import pygame

from ..rules.battaglia_navale.combat import aa_units, fire_units
from ..rules.battaglia_navale.placement import ship_cells
from ..ui import text, theme
from ..ui.widgets import panel
from . import battaglia_navale_art as art
from . import battaglia_navale_fx as fx
from .battaglia_navale_layout import CHART, FIRE_AREA, NAMES, PANEL, TRAY_BOTTOM, TRAY_TOP

TRAY_ORDER = (("C", 5), ("P", 4), ("I", 4), ("Ct", 3), ("A", 3))
GOLD_GLOW = (255, 214, 90)
GREEN = (110, 220, 140)
RED = (236, 80, 70)


class ChartDrawing:
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

    def frame(self) -> pygame.Surface:
        if self._frame is None:
            from ..ui import background
            surf = background.sea().copy()
            chart = self.views[False]
            r = pygame.Rect(chart.origin, chart.size).inflate(12, 12)
            pygame.draw.rect(surf, (0, 0, 0), r.move(4, 5), border_radius=6)
            pygame.draw.rect(surf, (92, 66, 40), r, border_radius=6)
            pygame.draw.rect(surf, (150, 112, 66), r, 2, border_radius=6)
            self._frame = surf
        return self._frame

    # -- the whole screen ------------------------------------------------------------------------
    def draw(self, surface) -> None:
        st = self.state
        self._sync_base()
        surface.blit(self.frame(), (0, 0))
        self.view.draw(surface)
        self._nord(surface)
        clip = surface.get_clip()
        surface.set_clip(CHART)
        self._draw_highlights(surface, st)
        self._draw_pieces(surface, st)
        self._draw_overlays(surface, st)
        surface.set_clip(clip)
        for tray_side in self.players:
            self._draw_tray(surface, st, tray_side)
        self._draw_fire_area(surface, st, FIRE_AREA)
        self._draw_banner(surface, st)
        self._draw_panel(surface, st, PANEL)
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

    # -- highlights ----------------------------------------------------------------------------------
    def _tint(self, surface, rects, colour, alpha=80, edge=2) -> None:
        if not rects:
            return
        layer = getattr(self, "_layer", None)
        if layer is None:
            layer = self._layer = pygame.Surface(CHART.size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, 0))
        for r in rects:
            rr = r.move(-CHART.left, -CHART.top)
            layer.fill((*colour, alpha), rr)
            if edge:
                pygame.draw.rect(layer, (*colour, 255), rr, edge)
        surface.blit(layer, CHART.topleft)

    def _draw_highlights(self, surface, st) -> None:
        phase, side = st.phase, self.game.to_move()
        if self.game.outcome() is not None:
            return
        if phase == "battery":
            self._tint(surface, [self.cell_rect(c) for c in self.idx["battery"]], GOLD_GLOW, 70)
        elif phase == "fleet" and self.fleet_unit:
            anchors = [a for a, h in self.idx["fleet"].get(self.fleet_unit, ()) if h == self.fleet_heading]
            self._tint(surface, [self.cell_rect(c) for c in anchors], GOLD_GLOW, 40, 1)
        elif phase == "place_planes" and self.plane_pick:
            self._tint(surface, [self.square_rect(st.raid.target)], RED, 0, 3)
            self._tint(surface, [self.cell_rect(c) for c in self.idx["plane"].get(self.plane_pick, ())], GREEN, 60, 1)
        elif phase in ("turn", "aa_reply"):
            self._turn_highlights(surface, st, side)

    def _turn_highlights(self, surface, st, side) -> None:
        if self.sel_square is not None:
            self._tint(surface, [self.square_rect(self.sel_square)], GOLD_GLOW, 50, 3)
            dests = self.destinations()
            self._tint(surface, [self.square_rect(s) for s in dests], GREEN, 60, 3)
            for s in dests:
                art.dashed_line(surface, GREEN, self.square_rect(self.sel_square).center, self.square_rect(s).center, 2)
        elif self.raid_mode:
            self._tint(surface, [self.square_rect(s) for s in self.raid_targets()], RED, 60, 3)
        else:
            movable = {self.square_of_unit(side, u) for u in self.idx["move"]}
            self._tint(surface, [self.square_rect(s) for s in movable], GOLD_GLOW, 0, 2)
        targets = self.attack_squares()
        if self.target is not None:
            self._tint(surface, [self.square_rect(self.target)], RED, 70, 3)
        else:
            self._tint(surface, [self.square_rect(s) for s in targets], RED, 25, 2)
        for s in targets:
            art.crosshair(surface, self.square_rect(s).center, 12, RED)
        aim = self.target
        if aim is None and self.hover is not None and not self.raid_mode:
            hovered = st.board.square_of(self.hover)
            if hovered in targets and hovered != self.sel_square:
                aim = hovered
        if aim is not None:
            self._lines_of_fire(surface, st, side, aim)
        for n in self.idx["polaris"]:
            r = self.cell_rect(st.board.platform_cells[side][n])
            pygame.draw.rect(surface, GOLD_GLOW, r.inflate(2, 2), 2)
        if self.adjust_unit:
            self._tint(surface, [self.square_rect(self.square_of_unit(side, self.adjust_unit))], GOLD_GLOW, 30, 3)

    def _lines_of_fire(self, surface, st, side, target) -> None:
        """From each unit able to shoot at the target square: its line of fire (BN Fire, BN Aircraft)."""
        end = self.square_rect(target).center
        chosen = self.fire_sel | self.aa_sel if self.target == target else None
        units = set()
        if target in self.idx["fire"]:
            units |= set(fire_units(st, side, target))
        if target in self.idx["aa"]:
            units |= set(aa_units(st, side, target))
        for u in sorted(units):
            start = self._unit_center(st, side, u)
            if start is None:
                continue
            on = chosen is None or u in chosen
            art.dashed_line(surface, RED if on else (120, 90, 90), start, end, 3 if on else 1)
        if target in self.idx["missile"]:
            sub = st.fleets[side].ships["S"]
            art.dashed_line(surface, (255, 200, 80), self._middle(sub.cells), end, 3, 12)

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
        for side in self.players:
            fleet = st.fleets[side]
            seat = self.seat(side)
            if fleet.battery.active:
                surface.blit(art.battery_surface(seat, self.cell_px), self.cell_rect(fleet.battery.cell))
            for ship in fleet.afloat():
                slide = self.slides.get((side, ship.unit))
                off = slide.offset(self.cell_center) if slide else (0, 0)
                self.draw_ship(surface, side, ship.unit, ship.cells, offset=off)
                self._damage(surface, ship, off)
                sel = (side == self.game.to_move() and (ship.unit in self.sel_units or ship.unit == self.adjust_unit))
                if sel:
                    r = self.cell_rect(ship.cells[0]).union(self.cell_rect(ship.cells[-1]))
                    pygame.draw.rect(surface, GOLD_GLOW, r.move(off).inflate(4, 4), 3, border_radius=6)
                if ship.unit == "P":
                    aboard = [p for p in fleet.planes.values() if p.status == "aboard"]
                    for k, _ in enumerate(aboard):
                        c = ship.cells[min(k, len(ship.cells) - 1)]
                        pr = self.cell_rect(c).move(off)
                        img = art.plane_surface(seat, self.cell_px // 2, "N" if (seat == 0) != self.flipped else "S")
                        surface.blit(img, img.get_rect(center=pr.center))
            for p in fleet.planes.values():
                if p.status == "aloft":
                    slide = self.slides.get((side, p.unit))
                    off = slide.offset(self.cell_center) if slide else (0, 0)
                    img = art.plane_surface(seat, self.cell_px - 4, "N" if (seat == 0) != self.flipped else "S")
                    r = self.cell_rect(p.cell)
                    surface.blit(img, img.get_rect(center=(r.centerx + off[0], r.centery + off[1])))
                    if p.unit in self.raid_sel and self.raid_mode:
                        pygame.draw.rect(surface, GOLD_GLOW, r.inflate(2, 2), 2)
        for show in self.shows:
            if hasattr(show, "draw_ghosts"):
                show.draw_ghosts(surface, self.draw_ship)

    def _damage(self, surface, ship, off) -> None:
        lost = ship.counters
        from ..rules.battaglia_navale.data import unit as unit_data
        full = unit_data(ship.unit)["counters"]
        hits = full - lost
        if hits <= 0:
            return
        r = self.cell_rect(ship.cells[0]).union(self.cell_rect(ship.cells[-1])).move(off)
        for k in range(hits):
            c = (r.left + 6 + k * 7, r.bottom - 5) if r.width > r.height else (r.right - 5, r.top + 6 + k * 7)
            pygame.draw.circle(surface, art.MARK_RED, c, 3)
            pygame.draw.circle(surface, (255, 220, 200), c, 3, 1)

    def _draw_overlays(self, surface, st) -> None:
        for show in ([self.last_show] if self.last_show and self.last_show not in self.shows else []) + self.shows:
            if isinstance(show, fx.MissileShow):
                show.draw_sky(surface, self.square_rect)
            elif isinstance(show, fx.CardsShow):
                show.draw_marks(surface, self.cell_rect)
        self._ghost(surface, st)

    def _ghost(self, surface, st) -> None:
        """Where a click would set the ship: green if the rules allow it, red if not."""
        if self.hover is None or self.game.outcome() is not None:
            return
        side = self.game.to_move()
        if st.phase == "fleet" and self.fleet_unit:
            a = self.fleet_action(self.hover)
            legal = a in self.legal_set
            cells = ship_cells(a.cell, a.heading, self.ship_length(a.unit))
        elif self.adjust_unit and st.board.square_of(self.hover) == self.square_of_unit(side, self.adjust_unit):
            a = self.place_action(self.hover)
            legal = a in self.legal_set
            cells = ship_cells(a.cell, a.heading, self.ship_length(a.unit))
        else:
            return
        cells = [c for c in cells if 0 <= c[0] < st.board.cols and 0 <= c[1] < st.board.rows]
        if not cells:
            return
        if legal:
            img = self.ship_img(side, a.unit, cells).copy()
            img.set_alpha(170)
            r = self.cell_rect(cells[0]).union(self.cell_rect(cells[-1]))
            surface.blit(img, r)
        self._tint(surface, [self.cell_rect(c) for c in cells], GREEN if legal else RED, 40 if legal else 90, 2)

    # -- trays -------------------------------------------------------------------------------------
    def tray_rect(self, side) -> pygame.Rect:
        north = side == self.players[1]
        return TRAY_TOP if north != self.flipped else TRAY_BOTTOM

    def tray_slot(self, owner):
        """Where a counter of `owner`'s fleet lands: the captor's tray."""
        captor = self.players[1] if owner == self.players[0] else self.players[0]
        r = self.tray_rect(captor)
        return r.left + r.width // 2, r.top + 58

    def _draw_tray(self, surface, st, side) -> None:
        r = self.tray_rect(side)
        seat = self.seat(side)
        colour = art.side_colour(seat)
        to_move = side == self.game.to_move() and self.game.outcome() is None
        panel(surface, r, (24, 34, 48), colour if to_move else theme.PANEL_EDGE, 10)
        fleet = st.fleets[side]
        enemy = st.opponent(side)
        pill = pygame.Rect(r.left + 10, r.top + 8, 16, 16)
        pygame.draw.rect(surface, art.HULLS[seat][0], pill, border_radius=4)
        pygame.draw.rect(surface, colour, pill, 3, border_radius=4)
        where = "south" if seat == 0 else "north"
        art.blit_label(surface, f"{side.capitalize()} ({where})", (r.left + 34, r.top + 6), 16, theme.TEXT, True,
                       "topleft")
        pending = {}
        for show in self.shows:
            if hasattr(show, "pending_flights"):
                for k, v in show.pending_flights(st.opponent).items():
                    pending[k] = pending.get(k, 0) + v
        got = st.captured(side) - pending.get(side, 0)
        score = art.blit_label(surface, f"{max(0, got)} / 19", (r.right - 12, r.top + 4), 20, theme.GOLD, True,
                               "topright")
        art.blit_label(surface, "captured", (score.left - 6, r.top + 10), 12, theme.TEXT_DIM, False, "topright")
        # the captured counters, by unit, out of 19
        counts = {}
        for c in fleet.tray:
            key = "A" if c.startswith("A") else c
            counts[key] = counts.get(key, 0) + 1
        x, y = r.left + 10, r.top + 34
        eseat = self.seat(enemy)
        for code, total in TRAY_ORDER:
            have = counts.get(code, 0)
            for k in range(total):
                filled = k < have
                chip = pygame.Rect(x, y, 15, 20)
                art.counter_chip(surface, chip, code, eseat, filled)
                x += 17
            x += 5
        if counts.get("B"):
            chip = pygame.Rect(x - 2, y, 17, 20)
            art.counter_chip(surface, chip, "B", eseat, True)
        # own fleet: counters still held
        y = r.top + 64
        x = r.left + 10
        from ..rules.battaglia_navale.data import unit as unit_data
        for code in ("C", "P", "I", "Ct", "S"):
            ship = fleet.ships[code]
            w = 70
            box = pygame.Rect(x, y, w - 4, 30)
            pygame.draw.rect(surface, (34, 46, 62), box, border_radius=5)
            art.blit_label(surface, code, (box.left + 6, box.top + 2), 12, theme.TEXT, True, "topleft")
            if ship.sunk:
                art.blit_label(surface, "sunk", (box.centerx + 8, box.centery), 12, RED, True)
            elif code == "S":
                art.blit_label(surface, "invulnerable", (box.centerx + 6, box.top + 20), 9, theme.TEXT_DIM)
                art.blit_label(surface, "Polaris", (box.centerx + 8, box.top + 8), 10, theme.TEXT, True)
            else:
                full = unit_data(code)["counters"]
                for k in range(full):
                    c = (box.left + 8 + k * 11, box.bottom - 8)
                    pygame.draw.circle(surface, colour if k < ship.counters else (70, 76, 86), c, 4)
            x += w
        # Polaris progress, token, planes
        y = r.top + 104
        art.blit_label(surface, "Polaris", (r.left + 10, y + 6), 13, theme.TEXT, True, "topleft")
        for k in range(1, 5):
            cell = pygame.Rect(r.left + 70 + (k - 1) * 26, y + 2, 24, 24)
            surface.blit(art.polaris_counter_surface(k, k in fleet.polaris_turned, 24), cell)
        art.polaris_token(surface, (r.left + 190, y + 14), 11, fleet.polaris_token)
        note = "missile ready" if fleet.polaris_token else f"{len(fleet.polaris_turned)}/4 built"
        if fleet.sub_must_return:
            note = "sub returns to base"
        art.blit_label(surface, note, (r.left + 206, y + 8), 12, theme.GOLD if fleet.polaris_token else theme.TEXT_DIM,
                       False, "topleft")
        y = r.top + 136
        art.blit_label(surface, "Planes", (r.left + 10, y + 6), 13, theme.TEXT, True, "topleft")
        x = r.left + 70
        for p in fleet.planes.values():
            img = art.plane_surface(seat, 22, "N")
            if p.status == "down":
                img = img.copy()
                img.set_alpha(60)
            surface.blit(img, (x, y + 2))
            status = {"aboard": "aboard", "down": "lost"}.get(p.status, "")
            if p.status == "aloft":
                status = f"aloft {st.board.square_of(p.cell)}"
            art.blit_label(surface, f"{p.unit} {status}", (x + 26, y + 8), 11,
                           GREEN if p.status == "aloft" else theme.TEXT_DIM if p.status == "down" else theme.TEXT,
                           False, "topleft")
            x += 98

    # -- the fire cards -------------------------------------------------------------------------------
    def deck_pos(self, area):
        return area.right - 60, area.top + 8

    def _draw_fire_area(self, surface, st, area) -> None:
        panel(surface, area, (22, 32, 46), theme.PANEL_EDGE, 10)
        art.blit_label(surface, "Fire cards", (area.left + 12, area.top + 8), 16, theme.GOLD, True, "topleft")
        dx, dy = self.deck_pos(area)
        back = pygame.transform.smoothscale(art.card_back(), (46, 64))
        for k in range(3, -1, -1):
            surface.blit(back, (dx + k * 2, dy - k * 2 + 4))
        art.blit_label(surface, f"{len(st.deck)} cards", (dx + 23, dy + 76), 11, theme.TEXT_DIM)
        show = self.shows[-1] if self.shows and isinstance(self.shows[-1], fx.CardsShow) else self.last_show
        if isinstance(show, fx.CardsShow):
            cap = pygame.Rect(area.left + 12, area.top + 32, area.width - 90, 54)
            text.draw_wrapped(surface, show.caption, cap, 12, theme.TEXT)
            show.draw_cards(surface, pygame.Rect(area.left + 8, area.top + 104, area.width - 16, 240), (dx, dy))
        elif isinstance(show, fx.MissileShow):
            text.draw_wrapped(surface, f"Polaris missile on square {show.target}: everything there is destroyed",
                              pygame.Rect(area.left + 12, area.top + 40, area.width - 90, 60), 14, theme.GOLD, True)
        else:
            tip = ("Each fire draws cards from the deck: 2 for the Battleship, 1 for a Cruiser, Destroyer, battery "
                   "or plane. Each red mark falls on the matching cell of the target square; a hit hands one "
                   "counter to the firer (BN Fire).")
            text.draw_wrapped(surface, tip, pygame.Rect(area.left + 12, area.top + 96, area.width - 24, 140), 13,
                              theme.TEXT_DIM)
        for s in self.shows:
            if isinstance(s, fx.LotShow):
                self._draw_lot(surface, s, area)

    def _draw_lot(self, surface, show, area) -> None:
        c = (area.centerx, area.top + 200)
        idx = show.colour_index()
        w = max(4, int(70 * show.squash()))
        r = pygame.Rect(0, 0, w, 70)
        r.center = c
        pygame.draw.ellipse(surface, art.HULLS[idx][0], r)
        pygame.draw.ellipse(surface, art.side_colour(idx), r, 5)
        if show.done or show.clock.progress(0, 1.3) >= 1:
            art.blit_label(surface, f"{self.players[idx].capitalize()} moves first", (c[0], c[1] + 56), 18,
                           theme.GOLD, True)

    # -- banner, panel, summary ------------------------------------------------------------------------
    def _draw_banner(self, surface, st) -> None:
        side = self.game.to_move()
        seat = self.seat(side)
        colour = art.side_colour(seat)
        bar = pygame.Rect(0, 0, 1280, 58)
        layer = pygame.Surface(bar.size, pygame.SRCALPHA)
        layer.fill((*colour, 70 + int(90 * self.pulse)))
        surface.fill((16, 24, 36), bar)
        surface.blit(layer, bar)
        pygame.draw.line(surface, colour, (0, 57), (1280, 57), 3)
        art.blit_label(surface, "BATTAGLIA NAVALE", (16, 18), 18, theme.GOLD, True, "midleft")
        art.blit_label(surface, f"Turn {st.turn_number + 1}" if st.phase in ("turn", "place_planes", "aa_reply", "over")
                       else "Setting up", (16, 42), 13, theme.TEXT_DIM, False, "midleft")
        out = self.game.outcome()
        if out is not None:
            head = f"{out.winner.capitalize()} wins the battle" if out.winner else "The battle ends in a draw"
            colour = art.side_colour(self.seat(out.winner)) if out.winner else theme.GOLD
        else:
            head = f"{side.capitalize()} to play"
        chip = pygame.Rect(0, 0, 30, 30)
        img = art.label(head.upper(), 24, theme.TEXT, True)
        chip.midright = (640 - img.get_width() // 2 - 10, 20)
        pygame.draw.rect(surface, art.HULLS[seat][0], chip, border_radius=6)
        pygame.draw.rect(surface, colour, chip, 4, border_radius=6)
        surface.blit(img, img.get_rect(center=(640, 20)))
        art.blit_label(surface, self.instruction(st), (640, 45), 14, theme.TEXT)
        limit = st.options.get("quiet_limit", 0)
        if limit and st.phase not in ("islands", "battery", "fleet", "lot"):
            art.blit_label(surface, f"Turns without a capture: {st.quiet_turns}/{limit}", (1264, 42), 12,
                           theme.TEXT_DIM, False, "midright")
        art.blit_label(surface, "Esc menu   F1 rules   Ctrl+Z undo", (1264, 18), 12, theme.TEXT_DIM, False, "midright")

    def instruction(self, st) -> str:
        if self.game.outcome() is not None:
            return self.game.outcome().how
        phase = st.phase
        if phase == "islands":
            return "Draw two cards: their numbers place the islands"
        if phase == "battery":
            return "Click a highlighted cell of your base for the coastal battery"
        if phase == "fleet":
            return f"Place your {self.fleet_unit_name()}: click a cell of your base (R turns it), or Automatic placement"
        if phase == "lot":
            return "Draw lots for the first move"
        if phase == "place_planes":
            return f"Click a free cell of square {st.raid.target} for plane {self.plane_pick}"
        if phase == "aa_reply":
            return f"Reply with anti-aircraft fire at the planes over square {st.aa_square}, or hold fire"
        if self.adjust_unit:
            return "Click a cell of the square to set the ship there (R turns it); or drag it"
        if self.sel_square is not None:
            return "Click a green square to move the selected units; click a ship to add or drop it"
        if self.target is not None:
            return f"Choose the units that fire at square {self.target}, then Fire"
        if self.raid_mode:
            return "Click a red square to raid it; the chips choose the planes"
        if st.turn.started:
            return "Move or fire more, adjust a moved ship, or End turn"
        return "Click your ships to move them, a red target to fire, a Polaris counter, or Air raid"

    def fleet_unit_name(self) -> str:
        return NAMES.get(self.fleet_unit, "fleet")

    def _draw_panel(self, surface, st, area) -> None:
        side = self.game.to_move()
        colour = art.side_colour(self.seat(side))
        panel(surface, area, (24, 34, 48), colour, 10)
        who = side.capitalize()
        titles = {"islands": "Setup: the islands", "battery": f"{who}'s coastal battery",
                  "fleet": f"{who}'s fleet", "lot": "The first move", "place_planes": "Air raid",
                  "aa_reply": "Anti-aircraft reply", "turn": f"{side.capitalize()}'s move", "over": "Game over"}
        art.blit_label(surface, titles.get(st.phase, st.phase), (area.left + 12, area.top + 10), 18, theme.GOLD, True,
                       "topleft")
        text.draw_wrapped(surface, self.hint(st), pygame.Rect(area.left + 12, area.top + 38, area.width - 24, 54), 13,
                          theme.TEXT)
        for title, y in self.chip_rows:
            art.blit_label(surface, title, (area.left + 12, y), 13, theme.TEXT_DIM, True, "topleft")

    def hint(self, st) -> str:
        phase = st.phase
        if phase == "islands":
            return "An island straddles the south side of the square numbered on each card; a card without a " \
                   "number places none (BN Preliminaries)."
        if phase == "battery":
            return "Next to the white lines (piers), the promontory or the Polaris platform (BN Preliminaries)."
        if phase == "fleet":
            return "Inside one square of your base, straight, never across a side (BN Positioning)."
        if phase == "lot":
            return "Who makes the first move is decided by lot (BN Start)."
        if phase == "place_planes":
            return "Planes go on free cells; when the last is placed, one card per plane bombs the square (BN Aircraft)."
        if phase == "aa_reply":
            return "Ships and battery in the planes' square and the four next to it may fire (BN Aircraft)."
        if self.target is not None:
            return "Lines show who can reach the target. Ships that fire may not move afterwards (BN Fire)."
        if self.sel_square is not None:
            return "1-2 squares N/S/E/W; never stop where an enemy unit is; islands and promontories block (BN Movement)."
        if self.raid_mode:
            return "Planes fly up to 3 squares over anything and bomb a square with enemy elements (BN Aircraft)."
        if self.land_mode:
            return "Planes aloft within 3 squares of the carrier may land: that is the whole move (BN Aircraft)."
        return "A turn is one of: a Polaris counter; moving one square's units and/or firing; an air raid (BN Start)."

    def _draw_summary(self, surface, st) -> None:
        out = self.game.outcome()
        r = pygame.Rect(0, 0, 440, 300)
        r.center = CHART.center
        winner = out.winner
        colour = art.side_colour(self.seat(winner)) if winner else theme.GOLD
        panel(surface, r, theme.PANEL, colour, 14, alpha=242)
        head = f"{winner.capitalize()} wins!" if winner else "A draw"
        art.blit_label(surface, head, (r.centerx, r.top + 34), 30, colour if winner else theme.GOLD, True)
        text.draw_wrapped(surface, out.how, pygame.Rect(r.left + 24, r.top + 64, r.width - 48, 60), 14, theme.TEXT)
        y = r.top + 130
        for side in self.players:
            f = st.fleets[side]
            afloat = ", ".join(s.unit for s in f.afloat()) or "none"
            line = f"{side.capitalize()}: {st.captured(side)}/19 counters captured; afloat: {afloat}"
            text.draw_wrapped(surface, line, pygame.Rect(r.left + 24, y, r.width - 48, 40), 14, theme.TEXT)
            y += 40
        art.blit_label(surface, f"{st.turn_number} turns played", (r.centerx, y + 10), 14, theme.TEXT_DIM)
        art.blit_label(surface, "Back to title: the button on the right, or Enter", (r.centerx, r.bottom - 24), 13,
                       theme.TEXT_DIM)
