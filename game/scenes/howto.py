"""The "How to play" card of a game: at most six steps, each with a picture of the real screen.

Shown on a game's first start (the settings remember which games have shown it) and from
the game menu. The steps are assets/howto/howto.yaml; the pictures are drawn from the
scenes by tools/make_howto.py and shipped as assets/howto/<game>-<step>.png.
"""
from __future__ import annotations

import pygame

from .. import resources
from ..ui import background, commands, text, theme
from ..ui.widgets import Button, ButtonRow, panel, with_keys
from .base import Scene

PICTURE = (360, 160)          # a step's picture box
GRID = (3, 2)
CARD = (386, 308)
LEFT, TOP, GAP = 40, 84, 18


def steps_for(game_id: str) -> list[dict]:
    """The game's steps (title, text, picture) from the shipped file; DataFileError if unreadable."""
    path = resources.asset("howto", "howto.yaml")
    doc = resources.load_yaml(path)
    steps = (doc or {}).get(game_id) if isinstance(doc, dict) else None
    if not isinstance(steps, list) or not all(isinstance(s, dict) and "title" in s and "text" in s for s in steps):
        raise resources.DataFileError(path, f"no steps for {game_id}")
    return steps[:6]


def card_rect(n: int) -> pygame.Rect:
    col, row = n % GRID[0], n // GRID[0]
    return pygame.Rect(LEFT + col * (CARD[0] + GAP), TOP + row * (CARD[1] + GAP), *CARD)


class HowToScene(Scene):
    backdrop = "sea"   # the night sea behind it fills the canvas (ui/background.py)
    opaque = True

    def __init__(self, app, game_id: str, title: str):
        super().__init__(app)
        self.game_id, self.title = game_id, title
        self.steps = steps_for(game_id)
        self.pictures: dict[int, pygame.Surface | str] = {}
        for n in range(len(self.steps)):
            path = resources.asset("howto", f"{game_id}-{n + 1}.png")
            try:
                self.pictures[n] = pygame.image.load(str(resources.require(path))).convert()
            except (resources.DataFileError, pygame.error) as exc:
                self.pictures[n] = f"picture missing: {exc}"
        self.buttons = ButtonRow([Button(pygame.Rect(540, 730, 200, 42), "Play", self.app.pop, pygame.K_RETURN,
                                         style="primary")])

    def handle(self, event) -> bool:
        if self.buttons.handle(event):
            return True
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_ESCAPE or commands.pressed(event, "howto close")):
            self.app.pop()
        return True

    def draw(self, surface) -> None:
        background.backdrop(surface)
        text.draw(surface, f"How to play {self.title}", (640, 24), 30, theme.GOLD, True, "midtop")
        for n, step in enumerate(self.steps):
            self._draw_step(surface, n, step)
        self.buttons.draw(surface)
        foot = with_keys("{rules} in the game opens the rulebook at the rule of what you are doing; "
                         "the game menu ({back}) shows this again.")
        band = text.render(foot, 13, theme.TEXT_DIM).get_rect(midbottom=(640, 794)).inflate(24, 6)
        panel(surface, band, theme.NIGHT, None, 6, alpha=225)   # clear of the sea's waves
        text.draw(surface, foot, (640, 794), 13, theme.TEXT_DIM, False, "midbottom")

    def _draw_step(self, surface, n: int, step: dict) -> None:
        rect = card_rect(n)
        panel(surface, rect, theme.PAPER, theme.PAPER_DARK, 10)
        badge = pygame.Rect(rect.left + 12, rect.top + 10, 28, 28)
        pygame.draw.circle(surface, theme.GOLD, badge.center, 14)
        text.draw(surface, str(n + 1), badge.center, 16, theme.INK, True, "center")
        title = text.ellipsize(str(step["title"]), rect.width - 64, 18, True)
        text.draw(surface, title, (badge.right + 10, badge.centery), 18, theme.INK, True, "midleft")
        box = pygame.Rect(rect.left + (rect.width - PICTURE[0]) // 2, rect.top + 46, *PICTURE)
        picture = self.pictures.get(n)
        pygame.draw.rect(surface, (40, 48, 60), box, border_radius=6)
        if isinstance(picture, pygame.Surface):
            surface.blit(picture, picture.get_rect(center=box.center))
        else:
            text.draw_wrapped(surface, str(picture), box.inflate(-16, -16), 12, theme.TEXT)
        pygame.draw.rect(surface, theme.PAPER_DARK, box, 2, border_radius=6)
        body = pygame.Rect(rect.left + 14, box.bottom + 10, rect.width - 28, rect.bottom - box.bottom - 16)
        text.draw_wrapped(surface, with_keys(str(step["text"])), body, 14, theme.INK)   # "{bn rotate}": the key as mapped
