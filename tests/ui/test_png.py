"""Screenshots are written by game/ui/png.py: ordinary PNG files that read back pixel for pixel."""
import random

import pygame

from game.ui import png


def noisy(size, flags=0):
    surf = pygame.Surface(size, flags)
    rnd = random.Random(size[0])
    for _ in range(60):
        colour = [rnd.randrange(256) for _ in range(4 if flags else 3)]
        pygame.draw.rect(surf, colour, (rnd.randrange(size[0]), rnd.randrange(size[1]), 9, 5))
    return surf


def test_an_opaque_picture_reads_back_pixel_for_pixel(tmp_path):
    surf = noisy((123, 45))
    png.save(surf, tmp_path / "a.png")
    back = pygame.image.load(str(tmp_path / "a.png"))
    assert back.get_size() == (123, 45)
    assert pygame.image.tobytes(back, "RGB") == pygame.image.tobytes(surf, "RGB")
    assert (tmp_path / "a.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_translucent_picture_keeps_its_alpha(tmp_path):
    surf = noisy((31, 17), pygame.SRCALPHA)
    png.save(surf, tmp_path / "b.png")
    back = pygame.image.load(str(tmp_path / "b.png"))
    assert pygame.image.tobytes(back, "RGBA") == pygame.image.tobytes(surf, "RGBA")


def test_a_file_is_replaced_whole_and_nothing_is_left_beside_it(tmp_path):
    out = tmp_path / "c.png"
    out.write_bytes(b"an older picture")
    png.save(noisy((20, 20)), out)
    assert pygame.image.load(str(out)).get_size() == (20, 20)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.png"]
