"""Carrier Strike: drawing on the sea: translucent layers over the hexes, a selected plane's
ranges, torpedoes under way with their paths, the phase's highlights (placement ghosts, reach,
runs and dives, carrier moves) and the pieces themselves.

Pilot discs appear only for the seat to move while it peeks (or while it assigns them), or
once revealed.
"""
from __future__ import annotations

import math

import pygame

from ...rules.carrier_strike import actions as A
from ...rules.carrier_strike import combat
from ...rules.carrier_strike.state import CARRIER, DECLARE, MOVE, PILOTS, PLACE, RETURN
from ...ui import palette, text, theme
from . import art
from .controls import carrier_previews

SEL = "selected"       # the ring round the selected piece (art.RING: solid) ...
SELECTABLE = "selectable"   # ... and round one that may be selected (dashed)
MOVE_TINT = (120, 230, 255)
palette.bind(__name__, {"MOVE_TINT": "cs reach"})


class Layer:
    """One translucent layer over the board, blitted once a frame, only as big as what is
    drawn on it. The drawing is noted as it is asked for (``polygon``, ``lines``, ``line``,
    ``circle``, in the board's pixels) and made at ``blit``, on a surface just as big as the
    box round it (a few hexes lit cost a few hexes of memory, not the board's 2.4 MiB),
    moved there by whole pixels, so that every pixel comes out as on a layer the size of the
    board. Only the part under the target's clip is cleared and drawn (a mouse move repaints
    a part of the frame). The layers of a frame are drawn one after the other, each blitted
    before the next is drawn on, so they share one kept surface, made again only when a
    bigger box comes."""

    def __init__(self, sc, name: str, target: pygame.Surface):
        self.sc, self.name = sc, name
        self.origin = sc.view_.origin
        self.clip = target.get_clip().move(-self.origin[0], -self.origin[1])
        self.ops: list = []  # (pygame.draw function, its arguments after the surface)
        self.box = None  # the box round what the ops draw: [left, top, right, bottom]
        self.used = False

    def _note(self, draw, args, xs, ys, reach) -> None:
        self.used = True
        self.ops.append((draw, args))
        box = (math.floor(min(xs) - reach), math.floor(min(ys) - reach),
               math.ceil(max(xs) + reach), math.ceil(max(ys) + reach))
        if self.box is None:
            self.box = list(box)
        else:
            b = self.box
            b[0], b[1], b[2], b[3] = min(b[0], box[0]), min(b[1], box[1]), max(b[2], box[2]), max(b[3], box[3])

    def polygon(self, rgba, pts, width: int = 0) -> None:
        self._note(pygame.draw.polygon, (rgba, pts, width), [x for x, _ in pts], [y for _, y in pts], width + 2)

    def lines(self, rgba, closed: bool, pts, width: int = 1) -> None:
        self._note(pygame.draw.lines, (rgba, closed, pts, width), [x for x, _ in pts], [y for _, y in pts],
                   width + 2)

    def line(self, rgba, a, b, width: int = 1) -> None:
        self._note(pygame.draw.line, (rgba, a, b, width), (a[0], b[0]), (a[1], b[1]), width + 2)

    def circle(self, rgba, centre, radius: int, width: int = 0) -> None:
        self._note(pygame.draw.circle, (rgba, centre, radius, width), (centre[0],), (centre[1],), radius + 2)

    def pts(self, cell):
        ox, oy = self.origin
        return [(x - ox, y - oy) for x, y in self.sc.view_.outline(cell)]

    def near(self, cell) -> bool:
        """Whether the cell lies by the clip (cells far from it need not be drawn)."""
        boxes = self.sc.__dict__.setdefault("_cell_boxes", {})
        box = boxes.get(cell)
        if box is None:
            x, y = self.sc.view_.center(cell)
            u = self.sc.unit
            box = boxes[cell] = pygame.Rect(int(x - self.origin[0] - u), int(y - self.origin[1] - u),
                                            int(2 * u) + 2, int(2 * u) + 2)
        return self.clip.colliderect(box)

    def fill(self, cells, rgba, edge=None, width=2):
        self.used = True
        for cell in cells:
            if not self.near(cell):
                continue
            p = self.pts(cell)
            self.polygon(rgba, p)
            if edge:
                self.lines(edge, True, p, width)

    def region_edge(self, centre, radius, rgba, width=2):
        """The outline of the hexes within ``radius`` of ``centre`` (cached segments)."""
        self.used = True
        cache = self.sc.__dict__.setdefault("_edges", {})
        key = (centre, radius)
        if key not in cache:
            grid = self.sc.grid
            s = self.sc.view_.scale
            cells = {c for c in grid.cells() if grid.distance(centre, c) <= radius}
            segs = []
            for cell in cells:
                for d in range(6):
                    if grid.step(cell, d) in cells:
                        continue
                    a, b = art.hex_edge(grid, cell, d)
                    segs.append(((a[0] * s, a[1] * s), (b[0] * s, b[1] * s)))
            cache[key] = segs
        for a, b in cache[key]:
            self.line(rgba, a, b, width)

    def local(self, pts):
        ox, oy = self.origin
        return [(x - ox, y - oy) for x, y in pts]

    def blit(self, surface):
        """Draw what was noted and put it on the target. The box is cut to the board's size
        only (never to the clip): a box that starts inside the board holds every point drawn,
        so that moved by its whole-pixel corner no coordinate turns negative, and pygame
        rounds each one as it would on the board-sized layer."""
        if not self.ops:
            return
        w, h = self.sc.view_.size
        left, top = max(0, self.box[0]), max(0, self.box[1])
        box = pygame.Rect(left, top, min(w, self.box[2]) - left, min(h, self.box[3]) - top)
        if box.width <= 0 or box.height <= 0:
            return
        kept = self.sc.__dict__.get("_layer_surface")
        if kept is None or kept.get_width() < box.width or kept.get_height() < box.height:
            size = (box.width, box.height) if kept is None else \
                (max(box.width, kept.get_width()), max(box.height, kept.get_height()))
            self.sc.__dict__.pop("_layer_surface", None)
            kept = None  # the smaller one goes before the bigger one is made
            kept = self.sc.__dict__["_layer_surface"] = pygame.Surface(size, pygame.SRCALPHA)
        surf = kept.subsurface((0, 0, box.width, box.height))
        surf.set_clip(self.clip.move(-left, -top))
        surf.fill((0, 0, 0, 0))
        for draw, args in self.ops:
            if draw is pygame.draw.circle:
                rgba, (x, y), radius, width = args
                draw(surf, rgba, (x - left, y - top), radius, width)
            elif draw is pygame.draw.line:
                rgba, a, b, width = args
                draw(surf, rgba, (a[0] - left, a[1] - top), (b[0] - left, b[1] - top), width)
            elif draw is pygame.draw.lines:
                rgba, closed, pts, width = args
                draw(surf, rgba, closed, [(x - left, y - top) for x, y in pts], width)
            else:
                rgba, pts, width = args
                draw(surf, rgba, [(x - left, y - top) for x, y in pts], width)
        surface.blit(surf, (self.origin[0] + left, self.origin[1] + top))


def _centre(sc, cell):
    return sc.view_.center(cell)


def _ring(x, y, r) -> pygame.Rect:
    """The square around a circle of radius r at (x, y)."""
    r = max(4, int(r))
    return pygame.Rect(int(x) - r, int(y) - r, 2 * r + 1, 2 * r + 1)


def carrier_marks(sc, c, centre, angle, ring) -> None:
    """A carrier's marks: the hull, its deck parts (the rear deck apart), the heading arrow,
    the torpedoes aboard, the hits, its name tag and the ring round it."""
    note, u, deck_parts = sc.drawn_marks.add, sc.unit, sc.rules.data.deck_parts
    if ring is not None:
        note(art.around(art.hull(centre, angle, u * 1.12)), "selected" if ring == SEL else "selectable")
    note(art.around(art.hull(centre, angle, u)).inflate(-int(u * 0.3), -int(u * 0.3)), "carrier")
    for part in range(1, deck_parts + 1):
        x, y = art.deck_point(centre, angle, u, part)
        note(_ring(x, y, u * 0.2), "rear-deck" if part == deck_parts else "deck-part")
    x, y = art.heading_tip(centre, angle, u)
    note(_ring(x, y, u * 0.22), "heading-arrow")
    for i in range(c.torpedoes):
        x, y = art.pip_point(centre, angle, u, i)
        note(_ring(x, y, 4), "torpedoes-aboard")
    for i in range(c.hits):
        x, y = art.hit_point(centre, angle, u, i)
        note(_ring(x, y, u * 0.22), "carrier-hit")
    note(art.carrier_tag_rect(centre, angle, u, c.id), "carrier-tag")


def plane_marks(sc, p, centre, angle, size, label, disc, revealed, ring) -> None:
    """A plane's marks: its body (with or without a torpedo), a sacrifice dive's ring, its name
    tag and, where this seat may see it, its pilot disc."""
    note = sc.drawn_marks.add
    if ring is not None:
        note(_ring(*centre, size * 0.66), "selected" if ring == SEL else "selectable")
    if p.in_flight and p.sacrifice is not None:
        note(_ring(*centre, size * 0.72), "plane-diving")
    body = art.around(art.plane_points(centre, angle, size)).clip(_ring(*centre, size * 0.45))
    note(body, "plane-torpedo" if p.torpedo else ("plane" if p.in_flight else "plane-deck"))
    if label:
        note(art.plane_tag_rect(centre, size, label), "plane-tag")
    if disc is not None:
        (x, y), r = art.disc_spot(centre, size)
        note(_ring(x, y, r), "pilot-disc-revealed" if revealed else "pilot-disc")


def draw_ranges(sc, layer, surface, plane, st) -> None:
    """Range overlays of a plane in flight: dogfight 4 (any path), torpedo run 6 in line."""
    grid, data = sc.grid, sc.rules.data
    layer.region_edge(plane.cell, data.dogfight_range, (*art.DOGFIGHT_RED, 220), 2)
    ox, oy = layer.origin
    for a, b in sc.__dict__["_edges"][(plane.cell, data.dogfight_range)][::2]:  # every other side of its edge
        x, y = ox + (a[0] + b[0]) / 2, oy + (a[1] + b[1]) / 2
        sc.drawn_marks.add((int(x) - 5, int(y) - 5, 10, 10), "dogfight-range")
    side = plane.side
    enemies = [car for car in st.carriers.values() if car.afloat and car.side != side]
    if plane.torpedo:
        run = data.torpedo_run
    elif combat.side_out_of_torpedoes(st, side):
        run = data.sacrifice_distance
    else:
        run = 0
    if run:
        spots = set()
        for car in enemies:  # where a run (or a dive) on an enemy carrier starts: that far from its nearest space
            spots |= {c for c in combat.attack_spots(st, car, run) if st.carrier_at(c) is None}
        layer.used = True
        for c in spots:
            x, y = _centre(sc, c)
            layer.circle((*art.RUN_GOLD, 150), (x - layer.origin[0], y - layer.origin[1]), int(sc.unit * 0.28), 2)
            sc.drawn_marks.add(_ring(x, y, sc.unit * 0.28), "run-spot" if plane.torpedo else "dive-spot")
        for d in range(6):
            for k in range(1, run + 1):
                c = grid.step(plane.cell, d, k)
                if not grid.contains(c):
                    break
                x, y = _centre(sc, c)
                pos = (x - layer.origin[0], y - layer.origin[1])
                if k == run:
                    hit = st.carrier_at(c)
                    aimed = hit is not None and hit.side != side and combat.nearest_space(st, plane.cell, hit) == run
                    colour = (*art.RUN_GOLD, 255) if aimed else (*art.RUN_GOLD, 120)
                    layer.circle(colour, pos, int(sc.unit * 0.2), 3)
                    sc.drawn_marks.add(_ring(x, y, sc.unit * 0.2), "run-aimed" if aimed else "run-line")
                else:
                    layer.circle((*art.RUN_GOLD, 110), pos, 2)
    for e in st.planes.values():
        if e.side != side and e.in_flight and grid.distance(plane.cell, e.cell) <= data.dogfight_range:
            x, y = _centre(sc, e.cell)
            r = int(sc.unit * 0.5)
            pygame.draw.circle(surface, art.DOGFIGHT_RED, (x, y), r, 2)
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                pygame.draw.line(surface, art.DOGFIGHT_RED, (x + dx * r * 0.6, y + dy * r * 0.6),
                                 (x + dx * r * 1.25, y + dy * r * 1.25), 2)
            sc.drawn_marks.add(_ring(x, y, r * 1.25), "dogfight-target")


def draw_torpedo_paths(sc, surface, st) -> list:
    """Torpedoes under way with their projected path; the first carrier in the way is ringed.
    Returns the warnings ("T2 hits R1 in 5") and where, for ``draw_torpedo_warnings`` to put
    over the pieces (issue 31: a carrier drawn after hid them)."""
    labels: dict = {}
    warnings = []
    for t in st.torpedoes.values():
        pts = [_centre(sc, t.cell)] + [_centre(sc, c) for c in t.path]
        if len(pts) > 1:
            art.dotted_path(surface, pts, art.SIDE_COLOUR[t.side], 8, 2)
            for x, y in pts[1:]:
                sc.drawn_marks.add((int(x) - 6, int(y) - 6, 12, 12), "torpedo-path")
        for i, c in enumerate(t.path, start=1):
            carrier = st.carrier_at(c)
            if carrier is not None:
                x, y = _centre(sc, c)
                pygame.draw.circle(surface, (255, 70, 50), (x, y), int(sc.unit * 0.42), 3)
                dy = 0.62 + 0.4 * labels.get(carrier.id, 0)
                labels[carrier.id] = labels.get(carrier.id, 0) + 1
                warnings.append((f"{t.id} hits {carrier.id} in {i}", (x, int(y - sc.unit * dy))))
                break
    for p in st.planes.values():
        if p.sacrifice is not None and p.in_flight:
            pts = [_centre(sc, p.cell)] + [_centre(sc, c) for c in p.sacrifice.path]
            art.dotted_path(surface, pts, (255, 80, 60), 6, 3)
            for x, y in pts[1:]:
                sc.drawn_marks.add((int(x) - 6, int(y) - 6, 12, 12), "dive-path")
    return warnings


def draw_torpedo_warnings(sc, surface, warnings) -> None:
    """Each warning on a dark pill, over the carriers and planes."""
    for words, centre in warnings:
        img = text.render(words, 12, (255, 220, 200), True)
        pill = img.get_rect(center=centre).inflate(8, 2)
        pygame.draw.rect(surface, (40, 12, 10), pill, border_radius=6)
        warning = text.draw(surface, words, centre, 12, (255, 220, 200), True, "center")
        sc.drawn_marks.add(warning, "torpedo-warning")


def ghost(layer, centre, angle, unit, colour) -> None:
    """A translucent carrier: where it would lie."""
    layer.used = True
    pts = layer.local(art.hull(centre, angle, unit))
    layer.polygon((*colour, 70), pts)
    layer.lines((*colour, 230), True, pts, 2)


def mouse_shows(sc, st):
    """What the mouse adds to the sea now: ("place", cell) for a carrier's ghost where it would
    be placed, ("move", node, points) for the points a plane's move there costs; else None."""
    if not sc.live:
        return None
    if st.phase == PLACE:
        cell = sc.view_.cell_at(sc.mouse)
        return ("place", cell) if cell is not None and sc.legal else None
    if st.phase == MOVE and sc.selected and st.planes.get(sc.selected) is not None:
        reach = sc.reach()
        node = sc.node_at(sc.mouse)
        if node in reach and reach[node][0] > 0:
            return ("move", node, reach[node][0])
    return None


def mouse_rects(sc, shows) -> list:
    """Where what the mouse adds is drawn."""
    if shows[0] == "place":
        x, y = _centre(sc, shows[1])
        pts = art.hull((x, y), 0, sc.unit)
        reach = max(abs(px - x) for px, _ in pts) + 4  # the hull turned any way fits this square
        return [pygame.Rect(int(x - reach), int(y - reach), int(2 * reach) + 1, int(2 * reach) + 1)]
    return [cost_rect(sc, shows[1], shows[2]).inflate(4, 4)]


def cost_rect(sc, node, points) -> pygame.Rect:
    """Where a move's cost is drawn: above the hex the mouse is in, clear of the pointer
    (which hangs down from its tip) and of the hex's own marks (issue 31)."""
    x, y = sc.node_pos(node)
    return text.render(f"{points}", 14, theme.HIGHLIGHT, True).get_rect(midbottom=(x, int(y - sc.unit * 0.62)))


def phase_highlights(sc, layer, surface, st) -> None:
    live = sc.live
    phase = st.phase
    mouse = sc.mouse
    if not live:
        return
    if phase == PLACE:
        side = st.side_of(st.pending_seat)
        heading = sc.heading[side]
        cells = [a.cell for a in sc.legal if a.heading == heading]
        layer.fill(cells, (255, 255, 255, 26), (255, 255, 255, 60), 1)
        for c in cells:
            x, y = _centre(sc, c)
            sc.drawn_marks.add(_ring(x, y, sc.unit * 0.16), "place-cell")
        cell = sc.view_.cell_at(mouse)
        if cell is not None and sc.legal:
            cid = sc.legal[0].carrier
            ok = A.Place(cid, cell, heading) in sc.legal_set
            d = sc.names.index(heading)
            x, y = _centre(sc, cell)
            ghost(layer, (x, y), sc.angle_of[d], sc.unit, art.SIDE_COLOUR[side] if ok else (255, 60, 60))
    elif phase == MOVE:
        sel = st.planes.get(sc.selected) if sc.selected else None
        if sel is None:
            return
        reach = sc.reach()
        near = [n[1] for n, (k, _) in reach.items() if n[0] == "cell" and k == 1]
        far = [n[1] for n, (k, _) in reach.items() if n[0] == "cell" and k > 1]
        layer.fill(far, (*MOVE_TINT, 40), (*MOVE_TINT, 90), 1)
        layer.fill(near, (*MOVE_TINT, 90), (*MOVE_TINT, 230), 2)
        for cells, term in ((far, "reach-more"), (near, "reach-one")):
            for c in cells:
                x, y = _centre(sc, c)
                sc.drawn_marks.add(_ring(x, y, sc.unit * 0.16), term)
        layer.used = True
        for n, (k, _) in reach.items():
            if n[0] == "deck" and k > 0:
                x, y = sc.node_pos(n)
                pygame.draw.circle(surface, MOVE_TINT, (x, y), int(sc.unit * 0.22), 2)
                sc.drawn_marks.add(_ring(x, y, sc.unit * 0.22), "reach-deck")
        node = sc.node_at(mouse)
        if node in reach and reach[node][0] > 0:
            k = reach[node][0]
            text.draw(surface, f"{k}", cost_rect(sc, node, k).topleft, 14, theme.HIGHLIGHT, True)
    elif phase == DECLARE:
        sel = st.planes.get(sc.selected) if sc.selected else None
        for a in sc.legal:  # the selected plane's runs and dives: where the torpedo (or plane) would go
            if sel is None or getattr(a, "plane", None) != sel.id or not isinstance(a, (A.Drop, A.DeclareSacrifice)):
                continue
            d = sc.names.index(a.direction)
            n = sc.rules.data.torpedo_run if isinstance(a, A.Drop) else sc.rules.data.sacrifice_distance
            pts = [_centre(sc, st.grid.step(sel.cell, d, k)) for k in range(0, n + 1)]
            art.dotted_path(surface, pts, art.RUN_GOLD, 7, 3)
            x, y = pts[-1]
            pygame.draw.circle(surface, art.RUN_GOLD, (int(x), int(y)), int(sc.unit * 0.45), 3)
            sc.drawn_marks.add(_ring(x, y, sc.unit * 0.45), "run-preview" if isinstance(a, A.Drop) else "dive-preview")
    elif phase == CARRIER:
        if sc.selected in st.carriers:
            for a, move in carrier_previews(sc, sc.selected):
                mid = move.cells[1]
                x, y = _centre(sc, mid)
                colour = (255, 80, 60) if move.forfeit else art.RING[SELECTABLE]
                ghost(layer, (x, y), sc.angle_of[move.heading], sc.unit, colour)
                sc.drawn_marks.add(_ring(x, y, sc.unit * 0.3), "carrier-forfeit" if move.forfeit else "carrier-ghost")
                if move.forfeit:
                    bx, by = _centre(sc, move.cells[0]) if sc.grid.contains(move.cells[0]) else (x, y)
                    sc.drawn_marks.add(text.draw(surface, "forfeit", (bx, by - sc.unit * 0.6), 12, (255, 200, 190), True,
                                            "center"), "carrier-forfeit")


def draw_pieces(sc, surface, st) -> None:
    viewer_side = (sc.viewer or "").split("-")[0]
    show_own = sc.live and (sc.peeking or (st.phase == PILOTS and st.private_for == sc.viewer))
    sc.drawn_discs = {}
    selectable = set()
    if sc.live and st.phase in (MOVE, DECLARE):
        selectable = {getattr(a, "plane", None) for a in sc.legal}
    if sc.live and st.phase in (CARRIER, RETURN):
        selectable = {getattr(a, "carrier", None) for a in sc.legal}
    for c in st.carriers.values():
        if c.sunk and c.placed:
            x, y = _centre(sc, c.middle)
            wreck = art.hull((x, y), sc.angle_of[c.heading], sc.unit)
            pygame.draw.lines(surface, (20, 30, 40), True, wreck, 2)
            sc.drawn_marks.add(text.draw(surface, f"{c.id} sunk", (x, y), 12, (200, 210, 220), True, "center"),
                          "carrier-sunk")
    for c in st.carriers.values():
        if not c.afloat:
            continue
        x, y, a = sc.carrier_pose(c)
        ring = None
        if c.id == sc.selected:
            ring = SEL
        elif c.id in selectable:
            ring = SELECTABLE
        art.draw_carrier(surface, (x, y), a, sc.unit, c.side, c.id, c.hits, c.torpedoes, ring)
        art.draw_heading_arrow(surface, (x, y), a, sc.unit, art.SIDE_COLOUR[c.side])
        carrier_marks(sc, c, (x, y), a, ring)

    def disc_of(p):
        if p.revealed and p.pilot is not None:
            return p.pilot, True
        if show_own and p.side == viewer_side and p.pilot is not None:
            return p.pilot, False
        return None, False

    flying = []
    for p in st.planes.values():
        if p.in_flight:
            flying.append(p)
            continue
        if not st.carriers[p.carrier].afloat:
            continue
        x, y, a = sc.plane_pose(p, st)
        disc, rev = disc_of(p)
        ring = SEL if p.id == sc.selected else (SELECTABLE if p.id in selectable else None)
        art.draw_plane(surface, (x, y), a, sc.unit * 0.5, p.side, "", p.torpedo, disc, rev, ring, False)
        plane_marks(sc, p, (x, y), a, sc.unit * 0.5, "", disc, rev, ring)
        if disc is not None:
            sc.drawn_discs[p.id] = disc
    for t in st.torpedoes.values():
        pose = sc.motion.pose(("t", t.id))
        x, y = pose[:2] if pose else _centre(sc, t.cell)
        art.draw_torpedo(surface, (x, y), sc.angle_of[t.direction], sc.unit, t.side)
        sc.drawn_marks.add(_ring(x, y, sc.unit * 0.42), "torpedo")
    for p in flying:
        x, y, a = sc.plane_pose(p, st)
        disc, rev = disc_of(p)
        ring = SEL if p.id == sc.selected else (SELECTABLE if p.id in selectable else None)
        art.draw_plane(surface, (x, y), a, sc.unit * 0.8, p.side, p.id, p.torpedo, disc, rev, ring, True,
                       p.sacrifice is not None)
        plane_marks(sc, p, (x, y), a, sc.unit * 0.8, p.id, disc, rev, ring)
        if disc is not None:
            sc.drawn_discs[p.id] = disc
    for pos, tween, colour, size in sc.motion.bursts:
        if tween.delay <= 0:
            art.burst(surface, pos, tween.progress, colour, size)
