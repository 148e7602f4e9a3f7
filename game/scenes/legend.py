"""The legend panel (L in a game, or the game menu): every mark the game draws, with its
picture drawn by the game's own scene and what it means, then the glossary of the jargon the
texts use. Scrolls (wheel, arrows, Page Up/Down, Home/End); Esc or L closes it and the game
goes on as it was (issue 15)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..ui import background, commands, text, theme
from ..ui import marks as marks_ui
from ..ui.widgets import panel
from .base import Scene

VIEW = pygame.Rect(70, 78, 1140, 670)   # the scrolled list, on the screen
PICTURE = (120, 76)                     # a term's picture box
TEXT_LEFT = PICTURE[0] + 28             # a row's text, from the row's left
TEXT_WIDTH = VIEW.width - TEXT_LEFT - 40
HEADING_H = 46
ROW_GAP = 8
STEP = 60                               # pixels a wheel notch or an arrow key scrolls


@dataclass
class Row:
    kind: str          # "heading", "term", "glossary"
    top: int           # from the top of the list
    height: int
    term: marks_ui.Term | None = None
    label: str = ""

    @property
    def rect(self) -> pygame.Rect:
        """The row in the list's own coordinates (x from the list's left)."""
        return pygame.Rect(0, self.top, VIEW.width - 24, self.height)


def _text_height(term: marks_ui.Term) -> int:
    name = text.wrap(term.name, TEXT_WIDTH, 17, True)
    body = text.wrap(term.text, TEXT_WIDTH, 14)
    see = 18 if term.see else 0
    return 12 + len(name) * 22 + 4 + len(body) * 18 + see + 10


def layout(legend: marks_ui.Legend) -> list[Row]:
    """The rows of the list: a heading, each term, a heading, each glossary entry."""
    rows: list[Row] = []
    y = 0

    def add(row: Row) -> None:
        nonlocal y
        rows.append(row)
        y += row.height + ROW_GAP

    add(Row("heading", y, HEADING_H, label="What the marks on the screen mean"))
    for term in legend.terms.values():
        add(Row("term", y, max(PICTURE[1] + 16, _text_height(term)), term))
    if legend.glossary:
        add(Row("heading", y, HEADING_H, label="Glossary"))
        for term in legend.glossary.values():
            add(Row("glossary", y, _text_height(term), term))
    return rows


class LegendScene(Scene):
    backdrop = "sea"   # the night sea behind it fills the canvas (ui/background.py)
    opaque = True

    def __init__(self, app, game_scene, at: str | None = None):
        super().__init__(app)
        self.game_scene = game_scene
        self.game_id = game_scene.rules.game_id
        self.title = game_scene.rules.title
        self.legend = marks_ui.legend(self.game_id)
        self.rows = layout(self.legend)
        self.height = self.rows[-1].top + self.rows[-1].height if self.rows else 0
        self.pictures: dict[str, pygame.Surface | None] = {}
        self.scroll = 0
        self.focus: str | None = None  # the entry opened at, outlined
        if at is not None:
            self.show(at)

    # -- moving about ---------------------------------------------------------------------------
    @property
    def max_scroll(self) -> int:
        return max(0, self.height - VIEW.height)

    def scroll_to(self, y: int) -> None:
        self.scroll = max(0, min(self.max_scroll, int(y)))

    def row_of(self, entry: str) -> Row | None:
        """The glossary entry of that id, else the term of that id."""
        for kind in ("glossary", "term"):
            for row in self.rows:
                if row.kind == kind and row.term is not None and row.term.id == entry:
                    return row
        return None

    def show(self, entry: str) -> None:
        row = self.row_of(entry)
        if row is not None:
            self.focus = entry
            self.scroll_to(row.top - 12)

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            page = VIEW.height - 60
            to = {"line down": self.scroll + STEP, "line up": self.scroll - STEP, "page down": self.scroll + page,
                  "page up": self.scroll - page, "legend page": self.scroll + page, "to the top": 0,
                  "to the end": self.max_scroll}
            step = commands.list_key(event) or ("legend page" if commands.pressed(event, "legend page") else None)
            if event.key == pygame.K_ESCAPE or commands.pressed(event, "legend") \
                    or commands.pressed(event, "legend close"):
                self.app.pop()
            elif step is not None:
                self.scroll_to(to[step])
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * STEP)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._track().collidepoint(event.pos):
            self.scroll_to((event.pos[1] - VIEW.top) / VIEW.height * self.height - VIEW.height / 2)
        return True  # modal: nothing reaches the game below

    # -- drawing --------------------------------------------------------------------------------
    def picture(self, term_id: str) -> pygame.Surface | None:
        if term_id not in self.pictures:
            try:
                self.pictures[term_id] = self.game_scene.legend_picture(term_id, PICTURE)
            except (pygame.error, KeyError, ValueError, IndexError):  # a picture never stops the legend
                self.pictures[term_id] = None
        return self.pictures[term_id]

    def draw_row(self, surface: pygame.Surface, row: Row, left: int, top: int) -> None:
        """One row at (left, top) on surface."""
        r = pygame.Rect(left, top, row.rect.width, row.height)
        if row.kind == "heading":
            text.draw(surface, row.label, (r.left + 4, r.bottom - 10), 22, theme.GOLD, True, "bottomleft")
            pygame.draw.line(surface, theme.GOLD, (r.left, r.bottom - 2), (r.right, r.bottom - 2), 2)
            return
        term = row.term
        focused = term.id == self.focus
        panel(surface, r, (30, 40, 56) if row.kind == "term" else (26, 34, 48),
              theme.HIGHLIGHT if focused else theme.PANEL_EDGE, 8)
        box = pygame.Rect(r.left + 12, r.top + 8, *PICTURE)
        if row.kind == "term":
            pygame.draw.rect(surface, (18, 26, 38), box, border_radius=6)
            img = self.picture(term.id)
            if img is not None:
                surface.blit(img, img.get_rect(center=box.center))
            else:
                text.draw_wrapped(surface, term.name, box.inflate(-12, -12), 13, theme.TEXT_DIM, True)
            pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=6)
        else:  # a glossary entry: its abbreviation in the picture's place
            size = 22 if theme.font(22, True).size(term.id)[0] <= PICTURE[0] - 12 else 16
            for i, line in enumerate(text.wrap(term.id, PICTURE[0] - 12, size, True)[:2]):
                line = text.ellipsize(line, PICTURE[0] - 12, size, True)
                text.draw(surface, line, (box.centerx, r.top + 22 + i * (size + 4)), size, theme.ACCENT, True,
                          "center")
        x, y = r.left + TEXT_LEFT, r.top + 12
        for line in text.wrap(term.name, TEXT_WIDTH, 17, True):
            text.draw(surface, line, (x, y), 17, theme.GOLD if row.kind == "term" else theme.TEXT, True)
            y += 22
        y += 4
        for line in text.wrap(term.text, TEXT_WIDTH, 14):
            text.draw(surface, line, (x, y), 14, theme.TEXT)
            y += 18
        if term.see:
            names = ", ".join(self.legend.glossary[g].name for g in term.see)   # names, never ids
            text.draw(surface, text.ellipsize(f"Glossary: {names}", TEXT_WIDTH, 12, True), (x, y + 2), 12,
                      theme.ACCENT, True)

    def sheet(self) -> pygame.Surface:
        """The whole list on one tall surface (the tests and the screenshots read it)."""
        out = pygame.Surface((VIEW.width, max(1, self.height)))
        out.fill(theme.NIGHT)
        for row in self.rows:
            self.draw_row(out, row, 0, row.top)
        return out

    def _track(self) -> pygame.Rect:
        return pygame.Rect(VIEW.right - 12, VIEW.top, 10, VIEW.height)

    def draw(self, surface) -> None:
        background.backdrop(surface)
        shade = pygame.Rect(VIEW.left - 20, VIEW.top - 10, VIEW.width + 40, VIEW.height + 20)
        panel(surface, shade, theme.NIGHT, theme.PANEL_EDGE, 12, alpha=235)
        text.draw(surface, f"Legend of {self.title}", (640, 22), 30, theme.GOLD, True, "midtop")
        clip = surface.get_clip()
        surface.set_clip(VIEW.clip(clip) if clip else VIEW)
        for row in self.rows:
            top = VIEW.top + row.top - self.scroll
            if top + row.height < VIEW.top or top > VIEW.bottom:
                continue
            self.draw_row(surface, row, VIEW.left, top)
        surface.set_clip(clip)
        if self.max_scroll:
            track = self._track()
            pygame.draw.rect(surface, (40, 50, 66), track, border_radius=5)
            h = max(30, track.height * VIEW.height // self.height)
            y = track.top + (track.height - h) * self.scroll // self.max_scroll
            pygame.draw.rect(surface, theme.GOLD, (track.left, y, track.width, h), border_radius=5)
        hint = (f"Hover a mark in the game for its meaning.   Wheel, {commands.words('line up')} or "
                f"{commands.words('line down')}: scroll   {commands.words('back')} or {commands.words('legend')}: "
                "back to the game")
        w = theme.font(13).size(hint)[0] + 24
        panel(surface, pygame.Rect(640 - w // 2, 768, w, 26), theme.NIGHT, None, 8, alpha=220)
        text.draw(surface, hint, (640, 781), 13, theme.TEXT_DIM, False, "center")
