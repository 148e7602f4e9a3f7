"""The Same 4 Cats: every mark on the mat and what it means (issue 15). table.py and panels.py
note each card, marker, tag and box where they draw it (``self.drawn_marks.add``); the
legend's pictures are drawn with the same card faces. Terms: assets/legend/same4cats.yaml."""
from __future__ import annotations

import pygame

from ...rules.same4cats.data import AA, CLOUDS, ESCORT, FIGHTER, FLY, SUN, WAVES
from ...ui import text, theme
from ...ui.cards import CardFace, back_surface, draw_slot, face_surface
from .faces import event_face, medal_face, mission_face, ship_face

EVENT_TERM = {SUN: "event-sun", CLOUDS: "event-clouds", WAVES: "event-waves", FLY: "event-fly",
              AA: "event-aa", FIGHTER: "event-fighter", ESCORT: "event-escort"}
RESULT_TERM = {"hit": "result-hit", "miss": "result-miss", "aborted": "result-abort", "shot down": "result-down"}
RESULT_TAG = {"hit": ("HIT", "GOOD"), "miss": ("miss", "BAD"), "aborted": ("abort", "TEXT_DIM"),
              "shot down": ("DOWN", "BAD")}   # the word and its theme colour, read in the palette in use
DECKS = (("mission-deck", "yellow", "Missions", "mission-deck"), ("target-deck", "green", "Ships", "target-deck"),
         ("event-deck", "blue", "Events", "event-deck"))
DECK_TERM = {slot: term for slot, _deck, _label, term in DECKS}


class MatLegend:
    """Mixin of Same4CatsScene: the pictures of the marks."""

    def legend_picture(self, term_id: str, size: tuple[int, int]) -> pygame.Surface | None:
        w, h = size
        card = (int(h * 0.72), h)
        data = self.rules.data   # the cards the game plays with
        out = pygame.Surface(size, pygame.SRCALPHA)

        def centred(img):
            out.blit(img, img.get_rect(center=(w // 2, h // 2)))
            return out

        def chip(label, fill, edge, ink, width=None):
            tw = theme.font(12, True).size(label)[0] + 14
            r = pygame.Rect(0, 0, width or min(w - 4, tw), 20)
            r.center = (w // 2, h // 2)
            pygame.draw.rect(out, fill, r, border_radius=10 if width is None else 4)
            pygame.draw.rect(out, edge, r, 1 if width is None else 2, border_radius=10 if width is None else 4)
            text.draw(out, text.ellipsize(label, r.width - 6, 12, True), r.center, 12, ink, True, "center")
            return out

        for card_id, term in EVENT_TERM.items():
            if term == term_id:
                return centred(face_surface(event_face(card_id), card))
        for slot, deck, label, term in DECKS:
            if term == term_id:
                return centred(back_surface(deck, card, label))
        for result, term in RESULT_TERM.items():
            if term == term_id:
                tag, colour = RESULT_TAG[result]
                return chip(tag, (30, 30, 30), (30, 30, 30), getattr(theme, colour), 70)
        chips = {"sun-marker": "Sun x1", "clouds-marker": "Clouds x1", "waves-marker": "Waves x1",
                 "retried-marker": "Retried"}
        if term_id in chips:
            return chip(chips[term_id], (60, 50, 20), theme.HIGHLIGHT, theme.HIGHLIGHT)
        if term_id == "resolution-tag":
            return chip("2H/1M: Hit", (250, 246, 236), theme.BAD, theme.INK, 104)
        if term_id == "escort-tag":
            text.draw(out, "Escort: shot it down", (w // 2, h // 2), 11, theme.HIGHLIGHT, True, "center")
            return out
        if term_id == "cards-left":
            text.draw(out, "12 cards", (w // 2, h // 2), 12, theme.TEXT, True, "center")
            return out
        if term_id == "nullified":
            img = face_surface(event_face(AA), card)
            r = img.get_rect()
            pygame.draw.line(img, theme.BAD, r.topleft, r.bottomright, 4)
            text.draw(img, "nullified", (r.centerx, r.bottom - 18), 11, theme.BAD, True, "center")
            return centred(img)
        if term_id in ("target-card", "target-choice"):
            return centred(face_surface(ship_face(data, next(iter(data.ships))), card))
        if term_id in ("mission-card",):
            return centred(face_surface(mission_face(data, next(iter(data.missions))), card))
        if term_id == "mission-track":
            m = data.missions[next(iter(data.missions))]
            return centred(face_surface(CardFace(m.name, "", (), "yellow"), card))
        if term_id == "escort-in-hand":
            return centred(face_surface(event_face(ESCORT), card))
        if term_id == "medal":
            return centred(face_surface(medal_face(data.medals[0]), card))
        if term_id == "resolution-deck":
            for i in range(3):
                out.blit(back_surface("red", (40, 56), ""), (w // 2 - 50 + i * 22, h // 2 - 28))
            face = CardFace("Hit", "Resolution", (), "red", "HIT", (250, 226, 200), "s4c-hit")
            out.blit(face_surface(face, (40, 56)), (w // 2 + 6, h // 2 - 34))
            return out
        if term_id in ("mission-place", "distance-place", "final-place", "medal-place", "escort-place"):
            r = pygame.Rect(0, 0, card[0], card[1] - 4)
            r.center = (w // 2, h // 2)
            pygame.draw.rect(out, (30, 70, 50), r.inflate(10, 6), border_radius=6)
            label = {"mission-place": "3", "distance-place": "5", "final-place": "Last card",
                     "medal-place": "Medal", "escort-place": "Escort in hand"}[term_id]
            draw_slot(out, r, label)
            return out
        if term_id == "ships-hit":
            text.draw(out, "Ships hit: 4", (w // 2, h // 2), 13, theme.TEXT, True, "center")
            return out
        if term_id in ("damage-box", "experience-box"):
            r = out.get_rect().inflate(-20, -12)
            pygame.draw.rect(out, theme.PAPER, r, border_radius=8)
            pygame.draw.rect(out, theme.PAPER_DARK, r, 2, border_radius=8)
            text.draw(out, "Damage" if term_id == "damage-box" else "Experience", (r.left + 6, r.top + 4), 11,
                      theme.INK, True)
            text.draw(out, "2", (r.right - 8, r.centery), 30, theme.INK, True, "midright")
            return out
        return None
