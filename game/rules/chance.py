"""A chance as the odds modules of every game write it on a button (issue 15)."""
from __future__ import annotations

from fractions import Fraction


def percent(p: Fraction) -> str:
    """ "62%": rounded, but never 0% or 100% for a chance that is neither (1% and 99% then)."""
    v = round(float(p) * 100)
    if 0 < p < 1:
        v = min(99, max(1, v))
    return f"{v}%"
