"""Resolution decks as the tables compose them, without drawing anything.

The engine resolves every check with these compositions, and a scene shows them on its
buttons ("Torpedo now: 2 Hit / 2 Miss, 50%").
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..chance import percent  # noqa: F401 (the scenes write odds.percent)
from .data import AA, ESCORT, FIGHTER


@dataclass(frozen=True)
class DeckSpec:
    """A resolution deck of Hit and Miss cards, and the modifiers that shaped it."""

    label: str        # e.g. "AA at distance 4"
    hits: int
    misses: int
    modifiers: tuple = ()  # e.g. ("Sun x1: Hit -1", "damage 2: Hit +1")

    @property
    def log_label(self) -> str:
        return f"{self.label} ({', '.join(self.modifiers)})" if self.modifiers else self.label

    @property
    def chance(self) -> Fraction:
        """The chance of drawing a Hit (an empty deck draws a Miss)."""
        total = self.hits + self.misses
        return Fraction(self.hits, total) if total else Fraction(0)

    @property
    def composition(self) -> str:
        return f"{self.hits} Hit / {self.misses} Miss"

    def describe(self) -> str:
        """ "2 Hit / 2 Miss, 50%" """
        return f"{self.composition}, {round(float(self.chance) * 100)}%"


def _spec(label: str, hits: int, misses: int, mods: list) -> DeckSpec:
    # decided: a deck's Hit or Miss cards never fall below zero (S4C 4.3, 4.5)
    return DeckSpec(label, max(0, hits), max(0, misses), tuple(mods))


def damage_row(data, state_damage: int, options: dict) -> dict:
    """The Damage table's row for a damage value (0-4), the damage4 option applied."""
    table = data.tables["damage"]
    row = dict(table[min(state_damage, len(table) - 1)])
    if "text" in row:  # damage 4: two readings (S4C 4.3 text / Damage table)
        row.update(row[options.get("damage4", "text")])
    return row


def torpedo_range(state) -> list:
    """Distances a torpedo attack is possible from now (S4C 4.3, Torpedo and Damage tables)."""
    return list(damage_row(state.data, state.damage, state.options)["torpedo_range"])


def experience_row(data, experience: int) -> dict:
    """The Experience table's row (S4C 4.1, 4.5)."""
    table = data.tables["experience"]
    for row in table:
        if experience in row["experience"]:
            return row
    return table[-1]


def aa_deck(state, distance: int, retried: bool | None = None) -> DeckSpec | None:
    """The AA resolution deck at a distance now (S4C 4.3), or None when AA cannot fire.

    Beyond the table's last row (distances 6-7) the option ``aa_beyond_table`` decides:
    "farthest row" uses the distance-5 row, "no fire" means the AA card has no effect.
    """
    table = state.data.tables["anti_aircraft"]
    rows = table["rows"]
    row = next((r for r in rows if distance in r["distances"]), None)
    if row is None:
        if distance < 0 or state.options.get("aa_beyond_table", "farthest row") == "no fire":
            return None
        row = rows[-1]
    hits, misses, mods = row["hit"], row["miss"], []
    if state.sun:  # S4C 4.2 Sun: Hit -1 per Sun card, for the next AA fire
        delta = table["sun_hit"] * state.sun
        hits += delta
        mods.append(f"Sun x{state.sun}: Hit {delta:+d}")
    drow = damage_row(state.data, state.damage, state.options)  # S4C 4.3 Damage table
    if drow["aa_hit"]:
        hits += drow["aa_hit"]
        mods.append(f"damage {state.damage}: Hit {drow['aa_hit']:+d}")
    if drow["aa_miss"]:
        misses += drow["aa_miss"]
        mods.append(f"damage {state.damage}: Miss {drow['aa_miss']:+d}")
    if state.retried if retried is None else retried:  # S4C 4.7, AA table footnote
        misses += table["retry_miss"]
        mods.append(f"retried: Miss {table['retry_miss']:+d}")
    return _spec(f"AA at distance {distance}", hits, misses, mods)


def fighter_deck(data) -> DeckSpec:
    """Enemy Fighter attack: 2 Hit + 1 Miss, no modifiers (S4C 4.4)."""
    fighter = data.tables["enemy_fighter"]
    return _spec("Enemy Fighter", fighter["hit"], fighter["miss"], [])


def escort_deck(data) -> DeckSpec:
    """The Escort fights an Enemy Fighter: 2 Hit + 2 Miss (S4C 4.2)."""
    escort = data.tables["escort"]
    return _spec("Escort", escort["hit"], escort["miss"], [])


def torpedo_deck(state, distance: int | None = None) -> DeckSpec | None:
    """The torpedo resolution deck at a distance (default: now), None if out of range (S4C 4.5)."""
    if distance is None:
        distance = state.distance
    if distance is None or distance not in torpedo_range(state):
        return None
    table = state.data.tables["torpedo"]
    row = next((r for r in table["rows"] if r["distance"] == distance), None)
    if row is None:
        return None
    hits, misses, mods = row["hit"], row["miss"], []
    if state.waves:  # S4C 4.2 Waves: Hit -1 per Waves card this mission
        delta = table["waves_hit"] * state.waves
        hits += delta
        mods.append(f"Waves x{state.waves}: Hit {delta:+d}")
    bonus = experience_row(state.data, state.experience)["torpedo_hit"]  # S4C 4.5: experience 8+, Hit +1
    if bonus:
        hits += bonus
        mods.append(f"experience {state.experience}: Hit {bonus:+d}")
    return _spec(f"Torpedo at distance {distance}", hits, misses, mods)


def repair_deck(data, mission_number: int) -> DeckSpec | None:
    """The repair check after a mission (S4C 6.0 Repair table); None after mission 10."""
    for row in data.tables["repair"]:
        if mission_number in row["missions"]:
            return _spec(f"Repair after mission {mission_number}", row["hit"], row["miss"], [])
    return None


# -- the chance that the next Event card deals a Hit (issue 15: warnings) -----------------------
def card_hit_chance(state, card: str, aa_distance: int, escort: bool) -> Fraction:
    """The chance that one Event card, resolved now, deals a Hit to the aircraft (S4C 4.2-4.4)."""
    if card == AA:
        if state.clouds:  # S4C 4.2 Clouds: the next AA card is nullified
            return Fraction(0)
        spec = aa_deck(state, aa_distance)
        return spec.chance if spec is not None else Fraction(0)
    if card == FIGHTER:
        fighter = fighter_deck(state.data).chance
        if escort:  # S4C 4.2: the Escort fights first; a Hit shoots the fighter down
            return (1 - escort_deck(state.data).chance) * fighter
        return fighter
    return Fraction(0)  # Sun, Clouds, Waves (and an Escort drawn as a final card) deal no Hit


def next_card_hit_chance(state, aa_distance: int, final: bool = False) -> Fraction:
    """The chance that the next Event card deals a Hit, from the deck's known composition (its
    order is face down). ``final``: the one last card of S4C 4.5-4.7 (an Escort there is no
    replacement draw); else the card of Draw (S4C 4.1-4.2: an Escort is kept, a card replaces it)."""
    deck = dict(state.event_deck_composition)
    return _hit_from(state, deck, aa_distance, final, state.escort_in_hand)


def _hit_from(state, deck: dict, aa_distance: int, final: bool, escort: bool) -> Fraction:
    total = sum(deck.values())
    if total == 0:
        return Fraction(0)
    out = Fraction(0)
    for card, n in deck.items():
        if not n:
            continue
        p = Fraction(n, total)
        if card == ESCORT and not final:
            rest = dict(deck)
            rest[card] -= 1
            out += p * _hit_from(state, rest, aa_distance, final, True)
        else:
            out += p * card_hit_chance(state, card, aa_distance, escort)
    return out


def last_hit_ends(state) -> bool:
    """True when one more Hit shoots the aircraft down (S4C 4.3: damage 5)."""
    return state.damage + 1 >= state.data.campaign["shot_down_at"]
