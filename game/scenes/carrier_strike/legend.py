"""Carrier Strike: the legend's pictures (issue 15), drawn with the art the sea and the panels
use (art.py, hud.py, panels.py). The marks are noted by the drawing itself (scene.drawn_marks); their
terms: assets/legend/carrier-strike.yaml. No picture shows anything of the game in progress:
the discs and cards drawn here are examples.
"""
from __future__ import annotations

import math

import pygame

from ...geometry import hex_corners
from ...ui import text, theme
from ...ui.cards import back_surface, face_surface
from ...ui.dice import Die
from . import art
from .hud import points_pip
from .panels import CARD, card_face
from . import sea

SMALL_CARD = (int(CARD[0] * 0.8), int(CARD[1] * 0.8))
WORDS = {  # marks that are words on the screen, drawn as the screen draws them (ink: a side or a theme colour)
    "peek": ("Hold P: peek pilots", 12, "TEXT", True),
    "turn": ("Yellow's turn", 15, "yellow", True),
    "throws": ("(throw 1 of 2)", 14, "red", True),
    "fleet-carrier": ("R1: 5 torpedoes", 13, "TEXT", True),
    "fleet-unplaced": ("Y2: not placed", 13, "TEXT_DIM", True),
    "fleet-sunk": ("R2: sunk", 13, "BAD", True),
    "fleet-planes": ("8 planes (2 up), 0 lost", 12, "TEXT_DIM", False),
    "dogfight-advantage": ("+2 cards", 13, "TEXT_DIM", False),
    "cards-dealt": ("Dealt 7: 12, 9, 8...", 13, "TEXT", False),
    "faceoff-point": ("Ra +1", 13, "red", True),
    "faceoff-score": ("Ra 3 : 1 Yc", 18, "TEXT", True),
}


def _sea(out: pygame.Surface) -> None:
    """A patch of the sea under a piece."""
    r = out.get_rect().inflate(-2, -2)
    pygame.draw.rect(out, (29, 95, 138), r, border_radius=8)


def picture(scene, term: str, size: tuple[int, int]) -> pygame.Surface | None:
    w, h = size
    out = pygame.Surface(size, pygame.SRCALPHA)
    mid = (w / 2, h / 2)
    unit = 26.0  # a hex's width on the legend's small sea

    def carrier(side="red", hits=0, torpedoes=6, ring=None, at=mid):
        art.draw_carrier(out, at, 0.0, unit, side, "R1" if side == "red" else "Y1", hits, torpedoes, ring)
        art.draw_heading_arrow(out, at, 0.0, unit, art.SIDE_COLOUR[side])

    if term in ("waters-red", "waters-yellow"):  # a patch of the half, its edge and its faint name
        side = term[7:]
        _sea(out)
        tint = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(tint, (*art.SIDE_DARK[side], 70), out.get_rect().inflate(-2, -2), border_radius=8)
        out.blit(tint, (0, 0))
        pygame.draw.line(out, art.SIDE_COLOUR[side], (4, h - 12), (w - 5, h - 12), 2)
        label = f"{art.SIDE_NAME[side].upper()} WATERS"
        img = text.render(label, text.fit_size(label, w - 10, 20, True), (255, 255, 255), True).copy()
        img.set_alpha(120)
        out.blit(img, img.get_rect(center=(w // 2, h // 2 - 6)))
        return out
    if term in WORDS:
        label, fs, ink, bold = WORDS[term]
        ink = art.SIDE_COLOUR[ink] if ink in art.SIDE_COLOUR else getattr(theme, ink)   # in the palette in use
        fs = text.fit_size(label, w - 6, fs, bold, 8)
        text.draw(out, label, mid, fs, ink, bold, "center")
        return out
    if term in ("carrier", "carrier-tag", "heading-arrow", "deck-part", "rear-deck", "torpedoes-aboard",
                "carrier-hit", "selectable", "selected", "plane-deck"):
        _sea(out)
        at = (mid[0] - 8, mid[1] + 4)
        ring = term if term in ("selectable", "selected") else None
        carrier("red", 1 if term == "carrier-hit" else 0, 6, ring, at)
        if term == "plane-deck":
            for part in (1, 2, 3):
                x, y = art.deck_point(at, 0.0, unit, part)
                art.draw_plane(out, (x, y), 0.0, unit * 0.5, "red", "", False, None, False, None, False)
        # the part the term names, ringed
        spots = {"deck-part": [art.deck_point(at, 0.0, unit, k) for k in (1, 2, 3)],
                 "rear-deck": [art.deck_point(at, 0.0, unit, 4)], "heading-arrow": [art.heading_tip(at, 0.0, unit)],
                 "carrier-hit": [art.hit_point(at, 0.0, unit, 0)]}.get(term, [])
        for x, y in spots:
            pygame.draw.circle(out, theme.HIGHLIGHT, (int(x), int(y)), 8, 2)
        if term == "carrier-tag":
            pygame.draw.rect(out, theme.HIGHLIGHT, art.carrier_tag_rect(at, 0.0, unit, "R1").inflate(6, 6), 2,
                             border_radius=7)
        if term == "torpedoes-aboard":
            pips = [art.pip_point(at, 0.0, unit, i) for i in range(6)]
            pygame.draw.rect(out, theme.HIGHLIGHT, art.around(pips, 5), 2, border_radius=5)
        return out
    if term == "carrier-sunk":
        _sea(out)
        wreck = art.hull(mid, 0.0, unit)
        pygame.draw.lines(out, (20, 30, 40), True, wreck, 2)
        text.draw(out, "R2 sunk", mid, 12, (200, 210, 220), True, "center")
        return out
    if term in ("carrier-ghost", "carrier-forfeit"):
        _sea(out)
        colour = (255, 80, 60) if term == "carrier-forfeit" else (140, 255, 170)
        layer = pygame.Surface(size, pygame.SRCALPHA)
        pts = art.hull(mid, 0.0, unit)
        pygame.draw.polygon(layer, (*colour, 70), pts)
        pygame.draw.lines(layer, (*colour, 230), True, pts, 2)
        out.blit(layer, (0, 0))
        if term == "carrier-forfeit":
            text.draw(out, "forfeit", (mid[0], mid[1] - 20), 12, (255, 200, 190), True, "center")
        return out
    if term in ("plane", "plane-torpedo", "plane-tag", "plane-diving", "pilot-disc", "pilot-disc-revealed"):
        _sea(out)
        disc = 3 if term.startswith("pilot-disc") else None
        art.draw_plane(out, mid, -math.pi / 2, unit * 1.3, "red", "Ra", term == "plane-torpedo", disc,
                       term == "pilot-disc-revealed", None, True, term == "plane-diving")
        if term == "plane-tag":
            pygame.draw.rect(out, theme.HIGHLIGHT, art.plane_tag_rect(mid, unit * 1.3, "Ra").inflate(6, 6), 2,
                             border_radius=5)
        return out
    if term == "torpedo":
        _sea(out)
        art.draw_torpedo(out, (mid[0] + 10, mid[1]), 0.0, unit * 1.6, "yellow")
        return out
    if term in ("torpedo-path", "dive-path"):
        _sea(out)
        colour = art.SIDE_COLOUR["yellow"] if term == "torpedo-path" else (255, 80, 60)
        art.dotted_path(out, [(10, mid[1]), (w - 10, mid[1])], colour, 8 if term == "torpedo-path" else 6,
                        2 if term == "torpedo-path" else 3)
        return out
    if term == "torpedo-warning":
        _sea(out)
        pygame.draw.circle(out, (255, 70, 50), (int(mid[0]), int(mid[1] + 10)), 14, 3)
        text.draw(out, "Ya hits R1 in 2", (mid[0], mid[1] - 16), 12, (255, 220, 200), True, "center")
        return out
    if term in ("place-cell", "reach-one", "reach-more"):
        _sea(out)
        fill, edge, width = {"place-cell": ((255, 255, 255, 26), (255, 255, 255, 60), 1),
                             "reach-one": ((*sea.MOVE_TINT, 90), (*sea.MOVE_TINT, 230), 2),
                             "reach-more": ((*sea.MOVE_TINT, 40), (*sea.MOVE_TINT, 90), 1)}[term]
        layer = pygame.Surface(size, pygame.SRCALPHA)
        for dx in (-24, 24):
            pts = hex_corners((mid[0] + dx, mid[1]), 22, pointy=False)
            pygame.draw.polygon(layer, fill, pts)
            pygame.draw.lines(layer, edge, True, pts, width)
        out.blit(layer, (0, 0))
        return out
    if term == "reach-deck":
        _sea(out)
        carrier("yellow", 0, 6, None, mid)
        x, y = art.deck_point(mid, 0.0, unit, 4)
        pygame.draw.circle(out, sea.MOVE_TINT, (int(x), int(y)), int(unit * 0.22), 2)
        return out
    if term == "dogfight-range":
        _sea(out)
        pygame.draw.lines(out, art.DOGFIGHT_RED, True, hex_corners(mid, 32, pointy=False), 2)
        art.draw_plane(out, mid, -math.pi / 2, unit * 0.9, "red", "", False, None, False, None, True)
        return out
    if term == "dogfight-target":
        _sea(out)
        art.draw_plane(out, mid, math.pi / 2, unit * 0.9, "yellow", "", False, None, False, None, True)
        r = int(unit * 0.5)
        pygame.draw.circle(out, art.DOGFIGHT_RED, (int(mid[0]), int(mid[1])), r, 2)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            pygame.draw.line(out, art.DOGFIGHT_RED, (mid[0] + dx * r * 0.6, mid[1] + dy * r * 0.6),
                             (mid[0] + dx * r * 1.25, mid[1] + dy * r * 1.25), 2)
        return out
    if term in ("run-spot", "dive-spot", "run-line", "run-aimed"):
        _sea(out)
        layer = pygame.Surface(size, pygame.SRCALPHA)
        if term in ("run-spot", "dive-spot"):
            pygame.draw.circle(layer, (*art.RUN_GOLD, 150), (int(mid[0]), int(mid[1])), int(unit * 0.5), 2)
        else:
            for k in range(1, 5):
                pygame.draw.circle(layer, (*art.RUN_GOLD, 110), (12 + k * 14, int(mid[1])), 2)
            alpha = 255 if term == "run-aimed" else 120
            pygame.draw.circle(layer, (*art.RUN_GOLD, alpha), (int(w - 30), int(mid[1])), int(unit * 0.45), 3)
        out.blit(layer, (0, 0))
        return out
    if term in ("run-preview", "dive-preview"):
        _sea(out)
        art.dotted_path(out, [(10, mid[1]), (w - 28, mid[1])], art.RUN_GOLD, 7, 3)
        pygame.draw.circle(out, art.RUN_GOLD, (int(w - 28), int(mid[1])), int(unit * 0.6), 3)
        return out
    if term == "turn-side":
        pygame.draw.circle(out, art.SIDE_COLOUR["yellow"], (int(mid[0]), int(mid[1])), 14)
        pygame.draw.circle(out, (10, 10, 14), (int(mid[0]), int(mid[1])), 14, 2)
        return out
    if term in ("side-red", "side-yellow"):
        side = term[5:]
        pygame.draw.circle(out, art.SIDE_COLOUR[side], (14, int(mid[1])), 7)
        text.draw(out, f"{side[0].upper()}1: 6 torpedoes", (26, mid[1]), 12, theme.TEXT, True, "midleft")
        return out
    if term == "points-left":
        text.draw(out, "Points left", (6, mid[1]), 14, theme.TEXT_DIM, False, "midleft")
        text.draw(out, "5", (w - 10, mid[1]), 36, theme.HIGHLIGHT, True, "midright")
        return out
    if term == "points-pips":
        for i in range(6):
            points_pip(out, (int(mid[0]) - 40 + i * 16, int(mid[1])), i < 4)
        return out
    if term in ("die-planes", "die-tf"):
        tf = term == "die-tf"
        die = Die(pygame.Rect(int(mid[0]) - 24, int(mid[1]) - 24, 48, 48), 6,
                  (250, 236, 200) if tf else theme.PAPER, "T/F die" if tf else "d6")
        die.roll("F" if tf else 5, 0)
        die.draw(out)
        return out
    if term == "compass":
        art.compass(out, (int(mid[0]), int(mid[1])), 24, scene.names, scene.angle_of_name)
        return out
    if term in ("dogfight-card", "faceoff-winner"):
        r = pygame.Rect(0, 0, *SMALL_CARD)
        r.center = (int(mid[0]), int(mid[1]))
        out.blit(face_surface(card_face(9), SMALL_CARD), r)
        if term == "faceoff-winner":
            pygame.draw.rect(out, theme.HIGHLIGHT, r.inflate(8, 8), 3, border_radius=8)
        return out
    if term == "dogfight-card-back":
        r = pygame.Rect(0, 0, *SMALL_CARD)
        r.center = (int(mid[0]), int(mid[1]))
        out.blit(back_surface("red", SMALL_CARD, ""), r)
        return out
    if term == "card-slot":
        r = pygame.Rect(0, 0, *SMALL_CARD)
        r.center = (int(mid[0]), int(mid[1]))
        pygame.draw.rect(out, (90, 100, 120), r, 2, border_radius=6)
        text.draw(out, "3", (r.centerx, r.centery), 12, theme.TEXT_DIM, True, "center")
        return out
    return None
