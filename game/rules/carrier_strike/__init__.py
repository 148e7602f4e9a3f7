"""Carrier Strike! (Milton Bradley, 1977): carriers, torpedo runs and dogfights on a hex sea."""
from .engine import CarrierStrikeRules

RULES = CarrierStrikeRules()

__all__ = ["RULES", "CarrierStrikeRules"]
