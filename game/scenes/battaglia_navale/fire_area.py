"""Battaglia Navale: drawing the fire-card area: the deck, the cards of the last fire with their
caption (or the Polaris missile's note), and the lot for the first move."""
from __future__ import annotations

import pygame

from ...ui import text, theme
from ...ui.widgets import panel
from . import art, fx
from .layout import cards_room


class FireAreaDrawing:
    """Mixin of BattagliaNavaleScene (through ChartDrawing): the fire cards beside the chart."""

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
        self.drawn_marks.add(pygame.Rect(dx, dy - 2, 52, 86), "fire-deck")
        lots = [s for s in self.shows if isinstance(s, fx.LotShow)]
        if lots:  # the lot for the first move has the area to itself while it spins
            self._draw_lot(surface, lots[-1], area)
            return
        show = self.shows[-1] if self.shows and isinstance(self.shows[-1], fx.CardsShow) else self.last_show
        if isinstance(show, fx.CardsShow):
            cap = pygame.Rect(area.left + 12, area.top + 32, area.width - 90, 54)
            text.draw_wrapped(surface, show.caption, cap, 12, theme.TEXT)
            show.draw_cards(surface, cards_room(area), (dx, dy), note=self.drawn_marks.add, size=self.layout.card)
        elif isinstance(show, fx.MissileShow):
            text.draw_wrapped(surface, f"Polaris missile on square {show.target}: everything there is destroyed",
                              pygame.Rect(area.left + 12, area.top + 40, area.width - 90, 60), 14, theme.GOLD, True)
        else:
            tip = ("Each fire draws cards from the deck: 2 for the Battleship, 1 for a Cruiser, Destroyer, battery "
                   "or plane. Each red mark falls on the matching cell of the target square; a hit hands one "
                   "counter to the firer (BN Fire).")
            text.draw_wrapped_cited(surface, tip, pygame.Rect(area.left + 12, area.top + 96, area.width - 24, 140),
                                    13, theme.TEXT_DIM)

    def _draw_lot(self, surface, show, area) -> None:
        c = (area.centerx, area.top + 200)
        idx = show.colour_index()
        w = max(4, int(70 * show.squash()))
        r = pygame.Rect(0, 0, w, 70)
        r.center = c
        pygame.draw.ellipse(surface, art.HULLS[idx][0], r)
        pygame.draw.ellipse(surface, art.side_colour(idx), r, 5)
        text.note_picture(surface, pygame.Rect(0, 0, 70, 70).move(c[0] - 35, c[1] - 35), "the lot's token")
        if show.done or show.clock.progress(0, 1.3) >= 1:
            art.blit_label(surface, f"{self.game.seat_name(self.players[idx])} moves first", (c[0], c[1] + 56), 18,
                           theme.GOLD, True)
