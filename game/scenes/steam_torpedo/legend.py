"""Steam Torpedo: every mark on the mat and what it means (issue 15). The drawing code notes
each mark where it draws it (``scene.drawn_marks.add``, see draw.py; the symbols printed on a
compartment card come from card_art.card_symbols); the legend's pictures are drawn with art.py's
own functions. Terms: assets/legend/steam-torpedo.yaml."""
from __future__ import annotations

import pygame

from ...ui import text, theme
from . import art, card_art
from .draw import FIG_SIZE, draw_highlight

SAMPLE_CARD = "gatling-gun"      # a card whose face shows most symbols
TALION = art.side_colour("talion")


def _card_with(cards: dict, test) -> str | None:
    return next((cid for cid, c in cards.items() if test(c)), None)


def _symbol_card(cards: dict, term: str) -> tuple[str, int, int] | None:
    """(card id, damage, oxygen) of a card face among the game's ``cards`` that shows the
    symbol of that term."""
    if term == "damage-marker":
        return "boiler-room", 1, 2
    if term in ("oxygen-marker", "oxygen-space"):
        return "boiler-room", 0, 2 if term == "oxygen-marker" else 0
    if term == "durability-gear":
        return "gatling-gun", 0, 0
    if term.startswith("trigger-"):
        cid = _card_with(cards, lambda c: c.trigger == term[len("trigger-"):] and not c.control_room)
        return (cid, 0, 0) if cid else None
    found = {"double-use": _card_with(cards, lambda c: c.double),
             "once-only": _card_with(cards, lambda c: c.once and not c.control_room),
             "targeting-diagram": SAMPLE_CARD, "attack-strength": SAMPLE_CARD,
             "attack-per-crew": _card_with(cards, lambda c: c.attack_per_crew),
             "control-room": _card_with(cards, lambda c: c.control_room),
             "compartment-position": SAMPLE_CARD}.get(term)
    if term.startswith("type-"):
        found = _card_with(cards, lambda c: c.type == term[len("type-"):] and not c.control_room)
    return (found, 0, 0) if found else None


class MatLegend:
    """Mixin of SteamTorpedoScene: the legend's pictures of the marks."""

    def legend_picture(self, term_id: str, size: tuple[int, int]) -> pygame.Surface | None:
        w, h = size
        out = pygame.Surface(size, pygame.SRCALPHA)
        mid = (w // 2, h // 2)
        card_size = (170, 120)   # the symbol is cut out of a card face this size

        cards = self.rules.data.cards
        symbol = _symbol_card(cards, term_id)
        if symbol is not None:
            cid, damage, oxygen = symbol
            face = card_art.card_face(cards[cid], card_size, damage, oxygen, "a3")
            spots = [r for r, t in card_art.card_symbols(cards[cid], card_size, damage, oxygen, "a3") if t == term_id]
            if not spots:
                return None
            spot = spots[0]
            view = spot.inflate(max(0, 36 - spot.w), max(0, 28 - spot.h)).clip(face.get_rect())
            zoom = min((w - 8) / view.w, (h - 8) / view.h, 2.5)
            img = pygame.transform.smoothscale(face.subsurface(view), (int(view.w * zoom), int(view.h * zoom)))
            out.blit(img, img.get_rect(center=mid))
            return out

        def card(cid: str, damage: int = 0, oxygen: int = 0, destroyed: bool = False) -> pygame.Rect:
            """The card as the mat draws it (its place's size), made small to fit the picture."""
            full = next(iter(self.mat.slots.values())).size   # at the map's own size
            img = card_art.wreck_face(cards[cid], full, "b2") if destroyed else \
                card_art.card_face(cards[cid], full, damage, oxygen, "b2")
            k = min((w - 6) / full[0], (h - 6) / full[1])
            img = pygame.transform.smoothscale(img, (int(full[0] * k), int(full[1] * k)))
            r = img.get_rect(center=mid)
            out.blit(img, r)
            return r

        if term_id in ("compartment", "control-room-card", "destroyed"):
            cid = "talion-control-room" if term_id == "control-room-card" else SAMPLE_CARD
            card(cid, destroyed=term_id == "destroyed")
            return out
        if term_id == "empty-place":
            r = pygame.Rect(0, 0, 90, h - 6)
            r.center = mid
            pygame.draw.rect(out, (44, 50, 60), r, border_radius=9)
            pygame.draw.rect(out, (80, 90, 104), r, 2, border_radius=9)
            text.draw(out, "b2", r.center, 16, (110, 120, 134), True, "center")
            return out
        if term_id.startswith("highlight-") or term_id == "damage-section":
            r = pygame.Rect(0, 0, 80, h - 16)
            r.center = mid
            pygame.draw.rect(out, theme.PAPER, r, border_radius=9)
            if term_id == "damage-section":
                pygame.draw.rect(out, (220, 120, 100), r.inflate(4, 4), 2, border_radius=10)
                return out
            draw_highlight(out, r, term_id[len("highlight-"):])
            return out
        tokens = {"crew-ready": ("1", True, False, True), "crew-exhausted": ("1", False, False, True),
                  "commander": ("C", True, False, True), "commander-exhausted": ("C", False, False, True),
                  "crew-selected": ("2", True, True, True), "crew-dead": ("3", True, False, False)}
        if term_id in tokens:
            crew_id, ready, selected, alive = tokens[term_id]
            art.crew_token(out, mid, TALION, crew_id, ready, selected, alive)
            return out
        if term_id == "crew-aboard":
            art.crew_token(out, (mid[0], mid[1] - 8), TALION, "2", True)
            text.draw(out, "aboard", (mid[0], mid[1] + 8), 9, theme.GOLD, False, "midtop")
            return out
        if term_id == "crew-lost":
            text.draw(out, "2 lost", mid, 12, theme.BAD, True, "center")
            return out
        if term_id == "oxygen-supply":
            art.bubbles(out, (mid[0] - 34, mid[1]), 10)
            text.draw(out, "oxygen 7", (mid[0] - 20, mid[1]), 14, theme.TEXT, True, "midleft")
            return out
        if term_id == "speed":
            art.gear(out, (mid[0] - 30, mid[1]), 9, (190, 180, 150))
            text.draw(out, "speed 2", (mid[0] - 16, mid[1]), 14, theme.TEXT, True, "midleft")
            return out
        if term_id == "control-room-durability":
            text.draw(out, "control room 2/3", mid, 11, theme.BAD, False, "center")
            return out
        sea = pygame.Rect(4, 6, w - 8, h - 12)
        if term_id in ("submarine-figure", "heading", "enemy-position", "sea-sector", "manoeuvre-own",
                       "manoeuvre-enemy", "manoeuvre-planned", "sail-sector"):
            pygame.draw.rect(out, (24, 66, 98), sea, border_radius=6)
            pygame.draw.rect(out, (120, 150, 180), sea, 2, border_radius=6)
        if term_id == "sea-sector":
            text.draw(out, "3", sea.center, 44, (40, 82, 118), True, "center")
            return out
        if term_id in ("submarine-figure", "heading"):
            img = art.submarine(TALION, "east", (int(FIG_SIZE[0] * 0.7), int(FIG_SIZE[1] * 0.7)))
            out.blit(img, img.get_rect(center=(mid[0], mid[1] - 8)))
            text.draw(out, "Talion ▶", (mid[0], mid[1] + 18), 11, (230, 236, 242), True, "center")
            return out
        if term_id == "enemy-position":
            text.draw(out, "sees the enemy", (mid[0], mid[1] - 8), 11, (200, 220, 236), False, "center")
            text.draw(out, "ahead, close", (mid[0], mid[1] + 8), 11, (200, 220, 236), False, "center")
            return out
        if term_id in ("manoeuvre-own", "manoeuvre-enemy", "sail-sector", "manoeuvre-planned"):
            cell = sea.inflate(-30, -16)
            if term_id == "manoeuvre-planned":
                img = art.submarine(TALION, "east", (int(FIG_SIZE[0] * 0.6), int(FIG_SIZE[1] * 0.6)), True)
                out.blit(img, img.get_rect(center=cell.center))
                pygame.draw.rect(out, theme.HIGHLIGHT, cell, 2, border_radius=8)
                return out
            colour = {"manoeuvre-own": theme.HIGHLIGHT, "manoeuvre-enemy": theme.ACCENT,
                      "sail-sector": theme.GOLD}[term_id]
            tint = pygame.Surface(cell.size, pygame.SRCALPHA)
            pygame.draw.rect(tint, (*colour, 60), tint.get_rect(), border_radius=8)
            out.blit(tint, cell)
            if term_id == "sail-sector":
                pygame.draw.rect(out, colour, cell, 3, border_radius=8)
            return out
        if term_id in ("build-yours", "build-taken", "build-unavailable"):
            r = card(SAMPLE_CARD)
            colour = {"build-yours": TALION, "build-taken": art.side_colour("rochelle"),
                      "build-unavailable": (10, 10, 10)}[term_id]
            tint = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(tint, (*colour, 150 if term_id != "build-unavailable" else 120), tint.get_rect(),
                             border_radius=9)
            out.blit(tint, r)
            if term_id != "build-unavailable":
                tag = pygame.Rect(0, 0, r.w - 10, 18)
                tag.center = r.center
                pygame.draw.rect(out, (20, 24, 32), tag, border_radius=6)
                label = "taken" if term_id == "build-taken" else "in your submarine"
                size = text.fit_size(label, tag.w - 6, 11, True, 7)
                text.draw(out, label, tag.center, size, theme.TEXT, True, "center")
            return out
        return None
