"""Draw the title screen's game pictures with pygame and write them to assets/pictures/.

Run: python tools/make_pictures.py   (the results are committed; nothing is drawn at run time)
"""
from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "assets" / "pictures"
W, H = 416, 264  # drawn at twice the tile size, scaled down smoothly on screen


def gradient(surf, top, bottom, y0=0, y1=None):
    y1 = H if y1 is None else y1
    for y in range(y0, y1):
        t = (y - y0) / max(1, y1 - y0 - 1)
        surf.fill(tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)), (0, y, W, 1))


def waves(surf, y0, colour, n=40, seed=1):
    for i in range(n):
        x = (i * 97 + seed * 31) % W
        y = y0 + (i * 53) % (H - y0)
        pts = [(x + k, y + 2 * math.sin((x + k) / 7)) for k in range(0, 26 + i % 20, 2)]
        pygame.draw.aalines(surf, colour, False, pts)


def ship(surf, x, y, length, colour, superstructure=True):
    hull = [(x, y), (x + length, y), (x + length - 10, y + 12), (x + 8, y + 12)]
    pygame.draw.polygon(surf, colour, hull)
    if superstructure:
        pygame.draw.rect(surf, colour, (x + length * 0.35, y - 12, length * 0.25, 12))
        pygame.draw.rect(surf, colour, (x + length * 0.45, y - 22, 8, 10))
        pygame.draw.line(surf, colour, (x + length * 0.3, y - 4), (x + length * 0.12, y - 8), 3)


def same4cats():
    s = pygame.Surface((W, H))
    gradient(s, (226, 150, 92), (246, 214, 160), 0, 150)
    gradient(s, (34, 86, 120), (18, 48, 76), 150, H)
    waves(s, 160, (70, 130, 160))
    pygame.draw.circle(s, (255, 236, 180), (330, 70), 26)
    ship(s, 250, 140, 120, (56, 60, 70))
    # SM.79: three-engined low-wing bomber with its hunchback, flying left
    body = [(60, 110), (200, 96), (222, 100), (200, 112), (80, 120)]
    pygame.draw.polygon(s, (96, 90, 60), body)
    pygame.draw.ellipse(s, (96, 90, 60), (110, 84, 50, 20))  # the hump
    pygame.draw.polygon(s, (84, 80, 52), [(100, 108), (170, 104), (190, 140), (150, 142)])
    pygame.draw.polygon(s, (84, 80, 52), [(200, 100), (226, 78), (232, 80), (218, 104)])
    for cx in (60, 130):
        pygame.draw.circle(s, (40, 40, 40), (cx, 114 if cx == 60 else 118), 7)
    pygame.draw.line(s, (30, 30, 30), (120, 124), (160, 126), 4)  # torpedo
    return s


def battaglia():
    s = pygame.Surface((W, H))
    gradient(s, (36, 92, 132), (24, 64, 100))
    for i in range(0, W, 26):
        pygame.draw.line(s, (70, 126, 166), (i, 0), (i, H), 1)
    for j in range(0, H, 26):
        pygame.draw.line(s, (70, 126, 166), (0, j), (W, j), 1)
    for i in range(0, W, 104):
        pygame.draw.line(s, (200, 220, 236), (i, 0), (i, H), 2)
    for j in range(0, H, 104):
        pygame.draw.line(s, (200, 220, 236), (0, j), (W, j), 2)
    pygame.draw.ellipse(s, (196, 176, 120), (150, 120, 80, 40))
    pygame.draw.ellipse(s, (110, 140, 80), (162, 126, 56, 26))
    ship(s, 30, 60, 100, (0, 114, 178))
    ship(s, 270, 200, 110, (230, 159, 0))
    for k in range(4):
        pygame.draw.rect(s, (220, 60, 50), (300 + (k % 2) * 26, 30 + (k // 2) * 26, 18, 18))
    pygame.draw.line(s, (250, 250, 250), (90, 120), (300, 45), 2)
    return s


def thunderbirds():
    s = pygame.Surface((W, H))
    gradient(s, (8, 12, 30), (30, 40, 70), 0, 190)
    gradient(s, (24, 30, 24), (14, 16, 14), 190, H)
    for i in range(50):
        s.set_at(((i * 89) % W, (i * 37) % 150), (230, 230, 255))
    pygame.draw.circle(s, (240, 240, 220), (70, 50), 18)
    pygame.draw.circle(s, (8, 12, 30), (78, 46), 16)
    beam = pygame.Surface((W, H), pygame.SRCALPHA)
    for bx, angle in ((120, -0.35), (300, 0.3)):
        tip = (bx + math.sin(angle) * 260, 200 - math.cos(angle) * 260)
        pygame.draw.polygon(beam, (220, 230, 255, 50), [(bx - 4, 200), (bx + 4, 200), (tip[0] + 18, tip[1]), (tip[0] - 18, tip[1])])
    s.blit(beam, (0, 0))
    for i in range(12):
        pygame.draw.circle(s, (255, 200, 90), (60 + (i * 53) % 300, 80 + (i * 29) % 90), 2)
    # Wellington: long wings, twin engines, seen from below
    pygame.draw.polygon(s, (30, 30, 36), [(110, 120), (320, 112), (322, 120), (112, 128)])
    pygame.draw.polygon(s, (30, 30, 36), [(200, 80), (214, 80), (218, 170), (206, 176), (196, 170)])
    pygame.draw.polygon(s, (30, 30, 36), [(180, 160), (236, 158), (236, 164), (180, 166)])
    for ex in (170, 250):
        pygame.draw.ellipse(s, (20, 20, 24), (ex - 8, 108, 16, 30))
    for i in range(8):
        pygame.draw.circle(s, (255, 150, 60), ((i * 61) % W, 200 + (i * 17) % 40), 3)
    return s


def steam_torpedo():
    s = pygame.Surface((W, H))
    gradient(s, (16, 70, 74), (6, 26, 34))
    for i in range(30):
        pygame.draw.circle(s, (120, 200, 200), ((i * 71) % W, (i * 43) % H), 2 + i % 3, 1)
    brass, dark = (196, 150, 70), (120, 84, 36)
    pygame.draw.ellipse(s, brass, (60, 110, 290, 70))
    pygame.draw.rect(s, brass, (170, 80, 60, 40), border_radius=8)
    pygame.draw.line(s, brass, (215, 80), (215, 50), 5)
    pygame.draw.line(s, brass, (215, 50), (235, 50), 5)
    for k in range(7):
        pygame.draw.circle(s, (240, 220, 160), (110 + k * 32, 145), 9)
        pygame.draw.circle(s, dark, (110 + k * 32, 145), 9, 3)
    pygame.draw.polygon(s, dark, [(60, 145), (34, 120), (34, 170)])
    for k in range(6):
        pygame.draw.line(s, dark, (352, 145), (352 + 14 * math.cos(k), 145 + 14 * math.sin(k)), 3)
    pygame.draw.line(s, (230, 230, 230), (20, 230), (120, 228), 3)
    return s


def carrier_strike():
    s = pygame.Surface((W, H))
    gradient(s, (30, 86, 140), (22, 62, 110))
    r = 16
    w = math.sqrt(3) * r
    for row in range(12):
        for col in range(16):
            cx = col * w + (w / 2 if row % 2 else 0)
            cy = row * 1.5 * r
            pts = [(cx + r * math.cos(math.radians(60 * k + 30)), cy + r * math.sin(math.radians(60 * k + 30))) for k in range(6)]
            pygame.draw.aalines(s, (80, 140, 196), True, pts)
    deck = [(90, 150), (250, 110), (262, 124), (100, 168)]
    pygame.draw.polygon(s, (200, 60, 50), deck)
    pygame.draw.line(s, (240, 230, 200), (110, 150), (240, 118), 2)
    pygame.draw.rect(s, (150, 40, 34), (200, 108, 14, 12))
    for px, py, c in ((300, 60, (230, 200, 40)), (330, 90, (230, 200, 40)), (160, 70, (200, 60, 50))):
        pygame.draw.polygon(s, c, [(px, py), (px - 16, py + 6), (px - 2, py + 2), (px - 8, py + 14), (px + 4, py + 4)])
        pygame.draw.line(s, c, (px - 10, py - 4), (px + 2, py + 12), 3)
    pygame.draw.line(s, (255, 255, 255), (280, 200), (200, 220), 2)
    return s


PICTURES = {
    "same4cats": same4cats,
    "battaglia-navale": battaglia,
    "thunderbirds": thunderbirds,
    "steam-torpedo": steam_torpedo,
    "carrier-strike": carrier_strike,
}


def main() -> int:
    pygame.init()
    OUT.mkdir(parents=True, exist_ok=True)
    for name, fn in PICTURES.items():
        pygame.image.save(fn(), str(OUT / f"{name}.png"))
        print(OUT / f"{name}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
