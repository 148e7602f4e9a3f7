"""Battaglia Navale: the words on the screen: the turn banner, the action panel's title and hint,
the instruction for the phase, and the summary at the end of the battle."""
from __future__ import annotations

import pygame

from ...rules.battaglia_navale.phases import PHASES
from ...rules.summary import listed
from ...ui import text, theme
from ...ui.widgets import panel, translucent, with_keys
from . import art
from .layout import NAMES


class BannerDrawing:
    """Mixin of BattagliaNavaleScene (through ChartDrawing): banner, panel text and summary."""

    def _draw_banner(self, surface, st) -> None:
        side = self.seat_shown() or self.game.to_move()
        seat = self.seat(side)
        colour = art.side_colour(seat)
        banner = self.layout.banner   # across the whole canvas (layout.py)
        mid, right = banner.centerx, banner.right - 16   # (mid: over the chart's middle)
        bar = pygame.Rect(0, 0, banner.width, banner.height - 2)
        alpha = 70 + int(90 * self.pulse)
        if self.pulse:  # the pulse after a turn changes hands: a new alpha every frame
            layer = pygame.Surface(bar.size, pygame.SRCALPHA)
            layer.fill((*colour, alpha))
        else:
            layer = translucent(bar.size, colour, alpha)
        surface.fill((16, 24, 36), bar)
        surface.blit(layer, bar)
        pygame.draw.line(surface, colour, (0, bar.bottom - 1), (bar.right, bar.bottom - 1), 3)
        art.blit_label(surface, "BATTAGLIA NAVALE", (16, 18), 18, theme.GOLD, True, "midleft")
        turn = art.blit_label(surface, f"Turn {st.turn_number + 1}" if st.phase in ("turn", "place_planes", "aa_reply",
                                                                                      "over")
                              else "Setting up", (16, 42), 13, theme.TEXT_DIM, False, "midleft")
        self.drawn_marks.add(turn, "turn-number")
        out = self.game.outcome()
        if out is not None:
            head = f"{self.game.seat_name(out.winner)} wins the battle" if out.winner else "The battle ends in a draw"
            colour = art.side_colour(self.seat(out.winner)) if out.winner else theme.GOLD
        else:
            head = self.aside()[0] if self.aside() else f"{self.game.seat_name(side)} to play"
        chip = pygame.Rect(0, 0, 30, 30)
        img = art.label(head.upper(), 24, theme.TEXT, True)
        chip.midright = (mid - img.get_width() // 2 - 10, 20)
        pygame.draw.rect(surface, art.HULLS[seat][0], chip, border_radius=6)
        pygame.draw.rect(surface, colour, chip, 4, border_radius=6)
        self.drawn_marks.add(chip, "side-chip")
        text.draw(surface, head.upper(), (mid, 20), 24, theme.TEXT, True, "center")  # (recorded: tests read it)
        art.blit_label(surface, self.instruction(st), (mid, 45), 14, theme.TEXT)
        limit = st.options.get("quiet_limit", 0)
        if limit and st.phase not in ("islands", "battery", "fleet", "lot"):
            quiet = art.blit_label(surface, f"Turns without a capture: {st.quiet_turns}/{limit}", (right, 42), 12,
                                   theme.TEXT_DIM, False, "midright")
            self.drawn_marks.add(quiet, "quiet-turns")
        art.blit_label(surface, with_keys("{back} menu   {rules} rules   {undo} undo"), (right, 18), 12, theme.TEXT_DIM, False, "midright")

    def instruction(self, st) -> str:
        if self.game.outcome() is not None:
            return self.game.outcome().how
        if self.aside():   # no prompt to the person during the computer's turn (issue 31)
            return self.aside()[1]
        phase = st.phase
        if phase == "islands":
            return "Draw two cards: their numbers place the islands"
        if phase == "battery":
            return "Click a highlighted cell of your base for the coastal battery"
        if phase == "fleet":
            return f"Place your {self.fleet_unit_name()}: click a cell of your base (R turns it), or Automatic placement"
        if phase == "lot":
            return PHASES[phase].prompt
        if phase == "place_planes":
            return f"Click a free cell of square {st.raid.target} for plane {self.plane_pick}"
        if phase == "aa_reply":
            return f"Reply with anti-aircraft fire at the planes over square {st.aa_square}, or hold fire"
        if self.adjust_unit:
            return "Click a cell of the square to set the ship there (R turns it); or drag it"
        if self.sel_square is not None:
            return "Click a green square to move the selected units; click a ship to add or drop it"
        if self.target is not None:
            return f"Choose the units that fire at square {self.target}, then Fire"
        if self.raid_mode:
            return "Click a red square to raid it; the chips choose the planes"
        if st.turn.moved_then_fired:
            return "You moved and then fired: End turn"
        if st.turn.fired:
            return "Move ships that did not fire, adjust a moved ship, or End turn"
        if st.turn.started:
            return "Move more, fire, adjust a moved ship, or End turn"
        return "Click your ships to move them, a red target to fire, a Polaris counter, or Air raid"

    def fleet_unit_name(self) -> str:
        return NAMES.get(self.fleet_unit, "fleet")

    def _draw_panel(self, surface, st, area) -> None:
        side = self.seat_shown() or self.game.to_move()
        colour = art.side_colour(self.seat(side))
        panel(surface, area, (24, 34, 48), colour, 10)
        who = side.capitalize()
        titles = {"islands": "Setup: the islands", "battery": f"{who}'s coastal battery",
                  "fleet": f"{who}'s fleet", "lot": "The first move", "place_planes": "Air raid",
                  "aa_reply": "Anti-aircraft reply", "turn": f"{side.capitalize()}'s move", "over": "Game over"}
        art.blit_label(surface, titles.get(st.phase, st.phase), (area.left + 12, area.top + 10), 18, theme.GOLD, True,
                       "topleft")
        self.cite_spots = []  # the step's rule citation, set apart and clickable
        text.draw_wrapped_cited(surface, self.hint(st), pygame.Rect(area.left + 12, area.top + 38, area.width - 24, 54),
                                13, theme.TEXT, spots=self.cite_spots)
        for title, y in self.chip_rows:
            art.blit_label(surface, title, (area.left + 12, y), 13, theme.TEXT_DIM, True, "topleft")

    def hint(self, st) -> str:
        phase = st.phase
        if phase == "islands":
            return "An island straddles the south side of the square numbered on each card; a card without a " \
                   "number places none (BN Preliminaries)."
        if phase == "battery":
            return "Next to the white lines (piers), the promontory or the Polaris platform (BN Preliminaries)."
        if phase == "fleet":
            return "Inside one square of your base, straight, never across a side (BN Positioning)."
        if phase == "lot":
            return "Who makes the first move is decided by lot (BN Start)."
        if phase == "place_planes":
            return ("Planes go on free cells (no enemy ship, no other plane); when the last is placed, one card per "
                    "plane bombs the square (BN Aircraft).")
        if phase == "aa_reply":
            return "Ships and battery in the planes' square and the four next to it may fire (BN Aircraft)."
        if self.target is not None:
            return ("Lines show who can reach the target. One fire a move (anti-aircraft too); ships that fire "
                    "do not move after it (BN Fire).")
        if self.sel_square is not None:
            return "1-2 squares N/S/E/W; never stop where an enemy unit is; islands and promontories block (BN Movement)."
        if self.raid_mode:
            return ("Planes fly up to 3 squares over anything and bomb a square with enemy elements; planes that "
                    "took off together always fly together (BN Aircraft).")
        if self.land_mode:
            return ("Planes aloft within 3 squares of the carrier may land, each flight as one: that is the whole "
                    "move (BN Aircraft).")
        return PHASES["turn"].cited + "."

    def _draw_summary(self, surface, st) -> None:
        """The sheet at the end of the battle, as tall as its words (issue 31: a fleet's
        afloat list was cut off mid-sentence in a fixed box)."""
        out = self.game.outcome()
        width = 520
        fleets = []
        for side in self.players:
            names = [NAMES.get(s.unit, s.unit) for s in st.fleets[side].afloat()]
            afloat = listed(names) if names else "none"
            fleets.append(f"{side.capitalize()}: {st.captured(side)}/19 counters captured; afloat: {afloat}")
        size = 14
        while True:   # smaller print only if the words would not fit on the chart
            how = text.wrap(out.how, width - 48, size)
            rows = [text.wrap(line, width - 48, size) for line in fleets]
            line_h = theme.font(size).get_linesize() + 3
            height = 64 + len(how) * line_h + 12 + sum(len(r) + 0.5 for r in rows) * line_h + 76
            if height <= self.layout.chart.height - 20 or size <= 11:
                break
            size -= 1
        r = pygame.Rect(0, 0, width, int(height))
        r.center = self.layout.chart.center
        winner = out.winner
        colour = art.side_colour(self.seat(winner)) if winner else theme.GOLD
        panel(surface, r, theme.PANEL, colour, 14, alpha=242)
        text.cover(r)  # a sheet over the table: what lies under it is hidden
        head = f"{self.game.seat_name(winner)} wins!" if winner else "A draw"
        art.blit_label(surface, head, (r.centerx, r.top + 34), 30, colour if winner else theme.GOLD, True)
        y = r.top + 64
        for block in [how] + rows:
            for line in block:
                text.draw(surface, line, (r.left + 24, y), size, theme.TEXT)
                y += line_h
            y += 12 if block is how else line_h // 2
        art.blit_label(surface, f"{st.turn_number} turns played", (r.centerx, y + 10), 14, theme.TEXT_DIM)
        art.blit_label(surface, "Back to title: the button on the right, or Enter", (r.centerx, r.bottom - 24), 13,
                       theme.TEXT_DIM)
