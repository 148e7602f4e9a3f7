"""278th Squadron "The Same 4 Cats": SM79 Damned Hunchback, a solitaire campaign.

RULES is the game's Rules object; odds gives the resolution decks a scene shows on its
buttons; state.State is what a scene draws.
"""
from .rules import Same4CatsRules

RULES = Same4CatsRules()

__all__ = ["RULES"]
