"""Battaglia Navale's animations, as clocks over the events a move produced: fire cards that fly
and flip, red marks that drop onto the target's cells, hits that flash, counters that fly to the
captor's tray, ships that slide, the Polaris missile, the lot for the first move.

Every effect keeps logical places (cells, squares, trays) and asks the scene for pixels when
drawn, so turning the chart never leaves a picture behind. With animations off (scale 0) each
effect starts at its end."""
from __future__ import annotations

import math

import pygame

from ...ui import text
from ...ui.anim import ease
from . import art

HIT_RESULTS = ("hit", "sunk", "battery", "plane_down", "polaris_reset")


class Clock:
    def __init__(self, scale: float, length: float):
        self.scale = scale
        self.length = length * scale
        self.t = math.inf if scale <= 0 else 0.0

    def at(self, seconds: float) -> float:
        return seconds * self.scale

    def progress(self, start: float, duration: float) -> float:
        """0..1 of a step starting at `start` seconds (unscaled) lasting `duration`."""
        if self.t == math.inf:
            return 1.0
        s, d = start * self.scale, duration * self.scale
        if d <= 0:
            return 1.0 if self.t >= s else 0.0
        return max(0.0, min(1.0, (self.t - s) / d))

    def update(self, dt: float) -> bool:
        if self.t >= self.length:
            return False
        self.t += dt
        return True

    @property
    def done(self) -> bool:
        return self.t >= self.length


class Show:
    """Base: a clock, sound cues fired once as time passes them."""

    def __init__(self, scale: float, length: float):
        self.clock = Clock(scale, length)
        self.cues: list[tuple[float, str]] = []
        self.flights = getattr(self, "flights", [])  # counters flying to a tray (set by subclasses)

    def pending_flights(self, captor_of) -> dict:
        """captor -> counters still in the air (the tray shows them once they land)."""
        out: dict = {}
        for f in self.flights:
            if self.clock.progress(f["start"], 0.6) < 1.0:
                c = captor_of(f["owner"])
                out[c] = out.get(c, 0) + 1
        return out

    def update(self, dt: float, sounds) -> bool:
        moving = self.clock.update(dt)
        due = [c for c in self.cues if self.clock.t >= self.clock.at(c[0])]
        if due:
            if self.clock.t == math.inf:
                due = due[-1:]  # animations off: one sound, not a burst
            sounds.play(due[-1][1])
            self.cues = [c for c in self.cues if c not in due]
        return moving

    @property
    def done(self) -> bool:
        return self.clock.done


class CardsShow(Show):
    """Fire cards (or the island cards) drawn from the deck, flipped face up, their red marks
    dropped on the target square's cells; hits flash and their counters fly to the captor's tray."""

    CARD_GAP = 0.16

    def __init__(self, scale, side, kind, target, cards, faces, marks=(), events=(), caption=""):
        self.side, self.kind, self.target = side, kind, target
        self.faces = faces   # card id -> FireCard (the game's data)
        self.cards, self.marks, self.caption = list(cards), list(marks), caption
        n = len(self.cards)
        self.marks_at = 0.45 + self.CARD_GAP * n + 0.35
        self.drop_gap = 0.2
        self.flights: list[dict] = []
        self.ghosts: list[dict] = []
        sinking = {}
        for e in events:
            if e.kind == "sunk":
                sinking[(e.data["side"], e.data["unit"])] = e.data["cells"]
        land = {}
        for j, m in enumerate(self.marks):
            t = self.mark_land(j)
            if m["result"] in ("hit", "sunk", "battery", "plane_down"):
                code = "A" if m["unit"] and m["unit"].startswith("A") else m["unit"]
                self.flights.append({"code": code, "owner": m["side"], "from_cell": m["cell"], "start": t + 0.25})
            if m["result"] == "sunk":
                land[(m["side"], m["unit"])] = t
        for (side_, unit), cells in sinking.items():
            t = land.get((side_, unit), self.marks_at)
            self.ghosts.append({"side": side_, "unit": unit, "cells": cells, "start": t})
            if unit == "P":  # the planes aboard go down with her (BN Aircraft)
                for e in events:
                    if e.kind == "plane_down" and e.data.get("cell") is None and e.data["side"] == side_:
                        self.flights.append({"code": "A", "owner": side_, "from_cell": cells[len(cells) // 2],
                                             "start": t + 0.5})
        end = max([self.mark_land(len(self.marks) - 1) + 0.8 if self.marks else self.marks_at]
                  + [f["start"] + 0.7 for f in self.flights] + [g["start"] + 0.9 for g in self.ghosts])
        super().__init__(scale, end)
        for i in range(n):
            self.cues.append((0.1 + self.CARD_GAP * i, "card"))
        for j, m in enumerate(self.marks):
            self.cues.append((self.mark_land(j), "boom" if m["result"] in HIT_RESULTS else "splash"))

    def mark_land(self, j: int) -> float:
        return self.marks_at + self.drop_gap * j + 0.35


    # -- drawing -------------------------------------------------------------------------
    def draw_cards(self, surface, area: pygame.Rect, deck_pos, note=None, size=art.CARD_SIZE) -> None:
        """The cards flying from the deck and turning, at ``size`` (the fire area's: layout.py);
        ``note(rect, term)`` is told of each card."""
        n = len(self.cards)
        if not n:
            return
        cw, ch = size
        per_row = max(1, min(n, (area.width + 8) // (cw + 8)))
        for i, cid in enumerate(self.cards):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            x0 = area.centerx - (in_row * (cw + 8) - 8) // 2
            dest = (x0 + col * (cw + 8), area.top + row * (ch + 10))
            p = ease(self.clock.progress(self.CARD_GAP * i, 0.35))
            pos = (deck_pos[0] + (dest[0] - deck_pos[0]) * p, deck_pos[1] + (dest[1] - deck_pos[1]) * p)
            f = self.clock.progress(self.CARD_GAP * i + 0.3, 0.25)
            card = self.faces[cid]
            img = art.card_back(size) if f < 0.5 else art.card_face(cid, card.marks, card.island, card.title, size)
            width = max(1, int(cw * abs(1 - 2 * f)))
            if width != cw:
                img = pygame.transform.smoothscale(img, (width, ch))
            x = pos[0] + (cw - width) / 2
            pygame.draw.rect(surface, (0, 0, 0), (x + 3, pos[1] + 4, width, ch), border_radius=6)
            surface.blit(img, (x, pos[1]))
            text.note_picture(surface, pygame.Rect(int(x), int(pos[1]), width, ch), f"fire card {cid}")
            if note is not None and f >= 1:
                kind = "unexploded-card" if card.title else "island-card" if self.kind == "islands" else "fire-card"
                note(pygame.Rect(int(x), int(pos[1]), width, ch), kind)

    def draw_marks(self, surface, cell_rect, fade_all: bool = False, note=None) -> None:
        """The red marks dropped on the target's cells; ``note(rect, term)`` is told of each
        one that lies where it fell (the scene's list of marks drawn)."""
        for j, m in enumerate(self.marks):
            r = cell_rect(m["cell"])
            land = self.mark_land(j)
            fall = self.clock.progress(land - 0.35, 0.35)
            if fall <= 0:
                continue
            hit = m["result"] in HIT_RESULTS
            if fall < 1:
                y = r.centery - (1 - fall) * 60
                pygame.draw.circle(surface, art.MARK_RED, (r.centerx, y), 4 + 3 * fall)
                continue
            flash = self.clock.progress(land, 0.6)
            if flash < 1:
                rad = int(r.width * (0.4 + 0.9 * flash))
                colour = (255, 240, 200) if hit else (200, 230, 250)
                pygame.draw.circle(surface, colour, r.center, rad, max(1, int(4 * (1 - flash)) + 1))
                if hit:
                    pygame.draw.circle(surface, (255, 200, 80), r.center, int(r.width * 0.45 * (1 - flash)))
            # the mark stays where it fell: red on a hit, a red ring in the water
            if hit:
                pygame.draw.line(surface, art.MARK_RED, (r.left + 6, r.top + 6), (r.right - 6, r.bottom - 6), 4)
                pygame.draw.line(surface, art.MARK_RED, (r.right - 6, r.top + 6), (r.left + 6, r.bottom - 6), 4)
            else:
                pygame.draw.circle(surface, art.MARK_RED, r.center, r.width * 0.26, 3)
            if note is not None:
                note(r, "hit-mark" if hit else "miss-mark")

    def draw_ghosts(self, surface, draw_ship) -> None:
        for g in self.ghosts:
            p = self.clock.progress(g["start"], 0.9)
            if p < 1:
                draw_ship(surface, g["side"], g["unit"], g["cells"], alpha=int(255 * (1 - p)), sink=p)

    def draw_flights(self, surface, cell_center, tray_slot, seat_of) -> None:
        for f in self.flights:
            p = self.clock.progress(f["start"], 0.6)
            if 0 < p < 1:
                a = cell_center(f["from_cell"])
                b = tray_slot(f["owner"])
                e = ease(p)
                x = a[0] + (b[0] - a[0]) * e
                y = a[1] + (b[1] - a[1]) * e - math.sin(math.pi * e) * 60
                r = pygame.Rect(0, 0, 20, 20)
                r.center = (int(x), int(y))
                art.counter_chip(surface, r, f["code"], seat_of(f["owner"]), True)


class MissileShow(Show):
    """The Polaris missile: a trail from the submarine's square, a blast over the target."""

    def __init__(self, scale, side, start_sq, target, events):
        self.side, self.start_sq, self.target = side, start_sq, target
        self.flights, self.ghosts = [], []
        for e in events:
            if e.kind == "counters":
                for k in range(e.data["n"]):
                    self.flights.append({"code": e.data["unit"], "owner": e.data["side"], "from_sq": target,
                                         "start": 1.1 + 0.08 * k})
            elif e.kind == "battery_captured":
                self.flights.append({"code": "B", "owner": e.data["side"], "from_sq": target, "start": 1.1})
            elif e.kind == "plane_down":
                self.flights.append({"code": "A", "owner": e.data["side"], "from_sq": target, "start": 1.3})
            elif e.kind == "sunk":
                self.ghosts.append({"side": e.data["side"], "unit": e.data["unit"], "cells": e.data["cells"],
                                    "start": 0.9})
        end = max([2.2] + [f["start"] + 0.7 for f in self.flights])
        super().__init__(scale, end)
        self.cues = [(0.0, "splash"), (0.9, "boom")]
        self.marks, self.cards = [], []

    def draw_cards(self, surface, area, deck_pos, note=None, size=None) -> None:
        pass

    def draw_marks(self, surface, cell_rect, square_rect=None, note=None) -> None:
        pass

    def draw_sky(self, surface, square_rect) -> None:
        a, b = square_rect(self.start_sq).center, square_rect(self.target).center
        p = ease(self.clock.progress(0, 0.9))
        if 0 < p < 1:
            x, y = a[0] + (b[0] - a[0]) * p, a[1] + (b[1] - a[1]) * p - math.sin(math.pi * p) * 80
            pygame.draw.circle(surface, (255, 250, 230), (int(x), int(y)), 6)
            pygame.draw.circle(surface, (255, 160, 60), (int(x), int(y)), 10, 2)
        blast = self.clock.progress(0.9, 0.9)
        if 0 < blast < 1:
            r = square_rect(self.target)
            layer = pygame.Surface(r.size, pygame.SRCALPHA)
            layer.fill((255, 230, 160, int(200 * (1 - blast))))
            surface.blit(layer, r)
            pygame.draw.circle(surface, (255, 255, 255), r.center, int(r.width * (0.3 + 0.6 * blast)), 4)

    draw_ghosts = CardsShow.draw_ghosts

    def draw_flights(self, surface, cell_center, tray_slot, seat_of, square_rect=None) -> None:
        for f in self.flights:
            p = self.clock.progress(f["start"], 0.6)
            if 0 < p < 1 and square_rect is not None:
                a = square_rect(f["from_sq"]).center
                b = tray_slot(f["owner"])
                e = ease(p)
                r = pygame.Rect(0, 0, 20, 20)
                r.center = (int(a[0] + (b[0] - a[0]) * e), int(a[1] + (b[1] - a[1]) * e - math.sin(math.pi * e) * 60))
                art.counter_chip(surface, r, f["code"], seat_of(f["owner"]), True)


class Slide:
    """A ship (or a plane) gliding from where it was to where the rules put it."""

    def __init__(self, scale, side, unit, from_cells, to_cells, kind="ship"):
        self.side, self.unit, self.kind = side, unit, kind
        self.from_cells, self.to_cells = tuple(from_cells), tuple(to_cells)
        self.clock = Clock(scale, 0.45)

    def update(self, dt, sounds=None) -> bool:
        return self.clock.update(dt)

    @property
    def done(self) -> bool:
        return self.clock.done

    def offset(self, cell_center) -> tuple[float, float]:
        """Pixels to add to the unit's final drawing position."""
        p = ease(self.clock.progress(0, 0.45))
        if p >= 1 or not self.from_cells:
            return 0.0, 0.0
        a = _middle(self.from_cells, cell_center)
        b = _middle(self.to_cells, cell_center)
        return (a[0] - b[0]) * (1 - p), (a[1] - b[1]) * (1 - p)


def _middle(cells, cell_center):
    pts = [cell_center(c) for c in cells]
    return sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)


class LotShow(Show):
    """Drawing lots for the first move: a token spinning between the two colours."""

    def __init__(self, scale, first_index: int):
        super().__init__(scale, 1.4)
        self.first_index = first_index
        self.cues = [(0.0, "dice"), (1.3, "click")]

    def colour_index(self) -> int:
        p = self.clock.progress(0, 1.3)
        if p >= 1:
            return self.first_index
        return int(p * p * 14) % 2

    def squash(self) -> float:
        p = self.clock.progress(0, 1.3)
        return 1.0 if p >= 1 else abs(math.cos(p * p * 14 * math.pi / 2))
