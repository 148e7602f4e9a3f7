"""Screenshots written as PNG files quickly. pygame's own writer compresses hard (about 26 ms
for a 1280x800 screen on the benchmark machine, a frame and a half) and takes no level; this
one compresses lightly (11 ms, for a file of about the same size: 200 KB against 193 KB for
a Carrier Strike screen), so a screenshot (F12, ``--screenshot``) stalls the window less.
The files are ordinary PNGs (8 bits a channel, no filter), which any image viewer reads."""
from __future__ import annotations

import os
import struct
import zlib

import pygame

SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def encode(surface: pygame.Surface) -> bytes:
    """The PNG file of ``surface``: RGBA if it has per-pixel alpha, RGB otherwise."""
    alpha = bool(surface.get_flags() & pygame.SRCALPHA)
    fmt, colour_type, channels = ("RGBA", 6, 4) if alpha else ("RGB", 2, 3)
    width, height = surface.get_size()
    pixels = pygame.image.tobytes(surface, fmt)
    stride = width * channels
    rows = b"".join(b"\x00" + pixels[y * stride:(y + 1) * stride] for y in range(height))  # filter: none
    header = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    return SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(rows, 1)) + _chunk(b"IEND", b"")


def save(surface: pygame.Surface, path) -> None:
    """Write ``surface`` to ``path`` as a PNG (a file of that name is replaced whole, never
    left half written: it is written beside it first)."""
    data = encode(surface)
    tmp = f"{os.fspath(path)}.part"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)
