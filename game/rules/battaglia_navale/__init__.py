"""Battaglia Navale (rulebook assets/rulebooks/battaglia-navale.txt): two fleets, planes and a Polaris missile
on a sea chart of 24 squares of 4 x 4 cells. Decisions and house data: docs/rules/battaglia-navale.md."""
from .engine import BattagliaNavaleRules

RULES = BattagliaNavaleRules()

__all__ = ["RULES", "BattagliaNavaleRules"]


def rules_for_map(path):
    """The rules played on another (edited) map file."""
    return BattagliaNavaleRules(path)
