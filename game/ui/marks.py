"""Every mark explained (issue 15): what the things a game scene draws mean, on hover and in a legend.

A game scene lists the things it drew this frame that have a meaning (counters, markers,
symbols, overlays, abbreviations, badges, dice, card symbols) as ``Mark(rect, term)``: the
screen rectangle and the id of a term of the game's legend (``marks()``), and draws any of
them on its own for the legend (``legend_picture(term, size)``).

The legend is ``assets/legend/<game id>.yaml``::

    terms:
      <term id>: {name: as the screen shows it, text: one or two sentences (rule), see: [GLOSSARY ID]}
    glossary:
      <glossary id>: {name: the word spelt out, text: what it means}

``legend(game_id)`` reads it (DataFileError when it is missing or malformed). ``Hover``
follows the mouse over a scene's marks: a mark under the mouse for ``DELAY`` seconds shows
its tooltip (the term's name, its text, and "L or click: what AA means" when the text
uses jargon), kept inside the window; the tooltip coming and going damages only its own rectangle
(``ui.redraw``), so hovering redraws only what changed.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, NamedTuple

import pygame

from .. import resources
from . import redraw, text, theme
from .widgets import picture_bounds

DELAY = 0.4             # seconds a mark stays under the mouse before its tooltip shows
WIDTH = 340             # a tooltip's text width
TITLE_SIZE, BODY_SIZE, FOOT_SIZE = 15, 14, 12
GLOSSARY_HINT = "L or click: what {} means"   # the tooltip's last line when its text uses jargon


class Mark(NamedTuple):
    """A thing drawn on the screen that has a meaning: where, and the id of its legend term."""

    rect: pygame.Rect
    term: str


@dataclass(frozen=True)
class Term:
    """One entry of a legend: its name as the screen shows it, its plain text, the glossary
    entries its text uses."""

    id: str
    name: str
    text: str
    see: tuple[str, ...] = ()


@dataclass(frozen=True)
class Legend:
    game_id: str
    terms: dict          # term id -> Term, in the file's order
    glossary: dict       # glossary id -> Term, in the file's order

    def term(self, term_id: str) -> Term | None:
        return self.terms.get(term_id)


def legend_path(game_id: str):
    return resources.asset("legend", f"{game_id}.yaml")


def _entry(path, section: str, key, value, see_ok: bool) -> Term:
    where = f"{section}: {key}"
    if not isinstance(value, dict):
        raise resources.DataFileError(path, f"{where} is not a mapping with name and text")
    name, body = value.get("name"), value.get("text")
    if not isinstance(name, str) or not name.strip():
        raise resources.DataFileError(path, f"{where} has no name")
    if not isinstance(body, str) or not body.strip():
        raise resources.DataFileError(path, f"{where} has no text")
    see = value.get("see", [])
    if not see_ok and see:
        raise resources.DataFileError(path, f"{where}: a glossary entry has no see list")
    if not isinstance(see, list) or not all(isinstance(s, str) for s in see):
        raise resources.DataFileError(path, f"{where}: see is not a list of glossary entries")
    unknown = set(value) - {"name", "text", "see"}
    if unknown:
        raise resources.DataFileError(path, f"{where}: unknown field {sorted(unknown)[0]}")
    return Term(str(key), name.strip(), " ".join(body.split()), tuple(see))


@lru_cache(maxsize=8)
def legend(game_id: str) -> Legend:
    """The game's legend, checked: every term and glossary entry has a name and a text, and
    every glossary entry a term points to exists. DataFileError otherwise."""
    path = legend_path(game_id)
    doc = resources.load_yaml(path)
    if not isinstance(doc, dict) or not isinstance(doc.get("terms"), dict) or not doc["terms"]:
        raise resources.DataFileError(path, "no terms")
    glossary_doc = doc.get("glossary") or {}
    if not isinstance(glossary_doc, dict):
        raise resources.DataFileError(path, "glossary is not a mapping")
    terms = {str(k): _entry(path, "terms", k, v, True) for k, v in doc["terms"].items()}
    glossary = {str(k): _entry(path, "glossary", k, v, False) for k, v in glossary_doc.items()}
    for term in terms.values():
        for ref in term.see:
            if ref not in glossary:
                raise resources.DataFileError(path, f"terms: {term.id} sees {ref}, which the glossary lacks")
    return Legend(game_id, terms, glossary)


def has_legend(game_id: str) -> bool:
    return legend_path(game_id).is_file()


# -- the tooltip --------------------------------------------------------------------------------

def _lines(term: Term) -> tuple[list[str], list[str], str]:
    title = text.wrap(term.name, WIDTH, TITLE_SIZE, True)
    body = text.wrap(term.text, WIDTH, BODY_SIZE)
    foot = GLOSSARY_HINT.format(" and ".join(term.see)) if term.see else ""
    return title, body, foot


def tooltip_rect(term: Term, anchor: pygame.Rect, bounds: pygame.Rect | None = None, avoid=()) -> pygame.Rect:
    """Where the tooltip of term about anchor is drawn: above the mark, or below it when there
    is no room above, moved sideways to stay inside bounds (the window). ``avoid``: words the
    scene shows at the pointer (a move's cost, a hovered hex's label), which the tooltip never
    covers: below the mark, or beside it, when above would (issue 31)."""
    bounds = pygame.Rect(bounds if bounds is not None else picture_bounds())
    title, body, foot = _lines(term)
    widths = [theme.font(TITLE_SIZE, True).size(s)[0] for s in title]
    widths += [theme.font(BODY_SIZE).size(s)[0] for s in body]
    if foot:
        widths.append(theme.font(FOOT_SIZE, True).size(foot)[0])
    h = 10 + len(title) * 19 + 4 + len(body) * 18 + (20 if foot else 0) + 8
    r = pygame.Rect(0, 0, max(widths) + 20, h)
    r.midbottom = (anchor.centerx, anchor.top - 8)
    if r.top < bounds.top:
        r.midtop = (anchor.centerx, anchor.bottom + 8)
        if r.bottom > bounds.bottom:  # no room above nor below: beside it, over what is least in the way
            r.midleft = (anchor.right + 8, anchor.centery)
            if r.right > bounds.right:
                r.midright = (anchor.left - 8, anchor.centery)
    r.clamp_ip(bounds)
    if avoid and r.collidelist(list(avoid)) >= 0:
        for side in ("midtop", "midleft", "midright"):
            t = r.copy()
            setattr(t, side, {"midtop": (anchor.centerx, anchor.bottom + 8), "midleft": (anchor.right + 8, anchor.centery),
                              "midright": (anchor.left - 8, anchor.centery)}[side])
            t.clamp_ip(bounds)
            if t.collidelist(list(avoid)) < 0 and not t.colliderect(anchor):
                return t
    return r


def drawn_area(rect: pygame.Rect) -> pygame.Rect:
    """What a tooltip at rect covers: the card and its shadow."""
    return rect.union(rect.move(SHADOW))


SHADOW = (3, 4)


def draw_tooltip(surface: pygame.Surface, term: Term, anchor: pygame.Rect, at: pygame.Rect | None = None) -> pygame.Rect:
    """The term's tooltip beside anchor (or at ``at``, where it was placed): its name in bold,
    its text, and the glossary hint."""
    from .widgets import panel
    r = at if at is not None else tooltip_rect(term, anchor, surface.get_rect())
    shadow = r.move(SHADOW)
    pygame.draw.rect(surface, (6, 8, 12), shadow, border_radius=8)
    panel(surface, r, (22, 27, 38), theme.GOLD, 8)
    title, body, foot = _lines(term)
    y = r.top + 10
    for line in title:
        text.draw(surface, line, (r.left + 10, y), TITLE_SIZE, theme.GOLD, True)
        y += 19
    y += 4
    for line in body:
        text.draw(surface, line, (r.left + 10, y), BODY_SIZE, theme.TEXT)
        y += 18
    if foot:
        pygame.draw.line(surface, theme.PANEL_EDGE, (r.left + 10, y + 3), (r.right - 10, y + 3))
        text.draw(surface, foot, (r.left + 10, y + 6), FOOT_SIZE, theme.ACCENT, True)
    return r


# -- hovering -----------------------------------------------------------------------------------

class Hover:
    """Which mark the mouse rests on, for how long, and the tooltip shown for it.

    ``moved(pos, marks)`` after every mouse move; ``tick(dt)`` every frame (the scene's
    ``think``); ``draw(surface)`` over the scene. The tooltip coming and going damages its
    rectangle; nothing else is redrawn.
    """

    def __init__(self, lookup: Callable[[str], Term | None], avoid: Callable[[], list] = list):
        self.lookup = lookup
        self.avoid = avoid                 # the words the scene shows at the pointer: never covered
        self.mark: Mark | None = None      # the mark under the mouse
        self.rested = 0.0                  # seconds it has been under the mouse
        self.shown: pygame.Rect | None = None  # where its tooltip is drawn (None: not shown)
        self.fresh = False                 # the mouse just came: the next frame's dt is time before

    @property
    def term(self) -> Term | None:
        return self.lookup(self.mark.term) if self.mark is not None else None

    def moved(self, pos, marks: list[Mark]) -> None:
        under = mark_at(pos, marks)
        if under is not None and self.mark is not None and under.term == self.mark.term \
                and pygame.Rect(under.rect) == pygame.Rect(self.mark.rect):
            return
        self.clear()
        self.mark, self.fresh = under, under is not None

    def clear(self) -> None:
        """No mark under the mouse (it left, a click, the scene covered): the tooltip goes."""
        if self.shown is not None:
            redraw.damage(drawn_area(self.shown))
        self.mark, self.rested, self.shown = None, 0.0, None

    def waiting(self) -> float | None:
        """Seconds until the tooltip shows (None: nothing to wait for)."""
        if self.mark is None or self.shown is not None:
            return None
        return max(0.0, DELAY - self.rested)

    def tick(self, dt: float) -> None:
        if self.mark is None or self.shown is not None:
            return
        if self.fresh:  # the frame that handled the mouse move: its dt was spent before the move
            self.fresh = False
            return
        self.rested += dt
        if self.rested >= DELAY - 1e-9:
            term = self.term
            if term is None:
                return
            self.shown = tooltip_rect(term, pygame.Rect(self.mark.rect), avoid=self.avoid())
            redraw.damage(drawn_area(self.shown))

    def draw(self, surface: pygame.Surface) -> None:
        if self.shown is None or self.mark is None:
            return
        term = self.term
        if term is not None and redraw.visible(surface, drawn_area(self.shown)):
            draw_tooltip(surface, term, pygame.Rect(self.mark.rect), self.shown)


def mark_at(pos, marks: list[Mark]) -> Mark | None:
    """The mark under pos: the last drawn (the topmost) of those that contain it."""
    for mark in reversed(marks):
        if pygame.Rect(mark.rect).collidepoint(pos):
            return mark
    return None


class Recorder:
    """A scene's list of the marks it drew, kept by the drawing code itself: ``frame(surface)``
    around a paint of the whole screen, ``add(rect, term)`` where each mark is drawn. A paint
    of part of the screen (a mouse move's damaged area) keeps the list of the last whole paint,
    which shows the same things. ``key``: the scene's own summary of what the recorded frame
    showed (a scene that paints a frame off screen when asked for its marks compares it with
    what it shows now); ``cover(rect)``: a sheet laid over the table (an event chit, the
    campaign sheet, the dogfight table) takes away the marks it hides."""

    def __init__(self):
        self.marks: list[Mark] = []
        self.key = None
        self._next: list[Mark] | None = None
        self._bounds = pygame.Rect((0, 0), theme.LOGICAL_SIZE)

    def frame(self, surface: pygame.Surface, key=None) -> "_Frame":
        return _Frame(self, surface, key)

    def add(self, rect, term: str) -> None:
        if self._next is None:
            return
        r = pygame.Rect(rect).clip(self._bounds)
        if r.width > 0 and r.height > 0:
            self._next.append(Mark(r, term))

    def extend(self, marks) -> None:
        for m in marks:
            self.add(m.rect, m.term)

    def cover(self, rect) -> None:
        """A sheet drawn over rect: what lies under it is hidden."""
        if self._next is not None:
            sheet = pygame.Rect(rect)
            self._next = [m for m in self._next if not sheet.colliderect(m.rect)]


class _Frame:
    def __init__(self, recorder: Recorder, surface: pygame.Surface, key=None):
        self.recorder, self.surface, self.key = recorder, surface, key

    def __enter__(self):
        whole = self.surface.get_clip() == self.surface.get_rect()
        self.recorder._bounds = self.surface.get_rect()
        self.recorder._next = [] if whole else None
        return self.recorder

    def __exit__(self, *exc):
        if self.recorder._next is not None and exc[0] is None:
            self.recorder.marks = self.recorder._next
            self.recorder.key = self.key
        self.recorder._next = None
        return False
