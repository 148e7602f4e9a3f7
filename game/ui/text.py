"""Text drawing: rendering, wrapping and aligning lines.

A line is rendered once and kept (keyed by text, size, colour and boldness), and a wrap,
a fitted size or a shortened line is measured once: a frame redraws the same words.
"""
from __future__ import annotations

from contextlib import contextmanager
from functools import lru_cache

import pygame

from . import sharp, theme

_RENDERED = theme.SurfaceCache(max_bytes=3 * 1024 * 1024)

SHORTENED = "…"  # what ``ellipsize`` ends a line with that did not fit


class Drawn:
    """One line of text drawn while recording (layout checks): where it is, the panel it
    must stay inside, the words drawn, whether they were shortened to fit, and the layer it
    was drawn on ("screen", "log", "toast", or "surface N" for a picture of its own, such as
    a card face, whose coordinates are the picture's)."""

    __slots__ = ("rect", "box", "text", "width", "cut", "layer", "picture")

    def __init__(self, rect: pygame.Rect, box: pygame.Rect, text_: str, cut: bool, layer: str,
                 picture: bool = False):
        self.rect, self.box, self.text, self.width, self.cut = rect, box, text_, rect.width, cut
        self.layer, self.picture = layer, picture  # picture: a token or a card noted as its box

    def __repr__(self) -> str:
        r, b = self.rect, self.box
        return (f"{self.text!r} at ({r.x},{r.y} {r.w}x{r.h}) in panel ({b.x},{b.y} {b.w}x{b.h}) on {self.layer}"
                + (" shortened" if self.cut else ""))


_recording: list[Drawn] | None = None
_boxes: list[tuple[pygame.Rect, str]] = []  # the panels text is being drawn in, innermost last


def start_recording() -> None:
    """From now on every line drawn is noted (``stop_recording`` hands them over). The
    pictures kept between frames (card faces, tokens) are drawn afresh, so that theirs are
    noted too."""
    global _recording
    theme.reset_caches()
    _recording = []


def stop_recording() -> list[Drawn]:
    global _recording
    out, _recording = _recording or [], None
    return out


def recording() -> bool:
    return _recording is not None


@contextmanager
def within(box, layer: str = ""):
    """Text drawn inside this block belongs to the panel ``box`` (noted when recording);
    ``layer`` names a layer of its own (the log, the toasts), else the enclosing one."""
    _boxes.append((pygame.Rect(box), layer or (_boxes[-1][1] if _boxes else "")))
    try:
        yield
    finally:
        _boxes.pop()


def note(surface: pygame.Surface, text_: str, rect: pygame.Rect, cut: bool | None = None) -> None:
    """Note a line drawn at rect (when recording): its panel is the innermost ``within``
    box, else the surface; shortened when it ends with SHORTENED, or when ``cut`` says so."""
    if _recording is None or not text_.strip():
        return
    on_screen = surface.get_size() in (theme.LOGICAL_SIZE, theme.canvas_size())
    box, layer = _boxes[-1] if _boxes else (surface.get_rect(), "")
    if not on_screen and not _boxes:
        layer = f"surface {id(surface)}"
    _recording.append(Drawn(pygame.Rect(rect), box, text_, text_.endswith(SHORTENED) if cut is None else cut,
                            layer or "screen"))


def cover(rect) -> None:
    """An opaque sheet is laid over rect (a summary over the table): the lines noted under
    it so far are hidden, and no longer count (when recording)."""
    if _recording is not None:
        rect = pygame.Rect(rect)
        _recording[:] = [d for d in _recording if not (d.layer in ("screen", "log", "background", "panel")
                                                          and d.rect.colliderect(rect) and d.rect != rect)]


@contextmanager
def aside():
    """What is drawn inside this block is a picture made off screen (the replay's shrunk
    board): its lines are not noted (when recording); the scene it shows is checked itself."""
    global _recording
    kept, _recording = _recording, None
    if sharp.current is not None:
        sharp.current.quiet += 1
    try:
        yield
    finally:
        _recording = kept
        if sharp.current is not None:
            sharp.current.quiet = max(0, sharp.current.quiet - 1)


def shade() -> None:
    """A modal dialog dims everything drawn so far (when recording): those lines and panels
    lie under it, out of the layout checks of what is on top."""
    if _recording is not None:
        for d in _recording:
            d.layer = "shaded"


def note_panel(surface: pygame.Surface, rect) -> None:
    """Note a panel drawn on the screen (when recording): a line drawn across its edge runs
    out of it, or into it from outside."""
    if _recording is not None and surface.get_size() in (theme.LOGICAL_SIZE, theme.canvas_size()):
        _recording.append(Drawn(pygame.Rect(rect), pygame.Rect(rect), "", False, "panel", picture=True))


def note_picture(surface: pygame.Surface, rect, what: str) -> None:
    """Note a picture that must not cover text (a token drawn over a panel), as a line of
    the words ``what`` filling rect (when recording)."""
    if _recording is not None:
        note(surface, what, pygame.Rect(rect), cut=False)
        _recording[-1].picture = True


def render(text: str, size: int = 16, colour=theme.TEXT, bold: bool = False) -> pygame.Surface:
    """The line rendered (antialiased, transparent background); shared: copy it before changing it."""
    colour = tuple(colour)
    return _RENDERED.get((text, size, colour, bold),
                         lambda: theme.font(size, bold).render(text, True, colour))


def wrap(text: str, width: int, size: int = 16, bold: bool = False) -> list[str]:
    """Split text into lines no wider than width pixels (words kept whole where possible)."""
    return list(_wrap(text, width, size, bold))


@theme.cached
@lru_cache(maxsize=1024)
def _wrap(text: str, width: int, size: int, bold: bool) -> tuple[str, ...]:
    f = theme.font(size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        words = [piece for word in para.split(" ") for piece in _pieces(word, width, f)]
        line = ""
        for word in words:
            trial = word if not line else f"{line} {word}"
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def _pieces(word: str, width: int, f) -> list[str]:
    """A file's path (or another run of letters too long for any line) wider than the line,
    cut into pieces that fit: after a folder's separator where one falls in the line, else
    after as many letters as fit (issue 31: a path never runs out of its box). A word of
    prose stays whole."""
    if len(word) <= 24 and "/" not in word and "\\" not in word:
        return [word]
    out = []
    while f.size(word)[0] > width and len(word) > 1:
        cut = 1
        while cut < len(word) and f.size(word[:cut + 1])[0] <= width:
            cut += 1
        at = max(word.rfind("/", 0, cut), word.rfind("\\", 0, cut))
        cut = at + 1 if at > 0 else cut
        out.append(word[:cut])
        word = word[cut:]
    return out + [word]


def _blit(surface, img, rect, text_, size, colour, bold) -> None:
    """Put a rendered line on the surface; noted to be drawn sharp in a scaled window
    (ui/sharp.py) when it lands on the canvas."""
    if sharp.current is None:
        surface.blit(img, rect)
    else:
        sharp.current.blit(surface, img, rect, text_, size, colour, bold)


def draw(surface: pygame.Surface, text: str, pos, size: int = 16, colour=theme.TEXT,
         bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    img = render(text, size, colour, bold)
    rect = img.get_rect(**{anchor: pos})
    _blit(surface, img, rect, text, size, colour, bold)
    if _recording is not None:
        note(surface, text, rect)
    return rect


def draw_wrapped(surface, text: str, rect: pygame.Rect, size: int = 16, colour=theme.TEXT,
                 bold: bool = False, line_gap: int = 3) -> int:
    """Draw wrapped text inside rect; returns the height used."""
    y = rect.top
    height = theme.font(size, bold).get_linesize()
    for line in _wrap(text, rect.width, size, bold):
        if y + height > rect.bottom + 1:
            if _recording is not None:  # a line left out: the text does not fit its box
                with within(rect):
                    note(surface, line, pygame.Rect(rect.left, y, 1, height), cut=True)
            break
        img = render(line, size, colour, bold)
        _blit(surface, img, img.get_rect(topleft=(rect.left, y)), line, size, colour, bold)
        if _recording is not None:
            with within(rect):
                note(surface, line, img.get_rect(topleft=(rect.left, y)))
        y += height + line_gap
    return y - rect.top


@theme.cached
@lru_cache(maxsize=1024)
def fit_size(text_: str, width: int, size: int, bold: bool = False, minimum: int = 9) -> int:
    """The largest font size up to `size` at which text fits in width (not below minimum)."""
    while size > minimum and theme.font(size, bold).size(text_)[0] > width:
        size -= 1
    return size


@theme.cached
@lru_cache(maxsize=1024)
def ellipsize(text_: str, width: int, size: int, bold: bool = False) -> str:
    f = theme.font(size, bold)
    if f.size(text_)[0] <= width:
        return text_
    while text_ and f.size(text_ + SHORTENED)[0] > width:
        text_ = text_[:-1]
    return text_ + SHORTENED


# -- rule citations, set apart ------------------------------------------------------------
# A line that ends with a rule citation ("... (BN Fire)") is drawn with the citation smaller
# and dimmer after the sentence, so that the sentence reads first; where the caller keeps a
# list of spots, the citation's rectangle and words are added to it (a click there opens the
# rules reader at that rule: game_scene.GameScene.open_cited).
CITE_COLOUR = (128, 146, 168)


def cite_size(size: int) -> int:
    return max(10, size - 2)


def split_cited(line: str) -> tuple[str, str]:
    if ")" not in line:   # a citation ends a line in brackets: none here, and the rulebook
        return line, ""  # module (its patterns) stays unloaded (the title draws no rule)
    from ..rulebook import split_cited as split
    return split(line)


def draw_cited(surface, line: str, pos, size: int = 16, colour=theme.TEXT, bold: bool = False,
               anchor: str = "topleft", spots: list | None = None, cite: str | None = None) -> pygame.Rect:
    """Draw a line whose rule citation (split off, or ``cite`` given) follows it smaller and
    dimmer; returns the rectangle of the whole."""
    if cite is None:
        line, cite = split_cited(line)
    if not cite:
        return draw(surface, line, pos, size, colour, bold, anchor)
    small = cite_size(size)
    big, little = theme.font(size, bold), theme.font(small)
    gap = big.size(" ")[0] if line else 0
    w1, w2 = big.size(line)[0] if line else 0, little.size(cite)[0]
    whole = pygame.Rect(0, 0, w1 + gap + w2, big.get_height())
    setattr(whole, anchor, pos)
    if line:
        draw(surface, line, whole.topleft, size, colour, bold)
    at = (whole.left + w1 + gap, whole.top + big.get_ascent() - little.get_ascent())
    rect = draw(surface, cite, at, small, CITE_COLOUR)
    if spots is not None:
        spots.append((rect, cite))
    return whole


def cited_width(line: str, size: int, bold: bool = False) -> int:
    """The width ``draw_cited`` takes for the line."""
    line, cite = split_cited(line)
    if not cite:
        return theme.font(size, bold).size(line)[0]
    big = theme.font(size, bold)
    return big.size(line)[0] + big.size(" ")[0] + theme.font(cite_size(size)).size(cite)[0]


def wrap_cited(line: str, width: int, size: int = 16, bold: bool = False) -> list[tuple[str, str]]:
    """Wrap a line whose citation is set apart: (words, citation) per line, the citation on
    the last line where it fits beside the words, else on a line of its own."""
    sentence, cite = split_cited(line)
    lines = wrap(sentence, width, size, bold)
    if not cite:
        return [(t, "") for t in lines]
    out = [(t, "") for t in lines[:-1]]
    last = lines[-1] if lines else ""
    beside = theme.font(size, bold).size(f"{last} ")[0] + theme.font(cite_size(size)).size(cite)[0]
    if beside <= width or not last:
        out.append((last, cite))
    else:
        out += [(last, ""), ("", cite)]
    return out


def draw_wrapped_cited(surface, line: str, rect: pygame.Rect, size: int = 16, colour=theme.TEXT,
                       bold: bool = False, line_gap: int = 3, spots: list | None = None) -> int:
    """``draw_wrapped`` with the rule citation at the end set apart; returns the height used."""
    y = rect.top
    height = theme.font(size, bold).get_linesize()
    for words, cite in wrap_cited(line, rect.width, size, bold):
        if y + height > rect.bottom + 1:
            if _recording is not None:
                with within(rect):
                    note(surface, words or cite, pygame.Rect(rect.left, y, 1, height), cut=True)
            break
        with within(rect):
            draw_cited(surface, words, (rect.left, y), size, colour, bold, spots=spots, cite=cite)
        y += height + line_gap
    return y - rect.top
