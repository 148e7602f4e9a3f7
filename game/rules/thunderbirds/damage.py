"""Applying damage (TaW 8.0, Table 5a): airframe counters, crew wounds (8.3), fire (8.2.3-8.2.4)
and the fuel consumption of damage and events (8.1.1, 8.2.2)."""
from __future__ import annotations

from .grt import d6_roll, seat
from .route import scrub
from .state import MissionState
from .steps import crew_check, handler, log, push, table_die
from .survival import end
from .target import in_target_zone


def draw_weighted(state: MissionState, pool: dict) -> str:
    items = []
    for k, n in pool.items():
        items += [k] * n
    pick = state.rng.choice(items)
    pool[pick] -= 1
    return pick


def damage_text(state: MissionState, name: str) -> str:
    return state.data.tables["damage_effects"].get(name, "")


@handler("damage")
def h_damage(state, step, ev):
    """8.2.1: turn over the left most unrevealed airframe counter; Table 5a effects. No Effect
    counters are discarded, all others go to the Active Events box."""
    if None not in state.airframe:
        return
    slot = state.airframe.index(None)
    name = draw_weighted(state, state.airframe_pool)
    state.airframe[slot] = name
    log(ev, "damage", f"{step['source']}: airframe counter {slot + 1} turned: {name}", slot=slot, counter=name,
        effect=damage_text(state, name))
    if name != "No Effect":
        state.active_events.append({"kind": "counter", "name": name, "slot": slot, "text": damage_text(state, name)})
    last = None not in state.airframe
    if name == "BOOM":
        if state.ordnance_aboard:
            end(state, ev, "destroyed", "BOOM: the bomb bay is hit, bomber and crew are destroyed (Table 5a)")
            return
        log(ev, "info", "BOOM without a bomb load: simple structural damage (Table 5a)")
    if name == "Crew Hit":
        push(state, {"do": "wound", "last": last})  # the d6 may wait for a reroll (6.4.2[1])
        return
    if name == "CRIT FIRE":
        state.fires.append(0)
        log(ev, "info", "CRIT FIRE: fire aboard, one more point of damage (Table 5a)")
        if not last:
            push(state, {"do": "damage", "source": "Fire"})
    elif name in ("Slowdown", "Fly-low"):
        state.forced_low = True
        state.altitude = "low"
        state.fuel_drain = True
        log(ev, "altitude", f"{name}: the Wimpy must fly low, 1 extra fuel every second hex (Table 5a)")
    elif name == "CRIT BAY" and state.ordnance_aboard and state.leg == "targetbound":
        if not in_target_zone(state):  # Table 5a: the bombs cannot be dropped, the mission is scrubbed
            scrub(state, ev, "CRIT BAY")
    elif name == "CRIT FUEL":
        state.fuel_drain = True
        log(ev, "info", "CRIT FUEL: 1 extra fuel every second hex (Table 5a, 8.2.2)")
    damage_end(state, ev, last)


def damage_end(state, ev, last: bool) -> None:
    """8.2.5: the last counter turned crashes the Wimpy; 8.3: so does a crew with no one to fly it."""
    if last and state.result is None:
        end(state, ev, "crashed", "The last airframe counter is turned: the Wimpy crashes (8.2.5)")
    elif state.result is None and seat(state, "pilot") is None:
        end(state, ev, "crashed", "No one is left to fly the Wimpy (8.3)")


@handler("wound")
def h_wound(state, step, ev):
    """Table 5a Crew Hit: a d6 picks the crew member; -2 on the first wound, killed on the second
    (8.3). A d6 that hits a man may be rerolled (6.4.2[1] "any die roll")."""
    positions = {m.number: m for m in state.crew.values()}
    roll = table_die(state, step, ev, "roll",
                     lambda: d6_roll(state, "Crew hit",
                                     lambda d: positions[d].label if d in positions else "no one at that position"),
                     lambda r: r["die"] in positions and not positions[r["die"]].killed)
    if roll is None:
        return
    die = roll["die"]
    hit = positions.get(die)
    if hit is None or hit.killed:
        log(ev, "wound", f"Crew hit: d6 {die}, no one at that position", die=die)
        damage_end(state, ev, step["last"])
        return
    hit.wounds += 1
    what = "killed" if hit.killed else "wounded (-2 on the GRT)"
    log(ev, "wound", f"Crew hit: d6 {die}: the {hit.label} is {what} (8.3)", die=die, position=hit.position,
        wounds=hit.wounds)
    if hit.position == "pilot" and hit.killed and state.member("engineer"):
        log(ev, "info", "The Flt. Engineer takes the controls (8.3)")
    damage_end(state, ev, step["last"])


# -- fire (8.2.3, 8.2.4) -------------------------------------------------------------------
FIRE_ORDER = ("engineer", "wireless", "navigator", "aimer", "gunner", "pilot")


def fire_fighters(state) -> list[str]:
    """Who may fight a fire outside combat (8.2.3 "any crew member"): every man aboard at his
    own post, the one at the controls only when no one else is (decided: he flies the Wimpy)."""
    at_post = [pos for pos in FIRE_ORDER[:-1] if (m := seat(state, pos)) is not None and m.position == pos]
    return at_post or ["pilot"]


def fire_fighter(state) -> str:
    """The crew member a bare `extinguish` sends (saves made before the player chose): the
    Flt. Engineer if free, else the first aboard."""
    return fire_fighters(state)[0]


@handler("extinguish")
def h_extinguish(state, step, ev):
    """8.2.3: any crew member, "a successful skill check with no DRMs": no wound, condition,
    event or bonus modifies it (the specific rule over 8.3's general wound penalty)."""
    member = state.crew.get(step["actor"])
    who = member.label if member is not None else "The crew"
    push(state, crew_check("extinguish", f"{who} fights the fire", step["actor"], disc=False, cond=False,
                           words=("fire out", "still burning"), no_drms=True),
         {"do": "extinguish_result"})


@handler("extinguish_result")
def h_extinguish_result(state, step, ev):
    if state.results.get("extinguish") and state.fires:
        state.fires.pop(0)
        for i, c in enumerate(state.active_events):
            if c.get("kind") == "counter" and c["name"] == "CRIT FIRE":
                del state.active_events[i]
                break
        state.major_repair = True  # 7.11.1: a critical repair
        log(ev, "repair", "A fire is put out: its counter leaves the Active Events box (8.2.3)")


def spread_fires(state) -> list:
    """8.2.4: an unchecked fire spreads every second map hex entered."""
    steps = []
    for i in range(len(state.fires)):
        state.fires[i] += 1
        if state.fires[i] % 2 == 0:
            steps.append({"do": "damage", "source": "Fire spreads (8.2.4)"})
    return steps


# -- fuel (7.0.4, 8.1.1, 8.2.2) -----------------------------------------------------------------
def drain_rate(state) -> int:
    """Half-spaces of extra fuel a hex: 1 for airframe damage (8.2.2), 1 for repairable event
    damage (8.1.1); neither grows with the number of counters or events (8.2.2[2])."""
    events = bool(state.malfunctions) and any(m.get("fuel") and not m.get("repaired")
                                              for m in state.malfunctions.values())
    return int(state.fuel_drain) + int(events)


def fuel_cost(state, rate: int | None = None) -> int:
    """7.0.4: one per hex; 8.1.1/8.2.2: one more every second hex; 8.2.2[3] at most one more a hex.
    `rate`: drain_rate(state), when the caller has it."""
    cost = state.data.tables["path"]["fuel_per_hex"]
    if rate is None:
        rate = drain_rate(state)
    return cost + (state.drain_count + rate) // 2 - state.drain_count // 2


def spend_fuel(state, cost: int | None = None, rate: int | None = None) -> int:
    """Spend the fuel of entering a hex (`cost`, `rate`: fuel_cost and drain_rate, when known)."""
    if rate is None:
        rate = drain_rate(state)
    if cost is None:
        cost = fuel_cost(state, rate)
    state.fuel -= cost
    state.drain_count += rate
    return cost
