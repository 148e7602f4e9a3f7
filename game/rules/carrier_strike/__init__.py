"""Carrier Strike! (Milton Bradley, 1977): carriers, torpedo runs and dogfights on a hex sea."""
from .engine import CarrierStrikeRules

RULES = CarrierStrikeRules()

__all__ = ["RULES", "CarrierStrikeRules"]


def rules_for_map(path):
    """The rules played on another (edited) map file."""
    return CarrierStrikeRules(path)
