"""The Same 4 Cats' card pictures, drawn by code (registered as card icons). Each paints in
``r`` of a card laid out at ``k`` times its design size (ui/cards.py ``face_surface``): its fixed
lengths in pixels are ``k`` times as long (``_z``)."""
from __future__ import annotations

import math

import pygame

from ...ui.cards import register_icon

INK = (40, 36, 30)


def _z(v: float, k: float) -> int:
    """A length of the design drawn at ``k`` times its size."""
    return round(v * k)


def _sun(s, r, k=1.0):
    c = r.center
    rad = min(r.width, r.height) // 4
    for i in range(12):
        a = i * math.pi / 6
        pygame.draw.line(s, (230, 150, 30), (c[0] + math.cos(a) * rad * 1.3, c[1] + math.sin(a) * rad * 1.3),
                         (c[0] + math.cos(a) * rad * 1.9, c[1] + math.sin(a) * rad * 1.9), _z(2, k))
    pygame.draw.circle(s, (250, 190, 40), c, rad)


def _cloud(s, r, colour=(250, 250, 252)):
    cx, cy = r.center
    u = min(r.width, r.height) // 5
    for dx, dy, k in ((-u, 2, 1.0), (0, -u // 2, 1.3), (u, 2, 1.0), (0, u // 2, 1.1)):
        pygame.draw.circle(s, colour, (cx + dx, cy + dy), int(u * k))


def _clouds(s, r, k=1.0):
    _cloud(s, r.move(-r.width // 8, -r.height // 10))
    _cloud(s, r.move(r.width // 6, r.height // 8), (230, 234, 240))


def _waves(s, r, k=1.0):
    for i in range(3):
        y = r.top + r.height * (i + 1) // 4
        pts = [(x, y + _z(4, k) * math.sin((x - r.left) / (5 * k)))
               for x in range(r.left + _z(4, k), r.right - _z(4, k), _z(2, k))]
        pygame.draw.lines(s, (30, 80, 140), False, pts, _z(3, k))


def _plane(s, r, colour=INK, scale=1.0):
    cx, cy = r.center
    u = min(r.width, r.height) * 0.18 * scale
    pygame.draw.polygon(s, colour, [(cx - 3.2 * u, cy), (cx + 2.6 * u, cy - 0.3 * u), (cx + 3.2 * u, cy),
                                    (cx + 2.6 * u, cy + 0.3 * u)])
    pygame.draw.polygon(s, colour, [(cx - 0.6 * u, cy), (cx + 0.6 * u, cy - 2.6 * u), (cx + 1.2 * u, cy - 2.6 * u),
                                    (cx + 0.6 * u, cy), (cx + 1.2 * u, cy + 2.6 * u), (cx + 0.6 * u, cy + 2.6 * u)])
    pygame.draw.polygon(s, colour, [(cx - 3 * u, cy), (cx - 2.6 * u, cy - 1.1 * u), (cx - 2.3 * u, cy - 1.1 * u),
                                    (cx - 2.4 * u, cy), (cx - 2.3 * u, cy + 1.1 * u), (cx - 2.6 * u, cy + 1.1 * u)])


def _fly(s, r, k=1.0):
    _cloud(s, r.move(r.width // 4, r.height // 6), (236, 242, 250))
    _plane(s, r, (70, 70, 60))


def _flak(s, r, k=1.0):
    for i, (fx, fy) in enumerate(((0.3, 0.35), (0.65, 0.3), (0.5, 0.7), (0.8, 0.65))):
        c = (int(r.left + r.width * fx), int(r.top + r.height * fy))
        rad = min(r.width, r.height) // (6 + i % 2)
        pygame.draw.circle(s, (60, 56, 52), c, rad)
        pygame.draw.circle(s, (240, 120, 40), c, rad // 2)


def _fighter(s, r, k=1.0):
    _plane(s, r, (150, 30, 24), 0.8)
    for i in range(3):
        x = r.left + _z(6 + i * 7, k)
        y = r.centery - _z(2, k)
        pygame.draw.line(s, (250, 220, 120), (x, y), (x + _z(4, k), y), _z(2, k))


def _escort(s, r, k=1.0):
    _plane(s, r, (40, 110, 50), 0.8)


def _ship(s, r, k=1.0):
    def z(v):
        return _z(v, k)
    y = r.centery + r.height // 6
    pygame.draw.polygon(s, (60, 66, 76), [(r.left + z(6), y), (r.right - z(6), y), (r.right - z(14), y + z(8)),
                                          (r.left + z(12), y + z(8))])
    pygame.draw.rect(s, (60, 66, 76), (r.centerx - z(10), y - z(10), z(20), z(10)))
    pygame.draw.rect(s, (60, 66, 76), (r.centerx - z(3), y - z(18), z(6), z(8)))
    pygame.draw.line(s, (40, 90, 140), (r.left + z(2), y + z(9)), (r.right - z(2), y + z(9)), z(2))


def _mission(s, r, k=1.0):
    def z(v):
        return _z(v, k)
    pygame.draw.rect(s, (220, 200, 150), r.inflate(-z(8), -z(8)), border_radius=z(3))
    pygame.draw.lines(s, (150, 60, 40), False, [(r.left + z(10), r.bottom - z(10)), (r.centerx, r.centery),
                                                (r.right - z(12), r.top + z(10))], z(2))
    pygame.draw.circle(s, (150, 60, 40), (r.right - z(12), r.top + z(10)), z(4))


def _hit(s, r, k=1.0):
    c = r.center
    rad = min(r.width, r.height) // 2 - 2
    pts = [(c[0] + math.cos(k * math.pi / 8) * (rad if k % 2 else rad * 0.5),
            c[1] + math.sin(k * math.pi / 8) * (rad if k % 2 else rad * 0.5)) for k in range(16)]
    pygame.draw.polygon(s, (220, 60, 30), pts)
    pygame.draw.circle(s, (250, 210, 80), c, rad // 3)


def _miss(s, r, k=1.0):
    def z(v):
        return _z(v, k)
    c = r.center
    for i in range(3):
        ring = pygame.Rect(0, 0, z(12 + i * 14), z(5 + i * 5)).move(c[0] - z(6 + i * 7), c[1] - z(i * 2))
        pygame.draw.ellipse(s, (40, 90, 150), ring)
    pygame.draw.line(s, (40, 90, 150), (c[0], c[1] - z(14)), (c[0], c[1]), z(2))


def _medal(s, r, k=1.0):
    def z(v):
        return _z(v, k)
    c = r.center
    rad = min(r.width, r.height) // 2 - z(3)
    pygame.draw.polygon(s, (60, 90, 160), [(c[0] - z(6), r.top + z(2)), (c[0] + z(6), r.top + z(2)),
                                           (c[0] + z(3), c[1]), (c[0] - z(3), c[1])])
    pygame.draw.circle(s, (220, 170, 50), (c[0], c[1] + z(3)), max(z(4), rad - z(2)))
    pygame.draw.circle(s, (160, 110, 30), (c[0], c[1] + z(3)), max(z(4), rad - z(2)), z(2))


for _name, _paint in (("sun", _sun), ("clouds", _clouds), ("waves", _waves), ("fly", _fly), ("aa", _flak),
                      ("fighter", _fighter), ("escort", _escort), ("ship", _ship), ("mission", _mission),
                      ("hit", _hit), ("miss", _miss), ("medal", _medal)):
    register_icon(f"s4c-{_name}", _paint)
