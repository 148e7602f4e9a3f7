"""The compartment cards and their vocabulary: ``read_cards`` makes the cards of a compartments
document (data.py reads the game's data with it)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

TYPES = ("standard", "engine", "armoured", "test")            # ST Type
TRIGGERS = ("none", "presence", "activation", "reaction")     # ST Conditions for Starting Actions
POSITIONS = ("ahead-close", "behind-close", "ahead-range", "behind-range",
             "port-close", "starboard-close")                 # ST Targeting
SECTIONS = ("bow", "stern", "port", "starboard")              # ST Sections
EFFECTS = ("aim", "repair", "sail", "tow", "kill", "board")   # the house vocabulary
DOUBLE_EFFECTS = ("attack", "repair", "sail", "tow", "board")  # what "x2" can double


@dataclass(frozen=True)
class Target:
    at: str                 # position of the enemy seen from the user's submarine
    section: str | None     # enemy section hit (None: the effect hits no section)


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    faction: str
    type: str
    durability: int
    oxygen: int
    trigger: str
    once: bool = False
    double: bool = False
    attack: int = 0
    attack_per_crew: bool = False  # the attack symbols count once per active crew member
    targets: tuple[Target, ...] = ()
    effect: str | None = None
    amount: int = 0
    victim: str = "crew"     # kill: "sailor" (commander excluded) or "crew"
    where: str = "section"   # kill: "section" (enemy section) or "aboard" (your own submarine)
    control_room: bool = False
    text: str = ""
    reason: str = ""

    def __deepcopy__(self, memo):
        return self  # immutable, shared: keeps Game's undo snapshots cheap

    # (cached_property: worked out once per card, then read like a field)
    @cached_property
    def combat(self) -> bool:
        """A combat compartment (the red burst): it attacks (ST Type)."""
        return self.attack > 0

    @cached_property
    def engine(self) -> bool:
        return self.type == "engine"  # the control room is an engine too (ST Type)

    @cached_property
    def armoured(self) -> bool:
        return self.type == "armoured"

    def target_for(self, position: str) -> Target | None:
        return self.targets_at.get(position)

    @cached_property
    def chooses_target(self) -> bool:
        """Its use names a target ("on"): every effect but an attack or aim (effect_targets)."""
        return not (self.attack or self.effect == "aim")

    @cached_property
    def targets_at(self) -> dict[str, Target]:
        """The card's targets by the enemy position they need (the first one listed)."""
        out: dict[str, Target] = {}
        for t in self.targets:
            out.setdefault(t.at, t)
        return out


class DataError(ValueError):
    pass


def _card(raw: dict, numbers: dict) -> Card:
    cid = raw.get("id", "?")
    if raw.get("house") is not True or not raw.get("reason"):
        raise DataError(f"{cid}: every card is house data and needs house: true and a reason")
    effect = raw.get("effect") or {}
    card = Card(
        id=raw["id"], name=raw["name"], faction=raw["faction"], type=raw["type"],
        durability=int(raw["durability"]), oxygen=int(raw.get("oxygen", 0)),
        trigger=raw.get("trigger", "none"), once=bool(raw.get("once", False)),
        double=bool(raw.get("double", False)), attack=int(raw.get("attack", 0)),
        attack_per_crew=bool(raw.get("attack_per_crew", False)),
        targets=tuple(Target(t["at"], t.get("section")) for t in raw.get("targets", ())),
        effect=effect.get("kind"), amount=int(effect.get("amount", 0)),
        victim=effect.get("victim", "crew"), where=effect.get("where", "section"),
        control_room=bool(raw.get("control_room", False)), text=raw.get("text", ""),
        reason=raw["reason"])
    lo, hi = numbers["durability_min"], numbers["durability_max"]
    problems = []
    if card.type not in TYPES:
        problems.append(f"type {card.type!r}")
    if card.trigger not in TRIGGERS:
        problems.append(f"trigger {card.trigger!r}")
    if not lo <= card.durability <= hi or not 0 <= card.oxygen <= card.durability:
        problems.append("durability/oxygen")
    if card.effect is not None and card.effect not in EFFECTS:
        problems.append(f"effect {card.effect!r}")
    if card.effect and card.attack:
        problems.append("a card either attacks or has an effect")
    if card.trigger != "none" and not card.effect and not card.attack:
        problems.append("a trigger without an action")
    if card.double and ("attack" if card.attack else card.effect) not in DOUBLE_EFFECTS:
        problems.append("x2 on an effect that cannot be doubled")
    # ST Attack Results 3: strength from "the number of active crew members in it (if the
    # card has the corresponding symbol)"; x2 already counts its crew by doubling
    if card.attack_per_crew and (not card.attack or card.double or card.control_room
                                 or card.trigger == "none"):
        problems.append("a per-crew attack needs attack symbols, a trigger, no x2 and no control room")
    for t in card.targets:
        if t.at not in POSITIONS or (t.section is not None and t.section not in SECTIONS):
            problems.append(f"target {t}")
    needs_section = card.attack or card.effect == "board" or (
        card.effect == "kill" and card.where == "section")
    if needs_section and (not card.targets or any(t.section is None for t in card.targets)):
        problems.append("attacks, boarding and kills need targets with a section")
    if card.control_room and (card.type != "engine" or not card.combat):
        problems.append("the control room is an engine and a combat compartment (ST Type)")
    if problems:
        raise DataError(f"{cid}: " + "; ".join(problems))
    return card


def read_cards(raw: dict, numbers: dict) -> dict[str, Card]:
    """The cards of a compartments document ({"compartments": [...]}, read with
    yaml.safe_load), each checked against the rulebook's ``numbers`` (rules.yaml); DataError
    names the card and what is wrong."""
    out: dict[str, Card] = {}
    for item in raw["compartments"]:
        card = _card(item, numbers)
        if card.id in out:
            raise DataError(f"{card.id}: two cards with one id")
        out[card.id] = card
    return out


FACTIONS = ("talion", "rochelle")
FACTION_NAMES = {"talion": "Talion", "rochelle": "Panzer La Rochelle"}
