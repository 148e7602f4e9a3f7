"""The card at the foot of the log: the computer thinking, or the hint (H) with its best
moves (issue 33).

The hint's card shows the search's best moves, best first (the first is the move the hint
rings in pink): each in the words of the log (game/ai/words.py: never a card, roll or disc to
come), its estimate measured afresh as the first one's is (the adapter's ``hint_short``:
"54% to win ±8", how sure in points) and how many of the search's tries went through it
(more tries, a surer choice); a move within the hint's tie band of the first (game/ai/mcts.py:
what the level's measure cannot tell apart, The Same 4 Cats' as wide as 500 playouts', so that
asked again the hint names the same move; the first is then the one the game's policy prefers)
says "within the hint's margin of 1": it may read a few points above the first, since the band
is on the whole outcome's worth, not the figures shown (until session 59 "as good as 1", which
such a figure beside it made a puzzle). Steam Torpedo's hint names the first move of the turn its
plan (Hard's) leaves best off after the opponent's reply and its next turn, and measures each
move by play-outs after it: a move the measure reads higher beyond that band says "reads higher;
planned past the reply, 1 is better" (session 60; its ties say the margin's words too), and is
the one listed where the card has room for fewer than all (keeping its number). It shows
three where the log has room for them with one of the log's lines still in view (in a smaller
type where it must), else two, else the one move as before: never a line cut or drawn outside
the log (tests/scenes/test_hint_card.py).
"""
from __future__ import annotations

import pygame

from ..ui import text, theme

CARD_TOP = 12                 # the card's margin above its first line
SIZES = ((15, 20), (14, 18), (13, 16))  # the type and line height tried, larger first
LOG_KEEPS = 36 + 18 + 6       # the log's title and margins, one of its lines, the gap above the card (ui/log.py)


class Card:
    """Lines to draw on the card: (words, colour, bold), in one type size."""

    def __init__(self, parts: list, colour, size: tuple = SIZES[0], pulse: bool = False):
        self.parts, self.colour, self.size, self.pulse = parts, colour, size, pulse

    def lines(self, width: int) -> list:
        """The parts wrapped to a card ``width`` wide."""
        font = self.size[0]
        return [(line, c, bold) for words, c, bold in self.parts if words
                for line in text.wrap(words, width - 24, font, bold)]

    def height(self, width: int) -> int:
        return CARD_TOP + self.size[1] * len(self.lines(width))


def thinking(who: str, dots: str) -> Card:
    return Card([(who + dots, theme.GOLD, True)], theme.GOLD, pulse=True)


def single(answer: dict) -> Card:
    """One move (an online table's hint, or a search that saw one move)."""
    return Card([("Hint (ringed in pink)", theme.HINT, True), (answer.get("words", answer["line"]), theme.TEXT, False),
                 (answer.get("estimate", ""), theme.TEXT_DIM, False)], theme.HINT)


def chosen(rows: list, shown: int) -> list:
    """The ``shown`` rows the card lists, each with its number: the first ones, except that a move
    the measure reads higher than 1 (``ahead``, Steam Torpedo's planned hint) left off takes the
    last place, so the card never hides the figure that needs its words."""
    picked = list(enumerate(rows, 1))[:shown]
    later = [(i, row) for i, row in enumerate(rows, 1) if i > shown and row.get("ahead")]
    if later and shown > 1 and not any(row.get("ahead") for _, row in picked):
        picked[-1] = later[0]
    return picked


def best_moves(answer: dict, rows: list, shown: int, size: tuple) -> Card:
    """``shown`` of the hint's best moves (``chosen``)."""
    tries = answer.get("playouts") or 0
    parts = [("Hint (1 is ringed in pink)", theme.HINT, True)]
    for i, row in chosen(rows, shown):
        parts.append((f"{i}. {row['words']}", theme.TEXT, i == 1))
        how = row["short"] if row.get("visits") is None or not tries else f"{row['short']} · {row['visits']} of {tries} tries"
        if i > 1 and row.get("tied"):
            how += " · within the hint's margin of 1"
        elif i > 1 and row.get("ahead"):
            how += " · reads higher; planned past the reply, 1 is better"
        parts.append((how, theme.TEXT_DIM, False))
    return Card(parts, theme.HINT, size)


def hint(answer: dict, area: pygame.Rect) -> Card:
    """The hint's card for the log's ``area``: as many of its best moves as fit."""
    rows = answer.get("top") or []
    width, room = area.width - 16, area.height - LOG_KEEPS
    for shown in range(len(rows), 1, -1):
        for size in SIZES:
            card = best_moves(answer, rows, shown, size)
            if card.height(width) <= room:
                return card
    return single(answer)


def draw(surface, area: pygame.Rect, card: Card, pulse: float = 1.0) -> None:
    """A small opaque card at the foot of ``area``: lines wrapped to its width."""
    width = area.width - 16
    lines = card.lines(width)
    box = pygame.Rect(0, 0, width, card.height(width))
    box.midbottom = (area.centerx, area.bottom - 8)
    pygame.draw.rect(surface, (20, 22, 32), box, border_radius=8)
    pygame.draw.rect(surface, card.colour, box, 2, border_radius=8)
    x = box.left + 12
    if card.pulse:
        pygame.draw.circle(surface, card.colour, (box.left + 12, box.top + 16), int(3 + 2 * pulse))
        x += 12
    font, step = card.size
    with text.within(box, "toast"):
        for i, (line, c, bold) in enumerate(lines):
            text.draw(surface, line, (x, box.top + 6 + step * i), font, c, bold)
