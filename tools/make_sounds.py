"""Synthesize Sortie's sound effects (wave synthesis, no samples) into assets/sounds/.

Run: python tools/make_sounds.py   (the WAV files are committed; nothing is made at run time)
"""
from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
RATE = 22050


def write(name: str, samples: list[float]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    peak = max(1e-9, max(abs(s) for s in samples))
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(32767 * 0.8 * s / peak)) for s in samples))
    print(OUT / f"{name}.wav")


def envelope(n: int, attack: float, decay: float) -> list[float]:
    a = max(1, int(attack * RATE))
    return [min(1.0, i / a) * math.exp(-i / (decay * RATE)) for i in range(n)]


def lowpass(samples, alpha):
    out, y = [], 0.0
    for s in samples:
        y += alpha * (s - y)
        out.append(y)
    return out


def card(rnd):
    n = int(0.12 * RATE)
    noise = [rnd.uniform(-1, 1) for _ in range(n)]
    env = envelope(n, 0.004, 0.025)
    return [s * e for s, e in zip(lowpass(noise, 0.5), env)]


def dice(rnd):
    out = [0.0] * int(0.45 * RATE)
    for k in range(7):
        start = int((0.03 + k * 0.055 + rnd.uniform(0, 0.02)) * RATE)
        n = int(0.03 * RATE)
        freq = rnd.uniform(1800, 2600)
        for i in range(n):
            if start + i < len(out):
                out[start + i] += math.sin(2 * math.pi * freq * i / RATE) * math.exp(-i / (0.006 * RATE)) * (1 - k / 9)
    return out


def boom(rnd):
    n = int(0.9 * RATE)
    noise = lowpass([rnd.uniform(-1, 1) for _ in range(n)], 0.04)
    env = envelope(n, 0.005, 0.22)
    thump = [math.sin(2 * math.pi * (60 - 30 * i / n) * i / RATE) * math.exp(-i / (0.15 * RATE)) for i in range(n)]
    return [a * e * 3 + b for a, e, b in zip(noise, env, thump)]


def splash(rnd):
    n = int(0.7 * RATE)
    noise = [rnd.uniform(-1, 1) for _ in range(n)]
    hiss = [a - b for a, b in zip(noise, lowpass(noise, 0.3))]
    env = envelope(n, 0.03, 0.18)
    return [s * e for s, e in zip(hiss, env)]


def click(rnd):
    n = int(0.05 * RATE)
    return [math.sin(2 * math.pi * 900 * i / RATE) * math.exp(-i / (0.008 * RATE)) for i in range(n)]


def fanfare(rnd):
    notes = [(523.25, 0.16), (659.25, 0.16), (783.99, 0.16), (1046.5, 0.5)]
    out = []
    for freq, dur in notes:
        n = int(dur * RATE)
        env = envelope(n, 0.01, dur * 0.8)
        out += [(math.sin(2 * math.pi * freq * i / RATE) + 0.3 * math.sin(4 * math.pi * freq * i / RATE)) * e
                for i, e in zip(range(n), env)]
    return out


SOUNDS = {"card": card, "dice": dice, "boom": boom, "splash": splash, "click": click, "fanfare": fanfare}


def main() -> int:
    rnd = random.Random(1943)
    for name, fn in SOUNDS.items():
        write(name, fn(rnd))
    return 0


if __name__ == "__main__":
    sys.exit(main())
