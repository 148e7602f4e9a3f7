"""The Same 4 Cats: the text panels: the header with the markers in play, the damage and
experience boxes with the medals, the choices panel's title and hint, and the campaign summary."""
from __future__ import annotations

import pygame

from ...rules.same4cats import odds
from ...rules.same4cats.state import EXPERIENCE, FLY, MEDALS, OVER, REPAIR, TARGET
from ...ui import text, theme
from ...ui.widgets import panel
from .faces import medal_face

PHASE_TITLE = {TARGET: "Choose the target", FLY: "Fly the mission", EXPERIENCE: "Experience",
               REPAIR: "Repair", MEDALS: "Medal check", OVER: "Campaign over"}


class PanelDrawing:
    """Mixin of Same4CatsScene: the panels around the cards."""

    def _draw_header(self, surface, st) -> None:
        n = st.mission_number
        mission = st.mission.name if st.mission else ""
        target = f" against the {st.target}" if st.target else ""
        text.draw(surface, f"The Same 4 Cats: mission {n} of 10, {mission}{target}", self.header_at(), 20,
                  theme.GOLD, True)
        for label, term, chip in self.marker_chips(st, self.chips_at()):  # beside the distance track's title
            pygame.draw.rect(surface, (60, 50, 20), chip, border_radius=10)
            pygame.draw.rect(surface, theme.HIGHLIGHT, chip, 1, border_radius=10)
            text.draw(surface, label, chip.center, 13, theme.HIGHLIGHT, True, "center")
            self.drawn_marks.add(chip, term)

    def header_at(self) -> tuple[int, int]:
        """The header's line: above the table drawn, level with its left edge."""
        return self.layout.drawn.left + 20, 10

    def chips_at(self) -> tuple[int, int]:
        """Where the marker chips start: in the Distance track area's title line, after its name."""
        track = self.slot("distance-7")
        area = next((r for _, r in self.areas if r.colliderect(track)), track)
        return area.left + 150, area.top + 4

    @staticmethod
    def marker_chips(st, at=(160, 420)) -> list[tuple[str, str, pygame.Rect]]:
        """The markers in play as chips from ``at``: (label, legend term, rect on the screen)."""
        markers = []
        if st.sun:
            markers.append((f"Sun x{st.sun} (next AA Hit -{st.sun})", "sun-marker"))
        if st.clouds:
            stacked = st.options.get("clouds") == "stack" and st.clouds > 1  # S4C 4.2 (option)
            markers.append((f"Clouds x{st.clouds} (next {st.clouds} AA cards nullified)" if stacked
                            else f"Clouds x{st.clouds} (next AA card nullified)", "clouds-marker"))
        if st.waves:
            markers.append((f"Waves x{st.waves} (torpedo Hit -{st.waves})", "waves-marker"))
        if st.retried:
            markers.append(("Retried (AA Miss -1)", "retried-marker"))
        chips, (x, y) = [], at
        for label, term in markers:
            w = theme.font(13, True).size(label)[0] + 16
            chips.append((label, term, pygame.Rect(x, y, w, 20)))
            x += w + 8
        return chips


    def _draw_campaign(self, surface, st) -> None:
        for slot, title, value, note in (
                ("damage", "Damage", st.damage, self._damage_note(st)),
                ("experience", "Experience", st.experience, self._experience_note(st))):
            r = self.slot(slot)
            panel(surface, r, theme.PAPER, theme.PAPER_DARK, 8)
            text.draw(surface, title, (r.left + 10, r.top + 6), 14, theme.INK, True)
            colour = theme.BAD if slot == "damage" and value >= 3 else theme.INK
            text.draw(surface, str(value), (r.right - 12, r.top + 2), 40, colour, True, "topright")
            text.draw_wrapped(surface, note, pygame.Rect(r.left + 10, r.top + 52, r.width - 20, 44), 12, theme.INK)
            self.drawn_marks.add(r, f"{slot}-box")
        for i, medal in enumerate(self.rules.data.medals):
            r = self.slot(f"medal-{i + 1}")
            if medal.id in st.medals:
                surface.blit(self.card(medal_face(medal), f"medal-{i + 1}"), r)
                self.drawn_marks.add(r, "medal")
            else:
                text.draw(surface, f"{medal.hits}+ hits", (r.centerx, r.bottom - 16), 11, (150, 180, 150), False,
                          "center")
        # in the campaign area's title line, right-aligned (below the medals lies the log)
        area = next((r for name, r in self.areas if r.colliderect(self.slot("medal-1"))), self.slot("experience"))
        hits = text.draw(surface, f"Ships hit: {len(st.ships_hit)}", (area.right - 12, area.top + 4), 13,
                         theme.TEXT, True, "topright")
        self.drawn_marks.add(hits.inflate(4, 4), "ships-hit")

    @staticmethod
    def _damage_note(st) -> str:
        row = odds.damage_row(st.data, st.damage, st.options)
        parts = []
        if row.get("aa_hit"):
            parts.append(f"AA Hit +{row['aa_hit']}")
        if row.get("aa_miss"):
            parts.append(f"AA Miss {row['aa_miss']}")
        rng = odds.torpedo_range(st)
        parts.append(f"Torpedo at {min(rng)}-{max(rng)}" if rng else "No torpedo attack")
        return "; ".join(p for p in parts if p)

    @staticmethod
    def _experience_note(st) -> str:
        row = odds.experience_row(st.data, st.experience)
        fly = row.get("fly", 0)
        note = f"+{fly} Fly card{'s' if fly > 1 else ''} a mission" if fly else "No extra Fly cards yet (3+)"
        return note + (", torpedo Hit +1" if row.get("torpedo_hit") else "")


    def _draw_choices(self, surface, st) -> None:
        area = self.slot("choices")
        panel(surface, area, (20, 48, 34), (70, 110, 84), 12)
        text.draw(surface, PHASE_TITLE.get(st.phase, st.phase), (area.left + 12, area.top + 8), 18, theme.GOLD, True)
        hint = self._hint(st)
        self.cite_spots = []  # the step's rule citation, set apart and clickable
        if st.phase == FLY and odds.last_hit_ends(st):  # issue 15: said before the action is taken
            hint = f"Damage {st.damage}: the next Hit shoots you down (S4C 4.3)."
            text.draw_cited(surface, hint, (area.left + 12, area.bottom - 26), 14, theme.BAD, True,
                            spots=self.cite_spots)
        elif hint:
            text.draw_cited(surface, hint, (area.left + 12, area.bottom - 26), 14, theme.TEXT,
                            spots=self.cite_spots)
        self.buttons.draw(surface)

    def _hint(self, st) -> str:
        if st.phase == TARGET:
            n = len(st.target_choices)
            if n == 1:
                return "1 Target Ship card drawn: it is the target."
            return f"{n} Target Ship cards drawn: choose one; the others go to the bottom of the deck."
        if st.phase == FLY:
            rng = odds.torpedo_range(st)
            d = st.distance
            where = f"At distance {d}." if d else "Approaching the target: draw the first Event card."
            return f"{where} Torpedo range now: {', '.join(map(str, rng)) or 'none'}. Event cards left: {len(st.event_deck)}."
        if st.phase == EXPERIENCE:
            return "You gain experience if the mission reached distance 3 or closer (S4C 5.0)."
        if st.phase == REPAIR:
            return "Draw once from the repair deck: a Hit removes one point of damage (S4C 6.0)."
        if st.phase == MEDALS:
            return f"Ships hit so far: {len(st.ships_hit)}. Medals come at 3, 5, 7 and 9 hits (S4C 7.0)."
        return ""

    def _draw_summary(self, surface, st) -> None:
        out = self.game.outcome()
        r = pygame.Rect(0, 0, 620, 380)
        r.center = self.layout.point((470, 330))   # over the table's middle
        panel(surface, r, theme.PANEL, theme.GOLD, 14, alpha=240)
        text.cover(r)
        won = out is not None and out.winner is not None
        text.draw(surface, "Campaign won!" if won else "Shot down", (r.centerx, r.top + 18), 30,
                  theme.GOLD if won else theme.BAD, True, "midtop")
        if out:
            text.draw_wrapped(surface, out.how, pygame.Rect(r.left + 30, r.top + 64, r.width - 60, 40), 15, theme.TEXT)
        lines = [f"Missions flown: {len(st.missions_flown)}",
                 f"Ships hit: {len(st.ships_hit)}" + (f" ({', '.join(st.ships_hit)})" if st.ships_hit else ""),
                 f"Medals: {', '.join(self.rules.data.medal_by_id[m].name for m in st.medals) or 'none'}",
                 f"Damage taken in all: {getattr(st, 'damage_taken', st.damage)}",
                 f"Experience: {st.experience}"]
        y = r.top + 110
        for line in lines:
            for part in text.wrap(line, r.width - 60, 16):
                text.draw(surface, part, (r.left + 30, y), 16, theme.TEXT)
                y += 24
        text.draw(surface, "Back to title: the button below, or Enter", (r.centerx, r.bottom - 30), 14,
                  theme.TEXT_DIM, False, "midtop")
