"""Setup (ST Setup 1-3): builds, the random layout, the control-room swap, the one
optional swap, crew and oxygen, and the first player."""
from __future__ import annotations

from ..core import Event, RuleError, Rng
from .actions import Build, Swap
from .cards import FACTION_NAMES, FACTIONS
from .state import (BUILD, CELLS, SWAP, Compartment, CrewMember, State,
                    Submarine)
from .turn import start_turn


def factions_for(players: list[str]) -> dict[str, str]:
    """Seats named after the factions play them; otherwise the first seat is Talion."""
    if sorted(players) == sorted(FACTIONS):
        return {p: p for p in players}
    return dict(zip(players, FACTIONS))


def new_state(data, seed: int, options: dict, players: list[str]) -> State:
    """A new game played with ``data`` (data.Data: the house data or a player's set)."""
    if len(players) != 2 or players[0] == players[1]:
        raise ValueError("Steam Torpedo is played by two different seats")
    rng = Rng(seed)
    faction = factions_for(players)
    subs = {seat: Submarine(seat, faction[seat], "south" if i == 0 else "north",
                            data.numbers["start_sector"], options["heading"], control_cell=data.control_room_cell)
            for i, seat in enumerate(players)}
    state = State(list(players), dict(options), rng, subs,
                  turns_taken={p: 0 for p in players}, builds={p: [] for p in players}, data=data)
    if options["build"] == "ready-made":
        state.builds = {seat: data.faction_set(faction[seat]) for seat in players}
        state.setup_events = lay_out(state)
    else:
        state.phase, state.builder = BUILD, players[0]
    return state


# -- building (ST Setup 1) --------------------------------------------------------------
def check_build(state: State, seat: str, action: Build) -> None:
    cards = state.data.cards
    card = cards.get(action.card)
    mine = state.builds[seat]
    if card is None:
        raise RuleError("There is no such compartment card", "ST Setup 1")
    if action.card in mine:
        raise RuleError("A submarine cannot contain two identical compartments", "ST Setup 1")
    if state.options["build"] == "draft" and action.card in state.builds[state.other(seat)]:
        raise RuleError("Your opponent has already taken that compartment", "ST Setup 1")
    has_room = any(cards[c].control_room for c in mine)
    if card.control_room and has_room:
        raise RuleError("A submarine has one control room", "ST Setup 1")
    if not card.control_room and not has_room and len(mine) == state.data.numbers["compartments_per_submarine"] - 1:
        raise RuleError("The last free place must hold the control room", "ST Setup 1")


def apply_build(state: State, seat: str, action: Build) -> list[Event]:
    check_build(state, seat, action)
    state.builds[seat].append(action.card)
    who = FACTION_NAMES.get(seat, seat)
    size = state.data.numbers["compartments_per_submarine"]
    if state.options["build"] == "draft":  # a draft is open: both see every pick
        line = f"{who} takes {state.data.cards[action.card].name}"
    else:  # a custom build is secret until the layout (ST Setup 1): the log names no card
        line = f"{who} takes compartment {len(state.builds[seat])} of {size}"
    events = [Event("build", line, {"seat": seat, "card": action.card})]
    full = {p: len(state.builds[p]) >= size for p in state.players}
    other = state.other(seat)
    if all(full.values()):
        return events + lay_out(state)
    if state.options["build"] == "draft":
        state.builder = other if not full[other] else seat
    elif full[seat]:
        state.builder = other
    return events


# -- layout (ST Setup 2) -------------------------------------------------------------------
def lay_out(state: State) -> list[Event]:
    """Shuffle each submarine's compartments into 2 rows of 5, then swap the control room
    into the centre of the bottom row; crew on the control room; oxygen on the bubbles."""
    events = []
    cards, control = state.data.cards, state.data.control_room_cell
    for seat in state.players:
        order = list(state.builds[seat])
        state.rng.shuffle(order, "Compartment layout")
        layout = dict(zip(CELLS, order))
        room_at = next(c for c, cid in layout.items() if cards[cid].control_room)
        layout[room_at], layout[control] = layout[control], layout[room_at]
        sub = state.subs[seat]
        sub.compartments = {c: Compartment(c, cards[cid], oxygen=cards[cid].oxygen)
                            for c, cid in layout.items()}
        sub.crew = [CrewMember(i, seat, seat, control) for i in state.data.crew_ids]
        events.append(Event("layout", f"{sub.name} lays out its compartments"
                            + (f" (the control room swapped places with {sub.room(room_at)})" if room_at != control else ""),
                            {"seat": seat, "layout": dict(layout), "control_room_from": room_at}))
    state.phase, state.swapper = SWAP, state.players[0]
    return events


def check_swap(state: State, seat: str, action) -> None:
    if isinstance(action, Swap):
        if action.a == action.b:
            raise RuleError("Swap two different compartments", "ST Setup 2")
        if state.data.control_room_cell in (action.a, action.b):
            raise RuleError("The swap may not touch the control room", "ST Setup 2")


def apply_swap(state: State, seat: str, action) -> list[Event]:
    check_swap(state, seat, action)
    events = []
    sub = state.subs[seat]
    if isinstance(action, Swap):
        a, b = sub.at(action.a), sub.at(action.b)
        a.card, b.card = b.card, a.card
        a.oxygen, b.oxygen = b.oxygen, a.oxygen
        events.append(Event("swap", f"{sub.name} swaps {sub.room(action.b)} and {sub.room(action.a)}",
                            {"seat": seat, "cells": [action.a, action.b]}))
    else:
        events.append(Event("swap", f"{sub.name} keeps its layout", {"seat": seat, "cells": []}))
    if seat == state.players[0]:
        state.swapper = state.players[1]
        return events
    first = state.options["first"]
    if first == "random":
        starter = state.rng.choice(state.players)
    else:
        starter = state.players[0] if first == "first-seat" else state.players[1]
    events.append(Event("first-player", f"{state.subs[starter].name} goes first", {"seat": starter}))
    return events + start_turn(state, starter)
