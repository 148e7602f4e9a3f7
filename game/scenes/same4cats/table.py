"""The Same 4 Cats: drawing the card mat: the felt and its slots, the decks, the mission and
distance tracks, the target choice and the resolution deck fanned out; ``draw`` puts the whole
screen together (the text panels come from panels.py)."""
from __future__ import annotations

import pygame

from ...rules.same4cats import actions as A
from ...rules.same4cats.data import ESCORT
from ...rules.same4cats.state import OVER, TARGET
from ...ui import text, theme
from ...ui.cards import CardFace, back_surface, draw_slot, face_surface
from ...ui.widgets import panel, translucent
from ..base import moves_key
from .faces import event_face, mission_face, ship_face
from .legend import DECK_TERM, EVENT_TERM, RESULT_TERM


PLACE_TERM = {"distance": "distance-place", "final-card": "final-place", "medal": "medal-place",
              "mission": "mission-place", "escort-hand": "escort-place"}  # the mat's empty places (issue 15)


class MatDrawing:
    """Mixin of Same4CatsScene: the cards on the mat, and the frame."""

    def paint_mat(self, surf) -> None:
        """The felt, the areas and the empty card places, within the surface's clip (painted in
        the scene's kept frame: no copy of its own)."""
        clip = surf.get_clip()
        felt = self.felt
        surf.fill(felt)
        width, height = self.size
        for y in range(clip.top - clip.top % 4, min(height, clip.bottom), 4):
            shade = 3 if (y // 4) % 2 else -3
            surf.fill(tuple(min(255, max(0, c + shade)) for c in felt), (0, y, width, 2))
        for name, rect in self.areas:
            if clip.colliderect(rect):
                panel(surf, rect, (24, 56, 40), (70, 110, 84), 12)
                text.draw(surf, name, (rect.left + 12, rect.top + 4), 13, (170, 200, 170), True)
        for name, rect in self.slots.items():
            if name in ("choices", "log", "resolution") or not clip.colliderect(rect.inflate(20, 60)):
                continue  # (a slot's label may stand out of it)
            draw_slot(surf, rect, self.labels.get(name, ""))
            place = PLACE_TERM.get(name.rstrip("0123456789").rstrip("-"))
            if place:
                self.drawn_marks.add(rect, place)

    def card(self, face: CardFace, name: str):
        """A card's face for the slot ``name``: drawn at the slot's size, laid out at the map's
        (its print, margins and picture as large as the slot is grown: issue 35)."""
        return face_surface(face, self.slot(name).size, self.scales[name])

    def draw(self, surface) -> None:
        self.choice_hover.drawn()
        key = self.kept_key(moves_key(self.game), self.buttons.version, self.log.scroll, len(self.log.entries))
        self.kept.draw(surface, key, self.paint)

    def paint(self, surface) -> None:
        """The whole screen (kept between frames: ``draw``); each mark with a meaning is noted
        where it is drawn (``drawn_marks``, issue 15)."""
        with self.drawn_marks.frame(surface):
            self._paint(surface)

    def _paint(self, surface) -> None:
        st = self.state
        note = self.drawn_marks.add
        self.paint_mat(surface)
        flying_keys = {k for _, k in self.flying}
        self._draw_header(surface, st)
        self._draw_decks(surface, st)
        self._draw_mission_track(surface, st)
        if st.target:
            surface.blit(self.card(ship_face(self.rules.data, st.target, st.mission), "target-box"),
                         self.slot("target-box"))
            note(self.slot("target-box"), "target-card")
        if st.mission_track and st.phase != OVER or (st.phase == OVER and st.mission_track):
            r = self.slot("mission-card")
            surface.blit(self.card(mission_face(self.rules.data, st.mission_track[-1]), "mission-card"), r)
            note(r, "mission-card")
        for i, entry in enumerate(st.distance_track):
            if ("track", i) not in flying_keys:
                self._draw_track_card(surface, entry, f"distance-{entry.distance}")
        if st.final_card and ("final",) not in flying_keys:
            self._draw_track_card(surface, st.final_card, "final-card")
        if st.escort_in_hand and ("escort",) not in flying_keys:
            r = self.slot("escort-hand")
            surface.blit(self.card(event_face(ESCORT), "escort-hand"), r)
            note(r, "escort-in-hand")
        self._draw_campaign(surface, st)
        if st.phase == TARGET:
            self._draw_target_choice(surface, st)
        else:
            self._draw_resolution(surface)
        self._draw_choices(surface, st)
        for sprite, _ in self.flying:
            sprite.draw(surface)
        self.log.draw(surface)
        if st.phase == OVER:
            self._draw_summary(surface, st)


    def _draw_decks(self, surface, st) -> None:
        for slot, deck, n, label in (("mission-deck", "yellow", len(st.mission_deck), "Missions"),
                                     ("target-deck", "green", len(st.target_deck), "Ships"),
                                     ("event-deck", "blue", len(st.event_deck), "Events")):
            r = self.slot(slot)
            if n:
                for k in range(min(3, n) - 1, -1, -1):
                    surface.blit(back_surface(deck, r.size, label, self.scales[slot]), r.move(k * 2, -k * 2))
                self.drawn_marks.add(r.union(r.move(2 * (min(3, n) - 1), -2 * (min(3, n) - 1))), DECK_TERM[slot])
                count = text.draw(surface, f"{n} cards", (r.centerx, r.bottom + 4), 12, theme.TEXT, True, "midtop")
                self.drawn_marks.add(count, "cards-left")

    def _draw_mission_track(self, surface, st) -> None:
        for i, mid in enumerate(st.mission_track):
            r = self.slot(f"mission-{i + 1}")
            name = CardFace(self.rules.data.missions[mid].name, "", (), "yellow")
            surface.blit(self.card(name, f"mission-{i + 1}"), r)
            self.drawn_marks.add(r, "mission-track")
            rec = st.missions_flown[i] if i < len(st.missions_flown) else None
            if rec:
                mark, colour = {"hit": ("HIT", theme.GOOD), "miss": ("miss", theme.BAD),
                                "aborted": ("abort", theme.TEXT_DIM),
                                "shot down": ("DOWN", theme.BAD)}.get(rec.result, (rec.result, theme.TEXT))
                px = self.layout.px   # (a tag on the card: at the card's scale)
                tag = pygame.Rect(r.left + px(4), r.bottom - px(24), r.width - px(8), px(20))
                pygame.draw.rect(surface, (30, 30, 30), tag, border_radius=px(4))
                text.draw(surface, mark, tag.center, px(12), colour, True, "center")
                self.drawn_marks.add(tag, RESULT_TERM.get(rec.result, "mission-track"))
                if rec.target:   # written on the card: at the card's scale
                    size = text.fit_size(rec.target, r.width - px(6), px(11), False, 7)
                    text.draw(surface, rec.target, (r.centerx, r.top + px(40)), size, theme.INK, False, "midtop")

    def _draw_track_card(self, surface, entry, name) -> None:
        """An Event card on the Distance track's slot ``name``, with what is written on it (at the
        card's scale)."""
        note, px, r = self.drawn_marks.add, self.layout.px, self.slot(name)
        surface.blit(self.card(event_face(entry.card), name), r)
        note(r, EVENT_TERM.get(entry.card, "event-fly"))
        if entry.nullified:
            pygame.draw.line(surface, theme.BAD, r.topleft, r.bottomright, px(4))
            drawn = text.draw(surface, "nullified", (r.centerx, r.bottom - px(18)), px(13), theme.BAD, True, "center")
            note(drawn.inflate(6, 4), "nullified")
        if entry.escort:
            tag = "Escort: shot it down" if entry.escort == "on top" else "Escort missed"
            note(text.draw(surface, tag, (r.centerx, r.top - 2), 11, theme.HIGHLIGHT, True, "midbottom"), "escort-tag")
        for k, res in enumerate(entry.resolutions):
            colour = theme.BAD if res.hit else theme.GOOD
            tag = pygame.Rect(r.left + px(6), r.bottom - px(22 + k * 22), r.width - px(12), px(19))
            pygame.draw.rect(surface, (250, 246, 236), tag, border_radius=px(4))
            pygame.draw.rect(surface, colour, tag, px(2), border_radius=px(4))
            text.draw(surface, f"{res.hits}H/{res.misses}M: {res.card}", tag.center, px(11), theme.INK, True,
                      "center")
            note(tag, "resolution-tag")


    def _draw_target_choice(self, surface, st) -> None:
        res = self.slot("resolution")
        text.draw(surface, "Choose your target (click a ship)", (res.centerx, res.top - 2), 14, theme.HIGHLIGHT,
                  True, "midbottom")
        for ship, rect in self._choice_rects():
            surface.blit(face_surface(ship_face(self.rules.data, ship, st.mission), rect.size, self.layout.scale),
                         rect)
            self.drawn_marks.add(rect, "target-choice")
            why = self._why(A.Target(ship))
            if why:
                surface.blit(translucent(rect.size, (0, 0, 0), 140), rect)
                text.draw(surface, "not allowed", rect.center, self.layout.px(14), theme.BAD, True, "center")
            elif rect.collidepoint(self.mouse):
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), 3, border_radius=10)

    def _draw_resolution(self, surface) -> None:
        res = self.slot("resolution")
        shown = self.fan_shown
        if shown is None:
            text.draw(surface, "Resolution deck", (res.centerx, res.centery), 14, (150, 180, 150), False, "center")
            return
        hits, misses, card = shown["hits"], shown["misses"], shown["card"]
        n = max(1, hits + misses)
        p = self.fan_tween.progress if self.fan_tween else 1.0
        px = self.layout.px   # the cards at the table's scale
        cw, ch = px(70), px(98)
        spread = min(px(84), (res.width - px(40) - cw) // max(1, n - 1)) if n > 1 else 0
        x0 = res.centerx - (cw + spread * (n - 1)) // 2
        drawn_index = n // 2
        if p >= 1:
            self.drawn_marks.add(pygame.Rect(x0, res.top + px(28), cw + spread * (n - 1), ch + px(12)),
                                 "resolution-deck")
        for i in range(n):
            x = x0 + i * spread * min(1.0, p * 2)
            y = res.top + px(40)
            if i == drawn_index and p >= 0.5:
                y -= px(12)   # raised, clear of the heading above
                face = CardFace(card, "Resolution", (), "red", card.upper(),
                                (250, 226, 200) if card == "Hit" else (210, 228, 240),
                                "s4c-hit" if card == "Hit" else "s4c-miss")
                surface.blit(face_surface(face, (cw, ch), self.layout.scale), (x, y))
                pygame.draw.rect(surface, theme.HIGHLIGHT, pygame.Rect(x, y, cw, ch).inflate(6, 6), 3, border_radius=8)
            else:
                surface.blit(back_surface("red", (cw, ch), "", self.layout.scale), (x, y))
        label = shown.get("label", "")
        earlier = not self.resolution_current()   # later moves were played: it is no longer news
        if earlier:
            cards = pygame.Rect(res.left, res.top + px(27), res.width, px(40 + 98 - 27 + 4))   # the fan, its card raised
            surface.blit(translucent(cards.size, theme.NIGHT, 150), cards)
        with text.within(res):  # the headings stay in the resolution area, smaller when long
            heading = ("Earlier: " if earlier else "") + f"{label}: {hits} Hit + {misses} Miss"
            above = res.top + px(27) - 19   # just above the fan, whatever its scale
            text.draw(surface, heading, (res.centerx, above), text.fit_size(heading, res.width - 12, 15, True),
                      theme.TEXT_DIM if earlier else theme.TEXT, True, "midtop")
            if p >= 0.5:
                mods = ", ".join(shown.get("modifiers") or [])
                drawn = f"Drawn: {card}" + (f"   ({mods})" if mods else "")
                below = min(res.bottom - 24, res.top + px(40 + 98) + 48)   # under the fan, whatever its scale
                text.draw(surface, drawn, (res.centerx, below), text.fit_size(drawn, res.width - 12, 15, True),
                          theme.TEXT_DIM if earlier else
                          theme.BAD if card == "Hit" and shown.get("check") in ("aa", "fighter") else theme.GOLD,
                          True, "midtop")

    def resolution_current(self) -> bool:
        """The resolution deck shown is the last move's (or is still being shown): else a
        later move was played since, and it is drawn as earlier (issue 31)."""
        if self.fan or self.fan_tween is not None and not self.fan_tween.done:
            return True
        history = self.game.history
        return bool(history) and any(e.kind == "resolution" for e in history[-1].events)
