"""The few statistics the records show, written here on the standard library (no scipy):
Pearson's chi-square test of counts against a uniform expectation, its p-value through the
regularized upper incomplete gamma function, and Wilson's score interval of a win rate.
docs/RECORDS.md says which figure each test checks."""
from __future__ import annotations

import math

_EPS = 1e-15
_ITERATIONS = 10_000


def _lower_series(a: float, x: float) -> float:
    """P(a, x), the regularized lower incomplete gamma function, by its series (x < a + 1)."""
    term = total = 1.0 / a
    ap = a
    for _ in range(_ITERATIONS):
        ap += 1.0
        term *= x / ap
        total += term
        if abs(term) < abs(total) * _EPS:
            break
    return total * math.exp(-x + a * math.log(x) - math.lgamma(a))


def _upper_fraction(a: float, x: float) -> float:
    """Q(a, x), the regularized upper incomplete gamma function, by its continued fraction
    (modified Lentz; x >= a + 1)."""
    tiny = 1e-300
    b = x + 1.0 - a
    c = 1.0 / tiny
    d = 1.0 / b
    h = d
    for i in range(1, _ITERATIONS):
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1.0 / d
        step = d * c
        h *= step
        if abs(step - 1.0) < _EPS:
            break
    return h * math.exp(-x + a * math.log(x) - math.lgamma(a))


def upper_gamma(a: float, x: float) -> float:
    """Q(a, x) = Gamma(a, x) / Gamma(a), for a > 0 and x >= 0."""
    if a <= 0:
        raise ValueError("the shape of the gamma function must be positive")
    if x <= 0:
        return 1.0
    if x < a + 1.0:
        return max(0.0, 1.0 - _lower_series(a, x))
    return min(1.0, _upper_fraction(a, x))


def chi2_sf(statistic: float, df: int) -> float:
    """The chance that a chi-square variable of ``df`` degrees of freedom is at least
    ``statistic``: Q(df / 2, statistic / 2)."""
    return upper_gamma(df / 2.0, statistic / 2.0)


def chi_square_uniform(counts: list[int]) -> tuple[float, int, float]:
    """Pearson's test of counts against equal expected counts: (statistic, degrees of
    freedom, p-value). No draw at all: (0, df, 1)."""
    n = sum(counts)
    df = len(counts) - 1
    if n == 0 or df < 1:
        return 0.0, max(df, 0), 1.0
    expected = n / len(counts)
    statistic = sum((c - expected) ** 2 for c in counts) / expected
    return statistic, df, chi2_sf(statistic, df)


def wilson(wins: int, games: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """Wilson's score interval (95% by default) of a rate of ``wins`` in ``games``."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)
