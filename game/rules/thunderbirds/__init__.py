"""Thunderbirds at War: Bombing the Reich (Paper Wars 79), rules of one mission.

Part I of the issue: the map (maps/thunderbirds.tmx) and one mission from briefing to
landing, ditching or crash. ``RULES`` is the Rules object; see engine.py.
"""
from .engine import RULES, ThunderbirdsRules

__all__ = ["RULES", "ThunderbirdsRules"]


def rules_for_map(path):
    """The rules played on another (edited) map file."""
    return ThunderbirdsRules(path)
