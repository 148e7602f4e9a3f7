"""Battaglia Navale: every mark on the screen and what it means (issue 15). The drawing code
notes each mark where it draws it (``self.drawn_marks.add(rect, term)``, see draw.py, trays.py,
fire_area.py, panels.py); the chart's printed features are noted here; the legend's pictures
are drawn with art.py's own functions. Terms: assets/legend/battaglia-navale.yaml."""
from __future__ import annotations

import pygame

from ...ui import text, theme
from . import art
from . import colours

SHIP_TERMS = {"C": "ship-battleship", "P": "ship-carrier", "I": "ship-cruiser", "Ct": "ship-destroyer",
              "S": "ship-submarine"}


class ChartLegend:
    """Mixin of BattagliaNavaleScene: the chart's features (as marks), the
    legend's pictures."""

    # -- the chart's printed features -----------------------------------------------------------
    def chart_px_rect(self, x, y, w, h) -> pygame.Rect:
        """A rectangle of the Tiled file's pixels on the screen (turned with the chart)."""
        view = self.view
        s, (ox, oy), (cw, ch) = view.scale, view.origin, view.size
        x0, y0, x1, y1 = x * s, y * s, (x + w) * s, (y + h) * s
        if self.flipped:
            x0, x1, y0, y1 = cw - x1, cw - x0, ch - y1, ch - y0
        return pygame.Rect(round(ox + x0), round(oy + y0), max(1, round(x1 - x0)), max(1, round(y1 - y0)))

    def note_chart(self, st) -> None:
        """The features the chart prints (painted once into the board's base): the squares'
        numbers, the naval bases, the piers, the Polaris platforms, promontories and islands."""
        add = self.drawn_marks.add
        for obj in self.tmap.objects_of("base"):
            add(self.chart_px_rect(obj.x, obj.y, obj.width, obj.height), "naval-base")
        size = theme.font(12, True).size
        for sq in st.board.squares:
            r = self.square_rect(sq)
            w, h = size(str(sq))
            add(pygame.Rect(r.left + 2, r.top, w + 6, h + 4), "square-number")
        for obj in self.tmap.objects_of("pier"):
            xs, ys = [p[0] for p in obj.points], [p[1] for p in obj.points]
            add(self.chart_px_rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).inflate(8, 8), "pier")
        for obj in self.tmap.objects_of("polaris_platform"):
            add(self.chart_px_rect(obj.x, obj.y, obj.width, obj.height), "polaris-platform")
        for obj in self.tmap.objects_of("promontory"):
            add(self.chart_px_rect(obj.x, obj.y, obj.width, obj.height), "promontory")
        for isl in st.islands:
            cells = [self.cell_rect(c) for c in isl.cells]
            add(cells[0].unionall(cells[1:]), "island")

    # -- pictures ---------------------------------------------------------------------------------
    def legend_picture(self, term_id: str, size: tuple[int, int]) -> pygame.Surface | None:
        w, h = size
        out = pygame.Surface(size, pygame.SRCALPHA)
        cell = 22
        mid = (w // 2, h // 2)

        def sea(r: pygame.Rect, cells: int = 0) -> pygame.Rect:
            pygame.draw.rect(out, art.SEA_TOP, r, border_radius=4)
            for k in range(1, cells):
                pygame.draw.line(out, art.GRID, (r.left + k * cell, r.top), (r.left + k * cell, r.bottom - 1))
            return r

        def centred(img: pygame.Surface) -> pygame.Surface:
            out.blit(img, img.get_rect(center=mid))
            return out

        strip = pygame.Rect(0, 0, 4 * cell, cell + 12)
        strip.center = mid
        if term_id in SHIP_TERMS.values():
            unit = next(u for u, t in SHIP_TERMS.items() if t == term_id)
            length = {"C": 4, "P": 4, "I": 3, "Ct": 3, "S": 2}[unit]
            sea(pygame.Rect(4, mid[1] - cell // 2 - 6, w - 8, cell + 12))
            return centred(art.ship_surface(unit, 0, length, cell, "h", "E"))
        if term_id == "damage-dot":
            sea(pygame.Rect(4, mid[1] - cell // 2 - 6, w - 8, cell + 12))
            img = art.ship_surface("I", 0, 3, cell, "h", "E")
            r = img.get_rect(center=mid)
            out.blit(img, r)
            for k in range(2):
                c = (r.left + 6 + k * 7, r.bottom - 5)
                pygame.draw.circle(out, art.MARK_RED, c, 3)
                pygame.draw.circle(out, (255, 220, 200), c, 3, 1)
            return out
        if term_id in ("hit-mark", "miss-mark"):
            r = sea(pygame.Rect(mid[0] - 2 * cell, mid[1] - cell, 4 * cell, 2 * cell), 4)
            pygame.draw.line(out, art.GRID, (r.left, r.top + cell), (r.right, r.top + cell))
            c = pygame.Rect(r.left + cell, r.top, cell, cell)
            if term_id == "hit-mark":
                out.blit(art.ship_surface("I", 1, 3, cell, "h", "W"), (r.left, r.top))
                pygame.draw.line(out, art.MARK_RED, (c.left + 4, c.top + 4), (c.right - 4, c.bottom - 4), 4)
                pygame.draw.line(out, art.MARK_RED, (c.right - 4, c.top + 4), (c.left + 4, c.bottom - 4), 4)
            else:
                c = c.move(cell, cell)
                pygame.draw.circle(out, art.MARK_RED, c.center, c.width * 0.3, 3)
            return out
        if term_id == "battery":
            sea(pygame.Rect(mid[0] - cell, mid[1] - cell, 2 * cell, 2 * cell))
            return centred(art.battery_surface(0, 2 * cell - 4))
        if term_id == "plane-aloft":
            sea(pygame.Rect(mid[0] - cell, mid[1] - cell, 2 * cell, 2 * cell))
            return centred(art.plane_surface(0, 2 * cell - 6, "N"))
        if term_id == "plane-aboard":
            sea(pygame.Rect(4, mid[1] - cell // 2 - 6, w - 8, cell + 12))
            img = art.ship_surface("P", 0, 4, cell, "h", "E")
            r = img.get_rect(center=mid)
            out.blit(img, r)
            for k in range(2):
                p = art.plane_surface(0, cell // 2 + 2, "N")
                out.blit(p, p.get_rect(center=(r.left + cell // 2 + k * cell, r.centery)))
            return out
        if term_id in ("polaris-counter", "polaris-counter-turned"):
            for k in range(2):
                img = art.polaris_counter_surface(k + 1, term_id.endswith("turned"), 32)
                out.blit(img, (mid[0] - 34 + k * 36, mid[1] - 16))
            return out
        if term_id == "polaris-token":
            art.polaris_token(out, (mid[0] - 22, mid[1]), 14, True)
            art.polaris_token(out, (mid[0] + 22, mid[1]), 14, False)
            return out
        if term_id == "polaris-platform":
            r = pygame.Rect(0, 0, 2 * cell, 2 * cell)
            r.center = mid
            pygame.draw.rect(out, art.CONCRETE_DARK, r.move(2, 2), border_radius=3)
            pygame.draw.rect(out, art.CONCRETE, r, border_radius=3)
            pygame.draw.rect(out, (90, 92, 94), r, 2, border_radius=3)
            return out
        if term_id in ("promontory", "island"):
            sea(pygame.Rect(8, 6, w - 16, h - 12))
            r = pygame.Rect(0, 0, 3 * cell if term_id == "island" else 2 * cell, 2 * cell)
            r.center = mid
            painter = art.ChartPainter(None, None, False)
            painter.land(out, r, rocky=term_id == "promontory")
            return out
        if term_id == "pier":
            sea(pygame.Rect(8, 6, w - 16, h - 12))
            pts = [(24, h - 14), (24, 20), (w - 30, 20)]
            pygame.draw.lines(out, (250, 250, 250), False, pts, 4)
            for p in (pts[0], pts[-1]):
                pygame.draw.circle(out, (250, 250, 250), p, 3)
            return out
        if term_id == "naval-base":
            r = sea(pygame.Rect(8, 6, w - 16, h - 12))
            tint = pygame.Surface(r.size, pygame.SRCALPHA)
            tint.fill((*art.side_colour(0), 60))
            out.blit(tint, r)
            text.draw(out, "base", r.center, 13, theme.TEXT, True, "center")
            return out
        if term_id == "square-number":
            r = sea(pygame.Rect(8, 6, w - 16, h - 12))
            text.draw(out, "7", r.center, 40, (40, 96, 134), True, "center")
            text.draw(out, "7", (r.left + 4, r.top + 2), 12, (214, 232, 244), True)
            return out
        if term_id == "nord":
            r = pygame.Rect(0, 0, 64, 14)
            r.center = mid
            pygame.draw.rect(out, (236, 226, 196), r, border_radius=4)
            text.draw(out, "▲ NORD", r.center, 11, (60, 40, 20), True, "center")
            return out
        if term_id in ("movable-square", "destination-square", "target-square", "selected-square"):
            r = sea(pygame.Rect(mid[0] - 30, mid[1] - 30, 60, 60))
            colour = {"movable-square": colours.GOLD_GLOW, "destination-square": colours.GREEN,
                      "target-square": colours.RED,
                      "selected-square": colours.GOLD_GLOW}[term_id]
            tint = pygame.Surface(r.size, pygame.SRCALPHA)
            tint.fill((*colour, 0 if term_id == "movable-square" else 60))
            out.blit(tint, r)
            pygame.draw.rect(out, colour, r, 3 if term_id != "movable-square" else 2)
            if term_id == "target-square":
                art.hatch(out, r, colours.RED)
                art.crosshair(out, r.center, 12, colours.RED)
            return out
        if term_id in ("battery-site", "placement-cell", "plane-cell"):
            r = sea(pygame.Rect(mid[0] - 2 * cell, mid[1] - cell, 4 * cell, 2 * cell), 4)
            pygame.draw.line(out, art.GRID, (r.left, r.top + cell), (r.right, r.top + cell))
            colour, alpha = {"battery-site": (colours.GOLD_GLOW, 70), "placement-cell": (colours.GOLD_GLOW, 40),
                             "plane-cell": (colours.GREEN, 60)}[term_id]
            for c in ((1, 0), (2, 0), (2, 1)):
                cr = pygame.Rect(r.left + c[0] * cell, r.top + c[1] * cell, cell, cell)
                tint = pygame.Surface(cr.size, pygame.SRCALPHA)
                tint.fill((*colour, alpha))
                out.blit(tint, cr)
                pygame.draw.rect(out, colour, cr, 1 if term_id != "battery-site" else 2)
            return out
        if term_id == "line-of-fire":
            art.dashed_line(out, colours.RED, (10, h - 12), (w - 14, 14), 3)
            return out
        if term_id == "turnable-counter":
            img = art.polaris_counter_surface(2, False, 32)
            r = img.get_rect(center=mid)
            out.blit(img, r)
            pygame.draw.rect(out, colours.GOLD_GLOW, r.inflate(2, 2), 2)
            return out
        if term_id in ("captured-counter", "empty-counter", "captured-battery"):
            codes = {"captured-counter": ("C", "C", "I"), "empty-counter": ("C", "C", "I"),
                     "captured-battery": ("B",)}[term_id]
            x = mid[0] - len(codes) * 17 // 2
            for code in codes:
                art.counter_chip(out, pygame.Rect(x, mid[1] - 10, 15 if code != "B" else 17, 20), code, 1,
                                 term_id != "empty-counter")
                x += 19
            return out
        if term_id == "captured-score":
            text.draw(out, "7 / 19", (mid[0], mid[1] + 6), 20, theme.GOLD, True, "center")
            text.draw(out, "captured", (mid[0], mid[1] - 16), 12, theme.TEXT_DIM, False, "center")
            return out
        if term_id in ("ship-box", "ship-box-sunk", "submarine-box"):
            box = pygame.Rect(0, 0, 66, 30)
            box.center = mid
            pygame.draw.rect(out, (34, 46, 62), box, border_radius=5)
            code = {"ship-box": "C", "ship-box-sunk": "I", "submarine-box": "S"}[term_id]
            text.draw(out, code, (box.left + 6, box.top + 2), 12, theme.TEXT, True)
            if term_id == "ship-box":
                for k in range(5):
                    pygame.draw.circle(out, art.side_colour(0) if k < 3 else (70, 76, 86),
                                       (box.left + 8 + k * 11, box.bottom - 8), 4)
            elif term_id == "ship-box-sunk":
                text.draw(out, "sunk", (box.centerx + 8, box.centery), 12, colours.RED, True, "center")
            else:
                text.draw(out, "Polaris", (box.centerx + 8, box.top + 8), 10, theme.TEXT, True, "center")
                text.draw(out, "invulnerable", (box.centerx + 6, box.top + 20), 9, theme.TEXT_DIM, False, "center")
            return out
        if term_id == "polaris-note":
            text.draw(out, "2/4 built", (mid[0], mid[1] - 9), 12, theme.TEXT_DIM, False, "center")
            text.draw(out, "missile ready", (mid[0], mid[1] + 9), 12, theme.GOLD, False, "center")
            return out
        if term_id == "tray-plane":
            img = art.plane_surface(0, 22, "N")
            out.blit(img, (mid[0] - 40, mid[1] - 11))
            text.draw(out, "A1 aloft 7", (mid[0] - 14, mid[1] - 6), 11, colours.GREEN, False)
            return out
        if term_id == "fleet-colour":
            pill = pygame.Rect(mid[0] - 40, mid[1] - 8, 16, 16)
            for k in range(2):
                p = pill.move(k * 56, 0)
                pygame.draw.rect(out, art.HULLS[k][0], p, border_radius=4)
                pygame.draw.rect(out, art.side_colour(k), p, 3, border_radius=4)
            return out
        if term_id in ("fire-card", "unexploded-card", "island-card"):
            cards = self.rules.data.fire_cards
            pick = {"fire-card": lambda c: not c.title and c.island is None,
                    "unexploded-card": lambda c: bool(c.title),
                    "island-card": lambda c: c.island is not None}[term_id]
            cid = next((i for i, c in sorted(cards.items()) if pick(c)), None)
            if cid is None:
                return None
            c = cards[cid]
            img = art.card_face(cid, c.marks, c.island, c.title)
            scale = min(1.0, (h - 4) / img.get_height())
            return centred(pygame.transform.smoothscale(img, (int(img.get_width() * scale), int(img.get_height() * scale))))
        if term_id == "fire-deck":
            back = pygame.transform.smoothscale(art.card_back(), (46, 64))
            for k in range(3, -1, -1):
                out.blit(back, (mid[0] - 23 + k * 2, mid[1] - 34 - k * 2 + 4))
            return out
        if term_id == "turn-number":
            text.draw(out, "Turn 12", mid, 13, theme.TEXT_DIM, False, "center")
            return out
        if term_id == "quiet-turns":
            text.draw(out, "Turns without", (mid[0], mid[1] - 8), 12, theme.TEXT_DIM, False, "center")
            text.draw(out, "a capture: 3/40", (mid[0], mid[1] + 8), 12, theme.TEXT_DIM, False, "center")
            return out
        if term_id == "side-chip":
            chip = pygame.Rect(0, 0, 30, 30)
            chip.center = mid
            pygame.draw.rect(out, art.HULLS[0][0], chip, border_radius=6)
            pygame.draw.rect(out, art.side_colour(0), chip, 4, border_radius=6)
            return out
        return None
