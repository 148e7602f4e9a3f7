"""Small animation helpers: tweens over time, scaled by the animation setting."""
from __future__ import annotations

from dataclasses import dataclass


def ease(t: float) -> float:
    """Ease in-out (smoothstep) on 0..1."""
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def lerp(a, b, t: float):
    if isinstance(a, tuple):
        return tuple(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t


@dataclass
class Tween:
    """A value moving from start to end over duration seconds (0: at once)."""

    start: object
    end: object
    duration: float
    elapsed: float = 0.0
    delay: float = 0.0

    def update(self, dt: float) -> bool:
        """Advance; True while still moving."""
        if self.delay > 0:
            self.delay -= dt
            return True
        self.elapsed += dt
        return not self.done

    @property
    def done(self) -> bool:
        return self.duration <= 0 or self.elapsed >= self.duration

    @property
    def progress(self) -> float:
        if self.delay > 0:
            return 0.0
        return 1.0 if self.duration <= 0 else ease(self.elapsed / self.duration)

    @property
    def value(self):
        return lerp(self.start, self.end, self.progress)
