"""The UI kit's chart: bars or lines over labelled axes, drawn with pygame alone (no
plotting library). A chart is a value (``Chart``) drawn into a rectangle of any surface,
the screen or a picture of its own (``picture``, which the records export as PNG)."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from . import text, theme

AXIS = (150, 162, 180)
GRID = (52, 64, 84)
BAR = (92, 170, 220)
MARK = (226, 182, 76)        # the expected count
LINE_COLOURS = ((96, 186, 120), (226, 182, 76), (222, 92, 78), (92, 170, 220))
BACKGROUND = (22, 30, 44)


@dataclass
class Series:
    name: str
    values: list
    colour: tuple = BAR


@dataclass
class Chart:
    """``kind``: "bars" (one bar per label, the first series; ``marks`` a level drawn across
    each bar, e.g. the expected count) or "lines" (every series, a point per value)."""

    title: str
    kind: str
    labels: list                          # the x axis: one per bar or point
    series: list                          # Series
    y_label: str = ""
    x_label: str = ""
    marks: list = field(default_factory=list)   # bars: a level per bar (None: none)
    y_max: float | None = None            # None: from the values
    percent: bool = False                 # the y axis in percent (values 0..1)

    def top(self) -> float:
        if self.y_max is not None:
            return self.y_max
        values = [v for s in self.series for v in s.values] + [m for m in self.marks if m is not None]
        return _nice(max(values, default=1) or 1)


def _nice(v: float) -> float:
    """The round number at or above v the axis ends at."""
    step = 1.0
    while step * 10 <= v:
        step *= 10
    for k in (1, 2, 2.5, 5, 10):
        if k * step >= v:
            return k * step
    return 10 * step


def _tick(v: float, percent: bool) -> str:
    if percent:
        return f"{v * 100:.0f}%"
    return f"{v:.0f}" if float(v).is_integer() or v >= 10 else f"{v:g}"


def draw(surface: pygame.Surface, rect: pygame.Rect, chart: Chart) -> pygame.Rect:
    """Draw the chart into rect; returns the plot area (the axes' box)."""
    pygame.draw.rect(surface, BACKGROUND, rect, border_radius=8)
    text.draw(surface, text.ellipsize(chart.title, rect.width - 20, 15, True), (rect.left + 12, rect.top + 8),
              15, theme.TEXT, True)
    plot = pygame.Rect(rect.left + 56, rect.top + 36, rect.width - 72, rect.height - 36 - 44)
    top = chart.top()
    for i in range(5):
        value = top * i / 4
        y = plot.bottom - round(plot.height * i / 4)
        pygame.draw.line(surface, GRID if i else AXIS, (plot.left, y), (plot.right, y), 1)
        text.draw(surface, _tick(value, chart.percent), (plot.left - 6, y), 11, theme.TEXT_DIM, False, "midright")
    pygame.draw.line(surface, AXIS, plot.topleft, plot.bottomleft, 1)
    if chart.y_label:
        label = pygame.transform.rotate(text.render(chart.y_label, 11, theme.TEXT_DIM), 90)
        surface.blit(label, label.get_rect(midleft=(rect.left + 4, plot.centery)))
    if chart.x_label:
        text.draw(surface, chart.x_label, (plot.centerx, rect.bottom - 6), 11, theme.TEXT_DIM, False, "midbottom")
    n = max(1, len(chart.labels))
    if chart.kind == "bars":
        _bars(surface, plot, chart, top, n)
    else:
        _lines(surface, plot, chart, top, n)
    return plot


def _x_labels(surface, plot: pygame.Rect, labels: list, centres: list) -> None:
    widest = max((theme.font(11).size(str(lb))[0] for lb in labels), default=0) + 6
    room = (plot.width / max(1, len(labels)))
    every = max(1, int(widest // room) + 1) if room < widest else 1
    for i, (label, x) in enumerate(zip(labels, centres)):
        if i % every == 0:
            text.draw(surface, str(label), (x, plot.bottom + 4), 11, theme.TEXT_DIM, False, "midtop")


def _bars(surface, plot: pygame.Rect, chart: Chart, top: float, n: int) -> None:
    values = chart.series[0].values if chart.series else []
    colour = chart.series[0].colour if chart.series else BAR
    slot = plot.width / n
    width = max(2, int(slot * 0.7))
    centres = []
    for i, v in enumerate(values):
        x = plot.left + slot * (i + 0.5)
        centres.append(round(x))
        h = round(plot.height * min(v, top) / top) if top else 0
        if h > 0:
            pygame.draw.rect(surface, colour, pygame.Rect(round(x - width / 2), plot.bottom - h, width, h))
        mark = chart.marks[i] if i < len(chart.marks) else None
        if mark is not None:
            y = plot.bottom - round(plot.height * min(mark, top) / top)
            pygame.draw.line(surface, MARK, (round(x - width / 2) - 2, y), (round(x + width / 2) + 2, y), 3)
    _x_labels(surface, plot, chart.labels, centres)


def _lines(surface, plot: pygame.Rect, chart: Chart, top: float, n: int) -> None:
    step = plot.width / max(1, n - 1) if n > 1 else 0
    centres = [round(plot.left + step * i) if n > 1 else plot.centerx for i in range(n)]
    for k, s in enumerate(chart.series):
        points = [(centres[i], plot.bottom - round(plot.height * min(v, top) / top))
                  for i, v in enumerate(s.values[:n])]
        if len(points) > 1:
            pygame.draw.lines(surface, s.colour, False, points, 3)
        for p in points:
            pygame.draw.circle(surface, s.colour, p, 4)
        text.draw(surface, s.name, (plot.right - 8, plot.top + 4 + 16 * k), 12, s.colour, True, "topright")
    _x_labels(surface, plot, chart.labels, centres)


def picture(chart: Chart, size=(800, 480)) -> pygame.Surface:
    """The chart alone, on a picture of its own (for a PNG)."""
    surface = pygame.Surface(size)
    surface.fill(BACKGROUND)
    draw(surface, surface.get_rect(), chart)
    return surface
