"""The Thunderbirds map's faint hex grid is laid a band at a time (less memory at the scene's
start): the very pixels one mask of the whole map gives."""
import random

import pygame

from game.scenes.thunderbirds import art
from game.ui.png import save as save_png


def one_mask(big, outlines, width):
    """The grid as it was laid before the bands: one mask as large as the map."""
    mask = pygame.Surface(big.get_size(), 0, 8)
    mask.set_palette([(0, 0, 0)] + [(255, 255, 255)] * 255)
    for pts in outlines:
        pygame.draw.lines(mask, (255, 255, 255), True, pts, width)
    mask.set_colorkey((0, 0, 0))
    layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    layer.blit(mask, (0, 0))
    layer.fill((255, 255, 255, 40), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(layer, (0, 0))


def test_the_grid_laid_in_bands_puts_down_the_pixels_of_one_whole_mask(tmp_path):
    pygame.init()
    rnd = random.Random(3)
    outlines = []
    for _ in range(140):  # hexagon-like outlines of every size, across band edges and the map's edges
        cx, cy, r = rnd.uniform(-20, 420), rnd.uniform(-20, 520), rnd.uniform(6, 40)
        outlines.append([(cx + r * dx, cy + r * dy) for dx, dy in
                         ((1, 0), (0.5, 0.87), (-0.5, 0.87), (-1, 0), (-0.5, -0.87), (0.5, -0.87))])
    for width in (1, 2, 3):
        a = pygame.Surface((400, 500))
        a.fill((40, 90, 60))
        b = a.copy()
        art._blend_grid(a, outlines, width)
        one_mask(b, outlines, width)
        save_png(a, str(tmp_path / f"bands-{width}.png"))
        assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")
        assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(pygame.Surface((400, 500)), "RGB")
