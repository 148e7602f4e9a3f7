"""Carrier Strike panels: the dogfight table (secret card order, face-offs) and the end.

Drawn over the board; the scene gives them the seat's view only.
"""
from __future__ import annotations

import pygame

from ...ui import text, theme
from ...ui.anim import Tween
from ...ui.cards import CardFace, back_surface, face_surface
from ...ui.widgets import panel
from .art import SIDE_COLOUR, draw_disc
from .layout import DESIGN

# The screen's layout is layout.py's (any canvas); the sheets here are drawn where it puts them.
CARD = (58, 82)
TABLE = DESIGN.table   # the dogfight table at 1280 x 800 (a scene's own: ``scene.at.table``)


def card_face(value) -> CardFace:
    return CardFace(str(value), "Dogfight", (), "red", str(value), (238, 210, 190))


def order_card_rects(table: pygame.Rect, n: int) -> list:
    """Where the kept cards lie on the dogfight table while they are ordered."""
    gap = 14
    x0 = table.centerx - (n * CARD[0] + (n - 1) * gap) // 2
    return [pygame.Rect(x0 + i * (CARD[0] + gap), table.top + 190, *CARD) for i in range(n)]


def order_slot_rects(table: pygame.Rect, n: int = 5) -> list:
    gap = 14
    x0 = table.centerx - (n * CARD[0] + (n - 1) * gap) // 2
    return [pygame.Rect(x0 + i * (CARD[0] + gap), table.top + 300, *CARD) for i in range(n)]


def _quiet(rect, term) -> None:
    """No marks noted (a drawing made outside a scene's frame)."""


def _pilot_line(surface, df, pid, side, y, x, mark=_quiet):
    colour = SIDE_COLOUR[side]
    text.draw(surface, pid, (x, y), 20, colour, True, "midtop")
    strength = df.strengths.get(pid)
    if strength is not None:
        draw_disc(surface, (x, y + 44), 14, strength, True)
        mark((x - 14, y + 30, 29, 29), "pilot-disc-revealed")
    adv = df.advantage.get(pid, 0)
    note = f"+{adv} card{'s' if adv != 1 else ''}" if adv else "no advantage"
    mark(text.draw(surface, note, (x, y + 64), 13, theme.TEXT_DIM, False, "midtop"), "dogfight-advantage")


def draw_order_table(surface, table, df, pid: str, side_of: dict, picked: list, mark=_quiet) -> None:
    """The secret step (CS Dogfights 5-6) on the ``table``: the dealt cards, the five kept, the order."""
    panel(surface, table, (24, 30, 40), theme.GOLD, 14)
    text.cover(table)  # a sheet over the sea: what lies under it is hidden
    enemy = df.defender if pid == df.challenger else df.challenger
    text.draw(surface, f"Dogfight: order the cards of {pid}", (table.centerx, table.top + 12), 22, theme.GOLD,
              True, "midtop")
    _pilot_line(surface, df, pid, side_of[pid], table.top + 44, table.left + 90, mark)
    _pilot_line(surface, df, enemy, side_of[enemy], table.top + 44, table.right - 90, mark)
    text.draw(surface, "against", (table.centerx, table.top + 90), 14, theme.TEXT_DIM, False, "center")
    dealt = df.dealt.get(pid, [])
    kept = list(df.hands.get(pid, []))
    extra = [c for c in dealt if c not in kept]
    line = f"Dealt {len(dealt)}: " + ", ".join(str(c) for c in dealt)
    if extra:
        line += f"   (the five highest are kept; {', '.join(map(str, extra))} go back)"
    mark(text.draw(surface, line, (table.centerx, table.top + 134), 14, theme.TEXT, False, "midtop"), "cards-dealt")
    text.draw(surface, "Click your cards in the order they will be turned over (first face-off first):",
              (table.centerx, table.top + 166), 14, theme.HIGHLIGHT, False, "midtop")
    for card, r in zip(kept, order_card_rects(table, len(kept))):
        if card in picked:
            pygame.draw.rect(surface, (50, 56, 66), r, border_radius=6)
            continue
        surface.blit(face_surface(card_face(card), CARD), r)
        mark(r, "dogfight-card")
    for i, r in enumerate(order_slot_rects(table)):
        if i < len(picked):
            surface.blit(face_surface(card_face(picked[i]), CARD), r)
            mark(r, "dogfight-card")
        else:
            pygame.draw.rect(surface, (90, 100, 120), r, 2, border_radius=6)
            mark(r, "card-slot")
        text.draw(surface, f"{i + 1}", (r.centerx, r.bottom + 4), 12, theme.TEXT_DIM, True, "midtop")


class FaceOffShow:
    """A finished dogfight shown step by step (CS Dogfights 7-8): both pilots revealed,
    then the five face-offs card by card (the challenger's card, then the defender's),
    each face-off's winner marked, then the result and what happens to the winner. The
    timing follows the animation speed (``seconds`` is the whole show at normal speed,
    already scaled; 0: everything at once). "Show all" (or Return) turns every card at
    once; then the player closes it with Continue, and nothing else happens meanwhile."""

    PILOTS = 0.14   # share of the show spent on the pilots alone
    VERDICT = 0.86  # the share after which the result is shown

    def __init__(self, table: pygame.Rect, df, side_of: dict, seconds: float, aftermath: str = ""):
        self.df, self.side_of, self.aftermath = df, side_of, aftermath
        self.table = table   # where it is drawn: the scene's (moved when the canvas changes size)
        self.tween = Tween(0.0, 1.0, seconds)
        if seconds <= 0:
            self.tween.update(1.0)

    def update(self, dt: float) -> bool:
        return self.tween.update(dt)

    @property
    def close_rect(self) -> pygame.Rect:
        table = self.table
        return pygame.Rect(table.right - 176, table.bottom - 54, 160, 40)

    def cards_turned(self) -> int:
        """How many of the ten cards are face up (two per face-off)."""
        p = 1.0 if self.tween.done else self.tween.progress
        if p < self.PILOTS:
            return 0
        return min(10, int((p - self.PILOTS) / (self.VERDICT - self.PILOTS) * 10) + 1)

    def verdict_shown(self) -> bool:
        return self.tween.done or self.tween.progress >= self.VERDICT

    def draw(self, surface, mark=_quiet) -> None:
        df, table = self.df, self.table
        panel(surface, table, (24, 30, 40), theme.GOLD, 14, alpha=242)
        text.cover(table)  # a sheet over the sea: what lies under it is hidden
        c, d = df.challenger, df.defender
        text.draw(surface, f"Dogfight: {c} against {d}", (table.centerx, table.top + 12), 24, theme.GOLD, True,
                  "midtop")
        turned = self.cards_turned()
        score = {c: 0, d: 0}
        for row, pid in enumerate((c, d)):  # the pilots, revealed first (CS Dogfights 4)
            y = table.top + 62 + row * 132
            text.draw(surface, pid, (table.left + 60, y + 12), 22, SIDE_COLOUR[self.side_of[pid]], True, "midtop")
            if df.strengths.get(pid) is not None:
                draw_disc(surface, (table.left + 60, y + 60), 14, df.strengths[pid], True)
                mark((table.left + 46, y + 46, 29, 29), "pilot-disc-revealed")
            adv = df.advantage.get(pid, 0)
            note = f"+{adv} card{'s' if adv != 1 else ''}" if adv else "pilot"
            shown = text.draw(surface, note, (table.left + 60, y + 80), 12, theme.TEXT_DIM, False, "midtop")
            if adv:
                mark(shown, "dogfight-advantage")
        for i, (x, y_) in enumerate(df.faceoffs):
            for row, (value, other) in enumerate(((x, y_), (y_, x))):
                r = pygame.Rect(table.left + 130 + i * 104, table.top + 62 + row * 132, *CARD)
                if 2 * i + row < turned:
                    surface.blit(face_surface(card_face(value), CARD), r)
                    won = 2 * i + 1 < turned and value > other
                    if won:  # the face-off's winner, once both are up
                        pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(8, 8), 3, border_radius=8)
                    mark(r.inflate(8, 8) if won else r, "faceoff-winner" if won else "dogfight-card")
                else:
                    surface.blit(back_surface("red", CARD, ""), r)
                    mark(r, "dogfight-card-back")
            if 2 * i + 1 < turned:
                mid = (table.left + 130 + i * 104 + CARD[0] // 2, table.top + 62 + CARD[1] + 25)
                if x == y_:
                    tag, colour = "tie", theme.TEXT_DIM
                else:
                    winner = c if x > y_ else d
                    score[winner] += 1
                    tag, colour = f"{winner} +1", SIDE_COLOUR[self.side_of[winner]]
                mark(text.draw(surface, tag, mid, 13, colour, True, "center"), "faceoff-point")
        score_at = (table.left + 130 + 2 * 104 + CARD[0] // 2, table.top + 290)
        mark(text.draw(surface, f"{c} {score[c]}  :  {score[d]} {d}", score_at, 20, theme.TEXT, True, "midtop"),
             "faceoff-score")
        if self.verdict_shown():
            if df.winner is None:
                verdict = "A tie: both planes are shot down (CS Dogfights 8)"
            else:
                loser = d if df.winner == c else c
                verdict = f"{df.winner} wins, {loser} is shot down"
            with text.within(table):
                text.draw(surface, verdict, (table.centerx, table.top + 320), 18, theme.GOLD, True, "midtop")
                if self.aftermath:  # beside the Continue button, clear of it
                    room = table.width - 220
                    size = text.fit_size(self.aftermath, room, 14)
                    text.draw(surface, self.aftermath, (table.left + 20 + room // 2, table.top + 348), size,
                              theme.TEXT, False, "midtop")
        r = self.close_rect
        pygame.draw.rect(surface, (38, 96, 140), r, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 2, border_radius=8)
        text.draw(surface, "Continue" if self.verdict_shown() else "Show all", r.center, 16, theme.TEXT, True,
                  "center")


def aftermath(df, events, state) -> str:
    """What happens to the dogfight's winner, in words (CS Dogfights 8)."""
    if df.winner is None:
        return ""
    for e in events:
        if e.kind == "plane_returned" and e.data.get("plane") == df.winner:
            return f"{df.winner} lands on the rear deck of {e.data['carrier']} (CS Dogfights 8)"
        if e.kind == "lost_at_sea" and df.winner in e.text:
            return f"No free rear deck: {df.winner} is lost at sea (CS Dogfights 8)"
    if df.winner in getattr(state, "returning", ()):
        return f"{df.winner} returns to a free rear deck of its carriers: its player picks which (CS Dogfights 8)"
    return f"{df.winner} returns to a rear deck of its carriers (CS Dogfights 8)"


def draw_summary(surface, r: pygame.Rect, outcome, st, turn: int) -> pygame.Rect:
    """The end of the game in ``r``: the winner and how, and what is left of each fleet."""
    panel(surface, r, theme.PANEL, theme.GOLD, 14, alpha=244)
    text.cover(r)  # a sheet over the table: what lies under it is hidden
    winner = outcome.winner if outcome else None
    side = winner.split("-")[0] if winner else None
    title = f"{side.capitalize()} wins!" if side else "A draw"
    text.draw(surface, title, (r.centerx, r.top + 20), 34, SIDE_COLOUR.get(side, theme.GOLD), True, "midtop")
    if outcome:
        text.draw(surface, f"{title[:-1] if side else 'Both sides'}: {outcome.how}".replace("wins:", "won:"),
                  (r.centerx, r.top + 72), 16, theme.TEXT, False, "midtop")
    y = r.top + 116
    for s in ("red", "yellow"):
        carriers = [c for c in st.carriers.values() if c.side == s]
        afloat = sum(1 for c in carriers if not c.sunk)
        planes = sum(1 for p in st.planes.values() if p.side == s)
        lost = st.planes_lost.get(s, 0)
        line = f"{s.capitalize()}: {afloat} carrier{'s' if afloat != 1 else ''} afloat, {planes} planes left, {lost} lost"
        text.draw(surface, line, (r.left + 40, y), 17, SIDE_COLOUR[s], True)
        y += 32
    text.draw(surface, f"The game lasted {turn} turns.", (r.left + 40, y + 6), 15, theme.TEXT_DIM)
    return r

