"""Battaglia Navale: drawing the two trays, one per fleet: the enemy counters captured (out of
19), the own ships' counters still held, the Polaris counters and token, and the planes."""
from __future__ import annotations

import pygame

from ...ui import theme
from ...ui.widgets import panel
from . import art
from . import colours

TRAY_ORDER = (("C", 5), ("P", 4), ("I", 4), ("Ct", 3), ("A", 3))


class TrayDrawing:
    """Mixin of BattagliaNavaleScene (through ChartDrawing): where the trays are, and drawing them."""

    def tray_rect(self, side) -> pygame.Rect:
        north = side == self.players[1]
        return self.layout.tray_top if north != self.flipped else self.layout.tray_bottom

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
        mark = self.drawn_marks.add
        mark(pill, "fleet-colour")
        where = "south" if seat == 0 else "north"
        art.blit_label(surface, f"{self.game.seat_name(side)} ({where})", (r.left + 34, r.top + 6), 16, theme.TEXT, True,
                       "topleft")
        pending = {}
        for show in self.shows:
            if hasattr(show, "pending_flights"):  # card and missile shows; slides have none
                for k, v in show.pending_flights(st.opponent).items():
                    pending[k] = pending.get(k, 0) + v
        got = st.captured(side) - pending.get(side, 0)
        score = art.blit_label(surface, f"{max(0, got)} / 19", (r.right - 12, r.top + 4), 20, theme.GOLD, True,
                               "topright")
        caption = art.blit_label(surface, "captured", (score.left - 6, r.top + 10), 12, theme.TEXT_DIM, False, "topright")
        mark(score.union(caption), "captured-score")
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
                mark(chip, "captured-counter" if filled else "empty-counter")
                x += 17
            x += 5
        if counts.get("B"):
            chip = pygame.Rect(x - 2, y, 17, 20)
            art.counter_chip(surface, chip, "B", eseat, True)
            mark(chip, "captured-battery")
        # own fleet: counters still held
        y = r.top + 64
        x = r.left + 10
        for code in ("C", "P", "I", "Ct", "S"):
            ship = fleet.ships[code]
            w = 70
            box = pygame.Rect(x, y, w - 4, 30)
            pygame.draw.rect(surface, (34, 46, 62), box, border_radius=5)
            art.blit_label(surface, code, (box.left + 6, box.top + 2), 12, theme.TEXT, True, "topleft")
            mark(box, "ship-box-sunk" if ship.sunk else "submarine-box" if code == "S" else "ship-box")
            if ship.sunk:
                art.blit_label(surface, "sunk", (box.centerx + 8, box.centery), 12, colours.RED, True)
            elif code == "S":
                art.blit_label(surface, "invulnerable", (box.centerx + 6, box.top + 20), 9, theme.TEXT_DIM)
                art.blit_label(surface, "Polaris", (box.centerx + 8, box.top + 8), 10, theme.TEXT, True)
            else:
                full = self.rules.data.unit(code)["counters"]
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
            mark(cell, "polaris-counter-turned" if k in fleet.polaris_turned else "polaris-counter")
        art.polaris_token(surface, (r.left + 190, y + 14), 11, fleet.polaris_token)
        mark(pygame.Rect(r.left + 178, y + 2, 26, 26), "polaris-token")
        note = "missile ready" if fleet.polaris_token else f"{len(fleet.polaris_turned)}/4 built"
        if fleet.sub_must_return:
            note = "sub returns to base"
        drawn = art.blit_label(surface, note, (r.left + 206, y + 8), 12,
                               theme.GOLD if fleet.polaris_token else theme.TEXT_DIM, False, "topleft")
        mark(drawn.inflate(4, 4), "polaris-note")
        y = r.top + 136
        art.blit_label(surface, "Planes", (r.left + 10, y + 6), 13, theme.TEXT, True, "topleft")
        x = r.left + 70
        for p in fleet.planes.values():
            img = art.plane_surface(seat, 22, "N")
            if p.status == "down":
                img = img.copy()
                img.set_alpha(60)
            surface.blit(img, (x, y + 2))
            mark(pygame.Rect(x, y + 2, 94, 22), "tray-plane")
            status = {"aboard": "aboard", "down": "lost"}.get(p.status, "")
            if p.status == "aloft":
                status = f"aloft {st.board.square_of(p.cell)}"
            art.blit_label(surface, f"{p.unit} {status}", (x + 26, y + 8), 11,
                           colours.GREEN if p.status == "aloft" else theme.TEXT_DIM if p.status == "down" else theme.TEXT,
                           False, "topleft")
            x += 98
