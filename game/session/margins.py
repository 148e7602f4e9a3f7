"""How close a finished game between sides was: a margin read from its final position, the
difference between the sides in what the rulebook's victory counts (docs/RECORDS.md). The
smaller, the closer; a draw is 0. None for a campaign (one seat against the game) and for a
game whose position says no margin."""
from __future__ import annotations


def margin_of(game_id: str, state) -> int | None:
    try:
        measure = _MEASURES.get(game_id)
        if measure is None:
            return None
        sides = getattr(state, "sides", None) or state.players   # Carrier Strike's teams: its sides
        values = [measure(state, side) for side in sides]
    except (AttributeError, KeyError, TypeError):
        return None
    return max(values) - min(values) if len(values) == 2 else None


def _battaglia(state, seat) -> int:
    """BN End: counters of the enemy fleet captured (each side's tray)."""
    return len(state.fleets[seat].tray)


def _carrier_strike(state, side) -> int:
    """CS Winning: carriers and planes still in the game."""
    carriers = sum(1 for c in state.carriers.values() if c.side == side and not c.sunk)
    return carriers + len(state.side_planes(side))


def _steam_torpedo(state, seat) -> int:
    """ST Durability Points: points of the submarine's compartments without a damage marker."""
    return sum(c.remaining for c in state.subs[seat].compartments.values())


_MEASURES = {"battaglia-navale": _battaglia, "carrier-strike": _carrier_strike, "steam-torpedo": _steam_torpedo}
