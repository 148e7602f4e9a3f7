"""Carrier Strike movement on screen: pieces glide along the cells the rules moved them
through, and bursts mark hits, splashes and losses. Cosmetic only: the state is final."""
from __future__ import annotations

import math

from ...ui.anim import Tween


def _near_angle(a: float, b: float) -> float:
    """b shifted by whole turns to lie within half a turn of a (turn the short way)."""
    while b - a > math.pi:
        b -= 2 * math.pi
    while b - a < -math.pi:
        b += 2 * math.pi
    return b


class Glide:
    """A pose (x, y, angle) moving through waypoints, one segment every ``seconds``."""

    def __init__(self, start: tuple, seconds: float):
        self.points = [tuple(start)]
        self.seconds = max(1e-6, seconds)
        self.t = 0.0

    def add(self, pose: tuple) -> None:
        last = self.points[-1]
        pose = (pose[0], pose[1], _near_angle(last[2], pose[2]))
        if pose != last:
            self.points.append(pose)

    @property
    def total(self) -> float:
        return self.seconds * (len(self.points) - 1)

    @property
    def done(self) -> bool:
        return self.t >= self.total

    def update(self, dt: float) -> bool:
        self.t = min(self.total, self.t + dt)
        return not self.done

    @property
    def value(self) -> tuple:
        if len(self.points) == 1 or self.done:
            return self.points[-1]
        i = min(int(self.t / self.seconds), len(self.points) - 2)
        f = (self.t - i * self.seconds) / self.seconds
        f = f * f * (3 - 2 * f)
        a, b = self.points[i], self.points[i + 1]
        return tuple(x + (y - x) * f for x, y in zip(a, b))


class Motion:
    """All glides and bursts of the scene, keyed by piece ("p", id) / ("c", id) / ("t", id)."""

    def __init__(self):
        self.glides: dict = {}
        self.bursts: list = []  # [pos, Tween, colour, size]

    def clear(self) -> None:
        self.glides.clear()
        self.bursts.clear()

    def move(self, key, start: tuple, end: tuple, seconds: float) -> None:
        if seconds <= 0:
            self.glides.pop(key, None)
            return
        glide = self.glides.get(key)
        if glide is None or glide.done:
            glide = self.glides[key] = Glide(start, seconds)
        glide.add(end)

    def burst(self, pos, seconds: float, colour=(255, 170, 60), size: float = 40, delay: float = 0.0) -> None:
        if seconds > 0:
            self.bursts.append([pos, Tween(0.0, 1.0, seconds, delay=delay), colour, size])

    def pose(self, key):
        glide = self.glides.get(key)
        return glide.value if glide is not None else None

    def update(self, dt: float) -> bool:
        moving = False
        for key in list(self.glides):
            if self.glides[key].update(dt):
                moving = True
            else:
                del self.glides[key]
        for b in self.bursts:
            moving = b[1].update(dt) or moving
        self.bursts = [b for b in self.bursts if not b[1].done]
        return moving

    @property
    def busy(self) -> bool:
        return bool(self.glides or self.bursts)
