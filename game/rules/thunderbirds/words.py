"""A move in words before it is played, without its outcome (issue 31): the hint, a
button's tooltip and the replay name a move so where it rolls or draws a chit.
The abbreviations of the counters are spelled out (TaW 6.4: Crew Quality Points,
Pilot Discretionary Points)."""
from __future__ import annotations

from ..summary import listed
from . import actions as A

BONUS_WORDS = {"cqp": "a Crew Quality Point", "disc": "a Discretionary marker", "stam": "the Stamina +1 point",
               "man": "the Manoeuvre +1 point", "mid": "the Mentioned in Dispatches bonus"}
VERB_WORDS = {"roll": "Roll the skill check", "fire": "The gunner opens fire", "evade": "The pilot manoeuvres to evade"}
SIMPLE_WORDS = {
    "conditions": "Roll for the sky and the moon (6.2)",
    "fly": "Fly into the next hex of the path (7.0.3)",
    "land": "Land with the mine aboard: a skill check",
    "ditch": "Ditch at sea (7.5.2)",
    "extinguish": "The Flt. Engineer fights the fire (8.2.3)",
    "repair": "Try to repair a malfunction",
    "hold": "Hold fire: the gunner does not open fire (7.1.2)",
    "reroll": "Reroll the die with the Reroll point, else a Discretionary marker (6.4.2)",
    "accept": "Let the result stand",
    "jettison": "Jettison the load (event 11)",
    "keep": "Keep the load and fly it home (event 11)",
    "continue": "Press on at low altitude (event 13)",
    "scrub": "Scrub the mission and head home (7.0.5)",
    "next": "On to the next mission of the tour (10.0)",
}


# what each man left at home no longer does (TaW 6.3.1)
JOBS = {"gunner": "warns off and fires on the night fighters",
        "aimer": "finds the target and drops the bombs",
        "navigator": "finds the Wimpy's way to the target and home",
        "wireless": "receives the alerts and signals the position in a ditching",
        "engineer": "repairs malfunctions, fights fires in combat and can take over from a lost pilot"}


def crew_choice(state, action) -> str:
    """The consequence of a crew choice (6.3.1): who stays home, what he does, and who stands
    in for him, without a bonus point (6.4: only those qualified use one)."""
    home = next((p for p in JOBS if p not in action.positions), None)
    if home is None:
        return f"Fly with the {listed([_position(state, p) for p in action.positions])} beside the pilot (6.3)"
    stands = state.data.tables["crew"]["stand_ins"].get(home, [])
    stand = next((p for p in stands if p in action.positions or p == "pilot"), None)
    instead = (f"the {_position(state, stand)} does it instead, with no Crew Quality Point for it" if stand
               else "nobody does it")
    return f"Leave the {_position(state, home)} at home: he {JOBS[home]}; {instead} (6.3.1)"


def _position(state, position: str) -> str:
    return state.data.tables["crew"]["positions"].get(position, {}).get("label", "crew member")


def describe(state, action) -> str:
    """``action`` as a sentence the screen may show before it is played."""
    if isinstance(action, A.ChooseTarget):
        return "Roll for the target (6.1)" if action.name == "roll" else f"Choose {action.name} as the target (6.1)"
    if isinstance(action, A.RollConditions):
        return SIMPLE_WORDS["conditions"]
    if isinstance(action, A.ChooseCrew):
        return crew_choice(state, action)
    if isinstance(action, A.AssignPoints):
        cqp, pdp = len(action.cqp), len(action.pdp)
        if not cqp and not pdp:
            return "Fly with no Crew Quality Points and no Pilot Discretionary Points (6.4)"
        return (f"Give {cqp or 'no'} Crew Quality Point{'s' if cqp != 1 else ''} to the crew and take {pdp or 'no'} "
                f"Pilot Discretionary Point{'s' if pdp != 1 else ''} (6.4)")
    if isinstance(action, A.PlanHex):
        if action.where == "reset":
            return "Lay the flight path again from the start (6.5.1)"
        if action.where == "karmoy":
            return "Send the flight path into the Karmoy box (6.5.1)"
        return "Add the next hex to the flight path (6.5.1)"
    if isinstance(action, A.Restore):
        return f"Restore the {_position(state, action.position)}'s spent bonus (event 5)"
    if isinstance(action, A.Extinguish):
        return f"The {_position(state, action.position)} fights the fire (8.2.3)"
    if isinstance(action, A.Simple):
        return SIMPLE_WORDS.get(action.verb, "Go on")
    if isinstance(action, A.RollWith):
        head = VERB_WORDS.get(action.verb, "Roll")
        if not action.bonuses:
            return head + ", spending no points"
        return f"{head}, spending {listed([BONUS_WORDS.get(b, 'a bonus') for b in action.bonuses])}"
    return "Play this move"
