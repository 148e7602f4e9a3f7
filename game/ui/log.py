"""The scrollable game log."""
from __future__ import annotations

import pygame

from . import text, theme
from .spell_out import FirstUse
from .window import mouse_pos


INDENT = "   "  # before the second and further lines of an entry


class GameLog:
    """A panel of log lines, newest at the bottom; the mouse wheel scrolls it.

    Each entry is wrapped once, when it is first drawn (at the bottom only the newest
    are), so a long game's log costs nothing to open; ``truncate`` takes entries off the
    end (undo) without touching the others.
    """

    def __init__(self, rect: pygame.Rect, size: int = 14, title: str = "Log"):
        self.rect = rect
        self.size = size
        self.title = title
        self.entries: list[tuple[str, tuple]] = []
        self.scroll = 0  # lines scrolled up from the bottom
        self._wrapped: list[list[tuple[str, tuple, str]] | None] = []  # per entry, once drawn
        self.cite_spots: list = []  # (rect, citation) of the rule citations drawn (set apart, clickable)
        self.foot = 0  # pixels at the foot of the panel kept clear of lines: a card shown there (the hint)
        self.first_use = FirstUse()  # the game's abbreviations, spelt out where each first appears

    def spell_out(self, names: dict[str, str]) -> None:
        """Spell these abbreviations out at their first use in the log ({"GRT": "General
        Results Table"}): the words come from the game's legend glossary."""
        self.first_use = FirstUse(names)
        for i, (line, _colour) in enumerate(self.entries):
            self.first_use.note(i, line)
        self._wrapped = [None] * len(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def set_entries(self, entries: list[tuple[str, tuple]]) -> None:
        self.entries = []
        self._wrapped = []
        self.first_use.reset()
        for line, colour in entries:
            self.add(line, colour)

    def set_list(self, entries: list[tuple[str, tuple]]) -> None:
        """Take a ready list of (line, colour) as the entries (the replay view's slices of
        one coloured record): nothing wrapped until drawn."""
        self.entries = entries
        self._wrapped = [None] * len(entries)
        self.scroll = 0
        self.first_use.reset()
        for i, (line, _colour) in enumerate(entries):
            self.first_use.note(i, line)

    def add(self, line: str, colour=theme.TEXT) -> None:
        self.first_use.note(len(self.entries), line)
        self.entries.append((line, colour))
        self._wrapped.append(None)
        self.scroll = 0

    def truncate(self, count: int) -> None:
        """Keep the first ``count`` entries only."""
        del self.entries[count:]
        del self._wrapped[count:]
        self.first_use.forget_from(count)
        self.scroll = 0

    def _wrap(self, i: int) -> list[tuple[str, tuple, str]]:
        """An entry's lines: (words, colour, the rule citation set apart at its end or "")."""
        parts = self._wrapped[i]
        if parts is None:
            line, colour = self.entries[i]
            line = self.first_use.spell(i, line)
            width = self.rect.width - 20
            (first, cite), *rest = text.wrap_cited(line, width, self.size)
            if rest:
                # the lines after the first are indented: they wrap to the width left beside the indent
                sentence, cite = text.split_cited(line)
                indent = theme.font(self.size).size(INDENT)[0]
                first = text.wrap(sentence, width, self.size)[0]
                more = sentence[len(first):].strip()
                rest = text.wrap_cited(f"{more} {cite}" if cite else more, width - indent, self.size) if more \
                    else [("", cite)]
                cite = ""
            parts = [(first, colour, cite)] + [(INDENT + p if p else INDENT, colour, c) for p, c in rest]
            self._wrapped[i] = parts
        return parts

    def _lines(self) -> list[tuple[str, tuple, str]]:
        """Every entry's wrapped lines (drawing wraps only those in view: ``_window``)."""
        return [line for i in range(len(self.entries)) for line in self._wrap(i)]

    def _frame(self) -> tuple[int, pygame.Rect, int]:
        """The line height, the area the lines are drawn in, and how many lines fit."""
        line_h = theme.font(self.size).get_linesize() + 1
        area = pygame.Rect(self.rect.left + 10, self.rect.top + 28, self.rect.width - 20,
                           max(line_h, self.rect.height - 36 - self.foot))
        return line_h, area, max(1, area.height // line_h)

    def entry_at(self, pos) -> str | None:
        """The text of the entry drawn at a point of the panel (None: no entry there)."""
        line_h, area, fits = self._frame()
        if not area.collidepoint(pos):
            return None
        shown = self._window(fits)
        row = (pos[1] - area.top) // line_h
        return self.entries[shown[row][1]][0] if 0 <= row < len(shown) else None

    def _window(self, fits: int) -> list[tuple[tuple[str, tuple, str], int]]:
        """The lines drawn, each with the entry it belongs to: the newest ``fits`` (``scroll``
        lines up from them). At the foot of the log (not scrolled), an entry whose first line
        would be cut off above is left out, not shown by its tail alone ("from sector 3 to 3"
        under the hint's card); where that leaves no line, the newest entry's first lines."""
        n = len(self.entries)
        first = 0 if self.scroll else max(0, n - fits - 1)   # at the bottom, the newest entries suffice
        owned = [(line, i) for i in range(first, n) for line in self._wrap(i)]
        self.scroll = min(self.scroll, max(0, len(owned) - fits))
        end = len(owned) - self.scroll
        start = max(0, end - fits)
        shown = owned[start:end]
        if not self.scroll and start > 0 and owned[start - 1][1] == owned[start][1]:   # the top line continues
            cut = owned[start][1]                                                      # an entry begun above
            shown = [s for s in shown if s[1] != cut] or [s for s in owned if s[1] == cut][:fits]
        return shown

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(mouse_pos()):
                self.scroll = max(0, self.scroll + event.y * 3)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        from .widgets import panel
        panel(surface, self.rect, (22, 30, 42), theme.PANEL_EDGE, 8)
        text.draw(surface, self.title, (self.rect.left + 10, self.rect.top + 6), 14, theme.GOLD, True)
        line_h, area, fits = self._frame()
        shown = [line for line, _ in self._window(fits)]
        clip = surface.get_clip()
        surface.set_clip(area)
        self.cite_spots = []
        with text.within(area, "log"):
            for i, (line, colour, cite) in enumerate(shown):
                text.draw_cited(surface, line, (area.left, area.top + i * line_h), self.size, colour,
                                spots=self.cite_spots, cite=cite)
        surface.set_clip(clip)
        if self.scroll:
            text.draw(surface, f"▼ {self.scroll} newer", (self.rect.right - 10, self.rect.top + 7), 12,
                      theme.TEXT_DIM, anchor="topright")
