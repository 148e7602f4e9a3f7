"""Thunderbirds at War: the dice tray, the rolls of the last action with every modifier itemised.

German rolls (fighters, flak) show dark dice; a roll's result is coloured for the crew: good
when the crew's roll succeeds or the German's fails, gold for a table roll.
"""
from __future__ import annotations

import pygame

from ...ui import text, theme
from ...ui.spell_out import FirstUse
from . import art
from .layout import SUCCESS_GOOD

GERMAN_LABELS = ("Fighter", "Zone flak spots", "Target flak", "Wall of fire", "Zone flak die")


def german(roll) -> bool:
    return any(roll.label.startswith(g) for g in GERMAN_LABELS)


def result_colour(roll):
    if roll.table:
        return theme.GOLD
    good = roll.success != german(roll)
    return SUCCESS_GOOD if good else theme.BAD


class DiceTray:
    """The rolls of the last action: small dice that roll in turn and the breakdown of each."""

    def __init__(self, rect: pygame.Rect):
        self.rect = rect
        self.items: list = []  # [roll, small D10, start time, started]
        self.big = art.D10(pygame.Rect(rect.left + 6, rect.top + 20, 52, 62))
        self.clock = 0.0
        self.tumble = 0.0
        self.first_use = FirstUse()  # the game's abbreviations, spelt out in the first roll that shows each
        self._firsts: list = []       # the rolls that first showed an abbreviation (one per abbreviation at most)

    def _spelt_out(self, roll, body: str) -> str:
        """The breakdown with each abbreviation spelt out in the first roll shown with it."""
        index = next((i for i, r in enumerate(self._firsts) if r is roll), None)
        if index is None:
            known = len(self.first_use.first)
            self.first_use.note(len(self._firsts), body)
            if len(self.first_use.first) == known:
                return body                # nothing used here for the first time
            index = len(self._firsts)
            self._firsts.append(roll)
        return self.first_use.spell(index, body)

    def move_to(self, rect: pygame.Rect) -> None:
        """The tray laid out again at ``rect`` (a canvas of another size): its dice go with it."""
        dx, dy = rect.left - self.rect.left, rect.top - self.rect.top
        self.rect = rect
        for die in [self.big, *(item[1] for item in self.items)]:
            die.rect = die.rect.move(dx, dy)

    def show(self, rolls, start: float, gap: float = 0.0) -> None:
        self.items = []
        self.clock = 0.0
        self.tumble = min(0.35, gap)
        visible = list(rolls)[-14:]
        for i, roll in enumerate(visible):
            r = pygame.Rect(self.rect.left + 72 + i * 27, self.rect.top + 2, 22, 28)
            die = art.D10(r, (70, 70, 78) if german(roll) else theme.PAPER,
                          (250, 246, 236) if german(roll) else art.INK)
            self.items.append([roll, die, start + i * gap, False])
        self.big.value = self.big.shown = None
        self.update(0.0)

    def update(self, dt: float) -> bool:
        self.clock += dt
        moving = False
        for item in self.items:
            roll, die, start, started = item
            if not started and self.clock >= start:
                item[3] = True
                value = roll.die if roll.die is not None else "–"
                die.roll(value, self.tumble)
                self.big.colour, self.big.ink = die.colour, die.ink
                self.big.roll(value, self.tumble)
            moving = die.update(dt) or moving or not item[3]
        moving = self.big.update(dt) or moving
        return moving

    def marks(self) -> list:
        """The dice shown, with their legend terms (issue 15): the crew's white dice, the
        Germans' dark ones, the large die with the breakdown of the roll under way."""
        out = [(die.rect, "die-german" if german(roll) else "die-crew")
               for roll, die, _start, started in self.items if started]
        cur = self.current()
        if cur is not None:
            out.append((self.big.rect, "table-roll" if cur[0].table else "grt-roll"))
        return out

    def current(self):
        started = [it for it in self.items if it[3]]
        return started[-1] if started else None

    def draw(self, surface, hint: str = "") -> None:
        r = self.rect
        if not self.items:
            text.draw_wrapped(surface, hint or "No roll yet: the dice appear here with every modifier itemised.",
                              pygame.Rect(r.left + 4, r.top + 30, r.width - 8, 50), 13, theme.TEXT_DIM)
            return
        text.draw(surface, "Rolls", (r.left + 6, r.top + 4), 12, theme.TEXT_DIM, True)
        for roll, die, _start, started in self.items:
            if started:
                die.draw(surface)
                mark = result_colour(roll) if die.rolling <= 0 else theme.TEXT_DIM
                pygame.draw.line(surface, mark, (die.rect.left + 3, die.rect.bottom + 3),
                                 (die.rect.right - 3, die.rect.bottom + 3), 3)
        cur = self.current()
        if cur is None:
            return
        self.big.draw(surface)
        roll = cur[0]
        box = pygame.Rect(r.left + 72, r.top + 40, r.width - 76, r.height - 40)
        if cur[1].rolling > 0:
            text.draw(surface, roll.label + "...", box.topleft, 14, theme.TEXT, True)
            return
        head = roll.label + (" (reroll)" if roll.rerolled else "")
        if roll.die is None:
            parts = ", ".join(f"{v:+d} {t}" for t, v in roll.mods)
            body = f"{parts}: net {roll.net}, the GRT cannot be used (9.0)"
        else:
            parts = [f"d10 {roll.die}"] + [f"{v:+d} {t}" for t, v in roll.mods]
            cap = f" (capped {roll.applied:+d})" if roll.applied != roll.net else ""
            body = ", ".join(parts) + cap + f" = {roll.total}" + ("" if roll.table else "  (6-9 succeeds)")
        body = self._spelt_out(roll, body)
        # the result on the heading's line, at its right: two lines of modifiers below it
        # then stay inside the tray, clear of the buttons under it
        result = roll.result.upper() if not roll.table else roll.result
        result_size = text.fit_size(result, box.width // 2, 14, True)
        shown = text.draw(surface, result, (box.right - 4, box.top), result_size, result_colour(roll), True, "topright")
        head_room = box.width - shown.width - 14
        head_size = text.fit_size(head, head_room, 14, True)
        text.draw(surface, text.ellipsize(head, head_room, head_size, True), box.topleft, head_size, theme.TEXT, True)
        y = box.top + 18
        lines = text.wrap(body, box.width - 4, 13)
        size = 13 if len(lines) <= 2 else 11
        for line in text.wrap(body, box.width - 4, size)[:2]:
            text.draw(surface, line, (box.left, y), size, theme.TEXT_DIM)
            y += size + 3
