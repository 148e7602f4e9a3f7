"""The Same 4 Cats' card pictures, drawn by code (registered as card icons)."""
from __future__ import annotations

import math

import pygame

from ...ui.cards import register_icon

INK = (40, 36, 30)


def _sun(s, r):
    c = r.center
    rad = min(r.width, r.height) // 4
    for k in range(12):
        a = k * math.pi / 6
        pygame.draw.line(s, (230, 150, 30), (c[0] + math.cos(a) * rad * 1.3, c[1] + math.sin(a) * rad * 1.3),
                         (c[0] + math.cos(a) * rad * 1.9, c[1] + math.sin(a) * rad * 1.9), 2)
    pygame.draw.circle(s, (250, 190, 40), c, rad)


def _cloud(s, r, colour=(250, 250, 252)):
    cx, cy = r.center
    u = min(r.width, r.height) // 5
    for dx, dy, k in ((-u, 2, 1.0), (0, -u // 2, 1.3), (u, 2, 1.0), (0, u // 2, 1.1)):
        pygame.draw.circle(s, colour, (cx + dx, cy + dy), int(u * k))


def _clouds(s, r):
    _cloud(s, r.move(-r.width // 8, -r.height // 10))
    _cloud(s, r.move(r.width // 6, r.height // 8), (230, 234, 240))


def _waves(s, r):
    for k in range(3):
        y = r.top + r.height * (k + 1) // 4
        pts = [(x, y + 4 * math.sin((x - r.left) / 5)) for x in range(r.left + 4, r.right - 4, 2)]
        pygame.draw.lines(s, (30, 80, 140), False, pts, 3)


def _plane(s, r, colour=INK, scale=1.0):
    cx, cy = r.center
    u = min(r.width, r.height) * 0.18 * scale
    pygame.draw.polygon(s, colour, [(cx - 3.2 * u, cy), (cx + 2.6 * u, cy - 0.3 * u), (cx + 3.2 * u, cy),
                                    (cx + 2.6 * u, cy + 0.3 * u)])
    pygame.draw.polygon(s, colour, [(cx - 0.6 * u, cy), (cx + 0.6 * u, cy - 2.6 * u), (cx + 1.2 * u, cy - 2.6 * u),
                                    (cx + 0.6 * u, cy), (cx + 1.2 * u, cy + 2.6 * u), (cx + 0.6 * u, cy + 2.6 * u)])
    pygame.draw.polygon(s, colour, [(cx - 3 * u, cy), (cx - 2.6 * u, cy - 1.1 * u), (cx - 2.3 * u, cy - 1.1 * u),
                                    (cx - 2.4 * u, cy), (cx - 2.3 * u, cy + 1.1 * u), (cx - 2.6 * u, cy + 1.1 * u)])


def _fly(s, r):
    _cloud(s, r.move(r.width // 4, r.height // 6), (236, 242, 250))
    _plane(s, r, (70, 70, 60))


def _flak(s, r):
    for k, (fx, fy) in enumerate(((0.3, 0.35), (0.65, 0.3), (0.5, 0.7), (0.8, 0.65))):
        c = (int(r.left + r.width * fx), int(r.top + r.height * fy))
        rad = min(r.width, r.height) // (6 + k % 2)
        pygame.draw.circle(s, (60, 56, 52), c, rad)
        pygame.draw.circle(s, (240, 120, 40), c, rad // 2)


def _fighter(s, r):
    _plane(s, r, (150, 30, 24), 0.8)
    for k in range(3):
        x = r.left + 6 + k * 7
        pygame.draw.line(s, (250, 220, 120), (x, r.centery - 2), (x + 4, r.centery - 2), 2)


def _escort(s, r):
    _plane(s, r, (40, 110, 50), 0.8)


def _ship(s, r):
    y = r.centery + r.height // 6
    pygame.draw.polygon(s, (60, 66, 76), [(r.left + 6, y), (r.right - 6, y), (r.right - 14, y + 8), (r.left + 12, y + 8)])
    pygame.draw.rect(s, (60, 66, 76), (r.centerx - 10, y - 10, 20, 10))
    pygame.draw.rect(s, (60, 66, 76), (r.centerx - 3, y - 18, 6, 8))
    pygame.draw.line(s, (40, 90, 140), (r.left + 2, y + 9), (r.right - 2, y + 9), 2)


def _mission(s, r):
    pygame.draw.rect(s, (220, 200, 150), r.inflate(-8, -8), border_radius=3)
    pygame.draw.lines(s, (150, 60, 40), False, [(r.left + 10, r.bottom - 10), (r.centerx, r.centery),
                                                (r.right - 12, r.top + 10)], 2)
    pygame.draw.circle(s, (150, 60, 40), (r.right - 12, r.top + 10), 4)


def _hit(s, r):
    c = r.center
    rad = min(r.width, r.height) // 2 - 2
    pts = [(c[0] + math.cos(k * math.pi / 8) * (rad if k % 2 else rad * 0.5),
            c[1] + math.sin(k * math.pi / 8) * (rad if k % 2 else rad * 0.5)) for k in range(16)]
    pygame.draw.polygon(s, (220, 60, 30), pts)
    pygame.draw.circle(s, (250, 210, 80), c, rad // 3)


def _miss(s, r):
    c = r.center
    for k in range(3):
        pygame.draw.ellipse(s, (40, 90, 150), pygame.Rect(0, 0, 12 + k * 14, 5 + k * 5).move(c[0] - 6 - k * 7,
                                                                                               c[1] - k * 2))
    pygame.draw.line(s, (40, 90, 150), (c[0], c[1] - 14), (c[0], c[1]), 2)


def _medal(s, r):
    c = r.center
    rad = min(r.width, r.height) // 2 - 3
    pygame.draw.polygon(s, (60, 90, 160), [(c[0] - 6, r.top + 2), (c[0] + 6, r.top + 2), (c[0] + 3, c[1]), (c[0] - 3, c[1])])
    pygame.draw.circle(s, (220, 170, 50), (c[0], c[1] + 3), max(4, rad - 2))
    pygame.draw.circle(s, (160, 110, 30), (c[0], c[1] + 3), max(4, rad - 2), 2)


for _name, _paint in (("sun", _sun), ("clouds", _clouds), ("waves", _waves), ("fly", _fly), ("aa", _flak),
                      ("fighter", _fighter), ("escort", _escort), ("ship", _ship), ("mission", _mission),
                      ("hit", _hit), ("miss", _miss), ("medal", _medal)):
    register_icon(f"s4c-{_name}", _paint)
