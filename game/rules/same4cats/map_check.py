"""The Same 4 Cats' card mat: every card slot the scene places cards in."""
from __future__ import annotations

from ..map_common import inside, orientation, where

MAP_PROPERTIES = ("felt",)  # the mat's colour (scenes/same4cats/table.py)
SLOTS = (["mission-deck", "target-deck", "event-deck", "target-box", "mission-card", "escort-hand",
          "damage", "experience", "resolution", "final-card", "choices", "log"]
         + [f"mission-{i}" for i in range(1, 11)] + [f"distance-{d}" for d in range(1, 8)]
         + [f"medal-{i}" for i in range(1, 5)])


def check(board, data) -> list[tuple[str, str]]:
    out = orientation(board, "orthogonal")
    slots = board.objects_of("slot")
    names = [o.name for o in slots]
    for name in SLOTS:
        if name not in names:
            out.append((f"slots/{name}", "card slot missing (a rectangle of class 'slot' with this name)"))
    seen = set()
    for o in slots:
        if o.name not in SLOTS:
            out.append((where(o), f"unknown slot name {o.name!r} (the slots are: {', '.join(SLOTS)})"))
        elif o.name in seen:
            out.append((where(o), "slot defined twice"))
        seen.add(o.name)
        if o.width < 20 or o.height < 20:
            out.append((where(o), "slot is too small: draw it as a rectangle at least 20 x 20 px"))
        if not inside(board, o):
            out.append((where(o), "slot lies outside the mat"))
    return out
