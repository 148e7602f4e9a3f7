"""What the toy race needs of its map: nothing (it is played without a board). A game with a
board says here what its Tiled file must hold (game/mapcheck/ runs it)."""
from __future__ import annotations


def check(board, data) -> list[tuple[str, str]]:
    return []
