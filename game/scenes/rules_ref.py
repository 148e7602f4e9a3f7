"""The rules reference (F1): the shipped rulebook and Sortie's decisions, in two tabs.

The decisions are the game's ledger (docs/rules/<game id>.md), a Markdown table turned
into readable entries: the rule, what it is about, its status in colour, and the evidence.
"""
from __future__ import annotations

import re

import pygame

from .. import resources
from ..ui import text, theme
from ..ui.widgets import Button, ButtonRow, panel
from .base import Scene

STATUS_COLOURS = {"implemented": (40, 120, 60), "decided": (150, 100, 20), "missing": (170, 40, 30)}
BODY = 15


def _plain(s: str) -> str:
    return s.replace("**", "").replace("`", "").strip()


def ledger_entries(markdown: str) -> list[tuple[str, int, bool, tuple, int]]:
    """(text, size, bold, colour, indent) lines from a ledger's Markdown."""
    out = []
    header_seen = False
    for raw in markdown.splitlines():
        line = raw.rstrip()
        if line.startswith("|"):
            cells = [_plain(c) for c in line.strip("|").split("|")]
            if all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                continue
            if not header_seen:  # the table's header row
                header_seen = True
                continue
            rule, subject = (cells + ["", ""])[:2]
            status = cells[2].lower() if len(cells) > 2 else ""
            evidence = " | ".join(cells[3:]) if len(cells) > 3 else ""
            out.append((f"{rule}  {subject}", BODY, True, theme.INK, 0))
            if status:
                out.append((status, 13, True, STATUS_COLOURS.get(status.split()[0], theme.INK), 18))
            if evidence:
                out.append((evidence, 13, False, (70, 64, 56), 18))
            out.append(("", 6, False, theme.INK, 0))
            continue
        header_seen = False if not line else header_seen
        if line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            out.append(("", 8, False, theme.INK, 0))
            out.append((_plain(line.lstrip("#")), 22 if level == 1 else 18, True, theme.INK, 0))
        elif line.startswith(("- ", "* ")):
            out.append(("• " + _plain(line[2:]), BODY, False, theme.INK, 12))
        else:
            out.append((_plain(line), BODY, False, theme.INK, 0))
    return out


def rulebook_entries(book: str) -> list[tuple[str, int, bool, tuple, int]]:
    out = []
    for line in book.splitlines():
        s = line.rstrip()
        numbered = re.match(r"^\d+(\.\d+)*\s+\S", s) and len(s) < 70
        out.append((s, 18 if numbered else BODY, bool(numbered), theme.INK, 0))
    return out


def _entries(path, parse) -> list:
    """A shipped document's entries; a missing or unreadable one says which file and why."""
    try:
        return parse(resources.read_text(path))
    except resources.DataFileError as exc:
        return [(str(exc), BODY, True, theme.BAD, 0)]


class RulesScene(Scene):
    opaque = True
    AREA = pygame.Rect(60, 92, 1160, 648)

    def __init__(self, app, game_id: str, title: str):
        super().__init__(app)
        self.title = title
        self.sources = {
            "Rulebook": _entries(resources.rulebook(game_id), rulebook_entries),
            "Sortie's decisions": _entries(resources.ledger(game_id), ledger_entries),
        }
        self.tab = "Rulebook"
        self.buttons = ButtonRow([
            Button(pygame.Rect(60, 50, 200, 36), "Rulebook", lambda: self.select("Rulebook"), pygame.K_1),
            Button(pygame.Rect(270, 50, 240, 36), "Sortie's decisions", lambda: self.select("Sortie's decisions"),
                   pygame.K_2),
        ])
        self.select("Rulebook")

    def select(self, tab: str) -> None:
        self.tab = tab
        for b in self.buttons.buttons:
            b.style = "primary" if b.label == tab else "normal"
        width = self.AREA.width - 60
        self.lines = []
        for content, size, bold, colour, indent in self.sources[tab]:
            if not content:
                self.lines.append(("", size, bold, colour, indent))
                continue
            for part in text.wrap(content, width - indent, size, bold):
                self.lines.append((part, size, bold, colour, indent))
        self.heights = [theme.font(max(size, 8), bold).get_linesize() + 2 if t else size
                        for t, size, bold, _, _ in self.lines]
        self.top = 0

    @property
    def lines_text(self) -> list[str]:
        return [t for t, *_ in self.lines]

    def _fits_from(self, start: int) -> int:
        h, n = 0, 0
        for height in self.heights[start:]:
            if h + height > self.AREA.height - 30:
                break
            h += height
            n += 1
        return max(1, n)

    def _scroll(self, n: int) -> None:
        last = max(0, len(self.lines) - self._fits_from(max(0, len(self.lines) - 60)))
        self.top = max(0, min(last, self.top + n))

    def handle(self, event) -> bool:
        if self.buttons.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            page = self._fits_from(self.top) - 2
            if event.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.app.pop()
            elif event.key == pygame.K_TAB:
                self.select("Sortie's decisions" if self.tab == "Rulebook" else "Rulebook")
            elif event.key in (pygame.K_DOWN, pygame.K_j):
                self._scroll(1)
            elif event.key in (pygame.K_UP, pygame.K_k):
                self._scroll(-1)
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
                self._scroll(page)
            elif event.key == pygame.K_PAGEUP:
                self._scroll(-page)
            elif event.key == pygame.K_HOME:
                self.top = 0
            elif event.key == pygame.K_END:
                self._scroll(len(self.lines))
        elif event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y * 3)
        return True

    def draw(self, surface) -> None:
        surface.fill(theme.NIGHT)
        text.draw(surface, f"Rules reference: {self.title}", (1220, 54), 24, theme.GOLD, True, "topright")
        self.buttons.draw(surface)
        area = self.AREA
        panel(surface, area, theme.PAPER, theme.PAPER_DARK, 10)
        y = area.top + 15
        for (line, size, bold, colour, indent), height in zip(self.lines[self.top:], self.heights[self.top:]):
            if y + height > area.bottom - 12:
                break
            if line:
                text.draw(surface, line, (area.left + 25 + indent, y), size, colour, bold)
            y += height
        total = max(1, len(self.lines))
        shown = self._fits_from(self.top)
        bar_h = max(30, area.height * shown // total)
        bar_y = area.top + (area.height - bar_h) * self.top // max(1, total - shown)
        pygame.draw.rect(surface, theme.PAPER_DARK, (area.right - 12, bar_y, 6, bar_h), border_radius=3)
        text.draw(surface, "Tab: switch rulebook / decisions.  Wheel, arrows or Page Up/Down to scroll.  "
                  "Esc or F1 to close.", (640, 770), 14, theme.TEXT_DIM, False, "midbottom")
