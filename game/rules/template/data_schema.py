"""The toy race's data file and what each field may hold (game/datacheck/ checks it)."""
from __future__ import annotations

from ..schema import listof, mapping, whole

RULES = mapping(required={"steps": listof(whole(1, 9), 1), "roll_at_most": whole(0, 99), "die": whole(2, 20)})

FILES = {"rules.yaml": RULES}


def cross_check(docs: dict) -> list[tuple[str, list, str]]:
    """What one field's schema cannot say: a seat may roll from the start (TOY 2)."""
    rules = docs["rules.yaml"]
    return [] if rules["roll_at_most"] >= 0 else [("rules.yaml", ["roll_at_most"], "no seat could ever roll")]
