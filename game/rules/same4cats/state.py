"""The state of a Same 4 Cats campaign: everything on the mat, and the pending decision.

A scene draws only from this (or from ``view``) and from the events.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field

from ..core import Resolution, Rng, shallow_copy
from .data import EVENT_KINDS, Medal, MissionCard

# Phases: what decision is pending (``State.phase``).
TARGET = "target"          # S4C 4.0: choose the target among ``target_choices``
FLY = "fly"                # S4C 4.1: draw / torpedo / abort / retry
EXPERIENCE = "experience"  # S4C 5.0: confirm the experience step
REPAIR = "repair"          # S4C 6.0: draw the repair check (or skip it)
MEDALS = "medals"          # S4C 7.0: confirm the medal check (then the next mission)
OVER = "over"              # S4C 7.0: campaign won, or the aircraft shot down


@dataclass
class TrackCard:
    """An Event card on the distance track (or the final card after attack/abort/retry)."""

    card: str                      # an Event kind, e.g. "Anti-Aircraft Fire"
    distance: int                  # the track space (7..1); for the final card, the distance it fired from
    nullified: bool = False        # an AA card cancelled by Clouds (S4C 4.2)
    escort: str | None = None      # "on top" (fighter shot down) / "under" (escort missed) (S4C 4.2)
    resolutions: list = field(default_factory=list)  # Resolution checks this card caused


@dataclass
class MissionRecord:
    """One flown mission, for the campaign summary."""

    number: int
    mission: str                   # Mission card id
    target: str | None
    result: str                    # "hit" | "miss" | "aborted" | "shot down"
    damage: int                    # damage after the mission (before repair)
    experience_gained: int = 0
    repaired: bool = False


@dataclass
class State:
    rng: Rng
    options: dict
    players: list
    phase: str = TARGET

    # campaign (S4C 2.2, 3.0)
    mission_deck: list = field(default_factory=list)   # Mission card ids, top first (hidden order)
    mission_track: list = field(default_factory=list)  # Mission card ids, mission 1 first
    target_deck: list = field(default_factory=list)    # ship names, top first (hidden order)
    damage: int = 0                                    # the Damage card (S4C 4.3)
    experience: int = 0                                # the Experience cards (S4C 5.0)
    ships_hit: list = field(default_factory=list)      # Target Ship cards hit, in order
    medals: list = field(default_factory=list)         # medal ids earned, in order (S4C 7.0)
    missions_flown: list = field(default_factory=list) # MissionRecord per finished mission
    shot_down: bool = False
    damage_taken: int = 0                              # every point of damage taken, for the summary

    # the current mission (S4C 4.0-4.7)
    target_choices: list = field(default_factory=list) # Target Ship cards drawn, to choose from
    target: str | None = None                          # the Target Ship box
    event_deck: list = field(default_factory=list)     # Event cards, top first (hidden order)
    distance_track: list = field(default_factory=list) # TrackCard, first at distance 7
    final_card: TrackCard | None = None                # the card after torpedo / abort / retry
    escort_in_hand: bool = False                       # S4C 4.2
    escort_used: bool = False                          # S4C 4.2: once a mission
    sun: int = 0                                       # Sun cards waiting for the next AA fire
    clouds: int = 0                                    # Clouds cards waiting for the next AA card
    waves: int = 0                                     # Waves cards drawn this mission
    retried: bool = False                              # S4C 4.7
    cards_this_pass: int = 0                           # Event cards drawn since the mission (re)started
    drawn_this_mission: list = field(default_factory=list)  # every Event card drawn, in order
    closest_distance: int | None = None                # the closest track space reached (S4C 5.0)
    torpedo_distance: int | None = None
    torpedo_result: str | None = None                  # "Hit" / "Miss"
    mission_result: str | None = None                  # "hit" / "miss" / "aborted" / "shot down"
    last_resolution: Resolution | None = None          # the last resolution deck and its card
    last_resolution_check: str | None = None           # "aa" / "fighter" / "escort" / "torpedo" / "repair"
    setup_events: list = field(default_factory=list)
    data: object = field(default=None, compare=False, repr=False)   # the game's data.Data, shared by copies

    # -- derived, for scenes -------------------------------------------------
    @property
    def mission_number(self) -> int:
        """The number of the current (or last) mission, 1-10."""
        return len(self.mission_track)

    @property
    def mission(self) -> MissionCard | None:
        return self.data.missions[self.mission_track[-1]] if self.mission_track else None

    @property
    def distance(self) -> int | None:
        """The aircraft's distance to the target: the last track space filled, None before."""
        return self.distance_track[-1].distance if self.distance_track else None

    @property
    def next_distance(self) -> int:
        return self.data.campaign["distance_track"] - len(self.distance_track)

    @property
    def highest_medal(self) -> Medal | None:
        held = [m for m in self.data.medals if m.id in self.medals]
        return held[-1] if held else None

    @property
    def event_deck_composition(self) -> dict:
        """How many of each Event kind the deck holds, in the rulebook's order (S4C 4.2)."""
        return {k: self.event_deck.count(k) for k in EVENT_KINDS if k in self.event_deck}


# -- copying a position -------------------------------------------------------------------
# What play changes in place (the decks, the track, the records) is copied; what it never
# changes once made (the options, the seats, the log's Events, a Resolution) is shared; the
# position itself field by field (core.shallow_copy).
_LISTS = ("mission_deck", "mission_track", "target_deck", "ships_hit", "medals", "target_choices", "event_deck",
          "drawn_this_mission", "setup_events")


def _card_copy(card: TrackCard) -> TrackCard:
    return TrackCard(card.card, card.distance, card.nullified, card.escort, list(card.resolutions))


def copy_state(state: State) -> State:
    """An independent copy of the position (``Rules.clone``), cheaper than a deepcopy."""
    twin = shallow_copy(state)
    for name in _LISTS:
        setattr(twin, name, list(getattr(state, name)))
    rng = state.rng   # core's copy (on write); a stand-in generator of a test, or none (a view), as it copies
    twin.rng = rng.__deepcopy__(None) if type(rng) is Rng else copy.deepcopy(rng)
    twin.options = dict(state.options)
    twin.distance_track = [_card_copy(c) for c in state.distance_track]
    twin.final_card = _card_copy(state.final_card) if state.final_card is not None else None
    twin.missions_flown = [MissionRecord(r.number, r.mission, r.target, r.result, r.damage, r.experience_gained,
                                         r.repaired) for r in state.missions_flown]
    return twin
