"""The one message Sortie shows without its own fonts: why it cannot start.

Drawn with pygame's built-in font, so that a missing or broken font file of the
installation is still explained in a window to a player who has no console.
"""
from __future__ import annotations

import os

import pygame

SIZE = (900, 260)


def show(title: str, message: str) -> None:
    """A small window with the title and the message, until a key, a click or closing it."""
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":  # headless: the command line says it
        return
    pygame.init()
    pygame.display.set_caption(title)
    screen = pygame.display.set_mode(SIZE)
    big, small = pygame.font.Font(None, 40), pygame.font.Font(None, 26)
    lines = _wrap(small, message, SIZE[0] - 60) + ["", "Press any key to close."]
    screen.fill((16, 24, 36))
    screen.blit(big.render(title, True, (240, 200, 90)), (30, 24))
    for i, line in enumerate(lines):
        screen.blit(small.render(line, True, (230, 230, 230)), (30, 80 + 28 * i))
    pygame.display.flip()
    while True:
        event = pygame.event.wait()
        if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            break
    pygame.quit()


def _wrap(font, message: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in message.split(" "):
        trial = f"{line} {word}".strip()
        if line and font.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line]
